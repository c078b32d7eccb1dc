"""Simulations at scale: constrained deals through double dummy, on Dask.

The deals come from the vectorised :class:`~bridgekit.analysis.dealer.Dealer` (seeded, so a
simulation is reproducible); chunks of deals go to Dask workers, which solve them with DDS
(tables, and opening leads if asked). Each result is appended to a results file (JSON lines,
one deal per line, keyed by its index), so an interrupted run resumes where it stopped; the
records do not depend on the chunks or the workers, only the order of the lines does.
:func:`summarise` turns the results into trick distributions, success rates, expected scores
and IMP / matchpoint comparisons of contracts; :func:`plot` draws the distributions.

A local cluster shares the cores out between its worker processes (:func:`dds_threads`):
DDS runs a thread per core in each process by default, so two processes on two cores would
run four threads and be slower than one.

>>> from bridgekit.calls import Contract
>>> from bridgekit.seats import Seat
>>> targets = (Target(Contract.from_str("3NT"), Seat.NORTH), Target(Contract.from_str("2NT"), Seat.NORTH))
>>> spec = Spec(constraint="hcp(N) in 15..17 and balanced(N) and hcp(S) in 8..9", count=8, seed=1,
...             contracts=targets)
>>> records = [solve_chunk(spec, chunk) for chunk in chunks(spec, size=8)][0]
>>> summary = summarise(spec, records)
>>> summary.deals, sorted(summary.contracts)
(8, ['2NT by N', '3NT by N'])
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from bridgekit.analysis.dd import BATCH, dd_tables, lead_values, set_threads
from bridgekit.analysis.dealer import Dealer
from bridgekit.calls import Contract
from bridgekit.cards import CardSet
from bridgekit.deal import Deal
from bridgekit.errors import BridgeError, NotationError
from bridgekit.i18n import _, ngettext
from bridgekit.scoring.duplicate import duplicate_score
from bridgekit.scoring.imps import imps
from bridgekit.seats import Seat, Vulnerability

__all__ = [
    "Target",
    "Spec",
    "Summary",
    "Cluster",
    "chunks",
    "chunk_size_for",
    "dds_threads",
    "solve_chunk",
    "connect",
    "run",
    "summarise",
    "plot",
    "read_results",
]

#: tasks per worker thread: enough that the workers finish together although deals differ
#: (a chunk can take twice as long as the next), few enough that Dask's cost per task stays small
_TASKS_PER_SLOT = 8


@dataclass(frozen=True)
class Target:
    """A contract and its declarer, e.g. 4S by S."""

    contract: Contract
    declarer: Seat

    def __str__(self) -> str:
        return f"{self.contract} by {self.declarer.letter}"

    @classmethod
    def from_str(cls, text: str) -> Target:
        """Parse ``4S:S``, ``4S by S`` or ``4SX-S``.

        :raises NotationError: for anything else
        """
        parts = text.replace(" by ", ":").replace("-", ":").split(":")
        if len(parts) != 2:
            raise NotationError(
                _("not a contract and declarer: {text} (expected e.g. 4S:S)").format(text=repr(text))
            )
        return cls(Contract.from_str(parts[0]), Seat.from_str(parts[1]))


@dataclass(frozen=True)
class Spec:
    """What to simulate.

    :param constraint: the dealer constraint
    :param predeal: predealt cards (``"N:AKQ.x.x.x"`` form, see the dealer)
    :param count: deals to solve
    :param seed: the dealer's seed
    :param contracts: contracts to score (the first two are compared in IMPs and matchpoints)
    :param vulnerability: for the scores
    :param leads: also solve every opening lead against the first contract
    """

    constraint: str | None = None
    predeal: str | None = None
    count: int = 1000
    seed: int = 0
    contracts: tuple[Target, ...] = ()
    vulnerability: Vulnerability = Vulnerability.NONE
    leads: bool = False

    def dealer(self) -> Dealer:
        return Dealer(self.constraint, predeal=self.predeal, seed=self.seed)


def chunks(spec: Spec, *, size: int = 40, skip: Iterable[int] = ()) -> Iterator[list[tuple[int, str]]]:
    """The deals of *spec* as chunks of ``(index, PBN deal)``, leaving out the indices in *skip*."""
    done = set(skip)
    masks = spec.dealer().masks(spec.count)
    chunk: list[tuple[int, str]] = []
    for index, row in enumerate(masks.tolist()):
        if index in done:
            continue
        chunk.append((index, Deal([CardSet(int(m)) for m in row[:4]]).pbn()))
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def chunk_size_for(count: int, slots: int) -> int:
    """Deals per chunk for *count* deals on *slots* worker threads: about eight chunks per
    thread, so that the threads finish together, and at most a DDS batch.

    >>> chunk_size_for(160, 1), chunk_size_for(160, 2), chunk_size_for(10_000, 2), chunk_size_for(5, 2)
    (20, 10, 40, 1)
    """
    per_chunk = -(-count // (_TASKS_PER_SLOT * max(slots, 1)))
    return max(1, min(BATCH, per_chunk))


def dds_threads(workers: int, cores: int) -> int:
    """DDS threads for each of *workers* worker processes on a machine of *cores* cores: the
    cores shared out, at least one each.

    >>> dds_threads(1, 2), dds_threads(2, 2), dds_threads(3, 2), dds_threads(2, 8)
    (2, 1, 1, 4)
    """
    return max(1, cores // max(workers, 1))


def solve_chunk(
    spec: Spec, chunk: Sequence[tuple[int, str]], *, dds_threads: int | None = None
) -> list[dict[str, Any]]:
    """Solve one chunk (this runs on a worker): a record per deal.

    :param dds_threads: DDS threads in this process (default: leave DDS as it is)
    """
    if dds_threads is not None:
        set_threads(dds_threads)
    deals = [Deal.from_pbn(pbn) for _, pbn in chunk]
    tables = dd_tables(deals)
    records = []
    for (index, pbn), deal, table in zip(chunk, deals, tables, strict=True):
        record: dict[str, Any] = {"index": index, "deal": pbn, "table": [list(r) for r in table.rows]}
        if spec.leads and spec.contracts:
            target = spec.contracts[0]
            values = lead_values(deal, target.contract.strain, target.declarer)
            record["leads"] = {str(card): tricks for card, tricks in values.items()}
        records.append(record)
    return records


def read_results(path: Path) -> list[dict[str, Any]]:
    """The records of a results file (a torn line, from an interrupted run, is skipped).

    :raises NotationError: if the file is not one that :func:`run` wrote: not UTF-8 (it writes
        ASCII), or a line that is JSON but not a result record. The file is left as it is.
    """
    if not path.exists():
        return []
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise NotationError(
            _(
                "{path}: not a results file of bridgekit simulate: byte {byte} is not UTF-8 "
                "(read as Latin-1 it is some other text); name another results file"
            ).format(path=path, byte=error.start)
        ) from None
    records = []
    for number, line in enumerate(text.splitlines(), 1):
        try:
            record = json.loads(line)
        except (json.JSONDecodeError, RecursionError):
            continue
        if not _is_record(record):
            raise NotationError(
                _(
                    "{path}:{line}: not a results file of bridgekit simulate (a line that is not a "
                    "result record); name another results file"
                ).format(path=path, line=number)
            )
        records.append(record)
    return records


def _is_record(record: object) -> bool:
    return (
        isinstance(record, dict)
        and isinstance(record.get("index"), int)
        and isinstance(record.get("deal"), str)
        and isinstance(record.get("table"), list)
    )


@dataclass(frozen=True)
class Cluster:
    """A Dask client and how to use its workers.

    :param client: a ``dask.distributed.Client``
    :param slots: chunks the cluster solves at once (its worker threads)
    :param dds_threads: DDS threads per worker process (``None``: DDS's default, one per core)
    """

    client: Any
    slots: int
    dds_threads: int | None = None


@contextmanager
def connect(scheduler: str | None = None, *, workers: int | None = None) -> Iterator[Cluster]:
    """A client of the Dask scheduler at *scheduler*, or of a local cluster; closed on exit.

    A local cluster has *workers* processes (default 2) of one thread each, and the cores
    shared out between them for DDS (:func:`dds_threads`). The workers of a scheduler keep
    DDS's default, a thread per core, which suits one worker process per machine.

    :param scheduler: a Dask scheduler address (``tcp://host:8786``)
    :raises BridgeError: if Dask is not installed (extra ``[cluster]``)
    """
    try:
        distributed: Any = importlib.import_module("dask.distributed")
    except ImportError as error:
        raise BridgeError(_("simulations need Dask: pip install 'bridgekit[cluster]'")) from error
    if scheduler is not None:
        client = distributed.Client(scheduler)
        try:
            yield Cluster(client, slots=sum(client.nthreads().values()))
        finally:
            client.close()
        return
    count = workers or 2
    # The workers only solve: no statistical profiler sampling their threads every 10 ms (CPU
    # that in-process solving does not spend), and the scheduler's HTTP endpoint (no dashboard)
    # on a free port of 127.0.0.1 rather than 8787, which another cluster may hold.
    dask: Any = importlib.import_module("dask")
    with dask.config.set({"distributed.worker.profile.enabled": False}):
        local = distributed.LocalCluster(
            n_workers=count,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            scheduler_kwargs={"dashboard": False, "dashboard_address": "127.0.0.1:0"},
        )
    try:
        client = distributed.Client(local)
        try:
            yield Cluster(client, slots=count, dds_threads=dds_threads(count, _cores()))
        finally:
            client.close()
    finally:
        local.close()


def _cores() -> int:
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1  # pragma: no cover - macOS and Windows


def run(
    spec: Spec,
    results: Path,
    *,
    cluster: Cluster | None = None,
    scheduler: str | None = None,
    workers: int | None = None,
    chunk_size: int | None = None,
    progress: bool = True,
) -> list[dict[str, Any]]:
    """Solve the deals of *spec* on Dask, appending to *results*; return every record.

    :param cluster: a cluster from :func:`connect` (default: connect for this run only)
    :param scheduler: a Dask scheduler address (``tcp://host:8786``); default a local cluster
    :param workers: workers of the local cluster
    :param chunk_size: deals per task (default :func:`chunk_size_for` the deals left)
    :raises BridgeError: if Dask is not installed (extra ``[cluster]``)
    """
    done = read_results(results)
    skip = {r["index"] for r in done}
    left = sum(1 for index in range(spec.count) if index not in skip)
    if not left:  # nothing to solve: no cluster either
        return sorted(done, key=lambda r: r["index"])
    with connect(scheduler, workers=workers) if cluster is None else nullcontext(cluster) as using:
        size = chunk_size or chunk_size_for(left, using.slots)
        bar = _progress(left, len(done), progress)
        try:
            done.extend(_solve(spec, results, using, chunks(spec, size=size, skip=skip), bar))
        finally:
            if bar is not None:
                bar.close()
    return sorted(done, key=lambda r: r["index"])


def _solve(
    spec: Spec, results: Path, cluster: Cluster, todo: Iterable[list[tuple[int, str]]], bar: Any
) -> list[dict[str, Any]]:
    """Solve the chunks *todo* on *cluster*, appending to *results* as they come; return the records."""
    as_completed = importlib.import_module("dask.distributed").as_completed
    futures = [
        cluster.client.submit(solve_chunk, spec, chunk, dds_threads=cluster.dds_threads, pure=False)
        for chunk in todo
    ]
    solved: list[dict[str, Any]] = []
    with results.open("a", encoding="utf-8") as out:
        for future in as_completed(futures):
            records = future.result()
            for record in records:
                out.write(json.dumps(record) + "\n")
            out.flush()  # a record on disk is a deal an interrupted run will not solve again
            solved.extend(records)
            if bar is not None:
                bar.update(len(records))
    return solved


def _progress(total: int, initial: int, enabled: bool) -> Any:
    if not enabled:
        return None
    try:
        tqdm: Any = importlib.import_module("tqdm").tqdm
    except ImportError:
        return None
    return tqdm(total=total + initial, initial=initial, unit="deal", desc="solving")


@dataclass
class Summary:
    """What a simulation found.

    :param deals: deals solved
    :param contracts: per contract: ``tricks`` (count of deals for 0–13 tricks), ``making``
        (share of deals where it makes), ``score`` (mean score for declarer's side)
    :param comparison: the first two contracts compared: mean IMPs and matchpoints of the first
    :param leads: per opening lead card: mean tricks for declarer (first contract)
    """

    deals: int
    contracts: dict[str, dict[str, Any]] = field(default_factory=dict)
    comparison: dict[str, float] = field(default_factory=dict)
    leads: dict[str, float] = field(default_factory=dict)

    def table(self) -> str:
        """The summary as text."""
        lines = [ngettext("{count} deal", "{count} deals", self.deals).format(count=self.deals)]
        head = _pad(_("contract"), 12) + _pad(_("makes"), 8, right=True) + _pad(_("score"), 9, right=True)
        tricks = _pad(_("tricks"), 6)
        lines.append(f"{head}  {tricks} " + " ".join(f"{t:>4}" for t in range(14)))
        for name, data in self.contracts.items():
            dist = " ".join(f"{100 * c / max(self.deals, 1):4.0f}" for c in data["tricks"])
            lines.append(f"{name:<12}{100 * data['making']:7.1f}%{data['score']:9.1f}  {_pad('%', 6)} {dist}")
        if self.comparison:
            c = self.comparison
            lines.append(
                _("{first} vs {second}: {imps} IMPs, {mp}% MP").format(
                    first=c["first"],
                    second=c["second"],
                    imps=f"{c['imps']:+.2f}",
                    mp=f"{100 * c['matchpoints']:.1f}",
                )
            )
        if self.leads:
            best = sorted(self.leads.items(), key=lambda item: item[1])
            lines.append(_("leads (declarer's tricks): ") + ", ".join(f"{k} {v:.2f}" for k, v in best))
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """Every field, as JSON values (copies)."""
        return asdict(self)


def _pad(text: str, width: int, *, right: bool = False) -> str:
    room = " " * max(0, width - len(text))
    return room + text if right else text + room


def summarise(spec: Spec, records: Sequence[dict[str, Any]]) -> Summary:
    """Trick distributions, success rates, expected scores and comparisons from the records."""
    summary = Summary(deals=len(records))
    scores: dict[str, list[int]] = {}
    for target in spec.contracts:
        contract, declarer = target.contract, target.declarer
        vulnerable = spec.vulnerability.is_vulnerable(declarer)
        counts = [0] * 14
        made = 0
        mine: list[int] = []
        for record in records:
            tricks = record["table"][contract.strain][declarer]
            counts[tricks] += 1
            made += tricks >= contract.tricks_needed
            mine.append(duplicate_score(contract, tricks, vulnerable=vulnerable))
        scores[str(target)] = mine
        n = max(len(records), 1)
        summary.contracts[str(target)] = {"tricks": counts, "making": made / n, "score": sum(mine) / n}
    if len(spec.contracts) >= 2 and records:
        first, second = str(spec.contracts[0]), str(spec.contracts[1])
        pairs = list(zip(scores[first], scores[second], strict=True))
        summary.comparison = {
            "first": first,  # type: ignore[dict-item]
            "second": second,  # type: ignore[dict-item]
            "imps": sum(imps(a - b) for a, b in pairs) / len(pairs),
            "matchpoints": sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in pairs) / len(pairs),
        }
    leads: dict[str, list[int]] = {}
    for record in records:
        for card, tricks in record.get("leads", {}).items():
            leads.setdefault(card, []).append(tricks)
    summary.leads = {card: sum(v) / len(v) for card, v in leads.items() if len(v) == len(records)}
    return summary


def plot(summary: Summary, path: Path) -> None:
    """Draw the trick distribution of each contract to a PNG or SVG file (matplotlib, extra ``[plot]``)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as error:
        raise BridgeError(_("plots need matplotlib: pip install 'bridgekit[plot]'")) from error
    figure, axes = plt.subplots(figsize=(8, 4.5))
    width = 0.8 / max(len(summary.contracts), 1)
    for i, (name, data) in enumerate(summary.contracts.items()):
        xs = [t + i * width for t in range(14)]
        axes.bar(xs, [c / max(summary.deals, 1) for c in data["tricks"]], width=width, label=name)
    axes.set_xlabel("tricks for declarer")
    axes.set_ylabel("share of deals")
    axes.set_xticks(range(14))
    axes.set_title(f"double-dummy tricks over {summary.deals} deals")
    axes.legend()
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)
