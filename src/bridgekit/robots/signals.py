"""Defensive signals as data: the standard carding the robots give and read (issue 17).

Standard signals, as most partnerships play them ("standard carding", high encourages):

- **attitude** — on the first round of a suit partner leads, a defender who does not try to win
  the trick plays a high spot card (six to nine) to encourage, promising the ace, king or queen
  of the suit, or his lowest card to discourage;
- **count** — on the first round of a suit declarer (or dummy) leads, a defender who plays low
  shows his length: high-low (a six or higher first) an even number of cards, his lowest an odd
  number;
- **attitude by discard** — a defender's first discard: a high spot card encourages the suit
  discarded (an honour in it), a low one discourages;
- **suit preference** — a defender who leads a suit partner has shown out of, in a trump
  contract (a ruff), leads a high card to ask for the higher-ranking of the two other side
  suits, a low one for the lower.

A card counts as high if it is a spot card of six or more and not the lowest card of the suit the
reader has not seen; as low otherwise. An honour (ten or higher) is never a signal. The same
:func:`signals_in` reads the play for every seat — the defender's partner, declarer and the
sampler of :mod:`bridgekit.robots.pimc` — and :func:`fits_signals` measures how far a layout is
from what a defender's signals promise (signals are soft constraints: a human may signal
otherwise).

The defenders' other cards say something too, under the same standard carding
(:func:`play_misses`):

- **the opening lead's card** — within the suit led, the standard lead (:func:`lead_in_suit`):
  the top of a sequence of honours, the top of a doubleton, fourth best from four or more, low
  from three to an honour, the top of three small; against a suit contract the ace from a suit
  headed by it; in partner's bid suit the top of a doubleton, the ace, low from an honour;
- **the lowest of equal cards when following** — a defender who follows suit with an honour
  (ten or higher) has no lower card equal to it (restricted choice: the queen under the ace
  denies the jack).

>>> from bridgekit import new_game
>>> game = new_game("bridge", deal="N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> for action in "1S P P P CA C8 C5 C2".split():
...     _ = game.act(action)
>>> [str(signal) for signal in signals_in(game.view(1))]
['W ♣5: discourages clubs (no honour in the suit)']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from bridgekit.cards import SUIT_MASK, Card, CardSet, Rank, Suit
from bridgekit.i18n import N_, _
from bridgekit.seats import Seat
from bridgekit.state import Called, View
from bridgekit.tricks import trick_winner

__all__ = [
    "SignalKind",
    "Signal",
    "signals_in",
    "fits_signals",
    "is_high",
    "occasion",
    "discarded_before",
    "lead_in_suit",
    "play_misses",
    "carding_card",
    "partner_suits",
]


class SignalKind(Enum):
    """What a defender's card says."""

    ATTITUDE = "attitude"
    COUNT = "count"
    DISCARD = "discard"
    SUIT_PREFERENCE = "suit preference"


#: the explanations, by kind and high/low (for the catalogues; shown through ``_``)
MEANINGS: dict[tuple[SignalKind, bool], str] = {
    (SignalKind.ATTITUDE, True): N_("encourages {suit} (an honour in the suit)"),
    (SignalKind.ATTITUDE, False): N_("discourages {suit} (no honour in the suit)"),
    (SignalKind.COUNT, True): N_("shows an even number of {suit}"),
    (SignalKind.COUNT, False): N_("shows an odd number of {suit}"),
    (SignalKind.DISCARD, True): N_("encourages {suit} by a discard (an honour in the suit)"),
    (SignalKind.DISCARD, False): N_("discourages {suit} by a discard"),
    (SignalKind.SUIT_PREFERENCE, True): N_("suit preference: asks for {suit}, the higher side suit"),
    (SignalKind.SUIT_PREFERENCE, False): N_("suit preference: asks for {suit}, the lower side suit"),
}

#: suit names for the explanations (plural, lower case)
SUIT_NAMES = {
    Suit.CLUBS: N_("clubs"),
    Suit.DIAMONDS: N_("diamonds"),
    Suit.HEARTS: N_("hearts"),
    Suit.SPADES: N_("spades"),
}

_HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN)


@dataclass(frozen=True, slots=True)
class Signal:
    """A defender's signal: *card* played by *seat*, of *kind*, high or low, about *suit*.

    For a suit-preference signal *suit* is the suit asked for; otherwise the suit of the card.
    """

    seat: int
    card: Card
    kind: SignalKind
    high: bool
    suit: Suit

    @property
    def meaning(self) -> str:
        """What the signal says, in the current language."""
        return _(MEANINGS[self.kind, self.high]).format(suit=_(SUIT_NAMES[self.suit]))

    def __str__(self) -> str:
        return f"{Seat(self.seat).letter} {self.card.symbol()}: {self.meaning}"


def _unseen_below(card: Card, seen: int) -> bool:
    """Whether a card of *card*'s suit lower than it is still unseen by the reader."""
    assert card.suit is not None
    below = SUIT_MASK[card.suit] & (card.mask - 1)
    return bool(below & ~seen)


def is_high(card: Card, seen: int) -> bool:
    """Whether *card* reads as a high signal: a spot card of six or more that is not the lowest
    card of its suit the reader has not seen (*seen*: a mask of the cards the reader knows of).

    >>> is_high(Card.from_str("H8"), 0), is_high(Card.from_str("H4"), 0)
    (True, False)
    >>> is_high(Card.from_str("H8"), CardSet.from_str(".765432..").mask)
    False
    """
    rank = card.rank
    return rank is not None and Rank.SIX <= rank <= Rank.NINE and _unseen_below(card, seen & ~card.mask)


def occasion(
    plays: Sequence[tuple[int, Card]],
    seat: int,
    declarer: int,
    earlier: Sequence[Sequence[tuple[int, Card]]],
) -> SignalKind | None:
    """The kind of signal a defender *seat* gives with his card to a trick whose plays so far are
    *plays* (his own not yet included), or ``None`` if the card is not a signal.

    *earlier* are the tricks before, as (seat, card) plays: attitude and count are given on the
    first round of a suit, the discard signal on a defender's first discard.
    """
    if seat % 2 == declarer % 2 or not plays:
        return None
    led = plays[0][1].suit
    leader = plays[0][0]
    if led is None:
        return None
    same_suit_before = any(t and t[0][1].suit == led for t in earlier)
    if leader == (seat + 2) % 4:
        return None if same_suit_before else SignalKind.ATTITUDE
    if leader % 2 == declarer % 2:
        return None if same_suit_before else SignalKind.COUNT
    return None


def discarded_before(seat: int, trump: Suit | None, earlier: Sequence[Sequence[tuple[int, Card]]]) -> bool:
    """Whether *seat* discarded (neither followed suit nor ruffed) in one of the tricks *earlier*."""
    return any(
        who == seat and card.suit not in (trick[0][1].suit, trump)
        for trick in earlier
        if trick
        for who, card in trick[1:]
    )


def _read(
    plays: Sequence[tuple[int, Card]],
    index: int,
    declarer: int,
    trump: Suit | None,
    earlier: Sequence[Sequence[tuple[int, Card]]],
    seen: int,
    known_voids: set[tuple[int, Suit]],
) -> Signal | None:
    """The signal the card *plays[index]* gives, if any (*plays*: the trick as far as it is seen)."""
    seat, card = plays[index]
    if card.suit is None or card.rank is None:
        return None
    led = plays[0][1].suit
    if index == 0:
        partner = (seat + 2) % 4
        if (
            trump is not None
            and seat % 2 != declarer % 2
            and (partner, card.suit) in known_voids
            and (partner, trump) not in known_voids
            and card.suit != trump
        ):
            others = sorted((s for s in Suit if s not in (card.suit, trump)), reverse=True)
            high = card.rank >= Rank.SIX if card.rank < Rank.TEN else True
            return Signal(seat, card, SignalKind.SUIT_PREFERENCE, high, others[0] if high else others[-1])
        return None
    if card.rank >= Rank.TEN:
        return None
    if card.suit != led:
        if seat % 2 == declarer % 2 or card.suit == trump:
            return None
        if discarded_before(seat, trump, earlier):
            return None
        return Signal(seat, card, SignalKind.DISCARD, is_high(card, seen), card.suit)
    kind = occasion(plays[:index], seat, declarer, earlier)
    if kind is None:
        return None
    if trick_winner([c for _, c in plays], trump) == index:  # a card that wins the trick is no signal
        return None
    return Signal(seat, card, kind, is_high(card, seen), card.suit)


def signals_in(view: View) -> list[Signal]:
    """Every signal the defenders have given so far, as the seat of *view* reads them (what that seat
    has seen decides whether a card is high)."""
    strain = getattr(view.contract, "strain", None)
    if view.declarer is None or strain is None or len(view.hands) != 4:
        return []  # signals are those of four-handed bridge
    declarer = int(view.declarer)
    trump = strain.suit
    seen = 0
    for hand in view.hands:
        if hand is not None:
            seen |= hand.mask
    tricks = [list(zip(t.seats, t.cards, strict=True)) for t in view.tricks]
    current = [(p.seat, p.card) for p in view.current_trick]
    for trick in [*tricks, current]:
        for _seat, card in trick:
            seen |= card.mask
    out: list[Signal] = []
    voids: set[tuple[int, Suit]] = set()
    earlier: list[list[tuple[int, Card]]] = []
    for trick in [*tricks, current]:
        for index in range(len(trick)):
            signal = _read(trick, index, declarer, trump, earlier, seen, voids)
            if signal is not None:
                out.append(signal)
            led = trick[0][1].suit
            seat, card = trick[index]
            if led is not None and card.suit != led:
                voids.add((seat, led))
        earlier.append(trick)
    return out


def fits_signals(hand: CardSet, seat: int, signals: Sequence[Signal]) -> int:
    """How far *hand* (*seat*'s original cards) is from what its signals promise: 0 = consistent.

    Attitude (and a discard) that encourages promises the ace, king or queen of the suit, one that
    discourages denies them; a count signal gives the parity of the suit's length.

    >>> signal = Signal(1, Card.from_str("H8"), SignalKind.ATTITUDE, True, Suit.HEARTS)
    >>> fits_signals(CardSet.from_str("432.Q8.AK32.5432"), 1, [signal])
    0
    >>> fits_signals(CardSet.from_str("432.J8.AK32.5432"), 1, [signal])
    1
    """
    misses = 0
    for signal in signals:
        if signal.seat != seat:
            continue
        ranks = hand.ranks(signal.suit)
        if signal.kind in (SignalKind.ATTITUDE, SignalKind.DISCARD):
            honour = any(rank in _HONOURS for rank in ranks)
            if honour != signal.high and (signal.high or signal.kind is SignalKind.ATTITUDE):
                misses += 1
        elif signal.kind is SignalKind.COUNT and (len(ranks) % 2 == 0) != signal.high:
            misses += 1
    return misses


def lead_in_suit(ranks: Sequence[Rank], suit: Suit, trump: Suit | None, partners_suit: bool = False) -> Card:
    """The standard opening lead from the holding *ranks* (highest first, at least one) of *suit*:
    the top of a sequence of honours (of three cards at notrump: K-Q-J, K-Q-10; two will do
    against a suit contract), the top of a doubleton, fourth best from four or more, low from three
    to an honour, the top of three small; against a suit contract the ace from a suit headed by
    it; in partner's bid suit (*partners_suit*) the ace, low from three or more to an honour, else
    the top — the cards :mod:`bridgekit.robots.play` leads, and the card the simulation leads
    among cards it values the same.

    >>> str(lead_in_suit([Rank.KING, Rank.JACK, Rank.SEVEN, Rank.FOUR, Rank.TWO], Suit.HEARTS, None))
    'H4'
    >>> str(lead_in_suit([Rank.KING, Rank.QUEEN, Rank.SEVEN], Suit.HEARTS, Suit.SPADES))
    'HK'
    >>> str(lead_in_suit([Rank.KING, Rank.QUEEN, Rank.SEVEN], Suit.HEARTS, None))
    'H7'
    """
    top = ranks[0]
    if len(ranks) <= 2:
        return Card(suit, top)
    if top >= Rank.TEN and ranks[1] == top - 1 and (trump is not None or ranks[2] >= top - 3):
        return Card(suit, top)
    if partners_suit:
        return Card(suit, top if top == Rank.ACE or top < Rank.JACK else ranks[-1])
    if trump is not None and top == Rank.ACE:
        return Card(suit, top)
    if len(ranks) >= 4:
        return Card(suit, ranks[3])
    return Card(suit, ranks[-1] if top >= Rank.JACK else top)


def partner_suits(view: View, seat: int) -> set[Suit]:
    """The suits *seat*'s partner named in his calls (whatever they meant)."""
    partner = (seat + 2) % 4
    return {
        record.call.strain.suit
        for record in view.calls
        if isinstance(record, Called)
        and record.seat == partner
        and record.call.strain is not None
        and record.call.strain.suit is not None
    }


def play_misses(view: View) -> Callable[[int, int], int]:
    """How far a defender's original hand (a mask) is from what his cards so far say under the
    standard carding: ``misses(seat, hand)`` counts the cards he would not have played holding
    *hand* — the opening lead if it is not :func:`lead_in_suit` of his holding in the suit led,
    each honour he followed suit with while holding a lower card equal to it (a card is equal
    to it when every rank between them was played in an earlier trick: a card still in the trick
    keeps them apart, as the king that covers the queen is not the jack's equal), and each
    attitude or count card that is not the one :func:`_signal_card` gives from his holding (the
    robots' own carding, read exactly: a defender with fewer than two spot cards gives no signal,
    and with 3-2 his high card is the 3).

    Declarer's side is never read (declarer may false-card), nor a seat the view sees.
    """
    strain = getattr(view.contract, "strain", None)
    if view.declarer is None or strain is None or len(view.hands) != 4:
        return lambda seat, hand: 0
    trump = strain.suit
    declarer = int(view.declarer)
    tricks = [list(zip(t.seats, t.cards, strict=True)) for t in view.tricks]
    current = [(p.seat, p.card) for p in view.current_trick]
    plays = [play for trick in [*tricks, current] for play in trick]
    lead: tuple[int, Card, bool] | None = None
    if plays and plays[0][0] % 2 != declarer % 2 and view.hands[plays[0][0]] is None:
        seat, card = plays[0]
        assert card.suit is not None
        lead = (seat, card, card.suit in partner_suits(view, seat))
    # (seat, the masks of the lower cards equal to the honour he followed with, nearest first)
    equals: list[tuple[int, int]] = []
    # (seat, card, kind, the cards of the suit he had played before, the rank his spot cards must not beat)
    signals: list[tuple[int, Card, SignalKind, int, int]] = []
    gone = 0
    played_by = [0, 0, 0, 0]
    earlier: list[list[tuple[int, Card]]] = []
    for trick in [*tricks, current]:
        led = trick[0][1].suit if trick else None
        for index, (seat, card) in enumerate(trick):
            kind = (
                occasion(trick[:index], seat, declarer, earlier)
                if index
                and led is not None
                and card.suit == led
                and (card.rank or 0) <= Rank.NINE  # an honour is never a signal
                and view.hands[seat] is None
                else None
            )
            if kind is not None and trick_winner([c for _, c in trick[: index + 1]], trump) != index:
                before = [c for _, c in trick[:index]]
                winner = trick_winner(before, trump)
                ceiling = 99  # a spot card that would overtake partner's winning card is not a signal
                if trick[winner][0] == (seat + 2) % 4 and before[winner].suit == led:
                    ceiling = int(before[winner].rank or 99)
                signals.append((seat, card, kind, played_by[seat], ceiling))
            if (
                index
                and led is not None
                and card.suit == led
                and card.rank is not None
                and card.rank >= Rank.TEN
                and seat % 2 != declarer % 2
                and view.hands[seat] is None
            ):
                lower = 0
                for rank in range(int(card.rank) - 1, 1, -1):
                    below = Card(led, Rank(rank)).mask
                    if not gone & below:  # a card still in the trick keeps his two apart
                        lower = below
                        break
                if lower:
                    equals.append((seat, lower))
            played_by[seat] |= card.mask
        for _seat, card in trick:  # only a finished trick's cards close a gap (the queen led, the king
            gone |= card.mask  # covering it, the jack held: the jack would not have won the trick)
        earlier.append(trick)
    if lead is None and not equals and not signals:
        return lambda seat, hand: 0

    def misses(seat: int, hand: int) -> int:
        count = 0
        if lead is not None and lead[0] == seat:
            _seat, card, partners = lead
            assert card.suit is not None
            ranks = CardSet(hand).ranks(card.suit)
            if ranks and lead_in_suit(ranks, card.suit, trump, partners) != card:
                count += 1
        for who, lower in equals:
            count += who == seat and bool(hand & lower)
        for who, card, kind, before, ceiling in signals:
            if who == seat and _signal_card(hand & ~before, card, kind, ceiling) != card:
                count += 1
        return count

    return misses


def carding_card(view: View, card: Card) -> Card:
    """The card a defender gives attitude or count with instead of *card*, if *card* would be read
    as such a signal (a spot card of the suit led that does not win the trick so far, on the first
    round of a suit partner or declarer's side leads): the one :func:`play_misses` expects from his
    holding (:func:`_signal_card`); for a first discard of a spot card of six or more from a suit
    without the ace, king or queen, his lowest card of it (:func:`_discard_card`); otherwise
    *card*. The simulation decides whether to win the trick or with which honour; the carding,
    which spot card, so partner's and declarer's samplers read the defender's hand right.
    """
    strain = getattr(view.contract, "strain", None)
    trick = [(played.seat, played.card) for played in view.current_trick]
    if view.declarer is None or strain is None or len(view.hands) != 4 or not trick:
        return card
    led, seat, trump = trick[0][1].suit, int(view.seat), strain.suit
    earlier = [list(zip(t.seats, t.cards, strict=True)) for t in view.tricks]
    if led is not None and card.suit not in (led, trump):
        return _discard_card(view, card, trump, earlier)
    if led is None or card.suit != led or card.rank is None or card.rank > Rank.NINE:
        return card
    kind = occasion(trick, seat, int(view.declarer), earlier)
    before = [c for _, c in trick]
    if kind is None or trick_winner([*before, card], trump) == len(before):
        return card
    winner = trick_winner(before, trump)
    ceiling = 99
    if trick[winner][0] == (seat + 2) % 4 and before[winner].suit == led:
        ceiling = int(before[winner].rank or 99)
    # a carded spot card that beats the cards so far (the 9 from Q-9-7-2 over the 3 led) is read as
    # no signal, and the card read instead as count would be read as a miss
    return _signal_card(view.hand.mask & SUIT_MASK[led], card, kind, ceiling)


def _discard_card(
    view: View, card: Card, trump: Suit | None, earlier: Sequence[Sequence[tuple[int, Card]]]
) -> Card:
    """A defender's first discard: a spot card of six or more reads as encouraging, promising the
    ace, king or queen (:func:`fits_signals`); from a suit without one, his lowest card instead."""
    seat, suit = int(view.seat), card.suit
    assert view.declarer is not None and suit is not None
    if (
        seat % 2 == int(view.declarer) % 2
        or card.rank is None
        or not Rank.SIX <= card.rank <= Rank.NINE
        or discarded_before(seat, trump, earlier)
    ):
        return card
    played = sum(c.mask for trick in earlier for who, c in trick if who == seat)
    original = CardSet((view.hand.mask | played) & SUIT_MASK[suit])
    if any(rank in _HONOURS for rank in original.ranks(suit)):
        return card
    return min(CardSet(view.hand.mask & SUIT_MASK[suit]), key=lambda c: c.rank or 0)


def _signal_card(holding: int, card: Card, kind: SignalKind, ceiling: int) -> Card:
    """The card a defender holding *holding* (a mask, his cards at the time) follows with to a
    trick where he gives attitude or count (*kind*) in *card*'s suit, as
    :mod:`bridgekit.robots.play` gives it: the highest of his spot cards (below *ceiling*, partner's
    winning card) to encourage or to show an even number, else his lowest card; his lowest card if
    he has fewer than two such spot cards."""
    assert card.suit is not None
    follows = [c for c in CardSet(holding & SUIT_MASK[card.suit])]
    if not follows:
        return card  # a layout where he could not follow breaks a shown card elsewhere, not here
    spots = [c for c in follows if c.rank is not None and c.rank <= Rank.NINE and c.rank < ceiling]
    if len(spots) < 2:
        return follows[0]
    if kind is SignalKind.ATTITUDE:
        high = any(c.rank is not None and c.rank >= Rank.QUEEN for c in follows)
    else:
        high = len(follows) % 2 == 0
    return spots[-1] if high else follows[0]
