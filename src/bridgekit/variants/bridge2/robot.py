"""Robots for bridge with two or three players: ``bridge2``, ``bridge3`` and ``konstam`` (RULES 9, 17).

A player who sees his dummy knows 26 cards of his side; he places the contract from the
two hands together (a fit, the points, the level they are worth) and, since these
auctions end after one pass, bids it at once, competes up to it, and doubles an
opponent who has bid more than the cards allow. Partners in three-player bridge bid
with the contract-bridge robot's system, the single player as if the two seats he does
not see had passed. Cards are chosen by the contract-bridge robot's play; Konstam's
table is first turned to compass seats (:func:`~bridgekit.variants.konstam.robot.compass_view`).

>>> from bridgekit import new_game
>>> game = new_game("bridge2", seed=4)
>>> while not game.is_over:
...     _ = game.act(TwoPlayerRobot().choose(game.view(game.to_act)).action)
>>> game.is_over
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal, NamedTuple, cast

from bridgekit.call_words import call_text
from bridgekit.calls import DOUBLE, PASS, REDOUBLE, Call, Strain
from bridgekit.cards import Card, CardSet, Rank, Suit
from bridgekit.i18n import N_, _
from bridgekit.robots import Decision
from bridgekit.robots.bidding import choose_call
from bridgekit.robots.play import choose_card
from bridgekit.robots.sampled import SampledPlay
from bridgekit.seats import Seat
from bridgekit.state import Called, Phase, View
from bridgekit.variants.booby.robot import explained
from bridgekit.variants.konstam.game import OPEN, KonstamView, Opened
from bridgekit.variants.konstam.robot import compass_view

__all__ = ["SamplingTwoPlayerRobot", "TwoPlayerRobot", "Placement", "place_contract", "trick_estimate"]

#: the points that make a level worth bidding, for no trump, a major and a minor
_LEVELS = {
    "notrump": ((37, 7), (33, 6), (25, 3), (23, 2), (20, 1)),
    "major": ((37, 7), (33, 6), (25, 4), (23, 2), (20, 1)),
    "minor": ((37, 7), (33, 6), (28, 5), (25, 3), (23, 2), (20, 1)),
}
_HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)
#: the points a dummy nobody has seen is worth on average (40 / 4)
AVERAGE_HAND = 10


class Placement(NamedTuple):
    """Where a side with these cards belongs: a strain, a level (0: pass), the points, why."""

    strain: Strain
    level: int
    points: int
    reason: str


def trick_estimate(points: int) -> int:
    """Tricks a side with *points* (HCP and shortness) can expect: 7 for 20, one per 3 points more.

    >>> trick_estimate(20), trick_estimate(26), trick_estimate(40)
    (7, 9, 13)
    """
    return max(0, min(13, 7 + (points - 20) // 3))


def place_contract(hand: CardSet, partner: CardSet | None) -> Placement:
    """The contract for *hand* with *partner*'s cards (``None``: an unseen hand of average value).

    >>> place = place_contract(CardSet.from_str("AKQ2.KQ2.A32.432"), CardSet.from_str("J543.AJ3.K54.K65"))
    >>> str(place.strain), place.level, place.points
    ('S', 4, 30)
    """
    if partner is None:
        lengths = [hand.suit_length(suit) + 3 for suit in Suit]
        hcp = hand.hcp + AVERAGE_HAND
        honours_ok = True
        seen = hand
    else:
        lengths = [hand.suit_length(suit) + partner.suit_length(suit) for suit in Suit]
        hcp = hand.hcp + partner.hcp
        seen = hand | partner
        honours_ok = all(
            lengths[suit] >= 7 or sum(1 for r in seen.ranks(suit) if r in _HONOURS) >= 2 for suit in Suit
        )
    majors = [suit for suit in (Suit.SPADES, Suit.HEARTS) if lengths[suit] >= 8]
    if majors:
        trump = max(majors, key=lambda suit: (lengths[suit], suit))
        kind = "major"
    elif honours_ok and all(n >= 6 for n in lengths):
        trump, kind = None, "notrump"
    else:
        trump = max(Suit, key=lambda suit: (lengths[suit], suit))
        kind = "major" if trump.is_major else "minor"
    points = hcp
    if trump is not None:
        short = hand if partner is None else min(hand, partner, key=lambda h: h.suit_length(trump))
        points += sum({0: 3, 1: 2, 2: 1}.get(short.suit_length(suit), 0) for suit in Suit if suit != trump)
    strain = Strain.NOTRUMP if trump is None else Strain.from_suit(trump)
    level = next((lvl for least, lvl in _LEVELS[kind] if points >= least), 0)
    together = "" if trump is None else f", {lengths[trump]} trumps"
    return Placement(strain, level, points, f"{points} points together{together}: {level or 'no'} {strain}")


def placement_meaning(call: Call) -> str:
    """What a placing bid says in public: the points together its level stands for (:data:`_LEVELS`),
    in English pieces the catalogue translates (:func:`~bridgekit.variants.booby.robot.explained`).

    >>> placement_meaning(Call.from_str("4S"))
    'the two hands together are worth this contract, 25–32 points'
    """
    strain = call.strain
    assert strain is not None
    suit = strain.suit
    kind = "notrump" if suit is None else "major" if suit.is_major else "minor"
    table = _LEVELS[kind]
    least = [points for points, level in table if level <= call.level]
    more = [points for points, level in table if level > call.level]
    if not least:
        return N_("the two hands together are worth at least this contract")
    lo = max(least)
    band = f"{lo}+" if not more else f"{lo}–{min(more) - 1}"
    worth = N_("the two hands together are worth this contract")
    return f"{worth}, {band} points"


class TwoPlayerRobot:
    """Bids and plays ``bridge2``, ``bridge3`` and ``konstam`` from a view; deterministic."""

    def choose(self, view: View) -> Decision:
        """The action for the seat of *view* and why.

        :raises ValueError: if the seat has nothing to decide
        """
        if not view.legal_actions:
            raise ValueError(_("seat {seat} has nothing to decide in this view").format(seat=view.seat))
        if view.phase is Phase.PLAY:
            if isinstance(view, KonstamView):
                card, text = choose_card(compass_view(view))
            else:
                card, text = choose_card(view)
            return Decision(card, text)
        if view.variant == "bridge3":
            return _bridge3_call(view)
        return _owner_call(view)

    def __repr__(self) -> str:
        return "TwoPlayerRobot()"


class SamplingTwoPlayerRobot(SampledPlay, TwoPlayerRobot):
    """``bridge2``, ``bridge3`` and ``konstam`` with card play by double-dummy sampling (issue 17):
    the calls are :class:`TwoPlayerRobot`'s; each card is chosen over layouts of the hands the
    player does not see that keep the shown voids and the defenders' signals
    (:func:`bridgekit.robots.pimc.fitting_layouts`), solved in one DDS batch, and the card that
    takes most tricks on average for the side to play is played (Konstam's table turned to
    compass seats first). Without the ``[dd]`` extra it plays like :class:`TwoPlayerRobot`.

    :param samples: layouts solved per card
    :param seed: the same seed and view give the same card

    >>> from bridgekit import new_game
    >>> game = new_game("konstam", seed=4)
    >>> robot = SamplingTwoPlayerRobot(samples=4)
    >>> while not game.is_over:
    ...     _ = game.act(robot.choose(game.view(game.to_act)).action)
    >>> sum(game.tricks_won)
    13
    """

    def choose(self, view: View) -> Decision:
        decision = super().choose(view)
        if view.phase is not Phase.PLAY:
            return decision
        table = compass_view(view) if isinstance(view, KonstamView) else view
        if table.contract is None or table.declarer is None:
            return decision
        sampled = self.sampled_card(table, lambda seat, hand: 0, lambda: cast(Card, decision.action))
        return decision if sampled is None else sampled


def _partner_hand(view: View) -> CardSet | None:
    """The dummy this player will play with, if he sees it."""
    if isinstance(view, KonstamView):
        return view.hands[OPEN] if view.dummy_choice == "open" else None
    return view.hands[(int(view.seat) + 2) % 4]


def _legal(view: View, call: Call) -> bool:
    return any(isinstance(a, Call) and a is call for a in view.legal_actions)


def _last_bid(view: View) -> tuple[Call | None, int | None, int]:
    bid, bidder, doubling = None, None, 0
    for record in view.calls:
        if record.call.is_bid:
            bid, bidder, doubling = record.call, int(record.seat), 0
        elif record.call.is_double:
            doubling = 1
        elif record.call.is_redouble:
            doubling = 2
    return bid, bidder, doubling


def _compete(view: View, place: Placement, seat_side: int, side_of: dict[int, int]) -> tuple[Call, str]:
    """Bid the placement (or the cheapest level of its strain up to it), double, or pass."""
    last, bidder, _doubling = _last_bid(view)
    ours = last is not None and bidder is not None and side_of.get(bidder, bidder % 2) == seat_side
    if place.level and not ours:
        target = Call.bid(place.level, place.strain)
        if _legal(view, target):
            return target, explained(target, placement_meaning(target))
        assert last is not None and last.strain is not None
        level = last.level + (1 if place.strain <= last.strain else 0)
        if level <= place.level:
            call = Call.bid(level, place.strain)
            if _legal(view, call):
                return call, explained(
                    call, N_("competes, the two hands together are worth at least this contract")
                )
    if last is not None and not ours and _legal(view, DOUBLE):
        theirs = trick_estimate(40 - place.points + 6)
        if last.tricks_needed >= theirs + 2:
            return DOUBLE, explained(DOUBLE, N_("expects the contract to go down two or more"))
    if ours and _legal(view, REDOUBLE) and trick_estimate(place.points) > place.level + 6:
        return REDOUBLE, explained(REDOUBLE, N_("expects to make an overtrick"))
    return PASS, explained(
        PASS, N_("the two hands together are worth no higher contract (20+ points to bid)")
    )


def _owner_call(view: View) -> Decision:
    """A call in ``bridge2`` or ``konstam`` (the dealer's forced opening with the dummy choice)."""
    seat = int(view.seat)
    actions = view.legal_actions
    first = next((a for a in actions if isinstance(a, Opened)), None)
    if first is not None:
        open_dummy = view.hands[OPEN]
        strong = open_dummy is not None and open_dummy.hcp >= AVERAGE_HAND
        choice: Literal["open", "closed"] = "open" if strong else "closed"
        partner = open_dummy if strong else None
        place = place_contract(view.hand, partner)
        level = max(1, place.level)
        opening = Opened(first.seat, Call.bid(level, place.strain), choice)
        # AVERAGE_HAND is 10: the open dummy's worth in the catalogue's words
        worth = N_("the open dummy has 10+ HCP") if strong else N_("the open dummy has fewer than 10 HCP")
        why = explained(opening.call, f"{worth}, {placement_meaning(opening.call)}")
        return Decision(cast(Call, opening), why)
    place = place_contract(view.hand, _partner_hand(view))
    call, text = _compete(view, place, seat % 2, {})
    return Decision(call, text)


def _bridge3_call(view: View) -> Decision:
    seat = int(view.seat)
    dummy = view.hands[(seat + 2) % 4]
    if dummy is not None:  # the single player: his one call, then maybe a redouble
        place = place_contract(view.hand, dummy)
        call, text = _compete(view, place, seat % 2, {})
        return Decision(call, text)
    legal = [a for a in view.legal_actions if isinstance(a, Call)]
    if any(c.is_bid for c in legal):  # the partners' auction (RULES 9.2 a)
        call, text = choose_call(_with_passes(view))
        if call.is_bid and _legal(view, call):
            return Decision(call, text)
        if call.is_pass:
            return Decision(PASS, f"{call_text('P')}: {text.split(': ', 1)[-1]}")
        return Decision(PASS, explained(PASS, N_("the partners may not bid higher now")))
    last, _bidder, _doubling = _last_bid(view)
    hcp = view.hand.hcp
    if DOUBLE in legal and last is not None and (hcp >= 16 or (hcp >= 13 and last.level >= 4)):
        why = N_("16+ HCP, or 13+ HCP against a game") if last.level >= 4 else "16+ HCP"
        return Decision(DOUBLE, explained(DOUBLE, why))
    if REDOUBLE in legal and hcp >= 16:
        return Decision(REDOUBLE, explained(REDOUBLE, "16+ HCP"))
    return Decision(
        PASS, explained(PASS, N_("not enough to double or redouble (16+ HCP, 13+ against a game)"))
    )


def _with_passes(view: View) -> View:
    """The partners' auction as a bridge auction in which the two other seats passed."""
    calls: list[Called] = []
    for record in view.calls:
        while calls and (int(calls[-1].seat) + 1) % 4 != int(record.seat):
            calls.append(Called(Seat((int(calls[-1].seat) + 1) % 4), PASS))
        if not calls and int(record.seat) != int(view.dealer):
            seat = int(view.dealer)
            while seat != int(record.seat):
                calls.append(Called(Seat(seat), PASS))
                seat = (seat + 1) % 4
        calls.append(record)
    seat = int(view.seat)
    nxt = (int(calls[-1].seat) + 1) % 4 if calls else int(view.dealer)
    while nxt != seat:
        calls.append(Called(Seat(nxt), PASS))
        nxt = (nxt + 1) % 4
    return replace(view, calls=tuple(calls))
