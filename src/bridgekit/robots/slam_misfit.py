"""Slams the simulation does not weigh on a misfit: a void in a suit partner bid naturally.

"Slam conventions" of the booklet give Blackwood to check the aces once the values for slam
are there. Opposite a void, partner's honours in the suit it bid take no trick of their own,
and the ace ask counts partner's ace there as if it did (SAYC partnerships cue-bid rather than
ask "when holding a void"). The double-dummy layouts of :mod:`bridgekit.robots.judgement`
find the discards and entries those honours need, so a void opposite partner's suit looks like
slam values the table rarely has: 1H–3C (jump shift, 17+)–3S–4H, 4NT with 11 HCP and a club
void, 6H one down (par study seed 17 board 110); 1C–1S–1NT–3H–4H, 4NT with a club void, 6H
one down (seed 41 board 39). Such hands stay in game.
"""

from __future__ import annotations

from bridgekit.calls import Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand

__all__ = ["misfit_void", "without_misfit_slams"]


def misfit_void(ctx: Context, hand: Hand) -> Suit | None:
    """A suit in which partner's calls have shown three or more cards and we hold none, else
    ``None``."""
    partner = ctx.shown[ctx.partner]
    return next((suit for suit in Suit if partner.lengths[suit] >= 3 and hand.length(suit) == 0), None)


def without_misfit_slams(
    ctx: Context, hand: Hand, targets: list[tuple[int, Strain]]
) -> list[tuple[int, Strain]]:
    """*targets* without the six- and seven-level contracts when we hold a void in a suit partner
    bid (:func:`misfit_void`); the contracts below six are kept."""
    if misfit_void(ctx, hand) is None:
        return targets
    return [(level, strain) for level, strain in targets if level < 6]
