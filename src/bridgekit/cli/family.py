"""``bridgekit play GAME`` for the games other than contract bridge: one loop for all of them.

Each game brings three things (an :class:`Adapter`): a robot, a text rendering of a seat's
view, and a series of deals (its own, like Light bridge's match, or :class:`DealSeries`).
The loop itself only uses the engine's generic API: ``to_act``, ``view``, ``legal_actions``,
``act`` with text, ``undo``.

>>> adapter = ADAPTERS["light_bridge"]
>>> series = adapter.series(game="light_bridge", variant="lb3", deals=1, seed=3)
>>> game = series.next_deal()
>>> type(adapter.robot()).__name__
'LightBridgeRobot'
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import IO, Any, Final, Protocol

from bridgekit.call_words import call_input, contract_text
from bridgekit.cli.screens import narrate, screen, seat_names, trick_done
from bridgekit.errors import BridgeError, IllegalActionError, NotationError
from bridgekit.i18n import N_, _
from bridgekit.robots import Robot
from bridgekit.state import Game, View
from bridgekit.variants import get_variant, new_game

__all__ = ["Adapter", "ADAPTERS", "DealSeries", "FamilyTable", "run_family"]

#: Chinese bridge's face-down cards make the solver slow: claims are checked from this many tricks left
CHINESE_CLAIM_TRICKS: Final = 5

HELP: Final = N_("""\
  an action   as the game writes it (the legal ones are listed at each prompt)
  hint        the robot's suggestion and why
  claim N     claim N of the remaining tricks (checked on the actual cards)
  undo        take back your last action (and the robots' since)
  show        show the table again
  quit        stop (also Ctrl-D or Ctrl-C)""")


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
        return {
            "game": self.game,
            "options": dict(self.options),
            "seed": self.seed,
            "deals": [
                {
                    "dealer": self.seat_names[game.dealer],
                    "history": [str(record) for record in game.history],
                    "score": _jsonable(getattr(game, "score", None)),
                }
                for game in self.games
            ],
            "totals": self.totals(),
        }

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
        names = ["N-S", "E-W"] if by_side else list(self.seat_names)
        deals = ", ".join(f"{score:+d}" if isinstance(score, int) else str(score) for score in scores)
        totals = ", ".join(
            f"{names[i]} {total:+d}" for i, total in enumerate(self.totals()) if i < len(names)
        )
        return _("deal scores{side}: {deals}; totals: {totals}").format(
            side=" (N-S)" if by_side else "", deals=deals, totals=totals
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
        number = len(self.games)
        dealer = 0
        if self.games:
            following = getattr(self.games[-1], "next_dealer", None)
            dealer = following if following is not None else (self.games[-1].dealer + 1) % self.dealers
        seed = None if self.seed is None else self.seed * 1000 + number
        return new_game(self.game, seed=seed, dealer=dealer)

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
        return {
            "game": self.game,
            "seed": self.seed,
            "deals": [
                {"dealer": self.seat_names[g.dealer], "history": [str(r) for r in g.history]}
                for g in self.games
            ],
            "totals": list(self.totals()),
            "is_over": bool(self.ledger.is_over),
        }

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
        return dict(self.match.to_dict())

    def standings(self) -> str:
        from bridgekit.variants.light_bridge.render import render_match

        return render_match(self.match)


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, int | str | float | bool):
        return value
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return str(value)


@dataclass(frozen=True)
class Adapter:
    """What the terminal needs of one game."""

    robot: Callable[[], Robot]
    render: Callable[[View, bool], str]
    series: Callable[..., Series]
    #: whether the rendering already lists the legal actions of the seat to act
    lists_actions: bool = False


def _light_bridge_robot() -> Robot:
    from bridgekit.robots.light_bridge import LightBridgeRobot

    return LightBridgeRobot()


def _light_bridge_render(view: View, ascii_only: bool) -> str:
    from bridgekit.variants.light_bridge.render import render_view

    return render_view(view, symbols=not ascii_only)  # type: ignore[arg-type]


def _light_bridge_series(*, game: str, variant: str | None, deals: int | None, seed: int | None) -> Series:
    return _MatchSeries(variant=variant, deals=deals, seed=seed)


def _ledger_adapter(game: str, module: str, robot: str, render: str, ledger: Callable[[], Any]) -> Adapter:
    """An adapter for a game whose module has ``score_deal`` and ``render_<game>``."""
    import importlib

    def make_robot() -> Robot:
        robots = importlib.import_module(f"bridgekit.robots.{game}")
        made: Robot = getattr(robots, robot)()
        return made

    def draw(view: View, ascii_only: bool) -> str:
        text: str = getattr(importlib.import_module(module), render)(view)
        return text

    def series(*, game: str, variant: str | None, deals: int | None, seed: int | None) -> Series:
        if variant is not None:
            raise NotationError(_("{game} has no variants").format(game=game))
        scorer = importlib.import_module(module).score_deal
        return LedgerSeries(game, ledger=ledger(), score_deal=scorer, deals=deals, seed=seed)

    return Adapter(make_robot, draw, series, lists_actions=True)


def _render_compass(view: View, ascii_only: bool) -> str:
    """A bridge-like view (bridge2, bridge3, Konstam): the compass diagram and the auction."""
    from bridgekit.cli.render import auction_table, hand_diagram, style_for, trick_line
    from bridgekit.state import Called
    from bridgekit.variants.konstam import compass_view

    if view.variant == "konstam":
        view = compass_view(view)
    style = style_for(sys.stdout, ascii_only=ascii_only)
    calls = [c for c in view.calls if isinstance(c, Called)]
    lines = [
        hand_diagram(style, view.hands, sizes=view.hand_sizes),
        "",
        auction_table(style, calls, view.dealer),
    ]
    if view.contract is not None and view.declarer is not None:
        won = " ".join(str(n) for n in view.tricks_won)
        lines.append(
            _("contract {contract} by {declarer}; tricks {tricks}").format(
                contract=contract_text(str(view.contract)), declarer="NESW"[view.declarer], tricks=won
            )
        )
    if view.tricks:
        lines.append(_("last trick: {trick}").format(trick=trick_line(style, view.tricks[-1])))
    if view.current_trick:
        lines.append(_("this trick: {trick}").format(trick=trick_line(style, view.current_trick)))
    if view.score is not None:
        lines.append(_("score: {score}").format(score=f"{view.score:+d}"))
    return "\n".join(lines)


def _compass_adapter(game: str) -> Adapter:
    """bridge2, bridge3 and Konstam: rubber bridge between two sides (RULES 9.1, 9.2, 17.4)."""

    def make_robot() -> Robot:
        from bridgekit.robots.two_player import TwoPlayerRobot

        return TwoPlayerRobot()

    def series(*, game: str = game, variant: str | None, deals: int | None, seed: int | None) -> Series:
        from bridgekit.variants.bridge2 import score_deal

        if variant is not None:
            raise NotationError(_("{game} has no variants").format(game=game))
        dealers = 2 if game == "konstam" else None  # the dealer alternates between A and B (RULES 17.1)
        return LedgerSeries(
            game, ledger=_rubber_ledger(), score_deal=score_deal, deals=deals, seed=seed, dealers=dealers
        )

    return Adapter(make_robot, _render_compass, series)


def _minibridge_adapter() -> Adapter:
    def make_robot() -> Robot:
        from bridgekit.robots.minibridge import MinibridgeRobot

        return MinibridgeRobot()

    def draw(view: View, ascii_only: bool) -> str:
        from bridgekit.variants.minibridge_teach import render_minibridge

        return render_minibridge(view)

    def series(*, game: str, variant: str | None, deals: int | None, seed: int | None) -> Series:
        if variant is not None:
            raise NotationError(_("minibridge has no variants (its option is vulnerability_mode)"))
        return DealSeries("minibridge", deals=deals if deals is not None else 4, seed=seed)

    return Adapter(make_robot, draw, series)


def _booby_ledger() -> Any:
    from bridgekit.scoring.booby import BoobyLedger

    return BoobyLedger()


def _nullo_ledger() -> Any:
    from bridgekit.scoring.nullo import NulloLedger

    return NulloLedger(2)


def _slam_ledger() -> Any:
    from bridgekit.scoring.slam import SlamLedger

    return SlamLedger()


def _rubber_ledger() -> Any:
    from bridgekit.scoring.rubber import RubberLedger

    return RubberLedger()


ADAPTERS: dict[str, Adapter] = {
    "light_bridge": Adapter(
        _light_bridge_robot, _light_bridge_render, _light_bridge_series, lists_actions=True
    ),
    "booby": _ledger_adapter(
        "booby", "bridgekit.variants.booby", "BoobyRobot", "render_booby", _booby_ledger
    ),
    "nullo": _ledger_adapter(
        "nullo", "bridgekit.variants.nullo", "NulloRobot", "render_nullo", _nullo_ledger
    ),
    "slam": _ledger_adapter("slam", "bridgekit.variants.slam", "SlamRobot", "render_slam", _slam_ledger),
    "minibridge": _minibridge_adapter(),
    "bridge2": _compass_adapter("bridge2"),
    "bridge3": _compass_adapter("bridge3"),
    "konstam": _compass_adapter("konstam"),
    "chinese_bridge": _ledger_adapter(
        "chinese_bridge",
        "bridgekit.variants.chinese_bridge",
        "ChineseBridgeRobot",
        "render_chinese_bridge",
        _rubber_ledger,
    ),
}


class FamilyTable:
    """The terminal table for a game of the family: robots in every seat but the human's.

    The human sees his screen (:func:`bridgekit.cli.screens.screen`) at each turn and each robot
    action as he may know it (:func:`bridgekit.cli.screens.narrate`); a spectator (``--auto``)
    sees every hand. After each deal: the whole deal, the result and the standings.
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

        self.adapter = adapter
        self.series = series
        self.human = human
        self.ascii_only = ascii_only
        self.style = style_for(out, ascii_only=ascii_only)
        self.out = out
        self.stdin = stdin
        self.robot = adapter.robot()
        self.marks: list[int] = []

    def say(self, text: str = "") -> None:
        print(self.style.text(text), file=self.out)

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
            from bridgekit.variants.light_bridge.render import render_view

            seat = viewer if viewer is not None else (game.to_act if game.to_act is not None else game.dealer)
            hands = None if viewer is not None else (game.deal.hands if game.is_over else game.hands)
            return render_view(
                game.view(seat),  # type: ignore[arg-type]
                symbols=self.style.symbols,
                hands=hands,
            )
        return screen(game, viewer, self.style)

    def play_deal(self, game: Game) -> bool:
        self.marks = []
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            if self.human is None or seat != self.human:
                decision = self.robot.choose(game.view(seat))
                before = len(getattr(game, "tricks", ()))
                record = game.act(decision.action)
                self.tell(game, record, decision.explanation, before)
                continue
            self.show(game)
            while True:
                line = self.ask(game)
                if line is None:
                    return False
                outcome = self.handle(game, line)
                if outcome == "quit":
                    return False
                if outcome == "done":
                    break
        return True

    def tell(self, game: Game, record: Any, why: str, before: int) -> None:
        """A robot's action as the human may know it; its reason only with a public action."""
        if self.human is None:
            return
        told = narrate(game, record, viewer=self.human, style=self.style)
        reason = f"  ({why})" if told.public and why else ""
        self.say(f"  {told.text}{reason}")
        done = trick_done(game, before, self.style)
        if done is not None:
            self.say(f"  {done}")

    def show(self, game: Game) -> None:
        assert self.human is not None
        self.say(self.screen(game, self.human))

    def ask(self, game: Game) -> str | None:
        assert self.human is not None
        names = seat_names(game)
        name = names[self.human]
        name = _("Player {number}").format(number=name) if name.isdigit() else name
        to_play = getattr(game, "to_play", None)
        hand = (
            _(" (play from {seat})").format(seat=names[to_play])
            if to_play is not None and to_play != self.human
            else ""
        )
        print(_("{name}, your move{hand}: ").format(name=name, hand=hand), end="", file=self.out, flush=True)
        try:
            line = self.stdin.readline()
        except KeyboardInterrupt:
            line = ""
        if not line:
            print(file=self.out)
            return None
        return line.strip()

    def handle(self, game: Game, line: str) -> str:
        assert self.human is not None
        command = line.lower()
        if not command:
            return "again"
        try:
            if command in ("quit", "q", "exit"):
                return "quit"
            if command in ("help", "?"):
                self.say(_(HELP))
                return "again"
            if command == "show":
                self.show(game)
                return "again"
            if command == "hint":
                self.say(_("hint: {why}").format(why=self.robot.choose(game.view(self.human)).explanation))
                return "again"
            if command == "undo":
                if not self.marks:
                    raise IllegalActionError(_("nothing to undo: you have not acted in this deal"))
                mark = self.marks.pop()
                while len(game.history) > mark:
                    game.undo()
                return "done"
            words = command.split()
            if words[0] == "claim":
                if len(words) != 2 or not words[1].isdigit():
                    raise NotationError(_("claim how many? e.g. claim 3"))
                return self.claim(game, int(words[1]))
            mark = len(game.history)
            before = len(getattr(game, "tricks", ()))
            self.act(game, call_input(line))
            self.marks.append(mark)
            done = trick_done(game, before, self.style)
            if done is not None:
                self.say(f"  {done}")
            return "done"
        except BridgeError as error:
            self.say(" ".join(str(error).split()))
            return "again"

    def claim(self, game: Game, tricks: int) -> str:
        """The human claims *tricks* of the remaining tricks. The robots accept it only if they
        cannot beat it on the actual cards (double dummy); then the game records the claim, or
        (where its rules have no claims) the cards are played out along the line. Otherwise the
        claim is refused with the line that beats it and play continues."""
        from bridgekit.analysis.claims import check_claim

        assert self.human is not None
        left = getattr(game, "trick_count", 13) - len(getattr(game, "tricks", ()))
        if game.variant.name == "chinese_bridge" and left > CHINESE_CLAIM_TRICKS:
            raise IllegalActionError(
                _(
                    "a claim in Chinese bridge is checked once {count} tricks or fewer remain "
                    "(the face-down cards make it slow before): play on"
                ).format(count=CHINESE_CLAIM_TRICKS)
            )
        verify = getattr(game, "verify_claim", None)
        if verify is not None:
            verify(self.human, tricks)
        elif any(hand.jokers for hand in game.hands):
            raise IllegalActionError(_("a claim with jokers still in play cannot be played out: play on"))
        verdict = check_claim(game, self.human, tricks)
        names = seat_names(game)
        symbols = self.style.symbols
        if not verdict.accepted:
            self.say(
                _("Claim refused: {line}. Play continues.").format(
                    line="\n".join(verdict.report(names, symbols=symbols))
                )
            )
            return "again"
        mark = len(game.history)
        record = getattr(game, "claim", None)
        if record is not None:
            record(self.human, tricks)
        else:
            for trick in verdict.play:
                for _seat, card in trick.plays:
                    game.act(card)
        self.marks.append(mark)
        self.say(_("Claim accepted: {line}.").format(line=verdict.describe(names, symbols=symbols)))
        return "done"

    def act(self, game: Game, line: str) -> None:
        """The human's action: as typed, or with his seat's name in front (``slip 7``, ``1S open``)."""
        assert self.human is not None
        try:
            game.act(line, seat=self.human)
        except NotationError as error:
            name = game.variant.seat_names[self.human]
            if line.upper().startswith(name.upper() + " "):
                raise
            try:
                game.act(f"{name} {line}", seat=self.human)
            except NotationError:
                raise error from None


def run_family(args: argparse.Namespace) -> int:
    """``bridgekit play GAME`` for a game of the family other than contract bridge."""
    variant = get_variant(args.game)
    adapter = ADAPTERS.get(variant.name)
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
