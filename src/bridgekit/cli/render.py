"""Text rendering for the terminal: suits in colour, the compass diagram, the auction, the score sheet.

ANSI colours are written by hand. :class:`Style` decides symbols or letters and colour or not.

>>> plain = Style(colour=False, symbols=False)
>>> plain.card(Card.from_str("HT")), plain.call(Call.from_str("4S"))
('HT', '4S')
>>> Style(colour=False, symbols=True).call(Call.from_str("3NT"))
'3NT'
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import IO, Final

from bridgekit.call_words import call_text, compass_letters, reason_text
from bridgekit.calls import Call
from bridgekit.cards import SUITS_DOWN, Card, CardSet, Suit
from bridgekit.i18n import N_, _, ngettext, pgettext
from bridgekit.scoring.ledger import ScoreSheet
from bridgekit.seats import Seat, Side
from bridgekit.state import Called, Played
from bridgekit.tricks import Trick

__all__ = [
    "Style",
    "style_for",
    "hand_diagram",
    "auction_table",
    "trick_line",
    "score_sheet",
    "visible_width",
    "seat_name",
]

RESET: Final = "\x1b[0m"
RED: Final = "\x1b[31m"
BOLD: Final = "\x1b[1m"
DIM: Final = "\x1b[2m"
_ANSI: Final = re.compile(r"\x1b\[[0-9;]*m")
SEAT_NAMES: Final = {Seat.NORTH: "North", Seat.EAST: "East", Seat.SOUTH: "South", Seat.WEST: "West"}
#: Words shown through ``_`` that are values elsewhere: scorings, vulnerabilities (for extraction).
WORDS: Final = (
    N_("rubber"),
    N_("bg_rubber"),
    N_("chicago"),
    N_("chicago_duplicate"),
    N_("duplicate"),
    N_("russian"),
    N_("obligations"),
    N_("None"),
    N_("NS"),
    N_("EW"),
    N_("All"),
)
_TO_ASCII: Final = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C", "–": "-", "—": "-", "…": "..."})


def seat_name(seat: Seat) -> str:
    """North, East, South or West in the current language."""
    names = {
        Seat.NORTH: pgettext("seat", "North"),
        Seat.EAST: pgettext("seat", "East"),
        Seat.SOUTH: pgettext("seat", "South"),
        Seat.WEST: pgettext("seat", "West"),
    }
    return names[Seat(seat)]


def visible_width(text: str) -> int:
    """The width of *text* on screen (ANSI codes take none).

    >>> visible_width("\\x1b[31m♥A\\x1b[0m")
    2
    """
    return sum(1 for char in _ANSI.sub("", text) if not unicodedata.combining(char))


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - visible_width(text))


@dataclass(frozen=True)
class Style:
    """How to write suits: symbols (♠♥♦♣) or letters, in colour (hearts and diamonds red) or not."""

    colour: bool = True
    symbols: bool = True

    def paint(self, text: str, code: str) -> str:
        return f"{code}{text}{RESET}" if self.colour else text

    def bold(self, text: str) -> str:
        return self.paint(text, BOLD)

    def dim(self, text: str) -> str:
        return self.paint(text, DIM)

    def suit(self, suit: Suit) -> str:
        text = suit.symbol if self.symbols else suit.letter
        return self.paint(text, RED) if suit.is_red else text

    def card(self, card: Card) -> str:
        if card.suit is None or card.rank is None:
            return str(card)
        text = (card.suit.symbol if self.symbols else card.suit.letter) + card.rank.letter
        return self.paint(text, RED) if card.suit.is_red else text

    def call(self, call: Call) -> str:
        if call.strain is None or call.strain.suit is None:
            return call_text(str(call))
        suit = call.strain.suit
        text = f"{call.level}{suit.symbol if self.symbols else suit.letter}"
        return self.paint(text, RED) if suit.is_red else text

    def text(self, text: str) -> str:
        """Free text (robot explanations): letters and plain dashes when symbols are off."""
        return text if self.symbols else text.translate(_TO_ASCII)


def style_for(stream: IO[str], *, ascii_only: bool = False) -> Style:
    """The style for *stream*: no colour unless it is a terminal and ``NO_COLOR`` is unset;
    letters with ``--ascii`` or when the stream cannot write ``♠``."""
    if ascii_only:
        return Style(colour=False, symbols=False)
    is_tty = bool(getattr(stream, "isatty", lambda: False)())
    colour = is_tty and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        "♠♥♦♣–".encode(encoding)
        symbols = True
    except (UnicodeEncodeError, LookupError):
        symbols = False
    return Style(colour=colour, symbols=symbols)


def hand_lines(style: Style, hand: CardSet | None, size: int = 13) -> list[str]:
    """Four lines, spades first; a hidden hand shows its number of cards."""
    if hand is None:
        return [style.dim(ngettext("({count} card)", "({count} cards)", size).format(count=size)), "", "", ""]
    lines = []
    for suit in SUITS_DOWN:
        ranks = " ".join(r.letter for r in hand.ranks(suit)) or ("—" if style.symbols else "-")
        lines.append(f"{style.suit(suit)} {ranks}")
    return lines


def hand_diagram(
    style: Style,
    hands: Sequence[CardSet | None],
    *,
    sizes: Sequence[int] = (13, 13, 13, 13),
    labels: Sequence[str] | None = None,
    centre: Sequence[str] = (),
) -> str:
    """The compass diagram: North on top, West and East beside each other, South below.

    >>> hands = [CardSet.from_str("AK.Q..J"), None, None, None]
    >>> lines = hand_diagram(Style(False, False), hands).splitlines()
    >>> lines[1].strip(), lines[3].strip(), lines[5].split(), lines[-1].strip()
    ('S A K', 'D -', ['West', 'East'], '(13 cards)')
    """
    labels = list(labels) if labels is not None else [seat_name(s) for s in Seat]
    blocks = [[style.bold(labels[s])] + hand_lines(style, hands[s], sizes[s]) for s in range(4)]
    indent = " " * 22
    out = [indent + line for line in blocks[Seat.NORTH] if line]
    middle = list(centre) + [""] * 5
    for i in range(5):
        west, east = blocks[Seat.WEST][i], blocks[Seat.EAST][i]
        row = _pad(west, 22) + _pad(middle[i], 22) + east
        if row.strip():
            out.append(row.rstrip())
    out += [indent + line for line in blocks[Seat.SOUTH] if line]
    return "\n".join(out)


def auction_table(style: Style, calls: Sequence[Called], dealer: int) -> str:
    """The auction in W N E S columns, starting in the dealer's column.

    >>> calls = [Called(0, Call.from_str("1S")), Called(1, Call.from_str("P"))]
    >>> print(auction_table(Style(False, False), calls, 0))
    W     N     E     S
          1S    P     ?
    """
    cells = [""] * ((dealer + 1) % 4)
    cells += [style.call(c.call) for c in calls]
    if len(calls) < 4 or not _auction_over(calls):
        cells.append("?")
    width = max(6, *(visible_width(cell) + 2 for cell in cells))  # «реконтра» is wider than XX
    letters = compass_letters()
    rows = ["".join(_pad(letters[letter], width) for letter in "WNES").rstrip()]
    for start in range(0, len(cells), 4):
        rows.append("".join(_pad(cell, width) for cell in cells[start : start + 4]).rstrip())
    return "\n".join(rows)


def _auction_over(calls: Sequence[Called]) -> bool:
    passes = 0
    for record in reversed(calls):
        if not record.call.is_pass:
            break
        passes += 1
    bid = any(c.call.is_bid for c in calls)
    return passes >= 4 or (bid and passes >= 3)


def trick_line(style: Style, cards: Sequence[Played] | Trick) -> str:
    """``W ♠5  N ♠K  E ♠2`` (and the winner, for a completed trick)."""
    if isinstance(cards, Trick):
        parts = [f"{Seat(s).letter} {style.card(c)}" for s, c in zip(cards.seats, cards.cards, strict=True)]
        return "  ".join(parts) + _("  — won by {seat}").format(seat=Seat(cards.winner).letter).translate(
            {} if style.symbols else _TO_ASCII
        )
    return "  ".join(f"{Seat(p.seat).letter} {style.card(p.card)}" for p in cards)


def score_sheet(style: Style, ledger: ScoreSheet, labels: tuple[str, str] | None = None) -> str:
    """The We/They sheet: entries above the line, a line, the trick scores below by game.

    N–S is *We*, E–W *They*; *labels* names the two columns otherwise (``S (N-S)``, ``A``).
    """
    width = 22
    rule = "-" * width + "+" + "-" * width
    above = ledger.above
    below = ledger.below
    if labels is None:
        labels = (_("We (N-S)"), _("They (E-W)"))
    rows = [_pad(f" {labels[0]}", width) + "|" + f" {labels[1]}"]
    ns_above = [f"{e.points:>6} {reason_text(e.reason)}" for e in reversed(above[Side.NS])]
    ew_above = [f"{e.points:>6} {reason_text(e.reason)}" for e in reversed(above[Side.EW])]
    for i in range(max(len(ns_above), len(ew_above))):
        left = ns_above[i] if i < len(ns_above) else ""
        right = ew_above[i] if i < len(ew_above) else ""
        rows.append(_pad(left[:width], width) + "|" + right[:width])
    rows.append(rule)
    games = sorted({e.game for side in Side for e in below[side]})
    for game in games:
        ns = [f"{e.points:>6}" for e in below[Side.NS] if e.game == game]
        ew = [f"{e.points:>6}" for e in below[Side.EW] if e.game == game]
        for i in range(max(len(ns), len(ew))):
            rows.append(_pad(ns[i] if i < len(ns) else "", width) + "|" + (ew[i] if i < len(ew) else ""))
        rows.append(rule)
    totals = ledger.totals
    total = _("total")
    rows.append(_pad(f"{totals[Side.NS]:>6} {total}", width) + "|" + f"{totals[Side.EW]:>6} {total}")
    return "\n".join(rows)
