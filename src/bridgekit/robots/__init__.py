"""Robots: players that decide from a :class:`~bridgekit.state.View`, never from the game.

A robot is anything with ``choose(view) -> Decision``; a :class:`Decision` holds the
action and a sentence saying why. Robots see only what their seat may see, so the same
view always gives the same decision, and hidden cards stay hidden.

>>> from bridgekit import new_game
>>> game = new_game("bridge", seed=3)
>>> robot = BridgeRobot()
>>> decision = robot.choose(game.view(game.to_act))
>>> decision.action in game.legal_actions()
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from bridgekit.calls import Call
from bridgekit.cards import Card
from bridgekit.errors import NotationError
from bridgekit.robots.bidding import NATURAL, System, choose_call, explain_call, shown_by
from bridgekit.robots.play import choose_card
from bridgekit.state import Claimed, Phase, View

__all__ = [
    "Decision",
    "Robot",
    "BridgeRobot",
    "RandomRobot",
    "choose_call",
    "choose_card",
    "explain_call",
    "shown_by",
    "system_named",
]


@dataclass(frozen=True, slots=True)
class Decision:
    """An action a robot chose and why.

    >>> from bridgekit.calls import Call
    >>> str(Decision(Call.from_str("1NT"), "1NT: 15–17 HCP, balanced"))
    '1NT: 15–17 HCP, balanced'
    """

    action: Call | Card
    explanation: str

    def __str__(self) -> str:
        return self.explanation


@runtime_checkable
class Robot(Protocol):
    """Anything that chooses an action from a view of the seat to act."""

    def choose(self, view: View) -> Decision:
        """The action for ``view.seat`` (which must be the seat to act) and why."""
        ...


def _check(view: View) -> None:
    if not view.legal_actions:
        raise ValueError(f"seat {view.seat} has nothing to decide in this view")


def system_named(name: str) -> System:
    """The bidding system called *name*: ``sayc`` (the default), ``sayc-2/1``, ``sayc-1430``,
    ``sayc-2/1-1430``, ``sayc-nosplinters`` (its options; ``-rules`` added to any of them: no
    bidding judgement by simulation) or ``natural`` (the small natural system of earlier versions).

    >>> system_named("sayc-1430").name
    'sayc-1430'

    :raises NotationError: for an unknown name
    """
    from bridgekit.robots.sayc import Sayc

    key = name.strip().lower()
    if key == "natural":
        return NATURAL
    if key.startswith("sayc"):
        options = set(key.split("-")[1:])
        if options <= {"2/1", "1430", "nosplinters", "rules"}:
            return Sayc(
                two_over_one="2/1" in options,
                rkcb="1430" in options,
                simulate="rules" not in options,
                splinters="nosplinters" not in options,
            )
    raise NotationError(
        f"unknown bidding system {name!r}: sayc, sayc-2/1, sayc-1430, sayc-2/1-1430 "
        "(each also with -nosplinters, -rules) or natural"
    )


class BridgeRobot:
    """Contract bridge: SAYC bidding (:mod:`bridgekit.robots.sayc`) and heuristic card play.

    Deterministic: the same view gives the same decision.

    :param system: a bidding system or its name (:func:`system_named`); SAYC by default
    """

    def __init__(self, system: System | str = "sayc") -> None:
        self.system: System = system_named(system) if isinstance(system, str) else system

    def choose(self, view: View) -> Decision:
        """Choose a call or a card for the seat of *view*.

        :raises ValueError: if the seat has nothing to decide
        """
        _check(view)
        if view.phase is Phase.AUCTION:
            call, text = choose_call(view, self.system)
            return Decision(call, text)
        card, text = choose_card(view)
        return Decision(card, text)

    def claim(self, view: View) -> Claimed | None:
        """Declarer's claim of the rest when it is certain (:func:`bridgekit.robots.claim.robot_claim`)."""
        from bridgekit.robots.claim import robot_claim

        return robot_claim(view)

    def __repr__(self) -> str:
        return "BridgeRobot()" if self.system.name == "sayc" else f"BridgeRobot({self.system.name!r})"


class RandomRobot:
    """A legal action at random, seeded: the same seed and view give the same action.

    >>> from bridgekit import new_game
    >>> game = new_game("bridge", seed=3)
    >>> view = game.view(game.to_act)
    >>> RandomRobot(7).choose(view) == RandomRobot(7).choose(view)
    True
    """

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: View) -> Decision:
        """A random legal action.

        :raises ValueError: if the seat has nothing to decide
        """
        _check(view)
        state = (
            self.seed,
            int(view.seat),
            len(view.calls),
            len(view.tricks),
            len(view.current_trick),
            view.hand.mask,
        )
        rng = random.Random(repr(state))
        action = rng.choice(view.legal_actions)
        return Decision(action, f"{action}: chosen at random")

    def __repr__(self) -> str:
        return f"RandomRobot({self.seed})"
