"""Light bridge (RULES 12): the test vectors TV-LB-01 … 25, notation, auction, play, jokers, talon."""

from __future__ import annotations

from typing import Any

import pytest

from bridgekit.calls import Strain
from bridgekit.cards import Card, CardSet, Suit
from bridgekit.contracts import LIGHT_LADDER  # noqa: F401 - the repr of a call names it
from bridgekit.deal import Deal
from bridgekit.errors import (
    IllegalActionError,
    IllegalCallError,
    IllegalCardError,
    NotationError,
    OutOfTurnError,
)
from bridgekit.variants import new_game
from bridgekit.variants.light_bridge.calls import form_calls, light_call
from bridgekit.variants.light_bridge.game import LightBridgeGame
from bridgekit.variants.light_bridge.play import JokerPlay, LightPlay
from bridgekit.variants.light_bridge.records import PlayedJoker, Stage
from bridgekit.variants.light_bridge.scoring import (
    LEVEL_TABLES,
    BidKind,
    LightContract,
    at_most_team,
    at_most_three,
    deal_score,
    exactly_team,
    ordinary_team,
    ordinary_three,
    raspasy_team,
    raspasy_three,
    score_light_bridge,
    stake,
)

LB4 = LEVEL_TABLES["lb4"]
LB3 = LEVEL_TABLES["lb3"]
LB52 = LEVEL_TABLES["lb4_52"]
LB6 = LEVEL_TABLES["lb6"]


def game_of(form: str, *, dealer: int, seed: int = 1, **options: Any) -> LightBridgeGame:
    game = new_game("light_bridge", variant=form, seed=seed, dealer=dealer, **options)
    assert isinstance(game, LightBridgeGame)
    return game


def calls(game: LightBridgeGame, *texts: str) -> None:
    for text in texts:
        game.act(text)


def refused(game: LightBridgeGame, text: str) -> str:
    before = game.copy()
    with pytest.raises(IllegalCallError) as error:
        game.act(text)
    assert game == before
    return str(error.value)


# -- scoring vectors (RULES 12.8, 12.9) ---------------------------------------------------


def test_tv_lb_01_ordinary_five_with_contra() -> None:
    """RULES 12.8: ordinary 5 with contra, active side takes 7 → 7 − 4 + 1 = 4."""
    assert ordinary_team(stake(LB4, 5, 1), 5, 7) == (4, 0)
    assert deal_score(LB4, LightContract.from_str("5SX"), (7, 2), declarer=0) == (4, 0)


def test_tv_lb_02_raspasy_four_against_five() -> None:
    """RULES 12.8: raspasy, 4 tricks against 5 → the side with 4 scores 1."""
    assert raspasy_team((4, 5)) == (1, 0)
    assert deal_score(LB4, None, (4, 5)) == (1, 0)


def test_tv_lb_03_lb4_stakes() -> None:
    """RULES 12.3: lb4 stakes 5→1 … 9→5; quarter 2, half 3, misère 4."""
    assert [stake(LB4, level) for level in range(5, 10)] == [1, 2, 3, 4, 5]
    assert [stake(LB4, LB4.misere_level(k) or 0) for k in (2, 1, 0)] == [2, 3, 4]


def test_tv_lb_04_lb4_quarter_misere_made() -> None:
    """RULES 12.8: quarter misère (stake 2): T = 2 → 2, T = 1 → 3, T = 0 → 4."""
    assert [at_most_team(2, 2, t)[0] for t in (2, 1, 0)] == [2, 3, 4]
    assert deal_score(LB4, LightContract.from_str("M6H"), (0, 9), declarer=2) == (4, 0)


def test_tv_lb_05_lb4_half_misere_failed() -> None:
    """RULES 12.8: half misère (stake 3): T = 2 → passive 3; T = 3 → passive 4."""
    assert at_most_team(3, 1, 2) == (0, 3)
    assert at_most_team(3, 1, 3) == (0, 4)
    assert deal_score(LB4, LightContract.from_str("M7S"), (6, 3), declarer=1) == (4, 0)


def test_tv_lb_06_lb4_ordinary_six_failed() -> None:
    """RULES 12.8: ordinary 6 undoubled: T = 5 → passive 2, T = 4 → 3, T = 3 → 4."""
    assert [ordinary_team(2, 6, t)[1] for t in (5, 4, 3)] == [2, 3, 4]


def test_tv_lb_07_lb4_exactly_three_at_level_six() -> None:
    """RULES 12.8: exactly 3 at level 6: T = 3 → active 2; T = 4 → passive 2; T = 1 → 3; T = 0 → 4."""
    value = stake(LB4, 6)
    assert exactly_team(value, 3, 3) == (2, 0)
    assert [exactly_team(value, 3, t)[1] for t in (4, 1, 0)] == [2, 3, 4]
    assert deal_score(LB4, LightContract.from_str("=3H@6"), (3, 6), declarer=0) == (2, 0)


def test_tv_lb_08_raspasy_after_redouble() -> None:
    """RULES 12.8 DECISION: raspasy after 4S XX, 4 v 5 tricks → 3 to the side with 4."""
    assert deal_score(LB4, LightContract.from_str("4SXX"), (5, 4), declarer=0) == (0, 3)


def test_tv_lb_09_lb3_stakes() -> None:
    """RULES 12.9: lb3 stakes 2(L − 2): 5→6 … 12→20; at 6 with contra 10, recontra 12."""
    assert [stake(LB3, level) for level in (5, 6, 7, 8, 9, 12)] == [6, 8, 10, 12, 14, 20]
    assert (stake(LB3, 6, 1), stake(LB3, 6, 2)) == (10, 12)


def test_tv_lb_10_lb3_ordinary_made() -> None:
    """RULES 12.9: bid 6, declarer takes 7 → 9; bid 7, takes 7 → 10."""
    assert ordinary_three(stake(LB3, 6), 6, (7, 3, 2))[0] == 9
    assert ordinary_three(stake(LB3, 7), 7, (7, 3, 2))[0] == 10


def test_tv_lb_11_lb3_raspasy() -> None:
    """RULES 12.9: raspasy with tricks 2 / 3 / 7 → 6 / 4 / 0."""
    assert raspasy_three((2, 3, 7)) == (6, 4, 0)
    assert deal_score(LB3, None, (2, 3, 7)) == (6, 4, 0)


def test_tv_lb_12_lb3_half_misere_failed() -> None:
    """RULES 12.9: half misère, declarer takes 4: text's stake 10 → 7 each; table stake 12 → 8."""
    assert at_most_three(10, 1, 4) == (0, 7)
    assert stake(LB3, LB3.misere_level(1) or 0) == 12
    assert at_most_three(12, 1, 4) == (0, 8)
    assert deal_score(LB3, LightContract.from_str("M8C"), (4, 4, 4), declarer=0) == (0, 8, 8)


def test_tv_lb_13_lb3_quarter_misere_made() -> None:
    """RULES 12.9: quarter misère, declarer takes 1: text's stake 8 → 9; table stake 10 → 11; 0 → 12."""
    assert at_most_three(8, 2, 1) == (9, 0)
    assert at_most_three(stake(LB3, 7), 2, 1) == (11, 0)
    assert at_most_three(stake(LB3, 7), 2, 0) == (12, 0)
    assert deal_score(LB3, LightContract.from_str("M7NT"), (6, 1, 5), declarer=1) == (0, 11, 0)


def test_tv_lb_14_lb3_ordinary_failed() -> None:
    """RULES 12.9: ordinary 7 failed with 5 tricks, opponents 4 and 3 → 0, 9, 8."""
    assert deal_score(LB3, LightContract.from_str("7S"), (5, 4, 3), declarer=0) == (0, 9, 8)


def test_tv_lb_15_lb4_52_stakes() -> None:
    """RULES 12.3: lb4_52 stakes 7→1 … 13→7; 1/8 misère 2, quarter 3, half 4, misère 5."""
    assert [stake(LB52, level) for level in range(7, 14)] == [1, 2, 3, 4, 5, 6, 7]
    assert [stake(LB52, LB52.misere_level(k) or 0) for k in (3, 2, 1, 0)] == [2, 3, 4, 5]


def test_tv_lb_16_lb4_52_eighth_misere() -> None:
    """RULES 12.8: 1/8 misère (at most 3, stake 2) with T = 1 → active 4; T = 5 → passive 3."""
    assert deal_score(LB52, LightContract.from_str("M8D"), (1, 12), declarer=0) == (4, 0)
    assert deal_score(LB52, LightContract.from_str("M8D"), (8, 5), declarer=1) == (3, 0)


def test_tv_lb_17_lb6_levels_and_five_passes() -> None:
    """RULES 12.3, 12.4.5: lb6 quarter at 7 (stake 3), half 8 (4), misère 9 (5); five passes end."""
    assert [(LB6.misere_level(k), stake(LB6, LB6.misere_level(k) or 0)) for k in (2, 1, 0)] == [
        (7, 3),
        (8, 4),
        (9, 5),
    ]
    game = game_of("lb6", dealer=0)
    calls(game, "5S", "P", "P", "P", "P")
    assert game.stage is Stage.AUCTION
    game.act("P")
    assert game.to_act == 2 and str(game.contract) == "5S" and game.declarer == 1


# -- auction vectors (RULES 12.4) ----------------------------------------------------------


def test_tv_lb_18_auction_exactly_three() -> None:
    """RULES 12.4.2, 12.4.3: the worked auction ends in exactly 3 H at level 6 by player 2."""
    game = game_of("lb4", dealer=3)
    calls(game, "5S", "5H")
    assert "5S was already bid in this auction (RULES 12.4.2)" in refused(game, "5S")
    calls(game, "=3D", "P", "M6C")
    assert "(RULES 12.4.3)" in refused(game, "=3D")
    calls(game, "=3H", "P", "P", "P")
    contract = game.contract
    assert contract == LightContract(BidKind.EXACT, 6, Strain.HEARTS, 0, 3)
    assert game.declarer == 1 and stake(LB4, contract.level) == 2
    assert game.to_act == 2 and game.stage is Stage.PLAY


def test_tv_lb_18_error_message_names_the_rule() -> None:
    game = game_of("lb4", dealer=3)
    calls(game, "5S", "5H")
    assert refused(game, "5S") == "illegal call 5S by 3: 5S was already bid in this auction (RULES 12.4.2)"


def test_tv_lb_19_exactly_three_needs_a_bid_of_five_to_half_misere() -> None:
    """RULES 12.4.3: exactly 3 never opens, nor follows 4H or misère (8); it follows 7S."""
    game = game_of("lb4", dealer=3)
    assert "cannot open" in refused(game, "=3C")
    calls(game, "4H")
    assert "RULES 12.4.3" in refused(game, "=3C")
    calls(game, "M8S")
    assert "RULES 12.4.3" in refused(game, "=3C")
    game = game_of("lb4", dealer=3)
    calls(game, "7S", "=3C")
    assert str(game.auction[-1].call) == "=3C"


def test_tv_lb_20_four_passes_raspasy_without_trumps() -> None:
    """RULES 12.4.5, 12.4.6: three passes do not end; four give raspasy NT led by dealer's LHO."""
    game = game_of("lb4", dealer=3)
    calls(game, "P", "P", "P")
    assert game.stage is Stage.AUCTION and game.to_act == 3
    game.act("P")
    assert game.is_raspasy and game.contract is None and game.declarer is None
    assert game.outcome is not None and game.outcome.trump is Strain.NOTRUMP
    assert game.to_act == 0


def test_tv_lb_21_raspasy_with_trump_and_contra() -> None:
    """RULES 12.4.6: 2: 4S, 3: contra, three passes → raspasy, trump S, d = 1, player 2 leads."""
    game = game_of("lb4", dealer=0)
    calls(game, "4S", "X", "P", "P", "P")
    assert game.is_raspasy and str(game.contract) == "4SX"
    outcome = game.outcome
    assert outcome is not None and outcome.trump is Strain.SPADES and outcome.must_ruff
    assert game.to_act == 1 and game.declarer is None


def test_tv_lb_22_contra_and_recontra_by_sides() -> None:
    """RULES 12.4.4: no contra of partner's bid; recontra by the bidder's partner; a bid cancels both."""
    game = game_of("lb4", dealer=3)
    calls(game, "6H", "P")
    assert "partner" in refused(game, "X")
    calls(game, "P", "6D", "X", "XX", "6S")
    assert game._auction.doubling == 0 and str(game._auction.contract) == "6S"


def test_tv_lb_23_three_players_contra() -> None:
    """RULES 12.4.4: lb3: no contra at level 4; only the bidder himself recontras."""
    game = game_of("lb3", dealer=2)
    calls(game, "4C")
    assert "no contra at level 4" in refused(game, "X")
    calls(game, "5C", "X")
    assert "only the bidder" in refused(game, "XX")
    calls(game, "P", "XX")
    assert str(game._auction.contract) == "5CXX"


# -- play vectors (RULES 12.5, 12.6) -------------------------------------------------------

LB4_DEAL = Deal(
    [
        CardSet.from_str("AKQJT9876..."),
        CardSet.from_str(".AKQJT.AKQJ."),
        CardSet.from_str(".9876.T9876."),
        CardSet.from_str("...AKQJT9876"),
    ]
)


def after_lead(contract: str) -> LightBridgeGame:
    game = LightBridgeGame(new_game("light_bridge").variant, deal=LB4_DEAL, dealer=2)
    calls(game, contract, "P", "P", "P")
    assert game.to_act == 0
    game.act("SA")
    return game


def test_tv_lb_24_must_ruff_in_misere_with_trump() -> None:
    """RULES 12.5.2: misère H: a hand void in spades holding hearts must play a heart."""
    game = after_lead("M8H")
    assert {str(card) for card in game.legal_actions()} == {"HA", "HK", "HQ", "HJ", "HT"}
    before = game.copy()
    with pytest.raises(IllegalCardError, match=r"must ruff .*RULES 12\.5\.2"):
        game.act("DA")
    assert game == before


@pytest.mark.parametrize("contract", ["M8NT", "6H"])
def test_tv_lb_24_free_discard_without_must_ruff(contract: str) -> None:
    """RULES 12.5.1: misère NT or ordinary 6H: trumping is not compulsory."""
    game = after_lead(contract)
    assert len(game.legal_actions()) == 9
    game.act("DJ")


def test_tv_lb_25_jokers_led_only_last() -> None:
    """RULES 12.6.1, 12.6.3: a joker is led only with no ordinary card left; named QD, diamonds follow."""
    play = LightPlay(
        [CardSet.from_str("A....12").mask, CardSet.from_str("..2.2").mask, CardSet.from_str("2..3.").mask],
        leader=0,
        trump=Suit.SPADES,
        must_ruff=False,
    )
    joker = JokerPlay.from_str("J1=QD")
    assert "RULES 12.6.1" in (play.illegality(0, joker) or "")
    play.add(Card.from_str("SA"))
    play.add(Card.from_str("H2"))
    play.add(Card.from_str("S2"))
    assert play.leader == 0
    assert play.illegality(0, joker) is None
    play.add(joker)
    assert [str(a) for a in play.legal_actions(1)] == ["D2"]
    assert "must follow diamonds" in (play.illegality(1, Card.from_str("C2")) or "")


# -- jokers in detail (RULES 12.6.3 DECISIONS) ---------------------------------------------


def test_joker_named_as_trump_satisfies_must_ruff() -> None:
    """RULES 12.6.3 (c): under must-ruff a joker counts as a trump only if named as one."""
    hands = [CardSet.from_str("A....").mask, CardSet.from_str(".2..2.1").mask, CardSet.from_str("2....").mask]
    play = LightPlay(hands, leader=0, trump=Suit.HEARTS, must_ruff=True)
    play.add(Card.from_str("SA"))
    actions = play.legal_actions(1)
    assert Card.from_str("H2") in actions and Card.from_str("C2") not in actions
    jokers = [a for a in actions if isinstance(a, JokerPlay)]
    assert jokers and all(a.named.suit is Suit.HEARTS for a in jokers)
    assert "named as a trump" in (play.illegality(1, JokerPlay.from_str("J1=DA")) or "")


def test_joker_only_trumps_are_not_forced() -> None:
    """RULES 12.6.3 (c): a hand whose only 'trump' would be a joker may play anything."""
    hands = [CardSet.from_str("A....").mask, CardSet.from_str("...2.1").mask, CardSet.from_str("2....").mask]
    play = LightPlay(hands, leader=0, trump=Suit.HEARTS, must_ruff=True)
    play.add(Card.from_str("SA"))
    assert Card.from_str("C2") in play.legal_actions(1)
    assert play.illegality(1, JokerPlay.from_str("J1=DA")) is None


def test_earlier_of_equal_names_wins() -> None:
    """RULES 12.6.3 (b): a joker named SK, then the real SK: the joker, played first, wins."""
    hands = [CardSet.from_str(text).mask for text in ("Q....", "....1", "K....")]
    play = LightPlay(hands, leader=0, trump=None, must_ruff=False)
    play.add(Card.from_str("SQ"))
    play.add(JokerPlay.from_str("J1=SK"))
    trick = play.add(Card.from_str("SK"))
    assert trick is not None and trick.winner == 1


def test_joker_cannot_be_named_as_a_card_played_or_in_the_trick() -> None:
    """RULES 12.6.3 (a)."""
    hands = [CardSet.from_str(text).mask for text in ("AQ....", "KJ....", "T.2...1")]
    play = LightPlay(hands, leader=0, trump=None, must_ruff=False)
    for text in ("SA", "SK", "ST", "SQ", "SJ"):
        play.add(Card.from_str(text))
    assert play.to_play == 2
    assert "already played or named" in (play.illegality(2, JokerPlay.from_str("J1=SA")) or "")
    assert "already in this trick" in (play.illegality(2, JokerPlay.from_str("J1=SQ")) or "")


# -- the talon (RULES 12.7) ----------------------------------------------------------------


def talon_game(**options: Any) -> LightBridgeGame:
    return game_of("lb4_54", dealer=3, seed=4, **options)


def test_talon_closed_then_shown_taken_and_discarded() -> None:
    game = talon_game()
    talon = game.deal.talon
    assert len(talon) == 2 and game.set_aside == talon
    assert all(game.view(seat).talon is None for seat in range(4))
    calls(game, "7S", "P", "P", "P")
    assert game.stage is Stage.TALON and game.to_act == 0
    assert game.legal_actions() == [game.legal_actions()[0]] and str(game.legal_actions()[0]) == "take"
    with pytest.raises(OutOfTurnError):
        game.take_talon(seat=1)
    game.act("take")
    assert all(game.view(seat).talon == talon for seat in range(4))
    assert len(game.hands[0]) == 15 and str(game.stage) == "discard"
    held = game.hands[0]
    missing = next(card for card in game.variant.pack if card not in held)
    before = game.copy()
    with pytest.raises(IllegalCardError, match="not in the hand"):
        game.act(f"discard {missing}")
    assert game == before
    first, second = list(held)[:2]
    game.act(f"discard {first}")
    game.act(str(second))
    assert str(game.stage) == "play" and game.to_act == 1
    assert game.view(0).discards == CardSet([first, second])
    assert game.view(1).discards is None and game.view(1).discard_count == 2
    assert game.set_aside == CardSet([first, second])


def test_talon_open_is_seen_at_once() -> None:
    game = talon_game(talon_open=True)
    assert game.view(2).talon == game.deal.talon


def test_talon_at_base_level_and_unused_when_all_pass() -> None:
    game = talon_game()
    calls(game, "P", "6H", "P", "P", "P")
    assert game.is_raspasy and game.stage is Stage.TALON and game.to_act == 1
    game = talon_game()
    calls(game, "P", "P", "P", "P")
    assert game.stage is Stage.PLAY and game.set_aside == game.deal.talon


# -- notation and bad input ----------------------------------------------------------------


@pytest.mark.parametrize("form", sorted(LEVEL_TABLES))
def test_every_call_round_trips(form: str) -> None:
    for call in form_calls(LEVEL_TABLES[form]):
        assert light_call(str(call)) == call
        assert eval(repr(call)) == call


@pytest.mark.parametrize(
    ("text", "form", "expected"),
    [
        ("misere H", "lb4", "M8H"),
        ("quarter S", "lb3", "M7S"),
        ("half NT", "lb6", "M8NT"),
        ("1/8 C", "lb4_52", "M8C"),
        ("at most 2 D", "lb4_54", "M9D"),
        ("exactly 4 H", "lb4_52", "=4H"),
        ("мизер ♠", "lb4", "M8S"),
    ],
)
def test_readable_calls(text: str, form: str, expected: str) -> None:
    assert str(light_call(text, LEVEL_TABLES[form])) == expected
    game = game_of(form, dealer=0)
    game.act("5S" if form != "lb4_52" and form != "lb4_54" else "7S")
    game.act(text)
    assert str(game.auction[-1].call) == expected


def test_contract_text_round_trips() -> None:
    for text in ["5S", "6NTX", "M8HXX", "=3D@6", "=4C@10X"]:
        contract = LightContract.from_str(text)
        assert str(contract) == text and eval(repr(contract)) == contract


@pytest.mark.parametrize("text", ["7Q", "M5", "quarter", "1/8 C", "=3", "hello", "J1=QD"])
def test_unknown_call_is_a_notation_error_and_changes_nothing(text: str) -> None:
    game = game_of("lb4", dealer=0)
    before = game.copy()
    with pytest.raises((NotationError, IllegalActionError)) as error:
        game.act(text)
    assert text in str(error.value) or repr(text) in str(error.value)
    assert game == before


def test_calls_of_another_form_are_refused() -> None:
    game = game_of("lb4", dealer=0)
    for text, rule in [("M9H", "12.3"), ("10S", "12.3"), ("3S", "12.3")]:
        assert f"RULES {rule}" in refused(game, text)
    game.act("5S")
    assert "exactly 3" in refused(game, "=4H")


def test_out_of_turn_call() -> None:
    game = game_of("lb4", dealer=0)
    with pytest.raises(OutOfTurnError, match="it is 2's turn"):
        game.call("5S", seat=2)


def test_a_joker_named_as_a_played_card_is_refused() -> None:
    """Play lb6 deals until a joker may be played, then name a card already played."""
    for seed in range(40):
        game = game_of("lb6", dealer=0, seed=seed)
        calls(game, *["P"] * 6)
        while not game.is_over:
            actions = game.legal_actions()
            jokers = [a for a in actions if isinstance(a, JokerPlay)]
            played = [card for trick in game.tricks for card in trick.cards if not card.is_joker]
            if jokers and played:
                before = game.copy()
                bad = JokerPlay(jokers[0].joker, played[0])
                with pytest.raises(IllegalCardError, match=r"already played or named .*RULES 12\.6\.3"):
                    game.act(bad)
                assert game == before
                record = game.act(jokers[0])
                assert isinstance(record, PlayedJoker) and record.named == jokers[0].named
                return
            game.act(actions[0])
    pytest.fail("no joker play found")


# -- the score of a played deal ------------------------------------------------------------


def test_score_of_a_played_deal_matches_the_scoring_functions() -> None:
    game = after_lead("6H")
    while not game.is_over:
        game.act(game.legal_actions()[0])
    assert sum(game.tricks_won) == 9 and game.result == game.tricks_won[1]
    assert game.score == deal_score(LB4, LightContract.from_str("6H"), game.tricks_won, declarer=3)


def test_score_light_bridge_for_the_cli() -> None:
    result = score_light_bridge("lb4", "5SX", 7, declarer=2)
    assert result["scores"] == [0, 4] and result["stake"] == 2 and result["sides"] == ["1-3", "2-4"]
    assert score_light_bridge("lb4", "4S", [4, 5])["kind"] == "raspasy"
    assert score_light_bridge("lb3", "M8C", [4, 4, 4], declarer=1)["scores"] == [0, 8, 8]
    with pytest.raises(NotationError):
        score_light_bridge("lb3", "7S", 5)
    with pytest.raises(NotationError):
        score_light_bridge("lb5", "7S", 5)
    with pytest.raises(NotationError):
        score_light_bridge("lb4", "5S", [4, 4])


def test_light_bridge_guide_examples() -> None:
    """The examples of docs/light_bridge.md are doctests and must stay true."""
    import doctest
    from pathlib import Path

    guide = Path(__file__).resolve().parents[1] / "docs" / "light_bridge.md"
    result = doctest.testfile(str(guide), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0
