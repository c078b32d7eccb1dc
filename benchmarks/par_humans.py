"""How far from par people bid: the par study's measure applied to real events' results.

The par study (``par_boards.py``) scores the contract the robots reach at its double-dummy
tricks and counts the IMPs between that score and par, in absolute value. This script does the
same for every result of real events in ``../shared/data/tournaments/`` (club pairs and an
international online teams qualifier), so the robots' figure has a human yardstick:

    python benchmarks/par_humans.py [--robot sayc] [FILE.pbn ...]

For each file it prints the results read, the mean IMPs from par a result with its 95%
confidence interval (results of one board are not independent, so the interval is over the
boards' means), the makeable slams (par at the six level or more) and how many results bid
one by the side that makes it, and the losses by kind as ``par_boards.py kinds`` counts them.
With ``--robot SPEC`` the robot also bids every board of the file in all four seats (the
board's own dealer and vulnerability), and its IMPs from par on the same boards are printed
beside the people's mean on each board.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from bridgekit.analysis.dd import DDTable, dd_tables
from bridgekit.analysis.par import Par, par
from bridgekit.calls import Contract
from bridgekit.errors import NotationError
from bridgekit.formats import pbn
from bridgekit.formats.board import Board
from bridgekit.scoring.duplicate import duplicate_score
from bridgekit.scoring.imps import imps
from bridgekit.seats import Seat

_SHARED = Path(os.environ.get("BRIDGEKIT_SHARED", Path(__file__).resolve().parents[2] / "shared"))
_DATA = _SHARED / "data" / "tournaments"


@dataclass(frozen=True)
class Result:
    """One table's contract on a board: *contract* by *declarer*, or passed out (both ``None``)."""

    board: int
    contract: Contract | None
    declarer: Seat | None


def _contract(text: str, declarer: str) -> tuple[Contract | None, Seat | None] | None:
    """A result's contract and declarer from a score table's text; ``None`` if not a result."""
    text = text.strip().strip('"').upper()
    if text in ("PASS", "AP", "P", "0"):
        return None, None
    try:
        return Contract.from_str(text), Seat.from_str(declarer.strip())
    except (NotationError, ValueError, IndexError):
        return None


def results(board: Board) -> list[Result]:
    """Every table's result of *board*: its own contract, or the rows of its score table."""
    number = board.number or 0
    table = board.table("ScoreTable")
    if table is None:
        if board.contract is None and not board.is_passed_out:
            return []
        return [Result(number, board.contract, board.declarer)]
    found: list[Result] = []
    for record in table.records():
        read = _contract(record.get("Contract", ""), record.get("Declarer", ""))
        if read is not None:
            found.append(Result(number, *read))
    return found


@dataclass(frozen=True)
class Scored:
    """One board of a file: the board as first read, every table's result, its DD table and par."""

    board: Board
    results: tuple[Result, ...]
    table: DDTable
    par: Par

    def distance(self, result: Result) -> tuple[int, int]:
        """IMPs from par of *result* (absolute), and North-South's score of it played double dummy."""
        score = 0
        if result.contract is not None and result.declarer is not None:
            assert self.board.vulnerability is not None
            tricks = self.table[result.contract.strain, result.declarer]
            vulnerable = self.board.vulnerability.is_vulnerable(result.declarer)
            score = duplicate_score(result.contract, tricks, vulnerable=vulnerable)
            score = score if result.declarer % 2 == 0 else -score
        return abs(imps(score - self.par.score)), score


def scored(path: Path) -> list[Scored]:
    """The boards of *path* with a whole deal, dealer, vulnerability and at least one result."""
    dealt: dict[int, Board] = {}
    found: dict[int, list[Result]] = {}
    for board in pbn.loads(path.read_text(encoding="utf-8", errors="replace"), source=str(path)):
        if board.deal is None or board.number is None or board.dealer is None or board.vulnerability is None:
            continue
        if all(len(hand) == 13 for hand in board.deal.hands):
            dealt.setdefault(board.number, board)
            found.setdefault(board.number, []).extend(results(board))
    boards = [dealt[n] for n in sorted(found) if found[n]]
    tables = dd_tables([board.deal for board in boards if board.deal is not None])
    played: list[Scored] = []
    for board, table in zip(boards, tables, strict=True):
        assert board.number is not None and board.dealer is not None and board.vulnerability is not None
        reference = par(table, dealer=board.dealer, vulnerability=board.vulnerability)
        played.append(Scored(board, tuple(found[board.number]), table, reference))
    return played


def kind(reference: Par, score: int, result: Result) -> str:
    """The loss's kind, as ``par_boards.kind`` names them."""
    if score == reference.score:
        return "at par"
    if abs(score) > abs(reference.score) and (score > 0) == (reference.score > 0):
        return "over par (double-dummy luck)"
    first = reference.contracts[0]
    if first.contract.level >= 6 and abs(score) < abs(reference.score):
        return "slam missed"
    if first.result < 0:
        return "par is a sacrifice"
    if (score > 0) != (reference.score > 0):
        return "wrong side or sign"
    return "too low" if abs(score) < abs(reference.score) else "other"


@dataclass(frozen=True)
class Study:
    """One file's figures: boards and results read, mean IMPs from par a result and its 95%
    interval, slams bid of the results where one makes, and (kind, IMPs, results) by kind."""

    file: str
    boards: int
    results: int
    imps_from_par: float
    ci95: tuple[float, float]
    slams: tuple[int, int]
    kinds: tuple[tuple[str, int, int], ...]


def study(path: Path) -> Study:
    """The people's figures on the boards of *path*."""
    boards = scored(path)
    per_board: list[float] = []
    every: list[int] = []
    kinds: Counter[str] = Counter()
    kind_imps: Counter[str] = Counter()
    slams = slams_bid = 0
    for one in boards:
        side = one.par.contracts[0].declarer % 2
        makeable = any(c.contract.level >= 6 and c.result >= 0 for c in one.par.contracts)
        these: list[int] = []
        for result in one.results:
            lost, score = one.distance(result)
            these.append(lost)
            name = kind(one.par, score, result)
            kinds[name] += 1
            kind_imps[name] += lost
            if makeable:
                slams += 1
                if result.contract is not None and result.declarer is not None:
                    slams_bid += int(result.contract.level >= 6 and result.declarer % 2 == side)
        every.extend(these)
        per_board.append(statistics.fmean(these))
    mean = statistics.fmean(every)
    spread = statistics.stdev(per_board) / len(per_board) ** 0.5 if len(per_board) > 1 else 0.0
    return Study(
        file=path.name,
        boards=len(boards),
        results=len(every),
        imps_from_par=mean,
        ci95=(mean - 1.96 * spread, mean + 1.96 * spread),
        slams=(slams_bid, slams),
        kinds=tuple((name, kind_imps[name], kinds[name]) for name, _ in kind_imps.most_common()),
    )


def robot_distances(path: Path, spec: str) -> list[tuple[int, int, float]]:
    """Each board of *path* bid by the robot *spec* in all four seats: (board, the robot's IMPs
    from par, the people's mean IMPs from par on that board)."""
    sys.path.insert(0, str(Path(__file__).parent))
    from bench_robots import bid

    from bridgekit.robots.match import make_robot
    from bridgekit.variants import new_game
    from bridgekit.variants.bridge import BridgeGame

    robot = make_robot(spec)
    rows: list[tuple[int, int, float]] = []
    for one in scored(path):
        board = one.board
        game = new_game(
            "bridge",
            deal=board.deal,
            dealer=board.dealer,
            vulnerability=board.vulnerability,
            board=board.number,
        )
        assert isinstance(game, BridgeGame) and board.number is not None
        bid(game, robot, [])
        declarer = None if game.declarer is None else Seat(game.declarer)
        mine = one.distance(Result(board.number, game.contract, declarer))[0]
        rows.append((board.number, mine, statistics.fmean(one.distance(r)[0] for r in one.results)))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--robot", help="also bid every board with this robot (e.g. sayc)")
    args = parser.parse_args(argv)
    files = args.files or sorted(_DATA.glob("*.pbn"))
    for path in files:
        if args.robot:
            rows = robot_distances(path, args.robot)
            mine = [m for _, m, _ in rows]
            people = [p for _, _, p in rows]
            gaps = [m - p for m, p in zip(mine, people, strict=True)]
            spread = statistics.stdev(gaps) / len(gaps) ** 0.5 if len(gaps) > 1 else 0.0
            gap = statistics.fmean(gaps)
            low, high = gap - 1.96 * spread, gap + 1.96 * spread
            print(
                f"{path.name}: robot {args.robot} {statistics.fmean(mine):.2f} IMPs from par a board, "
                f"people {statistics.fmean(people):.2f} on the same {len(rows)} boards "
                f"(robot − people {gap:+.2f}, 95% CI {low:+.2f} to {high:+.2f})"
            )
            continue
        row = study(path)
        (low, high), (bid, makeable) = row.ci95, row.slams
        print(
            f"{row.file}: {row.boards} boards, {row.results} results, "
            f"{row.imps_from_par:.2f} IMPs from par a result (95% CI {low:.2f}-{high:.2f}), "
            f"slams bid {bid} of {makeable} results where one makes"
        )
        for name, lost, count in row.kinds:
            print(f"    {name:<30} {lost:5d} IMPs on {count:4d} results")
    return 0


if __name__ == "__main__":
    sys.exit(main())
