"""Nullo (RULES 14): two players, a stock to exchange with, nullo bids, two-card tricks.

Each player gets 13 cards; the other 26 are a face-down stock. The dealer's opponent, then
the dealer, may discard cards face down one at a time and then draw as many from the top of
the stock (``draw``; drawing none keeps the hand). The auction (dealer first) uses the Nullo
ladder C < D < nullo < H < S < NT and ends when a call is followed by a pass; two passes at
the start end the deal for a redeal by the same dealer. The declarer's opponent leads.

>>> from bridgekit import new_game
>>> game = new_game("nullo", seed=1)
>>> game.stage, game.to_act, str(game.legal_actions()[-1])
('exchange', 1, 'B draws 0')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bridgekit.auction import NulloAuction
from bridgekit.calls import NULLO_LADDER, Call
from bridgekit.cards import Card, CardSet
from bridgekit.contracts import NulloContract
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, IllegalCardError, OutOfTurnError
from bridgekit.i18n import N_, _, ngettext
from bridgekit.kinds import staged
from bridgekit.kinds.staged import score_deal
from bridgekit.seats import Side
from bridgekit.state import Variant, can
from bridgekit.tricks import TrickPlay, cards_of
from bridgekit.variants.nullo.ordered_deal import OrderedDeal, ordered
from bridgekit.variants.nullo.records import SEAT_NAMES, Discarded, Drew
from bridgekit.variants.nullo.scoring import PlayerEntry, deal_entries, hand_honours
from bridgekit.views import LegalAction, Zone, register_view_hook

__all__ = ["score_deal", "NULLO", "NulloGame", "NulloView", "Discarded", "Drew"]


@dataclass(frozen=True)
class NulloView(staged.StagedView):
    """A Nullo view: *stage* ``exchange``, ``auction``, ``play`` or ``over``; the stock size, this
    seat's own discards."""

    contract: NulloContract | None
    legal_actions: tuple[Call | Card | Drew, ...]
    entries: tuple[PlayerEntry, ...] = ()
    stock_size: int = 0
    discarded: CardSet = CardSet()
    is_redeal: bool = False


class NulloGame(staged.NulloLadderGame):
    """One deal of Nullo (RULES 14). Player A is N–S and B is E–W for ``vulnerability``."""

    ladder = NULLO_LADDER
    play_rule = "RULES 14.4"
    call_rule = "RULES 14.2-14.3"
    call_refusals = {"exchange": N_("the exchange comes first")}
    talon_refusal = N_("nullo leaves 26 cards in the stock (RULES 14.1), not {count}")
    deal_class = OrderedDeal
    giving = staged.GivingStage(
        "exchange",
        Discarded,
        N_("discard"),
        N_("exchanges"),
        "RULES 14.2",
        N_("illegal discard {card}: the exchange is over (RULES 14.2)"),
    )
    stage_records = {Drew: lambda game, record: game.take_draw(record)}

    _discards: list[int]
    _exchanged: list[int | None]
    _stock: tuple[Card, ...]
    _drawn: int

    def _reset(self) -> None:
        self._stage = "exchange"
        self._hands = [0, 0]
        self._discards = [0, 0]
        self._exchanged = [None, None]
        self._stock = ()
        self._drawn = 0
        self._auction = NulloAuction(
            self.dealer, seat_count=2, ladder=NULLO_LADDER, passes_to_end=1, passes_out=2,
            seat_names=SEAT_NAMES, rules="RULES 14.3",
        )  # fmt: skip
        self._play = None

    def _apply_deal(self, deal: Deal) -> None:
        self._hands = [hand.mask for hand in deal.hands]
        self._stock = ordered(deal).stock

    @property
    def _exchanger(self) -> int:
        opponent = 1 - self.dealer
        return opponent if self._exchanged[opponent] is None else self.dealer

    def _apply_own(self, record: object) -> None:
        if isinstance(record, Discarded):
            self._hands[record.seat] &= ~record.card.mask
            self._discards[record.seat] |= record.card.mask
        elif isinstance(record, Drew):
            for card in self._stock[self._drawn : self._drawn + record.number]:
                self._hands[record.seat] |= card.mask
            self._drawn += record.number
            self._exchanged[record.seat] = record.number
            if record.seat == self.dealer:
                self._stage = "auction"
        else:
            super()._apply_own(record)

    def _end_auction(self) -> None:
        declarer, contract = self._auction.declarer, self._auction.contract
        self._stage = "over"
        if declarer is not None and contract is not None:
            self._stage = "play"
            self._play = TrickPlay(self._hands, leader=1 - declarer, trump=contract.denomination.trump)

    # -- what the table knows -----------------------------------------------------

    @property
    def is_redeal(self) -> bool:
        """Two passes at the start: the same dealer deals again (RULES 14.3)."""
        return self._auction.is_passed_out

    @property
    def next_dealer(self) -> int | None:
        """The dealer of the next deal: the same after a redeal, else the other (RULES 14.1, 14.3)."""
        if not self.is_over:
            return None
        return self.dealer if self.is_redeal else 1 - self.dealer

    def _stage_actor(self, stage: str) -> int | None:
        """The exchange (RULES 14.2): the dealer's opponent, then the dealer."""
        return self._exchanger

    @property
    def stock(self) -> tuple[Card, ...]:
        """The cards left in the stock, top first."""
        return self._stock[self._drawn :]

    @property
    def set_aside(self) -> CardSet:
        """The stock left and the discards (out of play, RULES 14.2)."""
        return CardSet(self.stock) | CardSet(self._discards[0] | self._discards[1])

    @property
    def honours(self) -> tuple[tuple[int, int], ...]:
        """(player, points) of honours in the hands as played (RULES 2.6; none in nullo)."""
        contract = self.contract
        if contract is None:
            return ()
        held = [hand_honours(CardSet(mask), contract.denomination) for mask in self._hands]
        return tuple((p, points) for p, points in enumerate(held) if points)

    def _entries(self, contract: NulloContract, declarer: int, tricks: int) -> list[PlayerEntry]:
        """The deal's ledger entries (RULES 14.5)."""
        vulnerable = self.vulnerability.is_vulnerable(Side(declarer))
        return deal_entries(
            contract, declarer, tricks, vulnerable=vulnerable, opponents=(1 - declarer,), honours=self.honours
        )

    # -- the exchange -------------------------------------------------------------------

    def _check_given(self, holder: int, card: Card) -> None:
        """No more discards than the stock holds (RULES 14.2)."""
        if self._discards[holder].bit_count() >= len(self.stock):
            raise IllegalCardError(
                ngettext(
                    "illegal discard {card} by {seat}: only {count} card remains in the stock (RULES 14.2)",
                    "illegal discard {card} by {seat}: only {count} cards remain in the stock (RULES 14.2)",
                    len(self.stock),
                ).format(card=card, seat=SEAT_NAMES[holder], count=len(self.stock))
            )

    def verify_draw(self, *, seat: int | None = None) -> None:
        """Raise unless the player exchanging may end his exchange now.

        :raises IllegalActionError: outside the exchange
        :raises OutOfTurnError: if *seat* is not the player exchanging
        """
        if self._stage != "exchange":
            raise IllegalActionError(_("illegal draw: the exchange is over (RULES 14.2)"))
        if seat is not None and seat != self._exchanger:
            raise OutOfTurnError(
                _("draw by {seat} out of turn: {other} exchanges").format(
                    seat=SEAT_NAMES[seat], other=SEAT_NAMES[self._exchanger]
                )
            )

    can_draw = can(verify_draw)

    def draw(self, *, seat: int | None = None) -> Drew:
        """Draw as many cards from the top of the stock as were discarded; ends the turn.

        :raises IllegalActionError: outside the exchange
        """
        self.verify_draw(seat=seat)
        who = self._exchanger
        return self._record(Drew(who, self._discards[who].bit_count()))

    # -- the generic API ------------------------------------------------------------------------

    def legal_actions(self) -> list[Any]:
        """Discards and the draw (exchange), calls (auction), cards (play); nothing at the end."""
        if self._stage == "exchange":
            who = self._exchanger
            room = self._discards[who].bit_count() < len(self.stock)
            actions: list[Any] = cards_of(self._hands[who]) if room else []
            return [*actions, Drew(who, self._discards[who].bit_count())]
        return super().legal_actions()

    def take_draw(self, record: Drew) -> Drew:
        """Draw as *record* says: as many cards as were discarded (RULES 14.2).

        :raises IllegalActionError: another number, or outside the exchange
        """
        if self._stage == "exchange" and record.number != self._discards[self._exchanger].bit_count():
            raise IllegalActionError(
                _("{record}: a player draws as many cards as he discarded (RULES 14.2)").format(record=record)
            )
        return self.draw(seat=record.seat)

    def parse_action(self, text: str) -> object:
        """Also ``B draws 2`` and, in the exchange, ``draw``."""
        words = text.lower().split()
        if len(words) == 3 and words[1] == "draws":
            return Drew.from_str(text)
        if self._stage == "exchange" and words[:1] in (["draw"], ["draws"]):
            return Drew(self._exchanger, self._discards[self._exchanger].bit_count())
        return super().parse_action(text)

    def view(self, seat: int) -> NulloView:
        """What *seat* sees: his hand and his discards; never the stock or the other hand (until the end)."""
        over = self._stage == "over"
        return self._staged_view(
            NulloView,
            seat,
            range(2) if over else (seat,),
            stock_size=len(self.stock),
            discarded=CardSet(self._discards[seat]),
            is_redeal=over and self.is_redeal,
        )


NULLO = Variant(
    name="nullo",
    title=N_("Nullo (two players)"),
    game=NulloGame,
    seat_names=SEAT_NAMES,
    rules="RULES 14",
)


class NulloViewHook(staged.StagedViewHook):
    """The seat view of Nullo (RULES 14): a player sees his hand and his own discards; the stock
    and the other's discards stay face down (14.1, 14.2) until the end."""

    rules = "RULES 14"
    stage_labels = {"exchange": N_("Exchange")}

    def zones(self, game: staged.StagedGame, viewer: int | None) -> tuple[Zone, ...]:
        assert isinstance(game, NulloGame)
        zones = list(super().zones(game, viewer))
        for seat in (0, 1):
            label = _("discards of {player}").format(player=self.seat_label(game, seat))
            zones.append(
                self.own_or_hidden("discards", seat, label, CardSet(game._discards[seat]), viewer, game)
            )
        zones.append(self.own_or_hidden("stock", None, _("Stock"), CardSet(game.stock), viewer, game))
        return tuple(zones)

    def describe(self, game: staged.StagedGame, record: object, viewer: int | None) -> str | None:
        if isinstance(record, Discarded):
            what = self.private_card(game, record.seat, record.card, viewer)
            return f"{self.name(game, record.seat)} discards {what}"
        if isinstance(record, Drew):
            return f"{self.name(game, record.seat)} draws {record.number}"
        return super().describe(game, record, viewer)

    def action(self, game: staged.StagedGame, action: object) -> LegalAction:
        if isinstance(action, Drew):
            return LegalAction(
                "choice", str(action), _("Draw {count} and end the exchange").format(count=action.number)
            )
        return super().action(game, action)


register_view_hook(NulloGame, NulloViewHook())
