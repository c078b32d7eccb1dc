"""Sampling robots of the games whose unseen cards are not all in hidden hands (issue 17): the
layouts draw a hidden hand from the cards its viewer has not seen (stock and the other's discards
included, its own discards not), keep shown voids, and the sampling Nullo robot does better than
the heuristic one on the same deals (a bounded seeded run; ``benchmarks/bench_unseen_robots.py``
measures it with a 95% confidence interval)."""

from __future__ import annotations

from typing import Any

import bridgekit
from bridgekit.cards import PACK_52, CardSet
from bridgekit.robots.sampling import voids
from bridgekit.robots.sampling_unseen import pool, pool_layouts
from bridgekit.variants.nullo.robot import NulloRobot, SamplingNulloRobot


def room(seed: int, a: Any, b: Any) -> Any:
    """Nullo deal *seed* with robot *a* as player A and *b* as B."""
    table: Any = bridgekit.new_game("nullo", seed=seed)
    while not table.is_over:
        seat = table.to_act
        table.act((a if int(seat) == 0 else b).choose(table.view(seat)).action)
    return table


def net_points(table: Any, player: int) -> int:
    return sum(e.points if e.player == player else -e.points for e in table.score or ())


def goal_tricks(table: Any, player: int) -> int:
    """Tricks towards the player's aim (a nullo declarer aims to lose them)."""
    won = table.tricks_won[player]
    if table.contract.is_nullo:
        return -won if player == table.declarer else 13 - won
    return int(won)


def _in_play(seed: int, *, tricks: int = 0) -> Any:
    game: Any = bridgekit.new_game("nullo", seed=seed)
    robot = NulloRobot()
    while not game.is_over and (game.view(game.to_act).stage != "play" or len(game.view(0).tricks) < tricks):
        game.act(robot.choose(game.view(game.to_act)).action)
    return game


def test_the_pool_is_every_card_the_viewer_has_not_seen() -> None:
    """RULES 14.1-14.2: the stock and the other's discards are never seen, so they are in the pool
    as the other's hand is; the viewer's own hand and discards and the cards played are not."""
    for seed in range(4):
        game = _in_play(seed, tricks=3)
        if game.is_over:
            continue
        for seat in (0, 1):
            view = game.view(seat)
            other = 1 - seat
            cards = pool(view, out_of_play=view.discarded.mask)
            played = sum(card.mask for trick in view.tricks for card in trick.cards)
            played |= sum(p.card.mask for p in view.current_trick)
            assert cards == PACK_52.mask & ~(view.hand.mask | view.discarded.mask | played)
            assert game.hands[other].mask & ~cards == 0  # the real hand is one of the pool's draws
            assert CardSet(game.stock).mask & ~cards == 0  # the stock, never seen


def test_layouts_keep_sizes_voids_and_depend_on_the_view_alone() -> None:
    checked = 0
    for seed in range(12):
        game = _in_play(seed, tricks=6)
        if game.is_over:
            continue
        view = game.view(game.to_act)
        other = 1 - int(view.seat)
        void = voids(view)[other]
        layouts = pool_layouts(view, count=6, seed=3, out_of_play=view.discarded.mask)
        again = pool_layouts(view, count=6, seed=3, out_of_play=view.discarded.mask)
        assert layouts == again
        for layout in layouts:
            assert layout[view.seat] == view.hand.mask
            assert len(CardSet(layout[other])) == view.hand_sizes[other]
            assert layout[other] & void == 0
        checked += bool(void)
    assert checked  # some deal had a shown void to keep


def test_sampling_nullo_does_better_than_the_heuristic_on_the_same_deals() -> None:
    new, old = SamplingNulloRobot(samples=8, seed=1), NulloRobot()
    points = tricks = deals = 0
    for seed in range(1000, 1006):
        first, second = room(seed, new, old), room(seed, old, new)
        if first.contract is None:
            continue
        assert str(first.contract) == str(second.contract)  # the same contract in both rooms
        deals += 1
        points += net_points(first, 0) + net_points(second, 1)
        tricks += goal_tricks(first, 0) - goal_tricks(second, 0)
    assert deals >= 4 and tricks > 0 and points > 0
