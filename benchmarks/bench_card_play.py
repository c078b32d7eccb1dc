"""Card play against double dummy: tricks thrown a deal by declarer and defenders, seconds a decision.

One robot spec (``sayc:pimc`` by default) in all four seats on seeded deals: the auction, then
all 52 cards. Each card's cost is ``analysis.dd.play_costs`` (the double-dummy value of the
position before the card minus after, from the side's point of view); a deal's thrown tricks
are the sums for declarer's side and for the defenders. Each card is written as one JSON line
(``--out``), with its kind — the opening lead, a lead to a later trick, following suit, a
ruff, a discard — so a run can be cut into what costs most, and runs of two trees on the same
deals compare deal by deal (``--compare A.jsonl B.jsonl``). Every decision (calls too) is
timed: p50, p95 and the slowest, calls and cards apart; for cards also the process's CPU
seconds (DDS's threads included), which the load of a shared machine does not inflate.

    python benchmarks/bench_card_play.py --deals 100 --out new.jsonl [--seconds 3000]
    python benchmarks/bench_card_play.py --summary new.jsonl
    python benchmarks/bench_card_play.py --compare old.jsonl new.jsonl

Run it with ``PYTHONPATH`` pointing at another tree's ``src`` for that tree's robot (the peer,
alternated in the same session). The robot is deterministic (no time budget), so the cards do
not depend on the load; the seconds do.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from bench_robots import bid

from bridgekit.analysis.dd import play_costs
from bridgekit.cards import Card
from bridgekit.robots.match import deals, make_robot
from bridgekit.seats import Seat, board_dealer, board_vulnerability
from bridgekit.variants import new_game
from bridgekit.variants.bridge import BridgeGame


def _kind(trick: list[tuple[int, Card]], card: Card, trump: object, first: bool) -> str:
    if not trick:
        return "opening lead" if first else "lead"
    led = trick[0][1].suit
    if card.suit == led:
        return "follow"
    return "ruff" if card.suit == trump else "discard"


def play_deal(number: int, spec: str, seed: int, deal: Any) -> dict[str, Any] | None:
    """One deal in all four seats: its cards (cost, kind, seconds) and its calls' seconds."""
    robot = make_robot(spec, seed=seed)
    dealer, vulnerability = board_dealer(number), board_vulnerability(number)
    game = new_game("bridge", deal=deal, dealer=dealer, vulnerability=vulnerability)
    assert isinstance(game, BridgeGame)
    call_seconds: list[float] = []
    bid(game, robot, call_seconds)
    if game.contract is None or game.declarer is None:
        return None
    declarer = Seat(game.declarer)
    trump = game.contract.strain.suit
    cards: list[Card] = []
    rows: list[dict[str, Any]] = []
    trick: list[tuple[int, Card]] = []
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        start, cpu = time.perf_counter(), time.process_time()
        decision = robot.choose(game.view(seat))
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        card = decision.action
        assert isinstance(card, Card)
        rows.append(
            {
                "seat": int(seat),
                "card": str(card),
                "declaring": seat % 2 == declarer % 2,
                "dummy": seat == declarer.partner,
                "kind": _kind(trick, card, trump, not cards),
                "trick": len(cards) // 4 + 1,
                "seconds": round(seconds, 4),
                "cpu": round(cpu, 4),
            }
        )
        trick = [] if len(trick) == 3 else [*trick, (int(seat), card)]
        cards.append(card)
        game.act(card)
    costs = play_costs(game.deal, declarer, game.contract.strain, cards)
    for row, cost in zip(rows, costs, strict=True):
        row["cost"] = cost
    return {
        "board": number,
        "contract": f"{game.contract} {declarer.name[0]}",
        "declarer_thrown": sum(r["cost"] for r in rows if r["declaring"]),
        "defence_thrown": sum(r["cost"] for r in rows if not r["declaring"]),
        "call_seconds": [round(s, 4) for s in call_seconds],
        "cards": rows,
    }


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * (len(ordered) - 1) + 0.5))] if ordered else 0.0


def summary(lines: list[dict[str, Any]]) -> dict[str, Any]:
    """Thrown tricks a deal (with a 95% CI), by kind of card, and seconds a decision."""
    declarer = [line["declarer_thrown"] for line in lines]
    defence = [line["defence_thrown"] for line in lines]
    by_kind: dict[str, float] = defaultdict(float)
    for line in lines:
        for row in line["cards"]:
            side = "declarer" if row["declaring"] else "defence"
            by_kind[f"{side} {row['kind']}"] += row["cost"]
    cards = [row["seconds"] for line in lines for row in line["cards"]]
    cpu = [row.get("cpu", 0.0) for line in lines for row in line["cards"]]
    calls = [s for line in lines for s in line["call_seconds"]]
    every = cards + calls

    def mean_ci(values: list[int]) -> list[float]:
        mean = statistics.fmean(values)
        half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
        return [round(mean, 3), round(mean - half, 3), round(mean + half, 3)]

    return {
        "deals": len(lines),
        "declarer_thrown_mean_ci95": mean_ci(declarer),
        "defence_thrown_mean_ci95": mean_ci(defence),
        "thrown_a_deal_by_kind": {k: round(v / len(lines), 3) for k, v in sorted(by_kind.items())},
        "card_seconds_p50_p95_max": [
            round(_quantile(cards, 0.5), 4),
            round(_quantile(cards, 0.95), 4),
            round(max(cards), 3),
        ],
        "card_cpu_seconds_p50_p95_max": [
            round(_quantile(cpu, 0.5), 4),
            round(_quantile(cpu, 0.95), 4),
            round(max(cpu), 3),
        ],
        "call_seconds_p50_p95_max": [
            round(_quantile(calls, 0.5), 4),
            round(_quantile(calls, 0.95), 4),
            round(max(calls), 3),
        ],
        "decision_seconds_p95_max": [round(_quantile(every, 0.95), 4), round(max(every), 3)],
        "decisions_over_1s_3s": [sum(s > 1 for s in every), sum(s > 3 for s in every)],
        "decisions": len(every),
    }


def compare(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> dict[str, Any]:
    """The same boards of two runs: thrown tricks a deal, A then B, and B − A with a 95% CI."""
    by_board = {line["board"]: line for line in a}
    pairs = [(by_board[line["board"]], line) for line in b if line["board"] in by_board]
    result: dict[str, Any] = {"deals": len(pairs)}
    for key in ("declarer_thrown", "defence_thrown"):
        diffs = [y[key] - x[key] for x, y in pairs]
        half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
        mean = statistics.fmean(diffs)
        result[key] = {
            "a": round(statistics.fmean(x[key] for x, _ in pairs), 3),
            "b": round(statistics.fmean(y[key] for _, y in pairs), 3),
            "b_minus_a_ci95": [round(mean, 3), round(mean - half, 3), round(mean + half, 3)],
        }
    return result


def _read(path: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100, help="deals played (passed-out boards not counted)")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--spec", default="sayc:pimc")
    parser.add_argument("--start", type=int, default=1, help="first board to play (to run in chunks)")
    parser.add_argument("--seconds", type=float, default=3600.0, help="stop after this long")
    parser.add_argument("--out", help="append one JSON line a deal to this file")
    parser.add_argument("--summary", help="summarise a file written by --out")
    parser.add_argument("--compare", nargs=2, metavar=("A", "B"), help="compare two files on the same boards")
    args = parser.parse_args(argv)
    if args.summary:
        print(json.dumps(summary(_read(args.summary)), indent=2))
        return 0
    if args.compare:
        print(json.dumps(compare(_read(args.compare[0]), _read(args.compare[1])), indent=2))
        return 0
    stop = time.monotonic() + args.seconds
    lines: list[dict[str, Any]] = []
    for number, deal in deals(args.start + 4 * args.deals, args.seed + 1000):
        if number < args.start:
            continue
        if len(lines) >= args.deals or time.monotonic() > stop:
            break
        line = play_deal(number, args.spec, args.seed, deal)
        if line is None:
            continue
        lines.append(line)
        if args.out:
            with open(args.out, "a") as out:
                out.write(json.dumps(line) + "\n")
    if lines:
        print(json.dumps(summary(lines), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
