"""Table mode of minibridge (RULES 10.1, 11): the Laws on the irregularities of the play.

Deal (dealer N): N S AKQJ H K98 D 765 C 432 (13 HCP); E S T98 H 765 D 432 C AKQJ (10);
S S 765 H 432 D AKQJ C T98 (10); W S 432 H AQJT D T98 C 765 (7). N opens, S writes 10 on
the slip (23: N-S declare), N plays, S shows 3-3-4-3, N chooses 1S: E leads, S is dummy.
"""

from __future__ import annotations

import pytest

from bridgekit import Card, Seat, new_game
from bridgekit.calls import Contract
from bridgekit.cards import Suit
from bridgekit.errors import IllegalActionError, IllegalCardError, NotationError
from bridgekit.formats.table_json import game_from_json, history_json
from bridgekit.laws import Decided, Option, PenaltyKind, RulingKind
from bridgekit.laws.table_mode import Choice, TableMode
from bridgekit.state import Phase
from bridgekit.variants.minibridge.game import MinibridgeGame
from bridgekit.variants.minibridge.records import Announced, Chosen, Named

DEAL = "N:AKQJ.K98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AQJT.T98.765"
STEPS = ("I open", "slip 10", "I play", "lengths 3-3-4-3", "1S")
LAWS = ["2017", "classic"]


def table(*actions: str, laws: str = "2017", steps: tuple[str, ...] = STEPS) -> TableMode:
    game = new_game("minibridge", deal=DEAL, table_mode=True, laws=laws)
    assert isinstance(game, TableMode)
    for action in (*steps, *actions):
        game.act(action)
    return game


def texts(actions: list[object]) -> list[str]:
    return [str(action) for action in actions]


def finish(game: TableMode) -> None:
    while not game.is_over:
        game.act(game.legal_actions()[0])


def raw_tricks(game: TableMode) -> tuple[int, int]:
    ns = sum(1 for trick in game.tricks if trick.winner % 2 == 0)
    return ns, len(game.tricks) - ns


def card(text: str) -> Card:
    return Card.from_str(text)


# -- the options and the steps before the play -----------------------------------------------------


def test_rules_10_1_table_mode_and_laws_are_options_of_minibridge() -> None:
    strict = new_game("minibridge", seed=1)
    assert type(strict) is MinibridgeGame and strict.options["table_mode"] is False
    for laws in LAWS:
        game = new_game("minibridge", seed=1, table_mode=True, laws=laws)
        assert isinstance(game, TableMode) and game.laws == laws
    with pytest.raises(NotationError, match="laws"):
        new_game("minibridge", table_mode=True, laws="1932")


def test_rules_11_2_steps_stay_fixed_by_the_hands_in_table_mode() -> None:
    game = table(steps=())
    assert game.to_act == Seat.NORTH and game.legal_actions() == [Announced(Seat.NORTH, True)]
    before = game.history
    with pytest.raises(IllegalActionError, match="RULES 11.2"):
        game.act("pass")  # N has 13 HCP
    with pytest.raises(IllegalActionError, match="out of turn"):
        game.act("E pass")  # no announcement out of turn: the hands fix them
    with pytest.raises(IllegalCardError, match="contract is not chosen"):
        game.act("E CA")  # no card before the contract
    assert game.history == before
    for step in STEPS[:-1]:
        game.act(step)
    assert game.stage == "contract" and len(game.legal_actions()) == 35
    game.act(Contract.from_str("1S"))
    assert game.contract == Contract.from_str("1S") and game.declarer == Seat.NORTH
    assert game.to_act == Seat.EAST and game.stage == "play"


def test_minibridge_records_read_back_as_text_in_table_mode() -> None:
    game = table(steps=())
    for text in ["N I open", "S slip 10", "N names N declarer", "S lengths 3-3-4-3", "N contract 1S"]:
        assert str(game.act(text)) == text


def test_strict_minibridge_is_unchanged() -> None:
    game = new_game("minibridge", deal=DEAL)
    assert isinstance(game, MinibridgeGame) and not isinstance(game, TableMode)
    for step in STEPS:
        game.act(step)
    with pytest.raises((IllegalActionError, NotationError)):
        game.act("W HA")  # out of turn: refused, not recorded
    assert len(game.history) == 1 + len(STEPS)


# -- 10.7 leads out of turn (Laws 53-56) -----------------------------------------------------------


@pytest.mark.parametrize("laws", LAWS)
def test_law_54A_minibridge_opening_lead_out_of_turn_accepted(laws: str) -> None:
    game = table("W HA", laws=laws)
    assert game.pending is not None and game.pending.opening
    assert game.to_act == Seat.NORTH
    assert texts(game.legal_actions()) == ["N accept", "N become-dummy", "N refuse"]
    game.act("accept")
    assert game.to_act == Seat.NORTH and game.to_play == Seat.NORTH  # declarer plays second
    assert game.view(Seat.EAST).hands[Seat.SOUTH] is not None  # dummy is spread
    assert [entry.law for entry in game.log[-2:]] == ["53A", "54A"]


def test_law_53A_minibridge_playing_to_a_lead_out_of_turn_accepts_it() -> None:
    game = table("W HA", "N H8")
    assert game.pending is None and texts(game.current_trick) == ["W HA", "N H8"]
    assert any(entry.law == "53A" for entry in game.log)


@pytest.mark.parametrize("laws", LAWS)
def test_law_54A_minibridge_declarer_spreads_his_hand_and_becomes_dummy(laws: str) -> None:
    game = table("W HA", "N become-dummy", laws=laws)
    assert game.declarer == Seat.SOUTH and game.dummy == Seat.NORTH
    assert game.to_play == Seat.NORTH and game.to_act == Seat.SOUTH  # the new declarer plays N's cards
    assert game.view(Seat.EAST).hands[Seat.NORTH] is not None
    assert game.view(Seat.EAST).hands[Seat.SOUTH] is None
    finish(game)
    assert game.result == game.tricks_won[0] and game.score is not None


@pytest.mark.parametrize("laws", LAWS)
def test_law_54D_minibridge_opening_lead_refused_is_a_major_penalty_card_and_law_50D2(laws: str) -> None:
    game = table("W HA", "N refuse", laws=laws)
    assert game.penalty_cards(Seat.WEST) == {card("HA"): PenaltyKind.MAJOR}
    assert game.to_act == Seat.NORTH  # declarer's lead penalty before E leads
    assert texts(game.legal_actions()) == ["N require H", "N forbid H", "N lead-freely"]
    game.act("N require H")
    assert game.penalty_cards(Seat.WEST) == {}  # picked up
    assert game.to_act == Seat.EAST and {c.suit.letter for c in game.legal_actions()} == {"H"}  # type: ignore[union-attr]


def test_law_50D2_minibridge_lead_freely_the_penalty_card_stays() -> None:
    game = table("W HA", "N refuse", "N lead-freely", "E H5", "S H2")
    assert game.legal_actions() == [card("HA")]  # played at the first legal opportunity (Law 50B)


@pytest.mark.parametrize("laws", LAWS)
def test_law_56_minibridge_defender_lead_out_of_turn_later_refused(laws: str) -> None:
    game = table("CA", "C8", "C5", "C2", "W HA", laws=laws)  # E won trick 1 and is on lead
    assert game.pending is not None and not game.pending.opening
    assert texts(game.legal_actions()) == ["N accept", "N refuse"]
    game.act("refuse")
    assert game.penalty_cards(Seat.WEST) == {card("HA"): PenaltyKind.MAJOR}
    assert game.log[-1].law == "56"


@pytest.mark.parametrize("laws", LAWS)
def test_law_55_minibridge_declarer_leads_from_the_wrong_hand(laws: str) -> None:
    game = table("D2", "DA", "D8", "D5", "N SA", laws=laws)  # dummy S won trick 1
    assert game.pending is not None and game.to_act == Seat.EAST
    assert texts(game.legal_actions()) == ["E accept", "E refuse"]
    game.act("W refuse")  # either defender may answer
    assert game.to_play == Seat.SOUTH and card("SA") in game.hands[Seat.NORTH]
    suits = {c.suit.letter for c in game.legal_actions()}  # type: ignore[union-attr]
    if laws == "classic":
        assert suits == {"S"}  # the same suit from the correct hand
    else:
        assert suits == {"S", "H", "D", "C"}


def test_law_55A_minibridge_declarer_lead_out_of_turn_accepted() -> None:
    game = table("N SA", "E accept")  # declarer led when E was on lead
    assert texts(game.current_trick) == ["N SA"] and game.to_play == Seat.EAST


def test_law_57_minibridge_cards_played_before_their_turn() -> None:
    game = table("CA")
    with pytest.raises(IllegalCardError, match="57C"):
        game.act("N C2")  # declarer's card before dummy's: retracted
    game.act("W C5")  # a defender's early card: major penalty card
    assert game.penalty_cards(Seat.WEST) == {card("C5"): PenaltyKind.MAJOR}
    game.act("C8")
    assert game.legal_actions() == [card("C5")]


# -- 10.6 penalty cards (Laws 49-51) ---------------------------------------------------------------


@pytest.mark.parametrize("laws", LAWS)
def test_law_50C_minibridge_minor_penalty_card_2017_major_classic(laws: str) -> None:
    game = table("CA", "C8", "W exposes C5", laws=laws)
    kind = PenaltyKind.MINOR if laws == "2017" else PenaltyKind.MAJOR
    assert game.penalty_cards(Seat.WEST) == {card("C5"): kind}
    assert game.legal_actions() == [card("C5")]  # no other low club before it (2017), or it must go


def test_law_50B_51_minibridge_several_major_penalty_cards_declarer_chooses() -> None:
    game = table("W exposes HA HQ")
    assert game.penalty_cards(Seat.WEST) == {card("HA"): PenaltyKind.MAJOR, card("HQ"): PenaltyKind.MAJOR}
    game.act("N lead-freely")
    game.act("E H5")
    game.act("S H2")
    assert game.to_act == Seat.NORTH and set(game.legal_actions()) == {card("HA"), card("HQ")}
    game.act("HQ")
    assert game.penalty_cards(Seat.WEST) == {card("HA"): PenaltyKind.MAJOR}


def test_law_48A_minibridge_declarer_side_cards_never_penalty_cards() -> None:
    game = table("N exposes SA", "S exposes DA")
    assert game.penalty_cards(Seat.NORTH) == {} and game.penalty_cards(Seat.SOUTH) == {}
    assert [entry.law for entry in game.log[-2:]] == ["48A", "48A"]


def test_law_24_minibridge_card_exposed_before_the_play() -> None:
    game = table("W exposes C5", "E exposes CA", steps=STEPS[:2])
    assert game.log[-2].law == "24A" and game.log[-1].law == "24"
    assert game.penalty_cards(Seat.EAST) == {card("CA"): PenaltyKind.MAJOR}
    for step in STEPS[2:]:
        game.act(step)
    assert game.penalty_cards(Seat.EAST) == {card("CA"): PenaltyKind.MAJOR}  # E defends
    assert game.penalty_cards(Seat.WEST) == {}
    assert game.to_act == Seat.EAST and game.legal_actions() == [card("CA")]  # E leads it (Law 50B)


def test_law_24_minibridge_declaring_side_exposure_before_the_play_lapses() -> None:
    game = table("S exposes DA", steps=STEPS[:2])
    for step in STEPS[2:]:
        game.act(step)
    assert game.penalty_cards(Seat.SOUTH) == {}


# -- 10.8 revokes (Laws 61-64) ---------------------------------------------------------------------


def test_law_62_minibridge_revoke_corrected_before_it_is_established() -> None:
    game = table("CA", "C8", "W D8")
    assert game.revokes and not game.revokes[0].established
    assert texts(game.legal_actions()) == ["C2", "C3", "C4", "N correct-revoke"]
    choices = game.pending_choices()
    assert {c.seat for c in choices if c.law == "62"} == {Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST}
    game.act("E correct-revoke")
    assert game.revokes == () and game.penalty_cards(Seat.WEST) == {card("D8"): PenaltyKind.MAJOR}
    assert texts(game.legal_actions()) == ["C5", "C6", "C7"]


@pytest.mark.parametrize("laws", LAWS)
def test_law_64A_minibridge_offender_won_the_revoke_trick(laws: str) -> None:
    game = table("CA", "C8", "W S2", "C2", laws=laws)  # W ruffs with a club in hand
    finish(game)
    assert game.revokes[0].established
    ns, ew = raw_tricks(game)
    assert ew >= 2
    assert game.tricks_won == (ns + 2, ew - 2)  # the revoke trick and one more (classic: two)


@pytest.mark.parametrize("laws", LAWS)
def test_law_64A_minibridge_partner_won_the_revoke_trick_tv_l_01(laws: str) -> None:
    game = table("CA", "C8", "W D8", "C2", laws=laws)  # W discards; E wins the trick
    finish(game)
    ns, ew = raw_tricks(game)
    assert ew >= 2
    moved = 1 if laws == "2017" else 2
    assert game.tricks_won == (ns + moved, ew - moved)
    assert game.result == game.tricks_won[0]


def test_law_64B_minibridge_no_transfer_for_dummys_revoke() -> None:
    game = table("CA", "DA")  # declarer plays a diamond from dummy, which holds clubs
    assert game.revokes[0].dummy
    finish(game)
    assert game.tricks_won == raw_tricks(game)


def test_law_64B_minibridge_director_waives_a_revoke_noticed_too_late() -> None:
    game = table("CA", "C8", "W S2", "C2")
    finish(game)
    game.act("director rules waive-revoke 1 (Law 64B5): noticed after the round")
    assert game.tricks_won == raw_tricks(game)


def test_law_62D_minibridge_revoke_on_trick_12_must_be_corrected_without_penalty() -> None:
    game = table()
    while len(game.tricks) < 11:
        game.act(game.legal_actions()[0])
    assert game.to_play == Seat.NORTH and card("ST") in game.hands[Seat.EAST]
    for action in ["SA", "E H7", "S7", "S4"]:
        game.act(action)
    assert texts(game.legal_actions()) == ["N correct-revoke"]
    with pytest.raises(IllegalCardError, match="62D"):
        game.act("SK")
    game.act("correct-revoke")
    assert game.legal_actions() == [card("ST")]
    finish(game)
    assert game.tricks_won == raw_tricks(game)


def test_law_61_minibridge_failure_to_play_a_penalty_card_transfers_nothing() -> None:
    game = table("W exposes C5 C6", "N lead-freely", "CA", "C8", "W C7")
    assert game.revokes[0].penalty_card
    finish(game)
    assert game.tricks_won == raw_tricks(game)


def test_law_43B_minibridge_dummy_who_lost_his_rights_cannot_correct_a_revoke() -> None:
    game = table("director rules dummy-lost-rights (Law 43B)", "CA", "C8", "W D8")
    with pytest.raises(IllegalActionError, match="43B"):
        game.act("S correct-revoke")
    assert Seat.SOUTH not in {c.seat for c in game.pending_choices()}
    assert game.dummy_rights() == ()


# -- 10.9 claims and concessions (Laws 68-71) ------------------------------------------------------


def test_law_69_minibridge_agreed_claim_ends_the_play() -> None:
    game = table("N claims 9")
    assert game.to_act == Seat.EAST and texts(game.legal_actions()) == ["E agree", "E dispute"]
    game.act("W agree")  # either defender
    assert game.is_over and game.tricks_won == (9, 4) and game.result == 9 and game.score == 140


def test_law_68D_minibridge_disputed_claim_play_continues_with_the_line() -> None:
    game = table("D2", "DA", "D8", "D5", "N claims 12 line DK DQ DJ", "E dispute")
    assert game.view(Seat.WEST).hands[Seat.NORTH] is not None  # the claimer's cards face up
    assert game.to_act == Seat.NORTH and game.legal_actions() == [card("DK")]
    assert game.log[-1].law == "68D"


def test_law_68D_classic_minibridge_defenders_direct_the_claimer_without_a_line() -> None:
    game = table("D2", "DA", "D8", "D5", "N claims 12", "E dispute", laws="classic")
    assert game.to_act == Seat.EAST  # the claimer's LHO directs
    assert not any(c.suit is not None and c.suit.letter == "S" for c in game.legal_actions())
    finish(game)
    assert sum(game.tricks_won) == 13


def test_law_68B2_minibridge_defender_concession_objected_to_by_partner() -> None:
    game = table("E claims 0")
    assert game.to_act == Seat.WEST and texts(game.legal_actions()) == ["W allow", "W object"]
    game.act("object")
    assert game.pending is None and not game.is_over and game.to_act == Seat.EAST


def test_law_68B2_minibridge_concession_allowed_then_agreed() -> None:
    game = table("E claims 0", "W allow")
    assert game.to_act == Seat.NORTH
    game.act("agree")
    assert game.is_over and game.tricks_won == (13, 0)


def test_law_71_minibridge_conceded_trick_that_cannot_be_lost_is_restored() -> None:
    game = table()
    while len(game.tricks) < 11:
        game.act(game.legal_actions()[0])
    game.act("N claims 1")  # N holds SA SK: both tricks are his whatever anyone plays
    game.act("E agree")
    assert game.log[-2].law == "71" and game.tricks_won[0] == raw_tricks(game)[0] + 2


def test_law_70_minibridge_director_adjudicates_a_claim() -> None:
    game = table("N claims 13", "E dispute", "director rules claim-tricks 10 (Law 70): line unclear")
    assert game.is_over and game.tricks_won == (10, 3) and game.rulings[0].kind is RulingKind.CLAIM_TRICKS


def test_law_68_minibridge_claim_by_dummy_refused() -> None:
    game = table()
    with pytest.raises(IllegalActionError, match="dummy"):
        game.act("S claims 7")


# -- the director (Laws 9B, 12C) -------------------------------------------------------------------


def test_law_9B_12C_minibridge_director_called_rules_and_logs() -> None:
    game = table("director called by E: slow play")
    assert str(game.log[-1]) == "E: director called: slow play (Law 9B)"
    finish(game)
    game.act("director rules adjusted-score -100 (Law 12C): misinformation")
    assert game.score == -100 and game.log[-1].law == "12C"


def test_law_16_minibridge_unauthorised_information_is_logged_only() -> None:
    for laws in LAWS:
        game = table("director rules unauthorised-information 1 (Law 16)", steps=STEPS[:1], laws=laws)
        assert game.rulings and game.log[-1].law == "16"
        for step in STEPS[1:]:
            game.act(step)
        assert game.to_act == Seat.EAST and game.legal_actions() and not game.pending_choices()


# -- 10.10 reviews and dummy; RULES 1.3 redeal -----------------------------------------------------


def test_rules_10_10_minibridge_reviews_and_dummy_rights() -> None:
    game = table()
    review = game.review_auction(Seat.EAST)
    assert isinstance(review, tuple) and [type(r) for r in review] == [Announced, Named, Chosen]
    with pytest.raises(IllegalActionError, match="10.10"):
        game.review_last_trick(Seat.EAST)  # no trick yet
    for action in ["CA", "C8", "C5", "C2"]:
        game.act(action)
    assert game.review_auction(Seat.WEST) == "contract 1S (declarer N)"
    assert game.review_last_trick(Seat.WEST) == "E CA S C8 W C5 N C2"
    with pytest.raises(IllegalActionError, match="dummy"):
        game.review_last_trick(Seat.SOUTH)
    assert len(game.dummy_rights()) == 2
    game.act("CK")
    with pytest.raises(IllegalActionError, match="10.10"):
        game.review_last_trick(Seat.WEST)  # his side has played to the next trick
    finish(game)
    assert "draw attention to irregularities" in game.dummy_rights()


def test_rules_1_3_minibridge_redeal_before_the_first_announcement() -> None:
    game = table(steps=())
    other = "N:T98.765.432.AKQJ AKQJ.K98.765.432 765.432.AKQJ.T98 432.AQJT.T98.765"
    game.act(f"redeal not-cut {other}")
    assert game.deal.pbn() == other and game.log[-1].law == "RULES 1.3"
    assert game.legal_actions() == [Announced(Seat.NORTH, False)]  # N now has 10 HCP
    game.act("pass")
    with pytest.raises(IllegalActionError, match="RULES 1.3"):
        game.act(f"redeal misdealt {DEAL}")


# -- text, choices, log and JSON -------------------------------------------------------------------


def test_minibridge_pending_choices_carry_the_law_text() -> None:
    game = table("W HA")
    choices = game.pending_choices()
    assert all(isinstance(c, Choice) for c in choices)
    assert [(c.law, c.text.startswith(f"Law {c.law}")) for c in choices] == [
        ("53A", True),
        ("54A", True),
        ("54D", True),
    ]
    game.act("refuse")
    assert {c.law for c in game.pending_choices()} == {"50D2"}
    assert game.decide(Seat.NORTH, "forbid", Suit.HEARTS) == Decided(
        Seat.NORTH, Option.FORBID_LEAD, Suit.HEARTS
    )
    assert Suit.HEARTS not in {c.suit for c in game.legal_actions()}


def test_minibridge_json_replays_to_the_same_game() -> None:
    game = table("W HA", "N refuse", "N lead-freely", "CA", "C8", "W D8", "C2")
    game.act("director called by N: revoke")
    finish(game)
    record = history_json(game)
    again = game_from_json(record)
    assert again == game and again.log == game.log and again.score == game.score
    assert history_json(again) == record
    with pytest.raises(NotationError, match="contract bridge"):
        game_from_json(record, "bridge")
    bridge = new_game("bridge", seed=3, table_mode=True)
    assert isinstance(bridge, TableMode)
    with pytest.raises(NotationError, match="minibridge"):
        game_from_json(history_json(bridge), "minibridge")


def test_minibridge_refused_action_leaves_the_game_untouched() -> None:
    game = table("CA")
    before, legal, log = game.history, game.legal_actions(), game.log
    for bad in ["N C2", "W exposes SA", "N claims 14", "W SK", "W agree"]:
        with pytest.raises((IllegalActionError, NotationError)):
            game.act(bad)
        assert game.history == before and game.legal_actions() == legal and game.log == log
    assert game.phase is Phase.PLAY
