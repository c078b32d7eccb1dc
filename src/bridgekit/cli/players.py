"""Rubbers with changing partners: five or six players (RULES 9.3) and the tour (RULES 3.7).

``bridgekit play --players 5|6``: four play a rubber while the others sit out; after each
rubber the seats change by the rotation table. ``bridgekit play --tour`` (or ``--profile pl``,
whose rules play the tour, RULES 3.10): three rubbers, AB–CD, AC–BD, AD–BC. Each player's
result is the sum of the rubbers he played. You are player 1 (the others are robots); while
you sit out, the robots play and you watch.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from typing import IO, Any

from bridgekit.cli.play import Table, bridge_robot
from bridgekit.cli.render import score_sheet, style_for
from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.multiplayer import TableSession
from bridgekit.scoring import honours
from bridgekit.scoring.rubber import RubberLedger, RubberOptions, RubberTour
from bridgekit.seats import Seat, Vulnerability
from bridgekit.state import Game
from bridgekit.variants import new_game
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


class TourSession:
    """The tour of three rubbers (RULES 3.7) with the interface of a :class:`TableSession`."""

    rubber_count = 3

    def __init__(self, players: list[str], options: RubberOptions) -> None:
        self.players = tuple(players)
        self.tour = RubberTour(players, options)

    @property
    def rubber_number(self) -> int:
        """The rubber of the next deal (the tour starts a rubber when its first deal is recorded)."""
        tour = self.tour
        return tour.rubber_number + (1 if tour.ledger.is_over and not tour.is_over else 0)

    @property
    def is_over(self) -> bool:
        return self.tour.is_over or self.rubber_number > self.rubber_count

    @property
    def ledger(self) -> RubberLedger:
        return self.tour.ledger

    def seats(self) -> dict[Seat, str]:
        return self.tour.seats(self.rubber_number)

    def sitting_out(self) -> tuple[str, ...]:
        return ()

    def new_game(self, *, seed: int | None) -> Game:
        ledger = self.tour.ledger
        vulnerability = Vulnerability.NONE if ledger.is_over else ledger.vulnerability
        return new_game("bridge", seed=seed, dealer=ledger.dealer, vulnerability=vulnerability)

    def record(self, game: BridgeGame) -> None:
        contract, declarer = game.contract, game.declarer
        held = honours(game.deal, contract.strain) if contract is not None else (None, 0)
        self.tour.record(contract, declarer or Seat.NORTH, game.result or 0, honours=held)

    def player_totals(self) -> dict[str, int]:
        return self.tour.player_totals()


def run_players(args: argparse.Namespace) -> int:
    """Play the whole cycle of rubbers (``--rubbers`` plays fewer)."""
    if args.game != "bridge" or args.scoring != "rubber":
        raise NotationError(
            _("changing partnerships play rubber bridge (RULES 3.7, 9.3): drop --scoring and GAME")
        )
    session: TableSession | TourSession
    if args.players is not None:
        if args.players not in (5, 6):
            raise NotationError(
                _("--players takes 5 or 6 (RULES 9.3), not {count}").format(count=args.players)
            )
        session = TableSession(player_names(args.players, auto=args.auto))
    else:
        options = RubberOptions.profile(args.profile) if args.profile else RubberOptions(tour=True)
        session = TourSession(player_names(4, auto=args.auto), options)
    rubbers = min(args.rubbers if args.rubbers_given else session.rubber_count, session.rubber_count)
    session.rubber_count = rubbers
    out: IO[str] = sys.stderr if args.json else sys.stdout
    if args.json and args.auto:
        out = io.StringIO()
    style = style_for(out, ascii_only=args.ascii)
    robot = bridge_robot(args.robots, human_plays=not args.auto)
    deals: list[dict[str, Any]] = []
    number = 0
    while not session.is_over and number < MAX_DEALS:
        number += 1
        seed = None if args.seed is None else args.seed * 1000 + number
        game = session.new_game(seed=seed)
        assert isinstance(game, BridgeGame)
        seats = session.seats()
        human = None if args.auto else next((s for s, name in seats.items() if name == YOU), None)
        table = Table(None, human=human, style=style, out=out, stdin=sys.stdin, robot=robot)
        sitting = ", ".join(session.sitting_out()) or "nobody"
        pairs = f"N {seats[Seat.NORTH]} & S {seats[Seat.SOUTH]} v E {seats[Seat.EAST]} & W {seats[Seat.WEST]}"
        table.say(
            style.bold(
                _("Rubber {rubber}, deal {number}: {pairs}; sitting out: {sitting}").format(
                    rubber=session.rubber_number, number=number, pairs=pairs, sitting=sitting
                )
            )
        )
        if not table.play_deal(game):
            table.say(_("Stopped. The deal in progress is not scored."))
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
    results = ", ".join(f"{name} {points:+d}" for name, points in totals.items())
    print(_("Results: {results}").format(results=results), file=out)
    if args.json:
        record = {"players": list(session.players), "rubbers": rubbers, "deals": deals, "totals": totals}
        print(json.dumps(record, indent=1))
    return 0
