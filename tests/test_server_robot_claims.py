"""A robot declarer at the web table claims the rest when it is certain and its opponents are
robots, who answer by the double-dummy check as they answer a player's claim (issue 17); facing a
player it plays every card."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from bridgekit.server import views
from bridgekit.server.db import Store
from bridgekit.server.rooms import Room, new_table


def _play(tmp_path: Path, seats: list[str], seed: int) -> tuple[Room, list[str]]:
    """The deal played out: the robots act, North (a player, if seated) passes and plays its first
    legal card; returns the room and its log."""
    store = Store(str(tmp_path / "claims.db"))
    room = Room.load(store, new_table(store, "bridge", {}, seats, seed=seed))
    assert room is not None
    pool = ThreadPoolExecutor(1)

    async def run() -> None:
        for _ in range(100):
            await room.run_robots(pool, 0)
            if room.game.is_over:
                return
            assert room.proposal is None  # no claim ever waits for the player
            first = room.game.legal_actions()[0]
            await room.submit(
                0, "P" if views.is_call(room.game, first) else views.action_text(room.game, first)
            )

    asyncio.run(run())
    assert room.game.is_over
    return room, [event.action for event in store.events(room.row.id)]


def _cards(actions: list[str]) -> int:
    return sum(1 for action in actions if len(action) == 2 and action[0] in "SHDC")


def test_robots_claim_and_robots_accept(tmp_path: Path) -> None:
    room, actions = _play(tmp_path, ["robot"] * 4, seed=1)
    claims = [action for action in actions if action.startswith("claim ")]
    assert claims == [actions[-1]]  # the claim ended the deal
    assert _cards(actions) < 52  # cards left unplayed


def test_a_robot_declarer_beside_the_player_claims(tmp_path: Path) -> None:
    room, actions = _play(tmp_path, ["human", "robot", "robot", "robot"], seed=3)
    assert room.game.declarer == 2  # South, North's robot partner, with robot opponents
    assert actions[-1].startswith("claim ") and _cards(actions) < 52


def test_a_robot_declarer_facing_the_player_plays_every_card(tmp_path: Path) -> None:
    room, actions = _play(tmp_path, ["human", "robot", "robot", "robot"], seed=1)
    assert room.game.declarer == 1  # East: North defends
    assert not any(action.startswith("claim") for action in actions) and _cards(actions) == 52
