"""Random legal play-outs of full bridge deals per second: bridgekit against OpenSpiel.

Both engines are driven from Python with the same policy, ``random.choice`` over the
legal actions, until the deal is over (auction and all 52 cards, or passed out). The rates
are per CPU second of this process, rounds alternated, the best round of each engine kept.

    python benchmarks/bench_playouts.py [--seconds 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable

from bridgekit import Deal, new_game


def bridgekit_playout(rng: random.Random) -> int:
    game = new_game("bridge", deal=Deal.random(rng))
    actions = 1
    while not game.is_over:
        game.act(rng.choice(game.legal_actions()))
        actions += 1
    return actions


def openspiel_playout_factory() -> Callable[[random.Random], int]:
    import pyspiel  # type: ignore[import-not-found]

    game = pyspiel.load_game("bridge(use_double_dummy_result=false)")

    def playout(rng: random.Random) -> int:
        state = game.new_initial_state()
        actions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
        return actions

    return playout


def measure(playout: Callable[[random.Random], int], seconds: float, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    games = actions = 0
    start = time.process_time()  # CPU time: the machine is shared, so wall time carries others' load
    while (elapsed := time.process_time() - start) < seconds:
        actions += playout(rng)
        games += 1
    return {"games": games, "games_per_s": games / elapsed, "actions_per_game": actions / games}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU time per engine and round")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (best of)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    try:
        openspiel = openspiel_playout_factory()
    except ImportError:
        print("OpenSpiel is not installed: pip install -e '.[bench]'", file=sys.stderr)
        return 2
    best: dict[str, dict[str, float]] = {}
    for round_ in range(args.rounds):
        for name, playout in (("bridgekit", bridgekit_playout), ("openspiel", openspiel)):
            figures = measure(playout, args.seconds, seed=round_)
            if name not in best or figures["games_per_s"] > best[name]["games_per_s"]:
                best[name] = figures
    ratio = best["bridgekit"]["games_per_s"] / best["openspiel"]["games_per_s"]
    report = {"bridgekit": best["bridgekit"], "openspiel": best["openspiel"], "ratio": ratio}
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for name in ("bridgekit", "openspiel"):
            f = best[name]
            print(f"{name:10} {f['games_per_s']:9.0f} deals/s  ({f['actions_per_game']:.0f} actions a deal)")
        print(f"ratio bridgekit/openspiel: {ratio:.2f} (goal >= 1)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
