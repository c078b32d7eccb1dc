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

import os
import random
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from bridgekit.errors import NotationError
from bridgekit.robots.bidding import choose_call
from bridgekit.robots.meaning import NATURAL, System, explain_call, shown_by
from bridgekit.robots.play import choose_card
from bridgekit.state import Action, Claimed, Phase, View

__all__ = [
    "Decision",
    "Robot",
    "BridgeRobot",
    "PLAY_ENV",
    "default_play",
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

    action: Action
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


#: the environment variable naming :class:`BridgeRobot`'s card play when none is given
#: (``pimc`` or ``heuristic``): a test suite that plays many robot-only deals sets ``heuristic``
PLAY_ENV = "BRIDGEKIT_ROBOT_PLAY"

#: :class:`BridgeRobot`'s card plays
PLAYS = ("pimc", "heuristic")


def default_play() -> str:
    """The card play of ``BridgeRobot()``: ``$BRIDGEKIT_ROBOT_PLAY`` if set, else ``pimc``.

    :raises NotationError: for an unknown card play in the environment
    """
    return _play_named(os.environ.get(PLAY_ENV) or "pimc")


def _play_named(name: str) -> str:
    key = name.strip().lower()
    if key not in PLAYS:
        raise NotationError(f"unknown card play {name!r}: pimc or heuristic")
    return key


class BridgeRobot:
    """Contract bridge, the default and strongest robot: SAYC bidding (:mod:`bridgekit.robots.sayc`)
    and card play by double-dummy simulation of layouts the auction allows
    (:class:`~bridgekit.robots.pimc.PimcRobot`, 24 layouts a card, a decision bounded to *budget*
    seconds), or by rules of thumb with ``play="heuristic"`` (or without DDS, the ``dd`` extra).

    The heuristic robot is deterministic: the same view gives the same decision; so is the
    simulating one unless its budget cuts a decision short (on a loaded machine).

    :param system: a bidding system or its name (:func:`system_named`); SAYC by default
    :param play: ``pimc`` or ``heuristic``; by default ``$BRIDGEKIT_ROBOT_PLAY``, else ``pimc``
    :param samples: layouts a card decision (``pimc``)
    :param seed: the same seed and view give the same layouts (``pimc``)
    :param budget: seconds a card decision may take, roughly (``pimc``; ``None``: no bound)
    :raises NotationError: for an unknown card play
    """

    def __init__(
        self,
        system: System | str = "sayc",
        *,
        play: str | None = None,
        samples: int = 24,
        seed: int = 0,
        budget: float | None = 2.0,
    ) -> None:
        self.system: System = system_named(system) if isinstance(system, str) else system
        self.play = default_play() if play is None else _play_named(play)
        self.samples, self.seed, self.budget = samples, seed, budget
        self._player: Robot | None = None

    def _card_player(self) -> Robot | None:
        """The simulating card player (made at the first card), ``None`` for heuristic play."""
        if self.play != "pimc":
            return None
        if self._player is None:
            from bridgekit.robots.pimc import PimcRobot

            self._player = PimcRobot(
                samples=self.samples, seed=self.seed, system=self.system, budget=self.budget
            )
        return self._player

    def choose(self, view: View) -> Decision:
        """Choose a call or a card for the seat of *view*.

        :raises ValueError: if the seat has nothing to decide
        """
        _check(view)
        if view.phase is Phase.AUCTION:
            call, text = choose_call(view, self.system)
            return Decision(call, text)
        player = self._card_player()
        if player is not None:
            return player.choose(view)
        card, text = choose_card(view)
        return Decision(card, text)

    def claim(self, view: View) -> Claimed | None:
        """Declarer's claim of the rest when it is certain (:func:`bridgekit.robots.claim.robot_claim`)."""
        from bridgekit.robots.claim import robot_claim

        return robot_claim(view)

    def __repr__(self) -> str:
        args = [] if self.system.name == "sayc" else [repr(self.system.name)]
        if self.play != default_play():
            args.append(f"play={self.play!r}")
        return f"BridgeRobot({', '.join(args)})"


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
