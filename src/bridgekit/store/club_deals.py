"""The deals of a club event from the director's console: a PBN file uploaded (the dealing
machine's or another program's), or new random deals from a seed. The hand records, the
published pages and the travellers' double-dummy tables use them; the results already entered
stay as they are (a result is a contract and tricks, not cards).

>>> import tempfile, pathlib
>>> from bridgekit.store.club import ClubStore
>>> from bridgekit.store.events import database_url
>>> from bridgekit.tournament.event import MovementSpec, hand_records
>>> club = ClubStore.open(database_url(None, pathlib.Path(tempfile.mkdtemp()) / "tue"))
>>> club.create_club("Oxford", "ann", "a long secret")
>>> spec = MovementSpec("mitchell", 3, 2)
>>> _ = club.create_event("Oxford", "tue", spec=spec, boards=hand_records(6, seed=1))
>>> text = "".join(f'[Board "{b.number}"]\\n[Deal "{b.deal.pbn()}"]\\n\\n' for b in hand_records(6, seed=9))
>>> deals = deals_from_pbn(text, club.events.boards("tue"))
>>> set_deals(club, "tue", deals, by="director:ann", source="tue.pbn")
'deals of boards 1–6 from tue.pbn'
>>> club.events.boards("tue")[0].deal == hand_records(1, seed=9)[0].deal
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any, Final, Protocol

from bridgekit.deal import Deal
from bridgekit.errors import NotationError, ParseError
from bridgekit.formats import pbn
from bridgekit.formats.board import Board
from bridgekit.store import faults
from bridgekit.store.club_tables import _audit
from bridgekit.store.events import BOARDS, EventStore

__all__ = ["MAX_PBN_CHARS", "deals_from_pbn", "random_deals", "set_deals"]

#: The largest PBN text the console takes (a request body is limited to 64 KiB as a whole).
MAX_PBN_CHARS: Final = 40_000


class ClubLike(Protocol):
    """What the deals need of a :class:`~bridgekit.store.club.ClubStore`."""

    events: EventStore

    def _event_id(self, name: str) -> int: ...

    def _begin(self) -> Any: ...


def _span(numbers: Sequence[int]) -> str:
    """``1–6`` for a run, ``1, 3, 5`` otherwise."""
    if numbers and list(numbers) == list(range(numbers[0], numbers[-1] + 1)) and len(numbers) > 2:
        return f"{numbers[0]}–{numbers[-1]}"
    return ", ".join(str(n) for n in numbers)


def deals_from_pbn(text: str, boards: Sequence[Board], *, source: str = "the PBN file") -> dict[int, Deal]:
    """The deal of each of the event's *boards* in a PBN text: by the file's board numbers
    when every deal of the file has one, else in the file's order. Boards of the file beyond
    the event's are not used.

    :raises NotationError: in one line naming what is wrong: too large, not PBN (with the line),
        no deals, a deal that is not 52 cards, a board given twice, boards of the event missing
    """
    if len(text) > MAX_PBN_CHARS:
        raise NotationError(
            f"{source} has {len(text):,} characters, over the {MAX_PBN_CHARS:,} a deals file may have: "
            "keep its [Board] and [Deal] tags"
        )
    if not text.strip():
        raise NotationError(f"{source} is empty")
    try:
        read = pbn.loads(text, strict=True, source=source)
    except ParseError as error:
        raise NotationError(
            f"{source} is not PBN the console reads: {' '.join(str(error).split())}"
        ) from None
    dealt = [b for b in read if b.deal is not None]
    if not dealt:
        raise NotationError(f"{source} has no [Deal] tag: no deal to use")
    for board in dealt:
        assert board.deal is not None
        sizes = [len(hand) for hand in board.deal.hands]
        if sizes != [13, 13, 13, 13]:
            where = f"board {board.number}" if board.number else "a board"
            raise NotationError(
                f"{source}: {where} is not a whole deal (hands of {sizes} cards, not 13 each)"
            )
    wanted = [b.number for b in boards if b.number is not None]
    if all(b.number is not None for b in dealt):
        by_number: dict[int, Deal] = {}
        for board in dealt:
            assert board.number is not None and board.deal is not None
            if board.number in by_number:
                raise NotationError(f"{source} gives board {board.number} twice")
            by_number[board.number] = board.deal
        missing = [n for n in wanted if n not in by_number]
        if missing:
            raise NotationError(
                f"{source} has no deal for board{'s' if len(missing) > 1 else ''} {_span(missing)} "
                f"(the event has boards {_span(wanted)})"
            )
        return {n: by_number[n] for n in wanted}
    if len(dealt) < len(wanted):
        raise NotationError(f"{source} has {len(dealt)} deals; the event has {len(wanted)} boards")
    return {n: board.deal for n, board in zip(wanted, dealt, strict=False) if board.deal is not None}


def random_deals(boards: Sequence[Board], seed: int) -> dict[int, Deal]:
    """New random deals for the event's *boards* from *seed* (the same seed, the same deals)."""
    import random

    rng = random.Random(seed)
    return {b.number: Deal.random(rng) for b in boards if b.number is not None}


@faults.handled("recording the deals")
def set_deals(club: ClubLike, name: str, deals: Mapping[int, Deal], *, by: str, source: str) -> str:
    """Store *deals* as the event's boards (all at once, or nothing) and audit it; returns what
    was done in a line. The results entered so far are kept."""
    numbers = sorted(deals)
    known = {b.number for b in club.events.boards(name)}
    if not numbers or any(n not in known for n in numbers):
        raise NotationError(
            f"event {name!r} has boards {_span(sorted(n for n in known if n))}, not {_span(numbers)}"
        )
    digest = hashlib.sha256("".join(deals[n].pbn() for n in numbers).encode()).hexdigest()[:12]
    event_id = club._event_id(name)
    done = f"deals of boards {_span(numbers)} from {source}"
    with club._begin() as conn:
        for number in numbers:
            conn.execute(
                BOARDS.update()
                .where(BOARDS.c.event_id == event_id, BOARDS.c.number == number)
                .values(deal=deals[number].pbn())
            )
        _audit(conn, event_id, by, "deals", detail=f"{done} (sha256 {digest}…)")
    return done
