"""A slam try weighed by simulation: the quantitative 4NT, scored on each layout as partner's
answer would end it.

The simulation (:mod:`bridgekit.robots.judgement`) weighs final contracts; an invitation is not
one, since where it ends depends on partner's hand. Over partner's natural notrump with no suit
agreed, 4NT invites 6NT ("Notrump opening bids": the quantitative 4NT; "Slam conventions"), and
partner accepts or declines by the table of the situation
(:func:`bridgekit.robots.sayc.slamtries.quantitative_answer_table`: the upper half of the range
its calls showed). On each layout dealt, the partner's hand of that layout is put to that table:
the try scores 6NT where it accepts and 4NT where it declines, beside 3NT and 6NT bid blind.
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgekit.calls import PASS, Call, Strain
from bridgekit.cards import CardSet
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand
from bridgekit.robots.judgement import Candidate, Played, candidates_at
from bridgekit.robots.meaning import System, shown_by
from bridgekit.state import Called

__all__ = ["quantitative_try"]


def quantitative_try(ctx: Context, system: System) -> tuple[Candidate, Played] | None:
    """The quantitative 4NT as a candidate of the simulation, with the level it ends at on a
    layout (6 where partner's table accepts with that layout's hand, else 4); ``None`` where 4NT
    is not read as quantitative here or partner's answer is not a table's."""
    ask = ctx.bid(4, Strain.NOTRUMP)
    if ask is None or not _reads_as_quantitative(system, ctx, ask):
        return None
    found = candidates_at(ctx, [(4, Strain.NOTRUMP)])
    if not found or found[0].call != ask:
        return None
    after = [*ctx.calls, Called(ctx.seat, ask), Called((ctx.seat + 1) % 4, PASS)]
    answering = Context(ctx.partner, after, shown_by(after, system), vulnerable=ctx.vulnerable)
    answers = system.rules_for(answering)
    if not answers:
        return None
    slam = Call.bid(6, Strain.NOTRUMP)

    def ends_at(layout: Sequence[int]) -> int:
        hand = Hand(CardSet(layout[ctx.partner]))
        chosen = next((rule for rule in answers if answering.can(rule.call) and rule.fits(hand)), None)
        return 6 if chosen is not None and chosen.call == slam else 4

    return found[0], ends_at


def _reads_as_quantitative(system: System, ctx: Context, call: Call) -> bool:
    return any(
        rule.call is call and rule.convention == "quantitative" for rule in system.rules_for(ctx) or ()
    )
