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


def test_two_hidden_hands_keep_the_voids_and_spread_the_free_cards() -> None:
    """After the opening lead two hands are hidden: a card of a suit one showed out of is the
    other's, every other card can land in either hand, and the hand sizes hold."""
    from bridgekit.cards import SUIT_MASK, Suit
    from bridgekit.robots.sampling import _deal

    unseen = [c.mask for c in CardSet.from_str("AK.QJT.98.765")]
    no_suit = [0, SUIT_MASK[Suit.SPADES], 0, SUIT_MASK[Suit.CLUBS]]
    known: list[int | None] = [0, None, 0, None]
    seen_in = {bit: set() for bit in unseen}
    for seed in range(300):
        hands = _deal(unseen, [1, 3], known, [0, 5, 0, 5], no_suit, random.Random(seed))
        assert [len(CardSet(h)) for h in hands] == [0, 5, 0, 5]
        assert not hands[1] & SUIT_MASK[Suit.SPADES] and not hands[3] & SUIT_MASK[Suit.CLUBS]
        for bit in unseen:
            seen_in[bit].add(1 if hands[1] & bit else 3)
    spades = CardSet.from_str("AK...").mask
    clubs = CardSet.from_str("...765").mask
    for bit, seats in seen_in.items():
        expected = {3} if bit & spades else {1} if bit & clubs else {1, 3}
        assert seats == expected


def test_points_repaired_into_the_shown_range_without_changing_lengths() -> None:
    from bridgekit.robots.hand import Shown
    from bridgekit.robots.sampling import hcp_of, repair_points

    weak = CardSet.from_str("5432.432.432.432").mask
    strong = CardSet.from_str("AKQJ.AKQ.AKQ.AKQ").mask
    layout = [0, weak, 0, strong]
    shown = [Shown(), Shown(15, 17, (0, 0, 0, 0), True), Shown(), Shown()]
    repair_points(layout, [1, 3], shown, [0, 0, 0, 0], random.Random(3))
    assert 15 <= hcp_of(layout[1]) <= 17
    assert CardSet(layout[1]).shape == CardSet(weak).shape
    assert CardSet(layout[1] | layout[3]) == CardSet(weak | strong)


def test_more_layouts_where_a_solve_is_quick() -> None:
    from bridgekit.robots.pimc import layout_count

    game = new_game("bridge", seed=2)
    assert isinstance(game, BridgeGame)
    for call in ["1NT", "P", "P", "P"]:
        game.act(call)
    counts = []
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        counts.append(layout_count(game.view(seat), 24))
        game.act(game.legal_actions()[0])
    assert counts[0] == 24  # the opening lead
    assert set(counts[1:16]) == {12}  # the rest of the first four tricks
    assert counts[17] == 24 and counts[-1] == 48


def test_shown_lengths_are_drawn_as_often_as_deals_that_keep_them() -> None:
    """A hand shown to hold five or more clubs (an overcall, "Competitive bidding") among 39
    unseen cards holding ten clubs: its clubs follow the hypergeometric odds cut at five (5.3
    on average), not five dealt first and the rest at random (6.2); a balanced hand ("Notrump
    opening bids") is dealt 4333, 4432 or 5332 only."""
    from math import comb

    from bridgekit.robots.hand import Shown
    from bridgekit.robots.sampling import Shapes

    counts = (10, 9, 10, 10)
    five = Shown(lengths=(5, 0, 0, 0))
    shapes = Shapes.of(counts, (1, 2, 3), (five, Shown(), Shown()), (13, 13, 13))
    assert shapes is not None
    rng = random.Random(4)
    odds = {k: comb(10, k) * comb(29, 13 - k) for k in range(5, 11)}
    exact = sum(k * n for k, n in odds.items()) / sum(odds.values())
    mean = sum(shapes.draw(rng)[1][0] for _ in range(3000)) / 3000
    assert abs(mean - exact) < 0.06 and exact < 5.4
    balanced = Shapes.of(counts, (1, 2, 3), (five, Shown(balanced=True), Shown()), (13, 13, 13))
    assert balanced is not None
    for draw in (balanced.draw(rng) for _ in range(1000)):
        assert draw[1][0] >= 5 and min(draw[2]) >= 2 and max(draw[2]) <= 5 and sorted(draw[2]).count(2) <= 1
        assert all(sum(draw[seat][suit] for seat in (1, 2, 3)) == n for suit, n in enumerate(counts))
        assert all(sum(draw[seat]) == 13 for seat in (1, 2, 3))


def test_shown_lengths_that_no_deal_keeps_give_no_shapes() -> None:
    """Readings that contradict the seat's own hand (eight clubs unseen, two hands each shown
    five): no pattern keeps them, and the caller deals at random."""
    from bridgekit.robots.hand import Shown
    from bridgekit.robots.sampling import Shapes

    five = Shown(lengths=(5, 0, 0, 0))
    assert Shapes.of((8, 11, 10, 10), (1, 2, 3), (five, five, Shown()), (13, 13, 13)) is None
    assert Shapes.of((10, 9, 10, 10), (1, 2, 3), (five, five, Shown()), (13, 13, 13)) is not None


def test_a_raise_is_read_with_the_support_points_it_counted() -> None:
    """ACBL SAYC System Booklet, "Opener's rebids": opener's raise to game of responder's major
    shows 19–21 points, support points counted. Read as HCP it is 16–21 (three for shortness);
    a layout's balanced 16-count, 16 points in support, would never have raised, and a 16-count
    with a singleton would. :func:`fits_auction` keeps the points as well as the HCP."""
    from bridgekit.calls import Call
    from bridgekit.robots import shown_by, system_named
    from bridgekit.robots.sampling import fits_auction
    from bridgekit.state import Called

    calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(["1D", "P", "1S", "P", "4S", "P"])]
    opener = shown_by(calls, system_named("sayc"))[0]
    assert opener.lo <= 16
    assert fits_auction(CardSet.from_str("KJ82.A4.AQJ93.K5"), opener) == 0  # 18 HCP, 20 points
    assert fits_auction(CardSet.from_str("KJ82.4.AQJ93.KJ5"), opener) == 0  # 16 HCP, a singleton: 19
    assert fits_auction(CardSet.from_str("KJ82.Q84.AQ9.KJ5"), opener) > 0  # 16 HCP, 4-3-3-3: 16


def test_a_limit_raise_is_dealt_its_support_points() -> None:
    """ACBL SAYC System Booklet, "Responses to 1H or 1S openings": the limit raise shows 10–12
    points, shortness counted, read as 7–12 HCP. The layouts the opener's judgement deals give
    responder at least 9 of those points every time, never a flat seven-count."""
    from bridgekit.calls import Call, Suit
    from bridgekit.robots import shown_by, system_named
    from bridgekit.robots.context import Context
    from bridgekit.robots.hand import Hand
    from bridgekit.robots.judgement import _layouts
    from bridgekit.state import Called

    calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(["1H", "P", "3H", "P"])]
    ctx = Context(0, calls, shown_by(calls, system_named("sayc")))
    assert ctx.shown[2].lo <= 7
    hand = Hand(CardSet.from_str("A83.AQJ82.A97.Q7"))
    layouts = _layouts(ctx, hand, 14, random.Random(3))
    points = [Hand(CardSet(layout[2])).support_points(Suit.HEARTS) for layout in layouts]
    assert min(points) >= 9
