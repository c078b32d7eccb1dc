"""Slam (Sid Sackson, RULES 15): staged deal, point bids, declaration, honours, reserves, scoring."""

from __future__ import annotations

import pytest

from bridgekit import CardSet, new_game
from bridgekit.calls import Denomination, Doubling
from bridgekit.cards import Card
from bridgekit.contracts import SLAM_LADDER
from bridgekit.errors import IllegalActionError, IllegalCallError, IllegalCardError
from bridgekit.state import Called
from bridgekit.variants.nullo.ordered_deal import OrderedDeal
from bridgekit.variants.slam.calls import SEAT_NAMES, Declared, Reserved, slam_bid
from bridgekit.variants.slam.game import SlamGame
from bridgekit.variants.slam.render import render_slam
from bridgekit.variants.slam.robot import SlamRobot
from bridgekit.variants.slam.scoring import SlamContract, SlamLedger, required_tricks, slam_deal_entries


def cards(text: str) -> list[Card]:
    return [Card.from_str(c) for c in text.split()]


# TV-SL-01 (text): the first ten cards of each player, then the stock in dealing order:
# before round 2 A SA C8, B DA H8; before round 3 A DJ CK, B HA CJ; after the declaration A SK S8, B D8 H7.
FIRST_A = "SJ ST S7 HQ HJ H9 DK CQ CT C9"
FIRST_B = "SQ S9 HK HT DQ DT D9 D7 CA C7"
STOCK = "SA C8 DA H8  DJ CK HA CJ  SK S8 D8 H7"
RESERVES = "SA DK DJ  SQ DA DQ"
PLAY = (
    "S8 S9 SK DT  D8 S7 D7 ST  HT HJ HA H9  H8 HQ HK C8  H7 C9 C7 SJ  CA CT CJ CQ  D9 CK  SQ SA  DJ DQ  DA DK"
)


def slam_example() -> SlamGame:
    deal = OrderedDeal([cards(FIRST_A), cards(FIRST_B)], cards(STOCK))
    game = new_game("slam", deal=deal, dealer="B")
    assert isinstance(game, SlamGame)
    return game


def test_tv_sl_01_replayed_through_act() -> None:
    """RULES 15.2-15.7, TV-SL-01: 24 (small slam D or C) by B, doubled, 9 tricks: 48 + 15 + 25 + 100 = 188."""
    game = slam_example()
    assert [len(h) for h in game.hands] == [10, 10]
    game.act("6")  # the dealer's opponent calls first
    game.act("8")
    assert [len(h) for h in game.hands] == [12, 12] and game.view(0).round == 2
    game.act("9")
    game.act("14")
    assert [len(h) for h in game.hands] == [14, 14]
    game.act("P")
    assert [str(c) for c in game.legal_actions()][1:6] == ["15", "16", "17", "18", "19"]  # +5 at most
    game.act("24")  # a slam bid is exempt from the limit
    assert game.stage == "declare" and game.declarer == 1
    with pytest.raises(IllegalActionError, match="RULES 15.3.2, 15.3.5, 15.4"):
        game.act("H")  # 24 is a slam only in D or C
    game.act("D")
    game.act("X")
    with pytest.raises(IllegalActionError, match="allowed B passes, B redoubles, B changes C"):
        game.act("change H")  # 24 = 3 x 8 is not a slam in hearts
    game.act("P")
    assert [len(h) for h in game.hands] == [16, 16] and not game.set_aside
    assert game.honours == ((1, 15),)  # diamonds T 9 8 7 (RULES 15.5)
    for card in RESERVES.split():
        game.act(card)
    assert game.to_act == 0  # RULES 15.6 DECISION: the declarer's opponent leads
    for card in PLAY.split()[:4]:
        game.act(card)
    assert game.tricks[0].seats == (0, 1, 0, 1) and game.tricks[0].winner == 1
    for card in PLAY.split()[4:]:
        game.act(card)
    assert game.is_over and game.result == 9
    assert [len(t.cards) for t in game.tricks] == [4] * 6 + [2] * 4
    assert str(game.contract) == "24DX"
    assert [(e.player, e.line.value, e.points) for e in game.score or ()] == [
        (1, "below", 48),
        (1, "above", 100),
        (1, "above", 25),
        (1, "above", 15),
    ]
    ledger = SlamLedger()
    record = ledger.record(game.contract, game.declarer, game.result, honours=game.honours)
    assert ledger.totals == (0, 188) and record.game_won == 1


def test_tv_sl_02_shortfall_penalties() -> None:
    """RULES 15.7, TV-SL-02: bid 20, hearts, 7 tricks: 16 points, short 4: 12 NV, 40 doubled, 60 V doubled."""

    def penalty(doubling: Doubling, vulnerable: bool) -> int:
        entries = slam_deal_entries(
            SlamContract(20, Denomination.HEARTS, doubling), 0, 7, vulnerable=vulnerable
        )
        assert entries[0].player == 1
        return entries[0].points

    assert penalty(Doubling.UNDOUBLED, False) == 12
    assert penalty(Doubling.DOUBLED, False) == 40
    assert penalty(Doubling.DOUBLED, True) == 60


def test_tv_sl_03_tricks_required() -> None:
    """RULES 15.3.1, TV-SL-03: bid 9 needs 7 in D, 7 in H, 6 in NT; nullo 9 allows at most 4."""
    assert required_tricks(9, Denomination.DIAMONDS) == 7
    assert required_tricks(9, Denomination.HEARTS) == 7
    assert required_tricks(9, Denomination.NOTRUMP) == 6
    assert required_tricks(9, Denomination.NULLO) == 4


def test_opening_and_raise_limits() -> None:
    """RULES 15.3.4 DECISIONS: an opening bid is 6-11; each raise 1-5 (slam bids exempt)."""
    game = slam_example()
    before = game.copy()
    with pytest.raises(IllegalCallError, match="RULES 15.3.4"):
        game.act("12")
    assert game == before
    game.act("11")
    with pytest.raises(IllegalCallError, match="RULES 15.3.4"):
        game.act("17")
    game.act("40")
    assert game.view(0).bid == slam_bid(40)


def test_a_pass_drops_out_and_the_other_raises_his_own_bid() -> None:
    """RULES 15.3.3: a pass is final; the other may raise his own bid at his remaining turns."""
    game = slam_example()
    game.act("6")
    game.act("P")  # B drops out in round 1
    assert game.to_act == 0 and [str(c) for c in game.legal_actions()][:6] == ["P", "7", "8", "9", "10", "11"]
    game.act("8")  # round 2: A raises his own bid
    game.act("P")  # round 3: A stops
    assert game.stage == "declare" and game.declarer == 0 and [len(h) for h in game.hands] == [14, 14]


def test_both_pass_abandons_the_deal() -> None:
    game = slam_example()
    game.act("P")
    game.act("P")
    assert game.is_over and game.is_abandoned and game.next_dealer == 0 and game.score == ()


def test_equal_slam_bid_in_a_higher_denomination_beats_it() -> None:
    """RULES 15.3.5 DECISION: 24D beats 24C, but nothing of 24 beats a plain 24 (D or C)."""
    game = slam_example()
    game.act("24C")
    assert game.can_call(slam_bid(24, Denomination.DIAMONDS))
    assert not game.can_call(slam_bid(24))
    game.act("24D")
    assert not game.can_call(slam_bid(24, Denomination.DIAMONDS))


def test_views_hide_undealt_cards_and_the_other_reserve() -> None:
    game = slam_example()
    for action in ["6", "8", "9", "14", "P", "24", "D", "X", "P", "SA", "DK"]:
        view = game.view(0)
        other = game.view(1)
        assert view.hands[1] is None and other.hands[0] is None
        seen = [h for v in (view, other) for h in v.hands if h is not None]
        assert all(not h.mask & game.set_aside.mask for h in seen)
        assert view.undealt == len(game.set_aside)
        game.act(action)
    assert game.view(0).reserve == CardSet(cards("SA DK")) and not game.view(1).reserve
    assert game.view(1).reserve_sizes == (2, 0)


def test_reserve_cards_wait_for_trick_8() -> None:
    game = slam_example()
    for action in ["6", "8", "9", "14", "P", "24", "D", "X", "P", *RESERVES.split()]:
        game.act(action)
    before = game.copy()
    with pytest.raises(IllegalCardError, match=r"the reserve is played from trick 8 \(RULES 15.6\)"):
        game.act("SA")
    assert game == before


def test_records_round_trip() -> None:
    called = Called(1, slam_bid(24))
    assert Called.from_str(called.text(SEAT_NAMES), SEAT_NAMES, SLAM_LADDER) == called
    for record in (Declared(0, "doubles"), Declared(1, "changes", Denomination.CLUBS)):
        assert Declared.from_str(str(record)) == record
    assert Reserved.from_str(str(Reserved(0, Card.from_str("SA")))) == Reserved(0, Card.from_str("SA"))
    assert SlamContract.from_str(str(SlamContract(40, Denomination.NULLO, Doubling.REDOUBLED))).points == 40


def test_slam_rubber() -> None:
    """RULES 15.7: a game is 20 below the line; two games 150 (2-0) or 100 (2-1)."""
    ledger = SlamLedger()
    ledger.record(SlamContract(20, Denomination.NOTRUMP), 0, 7)
    assert ledger.vulnerable == (True, False)
    record = ledger.record(SlamContract(10, Denomination.SPADES, Doubling.DOUBLED), 0, 7)
    assert record.rubber_won == 0 and record.entries[-1].points == 150
    assert ledger.net(0) == sum(ledger.totals)


def test_robot_and_render_play_whole_deals() -> None:
    for seed in range(5):
        game = new_game("slam", seed=seed)
        robot = SlamRobot()
        while not game.is_over:
            view = game.view(game.to_act or 0)
            assert "your turn" in render_slam(view)
            decision = robot.choose(view)
            assert decision.action in game.legal_actions()
            game.act(decision.action)


def test_record_texts_are_accepted_by_act() -> None:
    game = slam_example()
    for text in [
        "A 6",
        "B 8",
        "A 9",
        "B 14",
        "A P",
        "B 24",
        "B names D",
        "A doubles",
        "B passes",
        "A reserves SA",
    ]:
        game.act(text)
    assert game.view(0).reserve == CardSet(cards("SA"))
