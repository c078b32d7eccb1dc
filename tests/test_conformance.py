"""One conformance suite for every registered game (DESIGN "The engine", STYLE: OpenSpiel).

Random legal play-outs end; legal actions are never empty before the end; every listed
action is accepted; replay, undo and copy agree; cards are conserved; views hide what
a seat may not see.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgekit import Game, Seat, Side, new_game
from bridgekit.calls import Call
from bridgekit.errors import IllegalActionError, IllegalCallError
from bridgekit.scoring.duplicate import duplicate_score
from bridgekit.state import Called, Played, Variant
from bridgekit.variants import playable_variants
from bridgekit.variants.bridge import BridgeGame

#: every registered game, and every form of a family such as Light bridge
GAMES = {variant.name: variant for variant in playable_variants()}
MAX_ACTIONS = 2000


def start(name: str, seed: int) -> Game:
    variant: Variant = GAMES[name]
    return variant.game(variant, seed=seed)


def playout(game: Game, rng: random.Random) -> None:
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return
        actions = game.legal_actions()
        assert actions, f"{game.variant.name}: no legal action before the end"
        game.act(rng.choice(actions))
    raise AssertionError(f"{game.variant.name}: no end after {MAX_ACTIONS} actions")


def assert_cards_conserved(game: Game) -> None:
    held = [hand.mask for hand in game.hands]
    total = game.played_cards.mask | game.set_aside.mask
    for mask in held:
        assert not total & mask, "a card is both held and played"
        total |= mask
    assert total == game.deal.cards.mask
    assert sum(map(len, game.hands)) + len(game.played_cards) + len(game.set_aside) == len(game.deal.cards)


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("seed", range(25))
def test_random_playouts_end_and_conserve_cards(name: str, seed: int) -> None:
    game = start(name, seed)
    playout(game, random.Random(seed))
    assert game.is_over and game.legal_actions() == [] and game.to_act is None
    assert_cards_conserved(game)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_listed_action_is_accepted(name: str) -> None:
    rng = random.Random(7)
    game = start(name, 7)
    while not game.is_over:
        actions = game.legal_actions()
        for action in actions:
            trial = game.copy()
            trial.act(action)
            assert trial.history[:-1] == game.history
        game.act(rng.choice(actions))
        assert_cards_conserved(game)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_calls_go_through_the_one_call_triad(name: str) -> None:
    """A game with an auction says so (``has_auction``) and takes each of its calls through the
    engine's one ``verify_call`` / ``can_call`` / ``call``; a game without one refuses every call."""
    rng = random.Random(11)
    game = start(name, 11)
    saw_calls = False
    while not game.is_over:
        actions = game.legal_actions()
        calls = [action for action in actions if isinstance(action, Call)]
        saw_calls = saw_calls or bool(calls)
        for call in calls:
            assert game.has_auction and game.can_call(call)
            game.verify_call(call)
        action = rng.choice(actions)
        if isinstance(action, Call) and action in calls:
            before = game.to_act
            record = game.call(action)
            assert record == Called(before, action) and game.history[-1] is record
        else:
            game.act(action)
    assert game.has_auction == saw_calls
    assert game.auction == tuple(r for r in game.history if isinstance(r, Called))
    if not game.has_auction:
        with pytest.raises(IllegalCallError, match="not an action of"):
            game.verify_call(Call.from_str("1NT"))
    assert not game.can_call(Call.from_str("P"))  # the deal is over (or there are no calls)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_replay_undo_and_copy_agree(name: str) -> None:
    game = start(name, 3)
    playout(game, random.Random(3))
    variant = GAMES[name]
    replayed = variant.game.replay(
        variant, game.deal, game.actions, dealer=game.dealer, vulnerability=game.vulnerability
    )
    assert replayed == game
    assert replayed.copy() == game
    states = []
    trial = start(name, 3)
    for record in game.actions:
        states.append(trial.copy())
        trial.act(record)
    for state in reversed(states):
        trial.undo()
        assert trial == state
        assert trial.legal_actions() == state.legal_actions()
    with pytest.raises(IllegalActionError):
        trial.undo()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_views_show_only_visible_hands(name: str) -> None:
    game = start(name, 5)
    rng = random.Random(5)
    while not game.is_over:
        for seat in range(game.variant.seat_count):
            view = game.view(seat)
            assert view.hands[seat] == game.hands[seat]
            if game.to_act != seat:
                assert view.legal_actions == ()
        if game.to_act is not None:
            assert list(game.view(game.to_act).legal_actions) == game.legal_actions()
        game.act(rng.choice(game.legal_actions()))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(list(Seat)))
def test_property_bridge_tricks_add_up_and_score_sign(seed: int, dealer: Seat) -> None:
    """A random legal deal: 13 tricks, 52 cards, and the N-S score is minus the E-W score."""
    game = new_game("bridge", seed=seed, dealer=dealer)
    assert isinstance(game, BridgeGame)
    playout(game, random.Random(seed))
    assert_cards_conserved(game)
    if game.is_passed_out:
        assert game.score == 0 and game.played_cards.mask == 0
        return
    assert sum(game.tricks_won) == 13 and len(game.tricks) == 13
    assert sum(1 for r in game.history if isinstance(r, Played)) == 52
    declarer, contract, tricks = game.declarer, game.contract, game.result
    assert declarer is not None and contract is not None and tricks is not None
    vulnerable = game.vulnerability.is_vulnerable(declarer.side)
    declaring_side_score = duplicate_score(contract, tricks, vulnerable=vulnerable)
    ns_score = declaring_side_score if declarer.side is Side.NS else -declaring_side_score
    assert game.score == ns_score
    assert (declaring_side_score > 0) == (tricks >= contract.tricks_needed)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 120))
def test_property_undo_restores_the_state(seed: int, steps: int) -> None:
    game = new_game("bridge", seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        before = game.copy()
        game.act(rng.choice(game.legal_actions()))
        after = game.copy()
        game.undo()
        assert game == before and game.hands == before.hands
        game.act(after.history[-1])
        assert game == after
