"""Claims and concessions as fixed rules (RULES 10.9; Laws 68-71).

:func:`guaranteed_tricks` is the trick count a side wins whatever anyone plays (Law 71: a
conceded trick that could not be lost by any legal play is restored);
:func:`directed_mask` is what the defenders may make a claimer play under the classic
rules when he stated no line.

>>> from bridgekit.cards import CardSet
>>> hands = [CardSet.from_str(h).mask for h in ("A...", "K...", "Q...", "J...")]
>>> guaranteed_tricks(hands, leader=1, trump=None, side=0)
1
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from bridgekit.cards import SUIT_MASK, Suit

__all__ = ["GUARANTEE_LIMIT", "guaranteed_tricks", "directed_mask"]

#: Law 71 is checked by search only when at most this many tricks remain (DECISION)
GUARANTEE_LIMIT = 4


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


@cache
def _least(hands: tuple[int, int, int, int], leader: int, trump_mask: int, side: int) -> int:
    if not hands[leader]:
        return 0
    best = 99
    for lead in _cards(hands[leader]):
        suit_mask = next(m for m in SUIT_MASK if m & lead)
        best = min(best, _rest_of_trick(hands, leader, trump_mask, side, suit_mask, [lead], [leader]))
        if best == 0:
            break
    return best


def _rest_of_trick(
    hands: tuple[int, int, int, int],
    leader: int,
    trump_mask: int,
    side: int,
    led: int,
    played: list[int],
    seats: list[int],
) -> int:
    if len(played) == 4:
        trick = sum(played)
        best = trick & trump_mask or trick & led
        top = 1 << (best.bit_length() - 1)
        winner = seats[played.index(top)]
        rest = tuple(hand & ~trick for hand in hands)
        return (winner % 2 == side) + _least(rest, winner, trump_mask, side)
    seat = (seats[-1] + 1) % 4
    hand = hands[seat]
    options = hand & led or hand
    least = 99
    for card in _cards(options):
        least = min(
            least, _rest_of_trick(hands, leader, trump_mask, side, led, [*played, card], [*seats, seat])
        )
        if least == 0:
            break
    return least


def guaranteed_tricks(hands: Sequence[int], *, leader: int, trump: Suit | None, side: int) -> int | None:
    """The tricks *side* (0 N-S, 1 E-W) wins under every legal play of the remaining cards.

    ``None`` when more than :data:`GUARANTEE_LIMIT` tricks remain (too many to search; a
    director decides). Four hands of equal size, *leader* on lead to a new trick.
    """
    remaining = max(hand.bit_count() for hand in hands)
    if remaining > GUARANTEE_LIMIT:
        return None
    trump_mask = SUIT_MASK[trump] if trump is not None else 0
    return _least(tuple(hands), leader, trump_mask, side)


def directed_mask(hand: int, *, led: Suit | None, trump: Suit | None) -> int:
    """The cards the defenders may direct a claimer to play (classic RULES 10.9).

    Not a trump lead while he holds another suit; when following suit, only his highest or
    lowest card of it (he cannot be made to finesse). Discards are free.

    >>> from bridgekit.cards import CardSet
    >>> hand = CardSet.from_str("AQ2.K..").mask
    >>> str(CardSet(directed_mask(hand, led=Suit.SPADES, trump=Suit.HEARTS)))
    'A2...'
    >>> str(CardSet(directed_mask(hand, led=None, trump=Suit.HEARTS)))
    'AQ2...'
    """
    if led is None:
        if trump is not None and hand & ~SUIT_MASK[trump]:
            return hand & ~SUIT_MASK[trump]
        return hand
    suit = hand & SUIT_MASK[led]
    if not suit:
        return hand
    high = 1 << (suit.bit_length() - 1)
    return high | (suit & -suit)
