"""The generic solver's adapters of Booby, Nullo and Slam (RULES 13–15): legal plays as the
engine's at random points of random games, and values as a plain minimax over the engine
itself (``copy``/``act``) on the last tricks."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import Any

import pytest

from bridgekit.analysis.solver import Objective, Play, Solver, SolverError, legal_plays
from bridgekit.analysis.solver.adapters import objective_of, position_of
from bridgekit.variants import new_game

GAMES = ["booby", "nullo", "slam"]
#: tricks left at the ending solved by brute force (Slam's from trick 6: a four-card trick,
#: then a two-card one, with the reserves locked until trick 8)
ENDING = {"booby": 3, "nullo": 4, "slam": 5}
TRICKS = {"booby": 13, "nullo": 13, "slam": 10}


def to_play(name: str, seed: int) -> Any | None:
    """A game of *name* played at random up to its play (``None`` if it ends before); the
    auction keeps to passes and the lowest bids, so that contracts are of every kind."""
    rng = random.Random(seed)
    game = new_game(name, seed=seed)
    while not game.is_over and game.stage != "play":
        actions = game.legal_actions()
        game.act(rng.choice(actions[:6] if game.stage in ("auction", "bidding") else actions))
    return None if game.is_over else game


def engine_plays(game: Any) -> set[Play]:
    seat = game._play.to_play  # the hand to play (Booby's dummy is 3)
    return {Play(seat, card.index, card.index) for card in game.legal_actions()}


def made(game: Any) -> bool:
    """Whether declarer made the contract, by the engine's own contract."""
    return bool(game.contract.is_made(game.tricks_won[game.declarer]))


def brute(game: Any, leaf: Callable[[Any], int], *, side_maximises: bool = True) -> int:
    """Plain minimax over the engine: declarer (who also plays Booby's dummy) maximises *leaf*."""
    memo: dict[Hashable, int] = {}

    def value(state: Any) -> int:
        if state.is_over:
            return leaf(state)
        play = state._play
        key = (
            tuple(play.hands),
            tuple(play.current),
            play.to_play,
            tuple(play.won),
            len(play.tricks),
            getattr(state, "_reserve", None) and tuple(state._reserve),
        )
        if key not in memo:
            results = []
            for card in state.legal_actions():
                after = state.copy()
                after.act(card)
                results.append(value(after))
            own = (state.to_act == state.declarer) == side_maximises
            memo[key] = max(results) if own else min(results)
        return memo[key]

    return value(game)


@pytest.mark.parametrize("name", GAMES)
def test_legal_plays_are_the_engines_at_random_points(name: str) -> None:
    rng = random.Random(name)
    checked = 0
    for seed in range(30):
        game = to_play(name, seed)
        if game is None:
            continue
        while not game.is_over:
            if rng.random() < 0.25:
                pos = position_of(game)
                assert set(legal_plays(pos)) == engine_plays(game), pos.describe()
                assert pos.to_play == game._play.to_play
                assert pos.won == game.tricks_won[game.declarer]
                assert pos.tricks_left == TRICKS[name] - len(game.tricks)
                checked += 1
            game.act(rng.choice(game.legal_actions()))
        if checked >= 40:
            break
    assert checked >= 20


@pytest.mark.parametrize("name", GAMES)
def test_solver_agrees_with_brute_force_over_the_engine(name: str) -> None:
    rng = random.Random(f"{name} endings")
    checked = 0
    for seed in range(100, 160):
        game = to_play(name, seed)
        if game is None:
            continue
        while len(game.tricks) < TRICKS[name] - ENDING[name]:
            game.act(rng.choice(game.legal_actions()))
        for _ in range(rng.randrange(3)):  # sometimes in the middle of a trick
            game.act(rng.choice(game.legal_actions()))
        pos = position_of(game)
        solver = Solver()
        most = brute(game, lambda g: g.tricks_won[g.declarer])
        fewest = brute(game, lambda g: g.tricks_won[g.declarer], side_maximises=False)
        assert solver.tricks(pos) == most, pos.describe()
        assert solver.tricks(pos, fewest=True) == fewest, pos.describe()
        objective = objective_of(game)
        assert solver.can_make(pos, objective) == bool(brute(game, made)), (pos.describe(), objective)
        checked += 1
        if checked == 6:
            break
    assert checked == 6


def test_objectives_follow_the_contracts() -> None:
    from bridgekit.variants.nullo.scoring import NulloContract
    from bridgekit.variants.slam.scoring import SlamContract

    class Fake:
        def __init__(self, name: str, contract: object) -> None:
            self.variant = new_game(name, seed=1).variant
            self.contract = contract

    assert objective_of(Fake("booby", NulloContract.from_str("4NU"))) == Objective.at_most(3)  # type: ignore[arg-type]
    assert objective_of(Fake("nullo", NulloContract.from_str("2H"))) == Objective.at_least(8)  # type: ignore[arg-type]
    assert objective_of(Fake("slam", SlamContract.from_str("9NU"))) == Objective.at_most(4)  # type: ignore[arg-type]
    assert objective_of(Fake("slam", SlamContract.from_str("9D"))) == Objective.at_least(7)  # type: ignore[arg-type]


def test_slam_reserves_are_locked_until_trick_eight() -> None:
    game = to_play("slam", 4)
    assert game is not None
    pos = position_of(game)
    assert [mask.bit_count() for mask in pos.locked] == [3, 3]
    assert pos.trick_sizes == (4,) * 6 + (2,) * 4


@pytest.mark.parametrize("name", GAMES)
def test_a_game_before_its_play_has_no_position(name: str) -> None:
    with pytest.raises(SolverError, match="play phase"):
        position_of(new_game(name, seed=1))
