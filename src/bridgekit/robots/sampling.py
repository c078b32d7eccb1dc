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

import random
from collections.abc import Sequence

from bridgekit.cards import PACK_52, SUIT_MASK
from bridgekit.state import View

__all__ = ["sample_layouts", "voids"]

#: tries before the void constraints are relaxed (they can only clash on odd histories)
_TRIES = 200


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


def sample_layouts(view: View, *, count: int, seed: int | None = None) -> list[list[int]]:
    """*count* layouts of the cards still held, as a mask per seat (known hands as they are).

    :param view: what the deciding seat may see
    :param seed: the same seed gives the same layouts
    """
    rng = random.Random(seed)
    known = [hand.mask if hand is not None else None for hand in view.hands]
    seen = _played(view)
    for mask in known:
        if mask is not None:
            seen |= mask
    unseen = [card.mask for card in PACK_52.cards if not seen & card.mask]
    hidden = [seat for seat, mask in enumerate(known) if mask is None]
    no_suit = voids(view)
    layouts = []
    for _ in range(count):
        layouts.append(_deal(unseen, hidden, known, view.hand_sizes, no_suit, rng))
    return layouts


def _deal(
    unseen: Sequence[int],
    hidden: Sequence[int],
    known: Sequence[int | None],
    sizes: Sequence[int],
    no_suit: Sequence[int],
    rng: random.Random,
) -> list[int]:
    for attempt in range(_TRIES + 1):
        strict = attempt < _TRIES
        cards = list(unseen)
        rng.shuffle(cards)
        # Cards that only some seats may hold go first, so the constraints rarely dead-end.
        cards.sort(key=lambda bit: sum(1 for s in hidden if strict and no_suit[s] & bit))
        room = {seat: sizes[seat] for seat in hidden}
        hands = {seat: 0 for seat in hidden}
        for bit in cards:
            allowed = [s for s in hidden if room[s] and not (strict and no_suit[s] & bit)]
            if not allowed:
                break
            seat = rng.choice(allowed)
            hands[seat] |= bit
            room[seat] -= 1
        else:
            return [hands[s] if known[s] is None else known[s] or 0 for s in range(len(known))]
    raise AssertionError("the hidden hands cannot hold the unseen cards")  # sizes always add up
