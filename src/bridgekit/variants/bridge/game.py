"""Contract bridge (RULES 1–2): the auction, the play with dummy, the deal score.

>>> from bridgekit import new_game
>>> game = new_game("bridge", deal="N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> for call in ["1S", "P", "P", "P"]:
...     _ = game.act(call)
>>> str(game.contract), game.declarer, game.to_act, [str(c) for c in game.legal_actions()]
('1S', Seat.NORTH, Seat.EAST, ['CJ', 'CQ', 'CK', 'CA', 'D2', 'D3', 'D4', 'H5', 'H6', 'H7', 'S8', 'S9', 'ST'])
"""

from __future__ import annotations

from typing import Any

from bridgekit.auction import Auction
from bridgekit.calls import CALLS, Call
from bridgekit.cards import CARDS, PACK_52, Card
from bridgekit.deal import Deal
from bridgekit.i18n import N_
from bridgekit.kinds.owned import CallingGame
from bridgekit.seats import Seat
from bridgekit.state import Called, Phase, Played, Record, Variant, View
from bridgekit.tricks import cards_of
from bridgekit.variants.bridge import SCORING_METHODS
from bridgekit.views import ContractViewHook, Score, register_view_hook

__all__ = ["BridgeGame", "BRIDGE", "SCORING_METHODS"]

SEATS = tuple(Seat)
_AUCTION = Phase.AUCTION
_PLAY = Phase.PLAY
_OVER = Phase.OVER
_PACK = PACK_52.mask
#: the cards of a one-suit mask, filled as play-outs meet them (at most 4 × 8,191 entries)
_FOLLOW: dict[int, tuple[Card, ...]] = {}


def _follow_cards(mask: int) -> tuple[Card, ...]:
    cards = _FOLLOW[mask] = tuple(cards_of(mask))
    return cards


# Records are immutable, so each (seat, card) and (seat, call) record exists once.
_PLAYED = tuple(tuple(Played(seat, card) for card in CARDS) for seat in SEATS)
_CALLED = tuple(tuple(Called(seat, call) for call in CALLS) for seat in SEATS)


class BridgeGame(CallingGame):
    """One deal of four-handed contract bridge: auction, then play with dummy (the play, the claim
    and the deal score are :class:`~bridgekit.kinds.owned.OwnedGame`'s); the hot paths of a
    play-out (a legal call, a legal card) are taken here with one test each."""

    auction_rule = "RULES 1.6"
    before_play = N_("the auction is not over (RULES 1.8)")

    _auction: Auction
    _declarer: Seat | None

    def _reset_bidding(self) -> None:
        self._auction = Auction(self.dealer, seat_names=self.variant.seat_names)

    def _check_deal(self, deal: Deal) -> None:
        # The usual deal (four hands of 13 of the 52 cards) passes with one test; others get the
        # full check, which says what is wrong.
        hands, variant = deal.hands, self.variant
        if (
            len(hands) != 4
            or sum(hand.mask for hand in hands) != _PACK
            or deal.talon
            or variant.pack is not PACK_52
            or variant.hand_size != 13
        ):
            super()._check_deal(deal)
            return
        for hand in hands:
            if hand.mask.bit_count() != 13:
                super()._check_deal(deal)
                return

    # -- what the table knows ----------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._phase is _OVER  # a module constant: an enum member read from its class is slow

    @property
    def calls(self) -> tuple[Call, ...]:  # type: ignore[override]
        """The calls of the auction (without their seats: :attr:`auction` has the records)."""
        return tuple(self._auction.calls)

    @property
    def declarer(self) -> Seat | None:
        return self._declarer

    @property
    def is_passed_out(self) -> bool:
        return self._auction.is_passed_out

    @property
    def score(self) -> int | None:
        """The deal's score for N–S once it is over, by the ``scoring`` option (RULES 0.7): the
        duplicate deal score (RULES 2.7; 0 if passed out) by default, or the other methods'
        result of this deal (:mod:`bridgekit.variants.bridge.scoring`)."""
        method = self.options["scoring"]
        if self._phase is not _OVER or method in ("duplicate", "chicago_duplicate"):
            return super().score
        from bridgekit.variants.bridge.scoring import score_deal_by

        return score_deal_by(method, self, old_undertricks=self.options["old_undertricks"])

    # -- the hot paths -----------------------------------------------------------------

    def legal_actions(self) -> list[Any]:
        """Legal calls during the auction, legal cards during the play, nothing at the end."""
        play = self._play
        if play is not None and self._phase is _PLAY:
            hand = play.hands[play.to_play]
            follow = hand & play.led_mask
            if follow:
                # one suit: its cards are cached by mask (play.legal_mask and cards_of, inlined)
                return list(_FOLLOW.get(follow) or _follow_cards(follow))
            return cards_of(hand)
        if self._phase is _AUCTION:
            return list(self._auction.legal_calls())
        return []

    def act(self, action: Any, *, seat: int | None = None) -> Record:
        kind = action.__class__
        if kind is Card and seat is None:
            play = self._play
            if play is not None and self._phase is _PLAY:
                # The hot path of play-outs: a legal card needs one bit test (legal_mask inlined).
                to_play = play.to_play
                hand = play.hands[to_play]
                if (hand & play.led_mask or hand) & action.mask:
                    record: Played = _PLAYED[to_play][action.index]
                    if play.add(action) is not None and len(play.tricks) == self.trick_count:
                        self._phase = _OVER
                    self._history.append(record)
                    return record
        elif kind is Call and seat is None and self._phase is _AUCTION:
            # The hot path of the auction: a call among the legal calls kept since the last call.
            auction = self._auction
            if action in auction.legal_calls():
                called: Called = _CALLED[auction.to_call][action.index]
                self._add_call(action)
                self._history.append(called)
                return called
        return super().act(action, seat=seat)

    def view(self, seat: int) -> View:
        return self._play_view(View, Seat(seat), self.visible_seats(seat))


BRIDGE = Variant(
    name="bridge",
    title=N_("Contract bridge"),
    game=BridgeGame,
    options={"scoring": "duplicate", "old_undertricks": False},
    choices={"scoring": SCORING_METHODS, "old_undertricks": (False, True)},
    rules="RULES 1-6",
)


class BridgeViewHook(ContractViewHook[BridgeGame]):
    """The seat view of contract bridge: own hand, dummy after the opening lead, all at the end
    (RULES 1.8); the score by the ``scoring`` method."""

    rules = "RULES 1-8"

    def hand_kind(self, game: BridgeGame, seat: int) -> str:
        return "dummy" if seat == game.dummy and game.opening_lead_made else "hand"

    def score(self, game: BridgeGame) -> Score | None:
        result = super().score(game)
        method = game.options["scoring"]
        if result is None or method == "duplicate":
            return result
        unit = " IMPs" if method in ("russian", "obligations") else ""
        return Score(f"{result.text}{unit} ({method.replace('_', ' ')} scoring)", result.lines)


register_view_hook(BridgeGame, BridgeViewHook())
