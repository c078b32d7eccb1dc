"""Claims and undos put to the other side: proposed, answered, applied (RULES 10.9).

A proposal and each answer are events of the log (:mod:`bridgekit.server.actions`), so every
server process sharing the table knows them and any of them may take the answer; the answer that
completes the acceptances applies the claim (or the undo), a rejection ends it (a rejected
claim lapses and play resumes with the claimer's cards face up).
"""

from __future__ import annotations

from concurrent.futures import Executor

from bridgekit.i18n import _, ngettext
from bridgekit.server.actions import ANSWER, CLAIM_REJECTED, PROPOSE, UNDO_REJECTED, ActionError, Proposal
from bridgekit.server.table_state import TableState

__all__ = ["Proposals"]


class Proposals(TableState):
    """A table's claims and undos (see the module's doc)."""

    def _apply_proposal(self, seat: int | None, action: str, note: str | None) -> None:
        """A proposal or an answer from the log: the answer that completes the other side's
        acceptances applies the claim or the undo; a rejection ends the proposal."""
        words = action.split()
        if seat is None:
            raise ActionError(f"{action}: no seat")
        if words[0] == PROPOSE.strip():
            if len(words) != 3 or words[1] not in ("claim", "undo") or not words[2].isdigit():
                raise ActionError(f"not a proposal: {action!r}")
            self.proposal = Proposal(words[1], seat, int(words[2]), line=note)
            self.last_note = None
            return
        proposal = self.proposal
        if proposal is None or len(words) != 2 or words[1] not in ("accept", "reject"):
            raise ActionError(f"{action}: nothing waits for an answer")
        proposal.answers[seat] = words[1] == "accept"
        if words[1] == "reject":
            self.proposal = None
            if proposal.kind == "claim":
                self.rejected[proposal.seat] = proposal.line
                self.last_note = CLAIM_REJECTED
            else:
                self.last_note = UNDO_REJECTED
            return
        if all(proposal.answers.get(other) for other in self.opponents(proposal.seat)):
            self.proposal = None
            if proposal.kind == "claim":
                self._apply(proposal.seat, f"claim {proposal.amount}", None)
            else:
                self._apply(proposal.seat, f"@undo {proposal.amount}", None)

    async def propose(
        self, player: int | None, kind: str, amount: int, pool: Executor, *, line: str | None = None
    ) -> None:
        """*player* proposes a claim of *amount* of the remaining tricks (with its statement
        *line*) or an undo of its last action and all since: logged, then answered by the robots
        among the other side at once, by players when they answer (:meth:`answer`)."""
        async with self.lock:
            seat = self.game_seat(player)
            if seat is None:
                raise ActionError(_("spectators cannot propose"))
            if self.proposal is not None:
                raise ActionError(
                    _("a claim is already waiting for an answer")
                    if self.proposal.kind == "claim"
                    else _("an undo is already waiting for an answer")
                )
            if kind == "claim":
                can_claim = getattr(self.game, "can_claim", None)
                if can_claim is None or not can_claim(seat, amount):
                    raise ActionError(
                        ngettext(
                            "you cannot claim {count} trick now",
                            "you cannot claim {count} tricks now",
                            amount,
                        ).format(count=amount)
                    )
            elif kind == "undo":
                if self.game.is_over:
                    raise ActionError(_("the deal is over: it is on the score sheet"))
                amount = self.undo_count(seat)
            else:
                raise ActionError(f"unknown proposal {kind!r}")
            await self._commit(seat, f"{PROPOSE}{kind} {amount}", line)
            await self._robot_answers(pool)

    def undo_count(self, seat: int) -> int:
        """How many actions an undo by *seat* takes back: its last one and all since."""
        actions = self.game.actions
        for back, record in enumerate(reversed(actions), start=1):
            acted = getattr(record, "seat", None)
            if acted is not None and self.controller(int(acted)) == seat:
                return back
        raise ActionError(_("nothing of yours to take back in this deal"))

    async def answer(self, player: int | None, accept: bool) -> None:
        """*player*'s answer to the proposal waiting for it, logged (the answer that completes the
        acceptances applies the claim or the undo; a rejection ends the proposal). If another
        process logged another answer first, this one is logged after it, if still wanted."""
        for _attempt in range(3):
            async with self.lock:
                seat = self.game_seat(player)
                proposal = self.proposal
                if (
                    proposal is None
                    or seat is None
                    or seat not in self.opponents(proposal.seat)
                    or seat in proposal.answers
                ):
                    raise ActionError(_("nothing is waiting for your answer"))
                try:
                    await self._commit(seat, ANSWER + ("accept" if accept else "reject"), None)
                except ActionError:  # another answer came first (the room reloaded): again
                    continue
                return
        raise ActionError(_("the table moved on meanwhile: look again"))
