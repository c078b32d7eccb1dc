"""Light bridge properties: exhaustive auction legality, conformance extras, robots, matches, rendering."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgekit.calls import Strain
from bridgekit.errors import IllegalActionError, IllegalCallError, NotationError
from bridgekit.formats import game_json
from bridgekit.robots import Robot
from bridgekit.state import Played
from bridgekit.variants import new_game
from bridgekit.variants.light_bridge.calls import CallKind, form_calls, light_bid
from bridgekit.variants.light_bridge.game import LightBridgeGame
from bridgekit.variants.light_bridge.records import PlayedJoker, Stage
from bridgekit.variants.light_bridge.render import render_view
from bridgekit.variants.light_bridge.robot import LightBridgeRobot
from bridgekit.variants.light_bridge.scoring import LEVEL_TABLES, deal_score
from bridgekit.variants.light_bridge.series import LightBridgeMatch, match_sheet

FORMS = sorted(LEVEL_TABLES)
DEALERS = {"lb3": 3, "lb4": 4, "lb4_52": 4, "lb4_54": 4, "lb6": 6}

#: every call text could name: the form's calls and out-of-range levels of every kind
UNIVERSE = tuple(
    {
        *[
            light_bid(kind, number, strain)
            for kind in (CallKind.ORDINARY, CallKind.MISERE)
            for number in range(1, 14)
            for strain in Strain
        ],
        *[light_bid(CallKind.EXACT, number, strain) for number in (3, 4) for strain in Strain],
        *form_calls(LEVEL_TABLES["lb4"]),
    }
)


def start(form: str, seed: int, **options: Any) -> LightBridgeGame:
    game = new_game("light_bridge", variant=form, seed=seed, dealer=seed % DEALERS[form], **options)
    assert isinstance(game, LightBridgeGame)
    return game


@pytest.mark.parametrize("form", FORMS)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**20), bias=st.floats(0.0, 0.9))
def test_auction_accepts_exactly_the_legal_calls(form: str, seed: int, bias: float) -> None:
    """Along a random auction, every listed call is accepted and every other call refused."""
    game = start(form, seed)
    rng = random.Random(seed)
    while game.stage is Stage.AUCTION:
        legal = game.legal_actions()
        assert len(set(legal)) == len(legal)
        for call in UNIVERSE:
            trial = game.copy()
            if call in legal:
                trial.act(call)
                assert trial.history[:-1] == game.history
            else:
                with pytest.raises(IllegalCallError, match=rf"illegal call {call} by \d: .*RULES 12\.\d"):
                    trial.act(call)
                assert trial == game
        passes = [c for c in legal if c.kind is CallKind.PASS]
        game.act(passes[0] if rng.random() < bias else rng.choice(legal))


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("seed", range(15))
def test_tricks_add_up_and_jokers_are_named_legally(form: str, seed: int) -> None:
    """Tricks add up to the trick count; every joker names a card not used before nor in its trick."""
    game = start(form, seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.act(rng.choice(game.legal_actions()))
    table = LEVEL_TABLES[form]
    assert sum(game.tricks_won) == table.tricks == len(game.tricks) == sum(game.seat_tricks)
    used: set[object] = set()
    plays = [r for r in game.history if isinstance(r, Played | PlayedJoker)]
    for start_index in range(0, len(plays), table.players):
        trick = plays[start_index : start_index + table.players]
        counted = [r.named if isinstance(r, PlayedJoker) else r.card for r in trick]
        for position, record in enumerate(trick):
            if isinstance(record, PlayedJoker):
                assert record.named not in counted[:position]
                assert record.named not in used or len(used) >= 52 - table.players
        used.update(counted)
    assert game.score == deal_score(table, game.contract, game.tricks_won, declarer=game.outcome.bidder)  # type: ignore[union-attr]


@pytest.mark.parametrize("form", FORMS)
def test_views_hide_hands_talon_and_discards(form: str) -> None:
    for seed in range(10):
        game = start(form, seed)
        rng = random.Random(seed)
        while not game.is_over:
            for seat in range(game.variant.seat_count):
                view = game.view(seat)
                assert all(hand is None for s, hand in enumerate(view.hands) if s != seat)
                if view.talon is not None:
                    assert game._talon_shown
                if view.discards is not None:
                    assert seat == game.outcome.bidder  # type: ignore[union-attr]
            game.act(rng.choice(game.legal_actions()))
        assert all(hand is not None for hand in game.view(0).hands)


# -- robots -----------------------------------------------------------------------------------


@pytest.mark.parametrize("form", FORMS)
def test_robots_play_legally_and_do_not_always_pass(form: str) -> None:
    robot = LightBridgeRobot()
    assert isinstance(robot, Robot)
    bids = 0
    for seed in range(200):
        game = start(form, seed)
        while not game.is_over:
            view = game.view(game.to_act)  # type: ignore[arg-type]
            decision = robot.choose(view)
            assert decision.action in view.legal_actions, (seed, decision)
            assert decision.explanation
            assert robot.choose(view) == decision
            game.act(decision.action)
        bids += game.contract is not None
    assert bids > 100


def test_robots_bid_misere_and_contra_somewhere() -> None:
    robot = LightBridgeRobot()
    kinds: set[CallKind] = set()
    for form in FORMS:
        for seed in range(60):
            game = start(form, seed)
            while game.stage is Stage.AUCTION:
                record = game.act(robot.choose(game.view(game.to_act)).action)  # type: ignore[arg-type]
                kinds.add(record.call.kind)  # type: ignore[union-attr]
    assert {CallKind.ORDINARY, CallKind.MISERE, CallKind.CONTRA, CallKind.PASS} <= kinds


def test_robot_refuses_a_view_with_nothing_to_do() -> None:
    game = start("lb4", 1)
    with pytest.raises(ValueError):
        LightBridgeRobot().choose(game.view((game.to_act or 0) + 1))


# -- matches ---------------------------------------------------------------------------------


@pytest.mark.parametrize("form", FORMS)
def test_robot_match_finishes_and_round_trips_through_json(form: str) -> None:
    match = LightBridgeMatch(form, seed=11, dealer=1)
    match.play(lambda view: LightBridgeRobot().choose(view))
    assert match.is_over and len(match.games) == 2 * LEVEL_TABLES[form].players
    assert [game.dealer for game in match.games][:3] == [1, 2, (3 % LEVEL_TABLES[form].players)]
    totals = [sum(column) for column in zip(*match.results, strict=True)]
    assert list(match.totals) == totals
    again = game_json.loads_match(game_json.dumps_match(match))
    assert again.totals == match.totals and game_json.dumps_match(again) == game_json.dumps_match(match)
    assert [g.history for g in again.games] == [g.history for g in match.games]
    assert "Winner" in match_sheet(match)
    same = LightBridgeMatch(form, seed=11, dealer=1)
    same.play(lambda view: LightBridgeRobot().choose(view))
    assert game_json.dumps_match(same) == game_json.dumps_match(match)


def test_match_rules_and_bad_input() -> None:
    match = LightBridgeMatch("lb4_54", deals=1, seed=1, talon_open=True)
    game = match.next_deal()
    assert game.options["talon_open"] is True
    with pytest.raises(IllegalActionError):
        match.next_deal()
    with pytest.raises(NotationError):
        LightBridgeMatch("lb5")
    with pytest.raises(NotationError):
        LightBridgeMatch("lb4", talon_open=True)
    with pytest.raises(NotationError):
        game_json.loads_match("[1, 2]")
    with pytest.raises(NotationError):  # a game record of another game
        game_json.loads_match(game_json.dumps([new_game("nullo", seed=1)]))
    data = json.loads(game_json.dumps_match(match))
    first = game.to_act
    assert first is not None and not game.actions
    data["deals"][0]["actions"] = [f"{first + 1} 5S", f"{(first + 1) % 4 + 1} 5S"]  # not higher
    with pytest.raises(IllegalCallError):
        game_json.loads_match(json.dumps(data))
    data["deals"][0]["actions"] = []
    data["deals"][0]["dealer"] = "2"
    with pytest.raises(NotationError, match="out of rotation"):
        game_json.loads_match(json.dumps(data))


@pytest.mark.parametrize("form", FORMS)
def test_deal_text_round_trips(form: str) -> None:
    deal = start(form, 3).deal
    probe = start(form, 1)
    assert game_json.parse_deal(probe, str(deal)) == deal


def test_new_game_takes_the_deals_option_and_checks_options() -> None:
    assert start("lb4", 1).options["deals"] == 8
    assert new_game("light_bridge", variant="lb3", deals=3).options["deals"] == 3
    with pytest.raises(NotationError):
        new_game("light_bridge", variant="lb4", talon_open=True)
    with pytest.raises(NotationError):
        new_game("light_bridge", variant="lb7")


# -- rendering and typed input ------------------------------------------------------------


@pytest.mark.parametrize("form", FORMS)
def test_render_view_shows_only_the_seat(form: str) -> None:
    game = start(form, 2)
    robot = LightBridgeRobot()
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        text = render_view(game.view(seat))
        assert f"player {seat + 1}" in text and "Your turn" in text
        game.act(robot.choose(game.view(seat)).action)
    assert "Score:" in render_view(game.view(0))


notation_text = st.text(alphabet="SHDCNTXPAKQJMJ=0123456789/ .-12takedis", max_size=14)


@pytest.mark.parametrize("form", ["lb3", "lb4_54", "lb6"])
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**16), texts=st.lists(notation_text, max_size=25))
def test_a_game_survives_any_typed_input(form: str, seed: int, texts: list[str]) -> None:
    game = start(form, seed)
    robot = LightBridgeRobot()
    for text in texts:
        before = game.copy()
        try:
            game.act(text)
        except (NotationError, IllegalActionError):
            assert game == before
        if not game.is_over:
            game.act(robot.choose(game.view(game.to_act)).action)  # type: ignore[arg-type]
