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


# -- user-visible literals not marked for translation ---------------------------------------------

#: The modules whose every message a user sees goes through the catalogue (docs/languages.md).
#: The SAYC tables are translated where they are shown (robots/explain_words.py, tests/test_i18n_sayc.py).
TRANSLATED: tuple[str, ...] = (
    "cli/*.py",
    "formats/*.py",
    "server/club/*.py",
    "variants/nullo/render.py",
    "variants/slam/render.py",
    "variants/booby/render.py",
    "variants/chinese_bridge/render.py",
    "tournament/handrecords.py",
    "tournament/diagrams.py",
    "analysis/claims.py",
    "analysis/simulate.py",
    "robots/match.py",
    "call_words.py",
    "store/club.py",
    "store/club_teams.py",
    "store/events.py",
    "store/faults.py",
    # the engine's refusals (a programmer's own errors say # i18n-ok)
    "state.py",
    "auction.py",
    "calls.py",
    "contracts.py",
    "cards.py",
    "deal.py",
    "seats.py",
    "tricks.py",
    "views.py",
    "variants/__init__.py",
    "variants/bridge/*.py",
    "kinds/*.py",
    "laws/table_mode/*.py",
    "laws/table_rules.py",
    "variants/booby/*.py",
    "variants/bridge2/*.py",
    "variants/bridge3/*.py",
    "variants/chinese_bridge/*.py",
    "variants/konstam/*.py",
    "variants/light_bridge/*.py",
    "variants/nullo/*.py",
    "variants/slam/*.py",
    "variants/minibridge/game.py",
    "variants/minibridge/records.py",
    "variants/minibridge/render.py",
    "variants/minibridge/contract.py",
    "laws/__init__.py",
    "laws/bidding.py",
    "laws/claims.py",
    "laws/play.py",
    "laws/play_rules.py",
    "laws/records.py",
    "laws/table_auction.py",
    "laws/table_play.py",
)
#: Calls whose first argument a user reads: printed, written, raised, or added to a screen's lines.
SINKS = {"print", "write", "append", "insert", "extend", "say", "UsageError", "ArgumentTypeError"}
MARKED = {"_", "N_", "ngettext", "pgettext", "gettext"}
ENGLISH = re.compile(r"[A-Za-z]{3,}")


def _literal(node: ast.expr) -> str | None:
    """The words of a string literal, f-string or concatenation of them (``None`` for anything else)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal(node.left), _literal(node.right)
        return None if left is None and right is None else f"{left or ''} {right or ''}"
    return None


def _is_sink(call: ast.Call) -> bool:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    return name in SINKS or name.endswith("Error") or name == "Refused"


def unmarked_literals(path: Path) -> list[str]:
    """The user-visible English literals of *path* not wrapped in ``_()`` and friends (a line that
    writes to a file format, not to a user, says ``# i18n-ok``)."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and _is_sink(node) and node.args):
            continue
        # the club console's refusals: Refused(status, message)
        refused = isinstance(node.func, ast.Name) and node.func.id == "Refused" and len(node.args) > 1
        arg = node.args[1] if refused else node.args[0]
        if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Name) and arg.func.id in MARKED:
            continue
        text = _literal(arg)
        if text is None or not ENGLISH.search(text):
            continue
        if " " not in text.strip() and not text.strip().endswith(":") and "_" in text:
            continue  # an identifier or a key, not a sentence
        span = lines[node.lineno - 1 : (node.end_lineno or node.lineno)]
        if not any("i18n-ok" in line for line in span):
            found.append(f"{path.relative_to(SRC)}:{arg.lineno}: {text.strip()!r}")
    return found


def test_no_user_visible_literal_is_left_untranslated() -> None:
    paths = sorted({path for pattern in TRANSLATED for path in SRC.glob(pattern)})
    assert len(paths) > 40
    found = [line for path in paths for line in unmarked_literals(path)]
    assert found == [], "wrap these in _() (or mark a file format's own text with # i18n-ok)"


def test_the_unmarked_literal_finder_finds_one() -> None:
    sample = SRC / "cli" / "_sample_for_test.py"
    try:
        sample.write_text(
            'print(f"{n} boards written")\nprint(_("fine"))\nraise X(f"no {a}")  # i18n-ok\n',
            encoding="utf-8",
        )
        assert unmarked_literals(sample) == ["cli/_sample_for_test.py:1: 'boards written'"]
    finally:
        sample.unlink()


#: Words the club console's pages show as they are in every language.
SAME_EVERYWHERE = {"bridgekit", "PIN", "(PDF)", "tue-2026-11-24"}  # an example event name


def test_the_club_templates_show_no_text_outside_the_catalogue() -> None:
    found = []
    for path in sorted((SRC / "server" / "club" / "templates").glob("*.html")):
        text = re.sub(r"{{.*?}}|{%.*?%}|{#.*?#}", "", path.read_text(encoding="utf-8"), flags=re.S)
        text = re.sub(r"<script.*?</script>|<style.*?</style>", "", text, flags=re.S)
        nodes = [m.group(1).strip() for m in re.finditer(r">([^<>]*[A-Za-z]{3,}[^<>]*)<", text)]
        attributes = re.findall(r'(?:placeholder|title|aria-label|alt)="([^"]*[A-Za-z]{3,}[^"]*)"', text)
        found += [f"{path.name}: {t!r}" for t in nodes + attributes if t and t not in SAME_EVERYWHERE]
    assert found == [], "wrap these in {{ _(...) }}"
