"""Card play by heuristics, from what one seat can see.

Leads: against NT the top of a sequence or fourth best from the longest suit; against a
suit contract ace from ace-king, top of a sequence, a singleton for a ruff, partner's suit,
top of a doubleton, fourth best (never away from an ace). Following: second hand low,
third hand high, win as cheaply as possible, cover an honour with an honour, ruff when
void unless partner is winning, discard from the weakest suit. Declarer draws trumps while
the opponents hold some, cashes winners, leads towards honours and ruffs in dummy; dummy's
cards are chosen with dummy's hand and position.

>>> from bridgekit import new_game
>>> game = new_game("bridge", deal="N:AK32.KQ4.A73.862 QJ5.J52.KQ84.AK3 T976.A983.J2.QJ7 84.T76.T965.T954")
>>> for call in ["1NT", "P", "3NT", "P", "P", "P"]:
...     _ = game.act(call)
>>> card, text = choose_card(game.view(1))
>>> str(card), text
('D4', 'D4: fourth best from the longest suit')
"""

from __future__ import annotations

from bridgekit.calls import Contract
from bridgekit.cards import SUIT_MASK, Card, CardSet, Rank, Suit
from bridgekit.i18n import N_, _
from bridgekit.robots.signals import Signal, SignalKind, discarded_before, occasion, signals_in
from bridgekit.state import View
from bridgekit.tricks import trick_winner

__all__ = ["choose_card"]


#: The reasons the card play gives, for the catalogues (shown through ``_`` by :func:`choose_card`).
REASONS = (
    N_("ace from ace-king"),
    N_("cannot win the trick"),
    N_("cashes a winner"),
    N_("cashes a winner in partner's suit"),
    N_("cashes a winner in the long suit"),
    N_("covers an honour with an honour"),
    N_("discards from the weakest suit (cannot follow)"),
    N_("discards from the weakest suit (partner is winning)"),
    N_("draws trumps"),
    N_("drives out the high card"),
    N_("fourth best from the longest suit"),
    N_("leaves the trick to partner"),
    N_("low from an honour"),
    N_("low from the long suit"),
    N_("low from the longest suit"),
    N_("makes sure of the trick"),
    N_("only trumps to lead"),
    N_("partner is winning the trick"),
    N_("partner's suit"),
    N_("returns partner's suit"),
    N_("ruffs"),
    N_("ruffs high"),
    N_("second hand low"),
    N_("singleton, hoping for a ruff"),
    N_("the only legal card"),
    N_("third hand high"),
    N_("to ruff in dummy"),
    N_("to the winner opposite"),
    N_("top of a doubleton"),
    N_("top of a sequence"),
    N_("top of nothing"),
    N_("towards the honours opposite"),
    N_("wins as cheaply as possible"),
    N_("encourages partner's lead (attitude: an honour in the suit)"),
    N_("discourages partner's lead (attitude: no honour in the suit)"),
    N_("shows an even number in the suit (count)"),
    N_("shows an odd number in the suit (count)"),
    N_("encourages the suit discarded (an honour in it)"),
    N_("the suit partner encouraged"),
    N_("the suit partner asked for (suit preference)"),
    N_("a ruff for partner (suit preference: the higher side suit)"),
    N_("a ruff for partner (suit preference: the lower side suit)"),
)


def choose_card(view: View) -> tuple[Card, str]:
    """The robot's card for the hand to play in *view* (the seat deciding) and why, in the current
    language."""
    card, why = _choose_card(view)
    reason = why.partition(": ")[2]
    return card, f"{card}: {_(reason)}"


def _choose_card(view: View) -> tuple[Card, str]:
    """The robot's card for the hand to play in *view* (the seat deciding) and why."""
    legal = [a for a in view.legal_actions if isinstance(a, Card)]
    if not legal:
        raise ValueError("no card to play in this view")
    if len(legal) == 1:
        return legal[0], f"{legal[0]}: the only legal card"
    table = _Table(view)
    if not view.current_trick:
        if not view.tricks and table.seat != table.declarer and table.seat != table.dummy:
            return table.opening_lead()
        return table.lead()
    return table.follow(legal)


class _Table:
    """What the deciding seat knows: the hand to play, partner's hand if seen, the cards gone."""

    def __init__(self, view: View) -> None:
        assert view.to_play is not None and view.declarer is not None and isinstance(view.contract, Contract)
        self.view = view
        self.seat = int(view.to_play)
        self.declarer = int(view.declarer)
        self.dummy = (self.declarer + 2) % 4
        hand = view.hands[self.seat]
        assert hand is not None
        self.hand = hand
        self.trump: Suit | None = view.contract.strain.suit
        self.strain = view.contract.strain
        played = 0
        self.voids: set[tuple[int, Suit]] = set()
        for trick in view.tricks:
            played |= self._note(trick.seats, trick.cards)
        current = view.current_trick
        played |= self._note(tuple(p.seat for p in current), tuple(p.card for p in current))
        self.played = played
        visible = 0
        for seen in view.hands:
            if seen is not None:
                visible |= seen.mask
        self.unseen = ((1 << 52) - 1) & ~played & ~visible
        partner = view.hands[(self.seat + 2) % 4]
        self.partner_hand = partner if partner is not None else CardSet()

    def _note(self, seats: tuple[int, ...], cards: tuple[Card, ...]) -> int:
        mask = 0
        for seat, card in zip(seats, cards, strict=True):
            mask |= card.mask
            if card.suit != cards[0].suit and cards[0].suit is not None:
                self.voids.add((seat, cards[0].suit))
        return mask

    # -- knowledge ---------------------------------------------------------------------

    def hand_of(self, seat: int) -> CardSet | None:
        return self.view.hands[seat]

    def outstanding_above(self, card: Card) -> int:
        """Unseen cards of *card*'s suit that beat it."""
        assert card.suit is not None
        return self.unseen & SUIT_MASK[card.suit] & ~((card.mask << 1) - 1)

    def is_master(self, card: Card) -> bool:
        """No card that beats it is unplayed outside this hand and partner's visible hand."""
        assert card.suit is not None
        above = SUIT_MASK[card.suit] & ~((card.mask << 1) - 1) & ~self.played
        return not above & ~self.hand.mask & ~self.partner_hand.mask

    def opponents_trumps(self) -> int:
        if self.trump is None:
            return 0
        return (self.unseen & SUIT_MASK[self.trump]).bit_count()

    def safe(self, card: Card, after: list[int]) -> bool:
        """Whether *card* will still be winning after the opponents among *after* play."""
        assert card.suit is not None
        for seat in after:
            if seat % 2 == self.seat % 2:
                continue
            hand = self.hand_of(seat)
            led = self.led_suit
            if hand is not None:
                follows = hand.mask & SUIT_MASK[led]
                if follows:
                    if card.suit == led and follows & ~((card.mask << 1) - 1):
                        return False
                elif self.trump is not None:
                    trumps = hand.mask & SUIT_MASK[self.trump]
                    if card.suit == self.trump:
                        trumps &= ~((card.mask << 1) - 1)
                    if trumps:
                        return False
                continue
            void = (seat, led) in self.voids
            may_ruff = void and self.trump is not None and card.suit != self.trump
            if may_ruff and (seat, self.trump) not in self.voids and self.opponents_trumps():
                return False
            if card.suit == led and self.outstanding_above(card):
                return False
            if card.suit == self.trump and led != self.trump and void and self.outstanding_above(card):
                return False
        return True

    @property
    def led_suit(self) -> Suit:
        suit = self.view.current_trick[0].card.suit
        assert suit is not None
        return suit

    # -- leads -------------------------------------------------------------------------

    def opening_lead(self) -> tuple[Card, str]:
        hand = self.hand
        partner_suits = [
            c.call.strain.suit
            for c in self.view.calls
            if c.seat == (self.seat + 2) % 4 and c.call.strain is not None and c.call.strain.suit
        ]
        side_suits = [s for s in Suit if s != self.trump and hand.suit_length(s)]
        if not side_suits:
            return self._lowest(hand), f"{self._lowest(hand)}: only trumps to lead"
        for suit in reversed(partner_suits):
            if suit is not None and suit != self.trump and hand.suit_length(suit):
                card = self._lead_in(suit)
                return card, f"{card}: partner's suit"
        if self.trump is None:
            suit = max(side_suits, key=lambda s: (hand.suit_length(s), hand.suit(s).hcp))
            return self._sequence_or_fourth(suit)
        for suit in side_suits:
            ranks = hand.ranks(suit)
            if len(ranks) >= 2 and ranks[0] == Rank.ACE and ranks[1] == Rank.KING:
                card = Card(suit, Rank.ACE)
                return card, f"{card}: ace from ace-king"
        for suit in side_suits:
            top = self._sequence_top(suit)
            if top is not None:
                return top, f"{top}: top of a sequence"
        if hand.suit_length(self.trump):
            for suit in side_suits:
                if hand.suit_length(suit) == 1 and hand.ranks(suit)[0] < Rank.JACK:
                    card = hand.suit(suit).highest()
                    return card, f"{card}: singleton, hoping for a ruff"
        for suit in side_suits:
            if hand.suit_length(suit) == 2 and hand.ranks(suit)[0] < Rank.JACK:
                card = hand.suit(suit).highest()
                return card, f"{card}: top of a doubleton"
        no_ace = [s for s in side_suits if hand.ranks(s)[0] != Rank.ACE] or side_suits
        suit = max(no_ace, key=lambda s: (hand.suit_length(s), -hand.suit(s).hcp))
        return self._sequence_or_fourth(suit)

    def _sequence_top(self, suit: Suit) -> Card | None:
        ranks = self.hand.ranks(suit)
        headed = len(ranks) >= 3 and ranks[0] >= Rank.TEN and ranks[1] == ranks[0] - 1
        if headed and (self.trump is not None or ranks[2] >= ranks[0] - 3):
            return Card(suit, ranks[0])
        return None

    def _sequence_or_fourth(self, suit: Suit) -> tuple[Card, str]:
        top = self._sequence_top(suit)
        if top is not None:
            return top, f"{top}: top of a sequence"
        cards = list(reversed(list(self.hand.suit(suit))))
        if len(cards) >= 4:
            return cards[3], f"{cards[3]}: fourth best from the longest suit"
        if cards[0].rank is not None and cards[0].rank >= Rank.JACK and len(cards) == 3:
            return cards[-1], f"{cards[-1]}: low from an honour"
        return cards[0], f"{cards[0]}: top of nothing"

    def _lead_in(self, suit: Suit) -> Card:
        cards = list(reversed(list(self.hand.suit(suit))))
        top = self._sequence_top(suit)
        if top is not None or len(cards) <= 2:
            return top or cards[0]
        if cards[0].rank == Rank.ACE:
            return cards[0]
        return cards[-1] if cards[0].rank is not None and cards[0].rank >= Rank.JACK else cards[0]

    def lead(self) -> tuple[Card, str]:
        if self.seat in (self.declarer, self.dummy):
            return self._declarer_lead()
        return self._defender_lead()

    def _declarer_lead(self) -> tuple[Card, str]:
        hand, partner = self.hand, self.partner_hand
        trump = self.trump
        if trump is not None and hand.suit_length(trump) and self.opponents_trumps():
            ours = hand.suit_length(trump) + partner.suit_length(trump)
            if ours > self.opponents_trumps():
                mine = hand.suit(trump)
                top = mine.highest()
                if self.is_master(top):
                    return top, f"{top}: draws trumps"
                return mine.lowest(), f"{mine.lowest()}: draws trumps"
        suits = [s for s in Suit if s != trump and hand.suit_length(s)]
        if trump is not None and self.seat == self.declarer and partner.suit_length(trump):
            for suit in suits:
                if not partner.suit_length(suit) and not self.is_master(hand.suit(suit).highest()):
                    low = hand.suit(suit).lowest()
                    return low, f"{low}: to ruff in dummy"
        suits.sort(
            key=lambda s: (hand.suit_length(s) + partner.suit_length(s), (hand | partner).suit(s).hcp),
            reverse=True,
        )
        for suit in suits:
            if not self._cashable(suit) and trump is not None and self.opponents_trumps():
                continue
            mine, theirs = hand.suit(suit), partner.suit(suit)
            top = mine.highest()
            partner_master = bool(theirs) and self.is_master(theirs.highest())
            if self.is_master(top):
                if partner_master and len(mine) > len(theirs):
                    return mine.lowest(), f"{mine.lowest()}: to the winner opposite"
                return top, f"{top}: cashes a winner in the long suit"
            if partner_master:
                return mine.lowest(), f"{mine.lowest()}: to the winner opposite"
            ranks = hand.ranks(suit)
            if len(ranks) >= 2 and ranks[0] >= Rank.TEN and ranks[1] == ranks[0] - 1:
                return Card(suit, ranks[0]), f"{Card(suit, ranks[0])}: drives out the high card"
            if theirs and theirs.highest() > top:
                return mine.lowest(), f"{mine.lowest()}: towards the honours opposite"
            return mine.lowest(), f"{mine.lowest()}: low from the long suit"
        return self._long_suit_lead("from the longest suit")

    def _cashable(self, suit: Suit) -> bool:
        """No opponent is known to be void in *suit* (a ruff would waste the winner)."""
        return not any((s, suit) in self.voids for s in range(4) if s % 2 != self.seat % 2)

    def _defender_lead(self) -> tuple[Card, str]:
        hand = self.hand
        partner = (self.seat + 2) % 4
        for trick in self.view.tricks:
            if trick.leader == partner:
                suit = trick.cards[0].suit
                if suit is not None and suit != self.trump and hand.suit_length(suit):
                    cards = list(reversed(list(hand.suit(suit))))
                    if self.is_master(cards[0]):
                        return cards[0], f"{cards[0]}: cashes a winner in partner's suit"
                    asked = self._asked_suit()
                    if asked is None:
                        card = cards[0] if len(cards) <= 2 else cards[-1]
                        return card, f"{card}: returns partner's suit"
                break
        asked = self._asked_suit()
        if asked is not None:
            return asked
        for suit in Suit:
            if suit == self.trump or not hand.suit_length(suit):
                continue
            top = hand.suit(suit).highest()
            if self.is_master(top) and (self.trump is None or self._cashable(suit)):
                return top, f"{top}: cashes a winner"
        ruff = self._ruff_for_partner()
        if ruff is not None:
            return ruff
        if self.trump is not None and hand.suit_length(self.trump):
            for suit in Suit:
                if suit != self.trump and hand.suit_length(suit) == 1:
                    card = hand.suit(suit).highest()
                    return card, f"{card}: singleton, hoping for a ruff"
        return self._long_suit_lead("from the longest suit")

    def _ruff_for_partner(self) -> tuple[Card, str] | None:
        """In a trump contract, a suit partner has shown out of while he may still hold trumps: lead
        it for him to ruff, high to ask for the higher of the other side suits, low for the lower —
        the one where we hold the higher top card (suit preference)."""
        trump, partner = self.trump, (self.seat + 2) % 4
        if trump is None or (partner, trump) in self.voids or not self.opponents_trumps():
            return None
        for suit in Suit:
            if suit == trump or (partner, suit) not in self.voids or not self.hand.suit_length(suit):
                continue
            others = sorted((s for s in Suit if s not in (suit, trump)), reverse=True)
            tops = [self.hand.ranks(s)[0] if self.hand.suit_length(s) else 0 for s in others]
            cards = self.hand.suit(suit)
            if tops[0] >= tops[-1]:
                card = cards.highest()
                return card, f"{card}: a ruff for partner (suit preference: the higher side suit)"
            card = cards.lowest()
            return card, f"{card}: a ruff for partner (suit preference: the lower side suit)"
        return None

    def _asked_suit(self) -> tuple[Card, str] | None:
        """The lead partner's signals ask for: the suit of his last suit-preference signal, else the
        last suit he encouraged (attitude or discard) that we hold; ``None`` if none."""
        for signal in reversed(self._partner_signals()):
            suit = signal.suit
            if suit == self.trump or not self.hand.suit_length(suit):
                continue
            top = self.hand.suit(suit).highest()
            card = top if self.is_master(top) else self._lead_in(suit)
            if signal.kind is SignalKind.SUIT_PREFERENCE:
                return card, f"{card}: the suit partner asked for (suit preference)"
            if signal.kind in (SignalKind.ATTITUDE, SignalKind.DISCARD) and signal.high:
                return card, f"{card}: the suit partner encouraged"
        return None

    def _long_suit_lead(self, why: str) -> tuple[Card, str]:
        hand = self.hand
        suits = [s for s in Suit if hand.suit_length(s) and s != self.trump] or [
            s for s in Suit if hand.suit_length(s)
        ]
        suit = max(suits, key=lambda s: (hand.suit_length(s), -hand.suit(s).hcp))
        top = self._sequence_top(suit)
        if top is not None:
            return top, f"{top}: top of a sequence"
        low = hand.suit(suit).lowest()
        return low, f"{low}: low {why}"

    # -- following ---------------------------------------------------------------------

    def follow(self, legal: list[Card]) -> tuple[Card, str]:
        current = self.view.current_trick
        cards = [p.card for p in current]
        position = trick_winner(cards, self.trump)
        winner_seat, winning = current[position].seat, cards[position]
        after = [(self.seat + k) % 4 for k in range(1, 4 - len(current))]
        ours = winner_seat % 2 == self.seat % 2
        led = self.led_suit
        follows = [c for c in legal if c.suit == led]
        if follows:
            if ours and (not after or self.safe(winning, after)):
                return self._low(follows, winning, "partner is winning the trick")
            beating = [c for c in follows if _beats(c, winning, self.trump)]
            if not beating:
                return self._low(follows, winning, "cannot win the trick")
            if ours:
                sure = [c for c in beating if self.safe(c, after)]
                if sure:
                    return sure[0], f"{sure[0]}: makes sure of the trick"
                high = _bottom_of_top(follows)
                if high.index > winning.index and len(current) == 2:
                    return high, f"{high}: third hand high"
                return self._low(follows, winning, "leaves the trick to partner")
            if len(current) == 1:
                if (
                    cards[0].rank is not None
                    and cards[0].rank >= Rank.JACK
                    and after
                    and not self._partner_sees(after)
                ):
                    return beating[0], f"{beating[0]}: covers an honour with an honour"
                return self._low(follows, winning, "second hand low")
            sure = [c for c in beating if self.safe(c, after)]
            if sure:
                return sure[0], f"{sure[0]}: wins as cheaply as possible"
            high = _bottom_of_top(follows)
            return high, f"{high}: third hand high"
        trumps = [c for c in legal if self.trump is not None and c.suit == self.trump]
        if trumps and led != self.trump:
            if ours and (not after or self.safe(winning, after)):
                return self._discard(legal, "partner is winning")
            best_trump = max((c for c in cards if c.suit == self.trump), default=None)
            ruffs = [c for c in trumps if best_trump is None or c > best_trump]
            if ruffs:
                for ruff in ruffs:
                    if self.safe(ruff, after):
                        return ruff, f"{ruff}: ruffs"
                return ruffs[-1], f"{ruffs[-1]}: ruffs high"
        return self._discard(legal, "cannot follow")

    # -- signals (bridgekit.robots.signals) -----------------------------------------------

    def _plays(self) -> tuple[list[tuple[int, Card]], list[list[tuple[int, Card]]]]:
        """The current trick's plays and the earlier tricks', as (seat, card)."""
        current = [(p.seat, p.card) for p in self.view.current_trick]
        return current, [list(zip(t.seats, t.cards, strict=True)) for t in self.view.tricks]

    def _low(self, follows: list[Card], winning: Card, why: str) -> tuple[Card, str]:
        """A card that does not try to win: the lowest, or a signal where a defender gives one —
        attitude on the first round of partner's suit, count on the first round of declarer's."""
        low = follows[0]
        current, earlier = self._plays()
        kind = occasion(current, self.seat, self.declarer, earlier)
        partner_wins = (self.seat + 2) % 4 == current[trick_winner([c for _, c in current], self.trump)][0]
        spots = [c for c in follows if _spot(c) and not (partner_wins and _beats(c, winning, self.trump))]
        if kind is None or len(spots) < 2:
            return low, f"{low}: {why}"
        assert low.suit is not None
        if kind is SignalKind.ATTITUDE:
            if any(rank >= Rank.QUEEN for rank in self.hand.ranks(low.suit)):
                return spots[-1], f"{spots[-1]}: encourages partner's lead (attitude: an honour in the suit)"
            return low, f"{low}: discourages partner's lead (attitude: no honour in the suit)"
        if self.hand.suit_length(low.suit) % 2 == 0:
            return spots[-1], f"{spots[-1]}: shows an even number in the suit (count)"
        return low, f"{low}: shows an odd number in the suit (count)"

    def _encouraging_discard(self, by_suit: dict[Suit, list[Card]]) -> Card | None:
        """A defender's first discard: a high spot card of a suit headed by touching honours (A-K
        or K-Q) that he can spare, to encourage it; ``None`` if there is none or it is not his first."""
        if self.seat % 2 == self.declarer % 2:
            return None
        current, earlier = self._plays()
        if discarded_before(self.seat, self.trump, [*earlier, current]):
            return None
        for suit, cards in by_suit.items():
            ranks = self.hand.ranks(suit)
            headed = len(ranks) >= 3 and ranks[0] >= Rank.KING and ranks[1] == ranks[0] - 1
            spots = [c for c in cards if c.rank is not None and Rank.SIX <= c.rank <= Rank.NINE]
            if headed and spots and len(cards) > len(spots):
                return spots[-1]
        return None

    def _partner_signals(self) -> list[Signal]:
        partner = (self.seat + 2) % 4
        return [signal for signal in signals_in(self.view) if signal.seat == partner]

    def _partner_sees(self, after: list[int]) -> bool:
        """Whether the seat after us is our partner (then he covers, not us)."""
        return bool(after) and after[0] % 2 == self.seat % 2

    def _discard(self, legal: list[Card], why: str) -> tuple[Card, str]:
        pool = [c for c in legal if c.suit != self.trump] or legal
        by_suit: dict[Suit, list[Card]] = {}
        for card in pool:
            assert card.suit is not None
            by_suit.setdefault(card.suit, []).append(card)

        def weakness(suit: Suit) -> tuple[int, int]:
            cards = by_suit[suit]
            guard = (
                5 if any(c.rank is not None and c.rank >= Rank.JACK for c in cards) and len(cards) <= 3 else 0
            )
            return (sum(c.hcp for c in cards) + guard, -len(cards))

        encourage = self._encouraging_discard(by_suit)
        if encourage is not None:
            return encourage, f"{encourage}: encourages the suit discarded (an honour in it)"
        suit = min(by_suit, key=weakness)
        card = by_suit[suit][0]
        return card, f"{card}: discards from the weakest suit ({why})"

    def _lowest(self, hand: CardSet) -> Card:
        return hand.lowest()


def _beats(card: Card, winning: Card, trump: Suit | None) -> bool:
    if card.suit == winning.suit:
        return card.index > winning.index
    return card.suit == trump


def _spot(card: Card) -> bool:
    return card.rank is not None and card.rank <= Rank.NINE


def _bottom_of_top(cards: list[Card]) -> Card:
    """The cheapest card equal to the highest of *cards* (the bottom of the top sequence)."""
    best = cards[-1]
    for card in reversed(cards[:-1]):
        if card.index == best.index - 1:
            best = card
        else:
            break
    return best
