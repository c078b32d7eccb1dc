"""Their contract, judged by simulation: pass, double, or bid on in our fit.

Two situations of "Competitive bidding" (ACBL SAYC System Booklet, revised January 2006), where
the booklet leaves the level to judgement:

- :func:`over_their_game`: their game (or slam) over our known fit — pass, double them, or bid
  on at the five level, to make or as a sacrifice; six of our fit over their five-level bid
  above our game (to make), and over their slam (a save);
- :func:`over_their_partscore`: their natural two- or three-level bid once partner has bid, with
  the balance of power and no fit — pass, double for penalties, or bid 3NT.

Both weigh the candidates with :mod:`bridgekit.robots.judgement` over layouts that fit the
auction; ``bidding._compete`` asks them before its rules.
"""

from __future__ import annotations

from bridgekit.calls import DOUBLE, PASS, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, strain_suit
from bridgekit.robots.meaning import game_level

__all__ = ["over_their_game", "over_their_partscore"]


def over_their_game(ctx: Context, hand: Hand, fit: Suit) -> tuple[Call, str] | None:
    """Their game (or slam) over our known fit: pass, double them, or bid on at the five level
    — to make, or as a sacrifice — by simulation of both sides' contracts ("Competitive
    bidding": the booklet leaves the level to judgement). Over their five-level bid above our
    game, six of our fit is weighed too; over their slam, six of our fit as a save."""
    from bridgekit.robots.judgement import DOUBLE_MARGIN, MARGIN, Candidate, judge_compete

    last = ctx.last_bid
    assert last is not None and last.strain is not None and ctx.last_bidder is not None
    if not 4 <= last.level <= 6 or ctx.doubling == 2:
        return None
    strain = Strain(int(fit))
    call = ctx.cheapest(strain)
    # a double only of their bid over our game (their sacrifice, perhaps): doubling their own
    # game on the layouts' say-so lost on every board of seed 5 (4S X made, 4H X made…)
    games = [
        record.call.level
        for record in ctx.calls
        if ctx.is_ours(record.seat)
        and record.call.is_bid
        and record.call.strain is not None
        and record.call.level >= game_level(record.call.strain)
    ]
    over_game = bool(games)
    # their game at our game's own level (1S X 2S 4H 4S) is a contract of theirs, not a save
    # above ours (5S over our 4H or 5H): its double needs the bid's margin (4SX made with
    # West's heart void, 17/71)
    competing = over_game and last.level == game_level(last.strain) and last.level <= max(games)
    # over their slam, a save at the six level (seed 17 board 118: 6H made, 1430, where 6S
    # doubled cost 500)
    bid_on = call is not None and (call.level <= 5 or call.level == last.level == 6)
    # their five-level bid over our game (a sacrifice, perhaps): our slam in the fit is weighed
    # beside the double (a double of 5S took 300 where 6H made, 17/118)
    slam = ctx.bid(6, strain) if over_game and last.level == 5 and not competing else None
    if not bid_on and not over_game:
        return None
    declarer = ctx.first_to_name(last.strain, ours=False)
    if declarer is None:
        declarer = ctx.last_bidder
    ours = ctx.first_to_name(strain, ours=True)
    if ours is None:
        ours = ctx.seat
    # their five-level sacrifice over our game, with our fit's next bid a slam: defend it,
    # doubled or not (a pass let 5S go two down undoubled over our 5H, 17/118)
    candidates = [Candidate(call, call.level, strain, ours)] if bid_on and call is not None else []
    if slam is not None and not (bid_on and slam is call):
        candidates.append(Candidate(slam, 6, strain, ours))
    found = judge_compete(
        ctx,
        hand,
        (last.level, last.strain, declarer),
        candidates,
        may_double=over_game,
        double_margin=MARGIN if competing else DOUBLE_MARGIN,
    )
    if found is None:
        return None
    chosen, gain = found
    why = f"{gain:+.1f} IMPs a board against a pass over layouts that fit the auction"
    if chosen is PASS:
        return PASS, f"Pass: defend {last}{'X' * ctx.doubling} ({why})"
    if chosen is DOUBLE:
        return DOUBLE, f"X: penalty, {last} goes down ({why})"
    return chosen, f"{chosen}: over their {last}, our {fit.name.lower()} fit ({why})"


def over_their_partscore(ctx: Context, hand: Hand) -> tuple[Call, str] | None:
    """RHO's natural two- or three-level bid (not a cue bid of our suit) once partner has bid,
    with the balance of power and no fit: pass, double for penalties or bid 3NT by simulation
    (the booklet leaves the level to judgement; the rules alone doubled only with game values
    and two or more of their trumps)."""
    from bridgekit.robots.judgement import judge_penalty

    last = ctx.last_bid
    their = strain_suit(last) if last is not None else None
    if (
        last is None
        or last.strain is None
        or their is None
        or not 2 <= last.level <= 3
        or ctx.last_bidder != ctx.rho
        or their in ctx.suits_bid(ours=True)  # a cue bid of our suit is no contract of theirs
    ):
        return None
    declarer = ctx.first_to_name(last.strain, ours=False)
    if declarer is None:
        declarer = ctx.rho
    found = judge_penalty(ctx, hand, (last.level, last.strain, declarer))
    if found is None or found[0] is PASS:
        return None
    chosen, gain = found
    why = f"{gain:+.1f} IMPs a board against a pass over layouts that fit the auction"
    if chosen is DOUBLE:
        return DOUBLE, f"X: penalty, {last} goes down ({why})"
    return chosen, f"{chosen}: game values over their {last} ({why})"
