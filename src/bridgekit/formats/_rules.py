"""The little of the bridge rules that the file formats need, without the engine.

Readers order the cards of a PBN play section by trick and work out a contract from an
auction when a file leaves its tags out; both only need who wins a trick and how an
auction ends (RULES 0.4, 1.6, 1.7). Legality is the engine's business (``Board.to_game``).

>>> from bridgekit import Call, Card, Seat, Strain
>>> auction_result([Call.from_str(c) for c in "1H P 4H P P P".split()], Seat.NORTH)
(Contract.from_str('4H'), Seat.NORTH, True)
>>> trick_winner([Card.from_str(c) for c in ("SK", "H3", "S4", "S3")], Seat.WEST, Strain.HEARTS)
Seat.NORTH
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgekit.calls import Call, Contract, Doubling, Strain
from bridgekit.cards import Card
from bridgekit.seats import Seat

__all__ = ["auction_result", "is_auction_over", "trick_winner"]

_SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


def is_auction_over(calls: Sequence[Call]) -> bool:
    """Whether three passes follow a call other than pass, or four passes open (RULES 1.6)."""
    n = len(calls)
    if n < 4:
        return False
    return calls[-1].index == 0 and calls[-2].index == 0 and calls[-3].index == 0


def auction_result(calls: Sequence[Call], dealer: Seat) -> tuple[Contract | None, Seat | None, bool]:
    """The contract and declarer an auction reaches, and whether it is over (RULES 1.7).

    A passed-out or unfinished auction has no contract. Calls are not checked for
    legality: a double is simply taken to apply to the last bid.
    """
    over = is_auction_over(calls)
    last_bid = -1
    doubling = Doubling.UNDOUBLED
    for i, call in enumerate(calls):
        if call.index >= 3:
            last_bid = i
            doubling = Doubling.UNDOUBLED
        elif call.index == 1:
            doubling = Doubling.DOUBLED
        elif call.index == 2:
            doubling = Doubling.REDOUBLED
    if not over or last_bid < 0:
        return None, None, over
    bid = calls[last_bid]
    strain = bid.strain
    assert strain is not None
    declarer = None
    for i in range(last_bid % 2, last_bid + 1, 2):
        if calls[i].strain is strain:
            declarer = _SEATS[(dealer + i) % 4]
            break
    return Contract(bid.level, strain, doubling), declarer, over


def trick_winner(cards: Sequence[Card], leader: Seat, strain: Strain | None) -> Seat:
    """The seat that wins a complete trick whose cards are given in played order (RULES 0.4)."""
    trump = -1 if strain is None or strain is Strain.NOTRUMP else int(strain)
    best = 0
    best_card = cards[0]
    for i in range(1, len(cards)):
        card = cards[i]
        if card.suit == best_card.suit:
            if card.index > best_card.index:
                best, best_card = i, card
        elif card.suit == trump:
            best, best_card = i, card
    return _SEATS[(leader + best) % 4]
