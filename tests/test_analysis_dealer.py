"""The constraint language and the vectorised dealer."""

from __future__ import annotations

import pytest

from bridgekit.analysis.dealer import Dealer, ImpossibleConstraintError, parse
from bridgekit.cards import PACK_36, PACK_54, CardSet
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
