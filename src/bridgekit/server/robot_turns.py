"""The robots' turns at a table: their decisions, claims and answers, off the event loop.

A robot decides in the thread pool (never on the event loop), at the table's pace; its action
is checked and logged like a player's. A robot declarer claims when it is certain; robot
opponents answer a claim by the double-dummy check (:func:`bridgekit.server.views.claim_is_right`)
and agree to an undo.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import Executor
from typing import Any

from bridgekit.robots import claim as robot_claims
from bridgekit.server import views
from bridgekit.server.actions import ANSWER, ActionError
from bridgekit.server.sheets import robot_for
from bridgekit.server.table_state import TableState
from bridgekit.state import Game

__all__ = ["RobotTurns"]

log = logging.getLogger("bridgekit.server")


class RobotTurns(TableState):
    """A table's robots (see the module's doc)."""

    def robot_to_act(self) -> int | None:
        """The seat a robot must act for now (or ``None``)."""
        if self.proposal is not None:
            return None
        kept = self._views  # the views of this state, if built: the seat to act asked of the game once
        controllers = None
        if kept is not None and kept[0][0] == self.seq and kept[0][1] == id(self.game):
            to_act, controllers = kept[1].to_act, self._controllers
        else:
            to_act = self.game.to_act
        if to_act is None:
            return None
        seat = int(to_act)
        decider = self.controller(seat) if controllers is None else controllers[seat]
        return seat if self.is_robot(decider) else None

    async def run_robots(self, pool: Executor, delay: float) -> None:
        """Let robots act while it is a robot's turn (one task per room at a time)."""
        if self.robot_busy:
            return
        self.robot_busy = True
        try:
            if self.proposal is not None:  # robots answer what waits for them (a seat left to one)
                async with self.lock:
                    await self._robot_answers(pool)
            while (seat := self.robot_to_act()) is not None:
                if delay:
                    await asyncio.sleep(delay)
                seq = self.seq
                game = self.game.copy()
                # One robot per table: a table's decisions come one at a time, so no robot is
                # ever asked two things at once from two threads.
                robot = self.robot = self.robot or robot_for(self.row.game)
                loop = asyncio.get_running_loop()
                if await self._robot_claims(robot, game, seat, seq, pool):
                    continue
                try:
                    line_card = self._line_card(game, seat)
                    if line_card is not None:
                        text, note = line_card, None
                    else:
                        decision = await loop.run_in_executor(
                            pool, views.in_english, robot.choose, game.view(seat)
                        )
                        text = views.action_text(game, decision.action)
                        note = decision.explanation if views.is_call(game, decision.action) else None
                except Exception:  # a robot's bug must not stop the table: it plays a legal action
                    log.exception("robot of table %s failed at seat %s", self.row.id, seat)
                    text, note = views.action_text(game, game.legal_actions()[0]), None
                async with self.lock:
                    if self.seq != seq or self.robot_to_act() != seat:
                        continue
                    decider = self.controller(seat)
                    try:
                        self._check(decider, text)  # checked like a player's, before the log
                    except ActionError:
                        log.error(
                            "robot of table %s chose %r, not legal: a legal action instead", self.row.id, text
                        )
                        text, note = views.action_text(self.game, self.game.legal_actions()[0]), None
                        self._check(decider, text)
                    await self._commit(decider, text, note)
        finally:
            self.robot_busy = False

    async def _robot_claims(self, robot: Any, game: Game, seat: int, seq: int, pool: Executor) -> bool:
        """A robot declarer claims the rest when it is certain (:func:`bridgekit.robots.claim.robot_claim`),
        with its statement (:func:`bridgekit.robots.claim.claim_line`); it looks once at a point of
        the deal, and not again in a deal where a claim of its was rejected. Robot opponents answer
        by the double-dummy check, a player by accepting or rejecting (the proposal is in the log,
        so a player connected to any server process answers it)."""
        claim = getattr(robot, "claim", None)
        if claim is None or self.claim_tried == seq or getattr(self.game, "claim", None) is None:
            return False
        self.claim_tried = seq
        declarer = self.controller(seat)
        if declarer in self.rejected:
            return False
        try:
            view = game.view(declarer)
            claimed = await asyncio.get_running_loop().run_in_executor(pool, claim, view)
            line = None if claimed is None else robot_claims.claim_line(view)
        except Exception:  # a robot's bug must not stop the table: it plays on instead
            log.exception("robot claim of table %s failed at seat %s", self.row.id, seat)
            return False
        if claimed is None or self.seq != seq:
            return False
        try:
            await self.propose(self.holder(declarer), "claim", claimed.tricks, pool, line=line)
        except ActionError:
            return False
        return True

    def _line_card(self, game: Game, seat: int) -> str | None:
        """The card a robot whose claim was rejected plays while its stated line applies (RULES
        10.9), or ``None`` (its own choice)."""
        decider = self.controller(seat)
        if decider not in self.rejected or self.rejected[decider] != robot_claims.LINE_WINNERS:
            return None
        card = robot_claims.line_card(game.view(decider))
        return None if card is None else views.action_text(game, card)

    async def _robot_answers(self, pool: Executor) -> None:
        """The robots' answers to the proposal waiting for them (the lock held): an undo is agreed,
        a claim checked on the actual cards (:func:`bridgekit.server.views.claim_is_right`); each
        answer is logged like a player's. Also after a player left his seat to a robot."""
        proposal = self.proposal
        if proposal is None:
            return
        waiting = [s for s in self.opponents(proposal.seat) if s not in proposal.answers and self.is_robot(s)]
        if not waiting:
            return
        verdict = True
        if proposal.kind == "claim":
            game, seat, amount = self.game.copy(), proposal.seat, proposal.amount
            verdict = await asyncio.get_running_loop().run_in_executor(
                pool, lambda: views.claim_is_right(game, seat, amount)
            )
        for other in waiting:
            if self.proposal is not proposal:
                return
            try:
                await self._commit(other, ANSWER + ("accept" if verdict else "reject"), None)
            except ActionError:  # another process logged the robots' answers first (reloaded)
                return
