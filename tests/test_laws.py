"""The Laws on irregularities as rule functions (RULES 10), in both law sets.

Tests are named after the Law (or RULES section) they check; TV-L-01 is checked here at
the level of the transfer rule and again through a game in tests/test_table_mode_play.py.
"""

from __future__ import annotations

import pytest

from bridgekit.calls import Call
from bridgekit.cards import Card, CardSet, Suit
from bridgekit.errors import NotationError
from bridgekit.laws import parse_record
from bridgekit.laws.bidding import (
    REST_OF_AUCTION,
    LeadPenalty,
    RotationCase,
    check_laws,
    forbiddable_suits,
    insufficient_replacement,
    is_comparable,
    lowest_sufficient,
    out_of_rotation,
    rotation_case,
)
from bridgekit.laws.claims import directed_mask, guaranteed_tricks
from bridgekit.laws.play import (
    PenaltyKind,
    RevokeFacts,
    lead_mask,
    penalty_card_mask,
    penalty_kind,
    revoke_transfer,
    transfer_count,
)
from bridgekit.laws.records import Claim, Decided, DirectorCalled, Exposed, Option, Redeal, Ruling, RulingKind
from bridgekit.laws.texts import TABLE_COMMANDS, law_text
from bridgekit.seats import Seat

C = Call.from_str


def mask(*cards: str) -> int:
    return sum(Card.from_str(card).mask for card in cards)


# -- 10.1-10.2 ---------------------------------------------------------------------------


def test_rule_10_1_law_sets_are_2017_and_classic() -> None:
    assert check_laws("2017") == "2017" and check_laws("classic") == "classic"
    with pytest.raises(NotationError, match="laws='1997'"):
        check_laws("1997")


def test_rule_10_2_comparable_is_lowest_sufficient_bid_same_denomination() -> None:
    assert lowest_sufficient(C("1H").strain, C("1S")) is C("2H")  # type: ignore[arg-type]
    assert is_comparable(C("1H"), C("2H"), C("1S"))
    assert not is_comparable(C("1H"), C("3H"), C("1S"))
    assert not is_comparable(C("1H"), C("2C"), C("1S"))
    assert not is_comparable(C("1H"), C("P"), C("1S"))


def test_rule_10_2_comparable_pass_for_pass_and_same_double() -> None:
    assert is_comparable(C("P"), C("P"), None)
    assert is_comparable(C("X"), C("X"), C("1S"))
    assert not is_comparable(C("X"), C("XX"), C("1S"))
    assert not is_comparable(C("P"), C("1C"), None)


# -- 10.3 insufficient bid (Law 27) -------------------------------------------------------


def test_law_27_insufficient_bid_replaced_by_lowest_sufficient_same_denomination() -> None:
    rectification = insufficient_replacement(C("1H"), C("2H"), C("1S"), laws="2017")
    assert rectification.partner_passes == 0 and rectification.lead is LeadPenalty.NONE


def test_law_27_other_replacement_partner_passes_rest_and_lead_restriction() -> None:
    for replacement in ("2C", "3H", "P"):
        rectification = insufficient_replacement(C("1H"), C(replacement), C("1S"), laws="2017")
        assert rectification.partner_passes == REST_OF_AUCTION
        assert rectification.lead is LeadPenalty.FORBID


def test_law_27_classic_declarer_names_the_suit_of_the_first_lead() -> None:
    rectification = insufficient_replacement(C("1H"), C("2C"), C("1S"), laws="classic")
    assert rectification.partner_passes == REST_OF_AUCTION and rectification.lead is LeadPenalty.REQUIRE


def test_law_27_after_a_double_attempt_even_the_lowest_bid_silences_partner() -> None:
    rectification = insufficient_replacement(C("1H"), C("2H"), C("1S"), laws="2017", escalated=True)
    assert rectification.partner_passes == REST_OF_AUCTION


# -- 10.4 calls out of rotation (Laws 28-32) ----------------------------------------------


def test_law_28_rotation_cases() -> None:
    assert rotation_case(1, 0, offender_has_called=False) is RotationCase.RHO_TURN
    assert rotation_case(2, 0, offender_has_called=False) is RotationCase.PARTNER_TURN
    assert rotation_case(3, 0, offender_has_called=False) is RotationCase.LHO_TURN
    assert rotation_case(3, 0, offender_has_called=True) is RotationCase.CHANGE_OF_CALL


def test_law_30_pass_at_rho_turn_offender_passes_once() -> None:
    for laws in ("2017", "classic"):
        assert out_of_rotation(RotationCase.RHO_TURN, C("P"), laws=laws).offender_passes == 1


def test_law_30_classic_pass_at_partner_or_lho_turn_offender_passes_for_the_rest() -> None:
    for case in (RotationCase.PARTNER_TURN, RotationCase.LHO_TURN):
        assert out_of_rotation(case, C("P"), laws="classic").offender_passes == REST_OF_AUCTION
        assert out_of_rotation(case, C("P"), laws="2017").judge_next


def test_law_31_bid_at_rho_turn_repeat_if_rho_passes() -> None:
    rectification = out_of_rotation(RotationCase.RHO_TURN, C("2D"), laws="2017")
    assert rectification.repeat_if_rho_passes and rectification.partner_passes == 0


def test_law_31_classic_bid_out_of_turn_partner_passes_for_the_rest() -> None:
    rectification = out_of_rotation(RotationCase.PARTNER_TURN, C("1NT"), laws="classic")
    assert rectification.partner_passes == REST_OF_AUCTION and rectification.offender_passes == 0


def test_law_32_double_out_of_rotation_is_treated_like_a_bid() -> None:
    assert out_of_rotation(RotationCase.RHO_TURN, C("X"), laws="2017").law == "32"


def test_law_25_change_of_call_is_not_a_rectification_case() -> None:
    with pytest.raises(NotationError, match="change of call"):
        out_of_rotation(RotationCase.CHANGE_OF_CALL, C("1C"), laws="2017")


# -- 10.5 lead restrictions (Law 26B) ------------------------------------------------------


def test_law_26B_forbiddable_suits_exclude_those_the_offender_named() -> None:
    assert forbiddable_suits([C("2C")], [C("1H")]) == (Suit.DIAMONDS, Suit.SPADES)
    assert forbiddable_suits([C("P")]) == tuple(Suit)


def test_law_26B_lead_mask_forbid_and_require() -> None:
    hand = CardSet.from_str("A2.K3.4.").mask
    assert lead_mask(hand, forbidden=[Suit.SPADES]) == mask("HK", "H3", "D4")
    assert lead_mask(hand, required=[Suit.HEARTS]) == mask("HK", "H3")
    assert lead_mask(hand, required=[Suit.CLUBS]) == hand  # void: he leads freely


# -- 10.6 penalty cards (Laws 49-51) -------------------------------------------------------


def test_law_50_single_low_card_by_accident_is_minor_2017_only() -> None:
    assert penalty_kind([Card.from_str("H5")], deliberate=False, laws="2017") is PenaltyKind.MINOR
    assert penalty_kind([Card.from_str("H5")], deliberate=False, laws="classic") is PenaltyKind.MAJOR
    assert penalty_kind([Card.from_str("HT")], deliberate=False, laws="2017") is PenaltyKind.MAJOR
    assert penalty_kind([Card.from_str("H5")], deliberate=True, laws="2017") is PenaltyKind.MAJOR
    assert (
        penalty_kind([Card.from_str("H5"), Card.from_str("C2")], deliberate=False, laws="2017")
        is PenaltyKind.MAJOR
    )


def test_law_50B_major_penalty_card_at_first_legal_opportunity() -> None:
    legal = mask("H5", "H7", "HK")
    assert penalty_card_mask(legal, {Card.from_str("H7"): PenaltyKind.MAJOR}) == mask("H7")
    # Not playable now (must follow another suit): no obligation.
    assert penalty_card_mask(mask("D2"), {Card.from_str("H7"): PenaltyKind.MAJOR}) == mask("D2")


def test_law_50C_minor_penalty_card_no_other_low_card_of_its_suit_first() -> None:
    penalty = {Card.from_str("H5"): PenaltyKind.MINOR}
    assert penalty_card_mask(mask("H5", "H7", "HK", "C2"), penalty) == mask("H5", "HK", "C2")


def test_law_51_several_major_penalty_cards_all_offered() -> None:
    penalty = {Card.from_str("H7"): PenaltyKind.MAJOR, Card.from_str("C2"): PenaltyKind.MAJOR}
    assert penalty_card_mask(mask("H7", "C2", "D4"), penalty) == mask("H7", "C2")


# -- 10.8 revoke (Laws 61-64) ---------------------------------------------------------------

WINNERS = [0, 2, 1, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0]


def test_tv_l_01_revoke_offender_won_revoke_trick_and_two_later_tricks_transfers_2() -> None:
    """TV-L-01 (2017): the offender (E) won the revoke trick, his side won two later tricks."""
    winners = [0, 0, 1, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0]
    assert transfer_count(RevokeFacts(1, 2, Suit.CLUBS), winners, laws="2017") == 2
    assert revoke_transfer([RevokeFacts(1, 2, Suit.CLUBS)], winners, laws="2017") == (0, 2)


def test_tv_l_01_revoke_partner_won_revoke_trick_transfers_1() -> None:
    winners = [0, 0, 3, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]
    assert revoke_transfer([RevokeFacts(1, 2, Suit.CLUBS)], winners, laws="2017") == (0, 1)


def test_tv_l_01_offending_side_won_nothing_from_the_revoke_on_transfers_0() -> None:
    winners = [1, 3, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]
    assert revoke_transfer([RevokeFacts(1, 2, Suit.CLUBS)], winners, laws="2017") == (0, 0)


def test_tv_l_01_revoke_on_trick_12_transfers_0() -> None:
    winners = [1] * 13
    assert revoke_transfer([RevokeFacts(1, 11, Suit.CLUBS)], winners, laws="2017") == (0, 0)


def test_tv_l_01_classic_three_tricks_from_the_revoke_on_transfers_2() -> None:
    winners = [0, 0, 0, 3, 1, 0, 0, 3, 0, 0, 0, 0, 0]
    assert revoke_transfer([RevokeFacts(1, 3, Suit.CLUBS)], winners, laws="classic") == (0, 2)
    assert revoke_transfer([RevokeFacts(1, 3, Suit.CLUBS)], winners, laws="2017") == (0, 1)


def test_law_64B_no_transfer_exceptions() -> None:
    base = RevokeFacts(1, 2, Suit.CLUBS)
    winners = [0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]
    for facts in (
        base._replace(penalty_card=True),
        base._replace(dummy=True),
        base._replace(faced=True),
        base._replace(waived=True),
    ):
        assert revoke_transfer([facts], winners, laws="2017") == (0, 0)
    # A second revoke in the same suit by the same player transfers nothing more.
    assert revoke_transfer([base, base._replace(trick=4)], winners, laws="2017") == (0, 2)
    # Both sides revoked: no transfer.
    assert revoke_transfer([base, RevokeFacts(0, 5, Suit.HEARTS)], winners, laws="2017") == (0, 0)


def test_law_64A_two_revokes_never_give_more_than_the_side_won() -> None:
    winners = [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    revokes = [RevokeFacts(1, 2, Suit.CLUBS), RevokeFacts(3, 3, Suit.HEARTS)]
    assert revoke_transfer(revokes, winners, laws="2017") == (0, 1)


def test_law_64A_tricks_won_by_claim_count_as_later_tricks() -> None:
    winners = [0, 0, 1]
    assert transfer_count(RevokeFacts(1, 2, Suit.CLUBS), winners, laws="2017", later_extra=3) == 2


# -- 10.9 claims (Laws 68-71) ---------------------------------------------------------------


def test_law_71_guaranteed_tricks_by_search() -> None:
    hands = [CardSet.from_str(h).mask for h in ("AK...", "QJ...", "T9...", "87...")]
    assert guaranteed_tricks(hands, leader=1, trump=None, side=0) == 2
    assert guaranteed_tricks(hands, leader=1, trump=None, side=1) == 0
    big = [CardSet.from_str(h).mask for h in ("AKQJT...", "98765...", ".AKQJT..", "..AKQJT.")]
    assert guaranteed_tricks(big, leader=0, trump=None, side=0) is None


def test_rule_10_9_classic_directed_plays_no_trump_lead_no_finesse() -> None:
    hand = CardSet.from_str("AQ2.K..").mask
    assert directed_mask(hand, led=None, trump=Suit.SPADES) == mask("HK")
    assert directed_mask(hand, led=Suit.SPADES, trump=None) == mask("SA", "S2")
    assert directed_mask(hand, led=Suit.CLUBS, trump=None) == hand


# -- records ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "record",
    [
        Decided(Seat.SOUTH, Option.ACCEPT),
        Decided(Seat.NORTH, Option.FORBID_LEAD, Suit.HEARTS),
        Exposed(Seat.WEST, (Card.from_str("HQ"), Card.from_str("C2")), True),
        Claim(Seat.NORTH, 3, (Card.from_str("SA"),)),
        Claim(Seat.EAST, 0),
        DirectorCalled(Seat.EAST, "a hesitation"),
        DirectorCalled(None),
        Ruling(RulingKind.ADJUSTED_SCORE, -420, "12C", "misinformation"),
        Ruling(RulingKind.DUMMY_LOST_RIGHTS, None, "43B"),
        Ruling(RulingKind.NOTE, None, "", "all happy"),
    ],
)
def test_records_round_trip_through_text(record: object) -> None:
    assert parse_record(str(record)) == record


def test_redeal_record_round_trips() -> None:
    from bridgekit.deal import Deal
    from bridgekit.laws.records import RedealReason

    record = Redeal(RedealReason.EXPOSED, Deal.random(seed=2), Seat.SOUTH)
    assert parse_record(str(record)) == record


@pytest.mark.parametrize("text", ["", "N", "N dances", "N forbid", "director smiles", "redeal sunny N:..."])
def test_bad_record_text_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_record(text)


def test_law_texts_and_commands() -> None:
    assert law_text("23, 26B").startswith("Law 23")
    assert law_text("classic 10.4") == "classic 10.4"
    assert all(len(pair) == 2 for pair in TABLE_COMMANDS)
