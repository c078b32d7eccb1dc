"""The records of table mode (RULES 10): choices, exposed cards, claims, the director, redeals.

Each is a frozen :class:`~typing.NamedTuple` with a text form that :func:`parse_record`
reads back, so a history with irregularities is a list of lines. Calls and cards keep
the engine's own records (``Called``/``Played`` in :mod:`bridgekit.state`, written
``E 1H``, ``W SA``): an irregular call or card is simply one the rules did not expect.

>>> from bridgekit.seats import Seat
>>> str(Decided(Seat.SOUTH, Option.REFUSE))
'S refuse'
>>> parse_record("W forbid H") == Decided(Seat.WEST, Option.FORBID_LEAD, Suit.HEARTS)
True
>>> str(Exposed(Seat.EAST, (Card.from_str("HQ"),), deliberate=False))
'E exposes HQ'
>>> parse_record("N claims 3 line SA SK")
Claim(seat=Seat.NORTH, tricks=3, line=(Card.from_str('SA'), Card.from_str('SK')))
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Final, NamedTuple

from bridgekit.cards import Card, Suit
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.i18n import N_, _
from bridgekit.seats import Seat

__all__ = [
    "Option",
    "Decided",
    "Exposed",
    "Claim",
    "DirectorCalled",
    "RulingKind",
    "Ruling",
    "RedealReason",
    "Redeal",
    "TableRecord",
    "parse_record",
]


class _RecordEnum(Enum):
    """An enum of the table record: written as its value, shown as ``Class.NAME``, named to the
    players in words (:data:`_WORDS`; the record keeps the value only)."""

    @property
    def words(self) -> str:
        """The member's name as a player reads it, in the current language (``adjusted score``)."""
        return _(_WORDS[self])

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Option(_RecordEnum):
    """A choice the Laws give to a player after an irregularity."""

    #: accept the irregular call or lead (Laws 27A, 29A, 53, 55A)
    ACCEPT = "accept"
    #: do not accept it: the Laws' rectification follows
    REFUSE = "refuse"
    #: declarer spreads his hand after a faced opening lead out of turn (Law 54A)
    BECOME_DUMMY = "become-dummy"
    #: forbid the lead of a suit (Laws 26B, 50D2)
    FORBID_LEAD = "forbid"
    #: require the lead of a suit (Law 50D2; classic insufficient bid)
    REQUIRE_LEAD = "require"
    #: no lead penalty: the player leads freely (Laws 26B, 50D2b)
    NO_LEAD_PENALTY = "lead-freely"
    #: draw attention to a revoke not yet established; it is corrected (Laws 61B, 62)
    CORRECT_REVOKE = "correct-revoke"
    #: the opponents agree to a claim or concession (Law 69)
    AGREE = "agree"
    #: the opponents dispute a claim (Law 68D)
    DISPUTE = "dispute"
    #: a defender objects at once to his partner's concession (Law 68B2)
    OBJECT = "object"
    #: the partner of a conceding defender does not object
    ALLOW = "allow"

    @property
    def label(self) -> str:
        """The choice as a button names it, in the current language (``Accept``, ``Become dummy``)."""
        return self.words


_OPTION_BY_TEXT = {option.value: option for option in Option}
_SUIT_OPTIONS = (Option.FORBID_LEAD, Option.REQUIRE_LEAD)


class Decided(NamedTuple):
    """A player's choice among the options an irregularity opened."""

    seat: int
    option: Option
    suit: Suit | None = None

    def __str__(self) -> str:
        suit = f" {self.suit.letter}" if self.suit is not None else ""
        return f"{_seat(self.seat)} {self.option}{suit}"


class Exposed(NamedTuple):
    """Cards of *seat* exposed other than in proper play: dropped, seen by partner (Laws 24, 49)."""

    seat: int
    cards: tuple[Card, ...]
    deliberate: bool = False

    def __str__(self) -> str:
        cards = " ".join(str(card) for card in self.cards)
        return f"{_seat(self.seat)} exposes {cards}" + (" deliberately" if self.deliberate else "")


class Claim(NamedTuple):
    """A claim or concession (Law 68): *seat*'s side will win *tricks* of the remaining tricks.

    *line* is the stated line of play as cards in the order the claimer will play them.
    """

    seat: int
    tricks: int
    line: tuple[Card, ...] = ()

    def __str__(self) -> str:
        line = " line " + " ".join(str(card) for card in self.line) if self.line else ""
        return f"{_seat(self.seat)} claims {self.tricks}{line}"


class DirectorCalled(NamedTuple):
    """The director is called to the table (Law 9B), by *seat* or by the table (``None``)."""

    seat: int | None
    reason: str = ""

    def __str__(self) -> str:
        who = _seat(self.seat) if self.seat is not None else "table"
        return f"director called by {who}" + (f": {self.reason}" if self.reason else "")


class RulingKind(_RecordEnum):
    """What a director may rule that the software cannot judge (RULES 10.2)."""

    #: an adjusted score for N-S (Law 12C); *value* is the score
    ADJUSTED_SCORE = "adjusted-score"
    #: unauthorised information by the side *value* (0 N-S, 1 E-W) (Law 16; classic: RULES 10.10)
    UNAUTHORISED_INFORMATION = "unauthorised-information"
    #: the revoke number *value* (0-based) carries no transfer (Law 64B4-5, noticed too late)
    WAIVE_REVOKE = "waive-revoke"
    #: a claim adjudicated (Law 70): the claimer's side wins *value* of the remaining tricks
    CLAIM_TRICKS = "claim-tricks"
    #: dummy has lost his rights (Law 43B; RULES 10.10)
    DUMMY_LOST_RIGHTS = "dummy-lost-rights"
    #: a note for the record
    NOTE = "note"


_RULING_BY_TEXT = {kind.value: kind for kind in RulingKind}


class Ruling(NamedTuple):
    """A director's ruling: *kind*, an optional integer *value*, the Law applied and a note."""

    kind: RulingKind
    value: int | None = None
    law: str = ""
    note: str = ""

    @property
    def words(self) -> str:
        """The ruling as a player reads it, in the current language (``adjusted score 420: …``)."""
        value = f" {self.value}" if self.value is not None else ""
        note = f": {self.note}" if self.note else ""
        return f"{self.kind.words}{value}{note}"

    def __str__(self) -> str:
        value = f" {self.value}" if self.value is not None else ""
        law = f" (Law {self.law})" if self.law else ""
        note = f": {self.note}" if self.note else ""
        return f"director rules {self.kind}{value}{law}{note}"


class RedealReason(_RecordEnum):
    """Why the same dealer deals again (RULES 1.3)."""

    OUT_OF_TURN = "dealt-out-of-turn"
    NOT_CUT = "not-cut"
    MISDEAL = "misdealt"
    EXPOSED = "card-exposed"


_REASON_BY_TEXT = {reason.value: reason for reason in RedealReason}


class Redeal(NamedTuple):
    """A redeal by the same dealer (RULES 1.3) and the new cards; *seat* demanded it (exposed card)."""

    reason: RedealReason
    deal: Deal
    seat: int | None = None

    def __str__(self) -> str:
        who = f" by {_seat(self.seat)}" if self.seat is not None else ""
        return f"redeal {self.reason}{who} {self.deal.pbn()}"


#: each record enum member as the players read it (a button's label, a ruling's or a redeal's name)
_WORDS: Final[Mapping[_RecordEnum, str]] = {
    Option.ACCEPT: N_("Accept"),
    Option.REFUSE: N_("Refuse"),
    Option.BECOME_DUMMY: N_("Become dummy"),
    Option.FORBID_LEAD: N_("Forbid"),
    Option.REQUIRE_LEAD: N_("Require"),
    Option.NO_LEAD_PENALTY: N_("Lead freely"),
    Option.CORRECT_REVOKE: N_("Correct revoke"),
    Option.AGREE: N_("Agree"),
    Option.DISPUTE: N_("Dispute"),
    Option.OBJECT: N_("Object"),
    Option.ALLOW: N_("Allow"),
    RulingKind.ADJUSTED_SCORE: N_("adjusted score"),
    RulingKind.UNAUTHORISED_INFORMATION: N_("unauthorised information"),
    RulingKind.WAIVE_REVOKE: N_("revoke waived"),
    RulingKind.CLAIM_TRICKS: N_("claim adjudicated"),
    RulingKind.DUMMY_LOST_RIGHTS: N_("dummy has lost his rights"),
    RulingKind.NOTE: N_("note"),
    RedealReason.OUT_OF_TURN: N_("dealt out of turn"),
    RedealReason.NOT_CUT: N_("the pack was not cut"),
    RedealReason.MISDEAL: N_("misdealt"),
    RedealReason.EXPOSED: N_("a card exposed during the deal"),
}

TableRecord = Decided | Exposed | Claim | DirectorCalled | Ruling | Redeal


def _seat(seat: int) -> str:
    return Seat(seat).letter


def parse_record(text: str) -> TableRecord:
    """Read the text form of a table-mode record (the ``str`` of each record).

    >>> parse_record("director rules adjusted-score 420 (Law 12C): misinformation")
    Ruling(kind=RulingKind.ADJUSTED_SCORE, value=420, law='12C', note='misinformation')
    >>> deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    >>> parse_record(f"redeal not-cut by E {deal}").seat
    Seat.EAST

    :raises NotationError: if the text is not such a record
    """
    words = text.split()
    if not words:
        raise NotationError(_("not a table action: empty text"))
    head = words[0].lower()
    if head == "director":
        return _parse_director(text)
    if head == "redeal" and len(words) >= 3:
        reason = _REASON_BY_TEXT.get(words[1].lower())
        if reason is None:
            raise NotationError(
                _("not a redeal reason: {word} (reasons: {reasons})").format(
                    word=repr(words[1]), reasons=", ".join(_REASON_BY_TEXT)
                )
            )
        seat = Seat.from_str(words[3]) if words[2].lower() == "by" and len(words) >= 5 else None
        return Redeal(reason, Deal.from_pbn(" ".join(words[4 if seat is not None else 2 :])), seat)
    if len(words) < 2:
        raise NotationError(
            _("not a table action: {text} (expected e.g. 'S refuse', 'W exposes HQ')").format(text=repr(text))
        )
    seat = Seat.from_str(words[0])
    verb = words[1].lower()
    if verb in _OPTION_BY_TEXT:
        option = _OPTION_BY_TEXT[verb]
        if option in _SUIT_OPTIONS:
            if len(words) != 3:
                raise NotationError(
                    _("{text}: {option} needs a suit, e.g. '{word} {option} H'").format(
                        text=repr(text), option=option, word=words[0]
                    )
                )
            return Decided(seat, option, Suit.from_str(words[2]))
        if len(words) != 2:
            raise NotationError(_("not a table action: {text}").format(text=repr(text)))
        return Decided(seat, option)
    if verb == "exposes" and len(words) >= 3:
        deliberate = words[-1].lower() == "deliberately"
        cards = tuple(Card.from_str(word) for word in words[2 : len(words) - deliberate])
        if not cards:
            raise NotationError(_("{text}: name the exposed cards").format(text=repr(text)))
        return Exposed(seat, cards, deliberate)
    if verb in ("claims", "concedes", "claim", "concede") and len(words) >= 3 and words[2].isdigit():
        line: tuple[Card, ...] = ()
        if len(words) > 3:
            if words[3].lower() != "line":
                raise NotationError(
                    _("{text}: expected 'line' and cards after the number of tricks").format(text=repr(text))
                )
            line = tuple(Card.from_str(word) for word in words[4:])
        return Claim(seat, int(words[2]), line)
    raise NotationError(
        _("not a table action: {text} (options: {options})").format(
            text=repr(text), options=", ".join(_OPTION_BY_TEXT)
        )
    )


def _parse_director(text: str) -> TableRecord:
    body = text.split(None, 1)[1] if len(text.split()) > 1 else ""
    if body.lower().startswith("called by "):
        rest = body[len("called by ") :]
        who, _sep, reason = rest.partition(":")
        seat = None if who.strip().lower() == "table" else Seat.from_str(who)
        return DirectorCalled(seat, reason.strip())
    if body.lower().startswith("rules "):
        rest = body[len("rules ") :]
        head, colon, note = rest.partition(": ")
        if not colon and head.endswith(":"):
            head = head[:-1]
        law = ""
        if "(Law " in head:
            head, _sep, law_part = head.partition("(Law ")
            law = law_part.rstrip(") ").strip()
        words = head.split()
        if not words or words[0].lower() not in _RULING_BY_TEXT:
            raise NotationError(
                _("not a ruling: {text} (kinds: {kinds})").format(
                    text=repr(text), kinds=", ".join(_RULING_BY_TEXT)
                )
            )
        value = None
        if len(words) > 1:
            try:
                value = int(words[1])
            except ValueError:
                raise NotationError(
                    _("not a ruling value: {word} in {text}").format(word=repr(words[1]), text=repr(text))
                ) from None
        return Ruling(_RULING_BY_TEXT[words[0].lower()], value, law, note.strip())
    raise NotationError(
        _("not a director action: {text} (expected 'director called by …' or 'director rules …')").format(
            text=repr(text)
        )
    )
