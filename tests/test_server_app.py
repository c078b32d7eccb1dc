"""The table server without a browser: the WebSocket protocol, privacy, the event log, seats, accounts.

The app runs in Starlette's TestClient (robots with no delay); rooms are also driven directly.
"""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from bridgekit import new_game
from bridgekit.server.app import MAX_MESSAGE, Settings, create_app
from bridgekit.server.db import Store
from bridgekit.server.rooms import Room, new_table, parse_options, quick_seat
from bridgekit.server.views import claim_is_right

BASE = "http://testserver"


def make_client(tmp_path: Path, name: str = "tables.db") -> TestClient:
    return TestClient(create_app(Settings(db=str(tmp_path / name), robot_delay=0)), base_url=BASE)


def quick(client: TestClient, game: str = "bridge") -> str:
    response = client.get(f"/play/{game}", follow_redirects=False)
    assert response.status_code == 303
    return str(response.headers["location"]).rsplit("/", 1)[1]


def state_of(ws: Any) -> dict[str, Any]:
    """The next ``state`` message (errors are returned too)."""
    while True:
        message: dict[str, Any] = json.loads(ws.receive_text())
        if message["type"] in ("state", "error"):
            return message


def until_my_turn(ws: Any) -> dict[str, Any]:
    """The next state in which this player acts (or the deal is over); a robot's claim waiting
    for this player's answer (the other side's, at bridge) is accepted on the way."""
    answered = -1
    while True:
        message = state_of(ws)
        if message["type"] != "state":
            continue
        proposal = message["proposal"]
        you = message["you"]
        waits = proposal and you is not None and you not in proposal["answered"]
        if waits and proposal["seat"] % 2 != you % 2:
            if answered != message["seq"]:
                ws.send_text(json.dumps({"v": 1, "type": "answer", "accept": True}))
                answered = message["seq"]
            continue
        if message["view"]["legal_actions"] or message["view"]["is_over"]:
            return message


def test_quick_play_seats_the_visitor_where_bridgekit_play_does(tmp_path: Path) -> None:
    with make_client(tmp_path) as client:
        table = quick(client, "light_bridge?variant=lb3")
        with client.websocket_connect(f"/ws/{table}") as ws:
            message = state_of(ws)
        assert message["you"] == 0 and message["view"]["form"] == "lb3"
        assert quick_seat("bridge", {}) == 2 and quick_seat("booby", {}) == 0


def test_quick_play_in_another_language_is_not_a_game_option(tmp_path: Path) -> None:
    """The language switch links to ``?lang=pl``: on /play/GAME that chooses the language only."""
    with make_client(tmp_path) as client:
        table = quick(client, "light_bridge?variant=lb3&lang=pl")
        with client.websocket_connect(f"/ws/{table}") as ws:
            message = state_of(ws)
        assert message["type"] == "state" and message["view"]["form"] == "lb3"


def test_quick_play_with_a_seed_deals_the_same_cards(tmp_path: Path) -> None:
    """``/play/GAME?seed=N`` deals the seed's cards (seed 3 of lb6 gives the first seat a joker);
    a seed that is not a whole number is refused in one line."""
    with make_client(tmp_path) as client:
        tables = [quick(client, "light_bridge?variant=lb6&seed=3") for _ in range(2)]
        store: Store = client.app.state.store  # type: ignore[attr-defined]
        hands = []
        for table in tables:
            row = store.table(table)
            assert row is not None and row.seed == 3 and row.options == {"variant": "lb6"}
            room = Room.load(store, table)
            assert room is not None
            hands.append([str(c) for c in room.game.hands[0]])
        assert hands[0] == hands[1] and "J1" in hands[0]
        refused = client.get("/play/bridge?seed=x1", follow_redirects=False)
        assert refused.status_code == 400 and "not a seed: &#x27;x1&#x27;" in refused.text


def test_each_seat_is_told_only_its_own_cards(tmp_path: Path) -> None:
    with make_client(tmp_path) as client:
        table = quick(client)
        with client.websocket_connect(f"/ws/{table}") as ws:
            message = until_my_turn(ws)
        store: Store = client.app.state.store  # type: ignore[attr-defined]
        room = Room.load(store, table)
        assert room is not None
        text = json.dumps(message)
        mine = {str(c) for c in room.game.hands[2]}
        for seat in (0, 1, 3):
            for card in room.game.hands[seat]:
                assert f'"{card}"' not in text, f"{card} of seat {seat} sent to South"
        assert {c for z in message["view"]["zones"] if z["owner"] == 2 for c in z["cards"]} == mine
        # A spectator (no seat cookie) gets no hand at all before the deal is over.
        watcher = TestClient(client.app, base_url=BASE)
        with watcher.websocket_connect(f"/ws/{table}") as ws:
            spectator = state_of(ws)
        assert spectator["you"] is None
        assert all(not z["cards"] for z in spectator["view"]["zones"] if z["kind"] == "hand")
        assert spectator["view"]["legal_actions"] == [] and "invites" not in spectator


def test_bad_messages_get_a_clear_error_on_that_connection_only(tmp_path: Path) -> None:
    with make_client(tmp_path) as client:
        table = quick(client)
        watcher = TestClient(client.app, base_url=BASE)
        with (
            client.websocket_connect(f"/ws/{table}") as ws,
            watcher.websocket_connect(f"/ws/{table}") as other,
        ):
            before = until_my_turn(ws)
            state_of(other)
            answers = []
            for text in (
                "not json",
                "[1]",
                json.dumps({"v": 99, "type": "act", "action": "P"}),
                json.dumps({"v": 1, "type": "dance"}),
                json.dumps({"v": 1, "type": "act", "action": "8NT"}),
                json.dumps({"v": 1, "type": "act"}),
                json.dumps({"v": 1, "type": "act", "action": "P", "pad": "x" * MAX_MESSAGE}),
            ):
                ws.send_text(text)
                while True:
                    reply = json.loads(ws.receive_text())
                    if reply["type"] == "error":
                        answers.append(reply)
                        break
            assert [a["code"] for a in answers] == [
                "bad_message",
                "bad_message",
                "version",
                "bad_message",
                "refused",
                "bad_message",
                "too_large",
            ]
            assert "8NT" in answers[4]["message"]
            # The spectator may not act, and is told so.
            other.send_text(json.dumps({"v": 1, "type": "act", "action": "P"}))
            reply = state_of(other)
            while reply["type"] != "error":
                reply = state_of(other)
            assert "spectator" in reply["message"]
            # Nothing changed: the table still waits for South, and goes on.
            ws.send_text(json.dumps({"v": 1, "type": "sync"}))
            after = state_of(ws)
            assert after["seq"] == before["seq"] and after["view"]["to_act"] == 2
            ws.send_text(json.dumps({"v": 1, "type": "act", "action": "p"}))
            moved = state_of(ws)
            assert moved["type"] == "state" and moved["seq"] > before["seq"]


def test_actions_are_in_the_log_before_anyone_is_told(tmp_path: Path) -> None:
    with make_client(tmp_path) as client:
        table = quick(client)
        store: Store = client.app.state.store  # type: ignore[attr-defined]
        with client.websocket_connect(f"/ws/{table}") as ws:
            until_my_turn(ws)
            ws.send_text(json.dumps({"v": 1, "type": "act", "action": "P"}))
            told = 0
            while True:
                message = state_of(ws)
                assert message["type"] == "state"
                assert len(store.events(table)) >= message["seq"]  # logged before told
                told += 1
                if message["view"]["legal_actions"] or message["view"]["is_over"]:
                    break
        assert told >= 2
        assert [e.seat for e in store.events(table) if e.action == "P"].count(2) == 1


def test_a_restarted_server_resumes_the_table(tmp_path: Path) -> None:
    with make_client(tmp_path) as client:
        table = quick(client)
        cookies = dict(client.cookies)
        with client.websocket_connect(f"/ws/{table}") as ws:
            until_my_turn(ws)
            ws.send_text(json.dumps({"v": 1, "type": "act", "action": "1C"}))
            before = until_my_turn(ws)
    with make_client(tmp_path) as again:
        again.cookies.update(cookies)
        with again.websocket_connect(f"/ws/{table}") as ws:
            after = state_of(ws)
    assert after["seq"] == before["seq"]
    assert after["view"]["calls"] == before["view"]["calls"]
    assert after["view"]["zones"] == before["view"]["zones"]


def test_forms_need_the_csrf_token(tmp_path: Path) -> None:
    with make_client(tmp_path) as client:
        lobby = client.get("/")
        token = re.search(r'name="csrf_token" value="([^"]+)"', lobby.text)
        assert token is not None
        form = {"game": "bridge", "seat0": "invite", "seat1": "robot", "seat2": "me", "seat3": "robot"}
        assert client.post("/tables", data=form).status_code == 403
        response = client.post("/tables", data={**form, "csrf_token": token.group(1)}, follow_redirects=False)
        assert response.status_code == 303
        table = response.headers["location"].rsplit("/", 1)[1]
        bad = client.post("/tables", data={**form, "game": "tiddlywinks", "csrf_token": token.group(1)})
        assert bad.status_code == 400 and "tiddlywinks" in bad.text
        assert table in client.get("/").text


def test_invite_link_join_and_leave(tmp_path: Path) -> None:
    with make_client(tmp_path) as host:
        token = re.search(r'value="([^"]+)"', host.get("/").text.split("csrf_token")[1])
        assert token is not None
        form = {
            "game": "booby",
            "seat0": "me",
            "seat1": "invite",
            "seat2": "robot",
            "csrf_token": token.group(1),
        }
        table = host.post("/tables", data=form, follow_redirects=False).headers["location"].rsplit("/", 1)[1]
        with host.websocket_connect(f"/ws/{table}") as ws:
            message = state_of(ws)
        invites = message["invites"]
        assert [i["seat"] for i in invites] == [1]
        guest = TestClient(host.app, base_url=BASE)
        assert guest.get("/join/not-a-token").status_code == 404
        assert guest.get(f"/join/{invites[0]['token']}", follow_redirects=False).status_code == 303
        with guest.websocket_connect(f"/ws/{table}") as ws:
            assert state_of(ws)["you"] == 1
        # Leaving: a robot takes the seat, which anyone may join from the lobby.
        lobby = guest.get("/").text
        guest_token = re.search(r'name="csrf_token" value="([^"]+)"', lobby)
        assert guest_token is not None
        left = guest.post(
            f"/t/{table}/leave", data={"csrf_token": guest_token.group(1)}, follow_redirects=False
        )
        assert left.status_code == 303
        store: Store = host.app.state.store  # type: ignore[attr-defined]
        seat = store.seats(table)[1]
        assert seat.kind == "robot" and seat.open
        third = TestClient(host.app, base_url=BASE)
        third_token = re.search(r'name="csrf_token" value="([^"]+)"', third.get("/").text)
        assert third_token is not None
        joined = third.post(
            f"/t/{table}/join", data={"seat": "1", "csrf_token": third_token.group(1)}, follow_redirects=False
        )
        assert joined.status_code == 303
        with third.websocket_connect(f"/ws/{table}") as ws:
            assert state_of(ws)["you"] == 1
        assert store.seats(table)[1].kind == "human"


def test_accounts(tmp_path: Path) -> None:
    with make_client(tmp_path) as client:
        token = re.search(r'name="csrf_token" value="([^"]+)"', client.get("/account").text)
        assert token is not None
        csrf = token.group(1)
        short = client.post(
            "/account/register", data={"name": "ann", "password": "short", "csrf_token": csrf}
        )
        assert short.status_code == 400 and "8 characters" in short.text
        client.post("/account/register", data={"name": "ann", "password": "long enough", "csrf_token": csrf})
        assert "Signed in as <b>ann</b>" in client.get("/").text
        client.post("/account/logout", data={"csrf_token": csrf})
        assert "Signed in" not in client.get("/").text
        wrong = client.post(
            "/account/login", data={"name": "ann", "password": "wrong one", "csrf_token": csrf}
        )
        assert wrong.status_code == 403
        client.post("/account/login", data={"name": "ann", "password": "long enough", "csrf_token": csrf})
        assert "Signed in as <b>ann</b>" in client.get("/").text
        store: Store = client.app.state.store  # type: ignore[attr-defined]
        assert store.login("ann", "long enough") is not None


def test_options_from_text() -> None:
    assert parse_options("bridge", {"scoring": "rubber"}) == {"scoring": "rubber"}
    with pytest.raises(Exception, match="variant"):
        parse_options("light_bridge", {"variant": "lb9"})


def _drive(room: Room, pool: ThreadPoolExecutor, first: str) -> None:
    """Humans pass (North opens *first*), robots act, until the play begins."""

    async def run() -> None:
        opened = False
        while str(room.game.phase) == "auction":
            if room.robot_to_act() is not None:
                await room.run_robots(pool, 0)
                continue
            seat = room.controller(int(room.game.to_act))  # type: ignore[arg-type]
            text = first if not opened and seat == 0 and room.game.legal_actions() else "P"
            opened = opened or seat == 0
            await room.submit(seat, text)

    asyncio.run(run())


def test_robots_answer_a_claim_from_double_dummy(tmp_path: Path) -> None:
    store = Store(str(tmp_path / "claims.db"))
    table = new_table(store, "bridge", {}, ["human", "robot", "human", "robot"])
    room = Room.load(store, table)
    assert room is not None
    pool = ThreadPoolExecutor(1)
    _drive(room, pool, "1NT")
    if room.game.is_over:  # passed out: nothing to claim
        return
    declarer = int(room.game.declarer)  # type: ignore[attr-defined]
    claimer = declarer if declarer % 2 == 0 else (declarer + 1) % 4
    left = 13 - len(room.game.tricks)  # type: ignore[attr-defined]
    expected = claim_is_right(room.game.copy(), claimer, left)
    asyncio.run(room.propose(claimer, "claim", left, pool))
    assert room.proposal is None
    assert room.game.is_over == expected
    answer = "@answer accept" if expected else "@answer reject"
    assert f"@propose claim {left}" in [e.action for e in store.events(table)]
    assert store.events(table)[-1].action == answer


def test_claim_is_right_follows_double_dummy() -> None:
    game = new_game("bridge", deal="N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    for call in ("1NT", "P", "P", "P"):
        game.act(call)
    # East on lead: a club lead holds N-S to 5 tricks double dummy (8 for E-W).
    assert claim_is_right(game, 0, 5) and not claim_is_right(game, 0, 6)
    assert claim_is_right(game, 1, 8) and not claim_is_right(game, 1, 9)


def test_undo_is_agreed_by_robots_and_replayed(tmp_path: Path) -> None:
    store = Store(str(tmp_path / "undo.db"))
    # a fixed deal on which the robots answer 1C (had all three passed, East would lead: 5 actions)
    table = new_table(store, "bridge", {}, ["human", "robot", "robot", "robot"], seed=3)
    room = Room.load(store, table)
    assert room is not None
    pool = ThreadPoolExecutor(1)

    async def run() -> None:
        await room.submit(0, "1C")
        await room.run_robots(pool, 0)
        assert len(room.game.actions) == 4
        await room.propose(0, "undo", 0, pool)

    asyncio.run(run())
    assert room.game.actions == ()
    # the proposal and the robots' answers are in the log; the last answer applies the undo
    assert [e.action for e in store.events(table)][-3:] == [
        "@propose undo 4",
        "@answer accept",
        "@answer accept",
    ]
    again = Room.load(store, table)
    assert again is not None and again.game.actions == () and again.seq == room.seq


def test_hand_record_download_after_the_deal(tmp_path: Path) -> None:
    with make_client(tmp_path) as client:
        table = quick(client)
        assert client.get(f"/t/{table}/deal/1.pbn").status_code == 404  # not over yet
        with client.websocket_connect(f"/ws/{table}") as ws:
            message = until_my_turn(ws)
            while not message["view"]["is_over"]:
                action = message["view"]["legal_actions"][0]["text"]
                if message["view"]["stage"] == "auction":
                    action = "P"
                ws.send_text(json.dumps({"v": 1, "type": "act", "action": action}))
                message = until_my_turn(ws)
            assert message["sheet"] and message["view"]["score"]["text"]
        pbn = client.get(f"/t/{table}/deal/1.pbn")
        assert pbn.status_code == 200 and '[Deal "' in pbn.text
        assert client.get(f"/t/{table}/deal/1.lin").status_code == 200
        assert client.get(f"/t/{table}/deal/1.json").json()


@pytest.mark.parametrize(
    ("game", "options", "kind"),
    [
        ("bridge", {"scoring": "rubber"}, "we_they"),  # the rubber's We/They sheet (RULES 3)
        ("bridge", {"scoring": "chicago"}, "we_they"),
        ("bridge", {"scoring": "duplicate"}, "text"),
        ("bridge", {"scoring": "russian"}, "text"),  # IMPs against the target (RULES 7)
        ("booby", {}, "totals"),
        ("konstam", {}, "we_they"),
        ("light_bridge", {"variant": "lb3"}, "text"),
    ],
)
def test_the_score_sheet_is_the_games_own(
    tmp_path: Path, game: str, options: dict[str, str], kind: str
) -> None:
    store = Store(str(tmp_path / "sheet.db"))
    count = new_game(game, seed=0, **options).variant.seat_count
    table = new_table(store, game, options, ["robot"] * count)
    room = Room.load(store, table)
    assert room is not None
    pool = ThreadPoolExecutor(1)
    asyncio.run(room.run_robots(pool, 0))
    assert room.game.is_over
    state = room.state(None, connected=set())
    assert state["sheet"] and state["ledger"] is not None and state["ledger"]["kind"] == kind
    replayed = Room.load(store, table)  # the sheet is rebuilt from the log
    assert replayed is not None and replayed.ledger == room.ledger


def test_serve_command_line_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import socket

    from bridgekit.cli.main import main

    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen(1)
    port = busy.getsockname()[1]
    try:
        code = main(["serve", "--port", str(port), "--no-browser", "--db", str(tmp_path / "x.db")])
    finally:
        busy.close()
    error = capsys.readouterr().err
    assert code == 2 and f"cannot listen on 127.0.0.1:{port}" in error and "Traceback" not in error
    assert main(["serve", "--robot-delay", "-1", "--no-browser"]) == 2
    assert "--robot-delay" in capsys.readouterr().err


def test_an_account_finds_its_seat_on_another_device(tmp_path: Path) -> None:
    with make_client(tmp_path) as phone:
        csrf = re.search(r'name="csrf_token" value="([^"]+)"', phone.get("/account").text)
        assert csrf is not None
        phone.post(
            "/account/register", data={"name": "bea", "password": "long enough", "csrf_token": csrf.group(1)}
        )
        table = quick(phone)
        laptop = TestClient(phone.app, base_url=BASE)
        with laptop.websocket_connect(f"/ws/{table}") as ws:
            assert state_of(ws)["you"] is None  # not signed in: a spectator
        token = re.search(r'name="csrf_token" value="([^"]+)"', laptop.get("/account").text)
        assert token is not None
        form = {"name": "bea", "password": "long enough", "csrf_token": token.group(1)}
        laptop.post("/account/login", data=form)
        assert laptop.get(f"/t/{table}").status_code == 200  # the page gives this browser the seat
        with laptop.websocket_connect(f"/ws/{table}") as ws:
            assert state_of(ws)["you"] == 2


def test_other_apps_are_mounted_beside_the_tables(tmp_path: Path) -> None:
    from starlette.applications import Starlette
    from starlette.responses import PlainTextResponse
    from starlette.routing import Route

    async def hello(request: Any) -> PlainTextResponse:
        return PlainTextResponse("club console")

    club = Starlette(routes=[Route("/", hello)])
    app = create_app(Settings(db=str(tmp_path / "t.db"), robot_delay=0, mounts=[("/club", club)]))
    with TestClient(app, base_url=BASE) as client:
        assert client.get("/club/").text == "club console"
        assert client.get("/").status_code == 200


def test_a_websocket_from_another_site_is_refused(tmp_path: Path) -> None:
    from starlette.websockets import WebSocketDisconnect

    with make_client(tmp_path) as client:
        table = quick(client)
        with (
            pytest.raises(WebSocketDisconnect),
            client.websocket_connect(f"/ws/{table}", headers={"origin": "http://evil.example"}) as ws,
        ):
            ws.receive_text()
        with client.websocket_connect(f"/ws/{table}", headers={"origin": BASE}) as ws:
            assert state_of(ws)["you"] == 2


class _BrokenRobot:
    def __init__(self, fails: bool) -> None:
        self.fails = fails

    def choose(self, view: Any) -> Any:
        from bridgekit.cards import Card
        from bridgekit.robots import Decision

        if self.fails:
            raise RuntimeError("robot bug")
        return Decision(Card.from_str("SA"), "a card in the auction")  # never legal in the auction


@pytest.mark.parametrize("fails", [True, False])
def test_a_broken_robot_does_not_stop_the_table(tmp_path: Path, fails: bool) -> None:
    store = Store(str(tmp_path / "broken.db"))
    table = new_table(store, "bridge", {}, ["robot"] * 4)
    room = Room.load(store, table)
    assert room is not None
    room.robot = _BrokenRobot(fails)  # type: ignore[assignment]
    asyncio.run(room.run_robots(ThreadPoolExecutor(1), 0))
    assert room.game.is_over  # each seat played a legal action instead: four passes
    assert [e.action for e in store.events(table)] == ["P", "P", "P", "P"]
    assert Room.load(store, table) is not None  # the log replays


def test_bridge_for_five_rotates_and_a_player_sitting_out_watches(tmp_path: Path) -> None:
    """RULES 9.3: five players, four play a rubber, the fifth sits out; after the rubber the
    players rotate by the table (rubber 2: player 2 out, 3,4 v 1,5). A player sitting out sees
    what a spectator sees of the deal (no hidden card) and may only start the next deal."""
    with make_client(tmp_path) as client:
        quick_table = quick(client, "bridge?players=5")
        store: Store = client.app.state.store  # type: ignore[attr-defined]
        assert [s.seat for s in store.seats(quick_table)] == [0, 1, 2, 3, 4]
        assert [s.kind for s in store.seats(quick_table)] == ["robot", "robot", "human", "robot", "robot"]
        with client.websocket_connect(f"/ws/{quick_table}") as ws:
            message = state_of(ws)
        assert message["you"] == 2 and message["number"] == 3 and message["sitting_out"] is False
        assert message["rotation"] == {
            "players": 5,
            "rubber": 1,
            "out": [{"number": 1, "kind": "robot", "player": None}],
            "results": [{"number": n, "points": 0} for n in range(1, 6)],
        }
        assert [s["number"] for s in message["seats_info"]] == [2, 4, 3, 5]  # N E S W: 2,3 v 4,5
        assert message["scoring"] == "rubber"
        refused = client.get("/play/bridge?players=7", follow_redirects=False)
        assert refused.status_code == 400 and "bridge is for 4, 5 or 6 players" in refused.text
        refused = client.get("/play/bridge?players=5&scoring=chicago", follow_redirects=False)
        assert refused.status_code == 400 and "played in rubbers" in refused.text
        # Player 1 (me) sits out the first rubber; the robots play it.
        table = new_table(
            store, "bridge", parse_options("bridge", {"players": "5"}), ["human"] + ["robot"] * 4
        )
        token = store.seats(table)[0].token
        client.cookies.set(f"bk_t_{table}", str(token))
        with client.websocket_connect(f"/ws/{table}") as ws:
            message = state_of(ws)
            assert message["you"] is None and message["sitting_out"] is True and message["number"] == 1
            assert message["view"]["seat"] is None and message["acts_for"] == []  # a spectator's view
            ws.send_text(json.dumps({"type": "act", "action": "P"}))
            while True:
                message = state_of(ws)
                if message["type"] == "error":
                    assert "you sit out this rubber" in message["message"]
                    break
            deals = 0
            while True:
                message = state_of(ws)
                if message["type"] != "state":
                    continue
                if message["rotation"]["rubber"] == 2:
                    break
                if message["sitting_out"] and message["view"]["is_over"] is False:
                    hidden = {
                        z["owner"] for z in message["view"]["zones"] if z["cards"] and z["kind"] == "hand"
                    }
                    assert hidden == set()  # no hand face up while the deal is played
                if message["view"]["is_over"] and message.get("record") is not None:
                    deals += 1
                    assert deals < 40
                    ws.send_text(json.dumps({"type": "next", "seq": message["seq"]}))
            assert message["you"] == 1 and message["sitting_out"] is False  # East: 3,4 v 1,5
            assert message["rotation"]["out"] == [{"number": 2, "kind": "robot", "player": None}]
            assert message["view"]["seat"] == 1
            # Each player's result: the rubber's net to the two who played N-S, its opposite to
            # E-W, nothing to player 1 who sat out (RULES 9.3); the results sum to zero.
            results = {r["number"]: r["points"] for r in message["rotation"]["results"]}
            assert results[1] == 0 and sum(results.values()) == 0 and results[2] != 0
            assert results[2] == results[3] == -results[4] == -results[5]  # 2,3 N-S v 4,5 E-W


def test_serving_sets_the_collector_for_a_server() -> None:
    """``bridgekit serve`` moves what is loaded at start out of the collector's passes and makes
    its first pass rarer (benchmarks/README.md, issue 15 tenth round); in a process of its own."""
    code = (
        "import gc; from bridgekit.cli.serve import tune_collector, COLLECTOR_THRESHOLDS; "
        "assert gc.get_threshold() != COLLECTOR_THRESHOLDS; tune_collector(); "
        "print(gc.get_threshold() == COLLECTOR_THRESHOLDS, gc.get_freeze_count() > 1000)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.split() == ["True", "True"]
