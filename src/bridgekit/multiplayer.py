"""Rubber bridge for three, five or six players (RULES 9.2, 9.3).

:data:`ROTATION` is the table of RULES 9.3: for each rubber, who sits out and the two
partnerships (players numbered 1–5 or 1–6 by the draw). :class:`TableSession` plays a
cycle of rubbers of ``bridge`` by that table; :class:`ThreePlayerSession` plays rubbers of
``bridge3``, the single player changing each rubber. Each rubber is scored on a
:class:`~bridgekit.scoring.rubber.RubberLedger`; a player's result is the sum over the
rubbers he played, and the results sum to zero.

>>> session = TableSession(["Ann", "Bob", "Cid", "Dan", "Eve"])
>>> session.sitting_out(), session.seats()
(('Ann',), {Seat.NORTH: 'Bob', Seat.EAST: 'Dan', Seat.SOUTH: 'Cid', Seat.WEST: 'Eve'})
>>> game = session.play_deal(robot=PassRobot())
>>> game.is_passed_out, session.ledger.dealer
(True, Seat.EAST)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final, Protocol

from bridgekit.calls import PASS
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.scoring.ledger import DealRecord
from bridgekit.scoring.rubber import RubberOptions, RubberSeries
from bridgekit.seats import Seat, Side
from bridgekit.state import Game, View
from bridgekit.variants import new_game
from bridgekit.variants.bridge2.game import score_deal

__all__ = ["ROTATION", "TableSession", "ThreePlayerSession", "PassRobot", "partnerships"]

Pairs = tuple[tuple[int, int], tuple[int, int]]

#: RULES 9.3: for 5 and 6 players, per rubber: the players who sit out and the partnerships.
ROTATION: Final[Mapping[int, tuple[tuple[tuple[int, ...], Pairs], ...]]] = {
    5: (
        ((1,), ((2, 3), (4, 5))),
        ((2,), ((3, 4), (1, 5))),
        ((3,), ((1, 4), (2, 5))),
        ((4,), ((1, 2), (3, 5))),
        ((5,), ((1, 3), (2, 4))),
    ),
    6: (
        ((1, 5), ((2, 3), (4, 6))),
        ((2, 6), ((3, 4), (1, 5))),
        ((1, 3), ((4, 5), (6, 2))),
        ((2, 4), ((5, 6), (1, 3))),
        ((3, 5), ((6, 1), (2, 4))),
        ((4, 6), ((1, 2), (3, 5))),
    ),
}


def partnerships(player_count: int, rubber: int) -> Pairs:
    """The partnerships of *rubber* (1-based) for 5 or 6 players (RULES 9.3); the first sits N–S.

    >>> partnerships(5, 3), partnerships(6, 1)
    (((1, 4), (2, 5)), ((2, 3), (4, 6)))

    :raises NotationError: for another number of players or a rubber outside the table
    """
    table = ROTATION.get(player_count)
    if table is None:
        raise NotationError(f"RULES 9.3 rotates 5 or 6 players, not {player_count}")
    if not 1 <= rubber <= len(table):
        raise NotationError(f"rubber {rubber}: the table of RULES 9.3 has rubbers 1 to {len(table)}")
    return table[rubber - 1][1]


class Chooser(Protocol):
    """A robot: anything with ``choose(view)`` returning a decision with an ``action``."""

    def choose(self, view: View) -> Any: ...


class PassRobot:
    """A robot that always passes and plays its first legal card (for tests and examples)."""

    def choose(self, view: View) -> Any:
        """Pass if it may, else the first legal action.

        :raises ValueError: if the view has nothing to decide
        """
        if not view.legal_actions:
            raise ValueError("nothing to decide")
        action = PASS if PASS in view.legal_actions else view.legal_actions[0]
        return _Decision(action)


class _Decision:
    def __init__(self, action: Any) -> None:
        self.action = action


class _Session(RubberSeries):
    """Rubbers on ledgers, one deal after another; subclasses say who sits where."""

    game_name = "bridge"

    def __init__(self, options: RubberOptions | None, first_dealer: Seat) -> None:
        super().__init__(options or RubberOptions(), first_dealer)

    def new_game(self, *, deal: Deal | str | None = None, seed: int | None = None) -> Game:
        """The next deal of the current rubber: its dealer and vulnerability from the ledger.

        :raises IllegalActionError: if the session is over
        """
        ledger = self._next_ledger()
        return new_game(
            self.game_name,
            deal=deal,
            seed=seed,
            dealer=ledger.dealer,
            vulnerability=ledger.vulnerability,
            **self._game_options(),
        )

    def _game_options(self) -> dict[str, Any]:
        return {}

    def record(self, game: Game) -> DealRecord:
        """Score a finished deal (from :meth:`new_game`) on the current rubber's ledger.

        :raises IllegalActionError: if the deal is not over or the session is over
        """
        return score_deal(self._next_ledger(), game)

    def play_deal(
        self,
        *,
        robot: Chooser | Mapping[int, Chooser] | None = None,
        actions: Sequence[Any] = (),
        deal: Deal | str | None = None,
        seed: int | None = None,
    ) -> Game:
        """Play a deal: the supplied *actions* first, then *robot* (one for all seats, or one per
        seat) for the rest; score it and return the game.

        :raises IllegalActionError: if an action is illegal, or no robot finishes the deal
        :raises NotationError: if an action's text is not an action
        """
        game = self.new_game(deal=deal, seed=seed)
        for action in actions:
            game.act(action)
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            chooser = robot.get(seat) if isinstance(robot, Mapping) else robot
            if chooser is None:
                raise IllegalActionError(f"no robot for seat {game.seat_name(seat)} and no action supplied")
            game.act(chooser.choose(game.view(seat)).action)
        self.record(game)
        return game


class TableSession(_Session):
    """Five or six players at one table: a cycle of rubbers by the rotation of RULES 9.3.

    :raises NotationError: unless there are 5 or 6 distinct players
    """

    def __init__(
        self, players: Sequence[str], options: RubberOptions | None = None, *, first_dealer: Seat = Seat.NORTH
    ) -> None:
        if len(players) not in ROTATION or len(set(players)) != len(players):
            raise NotationError(f"RULES 9.3 needs 5 or 6 distinct players, not {list(players)!r}")
        self.players = tuple(players)
        self.rubber_count = len(ROTATION[len(players)])
        super().__init__(options, first_dealer)

    def seats(self, rubber: int | None = None) -> dict[Seat, str]:
        """Who sits where in *rubber* (default: the current one): first pair N–S, second E–W.

        :raises NotationError: for a rubber outside the table
        """
        (n, s), (e, w) = partnerships(len(self.players), rubber or self.rubber_number)
        names = self.players
        return {
            Seat.NORTH: names[n - 1],
            Seat.EAST: names[e - 1],
            Seat.SOUTH: names[s - 1],
            Seat.WEST: names[w - 1],
        }

    def sitting_out(self, rubber: int | None = None) -> tuple[str, ...]:
        """The players who sit out *rubber* (default: the current one)."""
        out = ROTATION[len(self.players)][(rubber or self.rubber_number) - 1][0]
        return tuple(self.players[p - 1] for p in out)

    def _shares(self, rubber: int) -> dict[str, tuple[Side, int]]:
        return {name: (seat.side, 1) for seat, name in self.seats(rubber).items()}


class ThreePlayerSession(_Session):
    """Three players (RULES 9.2): rubbers of ``bridge3``; in rubber *k* player *k* (cyclically)
    is the single player at South with North as his dummy, the others sit East and West.

    The single player scores twice his side's net, each partner once, so the results sum to 0.

    >>> session = ThreePlayerSession(["Ann", "Bob", "Cid"])
    >>> session.seats()
    {Seat.SOUTH: 'Ann', Seat.EAST: 'Bob', Seat.WEST: 'Cid'}

    :raises NotationError: unless there are three distinct players
    """

    game_name = "bridge3"

    def __init__(
        self,
        players: Sequence[str],
        options: RubberOptions | None = None,
        *,
        rubbers: int = 3,
        first_dealer: Seat = Seat.NORTH,
    ) -> None:
        if len(players) != 3 or len(set(players)) != 3:
            raise NotationError(f"three-player bridge needs 3 distinct players, not {list(players)!r}")
        self.players = tuple(players)
        self.rubber_count = rubbers
        super().__init__(options, first_dealer)

    def _game_options(self) -> dict[str, Any]:
        return {"single": "S"}

    def seats(self, rubber: int | None = None) -> dict[Seat, str]:
        """The single player (S) and the partners (E, W) of *rubber* (default: the current one)."""
        k = (rubber or self.rubber_number) - 1
        names = self.players
        return {Seat.SOUTH: names[k % 3], Seat.EAST: names[(k + 1) % 3], Seat.WEST: names[(k + 2) % 3]}

    def _shares(self, rubber: int) -> dict[str, tuple[Side, int]]:
        return {
            name: (seat.side, 2 if seat is Seat.SOUTH else 1) for seat, name in self.seats(rubber).items()
        }
