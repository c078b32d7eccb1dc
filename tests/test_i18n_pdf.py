"""Hand-record PDFs in every language (issue 20): DejaVu Sans embedded with fpdf2, so Cyrillic and
Polish/Slovak letters print as written and come back out of the file; a clear fallback without them."""

from __future__ import annotations

import io
import logging
import re

import pytest
from pypdf import PdfReader

from bridgekit.i18n import using
from bridgekit.tournament.event import hand_records
from bridgekit.tournament.handrecords import hand_record_pdf, pdf_font, pdf_writer

BOARDS = hand_records(8, seed=11)


def _text(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def test_the_system_font_is_found() -> None:
    """CI installs fonts-dejavu-core and the pdf extra: the sheet is written in the Unicode font."""
    font = pdf_font()
    assert font is not None and font.name == "DejaVuSans.ttf"
    assert pdf_writer() == "unicode"


def test_a_russian_hand_record_reads_back_in_cyrillic() -> None:
    """The title and each board's labels come out of the PDF in Russian letters, suits as symbols."""
    with using("ru"):
        pdf = hand_record_pdf(BOARDS, "Клубный вечер: раздачи")
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")
    assert b"/FontFile2" in pdf and b"/ToUnicode" in pdf and b"DejaVu" in pdf
    pages = _text(pdf)
    assert len(pages) == 2  # six boards a page
    assert pages[0].startswith("Клубный вечер: раздачи")
    assert "Сдача 1" in pages[0] and "Сдаёт N" in pages[0] and "Сдача 8" in pages[1]
    assert all(symbol in pages[0] for symbol in "♠♥♦♣")
    assert not re.search(r"Sdacha|Kl", "".join(pages))  # nothing transliterated


@pytest.mark.parametrize(
    ("lang", "title", "word"),
    [("pl", "Wieczór klubowy: łódzkie rozdania", "Rozdanie"), ("sk", "Klubový večer: rozdania", "Rozdanie")],
)
def test_polish_and_slovak_letters_print(lang: str, title: str, word: str) -> None:
    with using(lang):
        pages = _text(hand_record_pdf(BOARDS, title))
    assert pages[0].startswith(title) and word in pages[0]


def test_without_the_font_the_sheet_is_transliterated_and_says_why(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The fallback: base-14 fonts, Cyrillic in Latin letters, and a warning naming what is missing."""
    monkeypatch.setenv("BRIDGEKIT_PDF_FONT", "/nonexistent/DejaVuSans.ttf")
    assert pdf_font() is None and pdf_writer() == "base14"
    with using("ru"), caplog.at_level(logging.WARNING, logger="bridgekit.tournament.handrecords"):
        pdf = hand_record_pdf(BOARDS[:1], "Клубный вечер")
    assert pdf.startswith(b"%PDF-1.4") and b"/BaseFont /Helvetica" in pdf and b"/FontFile2" not in pdf
    assert "Klubnyj vecher" in _text(pdf)[0]
    assert "no Unicode TrueType font found" in caplog.text and "fonts-dejavu-core" in caplog.text


def test_a_font_named_by_the_environment_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    font = pdf_font()
    assert font is not None
    monkeypatch.setenv("BRIDGEKIT_PDF_FONT", str(font))
    assert pdf_font() == font
