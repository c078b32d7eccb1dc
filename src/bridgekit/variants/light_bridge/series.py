"""A game of several Light-bridge deals (RULES 12.10): rotating dealer, running totals, JSON.

>>> match = LightBridgeMatch("lb3", deals=2, seed=7)
>>> game = match.next_deal()
>>> game.dealer, match.deal_count, match.totals
(0, 2, (0, 0, 0))
>>> again = LightBridgeMatch.from_games("lb3", match.games, deals=2, seed=7)
>>> again.current is game
True

Saved and read back as a game record by :mod:`bridgekit.formats.game_json`
(``dumps_match``, ``loads_match``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.i18n import _, ngettext
from bridgekit.state import Game, View
from bridgekit.variants.light_bridge.forms import FORMS
from bridgekit.variants.light_bridge.game import LightBridgeGame
from bridgekit.variants.light_bridge.scoring import LEVEL_TABLES, side_names

__all__ = ["match_sheet", "LightBridgeMatch"]


class LightBridgeMatch:
    """An agreed number of deals of one form (RULES 12.10 DECISION): the deal passes clockwise.

    :param form: ``lb3``, ``lb4``, ``lb4_52``, ``lb4_54`` or ``lb6``
    :param deals: the number of deals (default twice the number of players)
    :param seed: makes every deal reproducible (``None``: random)
    :param dealer: the first dealer (0-based; "chosen by lot", RULES 12.1.1)
    :param talon_open: ``lb4_54`` only: the talon is dealt face up (RULES 12.7)
    :raises NotationError: for an unknown form or a bad number of deals
    """

    def __init__(
        self,
        form: str = "lb4",
        *,
        dealer: int = 0,
        talon_open: bool = False,
        deals: int | None = None,
        seed: int | None = None,
    ) -> None:
        if form not in FORMS:
            raise NotationError(
                _("no Light-bridge form {form} (forms: {forms})").format(
                    form=repr(form), forms=", ".join(FORMS)
                )
            )
        self.variant = FORMS[form]
        self.table = LEVEL_TABLES[form]
        count = deals if deals is not None else int(self.variant.options["deals"])
        if not isinstance(count, int) or count < 1:
            raise NotationError(
                _("a Light-bridge game has at least one deal, not {deals}").format(deals=repr(deals))
            )
        if not 0 <= dealer < self.table.players:
            raise NotationError(_("no player {dealer} in {form}").format(dealer=dealer + 1, form=form))
        self.deal_count = count
        self.seed = seed
        self.first_dealer = dealer
        self.options: dict[str, Any] = {"deals": count}
        if "talon_open" in self.variant.options:
            self.options["talon_open"] = talon_open
        elif talon_open:
            raise NotationError(_("{form} has no talon (option talon_open is for lb4_54)").format(form=form))
        self.games: list[LightBridgeGame] = []

    @property
    def form(self) -> str:
        return self.variant.name

    @property
    def sides(self) -> list[str]:
        """Who scores: ``["1-3", "2-4"]`` (teams) or ``["1", "2", "3"]``."""
        return side_names(self.table)

    def dealer_of(self, index: int) -> int:
        """The dealer of deal *index* (0-based): clockwise from the first dealer (RULES 12.1.1)."""
        return (self.first_dealer + index) % self.table.players

    def deal_seed(self, index: int) -> int | None:
        """The seed of deal *index*, derived from the match's seed."""
        if self.seed is None:
            return None
        return random.Random(f"light_bridge/{self.seed}/{index}").getrandbits(32)

    @property
    def current(self) -> LightBridgeGame | None:
        """The deal in progress, if any."""
        if self.games and not self.games[-1].is_over:
            return self.games[-1]
        return None

    @property
    def is_over(self) -> bool:
        return len(self.games) == self.deal_count and all(game.is_over for game in self.games)

    def next_deal(self, deal: Deal | None = None) -> LightBridgeGame:
        """Start the next deal (random from the seed unless *deal* is given).

        :raises IllegalActionError: while a deal is in progress or once every deal is played
        """
        if self.current is not None:
            raise IllegalActionError(_("the deal in progress must end before the next one"))
        if len(self.games) >= self.deal_count:
            raise IllegalActionError(
                _("all {deal_count} deals are played").format(deal_count=self.deal_count)
            )
        index = len(self.games)
        game = LightBridgeGame(
            self.variant, deal=deal, seed=self.deal_seed(index), dealer=self.dealer_of(index), **self.options
        )
        self.games.append(game)
        return game

    @property
    def results(self) -> list[tuple[int, ...]]:
        """The score of each finished deal, per side or player."""
        return [score for game in self.games if (score := game.score) is not None]

    @property
    def totals(self) -> tuple[int, ...]:
        """Running totals per side (teams) or player (``lb3``)."""
        return tuple(sum(side) for side in zip([0] * len(self.sides), *self.results, strict=True))

    @property
    def leaders(self) -> list[str]:
        """The side(s) or player(s) with the highest total (the winners once the game is over)."""
        totals = self.totals
        return [name for name, total in zip(self.sides, totals, strict=True) if total == max(totals)]

    def play(self, robots: Callable[[View], Any] | Sequence[Callable[[View], Any]]) -> None:
        """Play every remaining deal with robots (one for all seats, or one per seat).

        Each robot is a function ``view -> action`` (e.g. ``LightBridgeRobot().choose`` followed
        by ``.action``) or returns an object with an ``action`` attribute.
        """
        choosers = list(robots) if isinstance(robots, Sequence) else [robots] * self.table.players
        while not self.is_over:
            game = self.current or self.next_deal()
            while not game.is_over:
                seat = game.to_act
                assert seat is not None
                choice = choosers[seat](game.view(seat))
                game.act(getattr(choice, "action", choice))

    @classmethod
    def from_games(
        cls,
        form: str,
        games: Sequence[Game],
        *,
        deals: int,
        seed: int | None = None,
        dealer: int = 0,
        talon_open: bool = False,
    ) -> LightBridgeMatch:
        """The match whose deals so far are *games* (replayed, so checked, by the reader of
        :mod:`bridgekit.formats.game_json`): each of the form and options, dealt in rotation.

        :raises NotationError: for a deal of another form or options, or a dealer out of rotation
        """
        match = cls(form, deals=deals, seed=seed, dealer=dealer, talon_open=talon_open)
        for index, game in enumerate(games):
            options = {**game.variant.options, **match.options}
            if (
                not isinstance(game, LightBridgeGame)
                or game.variant != match.variant
                or game.options != options
            ):
                raise NotationError(_("a game record holds deals of one game with the same options"))
            if game.dealer != match.dealer_of(index):
                raise NotationError(
                    _("deal {index}: dealer {played} out of rotation").format(
                        index=index + 1, played=game.dealer
                    )
                )
            if index >= match.deal_count or (index and not match.games[-1].is_over):
                raise IllegalActionError(_("the deal in progress must end before the next one"))
            match.games.append(game)
        return match

    def __repr__(self) -> str:
        done = f"{len(self.results)} of {self.deal_count} deals"
        return f"<LightBridgeMatch {self.form}: {done}, totals {self.totals}>"


def match_sheet(match: LightBridgeMatch) -> str:
    """The running totals of a match, one line per deal and the totals.

    >>> print(match_sheet(LightBridgeMatch("lb4", deals=2)))
    Light bridge lb4 · 0 of 2 deals
    deal  dealer   1-3   2-4
    total            0     0
    """
    sides = match.sides
    lines = [
        _("Light bridge {form} · {played} of {deals}").format(
            form=match.form,
            played=len(match.results),
            deals=ngettext("{count} deal", "{count} deals", match.deal_count).format(count=match.deal_count),
        ),
        "{deal:<6}{dealer:<6}".format(deal=_("deal"), dealer=_("dealer"))
        + "".join(f"{name:>6}" for name in sides),
    ]
    for index, game in enumerate(match.games):
        score = game.score
        cells = "".join(f"{points:>6}" for points in score) if score is not None else _("  (in progress)")
        lines.append(f"{index + 1:>4}  {game.dealer + 1:>6}{cells}")
    lines.append("{total:<12}".format(total=_("total")) + "".join(f"{points:>6}" for points in match.totals))
    if match.is_over:
        lines.append(_("Winner: {sides}").format(sides=", ".join(match.leaders)))
    return "\n".join(lines)
