"""Layouts of the hidden hands where the unseen cards are not all in hidden hands (issue 17).

In bridge every card a seat has not seen lies in a hidden hand, so a layout deals all of them
(:mod:`bridgekit.robots.sampling`). In Nullo (RULES 14) the stock and the other player's discards
are never seen; in Slam (RULES 15) cards are still to be dealt; in Chinese bridge (RULES 16) some
lie face down; in Light bridge (RULES 12) a talon may be out of play. There a hidden hand holds
only *some* of the unseen cards: :func:`pool_layouts` draws each hidden hand's cards, as many as
it holds, from the **pool** of cards the viewer has not seen — its own hand, the hands it may
see, the cards played and those it knows are out of play (its own discards) left out — and
never a card of a suit the hand has shown out of. Every card of the pool is equally likely to
be in the hidden hand, which is what the viewer knows (nothing more: it never looks at the
stock or the other's discards).

>>> from bridgekit import CardSet, new_game
>>> from bridgekit.variants.nullo.robot import NulloRobot
>>> game = new_game("nullo", seed=2)
>>> while game.view(game.to_act).stage != "play":
...     _ = game.act(NulloRobot().choose(game.view(game.to_act)).action)
>>> view = game.view(game.to_act)
>>> layouts = pool_layouts(view, count=4, seed=1, out_of_play=view.discarded.mask)
>>> all(CardSet(layout[view.seat]) == view.hand for layout in layouts)
True
>>> other = 1 - view.seat
>>> all(len(CardSet(layout[other])) == view.hand_sizes[other] for layout in layouts)
True
>>> any(layout[other] & (view.hand.mask | view.discarded.mask) for layout in layouts)
False
"""

from __future__ import annotations

import random

from bridgekit.cards import PACK_52
from bridgekit.robots.sampling import _played, voids
from bridgekit.state import View

__all__ = ["pool", "pool_layouts"]


def pool(view: View, *, out_of_play: int = 0, pack: int = PACK_52.mask) -> int:
    """The cards of *pack* the seat of *view* has not seen: not in a hand it sees, not played,
    not among the cards it knows are *out_of_play* (a mask)."""
    seen = _played(view) | out_of_play
    for hand in view.hands:
        if hand is not None:
            seen |= hand.mask
    return pack & ~seen


def pool_layouts(
    view: View,
    *,
    count: int,
    seed: int | None = None,
    out_of_play: int = 0,
    pack: int = PACK_52.mask,
) -> list[list[int]]:
    """*count* layouts (a mask per seat): the hands the seat sees as they are, each hidden hand
    ``view.hand_sizes[seat]`` cards drawn from :func:`pool` at random, none of a suit it has
    shown out of. The most constrained hidden hand is dealt first; the same seed and view give
    the same layouts."""
    rng = random.Random(seed)
    cards = pool(view, out_of_play=out_of_play, pack=pack)
    no_suit = voids(view)
    known = [hand.mask if hand is not None else None for hand in view.hands]
    hidden = [seat for seat, mask in enumerate(known) if mask is None]

    def room(seat: int) -> int:
        return (cards & ~no_suit[seat]).bit_count() - view.hand_sizes[seat]

    hidden.sort(key=room)
    layouts = []
    for _ in range(count):
        left = cards
        layout = [mask or 0 for mask in known]
        for seat in hidden:
            allowed = [1 << i for i in range(64) if (left & ~no_suit[seat]) >> i & 1]
            size = min(view.hand_sizes[seat], len(allowed))
            chosen = sum(rng.sample(allowed, size))
            layout[seat] = chosen
            left &= ~chosen
        layouts.append(layout)
    return layouts
