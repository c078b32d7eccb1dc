"""Sampling robots of the games whose unseen cards are not all in hidden hands, against their
heuristic robots, two rooms on the same seeded deals (issue 17).

Peer: the game's heuristic robot, in the same run on the same deals. Each deal is played twice:
the sampling robot as player A and the heuristic one as B, then swapped. The exchange and the
auction are the heuristic robot's in both rooms (the sampling robot differs in the play only), so
both rooms play the same contract; the gain of a deal is the sampling robot's net points (its
points less the other's) over the two rooms, and its "goal tricks" (tricks taken towards its own
aim: a nullo declarer's aim is to lose them) likewise. Mean gain per deal with a 95% confidence
interval.

    python benchmarks/bench_unseen_robots.py [--game nullo|slam|chinese_bridge] [--deals 60] [--samples 12]
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import bridgekit
from bridgekit.robots.match import confidence_interval
from bridgekit.variants.chinese_bridge.robot import ChineseBridgeRobot, SamplingChineseBridgeRobot
from bridgekit.variants.nullo.robot import NulloRobot, SamplingNulloRobot
from bridgekit.variants.slam.robot import SamplingSlamRobot, SlamRobot

ROBOTS: dict[str, Any] = {
    "nullo": (SamplingNulloRobot, NulloRobot),
    "chinese_bridge": (SamplingChineseBridgeRobot, ChineseBridgeRobot),
    "slam": (SamplingSlamRobot, SlamRobot),
}


def room(game: str, seed: int, a: Any, b: Any) -> Any:
    table = bridgekit.new_game(game, seed=seed)
    while not table.is_over:
        seat = table.to_act
        table.act((a if int(seat) == 0 else b).choose(table.view(seat)).action)
    return table


def net_points(table: Any, player: int) -> int:
    """*player*'s points in the deal less the other's."""
    entries = table.score or ()
    owner = [int(getattr(e, "player", getattr(e, "side", -1))) for e in entries]
    return sum(e.points if who == player else -e.points for e, who in zip(entries, owner, strict=True))


def goal_tricks(table: Any, player: int) -> int:
    """Tricks *player* took towards his aim (a nullo declarer aims to lose them, his opponent to
    make him take them)."""
    contract, declarer = table.contract, table.declarer
    won = table.tricks_won[player]
    nullo = getattr(contract, "is_nullo", False) or str(getattr(contract, "denomination", "")) == "NU"
    if contract is not None and nullo:
        return -won if player == declarer else int(table.tricks_won[1 - player])
    return won


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="nullo", choices=sorted(ROBOTS))
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--samples", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sampling, heuristic = ROBOTS[args.game]
    new, old = sampling(samples=args.samples, seed=1), heuristic()
    points: list[float] = []
    tricks: list[float] = []
    start = time.perf_counter()
    for seed in range(args.seed, args.seed + args.deals):
        first, second = room(args.game, seed, new, old), room(args.game, seed, old, new)
        if first.declarer is None or first.contract is None:  # passed out: nothing to play
            continue
        assert str(first.contract) == str(second.contract) and first.declarer == second.declarer
        points.append(float(net_points(first, 0) + net_points(second, 1)))
        tricks.append(float(goal_tricks(first, 0) - goal_tricks(second, 0)))
    result = {
        "game": args.game,
        "deals played": len(points),
        "samples": args.samples,
        "net points per deal (mean, 95% CI)": [round(x, 1) for x in confidence_interval(points)],
        "goal tricks per deal (mean, 95% CI)": [round(x, 3) for x in confidence_interval(tricks)],
        "seconds": round(time.perf_counter() - start, 1),
    }
    print(json.dumps(result) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
