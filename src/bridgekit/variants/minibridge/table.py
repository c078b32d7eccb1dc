"""Table mode of minibridge (RULES 10, 11): the play's irregularities are recorded, the Laws applied.

``new_game("minibridge", table_mode=True, laws="2017")`` (or ``laws="classic"``) follows a deal
of minibridge as it happens at a real or a teaching table. Minibridge has no auction: the
announcements, the slip, the declarer named and dummy's lengths are fixed by the hands and the
contract is chosen by declarer, so these steps stay as strict as in :mod:`~bridgekit.variants.minibridge`
(a wrong or out-of-turn step is refused with its rule). What RULES 10.1 brings to minibridge is
the play: leads and cards out of turn (Laws 53-57), revokes (Laws 61-64), exposed and penalty
cards (Laws 49-51), lead penalties (Law 50D2), claims and concessions (Laws 68-71), the director
(Laws 9B, 12C), the reviews and dummy's rights (RULES 10.10) and a redeal before the first
announcement (RULES 1.3). They are the rules of contract bridge's table mode, shared through
:class:`~bridgekit.variants.table_game.TableGame`.

>>> from bridgekit import new_game
>>> deal = "N:T962.4.AT95.AT87 AJ4.AQJT7.K86.54 Q.K53.QJ43.J9632 K8753.9862.72.KQ"
>>> game = new_game("minibridge", table_mode=True, deal=deal)
>>> for action in ["pass", "I open", "slip 8", "I play", "lengths 5-4-2-2", "1H", "N S2"]:
...     _ = game.act(action)
>>> game.to_act, [str(a) for a in game.legal_actions()]
(Seat.EAST, ['E accept', 'E become-dummy', 'E refuse'])
>>> _ = game.act("refuse"); game.penalty_cards(Seat.NORTH)
{Card.from_str('S2'): <PenaltyKind.MAJOR: 'major'>}
>>> print(game.log[-1])
E: S2 is a major penalty card; S leads (Law 54D)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from bridgekit.calls import Contract
from bridgekit.cards import Card
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, NotationError, OutOfTurnError
from bridgekit.laws.play import PenaltyKind
from bridgekit.laws.records import Exposed, TableRecord
from bridgekit.laws.table_auction import Note
from bridgekit.seats import Seat
from bridgekit.state import Claimed, Phase, Played, Record
from bridgekit.variants.minibridge.game import MinibridgeGame, MinibridgeViewHook
from bridgekit.variants.minibridge.records import (
    Announced,
    Chosen,
    LengthsShown,
    Named,
    Slipped,
    parse_minibridge_action,
    parse_record,
)
from bridgekit.variants.owned import OwnedGame
from bridgekit.variants.table_game import (
    Choice,
    TableGame,
    TableViewHook,
    history_json,
    table_game_from_json,
)
from bridgekit.variants.table_play_rules import SEATS
from bridgekit.views import register_view_hook

__all__ = ["TableMinibridgeGame", "history_json", "game_from_json"]

_STEPS = (Announced, Slipped, Named, LengthsShown, Chosen)


class TableMinibridgeGame(TableGame, MinibridgeGame):
    """Minibridge in table mode: the irregularities of the play are recorded and rectified (RULES 10)."""

    _before_play_text = "the contract is not chosen yet (RULES 11.4)"
    _redeal_text = "a redeal comes before the first announcement (RULES 1.3)"

    # -- state -----------------------------------------------------------------------------

    def _reset(self) -> None:
        OwnedGame._reset(self)
        self._reset_table()

    def _apply_deal(self, deal: Deal) -> None:
        OwnedGame._apply_deal(self, deal)
        self._current_deal = deal

    def _first_declarer(self) -> int | None:
        return self._named if self._contract is not None else None

    def _apply_stage(self, record: Record | TableRecord) -> None:
        """A step of RULES 11.2-11.4, checked as in strict minibridge (the hands fix it)."""
        if not isinstance(record, _STEPS):
            raise IllegalActionError(f"{record} is not an action of {self.variant.name} in table mode")
        self.verify_step(record)
        self._apply_bidding(record)

    def _start_play(
        self, contract: Contract, declarer: int, *, leader: int, next_seat: Callable[[int], int] | None = None
    ) -> None:
        """Declarer has chosen the contract: the play of table mode starts, his LHO leads (RULES 11.5)."""
        self._contract = contract
        self._declarer = declarer
        self._start_table_play(declarer, contract.strain.suit)

    def _on_swap(self) -> None:
        """Law 54A: declarer spread his hand after an opening lead out of turn; his partner declares."""
        self._declarer = self._declarer_seat()

    def _may_redeal(self) -> bool:
        return self._phase is Phase.AUCTION and self._stage == "announce" and not self._announced

    def _expose_before_play(self, exposed: Exposed, kind: PenaltyKind) -> None:
        """Law 24 without its pass (minibridge has no calls, DECISION): a single low card exposed by
        accident before the play, nothing; any other card is a major penalty card if its owner defends."""
        seat, cards = exposed.seat, exposed.cards
        text = " ".join(map(str, cards))
        if kind is PenaltyKind.MINOR:
            self._note(Note("24A", f"{text} exposed before the play: no rectification"))
            return
        self._auction_exposed.setdefault(seat, {}).update(dict.fromkeys(cards, PenaltyKind.MAJOR))
        self._note(Note("24", f"{text} exposed before the play: penalty cards if {SEATS[seat]} defends"))

    # -- what the table knows --------------------------------------------------------------

    @property
    def tricks_won(self) -> tuple[int, int]:
        """Tricks of N-S and E-W, after the revoke transfers once the play is over (RULES 10.8)."""
        return self._with_transfers(super().tricks_won)

    @property
    def score(self) -> int | None:
        """The N-S score: a director's adjusted score if he gave one (Law 12C), else the deal score (11.6)."""
        if self._adjusted is not None and self._phase is Phase.OVER:
            return self._adjusted
        return super().score

    @property
    def to_act(self) -> Seat | None:
        """The seat that decides now: the step's player before the play; then a pending irregularity's
        decider, declarer for lead penalties, for dummy and for a choice among penalty cards."""
        if self._pending is not None:
            return SEATS[self._pending.decider]
        if self._phase is Phase.AUCTION:
            return SEATS[self._bidding_to_act()]
        return self._play_to_act()

    def legal_actions(self) -> list[Any]:
        """The honest step before the play (any contract for declarer); then the choices of a pending
        irregularity, declarer's lead penalties, the cards every obligation allows, and the correction
        of an open revoke."""
        seat = self.to_act
        if seat is None:
            return []
        if self._phase is Phase.AUCTION:
            return self._bidding_actions()
        return self._play_actions(seat)

    def visible_seats(self, seat: int) -> set[int]:
        """Minibridge's rule, plus a disputed claimer's hands, face up (RULES 10.9)."""
        seen = super().visible_seats(seat)
        if self._tp is not None:
            seen |= self._tp.faced
        return seen

    def review_auction(self, seat: int) -> tuple[Announced | Named | Chosen, ...] | str:
        """What *seat* may ask about the way to the contract (RULES 10.10): before the opening lead the
        public steps (announcements, the declarer named, the contract; the slip and dummy's lengths
        are private), after it only the contract."""
        if self._tp is not None and self.opening_lead_made and self._phase is Phase.PLAY:
            return f"contract {self.contract} (declarer {self.declarer})"
        records: list[object] = list(self._history)
        return tuple(r for r in records if isinstance(r, Announced | Named | Chosen))

    # -- choices for a table or a CLI ------------------------------------------------------

    def pending_choices(self) -> list[Choice]:
        """Every choice the Laws open now, to whom, with the Law's text: the seat to act's choices and
        the correction of an open revoke that any player may ask for."""
        return self._play_choices(self._pending_laws(self._pending)) + self._revoke_choices(self.to_act)

    # -- actions ---------------------------------------------------------------------------

    def parse_action(self, text: str) -> Any:
        """Read an action: before the play a step (``pass``, ``I open``, ``slip 9``, ``I play``,
        ``lengths 4-3-3-3``, ``4H``, or a record's text such as ``E names E declarer``); at any time
        ``W exposes HQ``, a director's or a redeal line; in the play ``W SA``, ``accept``,
        ``N claims 3`` … (see TABLE_COMMANDS).

        :raises NotationError: if the text is none of these
        """
        if self._phase is not Phase.AUCTION:
            return super().parse_action(text)
        try:
            return parse_record(text)
        except (NotationError, ValueError, IndexError):
            pass
        try:
            return parse_minibridge_action(
                text,
                stage=self._stage,
                seat=Seat(self._bidding_to_act()),
                declarer=self._rule_text_declarer(),
            )
        except NotationError as error:
            first = error
        try:
            return super().parse_action(text)
        except NotationError:
            raise first from None

    def _parse_plain(self, word: str) -> Card:
        return Card.from_str(word)

    def _parse_seated(self, seat: Seat, word: str) -> Played:
        return Played(seat, Card.from_str(word))

    def _stage_record(self, action: Any, seat: int | None) -> Record | None:
        if isinstance(action, Contract) and self._phase is Phase.AUCTION:
            action = Chosen(Seat(seat if seat is not None else self._bidding_to_act()), action)
        if isinstance(action, _STEPS):
            if seat is not None and seat != action.seat:
                raise OutOfTurnError(f"{action} given for {SEATS[seat]}")
            return cast(Record, action)
        return None

    def claim(self, seat: int, tricks: int) -> Claimed:
        """An agreed claim (Law 69): *seat*'s side wins *tricks* of the remaining tricks."""
        return cast(Claimed, self.act(Claimed(SEATS[seat], tricks)))


def game_from_json(text: str) -> TableMinibridgeGame:
    """Replay a table-mode minibridge game written by :func:`history_json`.

    :raises NotationError: if the JSON is not such a record
    :raises IllegalActionError: if an action is not allowed where it stands
    """
    game = table_game_from_json(text)
    if not isinstance(game, TableMinibridgeGame):
        raise NotationError("not a table-mode game record of minibridge")
    return game


class TableMinibridgeViewHook(TableViewHook[OwnedGame], MinibridgeViewHook):
    """Minibridge's seat view in table mode (RULES 10.1)."""

    rules = "RULES 11, 10"


register_view_hook(TableMinibridgeGame, TableMinibridgeViewHook())
