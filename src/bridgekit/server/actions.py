"""The table's own actions beside the engine's, and the refusal of an action.

Events of a table's log are the engine's action texts (``1NT``, ``SA``, ``claim 9``) and the
table's own: ``@next`` (the next deal), ``@undo K`` (take back K actions, agreed),
``@propose claim N`` / ``@propose undo K`` (a claim or an undo put to the other side, its
statement in the event's note) and ``@answer accept`` / ``@answer reject`` (one seat's answer).
A proposal lives in the log like any action, so every server process sharing the table knows it
and any of them may take the answer (:mod:`bridgekit.server.proposals`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from bridgekit.errors import BridgeError
from bridgekit.i18n import N_
from bridgekit.robots import claim as robot_claims

__all__ = ["ActionError", "Proposal", "PROPOSE", "ANSWER", "CLAIM_REJECTED", "UNDO_REJECTED"]


class ActionError(BridgeError):
    """An action refused: not this seat's turn, not legal, not understood (told to that client only)."""


#: the notes shown to every client when a proposal is rejected
CLAIM_REJECTED: Final = N_(
    "The claim was rejected: play continues with the claimer's cards face up (RULES 10.9)."
)
UNDO_REJECTED: Final = N_("The undo was rejected.")

#: the events of a proposal and its answers (see the module's doc)
PROPOSE: Final = "@propose "
ANSWER: Final = "@answer "


@dataclass
class Proposal:
    """A claim or an undo waiting for the other side's answers (held in the event log)."""

    kind: str  # "claim" or "undo"
    seat: int
    amount: int
    answers: dict[int, bool] = field(default_factory=dict)
    #: the claim's statement (a line of :mod:`bridgekit.robots.claim`, e.g. ``winners``), if any
    line: str | None = None

    def to_json(self) -> dict[str, Any]:
        told: dict[str, Any] = {
            "kind": self.kind,
            "seat": self.seat,
            "amount": self.amount,
            "answered": sorted(self.answers),
        }
        if self.kind == "claim":
            told["line"] = robot_claims.line_text(self.line)
        return told
