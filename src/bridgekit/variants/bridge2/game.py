"""Two-player bridge with two dummies (RULES 9.1).

Four hands are dealt. South plays South and owns North, the hand opposite, as his
dummy; West plays West and owns East. Each looks at his dummy before the auction. The
two players call alternately, the owner of the dealer's seat first, with the calls of
bridge (RULES 1.4–1.5); the auction ends when a bid, double or redouble is followed by
one pass, or after two passes at the start (passed out). The final bidder declares;
the opening lead comes from declarer's LHO seat, played by whoever owns it; then both
dummies are spread. Each deal scores as rubber bridge (:mod:`.scoring`).

>>> from bridgekit import new_game
>>> game = new_game("bridge2", deal="N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> [str(game.act(call)) for call in ["1S", "P"]]
['S 1S', 'W P']
>>> str(game.contract), game.declarer, game.to_play, game.to_act
('1S', Seat.SOUTH, Seat.WEST, Seat.WEST)
"""

from __future__ import annotations

from bridgekit.auction import Auction
from bridgekit.errors import OutOfTurnError
from bridgekit.i18n import N_, _
from bridgekit.kinds.owned import CallingGame, OwnedGame, OwnedViewHook
from bridgekit.seats import Seat
from bridgekit.state import Phase, Variant
from bridgekit.variants.bridge2.scoring import score_deal
from bridgekit.views import register_view_hook

__all__ = ["BRIDGE2", "Bridge2Game", "PLAYERS", "owner", "score_deal"]

#: the seats the two players sit at; each owns the hand opposite (RULES 9.1)
PLAYERS = (Seat.SOUTH, Seat.WEST)


def owner(seat: int) -> Seat:
    """The player who owns *seat*'s hand in two-player bridge: South owns N and S, West owns E and W.

    >>> owner(Seat.NORTH), owner(Seat.EAST)
    (Seat.SOUTH, Seat.WEST)
    """
    return PLAYERS[seat % 2]


class Bridge2Game(CallingGame):
    """One deal of two-player bridge with two dummies (RULES 9.1)."""

    auction_rule = "RULES 9.1"

    _auction: Auction

    def _caller_seat(self, index: int) -> int:
        """South and West call (RULES 9.1)."""
        return PLAYERS[index]

    def _reset_bidding(self) -> None:
        first = PLAYERS.index(owner(self.dealer))
        self._auction = Auction(
            first, seat_count=2, passes_to_end=1, passes_out=2, seat_names=[p.letter for p in PLAYERS]
        )

    def _check_turn(self, what: object, seat: int | None) -> None:
        """:raises OutOfTurnError: naming whose turn it is (the players call alternately, RULES 9.1)"""
        if seat is not None and seat != self.to_act and self._phase is Phase.AUCTION:
            raise OutOfTurnError(
                _(
                    "{what} by {seat} out of turn: it is {bidding_to_act}'s turn (the "
                    "players call alternately, RULES 9.1)"
                ).format(
                    what=what,
                    seat=self.seat_name(seat),
                    bidding_to_act=self.seat_name(self._bidding_to_act()),
                )
            )
        super()._check_turn(what, seat)

    def controller(self, hand: int) -> int:
        """Each player plays his own hand and his dummy, whoever declares (RULES 9.1)."""
        return owner(hand)

    def visible_seats(self, seat: int) -> set[int]:
        """A player sees his hand and his dummy; both dummies after the opening lead (RULES 9.1).

        A dummy's seat sees itself (and the spread dummies): it is nobody's view of the table.
        """
        if self._phase is Phase.OVER:
            return {0, 1, 2, 3}
        seen = {seat}
        if seat in PLAYERS:
            seen.add((seat + 2) % 4)
        if self.opening_lead_made:
            seen |= {(p + 2) % 4 for p in PLAYERS}
        return seen


BRIDGE2 = Variant(
    name="bridge2",
    title=N_("Two-player bridge with two dummies"),
    game=Bridge2Game,
    rules="RULES 9.1",
)


class Bridge2ViewHook(OwnedViewHook):
    """Two-player bridge's seat view: South and West call, the owner of the dealer's hand first
    (RULES 9.1), so the auction grid has their two columns."""

    rules = "RULES 9.1"

    def call_columns(self, game: OwnedGame) -> tuple[int, ...]:
        first = owner(game.dealer)
        return (int(first), int(PLAYERS[1 - PLAYERS.index(first)]))


register_view_hook(Bridge2Game, Bridge2ViewHook())
