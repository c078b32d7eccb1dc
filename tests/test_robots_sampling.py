"""Sampling the hidden hands from a seat's view (DESIGN "Robots": hidden cards stay hidden)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgekit import Deal, new_game
from bridgekit.cards import CardSet
from bridgekit.robots.sampling import sample_layouts, voids
from bridgekit.variants.bridge import BridgeGame


def game_after(seed: int, steps: int) -> BridgeGame:
    game = new_game("bridge", seed=seed)
    assert isinstance(game, BridgeGame)
    rng = random.Random(seed)
    for call in ["1NT", "P", "P", "P"]:
        game.act(call)
    for _ in range(steps):
        if game.is_over:
            break
        game.act(rng.choice(game.legal_actions()))
    return game


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 50))
def test_layouts_agree_with_everything_the_seat_has_seen(seed: int, steps: int) -> None:
    game = game_after(seed, steps)
    if game.is_over:
        return
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    shown_out = voids(view)
    # the real hands satisfy the inferred voids
    for s, hand in enumerate(game.hands):
        assert not hand.mask & shown_out[s]
    for layout in sample_layouts(view, count=5, seed=seed):
        assert sum(len(CardSet(m)) for m in layout) == sum(view.hand_sizes)
        assert [len(CardSet(m)) for m in layout] == list(view.hand_sizes)
        union = 0
        for s, mask in enumerate(layout):
            assert not union & mask
            union |= mask
            if view.hands[s] is not None:
                assert mask == view.hands[s].mask
            else:
                assert not mask & shown_out[s]
        assert union | game.played_cards.mask == (1 << 52) - 1


def test_layouts_do_not_depend_on_the_hidden_cards() -> None:
    """Swapping two hidden hands leaves the view, and so the layouts, unchanged."""
    game = game_after(3, 0)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    first, second = [s for s, h in enumerate(view.hands) if h is None][:2]
    hands = list(game.deal.hands)
    hands[first], hands[second] = hands[second], hands[first]
    other = new_game("bridge", deal=Deal(hands), dealer=game.dealer)
    for call in ["1NT", "P", "P", "P"]:
        other.act(call)
    assert other.view(seat) == view
    assert sample_layouts(other.view(seat), count=4, seed=9) == sample_layouts(view, count=4, seed=9)
