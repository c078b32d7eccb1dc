"""A robot for Booby (RULES 13), and the card-play and nullo-ladder helpers of the family robots.

Discards: a weak hand (a nullo candidate) gives its highest cards to the dummy, a strong
hand the low cards of its shortest suit. Calls: the hand's estimated tricks choose the
highest suit or NT level it can make, or a nullo level it can keep under; otherwise pass.
Play: win cheaply when tricks are wanted, duck under the winning card when they are not.

>>> from bridgekit import new_game
>>> game = new_game("booby", seed=2)
>>> decision = BoobyRobot().choose(game.view(game.to_act))
>>> decision.action in game.legal_actions()
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Generic, TypeVar, cast

from bridgekit.calls import Call as NulloCall
from bridgekit.calls import Denomination
from bridgekit.cards import Card, CardSet, Rank, Suit
from bridgekit.contracts import NulloContract
from bridgekit.i18n import N_, _
from bridgekit.robots import Decision
from bridgekit.robots.explain_words import explanation_text
from bridgekit.state import Played, View
from bridgekit.variants.booby.game import DUMMY, BoobyView

__all__ = [
    "BoobyRobot",
    "SamplingBoobyRobot",
    "StagedRobot",
    "decide",
    "pick_card",
    "nullo_ladder_call",
    "estimated_tricks",
    "nullo_losers",
]


V = TypeVar("V", bound=View)


def decide(action: object, why: str) -> Decision:
    """A :class:`Decision` for any action of the family games (their actions are not all calls or cards)."""
    return Decision(cast(Any, action), why)


class StagedRobot(Generic[V]):
    """The robot of a family game: it refuses a seat with nothing to decide and gives a view of
    the game (``VIEW``) to the game's :meth:`choose_in`."""

    VIEW: type[V]

    def choose(self, view: View) -> Decision:
        """Choose for the seat of *view*.

        :raises ValueError: if the seat has nothing to decide
        """
        actions_of(view)
        assert isinstance(view, self.VIEW)
        return self.choose_in(view)

    def choose_in(self, view: V) -> Decision:
        """The decision for a view of the game; given by each game."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def actions_of(view: View) -> list[Any]:
    """The legal actions of a family view (calls, cards and the games' own records).

    :raises ValueError: if the seat has nothing to decide
    """
    if not view.legal_actions:
        raise ValueError(_("seat {seat} has nothing to decide in this view").format(seat=view.seat))
    return list(view.legal_actions)


def estimated_tricks(hand: CardSet, trump: Suit | None) -> float:
    """Tricks a hand should take by itself: honours, plus length in the trump suit.

    >>> round(estimated_tricks(CardSet.from_str("AKQJ2.A2.K2.5432"), Suit.SPADES), 1)
    6.0
    """
    tricks = 0.0
    for suit in Suit:
        ranks = hand.ranks(suit)
        length = len(ranks)
        tricks += (Rank.ACE in ranks) + 0.75 * (Rank.KING in ranks and length >= 2)
        tricks += 0.4 * (Rank.QUEEN in ranks and length >= 3)
        if suit == trump:
            tricks += max(0, length - 3) * 0.9 + 0.3 * (Rank.JACK in ranks)
        elif trump is None:
            tricks += max(0, length - 4) * 0.6
    return tricks


def nullo_losers(hand: CardSet) -> float:
    """Tricks a hand is likely to be forced to win without trumps (high cards in short suits).

    >>> nullo_losers(CardSet.from_str("5432.5432.532.32"))
    0.0
    """
    losers = 0.0
    for suit in Suit:
        ranks = hand.ranks(suit)
        low = sum(1 for r in ranks if r <= Rank.SEVEN)
        for rank in ranks:
            if rank >= Rank.TEN:
                losers += (rank - 9) / 5 * (1.0 if low < 2 else 0.5)
    return losers


def nullo_ladder_call(
    legal: Sequence[Any], hand: CardSet, *, support: float, nullo_risk: float, book: float = 6.0
) -> tuple[NulloCall, str]:
    """A call on a nullo ladder: the best denomination's highest makeable level, lowest legal bid.

    :param support: tricks expected from partner or dummy
    :param nullo_risk: tricks a nullo declarer may be forced to win besides his own high cards
    :param book: tricks the contract must exceed (6 for bridge levels)
    """
    calls = [c for c in legal if isinstance(c, NulloCall)]
    bids = [c for c in calls if c.is_bid]
    best: tuple[float, NulloCall, str] | None = None
    for denomination in Denomination:
        if denomination is Denomination.NULLO:
            level = int(6 - 1.5 * nullo_losers(hand) - nullo_risk)
            why = N_("nullo: expects to lose enough tricks")
        else:
            tricks = estimated_tricks(hand, denomination.trump) + support
            level = int(tricks - book)
            why = N_("natural: the best denomination, expects to make it")
        options = [b for b in bids if b.denomination is denomination and b.level <= level]
        if options and (best is None or level > best[0]):
            best = (level, options[0], why)
    if best is not None:
        return best[1], explained(best[1], best[2])
    return calls[0], explained("P", N_("no makeable contract above the last bid"))


def explained(call: object, why: str) -> str:
    """A call's explanation, ``<call>: <why>`` in English (*why* a catalogue message), written in the
    current language as the tables' are (:func:`~bridgekit.robots.explain_words.explanation_text`),
    so that the web table, which keeps the English, shows it in each reader's language."""
    return explanation_text(f"{call}: {why}")


def _beats(card: Card, best: Card, led: Suit | None, trump: Suit | None) -> bool:
    if card.suit == best.suit:
        return card.index > best.index
    return card.suit == trump


def _winner(cards: Sequence[Played], trump: Suit | None) -> Played:
    led = cards[0].card.suit
    best = cards[0]
    for played in cards[1:]:
        if _beats(played.card, best.card, led, trump):
            best = played
    return best


def pick_card(
    legal: Sequence[Any], current: Sequence[Played], *, ours: Iterable[int], trump: Suit | None, want: bool
) -> tuple[Card, str]:
    """A card to play: win cheaply (*want*) or duck under the winning card (not *want*).

    >>> pick_card([Card.from_str("S2"), Card.from_str("SA")], [Played(1, Card.from_str("SK"))], ours={0},
    ...           trump=None, want=True)
    (Card.from_str('SA'), 'SA: wins the trick as cheaply as possible')
    """
    cards = sorted((c for c in legal if isinstance(c, Card)), key=lambda c: c.index)
    if not current:
        if want:
            lengths = {s: sum(1 for c in cards if c.suit == s) for s in Suit}
            suit = max(lengths, key=lambda s: (lengths[s], s != trump))
            suited = [c for c in cards if c.suit == suit]
            top = suited[-1]
            card = top if top.rank is not None and top.rank >= Rank.KING else suited[0]
            return card, _("{card}: lead from the longest suit").format(card=card)
        card = min(cards, key=lambda c: (c.rank or 0, c.suit == trump))
        return card, _("{card}: lead the lowest card to lose the trick").format(card=card)
    led = current[0].card.suit
    win = _winner(current, trump)
    winners = [c for c in cards if _beats(c, win.card, led, trump)]
    losers = [c for c in cards if c not in winners]
    if want:
        if win.seat in set(ours) or not winners:
            card = min(cards, key=lambda c: (c.suit == trump, c.rank or 0))
            return card, _("{card}: the trick is ours or cannot be won; play low").format(card=card)
        return winners[0], _("{card}: wins the trick as cheaply as possible").format(card=winners[0])
    if losers:
        card = max(losers, key=lambda c: c.rank or 0)
        return card, _("{card}: the highest card that stays under {winner}").format(
            card=card, winner=win.card
        )
    card = max(cards, key=lambda c: c.rank or 0)
    return card, _("{card}: the trick must be won, so win it high").format(card=card)


class BoobyRobot(StagedRobot[BoobyView]):
    """Booby in every stage: discards to the dummy, calls, cards (its own and the dummy's)."""

    VIEW = BoobyView

    def choose_in(self, view: BoobyView) -> Decision:
        hand = view.hand
        if view.stage == "discard":
            legal = [c for c in actions_of(view) if isinstance(c, Card)]
            if hand.hcp < 8:
                card = max(legal, key=lambda c: (c.rank or 0, c.index))
                return decide(
                    card, _("{card}: a weak hand gives its high cards away (nullo in view)").format(card=card)
                )
            lengths = {s: hand.suit_length(s) for s in Suit if hand.suit_length(s)}
            short = min(lengths, key=lambda s: lengths[s])
            card = min((c for c in legal if c.suit == short), key=lambda c: c.index)
            return decide(card, _("{card}: a low card of the shortest suit").format(card=card))
        if view.stage == "auction":
            call, why = nullo_ladder_call(view.legal_actions, hand, support=1.5, nullo_risk=3.0)
            return decide(call, why)
        contract = view.contract
        assert isinstance(contract, NulloContract) and view.declarer is not None
        to_play = view.to_play
        assert to_play is not None
        own = view.hands[to_play] if to_play == DUMMY else hand
        assert own is not None
        declaring = view.seat == view.declarer
        ours = {view.declarer, DUMMY} if declaring else {0, 1, 2} - {view.declarer}
        want = not contract.is_nullo
        card, why = pick_card(
            view.legal_actions, view.current_trick, ours=ours, trump=contract.denomination.trump, want=want
        )
        return decide(card, why if to_play != DUMMY else _("dummy's {why}").format(why=why))


class SamplingBoobyRobot(BoobyRobot):
    """Booby with card play by sampling and the generic solver once the dummy is spread and at
    most *tricks_left* tricks remain (:func:`bridgekit.robots.solver_play.solver_card`); the rest
    is :class:`BoobyRobot`'s.

    :param samples: layouts solved per card
    :param seed: the same seed and view give the same card
    """

    def __init__(self, *, samples: int = 6, seed: int = 0, tricks_left: int = 7) -> None:
        self.samples, self.seed, self.tricks_left = samples, seed, tricks_left

    def choose(self, view: View) -> Decision:
        from bridgekit.robots.sampling_unseen import on_average
        from bridgekit.robots.solver_play import solver_card

        decision = super().choose(view)
        if not isinstance(view, BoobyView) or view.stage != "play" or view.hands[DUMMY] is None:
            return decision
        if 13 - len(view.tricks) > self.tricks_left:  # a full solve this early is too slow
            return decision
        contract, declarer = view.contract, view.declarer
        assert (
            isinstance(contract, NulloContract) and declarer is not None and isinstance(decision.action, Card)
        )
        lho, rho = (declarer + 1) % 3, (declarer + 2) % 3
        order = {declarer: lho, lho: DUMMY, DUMMY: rho, rho: declarer}
        chosen = solver_card(
            view,
            side=frozenset({int(declarer), DUMMY}),
            preferred=decision.action,
            trump=None if contract.is_nullo else contract.denomination.trump,
            fewest=contract.is_nullo,
            next_seat=tuple(order[seat] for seat in range(4)),
            trick_size=4,
            samples=self.samples,
            seed=self.seed,
        )
        if chosen is None:
            return decision
        card, average = chosen
        return decide(card, on_average(card, average, self.samples))

    def __repr__(self) -> str:
        return f"SamplingBoobyRobot(samples={self.samples}, seed={self.seed})"
