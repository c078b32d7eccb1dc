"""Claims at the web table (issue 17, RULES 10.9): a claim and its answers live in the event log,
so a player connected to any server process sees the proposal and answers it; a robot declarer
claims the rest when it is certain, facing robots (who answer by the double-dummy check) or a
player (who accepts or rejects); while a claim waits, and after a rejection to the end of the
deal, the claimer's hand is face up for everyone, and a rejected robot follows its stated line."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from bridgekit import Seat
from bridgekit.cards import CardSet
from bridgekit.robots.claim import LINE_WINNERS, claim_line, line_card, line_text, robot_claim
from bridgekit.server import views
from bridgekit.server.db import Store
from bridgekit.server.rooms import CLAIM_REJECTED, Room, new_table
from bridgekit.state import Claimed
from test_claims import ALL_TOP, six_card_ending

#: what the player does when a claim waits for his answer: ``None`` accepts, else the answer
Answer = Callable[[Room], bool]


def _room(tmp_path: Path, seats: list[str], seed: int) -> tuple[Store, Room]:
    store = Store(str(tmp_path / "claims.db"))
    room = Room.load(store, new_table(store, "bridge", {}, seats, seed=seed))
    assert room is not None
    return store, room


def _play(room: Room, answer: Answer, *, seen: list[dict[str, Any]] | None = None) -> None:
    """The deal played out: the robots act, North (a player, if seated) passes, plays its first
    legal card and answers a claim waiting for it with *answer*; each state North is sent while
    a claim waits is kept in *seen*."""
    pool = ThreadPoolExecutor(1)

    async def run() -> None:
        for _ in range(120):
            await room.run_robots(pool, 0)
            if room.game.is_over:
                return
            if room.proposal is not None:
                assert 0 in room.opponents(room.proposal.seat)  # it waits for North alone
                if seen is not None:  # North's state, then a spectator's
                    seen.append(room.state(0, connected={0}))
                    seen.append(room.state(None, connected={0}))
                await room.answer(0, answer(room))
                continue
            first = room.game.legal_actions()[0]
            await room.submit(
                0, "P" if views.is_call(room.game, first) else views.action_text(room.game, first)
            )

    asyncio.run(run())
    assert room.game.is_over


def _actions(store: Store, room: Room) -> list[str]:
    return [event.action for event in store.events(room.row.id)]


def _cards(actions: list[str]) -> int:
    return sum(1 for action in actions if len(action) == 2 and action[0] in "SHDC")


def test_robots_claim_and_robots_accept_through_the_log(tmp_path: Path) -> None:
    store, room = _room(tmp_path, ["robot"] * 4, seed=1)
    _play(room, lambda _: True)
    actions = _actions(store, room)
    assert actions[-3].startswith("@propose claim ")
    assert actions[-2:] == ["@answer accept", "@answer accept"]  # the second completes it
    assert isinstance(room.game.history[-1], Claimed) and _cards(actions) < 52
    again = Room.load(store, room.row.id)  # replayed from the log: the same deal, claimed
    assert again is not None and again.game.is_over and again.game.score == room.game.score


def test_a_robot_declarer_beside_the_player_claims(tmp_path: Path) -> None:
    store, room = _room(tmp_path, ["human", "robot", "robot", "robot"], seed=5)
    _play(room, lambda _: True)
    assert room.game.declarer == 2  # South, North's robot partner, with robot opponents
    actions = _actions(store, room)
    assert actions[-1] == "@answer accept" and _cards(actions) < 52


def test_a_robot_declarer_claims_facing_the_player_who_accepts(tmp_path: Path) -> None:
    store, room = _room(tmp_path, ["human", "robot", "robot", "robot"], seed=1)
    seen: list[dict[str, Any]] = []
    _play(room, lambda _: True, seen=seen)
    assert room.game.declarer == 1  # East: North defends
    assert len(seen) == 2  # one claim: North's state and a spectator's
    proposal = seen[0]["proposal"]
    assert proposal["kind"] == "claim" and proposal["seat"] == 1 and proposal["answered"] == [2]
    assert proposal["line"] == line_text(LINE_WINNERS) or proposal["line"] == line_text("any")
    actions = _actions(store, room)
    propose = actions.index(next(a for a in actions if a.startswith("@propose claim ")))
    assert actions[propose + 1 :] == ["@answer accept", "@answer accept"]  # South (robot), then North
    assert [e.seat for e in store.events(room.row.id)][propose:] == [1, 2, 0]
    assert _cards(actions) < 52 and isinstance(room.game.history[-1], Claimed)


def test_the_claimers_hand_is_faced_while_the_claim_waits_and_nothing_else(tmp_path: Path) -> None:
    """RULES 10.9: the claimer shows his cards; the state names no other hidden card (North sees
    East's hand and West, the dummy; never South's) and the statement names no card."""
    store, room = _room(tmp_path, ["human", "robot", "robot", "robot"], seed=1)
    seen: list[dict[str, Any]] = []
    _play(room, lambda _: True, seen=seen)
    state = seen[0]
    east = CardSet.from_str(str(room.game.deal.hands[1]))
    played_before = {
        str(record.card)
        for record in room.game.history
        if getattr(record, "card", None) is not None and int(getattr(record, "seat", -1)) == 1
    }
    faced = state["faced"]
    assert [hand["seat"] for hand in faced] == [1, 3]  # declarer East and the dummy he plays
    east_faced = set(faced[0]["cards"])
    assert east_faced and east_faced <= {str(card) for card in east} and not east_faced & played_before
    south = {str(card) for card in room.game.deal.hands[2]}
    names = {card for zone in state["view"]["zones"] for card in zone["cards"]}
    assert not (south - {c["card"] for t in state["view"]["tricks"] for c in t["cards"]}) & names
    assert not any(card in (state["proposal"]["line"] or "") for card in south | east_faced)
    # a spectator is shown the same faced hand, and nothing of South's (nor North's)
    spectator = seen[1]
    assert spectator["you"] is None and spectator["faced"] == faced
    north = {str(card) for card in room.game.deal.hands[0]}
    shown = {card for zone in spectator["view"]["zones"] for card in zone["cards"]}
    played = {c["card"] for t in spectator["view"]["tricks"] for c in t["cards"]}
    assert not (south | north) - played & shown


def test_a_rejected_robot_claim_continues_with_the_claimers_cards_face_up(tmp_path: Path) -> None:
    store, room = _room(tmp_path, ["human", "robot", "robot", "robot"], seed=1)
    pool = ThreadPoolExecutor(1)
    at_claim: dict[str, Any] = {}

    def reject(r: Room) -> bool:
        at_claim["won"] = r.game.tricks_won[1]  # type: ignore[attr-defined]
        at_claim["amount"] = r.proposal.amount if r.proposal else 0
        return False

    faced_states: list[dict[str, Any]] = []

    async def run() -> None:
        for _ in range(120):
            await room.run_robots(pool, 0)
            if room.game.is_over:
                return
            if room.proposal is not None:
                await room.answer(0, reject(room))
                continue
            if at_claim:
                faced_states.append(room.state(0, connected={0}))
            first = room.game.legal_actions()[0]
            await room.submit(
                0, views.action_text(room.game, first) if not views.is_call(room.game, first) else "P"
            )

    asyncio.run(run())
    actions = _actions(store, room)
    assert actions.count("@answer reject") == 1 and not any(a.startswith("claim") for a in actions)
    assert sum(a.startswith("@propose claim") for a in actions) == 1  # never claims again this deal
    assert _cards(actions) == 52  # the claim lapsed: every card played
    # declarer's side takes every trick it claimed (it follows its stated line)
    assert room.game.tricks_won[1] == at_claim["won"] + at_claim["amount"]  # type: ignore[attr-defined]
    assert faced_states and all(s["faced"][0]["seat"] == 1 for s in faced_states)
    assert all(s["note"] == CLAIM_REJECTED for s in faced_states)


def test_a_claim_crosses_rooms_sharing_the_log(tmp_path: Path) -> None:
    """Two rooms on one database stand for two server processes: the proposal made in one is read
    from the log by the other, answered there, and the first catches up with the claim done."""
    store, first = _room(tmp_path, ["human", "robot", "robot", "robot"], seed=1)
    pool = ThreadPoolExecutor(1)

    async def run() -> None:
        for _ in range(120):
            await first.run_robots(pool, 0)
            if first.proposal is not None:
                break
            action = first.game.legal_actions()[0]
            await first.submit(
                0, "P" if views.is_call(first.game, action) else views.action_text(first.game, action)
            )
        assert first.proposal is not None
        second = Room.load(store, first.row.id)  # the other process (or a restart) reads the log
        assert second is not None and second.proposal == first.proposal
        assert second.state(0, connected=set())["proposal"]["seat"] == 1
        await second.answer(0, True)
        assert second.game.is_over
        assert first.catch_up() and first.game.is_over and first.proposal is None
        assert first.game.score == second.game.score

    asyncio.run(run())


def test_a_robot_that_takes_a_players_seat_answers_the_claim_waiting(tmp_path: Path) -> None:
    store, room = _room(tmp_path, ["human", "human", "human", "robot"], seed=1)
    pool = ThreadPoolExecutor(1)

    async def run() -> None:
        opened = False
        while str(room.game.phase) == "auction":
            await room.run_robots(pool, 0)
            if str(room.game.phase) != "auction":
                break
            seat = room.controller(int(room.game.to_act))  # type: ignore[arg-type]
            await room.submit(seat, "P" if opened else "1C")  # North or South opens: a deal played
            opened = True
        assert not room.game.is_over
        declarer = int(room.game.declarer)  # type: ignore[attr-defined]
        claimer = declarer if declarer % 2 == 0 else (declarer + 1) % 4
        await room.propose(claimer, "claim", 0, pool)  # no more tricks: double dummy allows it
        assert room.proposal is not None  # the other player has not answered
        waiting = [s for s in room.opponents(claimer) if s not in room.proposal.answers]
        assert waiting == [1]  # East, a player; West (a robot) accepted at once
        store.update_seat(room.row.id, waiting[0], kind="robot", token=None, open=True)
        room.seats = store.seats(room.row.id)
        await room.run_robots(pool, 0)
        assert room.proposal is None and isinstance(room.game.history[-1], Claimed)

    asyncio.run(run())


def test_line_card_draws_trumps_then_cashes() -> None:
    game = six_card_ending(ALL_TOP)
    view = game.view(Seat.SOUTH)
    assert robot_claim(view) == Claimed(Seat.SOUTH, 6) and claim_line(view) == LINE_WINNERS
    first = line_card(view)
    assert first is not None and str(first) == "HA"  # West holds trumps: draw them from the top
    game.act("HA")
    assert line_card(game.view(Seat.SOUTH)) is None  # following: the line leaves it to the robot


def test_a_robot_claim_answered_over_the_websocket(tmp_path: Path) -> None:
    """The protocol: the player's state carries the proposal (its statement) and the faced hand;
    ``{"type": "answer"}`` answers it; an answer with nothing waiting is refused in one line."""
    import json

    from starlette.testclient import TestClient

    from bridgekit.server.app import Settings, create_app

    with TestClient(create_app(Settings(db=str(tmp_path / "ws.db"), robot_delay=0))) as client:
        store: Store = client.app.state.store  # type: ignore[attr-defined]
        table = new_table(store, "bridge", {}, ["human", "robot", "robot", "robot"], seed=1)
        token = store.seats(table)[0].token
        assert token is not None
        client.cookies.set(f"bk_t_{table}", token)
        proposals: list[dict[str, Any]] = []
        with client.websocket_connect(f"/ws/{table}") as ws:
            ws.send_text(json.dumps({"v": 1, "type": "answer", "accept": True}))
            errors = []
            for _ in range(2000):
                message = json.loads(ws.receive_text())
                if message["type"] == "error":
                    errors.append(message)
                    continue
                if message["type"] != "state":
                    continue
                view = message["view"]
                if view["is_over"]:
                    break
                proposal = message["proposal"]
                if proposal and 0 not in proposal["answered"] and proposal["seat"] % 2 == 1:
                    proposals.append(message)
                    ws.send_text(json.dumps({"v": 1, "type": "answer", "accept": True}))
                elif view["legal_actions"] and not proposal:
                    text = "P" if view["stage"] == "auction" else view["legal_actions"][0]["text"]
                    ws.send_text(json.dumps({"v": 1, "type": "act", "action": text, "seq": message["seq"]}))
            assert view["is_over"] and view["score"]
        refused = errors[0]
        assert refused["code"] == "refused" and "nothing is waiting" in refused["message"]
        assert proposals and {m["proposal"]["amount"] for m in proposals} == {
            proposals[0]["proposal"]["amount"]
        }
        shown = proposals[-1]
        assert shown["proposal"]["kind"] == "claim" and shown["proposal"]["line"]
        assert [hand["seat"] for hand in shown["faced"]] == [1, 3]
        assert "faced" not in message  # the deal is over: every hand is in the view
        assert [e.action for e in store.events(table)][-2:] == ["@answer accept", "@answer accept"]


def test_two_processes_answering_for_the_same_robot_log_one_answer(tmp_path: Path) -> None:
    """Both processes holding a table see a proposal and let the robots answer: the log takes one
    answer per seat; the process that loses the race reloads and carries on without an error."""
    store, first = _room(tmp_path, ["human", "human", "robot", "robot"], seed=1)
    pool = ThreadPoolExecutor(1)

    async def run() -> None:
        opened = False
        while str(first.game.phase) == "auction":
            await first.run_robots(pool, 0)
            if str(first.game.phase) != "auction":
                break
            seat = first.controller(int(first.game.to_act))  # type: ignore[arg-type]
            await first.submit(seat, "P" if opened else "1C")
            opened = True
        declarer = int(first.game.declarer)  # type: ignore[attr-defined]
        claimer = next(s for s in (0, 1) if s != (declarer + 2) % 4)  # a player, not dummy
        async with first.lock:
            await first._commit(claimer, "@propose claim 0", None)  # as propose() logs it
        second = Room.load(store, first.row.id)
        assert second is not None and second.proposal is not None
        async with first.lock:
            await first._robot_answers(pool)
        async with second.lock:
            await second._robot_answers(pool)  # loses the race: reloads, no error
        answers = [e for e in store.events(first.row.id) if e.action.startswith("@answer")]
        robots = [s for s in first.opponents(claimer) if first.is_robot(s)]
        assert [e.seat for e in answers] == robots and second.proposal == first.proposal

    asyncio.run(run())
