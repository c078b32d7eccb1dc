"""The ``delta`` message (protocol version 2): after a card of the play, a client that asked for
deltas is told what changed for its seat; applied to the state before, it is the whole state a
client without deltas is told, member for member, and it names no card the seat may not see."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from bridgekit.server.app import Settings, create_app, seat_cookie
from bridgekit.server.db import Store
from bridgekit.server.rooms import Room, new_table

BASE = "http://testserver"
CARD = re.compile(r'"([SHDC][AKQJT2-9])"')


def apply_delta(before: dict[str, Any], delta: dict[str, Any]) -> dict[str, Any]:
    """What the browser's table.js does with a delta (docs/server.md, "Deltas")."""
    assert delta["seq"] == before["seq"] + 1
    view = {**before["view"], **delta["view"]}
    by_owner = {zone["owner"]: zone for zone in delta["hands"]}
    view["zones"] = [by_owner.get(zone["owner"], zone) for zone in before["view"]["zones"]]
    return {
        **before,
        "seq": delta["seq"],
        "acts_for": delta["acts_for"],
        "can_claim": delta["can_claim"],
        "view": view,
    }


def choose(message: dict[str, Any]) -> str:
    view = message["view"]
    if view["stage"] == "auction":
        return "1C" if not view["calls"] else "P"
    return str(view["legal_actions"][0]["text"])


@pytest.mark.parametrize("seed", [3, 11])
def test_deltas_rebuild_the_whole_state_and_hold_only_visible_cards(tmp_path: Path, seed: int) -> None:
    app = create_app(Settings(db=str(tmp_path / "tables.db"), robot_delay=0))
    with TestClient(app, base_url=BASE) as client:
        store: Store = client.app.state.store  # type: ignore[attr-defined]
        table = new_table(store, "bridge", {}, ["human"] * 4, seed=seed)
        tokens = [str(row.token) for row in store.seats(table)]
        sockets = []
        held: list[dict[str, Any] | None] = []
        for seat in range(4):  # each seat twice: with deltas, and a client of version 1 without
            for deltas in (True, False):
                headers = {"cookie": f"{seat_cookie(table)}={tokens[seat]}"}
                url = f"/ws/{table}" + ("?deltas=1" if deltas else "")
                sockets.append((seat, deltas, client.websocket_connect(url, headers=headers).__enter__()))
                held.append(None)
        try:
            # each connection was told the state once per client attached after it (and itself)
            for n, (_seat, _deltas, ws) in enumerate(sockets):
                for _ in range(len(sockets) - n):
                    held[n] = json.loads(ws.receive_text())
            deltas_told = 0
            for _action in range(4 + 51):  # the auction and the play but the last card
                # the client (of version 1) whose seat decides now: legal actions in its state
                mover = next(
                    n
                    for n, (_seat, deltas, _ws) in enumerate(sockets)
                    if not deltas and (held[n] or {}).get("view", {}).get("legal_actions")
                )
                state = held[mover]
                assert state is not None
                sockets[mover][2].send_text(
                    json.dumps({"v": 2, "type": "act", "action": choose(state), "seq": state["seq"]})
                )
                texts = [ws.receive_text() for _seat, _deltas, ws in sockets]
                room = Room.load(store, table)  # (the state told: its action is in the log)
                assert room is not None
                for n, (seat, deltas, _ws) in enumerate(sockets):
                    text = texts[n]
                    message = json.loads(text)
                    before = held[n]
                    assert before is not None
                    if message["type"] == "delta":
                        assert deltas, "a client of version 1 is never told a delta"
                        deltas_told += 1
                        hidden = {
                            str(card)
                            for owner, hand in enumerate(room.game.hands)
                            if owner not in room.game.visible_seats(seat)
                            for card in hand
                        }
                        assert not set(CARD.findall(text)) & hidden, f"a hidden card in seat {seat}'s delta"
                        message = apply_delta(before, message)
                    else:
                        assert message["type"] == "state", message
                    held[n] = message
                for n in range(0, len(sockets), 2):  # the same seat with and without deltas
                    assert held[n] == held[n + 1]
            assert deltas_told == 4 * 50  # every card of the play but the opening lead and the last
            last = held[1]
            assert last is not None and len(last["view"]["tricks"]) == 12
        finally:
            for _seat, _deltas, ws in sockets:
                ws.__exit__(None, None, None)
