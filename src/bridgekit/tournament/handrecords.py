"""Hand-record sheets: every board's diagram, as HTML or as a PDF.

The PDF is written with `fpdf2 <https://py-pdf.github.io/fpdf2/>`_ (the ``pdf`` extra) in an
embedded Unicode TrueType font, DejaVu Sans (Debian's ``fonts-dejavu-core``; or the file named by
``BRIDGEKIT_PDF_FONT``), so Cyrillic, Polish and Slovak letters and the suit symbols print as
they are and can be copied out of the sheet. Without fpdf2 or without the font it falls back to
a plain PDF written here with the base-14 fonts Helvetica and Symbol, whose letters are those of
Windows-1252: Cyrillic is then transliterated and ``ł`` written ``l`` (:func:`pdf_writer` says
which is used).

>>> from bridgekit.tournament.event import hand_records
>>> boards = hand_records(4, seed=2)
>>> "Board 4" in hand_record_html(boards, "Club night")
True
>>> hand_record_pdf(boards, "Club night")[:5]
b'%PDF-'
"""

from __future__ import annotations

import html
import importlib.util
import logging
import os
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from bridgekit.calls import Strain
from bridgekit.cards import Suit
from bridgekit.formats.board import Board
from bridgekit.i18n import _, language, pgettext
from bridgekit.seats import Seat
from bridgekit.tournament.diagrams import SUITS, board_analysis, board_labels, hand_diagram, suit_holding

__all__ = ["hand_record_html", "hand_record_pdf", "pdf_font", "pdf_writer"]

_LOG: Final = logging.getLogger(__name__)
#: Where DejaVu Sans is found: Debian's ``fonts-dejavu-core``, other distributions' places.
_FONT_PLACES: Final = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/local/share/fonts/DejaVuSans.ttf",
)

#: The Symbol font's codes of the suit symbols (PDF base-14 font).
_PDF_SYMBOL: Final = {Suit.SPADES: "\\252", Suit.HEARTS: "\\251", Suit.DIAMONDS: "\\250", Suit.CLUBS: "\\247"}
#: Where each hand of a diagram starts, in points from the diagram's top-left corner.
_HAND_AT: Final = {Seat.NORTH: (90, 20), Seat.WEST: (0, 80), Seat.EAST: (180, 80), Seat.SOUTH: (90, 140)}
_PAGE: Final = (595, 842)  # A4
_PER_PAGE: Final = 6
_DIAGRAM: Final = (270, 235)


def hand_record_html(boards: Sequence[Board], title: str) -> str:
    """An HTML sheet with a hand diagram per board."""
    body = "".join(f'<div class="board">{hand_diagram(board)}</div>' for board in boards)
    return (
        f'<!doctype html><html lang="{language()}"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title>"
        "<style>body{font-family:system-ui,sans-serif}.board{display:inline-block;width:30em;vertical-align:top}"
        ".red{color:#c00}.diagram td{padding:0 1em;vertical-align:top}</style></head>"
        f"<body><h1>{html.escape(title)}</h1>{body}</body></html>"
    )


#: Cyrillic letters in Latin (ISO 9 without diacritics), for the PDF's WinAnsi fonts.
_LATIN: Final = dict(
    zip(
        "абвгдежзийклмнопрстуфхцчшщъыьэюяё",
        [
            "a",
            "b",
            "v",
            "g",
            "d",
            "e",
            "zh",
            "z",
            "i",
            "j",
            "k",
            "l",
            "m",
            "n",
            "o",
            "p",
            "r",
            "s",
            "t",
            "u",
            "f",
            "h",
            "c",
            "ch",
            "sh",
            "sht",
            "a",
            "y",
            "'",
            "e",
            "yu",
            "ya",
            "e",
        ],
        strict=True,
    )
)


def _pdf_text(text: str) -> str:
    """*text* in the letters the PDF's base-14 fonts have (Windows-1252): Cyrillic transliterated,
    other letters without their marks where the font lacks them (``ł`` → ``l``, ``č`` → ``c``)."""
    out = []
    for char in text:
        lower = char.lower()
        if lower in _LATIN:
            latin = _LATIN[lower]
            if language() != "bg":  # Russian щ and ъ (Bulgarian's are sht and a)
                latin = {"щ": "shch", "ъ": ""}.get(lower, latin)
            out.append(latin.capitalize() if char != lower else latin)
            continue
        try:
            char.encode("cp1252")
        except UnicodeEncodeError:
            plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
            char = plain or {"ł": "l", "Ł": "L"}.get(char, "?")
        out.append(char)
    return "".join(out)


def _text(x: float, y: float, text: str, *, font: str = "F1", size: int = 10) -> str:
    escaped = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    return f"BT /{font} {size} Tf {x:.0f} {y:.0f} Td ({escaped}) Tj ET"


#: Where a diagram's double-dummy table starts (its south-east corner, as on the web pages)
#: and the par line below the hands.
_DD_AT: Final = (180, 142)
_PAR_AT: Final = (0, 214)
_DD_STRAINS: Final = (None, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_DD_SEATS: Final = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)


def analysis_cells(board: Board) -> list[tuple[float, float, str, Suit | None]]:
    """A board's double-dummy table (a row of strains, a row per declarer) and its par line as
    text placed from the diagram's top left: ``(dx, dy, text, suit)``, the suit drawn as its
    symbol where *text* is empty; nothing without a deal or without DDS."""
    found = board_analysis(board)
    if found is None:
        return []
    table, result = found
    x, y = _DD_AT
    cells: list[tuple[float, float, str, Suit | None]] = []
    for i, suit in enumerate(_DD_STRAINS):
        cells.append((x + 14 + 14 * i, y, pgettext("call", "NT") if suit is None else "", suit))
    strains = {suit: next(s for s in Strain if s.suit == suit) for suit in _DD_STRAINS}
    for row, seat in enumerate(_DD_SEATS, start=1):
        cells.append((x, y + 10 * row, seat.letter, None))
        for i, suit in enumerate(_DD_STRAINS):
            cells.append((x + 14 + 14 * i, y + 10 * row, str(table[strains[suit], seat]), None))
    seats: dict[tuple[str, int], list[str]] = {}
    for c in result.contracts:
        seats.setdefault((str(c.contract), c.result), []).append(c.declarer.letter)
    contracts = ", ".join(
        f"{contract} {'/'.join(by)}{'' if over == 0 else f' {over:+d}'}"
        for (contract, over), by in seats.items()
    )
    score = f"N-S {result.score:+d}" if result.score else "0"
    shown = _("Par {score}: {contracts}") if contracts else _("Par {score}")
    cells.append((_PAR_AT[0], _PAR_AT[1], shown.format(score=score, contracts=contracts), None))
    return cells


def _diagram_ops(board: Board, left: float, top: float) -> list[str]:
    ops = [_text(left, top, _pdf_text("   ".join(board_labels(board))), size=11)]
    if board.deal is None:
        return ops
    for seat, (dx, dy) in _HAND_AT.items():
        for line, suit in enumerate(SUITS):
            y = top - dy - 12 * line - 12
            red = suit in (Suit.HEARTS, Suit.DIAMONDS)
            ops.append(
                ("1 0 0 rg " if red else "")
                + f"BT /F2 10 Tf {left + dx:.0f} {y:.0f} Td ({_PDF_SYMBOL[suit]}) Tj ET"
                + (" 0 0 0 rg" if red else "")
            )
            ops.append(_text(left + dx + 12, y, suit_holding(board.deal, seat, suit).replace("—", "-")))
    for x, y, text, symbol in analysis_cells(board):
        if symbol is not None:
            ops.append(f"BT /F2 8 Tf {left + x:.0f} {top - y - 12:.0f} Td ({_PDF_SYMBOL[symbol]}) Tj ET")
        else:
            ops.append(_text(left + x, top - y - 12, _pdf_text(text), size=8))
    return ops


def pdf_font() -> Path | None:
    """The Unicode TrueType font of the PDF: ``BRIDGEKIT_PDF_FONT`` if set, else DejaVu Sans where
    the system keeps it (or the copy matplotlib ships), else ``None``."""
    chosen = os.environ.get("BRIDGEKIT_PDF_FONT")
    if chosen:
        return Path(chosen) if Path(chosen).is_file() else None
    places = [Path(place) for place in _FONT_PLACES]
    spec = importlib.util.find_spec("matplotlib")
    if spec is not None and spec.origin is not None:
        places.append(Path(spec.origin).parent / "mpl-data" / "fonts" / "ttf" / "DejaVuSans.ttf")
    return next((place for place in places if place.is_file()), None)


def pdf_writer() -> str:
    """How :func:`hand_record_pdf` writes: ``"unicode"`` (fpdf2 and an embedded TrueType font) or
    ``"base14"`` (no library or no font: Latin letters only, Cyrillic transliterated)."""
    return "unicode" if importlib.util.find_spec("fpdf") is not None and pdf_font() is not None else "base14"


def hand_record_pdf(boards: Sequence[Board], title: str) -> bytes:
    """A PDF sheet (A4, six boards a page) with a hand diagram per board: in DejaVu Sans with fpdf2,
    every letter as written; without them, the base-14 fallback (see the module's text)."""
    font = pdf_font()
    if importlib.util.find_spec("fpdf") is not None and font is not None:
        return _unicode_pdf(boards, title, font)
    if any(not _latin(text) for text in [title, *(label for b in boards for label in board_labels(b))]):
        _LOG.warning(
            "hand-record PDF: %s; letters outside Windows-1252 are transliterated "
            "(install bridgekit[pdf] and fonts-dejavu-core, or set BRIDGEKIT_PDF_FONT)",
            "fpdf2 is not installed" if font is not None else "no Unicode TrueType font found",
        )
    return _base14_pdf(boards, title)


def _latin(text: str) -> bool:
    try:
        text.encode("cp1252")
    except UnicodeEncodeError:
        return False
    return True


_RED: Final = (204, 0, 0)


def _unicode_pdf(boards: Sequence[Board], title: str, font: Path) -> bytes:
    """The sheet with fpdf2: the same layout as the base-14 one, in the embedded *font* (subset,
    with its ToUnicode map, so the text can be searched and copied)."""
    from fpdf import FPDF

    pdf = FPDF(unit="pt", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_title(title)
    pdf.set_lang(language())
    pdf.set_creator("bridgekit")
    pdf.add_font("DejaVu", "", str(font))
    height = _PAGE[1]
    pages = [list(boards[i : i + _PER_PAGE]) for i in range(0, len(boards), _PER_PAGE)] or [[]]
    for page in pages:
        pdf.add_page()
        pdf.set_font("DejaVu", size=14)
        pdf.text(40, 40, title)
        for i, board in enumerate(page):
            left = 40 + (i % 2) * _DIAGRAM[0]
            top = height - 80 - (i // 2) * _DIAGRAM[1]
            pdf.set_font("DejaVu", size=11)
            pdf.text(left, height - top, "   ".join(board_labels(board)))
            if board.deal is None:
                continue
            pdf.set_font("DejaVu", size=10)
            for seat, (dx, dy) in _HAND_AT.items():
                for line, suit in enumerate(SUITS):
                    y = height - (top - dy - 12 * line - 12)
                    if suit in (Suit.HEARTS, Suit.DIAMONDS):
                        pdf.set_text_color(*_RED)
                    pdf.text(left + dx, y, suit.symbol)
                    pdf.set_text_color(0, 0, 0)
                    pdf.text(left + dx + 12, y, suit_holding(board.deal, seat, suit))
            pdf.set_font("DejaVu", size=8)
            for at_x, at_y, text, symbol in analysis_cells(board):
                shown = text or (symbol.symbol if symbol is not None else "")
                pdf.text(left + at_x, height - (top - at_y - 12), _symbols(shown))
    return bytes(pdf.output())


def _symbols(text: str) -> str:
    """Suit letters of contracts in a par line as symbols: ``4S N`` → ``4♠ N``."""
    import re

    return re.sub(r"\b([1-7])([SHDC])\b", lambda m: m[1] + Suit.from_str(m[2]).symbol, text)


def _base14_pdf(boards: Sequence[Board], title: str) -> bytes:
    """The fallback sheet, written directly in PDF 1.4 with the base-14 fonts Helvetica and Symbol
    (for ♠ ♥ ♦ ♣): no library, Windows-1252 letters only."""
    pages = [list(boards[i : i + _PER_PAGE]) for i in range(0, len(boards), _PER_PAGE)] or [[]]
    streams = []
    for page in pages:
        ops = [_text(40, _PAGE[1] - 40, _pdf_text(title), size=14)]
        for i, board in enumerate(page):
            left = 40 + (i % 2) * _DIAGRAM[0]
            top = _PAGE[1] - 80 - (i // 2) * _DIAGRAM[1]
            ops += _diagram_ops(board, left, top)
        streams.append("\n".join(ops).encode("cp1252", "replace"))
    objects: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"",  # the page tree, filled in below
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Symbol >>",
    ]
    kids = []
    for stream in streams:
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Contents %d 0 R "
            b"/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>" % (_PAGE[0], _PAGE[1], len(objects))
        )
        kids.append(len(objects))
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        " ".join(f"{k} 0 R" for k in kids).encode(),
        len(kids),
    )
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)
