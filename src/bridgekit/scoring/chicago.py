"""Chicago (four-deal bridge) and Chicago duplicate (RULES 5).

A Chicago is four deals dealt by N, E, S, W in turn with a fixed vulnerability schedule.
Trick scores go below the line and combine into games as in rubber bridge; a game scores
300 NV / 500 V; a passed-out deal is redealt by the same dealer and does not count.

>>> from bridgekit.calls import Contract
>>> ledger = ChicagoLedger()
>>> _ = ledger.record(Contract.from_str("2S"), Seat.NORTH, 9)
>>> ledger.deal_number, ledger.dealer, ledger.vulnerability
(2, Seat.EAST, Vulnerability.EW)
>>> _ = ledger.record(Contract.from_str("2H"), Seat.SOUTH, 8)
>>> ledger.totals
{Side.NS: 450, Side.EW: 0}
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final, Literal

from bridgekit.calls import Contract
from bridgekit.errors import NotationError
from bridgekit.scoring.duplicate import Honours, check_tricks, duplicate_score, game_bonus
from bridgekit.scoring.ledger import (
    GAME_BONUS,
    PARTSCORE_BONUS,
    DealRecord,
    Entry,
    Line,
)
from bridgekit.scoring.rubber import WeTheySheet
from bridgekit.seats import Seat, Side, Vulnerability

__all__ = ["ChicagoDuplicate", "ChicagoLedger", "ChicagoOptions", "chicago_dealer", "chicago_vulnerability"]

PartscoreBonus = Literal["fourth_deal", "unconverted_at_end"]
#: RULES 5.1: deals in a Chicago.
CYCLE: Final = 4
#: RULES 5.4: the partscore bonus.
CHICAGO_PARTSCORE_BONUS: Final = 100
#: RULES 5.7: allowed partscore values of Chicago duplicate.
PARTSCORE_VALUES: Final = (50, 100)
DEAL_SCORE: Final = "deal score"


@dataclass(frozen=True, slots=True)
class ChicagoOptions:
    """The options of Chicago (RULES 5.2, 5.4, 5.6, 5.7), standard by default.

    :param nondealer_vulnerable: deals 2 and 3 make the dealer's opponents vulnerable (RULES 5.2)
    :param partscore_bonus: ``fourth_deal`` or ``unconverted_at_end`` (RULES 5.4)
    :param honours: score honours (RULES 5.6)
    :param partscore_value: the partscore bonus of Chicago duplicate, 50 or 100 (RULES 5.7)
    :raises NotationError: on a value the rules do not offer
    """

    nondealer_vulnerable: bool = False
    partscore_bonus: PartscoreBonus = "fourth_deal"
    honours: bool = False
    single_insult: bool = False
    old_undertricks: bool = False
    partscore_value: int = 50

    def __post_init__(self) -> None:
        if self.partscore_bonus not in ("fourth_deal", "unconverted_at_end"):
            raise NotationError(
                f"not a partscore bonus: {self.partscore_bonus!r}"
                " (expected 'fourth_deal' or 'unconverted_at_end')"
            )
        if self.partscore_value not in PARTSCORE_VALUES:
            raise NotationError(
                f"not a Chicago duplicate partscore value: {self.partscore_value!r} (50 or 100)"
            )


def _check_deal(deal: int) -> int:
    if isinstance(deal, bool) or not isinstance(deal, int) or deal < 1:
        raise NotationError(f"not a Chicago deal number: {deal!r} (deals start at 1)")
    return (deal - 1) % CYCLE + 1


def chicago_dealer(deal: int, first_dealer: Seat = Seat.NORTH) -> Seat:
    """The dealer of the *deal*-th deal: the first dealer, then clockwise (RULES 5.1).

    >>> chicago_dealer(1), chicago_dealer(4), chicago_dealer(5, Seat.EAST)
    (Seat.NORTH, Seat.WEST, Seat.EAST)

    :raises NotationError: if *deal* is not a positive int
    """
    _check_deal(deal)
    return Seat((first_dealer + deal - 1) % 4)


def chicago_vulnerability(deal: int, dealer: Seat, *, nondealer_vulnerable: bool = False) -> Vulnerability:
    """The vulnerability of a Chicago deal (RULES 5.2).

    Deal 1 none; deals 2 and 3 the dealer's side (or, with *nondealer_vulnerable*, the
    other side); deal 4 both. Deals 5, 6, … repeat the cycle.

    >>> chicago_vulnerability(2, Seat.EAST), chicago_vulnerability(2, Seat.EAST, nondealer_vulnerable=True)
    (Vulnerability.EW, Vulnerability.NS)

    :raises NotationError: if *deal* is not a positive int
    """
    position = _check_deal(deal)
    if position == 1:
        return Vulnerability.NONE
    if position == CYCLE:
        return Vulnerability.BOTH
    side = dealer.side.opponents if nondealer_vulnerable else dealer.side
    return Vulnerability.of(ns=side is Side.NS, ew=side is Side.EW)


class ChicagoLedger(WeTheySheet):
    """The score sheet of Chicago (RULES 5.1–5.6). Append-only, replayable from its deals."""

    options: ChicagoOptions

    def __init__(self, options: ChicagoOptions | None = None, *, first_dealer: Seat = Seat.NORTH) -> None:
        super().__init__(options or ChicagoOptions(), first_dealer)
        self._played = 0
        self._game = 1

    @property
    def deal_number(self) -> int:
        """The 1-based number of the next deal; a passed-out deal does not advance it (RULES 5.5)."""
        return self._played + 1

    @property
    def deal_in_chicago(self) -> int:
        """1–4: the position of the next deal in its Chicago (RULES 5.1)."""
        return self._played % CYCLE + 1

    @property
    def chicago_number(self) -> int:
        """The 1-based number of the Chicago the next deal belongs to."""
        return self._played // CYCLE + 1

    @property
    def is_complete(self) -> bool:
        """Whether a whole number of Chicagos (at least one) has been played."""
        return self._played > 0 and self._played % CYCLE == 0

    @property
    def dealer(self) -> Seat:
        """The dealer of the next deal (RULES 5.1, 5.5)."""
        return chicago_dealer(self.deal_number, self.first_dealer)

    @property
    def vulnerability(self) -> Vulnerability:
        """The vulnerability of the next deal (RULES 5.2)."""
        return chicago_vulnerability(
            self.deal_number, self.dealer, nondealer_vulnerable=self.options.nondealer_vulnerable
        )

    @property
    def partscores(self) -> dict[Side, int]:
        """Each side's trick score below the line in the current game (RULES 5.3)."""
        return dict(self._partscores)

    def _score(self, deal: DealRecord, contract: Contract, declarer: Seat) -> DealRecord:
        """Write the contract, its game or the fourth deal's partscore bonus, and close the
        Chicago after its fourth deal (RULES 5.3, 5.4)."""
        number, position, side, game = deal.number, self.deal_in_chicago, declarer.side, self._game
        vulnerable = deal.vulnerability.is_vulnerable(side)
        entries, game_won = self._write_contract(
            contract, declarer, deal.tricks, deal.honours, vulnerable=vulnerable, deal=number, game=game
        )
        if game_won is not None:
            entries.append(
                Entry(side, game_bonus(vulnerable=vulnerable), Line.ABOVE, GAME_BONUS, number, game)
            )
            self._new_game()
        elif (
            deal.tricks >= contract.tricks_needed
            and position == CYCLE
            and self.options.partscore_bonus == "fourth_deal"
        ):
            entries.append(Entry(side, CHICAGO_PARTSCORE_BONUS, Line.ABOVE, PARTSCORE_BONUS, number, game))
        if position == CYCLE:
            entries += self._end_chicago(number)
        self._played += 1
        return replace(deal, entries=tuple(entries), game_won=game_won)

    def _new_game(self) -> None:
        """RULES 5.3: a game cancels both sides' partscores."""
        self._partscores = {Side.NS: 0, Side.EW: 0}
        self._game += 1

    def _end_chicago(self, deal: int) -> list[Entry]:
        """RULES 5.4 ``unconverted_at_end``: 100 for a partscore held after deal 4; then a fresh sheet."""
        entries = []
        if self.options.partscore_bonus == "unconverted_at_end":
            entries = [
                Entry(side, CHICAGO_PARTSCORE_BONUS, Line.ABOVE, PARTSCORE_BONUS, deal, self._game)
                for side in Side
                if self._partscores[side]
            ]
        if any(self._partscores.values()):
            self._new_game()
        return entries


class ChicagoDuplicate(ChicagoLedger):
    """Chicago duplicate (RULES 5.7): Chicago's dealers and vulnerability, each deal scored
    alone by RULES 2.7 with no carry-over.

    Each deal writes one entry, ``deal score``, for the side that scores it.

    >>> from bridgekit.calls import Contract
    >>> ledger = ChicagoDuplicate()
    >>> ledger.record(Contract.from_str("2S"), Seat.NORTH, 9).entries[0].points
    140
    >>> ledger.net(Side.EW)
    -140
    """

    def _check_deal(self, contract: Contract | None, tricks: int, honours: Honours) -> None:
        check_tricks(tricks)  # honours are never scored (RULES 2.7)

    def _score(self, deal: DealRecord, contract: Contract, declarer: Seat) -> DealRecord:
        """The deal's score by RULES 2.7, one entry for the side that scores it."""
        score = duplicate_score(
            contract,
            deal.tricks,
            vulnerable=deal.vulnerability.is_vulnerable(declarer),
            old_undertricks=self.options.old_undertricks,
            partscore_bonus=self.options.partscore_value,
            single_insult=self.options.single_insult,
        )
        side = declarer.side if score > 0 else declarer.side.opponents
        entry = Entry(side, abs(score), Line.ABOVE, DEAL_SCORE, deal.number, self.deal_number)
        self._played += 1
        return replace(deal, honours=(None, 0), entries=(entry,))
