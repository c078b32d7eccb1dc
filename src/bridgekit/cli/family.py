"""``bridgekit play GAME`` for the games other than contract bridge: one loop for all of them.

Each game brings three things (an :class:`Adapter`): a robot, a text rendering of a seat's
view, and a series of deals (its own, like Light bridge's match, or :class:`DealSeries`).
The loop itself only uses the engine's generic API: ``to_act``, ``view``, ``legal_actions``,
``act`` with text, ``undo``.

>>> adapter = ADAPTERS["light_bridge"]
>>> series = adapter.series(game="light_bridge", variant="lb3", deals=1, seed=3)
>>> game = series.next_deal()
>>> type(adapter.robot()).__name__
'SamplingLightBridgeRobot'
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import IO, Any, Final, Protocol, runtime_checkable

from bridgekit.call_words import compass_text, explained_text
from bridgekit.cli.loop import TerminalTable
from bridgekit.cli.screens import (
    DRAWN,
    light_bridge_screen,
    narrate,
    registered_screen,
    screen,
    seat_names,
)
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats import game_json
from bridgekit.i18n import _
from bridgekit.robots import Robot
from bridgekit.session import series_deal
from bridgekit.state import Game
from bridgekit.variants import entry_of, get_variant, new_game, resolve, robot_for, scorer_for

__all__ = ["Adapter", "ADAPTERS", "DealSeries", "FamilyTable", "run_family"]


class Series(Protocol):
    """A game of several deals: deals them in turn and keeps the totals."""

    @property
    def is_over(self) -> bool: ...

    def next_deal(self) -> Game: ...

    def record(self, game: Game) -> None: ...

    def summary(self) -> dict[str, Any]: ...

    def standings(self) -> str: ...


class DealSeries:
    """An agreed number of deals of one game, the dealer passing clockwise, scores added per seat.

    :param game: the game's name for :func:`bridgekit.new_game`
    :param deals: how many deals (default one per seat)
    :param seed: the same seed gives the same deals
    """

    def __init__(
        self, game: str, *, deals: int | None = None, seed: int | None = None, **options: Any
    ) -> None:
        self.game = game
        self.options = options
        probe = new_game(game, seed=0, **options)
        self.seat_names = probe.variant.seat_names
        self.deal_count = deals if deals is not None else len(self.seat_names)
        if self.deal_count < 1:
            raise NotationError(_("a game has at least one deal, not {deals}").format(deals=deals))
        self.seed = seed
        self.games: list[Game] = []

    @property
    def is_over(self) -> bool:
        return len(self.games) >= self.deal_count

    def next_deal(self) -> Game:
        number = len(self.games)
        seed = None if self.seed is None else self.seed * 1000 + number
        return new_game(self.game, seed=seed, dealer=number % len(self.seat_names), **self.options)

    def record(self, game: Game) -> None:
        self.games.append(game)

    def scores(self) -> list[Any]:
        return [getattr(game, "score", None) for game in self.games]

    def summary(self) -> dict[str, Any]:
        """The deals as a game record (:mod:`bridgekit.formats.game_json`) with the totals."""
        like = new_game(self.game, seed=0, **self.options)
        return game_json.to_dict(self.games, seed=self.seed, like=like, totals=self.totals())

    def totals(self) -> list[int]:
        """Each side's (or seat's) points added over the deals, from each deal's ``score``."""
        totals: list[int] = []
        for score in self.scores():
            values = [score, -score] if isinstance(score, int) else list(score or [])
            for i, value in enumerate(values):
                if isinstance(value, int):
                    totals.extend([0] * (i + 1 - len(totals)))
                    totals[i] += value
        return totals

    def standings(self) -> str:
        """The deal scores and the totals, by name: N-S/E-W where a deal scores for a side."""
        scores = self.scores()
        by_side = all(isinstance(score, int) for score in scores)
        names = [compass_text(side) for side in ("N-S", "E-W")] if by_side else list(self.seat_names)
        deals = ", ".join(f"{score:+d}" if isinstance(score, int) else str(score) for score in scores)
        totals = ", ".join(
            f"{names[i]} {total:+d}" for i, total in enumerate(self.totals()) if i < len(names)
        )
        return _("deal scores{side}: {deals}; totals: {totals}").format(
            side=f" ({compass_text('N-S')})" if by_side else "", deals=deals, totals=totals
        )


class LedgerSeries:
    """Deals of a game written on its ledger until the rubber ends (or *deals* have been played).

    :param game: the game's name for :func:`bridgekit.new_game`
    :param ledger: the game's score sheet (it has ``is_over`` and ``totals``)
    :param score_deal: writes a finished deal on the ledger
    :param deals: a cap on the number of deals (default: until the rubber is over, at most 60)
    :param seed: the same seed gives the same deals
    :param dealers: how many seats deal in turn (default every seat; Konstam: the two players)
    """

    def __init__(
        self,
        game: str,
        *,
        ledger: Any,
        score_deal: Callable[[Any, Any], Any],
        deals: int | None = None,
        seed: int | None = None,
        dealers: int | None = None,
    ) -> None:
        self.game = game
        self.ledger = ledger
        self.score_deal = score_deal
        self.cap = deals if deals is not None else 60
        if self.cap < 1:
            raise NotationError(_("a game has at least one deal, not {deals}").format(deals=deals))
        self.seed = seed
        self.games: list[Game] = []
        self.seat_names = new_game(game, seed=0).variant.seat_names
        self.dealers = dealers if dealers is not None else len(self.seat_names)

    @property
    def is_over(self) -> bool:
        return bool(self.ledger.is_over) or len(self.games) >= self.cap

    def next_deal(self) -> Game:
        return series_deal(self.game, self.games, dealers=self.dealers, seed=self.seed)

    def record(self, game: Game) -> None:
        self.games.append(game)
        # A deal with no contract (passed out, redealt, abandoned) scores nothing.
        with contextlib.suppress(IllegalActionError):
            self.score_deal(self.ledger, game)

    def totals(self) -> tuple[int, ...]:
        totals = self.ledger.totals
        if isinstance(totals, Mapping):  # a rubber ledger totals by side: N-S (A), E-W (B)
            return tuple(int(totals[key]) for key in sorted(totals))
        return tuple(totals)

    def summary(self) -> dict[str, Any]:
        """The deals as a game record (:mod:`bridgekit.formats.game_json`) with the ledger's totals."""
        return game_json.to_dict(
            self.games,
            seed=self.seed,
            like=new_game(self.game, seed=0),
            totals=list(self.totals()),
            is_over=bool(self.ledger.is_over),
        )

    def standings(self) -> str:
        """The totals by name; for a rubber, the score sheet with the sides' names above it."""
        from bridgekit.cli.render import Style, score_sheet
        from bridgekit.cli.screens import seat_names, side_names
        from bridgekit.scoring.rubber import RubberLedger

        probe = new_game(self.game, seed=0)
        names = side_names(probe) if isinstance(self.ledger.totals, Mapping) else seat_names(probe)
        totals = _("totals: {totals}").format(
            totals=", ".join(f"{names[i]} {t}" for i, t in enumerate(self.totals()))
        )
        if isinstance(self.ledger, RubberLedger) and self.games:
            sheet = score_sheet(Style(colour=False, symbols=True), self.ledger, (names[0], names[1]))
            return f"{sheet}\n{totals}"
        return totals


class _MatchSeries:
    """Light bridge's own match (RULES 12.10) behind the :class:`Series` protocol."""

    def __init__(self, *, variant: str | None, deals: int | None, seed: int | None, **options: Any) -> None:
        from bridgekit.variants.light_bridge.series import LightBridgeMatch

        self.match = LightBridgeMatch(variant or "lb4", deals=deals, seed=seed, **options)

    @property
    def is_over(self) -> bool:
        return bool(self.match.is_over)

    def next_deal(self) -> Game:
        return self.match.next_deal()

    def record(self, game: Game) -> None:
        """The match reads each deal's result itself."""

    def summary(self) -> dict[str, Any]:
        """The match as a game record (:mod:`bridgekit.formats.game_json`) with its totals."""
        match = self.match
        like = new_game("light_bridge", seed=0, variant=match.form, **match.options)
        return game_json.to_dict(
            [game for game in match.games if game.is_over],
            seed=match.seed,
            like=like,
            deal_count=match.deal_count,
            totals=list(match.totals),
        )

    def standings(self) -> str:
        from bridgekit.variants.light_bridge.series import match_sheet

        return match_sheet(self.match)


@dataclass(frozen=True)
class Adapter:
    """What the terminal needs of one game beyond its registration record (its robot, its
    scorers): how its deals follow one another (:class:`Series`)."""

    name: str
    series: Callable[..., Series]

    def robot(self) -> Robot:
        """The game's robot, from the registry (:func:`bridgekit.variants.robot_for`)."""
        robot: Robot = robot_for(self.name)
        return robot


def _light_bridge_series(*, game: str, variant: str | None, deals: int | None, seed: int | None) -> Series:
    return _MatchSeries(variant=variant, deals=deals, seed=seed)


#: each rubber-scored game's score sheet (``module:class``) and scoring method in the registry
_LEDGERS: Final = {
    "booby": ("bridgekit.variants.booby.scoring:BoobyLedger", "booby"),
    "nullo": ("bridgekit.variants.nullo.scoring:NulloLedger", "nullo"),
    "slam": ("bridgekit.variants.slam.scoring:SlamLedger", "slam"),
    "chinese_bridge": ("bridgekit.scoring.rubber:RubberLedger", "rubber"),
    "bridge2": ("bridgekit.scoring.rubber:RubberLedger", "rubber"),
    "bridge3": ("bridgekit.scoring.rubber:RubberLedger", "rubber"),
    "konstam": ("bridgekit.scoring.rubber:RubberLedger", "rubber"),
}


def _ledger_series(*, game: str, variant: str | None, deals: int | None, seed: int | None) -> Series:
    """Deals on the game's own score sheet until a rubber is over (RULES 9, 13–17)."""
    if variant is not None:
        raise NotationError(_("{game} has no variants").format(game=game))
    ledger_path, method = _LEDGERS[game]
    ledger_class = resolve(ledger_path)
    ledger = ledger_class(2) if game == "nullo" else ledger_class()
    dealers = 2 if game == "konstam" else None  # the dealer alternates between A and B (RULES 17.1)
    return LedgerSeries(
        game, ledger=ledger, score_deal=scorer_for(game, method), deals=deals, seed=seed, dealers=dealers
    )


def _minibridge_series(*, game: str, variant: str | None, deals: int | None, seed: int | None) -> Series:
    if variant is not None:
        raise NotationError(_("minibridge has no variants (its option is vulnerability_mode)"))
    return DealSeries("minibridge", deals=deals if deals is not None else 4, seed=seed)


def _deal_series(*, game: str, variant: str | None, deals: int | None, seed: int | None) -> Series:
    """A game with no series of its own: one deal per seat, scores added."""
    return DealSeries(game, deals=deals, seed=seed, **({"variant": variant} if variant else {}))


#: the games ``bridgekit play GAME`` plays besides bridge, each with its series of deals
ADAPTERS: dict[str, Adapter] = {
    "light_bridge": Adapter("light_bridge", _light_bridge_series),
    "minibridge": Adapter("minibridge", _minibridge_series),
    **{name: Adapter(name, _ledger_series) for name in _LEDGERS},
}


@runtime_checkable
class _Timed(Protocol):
    budget: float | None


def unhurried(robot: Robot) -> Robot:
    """*robot* without its time budget, if it has one. A budget stops a robot's sampling by the
    clock, so that a person never waits long; with nobody waiting (``--auto``) the samples alone
    decide, and a seeded run gives the same record however loaded the machine is.

    >>> from bridgekit.variants import robot_for
    >>> robot = robot_for("light_bridge")
    >>> robot.budget, unhurried(robot).budget, robot.budget
    (0.8, None, 0.8)
    """
    if not isinstance(robot, _Timed) or robot.budget is None:
        return robot
    free = copy.copy(robot)
    free.budget = None
    return free


class FamilyTable(TerminalTable):
    """The terminal table for a game of the family: robots in every seat but the human's.

    The deal is played by the one loop (:class:`bridgekit.cli.loop.TerminalTable`). The human
    sees his screen (:func:`bridgekit.cli.screens.screen`, Light bridge's from its renderer) at
    each turn and each robot action as he may know it (:func:`bridgekit.cli.screens.narrate`);
    a spectator (``--auto``) sees every hand. After each deal: the whole deal, the result and
    the standings.
    """

    def __init__(
        self,
        adapter: Adapter,
        series: Series,
        *,
        human: int | None,
        ascii_only: bool,
        out: IO[str],
        stdin: IO[str],
    ) -> None:
        from bridgekit.cli.render import style_for

        style = style_for(out, ascii_only=ascii_only)
        robot = adapter.robot() if human is not None else unhurried(adapter.robot())
        super().__init__(human=human, robot=robot, style=style, out=out, stdin=stdin)
        self.adapter = adapter
        self.series = series
        self.ascii_only = ascii_only

    def run(self) -> bool:
        """Play the series to its end (``True``) or until the human quits (``False``)."""
        number = 0
        while not self.series.is_over:
            number += 1
            game = self.series.next_deal()
            names = seat_names(game)
            self.say(
                _("Deal {number}: {title}, dealer {dealer}").format(
                    number=number, title=_(game.variant.title), dealer=names[game.dealer]
                )
            )
            if self.human is None:
                self.say(self.screen(game, None))
            if not self.play_deal(game):
                self.say(_("Stopped. The deal in progress is not scored."))
                standings = self.series.standings()
                if number > 1 and standings:
                    self.say(_("Score so far:"))
                    self.say(standings)
                return False
            self.series.record(game)
            self.say(self.screen(game, None))
            self.say(self.series.standings())
            self.say()
        return True

    def screen(self, game: Game, viewer: int | None) -> str:
        if hasattr(game.view(game.dealer), "form"):  # Light bridge has its own screen
            return light_bridge_screen(game, viewer, self.style)
        if game.variant.name in DRAWN:
            return screen(game, viewer, self.style)
        return registered_screen(game, viewer, self.style)

    def tell(self, game: Game, record: Any, why: str, before: int) -> None:
        """A robot's action as the human may know it; its reason only with a public action."""
        if self.human is None:
            return
        told = narrate(game, record, viewer=self.human, style=self.style)
        reason = f"  ({explained_text(why, symbols=self.style.symbols)})" if told.public and why else ""
        self.say(f"  {told.text}{reason}")
        self.told_own(game, before)


def run_family(args: argparse.Namespace) -> int:
    """``bridgekit play GAME`` for a game of the family other than contract bridge."""
    variant = get_variant(args.game)
    adapter = ADAPTERS.get(variant.name)
    if adapter is None and entry_of(variant.name).robot is not None:  # a game added by its package alone
        adapter = Adapter(variant.name, _deal_series)
    if adapter is None:
        games = ", ".join(["bridge", *sorted(ADAPTERS)])
        raise NotationError(
            _("bridgekit play has no robots for {game} yet (games: {games})").format(
                game=repr(variant.name), games=games
            )
        )
    series = adapter.series(game=variant.name, variant=args.variant, deals=args.boards, seed=args.seed)
    human: int | None = None
    if not args.auto:
        probe = new_game(variant.name, seed=0, **_form(args))
        default = "S" if probe.variant.uses_compass else probe.variant.seat_names[0]
        human = probe._parse_seat(args.seat if args.seat is not None else default)
    out: IO[str] = sys.stderr if args.json else sys.stdout
    if args.json and args.auto:
        out = io.StringIO()
    table = FamilyTable(adapter, series, human=human, ascii_only=args.ascii, out=out, stdin=sys.stdin)
    table.run()
    if args.json:
        print(json.dumps(series.summary(), indent=1))
    return 0


def _form(args: argparse.Namespace) -> Mapping[str, Any]:
    return {"variant": args.variant} if args.variant is not None else {}
