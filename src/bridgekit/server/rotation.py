"""Bridge for five or six players at one web table (RULES 9.3): four play a rubber, the others
sit out, and after each rubber the players rotate by the table of RULES 9.3
(:data:`bridgekit.multiplayer.ROTATION`).

A rotating table is a ``bridge`` table with the server's option ``players`` (5 or 6): its seats
in the database are the *players* (numbered 1–5 or 1–6 by the draw); each deal is a four-handed
rubber bridge game whose compass seats the players of the current rubber hold. A player who
sits out watches the deal as a spectator does (public cards only until the deal is over).

>>> seating(5, 0)  # rubber 1: player 1 out; 2 N, 3 S, 4 E, 5 W
(None, 0, 2, 1, 3)
>>> seating(6, 2)  # rubber 3: players 1 and 3 out; 4,5 v 6,2
(None, 3, None, 0, 2, 1)
>>> seating(5, 5) == seating(5, 0)  # the cycle begins again
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from bridgekit.errors import NotationError
from bridgekit.multiplayer import ROTATION

__all__ = ["PLAYERS", "engine_options", "player_count", "player_label", "seating", "title", "with_players"]

#: The server's option of a rotating bridge table: the number of players.
PLAYERS: Final = "players"


def player_count(options: Mapping[str, Any]) -> int | None:
    """The players of a rotating table (``None``: one player a seat)."""
    value = options.get(PLAYERS)
    return None if value is None else int(value)


def engine_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """A table's options without the server's own (what the engine's ``new_game`` takes)."""
    return {k: v for k, v in options.items() if k != PLAYERS}


def with_players(game: str, options: dict[str, Any], text: str) -> dict[str, Any]:
    """*options* for a table of *text* players: 5 or 6 for ``bridge`` (a rubber each, RULES 9.3),
    the game's own seats otherwise (the option left out).

    :raises NotationError: for another game or number
    """
    if text == "" or (text == "4" and game == "bridge"):
        return options
    if game != "bridge" or text not in ("5", "6"):
        raise NotationError(f"players: bridge is for 4, 5 or 6 players (RULES 9.3), not {text!r} for {game}")
    scoring = options.get("scoring", "rubber")
    if scoring != "rubber":
        raise NotationError(f"bridge for {text} players is played in rubbers (RULES 9.3), not {scoring}")
    return {**options, "scoring": "rubber", PLAYERS: int(text)}


def seating(players: int, rubber: int) -> tuple[int | None, ...]:
    """Each player's compass seat (0 N, 1 E, 2 S, 3 W; ``None``: sitting out) in *rubber*
    (0-based, the cycle of RULES 9.3 repeating); the first partnership sits N–S."""
    table = ROTATION[players]
    _out, ((north, south), (east, west)) = table[rubber % len(table)]
    seats: list[int | None] = [None] * players
    for player, seat in ((north, 0), (east, 1), (south, 2), (west, 3)):
        seats[player - 1] = seat
    return tuple(seats)


def player_label(number: int) -> str:
    """``Player 3``: a rotating table's player, numbered from 1 (in the page's language)."""
    from bridgekit.i18n import _

    return _("Player {number}").format(number=number)


def title(players: int) -> str:
    """``Bridge for 5 players`` (in the page's language)."""
    from bridgekit.i18n import _

    return _("Bridge for {count} players").format(count=players)
