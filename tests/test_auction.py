"""The auction of contract bridge (RULES 1.5-1.7), test vectors TV-A-01 ... TV-A-03."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.auction import Auction
from bridgekit.calls import CALLS, Call, Contract
from bridgekit.errors import IllegalCallError
from bridgekit.seats import Seat


def auction_of(*texts: str, dealer: Seat = Seat.NORTH) -> Auction:
    auction = Auction(dealer)
    for text in texts:
        call = Call.from_str(text)
        auction.check(call)
        auction.add(call)
    return auction


def legal(auction: Auction, text: str) -> bool:
    return auction.illegality(Call.from_str(text)) is None


def test_tv_a_01_declarer_first_named_the_strain() -> None:
    """TV-A-01 (RULES 1.7): N 1H, E 2H, S 2S, W 4H, P, P, S X, P, P, P -> 4HX by E."""
    auction = auction_of("1H", "2H", "2S", "4H", "P", "P", "X", "P", "P", "P")
    assert auction.is_over
    assert auction.contract == Contract.from_str("4HX")
    assert auction.declarer == Seat.EAST


def test_tv_a_02_redoubled_contract() -> None:
    """TV-A-02 (RULES 1.7): N 1H, E 1NT, S 2H, W X, N XX, three passes -> 2HXX by N."""
    auction = auction_of("1H", "1NT", "2H", "X", "XX", "P", "P", "P")
    assert auction.is_over
    assert (auction.contract, auction.declarer) == (Contract.from_str("2HXX"), Seat.NORTH)


def test_tv_a_03_double_and_redouble_rules() -> None:
    """TV-A-03 (RULES 1.5): who may double, redouble or bid."""
    assert not legal(auction_of("1H", "1S", "P"), "X")  # the last bid is his partner's
    assert legal(auction_of("1H", "1S", "2H"), "X")
    assert legal(auction_of("1H", "1S", "X"), "XX")
    assert legal(auction_of("1H", "X", "P", "P"), "XX")
    assert not legal(auction_of("1H", "X", "1S", "P"), "XX")
    after = auction_of("1H", "1S", "2C")
    assert legal(after, "2S")
    assert not legal(after, "2C") and not legal(after, "1NT") and not legal(after, "1C")


def test_rule_1_6_four_passes_pass_the_deal_out() -> None:
    auction = auction_of("P", "P", "P")
    assert not auction.is_over
    auction.add(Call.from_str("P"))
    assert auction.is_over and auction.is_passed_out and auction.contract is None


def test_rule_1_5_pass_does_not_exclude_a_player() -> None:
    auction = auction_of("P", "P", "1C", "P", "P", "1S", "P")
    assert not auction.is_over and auction.to_call == Seat.WEST
    assert legal(auction, "2C")


def test_rule_1_5_a_new_bid_cancels_double() -> None:
    auction = auction_of("1H", "X", "XX", "2C", "P", "P", "P")
    assert auction.contract == Contract.from_str("2C") and auction.declarer == Seat.WEST


def test_illegal_call_message_names_call_seat_and_reason() -> None:
    auction = auction_of("1S")
    expected = r"^illegal call 1H by E: the last bid is 1S by N \(RULES 1\.5\)$"
    with pytest.raises(IllegalCallError, match=expected):
        auction.check(Call.from_str("1H"))
    with pytest.raises(IllegalCallError, match="1S by N is not doubled"):
        auction.check(Call.from_str("XX"))
    with pytest.raises(IllegalCallError, match="no bid to double"):
        auction_of().check(Call.from_str("X"))


@given(st.lists(st.integers(0, 37), max_size=60))
def test_legal_calls_are_exactly_the_calls_accepted(indices: list[int]) -> None:
    """Exhaustive check: every call is accepted iff it is listed by legal_calls()."""
    auction = Auction(Seat.WEST)
    for index in indices:
        if auction.is_over:
            break
        listed = set(auction.legal_calls())
        for call in CALLS:
            assert (auction.illegality(call) is None) == (call in listed), call
        call = CALLS[index]
        if call in listed:
            auction.add(call)
