"""The table server under load: K tables x 4 scripted WebSocket clients over loopback.

Each table has four human seats played by scripted clients with no think time (the dealer
opens 1C, everyone else passes, then each plays its first legal card; at the end of a deal
seat 0 asks for the next); ``--think S`` gives each client a pace instead (0.5-1.5 times S
before each action). Measured: actions per second and, per action, the latency from its
sending to the arrival of the resulting state at all four clients (p50/p95), and the CPU
time the server process(es) and the clients' process used in the measured window (from
/proc): CPU microseconds per action is the figure a loaded machine leaves comparable (the
kernel gives each runnable process its share of the cores, so actions per second there
measure the share as much as the server). With a PostgreSQL on this machine whose data folder
it may read (``.ci/postgres.sh``'s), the CPU its processes used in the window too, per action
("PostgreSQL … µs/action": the database's share of the work, which the server's figure leaves out).

The peer is a bare Starlette WebSocket echo of **the same messages**: a first run against
the real server records, per table and action number, the state message each seat
received; the echo app answers an action with those recorded messages, so the clients
send, receive and parse the same bytes while the server does no game work, no database
write and no view building. The ratio server/echo is the server's overhead over the stack's
own limit.

Runs: the echo, one server process, and (with PostgreSQL) two server processes sharing the
tables, the clients of each table split between the two processes (seats 0-1 on the first,
2-3 on the second), so every action crosses processes through LISTEN/NOTIFY; with
``--by-table``, each table's four clients on one of the two instead (the tables dealt out in
turn), as a proxy that routes ``/ws/TABLE`` by the table would.

    python benchmarks/bench_server.py --quick                   # 20 tables, 3 s a run: a smoke run
    python benchmarks/bench_server.py --tables 50 --seconds 8
    python benchmarks/bench_server.py --tables 200 --postgres postgresql://…   # the issue's goal
    python benchmarks/bench_server.py --tables 200 --profile server.txt     # py-spy of the server
    python benchmarks/bench_server.py --tables 200 --think 1               # players at a pace
    python benchmarks/bench_server.py --tables 200 --src /tmp/old/src      # the code before a change

Bounded: every run stops after --seconds (plus a warm-up of at most 120 s), servers listen on
127.0.0.1. The load average of the machine is printed before and after (the figures of a
loaded machine are low and noisy; the ratio to the echo of the same run is the measure).
``--profile FILE`` records the server with py-spy over the measured window only (collapsed
stacks, for flamegraph.pl or speedscope; the threads holding the GIL, i.e. Python's work and not
its waits): the one-process server into FILE, the two processes into FILE.two.1 and
FILE.two.2. ``--src`` serves another tree's bridgekit with this script's clients and echo
(before/after figures from the same script). The clients
run in this script's process (one asyncio loop, the ``websockets`` package, no timer per
message), apart from the server's.

No think time makes the run a closed loop: each table always has one action in flight, so by
Little's law (N = X * C) a table's mean cycle C (an action's latency to the client to act,
plus that client's reaction) is the tables divided by the actions per second; each run prints
it ("tables/rate") beside the mean latency to all four clients (which can exceed it: the next
action goes as soon as the client to act is told, the others may be told later). A mean latency
under 50 ms at 200 tables therefore needs at least 4,000 actions a second through the server
*and* the clients, which share the machine's two cores (the CPU per action of each is
printed); a p95 under 50 ms needs about that or more (the mean lies between p50 and p95 in
these runs). With ``--think S`` the law reads N = X * (C + S): the tables offer about
N / S actions a second whatever the server, and the latency is one action's work plus the
machine's queue.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import websockets

ROOT = Path(__file__).resolve().parents[1]
#: the bridgekit sources served (``--src``: another tree's, e.g. the code before a change)
SRC = Path(os.environ.get("BENCH_SERVER_SRC") or ROOT / "src")


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    actions: int = 0
    errors: int = 0
    finished: int = 0
    tables: int = 0
    ready: int = 0  # clients that received their first state
    actions_per_second: float = 0.0
    elapsed: float = 0.0
    server_cpu: float = 0.0  # CPU seconds (user + system) of the server processes in the window
    server_system: float = 0.0  # of which in the kernel (system time: sockets, polling)
    server_threads: float = 0.0  # of which in threads other than the event loop's (robots, DDS's own)
    client_cpu: float = 0.0  # CPU seconds of the clients' process in the window
    server_wakeups: int = 0  # the server event loops' voluntary context switches (sleeps in epoll)
    db_cpu: float = float("nan")  # CPU seconds of PostgreSQL's processes in the window (if local)


@dataclass
class TableRun:
    table: str
    tokens: list[str]
    last: int | None = None  # the echo's recording ends at this action
    sent: dict[int, float] = field(default_factory=dict)
    arrived: dict[int, int] = field(default_factory=dict)


def create_tables(db: str, count: int) -> list[tuple[str, list[str]]]:
    sys.path.insert(0, str(SRC))
    from bridgekit.server.db import Store
    from bridgekit.server.rooms import new_table

    store = Store(db)
    made = []
    for _ in range(count):
        table = new_table(store, "bridge", {}, ["human"] * 4)
        made.append((table, [str(seat.token) for seat in store.seats(table)]))
    store.engine.dispose()
    return made


def choose(message: dict[str, Any]) -> dict[str, Any] | None:
    """The scripted player's next message for a state (or None: not its turn)."""
    view = message["view"]
    if view["is_over"]:
        return {"v": 1, "type": "next"} if message["you"] == 0 else None
    legal = view["legal_actions"]
    if not legal:
        return None
    opening = "1C" if not view["calls"] else "P"
    action = opening if view["stage"] == "auction" else legal[0]["text"]
    return {"v": 1, "type": "act", "action": action, "seq": message["seq"]}


async def client(
    url: str,
    run: TableRun,
    seat: int,
    stats: Stats,
    stop: asyncio.Event,
    record: dict[tuple[str, int, int], str] | None,
    think: float = 0.0,
) -> None:
    headers = {"Cookie": f"bk_t_{run.table}={run.tokens[seat]}"}
    pace = random.Random(f"{run.table}:{seat}")
    ready = False
    acted = -1  # a state may come twice (a client joined, the hand record arrived): act once per seq
    address = f"{url}/ws/{run.table}"
    async with websockets.connect(
        address, additional_headers=headers, max_size=2**22, open_timeout=120
    ) as ws:
        # no timeout per message (a task and a timer each): the run cancels its clients at the end
        async for text in ws:
            message = json.loads(text)
            if message.get("type") != "state":
                stats.errors += message.get("type") == "error"
                if os.environ.get("BENCH_DEBUG") and message.get("type") == "error":
                    print(seat, message, file=sys.stderr)
                continue
            seq = message["seq"]
            if not ready:
                ready = True
                stats.ready += 1
            if record is not None:
                record[(run.table, seq, seat)] = text if isinstance(text, str) else text.decode()
            run.arrived[seq] = run.arrived.get(seq, 0) + 1
            if run.arrived[seq] == 4 and seq in run.sent:
                stats.latencies.append(time.perf_counter() - run.sent.pop(seq))
                stats.actions += 1
            if run.last is not None and seq >= run.last and run.arrived[seq] == 4:
                stats.finished += 1
                if stats.finished == stats.tables:
                    stop.set()
            reply = choose(message) if seq != acted else None
            if reply is not None and not stop.is_set():
                acted = seq
                if think:  # a player's pace: 0.5 to 1.5 times --think (the tables out of step)
                    await asyncio.sleep(think * (0.5 + pace.random()))
                target = seq + 1
                if target not in run.sent:
                    run.sent[target] = time.perf_counter()
                await ws.send(json.dumps(reply))


def server_for(urls: list[str], table: int, seat: int, by_table: bool = False) -> str:
    """The server a client of the *table*-th table's *seat* connects to: with two, seats 0-1 on the
    first and 2-3 on the second (every action crosses processes), or with *by_table* the table's
    four on one, the tables dealt out in turn (as a proxy routing ``/ws/TABLE`` by table would).

    >>> [server_for(["a", "b"], 0, seat) for seat in range(4)], server_for(["a", "b"], 1, 3, True)
    (['a', 'a', 'b', 'b'], 'b')
    """
    return urls[(table if by_table else seat // 2) % len(urls)]


def cpu_seconds(pid: int, *, system: bool = False) -> float:
    """CPU seconds (user + system; with *system*, system alone) process *pid* has used so far
    (Linux /proc; NaN elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[12]) + (0 if system else int(fields[11]))) / os.sysconf("SC_CLK_TCK")


def wakeups(pid: int) -> int:
    """The voluntary context switches of the main thread of process *pid* so far: how often its
    event loop slept (in ``epoll_wait``) and was woken (Linux /proc; 0 elsewhere)."""
    try:
        status = Path(f"/proc/{pid}/task/{pid}/status").read_text()
    except OSError:
        return 0
    found = re.search(r"^voluntary_ctxt_switches:\s*(\d+)", status, re.M)
    return int(found.group(1)) if found else 0


def main_thread_seconds(pid: int) -> float:
    """CPU seconds (user + system) the main thread of process *pid* (the event loop's) has used so
    far (Linux /proc; NaN elsewhere). The rest of the process's CPU is its other threads', those
    that ended included: DDS starts threads of its own for each double-dummy table and they are
    gone by the end of a window (a count of the living threads missed them, and charged their
    work to the event loop)."""
    try:
        fields = Path(f"/proc/{pid}/task/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def database_pids(url: str | None) -> tuple[int, ...]:
    """The processes of the PostgreSQL server at *url* (its postmaster and the children it has
    now), if it runs on this machine and says where its data are; else none."""
    if not url:
        return ()
    try:
        import psycopg

        with psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://"), autocommit=True) as db:
            row = db.execute("SHOW data_directory").fetchone()
        postmaster = int((Path(str(row[0] if row else "")) / "postmaster.pid").read_text().split()[0])
    except Exception:
        return ()
    children = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == postmaster:
                children.append(int(stat.parent.name))
        except (OSError, ValueError, IndexError):
            continue
    return (postmaster, *children)


def own_cpu_seconds() -> float:
    times = os.times()
    return times.user + times.system


async def load(
    urls: list[str],
    tables: list[tuple[str, list[str]]],
    seconds: float,
    record: Any = None,
    last: dict[str, int] | None = None,
    pids: tuple[int, ...] = (),
    think: float = 0.0,
    measuring: Any = None,
    database: str | None = None,
    by_table: bool = False,
) -> Stats:
    """Play the tables for *seconds* (or, for the echo, until every table's recording ends),
    each client thinking about *think* seconds before each action; *measuring* (if given) is
    called when the measured window starts (after the warm-up), with its length. With several
    *urls*, each table's seats 0-1 go to the first and 2-3 to the second, or with *by_table* all
    four to one, the tables dealt out in turn (as a proxy routing by table would)."""
    stats = Stats(tables=len(tables))
    stop = asyncio.Event()
    runs = [TableRun(table, tokens, None if last is None else last[table]) for table, tokens in tables]
    tasks = [
        asyncio.create_task(
            client(server_for(urls, n, seat, by_table), run, seat, stats, stop, record, think)
        )
        for n, run in enumerate(runs)
        for seat in range(4)
    ]
    # Warm-up: every client connected and told its first state (the clients act meanwhile).
    deadline = time.perf_counter() + 120
    while stats.ready < 4 * len(tables) and time.perf_counter() < deadline and not stop.is_set():
        await asyncio.sleep(0.05)
    stats.latencies.clear()
    stats.actions = 0
    if measuring is not None:
        measuring(seconds)
    started = time.perf_counter()
    server_cpu = sum(cpu_seconds(pid) for pid in pids)
    server_system = sum(cpu_seconds(pid, system=True) for pid in pids)
    loop_cpu = sum(main_thread_seconds(pid) for pid in pids)
    woken = sum(wakeups(pid) for pid in pids)
    client_cpu = own_cpu_seconds()
    db_pids = database_pids(database)
    db_cpu = {pid: cpu_seconds(pid) for pid in db_pids}
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), timeout=seconds)
    elapsed = stats.elapsed = time.perf_counter() - started
    stats.server_cpu = sum(cpu_seconds(pid) for pid in pids) - server_cpu
    stats.server_system = sum(cpu_seconds(pid, system=True) for pid in pids) - server_system
    stats.server_threads = stats.server_cpu - (sum(main_thread_seconds(pid) for pid in pids) - loop_cpu)
    stats.server_wakeups = sum(wakeups(pid) for pid in pids) - woken
    stats.client_cpu = own_cpu_seconds() - client_cpu
    if db_pids:  # (a backend that started in the window counted from its start)
        used = [cpu_seconds(pid) - db_cpu.get(pid, 0.0) for pid in database_pids(database)]
        stats.db_cpu = sum(u for u in used if u == u)  # (a process gone meanwhile: NaN, left out)
    stop.set()
    for task in tasks:
        task.cancel()
    failures = [
        r
        for r in await asyncio.gather(*tasks, return_exceptions=True)
        if isinstance(r, BaseException) and not isinstance(r, asyncio.CancelledError)
    ]
    if failures and os.environ.get("BENCH_DEBUG"):
        print(f"{len(failures)} clients failed, e.g. {failures[0]!r}", file=sys.stderr)
    stats.actions_per_second = stats.actions / elapsed
    return stats


def start_server(db: str) -> tuple[subprocess.Popen[str], str]:
    command = [sys.executable, "-m", "bridgekit.cli.main", "serve", "--no-browser", "--port", "0"]
    command += ["--robot-delay", "0", "--db", db, "--http-rate", "100000"]  # all clients share one address
    command += ["--club-db", "sqlite://"]  # the club console, unused here, in memory (no file left behind)
    process, url = spawn(command, r"(http://127\.0\.0\.1:\d+)/", "server")
    return process, url.replace("http://", "ws://")


def spawn(command: list[str], address: str, what: str) -> tuple[subprocess.Popen[str], str]:
    """Start *command* with this tree's ``src`` on its path; return it and the address (group 1 of
    the pattern *address*) that its first line announces."""
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    assert process.stdout is not None
    line = process.stdout.readline()
    found = re.search(address, line)
    if not found:
        process.kill()
        raise SystemExit(f"the {what} did not start: {line}")
    return process, found.group(1)


def profiler(pid: int, out: str, seconds: float) -> subprocess.Popen[bytes]:
    """py-spy recording *pid* into *out* (collapsed stacks), for at most *seconds*: only the
    threads holding the GIL (``--gil``: Python's CPU, not its waits on sockets and locks)."""
    command = ["py-spy", "record", "--pid", str(pid), "--format", "raw", "--rate", "200", "--gil"]
    command += ["--duration", str(max(1, int(seconds))), "--output", out, "--nonblocking"]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


class Profiles:
    """py-spy of server processes over the measured window only (started when it starts)."""

    def __init__(self, out: str | None, pids: tuple[int, ...]) -> None:
        self.out, self.pids = out, pids
        self.spies: list[subprocess.Popen[bytes]] = []

    def __call__(self, seconds: float) -> None:
        if self.out is None:
            return
        for n, pid in enumerate(self.pids):
            out = self.out if len(self.pids) == 1 else f"{self.out}.{n + 1}"
            self.spies.append(profiler(pid, out, seconds))

    def stop(self) -> None:
        for spy in self.spies:
            with contextlib.suppress(subprocess.TimeoutExpired):
                spy.wait(30)  # py-spy writes its file at the end of its --duration
            if spy.poll() is None:
                spy.send_signal(signal.SIGINT)
                with contextlib.suppress(subprocess.TimeoutExpired):
                    spy.wait(10)


def stop_server(process: subprocess.Popen[str]) -> None:
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()


# -- the peer: a bare Starlette WebSocket echo of the recorded messages ------------------------------


def echo_app(trace_file: str) -> Any:
    from starlette.applications import Starlette
    from starlette.routing import WebSocketRoute
    from starlette.websockets import WebSocket, WebSocketDisconnect

    trace: dict[str, str] = json.loads(Path(trace_file).read_text())
    tokens: dict[str, tuple[str, int]] = json.loads(trace.pop("__tokens__"))
    rooms: dict[str, dict[int, WebSocket]] = {}
    seqs: dict[str, int] = {}

    async def socket(websocket: WebSocket) -> None:
        table = websocket.path_params["table"]
        token = websocket.cookies.get(f"bk_t_{table}", "")
        seat = tokens[token][1]
        await websocket.accept()
        rooms.setdefault(table, {})[seat] = websocket
        seqs.setdefault(table, 0)
        await websocket.send_text(trace[f"{table}:{seqs[table]}:{seat}"])
        try:
            while True:
                message = json.loads(await websocket.receive_text())
                seq = seqs[table] + 1
                complete = all(f"{table}:{seq}:{s}" in trace for s in range(4))
                if not complete or message.get("seq", seq - 1) != seq - 1:
                    continue  # the recording ends here: the clients wait
                seqs[table] = seq
                await asyncio.gather(
                    *(ws.send_text(trace[f"{table}:{seq}:{s}"]) for s, ws in list(rooms[table].items()))
                )
        except WebSocketDisconnect:
            rooms[table].pop(seat, None)

    return Starlette(routes=[WebSocketRoute("/ws/{table}", socket)])


def start_echo(trace_file: str) -> tuple[subprocess.Popen[str], str]:
    return spawn([sys.executable, __file__, "--echo-server", trace_file], r"(ws://127\.0\.0\.1:\d+)", "echo")


def serve_echo(trace_file: str) -> None:
    import socket

    import uvicorn

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(2048)
    print(f"echo at ws://127.0.0.1:{listener.getsockname()[1]}", flush=True)
    config = uvicorn.Config(echo_app(trace_file), log_level="warning", lifespan="off", ws_max_size=2**22)
    uvicorn.Server(config).run(sockets=[listener])


# -- the runs -----------------------------------------------------------------------------------------


def summary(name: str, stats: Stats) -> dict[str, Any]:
    lat = sorted(stats.latencies) or [float("nan")]
    p50 = statistics.median(lat) * 1000
    p95 = lat[min(len(lat) - 1, int(len(lat) * 0.95))] * 1000
    mean = statistics.fmean(lat) * 1000
    rate = stats.actions_per_second
    window = max(stats.elapsed, 1e-9)
    server_share, client_share = stats.server_cpu / window, stats.client_cpu / window
    per_action = stats.server_cpu / max(stats.actions, 1) * 1e6
    system_share = 100 * stats.server_system / max(stats.server_cpu, 1e-9)
    threads_per_action = stats.server_threads / max(stats.actions, 1) * 1e6
    client_per_action = stats.client_cpu / max(stats.actions, 1) * 1e6
    wakeups_per_action = stats.server_wakeups / max(stats.actions, 1)
    db_per_action = stats.db_cpu / max(stats.actions, 1) * 1e6
    # Little's law in the closed loop (no think time): each table has one action in flight, so the
    # mean cycle (an action's latency to the client to act, plus that client's reaction) is the
    # tables over the actions per second (the latency to all four may exceed it)
    cycle = stats.tables / rate * 1000 if rate else float("nan")
    print(
        f"{name:<28} {rate:9.1f} actions/s   p50 {p50:7.1f} ms   p95 {p95:7.1f} ms   mean {mean:7.1f} ms"
        f" (tables/rate {cycle:7.1f} ms)   errors {stats.errors}"
        f"   CPU: server {server_share:4.2f} cores ({per_action:5.0f} µs/action,"
        f" {system_share:3.0f} % system, event loop {per_action - threads_per_action:5.0f} µs,"
        f" other threads {threads_per_action:4.0f} µs, {wakeups_per_action:4.2f} wake-ups),"
        f" clients {client_share:4.2f} ({client_per_action:5.0f} µs/action)"
        + (f", PostgreSQL {db_per_action:4.0f} µs/action" if db_per_action == db_per_action else "")
    )
    return {
        "name": name,
        "actions_per_second": rate,
        "p50_ms": p50,
        "p95_ms": p95,
        "mean_ms": mean,
        "tables_over_rate_ms": cycle,
        "errors": stats.errors,
        "server_cores": server_share,
        "client_cores": client_share,
        "server_cpu_us_per_action": per_action,
        "server_system_percent": system_share,
        "server_other_threads_us_per_action": threads_per_action,
        "server_event_loop_us_per_action": per_action - threads_per_action,
        "server_wakeups_per_action": wakeups_per_action,
        "client_cpu_us_per_action": client_per_action,
        "database_cpu_us_per_action": db_per_action,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument(
        "--postgres", default=os.environ.get("BRIDGEKIT_TEST_POSTGRES"), help="for 1 and 2 processes"
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quick", action="store_true", help="20 tables, 3 seconds a run (a smoke run)")
    parser.add_argument(
        "--think",
        type=float,
        default=0.0,
        metavar="SECONDS",
        help="each client thinks 0.5-1.5 times this long before acting (default 0: no think time)",
    )
    parser.add_argument(
        "--by-table",
        action="store_true",
        help="two processes: each table's four clients on one process (as a proxy routing by table)"
        " instead of seats 0-1 on one and 2-3 on the other",
    )
    parser.add_argument(
        "--profile",
        metavar="FILE",
        help="py-spy the server over the measured window into FILE (two processes: FILE.two.1, FILE.two.2)",
    )
    parser.add_argument(
        "--src", help="serve the bridgekit of this src folder (e.g. a checkout of before a change)"
    )
    parser.add_argument("--echo-server", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.src:
        global SRC
        SRC = Path(args.src).resolve()
        os.environ["BENCH_SERVER_SRC"] = str(SRC)
    if args.echo_server:
        serve_echo(args.echo_server)
        return 0
    if args.quick:
        args.tables, args.seconds = min(args.tables, 20), min(args.seconds, 3.0)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    if not 1 <= args.tables <= 1000 or not 0 < args.seconds <= 120:
        parser.error("--tables 1..1000, --seconds up to 120")
    results = []
    with tempfile.TemporaryDirectory() as folder:
        db = args.postgres or f"sqlite:///{folder}/bench.db"
        # 1. one server process; its messages are recorded for the echo
        tables = create_tables(db, args.tables)
        record: dict[tuple[str, int, int], str] = {}
        process, url = start_server(db)
        spies = Profiles(args.profile, (process.pid,))
        try:
            one = asyncio.run(
                load(
                    [url],
                    tables,
                    args.seconds,
                    record,
                    pids=(process.pid,),
                    think=args.think,
                    measuring=spies,
                    database=args.postgres,
                )
            )
        finally:
            spies.stop()
            stop_server(process)
        # 2. the echo of the same messages (the same tables, from their first action)
        trace = {f"{t}:{s}:{seat}": text for (t, s, seat), text in record.items()}
        tokens = {token: (table, seat) for table, toks in tables for seat, token in enumerate(toks)}
        trace["__tokens__"] = json.dumps(tokens)
        trace_file = Path(folder) / "trace.json"
        trace_file.write_text(json.dumps(trace))
        process, url = start_echo(str(trace_file))
        last: dict[str, int] = {}  # the last action every seat of the table received in the recording
        for table, _ in tables:
            seq = 0
            while all((table, seq + 1, seat) in record for seat in range(4)):
                seq += 1
            last[table] = seq
        try:
            echo = asyncio.run(
                load([url], tables, args.seconds * 3, last=last, pids=(process.pid,), think=args.think)
            )
        finally:
            stop_server(process)
        pace = f", think time {args.think:g} s" if args.think else ", no think time"
        print(f"{args.tables} tables x 4 clients, {args.seconds:g} s each{pace}, database {db.split(':')[0]}")
        results.append(summary("bare Starlette echo", echo))
        results.append(summary("bridgekit serve, 1 process", one))
        # 3. two server processes on one PostgreSQL, each table's clients split between them
        if args.postgres:
            tables = create_tables(db, args.tables)
            first, url_a = start_server(db)
            second, url_b = start_server(db)
            pids = (first.pid, second.pid)
            spies = Profiles(args.profile and args.profile + ".two", pids)
            try:
                two = asyncio.run(
                    load(
                        [url_a, url_b],
                        tables,
                        args.seconds,
                        pids=pids,
                        think=args.think,
                        measuring=spies,
                        database=args.postgres,
                        by_table=args.by_table,
                    )
                )
                spies.stop()
            finally:
                stop_server(first)
                stop_server(second)
            name = "bridgekit serve, 2 by table" if args.by_table else "bridgekit serve, 2 processes"
            results.append(summary(name, two))
        ratio = echo.actions_per_second / max(one.actions_per_second, 1e-9)
        print(f"server overhead: echo/server actions per second = {ratio:.2f} (goal <= 2)")
        echo_cpu = max(results[0]["server_cpu_us_per_action"], 1e-9)
        for result in results[1:]:
            cpu_ratio = result["server_cpu_us_per_action"] / echo_cpu
            print(f"server CPU per action / echo CPU per action = {cpu_ratio:.2f} ({result['name']})")
        p95_ratio = results[1]["p95_ms"] / max(results[0]["p95_ms"], 1e-9)
        print(f"p95 server/echo = {p95_ratio:.2f}")
        print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if args.json:
        print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        sys.exit(main())
