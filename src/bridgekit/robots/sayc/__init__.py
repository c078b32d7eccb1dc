"""Standard American Yellow Card as data: the default system of :class:`~bridgekit.robots.BridgeRobot`.

Built from the ACBL "SAYC System Booklet" (revised January 2006). Each situation of the
auction has one readable table (:mod:`.openings`, :mod:`.notrump`, :mod:`.responses`,
:mod:`.rebids`, :mod:`.competition`, :mod:`.slam`), a list of
:class:`~bridgekit.robots.hand.Rule` values: the call, its machine-readable meaning (HCP or
point range, suit lengths, balanced, forcing, alert, convention), its English explanation and
the booklet section. :meth:`Sayc.rules_for` picks the table of the situation; the robot makes
the first call whose rule its hand fits, and every seat — partner, opponents, the auction
display — reads each call through the same tables. Later rounds the booklet leaves to
judgement ("Few sequences are defined in the later rounds") are placed by points
(:mod:`bridgekit.robots.bidding`).

Options: ``two_over_one`` (2/1 game forcing: a two-level new suit over a one-level opening
is 13+ and forcing to game, 1NT over a major forcing for one round), ``rkcb`` (Roman Key
Card Blackwood 1430 instead of Blackwood) and ``splinters`` (double-jump splinter raises over
a major, not in the booklet; on by default).

>>> from bridgekit.calls import Call
>>> from bridgekit.state import Called
>>> system = Sayc()
>>> calls = [Called(0, Call.from_str("1NT")), Called(1, Call.from_str("P"))]
>>> [rule.text for rule in system.rules_for(Context(2, calls)) or []][:2]
['2H: Jacoby transfer: five or more spades, forcing', '2D: Jacoby transfer: five or more hearts, forcing']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from bridgekit.calls import DOUBLE, PASS, REDOUBLE, Call, Strain
from bridgekit.cards import Suit
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Lengths, Rule, read_rules, strain_suit
from bridgekit.robots.sayc import (
    advanced,
    competition,
    doubles,
    game_tries,
    notrump,
    openings,
    rebids,
    reopened,
    responses,
    slam,
    slamtries,
    strong2c,
    trap,
)
from bridgekit.state import Called

__all__ = ["Sayc", "SAYC"]

_FOUR_NT = Call.from_str("4NT")
_ONE_NT = Call.from_str("1NT")
_GERBER = Call.from_str("4C")
_ASKS = ("blackwood", "rkcb")
_CUES = ("cue bid", "control cue", "splinter")
#: conventional bids that agree no suit, however they are named
_ARTIFICIAL = (
    "stayman",
    "transfer",
    "minor relay",
    "gerber",
    "strong 2C",
    "waiting",
    "feature ask",
    "fourth suit",
)
#: points together for a small slam, and for a slam try by a control cue-bid
_SLAM, _SLAM_TRY = 33, 30


class Sayc:
    """The SAYC system with its options; immutable, shared by all four seats."""

    asks_for_aces = True

    def __init__(
        self, *, two_over_one: bool = False, rkcb: bool = False, simulate: bool = True, splinters: bool = True
    ) -> None:
        self.two_over_one = two_over_one
        self.rkcb = rkcb
        #: double-jump splinter raises over a major (not in the booklet; on by default)
        self.splinters = splinters
        #: close choices of level decided by double-dummy simulation (:mod:`bridgekit.robots.judgement`)
        self.simulate = simulate
        flags = (
            ("2/1", two_over_one),
            ("1430", rkcb),
            ("nosplinters", not splinters),
            ("rules", not simulate),
        )
        options = [name for name, on in flags if on]
        self.name = "-".join(["sayc", *options])
        self._readings: dict[tuple[Called, ...], tuple[Rule | None, ...]] = {}

    def __repr__(self) -> str:
        return (
            f"Sayc(two_over_one={self.two_over_one}, rkcb={self.rkcb}, simulate={self.simulate}, "
            f"splinters={self.splinters})"
        )

    # -- reading the auction ------------------------------------------------------------

    def reading(self, calls: Sequence[Called]) -> tuple[Rule | None, ...]:
        """The rule each call of *calls* was read as (``None``: placed by points).

        A call that several rules of its table allow is read as what they show together
        (:func:`_either`): 1C–1D is "five or more diamonds, 13+" or "four or more diamonds,
        6+", so responder has shown four diamonds and 6 HCP, not the first rule's 13."""
        key = tuple(calls)
        cached = self._readings.get(key)
        if cached is not None:
            return cached
        if not key:
            return ()
        before = self.reading(key[:-1])
        record = key[-1]
        rules = self.rules_for(Context(int(record.seat), key[:-1])) or []
        result = (*before, _either(read_rules([rule for rule in rules if rule.call is record.call])))
        if len(self._readings) > 20_000:
            self._readings.clear()
        self._readings[key] = result
        return result

    def agreed_suit(self, ctx: Context) -> Suit | None:
        """Our side's trump suit: one both partners bid, or one the calls' meanings promise
        eight cards of between them (a raise, Jacoby 2NT, a super-accepted transfer…)."""
        direct = agreed_suit(ctx)
        if direct is not None:
            return direct
        if not ctx.calls:
            return None
        together = self._promised_together(ctx)
        fits = [suit for suit in Suit if together[suit] >= 8]
        if not fits:
            return None
        return max(fits, key=lambda suit: (suit.is_major, together[suit]))

    def _promised_together(self, ctx: Context) -> dict[Suit, int]:
        """The cards of each suit the meanings of our side's calls promise between us."""
        promised = {ctx.seat: [0, 0, 0, 0], ctx.partner: [0, 0, 0, 0]}
        # as :func:`~bridgekit.robots.meaning.shown_by` reads it: a double whose strong meaning
        # was left unread (the take-out double) keeps its lengths until the doubler's next bid;
        # a suit partner has not bid there shows the strong hand, and the lengths go
        before: dict[int, list[int]] = {}
        for index, (record, rule) in enumerate(zip(ctx.calls, self.reading(ctx.calls), strict=True)):
            seat = int(record.seat)
            if seat not in promised:
                continue
            if seat in before and record.call.is_bid:
                partners = {strain_suit(c.call) for c in ctx.calls[:index] if int(c.seat) == (seat + 2) % 4}
                if strain_suit(record.call) not in partners:
                    promised[seat] = before[seat]
                del before[seat]
            if record.call is DOUBLE and self._strong_left_unread(ctx.calls, index):
                before[seat] = list(promised[seat])
            if rule is None:
                continue
            for suit in Suit:
                least = rule.min_len[suit]
                if rule.balanced:
                    least = max(least, 2)
                promised[seat][suit] = max(promised[seat][suit], least)
            if rule.convention == "jacoby 2NT" and rule.trump is not None:
                promised[seat][rule.trump] = max(promised[seat][rule.trump], 4)
        return {suit: promised[ctx.seat][suit] + promised[ctx.partner][suit] for suit in Suit}

    def _strong_left_unread(self, calls: Sequence[Called], index: int) -> bool:
        """The double at *index* has a stronger meaning partner does not read yet (the take-out
        double that may be the hand too strong to overcall)."""
        record = calls[index]
        rules = self.rules_for(Context(int(record.seat), calls[:index])) or []
        named = [rule for rule in rules if rule.call is record.call]
        return len(read_rules(named)) < len(named)

    # -- the situations -------------------------------------------------------------------

    def rules_for(self, ctx: Context) -> list[Rule] | None:
        """The table of the situation before *ctx.seat*'s call, ``None`` where judgement places."""
        rules = self._situation(ctx)
        cues = self._control_cues(ctx, rules)
        if cues:
            rules = [*cues, *(rules or [])]
        trump = self.agreed_suit(ctx)
        if trump is not None and self._natural_notrump(ctx) and self._promised_together(ctx)[trump] < 8:
            # a suit both of us bid without eight cards promised, then partner's natural
            # notrump: no suit is agreed, 4NT invites 6NT ("Slam conventions"; 1C–1H–1S–2D
            # (fourth suit)–2H–3D–3NT: 4NT over it asked for aces, par study seed 41 board 87)
            trump = None
        if trump is not None and ctx.can(_FOUR_NT) and not _asked(ctx):
            rules = list(rules or [])
            if not any(rule.call is _FOUR_NT for rule in rules):
                rules.append(slam.blackwood_ask(self.rkcb, trump))
        elif trump is None and ctx.can(_FOUR_NT) and not _asked(ctx) and self._natural_notrump(ctx):
            rules = list(rules or [])
            if not any(rule.call is _FOUR_NT for rule in rules):
                rules.append(slamtries.quantitative_ask())
        gerber = self._gerber_over_notrump(ctx, trump)
        if gerber is not None and not any(rule.convention == "gerber" for rule in rules or ()):
            rules = [*(rule for rule in rules or () if rule.call is not gerber.call), gerber]
        return rules

    def _gerber_over_notrump(self, ctx: Context, trump: Suit | None) -> Rule | None:
        """4C Gerber over partner's natural 1NT or 2NT that the table of the situation has not
        made Gerber already (the 1NT and 2NT openings, 2C–2D–2NT): "4C is Gerber over any 1NT
        or 2NT bid by partner, including a rebid" ("Slam conventions"), in place of a natural
        4C; not with a suit agreed (Blackwood) nor once an ace ask has been made."""
        last = ctx.last_bid
        if trump is not None or last is None or last.strain is not Strain.NOTRUMP or last.level > 2:
            return None
        if not ctx.can(_GERBER) or _asked(ctx) or not self._natural_notrump(ctx):
            return None
        read = self.reading(ctx.calls)
        if any(rule is not None and rule.convention == "gerber" for rule in read):
            return None
        return slam.gerber_ask(self._range(ctx, ctx.partner)[0])

    def _control_cues(self, ctx: Context, rules: list[Rule] | None) -> list[Rule]:
        """Control cue-bids after partner agreed our suit below game at the three level or higher
        in an auction the opponents left alone (1M–3M, 1x–1M–3M, 1S–2D–3D, 2C–2D–2S–3S…): with
        slam interest — 30 to 32 points together counting the least partner has shown — the
        cheapest suit with a control (with 33 or more, slam is sure on values: Blackwood). Not
        where a table of the situation has cue-bids already (after Jacoby 2NT) nor once a
        cue-bid, splinter or ace ask has been made."""
        last = ctx.last_bid
        if last is None or ctx.last_bidder != ctx.partner or ctx.rho_call is not PASS:
            return []
        trump = strain_suit(last)
        if trump is None or ctx.they_have_bid or ctx.doubling or _asked(ctx):
            return []
        if not 3 <= last.level < (4 if trump.is_major else 5) or self.agreed_suit(ctx) is not trump:
            return []
        if any(rule.convention in _CUES for rule in rules or ()):
            return []
        read = self.reading(ctx.calls)
        if any(rule is not None and rule.convention in _CUES for rule in read):
            return []
        last_rule = read[max(i for i, record in enumerate(ctx.calls) if record.call is last)]
        if last_rule is not None and last_rule.convention in _ARTIFICIAL:
            return []  # partner's bid names no suit of ours (Stayman over 2C–2D–2NT…)
        natural = [  # the suits our side has bid naturally are no cue-bids (2C, 2D waiting are)
            strain_suit(record.call)
            for record, rule in zip(ctx.calls, read, strict=True)
            if ctx.is_ours(record.seat) and record.call.is_bid and (rule is None or not rule.convention)
        ]
        skip = frozenset(suit for suit in natural if suit is not None) - {trump}
        least = self._least(ctx, ctx.partner)
        need = max(13, _SLAM_TRY - least)
        # a cue-bid asks partner's help for a slam that is not sure; with 33 or more beside
        # partner's least, slam is sure on values and only the aces are left to check: Blackwood
        # ("Slam conventions"), where the king ask can then find the grand slam
        sure = _SLAM - least
        if sure <= need:
            return []
        return slamtries.control_cue_rules(ctx, trump, need, hi=sure - 1, skip=skip, convention="control cue")

    def _least(self, ctx: Context, seat: int) -> int:
        """The most points any one of *seat*'s calls promised (the rules' lower bounds)."""
        read = self.reading(ctx.calls)
        return max(
            (
                rule.lo
                for record, rule in zip(ctx.calls, read, strict=True)
                if rule is not None and record.seat == seat
            ),
            default=0,
        )

    def _trump_of_ask(self, ctx: Context, asker: int) -> Suit | None:
        """The suit agreed when *asker* bid 4NT (read before the answers, which name suits)."""
        for index, (record, rule) in enumerate(zip(ctx.calls, self.reading(ctx.calls), strict=True)):
            if record.seat == asker and rule is not None and rule.convention in _ASKS:
                return self._asked_in(asker, ctx.calls, index)
        return None

    def _asked_in(self, asker: int, calls: Sequence[Called], index: int) -> Suit | None:
        """The suit agreed when *asker* bid 4NT (the call at *index*), else the one the ask itself
        agrees by the length it promises (two or more of partner's pre-empted suit)."""
        before = self.agreed_suit(Context(asker, calls[:index]))
        return before if before is not None else self.agreed_suit(Context(asker, calls[: index + 1]))

    def _natural_notrump(self, ctx: Context) -> bool:
        """Partner's last bid, the last of the auction, is a natural notrump bid below game
        or 3NT (not Jacoby 2NT, not the unusual 2NT), with the opponents silent since: their
        bids before it do not matter ("Competitive bidding": bids mean what they meant without
        the intervening bid), so 3H X P 3NT P 4NT invites 6NT as 1NT P 4NT does."""
        last = ctx.last_bid
        if (
            last is None
            or ctx.last_bidder != ctx.partner
            or last.strain is not Strain.NOTRUMP
            or last.level > 3
        ):
            return False
        if ctx.doubling or ctx.rho_call is not PASS:
            return False
        index = max(i for i, record in enumerate(ctx.calls) if record.call is last)
        rule = self.reading(ctx.calls)[index]
        return rule is None or rule.convention in ("", "transfer-accept")

    def _range(self, ctx: Context, seat: int) -> tuple[int, int]:
        """The HCP range *seat*'s calls read by the tables have shown."""
        lo, hi = 0, 37
        for record, rule in zip(ctx.calls, self.reading(ctx.calls), strict=True):
            if rule is None or record.seat != seat or not record.call.is_bid:
                continue
            meaning = rule.meaning()
            if max(lo, meaning.lo) <= min(hi, meaning.hi):
                lo, hi = max(lo, meaning.lo), min(hi, meaning.hi)
        return lo, hi

    def _situation(self, ctx: Context) -> list[Rule] | None:
        if ctx.last_bid is None:
            return openings.opening_table()
        calls = ctx.calls
        read = self.reading(calls)
        me, partner = ctx.seat, ctx.partner
        rho = ctx.rho_call
        mine = [i for i, c in enumerate(calls) if c.seat == me]
        theirs_idx = [i for i, c in enumerate(calls) if c.seat == partner]
        last_p = theirs_idx[-1] if theirs_idx else None
        last_m = mine[-1] if mine else None
        p_rule = read[last_p] if last_p is not None else None
        m_rule = read[last_m] if last_m is not None else None
        quiet = rho is PASS

        # slam conventions: answers and continuations (partner's last call is the last bid, RHO passed)
        answering = ctx.last_bidder == partner and quiet
        p_conv = p_rule.convention if p_rule is not None and answering else None  # partner asked
        m_conv = m_rule.convention if m_rule is not None and answering else None  # partner answered
        if p_rule is not None and p_rule.convention == "placed" and ctx.last_bidder == partner:
            return [_PLACED]
        if p_conv in _ASKS:
            trump = self._asked_in(partner, calls, last_p or 0)
            return slam.blackwood_answer_table(trump or Suit.SPADES, rkcb=p_conv == "rkcb")
        if m_conv in _ASKS:
            assert last_m is not None and ctx.last_bid is not None
            trump = self._asked_in(me, calls, last_m)
            if trump is not None:
                return slam.blackwood_continuation_table(
                    ctx,
                    trump,
                    ctx.last_bid,
                    rkcb=m_conv == "rkcb",
                    partner_lo=self._range(Context(me, calls[:last_m]), partner)[0],
                )
        if p_conv in _CUES[:2] and p_rule is not None:
            trump = self.agreed_suit(ctx)
            if trump is not None:
                # after Jacoby 2NT 15 points ask; elsewhere enough for 33 beside the cue-bid's least
                need = 15 if p_conv == "cue bid" else _SLAM - p_rule.lo
                return slamtries.cue_answer_table(
                    ctx, trump, rkcb=self.rkcb, need=need, support=p_conv == "control cue"
                )
        if p_conv == "king ask":
            trump = self._trump_of_ask(ctx, partner)
            return slam.king_answer_table(trump or Suit.SPADES, rkcb=self.rkcb)
        last = ctx.last_bid
        if m_conv == "king ask" and last is not None:
            trump = self._trump_of_ask(ctx, me)
            if trump is not None:
                return slam.king_continuation_table(ctx, trump, last, rkcb=self.rkcb)
        if p_conv == "gerber":
            return slam.gerber_answer_table()
        if m_conv == "gerber" and last is not None:
            return slam.gerber_continuation_table(ctx, last, self._range(ctx, partner)[0])
        if p_conv == "gerber kings":
            return slam.gerber_king_answer_table()
        if m_conv == "gerber kings" and last is not None:
            return slam.gerber_king_continuation_table(last, self._range(ctx, partner)[0])
        if p_conv == "quantitative":
            assert ctx.opening is not None
            if ctx.opener == me and ctx.opening.strain is Strain.NOTRUMP and len(ctx.bids_of(me)) == 1:
                return notrump.quantitative_answer_table(ctx.opening.level)
            after = self._after_notrump_convention(ctx, read)
            if after is not None:
                return after
            return slamtries.quantitative_answer_table(*self._range(ctx, me), self._range(ctx, partner)[0])

        opening, opener = ctx.opening, ctx.opener
        assert opening is not None
        my_bids, partner_bids = ctx.bids_of(me), ctx.bids_of(partner)
        strong = self._after_strong_notrump(ctx, my_bids, partner_bids, read)
        if strong is not None:
            return strong
        # responder's values behind a trap pass of their overcall, and opener's answer
        trapped = trap.trap_pass_table(ctx) or trap.trap_invitation_answer_table(ctx)
        if trapped is not None:
            return trapped
        game = self._two_clubs_game(ctx, my_bids, partner_bids)
        if game is not None:
            return game
        waited = self._two_clubs_second(ctx, my_bids, partner_bids, p_rule)
        if waited is not None:
            return waited
        only_passed = all(call is PASS for call in ctx.calls_of(me))

        # responder's answer to opener's reopening double: as to a take-out double
        if (
            p_rule is not None
            and p_rule.convention == "reopening double"
            and ctx.calls_of(partner)[-1:] == [DOUBLE]
            and ctx.last_bidder != partner
            and ctx.doubling == 1
            and quiet
            and not my_bids
        ):
            return competition.reopening_answer_table(ctx)
        # responder's first call
        if opener == partner and not my_bids and len(partner_bids) == 1 and only_passed:
            return self._first_response(ctx, opening)
        # opener's second call
        partner_calls = _since_opening(ctx, partner)  # a passed hand's first pass is no answer
        negative = p_rule is not None and p_rule.convention == "negative" and partner_calls == [DOUBLE]
        opened_suit = strain_suit(opening)
        if opener == me and len(my_bids) == 1 and negative and quiet and opened_suit is not None:
            return rebids.negative_double_rebid_table(ctx, opened_suit)
        if (
            opener == me
            and len(my_bids) == 1
            and negative
            and opened_suit is not None
            and rho is not None
            and rho.is_bid
            and ctx.last_bidder == ctx.rho
            and ctx.last_bid is not None
            and ctx.last_bid.level <= 3
            and strain_suit(ctx.last_bid) in ctx.suits_bid(ours=False)[:1]
        ):
            return rebids.negative_double_raised_table(ctx, opened_suit) or None
        if (
            opener == me
            and len(my_bids) == 1
            and partner_calls == [PASS]
            and opened_suit is not None
            and opening.level == 1
            and ctx.they_have_bid
            and not ctx.last_is_ours
            and _asked_nothing(calls, me)
            and _overcalled(calls, me)
        ):
            return rebids.reopening_double_table(ctx, opened_suit) or None
        # after 1M–2M and their bid over it: opener's game try or competitive raise, its answer
        tried = game_tries.contested_try_tables(ctx, read)
        if tried is not None:
            return tried
        if opener == me and len(my_bids) == 1 and len(partner_bids) == 1 and len(ctx.calls_of(partner)) <= 2:
            return self._opener_rebid(ctx, opening, partner_bids[0], p_rule, quiet)
        # systems on after our 1NT overcall: the overcaller answers, the advancer goes on
        if opener is not None and not ctx.is_ours(opener) and quiet and my_bids and partner_bids:
            if (
                str(my_bids[0]) == "1NT"
                and len(my_bids) == 1
                and len(partner_bids) == 1
                and _overcalled_notrump(read, mine)
            ):
                answer = partner_bids[0]
                answer_rule = p_rule if ctx.last_bidder == partner else None
                if answer_rule is not None:
                    return self._notrump_rebid(ctx, my_bids[0], answer, answer_rule)
            if (
                str(partner_bids[0]) == "1NT"
                and len(my_bids) == 1
                and len(partner_bids) == 2
                and m_rule is not None
                and _overcall(read[theirs_idx[0]])
            ):
                return self._after_convention(ctx, partner_bids[0], m_rule, partner_bids[-1], read)
        # over partner's reopening 1NT, and the reopener's answer to the invitation
        advance = reopened.reopened_notrump_table(ctx, read) if quiet else None
        if advance is not None:
            return advance
        # after our simple overcall and partner's raise of it: game, an invitation, its answer
        raised = advanced.raised_overcall_tables(ctx, read)
        if raised is not None:
            return raised
        # the take-out doubler's notrump rebid (19–21) over partner's simple advance
        strong = doubles.doubler_notrump_table(ctx) or doubles.doubler_notrump_advance_table(ctx)
        if strong is not None:
            return strong
        # responder's second call after 1x–1NT–2y (opener's new lower suit)
        suits = responses.after_notrump_response(ctx) if quiet and not self.two_over_one else None
        if suits is not None:
            return responses.notrump_second_call_table(ctx, *suits)
        # opener's answer to responder's 2NT after 1x–1y–2x
        if (
            opener == me
            and quiet
            and len(my_bids) == 2
            and len(partner_bids) == 2
            and str(partner_bids[-1]) == "2NT"
            and ctx.last_bidder == partner
            and p_rule is not None
            and p_rule.text.startswith("2NT: invites 3NT")
            and not ctx.they_have_bid
        ):
            opened_first, answered = strain_suit(my_bids[0]), strain_suit(partner_bids[0])
            if opened_first is not None and answered is not None:
                return rebids.notrump_invitation_answer_table(opened_first, answered)
        # responder's invitations after 1x–1y–2x (opener's minimum rebid of the suit)
        rebid = responses.after_minimum_rebid(ctx) if quiet else None
        if rebid is not None:
            return responses.minimum_rebid_second_call_table(ctx, *rebid)
        # opener's third call over 1x–1y–1z–1NT, and responder's answer to its 2NT invitation
        if quiet and rebids.after_responder_notrump(ctx) is not None:
            return rebids.responder_notrump_rebid_table()
        if quiet and responses.after_opener_notrump_invitation(ctx):
            return responses.opener_notrump_invitation_answer_table()
        # responder's second call: a raise of opener's one-level major, fourth suit forcing
        fourth = rebids.fourth_suit(ctx) if quiet else None
        new_suit = responses.after_new_suit_rebid(ctx) if quiet else None
        raises = responses.new_suit_rebid_raise_table(ctx, new_suit[2]) if new_suit is not None else []
        if fourth is not None:
            rules = raises + rebids.fourth_suit_table(ctx, fourth)
            if new_suit is not None:
                rules += responses.new_suit_rebid_notrump_table(ctx, new_suit[1], new_suit[2], fourth)
            return rules
        if raises:
            return raises
        if (
            p_rule is not None
            and p_rule.convention == "fourth suit"
            and ctx.last_bidder == partner
            and quiet
            and partner_bids
        ):
            asked, responder = strain_suit(partner_bids[-1]), strain_suit(partner_bids[0])
            if asked is not None and responder is not None:
                return rebids.fourth_suit_answer_table(ctx, asked, responder)
        # responder's second call after Jacoby 2NT (sign-off or cue-bid) or a notrump convention
        if (
            opener == partner
            and len(my_bids) == 1
            and len(partner_bids) == 2
            and quiet
            and m_rule is not None
        ):
            trump = strain_suit(opening)
            if m_rule.convention == "jacoby 2NT" and ctx.last_bidder == partner and trump is not None:
                return slamtries.jacoby_continuation_table(ctx, trump)
            return self._after_convention(ctx, opening, m_rule, partner_bids[-1], read)
        # opener's third call after a notrump invitation
        if (
            opener == me
            and opening.strain is Strain.NOTRUMP
            and len(my_bids) == 2
            and quiet
            and opening.level <= 2
        ):
            first_answer = read[mine[1]] if len(mine) > 1 else None
            invited = ctx.last_bidder == partner and str(ctx.last_bid) in ("2NT", "3NT", "3H", "3S")
            if invited and first_answer is not None and first_answer.convention == "transfer-accept":
                target = strain_suit(my_bids[1]) if first_answer.convention == "transfer-accept" else None
                return notrump.invitation_answer_table(ctx, opening.level, target)
        # competition: they opened
        if opener is not None and not ctx.is_ours(opener) and not ctx.we_have_bid and only_passed:
            partner_calls = _since_opening(ctx, partner)
            doubled = ctx.last_bid is not None and not ctx.last_is_ours and ctx.doubling >= 1
            if DOUBLE in partner_calls and (quiet or rho is REDOUBLE) and doubled:
                if _penalty(p_rule) and ctx.last_bid is not None and ctx.last_bid.strain is Strain.NOTRUMP:
                    return competition.advance_penalty_double_table(ctx)
                return competition.advance_double_table(ctx)
            if (
                partner_calls == [DOUBLE]
                and rho is not None
                and rho.is_bid
                and ctx.last_bidder == ctx.rho
                and _takeout(read[theirs_idx[-1]])
            ):
                return competition.contested_advance_table(ctx)
            if DOUBLE not in partner_calls:
                balancing = (
                    quiet and len(calls) >= 3 and calls[-2].call is PASS and ctx.last_bidder == (me + 1) % 4
                )
                opened = ctx.last_bid
                if (
                    balancing
                    and opened is not None
                    and opened.level == 1
                    and opened.strain is not Strain.NOTRUMP
                ):
                    return competition.balancing_table(ctx)
                return competition.overcall_table(ctx)
        # advancing partner's overcall or two-suiter
        if (
            opener is not None
            and not ctx.is_ours(opener)
            and len(partner_bids) == 1
            and not my_bids
            and only_passed
        ):
            bid = partner_bids[0]
            if str(bid) == "1NT" and quiet and ctx.last_bidder == partner and _overcall(p_rule):
                return notrump.nt_response_table(1)  # systems on after a 1NT overcall
            if str(bid) == "1NT" and rho is not None and rho.is_bid and _overcall(p_rule):
                return competition.advance_contested_notrump_table(ctx) or None  # systems off
            if str(bid) == "1NT" and rho is not None and rho.is_bid and _balancing_notrump(p_rule):
                return competition.advance_contested_notrump_table(ctx, balancing=True) or None
            if p_rule is not None and p_rule.convention == "michaels":
                first, second = competition.two_suiter(strain_suit(opening) or Suit.CLUBS)
                return competition.advance_two_suiter_table(ctx, first, second)
            if p_rule is not None and p_rule.convention == "unusual 2NT":
                opening_suit = strain_suit(opening)
                low = [s for s in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS) if s is not opening_suit][:2]
                return competition.advance_two_suiter_table(ctx, low[1], low[0])
            suit = strain_suit(bid)
            if suit is not None and ctx.last_bidder in (partner, ctx.rho):
                return competition.advance_overcall_table(ctx, suit)
        return None

    def _after_strong_notrump(
        self,
        ctx: Context,
        my_bids: list[Call],
        partner_bids: list[Call],
        read: tuple[Rule | None, ...],
    ) -> list[Rule] | None:
        """Systems on after 2C–2D–2NT (22–24, "Strong 2C opening"): responder answers as over
        a 2NT opening — Stayman, Jacoby transfers, 3NT, Gerber, quantitative 4NT — with the
        ranges a step lower, and the 2NT bidder answers Stayman and the transfers as the 2NT
        opener does. ``None`` when the auction is not that one or the opponents have bid."""
        if ctx.opener is None or not ctx.is_ours(ctx.opener) or ctx.they_have_bid or ctx.doubling:
            return None
        if any(record.call in (DOUBLE, REDOUBLE) for record in ctx.calls):
            return None
        me = ctx.seat
        two_nt = Call.from_str("2NT")
        if ctx.opener == me:
            opener_bids, responder_bids = my_bids, partner_bids
        else:
            opener_bids, responder_bids = partner_bids, my_bids
        if [str(c) for c in opener_bids[:2]] != ["2C", "2NT"] or responder_bids[:1] != [Call.from_str("2D")]:
            return None
        index = next(i for i, record in enumerate(ctx.calls) if record.call is two_nt)
        after = [i for i, record in enumerate(ctx.calls) if i > index and record.call.is_bid]
        if ctx.opener != me and not after and ctx.last_bid is two_nt:
            return notrump.nt_response_table(2, strong=True)
        if len(after) == 1 and ctx.opener == me:
            answer_rule = read[after[0]]
            return self._notrump_rebid(ctx, two_nt, ctx.calls[after[0]].call, answer_rule)
        if len(after) == 2 and ctx.opener != me:
            my_rule = read[after[0]]
            if my_rule is None:
                return None
            answer = ctx.calls[after[1]].call
            if my_rule.convention == "stayman":
                return notrump.after_stayman_table(ctx, 2, answer, strong=True)
            target = strain_suit(answer)
            if my_rule.convention == "transfer" and target is not None and answer.level == 3:
                return notrump.after_transfer_table(ctx, 2, target, strong=True)
        return None

    def _two_clubs_game(
        self, ctx: Context, my_bids: list[Call], partner_bids: list[Call]
    ) -> list[Rule] | None:
        """Opener's third call after 2C–2D–(two of a major)–2NT, uncontested: game is forced
        ("Strong 2C opening"), :func:`.openings.two_clubs_game_table`."""
        if ctx.opener != ctx.seat or ctx.they_have_bid or ctx.doubling or ctx.last_bidder != ctx.partner:
            return None
        if [str(c) for c in partner_bids] != ["2D", "2NT"] or len(my_bids) != 2 or str(my_bids[0]) != "2C":
            return None
        suit = strain_suit(my_bids[1])
        if suit is None or not suit.is_major or my_bids[1].level != 2:
            return None
        return openings.two_clubs_game_table(suit)

    def _after_notrump_convention(self, ctx: Context, read: tuple[Rule | None, ...]) -> list[Rule] | None:
        """Opener's answer to partner's quantitative 4NT after Stayman's answer or the accepted
        transfer (1NT–2C–2D–4NT, 1NT–2D–2H–4NT, 2C–2D–2NT–3C–3D–4NT): accept with a maximum,
        in six of the transferred major with three or more of it ("Notrump opening bids")."""
        me = ctx.seat
        first = next((i for i, record in enumerate(ctx.calls) if record.call.is_bid), None)
        if first is None or ctx.calls[first].seat != me:
            return None
        mine = [str(call) for call in ctx.bids_of(me)]
        strong = mine[:2] == ["2C", "2NT"]
        opening = Call.from_str("2NT") if strong else ctx.bids_of(me)[0]
        if opening.strain is not Strain.NOTRUMP or opening.level > 2 or len(mine) != (3 if strong else 2):
            return None
        answer = next(
            (
                rule
                for record, rule in zip(ctx.calls, read, strict=True)
                if record.seat == ctx.partner
                and record.call.is_bid
                and rule is not None
                and rule.convention in ("stayman", "transfer")
            ),
            None,
        )
        if answer is None:
            return None
        target = strain_suit(ctx.bids_of(me)[-1]) if answer.convention == "transfer" else None
        return notrump.quantitative_answer_table(opening.level, target, strong=strong)

    def _two_clubs_second(
        self, ctx: Context, my_bids: list[Call], partner_bids: list[Call], p_rule: Rule | None
    ) -> list[Rule] | None:
        """Responder's second call after 2C–2D–(opener's suit at the cheapest level), uncontested
        ("Strong 2C opening"): natural, below game, :func:`.strong2c.responder_table`; and his
        third, once opener has bid a game naturally: a pass (:func:`.strong2c.placed_table`)."""
        if ctx.opener != ctx.partner or ctx.they_have_bid or ctx.doubling or ctx.last_bidder != ctx.partner:
            return None
        if not my_bids or str(my_bids[0]) != "2D" or len(partner_bids) < 2 or str(partner_bids[0]) != "2C":
            return None
        rebid = partner_bids[1]
        suit = strain_suit(rebid)
        if suit is None or rebid.level != (2 if suit.is_major else 3):
            return None
        if len(my_bids) == 1 and len(partner_bids) == 2:
            return strong2c.responder_table(ctx.cheapest, suit)
        natural = p_rule is None or not p_rule.convention
        if len(my_bids) == 2 and len(partner_bids) == 3 and natural and strong2c.is_game(partner_bids[2]):
            return strong2c.placed_table()
        return None

    def _first_response(self, ctx: Context, opening: Call) -> list[Rule] | None:
        rho = ctx.rho_call
        if rho is PASS and ctx.they_have_bid:
            # responder passed over their bid and they bid again (P P 1D 2D P 4S P P): RHO's
            # pass now leaves no uncontested response ("too weak to respond, 5 or fewer" read a
            # 9-count that had passed their overcall); the call is placed by points
            return None
        suit = strain_suit(opening)
        if opening.strain is Strain.NOTRUMP:
            if opening.level <= 2 and rho is PASS:
                return notrump.nt_response_table(opening.level)
            return None
        assert suit is not None
        if opening.level == 2 and suit is Suit.CLUBS:
            return openings.two_clubs_response_table() if rho is PASS else None
        if opening.level == 2:
            if rho is not None and rho.is_bid:
                return openings.weak_two_contested_table(ctx, suit) or None
            return openings.weak_two_response_table(ctx, suit) if rho is PASS else None
        if opening.level >= 3:
            return openings.preempt_response_table(ctx, suit, rkcb=self.rkcb) if rho is PASS else None
        if rho is PASS:
            return responses.response_table(
                ctx, suit, two_over_one=self.two_over_one, splinters=self.splinters
            )
        if rho is DOUBLE:
            return responses.doubled_response_table(ctx, suit)
        if rho is not None and rho.is_bid:
            return responses.contested_response_table(ctx, suit, strain_suit(rho))
        return None

    def _opener_rebid(
        self, ctx: Context, opening: Call, answer: Call, answer_rule: Rule | None, quiet: bool
    ) -> list[Rule] | None:
        convention = answer_rule.convention if answer_rule is not None else ""
        if convention == "negative" and quiet and opening.level == 1 and strain_suit(opening) is not None:
            return rebids.negative_double_rebid_table(ctx, strain_suit(opening) or Suit.CLUBS)
        if not quiet or (
            any(not c.call.is_pass for c in ctx.calls if not ctx.is_ours(c.seat))
            and not _raised_over_double(ctx, opening, answer)
        ):
            return None  # the booklet's rebid tables are for uncontested auctions
        if opening.strain is Strain.NOTRUMP and opening.level <= 2:
            return self._notrump_rebid(ctx, opening, answer, answer_rule)
        suit = strain_suit(opening)
        if suit is None:
            return None
        if str(opening) == "2C" and str(answer) == "2D":
            return openings.two_clubs_rebid_table(ctx)
        if opening.level == 2 and convention == "feature ask":
            return openings.weak_two_feature_table(ctx, suit)
        theirs = strain_suit(answer)
        forcing = answer_rule is not None and answer_rule.forcing and answer.level <= 3
        weak_two = opening.level == 2 and suit is not Suit.CLUBS
        if weak_two and theirs is not None and theirs is not suit and forcing:
            return openings.weak_two_new_suit_table(ctx, suit, theirs)  # "Weak two-bids": forcing
        if opening.level == 1:
            if convention == "jacoby 2NT":
                return rebids.jacoby_answer_table(ctx, suit)
            if convention == "splinter":
                short = strain_suit(answer)
                if short is not None:
                    return slamtries.splinter_answer_table(suit, short, rkcb=self.rkcb)
            table = rebids.rebid_table(ctx, suit, answer)
            return table or None
        return None

    def _notrump_rebid(
        self, ctx: Context, opening: Call, answer: Call, answer_rule: Rule | None
    ) -> list[Rule] | None:
        """Our 1NT or 2NT (opening, or 1NT overcall with systems on): the answers to partner's
        Stayman, transfer, relay or invitation."""
        convention = answer_rule.convention if answer_rule is not None else ""
        if convention == "stayman":
            return notrump.stayman_answer_table(opening.level)
        if convention == "transfer":
            target = Suit.HEARTS if answer.strain is Strain.DIAMONDS else Suit.SPADES
            return [_accept(rule) for rule in notrump.transfer_answer_table(opening.level, target)]
        if convention == "minor relay":
            return notrump.relay_answer_table()
        if convention == "minor invitation":
            return notrump.minor_invitation_answer_table()
        if answer_rule is not None and answer.strain is Strain.NOTRUMP and answer.level == 2:
            return notrump.invitation_answer_table(ctx, opening.level, None)
        return None

    def _after_convention(
        self,
        ctx: Context,
        opening: Call,
        my_rule: Rule,
        answer: Call,
        read: tuple[Rule | None, ...],
    ) -> list[Rule] | None:
        if opening.strain is not Strain.NOTRUMP or opening.level > 2:
            return None
        if my_rule.convention == "stayman":
            return notrump.after_stayman_table(ctx, opening.level, answer)
        if my_rule.convention == "transfer":
            target = strain_suit(answer)
            if target is not None and answer.level == opening.level + 1:
                return notrump.after_transfer_table(ctx, opening.level, target)
            if target is not None:  # super-acceptance
                return None
        if my_rule.convention == "minor relay":
            return notrump.relay_continuation_table()
        del read
        return None


_PLACED = Rule(PASS, "Pass: partner has placed the contract", section="Slam conventions")


def _either(rules: list[Rule]) -> Rule | None:
    """One rule for a call that *rules* (the table's rules for it, best first) allow: the
    first rule's convention and trump, with what the rules show together — the fewest points
    and cards of any, the most of any, balanced or forcing only if every one is — and the
    explanation every seat gives (the texts joined by "; or", as
    :func:`~bridgekit.robots.meaning.public_explanation` joins them)."""
    if len(rules) <= 1:
        return rules[0] if rules else None
    first = rules[0]
    if all(rule.kind == first.kind for rule in rules):
        kind, lo, hi = first.kind, min(r.lo for r in rules), max(r.hi for r in rules)
    else:  # ranges of different points: their HCP (length and shortness points taken off)
        meanings = [rule.meaning() for rule in rules]
        kind, lo, hi = "hcp", min(m.lo for m in meanings), max(m.hi for m in meanings)
    return replace(
        first,
        text="; or ".join([first.text, *(rule.text.split(": ", 1)[-1] for rule in rules[1:])]),
        lo=lo,
        hi=hi,
        kind=kind,
        min_len=_fold(min, [rule.min_len for rule in rules]),
        max_len=_fold(max, [rule.max_len for rule in rules]),
        balanced=all(rule.balanced for rule in rules),
        forcing=all(rule.forcing for rule in rules),
        alert=any(rule.alert for rule in rules),
        test=None,
    )


def _fold(pick: Callable[[Iterable[int]], int], lengths: list[Lengths]) -> Lengths:
    """The fewest (*pick* ``min``) or most (``max``) cards of each suit over *lengths*."""
    c, d, h, s = (pick(length[suit] for length in lengths) for suit in range(4))
    return (c, d, h, s)


def _since_opening(ctx: Context, seat: int) -> list[Call]:
    """The calls *seat* made after the opening bid (a passed hand's pass before it is no answer)."""
    start = next((i for i, record in enumerate(ctx.calls) if record.call.is_bid), len(ctx.calls))
    return [record.call for record in ctx.calls[start:] if record.seat == seat]


def _asked_nothing(calls: Sequence[Called], me: int) -> bool:
    """Our seat has made only its opening bid (no double or redouble since)."""
    return all(record.call.is_bid or record.call is PASS for record in calls if record.seat == me)


def _overcalled(calls: Sequence[Called], me: int) -> bool:
    """The call straight after our opening bid was their overcall, so partner's pass came
    over it (and may hide length in their suit)."""
    index = next(i for i, record in enumerate(calls) if record.seat == me and record.call.is_bid)
    return index + 1 < len(calls) and calls[index + 1].call.is_bid


def _penalty(rule: Rule | None) -> bool:
    """A double read as penalty (of their notrump: "Competitive bidding")."""
    if rule is None or rule.call is not DOUBLE:
        return False
    return rule.convention == "penalty" or "penalty" in rule.text


def _takeout(rule: Rule | None) -> bool:
    """A double read as take-out (not a penalty or negative double)."""
    return rule is not None and "take-out" in rule.text


def _overcall(rule: Rule | None) -> bool:
    """A 1NT overcall read as the natural 15–18 (not a balancing 1NT, not a convention)."""
    return rule is not None and rule.lo >= 15 and rule.balanced


def _raised_over_double(ctx: Context, opening: Call, answer: Call) -> bool:
    """1x (X) 2x (P): their one call a take-out double of our one-level suit opening, partner's
    answer the single raise, RHO silent since. Over the double the single raise keeps its
    meaning ("Competitive bidding": the redouble, 2NT and the jump raise change, the single raise
    does not), so opener rebids as over 1x–2x: a game try with 16–18 points, game with 19+
    (1H X 2H P with six hearts and 16 HCP passed, 4H on: par study seed 23 board 69)."""
    suit = strain_suit(opening)
    theirs = [record.call for record in ctx.calls if not ctx.is_ours(record.seat) and not record.call.is_pass]
    opened_at = next(i for i, record in enumerate(ctx.calls) if record.call.is_bid)
    doubled = ctx.calls[opened_at + 1 :][:1]
    return (
        suit is not None
        and opening.level == 1
        and theirs == [DOUBLE]
        and bool(doubled)
        and doubled[0].call is DOUBLE
        and int(doubled[0].seat) == ctx.lho
        and answer.level == 2
        and strain_suit(answer) is suit
    )


def _balancing_notrump(rule: Rule | None) -> bool:
    """A 1NT read as the balancing 1NT of the pass-out seat (10–15, balanced)."""
    return rule is not None and rule.call is _ONE_NT and rule.balanced and rule.lo < 15 <= rule.hi


def _overcalled_notrump(read: tuple[Rule | None, ...], mine: list[int]) -> bool:
    """Whether our first call was the direct 1NT overcall."""
    return bool(mine) and _overcall(read[mine[0]])


def _accept(rule: Rule) -> Rule:
    """Mark an acceptance of a transfer so that the invitation that follows reads it."""
    return replace(rule, convention="transfer-accept")


def _asked(ctx: Context) -> bool:
    """Whether our side has bid 4NT or higher already."""
    return any(
        ctx.is_ours(record.seat) and record.call.is_bid and record.call.index >= _FOUR_NT.index
        for record in ctx.calls
    )


def agreed_suit(ctx: Context) -> Suit | None:
    """The suit both partners have bid (the latest), or opener's major after Jacoby 2NT."""
    mine = {strain_suit(c) for c in ctx.bids_of(ctx.seat)} - {None}
    theirs = [strain_suit(c) for c in ctx.bids_of(ctx.partner)]
    for suit in reversed(theirs):
        if suit is not None and suit in mine:
            return suit
    return None


#: the default system
SAYC = Sayc()
