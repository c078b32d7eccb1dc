"""Konstam's two-player bridge (Kenneth Konstam, 1954; RULES 17).

Seats are the four hands: the players ``A`` (0) and ``B`` (1), the ``Open`` dummy (2),
turned face up at once, and the ``Closed`` dummy (3), face down until the opening lead.
The dealer (A or B, alternating) may not pass: his first bid announces whether the
auction's winner plays with the open or the closed dummy (an :class:`Opened` record).
Bids, doubles and redoubles as bridge; the auction ends at the first pass. The final
bidder declares; the table is then arranged (:attr:`KonstamGame.compass`): declarer
South, the chosen dummy North, the opponent West, the other dummy East. West leads;
after the lead the closed dummy is turned. Each player plays his hand and the dummy
opposite. Side 0 is A with his dummy; on a rubber ledger A is *We* (N–S).

>>> from bridgekit import new_game
>>> game = new_game("konstam", seed=2)
>>> str(game.act("1S closed")), str(game.act("P"))
('A 1S closed', 'B P')
>>> {str(seat): game.seat_name(hand) for hand, seat in game.compass.items()}
{'S': 'A', 'N': 'Closed', 'W': 'B', 'E': 'Open'}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from bridgekit.auction import Auction
from bridgekit.calls import BIDS, Call, Contract
from bridgekit.cards import Card
from bridgekit.deal import Deal
from bridgekit.errors import IllegalCallError, NotationError
from bridgekit.i18n import N_, _
from bridgekit.kinds.owned import CallingGame, OwnedGame, OwnedViewHook
from bridgekit.records import worded
from bridgekit.seats import Seat
from bridgekit.state import Called, Phase, Played, Record, Variant, View, can
from bridgekit.views import CallEntry, LegalAction, SideInfo, call_entry, call_label, register_view_hook

__all__ = [
    "KONSTAM",
    "KonstamGame",
    "KonstamView",
    "Opened",
    "OPEN",
    "CLOSED",
    "PLAYER_A",
    "PLAYER_B",
]

PLAYER_A, PLAYER_B, OPEN, CLOSED = 0, 1, 2, 3
SEAT_NAMES = ("A", "B", "Open", "Closed")
DummyChoice = Literal["open", "closed"]


@worded("", seat_names=SEAT_NAMES, value=lambda record: f"{record.call} {record.dummy}")
class Opened(NamedTuple):
    """The dealer's forced first bid and his choice of dummy for the auction's winner (RULES 17.2).

    >>> record = Opened(0, Call.from_str("2H"), "open")
    >>> str(record), Opened.from_str(str(record)) == record
    ('A 2H open', True)
    """

    seat: int
    call: Call
    dummy: DummyChoice

    @classmethod
    def from_str(cls, text: str, *, seat: int | None = None) -> Opened:
        """Read ``A 1S open`` (or ``1S closed`` with *seat* given).

        :raises NotationError: if the text is not a bid and ``open`` or ``closed``
        """
        words = text.split()
        if len(words) == 3:
            names = [name.upper() for name in SEAT_NAMES[:2]]
            if words[0].upper() not in names:
                raise NotationError(
                    _("not a Konstam opening: {text} (the dealer is A or B)").format(text=repr(text))
                )
            seat, words = names.index(words[0].upper()), words[1:]
        if len(words) != 2 or seat is None:
            raise NotationError(
                _("not a Konstam opening: {text} (expected e.g. '1S open' or '2H closed')").format(
                    text=repr(text)
                )
            )
        dummy = words[1].lower()
        if dummy not in ("open", "closed"):
            raise NotationError(
                _("not a dummy choice: {word} (expected open or closed, RULES 17.2)").format(
                    word=repr(words[1])
                )
            )
        call = Call.from_str(words[0])
        if not call.is_bid:
            raise NotationError(
                _("not a Konstam opening: {text} (the dealer must bid, RULES 17.2)").format(text=repr(text))
            )
        return cls(seat, call, "open" if dummy == "open" else "closed")


@dataclass(frozen=True)
class KonstamView(View):
    """A seat's view of Konstam's game, with the dummy announced and where each hand sits."""

    dummy_choice: DummyChoice | None = None
    seat_at: tuple[Seat, ...] = ()


#: where the hands sit until the auction is over: A at S, the open dummy N, B at W
BEFORE_AUCTION = {PLAYER_A: Seat.SOUTH, OPEN: Seat.NORTH, PLAYER_B: Seat.WEST, CLOSED: Seat.EAST}
_OPENINGS = {
    (seat, choice): tuple(Opened(seat, bid, choice) for bid in BIDS)
    for seat in (PLAYER_A, PLAYER_B)
    for choice in ("open", "closed")
}


class KonstamGame(CallingGame):
    """One deal of Konstam's two-player bridge (RULES 17): after the opening, calls until the
    first pass (RULES 17.2)."""

    auction_rule = "RULES 17.2"

    _auction: Auction
    _choice: DummyChoice | None
    _chosen: int | None
    _next: dict[int, int]

    def _reset_bidding(self) -> None:
        if self.dealer not in (PLAYER_A, PLAYER_B):
            raise NotationError(
                _("the dealer of konstam is a player, A or B, not {seat} (RULES 17.1)").format(
                    seat=SEAT_NAMES[self.dealer]
                )
            )
        self._auction = Auction(
            self.dealer, seat_count=2, passes_to_end=1, passes_out=2, seat_names=SEAT_NAMES[:2]
        )
        self._choice = None
        self._chosen = None
        self._next = {}

    # -- the table after the auction (RULES 17.3) ----------------------------------------

    @property
    def dummy_choice(self) -> DummyChoice | None:
        """``open`` or ``closed``: the dummy the auction's winner plays with (RULES 17.2)."""
        return self._choice

    @property
    def dummy(self) -> int | None:
        """The dummy opposite declarer (the one announced), once the auction is over."""
        return self._chosen

    @property
    def opponent(self) -> int | None:
        """The player who does not declare; he sits at declarer's left and leads."""
        return None if self._declarer is None else 1 - self._declarer

    @property
    def compass(self) -> dict[int, Seat]:
        """Where each hand sits once the auction is over: declarer S, his dummy N, opponent W, the other E."""
        declarer, chosen = self._declarer, self._chosen
        if declarer is None or chosen is None:
            return {}
        return {declarer: Seat.SOUTH, chosen: Seat.NORTH, 1 - declarer: Seat.WEST, 5 - chosen: Seat.EAST}

    def compass_deal(self) -> Deal:
        """The deal as the table is arranged (N, E, S, W), or A at S, B at W before the auction ends."""
        compass = self.compass or BEFORE_AUCTION
        hands = self.deal.hands
        by_seat = {seat: hands[hand] for hand, seat in compass.items()}
        return Deal([by_seat[seat] for seat in Seat])

    def side_deal(self) -> Deal:
        """The deal with A's side at N and S and B's side at E and W (for honours on a ledger)."""
        deal = self.compass_deal()
        if self._declarer == PLAYER_B:
            hands = deal.hands
            return Deal([hands[1], hands[0], hands[3], hands[2]])
        return deal

    def side_of(self, seat: int) -> int:
        """A's side is 0, B's side 1; a dummy belongs to the player opposite it."""
        if seat in (PLAYER_A, PLAYER_B):
            return seat
        if self._declarer is None:
            return 0
        return self._declarer if seat == self._chosen else 1 - self._declarer

    def controller(self, hand: int) -> int:
        """Each player plays his own hand and the dummy opposite him (RULES 17.3)."""
        return self.side_of(hand)

    def visible_seats(self, seat: int) -> set[int]:
        """Own hand and the open dummy; the closed dummy after the opening lead (RULES 17.1, 17.3)."""
        if self._phase is Phase.OVER:
            return {0, 1, 2, 3}
        seen = {seat, OPEN}
        if self.opening_lead_made:
            seen.add(CLOSED)
        return seen

    # -- the auction (RULES 17.2) ----------------------------------------------------------

    def _apply_bidding(self, record: object) -> None:
        if isinstance(record, Opened):
            self._choice = record.dummy
            self._add_call(record.call)
        else:
            super()._apply_bidding(record)

    def _settle(self, contract: Contract, declarer: int) -> None:
        """The chosen dummy opposite declarer, the opponent at his left leads (RULES 17.3)."""
        self._chosen = OPEN if self._choice == "open" else CLOSED
        opponent, other = 1 - declarer, 5 - self._chosen
        # Clockwise from the leader: W (opponent), N (chosen dummy), E (other dummy), S (declarer).
        order = (opponent, self._chosen, other, declarer)
        self._next = {seat: order[(i + 1) % 4] for i, seat in enumerate(order)}
        self._start_play(contract, declarer, leader=opponent, next_seat=self._next.__getitem__)

    def _bidding_actions(self) -> list[Any]:
        if not self._auction.calls:
            seat = self._auction.to_call
            return [*_OPENINGS[(seat, "open")], *_OPENINGS[(seat, "closed")]]
        return list(self._auction.legal_calls())

    def _parse_bidding(self, text: str) -> Any:
        if not self._auction.calls and len(text.split()) >= 2:
            return Opened.from_str(text, seat=self._auction.to_call)
        return super()._parse_bidding(text)

    def _act_bidding(self, action: Any, seat: int | None) -> Record:
        if isinstance(action, Opened):
            return self.open(action.call, action.dummy, seat=action.seat if seat is None else seat)
        return super()._act_bidding(action, seat)

    def verify_open(self, call: Call, dummy: str, *, seat: int | None = None) -> None:
        """Raise unless the dealer may open with *call* and announce the *dummy* (RULES 17.2).

        :raises IllegalCallError: after the first call, for a pass, or a dummy not ``open``/``closed``
        :raises OutOfTurnError: if *seat* is not the dealer
        """
        if self._phase is not Phase.AUCTION or self._auction.calls:
            raise IllegalCallError(
                _("{call} {dummy}: only the dealer's first call announces the dummy (RULES 17.2)").format(
                    call=call, dummy=dummy
                )
            )
        self._check_turn(f"{call} {dummy}", seat)
        if not call.is_bid:
            raise IllegalCallError(
                _("illegal call {call} by the dealer: the dealer may not pass (RULES 17.2)").format(call=call)
            )
        if dummy not in ("open", "closed"):
            raise IllegalCallError(
                _("dummy {dummy}: the dealer announces open or closed (RULES 17.2)").format(dummy=repr(dummy))
            )

    can_open = can(verify_open)

    def open(self, call: Call | str, dummy: str, *, seat: int | None = None) -> Opened:
        """The dealer's first bid with the dummy announced for the winner; returns the record.

        :raises NotationError: if text is not a call
        :raises IllegalCallError: if the opening is not legal (RULES 17.2)
        :raises OutOfTurnError: if *seat* is not the dealer
        """
        if isinstance(call, str):
            call = Call.from_str(call)
        self.verify_open(call, dummy, seat=seat)
        return self._record(Opened(self._auction.to_call, call, "open" if dummy == "open" else "closed"))

    def _call_refusal(self, call: Call) -> str | None:
        if self._phase is Phase.AUCTION and not self._auction.calls:
            return _(
                "illegal call {call}: the dealer opens with a bid and 'open' or 'closed' (RULES 17.2)"
            ).format(call=call)
        return super()._call_refusal(call)

    def _played(self, seat: int, card: Card) -> Played:
        return Played(self.named_seat(seat), card)  # printed with the hand's name: ``Open SA``

    def view(self, seat: int) -> View:
        """What *seat* may see, with the announced dummy and, after the auction, the seating."""
        compass = self.compass
        seat_at = tuple(compass[hand] for hand in range(4)) if compass else ()
        return self._owned_view(KonstamView, seat, dummy_choice=self._choice, seat_at=seat_at)

    @property
    def calls(self) -> tuple[Called, ...]:
        """The auction, the opening as a plain call."""
        return tuple(
            Called(self.named_seat(r.seat), r.call) if isinstance(r, Opened) else r
            for r in self._history
            if isinstance(r, Opened | Called)
        )


KONSTAM = Variant(
    name="konstam",
    title=N_("Konstam's two-player bridge"),
    game=KonstamGame,
    seat_names=SEAT_NAMES,
    rules="RULES 17",
)


class KonstamViewHook(OwnedViewHook):
    """The seat view of Konstam's game (RULES 17): the open dummy is seen by all from the deal,
    the closed dummy after the opening lead; each player is a side with the dummy opposite him."""

    rules = "RULES 17"

    def seat_label(self, game: OwnedGame, seat: int) -> str:
        return (_("Player A"), _("Player B"), _("Open dummy"), _("Closed dummy"))[seat]

    def seat_sides(self, game: OwnedGame) -> tuple[int | None, ...]:
        dummies: tuple[int | None, ...] = (None, None)
        if game.declarer is not None:
            dummies = (game.side_of(OPEN), game.side_of(CLOSED))
        return (PLAYER_A, PLAYER_B, *dummies)

    def sides(self, game: OwnedGame) -> tuple[SideInfo, ...]:
        return (SideInfo(0, "A"), SideInfo(1, "B"))

    def hand_kind(self, game: OwnedGame, seat: int) -> str:
        return "dummy" if seat in (OPEN, CLOSED) else "hand"

    def hand_label(self, game: OwnedGame, seat: int, kind: str) -> str:
        """The seat label alone: the dummies' labels already say so («Открытый болван»)."""
        return self.seat_label(game, seat)

    def call_columns(self, game: OwnedGame) -> tuple[int, ...]:
        return (game.dealer, 1 - game.dealer)

    def calls(self, game: OwnedGame, viewer: int | None) -> tuple[CallEntry, ...]:
        entries = []
        for record in game.history:
            if isinstance(record, Opened):
                text = str(record).split(maxsplit=1)[1]
                label = _dummy_label(str(record.call), record.dummy)
                entries.append(CallEntry(record.seat, text, label, False, None))
            elif isinstance(record, Called):
                entries.append(call_entry(record.seat, record.call))
        return tuple(entries)

    def action(self, game: OwnedGame, action: object) -> LegalAction:
        if isinstance(action, Opened):
            text = f"{action.call} {action.dummy}"
            return LegalAction("call", text, _dummy_label(str(action.call), action.dummy))
        return super().action(game, action)


register_view_hook(KonstamGame, KonstamViewHook())


def _dummy_label(call: str, dummy: str) -> str:
    """An opening's label: the call and the dummy the opener plays with (RULES 17.2)."""
    chosen = _("{call}, open dummy") if dummy == "open" else _("{call}, closed dummy")
    return chosen.format(call=call_label(call))
