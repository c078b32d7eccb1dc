"""Reading text files whatever their encoding, and saying which encoding was assumed.

PBN files in the wild are ISO 8859-1 (the standard), UTF-8, UTF-8 with a byte-order mark,
and now and then UTF-16 (Windows "Unicode" text). :func:`detect` decides in this order:

1. a byte-order mark: UTF-8, UTF-32 or UTF-16 (little- or big-endian), as the mark says;
2. no mark, but a zero byte in every other place (text of ASCII letters in UTF-16): UTF-16
   of the byte order the zeros show;
3. valid UTF-8: UTF-8;
4. anything else: Latin-1 (ISO 8859-1, the encoding of the PBN standard), which reads any bytes.

>>> decode("Hôtel".encode("latin-1")), decode(b"\\xef\\xbb\\xbf% PBN 2.1")
('Hôtel', '% PBN 2.1')
>>> detect("[Board \\"1\\"]".encode("utf-16"))
('[Board "1"]', 'UTF-16 (little-endian, byte-order mark)')
>>> detect("[Event \\"Hôtel\\"]".encode("latin-1"))[1]
'Latin-1 (ISO 8859-1; the file is not valid UTF-8)'
"""

from __future__ import annotations

import codecs
from typing import IO, Any, Final

__all__ = ["decode", "detect", "read_text", "UTF8"]

#: the label of plain UTF-8 (the encoding bridgekit writes): nothing to say about it
UTF8: Final = "UTF-8"

_BOMS: Final = (
    (codecs.BOM_UTF8, "utf-8", "UTF-8 (byte-order mark)"),
    (codecs.BOM_UTF32_LE, "utf-32-le", "UTF-32 (little-endian, byte-order mark)"),
    (codecs.BOM_UTF32_BE, "utf-32-be", "UTF-32 (big-endian, byte-order mark)"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "UTF-16 (little-endian, byte-order mark)"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "UTF-16 (big-endian, byte-order mark)"),
)
_LATIN1: Final = "Latin-1 (ISO 8859-1; the file is not valid UTF-8)"


def _utf16_without_bom(data: bytes) -> str | None:
    """``utf-16-le``/``-be`` if the first bytes have a zero in every other place, else ``None``."""
    head = data[:4096]
    if len(head) < 4 or len(head) % 2:
        return None
    pairs = len(head) // 2
    if head[1::2].count(0) == pairs and head[0::2].count(0) == 0:
        return "utf-16-le"
    if head[0::2].count(0) == pairs and head[1::2].count(0) == 0:
        return "utf-16-be"
    return None


def detect(data: bytes) -> tuple[str, str]:
    """The text of *data* and the encoding it was read in (a label such as ``'UTF-8'``).

    Bytes that do not fit a byte-order mark's encoding become U+FFFD, so reading never fails.
    """
    for bom, codec, label in _BOMS:
        if data.startswith(bom):
            return data[len(bom) :].decode(codec, "replace"), label
    guess = _utf16_without_bom(data)
    if guess is not None:
        order = "little" if guess.endswith("le") else "big"
        return data.decode(guess, "replace"), f"UTF-16 ({order}-endian, no byte-order mark: assumed)"
    try:
        return data.decode("utf-8"), UTF8
    except UnicodeDecodeError:
        return data.decode("latin-1"), _LATIN1


def decode(data: bytes) -> str:
    """The text of *data* (see :func:`detect`)."""
    return detect(data)[0]


def read_text(fp: IO[Any]) -> tuple[str, str | None]:
    """The whole text of an open file (text or binary) and its name, if it has one."""
    data = fp.read()
    text = decode(bytes(data)) if isinstance(data, bytes | bytearray) else str(data)
    if text.startswith("\ufeff"):
        text = text[1:]
    name = getattr(fp, "name", None)
    return text, name if isinstance(name, str) else None
