"""What the defenders' cards say to the sampler (issue 17): the opening lead's card and the lowest
of equal honours when following (restricted choice), bridgekit.robots.signals.play_misses.

The robots lead the standard card of the suit they lead and follow with the lowest of equal
cards; a layout in which a defender would have played another card is weighed down, so
declarer's simulation places the cards where the defenders' own conventions put them.
"""

from __future__ import annotations

from typing import cast

import pytest

import bridgekit
from bridgekit import Card, CardSet, Rank, Suit
from bridgekit.robots.signals import lead_in_suit, play_misses
from bridgekit.variants.bridge import BridgeGame

#: E leads the 4 of diamonds from K-Q-4 against N's 3NT (low from three to an honour)
LEAD_DEAL = "N:AK32.KQ4.A73.862 QJ5.J52.KQ4.AK73 T976.A983.J82.QJ 84.T76.T965.T954"

#: S declares 4S with A-K-9-8-7 opposite 6-5-4-3; W holds the singleton queen, E J-10-2
FINESSE_DEAL = "S:AK987.A32.A2.A32 Q.QJT9.K976.T987 6543.K54.543.654 JT2.876.QJT8.KQJ"


def ranks(text: str) -> list[Rank]:
    return CardSet.from_str(f"{text}...").ranks(Suit.SPADES)


@pytest.mark.parametrize(
    ("holding", "trump", "partners", "led"),
    [
        ("KQJ5", None, False, "SK"),  # top of a sequence
        ("KQT4", None, False, "SK"),  # K-Q-10: a sequence at notrump
        ("KQ74", None, False, "S4"),  # two touching honours are not one at notrump
        ("KQ74", Suit.HEARTS, False, "SK"),  # ... but are against a suit contract
        ("KJ742", None, False, "S4"),  # fourth best
        ("Q74", None, False, "S4"),  # low from three to an honour
        ("874", None, False, "S8"),  # top of three small
        ("87", None, False, "S8"),  # top of a doubleton
        ("A874", Suit.HEARTS, False, "SA"),  # no underlead of an ace against a suit contract
        ("A874", None, False, "S4"),
        ("8742", None, True, "S8"),  # partner's suit: top of nothing
        ("Q742", None, True, "S2"),  # partner's suit: low from an honour
    ],
)
def test_standard_lead_in_a_suit(holding: str, trump: Suit | None, partners: bool, led: str) -> None:
    assert str(lead_in_suit(ranks(holding), Suit.SPADES, trump, partners)) == led


def lead_game() -> BridgeGame:
    game = cast(BridgeGame, bridgekit.new_game("bridge", deal=LEAD_DEAL, dealer="N"))
    for action in ["1NT", "P", "3NT", "P", "P", "P", "D4"]:
        game.act(action)
    return game


def test_a_layout_where_the_lead_is_not_the_standard_card_is_weighed_down() -> None:
    misses = play_misses(lead_game().view(0))
    assert misses(1, CardSet.from_str("QJ5.J52.KQ4.AK73").mask) == 0  # low from K-Q-4
    assert misses(1, CardSet.from_str("QJ5.J52.KQT4.AK3").mask) == 1  # from K-Q-10-4 he leads the king
    assert misses(1, CardSet.from_str("QJ5.J52.K9754.K3").mask) == 1  # fourth best would be the 5
    assert misses(3, CardSet.from_str("84.T76.T965.T954").mask) == 0  # W did not lead


def test_declarers_layouts_agree_with_the_opening_lead() -> None:
    pytest.importorskip("endplay")
    from bridgekit.robots.pimc import auction_layouts

    view = lead_game().view(0)
    for layout in auction_layouts(view, count=12, seed=3):
        east = CardSet(layout[1] | Card.from_str("D4").mask)
        assert lead_in_suit(east.ranks(Suit.DIAMONDS), Suit.DIAMONDS, None) == Card.from_str("D4")


def finesse_game() -> BridgeGame:
    """W leads the HQ; S cashes the SA (W drops the queen, E the ten), crosses to the HK and leads
    a spade from dummy, E playing low: S to play, the nine (finesse) or the king (drop). W with
    Q-J would have played the jack, so the queen was single: the finesse. Without that reading
    the layouts put Q-J with W in 15 of 24 (two of them for each single queen) and S drops."""
    game = cast(BridgeGame, bridgekit.new_game("bridge", deal=FINESSE_DEAL, dealer="S"))
    auction = ["1S", "P", "2S", "P", "4S", "P", "P", "P"]
    play = ["HQ", "H4", "H6", "HA", "SA", "SQ", "S3", "ST", "H2", "H9", "HK", "H7", "S4", "S2"]
    for action in auction + play:
        game.act(action)
    return game


def test_the_queen_under_the_ace_denies_the_jack() -> None:
    game = finesse_game()
    misses = play_misses(game.view(2))
    jack = Card.from_str("SJ").mask
    assert misses(3, CardSet.from_str("Q.QJT9.K976.T987").mask) == 0
    assert misses(3, CardSet.from_str("QJ.QJT9.K976.T98").mask) == 1  # with Q-J he plays the jack
    assert misses(3, CardSet.from_str("QJ.QJT9.K976.T98").mask & ~jack) == 0
    assert misses(1, CardSet.from_str("JT2.876.QJT8.KQJ").mask) == 0  # E's ten: the nine is not his


def test_restricted_choice_picks_the_finesse() -> None:
    pytest.importorskip("endplay")
    from bridgekit.robots.pimc import PimcRobot, auction_layouts

    game = finesse_game()
    view = game.view(2)
    jack = Card.from_str("SJ").mask
    assert all(layout[1] & jack for layout in auction_layouts(view, count=12, seed=1))  # E holds it
    cards = {str(PimcRobot(samples=8, seed=seed).choose(view).action) for seed in range(4)}
    assert cards <= {"S9", "S8", "S7"}  # the finesse; the old sampler played the king with seeds 0, 2, 3


def test_count_is_read_card_by_card_as_the_robots_give_it() -> None:
    # N leads a diamond at 1NT: E follows with the 3 (from 3-2 the robots' even-count card is the 3,
    # though it is no "high" card), W with the 5 from 9-6-5 (odd: the lowest)
    deal = "N:AK2.AK3.AKQJ4.32 QJT.8754.32.QJT9 983.T92.T87.AK87 7654.QJ6.965.654"
    game = cast(BridgeGame, bridgekit.new_game("bridge", deal=deal, dealer="N"))
    for action in ["1NT", "P", "P", "P", "SQ", "S3", "S4", "SA", "D4", "D3", "D7", "D5"]:
        game.act(action)
    misses = play_misses(game.view(0))
    assert misses(1, CardSet.from_str("QJT.8754.32.QJT9").mask) == 0  # 3-2: the 3 shows an even number
    assert misses(1, CardSet.from_str("QJT.875.632.QJT9").mask) == 1  # from 6-3-2 (odd) he plays the 2
    assert misses(1, CardSet.from_str("QJT.8754.3.QJT92").mask) == 0  # a singleton: no signal
    assert misses(3, CardSet.from_str("7654.QJ6.965.654").mask) == 0
    assert misses(3, CardSet.from_str("7654.QJ.9652.654").mask) == 1  # even: he plays his highest spot


def test_the_king_that_covers_the_queen_does_not_deny_the_jack() -> None:
    # dummy N leads the queen of spades, E covers with the king from K-J-2: the jack would not have
    # won the trick, so it is not the king's equal (the old reading counted the queen still in the
    # trick as gone, put the jack with W in every layout, and the real hand missed)
    deal = "N:Q43.765.AK4.7654 KJ2.QJ2.9876.QJ8 A65.AK4.Q32.AK32 T987.T983.JT5.T9"
    game = cast(BridgeGame, bridgekit.new_game("bridge", deal=deal, dealer="S"))
    play = ["HT", "H5", "H2", "HA", "D2", "D5", "DA", "D9", "SQ", "SK"]
    for action in ["1NT", "P", "P", "P", *play]:
        game.act(action)
    misses = play_misses(game.view(2))
    assert misses(1, CardSet.from_str("KJ2.QJ2.9876.QJ8").mask) == 0
    assert misses(3, CardSet.from_str("T987.T983.JT5.T9").mask) == 0
