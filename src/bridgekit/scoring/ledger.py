"""Score-sheet entries shared by the rubber, Bulgarian rubber and Chicago ledgers (RULES 3–5).

A ledger writes frozen :class:`Entry` values: a side, the points, above or below the line,
and why. :func:`contract_entries` places the parts of RULES 2 on the sheet the way rubber
bridge does (RULES 3.1): the trick score below the line for the declaring side; overtricks,
slam and insult bonuses above it; undertricks above the line for the defenders.

>>> entry = Entry(Side.NS, 70, Line.BELOW, "trick score", deal=1, game=1)
>>> str(entry)
'NS below 70 trick score (deal 1, game 1)'
>>> Entry.from_str(str(entry)) == entry
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Final, Literal, Protocol

from bridgekit.calls import Contract, Strain
from bridgekit.errors import NotationError
from bridgekit.scoring.duplicate import (
    FIVE_HONOURS,
    FOUR_ACES,
    FOUR_HONOURS,
    Honours,
    check_tricks,
    insult_bonus,
    overtrick_score,
    slam_bonus,
    trick_score,
    undertrick_penalty,
)
from bridgekit.seats import Seat, Side, Vulnerability

__all__ = [
    "Entry",
    "EntryText",
    "DealRecord",
    "Line",
    "PlayedContract",
    "ScoreSheet",
    "Settlement",
    "contract_entries",
    "honours_entry",
    "settle",
    "side_totals",
]

Settlement = Literal["points", "hundreds"]
#: The reasons written on the sheet (a terminal may translate them).
TRICK_SCORE: Final = "trick score"
OVERTRICKS: Final = "overtricks"
UNDERTRICKS: Final = "undertricks"
SMALL_SLAM: Final = "small slam"
GRAND_SLAM: Final = "grand slam"
INSULT: Final = "insult"
HONOURS: Final = "honours"
GAME_BONUS: Final = "game bonus"
PARTSCORE_BONUS: Final = "partscore bonus"
RUBBER_BONUS: Final = "rubber bonus"
UNFINISHED_RUBBER: Final = "unfinished rubber"
UNFINISHED_GAME: Final = "unfinished game"


class Line(StrEnum):
    """Where an entry is written: above or below the line (RULES 3.1)."""

    ABOVE = "above"
    BELOW = "below"


_ENTRY_RE: Final = re.compile(r"^(NS|EW) (above|below) (-?\d+) (.+) \(deal (\d+), game (\d+)\)$")


class EntryText:
    """The text of a sheet entry, ``HOLDER LINE POINTS REASON (deal D, game G)``, as ``str()``
    writes it: one format for :class:`Entry` and the family's ``PlayerEntry``, each of which
    names its :attr:`holder` (and reads its own text back with ``from_str``)."""

    __slots__ = ()
    points: int
    line: Line
    reason: str
    deal: int
    game: int

    @property
    def holder(self) -> object:
        """Whose column holds the entry: a side, or a player."""
        raise NotImplementedError

    def __str__(self) -> str:
        return f"{self.holder} {self.line} {self.points} {self.reason} (deal {self.deal}, game {self.game})"


@dataclass(frozen=True, slots=True)
class Entry(EntryText):
    """One entry of a score sheet.

    :param side: the side whose column holds the entry
    :param points: the points (positive)
    :param line: above or below the line
    :param reason: e.g. ``"trick score"``, ``"overtricks"``, ``"undertricks"``, ``"rubber bonus"``
    :param deal: the 1-based number of the deal that produced it (0: none, e.g. an unfinished rubber)
    :param game: the 1-based game of the rubber (or Chicago) it belongs to, to draw the lines
    """

    side: Side
    points: int
    line: Line
    reason: str
    deal: int = 0
    game: int = 1

    @property
    def holder(self) -> Side:
        return self.side

    @classmethod
    def from_str(cls, text: str) -> Entry:
        """Parse the text written by ``str(entry)``.

        :raises NotationError: if the text is not an entry
        """
        match = _ENTRY_RE.match(text.strip())
        if match is None:
            raise NotationError(
                f"not a score-sheet entry: {text!r}"
                " (expected e.g. 'NS below 70 trick score (deal 1, game 1)')"
            )
        side, line, points, reason, deal, game = match.groups()
        return cls(Side.from_str(side), int(points), Line(line), reason, deal=int(deal), game=int(game))


@dataclass(frozen=True, slots=True)
class DealRecord:
    """What a ledger recorded for one deal: the input (to replay it) and the entries written.

    :param number: 1-based number of the deal in the ledger (passed-out deals included)
    :param contract: the contract, ``None`` if passed out
    :param declarer: the declarer, ``None`` if passed out
    :param tricks: tricks won by the declaring side
    :param honours: the side that held honours and their value (RULES 2.6)
    :param vulnerability: the vulnerability the deal was played at
    :param entries: the entries written for the deal
    :param game_won: the side that completed a game on this deal, if any
    :param rubber_won: the side that won the rubber on this deal, if any
    """

    number: int
    contract: Contract | None
    declarer: Seat | None
    tricks: int
    honours: Honours
    vulnerability: Vulnerability
    entries: tuple[Entry, ...]
    game_won: Side | None = None
    rubber_won: Side | None = None


def check_honours(honours: Honours, contract: Contract | None) -> Honours:
    """Return *honours* if they can be held with *contract* (RULES 2.6).

    :raises NotationError: if the value is not 0, 100 or 150, does not fit the strain, or has no side
    """
    side, points = honours
    if points == 0 and side is None:
        return honours
    at_notrump = contract is not None and contract.strain is Strain.NOTRUMP
    allowed = (FOUR_ACES,) if at_notrump else (FOUR_HONOURS, FIVE_HONOURS)
    if contract is None or side is None or points not in allowed:
        strain = "passed out" if contract is None else f"contract {contract}"
        raise NotationError(f"impossible honours: {points} for {side} ({strain}; RULES 2.6)")
    return honours


def contract_entries(
    contract: Contract,
    declarer: Seat,
    tricks: int,
    *,
    vulnerable: bool,
    old_undertricks: bool,
    single_insult: bool,
    deal: int,
    game: int,
) -> list[Entry]:
    """The rubber-bridge entries of a played contract (RULES 3.1), without game or rubber bonuses.

    >>> [str(e) for e in contract_entries(Contract.from_str("2SX"), Seat.SOUTH, 9, vulnerable=False,
    ...     old_undertricks=False, single_insult=False, deal=4, game=2)]  # doctest: +NORMALIZE_WHITESPACE
    ['NS below 120 trick score (deal 4, game 2)', 'NS above 100 overtricks (deal 4, game 2)',
     'NS above 50 insult (deal 4, game 2)']

    :raises NotationError: if *tricks* is not 0–13
    """
    check_tricks(tricks)
    side = declarer.side
    if tricks < contract.tricks_needed:
        penalty = undertrick_penalty(
            contract, contract.tricks_needed - tricks, vulnerable=vulnerable, old_undertricks=old_undertricks
        )
        return [Entry(side.opponents, penalty, Line.ABOVE, UNDERTRICKS, deal, game)]
    parts = [
        (Line.BELOW, TRICK_SCORE, trick_score(contract)),
        (
            Line.ABOVE,
            OVERTRICKS,
            overtrick_score(contract, tricks - contract.tricks_needed, vulnerable=vulnerable),
        ),
        (
            Line.ABOVE,
            GRAND_SLAM if contract.level == 7 else SMALL_SLAM,
            slam_bonus(contract.level, vulnerable=vulnerable),
        ),
        (Line.ABOVE, INSULT, insult_bonus(contract.doubling, single_insult=single_insult)),
    ]
    return [Entry(side, points, line, reason, deal, game) for line, reason, points in parts if points]


def honours_entry(honours: Honours, *, deal: int, game: int) -> list[Entry]:
    """The honours entry, above the line for the holder's side (RULES 2.6), or none.

    >>> honours_entry((Side.EW, 150), deal=3, game=1)
    [Entry(side=Side.EW, points=150, line=<Line.ABOVE: 'above'>, reason='honours', deal=3, game=1)]
    """
    side, points = honours
    if side is None or not points:
        return []
    return [Entry(side, points, Line.ABOVE, HONOURS, deal, game)]


def side_totals(entries: tuple[Entry, ...] | list[Entry]) -> dict[Side, int]:
    """Each side's total of *entries* (RULES 3.5).

    >>> side_totals([Entry(Side.NS, 70, Line.BELOW, "trick score")])
    {Side.NS: 70, Side.EW: 0}
    """
    totals = {Side.NS: 0, Side.EW: 0}
    for entry in entries:
        totals[entry.side] += entry.points
    return totals


def settle(net: int, settlement: Settlement = "points") -> int:
    """A net result in the settlement unit (RULES 3.6).

    ``hundreds`` divides by 100 and rounds; **DECISION** (TV-R-00): an exact half is
    rounded toward zero ("fifty does not count").

    >>> settle(-250, "hundreds"), settle(260, "hundreds"), settle(150, "hundreds"), settle(-250)
    (-2, 3, 1, -250)

    :raises NotationError: if *settlement* is not ``points`` or ``hundreds``
    """
    if settlement == "points":
        return net
    if settlement != "hundreds":
        raise NotationError(f"not a settlement: {settlement!r} (expected 'points' or 'hundreds')")
    hundreds, rest = divmod(abs(net), 100)
    rounded = hundreds + (rest > 50)
    return rounded if net >= 0 else -rounded


class PlayedContract(Protocol):
    """A finished deal as a scorer reads it: the contract (``None``: passed out) and the tricks
    declarer's side won (``None``: not played)."""

    @property
    def contract(self) -> Contract | None: ...
    @property
    def result(self) -> int | None: ...


class ScoreSheet:
    """The append-only sheet a ledger writes: its deals, their entries, totals and net.

    Subclasses implement :meth:`record`; everything else is derived from the deals, so a
    ledger is the replay of its deals (:meth:`extend`).
    """

    def __init__(self) -> None:
        self._deals: list[DealRecord] = []
        self._closing: tuple[Entry, ...] = ()

    def record(
        self, contract: Contract | None, declarer: Seat, tricks: int, *, honours: Honours = (None, 0)
    ) -> DealRecord:
        """Score one deal and return what was written. ``None`` is a passed-out deal: nothing is
        scored (RULES 1.6; in Chicago the same dealer deals again, RULES 5.5).

        :raises IllegalActionError: if the sheet takes no more deals (a rubber that is over)
        :raises NotationError: if *tricks* is not 0–13 or the honours are impossible
        """
        self._check_deal(contract, tricks, honours)
        number, vulnerability = len(self._deals) + 1, self.vulnerability
        if contract is None:
            record = DealRecord(number, None, None, tricks, (None, 0), vulnerability, ())
        else:
            deal = DealRecord(number, contract, declarer, tricks, honours, vulnerability, ())
            record = self._score(deal, contract, declarer)
        self._deals.append(record)
        return record

    @property
    def vulnerability(self) -> Vulnerability:
        """The vulnerability of the next deal; given by each ledger."""
        raise NotImplementedError

    def _check_deal(self, contract: Contract | None, tricks: int, honours: Honours) -> None:
        """Refuse a deal the sheet cannot take: an impossible trick count or honours (RULES 2.6)."""
        check_tricks(tricks)
        check_honours(honours, contract)

    def _score(self, deal: DealRecord, contract: Contract, declarer: Seat) -> DealRecord:
        """*deal* (a contract played, nothing written yet) with what the sheet writes for it;
        implemented by each ledger."""
        raise NotImplementedError

    def extend(self, deals: Iterable[DealRecord]) -> None:
        """Record the inputs of *deals* again: replaying a ledger's deals rebuilds it.

        >>> from bridgekit.scoring.rubber import RubberLedger
        >>> ledger = RubberLedger()
        >>> _ = ledger.record(Contract.from_str("4S"), Seat.SOUTH, 11)
        >>> copy = RubberLedger(ledger.options)
        >>> copy.extend(ledger.deals)
        >>> copy.entries == ledger.entries
        True
        """
        for deal in deals:
            declarer = Seat.NORTH if deal.declarer is None else deal.declarer
            self.record(deal.contract, declarer, deal.tricks, honours=deal.honours)

    @property
    def deals(self) -> tuple[DealRecord, ...]:
        """Every deal recorded, passed-out deals included."""
        return tuple(self._deals)

    @property
    def entries(self) -> tuple[Entry, ...]:
        """Every entry in the order written."""
        return tuple(e for deal in self._deals for e in deal.entries) + self._closing

    @property
    def above(self) -> dict[Side, tuple[Entry, ...]]:
        """Each side's entries above the line."""
        return {
            side: tuple(e for e in self.entries if e.side is side and e.line is Line.ABOVE) for side in Side
        }

    @property
    def below(self) -> dict[Side, tuple[Entry, ...]]:
        """Each side's entries below the line (``entry.game`` says under which line)."""
        return {
            side: tuple(e for e in self.entries if e.side is side and e.line is Line.BELOW) for side in Side
        }

    @property
    def totals(self) -> dict[Side, int]:
        """Each side's total above and below the line (RULES 3.5)."""
        return side_totals(self.entries)

    def net(self, side: Side) -> int:
        """*side*'s total minus the opponents' total (RULES 3.5)."""
        totals = self.totals
        return totals[side] - totals[side.opponents]
