"""The records of minibridge's steps before the play (RULES 11.2–11.4) and its view.

Each record is frozen, prints as text and reads back with ``from_str``:

>>> texts = ["N pass", "E I open", "W slip 10", "E names E declarer", "W lengths 4-3-3-3", "E contract 4H"]
>>> all(str(parse_record(text)) == text for text in texts)
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

from bridgekit.calls import Contract
from bridgekit.cards import Suit
from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.records import worded
from bridgekit.seats import Seat
from bridgekit.state import View
from bridgekit.variants.minibridge.contract import Recommendation

__all__ = [
    "Announced",
    "Slipped",
    "Named",
    "LengthsShown",
    "Chosen",
    "MinibridgeView",
    "parse_record",
    "parse_minibridge_action",
]

_DOWN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


@worded("", value=lambda record: "I open" if record.opens else "pass")
class Announced(NamedTuple):
    """ "pass" (*opens* false) or "I open" (RULES 11.2)."""

    seat: Seat
    opens: bool


@worded("slip")
class Slipped(NamedTuple):
    """The opener's partner writes his HCP on a slip for the opener (RULES 11.2)."""

    seat: Seat
    hcp: int


class Named(NamedTuple):
    """The opener names the declarer: himself, his partner, or an opponent (RULES 11.2)."""

    seat: Seat
    declarer: Seat

    def __str__(self) -> str:
        return f"{self.seat} names {self.declarer} declarer"

    @property
    def words(self) -> str:
        """What the opener says: "I play", "partner plays" or "they play: E"."""
        if self.declarer == self.seat:
            return "I play"
        if self.declarer == self.seat.partner:
            return "partner plays"
        return f"they play: {self.declarer}"


@worded("lengths", value=lambda record: "-".join(str(record.lengths[suit]) for suit in _DOWN))
class LengthsShown(NamedTuple):
    """Dummy writes his suit lengths for declarer (RULES 11.3); *lengths* clubs first."""

    seat: Seat
    lengths: tuple[int, int, int, int]


@worded("contract")
class Chosen(NamedTuple):
    """Declarer's contract (RULES 11.4)."""

    seat: Seat
    contract: Contract


@dataclass(frozen=True)
class MinibridgeView(View):
    """A seat's view of minibridge: the bridge view plus the steps of RULES 11.2–11.4 it knows."""

    stage: str = "announce"
    announcements: tuple[Announced, ...] = ()
    opener: Seat | None = None
    known_hcp: tuple[int | None, ...] = (None, None, None, None)
    dummy_lengths: tuple[int, int, int, int] | None = None
    recommendation: Recommendation | None = None


def _lengths(text: str) -> tuple[int, int, int, int]:
    digits = re.findall(r"\d+", text)
    if len(digits) == 1 and len(digits[0]) == 4:
        digits = list(digits[0])
    if len(digits) != 4:
        raise NotationError(
            _("not suit lengths: {text} (expected spades first, e.g. 4-3-3-3)").format(text=repr(text))
        )
    s, h, d, c = (int(x) for x in digits)
    return (c, d, h, s)


def parse_minibridge_action(
    text: str, *, stage: str, seat: Seat, declarer: Seat | None = None
) -> Announced | Slipped | Named | LengthsShown | Chosen:
    """Read the step of *stage* typed by *seat*: ``pass``/``I open``, ``slip 9``, ``I play`` /
    ``partner plays`` / ``they play`` / ``W plays``, ``lengths 4-3-3-3``, ``4H``.

    *declarer* is the declarer of the rules (to read "they play").

    >>> str(parse_minibridge_action("partner plays", stage="name", seat=Seat.EAST))
    'E names W declarer'

    :raises NotationError: if the text is not a step of *stage*
    """
    words = text.strip()
    head = words.split(maxsplit=1)
    if len(head) == 2 and head[0].upper() in ("N", "E", "S", "W") and not words.upper().endswith("PLAYS"):
        given = Seat.from_str(head[0])
        if given != seat:
            return parse_record(words)
        words = head[1]
    key = words.lower().replace("'", "")
    if stage == "announce":
        if key in ("pass", "p"):
            return Announced(seat, False)
        if key in ("i open", "open", "o"):
            return Announced(seat, True)
        raise NotationError(
            _("not an announcement: {text} (say 'pass' or 'I open', RULES 11.2)").format(text=repr(text))
        )
    if stage == "slip":
        match = re.fullmatch(r"(slip\s*)?(\d+)", key)
        if match is None:
            raise NotationError(
                _("not a slip: {text} (write your HCP, e.g. 'slip 9', RULES 11.2)").format(text=repr(text))
            )
        return Slipped(seat, int(match.group(2)))
    if stage == "name":
        return Named(seat, _named(key, text, seat, declarer))
    if stage == "lengths":
        return LengthsShown(seat, _lengths(key))
    if stage == "contract":
        return Chosen(seat, Contract.from_str(key.removeprefix("contract").strip()))
    raise NotationError(_("no step to take now (got {text})").format(text=repr(text)))


def _named(key: str, text: str, seat: Seat, declarer: Seat | None) -> Seat:
    if key in ("i play", "me"):
        return seat
    if key in ("partner plays", "partner"):
        return seat.partner
    if key in ("they play", "opponents play", "they"):
        if declarer is not None and declarer.side != seat.side:
            return declarer
        return seat.lho
    match = re.fullmatch(r"(declarer\s+)?([nesw])(\s+plays)?(\s+declarer)?", key)
    if match is None:
        raise NotationError(
            _(
                "not a declarer: {text} (say 'I play', 'partner plays', 'they play' or a seat, RULES 11.2)"
            ).format(text=repr(text))
        )
    return Seat.from_str(match.group(2))


#: the stage of a record by the words after its seat
_RECORD_STAGES = {"pass": "announce", "i open": "announce", "slip ": "slip", "names ": "name"}
_RECORD_STAGES |= {"lengths ": "lengths", "contract ": "contract"}


def parse_record(text: str) -> Announced | Slipped | Named | LengthsShown | Chosen:
    """Read a minibridge record as it prints (``E I open``, ``W slip 10``, ``E names W declarer``,
    ``W lengths 4-3-3-3``, ``E contract 4H``).

    :raises NotationError: if the text is not one
    """
    parts = text.strip().split(maxsplit=1)
    low = parts[-1].strip().lower()
    stage = next((stage for head, stage in _RECORD_STAGES.items() if low.startswith(head)), None)
    if len(parts) != 2 or stage is None:
        raise NotationError(_("not a minibridge record: {text}").format(text=repr(text)))
    words = re.sub(r"^names (\w) declarer$", r"declarer \1", low)  # as the opener may say it
    return parse_minibridge_action(words, stage=stage, seat=Seat.from_str(parts[0]))
