"""Booby (RULES 13): three players and a dummy built from their discards.

Each player gets 17 cards and the 52nd card lies face down as the dummy's first card. Each
player then gives 4 cards face down to the dummy, one card per action, dealer's LHO first;
nobody sees the dummy. The auction (dealer's LHO first) uses the Booby ladder with nullo
bids and ends after two passes; the final bidder plays the dummy placed opposite him.

Seats are ``A``, ``B``, ``C`` (0–2, clockwise); the dummy's hand is index 3 of ``hands``.

>>> from bridgekit import new_game
>>> game = new_game("booby", seed=2)
>>> game.stage, game.to_act, len(game.legal_actions())
('discard', 1, 17)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bridgekit.auction import NulloAuction
from bridgekit.calls import BOOBY_LADDER, Call
from bridgekit.cards import Card, CardSet
from bridgekit.contracts import NulloContract
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.i18n import N_, _
from bridgekit.kinds import staged
from bridgekit.kinds.staged import score_deal
from bridgekit.records import GivenCard
from bridgekit.state import Variant
from bridgekit.tricks import TrickPlay
from bridgekit.variants.booby.scoring import booby_deal_score
from bridgekit.variants.nullo.scoring import PlayerEntry, hand_honours
from bridgekit.views import SeatInfo, Zone, cards_in_order, register_view_hook

__all__ = ["score_deal", "BOOBY", "BoobyGame", "BoobyView", "ToDummy", "DUMMY"]

SEAT_NAMES: Final = ("A", "B", "C")
#: the index of the dummy's hand in ``hands``
DUMMY: Final = 3
#: RULES 13.1: cards each player gives to the dummy
DISCARDS: Final = 4


class ToDummy(GivenCard):
    """A card a player gives face down to the dummy (RULES 13.1); written ``A dummy HT``.

    >>> ToDummy.from_str("B dummy C3")
    ToDummy(seat=1, card=Card.from_str('C3'))
    """

    __slots__ = ()
    verb, seat_names, what, example = "dummy", SEAT_NAMES, N_("a discard to the dummy"), "A dummy HT"


@dataclass(frozen=True)
class BoobyView(staged.StagedView):
    """A Booby view: ``hands[3]`` is the dummy (``None`` until the opening lead); *stage* is
    ``discard``, ``auction``, ``play`` or ``over``; *given* the cards this seat gave to the dummy."""

    contract: NulloContract | None
    legal_actions: tuple[Call | Card, ...]
    entries: tuple[PlayerEntry, ...] = ()
    given: CardSet = CardSet()


class BoobyGame(staged.NulloLadderGame):
    """One deal of Booby (RULES 13.1–13.4).

    Option ``vulnerable``: the letters of the players who are vulnerable (have a game), e.g. ``"AC"``.
    """

    play_rule = "RULES 13.3"
    call_rule = "RULES 13.1-13.2"
    call_refusals = {"discard": N_("the discards to the dummy come first")}
    talon_refusal = N_("booby deals 17 cards to each player and 1 to the dummy, not {count}")
    giving = staged.GivingStage(
        "discard",
        ToDummy,
        N_("discard"),
        N_("discards"),
        "RULES 13.1",
        N_("illegal discard {card}: the discards to the dummy are over (RULES 13.1)"),
    )

    _given: list[int]

    def _reset(self) -> None:
        vulnerable = str(self.options["vulnerable"]).upper()
        if any(letter not in SEAT_NAMES for letter in vulnerable):
            raise NotationError(
                _("option vulnerable={vulnerable}: letters of players A, B, C (RULES 13.4)").format(
                    vulnerable=repr(vulnerable)
                )
            )
        self._stage = "discard"
        self._hands = [0, 0, 0, 0]
        self._given = [0, 0, 0]
        first = (self.dealer + 1) % 3
        self._auction = NulloAuction(first, seat_count=3, ladder=BOOBY_LADDER, passes_to_end=2, passes_out=3)
        self._play = None

    def _apply_deal(self, deal: Deal) -> None:
        self._hands = [hand.mask for hand in deal.hands] + [deal.talon.mask]

    @property
    def _discarder(self) -> int:
        given = sum(mask.bit_count() for mask in self._given)
        return (self.dealer + 1 + given // DISCARDS) % 3

    def _apply_own(self, record: object) -> None:
        if not isinstance(record, ToDummy):
            return super()._apply_own(record)
        self._hands[record.seat] &= ~record.card.mask
        self._hands[DUMMY] |= record.card.mask
        self._given[record.seat] |= record.card.mask
        if sum(mask.bit_count() for mask in self._given) == 3 * DISCARDS:
            self._stage = "auction"

    def _end_auction(self) -> None:
        declarer, contract = self._auction.declarer, self._auction.contract
        if declarer is None or contract is None:
            self._stage = "over"  # RULES 13.2 DECISION: three passes, no play
            return
        lho, rho = (declarer + 1) % 3, (declarer + 2) % 3
        order = {declarer: lho, lho: DUMMY, DUMMY: rho, rho: declarer}
        self._stage = "play"
        self._play = TrickPlay(
            self._hands,
            leader=lho,
            trump=contract.denomination.trump,
            trick_size=4,
            next_seat=order.__getitem__,
        )

    # -- what the table knows -----------------------------------------------------

    def _stage_actor(self, stage: str) -> int | None:
        """The cards to the dummy (RULES 13.1): each player in turn."""
        return self._discarder

    @property
    def to_act(self) -> int | None:
        """The player who decides now; declarer decides for the dummy (RULES 13.3). The hand that
        acts next (:attr:`to_play`) is 3 for the dummy."""
        seat = self.to_play
        return self.declarer if seat == DUMMY else seat

    @property
    def set_aside(self) -> CardSet:
        return CardSet()

    @property
    def is_passed_out(self) -> bool:
        return self._auction.is_passed_out

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won by A, B, C (the dummy's tricks count for declarer)."""
        if self._play is None:
            return (0, 0, 0)
        won = list(self._play.won[:3])
        if self.declarer is not None:
            won[self.declarer] += self._play.won[DUMMY]
        return tuple(won)

    @property
    def vulnerable(self) -> tuple[bool, bool, bool]:
        letters = str(self.options["vulnerable"]).upper()
        return (SEAT_NAMES[0] in letters, SEAT_NAMES[1] in letters, SEAT_NAMES[2] in letters)

    @property
    def honours(self) -> tuple[tuple[int, int], ...]:
        """(player, points) for each holder of honours (RULES 2.6, 13.4); dummy's for declarer."""
        contract, declarer = self.contract, self.declarer
        if contract is None or declarer is None:
            return ()
        held = [hand_honours(CardSet(mask), contract.denomination) for mask in self._hands]
        held[declarer] += held.pop(DUMMY)
        return tuple((p, points) for p, points in enumerate(held) if points)

    def _entries(self, contract: NulloContract, declarer: int, tricks: int) -> list[PlayerEntry]:
        """The deal's ledger entries (RULES 13.4)."""
        return booby_deal_score(contract, declarer, tricks, vulnerable=self.vulnerable, honours=self.honours)

    # -- cards ----------------------------------------------------------------------

    def _hand_name(self, hand: int) -> str:
        return "dummy" if hand == DUMMY else SEAT_NAMES[hand]

    # -- the generic API --------------------------------------------------------------

    def parse_action(self, text: str) -> object:
        """Also ``dummy SA`` (a card of the dummy's)."""
        if self._stage != "auction" and text.lower().startswith("dummy "):
            return Card.from_str(text[6:])
        return super().parse_action(text)

    def view(self, seat: int) -> BoobyView:
        """What *seat* sees: his hand; the dummy after the opening lead (RULES 13.1, 13.3); all at the end."""
        visible = {seat}
        if self._stage == "over":
            visible = {0, 1, 2, DUMMY}
        elif self._play is not None and (self._play.tricks or self._play.current):
            visible.add(DUMMY)
        return self._staged_view(BoobyView, seat, visible, given=CardSet(self._given[seat]))


BOOBY = Variant(
    name="booby",
    title=N_("Booby (three players)"),
    game=BoobyGame,
    seat_names=SEAT_NAMES,
    hand_size=17,
    options={"vulnerable": ""},
    rules="RULES 13",
)


class BoobyViewHook(staged.StagedViewHook):
    """The seat view of Booby (RULES 13): nobody looks at the dummy (13.1) — a player knows only
    the cards he gave it — until it is spread after the opening lead (13.3); the dummy is seat 3."""

    rules = "RULES 13"
    stage_labels = {"discard": N_("Cards to the dummy")}

    def seats(self, game: staged.StagedGame) -> tuple[SeatInfo, ...]:
        return (*super().seats(game), SeatInfo(DUMMY, "dummy", _("Dummy"), None))

    def zones(self, game: staged.StagedGame, viewer: int | None) -> tuple[Zone, ...]:
        assert isinstance(game, BoobyGame)
        hands = game.hands
        visible = self.visible_hands(game, viewer)
        zones = [self.hand_zone(game, seat, hands[seat], seat in visible) for seat in range(3)]
        dummy, play = hands[DUMMY], game._play
        if game.is_over or (play is not None and (play.tricks or play.current)):
            known = dummy
        elif viewer is not None:
            known = dummy & CardSet(game._given[viewer])
        else:
            known = CardSet()
        zones.append(Zone("dummy", game.declarer, _("Dummy"), cards_in_order(known), len(dummy) - len(known)))
        return tuple(zones)

    def describe(self, game: staged.StagedGame, record: object, viewer: int | None) -> str | None:
        if isinstance(record, ToDummy):
            what = self.private_card(game, record.seat, record.card, viewer)
            return f"{self.name(game, record.seat)} gives {what} to the dummy"
        return super().describe(game, record, viewer)


register_view_hook(BoobyGame, BoobyViewHook())
