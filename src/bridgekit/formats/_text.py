"""Reading text files whatever their encoding: UTF-8 (with or without BOM), else Latin-1.

PBN files in the wild are ISO 8859-1 (the standard), UTF-8 or UTF-8 with a byte-order mark.

>>> decode("Hôtel".encode("latin-1")), decode(b"\\xef\\xbb\\xbf% PBN 2.1")
('Hôtel', '% PBN 2.1')
"""

from __future__ import annotations

from typing import IO, Any

__all__ = ["decode", "read_text"]


def decode(data: bytes) -> str:
    """The text of *data*: UTF-8 if it is valid UTF-8 (a BOM is dropped), else Latin-1."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def read_text(fp: IO[Any]) -> tuple[str, str | None]:
    """The whole text of an open file (text or binary) and its name, if it has one."""
    data = fp.read()
    text = decode(bytes(data)) if isinstance(data, bytes | bytearray) else str(data)
    if text.startswith("\ufeff"):
        text = text[1:]
    name = getattr(fp, "name", None)
    return text, name if isinstance(name, str) else None
