"""The records of actions: what a game's history holds, written as text and read back.

The engine's own records (:class:`Dealt`, :class:`Called`, :class:`Played`, :class:`Claimed`) and
the one shape of every game's own record: a frozen :class:`~typing.NamedTuple` whose first field is
the ``seat`` that acts and which prints as ``<seat> <verb> <value>`` (:func:`worded`), so that a game
writes a record in three lines (``B discards S2``, ``1 takes J1 SA``, ``N slip 10``). Seats print as
the game names them: a :class:`~bridgekit.seats.Seat` (N E S W), a :class:`NamedSeat`, or by the
record's own seat names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, NamedTuple, Protocol, Self, TypeAlias, TypeVar

from bridgekit.calls import Call, Ladder
from bridgekit.cards import Card
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.i18n import N_, _
from bridgekit.seats import Seat

__all__ = [
    "Dealt",
    "Called",
    "Played",
    "Claimed",
    "ActionRecord",
    "Record",
    "Action",
    "NamedSeat",
    "split_seat",
    "seat_card",
    "worded",
    "GivenCard",
]

_T = TypeVar("_T")


def worded(
    verb: str, *, seat_names: Sequence[str] = (), value: Callable[[Any], object] = lambda record: record[1]
) -> Callable[[type[_T]], type[_T]]:
    """A class decorator that writes a record as ``<seat> <verb> <value>``: the seat by *seat_names*
    (or as the seat prints), *value* of the record (its second field by default).

    >>> @worded("draws", seat_names=("A", "B"))
    ... class Drew(NamedTuple):
    ...     seat: int
    ...     number: int
    >>> str(Drew(1, 3))
    'B draws 3'
    """

    def write(record: Any) -> str:
        seat = seat_names[record.seat] if seat_names else _seat_text(record.seat)
        return " ".join(word for word in (seat, verb, str(value(record))) if word)

    def decorate(cls: type[_T]) -> type[_T]:
        cls.__str__ = write  # type: ignore[method-assign]
        return cls

    return decorate


class Dealt(NamedTuple):
    """The chance action that deals the cards."""

    deal: Deal

    def __str__(self) -> str:
        return f"deal {self.deal}"


class Called(NamedTuple):
    """A call made by a seat: the one record of a call of every game, whatever its ladder.

    >>> from bridgekit.calls import BOOBY_LADDER
    >>> called = Called.from_str("B 4NU", ("A", "B", "C"), BOOBY_LADDER)
    >>> called, called.text(("A", "B", "C"))
    (Called(seat=1, call=BOOBY_LADDER.call('4NU')), 'B 4NU')
    """

    seat: int
    call: Call

    def __str__(self) -> str:
        return f"{_seat_text(self.seat)} {self.call}"

    def text(self, seat_names: Sequence[str]) -> str:
        """The record with the seat as the game names it (``B 4NU``, ``2 M6H``)."""
        return f"{seat_names[self.seat]} {self.call}"

    @classmethod
    def from_str(cls, text: str, seat_names: Sequence[str], ladder: Ladder) -> Called:
        """Read ``"<seat> <call>"``, the call on *ladder*.

        :raises NotationError: if the text is not a seat and a call
        """
        seat, call = split_seat(text, seat_names, N_("a call"))
        return cls(seat, ladder.call(call))


@worded("")
class Played(NamedTuple):
    """A card played from a seat's hand (for dummy's cards: dummy's seat)."""

    seat: int
    card: Card


@worded("claims")
class Claimed(NamedTuple):
    """An agreed claim: the claimer's side wins *tricks* of the tricks still to play."""

    seat: int
    tricks: int


class ActionRecord(Protocol):
    """A game's own record of an action by a seat: any frozen :class:`~typing.NamedTuple`
    with a ``seat`` field (Booby's ``ToDummy``, Light bridge's ``LightCalled`` …)."""

    @property
    def seat(self) -> int: ...

    def _asdict(self) -> dict[str, Any]: ...


#: A record in a game's history: the engine's own records, typed precisely, or any game's.
Record: TypeAlias = Dealt | Called | Played | Claimed | ActionRecord

#: An action a game's ``act()`` takes and its legal actions list: a :class:`~bridgekit.calls.Call`,
#: a :class:`~bridgekit.cards.Card`, or a record or choice of the game's own (Slam's declaration,
#: Nullo's draw, Light bridge's joker named or talon taken), which share no shape but their text.
#: A game's own view narrows it to its own actions; a reader tells them apart with ``isinstance``.
Action: TypeAlias = object


class NamedSeat(int):
    """A seat of a game whose seats are not N E S W, as a record holds it: the seat's index
    that prints as the game names the seat (``B``, ``2``, ``Open``); it equals the bare index.

    >>> seat = NamedSeat(1, "B")
    >>> str(seat), seat == 1, repr(seat)
    ('B', True, '1')
    """

    name: str

    def __new__(cls, index: int, name: str) -> NamedSeat:
        seat = super().__new__(cls, index)
        seat.name = name
        return seat

    def __getnewargs__(self) -> tuple[int, str]:  # type: ignore[override]
        return int(self), self.name

    def __str__(self) -> str:
        return self.name

    __repr__ = int.__repr__


def _seat_text(seat: int) -> str:
    return seat.letter if isinstance(seat, Seat) else str(seat)


def split_seat(text: str, seat_names: Sequence[str], what: str) -> tuple[int, str]:
    """Split ``"<seat> <rest>"`` into the seat's index and the rest.

    >>> split_seat("B SA", ("A", "B"), "a card")
    (1, 'SA')

    :raises NotationError: if the text does not start with one of *seat_names*
    """
    head, _sep, rest = text.strip().partition(" ")
    names = [name.upper() for name in seat_names]
    if head.upper() not in names or not rest.strip():
        raise NotationError(
            _("not a seat and {what}: {text} (seats: {seat_names})").format(
                what=_(what), text=repr(text), seat_names=", ".join(seat_names)
            )
        )
    return names.index(head.upper()), rest.strip()


def seat_card(text: str, names: Sequence[str], verb: str, what: str, example: str) -> tuple[int, Card]:
    """The seat and the card of a record written ``<seat> <verb> <card>`` (a discard, a card to
    the dummy, a reserve).

    :raises NotationError: naming *what* it is not and an *example*
    """
    seat, rest = split_seat(text, names, what)
    word, _sep, card = rest.partition(" ")
    if word.lower() != verb:
        raise NotationError(
            _("not {what}: {text} (expected e.g. {example})").format(
                what=_(what), text=repr(text), example=repr(example)
            )
        )
    return seat, Card.from_str(card)


class _SeatAndCard(NamedTuple):
    seat: int
    card: Card


class GivenCard(_SeatAndCard):
    """A card a seat gives outside the tricks (a discard, a card to the dummy, a reserve), written
    ``<seat> <verb> <card>``: a game's record names its :attr:`verb`, :attr:`seat_names` (the seat's
    own name by default), what it is and an :attr:`example` for the error of a text that is not one.

    >>> class Reserved(GivenCard):
    ...     __slots__ = ()
    ...     verb, seat_names, what, example = "reserves", ("A", "B"), "a reserve", "A reserves SA"
    >>> Reserved.from_str("B reserves SA"), str(Reserved(0, Card.from_str("HT")))
    (Reserved(seat=1, card=Card.from_str('SA')), 'A reserves HT')
    """

    __slots__ = ()
    verb: ClassVar[str]
    seat_names: ClassVar[Sequence[str]] = ()
    what: ClassVar[str]
    example: ClassVar[str]

    def __str__(self) -> str:
        seat = self.seat_names[self.seat] if self.seat_names else _seat_text(self.seat)
        return f"{seat} {self.verb} {self.card}"

    @classmethod
    def from_str(cls, text: str) -> Self:
        """:raises NotationError: unless the text is ``<seat> <verb> <card>``"""
        return cls(*seat_card(text, cls.seat_names, cls.verb, cls.what, cls.example))
