"""``bridgekit event``: run a club evening — ``new``, ``movement``, ``enter``, ``score``, ``publish``,
``export --usebio`` and ``import`` (USEBIO 1.2, the federation's file).

The event lives in a database: an SQLite file next to the event (``club.sqlite`` for
``club``) unless ``--db postgresql://…`` names a server. Bad input gives one line on stderr
and exit code 2; nothing already entered is lost.

>>> import tempfile, pathlib, contextlib, io
>>> event = str(pathlib.Path(tempfile.mkdtemp()) / "club")
>>> with contextlib.redirect_stdout(io.StringIO()):
...     code = main(["new", event, "--tables", "3", "--boards-per-round", "2", "--seed", "1"])
>>> code
0
>>> main(["enter", event, "4S=", "N", "--board", "1", "--table", "1"])
board 1, table 1 round 1 (1NS v 1EW): 4S= N  entry
0
>>> with contextlib.redirect_stderr(io.StringIO()) as err:
...     code = main(["enter", event, "5S= N", "--board", "1", "--table", "1", "--round", "2"])
>>> code, err.getvalue().strip()
(2, 'bridgekit event: board 1 was not played at table 1, round 2 in the Mitchell 3 tables')
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from bridgekit.cli.errors import one_line_errors
from bridgekit.cli.main import subcommand
from bridgekit.cli.serving import check_port, port_number
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats import read
from bridgekit.i18n import _, ngettext
from bridgekit.store.audit_words import action_words, method_words, movement_words
from bridgekit.store.events import EventStore, StoredEntry, database_url
from bridgekit.tournament.event import MovementSpec, hand_records
from bridgekit.tournament.pages import Results
from bridgekit.tournament.pairs import METHODS, PairStanding

__all__ = ["add_parser", "run", "main"]

PROG = "bridgekit event"


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("event", help=_("the event: a name or path; its SQLite file is EVENT.sqlite"))
    parser.add_argument("--db", help=_("database URL instead of the SQLite file (postgresql://user@host/db)"))
    parser.add_argument("--json", action="store_true", help=_("machine-readable output"))


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add ``event`` and its subcommands to the ``bridgekit`` parser's *sub*parsers."""
    parser = subcommand(
        sub,
        "event",
        run,
        description=_(
            "Set up an event, give out boards and a movement, enter results table by table, "
            "see rankings and publish results (RULES 6)."
        ),
    )
    steps = parser.add_subparsers(dest="step", metavar="STEP", required=True)

    new = steps.add_parser("new", help=_("create an event with its movement and boards"))
    _common(new)
    new.add_argument("--movement", choices=("mitchell", "howell"), default="mitchell")
    new.add_argument("--tables", type=int, required=True)
    new.add_argument("--boards-per-round", type=int, default=2)
    new.add_argument("--pairs", type=int, help=_("number of pairs (one fewer than 2 x tables: a sit-out)"))
    new.add_argument("--rounds", type=int, help=_("rounds to play (Mitchell)"))
    new.add_argument("--arrow-switch", type=int, action="append", default=[], metavar="ROUND")
    new.add_argument("--method", choices=METHODS, default="matchpoints")
    new.add_argument("--title", default="")
    new.add_argument("--date", default="")
    new.add_argument("--seed", type=int, help=_("seed for dealing the boards"))
    new.add_argument("--deals", help=_("a PBN (or LIN/JSON) file with the boards' deals"))

    movement = steps.add_parser("movement", help=_("show the movement: who plays which boards where"))
    _common(movement)
    movement.add_argument("--pair", help=_("only this pair's rounds (its guide card)"))

    enter = steps.add_parser(
        "enter", help=_("enter (or --correct) a table's result, or serve the entry page")
    )
    _common(enter)
    enter.add_argument(
        "result", nargs="*", help=_("the result, right after the event: 4HX= N, 3NT-2 W, pass")
    )
    enter.add_argument("--board", type=int)
    enter.add_argument("--table", type=int)
    enter.add_argument("--round", type=int)
    enter.add_argument("--ns", help=_("the N-S pair (instead of --table)"))
    enter.add_argument("--ew", help=_("the E-W pair"))
    enter.add_argument("--lead", help=_("the opening lead, e.g. SA"))
    enter.add_argument(
        "--correct", action="store_true", help=_("a correction: a new entry that supersedes the last")
    )
    enter.add_argument("--by", default="cli", help=_("who enters it (kept with the entry)"))
    enter.add_argument(
        "--names", nargs=2, metavar=("PAIR", "NAMES"), help=_("record a pair's players instead")
    )
    enter.add_argument(
        "--web", action="store_true", help=_("serve the club app on 127.0.0.1 and open the table-entry page")
    )
    enter.add_argument("--port", type=port_number, default=8765, help=_("port of the club app (1-65535)"))

    score = steps.add_parser("score", help=_("rankings from the results entered so far"))
    _common(score)
    score.add_argument("--method", choices=METHODS, help=_("override the event's scoring method"))
    score.add_argument("--history", action="store_true", help=_("list every entry and correction"))

    publish = steps.add_parser("publish", help=_("write results pages, CSV, PBN and hand records"))
    _common(publish)
    publish.add_argument("--out", required=True, help=_("folder for the results"))

    export = steps.add_parser("export", help=_("write the event's results for the federation (USEBIO 1.2)"))
    _common(export)
    export.add_argument("--usebio", required=True, metavar="FILE.xml", help=_("the USEBIO file to write"))
    export.add_argument("--club", default="", help=_("the club's name in the file"))

    imported = steps.add_parser("import", help=_("store and score a USEBIO 1.2 results file"))
    imported.add_argument("file", metavar="FILE.xml")
    imported.add_argument("--as", dest="event", help=_("the event's name (default: the file's name)"))
    imported.add_argument("--db", help=_("database URL instead of the SQLite file"))
    imported.add_argument("--deals", help=_("hand records (PBN, LIN, JSON) when the file has no hands"))
    imported.add_argument("--json", action="store_true", help=_("machine-readable output"))
    return parser


def _open(args: argparse.Namespace) -> tuple[EventStore, str]:
    file = Path(args.event).with_suffix(".sqlite")
    if args.db is None and args.step != "new" and not file.exists():
        raise NotationError(
            _("no event {event}: {file} does not exist (create it with 'bridgekit event new')").format(
                event=repr(args.event), file=file
            )
        )
    return EventStore.open(database_url(args.db, args.event)), Path(args.event).name


def _new(args: argparse.Namespace) -> int:
    spec = MovementSpec(
        args.movement, args.tables, args.boards_per_round, args.pairs, args.rounds, tuple(args.arrow_switch)
    )
    movement = spec.build()
    deals = [b.deal for b in read(args.deals, strict=True) if b.deal is not None] if args.deals else []
    boards = hand_records(movement.board_count, seed=args.seed, deals=deals)
    store, name = _open(args)
    try:
        info = store.create_event(
            name, spec=spec, boards=boards, title=args.title, date=args.date, method=args.method
        )
    finally:
        store.close()
    summary = {
        "event": info.name,
        "movement": movement.name,
        "rounds": movement.rounds,
        "boards": movement.board_count,
        "pairs": list(movement.pairs),
    }
    print(
        json.dumps(summary)
        if args.json
        else _("{event}: {movement}, {rounds}, boards 1-{boards}, {pairs}").format(
            event=info.name,
            movement=movement_words(movement.name),
            rounds=ngettext("{count} round", "{count} rounds", movement.rounds).format(count=movement.rounds),
            boards=movement.board_count,
            pairs=ngettext("{count} pair", "{count} pairs", len(movement.pairs)).format(
                count=len(movement.pairs)
            ),
        )
    )
    return 0


def _movement(args: argparse.Namespace) -> int:
    store, name = _open(args)
    try:
        movement = store.event(name).movement
    finally:
        store.close()
    seatings = movement.seatings_of(args.pair) if args.pair else list(movement.seatings)
    if args.pair and args.pair not in movement.pairs:
        raise NotationError(
            _("no pair {pair} in the {movement}").format(
                pair=repr(args.pair), movement=movement_words(movement.name)
            )
        )
    if args.json:
        rows = [
            {"round": s.round, "table": s.table, "ns": s.ns, "ew": s.ew, "boards": list(s.boards)}
            for s in seatings
        ]
        print(json.dumps(rows))
        return 0
    rounds = ngettext("{count} round", "{count} rounds", movement.rounds).format(count=movement.rounds)
    print(f"{movement_words(movement.name)}: {rounds}")
    for s in seatings:
        print(
            _("round {round} table {table}  {ns} v {ew} boards {first}-{last}").format(
                round=f"{s.round:2}",
                table=f"{s.table:2}",
                ns=f"{s.ns:>5}",
                ew=f"{s.ew:<5}",
                first=s.boards[0],
                last=s.boards[-1],
            )
        )
    for round_, pair in movement.sitouts:
        if not args.pair or pair == args.pair:
            print(_("round {round} sit-out  {pair}").format(round=f"{round_:2}", pair=pair))
    return 0


def _describe(entry: StoredEntry) -> str:
    return _("board {board}, table {table} round {round} ({ns} v {ew}): {result}  {kind}").format(
        board=entry.board,
        table=entry.table,
        round=entry.round,
        ns=entry.ns,
        ew=entry.ew,
        result=entry.text,
        kind=action_words(entry.kind),
    )


def _enter(args: argparse.Namespace) -> int:
    store, name = _open(args)
    try:
        if args.web:
            # Imported here: the web stack (Starlette, uvicorn) is needed only for --web.
            # The club app (director, tables' phones, live rankings) with this event's table entry.
            from bridgekit.server.club import serve_event

            check_port("127.0.0.1", args.port)  # one line, before anything is served
            serve_event(store, name, port=args.port, open_browser=sys.stdout.isatty())
            return 0
        if args.names:
            store.set_names(name, args.names[0], args.names[1])
            return 0
        if args.board is None or not args.result:
            raise NotationError(_("enter needs --board and a result (or --names, or --web)"))
        where = {k: getattr(args, k) for k in ("table", "round", "ns", "ew") if getattr(args, k) is not None}
        write = store.correct if args.correct else store.enter
        entry = write(name, args.board, " ".join(args.result), lead=args.lead, by=args.by, **where)
    finally:
        store.close()
    print(
        json.dumps(
            {
                "id": entry.id,
                "board": entry.board,
                "table": entry.table,
                "round": entry.round,
                "ns": entry.ns,
                "ew": entry.ew,
                "result": entry.text,
                "kind": entry.kind,
            }
        )
        if args.json
        else _describe(entry)
    )
    return 0


def _results(store: EventStore, name: str, method: str | None) -> Results:
    # The club's adjusted scores (Law 12C2) and pair moves count too (bridgekit.store.club).
    from bridgekit.store.club import ClubStore

    results = ClubStore(store).scored(name, method)
    if not results.scored:
        raise NotationError(_("no results entered for {event} yet").format(event=repr(name)))
    return results


def _score(args: argparse.Namespace) -> int:
    store, name = _open(args)
    try:
        if args.history:
            entries = store.entries(name)
            for entry in entries:
                print(f"#{entry.id} {entry.entered_at:%H:%M:%S} {entry.entered_by:6} {_describe(entry)}")
            return 0
        results = _results(store, name, args.method)
    finally:
        store.close()
    if args.json:
        print(json.dumps([asdict(s) for s in results.standings]))
        return 0
    print(score_text(results))
    return 0


def score_text(results: Results) -> str:
    """The rankings as text under a header: the event, its date, movement and scoring method, then
    one list per direction (or section) with its column names."""
    from bridgekit.tournament.pages import _field_order, field_heading

    lines = [results.title, results.meta]
    fields: dict[str, list[PairStanding]] = {}
    for standing in results.standings:
        fields.setdefault(standing.field, []).append(standing)
    by_mp = any(s.percentage is not None for s in results.standings)
    width = max([4, *(len(s.pair) for s in results.standings)])
    for field in sorted(fields, key=_field_order):
        lines += ["", field_heading(field)]
        total = _("MP") if by_mp else _("IMPs")
        head = [
            _pad(_("rank"), 4),
            _pad(_("pair"), width),
            _pad(total, 8, right=True),
            _pad("%" if by_mp else "", 7, right=True),
        ]
        lines.append((" ".join(head) + " " + _("boards") + "  " + _("names")).rstrip())
        for s in fields[field]:
            pct = "" if s.percentage is None else f"{s.percentage:6.2f}%"
            place = f"{s.rank}{'=' if s.tied else ''}"
            name = results.names.get(s.pair, "")
            row = f"{place:>4} {s.pair:<{width}} {s.total:8.2f} {pct:>7} {s.boards:6}"
            lines.append(f"{row}  {name}".rstrip())
    return "\n".join(lines)


def _publish(args: argparse.Namespace) -> int:
    store, name = _open(args)
    try:
        results = _results(store, name, None)
    finally:
        store.close()
    written = results.publish(Path(args.out))
    out = Path(args.out)
    done = ngettext("{count} file written to {folder}", "{count} files written to {folder}", len(written))
    print(json.dumps([str(p) for p in written]) if args.json else done.format(count=len(written), folder=out))
    return 0


def _export(args: argparse.Namespace) -> int:
    from bridgekit.formats import usebio
    from bridgekit.store.club import ClubStore
    from bridgekit.store.usebio_io import export_event

    store, name = _open(args)
    try:
        event = export_event(ClubStore(store), name, club_name=args.club)
    finally:
        store.close()
    usebio.write(args.usebio, event)
    lines = len(event.lines) + sum(len(m.lines) for m in event.matches)
    print(
        json.dumps({"file": args.usebio, "lines": lines})
        if args.json
        else f"{args.usebio}: " + _traveller_lines(lines)
    )
    return 0


def _import(args: argparse.Namespace) -> int:
    from bridgekit.formats import usebio
    from bridgekit.store.club import ClubStore
    from bridgekit.store.usebio_io import import_event, section_names
    from bridgekit.tournament.federation import pairs_from_usebio

    event = usebio.read(args.file)
    deals = (
        {b.number: b.deal for b in read(args.deals, strict=True) if b.deal and b.number}
        if args.deals
        else None
    )
    base = args.event or str(Path(args.file).with_suffix(""))
    # an event of several sections: one event a section (NAME-A, NAME-B …), every section read
    # before any is stored
    parts = section_names(event, base)
    for part_name, part in parts:
        if not part.is_teams:
            pairs_from_usebio(part, deals=deals)
        if len(parts) > 1 and (args.db or Path(part_name).with_suffix(".sqlite").exists()):
            args.event, args.step = part_name, "new"
            store, name = _open(args)
            try:
                store.event(name)
                taken = True
            except NotationError:
                taken = False
            finally:
                store.close()
            if taken:
                raise IllegalActionError(
                    _("event {name} exists already: nothing was imported").format(name=repr(name))
                )
    status = 0
    for part_name, part in parts:
        args.event, args.step = part_name, "new"
        store, name = _open(args)
        try:
            info = import_event(ClubStore(store), part, name, deals=deals)
        finally:
            store.close()
        args.step, args.method, args.history = "score", None, False
        if not args.json:
            lines = len(part.lines) + sum(len(m.lines) for m in part.matches)
            movement = movement_words(info.spec.build().name)
            method = method_words(info.method)
            print(f"{info.name}: {movement}, {_traveller_lines(lines)} ({method})")
        status = _score(args) or status
    return status


def _traveller_lines(count: int) -> str:
    return ngettext("{count} traveller line", "{count} traveller lines", count).format(count=count)


def _pad(text: str, width: int, *, right: bool = False) -> str:
    """*text* padded to *width* characters on screen (Cyrillic counts as Latin does)."""
    from bridgekit.cli.render import visible_width

    room = " " * max(0, width - visible_width(text))
    return room + text if right else text + room


_STEPS = {
    "new": _new,
    "movement": _movement,
    "enter": _enter,
    "score": _score,
    "publish": _publish,
    "export": _export,
    "import": _import,
}


def run(args: argparse.Namespace) -> int:
    """Run ``bridgekit event STEP``; errors a user can cause are one line and exit code 2."""
    return one_line_errors(PROG, lambda: _STEPS[args.step](args))


def main(argv: Sequence[str] | None = None) -> int:
    """``bridgekit event`` on its own (for tests and before the main command registers it)."""
    parser = argparse.ArgumentParser(prog="bridgekit")
    sub = parser.add_subparsers(dest="command")
    add_parser(sub)
    try:
        args = parser.parse_args(["event", *(sys.argv[1:] if argv is None else argv)])
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 2
    return run(args)
