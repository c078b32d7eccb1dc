"""Movements: who plays which boards against whom, at which table, in each round (RULES 6.7).

A :class:`Movement` is data: one :class:`Seating` per table and round, and the pairs that sit
out. :func:`mitchell` builds the Mitchell of RULES 6.7 for any number of tables (with the skip
for an even number, arrow-switch rounds and a sit-out for an odd number of pairs);
:func:`howell` builds a complete Howell for 2 to 7 tables, where every pair meets every other.

>>> movement = mitchell(3, boards_per_round=2)
>>> movement.rounds, movement.board_count, movement.seating(2, 1)
(3, 6, Seating(round=2, table=1, ns='1NS', ew='3EW', boards=(3, 4)))
>>> howell(4, boards_per_round=3).rounds
7
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from bridgekit.errors import NotationError

__all__ = ["HOWELL_SHIFTS", "Movement", "Seating", "howell", "mitchell", "teams_movement"]

MAX_HOWELL_TABLES = 7


@dataclass(frozen=True, slots=True)
class Seating:
    """One table in one round: the pair sitting N–S, the pair sitting E–W and the boards they play."""

    round: int
    table: int
    ns: str
    ew: str
    boards: tuple[int, ...]


@dataclass(frozen=True)
class Movement:
    """A movement as data.

    :param name: e.g. ``"Mitchell 12 tables"``
    :param kind: ``"mitchell"`` or ``"howell"``
    :param tables: the number of tables
    :param rounds: the number of rounds
    :param boards_per_round: boards in each set
    :param board_count: boards in play (the sets × boards per round)
    :param pairs: every pair, in order
    :param seatings: one per table and round that is played
    :param sitouts: (round, pair) for each pair without a table in a round
    :param meets_once: the movement promises that no two pairs meet twice
    :param copies: the most tables that play one board set in the same round (1: no copies)
    :param fields: ``2`` when N–S and E–W pairs are ranked apart (a Mitchell without arrow-switch)
    """

    name: str
    kind: str
    tables: int
    rounds: int
    boards_per_round: int
    board_count: int
    pairs: tuple[str, ...]
    seatings: tuple[Seating, ...]
    sitouts: tuple[tuple[int, str], ...] = ()
    meets_once: bool = True
    copies: int = 1
    fields: int = 1

    @property
    def plays_per_board(self) -> int:
        """How often each board is played (by distinct tables), or 0 if boards are played unequally often."""
        counts = Counter(board for seating in self.seatings for board in seating.boards)
        return next(iter(counts.values())) if len(set(counts.values())) == 1 else 0

    def seating(self, round: int, table: int) -> Seating:
        """The seating of *table* in *round*.

        :raises NotationError: if that table does not play in that round
        """
        for seating in self.seatings:
            if seating.round == round and seating.table == table:
                return seating
        raise NotationError(f"no table {table} in round {round} of the {self.name}")

    def seatings_of(self, pair: str) -> list[Seating]:
        """The rounds in which *pair* plays, in order."""
        return [s for s in self.seatings if pair in (s.ns, s.ew)]

    def direction(self, pair: str) -> str:
        """``"NS"`` or ``"EW"``: the field a pair is ranked in (``"ALL"`` in a one-field movement)."""
        if self.fields == 1:
            return "ALL"
        return "NS" if pair.endswith("NS") else "EW"


def _set_boards(board_set: int, boards_per_round: int) -> tuple[int, ...]:
    start = (board_set - 1) * boards_per_round + 1
    return tuple(range(start, start + boards_per_round))


def _check(tables: int, boards_per_round: int, low: int, high: int | None) -> None:
    if tables < low or (high is not None and tables > high):
        upper = f" to {high}" if high is not None else " or more"
        raise NotationError(f"not a table count for this movement: {tables} ({low}{upper})")
    if boards_per_round < 1:
        raise NotationError(f"a round needs at least one board, not {boards_per_round}")


def _pair_count(tables: int, pairs: int | None, movement: str) -> int:
    """*pairs*, by default ``2 × tables``; with one fewer a pair sits out each round (RULES 6.7).

    :raises NotationError: for any other count
    """
    pairs = 2 * tables if pairs is None else pairs
    if pairs not in (2 * tables, 2 * tables - 1):
        raise NotationError(
            f"a {tables}-table {movement} needs {2 * tables - 1} or {2 * tables} pairs, not {pairs}"
        )
    return pairs


def _pairs_name(movement: str, tables: int, pairs: int) -> str:
    """``Mitchell 3 tables``, with the pair count when it is odd: ``Howell 4 tables (7 pairs)``."""
    return f"{movement} {tables} tables" + (f" ({pairs} pairs)" if pairs % 2 else "")


class _PairsPlan:
    """A pairs movement as it is made, table by table and round by round: its seatings, and its
    sit-outs, the opponents of the pair that is missing from an odd number of pairs (RULES 6.7)."""

    def __init__(
        self, movement: str, tables: int, pairs: int, boards_per_round: int, *, missing: str
    ) -> None:
        self.name = movement
        self.tables = tables
        self.pairs = pairs
        self.boards_per_round = boards_per_round
        self.missing = missing if pairs < 2 * tables else None
        self.seatings: list[Seating] = []
        self.sitouts: list[tuple[int, str]] = []

    def seat(self, round: int, table: int, ns: str, ew: str, board_set: int) -> None:
        """*ns* against *ew* at *table* in *round* with the boards of *board_set*, or, if one of
        them is the missing pair, the other sits out."""
        if self.missing in (ns, ew):
            self.sitouts.append((round, ew if ns == self.missing else ns))
        else:
            self.seatings.append(Seating(round, table, ns, ew, _set_boards(board_set, self.boards_per_round)))

    def movement(
        self, names: Sequence[str], *, rounds: int, sets: int, meets_once: bool, copies: int = 1, fields: int
    ) -> Movement:
        """The movement of pairs *names* in *rounds*, over *sets* board sets."""
        return Movement(
            name=_pairs_name(self.name, self.tables, self.pairs),
            kind=self.name.lower(),
            tables=self.tables,
            rounds=rounds,
            boards_per_round=self.boards_per_round,
            board_count=sets * self.boards_per_round,
            pairs=tuple(names),
            seatings=tuple(sorted(self.seatings, key=lambda s: (s.round, s.table))),
            sitouts=tuple(sorted(self.sitouts)),
            meets_once=meets_once,
            copies=copies,
            fields=fields,
        )


def mitchell(
    tables: int,
    *,
    boards_per_round: int,
    rounds: int | None = None,
    pairs: int | None = None,
    arrow_switch: Iterable[int] = (),
) -> Movement:
    """A Mitchell movement (RULES 6.7): N–S pairs stay; E–W pairs move up one table, boards down one.

    Pairs are named ``"3NS"`` and ``"3EW"`` by their starting table. With an even number of
    tables the E–W pairs skip a table after half the rounds; then at most ``tables − 1`` rounds
    keep every meeting new (the default). With ``pairs = 2 × tables − 1`` the N–S pair of the last
    table is missing and the E–W pair that comes there sits out. In an *arrow_switch* round
    (1-based) every table swaps directions, so the movement ranks all pairs in one field.

    >>> [s.ew for s in mitchell(4, boards_per_round=2).seatings if s.table == 1]
    ['1EW', '4EW', '2EW']
    >>> m = mitchell(3, boards_per_round=2, pairs=5)
    >>> m.sitouts
    ((1, '3EW'), (2, '2EW'), (3, '1EW'))

    :raises NotationError: for fewer than 2 tables, too many rounds, or a bad pair count
    """
    _check(tables, boards_per_round, 2, None)
    even = tables % 2 == 0
    most = tables - 1 if even else tables
    rounds = most if rounds is None else rounds
    if not 1 <= rounds <= tables:
        raise NotationError(f"a {tables}-table Mitchell has 1 to {tables} rounds, not {rounds}")
    pairs = _pair_count(tables, pairs, "Mitchell")
    switched = set(arrow_switch)
    if not switched <= set(range(1, rounds + 1)):
        raise NotationError(f"arrow-switch rounds must be 1 to {rounds}: {sorted(switched)}")
    plan = _PairsPlan("Mitchell", tables, pairs, boards_per_round, missing=f"{tables}NS")
    for r in range(rounds):
        skip = 1 if even and r >= tables // 2 else 0
        for e in range(1, tables + 1):
            table = (e - 1 + r + skip) % tables + 1
            board_set = (table - 1 + r) % tables + 1
            ns, ew = f"{table}NS", f"{e}EW"
            if r + 1 in switched:
                ns, ew = ew, ns
            plan.seat(r + 1, table, ns, ew, board_set)
    names = [f"{t}NS" for t in range(1, tables + 1) if pairs == 2 * tables or t < tables]
    names += [f"{t}EW" for t in range(1, tables + 1)]
    return plan.movement(
        names, rounds=rounds, sets=tables, meets_once=rounds <= most, fields=1 if switched else 2
    )


#: Board-set shifts ``h(k)`` of the cyclic Howell: in round *r* (0-based) table ``k + 1`` plays set
#: ``r + h(k)`` (mod ``2n − 1``). Each makes ``d ↦ h(|d|) − d`` a permutation, so every pair plays
#: every set once; distinct shifts (4, 6, 7 tables) mean no two tables share a set in a round. For 2,
#: 3 and 5 tables no such shifts exist in this schedule (found by exhaustive search), so tables share.
HOWELL_SHIFTS: Final[dict[int, tuple[int, ...]]] = {
    2: (0, 0),
    3: (0, 0, 0),
    4: (0, 2, 4, 1),
    5: (0, 2, 6, 8, 2),
    6: (0, 3, 5, 9, 1, 4),
    7: (0, 3, 5, 9, 1, 6, 2),
}


def howell(tables: int, *, boards_per_round: int, pairs: int | None = None) -> Movement:
    """A complete Howell for 2 to 7 tables: ``2 × tables − 1`` rounds, every pair meets every other
    pair once and plays every board once. Pair ``2 × tables`` is stationary N–S at table 1.

    With 2, 3 or 5 tables some tables share a board set in a round (:data:`HOWELL_SHIFTS`) and
    need copies of it or must pass the boards between them (:attr:`Movement.copies`).
    With an odd number of pairs the highest pair is missing and its opponents sit out.

    >>> m = howell(3, boards_per_round=2)
    >>> m.rounds, m.board_count, m.copies, m.plays_per_board
    (5, 10, 3, 3)

    :raises NotationError: for fewer than 2 or more than 7 tables, or a bad pair count
    """
    _check(tables, boards_per_round, 2, MAX_HOWELL_TABLES)
    pairs = _pair_count(tables, pairs, "Howell")
    m = 2 * tables - 1
    shifts = HOWELL_SHIFTS[tables]
    plan = _PairsPlan("Howell", tables, pairs, boards_per_round, missing=str(2 * tables))
    for r in range(m):
        for k in range(tables):
            ns = str(2 * tables) if k == 0 else str((r + k) % m + 1)
            ew = str(r % m + 1) if k == 0 else str((r - k) % m + 1)
            plan.seat(r + 1, k + 1, ns, ew, (r + shifts[k]) % m + 1)
    copies = max(list(shifts).count(value) for value in shifts)
    names = [str(p) for p in range(1, pairs + 1)]
    return plan.movement(names, rounds=m, sets=m, meets_once=True, copies=copies, fields=1)


def teams_movement(
    schedule: Sequence[Sequence[tuple[str, str]]], *, boards_per_round: int, rounds: int | None = None
) -> Movement:
    """The tables of a teams event (RULES 6.3): in each round every match has two rooms — the
    open room (table ``2m − 1``) with the home team N–S and the closed room (table ``2m``) with
    the visitors N–S — and all matches of a round play that round's boards.

    *schedule* lists each round's matches (home, visitors); a Swiss event's later rounds are
    added as they are paired, so *rounds* (the planned number) may be more than the schedule's.

    >>> m = teams_movement([[("Lions", "Tigers")]], boards_per_round=2)
    >>> [(s.table, s.ns, s.ew, s.boards) for s in m.seatings]
    [(1, 'Lions', 'Tigers', (1, 2)), (2, 'Tigers', 'Lions', (1, 2))]

    :raises NotationError: for a team playing twice in a round, or fewer than two teams
    """
    teams = sorted({t for matches in schedule for match in matches for t in match})
    planned = max(rounds or 0, len(schedule))
    if boards_per_round < 1 or len(teams) < 2 or planned < 1:
        raise NotationError("a teams event needs two teams, a round and a board a round")
    seatings: list[Seating] = []
    sitouts: list[tuple[int, str]] = []
    most = 0
    for r, matches in enumerate(schedule, 1):
        playing = [t for match in matches for t in match]
        if len(playing) != len(set(playing)):
            raise NotationError(f"round {r}: a team plays two matches")
        boards = _set_boards(r, boards_per_round)
        for m, (home, visitors) in enumerate(matches, 1):
            seatings.append(Seating(r, 2 * m - 1, home, visitors, boards))
            seatings.append(Seating(r, 2 * m, visitors, home, boards))
        sitouts += [(r, t) for t in teams if t not in playing]
        most = max(most, len(matches))
    return Movement(
        name=f"Teams {len(teams)} teams",
        kind="teams",
        tables=2 * max(most, len(teams) // 2),
        rounds=planned,
        boards_per_round=boards_per_round,
        board_count=planned * boards_per_round,
        pairs=tuple(teams),
        seatings=tuple(seatings),
        sitouts=tuple(sitouts),
        meets_once=len({frozenset(m) for ms in schedule for m in ms}) == sum(len(ms) for ms in schedule),
        copies=max(most, 1),
        fields=1,
    )
