"""A pairs event as data: its movement, its boards and the rules for entering a result.

:class:`MovementSpec` is what a director chooses (Mitchell or Howell, tables, boards per
round …); it rebuilds the :class:`~bridgekit.tournament.movements.Movement`, so a store keeps
the few parameters, not the table. :func:`seating_for` checks that a result belongs to a
table that played the board, and :func:`hand_records` deals or loads the boards.

>>> spec = MovementSpec("mitchell", tables=3, boards_per_round=2)
>>> seating_for(spec.build(), 3, table=1, round=2)
Seating(round=2, table=1, ns='1NS', ew='3EW', boards=(3, 4))
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field

from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.formats.board import Board
from bridgekit.seats import board_dealer, board_vulnerability
from bridgekit.tournament.movements import Movement, Seating, howell, mitchell, teams_movement

__all__ = ["MovementSpec", "hand_records", "seating_for"]

KINDS = ("mitchell", "howell", "teams")


@dataclass(frozen=True, slots=True)
class MovementSpec:
    """The parameters of a movement (RULES 6.7).

    :param kind: ``mitchell`` or ``howell``
    :param tables: tables
    :param boards_per_round: boards in each round
    :param pairs: number of pairs (default: two per table; one fewer gives a sit-out)
    :param rounds: rounds to play (Mitchell; default as :func:`~bridgekit.tournament.movements.mitchell`)
    :param arrow_switch: arrow-switch rounds (Mitchell)
    :param teams: the teams (``kind="teams"``: *boards_per_round* is the boards of a match,
        *rounds* the planned rounds, *tables* two rooms a match)
    :param schedule: the matches (home, visitors) of each round paired so far (teams)
    """

    kind: str
    tables: int
    boards_per_round: int
    pairs: int | None = None
    rounds: int | None = None
    arrow_switch: tuple[int, ...] = field(default=())
    teams: tuple[str, ...] = field(default=())
    schedule: tuple[tuple[tuple[str, str], ...], ...] = field(default=())

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise NotationError(f"not a movement: {self.kind!r} (expected mitchell, howell or teams)")
        if self.kind == "teams" and (len(self.teams) < 2 or len(set(self.teams)) != len(self.teams)):
            raise NotationError(f"a teams event needs two or more different teams: {list(self.teams)}")

    def build(self) -> Movement:
        """The movement.

        :raises NotationError: for parameters the movement does not allow
        """
        if self.kind == "teams":
            return teams_movement(self.schedule, boards_per_round=self.boards_per_round, rounds=self.rounds)
        if self.kind == "howell":
            return howell(self.tables, boards_per_round=self.boards_per_round, pairs=self.pairs)
        return mitchell(
            self.tables,
            boards_per_round=self.boards_per_round,
            rounds=self.rounds,
            pairs=self.pairs,
            arrow_switch=self.arrow_switch,
        )

    def to_json(self) -> str:
        """The parameters as JSON (what a store keeps; a pairs movement has no teams' fields)."""
        data = asdict(self)
        if self.kind != "teams":
            del data["teams"], data["schedule"]
        return json.dumps(data, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> MovementSpec:
        """Read :meth:`to_json`'s text back.

        >>> spec = MovementSpec("howell", tables=4, boards_per_round=3)
        >>> MovementSpec.from_json(spec.to_json()) == spec
        True
        """
        data = json.loads(text)
        data["arrow_switch"] = tuple(data.get("arrow_switch", ()))
        data["teams"] = tuple(data.get("teams", ()))
        data["schedule"] = tuple(
            tuple((str(h), str(v)) for h, v in matches) for matches in data.get("schedule", ())
        )
        return cls(**data)


def seating_for(
    movement: Movement,
    board: int,
    *,
    table: int | None = None,
    round: int | None = None,
    ns: str | None = None,
    ew: str | None = None,
) -> Seating:
    """The seating at which *board* was played, found by table (and round), or by the pairs.

    :raises NotationError: if no such table played that board (a result for a board the table
        did not play), or the description fits more than one seating
    """
    found = [
        s
        for s in movement.seatings
        if board in s.boards
        and (table is None or s.table == table)
        and (round is None or s.round == round)
        and (ns is None or s.ns == ns)
        and (ew is None or s.ew == ew)
    ]
    what = ", ".join(
        f"{name} {value}"
        for name, value in (("table", table), ("round", round), ("NS", ns), ("EW", ew))
        if value
    )
    if not found:
        raise NotationError(f"board {board} was not played at {what or 'any table'} in the {movement.name}")
    if len(found) > 1:
        raise NotationError(
            f"board {board} at {what or 'any table'} is ambiguous: give the round or the pairs"
        )
    return found[0]


def hand_records(
    count: int, *, seed: int | None = None, deals: Sequence[Deal] = (), first: int = 1
) -> list[Board]:
    """The boards of a session: *deals* if given, else *count* random deals from *seed*, each with
    the dealer and vulnerability of its number (RULES 6.1).

    >>> [(b.number, b.dealer, b.vulnerability) for b in hand_records(2, seed=7)]
    [(1, Seat.NORTH, Vulnerability.NONE), (2, Seat.EAST, Vulnerability.NS)]

    :raises NotationError: if there are fewer deals than boards
    """
    if deals and len(deals) < count:
        raise NotationError(f"{count} boards need {count} deals, not {len(deals)}")
    if not deals:
        import random

        rng = random.Random(seed)
        deals = [Deal.random(rng) for _ in range(count)]
    return [
        Board(number=n, deal=deals[n - first], dealer=board_dealer(n), vulnerability=board_vulnerability(n))
        for n in range(first, first + count)
    ]


def check_auction(board: int, auction: str, result: str) -> str:
    """Check a table's auction of *board* against its *result*; return it written plainly.

    Calls are separated by spaces or commas, starting with the dealer's (RULES 6.1); ``AP`` (all
    pass) ends it. The auction must be legal and complete (RULES 1.4–1.7) and its contract and
    declarer those of the result.

    >>> check_auction(1, "1S p 2s P 4S ap", "4S+1 N")
    '1S P 2S P 4S P P P'
    >>> check_auction(2, "P P P P", "pass")
    'P P P P'
    >>> check_auction(1, "1S P 4S AP", "4H= N")
    Traceback (most recent call last):
    ...
    bridgekit.errors.NotationError: board 1: the auction ends in 4S by N, the result says 4H by N

    :raises NotationError: for an illegal or unfinished auction, or one that does not fit the result
    """
    from bridgekit.auction import Auction
    from bridgekit.calls import PASS, Call
    from bridgekit.errors import IllegalActionError
    from bridgekit.seats import Seat
    from bridgekit.tournament.pairs import parse_result

    words = auction.replace(",", " ").split()
    if len(words) > 60:
        raise NotationError(f"board {board}: an auction of {len(words)} calls is too long")
    table = Auction(int(board_dealer(board)))
    try:
        for word in words:
            if word.upper() in ("AP", "ALLPASS"):
                while not table.is_over:
                    table.add(PASS)
                break
            if table.is_over:
                raise NotationError(f"board {board}: calls after the end of the auction: {word!r}")
            table.add(Call.from_str(word))
    except IllegalActionError as error:
        raise NotationError(f"board {board}: {error}") from None
    if not table.is_over:
        raise NotationError(f"board {board}: the auction is not finished (end it with AP)")
    contract, declarer, _ = parse_result(result)
    said = (
        "passed out"
        if contract is None
        else f"{contract} by {declarer.letter if declarer is not None else '?'}"
    )
    if table.contract is None:
        if contract is not None:
            raise NotationError(f"board {board}: the auction was passed out, the result says {said}")
    else:
        found = f"{table.contract} by {Seat(table.declarer).letter if table.declarer is not None else '?'}"
        if found != said:
            raise NotationError(f"board {board}: the auction ends in {found}, the result says {said}")
    return " ".join(str(call) for call in table.calls)
