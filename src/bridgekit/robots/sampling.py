"""Layouts of the hidden hands consistent with what one seat has seen (DESIGN "Robots").

A seat sees its own hand, dummy's after the opening lead, and every card played. The
other cards lie in the hidden hands, whose sizes are known; a seat that did not follow
suit is void in the suit led. :func:`sample_layouts` deals the unseen cards to the
hidden hands at random within those constraints, so a robot can solve each layout double
dummy and play the card that does best on average — without ever seeing the real hands.

>>> from bridgekit import CardSet, new_game
>>> game = new_game("bridge", seed=2)
>>> for call in ["1NT", "P", "P", "P"]:
...     _ = game.act(call)
>>> view = game.view(game.to_act)
>>> layouts = sample_layouts(view, count=3, seed=1)
>>> all(CardSet(layout[view.seat]) == view.hand for layout in layouts)
True
>>> all(sum(len(CardSet(m)) for m in layout) == 52 for layout in layouts)
True
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence

from bridgekit.cards import PACK_52, SUIT_MASK, CardSet
from bridgekit.robots.hand import Hand, Shown
from bridgekit.state import View

__all__ = ["sample_layouts", "voids", "fits_auction", "unseen_cards", "hcp_of", "repair_points", "Shapes"]


def voids(view: View) -> list[int]:
    """For each seat, a mask of the suits it has shown out of (a seat that did not follow)."""
    shown = [0] * len(view.hand_sizes)
    tricks = [list(zip(trick.seats, trick.cards, strict=True)) for trick in view.tricks]
    current = [(played.seat, played.card) for played in view.current_trick]
    for trick in [*tricks, current]:
        if not trick:
            continue
        led = trick[0][1].suit
        if led is None:
            continue
        for seat, card in trick[1:]:
            if card.suit != led:
                shown[seat] |= SUIT_MASK[led]
    return shown


def _played(view: View) -> int:
    mask = 0
    for trick in view.tricks:
        for card in trick.cards:
            mask |= card.mask
    for played in view.current_trick:
        mask |= played.card.mask
    return mask


def unseen_cards(view: View) -> tuple[list[int | None], list[int], list[int]]:
    """The hands the seat sees (a mask, ``None`` if hidden), the cards it has not seen (one mask
    each) and the hidden seats."""
    known = [hand.mask if hand is not None else None for hand in view.hands]
    seen = _played(view)
    for mask in known:
        if mask is not None:
            seen |= mask
    unseen = [card.mask for card in PACK_52.cards if not seen & card.mask]
    hidden = [seat for seat, mask in enumerate(known) if mask is None]
    return known, unseen, hidden


def sample_layouts(view: View, *, count: int, seed: int | None = None) -> list[list[int]]:
    """*count* layouts of the cards still held, as a mask per seat (known hands as they are).

    :param view: what the deciding seat may see
    :param seed: the same seed gives the same layouts
    """
    rng = random.Random(seed)
    known, unseen, hidden = unseen_cards(view)
    no_suit = voids(view)
    layouts = []
    for _ in range(count):
        layouts.append(_deal(unseen, hidden, known, view.hand_sizes, no_suit, rng))
    return layouts


def _feasible(counts: Sequence[int], room: dict[int, int], no_suit: Sequence[int]) -> bool:
    """Whether the hidden hands can hold *counts* cards of each suit (Hall's condition).

    For every group of suits, the seats that may hold some suit of the group must have room
    for all of the group's cards.
    """
    # the suits each seat may hold, as 4 bits: the same few questions recur in every deal of a decision
    allowed = tuple(
        (free, sum(1 << suit for suit in range(4) if not no_suit[seat] & SUIT_MASK[suit]))
        for seat, free in room.items()
    )
    return _hall(tuple(counts), allowed)


@functools.lru_cache(maxsize=4096)
def _hall(counts: tuple[int, ...], allowed: tuple[tuple[int, int], ...]) -> bool:
    for group in range(1, 16):
        need = sum(counts[suit] for suit in range(4) if group >> suit & 1)
        if need and need > sum(free for free, suits in allowed if suits & group):
            return False
    return True


def _suit_of(bit: int) -> int:
    return (bit.bit_length() - 1) // 13


def _deal(
    unseen: Sequence[int],
    hidden: Sequence[int],
    known: Sequence[int | None],
    sizes: Sequence[int],
    no_suit: Sequence[int],
    rng: random.Random,
) -> list[int]:
    """Deal *unseen* to the *hidden* seats: each seat gets its size and no card of a suit it showed out of.

    The most constrained cards (those the fewest seats may hold) go first, and a card goes only
    to a seat that leaves the rest dealable, so the deal never dead-ends and never breaks a shown
    void. The real hands satisfy every constraint, so a deal always exists.
    """
    room = {seat: sizes[seat] for seat in hidden}
    counts = [0, 0, 0, 0]
    for bit in unseen:
        counts[_suit_of(bit)] += 1
    if sum(counts) != sum(room.values()) or not _feasible(counts, room, no_suit):
        raise ValueError("the hidden hands cannot hold the unseen cards without breaking a shown void")
    cards = list(unseen)
    rng.shuffle(cards)
    if not any(no_suit[seat] for seat in hidden):  # nothing shown out: a plain random split
        hands: dict[int, int] = {}
        start = 0
        for seat in hidden:
            mask = 0
            for bit in cards[start : start + room[seat]]:
                mask |= bit
            hands[seat] = mask
            start += room[seat]
        return [hands[s] if known[s] is None else known[s] or 0 for s in range(len(known))]
    if len(hidden) == 2:
        return _deal_two(cards, hidden, known, room, no_suit)
    cards.sort(key=lambda bit: sum(1 for seat in hidden if not no_suit[seat] & bit))
    hands = dict.fromkeys(hidden, 0)
    for bit in cards:
        suit = _suit_of(bit)
        counts[suit] -= 1
        options = [seat for seat in hidden if room[seat] and not no_suit[seat] & bit]
        rng.shuffle(options)
        # weight by free room, so hands fill in proportion (a uniform deal when nothing is constrained)
        options.sort(key=lambda seat: rng.random() * room[seat], reverse=True)
        for seat in options:
            room[seat] -= 1
            if _feasible(counts, room, no_suit):
                hands[seat] |= bit
                break
            room[seat] += 1
        else:  # pragma: no cover - _feasible held before this card, so some seat keeps it
            raise AssertionError("no seat can take the card")
    return [hands[s] if known[s] is None else known[s] or 0 for s in range(len(known))]


def _deal_two(
    cards: Sequence[int],
    hidden: Sequence[int],
    known: Sequence[int | None],
    room: dict[int, int],
    no_suit: Sequence[int],
) -> list[int]:
    """Two hidden hands (every card decision after the opening lead): a card of a suit one of them
    showed out of is the other's; the shuffled rest are split by the room left. Every layout that
    keeps the voids is equally likely, and no card needs a feasibility test (the caller checked
    the counts once)."""
    a, b = hidden
    hand_a = hand_b = 0
    free: list[int] = []
    for bit in cards:
        if no_suit[a] & bit:
            hand_b |= bit
        elif no_suit[b] & bit:
            hand_a |= bit
        else:
            free.append(bit)
    split = room[a] - hand_a.bit_count()
    for bit in free[:split]:
        hand_a |= bit
    for bit in free[split:]:
        hand_b |= bit
    hands = {a: hand_a, b: hand_b}
    return [hands[s] if known[s] is None else known[s] or 0 for s in range(len(known))]


_HONOURS = [sum(1 << (13 * suit + rank) for suit in range(4)) for rank in (12, 11, 10, 9)]


def hcp_of(mask: int) -> int:
    """The high-card points of the cards of *mask* (A 4, K 3, Q 2, J 1).

    >>> hcp_of(CardSet.from_str("AK32.KQ4.A73.862").mask)
    16
    """
    aces, kings, queens, jacks = _HONOURS
    return (
        4 * (mask & aces).bit_count()
        + 3 * (mask & kings).bit_count()
        + 2 * (mask & queens).bit_count()
        + (mask & jacks).bit_count()
    )


def fits_auction(hand: CardSet, shown: Shown, *, slack: int = 1) -> int:
    """How far *hand* (a seat's original 13 cards) is from what its calls showed: 0 = consistent.

    Its HCP, its suit lengths, and the points a call counted beyond HCP (a raise's support
    points: :class:`~bridgekit.robots.hand.Counted`), each within *slack*.

    >>> fits_auction(CardSet.from_str("AK32.KQ4.A73.862"), Shown(15, 17, (0, 0, 0, 0), True))
    0
    >>> fits_auction(CardSet.from_str("5432.432.432.432"), Shown(15, 17, (0, 0, 0, 0), True))
    14
    """
    mask = hand.mask
    hcp = hcp_of(mask)
    misses = 0
    if hcp < shown.lo - slack:
        misses += shown.lo - slack - hcp
    if hcp > shown.hi + slack:
        misses += hcp - shown.hi - slack
    shortest = 13
    for suit in range(4):
        length = (mask >> (13 * suit) & 0x1FFF).bit_count()
        shortest = min(shortest, length)
        short = shown.lengths[suit] - length
        if short > 0:
            misses += 2 * short
        long = length - shown.most[suit]
        if long > 0:
            misses += 2 * long
    if shown.balanced and shortest < 2:
        misses += 2
    if shown.counted:  # the support points a raise showed, not only its HCP
        evaluated = Hand(hand)
        misses += sum(counted.misses(evaluated, slack) for counted in shown.counted)
    return misses


def repair_points(
    layout: list[int],
    hidden: Sequence[int],
    shown: Sequence[Shown],
    played_by: Sequence[int],
    rng: random.Random,
) -> None:
    """Bring each hidden hand's HCP (its cards held and *played_by* it) into the range its calls
    showed, by swapping a held honour for a lower card of the same suit with another hidden hand.

    Suit lengths and shown voids stay as they are; a few dozen swaps at most. A strong hand the
    auction showed is then found among a few layouts instead of thousands.
    """
    for _ in range(24):
        points = {seat: hcp_of(layout[seat] | played_by[seat]) for seat in hidden}
        wrong = [seat for seat in hidden if not shown[seat].lo <= points[seat] <= shown[seat].hi]
        if not wrong:
            return
        seat = rng.choice(wrong)
        up = points[seat] < shown[seat].lo
        swaps: list[tuple[int, int, int, int]] = []
        for other in hidden:
            if other == seat:
                continue
            rich, poor = (other, seat) if up else (seat, other)
            for high in range(52):
                bit = 1 << high
                if not layout[rich] & bit or high % 13 < 9:
                    continue
                base = high - high % 13
                for low in range(base, high):
                    if layout[poor] >> low & 1:
                        swaps.append((rich, poor, bit, 1 << low))
        if not swaps:
            return
        rich, poor, high_bit, low_bit = rng.choice(swaps)
        layout[rich] ^= high_bit | low_bit
        layout[poor] ^= high_bit | low_bit


def _suit_ways(total: int, bounds: Sequence[tuple[int, int]]) -> dict[tuple[int, int], int]:
    """The splits of a suit's *total* unseen cards among three hidden hands within each hand's
    (fewest, most) *bounds*, keyed by the first two hands' shares, each with its number of ways
    (the multinomial coefficient: which of the cards each hand gets)."""
    from math import comb

    (lo_a, hi_a), (lo_b, hi_b), (lo_c, hi_c) = bounds
    ways: dict[tuple[int, int], int] = {}
    for a in range(lo_a, min(hi_a, total) + 1):
        for b in range(lo_b, min(hi_b, total - a) + 1):
            if lo_c <= total - a - b <= hi_c:
                ways[a, b] = comb(total, a) * comb(total - a, b)
    return ways


class Shapes:
    """The suit lengths of three hidden hands drawn as often as random deals that keep every
    hand's shown lengths hold them (ACBL SAYC System Booklet: an opening's or overcall's suit,
    a pre-empt's seven cards, a balanced notrump, a take-out double's shortness).

    A random deal rarely holds a pre-empt's seven cards beside partner's five, and dealing the
    shown cards first and the rest at random is biased: five spades first and eight cards at
    random give a hand 6.4 spades on average where random hands of five or more hold 5.4. Here
    each length pattern (the three hands' lengths in the four suits) is drawn in proportion to
    the deals that have it — the product over the suits of the ways to split each suit's unseen
    cards — by a table over the suits (the cards of the first two hands so far; the third's
    follow), so a layout dealt suit by suit to a drawn pattern is a uniform draw among the deals
    that keep every shown length. ``None`` from :meth:`of` when no deal keeps them all (readings
    that contradict the seat's own hand): the caller deals at random.

    >>> from bridgekit.robots.hand import Hand, Shown
    >>> pre_empt = Shown(lengths=(0, 7, 0, 0))
    >>> shapes = Shapes.of((10, 9, 10, 10), (1, 2, 3), (pre_empt, Shown(), Shown()), (13, 13, 13))
    >>> all(draw[1][1] >= 7 for draw in (shapes.draw(random.Random(seed)) for seed in range(20)))
    True
    """

    __slots__ = ("_hidden", "_counts", "_table", "_ways", "_sizes", "_balanced")

    def __init__(
        self,
        hidden: tuple[int, ...],
        counts: tuple[int, ...],
        ways: tuple[dict[tuple[int, int], int], ...],
        table: tuple[dict[tuple[int, int], int], ...],
        sizes: tuple[int, ...],
        balanced: tuple[bool, ...],
    ) -> None:
        self._hidden, self._counts, self._ways, self._table = hidden, counts, ways, table
        self._sizes = sizes
        self._balanced = balanced

    @classmethod
    def of(
        cls,
        counts: Sequence[int],
        hidden: Sequence[int],
        shown: Sequence[Shown],
        sizes: Sequence[int],
    ) -> Shapes | None:
        """The patterns of the three *hidden* seats (holding *sizes* cards) of the unseen
        *counts* of each suit that keep each one's *shown* fewest and most cards in each suit
        (and two to five of each suit where it showed a balanced hand)."""
        assert len(hidden) == 3 and len(shown) == 3 and len(sizes) == 3

        def bounds(seat_shown: Shown, suit: int) -> tuple[int, int]:
            lo, hi = seat_shown.lengths[suit], seat_shown.most[suit]
            if seat_shown.balanced:
                lo, hi = max(lo, 2), min(hi, 5)
            return lo, hi

        ways = tuple(
            _suit_ways(counts[suit], [bounds(seat_shown, suit) for seat_shown in shown]) for suit in range(4)
        )
        size_a, size_b, size_c = sizes
        table: list[dict[tuple[int, int], int]] = [{(0, 0): 1}]
        dealt = 0
        for suit in range(4):
            dealt += counts[suit]
            grown: dict[tuple[int, int], int] = {}
            for (a, b), before in table[-1].items():
                for (x, y), split in ways[suit].items():
                    key = (a + x, b + y)
                    if key[0] <= size_a and key[1] <= size_b and dealt - key[0] - key[1] <= size_c:
                        grown[key] = grown.get(key, 0) + before * split
            table.append(grown)
        if not table[-1].get((size_a, size_b)):
            return None
        return cls(
            tuple(hidden), tuple(counts), ways, tuple(table), tuple(sizes), tuple(s.balanced for s in shown)
        )

    def draw(self, rng: random.Random) -> dict[int, tuple[int, int, int, int]]:
        """Each hidden seat's lengths in the four suits, drawn in proportion to the deals that
        hold them (a balanced hand with two doubletons drawn again, a few times at most)."""
        drawn: list[list[int]] = []
        for _try in range(8):
            drawn = [[0] * 4 for _ in range(3)]
            a, b = self._sizes[0], self._sizes[1]
            for suit in range(3, -1, -1):  # from the last suit back, by the table of the suits before it
                before = self._table[suit]
                splits = [(x, y) for x, y in self._ways[suit] if (a - x, b - y) in before]
                weights = [before[a - x, b - y] * self._ways[suit][x, y] for x, y in splits]
                x, y = rng.choices(splits, weights=weights)[0]
                drawn[0][suit], drawn[1][suit], drawn[2][suit] = x, y, self._counts[suit] - x - y
                a, b = a - x, b - y
            if all(
                not balanced or sum(1 for n in hand if n == 2) <= 1
                for balanced, hand in zip(self._balanced, drawn, strict=True)
            ):
                break
        return {
            seat: (hand[0], hand[1], hand[2], hand[3]) for seat, hand in zip(self._hidden, drawn, strict=True)
        }

    def deal(self, unseen: Sequence[int], known: Sequence[int | None], rng: random.Random) -> list[int]:
        """A layout (a mask per seat, the *known* hands as they are): a pattern drawn (:meth:`draw`),
        then each suit's *unseen* cards shuffled and split by it."""
        lengths = self.draw(rng)
        by_suit: list[list[int]] = [[], [], [], []]
        for bit in unseen:
            by_suit[_suit_of(bit)].append(bit)
        hands = dict.fromkeys(self._hidden, 0)
        for suit, cards in enumerate(by_suit):
            rng.shuffle(cards)
            start = 0
            for seat in self._hidden:
                for bit in cards[start : start + lengths[seat][suit]]:
                    hands[seat] |= bit
                start += lengths[seat][suit]
        return [hands[s] if known[s] is None else known[s] or 0 for s in range(len(known))]
