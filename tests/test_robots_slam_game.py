"""Slam weighed beside a game the SAYC tables bid (robots/slam_game.py).

Each test cites the section of the ACBL "SAYC System Booklet" (revised January 2006) it builds
on: "Opener's rebids" bids game over the raise by points, and "Slam conventions" asks for aces
once slam is possible.
"""

from __future__ import annotations

from bridgekit.calls import Call
from bridgekit.cards import CardSet
from bridgekit.robots import system_named
from bridgekit.robots.context import Context
from bridgekit.robots.hand import Hand, Rule
from bridgekit.robots.meaning import shown_by
from bridgekit.robots.slam_game import game_to_weigh
from bridgekit.state import Called
from test_robots_sayc import answer

SAYC = system_named("sayc")


def _context(auction: str) -> Context:
    calls = [Called(i % 4, Call.from_str(c)) for i, c in enumerate(auction.split())]
    return Context(len(calls) % 4, calls, shown_by(calls, SAYC), vulnerable=(False, False))


def _table(auction: str) -> list[Rule]:
    return SAYC.rules_for(_context(auction)) or []


def _rule(auction: str, call: str) -> Rule:  # the table's rule for *call* in the situation
    return next(rule for rule in _table(auction) if str(rule.call) == call)


def test_a_hand_sure_of_slam_over_the_limit_raise_asks_for_aces() -> None:
    """ "Opener's rebids" accepts the limit raise with game values and "Slam conventions" asks
    for aces with slam values: 20 HCP, six spades and a singleton opposite 10–12 support points
    reach 33, so the simulation weighs slam before the table's four spades (it bid 4S)."""
    call, text = answer("AKJ752.AQ.4.KQ65", "1S P 3S P")
    assert call == "4NT" and "Blackwood" in text
    # a 15-count keeps the table's game: slam is out of reach opposite the raise's top
    assert answer("AKJ75.Q43.K4.Q65", "1S P 3S P")[0] == "4S"


def test_only_a_natural_game_in_a_fit_left_alone_is_weighed() -> None:
    """ "Slam conventions": the weighing needs a fit and slam within reach; an auction the
    opponents entered, or a game too far from slam, keeps the table's call unweighed."""
    strong = Hand(CardSet.from_str("AKJ752.AQ.4.KQ65"))
    table = _table("1S P 3S P")
    weighed = game_to_weigh(_context("1S P 3S P"), strong, _rule("1S P 3S P", "4S"), table)
    assert weighed is not None and weighed[1] >= 29
    minimum = Hand(CardSet.from_str("AKJ75.Q43.K4.Q65"))
    assert game_to_weigh(_context("1S P 3S P"), minimum, _rule("1S P 3S P", "4S"), table) is None
    # their overcall: competitive bidding is the simulation's of contested.py, not this one
    assert game_to_weigh(_context("1S 2C 3S P"), strong, _rule("1S P 3S P", "4S"), table) is None


def test_the_answer_to_a_control_cue_bid_keeps_its_sign_off() -> None:
    """ "Slam conventions": a table that asks for aces before game weighs slam itself, so its game is a
    sign-off; weighed again, the limit raise's answer to 3S asked for aces and went down in 6H
    (par study seed 5 board 48, where six notrump made)."""
    auction = "P P 1H P 3H P 3S P"
    assert answer("KJ5.K953.32.KJ54", auction, dealer=3)[0] == "4H"
    hand = Hand(CardSet.from_str("KJ5.K953.32.KJ54"))
    rule = _rule("1H P 3H P 3S P", "4H")
    assert game_to_weigh(_context("1H P 3H P 3S P"), hand, rule, _table("1H P 3H P 3S P")) is None


def test_slam_is_weighed_only_where_4nt_asks_for_aces() -> None:
    """ "Slam conventions": Blackwood keeps a slam missing two aces at five; where 4NT asks
    nothing (1D–1S, no suit agreed yet) the table's raise to game stands, and partner may ask
    (weighed, the opener jumped to 6S blind opposite 11 HCP and went down: par study seed 41
    board 15)."""
    call, text = answer("AJT5.Q.AQ962.AT5", "P 1D P 1S P", dealer=2)
    assert call == "4S" and "raise to game" in text
