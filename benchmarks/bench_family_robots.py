"""Sampling robots of the other games against their heuristic robots, rooms on the same deals.

Peer: the game's heuristic robot, in the same run on the same seeded deals. Only the card play
differs (the sampling robots bid, exchange and declare as the heuristic ones), so every room of a
deal plays the same contract.

- Games of two sides (minibridge, bridge for two and three, Konstam, Nullo, Slam, Chinese bridge,
  Light bridge ``lb4``, ``lb4_52``, ``lb4_54``, ``lb6``): each deal is played twice, the
  sampling robot for side 0 and the heuristic one for side 1, then swapped. The points gained
  are the sampling robot's net points (its side's points less the other's) over the two rooms;
  the tricks gained are side 0's tricks towards its aim with the sampling robot less those with
  the heuristic one (a nullo declarer aims to lose them).
- Games of three players each for himself (Booby, Light bridge ``lb3``): on deal *d* the sampling robot
  plays seat ``d % 3`` against two heuristic robots, and the heuristic robot plays that seat in
  the other room (all three heuristic); the gain is that seat's net points (its points less the
  others' mean) with the sampling robot less those without it.

The mean gain per deal comes with a 95% confidence interval, and the sampling robot's seconds
per decision (p50, p95, the slowest).

    python benchmarks/bench_family_robots.py --game GAME [--deals 40] [--samples N] [--seconds S]
        [--tricks-left N] [--json]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import bridgekit
from bridgekit.robots.match import confidence_interval
from bridgekit.robots.minibridge import MinibridgeRobot, SamplingMinibridgeRobot
from bridgekit.variants.booby.robot import BoobyRobot, SamplingBoobyRobot
from bridgekit.variants.bridge2.robot import SamplingTwoPlayerRobot, TwoPlayerRobot
from bridgekit.variants.chinese_bridge.robot import ChineseBridgeRobot, SamplingChineseBridgeRobot
from bridgekit.variants.light_bridge.robot import LightBridgeRobot, SamplingLightBridgeRobot
from bridgekit.variants.nullo.robot import NulloRobot, SamplingNulloRobot
from bridgekit.variants.slam.robot import SamplingSlamRobot, SlamRobot


def net_points(game: str, table: Any, side: int) -> float:
    """*side*'s points in the deal less the other's (less the others' mean in Booby and ``lb3``)."""
    if game in ("minibridge", "bridge2", "bridge3", "konstam"):
        score = float(table.score or 0)  # side 0's score (N-S; Konstam's player A)
        return score if side == 0 else -score
    if game == "light_bridge":
        scores = list(table.score or ())
        others = [s for i, s in enumerate(scores) if i != side]
        return float(scores[side] - sum(others) / len(others))
    players = 3 if game == "booby" else 2
    points = [0.0] * players
    for entry in table.score or ():
        points[int(getattr(entry, "player", getattr(entry, "side", -1)))] += entry.points
    return points[side] - (sum(points) - points[side]) / (players - 1)


def goal_tricks(table: Any, side: int) -> float:
    """Tricks *side* took towards its aim (a nullo declarer aims to lose them, his opponent to
    make him take them)."""
    contract, declarer = table.contract, table.declarer
    won = table.tricks_won[side]
    nullo = getattr(contract, "is_nullo", False) or str(getattr(contract, "denomination", "")) == "NU"
    if contract is not None and nullo:
        return float(-won if side == declarer else table.tricks_won[int(declarer)])
    return float(won)


@dataclass(frozen=True)
class Family:
    """One game of the bench: how to deal it, its two robots, its sides."""

    game: str
    sampling: Callable[..., Any]
    heuristic: Callable[[], Any]
    samples: int
    options: dict[str, Any] = field(default_factory=dict)
    sides: int = 2
    #: whether a finished deal was played (not passed out)
    played: Callable[[Any], bool] = lambda table: table.declarer is not None and table.contract is not None
    #: tricks gained are counted (not in Light bridge, where the aims differ by contract)
    tricks: bool = True

    def side_of(self, table: Any, seat: int) -> int:
        if self.game == "light_bridge":
            return int(table.side_of(seat))
        return int(seat) % 2 if self.game in ("minibridge", "bridge2", "bridge3") else int(seat)


def _light(form: str, sides: int = 2) -> Family:
    return Family(
        "light_bridge",
        SamplingLightBridgeRobot,
        LightBridgeRobot,
        8,
        {"variant": form},
        sides=sides,
        played=lambda table: True,  # raspasy is played too
        tricks=False,
    )


GAMES: dict[str, Family] = {
    "minibridge": Family("minibridge", SamplingMinibridgeRobot, MinibridgeRobot, 12),
    "nullo": Family("nullo", SamplingNulloRobot, NulloRobot, 12),
    "chinese_bridge": Family("chinese_bridge", SamplingChineseBridgeRobot, ChineseBridgeRobot, 8),
    "slam": Family("slam", SamplingSlamRobot, SlamRobot, 8),
    "bridge2": Family("bridge2", SamplingTwoPlayerRobot, TwoPlayerRobot, 12),
    "bridge3": Family("bridge3", SamplingTwoPlayerRobot, TwoPlayerRobot, 12),
    "konstam": Family("konstam", SamplingTwoPlayerRobot, TwoPlayerRobot, 12),
    "booby": Family("booby", SamplingBoobyRobot, BoobyRobot, 6, sides=3),
    "lb3": _light("lb3", sides=3),
    "lb4": _light("lb4"),
    "lb4_52": _light("lb4_52"),
    "lb4_54": _light("lb4_54"),
    "lb6": _light("lb6"),
}


class Timed:
    """A robot whose decisions are timed."""

    def __init__(self, robot: Any) -> None:
        self.robot, self.seconds = robot, []

    def choose(self, view: Any) -> Any:
        start = time.perf_counter()
        decision = self.robot.choose(view)
        self.seconds.append(time.perf_counter() - start)
        return decision


def room(family: Family, seed: int, robot_of: Callable[[int], Any]) -> Any:
    """One deal played to the end, each seat by the robot of its side (*robot_of*)."""
    table = bridgekit.new_game(family.game, seed=seed, **family.options)
    while not table.is_over:
        seat = table.to_act
        table.act(robot_of(family.side_of(table, seat)).choose(table.view(seat)).action)
    return table


def run(family: Family, deals: int, samples: int, seed: int, seconds: float | None = None) -> dict[str, Any]:
    new, old = Timed(family.sampling(samples=samples, seed=1)), family.heuristic()
    points: list[float] = []
    tricks: list[float] = []
    unequal = 0
    start = time.perf_counter()
    for deal in range(seed, seed + deals):
        if seconds is not None and time.perf_counter() - start > seconds:
            break  # bounded: the deals played so far
        if family.sides == 2:
            first = room(family, deal, lambda side: new if side == 0 else old)
            second = room(family, deal, lambda side: old if side == 0 else new)
            gain = net_points(family.game, first, 0) + net_points(family.game, second, 1)
            side = 0
        else:
            side = deal % family.sides
            first = room(family, deal, lambda s, k=side: new if s == k else old)
            second = room(family, deal, lambda s: old)
            gain = net_points(family.game, first, side) - net_points(family.game, second, side)
        if not family.played(first):  # passed out: nothing to play
            continue
        if str(first.contract) != str(second.contract) or first.declarer != second.declarer:
            unequal += 1
        points.append(gain)
        tricks.append(goal_tricks(first, side) - goal_tricks(second, side))
    seconds = sorted(new.seconds) or [0.0]
    result: dict[str, Any] = {
        "game": family.game + (f" {family.options['variant']}" if "variant" in family.options else ""),
        "deals played": len(points),
        "samples": samples,
        "net points per deal (mean, 95% CI)": [round(x, 2) for x in confidence_interval(points)],
    }
    if family.tricks:
        result["goal tricks per deal (mean, 95% CI)"] = [round(x, 3) for x in confidence_interval(tricks)]
    result["seconds per decision p50/p95/max"] = [
        round(statistics.median(seconds), 3),
        round(seconds[int(0.95 * (len(seconds) - 1))], 3),
        round(seconds[-1], 3),
    ]
    result["deals whose rooms played different contracts"] = unequal
    result["seconds"] = round(time.perf_counter() - start, 1)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="minibridge", choices=sorted(GAMES))
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--samples", type=int, help="layouts a decision (default: the robot's own)")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--seconds", type=float, help="stop after this many seconds (the deals so far count)")
    parser.add_argument("--tricks-left", type=int, help="Light bridge: sample from this many tricks left")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    family = GAMES[args.game]
    if args.tricks_left is not None and family.game == "light_bridge":
        form = family.options["variant"]
        sampling = family.sampling
        family = dataclasses.replace(
            family, sampling=lambda **kw: sampling(tricks_left={form: args.tricks_left}, **kw)
        )
    result = run(family, args.deals, args.samples or family.samples, args.seed, args.seconds)
    print(json.dumps(result) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
