"""Nullo (RULES 14): stock and exchange, the Nullo ladder, redeal, two-card tricks, scoring."""

from __future__ import annotations

import pytest

from bridgekit import CardSet, new_game
from bridgekit.calls import NULLO_LADDER
from bridgekit.cards import Card
from bridgekit.errors import IllegalActionError, IllegalCallError, IllegalCardError
from bridgekit.variants.nullo.game import Discarded, Drew, NulloGame
from bridgekit.variants.nullo.ordered_deal import OrderedDeal
from bridgekit.variants.nullo.render import render_nullo
from bridgekit.variants.nullo.robot import NulloRobot
from bridgekit.variants.nullo.scoring import NulloContract, NulloLedger, deal_entries


def start(seed: int = 1, dealer: str = "A") -> NulloGame:
    game = new_game("nullo", seed=seed, dealer=dealer)
    assert isinstance(game, NulloGame)
    return game


def test_tv_nu_01_ladder_and_scores() -> None:
    """RULES 14.3, 14.5, TV-NU-01: 4D < 4NU < 4H; 3NU: 3 tricks 90 + 30; 6 tricks 100 to the opponent."""
    four_d, four_nu, four_h = (NULLO_LADDER.call(t) for t in ("4D", "4NU", "4H"))
    assert NULLO_LADDER.beats(four_nu, four_d) and NULLO_LADDER.beats(four_h, four_nu)
    contract = NulloContract.from_str("3NU")
    assert contract.max_tricks == 4
    made = deal_entries(contract, 0, 3, vulnerable=False, opponents=(1,))
    assert [(e.player, e.line.value, e.points, e.reason) for e in made] == [
        (0, "below", 90, "trick score"),
        (0, "above", 30, "overtricks"),
    ]
    down = deal_entries(contract, 0, 6, vulnerable=False, opponents=(1,))
    assert [(e.player, e.points) for e in down] == [(1, 100)]


def test_the_dealers_opponent_exchanges_first_and_draws_from_the_top() -> None:
    """RULES 14.2: discard face down, draw as many from the top of the stock; then the dealer."""
    game = start(dealer="A")
    assert game.stage == "exchange" and game.to_act == 1
    top = game.stock[:2]
    hand = list(game.hands[1])
    game.act(hand[0])
    game.act(hand[1])
    record = game.act("draw")
    assert record == Drew(1, 2) and str(record) == "B draws 2"
    assert set(top) <= set(game.hands[1]) and len(game.hands[1]) == 13 and len(game.stock) == 24
    assert game.to_act == 0
    game.act("draw")  # the dealer keeps his hand
    assert game.stage == "auction" and game.to_act == 0  # RULES 14.3 DECISION: the dealer calls first


def test_at_most_as_many_as_remain_in_the_stock() -> None:
    """RULES 14.2 DECISION: with 26 in the stock both may exchange their whole hand; then it is empty."""
    game = start()
    for card in list(game.hands[1]):
        game.act(card)
    game.act("draw")
    for card in list(game.hands[0]):
        game.act(card)
    before = game.copy()
    with pytest.raises(IllegalActionError, match="RULES 14.2"):
        game.act(Drew(0, 3))
    assert game == before
    game.act("draw")
    assert len(game.stock) == 0 and len(game.set_aside) == 26 and game.stage == "auction"


def test_two_passes_mean_a_redeal_by_the_same_dealer() -> None:
    """RULES 14.3: two passes at the start, the same dealer deals again."""
    game = start(dealer="B")
    game.act("draw")
    game.act("draw")
    game.act("P")
    game.act("P")
    assert game.is_over and game.is_redeal and game.next_dealer == 1 and game.score == ()
    assert game.view(0).is_redeal


def test_auction_ends_when_a_call_is_followed_by_a_pass_and_the_opponent_leads() -> None:
    """RULES 14.3-14.4: two-card tricks, no trumps in nullo, declarer's opponent leads."""
    game = start(dealer="A")
    game.act("draw")
    game.act("draw")
    for call in ["1C", "1NU", "X", "P"]:
        game.act(call)
    assert str(game.contract) == "1NUX" and game.declarer == 1 and game.to_act == 0
    game.act(game.legal_actions()[0])
    game.act(game.legal_actions()[0])
    assert len(game.tricks) == 1 and len(game.tricks[0].cards) == 2


def test_views_never_show_the_stock_or_the_other_hand() -> None:
    game = start()
    game.act(next(iter(game.hands[1])))
    view_a, view_b = game.view(0), game.view(1)
    assert view_a.hands[1] is None and view_b.hands[0] is None
    assert not view_a.discarded and len(view_b.discarded) == 1
    for view in (view_a, view_b):
        seen = CardSet(c for hand in view.hands if hand is not None for c in hand) | view.discarded
        assert not seen.mask & CardSet(game.stock).mask and view.stock_size == 26


def test_ordered_deal_and_records_round_trip() -> None:
    deal = OrderedDeal.random(seed=5, pack=new_game("nullo").variant.pack, seat_count=2, hand_size=13)
    assert eval(repr(deal)) == deal  # noqa: S307
    game = new_game("nullo", deal=deal)
    assert game.deal == deal
    for record in (Discarded(1, Card.from_str("S2")), Drew(0, 4)):
        assert type(record).from_str(str(record)) == record


def test_bad_input_leaves_the_game_unchanged() -> None:
    game = start()
    before = game.copy()
    with pytest.raises(IllegalCallError, match=r"the exchange comes first \(RULES 14.2-14.3\)"):
        game.call("1S")
    with pytest.raises(IllegalCardError, match="not in the hand"):
        game.act(next(iter(game.hands[0])))
    assert game == before


def test_ledger_rubber_of_two_players() -> None:
    """RULES 14.5: rubber scoring with nullo values; 4 nullo is game."""
    ledger = NulloLedger(2)
    ledger.record(NulloContract.from_str("4NU"), 0, 3)
    assert ledger.games == (1, 0) and ledger.vulnerable == (True, False)
    record = ledger.record(NulloContract.from_str("3NT"), 0, 9)
    assert record.rubber_won == 0 and record.entries[-1].points == 700


def test_robot_and_render_play_a_whole_deal() -> None:
    for seed in range(5):
        game = start(seed)
        robot = NulloRobot()
        while not game.is_over:
            view = game.view(game.to_act or 0)
            assert "your turn" in render_nullo(view)
            decision = robot.choose(view)
            assert decision.action in game.legal_actions()
            game.act(decision.action)
        assert game.score is not None


def test_record_texts_are_accepted_by_act() -> None:
    game = start(dealer="A")
    card = next(iter(game.hands[1]))
    assert game.act(f"B discards {card}") == Discarded(1, card)
    assert game.act("B draws 1") == Drew(1, 1)
    game.act("A draws 0")
    assert str(game.act("A 2NU").call) == "2NU"
