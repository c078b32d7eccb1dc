"""Defensive signals (issue 17): the robots give standard signals and read partner's.

Standard carding: attitude on the first round of partner's lead (a high spot card encourages,
promising the ace, king or queen), count on the first round of declarer's suit (high-low even),
the first discard encourages or discourages, and the card led for partner's ruff asks for a side
suit (suit preference). See bridgekit.robots.signals.
"""

from __future__ import annotations

from typing import cast

import pytest

import bridgekit
from bridgekit import Card, CardSet, Suit
from bridgekit.robots.play import choose_card
from bridgekit.robots.signals import Signal, SignalKind, fits_signals, is_high, signals_in
from bridgekit.variants.bridge import BridgeGame

#: E holds AKJ9 of clubs and leads the ace against 1S; W holds Q65 (an honour) or 654 (none)
WITH_QUEEN = "N:AKQJ.T98.765.432 T98.765.432.AKJ9 765.432.AKQJ.T87 432.AKQJ.T98.Q65"
WITHOUT_QUEEN = "N:AKQJ.T98.765.Q32 T98.765.432.AKJ9 765.432.AKQJ.T87 432.AKQJ.T98.654"


def first_trick(deal: str) -> tuple[BridgeGame, list[str]]:
    game = cast(BridgeGame, bridgekit.new_game("bridge", deal=deal, dealer="N"))
    for call in ("1S", "P", "P", "P"):
        game.act(call)
    reasons = []
    for _ in range(4):
        seat = game.to_act
        assert seat is not None
        card, why = choose_card(game.view(seat))
        reasons.append(why)
        game.act(card)
    return game, reasons


def test_third_hand_encourages_with_an_honour_and_discourages_without() -> None:
    _, reasons = first_trick(WITH_QUEEN)
    assert reasons[0] == "CA: ace from ace-king"
    assert reasons[2] == "C6: encourages partner's lead (attitude: an honour in the suit)"
    _, reasons = first_trick(WITHOUT_QUEEN)
    assert reasons[2] == "C4: discourages partner's lead (attitude: no honour in the suit)"


def test_signals_are_data_with_explanations() -> None:
    game, _ = first_trick(WITH_QUEEN)
    (signal,) = signals_in(game.view(1))
    assert signal == Signal(3, Card.from_str("C6"), SignalKind.ATTITUDE, True, Suit.CLUBS)
    assert str(signal) == "W ♣6: encourages clubs (an honour in the suit)"
    # declarer reads the same signal from the same cards
    assert signals_in(game.view(0)) == [signal]


def test_defender_reads_partners_encouragement_and_continues_the_suit() -> None:
    game, _ = first_trick(WITH_QUEEN)
    assert game.to_act == 1  # E won the ace and is on lead again
    card, why = choose_card(game.view(1))
    assert (str(card), why) == ("CK", "CK: the suit partner encouraged")


def test_sampling_defender_places_the_honour_partner_promised() -> None:
    pytest.importorskip("endplay")
    from bridgekit.robots.pimc import auction_layouts

    queen = Card.from_str("CQ").mask
    game, _ = first_trick(WITH_QUEEN)
    layouts = auction_layouts(game.view(1), count=12, seed=1)
    assert all(layout[3] & queen for layout in layouts)  # the encouraging W holds the queen
    game, _ = first_trick(WITHOUT_QUEEN)
    layouts = auction_layouts(game.view(1), count=12, seed=1)
    # the discouraging W holds the queen only where the four was his highest spot card (Q-4, Q-4-3:
    # read card by card, the robots' encouraging card from there is the four)
    above = CardSet.from_str("...98765").mask
    assert not any(layout[3] & queen and layout[3] & above for layout in layouts)
    assert sum(bool(layout[3] & queen) for layout in layouts) < len(layouts) // 2


def test_count_on_declarers_suit() -> None:
    # N declares 1NT and leads a diamond to dummy's suit: E with four (even) plays high, W with
    # three (odd) his lowest
    deal = "N:AK2.AK3.2.AK5432 QJ3.8754.8743.QJ T98.T92.AKQJT.T9 7654.QJ6.965.876"
    game = cast(BridgeGame, bridgekit.new_game("bridge", deal=deal, dealer="N"))
    for action in ["1NT", "P", "P", "P", "SQ", "S8", "S4", "SA"]:
        game.act(action)
    game.act("D2")  # N leads a diamond towards dummy's suit
    card, why = choose_card(game.view(1))
    assert (str(card), why) == ("D8", "D8: shows an even number in the suit (count)")
    game.act(card)
    game.act("DA")
    card, why = choose_card(game.view(3))
    assert (str(card), why) == ("D5", "D5: shows an odd number in the suit (count)")
    game.act(card)
    signals = signals_in(game.view(0))
    assert [(s.seat, s.kind, s.high) for s in signals] == [
        (3, SignalKind.ATTITUDE, False),  # W's four of spades on E's queen
        (1, SignalKind.COUNT, True),
        (3, SignalKind.COUNT, False),
    ]


def test_first_discard_encourages_a_suit_headed_by_touching_honours() -> None:
    # E, void in hearts, discards the 8 of spades from KQ8: his first discard encourages spades
    deal = "N:A2.AKQJT98.A2.A2 KQ8.-.98765.87654 7654.765.KQ3.KQ3 JT93.432.JT4.JT9"
    game = cast(BridgeGame, bridgekit.new_game("bridge", deal=deal, dealer="N"))
    for action in ["7NT", "P", "P", "P", "C4", "C3", "C9", "CA", "HA"]:
        game.act(action)
    card, why = choose_card(game.view(1))
    assert (str(card), why) == ("S8", "S8: encourages the suit discarded (an honour in it)")
    game.act(card)
    signals = signals_in(game.view(3))
    assert signals[-1] == Signal(1, Card.from_str("S8"), SignalKind.DISCARD, True, Suit.SPADES)


def test_high_means_a_spot_card_above_what_the_reader_has_not_seen() -> None:
    assert is_high(Card.from_str("S7"), 0)
    assert not is_high(Card.from_str("S5"), 0)
    assert not is_high(Card.from_str("ST"), 0)  # an honour is no signal
    assert not is_high(Card.from_str("S7"), CardSet.from_str("65432...").mask)  # the lowest left


def test_fits_signals_reads_count_parity() -> None:
    even = Signal(1, Card.from_str("D8"), SignalKind.COUNT, True, Suit.DIAMONDS)
    assert fits_signals(CardSet.from_str("QJ3.QJ4.8743.QJ5"), 1, [even]) == 0
    assert fits_signals(CardSet.from_str("QJ3.QJ43.874.QJ5"), 1, [even]) == 1
    assert fits_signals(CardSet.from_str("QJ3.QJ43.874.QJ5"), 3, [even]) == 0  # another seat's signal
