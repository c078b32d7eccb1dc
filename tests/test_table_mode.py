"""Table mode, the auction and the director (RULES 1.3, 10.2-10.5, 10.10): TV-L-02, TV-L-03.

Deal used throughout (dealer N unless said):
N S AKQJ H T98 D 765 C 432; E S T98 H 765 D 432 C AKQJ;
S S 765 H 432 D AKQJ C T98; W S 432 H AKQJ D T98 C 765.
"""

from __future__ import annotations

import pytest

from bridgekit import Call, Contract, Seat, new_game
from bridgekit.errors import IllegalActionError, IllegalCallError, NotationError
from bridgekit.formats.table_json import game_from_json, history_json
from bridgekit.laws import Decided, Option, RulingKind
from bridgekit.laws.table_mode import PendingKind, TableMode
from bridgekit.variants.bridge import BridgeGame

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
P = Call.from_str("P")


def table(*actions: str, laws: str = "2017", **kwargs: object) -> TableMode:
    game = new_game("bridge", deal=DEAL, table_mode=True, laws=laws, **kwargs)  # type: ignore[arg-type]
    assert isinstance(game, TableMode)
    for action in actions:
        game.act(action)
    return game


def texts(actions: list[object]) -> list[str]:
    return [str(action) for action in actions]


def test_table_mode_and_laws_are_options_of_bridge() -> None:
    assert type(new_game("bridge", seed=1)) is BridgeGame
    game = new_game("bridge", seed=1, table_mode=True, laws="classic")
    assert isinstance(game, TableMode) and game.laws == "classic"
    with pytest.raises(NotationError, match="laws"):
        new_game("bridge", table_mode=True, laws="1987")


def test_strict_mode_keeps_refusing_irregular_actions() -> None:
    game = new_game("bridge", deal=DEAL)
    game.act("1S")
    with pytest.raises(IllegalCallError):
        game.act("1H")


def test_table_mode_without_irregularities_plays_like_strict() -> None:
    strict = new_game("bridge", deal=DEAL)
    game = table()
    while not strict.is_over:
        assert game.legal_actions() == strict.legal_actions()
        assert game.to_act == strict.to_act
        action = strict.legal_actions()[0]
        strict.act(action)
        game.act(action)
    assert game.is_over and game.score == strict.score and game.tricks_won == strict.tricks_won


# -- TV-L-02: insufficient bid (RULES 10.3, Law 27) -----------------------------------------------


def test_tv_l_02_insufficient_bid_accepted_by_lho() -> None:
    game = table("N 1S", "E 1H")
    assert game.pending is not None and game.pending.kind is PendingKind.INSUFFICIENT
    assert game.to_act == Seat.SOUTH and texts(game.legal_actions()) == ["S accept", "S refuse"]
    game.act("accept")
    assert game.to_act == Seat.SOUTH and texts(game.legal_actions())[:3] == ["P", "X", "1S"]
    assert [str(c) for c in game.calls] == ["1S", "1H"]


def test_law_27A1_lho_accepts_by_calling() -> None:
    game = table("N 1S", "E 1H", "S 2H")
    assert [str(c) for c in game.calls] == ["1S", "1H", "2H"]
    assert any(entry.law == "27A1" for entry in game.log)


def test_law_27_insufficient_bid_replaced_by_lowest_sufficient_same_denomination() -> None:
    """TV-L-02: E 2H after 1H refused: no rectification."""
    game = table("N 1S", "E 1H", "S refuse")
    assert game.to_act == Seat.EAST and "X" not in texts(game.legal_actions())
    game.act("2H")
    game.act("P")
    assert len(game.legal_actions()) > 1 and game.owed_passes(Seat.WEST) == 0


@pytest.mark.parametrize("replacement", ["2C", "P"])
def test_law_27B2_other_replacement_partner_passes_rest_and_law_26B_lead(replacement: str) -> None:
    """TV-L-02: E 2C or pass → W passes for the rest; declarer may forbid W a suit (not hearts)."""
    game = table("N 1S", "E 1H", "S refuse", f"E {replacement}", "S 2NT")
    assert game.legal_actions() == [P]
    with pytest.raises(IllegalCallError, match="must pass"):
        game.act("W 3C")
    for _ in range(3):
        game.act("P")
    assert game.contract == Contract.from_str("2NT") and game.declarer == Seat.SOUTH
    assert game.to_act == Seat.SOUTH  # declarer chooses before W's opening lead
    options = texts(game.legal_actions())
    assert "S forbid H" not in options and "S forbid D" in options and "S lead-freely" in options
    if replacement == "2C":
        assert "S forbid C" not in options
    game.act("S forbid D")
    assert game.to_act == Seat.WEST
    assert all(card.suit is not None and card.suit.letter != "D" for card in game.legal_actions())


def test_law_27_double_may_not_replace_an_insufficient_bid() -> None:
    """TV-L-02: E double → cancelled, E must bid or pass, W passes for the rest of the auction."""
    game = table("N 1S", "E 1H", "S refuse", "E X")
    assert game.to_act == Seat.EAST and [str(c) for c in game.calls] == ["1S"]
    game.act("2H")  # even the lowest sufficient bid: the attempt already silenced W
    game.act("P")
    assert game.legal_actions() == [P] and game.owed_passes(Seat.WEST) == 99


def test_law_27_second_insufficient_bid_treated_like_another_replacement() -> None:
    game = table("N 1S", "E 1H", "S refuse", "E 1D")
    assert game.pending is not None and game.pending.kind is PendingKind.INSUFFICIENT
    game.act("refuse")
    game.act("2D")
    game.act("P")
    assert game.legal_actions() == [P]


def test_law_27_classic_declarer_names_the_suit_of_the_first_lead() -> None:
    game = table("N 1S", "E 1H", "S refuse", "E 2C", "S 2NT", "P", "P", "P", laws="classic")
    options = texts(game.legal_actions())
    assert "S require H" in options and "S lead-freely" in options and not any("forbid" in o for o in options)
    game.act("S require H")
    assert {card.suit.letter for card in game.legal_actions()} == {"H"}  # type: ignore[union-attr]


# -- TV-L-03: calls out of rotation (RULES 10.4, Laws 28-32) --------------------------------------


def test_law_30A_tv_l_03a_pass_at_rho_turn_offender_passes_once() -> None:
    game = table("E P")
    assert game.pending is not None and game.pending.kind is PendingKind.OUT_OF_ROTATION
    assert game.to_act == Seat.SOUTH
    game.act("refuse")
    assert game.to_act == Seat.NORTH and game.calls == ()
    game.act("1C")
    assert game.legal_actions() == [P]
    game.act("P")
    game.act("1H")
    game.act("P")
    game.act("1S")
    assert len(game.legal_actions()) > 1  # only once


def test_law_29A_call_out_of_rotation_accepted_auction_continues_from_it() -> None:
    game = table("E 1C", "S accept")
    assert [(str(c.seat), str(c.call)) for c in game.auction] == [("E", "1C")]
    assert game.to_act == Seat.SOUTH


def test_law_28B_call_in_rotation_cancels_the_call_out_of_rotation() -> None:
    game = table("S 1NT")  # at partner's turn; W may decide, but N calls first
    game.act("N 1C")
    assert game.pending is None and [str(c) for c in game.calls] == ["1C"]
    assert any(entry.law == "28B" for entry in game.log)


def tv_l_03b() -> TableMode:
    game = table("1C", "P", "1H", "P", "1S", "P", "W 2D")
    assert game.to_act == Seat.NORTH and texts(game.legal_actions()) == ["N accept", "N refuse"]
    game.act("refuse")
    assert game.to_act == Seat.SOUTH
    return game


def test_law_31A_tv_l_03b_rho_passes_offender_must_repeat() -> None:
    game = tv_l_03b()
    game.act("P")
    assert texts(game.legal_actions()) == ["2D"]
    game.act("2D")
    game.act("P")
    assert len(game.legal_actions()) > 1  # no rectification for E


def test_law_31A_tv_l_03b_rho_bids_comparable_call_nothing_more() -> None:
    game = tv_l_03b()
    game.act("2H")
    game.act("3D")  # same denomination, lowest sufficient
    game.act("P")
    assert len(game.legal_actions()) > 1


@pytest.mark.parametrize("call", ["2S", "P"])
def test_law_31A_tv_l_03b_not_comparable_partner_passes_once_and_law_26B(call: str) -> None:
    game = tv_l_03b()
    game.act("2H")
    game.act(call)
    game.act("P")
    assert game.legal_actions() == [P] and game.owed_passes(Seat.EAST) == 1
    game.act("P")
    assert game.owed_passes(Seat.EAST) == 0  # for one turn only


def test_law_31B_tv_l_03c_bid_at_partner_turn() -> None:
    game = table("S 1NT", "W refuse")
    assert game.to_act == Seat.NORTH and len(game.legal_actions()) == 36  # N calls freely
    game.act("1S")
    game.act("P")
    game.act("1NT")  # the lowest sufficient NT bid: nothing more
    game.act("P")
    assert len(game.legal_actions()) > 1


def test_law_31B_tv_l_03c_other_call_partner_passes_at_next_turn() -> None:
    game = table("S 1NT", "W refuse", "N 1S", "E P", "S 3NT", "W P")
    assert game.legal_actions() == [P]


def test_law_25_change_of_call_at_lho_turn_is_refused() -> None:
    game = table("1C")
    with pytest.raises(IllegalCallError, match="change of call"):
        game.act("N 1H")  # at E's turn (N's LHO) after N has called: a change of call
    assert len(game.history) == 2


def test_law_30_classic_pass_at_partner_turn_offender_passes_for_the_rest() -> None:
    game = table("S P", "W refuse", "N 1C", "E P", laws="classic")
    assert game.legal_actions() == [P] and game.owed_passes(Seat.SOUTH) == 99


def test_law_31_classic_bid_out_of_turn_partner_passes_for_the_rest() -> None:
    game = table("S 1NT", "W refuse", laws="classic")
    assert game.legal_actions() == [P] and game.owed_passes(Seat.NORTH) == 99
    for call in ["P", "P", "3NT", "P"]:
        game.act(call)
    assert game.legal_actions() == [P]


def test_law_24_card_exposed_during_the_auction() -> None:
    game = table("N 1C", "E exposes CK")
    assert game.owed_passes(Seat.WEST) == 1
    game = table("N 1C", "E exposes H5")  # a single low card by accident: no rectification
    assert game.owed_passes(Seat.WEST) == 0


# -- RULES 1.3 redeal --------------------------------------------------------------------------------


def test_rule_1_3_redeal_by_the_same_dealer_before_the_auction() -> None:
    game = table(dealer="E")
    record = game.redeal("not-cut", seed=5)
    assert game.dealer == Seat.EAST and game.deal == record.deal and game.deal.pbn() != DEAL
    assert game.hands == game.deal.hands
    assert any(entry.law == "RULES 1.3" for entry in game.log)


def test_rule_1_3_no_redeal_once_the_auction_has_begun() -> None:
    game = table("1C")
    with pytest.raises(IllegalActionError, match="RULES 1.3"):
        game.redeal("misdealt", seed=1)


def test_rule_1_3_redeal_on_demand_after_a_card_exposed_in_the_deal() -> None:
    game = table()
    game.act(f"redeal card-exposed by W {new_game('bridge', seed=9).deal.pbn()}")
    assert game.history[-1].seat == Seat.WEST  # type: ignore[union-attr]


# -- RULES 10.10 reviews and dummy -------------------------------------------------------------------


def test_rule_10_10_review_of_the_auction_before_and_after_the_opening_lead() -> None:
    game = table("1S", "P", "P", "P")
    assert [str(c.call) for c in game.review_auction(Seat.EAST)] == ["1S", "P", "P", "P"]  # type: ignore[union-attr]
    game.act("CA")
    assert game.review_auction(Seat.EAST) == "contract 1S (declarer N)"
    with pytest.raises(IllegalActionError, match="10.10"):
        table("1S").review_auction(Seat.SOUTH)


def test_rule_10_10_review_of_the_last_trick_until_the_side_plays_to_the_next() -> None:
    game = table("1S", "P", "P", "P", "CA", "C8", "C5", "C2")
    assert game.review_last_trick(Seat.WEST) == "E CA S C8 W C5 N C2"
    game.act("CK")
    with pytest.raises(IllegalActionError, match="10.10"):
        game.review_last_trick(Seat.WEST)
    with pytest.raises(IllegalActionError, match="dummy"):
        game.review_last_trick(Seat.SOUTH)


def test_rule_10_10_dummy_rights_and_their_loss() -> None:
    game = table("1S", "P", "P", "P", "CA")
    assert len(game.dummy_rights()) == 2
    game.rule(RulingKind.DUMMY_LOST_RIGHTS, law="43B")
    assert game.dummy_rights() == ()


def test_rule_10_10_classic_unauthorised_information_director_entered() -> None:
    game = table("N 1C", "E 1D", laws="classic")
    game.rule("unauthorised-information", 1, law="16")
    assert game.owed_passes(Seat.EAST) == 99 and game.owed_passes(Seat.WEST) == 99
    for call in ["1S", "P", "P", "P"]:
        game.act(call)
    # N–S declare: declarer may require or forbid one suit at E–W's opening lead.
    options = texts(game.legal_actions())
    assert "S require H" in options or "N require H" in options
    assert any("forbid" in option for option in options)


# -- the director ------------------------------------------------------------------------------------


def test_law_9B_director_called_and_rulings_logged_with_their_law() -> None:
    game = table("1S", "P", "P", "P")
    game.call_director(Seat.EAST, "hesitation before the pass")
    game.rule(RulingKind.NOTE, note="no damage")
    assert str(game.log[-2]) == "E: director called: hesitation before the pass (Law 9B)"
    assert game.log[-1].law == "9B" and len(game.rulings) == 1


def test_law_12C_adjusted_score_replaces_the_table_result() -> None:
    game = table("1S", "P", "P", "P")
    game.act("N claims 13")
    game.act("agree")
    assert game.score == 260
    game.rule(RulingKind.ADJUSTED_SCORE, -100, law="12C", note="misinformation")
    assert game.score == -100


def test_pending_choices_list_the_law_text_for_the_table() -> None:
    game = table("N 1S", "E 1H")
    choices = game.pending_choices()
    assert [str(choice.action) for choice in choices] == ["S accept", "S refuse"]
    assert choices[0].text.startswith("Law 27A1")
    game = table(
        "N 1S", "S 2S"
    )  # at LHO's turn... S is N's partner: partner's turn is E's? no: out of rotation
    assert any(choice.law == "28B" for choice in game.pending_choices())


def test_history_json_replays_to_the_same_game() -> None:
    game = table("N 1S", "E 1H", "S refuse", "E 2C", "S 2NT", "P", "P", "P", "S forbid D")
    record = history_json(game)
    again = game_from_json(record)
    assert again == game and history_json(again) == record and again.log == game.log


def test_act_refuses_a_choice_nobody_was_offered() -> None:
    game = table("N 1S")
    with pytest.raises(IllegalActionError):
        game.act(Decided(Seat.SOUTH, Option.ACCEPT))
    assert len(game.history) == 2
