"""Table mode, the play (RULES 10.6-10.9): penalty cards, leads out of turn, revokes, claims.

Deal (dealer N): N S AKQJ H T98 D 765 C 432; E S T98 H 765 D 432 C AKQJ;
S S 765 H 432 D AKQJ C T98; W S 432 H AKQJ D T98 C 765. After ``1S P P P`` North
declares, East leads, South is dummy.
"""

from __future__ import annotations

import random

import pytest

from bridgekit import Card, Seat, new_game
from bridgekit.errors import IllegalActionError, IllegalCardError
from bridgekit.laws import PenaltyKind, RulingKind
from bridgekit.laws.table_mode import PendingKind, TableMode

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
CONTRACT = ("1S", "P", "P", "P")


def table(*actions: str, laws: str = "2017", deal: str = DEAL) -> TableMode:
    game = new_game("bridge", deal=deal, table_mode=True, laws=laws)
    assert isinstance(game, TableMode)
    for action in (*CONTRACT, *actions):
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


# -- 10.6 penalty cards (Laws 49-51) -------------------------------------------------------------


def test_law_50C_minor_penalty_card_restricts_its_suit() -> None:
    game = table("CA", "C8", "W exposes C5")  # a single low card, by accident
    assert game.penalty_cards(Seat.WEST) == {Card.from_str("C5"): PenaltyKind.MINOR}
    assert texts(game.legal_actions()) == ["C5"]  # no other low club before it (W has no honour)


def test_law_50B_major_penalty_card_played_at_first_legal_opportunity() -> None:
    game = table("CA", "C8", "W exposes HK")
    assert game.penalty_cards(Seat.WEST) == {Card.from_str("HK"): PenaltyKind.MAJOR}
    assert texts(game.legal_actions()) == ["C5", "C6", "C7"]  # must follow clubs: HK cannot be played
    for action in [
        "C5",
        "C2",
        "N lead-freely",
        "CK",
        "C9",
        "C6",
        "C3",
        "N lead-freely",
        "CQ",
        "CT",
        "C7",
        "C4",
    ]:
        game.act(action)
    # E leads a fourth club: W, void, must play HK at once.
    game.act("N lead-freely")
    game.act("CJ")
    game.act("S5")
    assert texts(game.legal_actions()) == ["HK"]


def test_law_50_classic_every_exposed_card_is_major() -> None:
    game = table("CA", "C8", "W exposes C5", laws="classic")
    assert game.penalty_cards(Seat.WEST) == {Card.from_str("C5"): PenaltyKind.MAJOR}


def test_law_50D2_lead_penalty_when_partner_gets_the_lead() -> None:
    game = table("CA", "C8", "W exposes HK", "C5", "C2")
    assert game.to_act == Seat.NORTH  # declarer chooses before E leads
    assert texts(game.legal_actions()) == ["N require H", "N forbid H", "N lead-freely"]
    game.act("N require H")
    assert game.penalty_cards(Seat.WEST) == {}  # picked up
    assert game.to_act == Seat.EAST and {c.suit.letter for c in game.legal_actions()} == {"H"}  # type: ignore[union-attr]


def test_law_50D2_lead_freely_and_the_penalty_card_stays() -> None:
    game = table("CA", "C8", "W exposes HK", "C5", "C2", "N lead-freely")
    assert len(game.legal_actions()) == 12 and Card.from_str("HK") in game.penalty_cards(Seat.WEST)


def test_law_51_declarer_chooses_among_several_penalty_cards() -> None:
    game = table("CA", "C8", "W exposes HK HQ", "C5", "C2", "N lead-freely", "H5", "H2")
    assert game.to_play == Seat.WEST and game.to_act == Seat.NORTH
    assert texts(game.legal_actions()) == ["HQ", "HK"]
    game.act("HQ")
    assert game.penalty_cards(Seat.WEST) == {Card.from_str("HK"): PenaltyKind.MAJOR}


def test_law_51_declarer_chooses_which_penalty_card_when_both_can_be_played() -> None:
    game = table("CA", "C8", "W exposes HK S2 C5")
    # W follows clubs: C5 is the only playable penalty card.
    assert texts(game.legal_actions()) == ["C5"]
    game.act("C5")
    game.act("C2")
    game.act("N lead-freely")
    game.act("D4")  # E leads a diamond; dummy and W to play
    game.act("DA")
    assert game.to_act == Seat.WEST and texts(game.legal_actions()) == ["D8", "D9", "DT"]


def test_law_48A_declarers_exposed_cards_are_not_penalty_cards() -> None:
    game = table("CA", "N exposes SA")
    assert game.penalty_cards(Seat.NORTH) == {} and game.log[-1].law == "48A"


# -- 10.7 leads out of turn (Laws 53-56) ------------------------------------------------------------


def test_law_54A_opening_lead_out_of_turn_accepted_declarer_plays_second() -> None:
    game = table("W HA")
    assert game.pending is not None and game.pending.kind is PendingKind.LEAD_OUT_OF_TURN
    assert game.to_act == Seat.NORTH
    assert texts(game.legal_actions()) == ["N accept", "N become-dummy", "N refuse"]
    game.act("accept")
    assert game.to_play == Seat.NORTH and game.to_act == Seat.NORTH and game.declarer == Seat.NORTH


def test_law_54A_declarer_becomes_dummy() -> None:
    game = table("W HA", "N become-dummy")
    assert game.declarer == Seat.SOUTH and game.dummy == Seat.NORTH
    assert game.to_play == Seat.NORTH and game.to_act == Seat.SOUTH  # S plays N's cards


def test_law_54D_opening_lead_refused_major_penalty_card_and_lead_penalty() -> None:
    game = table("W HA", "N refuse")
    assert game.penalty_cards(Seat.WEST) == {Card.from_str("HA"): PenaltyKind.MAJOR}
    assert game.to_act == Seat.NORTH and "N require H" in texts(game.legal_actions())
    game.act("N forbid H")
    assert game.to_act == Seat.EAST and all(c.suit.letter != "H" for c in game.legal_actions())  # type: ignore[union-attr]


def test_law_53A_defender_lead_out_of_turn_accepted_by_playing_to_it() -> None:
    game = table("CA", "C8", "C5", "C2")  # E won, E to lead
    game.act("W HA")  # W leads out of turn
    assert game.pending is not None
    game.act("N H8")  # North plays to it: accepted
    assert game.pending is None and game.to_play == Seat.EAST
    assert game.current_trick[0].seat == Seat.WEST


def test_law_56_defender_lead_out_of_turn_refused_is_a_major_penalty_card() -> None:
    game = table("CA", "C8", "C5", "C2", "W HA", "N refuse")
    assert game.penalty_cards(Seat.WEST) == {Card.from_str("HA"): PenaltyKind.MAJOR}
    assert game.to_act == Seat.NORTH  # lead penalty for E's lead


def test_law_55_declarer_lead_from_the_wrong_hand_refused() -> None:
    game = table("CA", "C8", "C5", "C2", "D2", "DA", "D8", "D5")
    # Dummy (S) won trick 2; declarer leads from his own hand instead.
    assert game.to_play == Seat.SOUTH
    game.act("N SA")
    assert game.pending is not None and game.pending.kind is PendingKind.DECLARER_LEAD
    assert game.to_act == Seat.EAST
    game.act("W refuse")  # either defender may decide
    assert game.to_play == Seat.SOUTH and len(game.legal_actions()) == 11


def test_law_55_classic_declarer_leads_the_same_suit_from_the_correct_hand() -> None:
    actions = ("CA", "C8", "C5", "C2", "D2", "DA", "D8", "D5", "N SA", "E refuse")
    game = table(*actions, laws="classic")
    assert texts(game.legal_actions()) == ["S5", "S6", "S7"]


def test_law_55A_declarer_lead_out_of_turn_accepted() -> None:
    game = table("CA", "C8", "C5", "C2", "N SA", "E accept")
    assert game.current_trick[0].card == Card.from_str("SA") and game.to_play == Seat.EAST


def test_law_57A_premature_play_by_a_defender_is_a_major_penalty_card() -> None:
    game = table("CA", "W C5")  # W plays before dummy
    assert game.penalty_cards(Seat.WEST) == {Card.from_str("C5"): PenaltyKind.MAJOR}
    with pytest.raises(IllegalCardError, match="57C"):
        game.act("N C2")  # declarer's card before dummy's: retracted


# -- 10.8 revokes (Laws 61-64) ----------------------------------------------------------------------


def test_law_62_revoke_corrected_before_established_defender_card_is_major() -> None:
    game = table("CA", "C8", "W DT")  # W holds clubs
    assert game.revokes and not game.revokes[0].established
    assert "N correct-revoke" in texts(game.legal_actions())
    game.act("N correct-revoke")
    assert game.revokes == () and texts(game.legal_actions()) == ["C5", "C6", "C7"]
    assert game.penalty_cards(Seat.WEST) == {Card.from_str("DT"): PenaltyKind.MAJOR}


def test_law_62_non_offenders_replay_freely_offenders_partner_repeats() -> None:
    game = table("CA", "C8", "W DT", "C2", "E correct-revoke", "C5")
    assert texts(game.legal_actions()) == ["C2", "C3", "C4"]  # N, a non-offender, replays freely
    game.act("C3")  # N changes his card
    assert game.tricks[0].cards == tuple(Card.from_str(c) for c in ("CA", "C8", "C5", "C3"))


def test_law_62_declarers_revoke_corrected_without_penalty() -> None:
    game = table("CA", "C8", "C5", "N SA", "E correct-revoke")
    assert game.penalty_cards(Seat.NORTH) == {} and texts(game.legal_actions()) == ["C2", "C3", "C4"]


def test_law_63A_revoke_established_when_offenders_side_plays_to_the_next_trick() -> None:
    game = table("CA", "C8", "W DT", "C2", "CK")  # E (W's partner) leads to trick 2
    assert game.revokes[0].established
    assert "correct-revoke" not in " ".join(texts(game.legal_actions()))


def test_tv_l_01_established_revoke_transfers_at_the_end_of_play() -> None:
    """TV-L-01 through a game: W revoked, his partner E won the revoke trick → 1 trick (2017)."""
    game = table("CA", "C8", "W DT", "C2", "CK")
    finish(game)
    ns, ew = raw_tricks(game)
    assert game.tricks_won == (ns + 1, ew - 1)


def test_tv_l_01_classic_transfer_of_the_offending_sides_tricks_at_most_two() -> None:
    game = table("CA", "C8", "W DT", "C2", "CK", laws="classic")
    finish(game)
    ns, ew = raw_tricks(game)
    won_from = sum(1 for trick in game.tricks if trick.winner % 2 == 1)
    assert game.tricks_won == (ns + min(2, won_from), ew - min(2, won_from))


def test_law_64B_revoke_waived_by_the_director() -> None:
    game = table("CA", "C8", "W DT", "C2", "CK")
    game.rule(RulingKind.WAIVE_REVOKE, 1, law="64B5", note="noticed after the round")
    finish(game)
    assert game.tricks_won == raw_tricks(game)


def test_law_64B3_failure_to_play_a_penalty_card_is_not_transferred() -> None:
    game = table("CA", "C8", "W exposes C7", "C5", "C2", "CK")
    assert game.revokes and game.revokes[0].penalty_card
    finish(game)
    assert game.tricks_won == raw_tricks(game)


def find_trick_12_revoke(laws: str) -> TableMode:
    for seed in range(200):
        game = new_game("bridge", seed=seed, table_mode=True, laws=laws)
        assert isinstance(game, TableMode)
        rng = random.Random(seed)
        while not game.is_over and len(game.tricks) < 11:
            game.act(rng.choice(game.legal_actions()))
        if game.is_over or game.contract is None:
            continue
        game.act(game.legal_actions()[0])  # the lead to trick 12
        hand = game.to_play
        assert hand is not None
        held = list(game.hands[hand])
        led = game.current_trick[0].card.suit
        other = [c for c in held if c.suit != led]
        if other and len(other) < len(held):
            game.act(f"{hand.letter} {other[0]}")
            return game
    raise AssertionError("no deal with a possible revoke on trick 12")


@pytest.mark.parametrize("laws", ["2017", "classic"])
def test_law_62D_revoke_on_trick_12_must_be_corrected(laws: str) -> None:
    game = find_trick_12_revoke(laws)
    while len(game.tricks) < 12:
        game.act(next(a for a in game.legal_actions() if isinstance(a, Card)))
    assert [str(a).split()[-1] for a in game.legal_actions()] == ["correct-revoke"]
    game.act(game.legal_actions()[0])
    finish(game)
    assert game.revokes == () and sum(game.tricks_won) == 13


# -- 10.9 claims (Laws 68-71) -----------------------------------------------------------------------


def test_law_69_claim_agreed_ends_the_play() -> None:
    game = table("CA", "C8", "C5", "C2", "N claims 12")
    assert game.to_act == Seat.EAST and texts(game.legal_actions()) == ["E agree", "E dispute"]
    game.act("agree")
    assert game.is_over and game.tricks_won == (12, 1) and game.result == 12


def test_law_68B2_defenders_concession_partner_objects() -> None:
    game = table("CA", "C8", "C5", "C2", "E claims 0")
    assert game.to_act == Seat.WEST and texts(game.legal_actions()) == ["W allow", "W object"]
    game.act("object")
    assert game.pending is None and game.to_act == Seat.EAST and not game.is_over


def test_law_68_defenders_concession_allowed_then_agreed() -> None:
    game = table("CA", "C8", "C5", "C2", "E claims 1", "W allow")
    assert game.to_act == Seat.NORTH
    game.act("agree")
    assert game.tricks_won == (11, 2)


def test_law_68D_disputed_claim_play_continues_with_claimers_cards_face_up_and_his_line() -> None:
    game = table("CA", "C8", "C5", "C2", "E claims 3 line CK CQ CJ", "W allow", "N dispute")
    assert not game.is_over and Seat.EAST in game.visible_seats(Seat.WEST)
    assert texts(game.legal_actions()) == ["CK"]


def test_law_68D_classic_no_line_defenders_direct_the_claimers_plays() -> None:
    game = table("CA", "C8", "C5", "C2", "CK", "C9", "C6", "C3", "CQ", "CT", "C7", "C4", laws="classic")
    game.act("E claims 1")  # no line; E is a defender: N–S direct him
    game.act("W allow")
    game.act("N dispute")
    assert game.to_act == Seat.NORTH  # declarer directs the defender's plays
    assert Card.from_str("CJ") in game.legal_actions()


def test_law_71_conceded_trick_that_cannot_be_lost_is_restored() -> None:
    deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    game = table(deal=deal)
    rng = random.Random(4)
    while len(game.tricks) < 10:
        game.act(rng.choice(game.legal_actions()))
    claimer = game.to_act
    assert claimer is not None and claimer != game.dummy
    game.act(f"{claimer.letter} claims 0")
    if game.to_act is not None and "allow" in texts(game.legal_actions())[0]:
        game.act("allow")
    game.act("agree")
    side = claimer % 2
    assert game.is_over and game.tricks_won[side] >= raw_tricks(game)[side]


def test_law_70_director_adjudicates_a_disputed_claim() -> None:
    game = table("CA", "C8", "C5", "C2", "N claims 12", "E dispute")
    game.rule(RulingKind.CLAIM_TRICKS, 11, law="70")
    assert game.is_over and game.tricks_won == (11, 2)


def test_law_68_dummy_may_not_claim() -> None:
    game = table("CA")
    with pytest.raises(IllegalActionError, match="dummy"):
        game.act("S claims 3")
