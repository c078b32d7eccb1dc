"""Every message the sources translate is in the catalogues' template (docs/languages.md).

Babel's Python extractor cannot see ``_("…")`` inside an f-string (before Python 3.12), so such
messages must also be marked with ``N_``; this test finds any that are not.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from babel.messages.pofile import read_po

SRC = Path(__file__).resolve().parents[1] / "src" / "bridgekit"
CALL = re.compile(r"""(?<![\w.])_\(\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*\)""")


def test_every_translated_literal_is_extracted() -> None:
    with (SRC / "locale" / "bridgekit.pot").open("rb") as handle:
        template = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(handle) if m.id}
    missing = []
    for path in sorted(SRC.rglob("*.py")):
        for match in CALL.finditer(path.read_text(encoding="utf-8")):
            text = ast.literal_eval(match.group(1))
            if text not in template and text != "…":
                missing.append(f"{path.relative_to(SRC)}: {text!r}")
    assert missing == []


def test_the_template_is_up_to_date_with_the_sources(tmp_path: Path) -> None:
    from babel.messages.frontend import CommandLineInterface

    out = tmp_path / "fresh.pot"
    root = SRC.parents[1]
    CommandLineInterface().run(
        [
            "pybabel",
            "-q",
            "extract",
            "-F",
            str(root / "babel.cfg"),
            "-k",
            "N_",
            "-k",
            "t",
            "-k",
            "R:2",
            "-k",
            "nt_meaning_only:2",
            "--no-location",
            "--sort-output",
            "-o",
            str(out),
            str(root / "src"),
        ]
    )
    with out.open("rb") as handle:
        fresh = {(m.context, m.id) for m in read_po(handle) if m.id}
    with (SRC / "locale" / "bridgekit.pot").open("rb") as handle:
        stored = {(m.context, m.id) for m in read_po(handle) if m.id}
    assert fresh - stored == set(), "run the extraction (docs/languages.md) and translate the new messages"
