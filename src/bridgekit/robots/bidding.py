"""Choosing a call: the system's rules where they apply, placement by combined points elsewhere.

What each call shows, and the explanations, are in :mod:`bridgekit.robots.meaning`.

*Placement* (every situation the rules of :mod:`bridgekit.robots.system` do not cover): the
robot adds its points to what partner has shown, looks for an eight-card fit, and bids
slam with 33+ combined points, game with 25+ (five of a minor with 28+, else 3NT), invites
with 23–24 and otherwise stops in the cheapest sensible partscore. It competes over the
opponents as high as the law of total tricks allows and doubles them for penalties when the
hand is strong in their suit or the partnership has the balance of power.

>>> from bridgekit import new_game
>>> game = new_game("bridge", deal="N:AK32.KQ4.A73.862 QJ5.J52.KQ84.AK3 T976.A983.J2.QJ7 84.T76.T965.T954")
>>> call, text = choose_call(game.view(0))
>>> str(call), text
('1NT', '1NT: 15–17 HCP, balanced')
"""

from __future__ import annotations

from bridgekit.calls import DOUBLE, PASS, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.contested import over_their_game, over_their_partscore
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, Rule, Shown, strain_suit
from bridgekit.robots.meaning import (
    GAME,
    GRAND,
    INVITE,
    MINOR_GAME,
    NATURAL,
    SLAM,
    System,
    below_forced_game,
    describe,
    explain_call,
    game_level,
    is_cue,
    over_partners_notrump,
    public_explanation,
    shown_by,
)
from bridgekit.robots.penalty_leave import unsuitable_for_defence
from bridgekit.robots.preference import doubleton_preference
from bridgekit.robots.reopening import notrump_in_the_pass_out_seat, second_suit_in_the_pass_out_seat
from bridgekit.robots.slam_counts import notrump_slam_counts
from bridgekit.robots.slam_game import game_to_weigh
from bridgekit.robots.slam_misfit import without_misfit_slams
from bridgekit.robots.slam_reach import within_reach
from bridgekit.seats import Seat
from bridgekit.state import View

__all__ = [
    "System",
    "NATURAL",
    "choose_call",
    "shown_by",
    "explain_call",
    "public_explanation",
    "describe",
]

#: our side's points (half the deck) for a penalty double on trump length and honours alone
PENALTY_VALUES = 20


def choose_call(view: View, system: System = NATURAL) -> tuple[Call, str]:
    """The robot's call for the seat of *view* (in the auction) and its public meaning."""
    seat = int(view.seat)
    calls = view.calls
    vul = view.vulnerability
    sides = (vul.is_vulnerable(Seat(seat)), vul.is_vulnerable(Seat((seat + 1) % 4)))
    ctx = Context(seat, calls, shown_by(calls, system), vulnerable=sides)
    hand = Hand(view.hand)
    if getattr(system, "simulate", False):
        from bridgekit.robots.judgement import preload

        preload()  # DDS loads in the background long before the first close choice of level
    return _choose(ctx, hand, system)


def _choose(ctx: Context, hand: Hand, system: System) -> tuple[Call, str]:
    rules = system.rules_for(ctx)
    call: Call | None = None
    if rules is not None:
        chosen = next((rule for rule in rules if ctx.can(rule.call) and rule.fits(hand)), None)
        call = chosen.call if chosen is not None else None
        if chosen is not None and chosen.convention == "slam sign-off" and getattr(system, "simulate", False):
            judged = _judge_slam_try(ctx, hand, system, chosen.call)
            if judged is not None:
                call = judged[0]
        elif chosen is not None and getattr(system, "simulate", False) and system.asks_for_aces:
            call = _slam_beside_game(ctx, hand, system, chosen, rules)
    if call is PASS and getattr(system, "simulate", False) and system.asks_for_aces:
        # the table passes their game: with a known fit, pass, double or bid on by simulation
        fit, _ = _fit(ctx, hand, ctx.shown[ctx.partner], careful=True)
        last = ctx.last_bid
        if fit is not None and last is not None and not ctx.last_is_ours:
            judged = over_their_game(ctx, hand, fit)
            if judged is not None:
                call = judged[0]
        elif fit is not None and last is not None and ctx.they_have_bid:
            judged = _judge_game_in_competition(ctx, hand, system, fit)
            if judged is not None:
                call = judged[0]
    if call is None:
        call, _ = _place(ctx, hand, system)
        if rules and system.asks_for_aces:
            call = _as_read(ctx, hand, rules, call)
    return call, public_explanation(ctx, call, system)


def _as_read(ctx: Context, hand: Hand, rules: list[Rule], call: Call) -> Call:
    """A call placed by points that the table of the situation gives a meaning the hand does
    not fit would be read by every seat as that meaning (its explanation says so): an
    artificial call (fourth suit forcing, 12+) made with a weak hand that names the suit is
    replaced by a preference for partner's suit, and a minimum rebid made with a hand too
    strong for every rule of it by the jump in the same strain, when the jump's rule shows more
    and takes the hand's shape and at least its points ("Opener's rebids": the jump rebid shows six
    cards and extra values; the rebid at the cheapest level, a minimum)."""
    meant = [rule for rule in rules if rule.call is call]
    if not call.is_bid or not meant or any(rule.fits(hand) for rule in meant):
        return call
    weak = all(rule.points(hand) < rule.lo for rule in meant)
    if call.level <= 3 and weak and all(rule.convention and rule.forcing for rule in meant):
        partner = ctx.shown[ctx.partner]
        for suit in sorted(Suit, key=lambda s: (-partner.lengths[s], -s)):
            other = ctx.cheapest(Strain(int(suit)))
            shown = partner.lengths[suit] and hand.length(suit) >= 3
            if shown and other is not None and other.level <= 2 and not any(r.call is other for r in rules):
                return other
        return call
    if call.strain is None or not all(rule.points(hand) > rule.hi for rule in meant):
        return call
    jump = ctx.bid(call.level + 1, call.strain)
    if jump is None or jump.level >= game_level(call.strain):
        return call
    least = max(rule.lo for rule in meant)
    if any(rule.call is jump and rule.lo > least and _fits_but_more(rule, hand) for rule in rules):
        return jump
    return call


def _fits_but_more(rule: Rule, hand: Hand) -> bool:
    """*hand* meets every condition of *rule* but its upper bound of points."""
    lengths = all(lo <= n <= hi for n, lo, hi in zip(hand.lengths, rule.min_len, rule.max_len, strict=True))
    return (
        rule.points(hand) >= rule.lo
        and lengths
        and (not rule.balanced or hand.is_balanced)
        and (rule.test is None or rule.test(hand))
    )


# -- placement -----------------------------------------------------------------------


def _fit(ctx: Context, hand: Hand, partner: Shown, *, careful: bool = False) -> tuple[Suit | None, int]:
    """Our best eight-card fit (majors first) and its length; with *careful*, a six-card suit
    opposite a balanced hand (two or more cards) counts."""
    theirs = ctx.suits_bid(ours=False)
    fits = [
        (suit, hand.length(suit) + partner.length(suit))
        for suit in Suit
        if (partner.lengths[suit] > 0 or (careful and partner.balanced and suit not in theirs))
        and hand.length(suit) + partner.length(suit) >= 8
    ]
    if not fits:
        return None, 0
    majors = [f for f in fits if f[0].is_major]
    return max(majors or fits, key=lambda f: (f[1], f[0]))


def _place(ctx: Context, hand: Hand, system: System = NATURAL) -> tuple[Call, str]:
    partner = ctx.shown[ctx.partner]
    fit, fit_length = _fit(ctx, hand, partner, careful=system.asks_for_aces)
    points = hand.support_points(fit) if fit is not None and hand.length(fit) <= 4 else hand.total
    if fit is None:
        points = hand.hcp + sum(max(0, n - 5) for n in hand.lengths)
    partner_points = partner.estimate if partner.has_bid else min(partner.hi, 8)
    careful = system.asks_for_aces  # SAYC's judgement; the natural system keeps its old habits
    if careful and not partner.has_bid:
        # a silent partner holds at most what the pack leaves: 40 less our HCP and the least
        # the two opponents have shown (1D 1H P 2D(cue-bid raise): a 20-count's partner has 2)
        shown_by_them = ctx.shown[ctx.lho].lo + ctx.shown[ctx.rho].lo
        partner_points = min(partner_points, max(0, 40 - hand.hcp - shown_by_them))
    combined = points + partner_points
    forcing = partner.forcing and (ctx.rho_call is PASS) and ctx.last_is_ours
    if careful and ctx.last_is_ours and ctx.last_bidder == ctx.partner:
        # a double by RHO does not release a forcing bid, and a cue bid of their suit is never a contract
        cue = ctx.last_bid is not None and is_cue(ctx, ctx.last_bid, ctx.partner)
        forcing = partner.forcing or cue
    if careful and (below_forced_game(ctx, system) or _owes_rebid(ctx)):
        forcing = True
    if ctx.last_bid is not None and not ctx.last_is_ours:
        if careful and _partner_doubled_for_penalty(ctx, system, fit):
            out = unsuitable_for_defence(ctx, hand)
            if out is not None:
                return out, f"{out}: unsuitable for defence against {ctx.last_bid} doubled"
            return PASS, f"Pass: partner doubled {ctx.last_bid} for penalty"
        if careful and getattr(system, "simulate", False) and fit is not None:
            judged = over_their_game(ctx, hand, fit)
            if judged is not None and judged[0] is not PASS:  # a pass leaves the rules their say
                return judged
        simulate = careful and getattr(system, "simulate", False)
        return _compete(ctx, hand, fit, fit_length, combined, careful=careful, simulate=simulate)
    last = ctx.last_bid
    if last is not None and ctx.doubling and not forcing and not _for_takeout(ctx, system):
        return PASS, f"Pass: {last}{'X' * ctx.doubling} is our contract"
    partner_placed = last is not None and ctx.last_bidder == ctx.partner and last.strain is not None
    if (
        partner_placed
        and last is not None
        and last.strain is not None
        and last.level >= game_level(last.strain)
    ):
        return _after_placement(ctx, hand, last, system if careful else None)
    strain = (
        Strain(int(fit))
        if fit is not None
        else _choose_strain(ctx, hand, partner, forced=careful and forcing)
    )
    if strain is None:
        return _show_suit(ctx, hand, combined, forcing, careful=careful, system=system)
    if careful and strain is Strain.NOTRUMP and fit is None and combined >= GAME:
        preference = doubleton_preference(ctx, hand)  # 3NT would promise the fourth suit stopped
        if preference is not None:
            return preference, f"{preference}: preference, a doubleton honour, no stopper for notrump"
    if careful and strain is Strain.NOTRUMP and fit is None and not _asked(ctx):
        invite = _quantitative(ctx, hand, system)
        if invite is not None:
            return invite
    if careful and fit is not None and strain.suit is fit:
        agreed = _agree_below_game(ctx, hand, system, fit, points)
        if agreed is not None:
            return agreed
    if careful and getattr(system, "simulate", False) and not _asked(ctx):
        judged = _judge_level(ctx, hand, system, strain, combined, forcing=forcing)
        if judged is not None:
            return judged
    if combined >= SLAM and system.asks_for_aces and strain is not Strain.NOTRUMP:
        ask = ctx.bid(4, Strain.NOTRUMP)
        if ask is not None and not _asked(ctx) and _reads_as_ask(system, ctx, ask):
            return ask, "4NT: asks for aces"
    if combined >= GRAND:
        target, why = 7, f"grand slam, about {combined} points together"
    elif combined >= SLAM:
        target, why = 6, f"slam, about {combined} points together"
    elif combined >= GAME and (
        strain in (Strain.NOTRUMP, Strain.HEARTS, Strain.SPADES) or combined >= MINOR_GAME
    ):
        target, why = game_level(strain), f"game, about {combined} points together"
    elif combined >= GAME and strain.suit is not None and not strain.suit.is_major and _nt_ok(ctx, hand):
        strain, target, why = Strain.NOTRUMP, 3, f"game, about {combined} points together"
    elif combined >= INVITE and (strain is Strain.NOTRUMP or strain.suit in (Suit.HEARTS, Suit.SPADES)):
        target, why = game_level(strain) - 1, f"invites game, about {combined} points together"
    else:
        target, why = 0, f"partscore, about {combined} points together"
    fit_text = f", {fit_length}-card {fit.name.lower()} fit" if fit is not None else ""
    last = ctx.last_bid
    reached = last is not None and last.strain == strain and (last.level >= target or target == 0)
    if reached and not forcing:
        return PASS, f"Pass: {last} is our contract ({why}{fit_text})"
    call = ctx.bid(target, strain) if target else ctx.cheapest(strain)
    too_high = call is not None and (
        call.level > 3 or (careful and strain is Strain.NOTRUMP and call.level >= 3)
    )
    if call is None and careful and forcing and last is not None and last.strain == strain:
        call = ctx.cheapest(strain)  # forced on past the level aimed at: one step up in our strain
        if call is not None:
            return call, f"{call}: forced on, {why}{fit_text}"
    if call is None or (target == 0 and too_high and not forcing):  # a partscore never bids game
        if forcing:
            return _forced(ctx, hand, careful=careful)
        return PASS, f"Pass: high enough ({why})"
    if (
        target == 0
        and not forcing
        and last is not None
        and ctx.last_is_ours
        and last.level >= 2
        and call.level > 2
        and last.strain is not None
        and (last.strain is Strain.NOTRUMP or _shown_length(ctx, last) >= 7)
    ):
        return PASS, f"Pass: {last} will do ({why})"
    if careful and target == 0 and not forcing and strain is Strain.NOTRUMP and _rebid_suit(ctx):
        # partner rebid a suit (five or six cards) at the two level: 2NT over it reads as an
        # invitation (11–12 beside a minimum), so a partscore leaves partner in the suit
        return PASS, f"Pass: {last} will do ({why})"
    return call, f"{call}: {why}{fit_text}"


def _rebid_suit(ctx: Context) -> bool:
    """Partner's last bid, the last of the auction, names at the two level a suit our side bid
    before: partner's own suit rebid ("Opener's rebids": at the cheapest level, a minimum with
    five or six cards) or a preference for ours (1D–1H–2C–2D), in an auction they left alone."""
    last = ctx.last_bid
    before = ctx.bids_of(ctx.partner)[:-1] + ctx.bids_of(ctx.seat)
    return (
        last is not None
        and not ctx.they_have_bid
        and ctx.last_bidder == ctx.partner
        and last.level == 2
        and strain_suit(last) is not None
        and any(bid.strain is last.strain for bid in before)
    )


def _for_takeout(ctx: Context, system: System) -> bool:
    """Their double of our partscore below four, in an auction where both of us have bid, is
    read as take-out (or negative): it asks the doubler's partner to bid and leaves our
    contract undecided ("Competitive bidding"), so the robot places the contract as without it
    rather than pass it as doubled for penalty (1S P 2S X: opener with game values bids 4S)."""
    reading = getattr(system, "reading", None)
    last = ctx.last_bid
    if reading is None or last is None or last.level > 3 or ctx.doubling != 1:
        return False
    if not ctx.shown[ctx.partner].has_bid:  # partner passed our opening: the auction would be over
        return False
    rule = reading(ctx.calls)[max(i for i, record in enumerate(ctx.calls) if record.call is DOUBLE)]
    return rule is not None and (rule.convention in _TAKEOUT or "take-out" in rule.text)


_TAKEOUT = ("takeout", "negative", "reopening double")


def _partner_doubled_for_penalty(ctx: Context, system: System, fit: Suit | None) -> bool:
    """Partner doubled their two- or three-level partscore and the double, not read as
    take-out, negative or reopening, stands: it is our contract to defend ("Competitive
    bidding": a penalty double is left in), unless our fit plays at the level of their
    contract — that partscore is still ours to compete for. Bidding on over it to game threw
    away the plus (par study seed 41 board 86: 1S 1NT 2S 3D 3S P P X P 5D, one down, where 3S
    doubled went down); left in over 3H with a spade fit at three, it let 3H doubled make
    (seed 5 board 14). Their 1NT doubled is no part of it: opener with six clubs and a
    singleton still takes out (seed 41 board 76)."""
    reading = getattr(system, "reading", None)
    last = ctx.last_bid
    if reading is None or last is None or not 2 <= last.level <= 3 or ctx.doubling != 1:
        return False
    ours = ctx.cheapest(Strain(int(fit))) if fit is not None else None
    if ours is not None and ours.level <= last.level:
        return False
    index = max(i for i, record in enumerate(ctx.calls) if record.call is DOUBLE)
    if int(ctx.calls[index].seat) != ctx.partner:
        return False
    rule = reading(ctx.calls)[index]  # none: placed by points, where every double is for penalty
    return rule is None or (rule.convention not in _TAKEOUT and "take-out" not in rule.text)


def _agree_below_game(
    ctx: Context, hand: Hand, system: System, fit: Suit, points: int
) -> tuple[Call, str] | None:
    """Game is forced ("Opener's rebids": a jump shift is forcing to game; so are responder's
    jump shift and Jacoby 2NT) and we first find a fit in partner's suit below game: raise it
    at the cheapest level — still forcing — rather than jump to game or bid 3NT, when slam is
    possible opposite partner's maximum (the simulation's slam window). Game can be reached
    later; the raise lets partner, whose strength is unlimited, cue-bid a control or ask for
    aces ("Slam conventions") where a jump to game would end the auction."""
    partner = ctx.shown[ctx.partner]
    call = ctx.cheapest(Strain(int(fit)))
    if (
        call is None
        or ctx.they_have_bid
        or ctx.last_bidder != ctx.partner
        or not partner.lengths[fit]
        or ctx.shown[ctx.seat].lengths[fit]  # already agreed: the fit is no news
        or call.level >= game_level(Strain(int(fit)))
        or points + partner.hi < SLAM - 4
        or _asked(ctx)
        or not below_forced_game(ctx, system)
    ):
        return None
    return call, f"{call}: agrees {fit.name.lower()} below game (game forced), slam possible"


def _judge_level(
    ctx: Context, hand: Hand, system: System, strain: Strain, combined: int, *, forcing: bool
) -> tuple[Call, str] | None:
    """A close choice of level (game or slam, partscore or game) decided by simulation."""
    from bridgekit.robots.judgement import candidates_at, judge_contract

    game = game_level(strain)
    last = ctx.last_bid
    ours = last is not None and ctx.last_is_ours and last.strain is not None and not forcing
    targets: list[tuple[int, Strain]] = []
    if SLAM - 4 <= combined < GRAND + 4:  # up to a grand slam: never jump to seven unjudged
        targets = [(max(game, last.level if last is not None else 0), strain), (6, strain)]
        if combined >= GRAND - 2:
            targets.append((7, strain))
        if strain.suit is not None and not strain.suit.is_major:
            targets += [(3, Strain.NOTRUMP), (6, Strain.NOTRUMP)]
        partner = ctx.shown[ctx.partner]
        for suit in Suit:  # another eight-card fit may play a trick better at the six level
            other = Strain(int(suit))
            if (
                other is not strain
                and hand.length(suit) + partner.lengths[suit] >= 8
                and partner.lengths[suit]
            ):
                targets.append((6, other))
    elif GAME - 4 <= combined < (GAME if game < 5 else MINOR_GAME) + 2 and (
        last is None or last.level < game or not ctx.last_is_ours
    ):  # a minor: 3NT or five of it up to 29 points
        low = ctx.cheapest(strain)
        if hand.hcp + ctx.shown[ctx.partner].lo >= GAME:
            pass  # game values by the point count, partner's least included: no partscore
        elif ours and last is not None and last.strain is not None:
            targets.append((last.level, last.strain))
        elif low is not None and low.level < game:
            targets.append((low.level, strain))
        targets.append((game, strain))
        if strain.suit is not None and not strain.suit.is_major:
            targets.append((3, Strain.NOTRUMP))
        if strain.suit is None or not strain.suit.is_major:
            targets += _unshown_majors(ctx, hand)
    else:
        return None
    reached = (last.level, last.strain) if last is not None and last.strain is not None else None
    if ours and reached is not None and reached not in targets and reached[0] >= game:
        targets.insert(0, reached)
    counted = notrump_slam_counts(ctx, hand, targets, fit=strain is not Strain.NOTRUMP)
    counted = without_misfit_slams(ctx, hand, counted)
    counted = within_reach(ctx, combined - ctx.shown[ctx.partner].estimate, counted)
    only = candidates_at(ctx, counted) if len(counted) < len(targets) else []
    if len(only) == 1:  # the point count leaves one contract: no simulation
        level, strain = only[0].level, only[0].strain
        why = f"{level}{strain}: {'slam' if level >= 6 else 'no slam'} by the point count"
        return only[0].call, why if only[0].call is not PASS else f"Pass: {why}"
    ask = ctx.bid(4, Strain.NOTRUMP)
    slam = any(level >= 6 and strain is not Strain.NOTRUMP for level, strain in counted)
    asks = slam and ask is not None and system.asks_for_aces and _reads_as_ask(system, ctx, ask)
    # a slam reached through the ace ask stops at five missing two aces: judged as such
    judged = judge_contract(ctx, hand, counted, against="the other contracts", ace_ask=asks)
    if judged is None or judged[0] is PASS:
        return judged
    call, why = judged
    if call.level >= 6 and call.strain is not Strain.NOTRUMP and asks and ask is not None:
        return ask, f"4NT: asks for aces (slam {why})"
    invite = _quantitative_over_layouts(ctx, hand, system, call) if system.asks_for_aces else None
    if invite is not None:
        return invite, f"{invite}: invites 6NT (slam {why}, short of 33 HCP opposite partner's least)"
    return call, f"{call}: {why}"


def _quantitative_over_layouts(ctx: Context, hand: Hand, system: System, call: Call) -> Call | None:
    """The quantitative 4NT in place of a 6NT the layouts favour when partner's natural notrump
    leaves the count to where partner lies in its range ("Notrump opening bids": 4NT invites
    6NT; a slam in notrump needs 33 HCP together): the layouts average partner's range, while
    partner, who knows its hand, accepts only in the upper half (par study seed 41 board 87:
    19 HCP opposite a 3NT of 13–18, 6NT on the layouts, one down opposite 13)."""
    if call.level != 6 or call.strain is not Strain.NOTRUMP:
        return None
    if hand.hcp + ctx.shown[ctx.partner].lo >= SLAM:
        return None
    ask = ctx.bid(4, Strain.NOTRUMP)
    if ask is None or not _reads_as(system, ctx, ask, ("quantitative",)):
        return None
    return ask


def _unshown_majors(ctx: Context, hand: Hand) -> list[tuple[int, Strain]]:
    """Game in a five-card major of ours that nobody has bid, beside a minor-suit fit or notrump
    in a competitive auction: the new suit over their overcall names the longest suit
    ("Competitive bidding": 1D (2H) 3C with five spades and six clubs), and a hand that passed
    their weak two has shown nothing (2H 2NT P: five spades opposite the 15–18 overcall), so the
    major is never shown, and four of it facing partner's three may play better than five of
    the minor or notrump."""
    if not ctx.they_have_bid:
        return []
    named = ctx.suits_bid(ours=True) + ctx.suits_bid(ours=False)
    return [
        (4, Strain(int(suit)))
        for suit in (Suit.SPADES, Suit.HEARTS)
        if hand.length(suit) >= 5 and suit not in named
    ]


def _judge_slam_try(ctx: Context, hand: Hand, system: System, sign_off: Call) -> tuple[Call, str] | None:
    """Partner's splinter that the table answers with a sign-off in game: game or slam in the
    agreed suit decided by simulation (issue 17 item 2, "Judgement by simulation … slam try"),
    slam through the ace ask. Hands that cannot reach 29 points together with partner's maximum
    keep the sign-off unjudged. (The answer to a control cue-bid is not judged: with clubs
    agreed its ace ask led to the king ask and a 6NT one down, seed 23 board 90.)"""
    from bridgekit.robots.judgement import judge_contract

    strain = sign_off.strain
    if strain is None or strain.suit is None or hand.total + ctx.shown[ctx.partner].hi < SLAM - 4:
        return None
    # scored as slams bid blind: honours facing partner's shortness are the question here, and
    # the layouts missing two aces scored at five let wasted values ask (1S–4D with KQJ of diamonds)
    judged = judge_contract(ctx, hand, [(sign_off.level, strain), (6, strain)], against="game")
    if judged is None or judged[0].level < 6:
        return None
    ask = ctx.bid(4, Strain.NOTRUMP)
    if ask is not None and not _asked(ctx) and _reads_as_ask(system, ctx, ask):
        return ask, f"4NT: asks for aces (slam {judged[1]})"
    return judged


def _slam_beside_game(ctx: Context, hand: Hand, system: System, rule: Rule, rules: list[Rule]) -> Call:
    """The table's natural game in a fit, or the ace ask (or 6NT) where the simulation finds
    slam with slam possible (:func:`bridgekit.robots.slam_game.game_to_weigh`). Only where 4NT
    asks for aces: a suit slam bid blind, without the ask, went down (1D–1S–6S missing the
    ace and king of trumps' partners, par study seed 41 board 15)."""
    weigh = game_to_weigh(ctx, hand, rule, rules)
    ask = ctx.bid(4, Strain.NOTRUMP)
    if weigh is None or ask is None or _asked(ctx) or not _reads_as_ask(system, ctx, ask):
        return rule.call
    judged = _judge_level(ctx, hand, system, weigh[0], weigh[1], forcing=False)
    if judged is None:
        return rule.call
    call = judged[0]
    notrump = call.is_bid and call.level >= 6 and call.strain is Strain.NOTRUMP
    return call if call is ask or notrump else rule.call


def _owes_rebid(ctx: Context) -> bool:
    """Responder's two-over-one promised another bid ("Major-suit opening bids": responder, an
    unpassed hand, bids again after a new suit at the two level unless opener's rebid is game),
    in an auction the opponents left alone — or in which they only overcalled the opening
    ("Competitive bidding": responder's new suit over it, at the two or three level, is
    forcing and keeps its meaning)."""
    opening, last = ctx.opening, ctx.last_bid
    mine, partners = ctx.calls_of(ctx.seat), ctx.bids_of(ctx.partner)
    if opening is None or last is None or ctx.opener != ctx.partner:
        return False
    theirs = [record for record in ctx.calls if not ctx.is_ours(record.seat) and not record.call.is_pass]
    overcall_only = (
        len(theirs) == 1
        and theirs[0].call.is_bid
        and ctx.calls.index(theirs[0]) == next(i for i, r in enumerate(ctx.calls) if r.call.is_bid) + 1
        and ctx.rho_call is PASS
    )
    if ctx.they_have_bid and not overcall_only:
        return False
    if opening.level != 1 or opening.strain is Strain.NOTRUMP or len(partners) != 2 or len(mine) != 1:
        return False
    answer = mine[0]
    overcalled = theirs[0].call.strain if theirs else None
    return (
        answer.is_bid
        and (answer.level == 2 or (overcall_only and answer.level == 3))
        and answer.strain not in (opening.strain, Strain.NOTRUMP, overcalled)
        and ctx.last_bidder == ctx.partner
        and last.strain is not None
        and last.level < game_level(last.strain)
    )


def _reads_as_ask(system: System, ctx: Context, ask: Call) -> bool:
    """Whether every seat reads *ask* as an ace (key card) ask in this situation."""
    return _reads_as(system, ctx, ask, ("blackwood", "rkcb"))


def _reads_as(system: System, ctx: Context, call: Call, conventions: tuple[str, ...]) -> bool:
    """Whether every seat reads *call* as one of *conventions* in this situation."""
    return any(rule.call is call and rule.convention in conventions for rule in system.rules_for(ctx) or ())


def _quantitative(ctx: Context, hand: Hand, system: System) -> tuple[Call, str] | None:
    """4NT inviting 6NT over partner's natural notrump: slam (33 HCP together) is possible but
    not sure — it depends on where partner lies in the range its calls showed."""
    partner = ctx.shown[ctx.partner]
    ask = ctx.bid(4, Strain.NOTRUMP)
    low, high = hand.hcp + partner.lo, hand.hcp + partner.hi
    if ask is None or not (low <= SLAM - 1 and high >= SLAM and hand.hcp + partner.estimate >= SLAM - 4):
        return None
    if not _reads_as(system, ctx, ask, ("quantitative",)):
        return None
    return ask, f"4NT: invites 6NT, {low}–{high} HCP together"


def _asked(ctx: Context, *, ignore: Call | None = None) -> bool:
    """Whether our side has already bid 4NT or higher in this auction (*ignore*: a bid that
    does not count, such as partner's five of a minor placed as game)."""
    four_nt = Call.bid(4, Strain.NOTRUMP)
    return any(
        ctx.is_ours(record.seat)
        and record.call.is_bid
        and record.call.index >= four_nt.index
        and record.call is not ignore
        for record in ctx.calls
    )


def _after_placement(ctx: Context, hand: Hand, last: Call, system: System | None = None) -> tuple[Call, str]:
    """Partner bid game or slam: go on only with a slam sure to have the values."""
    assert last.strain is not None
    suit = last.strain.suit
    if system is not None and last.level < 6:  # SAYC: slam by support points, through Blackwood
        partner = ctx.shown[ctx.partner]
        points = hand.support_points(suit) if suit is not None and hand.length(suit) >= 3 else hand.hcp
        major = _own_long_major(ctx, hand, last)
        if major is not None and getattr(system, "simulate", False):
            judged = _judge_major_over_notrump(ctx, hand, major)
            if judged is not None:
                return judged
        # partner's five of a minor is game, not a slam move: slam is still open to judgement
        asked = _asked(
            ctx, ignore=last if last.level == 5 and suit is not None and not suit.is_major else None
        )
        if suit is None and not asked and partner.hi - partner.lo <= 3:
            # partner's natural 3NT in a limited range (as the booklet's notrump bids are, 15–17,
            # 18–19, 20–21): slam possible, not sure; a wide range (11–20) is no basis for it
            invite = _quantitative(ctx, hand, system)
            if invite is not None:
                return invite
        if getattr(system, "simulate", False) and not asked and points + partner.estimate >= SLAM - 4:
            judged = _judge_level(ctx, hand, system, last.strain, points + partner.estimate, forcing=False)
            if judged is not None:
                return judged
        if points + partner.estimate >= SLAM + 1:
            ask = ctx.bid(4, Strain.NOTRUMP)
            if ask is not None and not _asked(ctx) and _reads_as_ask(system, ctx, ask):
                return ask, "4NT: asks for aces"
            call = ctx.bid(6, last.strain)
            if call is not None and not _asked(ctx):
                return call, f"{call}: slam"
    sure = hand.hcp + ctx.shown[ctx.partner].lo
    if last.level < 6 and sure >= SLAM + 1:
        call = ctx.bid(6, last.strain)
        if call is not None:
            return call, f"{call}: slam, at least {sure} HCP together"
    return PASS, f"Pass: partner placed the contract in {last}"


def _own_long_major(ctx: Context, hand: Hand, last: Call) -> Suit | None:
    """Partner placed 3NT over our bid major, of which we hold six or more: the major of a
    close choice between 3NT and four of it (a six-card suit facing a doubleton), else ``None``."""
    if last.level != 3 or last.strain is not Strain.NOTRUMP or ctx.they_have_bid:
        return None
    for suit in (Suit.SPADES, Suit.HEARTS):
        if hand.length(suit) >= 6 and ctx.shown[ctx.seat].lengths[suit] >= 5:
            return suit
    return None


def _judge_major_over_notrump(ctx: Context, hand: Hand, major: Suit) -> tuple[Call, str] | None:
    """3NT or four of our six-card major, decided by simulation (the layouts fit the auction);
    with slam possible — 29 points together counting our length and partner's likely HCP, the
    simulation's slam window — six of the major as well, and 6NT where the notrump count
    allows it (:func:`~bridgekit.robots.slam_counts.notrump_slam_counts`). Over 3NT, 4NT is
    quantitative ("Slam conventions"), so the slam in the major is bid directly: 1H–2D–2S–3NT–6H
    with six hearts and five spades."""
    from bridgekit.robots.judgement import judge_contract

    trump = Strain(int(major))
    targets = [(3, Strain.NOTRUMP), (4, trump)]
    if hand.total + ctx.shown[ctx.partner].estimate >= SLAM - 4:
        targets += [(6, trump), (6, Strain.NOTRUMP)]
    counted = notrump_slam_counts(ctx, hand, targets, fit=True)
    judged = judge_contract(ctx, hand, counted, against="3NT")
    if judged is None or judged[0] is PASS:
        return judged
    call, why = judged
    if call.level >= 6:
        where = "in notrump" if call.strain is Strain.NOTRUMP else "in our six-card major"
        return call, f"{call}: slam {where} ({why})"
    return call, f"{call}: a six-card major rather than 3NT ({why})"


def _shown_length(ctx: Context, call: Call) -> int:
    suit = strain_suit(call)
    if suit is None:
        return 0
    return ctx.shown[ctx.seat].lengths[suit] + ctx.shown[ctx.partner].lengths[suit]


def _nt_ok(ctx: Context, hand: Hand) -> bool:
    theirs = ctx.suits_bid(ours=False)
    return min(hand.lengths) >= 2 and all(hand.has_stopper(s) for s in theirs)


def _choose_strain(ctx: Context, hand: Hand, partner: Shown, *, forced: bool = False) -> Strain | None:
    """A six-card suit of our own; NT when it suits us; ``None`` to look further.

    With *forced* (partner's last bid is forcing, so the auction goes on) the six-card suit we
    have bid is rebid even without a promise of support from partner ("Opener's rebids": a
    rebid of opener's suit shows six; 1S–2D–2S with AKQ865 and 11 HCP, not 2NT)."""
    mine = ctx.shown[ctx.seat]
    for suit in Suit:
        if hand.length(suit) >= 6 and mine.lengths[suit] >= 5 and (partner.length(suit) >= 1 or forced):
            return Strain(int(suit))
    if _nt_ok(ctx, hand) or (partner.balanced and min(hand.lengths) >= 1):
        return Strain.NOTRUMP
    return None


def _show_suit(
    ctx: Context, hand: Hand, combined: int, forcing: bool, *, careful: bool = False, system: System = NATURAL
) -> tuple[Call, str]:
    """No fit yet: name a new four-card suit, rebid a long suit, or fall back to NT or preference.
    Game in partner's six-card suit with slam possible (the simulation's window, 29 points
    together) is weighed against slam on layouts, as a fit's game is."""
    mine = ctx.shown[ctx.seat]
    first = ctx.suits_bid(ours=True)
    for suit in sorted(Suit, key=lambda s: (-hand.length(s), -s)):
        if hand.length(suit) < 4 or mine.lengths[suit] or suit in ctx.suits_bid(ours=False):
            continue
        call = ctx.cheapest(Strain(int(suit)))
        if call is None or call.level > 3:
            continue
        reverse = bool(first) and call.level >= 2 and suit > first[0] and ctx.is_ours(ctx.opener)
        if careful and combined >= GAME and over_partners_notrump(ctx, call):
            # the two-level suit would be to play (partner's 1NT rebid, their bids): jump to force
            shift = ctx.bid(3, Strain(int(suit)))
            if shift is not None:
                return shift, f"{shift}: 4+ {suit.name.lower()}, forcing, game values"
        if call.level == 1 or (not reverse and call.level == 2) or combined >= GAME or hand.hcp >= 17:
            return call, f"{call}: 4+ {suit.name.lower()}, looking for a fit"
    long = hand.longest()
    # their suit is no suit of ours to name: its bid would be a cue bid, read as forcing with no
    # length (a 6-count bid opener's diamonds twice, 1D 1H P P X P 1S P P 2H P 3D, seed 5 board 13)
    theirs = careful and long in ctx.suits_bid(ours=False)
    if (
        not theirs
        and mine.lengths[long] < 6
        and (hand.length(long) >= 6 or (mine.lengths[long] and hand.length(long) >= 5 and forcing))
    ):
        call = ctx.cheapest(Strain(int(long)))
        jump = _jump_rebid(ctx, hand, long, call, combined, forcing) if careful else None
        if jump is not None:
            return jump
        # a partscore at the four level is no game: 1S–2C–2S–3C–3S, not 4C (SAYC places game)
        beyond = combined >= GAME and (
            not careful or (call is not None and call.level >= game_level(Strain(int(long))))
        )
        if call is not None and (call.level <= 3 or beyond):
            return call, f"{call}: {hand.length(long)} {long.name.lower()}"
    nt = ctx.cheapest(Strain.NOTRUMP)
    partner = ctx.shown[ctx.partner]
    short_in_partners = any(partner.lengths[s] >= 5 and hand.length(s) <= 1 for s in Suit)
    if (
        nt is not None
        and not short_in_partners  # no notrump with a singleton or void in partner's long suit
        and (
            (nt.level <= (1 if careful and not ctx.they_have_bid else 2) and combined >= 20)
            # 2NT is read as an invitation (placement_meaning): made with invitational values
            or (nt.level == 2 and combined >= INVITE)
            or (combined >= GAME and nt.level <= 3)
        )
    ):
        return nt, f"{nt}: no fit yet, about {combined} points together"
    if careful and combined >= GAME:
        # game values and no notrump: partner's six-card suit is trumps (1S 2D 2S 3H 3S: 4S)
        for suit in sorted(Suit, key=lambda s: (-partner.lengths[s], -s)):
            game = ctx.bid(game_level(Strain(int(suit))), Strain(int(suit)))
            if partner.lengths[suit] >= 6 and game is not None and (suit.is_major or combined >= MINOR_GAME):
                if getattr(system, "simulate", False) and combined >= SLAM - 4 and not _asked(ctx):
                    judged = _judge_level(ctx, hand, system, Strain(int(suit)), combined, forcing=forcing)
                    if judged is not None and judged[0] is not PASS:
                        return judged
                return game, f"{game}: game in partner's six-card suit, about {combined} points together"
    if forcing:
        return _forced(ctx, hand, careful=careful)
    return PASS, f"Pass: no fit and no safe bid (about {combined} points together)"


def _jump_rebid(
    ctx: Context, hand: Hand, major: Suit, cheapest: Call | None, combined: int, forcing: bool
) -> tuple[Call, str] | None:
    """A six-card major we bid before, rebid over partner's non-forcing bid with invitational
    or game values: the jump to three invites game, four of it is game opposite partner's least
    ("Responses and later bidding": the rebid of a suit at the cheapest level is a partscore,
    three of a previously bid suit invites game) — not the cheapest rebid, which partner passes
    (1C–1S–2C with QJT532 and 11 HCP: 3S, not 2S; 1H–1S–2D, 12–18, with six spades and 9 HCP:
    3S, not 4S). ``None`` for anything else."""
    if (
        not major.is_major
        or hand.length(major) < 6
        or not ctx.shown[ctx.seat].lengths[major]
        or cheapest is None
        or cheapest.level != 2
        or forcing
        or ctx.they_have_bid
        or combined < INVITE
    ):
        return None
    own = hand.hcp + sum(max(0, n - 5) for n in hand.lengths)
    if own + ctx.shown[ctx.partner].lo >= GAME:  # game opposite partner's least: no invitation
        game = ctx.bid(4, Strain(int(major)))
        return (
            (game, f"{game}: game, six {major.name.lower()}, about {combined} points together")
            if game
            else None
        )
    three = ctx.bid(3, Strain(int(major)))
    return (three, f"{three}: six {major.name.lower()}, invites game") if three else None


def _forced(ctx: Context, hand: Hand, *, careful: bool = False) -> tuple[Call, str]:
    """Partner's bid is forcing: the cheapest bid in partner's suit, our longest suit or NT
    (with *careful*, SAYC's order: three-card support, majors first, then a six-card suit of
    our own, notrump with no singleton, a doubleton in partner's suit)."""
    partner = ctx.shown[ctx.partner]
    shown = [s for s in Suit if partner.lengths[s]]
    options: list[Strain] = []
    if careful:
        nt_game = ctx.bid(3, Strain.NOTRUMP) if ctx.they_have_bid else None
        if nt_game is not None and _nt_ok(ctx, hand) and not _major_support(partner, hand):
            # 3NT with their suits stopped before minor-suit support at the four level, past game
            # in notrump ("Competitive bidding": notrump with a stopper in their suit)
            minor = [s for s in shown if hand.length(s) >= 3]
            if minor and all((c := ctx.cheapest(Strain(int(s)))) is not None and c.level >= 4 for s in minor):
                return nt_game, f"{nt_game}: partner's bid is forcing, their suit stopped"
        options += [Strain(int(s)) for s in sorted(shown, key=lambda s: -s) if hand.length(s) >= 3]
        if hand.length(hand.longest()) >= 6:
            options.append(Strain(int(hand.longest())))
        nt = ctx.cheapest(Strain.NOTRUMP)
        if nt is not None and nt.level >= 4:
            # past 3NT notrump is no game of its own: our five-card major first (1S 2C 2D 3D P 4C: 4S)
            mine = ctx.shown[ctx.seat]
            options += [
                Strain(int(s))
                for s in (Suit.SPADES, Suit.HEARTS)
                if hand.length(s) >= 5 and mine.lengths[s] >= 5
            ]
        if min(hand.lengths) >= 2 and (not ctx.they_have_bid or _nt_ok(ctx, hand)):
            # over their bids notrump needs their suits stopped ("Competitive bidding": notrump
            # shows a stopper in their suit); else a doubleton of partner's suit comes first
            options.append(Strain.NOTRUMP)
    options += [Strain(int(s)) for s in shown if hand.length(s) >= 2]
    options += [Strain(int(hand.longest())), Strain.NOTRUMP]
    for strain in options:
        call = ctx.cheapest(strain)
        if call is not None:
            return call, f"{call}: partner's bid is forcing"
    return PASS, "Pass: no bid left"


def _major_support(partner: Shown, hand: Hand) -> bool:
    """Three or more cards of a major partner has shown."""
    return any(partner.lengths[s] and hand.length(s) >= 3 for s in (Suit.SPADES, Suit.HEARTS))


def _judge_game_in_competition(
    ctx: Context, hand: Hand, system: System, fit: Suit
) -> tuple[Call, str] | None:
    """Partner's bid in our fit below game, after they competed, which the table passes: pass
    or game by simulation, as :func:`_judge_level` weighs a partscore and game when they are
    silent (1C 1D X 3D 3H P, responder with four hearts and 9 HCP: 4H makes)."""
    last = ctx.last_bid
    if (
        last is None
        or not ctx.last_is_ours
        or ctx.last_bidder != ctx.partner
        or ctx.doubling
        or strain_suit(last) is not fit
        or _asked(ctx)
    ):
        return None
    strain = Strain(int(fit))
    if not 2 <= last.level < game_level(strain):
        return None
    partner = ctx.shown[ctx.partner]
    points = hand.support_points(fit) if hand.length(fit) <= 4 else hand.total
    combined = points + (partner.estimate if partner.has_bid else min(partner.hi, 8))
    if combined >= SLAM - 4:
        return None
    return _judge_level(ctx, hand, system, strain, combined, forcing=False)


def _compete(
    ctx: Context,
    hand: Hand,
    fit: Suit | None,
    fit_length: int,
    combined: int,
    *,
    careful: bool = False,
    simulate: bool = False,
) -> tuple[Call, str]:
    """They hold the contract: compete in our fit, double them, or let them play."""
    last = ctx.last_bid
    assert last is not None
    their = strain_suit(last)
    if careful and ctx.doubling == 2 and last.level <= 2:
        # our take-out double was redoubled: run to our best suit rather than leave them in it
        theirs = ctx.suits_bid(ours=False)
        for suit in sorted(Suit, key=lambda s: (-hand.length(s), -s)):
            call = ctx.cheapest(Strain(int(suit)))
            if suit not in theirs and call is not None:
                return call, f"{call}: out of their redoubled contract"
    if careful and fit is None and last.level <= 2:
        # no fit found yet: a six-card suit we have bid competes once more at the two or three level
        for suit in ctx.suits_bid(ours=True):
            call = ctx.cheapest(Strain(int(suit)))
            mine = suit in [strain_suit(c) for c in ctx.bids_of(ctx.seat)]
            good = call is not None and (
                call.level <= 2 or hand.suit_quality(suit) >= 4
            )  # three: a good suit
            if mine and hand.length(suit) >= 6 and hand.hcp >= 6 and call is not None and good:
                return call, f"{call}: competing with a six-card suit"
    if careful and fit is None and ctx.opener == ctx.seat and last.level <= 3 and hand.hcp >= 11:
        # opener with a second five-card suit still unbid shows it rather than sell out
        bid_suits = ctx.suits_bid(ours=True) + ctx.suits_bid(ours=False)
        for suit in sorted(Suit, key=lambda s: -s):
            call = ctx.cheapest(Strain(int(suit)))
            if hand.length(suit) >= 5 and suit not in bid_suits and call is not None and call.level <= 3:
                return call, f"{call}: a second five-card suit"
    reopen = second_suit_in_the_pass_out_seat(ctx, hand) if careful and fit is None else None
    if reopen is not None:
        return reopen, f"{reopen}: a second suit rather than sell out to their fit"
    reopen = notrump_in_the_pass_out_seat(ctx, hand) if careful else None
    if reopen is not None:
        return reopen, f"{reopen}: their suit stopped, rather than sell out"
    partner_bid = ctx.shown[ctx.partner].has_bid  # a partner who passed over their overcall is weak
    if (
        careful
        and fit is None
        and combined >= GAME
        and ctx.is_ours(ctx.opener)
        and last.level <= 2
        and partner_bid
    ):
        # game values, no fit, their overcall: opener's four-card major still unbid at the two
        # level (natural, "Opener's rebids"), 3NT with their suit stopped, else a cue bid (forcing)
        named = ctx.suits_bid(ours=True) + ctx.suits_bid(ours=False)
        suit_opened = ctx.opening is not None and ctx.opening.strain is not Strain.NOTRUMP
        for major in (Suit.HEARTS, Suit.SPADES) if ctx.opener == ctx.seat and suit_opened else ():
            call = ctx.cheapest(Strain(int(major)))
            if major not in named and hand.length(major) >= 4 and call is not None and call.level <= 2:
                return call, f"{call}: four {major.name.lower()}, game values without a fit"
        nt = ctx.bid(3, Strain.NOTRUMP)
        if nt is not None and _nt_ok(ctx, hand):
            return nt, f"{nt}: game, their suit stopped, about {combined} points together"
        cue = ctx.cheapest(Strain(int(their))) if their is not None else None
        if cue is not None and cue.level <= 3:
            return cue, f"{cue}: cue bid, game values without a fit or a stopper"
    if simulate and fit is None and combined >= INVITE - 2 and partner_bid and ctx.can(DOUBLE):
        judged = over_their_partscore(ctx, hand)
        if judged is not None:  # a pass leaves the rules their say
            return judged
    if careful and fit is not None and not fit.is_major and GAME <= combined < MINOR_GAME and last.level <= 2:
        # a minor fit with values for 3NT but not for five of the minor: 3NT with their suit stopped
        nt = ctx.bid(3, Strain.NOTRUMP)
        if nt is not None and _nt_ok(ctx, hand):
            return nt, f"{nt}: game, their suit stopped, about {combined} points together"
    if careful and fit is not None and combined >= (GAME if fit.is_major else MINOR_GAME):
        game = ctx.bid(game_level(Strain(int(fit))), Strain(int(fit)))
        if game is not None:  # game values with a fit: bid it rather than creep up
            return game, f"{game}: game over their bid, a {fit_length}-card {fit.name.lower()} fit"
    if fit is not None and combined >= 18:
        limit = fit_length - 6
        if careful and combined >= 22:
            limit = max(limit, 3)  # the balance of power with a fit: compete to the three level
        if combined >= GAME:
            limit = max(limit, game_level(Strain(int(fit))))
        call = ctx.cheapest(Strain(int(fit)))
        if call is not None and call.level <= limit:
            return call, f"{call}: competing with a {fit_length}-card {fit.name.lower()} fit"
    trumps = hand.length(their) if their is not None else 0
    strong_trumps = their is not None and trumps >= 4 and hand.suit_quality(their) >= 4 and hand.hcp >= 10
    if careful:
        # trump tricks alone do not beat a contract the other side holds the values for: a
        # penalty double of a contract they bid needs our half of the deck ("Competitive
        # bidding": the balance of power; 1H X 3H(pre-emptive) 3S X made with an overtrick,
        # 23/74; 4S X over partner's pre-emptive raise, 17/82)
        strong_trumps = strong_trumps and combined >= PENALTY_VALUES
    balance = combined >= GAME - 2 and last.level >= 2 and fit is None
    if careful:  # low-level penalty doubles need the values and some length in their suit
        balance = combined >= GAME and last.level >= 3 and fit is None and trumps >= 2
    # a cue bid of our suit is no contract of theirs: doubling it would only be read as penalty
    # (1S 2C X 2S X, 17/108; 1H 2S P 3H X, 17/4; 1C 2H X 3C X, 41/4)
    cue_of_ours = careful and ctx.last_bidder is not None and is_cue(ctx, last, ctx.last_bidder)
    if ctx.can(DOUBLE) and (strong_trumps or balance) and last.level >= 2 and not cue_of_ours:
        reason = (
            f"4+ {their.name.lower()} with honours"
            if strong_trumps and their
            else f"{combined} points together"
        )
        return DOUBLE, f"X: penalty, {reason}"
    return PASS, "Pass: no fit to compete with" if fit is None else f"Pass: {last} is high enough for us"
