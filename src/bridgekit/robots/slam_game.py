"""Slam weighed beside a game the system's table bids: the raise to game with slam possible.

The booklet's tables bid game in an agreed suit by points alone — opener's four of the major
over the single raise with 19+ points ("Opener's rebids": 1S–2S–4S), the acceptance of a
limit raise, responder's raise of a weak two to game ("Weak two-bids") — and then the auction
is over. "Slam conventions" asks for aces once slam is possible: a hand whose points with the
most partner has shown reach slam first weighs game against slam. With 20 HCP, six spades
and a singleton, 1S–3S (a limit raise, 10–12 support points), the table accepted with 4S where
the control cue-bids stop at 22 points and slam is sure on values.

:func:`game_to_weigh` says when: the table's call is a natural game (four of a major, five of
a minor) in a suit of an eight-card fit, the opponents have only passed, and our points
(support points with four trumps or fewer, else points counting length and, the fit known,
shortness: :meth:`~bridgekit.robots.hand.Hand.raised_points`) with the most partner has
shown reach slam (33 points together), and with what partner holds on average come within two
points of the simulation's slam window (29). Game or slam is then
decided on layouts that fit the auction, a slam in a suit through the ace ask
(:func:`bridgekit.robots.bidding._judge_level`), as the placement weighs it. A table that
asks for aces before it bids game weighs slam itself, and its game is a sign-off: the answer to a control
cue-bid stays unjudged (it asked and went down in six hearts opposite a limit raise, par study
seed 5 board 48, where six notrump made).
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgekit.calls import Strain
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, Rule
from bridgekit.robots.meaning import SLAM, game_level

__all__ = ["game_to_weigh"]

#: the conventions of an ace (key card) ask
ASKS = ("blackwood", "rkcb")

#: the simulation's slam window: slam possible (33 points) with partner at the top
WINDOW = SLAM - 4


def game_to_weigh(ctx: Context, hand: Hand, rule: Rule, rules: Sequence[Rule]) -> tuple[Strain, int] | None:
    """The strain and our combined points (ours with partner's estimate, at least the window)
    when *rule*, the choice of the table *rules*, bids a natural game in a fit with slam
    possible in an auction the opponents left alone; ``None`` when game stands unweighed — and
    when the table asks for aces before it bids game: it weighs slam itself (the answer to a
    control cue-bid), and its game is a sign-off."""
    call, strain = rule.call, rule.call.strain
    if rule.convention or not call.is_bid or strain is None or strain.suit is None:
        return None
    before = rules[: rules.index(rule)] if rule in rules else rules
    if any(other.convention in ASKS for other in before):
        return None
    if call.level != game_level(strain) or ctx.they_have_bid:
        return None
    suit, partner = strain.suit, ctx.shown[ctx.partner]
    if not partner.has_bid or hand.length(suit) + partner.lengths[suit] < 8:
        return None
    points = hand.support_points(suit) if hand.length(suit) <= 4 else hand.raised_points(suit)
    if points + partner.hi < SLAM or points + partner.estimate < WINDOW - 2:
        return None
    return strain, max(WINDOW, points + partner.estimate)
