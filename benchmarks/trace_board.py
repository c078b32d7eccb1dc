"""One board of the par study bid again, call by call: who called what, the explanation every
seat reads, and the CPU seconds the call took.

``par_boards.py`` keeps each board's auction, par and deal; this script shows why an auction
went where it did — the table's rule or the placement (its range), the simulation's slow calls —
without a script of one's own in ``/tmp``:

    python benchmarks/trace_board.py 41:46 17:100 [--robot sayc]

Each argument is ``SEED:BOARD``, the deals of ``par_boards.py run --seed SEED`` (board numbers
from 1, dealer and vulnerability by the board's number).
"""

from __future__ import annotations

import argparse
import time
from typing import TYPE_CHECKING

from bridgekit.robots.commits import CommitRobot
from bridgekit.robots.match import deals, make_robot
from bridgekit.seats import Seat, board_dealer, board_vulnerability
from bridgekit.state import Phase
from bridgekit.variants import new_game
from bridgekit.variants.bridge import BridgeGame

if TYPE_CHECKING:
    from bridgekit.robots import Robot


def board_of(spec: str) -> tuple[int, int]:
    """The seed and board number of *spec*, ``SEED:BOARD``.

    >>> board_of("41:46")
    (41, 46)
    """
    seed, _sep, number = spec.partition(":")
    if not number:
        raise ValueError(f"not SEED:BOARD: {spec!r}")
    return int(seed), int(number)


def trace(seed: int, number: int, robot: Robot) -> list[tuple[Seat, str, float, str]]:
    """Board *number* of *seed* bid by *robot* in all four seats: each call's seat, the call,
    its CPU seconds and its public explanation."""
    deal = dict(deals(number, seed))[number]
    dealer, vulnerability = board_dealer(number), board_vulnerability(number)
    game = new_game("bridge", deal=deal, dealer=dealer, vulnerability=vulnerability, board=number)
    assert isinstance(game, BridgeGame)
    rows: list[tuple[Seat, str, float, str]] = []
    while game.phase is Phase.AUCTION:
        seat = game.to_act
        assert seat is not None
        start = time.process_time()
        decision = robot.choose(game.view(seat))
        seconds = time.process_time() - start
        rows.append((Seat(seat), str(decision.action), seconds, decision.explanation))
        game.act(decision.action)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("boards", nargs="+", help="SEED:BOARD, e.g. 41:46")
    parser.add_argument("--robot", default="sayc")
    args = parser.parse_args(argv)
    robot = make_robot(args.robot)
    if isinstance(robot, CommitRobot):
        parser.error("a robot of this tree: no @REV")
    for spec in args.boards:
        seed, number = board_of(spec)
        print(f"seed {seed} board {number}: {dict(deals(number, seed))[number]}")
        for seat, call, seconds, explanation in trace(seed, number, robot):
            print(f"  {seat.name:5} {call:4} {seconds:5.2f} s  {explanation}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
