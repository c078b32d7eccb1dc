"""Chinese bridge (RULES 16): hand and table rows, the dealer's forced bid, play from hand or table."""

from __future__ import annotations

import pytest

from bridgekit import CardSet, new_game
from bridgekit.cards import PACK_52, Card
from bridgekit.errors import IllegalCallError, IllegalCardError
from bridgekit.variants.chinese_bridge.game import ChineseBridgeGame
from bridgekit.variants.chinese_bridge.render import render_chinese_bridge
from bridgekit.variants.chinese_bridge.robot import ChineseBridgeRobot
from bridgekit.variants.nullo.ordered_deal import OrderedDeal

# A: hand HA HK HQ HJ, face-down row H2 first, face-up row S5 first (on H2).
A_HAND = "HA HK HQ HJ"
A_DOWN = "H2 C2 C3 C4 C5 C6 C7 C8 C9 CT CJ"
A_UP = "S5 D2 D3 D4 D5 D6 D7 D8 D9 DT DJ"


def example() -> ChineseBridgeGame:
    a = [Card.from_str(c) for c in f"{A_HAND} {A_DOWN} {A_UP}".split()]
    b_hand = [Card.from_str(c) for c in ["H3", "H4", "SA", "SK"]]
    b = b_hand + [c for c in PACK_52.cards if c not in a and c not in b_hand]
    game = new_game("chinese_bridge", deal=OrderedDeal([a, b]), dealer="B")
    assert isinstance(game, ChineseBridgeGame)
    return game


def test_tv_ch_01_rows_and_the_card_beneath() -> None:
    """RULES 16.1, 16.3, TV-CH-01: 26 cards each; a face-up S5 played on trick 3 frees a card for trick 4."""
    game = example()
    assert [len(h) for h in game.deal.hands] == [26, 26]
    assert [len(t) for t in game.table] == [11, 11] and len(game.set_aside) == 22
    assert game.hands[0] == CardSet(Card.from_str(c) for c in f"{A_HAND} {A_UP}".split())
    game.act("1NT")  # the dealer B must bid
    game.act("P")
    assert (
        str(game.contract) == "1NT" and game.declarer == 1 and game.to_act == 0
    )  # the dealer's opponent leads
    for card in ["HA", "H3", "HK", "H4"]:
        game.act(card)
    assert game.tricks_won[0] == 2 and game.to_act == 0
    game.act("S5")  # trick 3
    h2 = Card.from_str("H2")
    assert h2 not in game.hands[0] and h2 in game.set_aside
    game.act(game.legal_actions()[0])
    assert len(game.tricks) == 3
    assert h2 in game.hands[0] and h2 in game.table[0] and game.view(1).table[0][0] == h2


def test_the_dealer_must_bid() -> None:
    """RULES 16.2: the dealer's first call is a bid."""
    game = example()
    before = game.copy()
    with pytest.raises(IllegalCallError, match=r"the dealer must bid \(RULES 16.2\)"):
        game.act("P")
    assert game == before and all(c.is_bid for c in game.legal_actions())


def test_auction_ends_with_a_pass_after_a_call() -> None:
    game = example()
    for call in ["1S", "X", "XX", "P"]:
        game.act(call)
    assert str(game.contract) == "1SXX" and game.declarer == 1


def test_follow_suit_over_hand_and_table() -> None:
    """RULES 16.3: a player must follow suit if his hand or a face-up card has the suit led."""
    game = example()
    game.act("1NT")
    game.act("P")
    game.act("HA")
    legal = game.legal_actions()
    assert [str(c) for c in legal] == ["H3", "H4", "HT"] and Card.from_str("HT") in game.table[1]
    before = game.copy()
    with pytest.raises(IllegalCardError, match="RULES 16.3"):
        game.act(next(c for c in game.hands[1] if c.suit is not None and c.suit.name != "HEARTS"))
    assert game == before


def test_face_down_cards_are_hidden_from_everyone() -> None:
    """RULES 16.1: nobody, the owner included, sees a face-down card."""
    game = example()
    game.act("1NT")
    game.act("P")
    before = game.copy()
    with pytest.raises(IllegalCardError, match=r"face down \(RULES 16.3\)"):
        game.act("C2")
    assert game == before
    for seat in (0, 1):
        view = game.view(seat)
        shown = CardSet(c for hand in view.hands if hand is not None for c in hand)
        shown |= CardSet(c for row in view.table for c in row if c is not None)
        assert not shown.mask & game.set_aside.mask
        assert view.hands[1 - seat] is None and sum(view.face_down[0]) == 11


def test_robot_and_render_play_whole_deals() -> None:
    for seed in range(5):
        game = new_game("chinese_bridge", seed=seed)
        robot = ChineseBridgeRobot()
        while not game.is_over:
            view = game.view(game.to_act or 0)
            assert "your turn" in render_chinese_bridge(view)
            decision = robot.choose(view)
            assert decision.action in game.legal_actions()
            game.act(decision.action)
        assert game.score and not game.set_aside or game.score is not None
