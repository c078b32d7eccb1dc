"""Trick play (RULES 0.4): following suit, winning tricks, the hands as they shrink.

:class:`TrickPlay` is the mutable working state of the play; completed tricks are
immutable :class:`Trick` records. Seat order, trick size and trumps are parameters,
so two-card and four-card tricks use the same code.

>>> from bridgekit.deal import Deal
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> play = TrickPlay([h.mask for h in deal.hands], leader=1, trump=Suit.HEARTS)
>>> for text in ["CA", "CT", "C5", "C2"]:
...     _ = play.add(Card.from_str(text))
>>> play.tricks[0].winner, play.leader
(1, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from bridgekit.cards import CARDS, SUIT_MASK, Card, Suit
from bridgekit.i18n import _, pgettext

__all__ = ["Trick", "TrickPlay", "cards_of", "trick_winner"]


class Trick(NamedTuple):
    """A completed trick: who led, who played each card (in order), who won."""

    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int

    def card_of(self, seat: int) -> Card | None:
        """The card *seat* played to this trick, if any."""
        for who, card in zip(self.seats, self.cards, strict=True):
            if who == seat:
                return card
        return None

    def __str__(self) -> str:
        return " ".join(str(card) for card in self.cards)


#: the cards of each suit's 13-bit pattern, lowest first, made as they are first met: lists
#: indexed by pattern (reading a list is quicker than a dict's ``get``)
_SUIT_CARDS: tuple[list[tuple[Card, ...] | None], ...] = tuple([(), *[None] * 8191] for _ in range(4))


def _suit_cards(suit: int, bits: int) -> tuple[Card, ...]:
    base = 13 * suit
    cards = tuple(CARDS[base + r] for r in range(13) if bits >> r & 1)
    _SUIT_CARDS[suit][bits] = cards
    return cards


def cards_of(mask: int) -> list[Card]:
    """The cards of a bit mask, lowest first (cached per suit, so it is fast)."""
    clubs = _CLUBS[mask & 0x1FFF]
    if clubs is None:
        clubs = _suit_cards(0, mask & 0x1FFF)
    diamonds = _DIAMONDS[mask >> 13 & 0x1FFF]
    if diamonds is None:
        diamonds = _suit_cards(1, mask >> 13 & 0x1FFF)
    hearts = _HEARTS[mask >> 26 & 0x1FFF]
    if hearts is None:
        hearts = _suit_cards(2, mask >> 26 & 0x1FFF)
    spades = _SPADES[mask >> 39 & 0x1FFF]
    if spades is None:
        spades = _suit_cards(3, mask >> 39 & 0x1FFF)
    if mask >> 52:
        return [*clubs, *diamonds, *hearts, *spades, *(CARDS[i] for i in (52, 53) if mask >> i & 1)]
    return [*clubs, *diamonds, *hearts, *spades]


_CLUBS, _DIAMONDS, _HEARTS, _SPADES = _SUIT_CARDS
_new_tuple = tuple.__new__
#: the cards that follow a card led: its suit (a joker led alone sets no suit)
_LED_MASK = tuple(SUIT_MASK[card.suit] if card.suit is not None else 0 for card in CARDS)


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """The position (0-based) in *cards* of the card that wins the trick (RULES 0.4)."""
    led = cards[0].suit
    best, best_key = 0, -1
    for position, card in enumerate(cards):
        if card.suit is None:
            continue
        if card.suit == trump:
            key = 100 + card.index
        elif card.suit == led:
            key = card.index
        else:
            continue
        if key > best_key:
            best, best_key = position, key
    return best


class TrickPlay:
    """The play of the hands: the cards still held, the trick in progress, the tricks won.

    :param hands: a bit mask per seat (the cards each seat will play from)
    :param leader: the seat that leads to the first trick
    :param trump: the trump suit, or ``None`` for no trump
    :param trick_size: cards per trick (default: one per seat)
    :param next_seat: who plays after a seat (default: the next seat clockwise)
    """

    __slots__ = (
        "hands",
        "leader",
        "to_play",
        "seat_count",
        "led_mask",
        "trick_mask",
        "trump",
        "trump_mask",
        "trick_size",
        "next_seat",
        "current",
        "seats",
        "tricks",
        "won",
    )

    def __init__(
        self,
        hands: Sequence[int],
        *,
        leader: int,
        trump: Suit | None,
        trick_size: int | None = None,
        next_seat: Callable[[int], int] | None = None,
    ) -> None:
        self.hands = list(hands)
        self.seat_count = len(self.hands)
        self.leader = leader
        self.to_play = leader
        self.led_mask = 0
        self.trick_mask = 0
        self.trump = trump
        self.trump_mask = SUIT_MASK[trump] if trump is not None else 0
        self.trick_size = trick_size if trick_size is not None else len(self.hands)
        self.next_seat = next_seat
        self.current: list[Card] = []
        self.seats: list[int] = []
        self.tricks: list[Trick] = []
        self.won = [0] * len(self.hands)

    @property
    def led_suit(self) -> Suit | None:
        return self.current[0].suit if self.current else None

    def legal_mask(self, seat: int) -> int:
        """The cards *seat* may play now: the suit led if it holds any, else anything."""
        hand = self.hands[seat]
        return hand & self.led_mask or hand

    def illegality(self, seat: int, card: Card) -> str | None:
        """Why *seat* may not play *card* now, or ``None`` if it may."""
        hand = self.hands[seat]
        if not hand >> card.index & 1:
            return _("{card} is not in the hand (RULES 0.4)").format(card=card)
        if not self.legal_mask(seat) >> card.index & 1:
            led = self.current[0].suit
            assert led is not None
            suit = {
                Suit.SPADES: pgettext("strain", "spades"),
                Suit.HEARTS: pgettext("strain", "hearts"),
                Suit.DIAMONDS: pgettext("strain", "diamonds"),
                Suit.CLUBS: pgettext("strain", "clubs"),
            }[led]
            return _("the hand must follow {suit} (RULES 0.4)").format(suit=suit)
        return None

    def add(self, card: Card) -> Trick | None:
        """Play *card* (already checked) for the seat to play; return the trick if it is complete."""
        seat = self.to_play
        mask = card.mask
        self.hands[seat] &= ~mask
        current = self.current
        current.append(card)
        seats = self.seats
        seats.append(seat)
        count = len(current)
        if count < self.trick_size:
            self.trick_mask |= mask
            if count == 1:
                self.led_mask = _LED_MASK[card.index]
            follow = self.next_seat
            self.to_play = (seat + 1) % self.seat_count if follow is None else follow(seat)
            return None
        trick_mask = self.trick_mask | mask
        if self.led_mask and trick_mask < 1 << 52:
            # No jokers: the highest trump, else the highest card of the suit led, by bit.
            best = trick_mask & self.trump_mask or trick_mask & self.led_mask
            winner = seats[current.index(CARDS[best.bit_length() - 1])]
        else:
            winner = seats[trick_winner(current, self.trump)]
        # tuple.__new__ skips the named tuple's argument handling (half the cost of a trick)
        trick: Trick = _new_tuple(Trick, (seats[0], tuple(seats), tuple(current), winner))
        self.tricks.append(trick)
        self.won[winner] += 1
        self.current = []
        self.seats = []
        self.led_mask = self.trick_mask = 0
        self.leader = self.to_play = winner
        return trick

    def copy(self) -> TrickPlay:
        other = TrickPlay.__new__(TrickPlay)
        for name in TrickPlay.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.current = list(self.current)
        other.seats = list(self.seats)
        other.tricks = list(self.tricks)
        other.won = list(self.won)
        return other
