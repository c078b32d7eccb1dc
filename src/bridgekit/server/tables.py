"""A new table: its game's options read from text, its seats, and its row in the database."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.server import rotation
from bridgekit.server.db import Store
from bridgekit.server.sheets import robot_for
from bridgekit.variants import get_variant, new_game

__all__ = ["parse_options", "seat_count", "quick_seat", "new_table"]


def parse_options(game: str, given: Mapping[str, str]) -> dict[str, Any]:
    """The options of *game* from text (query parameters or a form), typed as the game's defaults.

    >>> parse_options("light_bridge", {"variant": "lb3"})
    {'variant': 'lb3'}
    >>> parse_options("bridge", {"nope": "1"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    bridgekit.errors.NotationError: bridge has no option 'nope' (options: ...)
    """
    variant = get_variant(game)
    options: dict[str, Any] = {}
    players = given.get(rotation.PLAYERS, "")
    given = {k: v for k, v in given.items() if k != rotation.PLAYERS}
    form = given.get("variant")
    if form:
        options["variant"] = form
    chosen = variant.form(form or None)
    for name, text in given.items():
        if name == "variant" or text == "":
            continue
        default = chosen.options.get(name)
        if name not in chosen.options:
            chosen.resolve_options({name: text})  # raises the engine's own message
        value: Any = text
        if isinstance(default, bool):
            value = text.lower() in ("1", "true", "yes", "on")
        elif isinstance(default, int):
            try:
                value = int(text)
            except ValueError:
                raise NotationError(
                    _("option {name} of {game} is a number, not {text}").format(
                        name=name, game=game, text=repr(text)
                    )
                ) from None
        options[name] = value
    new_game(variant.name, seed=0, **options)  # every option checked by the engine
    return rotation.with_players(game, options, players)


def seat_count(game: str, options: Mapping[str, Any]) -> int:
    """The seats of a table: the game's, or the players of a rotating table (RULES 9.3)."""
    players = rotation.player_count(options)
    if players is not None:
        return players
    return new_game(game, seed=0, **rotation.engine_options(options)).variant.seat_count


def quick_seat(game: str, options: Mapping[str, Any]) -> int:
    """The seat ``bridgekit play`` gives the player: South, or the first seat of other games (at a
    rotating table, the player who sits South in the first rubber)."""
    if rotation.player_count(options) is not None:
        return rotation.seating(int(options[rotation.PLAYERS]), 0).index(2)
    probe = new_game(game, seed=0, **options)
    names = probe.variant.seat_names
    return names.index("S") if probe.variant.uses_compass else 0


def new_table(
    store: Store,
    game: str,
    options: Mapping[str, Any],
    seats: list[str],
    title: str = "",
    *,
    seed: int | None = None,
) -> str:
    """Create a table in *store* (checked: the game, its options, one kind per seat); its deals
    come from *seed* (a random one unless given: the same seed deals the same cards)."""
    probe = new_game(game, seed=0, **rotation.engine_options(options))
    name = probe.variant.name
    family = get_variant(game).name
    count = seat_count(game, options)
    if len(seats) != count:
        raise NotationError(
            _("{name} has {count} seats, not {found}").format(name=name, count=count, found=len(seats))
        )
    robot_for(family)
    return store.create_table(
        family,
        options,
        seed=random.SystemRandom().randrange(2**40) if seed is None else seed,
        seats=seats,
        title=title,
    )
