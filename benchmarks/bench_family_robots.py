"""Sampling robots of the other games against their heuristic robots, two rooms on the same deals.

Peer: the game's heuristic robot, in the same run on the same seeded deals. Each deal is played
twice: the sampling robot for side 0 and the heuristic one for side 1, then swapped; the gain
of a deal is side 0's tricks (and points) in the first room minus those in the second. The mean
gain per deal comes with a 95% confidence interval.

    python benchmarks/bench_family_robots.py [--game minibridge] [--deals 40] [--samples 12] [--json]
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import bridgekit
from bridgekit.robots.match import confidence_interval
from bridgekit.robots.minibridge import MinibridgeRobot, SamplingMinibridgeRobot

ROBOTS: dict[str, Any] = {"minibridge": (SamplingMinibridgeRobot, MinibridgeRobot)}


def room(game: str, seed: int, side0: Any, side1: Any) -> Any:
    table = bridgekit.new_game(game, seed=seed)
    while not table.is_over:
        seat = table.to_act
        robot = side0 if int(seat) % 2 == 0 else side1
        table.act(robot.choose(table.view(seat)).action)
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="minibridge", choices=sorted(ROBOTS))
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--samples", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sampling, heuristic = ROBOTS[args.game]
    new, old = sampling(samples=args.samples, seed=1), heuristic()
    tricks: list[float] = []
    points: list[float] = []
    start = time.perf_counter()
    for seed in range(args.seed, args.seed + args.deals):
        first, second = room(args.game, seed, new, old), room(args.game, seed, old, new)
        if first.declarer is None:  # passed out: nothing to play
            continue
        tricks.append(float(first.tricks_won[0] - second.tricks_won[0]))
        points.append(float((first.score or 0) - (second.score or 0)))
    result = {
        "game": args.game,
        "deals played": len(tricks),
        "tricks per deal": [round(x, 3) for x in confidence_interval(tricks)],
        "points per deal": [round(x, 1) for x in confidence_interval(points)],
        "seconds": round(time.perf_counter() - start, 1),
    }
    print(json.dumps(result) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
