"""The bridge robots: the new robot against this tree's robot, par, slams, card play, decision time.

Peer: this tree's robot before issue 17 — the small natural system (``natural``) with the
heuristic card player — measured in the same run on the same seeded deals.

The par study runs three robots: ``sayc`` (with bidding judgement by simulation),
``sayc-rules`` (the same system without it) and ``natural``; ``--worst N`` lists the N
auctions furthest from par (IMPs, board, auction, par contracts and score reached, the deal), to
study why.

1. two-room matches (IMPs per board for the new robot, 95% CI): bidding alone
   (``sayc`` against ``natural``, both with heuristic card play, ``--boards``), and the whole
   robot (``sayc:pimc`` against ``natural``, ``--full-boards``);
2. contracts reached with the same system in all four seats: mean IMPs from par (the DD score
   of the contract reached against the par score), makeable slams (par at the six level or
   higher) bid, contracts left redoubled below game after a take-out double;
3. card play against double dummy (``analysis.dd.play_costs``): tricks a deal thrown by
   declarer and by the defenders, heuristic against PIMC (``--play-deals``);
4. seconds per decision, p50 and p95: SAYC calls, PIMC cards.

    python benchmarks/bench_robots.py [--boards 200] [--full-boards 20] [--play-deals 20] [--worst 20]

Bounded runs for a quick look: ``--boards 120 --full-boards 0 --play-deals 0``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import TYPE_CHECKING, Any

from bridgekit.analysis.dd import dd_tables, play_costs
from bridgekit.analysis.par import par
from bridgekit.robots.match import deals, make_robot, play_match
from bridgekit.scoring.duplicate import duplicate_score
from bridgekit.scoring.imps import imps
from bridgekit.seats import Seat, board_dealer, board_vulnerability
from bridgekit.state import Phase
from bridgekit.variants import new_game
from bridgekit.variants.bridge import BridgeGame

if TYPE_CHECKING:  # not imported at run time: an older tree's src (the peer) may lack them
    from bridgekit.analysis.dd import DDTable
    from bridgekit.analysis.par import Par
    from bridgekit.deal import Deal
    from bridgekit.robots import Robot
    from bridgekit.robots.commits import CommitRobot


def match(boards: int, a: str, b: str, seed: int) -> dict[str, Any]:
    start = time.perf_counter()
    result = play_match(boards, a, b, seed=seed)
    summary = result.summary()
    return {
        "a": a,
        "b": b,
        "boards": boards,
        "imps_per_board": round(summary.mean, 2),
        "ci95": [round(summary.low, 2), round(summary.high, 2)],
        "seconds": round(time.perf_counter() - start, 1),
    }


def bid(game: BridgeGame, robot: Robot | CommitRobot, seconds: list[float]) -> None:
    """Play *game*'s auction with *robot* in every seat, appending each call's seconds to *seconds*."""
    while game.phase is Phase.AUCTION:
        seat = game.to_act
        assert seat is not None
        start = time.perf_counter()
        decision = robot.choose(game.view(seat))
        seconds.append(time.perf_counter() - start)
        game.act(decision.action)


def bid_board(
    number: int, deal: Deal, table: DDTable, robot: Robot | CommitRobot, seconds: list[float]
) -> tuple[BridgeGame, Par, int]:
    """Board *number* of *deal* bid by *robot* in all four seats (each call's seconds added to
    *seconds*): the game, its par and North-South's score of the contract reached, played double
    dummy (*table*)."""
    dealer, vul = board_dealer(number), board_vulnerability(number)
    game = new_game("bridge", deal=deal, dealer=dealer, vulnerability=vul, board=number)
    assert isinstance(game, BridgeGame)
    bid(game, robot, seconds)
    reference = par(table, dealer=dealer, vulnerability=vul)
    contract, declarer = game.contract, game.declarer
    if contract is None or declarer is None:
        return game, reference, 0
    tricks = table[contract.strain, Seat(declarer)]
    score = duplicate_score(contract, tricks, vulnerable=vul.is_vulnerable(Seat(declarer)))
    return game, reference, score if declarer % 2 == 0 else -score


def board_row(
    number: int, deal: Deal, game: BridgeGame, reference: Par, score: int
) -> tuple[int, int, str, str, str]:
    """A board of the par study as the saved runs keep it: IMPs from par, board, auction, par and
    the score reached, the deal."""
    auction = " ".join(str(call) for call in game.calls)
    pars = " ".join(str(c) for c in reference.contracts)
    found = f"par {reference.score} ({pars}), reached {score}"
    return abs(imps(score - reference.score)), number, auction, found, str(deal)


def auctions(boards: int, spec: str, seed: int, *, worst: int = 0) -> dict[str, Any]:
    """The contracts one robot reaches in all four seats, against par (and the *worst* auctions)."""
    robot = make_robot(spec)
    numbered = list(deals(boards, seed))
    tables = dd_tables([deal for _, deal in numbered])
    distances: list[float] = []
    costly: list[tuple[int, int, str, str, str]] = []
    slams_makeable = slams_bid = redoubled_left = 0
    bid_times: list[float] = []
    for (number, deal), table in zip(numbered, tables, strict=True):
        game, reference, score = bid_board(number, deal, table, robot, bid_times)
        contract, declarer = game.contract, game.declarer
        if contract is not None and contract.doubling == 2 and contract.level < 3:
            redoubled_left += 1
        costly.append(board_row(number, deal, game, reference, score))
        distances.append(costly[-1][0])
        slam = any(c.contract.level >= 6 and c.result >= 0 for c in reference.contracts)
        if slam:
            slams_makeable += 1
            side = reference.contracts[0].declarer % 2
            if contract is not None and declarer is not None and contract.level >= 6 and declarer % 2 == side:
                slams_bid += 1
    bid_times.sort()
    costly.sort(key=lambda row: -row[0])
    return {
        **({"worst": [" / ".join(map(str, row)) for row in costly[:worst]]} if worst else {}),
        "robot": spec,
        "boards": boards,
        "imps_from_par": round(statistics.fmean(distances), 2),
        "makeable_slams": slams_makeable,
        "slams_bid": slams_bid,
        "redoubled_partscores": redoubled_left,
        "call_seconds_p50": round(bid_times[len(bid_times) // 2], 4),
        "call_seconds_p95": round(bid_times[int(0.95 * (len(bid_times) - 1))], 4),
        "call_seconds_max": round(bid_times[-1], 4),
    }


def card_play(count: int, spec: str, seed: int) -> dict[str, Any]:
    """Tricks thrown against double dummy per deal, by declarer's side and by the defenders."""
    robot = make_robot(spec, seed=seed)
    declarer_lost: list[int] = []
    defence_lost: list[int] = []
    times: list[float] = []
    for number, deal in deals(count * 2, seed + 1000):
        if len(declarer_lost) >= count:
            break
        dealer, vulnerability = board_dealer(number), board_vulnerability(number)
        game = new_game("bridge", deal=deal, dealer=dealer, vulnerability=vulnerability)
        assert isinstance(game, BridgeGame)
        bid(game, robot, [])
        if game.contract is None or game.declarer is None:
            continue
        cards = []
        while not game.is_over:
            start = time.perf_counter()
            decision = robot.choose(game.view(_seat(game)))
            times.append(time.perf_counter() - start)
            cards.append(decision.action)
            game.act(decision.action)
        declarer = Seat(game.declarer)
        costs = play_costs(game.deal, declarer, game.contract.strain, cards)  # type: ignore[arg-type]
        ours = theirs = 0
        seats = _seats_of_play(game)
        for who, cost in zip(seats, costs, strict=True):
            if who % 2 == declarer % 2:
                ours += cost
            else:
                theirs += cost
        declarer_lost.append(ours)
        defence_lost.append(theirs)
    times.sort()
    return {
        "robot": spec,
        "deals": len(declarer_lost),
        "declarer_tricks_lost": round(statistics.fmean(declarer_lost), 2),
        "defence_tricks_lost": round(statistics.fmean(defence_lost), 2),
        "card_seconds_p50": round(times[len(times) // 2], 4),
        "card_seconds_p95": round(times[int(0.95 * (len(times) - 1))], 4),
    }


def _seat(game: BridgeGame) -> int:
    seat = game.to_act
    assert seat is not None
    return int(seat)


def _seats_of_play(game: BridgeGame) -> list[int]:
    from bridgekit.state import Played

    return [int(record.seat) for record in game.history if isinstance(record, Played)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=200, help="boards of the bidding match and par study")
    parser.add_argument("--full-boards", type=int, default=20, help="boards of the whole-robot match (PIMC)")
    parser.add_argument("--play-deals", type=int, default=20, help="deals of the card-play study")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--worst", type=int, default=0, help="list the auctions furthest from par")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    report: dict[str, Any] = {
        "bidding_match": match(args.boards, "sayc", "natural", args.seed),
        "par_new": auctions(args.boards, "sayc", args.seed, worst=args.worst),
        "par_rules": auctions(args.boards, "sayc-rules", args.seed),
        "par_old": auctions(args.boards, "natural", args.seed),
    }
    if args.full_boards:
        report["full_match"] = match(args.full_boards, "sayc:pimc", "natural", args.seed + 1)
    if args.play_deals:
        report["play_new"] = card_play(args.play_deals, "sayc:pimc", args.seed)
        report["play_old"] = card_play(args.play_deals, "natural", args.seed)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    for name, values in report.items():
        print(f"{name}: " + ", ".join(f"{k}={v}" for k, v in values.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
