"""Three-player bridge (RULES 9.2): one player with a dummy against two partners.

The option ``single`` (default ``S``) names the seat of the player with the dummy; the
dummy is the hand opposite, the partners sit at the other two seats. The auction follows
the DECISIONS (a)–(d) of RULES 9.2:

(a) the partners bid between themselves, from the first partner clockwise from the
    dealer; it ends when a bid is followed by a pass, or after two passes;
(b) the single player looks at his dummy and makes one call: pass (the partners'
    contract stands, or the deal is passed out), double it, or any higher bid;
(c) after his bid each partner in turn (his LHO first) may double or pass, and after a
    double he may redouble or pass; after his double each partner in turn may redouble
    or pass; then the auction ends;
(d) declarer as RULES 1.7, declarer's LHO leads; the single player's dummy is spread after
    the lead in every case (and declarer's partner when the partners declare).

>>> from bridgekit import new_game
>>> game = new_game("bridge3", deal="N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> [str(game.act(call)) for call in ["1H", "P", "2S", "P"]]
['E 1H', 'W P', 'S 2S', 'W P']
>>> game.to_act, [str(call) for call in game.legal_actions()]
(Seat.EAST, ['P', 'X'])
"""

from __future__ import annotations

from bridgekit.auction import Auction
from bridgekit.calls import DOUBLE, PASS, REDOUBLE, Call
from bridgekit.i18n import N_
from bridgekit.kinds.owned import CallingGame, OwnedGame, OwnedViewHook
from bridgekit.seats import Seat
from bridgekit.state import Phase, Variant
from bridgekit.views import register_view_hook

__all__ = ["BRIDGE3", "Bridge3Game", "Bridge3Auction"]

_NAMES = "NESW"


class Bridge3Auction(Auction):
    """The auction of three-player bridge (RULES 9.2 (a)–(d)): the one
    :class:`~bridgekit.auction.Auction` over the four seats (partners opposite, so the partners
    never double each other), with its turn order and end in stages as hooks.

    >>> auction = Bridge3Auction(single=2, dealer=0)
    >>> for text in ["1NT", "P", "3NT"]:
    ...     _ = auction.add(Call.from_str(text))
    >>> auction.to_call, [str(c) for c in auction.legal_calls()]
    (3, ['P', 'X'])
    """

    __slots__ = ("single", "order", "stage", "pending")

    def __init__(self, *, single: int, dealer: int) -> None:
        # The partners call in seat order from the dealer, the single player and dummy skipped (a);
        # between themselves a bid and a pass, or two passes, end their part (a).
        order = tuple(s for s in ((dealer + i) % 4 for i in range(4)) if s % 2 != single % 2)
        super().__init__(order[0], passes_to_end=1, passes_out=2, seat_names=_NAMES)
        self.single = single
        self.order = order
        self.stage = "partners"
        self.pending: list[int] = []

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    def _legal_now(self) -> tuple[Call, ...]:
        """The partners bid as in bridge (their own side: no double); the single player passes,
        doubles or bids higher; then only doubles, redoubles and passes (RULES 9.2 a–c)."""
        stage = self.stage
        if stage in ("partners", "single"):
            return super()._legal_now()
        if stage == "double":
            return (PASS, DOUBLE)
        if stage in ("single_redouble", "partners_redouble"):
            return (PASS, REDOUBLE)
        return ()

    def illegality(self, call: Call) -> str | None:
        """Why *call* is illegal now, or ``None`` if it is legal."""
        if call in self.legal_calls():
            return None
        stage = self.stage
        if stage == "over":
            return "the auction is over (RULES 9.2 c)"
        if stage == "partners":
            if not call.is_bid and not call.is_pass:
                return "the partners bid between themselves and may not double each other (RULES 9.2 a)"
            return f"{super().illegality(call)} (RULES 9.2 a)"
        if stage == "single":
            if call.is_redouble or (call.is_double and self.last_bid is None):
                return "the single player may pass, double the partners' contract or bid higher (RULES 9.2 b)"
            return f"the partners' contract is {self.contract} (RULES 9.2 b)"
        if stage == "double":
            bid = self.last_bid
            return f"after the single player's {bid} the partners may only double or pass (RULES 9.2 c)"
        return "now only a redouble or a pass is allowed (RULES 9.2 c)"

    _refusal = illegality
    calls_in_language = False

    def add(self, call: Call) -> int:
        """Record *call* (already checked) for the seat to call; return that seat."""
        stage = self.stage
        seat = super().add(call)
        single = self.single
        if stage == "partners":
            if super().is_over:
                self.stage = "single"
        elif stage == "single":
            if call.is_pass:
                self.stage = "over"
            else:
                self.stage = "partners_redouble" if call.is_double else "double"
                self.pending = [(single + 1) % 4, (single + 3) % 4]  # his LHO first (c)
        elif call.is_double:
            self.stage = "single_redouble"
        elif call.is_redouble or stage == "single_redouble":
            self.stage = "over"
        else:
            self.pending.pop(0)
            if not self.pending:
                self.stage = "over"
        stage = self.stage
        if stage == "partners":
            self.to_call = self.order[len(self.calls) % 2]
        elif stage in ("single", "single_redouble") or not self.pending:
            self.to_call = single
        else:
            self.to_call = self.pending[0]
        return seat

    def copy(self) -> Bridge3Auction:
        other = super().copy()
        assert isinstance(other, Bridge3Auction)
        other.pending = list(self.pending)
        return other


class Bridge3Game(CallingGame):
    """One deal of three-player bridge (RULES 9.2)."""

    auction_rule = "RULES 9.2"

    _auction: Bridge3Auction

    @property
    def single(self) -> Seat:
        """The seat of the player who plays with a dummy."""
        return Seat.from_str(self.options["single"])

    @property
    def single_dummy(self) -> Seat:
        """The single player's dummy: the hand opposite him."""
        return self.single.partner

    @property
    def stage(self) -> str:
        """The step of the auction: ``partners``, ``single``, ``double``, ``single_redouble``,
        ``partners_redouble`` or ``over``."""
        return self._auction.stage

    def _reset_bidding(self) -> None:
        self._auction = Bridge3Auction(single=self.single, dealer=self.dealer)

    def controller(self, hand: int) -> int:
        """The single player plays his dummy; declarer plays his partner's hand (RULES 9.2 d)."""
        if hand == self.single_dummy:
            return self.single
        return super().controller(hand)

    def visible_seats(self, seat: int) -> set[int]:
        """Own hand; the single player sees his dummy from his call on (b); after the opening
        lead everyone sees the single player's dummy and declarer's partner (d)."""
        if self._phase is Phase.OVER:
            return {0, 1, 2, 3}
        seen = {seat}
        if seat == self.single and self._auction.stage != "partners":
            seen.add(self.single_dummy)
        if self.opening_lead_made:
            seen.add(self.single_dummy)
            if self.dummy is not None:
                seen.add(self.dummy)
        return seen


BRIDGE3 = Variant(
    name="bridge3",
    title=N_("Three-player bridge"),
    game=Bridge3Game,
    options={"single": "S"},
    choices={"single": ("N", "E", "S", "W")},
    rules="RULES 9.2",
)


class Bridge3ViewHook(OwnedViewHook):
    """Three-player bridge's seat view: the three players call (the single player's dummy never
    does, RULES 9.2), so the auction grid has their three columns, clockwise from the partner who
    calls first."""

    rules = "RULES 9.2"

    def call_columns(self, game: OwnedGame) -> tuple[int, ...]:
        assert isinstance(game, Bridge3Game)
        single, dummy = int(game.single), int(game.single_dummy)
        order = [(int(game.dealer) + offset) % 4 for offset in range(4)]
        start = next(seat for seat in order if seat not in (single, dummy))  # the partners call first (a)
        order = [(start + offset) % 4 for offset in range(4)]
        return tuple(seat for seat in order if seat != dummy)


register_view_hook(Bridge3Game, Bridge3ViewHook())
