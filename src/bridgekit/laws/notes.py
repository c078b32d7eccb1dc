"""What the Laws made of an action, as a message and its parameters, written in the reader's language.

A :class:`Note` keeps the Law applied, the sentence's English template (a message of the
catalogue, marked with ``N_`` where the note is made) and its parameters as values: seats,
calls, cards, suits, numbers and the names of irregularities. Nothing in it depends on the
language, so a log made in one language is read in another; :meth:`Note.words` writes it in
the current one (calls in the club's notation, suits by their names), :attr:`Note.text` in
English. A history replayed gives the same notes, equal in every language.

>>> from bridgekit.calls import Call
>>> from bridgekit.i18n import N_, using
>>> accepts = N_("{seat} accepts the insufficient bid {call}")
>>> note = Note.of("27A1", accepts, seat="S", call=Call.from_str("1NT"))
>>> str(note)
'S accepts the insufficient bid 1NT (Law 27A1)'
>>> with using("ru"):
...     str(note)
'S принимает недостаточную заявку 1БК (Закон 27A1)'
>>> note.text
'S accepts the insufficient bid 1NT'
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple, Protocol, runtime_checkable

from bridgekit.call_words import call_text
from bridgekit.calls import Call, Strain
from bridgekit.cards import Suit
from bridgekit.contracts import strain_words
from bridgekit.i18n import N_, _, using

__all__ = ["Note", "PendingKind", "Word", "WordEnum", "citation", "shown", "suit_name"]


@runtime_checkable
class _Worded(Protocol):
    @property
    def words(self) -> str: ...


class Word(NamedTuple):
    """A phrase of the catalogue used as a parameter (``during the auction``): translated when shown."""

    message: str

    @property
    def words(self) -> str:
        return _(self.message)

    def __str__(self) -> str:
        return self.words


class WordEnum(Enum):
    """An enum whose values are their English words, each a catalogue message (marked with ``N_``):
    the record keeps the value, a player reads :attr:`words` in the current language."""

    @property
    def words(self) -> str:
        return _(self.value)


class PendingKind(WordEnum):
    """An irregularity waiting for a player's choice: in the auction (the first two, for the
    offender's LHO) or in the play."""

    INSUFFICIENT = N_("insufficient bid")
    OUT_OF_ROTATION = N_("call out of rotation")
    LEAD_OUT_OF_TURN = N_("lead out of turn")
    DECLARER_LEAD = N_("declarer's lead out of turn")
    CLAIM = N_("claim")


def suit_name(suit: Suit) -> str:
    """*suit*'s name in a sentence, in the current language (``hearts``, «червы», "kiery")."""
    return strain_words(Strain.from_suit(suit))


def shown(value: object) -> str:
    """A note's parameter as the reader reads it: a call in the club's notation, a suit by its name,
    an irregularity or a ruling by its words, a seat by its letter, a card as written."""
    if isinstance(value, Call):
        return call_text(str(value))
    if isinstance(value, Suit):
        return suit_name(value)
    if isinstance(value, _Worded) and not isinstance(value, str):
        return value.words
    return str(value)


def citation(law: str) -> str:
    """The citation of *law* in the current language, its numbers kept: ``Law 27A1``, «Закон 27A1»,
    ``RULES 1.3``, ``classic 10.9``."""
    if law[:1].isdigit():
        return _("Law {law}").format(law=law)
    head, _sep, number = law.partition(" ")
    if head == "RULES" and number:
        return _("RULES {rule}").format(rule=number)
    if head == "classic" and number:
        return _("classic {rule}").format(rule=number)
    return law


class Note(NamedTuple):
    """What the Laws made of an action: the Law applied, the sentence's template and its parameters.

    *message* is the English template (a catalogue message), *params* the values that fill it, as
    ``(name, value)`` pairs; both stay the same whatever the language.
    """

    law: str
    message: str
    params: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, law: str, message: str, **params: object) -> Note:
        """The note of *law*: *message* (marked with ``N_`` by the caller) filled with *params*."""
        return cls(law, message, tuple(params.items()))

    def words(self) -> str:
        """The sentence in the current language."""
        return _(self.message).format(**{name: shown(value) for name, value in self.params})

    @property
    def text(self) -> str:
        """The sentence in English (for programs and tests)."""
        with using("en"):
            return self.words()

    def __str__(self) -> str:
        return f"{self.words()} ({citation(self.law)})"
