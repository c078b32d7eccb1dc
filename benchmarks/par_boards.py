"""Every board of the par study, saved and compared: where the bidding robot's IMPs from par go.

``bench_robots.py --worst N`` lists the N auctions furthest from par; this script keeps all of
them (one JSON file a run: IMPs from par, board, auction, par contracts and score reached, the
deal), sorts the IMPs lost into kinds (a slam missed, too low, par a sacrifice, the wrong side or
sign, over par by luck), and compares two runs board by board — the boards whose auction
changed, with both auctions — so a change to the system is judged on the same deals.

    python benchmarks/par_boards.py run --boards 120 --seed 17 --out after.json [--robot sayc]
    python benchmarks/par_boards.py kinds after.json
    python benchmarks/par_boards.py compare before.json after.json
    python benchmarks/par_boards.py slams after.json [more.json ...]
    python benchmarks/par_boards.py rerun before.json --seed 17 --out after.json [--containing 3NT]

``rerun`` plays again only the boards of a saved run where both sides called (a bid or a
double by each side) and keeps the other rows: exact for a change that acts only once the
opponents have bid, in less than half the time (slams and seconds are not recounted). With
``--containing CALL`` it plays again instead the boards whose auction holds that call: exact for
a change that acts only once the call has been made (a decision over partner's 3NT), since the
calls before it are the same.

The calls depend on the view only, so two runs of the same tree give the same auctions.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

_ROW = re.compile(r"par (-?\d+) \((.*)\), reached (-?\d+)")


def _rows(report: dict[str, Any]) -> dict[int, list[str]]:
    return {int(line.split(" / ")[1]): line.split(" / ") for line in report["worst"]}


def kind(row: list[str]) -> str:
    """What an auction's IMPs from par come from (a row of ``bench_robots.auctions``)."""
    match = _ROW.match(row[3])
    assert match is not None, row
    par, contracts, reached = int(match.group(1)), match.group(2).split(" "), int(match.group(3))
    if int(row[0]) == 0:
        return "at par"
    if "X" in contracts[0]:
        return "par is a sacrifice"
    if abs(reached) > abs(par) and (reached > 0) == (par > 0):
        return "over par (double-dummy luck)"
    if int(contracts[0][0]) >= 6 and abs(reached) < abs(par):
        return "slam missed"
    if reached * par < 0 or (par and not reached):
        return "wrong side or sign"
    return "too low" if abs(reached) < abs(par) else "other"


def _side(row: list[str], side: int) -> tuple[int, int]:
    """The HCP of *side* (0 NS, 1 EW) and its longest fit (cards in one suit between the hands)."""
    from bridgekit.cards import Suit
    from bridgekit.deal import Deal

    ours = Deal.from_pbn(row[4]).hands[side::2]
    return sum(hand.hcp for hand in ours), max(sum(hand.suit_length(suit) for hand in ours) for suit in Suit)


def _final(row: list[str]) -> tuple[str, int] | None:
    """The contract reached (its last bid) and the side that bid it (0 NS, 1 EW)."""
    calls = row[2].split(" ")
    bids = [i for i, call in enumerate(calls) if call not in ("P", "X", "XX")]
    if not bids:
        return None
    dealer = (int(row[1]) - 1) % 4  # board 1 is North's deal
    return calls[bids[-1]], (dealer + bids[-1]) % 2


def slam_kinds(row: list[str]) -> list[tuple[str, int]]:
    """Whether the board is a makeable slam (par at the six level or higher, made) that the
    par side ``bid`` (made or not, as ``bench_robots`` counts it) or ``missed``, and whether a
    side bid a slam and went down (``failed``), each with the side (0 NS, 1 EW)."""
    match = _ROW.match(row[3])
    assert match is not None, row
    par_contract, reached = match.group(2).split(" ")[0], int(match.group(3))
    final = _final(row)
    kinds = []
    if par_contract[0] in "67" and "X" not in par_contract:
        side = "NESW".index(match.group(2).split(" ")[2]) % 2
        slam = final is not None and final[0][0] in "67" and final[1] == side
        kinds.append(("bid" if slam else "missed", side))
    if final is not None and final[0][0] in "67" and (reached < 0 if final[1] == 0 else reached > 0):
        kinds.append(("failed", final[1]))
    return kinds


def _bucket(hcp: int) -> str:
    return "33+" if hcp >= 33 else "31-32" if hcp >= 31 else "29-30" if hcp >= 29 else "<29"


def competitive(auction: str) -> bool:
    """Whether both sides made a call other than a pass (the seat order alternates sides)."""
    return len({i % 2 for i, call in enumerate(auction.split()) if call != "P"}) == 2


def replayed(auction: str, containing: str = "") -> bool:
    """Whether ``rerun`` plays *auction*'s board again: it holds the call *containing*, or
    without one, both sides called (:func:`competitive`)."""
    return containing in auction.split() if containing else competitive(auction)


def _rerun(base: dict[str, Any], seed: int, spec: str, containing: str = "") -> dict[str, Any]:
    """*base* with the rows of its competitive boards (with *containing*: of the boards whose
    auction holds that call) played again by *spec*."""
    import statistics

    sys.path.insert(0, str(Path(__file__).parent))
    from bench_robots import bid_board, board_row

    from bridgekit.analysis.dd import dd_tables
    from bridgekit.robots.match import deals, make_robot

    rows = {int(line.split(" / ")[1]): line for line in base["worst"]}
    todo = sorted(board for board, line in rows.items() if replayed(line.split(" / ")[2], containing))
    dealt = dict(deals(max(rows), seed))
    robot = make_robot(spec)
    seconds: list[float] = []
    for number, table in zip(todo, dd_tables([dealt[n] for n in todo]), strict=True):
        game, reference, score = bid_board(number, dealt[number], table, robot, seconds)
        rows[number] = " / ".join(map(str, board_row(number, dealt[number], game, reference, score)))
    worst = sorted(rows.values(), key=lambda line: -int(line.split(" / ")[0]))
    distances = [int(line.split(" / ")[0]) for line in worst]
    mean = round(statistics.fmean(distances), 2)
    return {**base, "worst": worst, "imps_from_par": mean, "rerun": len(todo)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="play the par study and save every board")
    run.add_argument("--boards", type=int, default=120)
    run.add_argument("--seed", type=int, default=17)
    run.add_argument("--robot", default="sayc")
    run.add_argument("--out", type=Path, required=True)
    kinds = sub.add_parser("kinds", help="the IMPs from par by kind")
    kinds.add_argument("report", type=Path)
    rerun = sub.add_parser("rerun", help="play again only the boards of a run where both sides called")
    rerun.add_argument("--containing", default="", help="instead, the boards whose auction holds this call")
    rerun.add_argument("base", type=Path)
    rerun.add_argument("--seed", type=int, required=True)
    rerun.add_argument("--robot", default="sayc")
    rerun.add_argument("--out", type=Path, required=True)
    compare = sub.add_parser("compare", help="the boards whose auction changed between two runs")
    compare.add_argument("before", type=Path)
    compare.add_argument("after", type=Path)
    slams_cmd = sub.add_parser("slams", help="the makeable slams missed and the slams that went down")
    slams_cmd.add_argument("reports", type=Path, nargs="+")
    args = parser.parse_args(argv)
    if args.command == "run":
        sys.path.insert(0, str(Path(__file__).parent))
        from bench_robots import auctions

        report = auctions(args.boards, args.robot, args.seed, worst=args.boards)
        args.out.write_text(json.dumps(report, indent=1), encoding="utf-8")
        print({key: value for key, value in report.items() if key != "worst"})
    elif args.command == "rerun":
        report = _rerun(
            json.loads(args.base.read_text(encoding="utf-8")), args.seed, args.robot, args.containing
        )
        args.out.write_text(json.dumps(report, indent=1), encoding="utf-8")
        print({key: value for key, value in report.items() if key != "worst"})
    elif args.command == "kinds":
        imps: Counter[str] = Counter()
        boards: Counter[str] = Counter()
        for row in _rows(json.loads(args.report.read_text(encoding="utf-8"))).values():
            imps[kind(row)] += int(row[0])
            boards[kind(row)] += 1
        for name, total in imps.most_common():
            print(f"{name:30} {total:5} IMPs on {boards[name]:3} boards")
    elif args.command == "slams":
        buckets: Counter[str] = Counter()
        found: Counter[str] = Counter()
        for report in args.reports:
            for board, row in sorted(_rows(json.loads(report.read_text(encoding="utf-8"))).items()):
                for what, side in slam_kinds(row):
                    found[what] += 1
                    hcp, fit = _side(row, side)
                    if what == "missed":
                        buckets[_bucket(hcp)] += 1
                    if what != "bid":
                        seats = "NS" if side == 0 else "EW"
                        print(
                            f"{report.stem} board {board:3}: {what:6} {row[0]:>2} IMPs, {seats} {hcp} HCP, "
                            f"{fit}-card fit: {row[2]} ({row[3]})"
                        )
        print(
            f"makeable slams bid {found['bid']} of {found['bid'] + found['missed']}; slams that went down "
            f"{found['failed']}; missed by the par side's HCP: "
            + ", ".join(f"{name} {buckets[name]}" for name in ("33+", "31-32", "29-30", "<29"))
        )
    else:
        before = json.loads(args.before.read_text(encoding="utf-8"))
        after = json.loads(args.after.read_text(encoding="utf-8"))
        old, new = _rows(before), _rows(after)
        for board in sorted(old):
            if board in new and old[board][2] != new[board][2]:
                print(f"board {board}: {old[board][0]} -> {new[board][0]} IMPs from par, {old[board][4]}")
                print(f"  before: {old[board][2]} ({old[board][3]})")
                print(f"  after:  {new[board][2]} ({new[board][3]})")
        print(f"IMPs from par a board: {before['imps_from_par']} -> {after['imps_from_par']}")
        slams = f"{before['slams_bid']} -> {after['slams_bid']} of {after['makeable_slams']}"
        print(f"makeable slams bid: {slams}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
