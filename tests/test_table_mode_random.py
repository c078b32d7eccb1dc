"""Random table-mode games with irregularities injected at random (RULES 10).

Each game ends; cards are conserved; 13 tricks are assigned after revoke transfers and
claims; every forced action is honoured (legal actions only offer what the Laws allow);
an action the Laws refuse leaves the game untouched; a replayed history (objects or its
JSON text) gives the same game, result and record.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgekit import new_game
from bridgekit.calls import CALLS, PASS
from bridgekit.errors import BridgeError
from bridgekit.formats.table_json import game_from_json, history_json
from bridgekit.laws import Claim, Exposed, PenaltyKind
from bridgekit.laws.table_mode import TableMode
from bridgekit.state import Called, Game, Played

MAX_STEPS = 2000


def irregular_action(game: TableMode, rng: random.Random) -> object | None:
    """Something that happens at real tables: out of turn, insufficient, revoking, exposing, claiming."""
    seat = rng.randrange(4)
    hand = list(game.hands[seat])
    roll = rng.random()
    if game.contract is None and not game.is_over:
        if roll < 0.4:
            return Called(seat, rng.choice(CALLS[:15]))
        if roll < 0.8:
            return Called(game.to_play or 0, rng.choice(CALLS[3:12]))  # often insufficient
        return Exposed(seat, tuple(rng.sample(hand, rng.choice([1, 1, 2]))), rng.random() < 0.3)
    if not hand:
        return None
    if roll < 0.55:
        return Played(seat, rng.choice(hand))  # out of turn, or a revoke when in turn
    if roll < 0.75:
        return Exposed(seat, (rng.choice(hand),), rng.random() < 0.3)
    return Claim(seat, rng.randint(0, 13 - len(game.tricks)))


def check_forced_actions(game: TableMode) -> None:
    actions = game.legal_actions()
    seat = game.to_play
    if game.contract is None and seat is not None and game.pending is None and game.owed_passes(seat):
        assert actions == [PASS]
    if game.pending is None and seat is not None and game.tricks is not None and game.contract is not None:
        majors = {c for c, kind in game.penalty_cards(seat).items() if kind is PenaltyKind.MAJOR}
        cards = [a for a in actions if not isinstance(a, tuple)]
        if cards and majors & set(cards):
            assert set(cards) <= majors, "a playable major penalty card must be played"


def random_table_game(seed: int, laws: str, rate: float = 0.25) -> TableMode:
    rng = random.Random(seed)
    game = new_game("bridge", table_mode=True, laws=laws, seed=seed)
    assert isinstance(game, TableMode)
    for _ in range(MAX_STEPS):
        if game.is_over:
            return game
        if rng.random() < rate:
            action = irregular_action(game, rng)
            if action is not None:
                before, legal = game.history, game.legal_actions()
                try:
                    game.act(action)
                except BridgeError:
                    assert game.history == before and game.legal_actions() == legal
                continue
        check_forced_actions(game)
        actions = game.legal_actions()
        assert actions, f"no legal action before the end: {[str(r) for r in game.history]}"
        game.act(rng.choice(actions))
    raise AssertionError(f"no end after {MAX_STEPS} steps")


def assert_well_ended(game: Game) -> None:
    assert isinstance(game, TableMode)
    assert game.is_over and game.legal_actions() == [] and game.to_act is None
    held = 0
    for hand in game.hands:
        assert not held & hand.mask
        held |= hand.mask
    assert not held & game.played_cards.mask and held | game.played_cards.mask == game.deal.cards.mask
    if game.contract is not None:
        declarer = game.declarer
        assert declarer is not None
        assert sum(game.tricks_won) == 13 and game.result == game.tricks_won[declarer % 2]
        assert game.score is not None


@pytest.mark.parametrize("laws", ["2017", "classic"])
@pytest.mark.parametrize("seed", range(60))
def test_random_irregular_games_end_correctly(seed: int, laws: str) -> None:
    game = random_table_game(seed, laws)
    assert_well_ended(game)


@pytest.mark.parametrize("laws", ["2017", "classic"])
@pytest.mark.parametrize("seed", range(20))
def test_replayed_history_gives_the_same_result_and_record(seed: int, laws: str) -> None:
    game = random_table_game(1000 + seed, laws, rate=0.4)
    record = history_json(game)
    again = game_from_json(record)
    assert history_json(again) == record
    assert again == game and again.tricks_won == game.tricks_won and again.score == game.score
    assert again.log == game.log
    variant = game.variant
    replayed = Game.replay(variant, game.deal, game.actions, dealer=game.dealer, options=game.options)
    assert isinstance(replayed, TableMode)
    assert replayed == game and replayed.score == game.score


@pytest.mark.parametrize("seed", range(5))
def test_undo_and_copy_agree_with_irregularities(seed: int) -> None:
    game = random_table_game(2000 + seed, "2017", rate=0.4)
    assert game.copy() == game
    trial = game.copy()
    while len(trial.history) > 1:
        trial.undo()
    for record in game.actions:
        trial.act(record)
    assert trial == game and trial.log == game.log


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["2017", "classic"]), st.floats(0.05, 0.6))
def test_property_random_irregular_games_conserve_cards_and_tricks(seed: int, laws: str, rate: float) -> None:
    assert_well_ended(random_table_game(seed, laws, rate))
