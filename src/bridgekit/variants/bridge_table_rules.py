"""The machinery of contract bridge's table mode (RULES 10): the auction through the Laws.

:class:`TableRules` applies calls to :class:`~bridgekit.laws.table_auction.TableAuction`
(insufficient bids, calls out of rotation, passes owed, Law 26B lead restrictions, cards
exposed during the auction, the classic rectification of unauthorised information) and
starts the play of :class:`~bridgekit.variants.table_play_rules.TablePlayRules`, which
applies the records of the play, claims, the director and redeals, shared with minibridge.
The public game, :class:`~bridgekit.variants.bridge.table.TableBridgeGame`, adds what a
table, a CLI or a director asks of it.
"""

from __future__ import annotations

from bridgekit.cards import Suit
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, IllegalCallError
from bridgekit.laws.bidding import LeadPenalty, forbiddable_suits
from bridgekit.laws.play import PenaltyKind
from bridgekit.laws.records import Decided, Exposed, Ruling, TableRecord
from bridgekit.laws.table_auction import Note, TableAuction
from bridgekit.state import Called, Phase, Record
from bridgekit.variants.bridge.game import BridgeGame
from bridgekit.variants.table_play_rules import SEATS, LogEntry, Pending, PendingKind, TablePlayRules

__all__ = ["TableRules", "Pending", "PendingKind", "LogEntry", "SEATS"]


class TableRules(TablePlayRules, BridgeGame):
    """Contract bridge whose actions go through the Laws on irregularities (RULES 10)."""

    _table: TableAuction

    # -- state ------------------------------------------------------------------------

    def _reset(self) -> None:
        BridgeGame._reset(self)
        self._reset_table()
        self._table = TableAuction(self.dealer, laws=self._laws)
        self._auction = self._table.auction
        self._ui_side: int | None = None

    def _apply_deal(self, deal: Deal) -> None:
        BridgeGame._apply_deal(self, deal)
        self._current_deal = deal

    def _first_declarer(self) -> int | None:
        return self._auction.declarer

    def _apply_stage(self, record: Record | TableRecord) -> None:
        if type(record) is not Called:
            raise IllegalActionError(f"{record} is not an action of {self.variant.name} in table mode")
        assert isinstance(record, Called)
        self._on_call(record)

    def _may_redeal(self) -> bool:
        return self._phase is Phase.AUCTION and not self._auction.calls and self._table.pending is None

    # -- the auction -------------------------------------------------------------------

    def _on_call(self, record: Called) -> None:
        if self._phase is not Phase.AUCTION:
            raise IllegalCallError(
                f"illegal call {record.call} by {SEATS[record.seat]}: the auction is over (Law 17E)"
            )
        self._note(self._table.call(record.seat, record.call))
        self._after_call()

    def _after_call(self) -> None:
        if self._auction.is_over:
            self._end_auction()

    def _end_auction(self) -> None:
        declarer = self._auction.declarer
        contract = self._auction.contract
        if declarer is None or contract is None:
            self._phase = Phase.OVER
            return
        self._start_table_play(declarer, contract.strain.suit)
        for offender, penalty in self._table.lead_penalties:
            if offender % 2 != declarer % 2:
                self._first_lead[(offender + 2) % 4] = (penalty, offender)
        if self._ui_side is not None and self._ui_side != declarer % 2:
            self._first_lead[(declarer + 1) % 4] = (LeadPenalty.REQUIRE_OR_FORBID, -1)

    def _first_lead_suits(self, offender: int) -> tuple[Suit, ...]:
        table = self._table
        return forbiddable_suits(table.offender_calls(offender), table.withdrawn.get(offender, []))

    def _auction_decision(self, decided: Decided) -> bool:
        if self._table.pending is None:
            return False
        self._note(self._table.decide(decided.seat, decided.option))
        self._after_call()
        return True

    def _expose_before_play(self, exposed: Exposed, kind: PenaltyKind) -> None:
        """Law 24: a single low card by accident, nothing; else penalty cards if the offender
        defends, and his partner passes at his next turn."""
        seat, cards = exposed.seat, exposed.cards
        text = " ".join(map(str, cards))
        if kind is PenaltyKind.MINOR:
            self._note(Note("24A", f"{text} exposed during the auction: no rectification"))
            return
        self._auction_exposed.setdefault(seat, {}).update(dict.fromkeys(cards, PenaltyKind.MAJOR))
        self._table.passes[(seat + 2) % 4] = max(self._table.passes[(seat + 2) % 4], 1)
        self._note(
            Note(
                "24",
                f"{text} exposed during the auction: penalty cards if {SEATS[seat]} defends; "
                f"{SEATS[(seat + 2) % 4]} must pass at his next turn",
            )
        )

    def _classic_ui(self, ruling: Ruling) -> None:
        """Classic unauthorised information (RULES 10.10): during the auction both offenders pass
        for the rest of it; if they defend, declarer may require or forbid one opening-lead suit."""
        value = ruling.value
        if self._phase is not Phase.AUCTION or value not in (0, 1):
            raise IllegalActionError(
                f"{ruling}: classic UI rectification is given during the auction for side 0/1"
            )
        assert value is not None
        self._ui_side = value
        for seat in (value, value + 2):
            self._table.passes[seat] = 99
