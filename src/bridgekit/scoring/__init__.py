"""Scoring: the deal score (Law 77), IMPs, and the rubber, Bulgarian rubber and Chicago ledgers.

>>> from bridgekit.calls import Contract
>>> duplicate_score(Contract.from_str("4HX"), 10, vulnerable=True), imps(790 - 620)
(790, 5)
"""

from bridgekit.scoring.bg_rubber import BgRubberLedger, BgRubberOptions, ChimneyRow
from bridgekit.scoring.butler import butler, cross_imps, datum
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
from bridgekit.scoring.matchpoints import ew_matchpoints, matchpoints, neuberg, percentages, top
from bridgekit.scoring.obligations import obligation, obligation_deal_score, obligations_score, pre_game_bonus
from bridgekit.scoring.rubber import RubberLedger, RubberOptions, RubberTour, rubber_bonus
from bridgekit.scoring.russian import (
    RUSSIAN_TARGETS,
    TargetResult,
    fit_count,
    russian_score,
    russian_target,
    side_hcp,
)
from bridgekit.scoring.targets import TargetSession
from bridgekit.scoring.vps import DEFAULT_VP_SCALE, VpScale, vps, wbf_vps

__all__ = [
    "DEFAULT_VP_SCALE",
    "RUSSIAN_TARGETS",
    "TargetResult",
    "TargetSession",
    "VpScale",
    "butler",
    "cross_imps",
    "datum",
    "ew_matchpoints",
    "fit_count",
    "matchpoints",
    "neuberg",
    "obligation",
    "obligation_deal_score",
    "obligations_score",
    "percentages",
    "pre_game_bonus",
    "russian_score",
    "russian_target",
    "side_hcp",
    "top",
    "vps",
    "wbf_vps",
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
