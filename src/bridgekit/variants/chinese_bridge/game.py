"""Chinese bridge (RULES 16): two players, a hand of 4 and two table rows of 11.

Each player gets 4 cards in hand, then 22 more: the first 11 dealt form his face-down row
and the next 11 are laid face up onto them in order (RULES 16.1 DECISION). The dealer must
bid; calls alternate (bridge ladder, double, redouble) until a call is followed by a pass.
The dealer's opponent leads. A player plays from his hand or any face-up table card and
must follow suit if any of these has the suit led; the card beneath a played face-up card is
turned up after the trick. Tricks have two cards; 13 tricks; rubber bridge scoring.

Face-down cards are seen by nobody, their owner included: ``hands`` holds the hand and the
face-up row, ``set_aside`` the face-down cards not yet turned.

>>> from bridgekit import new_game
>>> game = new_game("chinese_bridge", seed=1)
>>> len(game.hands[0]), len(game.table[0]), len(game.set_aside), [str(c) for c in game.legal_actions()[:3]]
(15, 11, 22, ['1C', '1D', '1H'])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from bridgekit.auction import Auction
from bridgekit.calls import BRIDGE_LADDER, Call, Contract
from bridgekit.cards import Card, CardSet
from bridgekit.deal import Deal
from bridgekit.errors import IllegalCallError, IllegalCardError
from bridgekit.i18n import N_, _
from bridgekit.kinds.staged import StagedGame, StagedViewHook
from bridgekit.scoring.duplicate import Honours
from bridgekit.scoring.ledger import Entry, contract_entries, honours_entry
from bridgekit.seats import Seat, Side
from bridgekit.state import Variant, View
from bridgekit.tricks import TrickPlay
from bridgekit.variants.chinese_bridge.scoring import deal_honours, score_deal
from bridgekit.variants.nullo.ordered_deal import OrderedDeal, ordered
from bridgekit.views import Zone, card_text, cards_in_order, register_view_hook

__all__ = ["score_deal", "CHINESE_BRIDGE", "ChineseBridgeGame", "ChineseView"]

SEAT_NAMES: Final = ("A", "B")
#: RULES 16.1
HAND: Final = 4
ROW: Final = 11


@dataclass(frozen=True)
class ChineseView(View):
    """A Chinese-bridge view: *table* is each player's row, a face-up card or ``None`` per
    position; *face_down* says which positions still have a face-down card; *entries* the score."""

    contract: Contract | None
    legal_actions: tuple[Call | Card, ...]
    stage: str = "auction"
    table: tuple[tuple[Card | None, ...], ...] = ()
    face_down: tuple[tuple[bool, ...], ...] = ()
    entries: tuple[Entry, ...] = ()


class ChineseBridgeGame(StagedGame):
    """One deal of Chinese bridge (RULES 16). Player A is N–S and B is E–W for scoring."""

    play_rule = card_rule = "RULES 16.3"
    ladder = BRIDGE_LADDER
    call_rule = "RULES 16.2"

    _hand: list[int]
    _up: list[list[Card | None]]
    _down: list[list[Card | None]]
    _auction: Auction
    _turning: list[tuple[int, int]]

    deal_class = OrderedDeal

    def _reset(self) -> None:
        self._stage = "auction"
        self._hand = [0, 0]
        self._up = [[], []]
        self._down = [[], []]
        self._auction = Auction(
            self.dealer, seat_count=2, sides=(0, 1), passes_to_end=1, passes_out=2, seat_names=SEAT_NAMES
        )
        self._play = None
        self._turning = []

    def _apply_deal(self, deal: Deal) -> None:
        for seat, cards in enumerate(ordered(deal).sequences):
            self._hand[seat] = CardSet(cards[:HAND]).mask
            self._down[seat] = list(cards[HAND : HAND + ROW])
            self._up[seat] = list(cards[HAND + ROW :])

    def _apply_card(self, card: Card) -> None:
        """A face-up card played frees the face-down card beneath it once the trick is over (RULES 16.3)."""
        play = self._play
        assert play is not None
        row = self._up[play.to_play]
        if card in row:
            position = row.index(card)
            row[position] = None
            self._turning.append((play.to_play, position))
        if play.add(card) is not None:
            for seat, position in self._turning:
                beneath = self._down[seat][position]
                if beneath is not None:
                    self._down[seat][position] = None
                    self._up[seat][position] = beneath
                    play.hands[seat] |= beneath.mask
            self._turning = []
            if len(play.tricks) == self.trick_count:
                self._end_play()

    def _end_auction(self) -> None:
        contract = self._auction.contract
        self._stage = "play"
        assert contract is not None
        masks = [self._hand[s] | CardSet(c for c in self._up[s] if c is not None).mask for s in (0, 1)]
        self._play = TrickPlay(masks, leader=1 - self.dealer, trump=contract.strain.suit)

    # -- what the table knows -------------------------------------------------------

    @property
    def table(self) -> tuple[CardSet, ...]:
        """Each player's face-up table cards."""
        return tuple(CardSet(c for c in row if c is not None) for row in self._up)

    @property
    def hands(self) -> tuple[CardSet, ...]:
        """Each player's playable cards: the hand and the face-up row (RULES 16.3)."""
        if self._play is not None:
            return tuple(CardSet(mask) for mask in self._play.hands)
        return tuple(CardSet(self._hand[s]) | self.table[s] for s in (0, 1))

    @property
    def set_aside(self) -> CardSet:
        """The face-down cards not yet turned (seen by nobody)."""
        return CardSet(c for row in self._down for c in row if c is not None)

    @property
    def contract(self) -> Contract | None:
        return self._auction.contract if self._stage != "auction" else None

    @property
    def declarer(self) -> int | None:
        return self._auction.declarer if self._stage != "auction" else None

    @property
    def honours(self) -> Honours:
        """Honours (RULES 2.6) among one player's 26 cards (**DECISION**: hand and both rows count)."""
        return deal_honours(self.deal.hands, self.contract)

    def _entries(self, contract: Contract, declarer: int, tricks: int) -> list[Entry]:
        """The deal's rubber-bridge entries (RULES 3.1, 16.4; A is N–S, B is E–W)."""
        entries = contract_entries(
            contract, Seat(declarer), tricks, vulnerable=self.vulnerability.is_vulnerable(Side(declarer)),
            old_undertricks=False, single_insult=False, deal=1, game=1,
        )  # fmt: skip
        return entries + honours_entry(self.honours, deal=1, game=1)

    # -- calls ---------------------------------------------------------------------

    def _check_call(self, call: Call) -> None:
        """RULES 16.2: the dealer must bid; then the rules of bridge."""
        if not self._auction.calls and not call.is_bid:
            to_call = self._auction.to_call
            raise IllegalCallError(
                _("illegal call {call} by {seat}: the dealer must bid (RULES 16.2)").format(
                    call=call, seat=SEAT_NAMES[to_call]
                )
            )
        self._auction.check(call)

    # -- cards ---------------------------------------------------------------------------

    def _check_card(self, hand: int, card: Card) -> None:
        """A card comes from the hand or is face up on the table; the suit led is followed over
        both (RULES 16.3)."""
        assert self._play is not None
        reason = _("it is face down") if card in self._down[hand] else self._play.illegality(hand, card)
        if reason is not None:
            reason = reason.replace("not in the hand", "neither in the hand nor face up on the table")
            raise IllegalCardError(
                _("illegal card {card} by {seat}: {reason} (RULES 16.3)").format(
                    card=card, seat=SEAT_NAMES[hand], reason=reason
                )
            )

    # -- the generic API --------------------------------------------------------------

    def legal_actions(self) -> list[Any]:
        if self._stage == "auction":
            calls = list(self._auction.legal_calls())
            return [c for c in calls if c.is_bid] if not self._auction.calls else calls
        return super().legal_actions()

    def parse_action(self, text: str) -> object:
        return Call.from_str(text) if self._stage == "auction" else Card.from_str(text)

    def view(self, seat: int) -> ChineseView:
        """What *seat* sees: his hand, both face-up rows; never a face-down card (RULES 16.1)."""
        return self._staged_view(
            ChineseView,
            seat,
            (seat,),
            table=tuple(tuple(row) for row in self._up),
            face_down=tuple(tuple(c is not None for c in row) for row in self._down),
        )


CHINESE_BRIDGE = Variant(
    name="chinese_bridge",
    title=N_("Chinese bridge (two players)"),
    game=ChineseBridgeGame,
    seat_names=SEAT_NAMES,
    hand_size=HAND + 2 * ROW,
    rules="RULES 16",
)


class ChineseViewHook(StagedViewHook):
    """The seat view of Chinese bridge (RULES 16): a player's four-card hand is his alone; both
    face-up rows are public; a face-down card is seen by nobody until it is turned (16.1, 16.3)."""

    rules = "RULES 16"

    def zones(self, game: StagedGame, viewer: int | None) -> tuple[Zone, ...]:
        assert isinstance(game, ChineseBridgeGame)
        visible = self.visible_hands(game, viewer)
        table = game.table
        zones = []
        for seat, cards in enumerate(game.hands):
            name = self.seat_label(game, seat)
            zones.append(self.hand_zone(game, seat, cards - table[seat], seat in visible))
            row = tuple(card_text(card) for card in game._up[seat] if card is not None)
            zones.append(
                Zone("face_up_row", seat, _("face-up cards of {player}").format(player=name), row, 0)
            )
            down = CardSet(card for card in game._down[seat] if card is not None)
            shown = cards_in_order(down) if game.is_over else ()
            zones.append(
                Zone(
                    "face_down",
                    seat,
                    _("face-down cards of {player}").format(player=name),
                    shown,
                    len(down) - len(shown),
                )
            )
        return tuple(zones)


register_view_hook(ChineseBridgeGame, ChineseViewHook())
