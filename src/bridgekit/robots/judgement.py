"""Bidding judgement by simulation: where the rules leave a close choice, deal and solve.

When the robot places the contract by points and the choice is close — game or slam, a
partscore or game — it deals the hidden hands many times so that every seat's hand fits what
its calls have shown (:func:`~bridgekit.robots.meaning.shown_by`: HCP ranges, suit lengths,
balanced hands), solves each candidate contract of each layout double dummy in one DDS batch
(the side on lead defends; ``SolveAllBoards`` on every DDS thread) and bids the candidate with
the best expected IMPs against the others. A fixed number of layouts keeps the decision
deterministic (the same view, the same call), and so does the bound on the layouts dealt
(no clock is read: a loaded machine takes longer, it does not decide differently).

Without DDS (the ``[dd]`` extra) it is never consulted: the rules and the placement decide.

>>> from bridgekit.calls import Call
>>> from bridgekit.robots.context import Context
>>> from bridgekit.robots.hand import Hand, Shown
>>> from bridgekit.cards import CardSet
>>> from bridgekit.state import Called
>>> calls = [Called(0, Call.from_str(c)) if i % 2 == 0 else Called(1, Call.from_str(c))
...          for i, c in enumerate(["1NT", "P"])]
>>> shown = (Shown(15, 17, balanced=True, has_bid=True), Shown(), Shown(), Shown())
>>> ctx = Context(2, calls, shown)
>>> hand = Hand(CardSet.from_str("KQ2.KQ3.AJ42.Q32"))
>>> [str(c.call) for c in candidates_at(ctx, [(3, "NT"), (6, "NT")])]
['3NT', '6NT']
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from typing import Any, NamedTuple

from bridgekit.calls import DOUBLE, PASS, Call, Contract, Doubling, Strain
from bridgekit.cards import PACK_52, CardSet
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand
from bridgekit.scoring.duplicate import duplicate_score
from bridgekit.scoring.imps import imps

__all__ = [
    "Candidate",
    "candidates_at",
    "judge",
    "judge_compete",
    "judge_penalty",
    "preload",
    "SAMPLES",
    "MARGIN",
    "DOUBLE_MARGIN",
]

#: layouts solved per decision (the same view always deals the same layouts)
SAMPLES = 14
_TRIES_PER_SAMPLE = 20
#: IMPs a board a higher contract must gain over the lowest candidate to be chosen
MARGIN = 1.5
#: the margin for game or a partscore (below slam) when the opponents have only passed: no
#: contract of theirs to push or defend, so the simulation's choice of level stands on its own
QUIET_MARGIN = 0.75
#: IMPs a board a double of their contract must gain over a pass to be chosen
DOUBLE_MARGIN = 1.0


_PRELOAD: list[threading.Thread] = []


def preload() -> None:
    """Import DDS (endplay, about a second) in a background thread, once per process.

    The bidding robot calls it at its first call of a deal: by the time a close choice of level
    comes up (never at the first call), the import is done and no decision waits for it. A
    decision that needs DDS earlier simply waits for the import, as it would have anyway.
    """
    if _PRELOAD:
        return
    thread = threading.Thread(target=_import_dds, name="bridgekit-dds-import", daemon=True)
    _PRELOAD.append(thread)
    thread.start()


def _import_dds() -> None:
    try:
        import endplay.dds  # noqa: F401
        import endplay.types  # noqa: F401
    except Exception:  # pragma: no cover - without the [dd] extra the rules decide alone
        return


class Candidate(NamedTuple):
    """A call and the contract it leads to (*level* in *strain*, played by *declarer*)."""

    call: Call
    level: int
    strain: Strain
    declarer: int


def _declarer(ctx: Context, strain: Strain, bidder: int) -> int:
    """The seat of our side that first named *strain*, else *bidder*."""
    first = ctx.first_to_name(strain, ours=True)
    return bidder if first is None else first


def candidates_at(ctx: Context, targets: Sequence[tuple[int, str | Strain]]) -> list[Candidate]:
    """The legal bids among *targets* (level, strain), with their declarers; the contract
    already reached (our last bid, when a target names it) as a pass."""
    found: list[Candidate] = []
    for level, strain_name in targets:
        strain = strain_name if isinstance(strain_name, Strain) else Strain.from_str(strain_name)
        last = ctx.last_bid
        if (
            last is not None
            and ctx.last_is_ours
            and not ctx.doubling
            and last.level == level
            and last.strain is strain
        ):
            assert ctx.last_bidder is not None
            found.append(Candidate(PASS, level, strain, _declarer(ctx, strain, ctx.last_bidder)))
            continue
        call = ctx.bid(level, strain)
        if call is not None:
            found.append(Candidate(call, level, strain, _declarer(ctx, strain, ctx.seat)))
    unique: dict[tuple[int, Strain], Candidate] = {}
    for candidate in found:
        unique.setdefault((candidate.level, candidate.strain), candidate)
    return list(unique.values())


def _layouts(
    ctx: Context, hand: Hand, count: int, rng: random.Random, *, shaped: bool = False
) -> list[list[int]]:
    """Layouts of the other three hands that fit every call's meaning (the closest misses if
    too few are found).

    With *shaped* the suit lengths come first (:class:`~bridgekit.robots.sampling.Shapes`: each
    hidden hand's shown lengths, drawn as often as deals that keep them all hold them), then the
    HCP are repaired (:func:`_repair`); otherwise the cards are dealt at random and repaired."""
    from bridgekit.robots.sampling import Shapes, _deal, _suit_of, fits_auction

    mine = hand.cards.mask
    unseen = [card.mask for card in PACK_52.cards if not mine & card.mask]
    hidden = [seat for seat in range(4) if seat != ctx.seat]
    known: list[int | None] = [None, None, None, None]
    known[ctx.seat] = mine
    sizes = (13, 13, 13, 13)
    no_suit = (0, 0, 0, 0)
    shapes = None
    if shaped:
        counts = [0, 0, 0, 0]
        for bit in unseen:
            counts[_suit_of(bit)] += 1
        shapes = Shapes.of(counts, hidden, [ctx.shown[s] for s in hidden], [13, 13, 13])
    scored: list[tuple[int, int, list[int]]] = []
    kept = 0
    for attempt in range(count * _TRIES_PER_SAMPLE):
        if shapes is not None:
            layout = shapes.deal(unseen, known, rng)
        else:
            layout = _deal(unseen, hidden, known, sizes, no_suit, rng)
        _repair(layout, hidden, ctx, rng)
        miss = sum(fits_auction(CardSet(layout[s]), ctx.shown[s]) for s in hidden)
        scored.append((miss, attempt, layout))
        kept += miss == 0
        if kept >= count:
            break
    scored.sort(key=lambda item: (item[0], item[1]))
    return [layout for _, _, layout in scored[:count]]


def _value(position: int) -> int:
    """The HCP of the card at bit *position* (13 a suit, the two first): J 1, Q 2, K 3, A 4."""
    return max(0, position % 13 - 8)


_HONOURS = [suit * 13 + rank for suit in range(4) for rank in range(9, 13)]


def _hcp(mask: int) -> int:
    return sum(_value(p) for p in _HONOURS if mask >> p & 1)


def _hcp_odds() -> list[float]:
    """The chance that a random 13-card hand holds each number of HCP (0–37), exactly: the
    honours of each rank chosen four at a time, the 36 other cards filling the hand."""
    from math import comb

    ways = {(0, 0): 1}  # (cards, HCP) -> ways, over the four honour ranks (J 1 … A 4)
    for value in (1, 2, 3, 4):
        grown: dict[tuple[int, int], int] = {}
        for (cards, points), count in ways.items():
            for taken in range(5):
                key = (cards + taken, points + taken * value)
                grown[key] = grown.get(key, 0) + count * comb(4, taken)
        ways = grown
    odds = [0.0] * 38
    for (cards, points), count in ways.items():
        if cards <= 13:
            odds[points] += count * comb(36, 13 - cards)
    total = sum(odds)
    return [odds_n / total for odds_n in odds]


_HCP_ODDS = _hcp_odds()


def _target(lo: int, hi: int, rng: random.Random) -> int:
    """An HCP count in *lo*–*hi* drawn as often as real hands hold it (a 16–21 opener holds 16
    about three times as often as 19, and 21 ten times less)."""
    lo, hi = max(0, lo), min(37, hi)
    if hi <= lo:
        return lo
    points = range(lo, hi + 1)
    return rng.choices(points, weights=[_HCP_ODDS[n] for n in points])[0]


def _repair(layout: list[int], hidden: Sequence[int], ctx: Context, rng: random.Random) -> None:
    """Bring each hidden hand's HCP into the range its calls showed by swapping cards of the
    same suit between hidden hands (suit lengths unchanged): a strong hand shown by the auction
    is then found without dealing thousands of layouts.

    A hand dealt outside its range is brought to a count drawn as real hands of that range are
    distributed (:func:`_target`), not to the range's edge: stopping at the first count inside
    the range dealt a 16–21 opener (1C–1H–4H) 16.9 HCP on average and 19 or more in 8% of the
    layouts, where real hands of that range hold 17.4 and 19+ in 22%, so slams that depend on
    partner's extras were judged against too weak a partner."""
    targets: dict[int, int] = {}
    for _ in range(24):
        points = {seat: _hcp(layout[seat]) for seat in hidden}
        for seat in hidden:
            shown = ctx.shown[seat]
            if seat not in targets and not shown.lo <= points[seat] <= shown.hi:
                targets[seat] = _target(shown.lo, shown.hi, rng)
        wrong = [
            seat
            for seat in hidden
            if not ctx.shown[seat].lo <= points[seat] <= ctx.shown[seat].hi
            or (seat in targets and abs(points[seat] - targets[seat]) > 1)
        ]
        if not wrong:
            return
        seat = rng.choice(wrong)
        shown = ctx.shown[seat]
        goal = targets.get(seat, shown.lo if points[seat] < shown.lo else shown.hi)
        up = points[seat] < goal
        swaps = []
        for other in hidden:
            if other == seat:
                continue
            rich, poor = (other, seat) if up else (seat, other)
            for high in _HONOURS:
                if not layout[rich] >> high & 1:
                    continue
                base = high - high % 13
                for low in range(base, high):
                    if layout[poor] >> low & 1:
                        gain = _value(high) - _value(low)
                        theirs = points[other] + (-gain if up else gain)
                        if ctx.shown[other].lo <= theirs <= ctx.shown[other].hi:
                            swaps.append((rich, poor, high, low))
        if not swaps:
            return
        rich, poor, high, low = rng.choice(swaps)
        layout[rich] ^= (1 << high) | (1 << low)
        layout[poor] ^= (1 << high) | (1 << low)


def _tricks(layouts: Sequence[list[int]], plays: Sequence[tuple[Strain, int]]) -> list[list[int]]:
    """Declarer's double-dummy tricks for each layout and each (strain, declarer), one batch."""
    from endplay.dds import solve_all_boards

    from bridgekit.analysis.dd import _LOCK, _endplay_deal

    deals = [
        _endplay_deal(layout, (declarer + 1) % 4, strain, [])
        for layout in layouts
        for strain, declarer in plays
    ]
    mode = _optimal_one()
    values: list[int] = []
    step = max(len(plays), 8 * len(plays))
    for start in range(0, len(deals), step):
        with _LOCK:
            solved = list(solve_all_boards(deals[start : start + step], mode))
        values.extend(13 - max(tricks for _, tricks in board) for board in solved)
    rows = len(values) // len(plays)
    return [values[i * len(plays) : (i + 1) * len(plays)] for i in range(rows)]


def _optimal_one() -> Any:
    import sys

    import endplay.dds as dds

    return sys.modules[dds.solve_all_boards.__module__].SolveMode.OptimalOne  # one best card: faster


def judge(
    ctx: Context,
    hand: Hand,
    candidates: Sequence[Candidate],
    *,
    samples: int = SAMPLES,
    ace_ask: bool = False,
) -> tuple[Candidate, float] | None:
    """The candidate with the best expected IMPs against the others over layouts that fit the
    auction, and its margin (IMPs a board over the average of the others); ``None`` when DDS is
    missing or fewer than two candidates are legal. Ties go to the first candidate, and a higher
    contract is chosen over the lowest candidate only if it gains :data:`MARGIN` IMPs a board
    over it (double dummy flatters declarer, and 14 layouts are a small sample).

    With *ace_ask* a slam in a suit is reached through Blackwood ("Slam conventions": the ask
    stops at five missing two aces, and a grand slam needs all of them), so each layout scores
    it as the ask would end there: five of the suit where our side lacks two aces or more, six
    for a grand slam missing one (:func:`_through_blackwood`)."""
    from bridgekit.analysis.dd import dd_available

    if len(candidates) < 2 or not dd_available():
        return None
    key = repr((hand.cards.mask, ctx.seat, [(int(r.seat), str(r.call)) for r in ctx.calls]))
    rng = random.Random(key)
    layouts = _layouts(ctx, hand, samples, rng)
    plays = sorted({(c.strain, c.declarer) for c in candidates})
    tricks = _tricks(layouts, plays)
    if not tricks:
        return None
    vulnerable = ctx.vulnerable[0]
    totals = [0.0] * len(candidates)
    lowest = min(range(len(candidates)), key=lambda i: (candidates[i].level, i))
    over_lowest = [0.0] * len(candidates)
    for layout, row in zip(layouts, tricks, strict=True):
        made = dict(zip(plays, row, strict=True))
        missing = 4 - hand.aces - _aces(layout[ctx.partner]) if ace_ask else 0
        scores = [
            duplicate_score(
                Contract(_through_blackwood(c, missing), c.strain),
                made[(c.strain, c.declarer)],
                vulnerable=vulnerable,
            )
            for c in candidates
        ]
        for i, score in enumerate(scores):
            totals[i] += sum(imps(score - other) for j, other in enumerate(scores) if j != i)
            over_lowest[i] += imps(score - scores[lowest])
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    if over_lowest[best] / len(tricks) < _margin(ctx, candidates[best]):
        best = lowest  # double dummy flatters declarer: go higher only for a clear gain
    margin = totals[best] / len(tricks) / max(1, len(candidates) - 1)
    return candidates[best], margin


def _margin(ctx: Context, candidate: Candidate) -> float:
    """The IMPs a board a higher *candidate* must gain over the lowest: :data:`QUIET_MARGIN`
    below slam in an auction where the opponents have only passed, else :data:`MARGIN`."""
    quiet = all(record.call is PASS for record in ctx.calls if not ctx.is_ours(int(record.seat)))
    return QUIET_MARGIN if candidate.level < 6 and quiet else MARGIN


_ACES = [suit * 13 + 12 for suit in range(4)]


def _aces(mask: int) -> int:
    return sum(mask >> position & 1 for position in _ACES)


def _through_blackwood(candidate: Candidate, missing: int) -> int:
    """The level a slam *candidate* in a suit ends at when reached through Blackwood with
    *missing* aces ("Slam conventions": five missing two, six missing one of a grand slam)."""
    if candidate.level < 6 or candidate.strain is Strain.NOTRUMP or missing <= 0:
        return candidate.level
    if missing >= 2:
        return 5
    return min(candidate.level, 6)


def judge_contract(
    ctx: Context,
    hand: Hand,
    targets: Sequence[tuple[int, str | Strain]],
    *,
    against: str,
    ace_ask: bool = False,
) -> tuple[Call, str] | None:
    """:func:`judge` over the candidates at *targets* (:func:`candidates_at`), with the robot's
    reason: ``(PASS, "Pass: 3NT is our contract (…)")`` when the contract reached stands, else the
    bid and what it gains (``"+0.8 IMPs a board against {against} over layouts that fit the
    auction"``); ``None`` when the simulation does not decide. *ace_ask*: a slam in a suit is
    reached through Blackwood (:func:`judge`)."""
    found = judge(ctx, hand, candidates_at(ctx, targets), ace_ask=ace_ask)
    if found is None:
        return None
    chosen, margin = found
    why = f"{margin:+.1f} IMPs a board against {against} over layouts that fit the auction"
    if chosen.call is PASS:
        return PASS, f"Pass: {chosen.level}{chosen.strain} is our contract ({why})"
    return chosen.call, why


def judge_compete(
    ctx: Context,
    hand: Hand,
    theirs: tuple[int, Strain, int],
    ours: Sequence[Candidate],
    *,
    may_double: bool = False,
    double_margin: float = DOUBLE_MARGIN,
    samples: int = SAMPLES,
) -> tuple[Call, float] | None:
    """Their contract at the four to six level against our fit: defend it (pass, or double
    it) or bid on in our fit (to make, or as a sacrifice), by expected IMPs over layouts that
    fit the auction. *theirs* is their contract (level, strain, declarer), played at the
    doubling it has; each of *ours* is scored doubled when it goes down (they double a failing
    sacrifice) and as bid when it makes. With *may_double* (they bid over our game: a
    sacrifice, perhaps), a double must gain :data:`DOUBLE_MARGIN` IMPs a board
    over a pass, and a bid :data:`MARGIN` over the better of the two (double dummy flatters
    declarer either way); *double_margin* replaces :data:`DOUBLE_MARGIN` (their game at our
    game's own level, a contract of theirs rather than a save, is doubled only for
    :data:`MARGIN`). Their partscore is weighed the same way (:func:`judge_penalty`). Our bid is
    scored as their contract one level up where bidding on gains them :data:`MARGIN` on the
    layouts (:func:`_their_reply`: they judge the level too).
    Their suit contract at the four level or higher is weighed on layouts that hold their
    eight-card trump fit first (:func:`_their_fit_first`: twice the layouts dealt, those kept).
    Returns the call and its gain over a pass; ``None`` without DDS or with nothing to weigh
    against a pass (no bid of ours, and no double)."""
    from bridgekit.analysis.dd import dd_available

    if not (ours or (may_double and ctx.can(DOUBLE))) or not dd_available():
        return None
    level, strain, declarer = theirs
    key = repr((hand.cards.mask, ctx.seat, [(int(r.seat), str(r.call)) for r in ctx.calls], "compete"))
    rng = random.Random(key)
    if level >= 4 and strain is not Strain.NOTRUMP:
        layouts = _their_fit_first(_layouts(ctx, hand, 2 * samples, rng), ctx, strain, declarer)[:samples]
    else:
        layouts = _layouts(ctx, hand, samples, rng)
    plays = sorted({(strain, declarer), *((c.strain, c.declarer) for c in ours)})
    tricks = _tricks(layouts, plays)
    if not tricks:
        return None
    we, they = ctx.vulnerable
    doubled = Doubling(min(ctx.doubling, 2))
    defend = [(PASS, doubled)]
    if may_double and ctx.can(DOUBLE):
        defend.append((DOUBLE, Doubling.DOUBLED))
    calls: list[Call] = [call for call, _ in defend] + [c.call for c in ours]
    rows: list[list[int]] = []
    for row in tricks:
        made = dict(zip(plays, row, strict=True))
        taken = made[(strain, declarer)]
        scores = [-duplicate_score(Contract(level, strain, how), taken, vulnerable=they) for _, how in defend]
        for c in ours:
            got = made[(c.strain, c.declarer)]
            how = Doubling.UNDOUBLED if got >= c.level + 6 else Doubling.DOUBLED
            scores.append(duplicate_score(Contract(c.level, c.strain, how), got, vulnerable=we))
        rows.append(scores)
    count = len(rows)
    for i, c in enumerate(ours, start=len(defend)):
        _their_reply(rows, i, c, theirs, tricks, plays, they)

    def gain(i: int, j: int) -> float:  # IMPs a board of call i over call j
        return sum(imps(row[i] - row[j]) for row in rows) / count

    best = 0
    if len(defend) == 2 and gain(1, 0) >= double_margin:
        best = 1
    bids = range(len(defend), len(calls))
    if bids:
        top = max(bids, key=lambda i: (gain(i, best), -i))
        if gain(top, best) >= MARGIN:
            best = top
    return calls[best], gain(best, 0)


def _their_fit_first(
    layouts: list[list[int]], ctx: Context, strain: Strain, declarer: int
) -> list[list[int]]:
    """*layouts* (in the order dealt) with those that fit the auction first, and among them those
    where their side holds eight or more cards of their trump suit: a side that bids game in a
    suit seldom does it on a seven-card fit."""
    from bridgekit.robots.sampling import fits_auction

    cards = (1 << 13) - 1 << 13 * int(strain)

    def rank(layout: list[int]) -> tuple[bool, bool]:
        missed = any(fits_auction(CardSet(layout[s]), ctx.shown[s]) for s in range(4) if s != ctx.seat)
        return missed, bin((layout[declarer] | layout[(declarer + 2) % 4]) & cards).count("1") < 8

    return sorted(layouts, key=rank)


def _their_reply(
    rows: list[list[int]],
    column: int,
    ours: Candidate,
    theirs: tuple[int, Strain, int],
    tricks: Sequence[Sequence[int]],
    plays: Sequence[tuple[Strain, int]],
    vulnerable: bool,
) -> None:
    """Our bid *ours* over their contract is not the end of the auction: they may bid on in
    their strain at the cheapest level (five at most). Where that gains them :data:`MARGIN`
    IMPs a board over defending our bid on the layouts (as this robot would judge it), column
    *column* of *rows* becomes their contract's score (doubled when it fails)."""
    _, strain, declarer = theirs
    reply = ours.level if strain > ours.strain else ours.level + 1
    if reply > 5:
        return
    at = plays.index((strain, declarer))
    bid_on = []
    for row in tricks:
        taken = row[at]
        how = Doubling.UNDOUBLED if taken >= reply + 6 else Doubling.DOUBLED
        bid_on.append(-duplicate_score(Contract(reply, strain, how), taken, vulnerable=vulnerable))
    their_gain = sum(imps(row[column] - ours_then) for row, ours_then in zip(rows, bid_on, strict=True))
    if their_gain / len(rows) >= MARGIN:
        for row, ours_then in zip(rows, bid_on, strict=True):
            row[column] = ours_then


def judge_penalty(ctx: Context, hand: Hand, theirs: tuple[int, Strain, int]) -> tuple[Call, float] | None:
    """Their partscore (two or three level) when our side holds game values without a fit:
    pass, double it for penalties, or bid 3NT, by :func:`judge_compete` over layouts that fit
    the auction (a double must gain :data:`DOUBLE_MARGIN` IMPs a board over a pass, 3NT
    :data:`MARGIN` over the better of the two). ``None`` where DDS is missing or we cannot
    double."""
    if not ctx.can(DOUBLE):
        return None
    ours = [c for c in candidates_at(ctx, [(3, Strain.NOTRUMP)]) if c.call is not PASS]
    return judge_compete(ctx, hand, theirs, ours, may_double=True)
