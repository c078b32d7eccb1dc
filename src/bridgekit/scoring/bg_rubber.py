"""The rubber record with deal bonuses: "cross" and "chimney" (Bulgarian text, RULES 4).

Rubber bridge (RULES 3) in which every made contract also earns the deal bonuses of
RULES 2.4, with no 700/500 rubber bonus: the game that wins the rubber scores 500.
The *cross* is the We/They sheet (:attr:`~RubberLedger.above`, :attr:`~RubberLedger.below`);
the *chimney* (:attr:`BgRubberLedger.rows`) keeps a signed trick column and a running
signed bonus column, N–S positive.

>>> from bridgekit.calls import Contract
>>> ledger = BgRubberLedger()
>>> ledger.record(Contract.from_str("2NT"), Seat.NORTH, 9).number
1
>>> ledger.rows
(ChimneyRow(deal=1, trick=70, bonus=30),)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bridgekit.scoring.duplicate import GAME_BONUS as GAME_BONUSES
from bridgekit.scoring.ledger import GAME_BONUS, PARTSCORE_BONUS, Entry, Line, Settlement, settle
from bridgekit.scoring.rubber import RubberLedger, RubberOptions
from bridgekit.seats import Seat, Side

__all__ = ["BgRubberLedger", "BgRubberOptions", "ChimneyRow"]

#: RULES 4.1: the partscore bonus of RULES 2.4.
BG_PARTSCORE_BONUS: Final = 50
#: RULES 4.1: the game that wins the rubber scores the vulnerable game bonus.
RUBBER_GAME_BONUS: Final = GAME_BONUSES[True]


@dataclass(frozen=True, slots=True)
class BgRubberOptions:
    """Options of the Bulgarian rubber record (RULES 4.2; the rest as RULES 3).

    :param count_nv_bonuses: score the partscore bonus and the NV game bonus (RULES 4.2)
    """

    count_nv_bonuses: bool = False
    honours: bool = True
    single_insult: bool = False
    old_undertricks: bool = False
    settlement: Settlement = "points"

    def __post_init__(self) -> None:
        settle(0, self.settlement)

    def rubber_options(self) -> RubberOptions:
        """The rubber options these imply (the shared parts of RULES 3)."""
        return RubberOptions(
            honours=self.honours,
            single_insult=self.single_insult,
            old_undertricks=self.old_undertricks,
            settlement=self.settlement,
        )


@dataclass(frozen=True, slots=True)
class ChimneyRow:
    """One row of the chimney (RULES 4.4): N–S-signed trick score, running N–S-signed bonus total.

    :param deal: the 1-based deal number
    :param trick: the trick score written (N–S positive), ``None`` if no contract was made
    :param bonus: the running total of everything else after this deal (N–S positive)
    """

    deal: int
    trick: int | None
    bonus: int

    def __str__(self) -> str:
        trick = "—" if self.trick is None else f"{self.trick:+d}"
        return f"{trick} / {self.bonus:+d}"


def _signed(entry: Entry) -> int:
    return entry.points if entry.side is Side.NS else -entry.points


class BgRubberLedger(RubberLedger):
    """The Bulgarian rubber record (RULES 4.1–4.4): rubber ledger with deal bonuses."""

    def __init__(self, options: BgRubberOptions | None = None, *, first_dealer: Seat = Seat.NORTH) -> None:
        self.bg_options = options or BgRubberOptions()
        super().__init__(self.bg_options.rubber_options(), first_dealer=first_dealer)

    def _bonuses(self, side: Side, *, vulnerable: bool, game_won: bool, deal: int, game: int) -> list[Entry]:
        """RULES 4.1–4.3: partscore 50 / game 300 NV only if counted; the rubber game 500."""
        if not game_won:
            points = BG_PARTSCORE_BONUS if self.bg_options.count_nv_bonuses else 0
            reason = PARTSCORE_BONUS
        elif self.winner is side or vulnerable:
            points, reason = RUBBER_GAME_BONUS, GAME_BONUS
        else:
            points = GAME_BONUSES[False] if self.bg_options.count_nv_bonuses else 0
            reason = GAME_BONUS
        return [Entry(side, points, Line.ABOVE, reason, deal, game)] if points else []

    @property
    def rows(self) -> tuple[ChimneyRow, ...]:
        """The chimney, one row per deal that was not passed out (RULES 4.4, TV-R-02)."""
        rows, bonus = [], 0
        for deal in self.deals:
            if deal.contract is None:
                continue
            below = [_signed(e) for e in deal.entries if e.line is Line.BELOW]
            bonus += sum(_signed(e) for e in deal.entries if e.line is Line.ABOVE)
            rows.append(ChimneyRow(deal.number, sum(below) if below else None, bonus))
        return tuple(rows)

    @property
    def trick_total(self) -> int:
        """The sum of the chimney's trick column, N–S positive."""
        return sum(_signed(e) for e in self.entries if e.line is Line.BELOW)

    @property
    def bonus_total(self) -> int:
        """The sum of the chimney's bonus column, N–S positive."""
        return sum(_signed(e) for e in self.entries if e.line is Line.ABOVE)
