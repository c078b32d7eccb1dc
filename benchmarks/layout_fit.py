"""How well the bidding robot's simulated layouts fit the auction (issue 17, stop 38).

``judgement.judge_compete`` (their game or partscore: pass, double, or bid on) deals layouts of
the three hidden hands and solves them double dummy. This script records every such decision of a
par-study rerun (the view, the hand and, for the diagnosis only, the real deal) and counts, for
each decision, how many of its layouts fit what the other three seats have shown
(``sampling.fits_auction`` = 0 for each hidden hand), which seats miss and how, and whether the
real hands themselves fit (a reading that the real hands break is a reading no layout should be
forced into).

    python benchmarks/layout_fit.py record /tmp/par38/base_17.json --seed 17 --out run.json --decisions d.pkl
    python benchmarks/layout_fit.py count d.pkl
    python benchmarks/layout_fit.py breaks d.pkl [more.pkl ...]

``record`` is ``par_boards.py rerun`` (the same rows in *out*) with the decisions saved; ``count``
deals each saved decision's layouts again with the tree on ``PYTHONPATH`` (the same seed as the
robot's), so a change to the dealing is measured on the same decisions without bidding again, and
times the whole judgement (``time.process_time``, DDS threads counted). With ``--reread`` the
auction is read again with the tree's meanings (the saved readings are those of the tree that
recorded), so a change to the readings is counted too. ``breaks`` names the calls whose readings
the real hands break (stop 39): each call of a hidden seat read alone (``meaning._meaning``, the
SAYC system) against that seat's real hand, once per board and call, with the shown range and
lengths beside the real HCP and lengths, then a count by explanation.
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any


def record(base: Path, seed: int, out: Path, decisions: Path) -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    import bench_robots
    import par_boards

    import bridgekit.robots.judgement as judgement

    saved: list[dict[str, Any]] = []
    current: dict[str, Any] = {}
    plain_bid_board = bench_robots.bid_board
    plain_compete = judgement.judge_compete
    plain_judge = judgement.judge

    def bid_board(number: int, deal: Any, *args: Any, **kwargs: Any) -> Any:
        current["board"], current["deal"] = number, [hand.mask for hand in deal.hands]
        return plain_bid_board(number, deal, *args, **kwargs)

    def timed(kind: str, plain: Any, ctx: Any, hand: Any, *args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        found = plain(ctx, hand, *args, **kwargs)
        saved.append(
            {
                "kind": kind,
                "board": current["board"],
                "deal": current["deal"],
                "ctx": ctx,
                "hand": hand,
                "args": args,
                "kwargs": kwargs,
                "found": None if found is None else (str(found[0]), found[1]),
                "cpu": time.process_time() - start,
            }
        )
        return found

    def judge_compete(ctx: Any, hand: Any, *args: Any, **kwargs: Any) -> Any:
        return timed("compete", plain_compete, ctx, hand, *args, **kwargs)

    def judge(ctx: Any, hand: Any, *args: Any, **kwargs: Any) -> Any:
        return timed("judge", plain_judge, ctx, hand, *args, **kwargs)

    bench_robots.bid_board = bid_board  # type: ignore[assignment]
    judgement.judge_compete = judge_compete  # type: ignore[assignment]
    judgement.judge = judge  # type: ignore[assignment]
    report = par_boards._rerun(json.loads(base.read_text(encoding="utf-8")), seed, "sayc")
    out.write_text(json.dumps(report, indent=1), encoding="utf-8")
    decisions.write_bytes(pickle.dumps(saved))
    print(f"{len(saved)} decisions saved; IMPs from par {report['imps_from_par']}")


def _misses(layout: list[int], ctx: Any) -> dict[int, int]:
    from bridgekit.cards import CardSet
    from bridgekit.robots.sampling import fits_auction

    return {s: fits_auction(CardSet(layout[s]), ctx.shown[s]) for s in range(4) if s != ctx.seat}


def _summary(kind: str, rows: list[tuple[int, bool, float | None]], seats: dict[str, int]) -> None:
    fitted = [good for good, _, _ in rows]
    real = sum(1 for _, missed, _ in rows if missed)
    print(
        f"{kind}: {len(rows)} decisions; fewer than 7 of 14 layouts fit in"
        f" {sum(1 for n in fitted if n < 7)}, none in {sum(1 for n in fitted if n == 0)};"
        f" mean {statistics.fmean(fitted) if fitted else 0:.1f} fit; hands missing: {seats};"
        f" decisions whose real hands miss the reading: {real}"
    )
    cpu = sorted(seconds for _, _, seconds in rows if seconds is not None)
    if cpu:
        p95 = cpu[min(len(cpu) - 1, round(0.95 * (len(cpu) - 1)))]
        p50 = statistics.median(cpu)
        print(f"cpu per decision: p50 {p50:.2f} s, p95 {p95:.2f} s, slowest {cpu[-1]:.2f} s")


def count(decisions: Path, *, timed: bool, shaped: bool, reread: bool = False) -> None:
    import bridgekit.robots.judgement as judgement
    from bridgekit.robots.context import Context
    from bridgekit.robots.meaning import shown_by
    from bridgekit.robots.sayc import SAYC

    saved = pickle.loads(decisions.read_bytes())
    rows: dict[str, list[tuple[int, bool, float | None]]] = {}
    seats: dict[str, dict[str, int]] = {}
    for item in saved:
        ctx, hand = item["ctx"], item["hand"]
        if reread:  # the readings of the tree on PYTHONPATH, not those saved with the decision
            ctx = Context(ctx.seat, ctx.calls, shown_by(ctx.calls, SAYC), vulnerable=ctx.vulnerable)
        kind = item.get("kind", "compete")
        view = (hand.cards.mask, ctx.seat, [(int(r.seat), str(r.call)) for r in ctx.calls])
        rng = random.Random(repr((*view, "compete")) if kind == "compete" else repr(view))
        layouts = judgement._layouts(ctx, hand, judgement.SAMPLES, rng, shaped=shaped)
        misses = [_misses(layout, ctx) for layout in layouts]
        good = sum(1 for miss in misses if not any(miss.values()))
        missing = seats.setdefault(kind, {"partner": 0, "opponent": 0})
        for miss in misses:
            for seat, value in miss.items():
                if value:
                    missing["partner" if seat == ctx.partner else "opponent"] += 1
        real = _misses(item["deal"], ctx)
        auction = " ".join(str(r.call) for r in ctx.calls)
        line = f"{item['board']:>4} {kind:<7} seat {ctx.seat} {auction:<40} fit {good:>2}/{len(layouts)}"
        if any(real.values()):
            line += f"  real hands miss {real}"
        seconds = None
        if timed:
            start = time.process_time()
            judged = judgement.judge_compete if kind == "compete" else judgement.judge
            judged(ctx, hand, *item["args"], **item["kwargs"])
            seconds = time.process_time() - start
            line += f"  cpu {seconds:.2f}"
        rows.setdefault(kind, []).append((good, any(real.values()), seconds))
        print(line)
    for kind, kind_rows in rows.items():
        _summary(kind, kind_rows, seats[kind])


def breaks(paths: list[Path]) -> None:
    from collections import Counter

    from bridgekit.cards import CardSet
    from bridgekit.robots.context import Context
    from bridgekit.robots.hand import Hand
    from bridgekit.robots.meaning import _meaning, public_explanation, shown_by
    from bridgekit.robots.sampling import fits_auction
    from bridgekit.robots.sayc import SAYC

    seen: set[tuple[str, int, int]] = set()
    by_text: Counter[str] = Counter()
    short: Counter[str] = Counter()
    for path in paths:
        for item in pickle.loads(path.read_bytes()):
            ctx = item["ctx"]
            calls = list(ctx.calls)
            for index, record in enumerate(calls):
                seat = int(record.seat)
                key = (path.name, item["board"], index)
                if seat == ctx.seat or key in seen:
                    continue
                seen.add(key)
                before = Context(seat, calls[:index], shown_by(calls[:index], SAYC))
                meaning, _ = _meaning(before, record.call, SAYC)
                real = CardSet(item["deal"][seat])
                miss = fits_auction(real, meaning)
                if not miss:
                    continue
                hand = Hand(real)
                placed = not any(rule.call is record.call for rule in SAYC.rules_for(before) or ())
                text = public_explanation(before, record.call, SAYC)
                side = "partner" if seat == ctx.partner else "opponent"
                where = "placed" if placed else "rule"
                auction = " ".join(str(r.call) for r in calls[: index + 1])
                lengths = ".".join(str(hand.lengths[s]) for s in (3, 2, 1, 0))
                shown = ".".join(str(meaning.lengths[s]) for s in (3, 2, 1, 0))
                print(
                    f"{path.name} {item['board']:>4} {side:<8} {where:<6} {auction:<36} shown"
                    f" {meaning.lo}-{meaning.hi} {shown} real {hand.hcp} {lengths} miss {miss}  {text}"
                )
                label = f"{side} {where} {text.split(':', 1)[-1].strip()[:60]}"
                by_text[label] += 1
                if hand.hcp < meaning.lo - 1:
                    short[label] += 1
    print()
    for label, n in by_text.most_common():
        print(f"{n:>3} ({short[label]} short of HCP)  {label}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="rerun the competitive boards, saving judge_compete's decisions")
    rec.add_argument("base", type=Path)
    rec.add_argument("--seed", type=int, required=True)
    rec.add_argument("--out", type=Path, required=True)
    rec.add_argument("--decisions", type=Path, required=True)
    cnt = sub.add_parser("count", help="the layouts that fit, decision by decision")
    cnt.add_argument("decisions", type=Path)
    cnt.add_argument("--timed", action="store_true", help="also time each whole judgement")
    cnt.add_argument("--shaped", action="store_true", help="deal the shown lengths first (sampling.Shapes)")
    cnt.add_argument("--reread", action="store_true", help="read the auction again with the tree's meanings")
    brk = sub.add_parser("breaks", help="the calls whose readings the real hands break")
    brk.add_argument("decisions", type=Path, nargs="+")
    args = parser.parse_args(argv)
    if args.command == "record":
        record(args.base, args.seed, args.out, args.decisions)
    elif args.command == "breaks":
        breaks(args.decisions)
    else:
        count(args.decisions, timed=args.timed, shaped=args.shaped, reread=args.reread)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
