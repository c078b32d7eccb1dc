"""The SAYC robot's explanations in the players' languages (docs/languages.md): built from the
rules' data through templates, and kept in step with the tables' f-strings."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bridgekit.calls import Call
from bridgekit.i18n import using
from bridgekit.robots.bidding import public_explanation
from bridgekit.robots.context import Context
from bridgekit.robots.explain_words import MEANINGS, TEMPLATES, canonical, explanation_text
from bridgekit.robots.sayc import Sayc
from bridgekit.state import Called

SAYC = Path(__file__).resolve().parents[1] / "src" / "bridgekit" / "robots" / "sayc"


def _sample(node: ast.JoinedStr) -> str:
    """An f-string of a table line written out with sample values (distinct suits, a count)."""
    suits: dict[str, str] = {}
    out = []
    for value in node.values:
        if isinstance(value, ast.Constant):
            out.append(str(value.value))
            continue
        assert isinstance(value, ast.FormattedValue)
        code = ast.unparse(value.value)
        if "name(" in code:
            out.append(suits.setdefault(code, ("spades", "hearts")[len(suits)]))
        elif "need" in code:
            out.append("4")
        elif code == "shows":
            out.append("five or more spades and hearts")
        elif code == "gf":
            out.append(", forcing to game")
        elif code == "one_round":  # "not forcing" for a passed hand: both have templates
            out.append("forcing one round")
        elif code == "unit":
            out.append("aces")
        elif code == "unit[:-1]":
            out.append("ace")
        else:
            out.append("")  # an optional prefix such as "2/1: "
    return "".join(out)


def table_fstrings() -> list[str]:
    texts = []
    for path in sorted(SAYC.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "R"):
                continue
            if len(node.args) > 1 and isinstance(node.args[1], ast.JoinedStr):
                texts.append(_sample(node.args[1]))
    return texts


def test_every_table_line_written_with_an_fstring_has_a_template() -> None:
    texts = table_fstrings()
    assert len(texts) > 50
    missing = []
    for text in texts:
        template, _values = canonical(text)
        if template not in TEMPLATES and text not in MEANINGS and template not in MEANINGS:
            missing.append(f"{text!r} -> {template!r}")
    assert missing == [], "add the template to robots/explain_words.py TEMPLATES and translate it"


def test_a_sayc_explanation_in_bulgarian() -> None:
    sayc = Sayc()
    with using("bg"):
        text = public_explanation(Context(0, ()), Call.from_str("1NT"), sayc)
        assert text == "1БК: балансирана, може да има петкартов главен цвят, 15–17 т."
        text = public_explanation(Context(0, ()), Call.from_str("3S"), sayc)
        assert text == "3S: блокиращо, седем или повече пики, 5–10 т."
        after = (Called(0, Call.from_str("1NT")), Called(1, Call.from_str("P")))
        text = public_explanation(Context(2, after), Call.from_str("2C"), sayc)
        assert text.startswith("2C: Стейман: пита за четирикартов главен цвят")
    text = public_explanation(Context(0, ()), Call.from_str("1NT"), sayc)
    assert text == "1NT: balanced, may hold a five-card major, 15–17 HCP"


_ENGLISH = re.compile(r"\b(or more|forcing|balanced|raise|points|spades|hearts|diamonds|clubs|pass)\b")


@pytest.mark.parametrize("lang", ["ru", "bg", "sk", "pl"])
def test_every_opening_and_response_is_explained_without_english(lang: str) -> None:
    sayc = Sayc()
    contexts = [Context(0, ())]
    for opening in ("1NT", "1H", "1S", "1D", "2C", "2H"):
        contexts.append(Context(2, (Called(0, Call.from_str(opening)), Called(1, Call.from_str("P")))))
    with using(lang):
        for ctx in contexts:
            for rule in sayc.rules_for(ctx) or []:
                text = explanation_text(rule.text)
                assert _ENGLISH.search(text.split(": ", 1)[-1]) is None, f"{lang}: {rule.text!r} -> {text!r}"


@pytest.mark.parametrize("lang", ["ru", "bg", "sk", "pl"])
def test_the_readings41_explanations_are_translated(lang: str) -> None:
    """A passed hand's two-level new suit ("not forcing"), a placement explained as a minimum."""
    from bridgekit.robots.explain_words import untranslated

    with using(lang):
        for text in (
            "2D: 4 or more diamonds, not forcing, 10+ HCP",
            "2H: 5 or more hearts, not forcing, 10+ HCP",
            "2C: four or more clubs, not forcing, 10+ HCP",
            "2D: diamonds, no four-card major, not forcing, 11+ HCP",
            "1S: four or more spades, not forcing, 6+ HCP",  # a passed hand's one-level new suit
            "1D: four or more diamonds, not forcing, 6+ HCP",
            "2NT: a minimum, balanced",
        ):
            assert untranslated(text) == (), text
