"""The club app over HTTP (Starlette's test client): identities, guards, the table's limits,
the director's tools and the live state. The browser tests are in test_server_club_browser.py."""

from __future__ import annotations

import re
from pathlib import Path

import httpx2 as httpx
import pytest
from starlette.testclient import TestClient

from bridgekit.errors import NotationError
from bridgekit.server.club import create_club_app
from bridgekit.server.club.director import wizard
from bridgekit.server.club.serve import prepare_event
from bridgekit.store.club import ClubStore
from bridgekit.store.events import EventStore, database_url
from bridgekit.tournament.event import MovementSpec, hand_records

PASSWORD = "correct horse battery"


@pytest.fixture
def club(tmp_path: Path) -> ClubStore:
    store = ClubStore.open(database_url(None, tmp_path / "club"))
    store.create_club("Oxford", "ann", PASSWORD)
    store.create_club("Cambridge", "cat", PASSWORD)
    store.create_event("Oxford", "tue", spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6, seed=8))
    return store


@pytest.fixture
def app(club: ClubStore, tmp_path: Path) -> object:
    return create_club_app(club, allowed_hosts=["testserver"], publish_dir=tmp_path / "site")


def _csrf(client: TestClient, path: str = "/") -> str:
    found = re.search(r'name="csrf-token" content="([^"]+)"', client.get(path).text)
    assert found is not None
    return found.group(1)


def _director(app: object, club: str = "Oxford", name: str = "ann") -> tuple[TestClient, str]:
    client = TestClient(app)  # type: ignore[arg-type]
    token = _csrf(client)
    done = client.post(
        "/login",
        data={"club": club, "director": name, "password": PASSWORD, "csrf_token": token},
        follow_redirects=False,
    )
    assert done.status_code == 303 and done.headers["location"] == "/director"
    return client, token


def _table(app: object, club: ClubStore, table: int) -> tuple[TestClient, dict[str, str]]:
    return _table_of(app, club, "tue", table)


def _table_of(app: object, club: ClubStore, event: str, table: int) -> tuple[TestClient, dict[str, str]]:
    client = TestClient(app)  # type: ignore[arg-type]
    headers = {"x-csrf-token": _csrf(client, f"/t/{event}/{table}")}
    pin = club.pins(event)[table]
    assert client.post(f"/t/{event}/{table}/pin", json={"pin": pin}, headers=headers).json()["ok"]
    return client, headers


def test_director_sign_in(app: object) -> None:
    client = TestClient(app)  # type: ignore[arg-type]
    token = _csrf(client)
    wrong = client.post(
        "/login", data={"club": "Oxford", "director": "ann", "password": "nope", "csrf_token": token}
    )
    assert "wrong club, director or password" in wrong.text
    assert client.get("/director", follow_redirects=False).status_code == 303
    director, token = _director(app)
    page = director.get("/director")
    assert "tue" in page.text and "New event" in page.text
    cookie = next(c for c in director.cookies.jar if c.name == "bk_director")
    assert cookie.has_nonstandard_attr("HttpOnly")


def test_password_guessing_is_slowed(app: object) -> None:
    client = TestClient(app)  # type: ignore[arg-type]
    token = _csrf(client)
    codes = [
        client.post(
            "/login", data={"club": "Oxford", "director": "ann", "password": f"guess{i}", "csrf_token": token}
        ).status_code
        for i in range(7)
    ]
    assert codes[:5] == [200] * 5 and codes[-1] == 429


def test_writes_need_a_session_a_csrf_token_and_the_same_origin(app: object, club: ClubStore) -> None:
    stranger = TestClient(app)  # type: ignore[arg-type]
    headers = {"x-csrf-token": _csrf(stranger, "/t/tue/1")}
    assert (
        stranger.post("/api/t/tue/1/enter", json={"board": 1, "result": "4S= N"}, headers=headers).status_code
        == 401
    )
    assert (
        stranger.post("/director/e/tue/correct", data={"csrf_token": headers["x-csrf-token"]}).status_code
        == 401
    )
    phone, headers = _table(app, club, 1)
    assert (
        phone.post("/api/t/tue/1/enter", json={"board": 1, "result": "4S= N"}).status_code == 403
    )  # no CSRF
    cross = {**headers, "origin": "http://evil.example"}
    assert (
        phone.post("/api/t/tue/1/enter", json={"board": 1, "result": "4S= N"}, headers=cross).status_code
        == 403
    )
    foreign_host = {**headers, "host": "evil.example"}
    assert phone.get("/api/t/tue/1/state", headers=foreign_host).status_code == 400
    huge = phone.post(
        "/api/t/tue/1/enter", content=b"x" * 70_000, headers={**headers, "content-type": "application/json"}
    )
    assert huge.status_code == 413
    assert club.events.entries("tue") == []


def test_a_table_enters_only_its_own_current_boards(app: object, club: ClubStore) -> None:
    phone, headers = _table(app, club, 1)
    other = phone.post("/api/t/tue/2/enter", json={"board": 3, "result": "4S= N"}, headers=headers)
    assert other.status_code == 401
    later = phone.post("/api/t/tue/1/enter", json={"board": 3, "result": "4S= N"}, headers=headers)
    assert later.status_code == 400 and "not board 3" in later.json()["error"]
    bad = phone.post("/api/t/tue/1/enter", json={"board": 1, "result": "7NT+1 N"}, headers=headers)
    assert bad.status_code == 400 and "impossible" in bad.json()["error"]
    wrong_pin = TestClient(app)  # type: ignore[arg-type]
    token = {"x-csrf-token": _csrf(wrong_pin, "/t/tue/2")}
    assert wrong_pin.post("/t/tue/2/pin", json={"pin": "0000x"}, headers=token).status_code == 403


def test_entry_accept_traveller_and_resend(app: object, club: ClubStore) -> None:
    phone, headers = _table(app, club, 1)
    state = phone.get("/api/t/tue/1/state").json()
    assert (state["round"], state["ns"], state["ew"], [b["board"] for b in state["boards"]]) == (
        1,
        "1NS",
        "1EW",
        [1, 2],
    )
    body = {"board": 1, "result": "4S= N", "lead": "HK", "key": "phone1-0001abcd", "auction": "1S P 4S AP"}
    first = phone.post("/api/t/tue/1/enter", json=body, headers=headers).json()["entry"]
    again = phone.post("/api/t/tue/1/enter", json=body, headers=headers).json()["entry"]
    assert first == again and first["score"] == 420 and not first["accepted"]
    assert len(club.events.entries("tue")) == 1
    accepted = phone.post("/api/t/tue/1/confirm", json={"entry": first["id"]}, headers=headers).json()
    assert accepted["entry"]["accepted"] and accepted["traveller"][0]["result"] == "4S= N"
    audit = club.audit("tue")
    assert [(a.actor, a.action) for a in audit] == [("table:1", "entry"), ("table:1", "confirm")]
    assert "auction 1S P 4S P P P" in audit[0].detail


def test_director_tools(app: object, club: ClubStore, tmp_path: Path) -> None:
    director, token = _director(app)

    def post(path: str, **data: str) -> httpx.Response:
        answer: httpx.Response = director.post(
            f"/director/e/tue/{path}", data={**data, "csrf_token": token}, follow_redirects=False
        )
        return answer

    assert "round+2+started" in post("clock", round="2", minutes="14").headers["location"]
    assert club.clock("tue") is not None
    console = director.get("/director/e/tue")
    assert "Table 3 is still in round 1 (the clock is in round 2)" in console.text
    assert "frame-ancestors 'none'" in console.headers["content-security-policy"]
    refused = post("correct", board="1", table="1", result="9NT= N", reason="x")
    assert "err=" in refused.headers["location"]
    assert "correction" not in post("correct", board="1", table="1", result="4S= N").headers["location"]
    needs_reason = post("correct", board="1", table="1", result="4S+1 N")
    assert "reason" in needs_reason.headers["location"]
    assert (
        "correction"
        in post("correct", board="1", table="1", result="4S+1 N", reason="11 tricks").headers["location"]
    )
    post("correct", board="2", table="1", result="3NT= N")  # the result the award replaces
    assert (
        "A%2B%2FA-"
        in post("adjust", board="2", table="1", ns_award="A+", ew_award="A-", reason="slow").headers[
            "location"
        ]
    )
    post("move", from_round="2", first="1EW", second="3EW", reason="1EW leaves early")
    post("names", pair="1NS", names="Ann Smith - Bob Jones")
    assert "published" in post("publish").headers["location"]
    assert (tmp_path / "site" / "tue" / "index.html").exists()
    assert director.get("/results/tue/index.html").status_code == 200
    assert director.get("/results/tue/..%2F..%2Fclub.sqlite").status_code == 404
    page = director.get("/director/e/tue").text
    assert "director ann" in page and "11 tricks" in page and "1EW leaves early" in page
    # the correction's row of the audit log: the result it replaced (who entered it, when), the
    # new one, who corrected it, when and why
    row = next(r for r in re.findall(r"<tr>.*?</tr>", page, re.DOTALL) if "11 tricks" in r)
    replaced = next(e for e in club.events.entries("tue") if e.text == "4S= N")
    assert re.search(
        r'<del class="was"[^>]*>4S= N</del> <small>\(director ann, \d\d:\d\d:\d\d\)</small> → 4S\+1 N<',
        row,
    ), row
    assert "director ann" in row and ">correction<" in row
    assert replaced.entered_at.strftime("%H:%M:%S") in row
    # and an adjusted score's row: the table's result it replaced -> the award
    row = next(r for r in re.findall(r"<tr>.*?</tr>", page, re.DOTALL) if ">slow<" in r)
    assert re.search(r">3NT= N</del> <small>\(director ann, [\d:]{8}\)</small> → adjusted score A\+/A-<", row)
    cards = director.get("/director/e/tue/cards").text
    assert cards.count("QR code for table") == 3 and str(club.pins("tue")[2]) in cards
    # each round of a card says where the pairs and the boards go next (the Mitchell's moves)
    assert "Next round" in cards and "1EW to table 2 · boards to table 3" in cards
    assert director.get("/director/e/tue/qr/1.svg").text.startswith("<?xml")
    assert director.get("/director/e/tue/handrecord.pdf").content.startswith(b"%PDF")
    # The hand records, in the console and published, give each board its DD table and par; the
    # console's page names the event's method and links to no page that is not published.
    console_records = director.get("/director/e/tue/handrecord.html").text
    for records in (console_records, director.get("/results/tue/handrecord.html").text):
        assert records.count("Par ") == 6 and records.count('class="dd"') == 6, records[:300]
    assert "Matchpoints" in console_records and "<nav>" not in console_records
    for published in ("results.csv", "standings.csv", "results.pbn", "handrecord.pdf", "pair-1NS.html"):
        assert director.get(f"/results/tue/{published}").status_code == 200, published
    assert "<USEBIO" in director.get("/director/e/tue/usebio.xml").text
    # Another club's director sees nothing of this event.
    rival, _ = _director(app, "Cambridge", "cat")
    assert rival.get("/director/e/tue").status_code == 403
    assert rival.get("/director/e/tue/usebio.xml").status_code == 403


def test_create_event_with_the_wizard(app: object, club: ClubStore) -> None:
    director, token = _director(app)
    preview = director.get(
        "/director/wizard", params={"kind": "howell", "pairs": "7", "boards_per_round": "2"}
    )
    assert preview.json()["movement"]["name"] == "Howell 4 tables (7 pairs)"
    made = director.post(
        "/director/events",
        data={"name": "fri", "kind": "howell", "pairs": "7", "boards_per_round": "2", "csrf_token": token},
        follow_redirects=False,
    )
    assert made.headers["location"].startswith("/director/e/fri")
    # 7 pairs: the pair that would meet the missing eighth at table 1 sits out, so nobody
    # plays at table 1 and it has no PIN
    assert club.events.event("fri").spec.kind == "howell" and sorted(club.pins("fri")) == [2, 3, 4]
    assert director.get("/director/e/fri", follow_redirects=False).status_code == 200
    teams = director.post(
        "/director/events",
        data={
            "name": "league",
            "kind": "swiss",
            "team_names": "Lions\nTigers\nBears\nWolves",
            "boards_per_round": "2",
            "rounds": "2",
            "csrf_token": token,
        },
        follow_redirects=False,
    )
    assert teams.headers["location"].startswith("/director/e/league")
    page = director.get("/director/e/league").text
    assert "Lions v Tigers (tables 1–2)" in page and "Pair round 2 from the standings" in page
    assert "match 1, closed room" in page
    # a teams event's adjusted scores are in IMPs (Law 12C2), its moves move teams
    assert 'id="team-adjust"' in page and "average-minus (−3 IMPs)" in page and "Move teams" in page
    assert "average-minus (40%)" not in page and "Move pairs" not in page
    refused = director.post("/director/e/league/pair", data={"csrf_token": token}, follow_redirects=False)
    assert "round+1+is+not+finished" in refused.headers["location"]
    phone, headers = _table_of(app, club, "league", 2)
    state = phone.get("/api/t/league/2/state").json()
    assert (state["ns"], state["ew"], state["room"]) == ("Tigers", "Lions", "match 1, closed room")
    assert TestClient(app).get("/api/live/league/state").json()["unit"] == "VPs"  # type: ignore[arg-type]


def test_wizard_arrow_switch() -> None:
    plain = wizard({"kind": "mitchell", "pairs": "8", "boards_per_round": "3"})["movement"]
    switched = wizard({"kind": "mitchell", "pairs": "8", "boards_per_round": "3", "arrow_switch": "2"})
    assert plain["fields"] == 2 and switched["movement"]["fields"] == 1
    assert '"arrow_switch": [2]' in switched["spec"]
    with pytest.raises(NotationError, match="arrow-switch rounds"):
        wizard({"kind": "mitchell", "pairs": "8", "arrow_switch": "9"})


def test_wizard_teams() -> None:
    robin = wizard({"kind": "round_robin", "teams": "4"})
    assert robin["rounds"] == 3 and robin["schedule"][0] == [["1", "4"], ["2", "3"]]
    swiss = wizard({"kind": "swiss", "teams": "9"})
    assert swiss["byes"] == [["9"]] and swiss["schedule"][0][0] == ["1", "2"] and swiss["rounds"] == 5
    named = wizard({"kind": "match", "team_names": "Lions\nTigers"})
    assert named["schedule"] == [[["Lions", "Tigers"]]]


def test_live_state_shows_a_traveller_only_when_the_board_is_finished(app: object, club: ClubStore) -> None:
    viewer = TestClient(app)  # type: ignore[arg-type]
    movement = club.events.event("tue").movement
    for seating in movement.seatings:
        if 1 in seating.boards and seating.table != 3:
            club.director_enter(
                "tue", "ann", board=1, table=seating.table, round=seating.round, result="3NT= N"
            )
    state = viewer.get("/api/live/tue/state").json()
    assert state["finished"] == [] and state["travellers"] == {}
    assert {row["pair"] for rows in state["fields"].values() for row in rows} == {"1NS", "1EW", "2NS", "3EW"}
    seating = next(s for s in movement.seatings if 1 in s.boards and s.table == 3)
    club.director_enter("tue", "ann", board=1, table=3, round=seating.round, result="4S-1 N")
    state = viewer.get("/api/live/tue/state").json()
    assert state["finished"] == [1] and len(state["travellers"]["1"]) == 3
    assert viewer.get("/live/tue").status_code == 200


def test_cli_shortcut_prepares_the_event(tmp_path: Path) -> None:
    events = EventStore.open(database_url(None, tmp_path / "wed"))
    events.create_event("wed", spec=MovementSpec("howell", 2, 2), boards=hand_records(6, seed=1))
    club, password = prepare_event(events, "wed")
    assert club.verify_director("local", "director", password)
    assert sorted(club.pins("wed")) == [1, 2]
    _, again = prepare_event(events, "wed")
    assert again != password and not club.verify_director("local", "director", password)


def test_mounted_at_club_inside_another_app(club: ClubStore, tmp_path: Path) -> None:
    """As ``bridgekit serve`` mounts it: at /club, the outer app applying the guards."""
    from starlette.applications import Starlette
    from starlette.routing import Mount

    from bridgekit.server import security

    inner = create_club_app(club, guards=False, publish_dir=tmp_path / "site")
    outer = Starlette(
        routes=[Mount("/club", app=inner)], middleware=security.middleware(allowed_hosts=["testserver"])
    )
    director = TestClient(outer)
    page = director.get("/club/")
    assert 'href="/club/static/club.css"' in page.text and 'action="/club/login"' in page.text
    token = _csrf(director, "/club/")
    done = director.post(
        "/club/login",
        data={"club": "Oxford", "director": "ann", "password": PASSWORD, "csrf_token": token},
        follow_redirects=False,
    )
    assert done.headers["location"] == "/club/director"
    assert 'href="/club/director/e/tue"' in director.get("/club/director").text
    cards = director.get("/club/director/e/tue/cards").text
    assert "http://testserver/club/t/tue/1" in cards
    assert director.get("/club/static/table.js").status_code == 200
    phone = TestClient(outer)
    headers = {"x-csrf-token": _csrf(phone, "/club/t/tue/1")}
    assert phone.post("/club/t/tue/1/pin", json={"pin": club.pins("tue")[1]}, headers=headers).json()["ok"]
    entry = phone.post("/club/api/t/tue/1/enter", json={"board": 1, "result": "pass"}, headers=headers)
    assert entry.json()["entry"]["result"] == "pass"
    assert phone.post("/club/api/t/tue/1/enter", json={"board": 2, "result": "pass"}).status_code == 403


def test_director_tools_for_a_teams_event(app: object, club: ClubStore) -> None:
    """A teams event's console: adjusted scores in IMPs on a match's board (Law 12C2), the late
    team's A-/A+, a team moved into the bye's place for one round; each in the audit log and
    the live state; a POST without the CSRF token is refused and records nothing."""
    from bridgekit.store.club_teams import create_teams_event

    teams = ["Lions", "Tigers", "Bears"]
    create_teams_event(club, "Oxford", "rr", kind="round_robin", teams=teams, boards_per_match=2, seed=1)
    movement = club.events.event("rr").movement
    home, visitors = next((s.ns, s.ew) for s in movement.seatings if s.round == 1 and s.table == 1)
    bye = next(t for r, t in movement.sitouts if r == 1)
    director, token = _director(app)
    page = director.get("/director/e/rr")
    assert 'id="team-adjust"' in page.text and "average-plus (+3 IMPs)" in page.text
    refused = director.post("/director/e/rr/adjust", data={"board": "1", "table": "2"})
    assert refused.status_code == 403 and club.adjusted("rr") == []
    done = director.post(
        "/director/e/rr/adjust",
        data={
            "board": "1",
            "table": "2",
            "ns_award": "A+",
            "ew_award": "A-",
            "reason": "fouled",
            "csrf_token": token,
        },
    )
    assert f"board 1, {home} v {visitors}: adjusted score A+/A- (+3 / -3 IMPs)" in done.text
    assert "Board 1, " + home in done.text and "(+3 / −3 IMPs)" in done.text
    live = director.get("/api/live/rr/state").json()
    ranked = {r["pair"]: r["total"] for rows in live["fields"].values() for r in rows}
    assert ranked[home] == 11 and ranked[visitors] == 9  # +3 / -3 IMPs
    bad = director.post(
        "/director/e/rr/adjust",
        data={
            "board": "1",
            "table": "1",
            "ns_award": "B",
            "ew_award": "A-",
            "reason": "x",
            "csrf_token": token,
        },
    )
    assert "not an adjusted score: &#39;B&#39;" in bad.text and len(club.adjusted("rr")) == 2
    moved = director.post(
        "/director/e/rr/move",
        data={"from_round": "1", "first": visitors, "second": bye, "reason": "late", "csrf_token": token},
    )
    assert f"round 1: {visitors} and {bye} change places" in moved.text
    assert f"Round 1: {visitors} ⇄ {bye}" in moved.text
    late = director.post("/director/e/rr/late", data={"pair": visitors, "rounds": "2", "csrf_token": token})
    assert f"{visitors} late: 2 boards adjusted" in late.text
    actions = [a.action for a in club.audit("rr")]
    assert actions.count("adjust") == 3 and actions.count("move") == 1
    withdrawn = director.post(
        "/director/e/rr/unadjust",
        data={"board": "1", "table": "1", "reason": "found the result", "csrf_token": token},
    )
    assert "adjusted score withdrawn" in withdrawn.text
    left = club.adjusted("rr")  # the late team's two boards of round 2, in both rooms
    assert len(left) == 4 and {a.board for a in left} == {3, 4}
    bye2 = next(t for r, t in club.movement("rr").sitouts if r == 2)
    awarded = director.post(
        "/director/e/rr/vps",
        data={"round": "2", "team": bye2, "vps": "12", "reason": "bye", "csrf_token": token},
    )
    assert f"{bye2}: +12 VPs in round 2" in awarded.text and f'data-vps="2-{bye2}"' in awarded.text
    wrong = director.post(
        "/director/e/rr/vps",
        data={"round": "2", "team": bye2, "vps": "lots", "reason": "x", "csrf_token": token},
    )
    assert "not a number of VPs: &#39;lots&#39;" in wrong.text


def _pbn(seed: int, count: int = 6, *, skip: int | None = None) -> str:
    return "".join(
        f'[Board "{b.number}"]\n[Dealer "{b.dealer.letter if b.dealer else "N"}"]\n'
        f'[Deal "{b.deal.pbn() if b.deal else ""}"]\n\n'
        for b in hand_records(count, seed=seed)
        if b.number != skip
    )


def test_the_director_uploads_the_deals(app: object, club: ClubStore) -> None:
    """A PBN file's deals replace the event's (hand records and travellers' double-dummy tables
    use them); a bad file is refused in one line naming what is wrong and changes nothing;
    random deals from a seed; CSRF as every director POST; each change in the audit log."""
    from bridgekit.store.club_deals import MAX_PBN_CHARS

    director, token = _director(app)
    club.table_enter("tue", 1, board=1, result="4S= N")
    before = club.events.boards("tue")
    page = director.get("/director/e/tue")
    assert 'id="deals"' in page.text and 'id="pbn-file"' in page.text
    refused = director.post("/director/e/tue/deals", data={"how": "pbn", "pbn": _pbn(9)})
    assert refused.status_code == 403 and club.events.boards("tue") == before
    for text, error in [
        ("", "mine.pbn is empty"),
        (
            '[Board "1"]\n[Deal "N:AKQ.. - - -"]\n',
            "mine.pbn is not PBN the console reads: mine.pbn:2: not a hand",
        ),
        ('[Board "1"]\n[Event "x"]\n', "mine.pbn has no [Deal] tag"),
        (_pbn(9, skip=4), "mine.pbn has no deal for board 4 (the event has boards 1–6)"),
        (_pbn(9) + _pbn(9, 1), "mine.pbn gives board 1 twice"),
        (_pbn(9) + " " * MAX_PBN_CHARS, "mine.pbn is over 40,000 characters"),
    ]:
        answer = director.post(
            "/director/e/tue/deals",
            data={"how": "pbn", "pbn": text, "file_name": "mine.pbn", "csrf_token": token},
        )
        shown = re.search(r'<p class="error" role="alert">([^<]*)</p>', answer.text)
        assert shown is not None and error in shown.group(1).replace("&#39;", "'"), (error, answer.text[:300])
        assert "\n" not in shown.group(1)
        assert club.events.boards("tue") == before  # nothing changed
    done = director.post(
        "/director/e/tue/deals",
        data={"how": "pbn", "pbn": _pbn(9), "file_name": "tue.pbn", "csrf_token": token},
    )
    assert "deals of boards 1–6 from tue.pbn" in done.text
    after = club.events.boards("tue")
    assert [b.deal for b in after] == [b.deal for b in hand_records(6, seed=9)]
    assert [e.text for e in club.events.entries("tue")] == ["4S= N"]  # the result stays
    record = director.get("/director/e/tue/handrecord.html").text
    north = after[0].deal.hands[0] if after[0].deal else None
    assert north is not None and all(str(c)[1] in record for c in north)
    seeded = director.post("/director/e/tue/deals", data={"how": "seed", "seed": "77", "csrf_token": token})
    assert "deals of boards 1–6 from seed 77" in seeded.text
    assert [b.deal for b in club.events.boards("tue")] == [b.deal for b in hand_records(6, seed=77)]
    audit = [a.detail for a in club.audit("tue") if a.action == "deals"]
    assert [d.split(" (sha256")[0] for d in audit] == [
        "deals of boards 1–6 from tue.pbn",
        "deals of boards 1–6 from seed 77",
    ]


def test_the_club_app_limits_each_address_to_a_request_rate(
    app: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Beyond the PIN and password limits: a burst of requests from one address past 120 is
    answered 429 (30 a second after the burst), while another address is still served. The
    clock stands still, so the test does not depend on how fast the machine is."""
    from types import SimpleNamespace

    import bridgekit.server.security as security

    monkeypatch.setattr(security, "time", SimpleNamespace(monotonic=lambda: 1000.0))
    client = TestClient(app)  # type: ignore[arg-type]
    codes = [client.get("/live/tue").status_code for _ in range(125)]
    assert codes[:120] == [200] * 120 and codes[120:] == [429] * 5
    other = TestClient(app, client=("192.0.2.7", 50000))  # type: ignore[arg-type]
    assert other.get("/live/tue").status_code == 200


def test_the_director_imports_a_usebio_file(app: object, club: ClubStore) -> None:
    """The console's import card: the page sends the file gzip-compressed in base64; the event
    is created in the director's club and ranks as the file's; a bad upload is one line."""
    import base64
    import gzip

    movement = club.events.event("tue").movement
    for seating in movement.seatings:
        for board in seating.boards:
            result = ("4S= N", "3NT-1 S", "2HX+1 E")[(board + seating.table) % 3]
            club.events.enter("tue", board, result, table=seating.table, round=seating.round)
    director, token = _director(app)
    xml = director.get("/director/e/tue/usebio.xml").content
    assert len(xml) > 5000  # an evening's file; compressed it is far under the 64 KB limit
    packed = base64.b64encode(gzip.compress(xml)).decode()

    def send(event: str, usebio_gz: str) -> httpx.Response:
        data = {"event": event, "usebio_gz": usebio_gz, "file_name": "tue.xml", "csrf_token": token}
        answer: httpx.Response = director.post("/director/import", data=data, follow_redirects=False)
        return answer

    done = send("copy", packed)
    assert done.status_code == 303 and done.headers["location"].startswith("/director/e/copy?msg=event+copy")
    assert "copy" in club.club_events("Oxford") and club.pins("copy")
    assert [(s.pair, s.rank, s.percentage) for s in club.scored("copy").standings] == [
        (s.pair, s.rank, s.percentage) for s in club.scored("tue").standings
    ]
    assert "not+a+USEBIO+file" in send("bad", "not base64!").headers["location"]
    assert "exists" in send("copy", packed).headers["location"]  # nothing overwritten
    assert "bad" not in club.club_events("Oxford")
    # Another program's file has no hands: refused in one line, then imported with the PBN.
    bare = re.sub(rb"\s*<BRIDGEKIT_\w+>[^<]*</BRIDGEKIT_\w+>", b"", xml)
    bare = re.sub(rb"\s*<HAND>.*?</HAND>", b"", bare, flags=re.DOTALL)
    assert b"BRIDGEKIT" not in bare and b"<HAND>" in xml and b"<HAND>" not in bare
    bare_gz = base64.b64encode(gzip.compress(bare)).decode()
    assert "no+hand" in send("other", bare_gz).headers["location"]
    records = "".join(
        f'[Board "{b.number}"]\n[Deal "{b.deal.pbn()}"]\n\n' for b in club.events.boards("tue") if b.deal
    )
    data = {
        "event": "other",
        "usebio_gz": bare_gz,
        "pbn_gz": base64.b64encode(gzip.compress(records.encode())).decode(),
    }
    done = director.post("/director/import", data={**data, "csrf_token": token}, follow_redirects=False)
    assert done.headers["location"].startswith("/director/e/other?msg=")
    assert [b.deal for b in club.events.boards("other")] == [b.deal for b in club.events.boards("tue")]
    stranger = TestClient(app)  # type: ignore[arg-type]
    refused = stranger.post(
        "/director/import", data={"event": "x", "usebio_gz": packed, "csrf_token": _csrf(stranger)}
    )
    assert refused.status_code == 401


def test_a_mitchell_with_a_sit_out_runs_in_the_console(app: object, club: ClubStore) -> None:
    """2 × tables − 1 pairs: the last table has no N–S pair, so nobody sits there and it gets no
    PIN; the director's page, the cards, the phones and the live page all work. An address with
    no such table or event is answered 404 (it used to redirect to itself for ever)."""
    spec = MovementSpec("mitchell", 3, 2, pairs=5)
    club.create_event("Oxford", "short", spec=spec, boards=hand_records(6, seed=9))
    assert sorted(club.pins("short")) == [1, 2]
    director, _token = _director(app)
    page = director.get("/director/e/short", follow_redirects=False)
    assert page.status_code == 200 and "/t/short/2" in page.text and "/t/short/3" not in page.text
    cards = director.get("/director/e/short/cards").text
    assert "2EW sits out" in cards and "Sit-outs" in cards
    phone, headers = _table_of(app, club, "short", 2)
    assert phone.get("/api/t/short/2/state").json()["round"] == 1
    stranger = TestClient(app)  # type: ignore[arg-type]
    for path in ("/t/short/3", "/t/short/99", "/t/nope/1"):
        answer = stranger.get(path, follow_redirects=False)
        assert answer.status_code == 404, path
    assert "&lt;b&gt;" in stranger.get("/t/%3Cb%3E/1").text  # the address is not markup
    assert stranger.get("/live/short").status_code == 200
