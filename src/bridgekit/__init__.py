"""bridgekit: one engine for the bridge family of card games.

The game registry (:func:`new_game`, :func:`get_variant`, :func:`game_names`) is imported on
first use, so that ``import bridgekit`` (and every command that needs no game) starts at once.
"""

from typing import TYPE_CHECKING, Any

from bridgekit.calls import BIDS, CALLS, DOUBLE, PASS, REDOUBLE, Call, Contract, Doubling, Strain
from bridgekit.cards import PACK_32, PACK_36, PACK_52, PACK_54, Card, CardSet, Pack, Rank, Suit
from bridgekit.deal import Deal
from bridgekit.errors import (
    BridgeError,
    IllegalActionError,
    IllegalCallError,
    IllegalCardError,
    NotationError,
    OutOfTurnError,
    ParseError,
)
from bridgekit.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability
from bridgekit.state import Game, Variant, View

if TYPE_CHECKING:
    from bridgekit.variants import game_names, get_variant, new_game

_LAZY = frozenset({"game_names", "get_variant", "new_game"})


def __getattr__(name: str) -> Any:
    """The registry's functions, imported when first asked for (PEP 562)."""
    if name in _LAZY:
        import bridgekit.variants as variants

        value = getattr(variants, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'bridgekit' has no attribute {name!r}")


__version__ = "0.1.0"

__all__ = [
    "BIDS",
    "CALLS",
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "Call",
    "Contract",
    "Doubling",
    "Strain",
    "PACK_32",
    "PACK_36",
    "PACK_52",
    "PACK_54",
    "Card",
    "CardSet",
    "Pack",
    "Rank",
    "Suit",
    "Deal",
    "BridgeError",
    "IllegalActionError",
    "IllegalCallError",
    "IllegalCardError",
    "NotationError",
    "OutOfTurnError",
    "ParseError",
    "Seat",
    "Side",
    "Vulnerability",
    "board_dealer",
    "board_vulnerability",
    "Game",
    "Variant",
    "View",
    "game_names",
    "get_variant",
    "new_game",
]
