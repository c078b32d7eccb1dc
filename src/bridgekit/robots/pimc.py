"""Card play from the auction: Perfect Information Monte Carlo over layouts the auction allows.

For each card decision the robot deals the unseen cards to the hidden hands consistently
with everything the seat knows — the hand sizes, the suits a seat has shown out of
(:mod:`bridgekit.robots.sampling`) and the meaning of every call of the auction as the
bidding system reads it (HCP ranges, suit lengths, balanced hands; :func:`shown_by`) — then
solves all the layouts in one DDS batch (``SolveAllBoards``, spread over DDS's threads) and
plays the card that wins most tricks on average for its side. The opening lead is chosen
the same way, so it is a lead by simulation against the auction.

It needs the ``[dd]`` extra (endplay); without it, it plays like :class:`BridgeRobot`.

>>> from bridgekit import new_game
>>> game = new_game("bridge", seed=5)
>>> robot = PimcRobot(samples=6, seed=1)
>>> while game.phase.value == "auction":
...     _ = game.act(robot.choose(game.view(game.to_act)).action)
>>> game.is_over or robot.choose(game.view(game.to_act)).action in game.legal_actions()
True
"""

from __future__ import annotations

import importlib.util
import random
import time
from collections.abc import Callable, Sequence

from bridgekit.analysis.dd import dd_available
from bridgekit.calls import Contract
from bridgekit.cards import Card, CardSet, Suit
from bridgekit.i18n import format_number, ngettext
from bridgekit.robots import BridgeRobot, Decision
from bridgekit.robots.claim import robot_claim
from bridgekit.robots.meaning import System, shown_by
from bridgekit.robots.sampling import _deal, fits_auction, repair_points, unseen_cards, voids
from bridgekit.robots.signals import (
    SignalKind,
    carding_card,
    fits_signals,
    lead_in_suit,
    partner_suits,
    play_misses,
    signals_in,
)
from bridgekit.state import Called, Claimed, Phase, View

__all__ = [
    "PimcRobot",
    "auction_layouts",
    "fits_auction",
    "fitting_layouts",
    "simulated_card",
    "worth_simulating",
    "layout_count",
    "decision_seed",
]

#: a layout's distance from the auction grows by this much for each signal it contradicts
_SIGNAL_WEIGHT = 2
#: the signals read by what they promise (fits_signals); attitude and count are read card by card
_LOOSE_SIGNALS = (SignalKind.DISCARD, SignalKind.SUIT_PREFERENCE)
#: tricks a layout on average a defender's signal card (:func:`~bridgekit.robots.signals.carding_card`)
#: may lose against the simulation's spot card: which spot card is mostly noise of the sample, and
#: the carding tells partner's and declarer's samplers the truth (12 of 239 signals were another card)
_CARDING_SLACK = 0.25
#: candidate layouts dealt per layout kept, at most (the rest are the closest misses)
_TRIES_PER_SAMPLE = 25


def _history(view: View) -> list[tuple[int, Card]]:
    plays = [
        (seat, card) for trick in view.tricks for seat, card in zip(trick.seats, trick.cards, strict=True)
    ]
    return plays + [(played.seat, played.card) for played in view.current_trick]


#: how far a hidden seat's original hand (its cards held and played) is from what the seat has shown
Miss = Callable[[int, CardSet], int]


#: brings a dealt layout (a mask per seat, changed in place) nearer what the hidden seats showed
Adjust = Callable[[list[int], Sequence[int], Sequence[int], random.Random], None]


def fitting_layouts(
    view: View,
    miss: Miss,
    *,
    count: int,
    seed: int | None = None,
    deadline: float | None = None,
    adjust: Adjust | None = None,
) -> list[list[int]]:
    """*count* layouts of the cards still held (a mask per seat) that fit what the hidden seats showed.

    Layouts keep every shown void exactly; among them, those where ``miss(seat, original hand)`` is
    0 for every hidden seat and whose hands fit every defensive signal given so far and the
    defenders' other cards (the opening lead's card, the lowest of equal honours when following:
    :func:`~bridgekit.robots.signals.play_misses`) are kept, and if too few are found before *deadline* (a
    :func:`time.monotonic` value) or within a bound of tries the closest misses fill the rest.
    ``adjust(layout, hidden, played_by, rng)``, if given, mends each dealt layout first (e.g.
    :func:`~bridgekit.robots.sampling.repair_points`).
    """
    rng = random.Random(seed)
    known, unseen, hidden = unseen_cards(view)
    no_suit = voids(view)
    played_by = [0, 0, 0, 0]
    for seat, card in _history(view):
        played_by[seat] |= card.mask
    # attitude and count are read exactly, card by card, by play_misses; discards and suit preference here
    signals = [signal for signal in signals_in(view) if signal.kind in _LOOSE_SIGNALS]
    reading = play_misses(view)
    scored: list[tuple[int, int, list[int]]] = []
    kept = 0
    for attempt in range(count * _TRIES_PER_SAMPLE):
        layout = _deal(unseen, hidden, known, view.hand_sizes, no_suit, rng)
        if adjust is not None:
            adjust(layout, hidden, played_by, rng)
        distance = 0
        for s in hidden:
            original = CardSet(layout[s] | played_by[s])
            distance += miss(s, original) + _SIGNAL_WEIGHT * (
                fits_signals(original, s, signals) + reading(s, original.mask)
            )
        scored.append((distance, attempt, layout))
        kept += distance == 0
        if kept >= count:
            break
        if deadline is not None and attempt >= count and time.monotonic() > deadline:
            break
    scored.sort(key=lambda item: (item[0], item[1]))
    return [layout for _, _, layout in scored[:count]]


def auction_layouts(
    view: View,
    *,
    count: int,
    seed: int | None = None,
    system: System | None = None,
    deadline: float | None = None,
) -> list[list[int]]:
    """*count* layouts of the cards still held (a mask per seat), consistent with the auction:
    :func:`fitting_layouts` where a hidden hand fits every call's meaning (HCP ranges, suit
    lengths, balanced) as *system* reads the calls; each layout's HCP are first brought into the
    shown ranges by swaps within a suit (:func:`~bridgekit.robots.sampling.repair_points`)."""
    if system is None:
        system = BridgeRobot(play="heuristic").system
    calls = [record for record in view.calls if isinstance(record, Called)]
    shown = shown_by(calls, system)
    return fitting_layouts(
        view,
        lambda seat, hand: fits_auction(hand, shown[seat]),
        count=count,
        seed=seed,
        deadline=deadline,
        adjust=lambda layout, hidden, played_by, rng: repair_points(layout, hidden, shown, played_by, rng),
    )


def layout_count(view: View, samples: int) -> int:
    """Layouts to solve for a decision: *samples* for the opening lead (one decision a deal, and
    the one that knows least) and in the middle of the play; half as many in the first tricks,
    where each solve is slow; twice as many in the last five tricks, where a solve is quick.
    (The full sample in the first tricks too was measured: no fewer tricks thrown for twice
    their CPU time, benchmarks/README.md.)

    >>> from bridgekit import new_game
    >>> game = new_game("bridge", seed=2)
    >>> for call in ["1NT", "P", "P", "P"]:
    ...     _ = game.act(call)
    >>> layout_count(game.view(game.to_act), 24)
    24
    """
    cards = sum(view.hand_sizes)
    if cards == 52:
        return samples
    if cards > 36:
        return max(4, samples // 2)
    return samples if cards > 20 else 2 * samples


def simulated_card(
    view: View, layouts: Sequence[list[int]], preferred: Card, *, deadline: float | None = None
) -> tuple[Card, float]:
    """The legal card that takes most tricks on average for the side to play over *layouts* (one
    DDS batch), and that average; among equal cards *preferred* if it is one, else the lowest.

    With a *deadline* (a :func:`time.monotonic` value) the layouts are solved a few at a time and
    the solving stops once the next few would end past it (the first few are always solved)."""
    card, average, _solved = _simulate(view, layouts, preferred, deadline)
    return card, average


def _simulate(
    view: View, layouts: Sequence[list[int]], preferred: Card, deadline: float | None
) -> tuple[Card, float, int]:
    """:func:`simulated_card`, and how many layouts were solved."""
    legal = [a for a in view.legal_actions if isinstance(a, Card)]
    totals: dict[Card, int] = dict.fromkeys(legal, 0)
    solved = 0
    for values in _batch_values(view, layouts, deadline):
        solved += 1
        for card in legal:
            totals[card] += values.get(card, _equivalent(values, card))
    sign = 1 if _declaring(view) else -1
    choices = [lead for lead in _standard_leads(view) if lead in totals] or legal
    best = max(sign * totals[card] for card in choices)
    candidates = [card for card in choices if sign * totals[card] == best]
    card = _tie_break(view, candidates, preferred)
    carded = carding_card(view, card)
    # the carding reads the hand of the seat's own view: where that seat plays another hand's
    # cards too (bridge for two, Konstam), its card may not be one of the legal ones
    if (
        carded != card
        and carded in totals
        and sign * (totals[card] - totals[carded]) <= _CARDING_SLACK * solved
    ):
        card = carded
    return card, totals[card] / max(1, solved), solved


def _opening_lead(view: View) -> bool:
    """Whether the card to choose is a defender's opening lead."""
    return (
        not view.tricks
        and not view.current_trick
        and not _declaring(view)
        and isinstance(view.contract, Contract)
    )


def _standard_leads(view: View) -> list[Card]:
    """For a defender's opening lead, the standard card of each suit he holds
    (:func:`~bridgekit.robots.signals.lead_in_suit`); otherwise none.

    The simulation chooses the suit, the carding the card: partner's and declarer's samplers read
    the lead exactly (:func:`~bridgekit.robots.signals.play_misses`), so another card of the suit
    (the ace from A-Q-8-7-6 at notrump, the 3 from 9-4-3) would mislead both about the whole suit.
    """
    if not _opening_lead(view):
        return []
    assert isinstance(view.contract, Contract)
    hand = view.hand
    bid = partner_suits(view, int(view.seat))
    trump = view.contract.strain.suit
    return [lead_in_suit(hand.ranks(suit), suit, trump, suit in bid) for suit in Suit if hand.ranks(suit)]


def _tie_break(view: View, candidates: list[Card], preferred: Card) -> Card:
    """Among cards the layouts value the same: for a defender's opening lead the standard lead of
    its suit (:func:`~bridgekit.robots.signals.lead_in_suit`, which partner and declarer read),
    that of *preferred*'s suit first; otherwise *preferred* if it is one, else the lowest."""
    if _opening_lead(view):
        assert isinstance(view.contract, Contract)
        hand = view.hand
        bid = partner_suits(view, int(view.seat))
        trump = view.contract.strain.suit
        standard = [
            card
            for card in candidates
            if card.suit is not None
            and lead_in_suit(hand.ranks(card.suit), card.suit, trump, card.suit in bid) == card
        ]
        if standard:
            same = [card for card in standard if card.suit == preferred.suit]
            return (same or sorted(standard, key=lambda c: (c.rank or 0, c.index)))[0]
    if preferred in candidates:
        return preferred
    return min(candidates, key=lambda c: (c.rank or 0, c.index))


def _declaring(view: View) -> bool:
    to_play, declarer = view.to_play, view.declarer
    return declarer is not None and to_play is not None and to_play % 2 == declarer % 2


def worth_simulating(view: View) -> bool:
    """Whether a card decision needs a simulation: more than one legal card, not all touching."""
    legal = [a for a in view.legal_actions if isinstance(a, Card)]
    return view.phase is Phase.PLAY and len(legal) > 1 and not _all_equal(legal, view)


def decision_seed(seed: int, view: View) -> int:
    """A seed for the layouts of this decision: the same robot seed and view give the same layouts."""
    key = (seed, int(view.seat), len(view.tricks), len(view.current_trick), view.hand.mask)
    return random.Random(repr(key)).getrandbits(32)


#: layouts solved at a time when a decision has a deadline (DDS spreads them over its threads)
_CHUNK = 6


def _batch_values(
    view: View, layouts: Sequence[list[int]], deadline: float | None = None
) -> list[dict[Card, int]]:
    """For each layout, the tricks declarer's side takes after each legal card (one DDS batch; with
    a *deadline*, batches of :data:`_CHUNK` until the next would end past it)."""
    from endplay.dds import solve_all_boards

    from bridgekit.analysis.dd import _LOCK, _endplay_deal

    assert isinstance(view.contract, Contract) and view.declarer is not None and view.to_play is not None
    current = [(played.seat, played.card) for played in view.current_trick]
    leader = current[0][0] if current else int(view.to_play)
    deals = []
    for layout in layouts:
        hands = list(layout)
        for seat, card in current:
            hands[seat] |= card.mask
        deals.append(_endplay_deal(hands, leader, view.contract.strain, [card for _, card in current]))
    side_is_declarer = int(view.to_play) % 2 == int(view.declarer) % 2
    won = sum(
        1 for trick in view.tricks if trick.winner is not None and trick.winner % 2 == int(view.declarer) % 2
    )
    left = 13 - len(view.tricks)
    results: list[dict[Card, int]] = []
    size = 100 if deadline is None else _CHUNK
    last = 0.0
    for start in range(0, len(deals), size):
        began = time.monotonic()
        if deadline is not None and results and began + last > deadline:
            break
        with _LOCK:
            solved = list(solve_all_boards(deals[start : start + size]))
        last = max(last, time.monotonic() - began)
        for board in solved:
            values: dict[Card, int] = {}
            for ecard, tricks in board:
                card = Card.from_str(f"{ecard.suit.abbr}{ecard.rank.abbr}")
                values[card] = won + (tricks if side_is_declarer else left - tricks)
            results.append(values)
    return results


class PimcRobot:
    """Bids with :class:`BridgeRobot`; plays by double-dummy simulation of layouts the auction allows.

    :param samples: layouts solved per decision
    :param seed: the same seed and view give the same card
    :param system: the bidding system (bids, and reads every call when sampling)
    :param budget: seconds a decision may take, roughly: sampling stops at half of it, and the
        layouts are solved a few at a time until the next few would end past it. ``None`` (the
        default) keeps the robot deterministic: the same view always gives the same card; the
        number of layouts tried is bounded anyway.
    """

    def __init__(
        self, *, samples: int = 24, seed: int = 0, system: System | str = "sayc", budget: float | None = None
    ) -> None:
        self.samples = samples
        self.seed = seed
        self.bidder = BridgeRobot(system, play="heuristic")
        self.budget = budget
        self._available: bool | None = None
        if importlib.util.find_spec("endplay") is not None:
            from bridgekit.robots.judgement import preload

            preload()  # DDS imports in the background during the auction (seconds on a loaded machine)

    @property
    def available(self) -> bool:
        """Whether DDS loads (asked at the first card, so making the robot never waits for it)."""
        if self._available is None:
            self._available = dd_available()
        return self._available

    def choose(self, view: View) -> Decision:
        if not self.available or not worth_simulating(view):
            return self.bidder.choose(view)
        start = time.monotonic()
        layouts = auction_layouts(
            view,
            count=layout_count(view, self.samples),
            seed=decision_seed(self.seed, view),
            system=self.bidder.system,
            deadline=None if self.budget is None else start + self.budget / 2,
        )
        heuristic = self.bidder.choose(view).action
        assert isinstance(heuristic, Card)
        deadline = None if self.budget is None else start + self.budget
        card, average, solved = _simulate(view, layouts, heuristic, deadline)
        return Decision(card, _simulated_text(card, average, solved, view))

    def claim(self, view: View) -> Claimed | None:
        """Declarer's claim of the rest when it is certain (:func:`bridgekit.robots.claim.robot_claim`)."""
        return robot_claim(view)

    def __repr__(self) -> str:
        return f"PimcRobot(samples={self.samples}, seed={self.seed})"


def _equivalent(values: dict[Card, int], card: Card) -> int:
    """DDS lists one card of a sequence; its touching cards are worth the same."""
    same_suit = [(other, value) for other, value in values.items() if other.suit == card.suit]
    if not same_suit:
        return min(values.values()) if values else 0
    nearest = min(same_suit, key=lambda item: abs((item[0].rank or 0) - (card.rank or 0)))
    return nearest[1]


def _all_equal(legal: list[Card], view: View) -> bool:
    """All legal cards are touching cards of one suit in hand: any of them will do.

    Only cards of finished tricks close a gap: a card still in the trick between two of ours
    (partner's 8 under dummy's A-K-6-5) decides whether our card wins the trick, and so who
    leads next (overtaking to stay in a hand with winners).
    """
    suits = {card.suit for card in legal}
    if len(suits) != 1:
        return False
    ranks = sorted(card.rank or 0 for card in legal)
    gone = {card.rank for trick in view.tricks for card in trick.cards if card.suit in suits}
    return all(all(r in gone for r in range(lo + 1, hi)) for lo, hi in zip(ranks, ranks[1:], strict=False))


def _simulated_text(card: Card, average: float, count: int, view: View) -> str:
    """Why the simulation chose *card*, in the current language."""
    lead = not view.tricks and not view.current_trick
    if _declaring(view):
        text = (
            ngettext(
                "{card} (opening lead): our side takes {tricks} tricks on average over {count} layout "
                "that fits the auction",
                "{card} (opening lead): our side takes {tricks} tricks on average over {count} layouts "
                "that fit the auction",
                count,
            )
            if lead
            else ngettext(
                "{card}: our side takes {tricks} tricks on average over {count} layout that fits the auction",
                "{card}: our side takes {tricks} tricks on average over {count} layouts that fit the auction",
                count,
            )
        )
    else:
        text = (
            ngettext(
                "{card} (opening lead): declarer takes {tricks} tricks on average over {count} layout "
                "that fits the auction",
                "{card} (opening lead): declarer takes {tricks} tricks on average over {count} layouts "
                "that fit the auction",
                count,
            )
            if lead
            else ngettext(
                "{card}: declarer takes {tricks} tricks on average over {count} layout that fits the auction",
                "{card}: declarer takes {tricks} tricks on average over {count} layouts that fit the auction",
                count,
            )
        )
    return text.format(card=card, tricks=format_number(average, digits=1), count=count)
