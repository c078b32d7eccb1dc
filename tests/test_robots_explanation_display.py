"""A robot's explanation beside the call it explains: the web table's note and the terminal's
line name the call themselves, so the explanation no longer repeats it ("1♥: 1H: five or more
hearts"), and no word of it is lost in any language (docs/robots.md, "Explanations")."""

from __future__ import annotations

import io

import pytest

from bridgekit import new_game
from bridgekit.calls import Call
from bridgekit.cli.play import Table
from bridgekit.cli.render import Style
from bridgekit.i18n import using
from bridgekit.robots.explain_words import beside_call, explanation_text
from bridgekit.server.views import view_json
from bridgekit.state import Called

LANGUAGES = ("en", "ru", "pl", "bg", "sk")
NOTES = ("1H: five or more hearts, 12–21 points", "Pass: nothing more to show", "2NT: 9–11 HCP, balanced")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_web_tables_note_does_not_repeat_the_call(lang: str) -> None:
    game = new_game("bridge", seed=3, dealer=0)
    for call in ("1H", "P", "2NT"):
        game.act(call)
    with using(lang):
        calls = view_json(game, None, notes=list(NOTES))["calls"]
        assert [call["text"] for call in calls] == ["1H", "P", "2NT"]
        for call, note in zip(calls, NOTES, strict=True):
            whole = explanation_text(note)  # the call, ": ", then its meaning, in the language
            assert call["explanation"] == whole.split(": ", 1)[1], (whole, call["explanation"])
            assert not call["explanation"].startswith(call["label"])


def test_beside_call_drops_only_the_call_it_explains() -> None:
    assert beside_call("1S: five or more spades", "1S") == "five or more spades"
    assert beside_call("Pass: nothing more to show", "P") == "nothing more to show"
    assert beside_call("a stopper in their suit", "2NT") == "a stopper in their suit"
    assert beside_call("2S: six spades", "2H") == "2S: six spades"
    assert beside_call("2NT: ", "2NT") == "2NT: "  # nothing after the call: kept whole
    with using("ru"):
        russian = explanation_text("1NT: 15–17 HCP, balanced")
        assert russian.count(": ") == 1 and beside_call(russian, "1NT") == russian.split(": ")[1]


def test_the_terminal_line_names_the_call_once() -> None:
    game = new_game("bridge", seed=3, dealer=0)
    out = io.StringIO()
    table = Table(None, human=None, style=Style(False, False), out=out, stdin=io.StringIO())
    table.tell(game, Called(0, Call.from_str("1H")), NOTES[0], 0)
    assert out.getvalue() == "  N: 1H  five or more hearts, 12-21 points\n"  # plain dashes
