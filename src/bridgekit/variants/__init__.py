"""The registry of games: one module per game, each defining a :class:`~bridgekit.state.Variant`.

>>> from bridgekit import new_game
>>> game = new_game("bridge", seed=1)
>>> game.to_act, len(game.legal_actions())
(Seat.NORTH, 36)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.seats import Seat, Vulnerability
from bridgekit.state import Game, Variant
from bridgekit.variants.booby import BOOBY
from bridgekit.variants.bridge import BRIDGE, BridgeGame
from bridgekit.variants.bridge2 import BRIDGE2
from bridgekit.variants.bridge3 import BRIDGE3
from bridgekit.variants.bridge_table import TableBridgeGame
from bridgekit.variants.chinese_bridge import CHINESE_BRIDGE
from bridgekit.variants.konstam import KONSTAM
from bridgekit.variants.light_bridge import LIGHT_BRIDGE
from bridgekit.variants.minibridge import MINIBRIDGE, MinibridgeGame
from bridgekit.variants.minibridge_table import TableMinibridgeGame
from bridgekit.variants.nullo import NULLO
from bridgekit.variants.slam import SLAM

__all__ = ["VARIANTS", "get_variant", "new_game", "register", "game_names", "playable_variants"]

VARIANTS: dict[str, Variant] = {}
_ALIASES: dict[str, str] = {}


def register(variant: Variant) -> Variant:
    """Add *variant* to the registry under its name and aliases (a family's forms too)."""
    VARIANTS[variant.name] = variant
    for alias in (variant.name, *variant.aliases):
        _ALIASES[alias.lower()] = variant.name
    return variant


def playable_variants() -> list[Variant]:
    """Every playable game: each registered game, or each form of a family."""
    found: list[Variant] = []
    for name in game_names():
        variant = VARIANTS[name]
        found.extend(variant.forms.values() if variant.forms else [variant])
    return found


def game_names() -> list[str]:
    """The names :func:`new_game` accepts (without aliases)."""
    return sorted(VARIANTS)


def get_variant(name: str) -> Variant:
    """The variant registered under *name* or one of its aliases.

    :raises NotationError: for an unknown game
    """
    key = _ALIASES.get(name.strip().lower().replace("-", "_"))
    if key is None:
        raise NotationError(f"no game called {name!r} (games: {', '.join(game_names())})")
    return VARIANTS[key]


def new_game(
    name: str,
    *,
    deal: Deal | str | None = None,
    seed: int | None = None,
    dealer: Seat | int | str | None = None,
    vulnerability: Vulnerability | str | None = None,
    board: int | None = None,
    **options: Any,
) -> Game:
    """Start a game of the family by name (RULES 0.7) with its options.

    :param deal: the cards (a :class:`Deal` or a PBN deal string); random if omitted
    :param seed: makes the random deal reproducible
    :param board: a duplicate board number, which fixes dealer and vulnerability (RULES 6.1)
    :param options: the game's options; ``variant`` picks a form of a family (``light_bridge``)
    :raises NotationError: for an unknown game, option or option value
    """
    variant = get_variant(name).form(options.pop("variant", None))
    return variant.game_class(options)(
        variant, deal=deal, seed=seed, dealer=dealer, vulnerability=vulnerability, board=board, **options
    )


def _bridge_class(options: Mapping[str, Any]) -> type[Game]:
    """Contract bridge in table mode (RULES 10) or strict (the default)."""
    return TableBridgeGame if options["table_mode"] else BridgeGame


def _minibridge_class(options: Mapping[str, Any]) -> type[Game]:
    """Minibridge in table mode (RULES 10.1: the irregularities of the play) or strict (the default)."""
    return TableMinibridgeGame if options["table_mode"] else MinibridgeGame


register(dataclasses.replace(BRIDGE, select=_bridge_class))
register(BRIDGE2)
register(BRIDGE3)
register(KONSTAM)
register(LIGHT_BRIDGE)
register(dataclasses.replace(MINIBRIDGE, select=_minibridge_class))
register(BOOBY)
register(NULLO)
register(SLAM)
register(CHINESE_BRIDGE)
