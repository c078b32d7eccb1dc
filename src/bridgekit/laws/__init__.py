"""The Laws on irregularities as rule functions and small frozen values (RULES 10).

This package sits below the engine: it needs only the core values, :mod:`bridgekit.auction`
and :mod:`bridgekit.tricks`. The table-mode game (:mod:`bridgekit.variants.bridge.table`)
keeps the state and applies these rules; strict play never calls them.

- :mod:`~bridgekit.laws.bidding`: comparable calls (10.2), insufficient bids (10.3), calls out of
  rotation (10.4), lead restrictions (10.5);
- :mod:`~bridgekit.laws.play`: penalty cards (10.6), lead penalties, revoke transfers (10.8);
- :mod:`~bridgekit.laws.claims`: claims and concessions (10.9);
- :mod:`~bridgekit.laws.records`: the records of table mode and their text forms;
- :mod:`~bridgekit.laws.texts`: the text of each Law a choice applies, for a table or a director.
"""

from bridgekit.laws.bidding import LAW_SETS, check_laws, is_comparable, lowest_sufficient
from bridgekit.laws.play import PenaltyKind, RevokeFacts, penalty_kind, revoke_transfer
from bridgekit.laws.records import (
    Claim,
    Decided,
    DirectorCalled,
    Exposed,
    Option,
    Redeal,
    RedealReason,
    Ruling,
    RulingKind,
    TableRecord,
    parse_record,
)

__all__ = [
    "LAW_SETS",
    "check_laws",
    "is_comparable",
    "lowest_sufficient",
    "PenaltyKind",
    "RevokeFacts",
    "penalty_kind",
    "revoke_transfer",
    "Claim",
    "Decided",
    "DirectorCalled",
    "Exposed",
    "Option",
    "Redeal",
    "RedealReason",
    "Ruling",
    "RulingKind",
    "TableRecord",
    "parse_record",
]
