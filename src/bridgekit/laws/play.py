"""Irregularities of the play as fixed rules (RULES 10.6-10.8; Laws 49-64).

Penalty cards and what they oblige, lead restrictions, and the trick transfer for an
established revoke, for both law sets (``"2017"`` and ``"classic"``). Hands are ``int``
bit masks as in :mod:`bridgekit.tricks`.

>>> from bridgekit.cards import Card
>>> penalty_kind([Card.from_str("H5")], deliberate=False, laws="2017")
<PenaltyKind.MINOR: 'minor'>
>>> winners = [1, 0, 2, 1, 3, 1, 0, 0, 0, 0, 0, 0, 0]   # East revokes on trick 4 and wins it
>>> revoke_transfer([RevokeFacts(offender=1, trick=3, suit=Suit.HEARTS)], winners, laws="2017")
(0, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

from bridgekit.cards import CARDS, SUIT_MASK, Card, Rank, Suit
from bridgekit.i18n import N_
from bridgekit.laws.notes import WordEnum

__all__ = [
    "PenaltyKind",
    "penalty_kind",
    "HONOURS_MASK",
    "penalty_card_mask",
    "lead_mask",
    "RevokeFacts",
    "revoke_transfer",
    "transfer_count",
]


class PenaltyKind(WordEnum):
    """A defender's card exposed other than in proper play (Law 50)."""

    #: a single card below honour rank exposed by accident: restricts that suit (Law 50C)
    MINOR = N_("minor")
    #: any other: played at the first legal opportunity, lead penalties (Law 50B, 50D)
    MAJOR = N_("major")


#: every ten, jack, queen, king and ace (honours, RULES 0.5)
HONOURS_MASK = sum(card.mask for card in CARDS[:52] if card.rank is not None and card.rank >= Rank.TEN)


def penalty_kind(cards: Sequence[Card], *, deliberate: bool, laws: str) -> PenaltyKind:
    """The kind of penalty card that each of *cards* (exposed together) becomes (RULES 10.6).

    >>> penalty_kind([Card.from_str("HQ")], deliberate=False, laws="2017")
    <PenaltyKind.MAJOR: 'major'>
    >>> penalty_kind([Card.from_str("H5")], deliberate=False, laws="classic")
    <PenaltyKind.MAJOR: 'major'>
    """
    if laws == "classic" or deliberate or len(cards) != 1 or cards[0].mask & HONOURS_MASK:
        return PenaltyKind.MAJOR
    return PenaltyKind.MINOR


def penalty_card_mask(legal: int, penalty: Mapping[Card, PenaltyKind]) -> int:
    """The cards an offender may play, of the *legal* ones, given his penalty cards (Laws 50B-C, 51).

    A major penalty card that can be played must be; a minor one forbids the other cards of
    its suit below honour rank until it is played. More than one playable major penalty card:
    all of them are returned and declarer chooses.

    >>> legal = Card.from_str("H5").mask | Card.from_str("H7").mask | Card.from_str("HK").mask
    >>> allowed = penalty_card_mask(legal, {Card.from_str("H5"): PenaltyKind.MINOR})
    >>> [str(CARDS[i]) for i in range(52) if allowed >> i & 1]
    ['H5', 'HK']
    """
    majors = sum(card.mask for card, kind in penalty.items() if kind is PenaltyKind.MAJOR)
    forced = legal & majors
    if forced:
        return forced
    for card, kind in penalty.items():
        if kind is PenaltyKind.MINOR and legal & card.mask and card.suit is not None:
            minors = sum(c.mask for c, k in penalty.items() if k is PenaltyKind.MINOR)
            low_of_suit = SUIT_MASK[card.suit] & ~HONOURS_MASK & ~minors
            legal &= ~low_of_suit
    return legal


def lead_mask(hand: int, *, required: Iterable[Suit] = (), forbidden: Iterable[Suit] = ()) -> int:
    """The cards of *hand* that may be led under lead penalties (Laws 26B, 50D2).

    A required suit the hand does not hold, or a forbidden suit it holds alone, leaves the
    lead free.

    >>> from bridgekit.cards import CardSet
    >>> hand = CardSet.from_str("A2.K3..").mask
    >>> str(CardSet(lead_mask(hand, forbidden=[Suit.SPADES])))
    '.K3..'
    """
    mask = hand
    for suit in required:
        mask = mask & SUIT_MASK[suit] or mask
    for suit in forbidden:
        mask = mask & ~SUIT_MASK[suit] or mask
    return mask


class RevokeFacts(NamedTuple):
    """An established revoke as the transfer rules need it (Laws 61-64).

    :param offender: the seat that revoked (for dummy's cards, dummy's seat)
    :param trick: the revoke trick, 0-based
    :param suit: the suit the offender failed to follow
    :param penalty_card: a failure to play a penalty card (Law 64B3)
    :param dummy: dummy's card (Law 64B3)
    :param faced: a card of a hand faced on the table, e.g. a claimer's (Law 64B3)
    :param waived: the director ruled no transfer, e.g. noticed too late (Law 64B4-5)
    """

    offender: int
    trick: int
    suit: Suit | None
    penalty_card: bool = False
    dummy: bool = False
    faced: bool = False
    waived: bool = False


def transfer_count(revoke: RevokeFacts, winners: Sequence[int], *, laws: str, later_extra: int = 0) -> int:
    """Tricks one established revoke transfers (RULES 10.8, Law 64A; classic: at most two).

    *winners* holds the seat that won each trick played; *later_extra* counts tricks the
    offending side won after the played ones (by an agreed claim).

    >>> transfer_count(RevokeFacts(1, 2, Suit.CLUBS), [0, 0, 3, 1, 1, 0], laws="2017")
    1
    >>> transfer_count(RevokeFacts(1, 2, Suit.CLUBS), [0, 0, 3, 1, 1, 0], laws="classic")
    2
    """
    side = revoke.offender % 2
    if revoke.trick >= len(winners):
        return 0
    won_from = sum(1 for seat in winners[revoke.trick :] if seat % 2 == side) + later_extra
    if laws == "classic":
        return min(2, won_from)
    if winners[revoke.trick] == revoke.offender:
        return 1 + (1 if won_from > 1 else 0)
    return 1 if won_from else 0


def revoke_transfer(
    revokes: Sequence[RevokeFacts],
    winners: Sequence[int],
    *,
    laws: str,
    trick_count: int = 13,
    later_extra: tuple[int, int] = (0, 0),
) -> tuple[int, int]:
    """The tricks N-S and E-W give to the other side at the end for their established revokes.

    No transfer (RULES 10.8): a second revoke in the same suit by the same player; a failure
    to play a penalty card; dummy's or a faced card; a revoke on trick 12 (it is corrected);
    when both sides revoked; when the director waived it. A side never gives more tricks
    than it won from its first revoke on.

    >>> revoke_transfer([RevokeFacts(0, 11, Suit.SPADES)], [0] * 13, laws="2017")
    (0, 0)
    """
    if len({revoke.offender % 2 for revoke in revokes}) > 1:
        return (0, 0)
    give = [0, 0]
    seen: set[tuple[int, Suit | None]] = set()
    first: dict[int, int] = {}
    for revoke in revokes:
        key = (revoke.offender, revoke.suit)
        repeated = key in seen
        seen.add(key)
        if repeated or revoke.penalty_card or revoke.dummy or revoke.faced or revoke.waived:
            continue
        if revoke.trick == trick_count - 2:
            continue
        side = revoke.offender % 2
        first.setdefault(side, revoke.trick)
        give[side] += transfer_count(revoke, winners, laws=laws, later_extra=later_extra[side])
    for side, trick in first.items():
        won = sum(1 for seat in winners[trick:] if seat % 2 == side) + later_extra[side]
        give[side] = min(give[side], won)
    return (give[0], give[1])
