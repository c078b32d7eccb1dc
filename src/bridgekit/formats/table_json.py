"""Table-mode games as JSON: the setting and the text of every action, replayed through the Laws."""

from __future__ import annotations

import json

from bridgekit.errors import BridgeError, NotationError
from bridgekit.i18n import _
from bridgekit.laws.table_mode import TableMode
from bridgekit.seats import Seat, Vulnerability
from bridgekit.state import Game

__all__ = ["game_from_json", "history_json"]


def history_json(game: Game) -> str:
    """The game as JSON: its setting and the text of every action (the deal first).

    Reading it back with :func:`game_from_json` replays every action through the Laws.
    """
    data = {
        "game": game.variant.name,
        "options": dict(game.options),
        "dealer": Seat(game.dealer).letter,
        "vulnerability": str(game.vulnerability),
        "board": game.board,
        "deal": game.history[0].deal.pbn(),  # type: ignore[union-attr]
        "actions": [str(record) for record in game.actions],
    }
    return json.dumps(data, indent=1)


def game_from_json(text: str, name: str | None = None) -> TableMode:
    """Replay a table-mode game written by :func:`history_json` (of the game *name*, if given).

    :raises NotationError: if the JSON is not such a record
    :raises IllegalActionError: if an action is not allowed where it stands
    """
    from bridgekit.variants import get_variant, new_game

    try:
        data = json.loads(text)
        game = new_game(
            data["game"],
            deal=data["deal"],
            dealer=data["dealer"],
            vulnerability=Vulnerability.from_str(data["vulnerability"]),
            board=data["board"],
            **data["options"],
        )
        actions = data["actions"]
    except (ValueError, KeyError, TypeError) as error:
        if isinstance(error, BridgeError):
            raise
        raise NotationError(_("not a bridgekit game record: {error}").format(error=error)) from None
    if not isinstance(game, TableMode):
        raise NotationError(_("not a table-mode game record: its options lack table_mode=true"))
    if name is not None and game.variant.name != get_variant(name).name:
        raise NotationError(
            _("not a table-mode game record of {game}").format(game=_(get_variant(name).title).lower())
        )
    for action in actions:
        game.act(action)
    return game
