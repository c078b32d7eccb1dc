"""Scoring: the deal score (Law 77), IMPs, and the rubber, Bulgarian rubber and Chicago ledgers.

>>> from bridgekit.calls import Contract
>>> duplicate_score(Contract.from_str("4HX"), 10, vulnerable=True), imps(790 - 620)
(790, 5)
"""

from bridgekit.scoring.bg_rubber import BgRubberLedger, BgRubberOptions, ChimneyRow
from bridgekit.scoring.chicago import (
    ChicagoDuplicate,
    ChicagoLedger,
    ChicagoOptions,
    chicago_dealer,
    chicago_vulnerability,
)
from bridgekit.scoring.duplicate import (
    board_score,
    duplicate_score,
    game_bonus,
    honours,
    insult_bonus,
    is_game,
    overtrick_score,
    slam_bonus,
    trick_score,
    undertrick_penalty,
)
from bridgekit.scoring.imps import imps
from bridgekit.scoring.ledger import DealRecord, Entry, Line, settle
from bridgekit.scoring.rubber import RubberLedger, RubberOptions, RubberTour, rubber_bonus

__all__ = [
    "BgRubberLedger",
    "BgRubberOptions",
    "ChicagoDuplicate",
    "ChicagoLedger",
    "ChicagoOptions",
    "ChimneyRow",
    "DealRecord",
    "Entry",
    "Line",
    "RubberLedger",
    "RubberOptions",
    "RubberTour",
    "board_score",
    "chicago_dealer",
    "chicago_vulnerability",
    "duplicate_score",
    "game_bonus",
    "honours",
    "imps",
    "insult_bonus",
    "is_game",
    "overtrick_score",
    "rubber_bonus",
    "settle",
    "slam_bonus",
    "trick_score",
    "undertrick_penalty",
]
