"""bridgekit: one engine for the bridge family of card games."""

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
from bridgekit.variants import game_names, get_variant, new_game

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
