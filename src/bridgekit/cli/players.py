"""``bridgekit play --players 5|6``: five or six players at one table (RULES 9.3).

Four play a rubber while the others sit out; after each rubber the seats change by the
rotation table, and each player's result is the sum of the rubbers he played. You are
player 1 (the others are robots); while you sit out, the robots play and you watch.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from typing import IO, Any

from bridgekit.cli.play import Table
from bridgekit.cli.render import score_sheet, style_for
from bridgekit.errors import NotationError
from bridgekit.multiplayer import TableSession
from bridgekit.robots import BridgeRobot
from bridgekit.seats import Seat
from bridgekit.variants.bridge import BridgeGame

__all__ = ["run_players", "player_names"]

YOU = "you"
#: a safety cap: a rubber that robots cannot finish still ends
MAX_DEALS = 400


def player_names(count: int, *, auto: bool) -> list[str]:
    """Player 1 is you (a robot too with ``--auto``), the others robots.

    >>> player_names(5, auto=False)
    ['you', 'robot 2', 'robot 3', 'robot 4', 'robot 5']
    """
    first = "robot 1" if auto else YOU
    return [first, *(f"robot {n}" for n in range(2, count + 1))]


def run_players(args: argparse.Namespace) -> int:
    """Play the whole cycle of rubbers of RULES 9.3 (``--rubbers`` plays fewer)."""
    if args.players not in (5, 6):
        raise NotationError(f"--players takes 5 or 6 (RULES 9.3), not {args.players}")
    if args.game != "bridge" or args.scoring != "rubber":
        raise NotationError("five or six players play rubber bridge (RULES 9.3): drop --scoring and GAME")
    session = TableSession(player_names(args.players, auto=args.auto))
    rubbers = min(args.rubbers if args.rubbers_given else session.rubber_count, session.rubber_count)
    session.rubber_count = rubbers
    out: IO[str] = sys.stderr if args.json else sys.stdout
    if args.json and args.auto:
        out = io.StringIO()
    style = style_for(out, ascii_only=args.ascii)
    deals: list[dict[str, Any]] = []
    number = 0
    while not session.is_over and number < MAX_DEALS:
        number += 1
        seed = None if args.seed is None else args.seed * 1000 + number
        game = session.new_game(seed=seed)
        assert isinstance(game, BridgeGame)
        seats = session.seats()
        human = None if args.auto else next((s for s, name in seats.items() if name == YOU), None)
        table = Table(None, human=human, style=style, out=out, stdin=sys.stdin, robot=BridgeRobot())
        sitting = ", ".join(session.sitting_out()) or "nobody"
        pairs = f"N {seats[Seat.NORTH]} & S {seats[Seat.SOUTH]} v E {seats[Seat.EAST]} & W {seats[Seat.WEST]}"
        table.say(
            style.bold(f"Rubber {session.rubber_number}, deal {number}: {pairs}; sitting out: {sitting}")
        )
        if not table.play_deal(game):
            table.say("Stopped. The deal in progress is not scored.")
            break
        session.record(game)
        table.result(game)
        table.say(score_sheet(style, session.ledger))
        deals.append(
            {
                "rubber": session.rubber_number,
                "seats": {str(seat): name for seat, name in seats.items()},
                "history": [str(record) for record in game.history],
                "score": game.score,
            }
        )
    totals = session.player_totals()
    print("Results: " + ", ".join(f"{name} {points:+d}" for name, points in totals.items()), file=out)
    if args.json:
        record = {"players": list(session.players), "rubbers": rubbers, "deals": deals, "totals": totals}
        print(json.dumps(record, indent=1))
    return 0
