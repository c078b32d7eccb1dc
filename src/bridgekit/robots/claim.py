"""When a robot declarer claims: the rest of the tricks are certain from what it sees (RULES 10.9).

A robot declarer claims the remaining tricks only when no layout of the unseen cards and no play
of the defenders can beat the claim:

- **all winners** — declarer's side is on lead and the hand on lead holds only masters (each card
  higher than every card of its suit outside that hand, partner's included, so the lead never
  passes to the other hand), and in a trump contract the defenders can hold no trump or that hand
  has at least as many (master) trumps as are still out: it draws them, then cashes the rest;
- **every layout, whatever anyone plays** — with at most :data:`SEARCH_TRICKS` tricks left, every
  way the unseen cards can lie (shown voids kept) is searched with the engine's Law 71 test
  (:func:`bridgekit.laws.claims.guaranteed_tricks`: tricks won under every legal play); the claim
  is the fewest of them, made if it is every remaining trick.

A claim states its line (RULES 10.9), :func:`claim_line`: ``winners`` (the hand on lead cashes
its winners, trumps first while the defenders may hold any) or ``any`` (every remaining trick
whatever anyone plays); :func:`line_text` says it in the reader's language without naming a card
(the claimer's hand is face up: RULES 10.9), and :func:`line_card` is the card the line plays
next, which a robot whose claim was rejected follows while the line applies.

The claim itself goes through the engine (:meth:`~bridgekit.kinds.owned.OwnedGame.claim`),
answered by the opponents on the actual cards (:func:`bridgekit.analysis.claims.check_claim`): the
robots in :mod:`bridgekit.robots.match` do so; a human is asked.

>>> from bridgekit import new_game
>>> game = new_game("bridge", deal="N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> for action in "1NT P P P".split():
...     _ = game.act(action)
>>> robot_claim(game.view(game.to_act)) is None
True
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from bridgekit.calls import Contract
from bridgekit.cards import SUIT_MASK, Card, Suit
from bridgekit.i18n import N_, _
from bridgekit.laws.claims import guaranteed_tricks
from bridgekit.robots.sampling import _played, voids
from bridgekit.state import Claimed, Phase, View
from bridgekit.tricks import cards_of

__all__ = [
    "SEARCH_TRICKS",
    "LINE_WINNERS",
    "LINE_ANY",
    "robot_claim",
    "all_winners",
    "claim_line",
    "line_text",
    "line_card",
]

#: the every-layout search runs with at most this many tricks left (the engine's search bound)
SEARCH_TRICKS: Final = 3

#: the lines a robot's claim states (:func:`claim_line`)
LINE_WINNERS: Final = "winners"
LINE_ANY: Final = "any"
_LINE_TEXTS: Final = {
    LINE_WINNERS: N_(
        "the hand on lead holds only winners: trumps drawn first while the defenders may hold any, "
        "then the rest from the top"
    ),
    LINE_ANY: N_("every remaining trick, whatever anyone plays"),
}


def all_winners(lead_hand: int, outside: int, trump: Suit | None, unseen_trumps: int) -> bool:
    """Whether every card of *lead_hand* wins a trick led from it in turn: each is higher than all
    the *outside* cards of its suit (every card still to be played by the other three hands),
    and the defenders' trumps (*unseen_trumps*) are drawn first by the hand's own.

    >>> from bridgekit.cards import CardSet
    >>> all_winners(CardSet.from_str("AK.Q..").mask, CardSet.from_str("QJ.K2..").mask, None, 0)
    False
    >>> all_winners(CardSet.from_str("AK.A..").mask, CardSet.from_str("QJ.K2..").mask, None, 0)
    True
    >>> all_winners(CardSet.from_str("AK.A..").mask, CardSet.from_str("QJ2.K..").mask, Suit.SPADES, 3)
    False
    """
    if not lead_hand:
        return False
    for suit in Suit:
        mine = lead_hand & SUIT_MASK[suit]
        if not mine:
            if suit == trump:
                if unseen_trumps:
                    return False
                continue
            # a suit the hand lacks: in a trump contract a defender may ruff only if trumps remain
            continue
        lowest = mine & -mine
        if outside & SUIT_MASK[suit] & ~(lowest - 1) & ~mine:
            return False
    if trump is not None and unseen_trumps:
        return (lead_hand & SUIT_MASK[trump]).bit_count() >= unseen_trumps
    return True


def robot_claim(view: View) -> Claimed | None:
    """The claim declarer's robot makes in *view* (declarer's or dummy's turn to play), or ``None``.

    Only at the start of a trick with declarer's side on lead; the claim is every remaining trick.
    """
    if view.phase is not Phase.PLAY or view.current_trick or view.declarer is None or view.contract is None:
        return None
    declarer, to_play = int(view.declarer), view.to_play
    if to_play is None or to_play % 2 != declarer % 2:
        return None
    dummy = (declarer + 2) % 4
    lead_hand, other_hand = view.hands[int(to_play)], view.hands[(int(to_play) + 2) % 4]
    if lead_hand is None or other_hand is None or view.hands[dummy] is None:
        return None
    remaining = len(lead_hand)
    if remaining == 0:
        return None
    assert isinstance(view.contract, Contract)  # a bridge contract: the claims of bridge play
    trump = view.contract.strain.suit
    if _winners(view):
        return Claimed(declarer, remaining)
    unseen = ((1 << 52) - 1) & ~(_played(view) | lead_hand.mask | other_hand.mask)
    if remaining <= SEARCH_TRICKS and _sure_on_every_layout(view, unseen, trump) >= remaining:
        return Claimed(declarer, remaining)
    return None


def _winners(view: View) -> bool:
    """Whether the hand on lead (declarer's side's, at the start of a trick) holds only winners."""
    assert isinstance(view.contract, Contract) and view.to_play is not None
    lead_hand, other_hand = view.hands[int(view.to_play)], view.hands[(int(view.to_play) + 2) % 4]
    if lead_hand is None or other_hand is None:
        return False
    trump = view.contract.strain.suit
    unseen = ((1 << 52) - 1) & ~(_played(view) | lead_hand.mask | other_hand.mask)
    unseen_trumps = (unseen & SUIT_MASK[trump]).bit_count() if trump is not None else 0
    return all_winners(lead_hand.mask, unseen | other_hand.mask, trump, unseen_trumps)


def claim_line(view: View) -> str:
    """The line a robot's claim in *view* (:func:`robot_claim` made it) states: :data:`LINE_WINNERS`
    when the hand on lead holds only winners, else :data:`LINE_ANY` (certain whatever anyone plays)."""
    return LINE_WINNERS if _winners(view) else LINE_ANY


def line_text(line: str | None) -> str | None:
    """A claim's stated line in the reader's language (``None`` if it stated none); it names no card.

    >>> line_text(LINE_ANY), line_text(None)
    ('every remaining trick, whatever anyone plays', None)
    """
    text = _LINE_TEXTS.get(line or "")
    return None if text is None else _(text)


def line_card(view: View) -> Card | None:
    """The card the line :data:`LINE_WINNERS` plays next, for the claimer's side on lead: the
    highest trump while the defenders may hold one, then the highest card (every card of the
    hand on lead is a winner); ``None`` elsewhere (following suit, or the lead has passed to the
    defenders: the line no longer applies) and the robot chooses.

    >>> from bridgekit import new_game
    >>> deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    >>> game = new_game("bridge", deal=deal)
    >>> for action in "1S P P P".split():
    ...     _ = game.act(action)
    >>> line_card(game.view(0)) is None  # East leads: not the claimer's lead
    True
    """
    if view.phase is not Phase.PLAY or view.current_trick or view.declarer is None or view.contract is None:
        return None
    to_play = view.to_play
    if to_play is None or to_play % 2 != int(view.declarer) % 2:
        return None
    hand = view.hands[int(to_play)]
    if hand is None or not len(hand) or not _winners(view):
        return None
    assert isinstance(view.contract, Contract)  # a bridge contract: the claims of bridge play
    trump = view.contract.strain.suit
    if trump is not None:
        other = view.hands[(int(to_play) + 2) % 4]
        seen = _played(view) | hand.mask | (other.mask if other is not None else 0)
        outside_trumps = ((1 << 52) - 1) & ~seen & SUIT_MASK[trump]
        mine = hand.mask & SUIT_MASK[trump]
        if outside_trumps and mine:
            return max(cards_of(mine))
    return max(cards_of(hand.mask))


def _sure_on_every_layout(view: View, unseen: int, trump: Suit | None) -> int:
    """The fewest tricks declarer's side wins over every layout of *unseen* and every play."""
    assert view.declarer is not None and view.to_play is not None
    side = int(view.declarer) % 2
    defenders = [seat for seat in range(4) if seat % 2 != side]
    shown_out = voids(view)
    sizes = view.hand_sizes
    cards = [card.mask for card in cards_of(unseen)]
    first, second = defenders
    fewest = 99
    for chosen in combinations(cards, sizes[first]):
        mask = sum(chosen)
        rest = unseen & ~mask
        if mask & shown_out[first] or rest & shown_out[second]:
            continue
        hands = [0, 0, 0, 0]
        for seat in range(4):
            hand = view.hands[seat]
            hands[seat] = hand.mask if hand is not None else 0
        hands[first], hands[second] = mask, rest
        won = guaranteed_tricks(hands, leader=int(view.to_play), trump=trump, side=side)
        if won is None:
            return 0
        fewest = min(fewest, won)
        if fewest == 0:
            break
    return 0 if fewest == 99 else fewest
