"""Robot explanations are public (issue 17 item 2, issue 14 item 1).

A robot's explanation of a call says what the call means in its system or under the rules
(ranges, as four-player bridge does), never the exact holding behind it. So, in every game,
the same call in the same public situation always gets the same explanation, whatever the
hand that made it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import bridgekit
from bridgekit.cards import Card
from bridgekit.cli.family import ADAPTERS
from bridgekit.robots import BridgeRobot, explain_call
from bridgekit.state import Called, Phase, View

#: (game, form) pairs: every game and every Light-bridge form
GAMES = [
    ("bridge", None),
    ("bridge2", None),
    ("bridge3", None),
    ("konstam", None),
    ("minibridge", None),
    ("booby", None),
    ("nullo", None),
    ("slam", None),
    ("chinese_bridge", None),
    ("light_bridge", "lb3"),
    ("light_bridge", "lb4"),
    ("light_bridge", "lb4_52"),
    ("light_bridge", "lb4_54"),
    ("light_bridge", "lb6"),
]


def robot_for(game: str) -> Any:
    return BridgeRobot() if game == "bridge" else ADAPTERS[game].robot()


def is_card_play(view: View, action: object) -> bool:
    return view.phase is Phase.PLAY or isinstance(action, Card) or type(action).__name__ == "JokerPlay"


def public_key(view: View, action: object) -> str:
    """The public situation of a call: the record every seat sees, whose turn it is, the call."""
    return repr((view.dealer, view.seat, view.vulnerability, view.calls, action))


def explanations(game: str, form: str | None, deals: int) -> dict[str, set[str]]:
    robot = robot_for(game)
    seen: dict[str, set[str]] = {}
    for seed in range(deals):
        options = {"variant": form} if form is not None else {}
        table = bridgekit.new_game(game, seed=seed, **options)
        steps = 0
        while not table.is_over and steps < 400:
            seat = table.to_act
            assert seat is not None
            view = table.view(seat)
            decision = robot.choose(view)
            if not is_card_play(view, decision.action):
                seen.setdefault(public_key(view, decision.action), set()).add(decision.explanation)
            table.act(decision.action, seat=seat) if game != "bridge" else table.act(decision.action)
            steps += 1
    return seen


@pytest.mark.parametrize(("game", "form"), GAMES)
def test_explanations_do_not_depend_on_hidden_holdings(game: str, form: str | None) -> None:
    seen = explanations(game, form, 60)
    repeated = [key for key, texts in seen.items() if len(texts) > 0]
    assert repeated, "no call was explained"
    clashes = {key: texts for key, texts in seen.items() if len(texts) > 1}
    assert not clashes, next(iter(clashes.values()))


def test_bridge_explanations_are_what_the_other_seats_read() -> None:
    """The robot says what :func:`explain_call` (the auction display for every seat) says."""
    robot = BridgeRobot()
    for seed in range(100):
        table = bridgekit.new_game("bridge", seed=seed, dealer=seed % 4)
        while table.phase is Phase.AUCTION:
            seat = table.to_act
            assert seat is not None
            decision = robot.choose(table.view(seat))
            table.act(decision.action)
            calls = [c for c in table.view(seat).calls if isinstance(c, Called)]
            assert explain_call(calls, len(calls) - 1, robot.system) == decision.explanation


def test_bridge_three_passes_are_explained_by_range_not_points() -> None:
    """Issue 14: bridge for 3 explained passes as ``P: 8 HCP``."""
    texts = set().union(*explanations("bridge3", None, 40).values())
    assert not any(re.fullmatch(r"(P|X|XX): \d+ HCP.*", text) for text in texts)
    assert not any(text.startswith("P: Pass") for text in texts)
    assert "P: not enough to double or redouble (16+ HCP, 13+ against a game)" in texts


def test_minibridge_announcements_show_the_band_not_the_points() -> None:
    """RULES 11.2: "pass" means 10 or fewer HCP, "I open" 11 or more; nothing more is public."""
    texts = set().union(*explanations("minibridge", None, 40).values())
    passes = {t for t in texts if "pass" in t}
    assert passes and all(t.endswith("pass: 10 or fewer HCP (RULES 11.2)") for t in passes)
    private = {t for t in texts if "slip" in t or "lengths" in t}
    assert private and not any(ch.isdigit() for t in private for ch in t.split("(")[0])
