"""The constraint language and the vectorised dealer."""

from __future__ import annotations

import gc

import numpy as np
import pytest

from bridgekit.analysis.dealer import Dealer, ImpossibleConstraintError, parse
from bridgekit.analysis.dealer.features import _count_bits_swar, count_bits, evaluate
from bridgekit.analysis.dealer.language import Call
from bridgekit.cards import PACK_36, PACK_54, CardSet, Suit
from bridgekit.deal import Deal
from bridgekit.errors import NotationError


def test_constrained_deals_satisfy_the_constraint() -> None:
    deals = Dealer("hcp(N) in 15..17 and balanced(N) and spades(S) >= 5", seed=3).deals(200)
    for deal in deals:
        north = deal.hands[0]
        assert 15 <= north.hcp <= 17 and sorted(north.shape) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])
        assert deal.hands[2].shape[0] >= 5
        assert len(deal.cards) == 52


def test_seeded_dealing_is_reproducible_and_seeds_differ() -> None:
    assert Dealer(seed=9).deals(5) == Dealer(seed=9).deals(5)
    assert Dealer(seed=9).deals(5) != Dealer(seed=10).deals(5)


@pytest.mark.parametrize("constraint", [None, "hcp(N) in 15..17 and balanced(N)"])
def test_the_nth_deal_does_not_depend_on_how_many_were_asked_for(constraint: str | None) -> None:
    whole = Dealer(constraint, seed=4, batch=500).masks(1700)
    assert (Dealer(constraint, seed=4, batch=500).masks(650) == whole[:650]).all()
    dealer = Dealer(constraint, seed=4, batch=500)
    pieces = [dealer.masks(n) for n in (3, 0, 900, 1, 796)]
    assert (np.concatenate(pieces) == whole).all()
    assert Dealer(constraint, seed=4, batch=500).deals(7) == [_checked(row) for row in whole[:7].tolist()]


def _checked(row: list[int]) -> Deal:
    """The deal of a row of masks, through Deal's own checks."""
    return Deal([CardSet(mask) for mask in row[:-1]], CardSet(row[-1]))


def test_deals_are_the_dealt_masks_as_plain_immutable_values() -> None:
    dealer = Dealer(pack=PACK_54, seat_count=4, hand_size=13, seed=6)
    rows = Dealer(pack=PACK_54, seat_count=4, hand_size=13, seed=6).masks(300).tolist()
    deals = dealer.deals(300)
    assert deals == [_checked(row) for row in rows]
    assert all(len(d.talon) == 2 and type(d.talon.mask) is int for d in deals)
    assert all(type(h.mask) is int for d in deals for h in d.hands)
    with pytest.raises(AttributeError):
        deals[0].hands[0].mask = 0


@pytest.mark.parametrize("enabled", [True, False])
def test_dealing_leaves_the_garbage_collector_as_it_was(enabled: bool) -> None:
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        Dealer(seed=1).deals(10)
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()


def test_unconstrained_deals_have_the_textbook_shape_frequencies() -> None:
    masks = Dealer(seed=12).masks(200_000)
    lengths = np.stack([count_bits(masks[:, :4] & np.uint64(0x1FFF << 13 * s)) for s in range(4)])
    longest_first = -np.sort(-lengths, axis=0).astype(np.int64)
    shapes = longest_first[0] * 1000 + longest_first[1] * 100 + longest_first[2] * 10 + longest_first[3]
    for shape, share in {4432: 0.2155, 5332: 0.1552, 4333: 0.1054, 5431: 0.1293}.items():
        assert abs(np.count_nonzero(shapes == shape) / shapes.size - share) < 0.003, shape
    hcp = evaluate(Call("hcp", ("N",)), masks.T, Dealer())
    assert abs(float(hcp.mean()) - 10) < 0.03 and int(hcp.max()) <= 37


def _reference(name: str, hand: CardSet, arg: str | None) -> int | bool:
    """A function of the language computed card by card on a CardSet."""
    if name == "hcp":
        return hand.hcp
    if name == "controls":
        return sum(max(0, (card.rank or 0) - 12) for card in hand)
    if name in ("clubs", "diamonds", "hearts", "spades"):
        return hand.suit_length(Suit[name.upper()])
    if name == "jokers":
        return len(hand.jokers)
    if name == "cards":
        return len(hand)
    if name == "losers":
        total = 0
        for suit in Suit:
            ranks = {card.rank for card in hand.suit(suit)}
            length = len(ranks)
            ace, king, queen = (rank in ranks for rank in (14, 13, 12))
            total += min(length, 3) - ace - (king and length >= 2) - (queen and length >= 3)
        return total
    shape = sorted(hand.shape, reverse=True)
    if name == "balanced":
        return shape in ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2])
    if name == "semibalanced":
        return shape in ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2], [5, 4, 2, 2], [6, 3, 2, 2])
    if name == "shape" and arg == "5-4-x-x":
        return hand.shape[:2] == (5, 4)
    if name == "shape":
        return shape == sorted(map(int, str(arg)), reverse=True)
    return any(str(card) == arg for card in hand)


@pytest.mark.parametrize(
    ("name", "arg"),
    [
        ("hcp", None),
        ("controls", None),
        ("clubs", None),
        ("diamonds", None),
        ("hearts", None),
        ("spades", None),
        ("jokers", None),
        ("cards", None),
        ("losers", None),
        ("balanced", None),
        ("semibalanced", None),
        ("shape", "5431"),
        ("shape", "5-4-x-x"),
        ("has", "SA"),
        ("has", "C2"),
    ],
)
def test_each_function_agrees_with_the_card_by_card_value(name: str, arg: str | None) -> None:
    dealer = Dealer(pack=PACK_54, seat_count=4, hand_size=13, seed=8)  # a talon with the jokers
    masks = dealer.masks(3000)
    for seat in range(4):
        args = (str(seat),) if arg is None else (str(seat), arg)
        values = evaluate(Call(name, args), masks.T, dealer).tolist()
        expected = [_reference(name, CardSet(row[seat]), arg) for row in masks.tolist()]
        assert values == expected, (name, arg, seat)


def test_bit_counts_without_numpy_bitwise_count() -> None:
    masks = Dealer(pack=PACK_54, seat_count=3, seed=2).masks(500)
    assert (_count_bits_swar(masks) == count_bits(masks)).all()
    assert count_bits(masks).dtype == np.int16


@pytest.mark.parametrize(
    ("text", "check"),
    [
        ("shape(N, '4-4-x-x')", lambda d: d.hands[0].shape[:2] == (4, 4)),
        ("shape(E, '5332')", lambda d: sorted(d.hands[1].shape) == [2, 3, 3, 5]),
        ("controls(W) >= 6", lambda d: sum(max(0, c.rank - 12) for c in d.hands[3]) >= 6),
        ("hcp(NS) >= 30", lambda d: d.hands[0].hcp + d.hands[2].hcp >= 30),
        (
            "not semibalanced(S) and hearts(S) - spades(S) >= 3",
            lambda d: d.hands[2].shape[1] - d.hands[2].shape[0] >= 3,
        ),
        ("has(N, 'SA') or has(N, 'HA')", lambda d: any(c.index in (51, 38) for c in d.hands[0])),
        ("losers(N) <= 5", lambda d: True),
    ],
)
def test_functions_of_the_language(text: str, check: object) -> None:
    for deal in Dealer(text, seed=1).deals(30):
        assert check(deal), (text, deal)  # type: ignore[operator]


def test_losing_trick_count() -> None:
    deals = Dealer("losers(N) == 0", seed=1, predeal={"N": "AKQ.AKQ.AKQ.AKQ2"}).deals(1)
    assert deals[0].hands[0] == CardSet.from_str("AKQ.AKQ.AKQ.AKQ2")
    with pytest.raises(ImpossibleConstraintError):
        Dealer("losers(N) >= 1", predeal={"N": "AKQ.AKQ.AKQ.AKQ2"}, seed=1, max_tries=20_000).deals(1)


def test_predeal_is_respected() -> None:
    for deal in Dealer("hcp(S) >= 10", predeal="S:SA,SK N:.AKQJT98765432..", seed=2).deals(20):
        assert deal.hands[0] == CardSet.from_str(".AKQJT98765432..")
        assert CardSet.from_cards("SA SK") <= deal.hands[2] and deal.hands[2].hcp >= 10


def test_other_packs_and_seat_counts() -> None:
    deals = Dealer("hcp(0) >= 10", pack=PACK_36, seat_count=4, seed=1).deals(10)
    assert all(len(h) == 9 and h.hcp >= 0 for d in deals for h in d.hands)
    deals = Dealer("jokers(3) == 2", pack=PACK_54, seat_count=6, seed=1).deals(5)
    assert all(len(d.hands[3].jokers) == 2 and len(d.hands) == 6 for d in deals)
    deals = Dealer(pack=PACK_54, seat_count=4, hand_size=13, seed=1).deals(2)
    assert all(len(d.talon) == 2 for d in deals)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("hcp(N) > 37", "can never hold: hcp"),
        ("spades(N) >= 14", "can never hold"),
        ("hcp(N) in 20..30 and hcp(N) in 5..8 and spades(N) > 13", "can never hold"),
    ],
)
def test_impossible_constraints_by_bounds(text: str, message: str) -> None:
    with pytest.raises(ImpossibleConstraintError, match=message):
        Dealer(text)


def test_impossible_constraints_by_bounded_search() -> None:
    with pytest.raises(ImpossibleConstraintError, match="0 of 50000"):
        Dealer("hcp(N) >= 25 and hcp(S) >= 16", seed=1, max_tries=50_000).deals(1)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("hcp(N) >", "expected a number"),
        ("hcp(X) > 3", "not a seat"),
        ("foo(N) > 3", "unknown function"),
        ("hcp(N)", "not a condition"),
        ("shape(N, 'abc')", "shape"),
        ("balanced(NS)", "one seat"),
    ],
)
def test_malformed_constraints_are_clear_errors(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        Dealer(text, seed=1).deals(1)


@pytest.mark.parametrize(
    ("predeal", "message"),
    [
        ("N:SA,SZ", "not a card"),
        ("N:SA S:SA", "twice"),
        ("N", "SEAT:CARDS"),
        ("Q:SA", "not a seat"),
        ({"N": "AKQJT98765432.A.."}, "14 cards"),
    ],
)
def test_malformed_predeals_are_clear_errors(predeal: object, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        Dealer(predeal=predeal)  # type: ignore[arg-type]


def test_parse_gives_a_tree() -> None:
    assert repr(parse("not balanced(N) or 12 <= hcp(N) <= 14")).startswith("Or(Not(")
