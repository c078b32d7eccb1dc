"""A table's series of deals and its score sheet, in the game's own scoring.

Bridge is a :class:`~bridgekit.session.Session` (rubber, Chicago, duplicate, Russian,
obligations: the dealer and vulnerability each method gives, and its sheet); every other
game is the series ``bridgekit play`` plays (its ledger: Booby's, Nullo's, Slam's, the
rubber of bridge for 2 and 3 and of Konstam, Light bridge's match). When a series ends
(a rubber is won, a Chicago played) the next one begins. Everything comes from the table's
seed, so replaying the log rebuilds the same deals and the same sheet.

>>> keeper = Keeper("bridge", {"scoring": "rubber"}, seed=7)
>>> game = keeper.next_game()
>>> str(game.vulnerability), keeper.kind
('None', 'rubber')
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import Any

from bridgekit.call_words import compass_text, contract_text, reason_text
from bridgekit.errors import BridgeError, NotationError
from bridgekit.i18n import _
from bridgekit.session import series_deal
from bridgekit.state import Game
from bridgekit.variants import new_game

__all__ = ["Keeper", "robot_for"]

#: game → (its ledger, the function writing a finished deal on it, how many seats deal in turn)
_LEDGERS: dict[str, tuple[str, str, int | None]] = {
    "booby": (
        "bridgekit.variants.booby.scoring:BoobyLedger",
        "bridgekit.variants.booby.game:score_deal",
        None,
    ),
    "nullo": (
        "bridgekit.variants.nullo.scoring:NulloLedger",
        "bridgekit.variants.nullo.game:score_deal",
        None,
    ),
    "slam": ("bridgekit.variants.slam.scoring:SlamLedger", "bridgekit.variants.slam.game:score_deal", None),
    "chinese_bridge": (
        "bridgekit.scoring.rubber:RubberLedger",
        "bridgekit.variants.chinese_bridge.game:score_deal",
        None,
    ),
    "bridge2": ("bridgekit.scoring.rubber:RubberLedger", "bridgekit.variants.bridge2.game:score_deal", None),
    "bridge3": ("bridgekit.scoring.rubber:RubberLedger", "bridgekit.variants.bridge2.game:score_deal", None),
    "konstam": ("bridgekit.scoring.rubber:RubberLedger", "bridgekit.variants.bridge2.game:score_deal", 2),
}

#: game → its robot (the one ``bridgekit play`` uses), until the registry names them
_ROBOTS: dict[str, str] = {
    "bridge": "bridgekit.robots:BridgeRobot",
    "minibridge": "bridgekit.robots.minibridge:MinibridgeRobot",
    "light_bridge": "bridgekit.variants.light_bridge.robot:LightBridgeRobot",
    "booby": "bridgekit.variants.booby.robot:BoobyRobot",
    "nullo": "bridgekit.variants.nullo.robot:NulloRobot",
    "slam": "bridgekit.variants.slam.robot:SlamRobot",
    "chinese_bridge": "bridgekit.variants.chinese_bridge.robot:ChineseBridgeRobot",
    "bridge2": "bridgekit.variants.bridge2.robot:TwoPlayerRobot",
    "bridge3": "bridgekit.variants.bridge2.robot:TwoPlayerRobot",
    "konstam": "bridgekit.variants.bridge2.robot:TwoPlayerRobot",
}


def _load(path: str) -> Any:
    import importlib

    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def robot_for(game: str) -> Any:
    """A new robot for *game* (the registry's, where the engine's registry names robots).

    :raises NotationError: for a game no robot plays
    """
    import bridgekit.variants

    lookup = getattr(bridgekit.variants, "robot_for", None)
    if lookup is not None:
        return lookup(game)
    path = _ROBOTS.get(game)
    if path is None:
        raise NotationError(f"no robot plays {game}")
    return _load(path)()


class _LedgerSeries:
    """Deals of a game written on its ledger until the ledger says the rubber (or game) is over."""

    def __init__(self, game: str, seed: int) -> None:
        ledger, score, dealers = _LEDGERS[game]
        self.game = game
        self.ledger: Any = _load(ledger)(2) if game == "nullo" else _load(ledger)()
        self.score_deal = _load(score)
        self.seed = seed
        self.games: list[Game] = []
        self.dealers = dealers or new_game(game, seed=0).variant.seat_count

    @property
    def is_over(self) -> bool:
        return bool(self.ledger.is_over) or len(self.games) >= 60

    def next_deal(self) -> Game:
        return series_deal(self.game, self.games, dealers=self.dealers, seed=self.seed)

    def record(self, game: Game) -> None:
        self.games.append(game)
        with contextlib.suppress(BridgeError):  # a deal with no contract scores nothing
            self.score_deal(self.ledger, game)


class _Match:
    """Light bridge's own match (RULES 12.10): it reads each deal's result itself."""

    def __init__(self, form: str | None, seed: int) -> None:
        from bridgekit.variants.light_bridge.series import LightBridgeMatch

        self.match = LightBridgeMatch(form or "lb4", deals=None, seed=seed)

    @property
    def is_over(self) -> bool:
        return bool(self.match.is_over)

    def next_deal(self) -> Game:
        game: Game = self.match.next_deal()
        return game

    def record(self, game: Game) -> None:
        """The match has its result already."""


class Keeper:
    """The deals of one table and their sheet (see the module's doc)."""

    def __init__(self, game: str, options: Mapping[str, Any], seed: int) -> None:
        self.game = game
        self.options = dict(options)
        self.seed = seed
        self.round = 0
        self.own_deals = 0
        self.series: Any = self._new_series()
        self.kind = self._kind()

    def _kind(self) -> str:
        if self.game == "bridge" and self.series is not None:
            return str(self.options.get("scoring", "duplicate"))
        return "series" if self.series is not None else "deals"

    def _new_series(self) -> Any:
        seed = self.seed + self.round
        options = dict(self.options)
        if self.game == "bridge":
            if options.get("table_mode") or options.get("laws", "2017") != "2017":
                return None
            from bridgekit.session import Session

            scoring = options.pop("scoring", "duplicate")
            old_undertricks = bool(options.pop("old_undertricks", False))
            options.pop("laws", None)
            options.pop("table_mode", None)
            extra: dict[str, Any] = {"old_undertricks": True} if old_undertricks else {}
            return None if options else Session(scoring, seed=seed, **extra)
        form = options.pop("variant", None)
        if options:  # options the series does not take: plain deals
            return None
        if self.game == "light_bridge":
            return _Match(form, seed)
        if self.game in _LEDGERS:
            return _LedgerSeries(self.game, seed)
        return None

    def next_game(self) -> Game:
        """The next deal's game."""
        series = self.series
        if series is None:
            return self._own_deal()
        if series.is_over:
            self.round += 1
            self.series = series = self._new_series()
        game: Game = series.next_game() if hasattr(series, "next_game") else series.next_deal()
        return game

    def _own_deal(self) -> Game:
        number = self.own_deals
        self.own_deals += 1
        probe = new_game(self.game, seed=0, **self.options)
        seed = self.seed * 1000 + number
        if probe.variant.uses_compass and self.game in ("bridge", "minibridge"):
            return new_game(self.game, seed=seed, board=number + 1, **self.options)
        return new_game(self.game, seed=seed, dealer=number % probe.variant.seat_count, **self.options)

    def record(self, game: Game) -> None:
        """Write a finished deal on the sheet."""
        if self.series is not None:
            with contextlib.suppress(BridgeError):
                self.series.record(game)

    def sheet(self, seat_names: tuple[str, ...]) -> dict[str, Any] | None:
        """The sheet as the game's scoring keeps it, as data for the page (``None``: plain deals).

        ``{"kind": "we_they", "columns": [...], "above": [[...], [...]], "games": [[[...], [...]]],
        "totals": [...]}`` for a rubber-style sheet; ``{"kind": "totals", "columns", "totals"}`` for
        a ledger of points per player; ``{"kind": "text", "text"}`` for Light bridge's match and
        the target sessions of Russian scoring and the obligations.
        """
        series = self.series
        if series is None:
            return None
        from bridgekit.session import Session

        if isinstance(series, Session):
            return _session_sheet(series)
        if isinstance(series, _Match):
            from bridgekit.variants.light_bridge.series import match_sheet

            return {"kind": "text", "text": match_sheet(series.match)}
        return _ledger_sheet(series.ledger, seat_names)


def _ledger_sheet(ledger: Any, seat_names: tuple[str, ...]) -> dict[str, Any]:
    from bridgekit.seats import Side

    if hasattr(ledger, "above") and hasattr(ledger, "below"):
        sides = (Side.NS, Side.EW)
        names = [_("We (N-S)"), _("They (E-W)")] if len(seat_names) == 4 else [f"{n}" for n in seat_names[:2]]
        above = [[f"{e.points} {reason_text(e.reason)}" for e in ledger.above[side]] for side in sides]
        games = sorted({e.game for side in sides for e in ledger.below[side]})
        below = [
            [[str(e.points) for e in ledger.below[side] if e.game == game] for side in sides]
            for game in games
        ]
        return {
            "kind": "we_they",
            "columns": names,
            "above": above,
            "games": below,
            "totals": [ledger.totals[side] for side in sides],
        }
    totals = list(ledger.totals)
    return {"kind": "totals", "columns": list(seat_names[: len(totals)]), "totals": totals}


def _session_sheet(session: Any) -> dict[str, Any]:
    from bridgekit.scoring import TargetSession
    from bridgekit.seats import Side
    from bridgekit.session import target_line

    ledger = session.ledger
    if isinstance(ledger, TargetSession):
        lines = [
            _("Deal {number}: {line}").format(number=n, line=target_line(scored))
            for n, scored in enumerate(ledger.results, 1)
        ]
        totals = ledger.totals
        lines.append(
            _("IMPs: {ns} {ns_imps}, {ew} {ew_imps}").format(
                ns=compass_text("N-S"),
                ns_imps=f"{totals[Side.NS]:+d}",
                ew=compass_text("E-W"),
                ew_imps=f"{totals[Side.EW]:+d}",
            )
        )
        return {"kind": "text", "text": "\n".join(lines)}
    if ledger is not None:
        return _ledger_sheet(ledger, ("N", "E", "S", "W"))
    board, contract, ns = _("Board"), _("Contract"), compass_text("N-S")
    lines = [f"{board}  {contract}  {ns}"]
    width = max(8, len(contract))
    for number, (game, score) in enumerate(zip(session.games, session.board_scores, strict=True), 1):
        text = (
            f"{contract_text(str(game.contract), symbols=True)} {compass_text(str(game.declarer))}"
            if game.contract is not None
            else _("passed out")
        )
        lines.append(f"{number:>{len(board)}}  {text:<{width}}  {score:+d}")
    lines.append(_("Total {side} {score}").format(side=ns, score=f"{sum(session.board_scores):+d}"))
    return {"kind": "text", "text": "\n".join(lines)}
