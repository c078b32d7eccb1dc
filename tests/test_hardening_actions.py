"""Regression tests of issue 19, actions: ``act(..., seat=X)`` is honoured when the action
names its own seat, and every refusal names its rule (a RULES section or a Law)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bridgekit import new_game
from bridgekit.calls import CALLS
from bridgekit.cards import CARDS
from bridgekit.errors import IllegalActionError, NotationError, OutOfTurnError
from bridgekit.variants import game_names

#: a rule of RULES.md, a Law, or the numbered rules of a game kept outside them (tests/duel.py)
CITES = re.compile(r"\bRULES \d|\bLaws? \d|\bDUEL \d")
SET_UPS: list[tuple[str, dict[str, Any]]] = [(name, {}) for name in game_names()] + [
    ("bridge", {"table_mode": True}),
    ("minibridge", {"table_mode": True}),
]


def _seat_naming_records(name: str, options: dict[str, Any], seed: int) -> list[tuple[Any, Any]]:
    """(game before, record) for every action of one random game whose record names a seat."""
    game = new_game(name, seed=seed, **options)
    rng = random.Random(seed)
    found = []
    while not game.is_over and game.legal_actions():
        action = rng.choice(game.legal_actions())
        record = game.copy().act(action)
        if isinstance(getattr(record, "seat", None), int):
            found.append((game.copy(), record))
        game.act(action)
    return found


@pytest.mark.parametrize("name", ["nullo", "slam", "bridge", "booby", "chinese_bridge", "light_bridge"])
def test_act_with_seat_is_honoured_when_the_action_names_its_own_seat(name: str) -> None:
    checked = 0
    for seed in range(2):
        for game, record in _seat_naming_records(name, {}, seed):
            for seat in range(game.variant.seat_count):
                if seat == game.to_act:
                    continue
                before = game.copy()
                with pytest.raises(OutOfTurnError, match=r"out of turn.*\(RULES 0\.3\)"):
                    game.act(record, seat=seat)
                assert game == before  # refused: the game is unchanged
                checked += 1
            game.act(record, seat=game.to_act)  # the seat to act may make it
    assert checked > 20


def test_nullo_call_naming_a_seat_made_for_the_other_player_is_refused() -> None:
    game = new_game("nullo", seed=1)
    while not any(type(action).__name__ == "Call" for action in game.legal_actions()):
        game.act(game.legal_actions()[-1])  # the exchange first: discards, then the draw
    assert game.to_act is not None
    caller, other = game.to_act, 1 - game.to_act
    named = f"{game.seat_name(caller)} P"
    with pytest.raises(OutOfTurnError, match=rf"made for {game.seat_name(other)} out of turn"):
        game.act(named, seat=other)
    assert game.act(named, seat=caller).seat == caller


def test_slam_declaration_text_made_for_the_wrong_player_is_refused() -> None:
    for seed in range(20):
        game = new_game("slam", seed=seed)
        rng = random.Random(seed)
        while not game.is_over and game.phase.name == "AUCTION" and not game.declaration_options():
            game.act(rng.choice(game.legal_actions()))
        if game.declaration_options():
            break
    else:
        pytest.fail("no Slam deal reached the declaration")
    chooser = game.to_act
    option = str(game.declaration_options()[0]).split(" ", 1)[1]  # the text without the seat
    with pytest.raises(OutOfTurnError):
        game.act(option, seat=1 - chooser)
    game.act(option, seat=chooser)


def _refusals(name: str, options: dict[str, Any], seed: int) -> list[str]:
    game = new_game(name, seed=seed, **options)
    rng = random.Random(seed)
    texts = [str(c) for c in CARDS[:52]] + [str(c) for c in CALLS] + ["draw", "pass", "N 1NT", "S SA"]
    messages = []
    while True:
        for text in rng.sample(texts, 8):
            for seat in (None, rng.randrange(game.variant.seat_count)):
                try:
                    game.copy().act(text, seat=seat)
                except IllegalActionError as error:
                    messages.append(str(error))
                except NotationError:
                    pass
        if game.is_over or not game.legal_actions():
            return messages
        game.act(rng.choice(game.legal_actions()))


@pytest.mark.parametrize(
    ("name", "options"), SET_UPS, ids=[f"{n}{'-table' if o else ''}" for n, o in SET_UPS]
)
def test_every_refusal_names_its_rule(name: str, options: dict[str, Any]) -> None:
    messages = _refusals(name, options, seed=3)
    assert len(messages) > 50
    uncited = sorted({m for m in messages if not CITES.search(m)})
    assert uncited == []


def test_contract_bridge_refusals_cite_rules_like_the_other_games() -> None:
    game = new_game("bridge", seed=1, dealer="N")
    game.act("1S")
    with pytest.raises(
        IllegalActionError, match=r"^illegal call 1H by E: the last bid is 1S by N \(RULES 1\.5\)$"
    ):
        game.act("1H")
    with pytest.raises(IllegalActionError, match=r"the auction is not over \(RULES 1\.8\)"):
        game.act("SA")
    with pytest.raises(OutOfTurnError, match=r"it is E's turn \(RULES 0\.3\)$"):
        game.act("2S", seat=2)


@pytest.mark.parametrize("name", ["booby", "chinese_bridge", "nullo", "slam", "bridge", "light_bridge"])
def test_after_the_end_the_deal_is_over_not_the_over_is_not_the_play(name: str) -> None:
    game = new_game(name, seed=2)
    rng = random.Random(2)
    while not game.is_over:
        game.act(rng.choice(game.legal_actions()))
    messages = []
    for card in CARDS[:52]:
        try:
            game.act(card)
        except IllegalActionError as error:
            messages.append(str(error))
        except NotationError:
            pass
    assert messages and all("the over" not in m and CITES.search(m) for m in messages)
    assert any("over" in m for m in messages)
