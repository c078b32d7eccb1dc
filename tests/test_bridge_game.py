"""One deal of contract bridge through the engine (RULES 1.7-1.9, DESIGN "The engine")."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit import Call, Card, Contract, Deal, Seat, Vulnerability, new_game
from bridgekit.cards import CARDS
from bridgekit.errors import (
    IllegalActionError,
    IllegalCallError,
    IllegalCardError,
    NotationError,
    OutOfTurnError,
)
from bridgekit.state import Called, Claimed, Dealt, Phase, Played
from bridgekit.tricks import cards_of
from bridgekit.variants.bridge import BridgeGame

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def bridge(*calls: str, **kwargs: object) -> BridgeGame:
    game = new_game("bridge", deal=DEAL, **kwargs)  # type: ignore[arg-type]
    assert isinstance(game, BridgeGame)
    for call in calls:
        game.act(call)
    return game


def test_new_game_takes_board_dealer_and_vulnerability() -> None:
    game = bridge(board=12)
    assert game.dealer == Seat.WEST and game.vulnerability == Vulnerability.NS
    assert game.to_act == Seat.WEST
    assert isinstance(game.history[0], Dealt) and game.deal == Deal.from_pbn(DEAL)


def test_rule_1_8_opening_lead_by_declarers_lho_then_declarer_plays_dummy() -> None:
    game = bridge("1S", "P", "P", "P")
    assert game.declarer == Seat.NORTH and game.dummy == Seat.SOUTH
    assert game.phase is Phase.PLAY and game.to_act == Seat.EAST
    game.act("CA")
    # South is dummy: North decides for him, and the record names the hand it came from.
    assert game.to_play == Seat.SOUTH and game.to_act == Seat.NORTH
    record = game.act("C8")
    assert record == Played(Seat.SOUTH, Card.from_str("C8"))


def test_rule_0_4_follow_suit_and_trick_winner() -> None:
    game = bridge("1S", "P", "P", "P")
    with pytest.raises(IllegalCardError, match="not in the hand"):
        game.act("SA")
    for card in ["CA", "C8", "C5", "C2"]:
        game.act(card)
    trick = game.tricks[0]
    assert trick.winner == Seat.EAST and trick.leader == Seat.EAST
    game.act("H7")  # East leads again: the winner leads
    with pytest.raises(
        IllegalCardError, match=r"illegal card S5 by S \(dummy\): the hand must follow hearts"
    ):
        game.act("S5")


def test_rule_1_8_a_trump_wins() -> None:
    game = bridge("P", "1S", "P", "P", "P")  # E declares spades; S leads
    assert game.declarer == Seat.EAST
    for trick in ["DA DT D7 D2", "DK D9 D6 D3", "DQ D8 D5 D4"]:
        for card in trick.split():
            game.act(card)
        assert game.tricks[-1].winner == Seat.SOUTH
    for card in ["DJ", "C5", "C2", "S8"]:  # W (dummy), N and E are out of diamonds: E ruffs
        game.act(card)
    assert game.tricks[-1].winner == Seat.EAST


def test_whole_deal_result_and_score() -> None:
    game = bridge("1NT", "P", "3NT", "P", "P", "P")
    while not game.is_over:
        game.act(game.legal_actions()[-1])
    assert game.contract == Contract.from_str("3NT") and game.declarer == Seat.NORTH
    assert sum(game.tricks_won) == 13 and len(game.tricks) == 13
    assert game.result == game.tricks_won[0]
    assert game.score is not None and (game.score > 0) == (game.result >= 9)


def test_passed_out_deal_scores_zero() -> None:
    game = bridge("P", "P", "P", "P")
    assert game.is_over and game.is_passed_out and game.contract is None
    assert game.score == 0 and game.result is None and game.legal_actions() == []


def test_illegal_actions_raise_and_change_nothing() -> None:
    game = bridge("1S")
    before = game.copy()
    with pytest.raises(IllegalCallError, match="illegal call 1H by E: the last bid is 1S by N"):
        game.act("1H")
    with pytest.raises(IllegalCardError, match="auction is not over"):
        game.act("SA")
    with pytest.raises(NotationError, match="not a call"):
        game.act("banana")
    with pytest.raises(OutOfTurnError, match="out of turn: it is E's turn"):
        game.act("2S", seat=Seat.SOUTH)
    assert game == before


def test_card_out_of_turn_names_the_seat() -> None:
    game = bridge("1S", "P", "P", "P")
    with pytest.raises(OutOfTurnError, match="out of turn"):
        game.play(Card.from_str("S5"), seat=Seat.SOUTH)
    game.act("CA")
    with pytest.raises(OutOfTurnError, match="declarer plays dummy's cards"):
        game.play(Card.from_str("C8"), seat=Seat.SOUTH)
    game.play(Card.from_str("C8"), seat=Seat.NORTH)


def test_triads_verify_can_do() -> None:
    game = bridge()
    one_spade = Call.from_str("1S")
    assert game.can_call(one_spade) and not game.can_call(Call.from_str("X"))
    game.verify_call(one_spade)
    assert game.call(one_spade) == Called(Seat.NORTH, one_spade)
    with pytest.raises(IllegalCallError):
        game.verify_call(Call.from_str("1C"))


def test_undo_copy_and_replay_agree() -> None:
    game = bridge("1NT", "P", "3NT", "P", "P", "P", "D2", "DA")
    snapshot = game.copy()
    game.act(game.legal_actions()[0])
    assert game != snapshot
    game.undo()
    assert game == snapshot
    replayed = BridgeGame.replay(game.variant, game.deal, game.actions, dealer=game.dealer)
    assert replayed == game
    assert replayed.hands == game.hands


def test_undo_with_nothing_to_undo() -> None:
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        bridge().undo()


def test_claim_ends_play_and_counts_tricks() -> None:
    game = bridge("1NT", "P", "3NT", "P", "P", "P")
    for card in ["D2", "DA", "DT", "D7"]:  # South (dummy) wins the first trick for N-S
        game.act(card)
    with pytest.raises(IllegalActionError, match="dummy"):
        game.claim(Seat.SOUTH, 3)
    with pytest.raises(IllegalActionError, match="only 12 tricks remain"):
        game.claim(Seat.NORTH, 13)
    record = game.act("claim 9")
    assert record == Claimed(Seat.NORTH, 9) and game.is_over
    assert game.result == 10 and game.tricks_won == (10, 3)


def test_rule_1_8_last_trick_may_be_seen_until_the_side_plays_again() -> None:
    game = bridge("1S", "P", "P", "P")
    for card in ["CA", "C8", "C5", "C2"]:
        game.act(card)
    assert game.last_trick(Seat.NORTH) is not None and game.last_trick(Seat.EAST) is not None
    game.act("CK")  # East leads: E-W have played to the next trick
    assert game.last_trick(Seat.WEST) is None and game.last_trick(Seat.SOUTH) is not None


def test_view_hides_cards_the_seat_may_not_see() -> None:
    game = bridge("1S", "P", "P")
    view = game.view(Seat.EAST)
    assert view.hands[Seat.EAST] == game.hands[Seat.EAST]
    assert [h is None for h in view.hands] == [True, False, True, True]
    assert view.legal_actions == ()
    assert game.view(Seat.WEST).legal_actions == tuple(game.legal_actions())
    game.act("P")
    assert all(h is None for s, h in enumerate(game.view(Seat.WEST).hands) if s != Seat.WEST)
    game.act("CA")  # the opening lead: dummy (South) is spread
    for seat in Seat:
        visible = {s for s, h in enumerate(game.view(seat).hands) if h is not None}
        assert visible == {seat, Seat.SOUTH}
    while not game.is_over:
        game.act(game.legal_actions()[0])
    assert all(h is not None for h in game.view(Seat.EAST).hands)


def test_unknown_game_and_option_are_named() -> None:
    with pytest.raises(NotationError, match="no game called 'whist'"):
        new_game("whist")
    with pytest.raises(NotationError, match="no option 'trumps'"):
        new_game("bridge", trumps=True)
    with pytest.raises(NotationError, match="scoring"):
        new_game("bridge", scoring="golf")


def test_deal_must_fit_the_variant() -> None:
    with pytest.raises(NotationError, match="13 cards"):
        new_game("bridge", deal=Deal.from_pbn("N:AKQJ.T98.765.432 - - -"))


def test_a_game_without_forms_refuses_the_variant_option() -> None:
    with pytest.raises(NotationError, match="bridge has no option 'variant'"):
        new_game("bridge", variant="lb4")


@given(st.integers(0, 2**54 - 1))
def test_cards_of_lists_every_card_of_a_mask_lowest_first(mask: int) -> None:
    assert cards_of(mask) == [card for card in CARDS if mask >> card.index & 1]


@pytest.mark.parametrize("seed", range(40))
def test_random_play_outs_agree_with_the_checked_paths(seed: int) -> None:
    # act() takes legal cards and calls on a fast path (issue 13): each action must be what the
    # checked paths accept, and replaying the record by text must reach the same game.
    rng = random.Random(seed)
    game = new_game("bridge", deal=Deal.random(rng))
    assert isinstance(game, BridgeGame)
    while not game.is_over:
        legal = game.legal_actions()
        if game.phase is Phase.PLAY:
            play = game._play
            assert play is not None
            assert legal == cards_of(play.legal_mask(play.to_play))
            assert all(game.can_play(card) for card in legal)
        else:
            assert all(game.can_call(call) for call in legal)
        game.act(rng.choice(legal))
    assert game.legal_actions() == []
    replay = new_game("bridge", deal=game.deal)
    assert isinstance(replay, BridgeGame)
    for record in game.actions:
        assert isinstance(record, Called | Played)
        replay.act(str(record.call if isinstance(record, Called) else record.card))
    assert replay.history == game.history and replay.score == game.score
    assert sum(game.tricks_won) == (13 if game.contract is not None else 0)
