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

from bridgekit.errors import BridgeError
from bridgekit.state import Game
from bridgekit.variants import new_game

__all__ = ["Keeper"]


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
            return None if options else Session(scoring, seed=seed, old_undertricks=old_undertricks)
        form = options.pop("variant", None)
        if options:  # options the series does not take: plain deals
            return None
        from bridgekit.cli.family import ADAPTERS

        adapter = ADAPTERS.get(self.game)
        if adapter is None:
            return None
        return adapter.series(game=self.game, variant=form, deals=None, seed=seed)

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

    def text(self) -> str | None:
        """The sheet as the game's scoring writes it (``None`` for plain deals)."""
        series = self.series
        if series is None:
            return None
        from bridgekit.session import Session

        if isinstance(series, Session):
            return _session_sheet(series)
        text: str = series.standings()
        return text


def _session_sheet(session: Any) -> str:
    from bridgekit.cli.render import Style, score_sheet
    from bridgekit.scoring import TargetSession
    from bridgekit.seats import Side
    from bridgekit.session import target_line

    ledger = session.ledger
    if isinstance(ledger, TargetSession):
        lines = [f"Deal {n}: {target_line(scored)}" for n, scored in enumerate(ledger.results, 1)]
        totals = ledger.totals
        lines.append(f"IMPs: N-S {totals[Side.NS]:+d}, E-W {totals[Side.EW]:+d}")
        return "\n".join(lines)
    if ledger is not None:
        sheet: str = score_sheet(Style(colour=False, symbols=True), ledger)
        return sheet
    lines = ["Board  Contract  N-S"]
    for number, (game, score) in enumerate(zip(session.games, session.board_scores, strict=True), 1):
        text = f"{game.contract} {game.declarer}" if game.contract is not None else "passed"
        lines.append(f"{number:>5}  {text:<8}  {score:+d}")
    lines.append(f"Total N-S {sum(session.board_scores):+d}")
    return "\n".join(lines)
