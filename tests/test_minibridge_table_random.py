"""Random table-mode minibridge games with irregularities injected at random (RULES 10.1, 11).

Each game ends; cards are conserved; 13 tricks are assigned after revoke transfers and
claims; every forced action is honoured (the steps before the play are the honest ones, a
playable major penalty card is the only card offered); an action the Laws refuse leaves the
game untouched; a replayed history (objects, text, JSON, undo and copy) gives the same game.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgekit import new_game
from bridgekit.deal import Deal
from bridgekit.errors import BridgeError
from bridgekit.formats.table_json import game_from_json, history_json
from bridgekit.laws import Claim, DirectorCalled, Exposed, PenaltyKind, Redeal, RedealReason
from bridgekit.laws.table_mode import TableMode
from bridgekit.seats import Seat
from bridgekit.state import Game, Phase, Played
from bridgekit.variants.minibridge.records import Announced, Slipped

MAX_STEPS = 2000


def irregular_action(game: TableMode, rng: random.Random) -> object | None:
    """Something that happens at real tables: a wrong step, an exposed card, a redeal, a card out
    of turn or a revoke, a claim, the director."""
    seat = Seat(rng.randrange(4))
    hand = list(game.hands[seat])
    roll = rng.random()
    if game.phase is Phase.AUCTION:
        if roll < 0.3:
            return Announced(seat, rng.random() < 0.5)  # refused unless it is the honest step
        if roll < 0.45:
            return Slipped(seat, rng.randrange(20))
        if roll < 0.55:
            return Redeal(rng.choice(list(RedealReason)), Deal.random(rng), seat)
        if roll < 0.65:
            return DirectorCalled(seat, "")
        return Exposed(seat, tuple(rng.sample(hand, rng.choice([1, 1, 2]))), rng.random() < 0.3)
    if not hand:
        return None
    declarer = game.declarer
    if declarer is not None and not game.opening_lead_made and game.pending is None and roll < 0.5:
        wrong = (declarer + 3) % 4  # the opening lead by the wrong defender (Law 54)
        return Played(Seat(wrong), rng.choice(list(game.hands[wrong])))
    if roll < 0.55:
        return Played(seat, rng.choice(hand))  # out of turn, or a revoke when in turn
    if roll < 0.75:
        return Exposed(seat, (rng.choice(hand),), rng.random() < 0.3)
    if roll < 0.8:
        return DirectorCalled(seat, "")
    return Claim(seat, rng.randint(0, 13 - len(game.tricks)))


def check_forced_actions(game: TableMode) -> None:
    actions = game.legal_actions()
    if game.phase is Phase.AUCTION:
        assert len(actions) == (35 if game.stage == "contract" else 1)
        return
    seat = game.to_play
    if game.pending is None and seat is not None:
        majors = {c for c, kind in game.penalty_cards(seat).items() if kind is PenaltyKind.MAJOR}
        cards = [a for a in actions if not isinstance(a, tuple)]
        if cards and majors & set(cards):
            assert set(cards) <= majors, "a playable major penalty card must be played"


def random_table_game(seed: int, laws: str, rate: float = 0.25) -> TableMode:
    rng = random.Random(seed)
    game = new_game("minibridge", table_mode=True, laws=laws, seed=seed, dealer=seed % 4)
    assert isinstance(game, TableMode)
    for _ in range(MAX_STEPS):
        if game.is_over:
            return game
        if rng.random() < rate:
            action = irregular_action(game, rng)
            if action is not None:
                before, legal, log = game.history, game.legal_actions(), game.log
                try:
                    game.act(action)
                except BridgeError:
                    assert game.history == before and game.legal_actions() == legal and game.log == log
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
    if game.contract is None:
        assert game.is_passed_out and game.score == 0
        return
    declarer = game.declarer
    assert declarer is not None
    assert sum(game.tricks_won) == 13 and game.result == game.tricks_won[declarer % 2]
    assert game.score is not None


@pytest.mark.parametrize("laws", ["2017", "classic"])
@pytest.mark.parametrize("seed", range(60))
def test_random_irregular_minibridge_games_end_correctly(seed: int, laws: str) -> None:
    assert_well_ended(random_table_game(seed, laws))


@pytest.mark.parametrize("laws", ["2017", "classic"])
@pytest.mark.parametrize("seed", range(20))
def test_replayed_minibridge_history_gives_the_same_result_and_record(seed: int, laws: str) -> None:
    game = random_table_game(1000 + seed, laws, rate=0.4)
    record = history_json(game)
    again = game_from_json(record)
    assert history_json(again) == record
    assert again == game and again.tricks_won == game.tricks_won and again.score == game.score
    assert again.log == game.log and again.deal == game.deal
    texts = [str(action) for action in game.actions]
    by_text = new_game("minibridge", deal=game.history[0].deal, dealer=game.dealer, **game.options)  # type: ignore[union-attr]
    for text in texts:
        by_text.act(text)
    assert by_text == game
    replayed = Game.replay(
        game.variant, game.history[0].deal, game.actions, dealer=game.dealer, options=game.options
    )  # type: ignore[union-attr]
    assert isinstance(replayed, TableMode)
    assert replayed == game and replayed.score == game.score


@pytest.mark.parametrize("laws", ["2017", "classic"])
@pytest.mark.parametrize("seed", range(5))
def test_undo_and_copy_agree_with_minibridge_irregularities(seed: int, laws: str) -> None:
    game = random_table_game(2000 + seed, laws, rate=0.4)
    assert game.copy() == game and game.copy().log == game.log
    trial = game.copy()
    while len(trial.history) > 1:
        trial.undo()
    assert trial.phase is Phase.AUCTION and trial.stage == "announce"
    for record in game.actions:
        trial.act(record)
    assert trial == game and trial.log == game.log and trial.tricks_won == game.tricks_won


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["2017", "classic"]), st.floats(0.05, 0.6))
def test_property_random_irregular_minibridge_games_conserve_cards_and_tricks(
    seed: int, laws: str, rate: float
) -> None:
    assert_well_ended(random_table_game(seed, laws, rate))
