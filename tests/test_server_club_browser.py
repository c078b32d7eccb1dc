"""A club evening in a real browser: Debian's Chromium driven by Playwright.

A three-table Mitchell (3 rounds of 2 boards) entered from three phone-sized browser contexts,
with the director's console in a fourth and the club room's big screen in a fifth; the server is
``bridgekit event enter tue --web`` in a process of its own. Mid-evening the server is killed
with SIGKILL while a phone enters a result: the phone keeps it and sends it once the server is
back; nothing acknowledged is lost, nothing is stored twice. Later a phone goes offline while
entering and while the other side accepts: both wait in the page and go when it is back
online. The director corrects a result (with the reason) and awards an adjusted score; writes
without a PIN or a session and a cross-site POST are refused; the big screen follows without
a reload.

Then the director publishes: the audit log, the hand records (DD table and par) and the results
pages (ranking, traveller, score card; a phone; print) are checked as a visitor sees them. A
first visit to an empty club database creates the club.

Screenshots of every page land in ``$BRIDGEKIT_SCREENSHOTS`` when it is set (docs/img).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bridgekit.store.club import ClubStore
from bridgekit.store.events import database_url
from server_process import ServerProcess, bridgekit_env, free_port, launch

playwright_api = pytest.importorskip("playwright.sync_api")

PHONE = {
    "viewport": {"width": 390, "height": 780},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 2,
}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
#: What each table enters, by table and round: (level, strain, doubled, declarer, tricks) or "pass".
PLAN: dict[tuple[int, int], list[Any]] = {
    (1, 1): [("4", "S", "", "N", "="), ("3", "NT", "", "S", "+1")],
    (2, 1): [("2", "H", "", "E", "-1"), "pass"],
    (3, 1): [("1", "NT", "", "W", "="), ("4", "H", "X", "E", "-2")],
    (1, 2): [("3", "C", "", "N", "+2"), ("5", "D", "X", "S", "=")],
    (2, 2): [("4", "S", "", "N", "-1"), ("3", "NT", "", "N", "=")],
    (3, 2): [("2", "S", "", "E", "="), ("6", "NT", "", "S", "=")],
    (1, 3): [("3", "NT", "", "N", "="), ("2", "D", "", "W", "+1")],
    (2, 3): [("4", "H", "", "S", "="), ("1", "NT", "", "N", "-1")],
    (3, 3): [("4", "S", "", "N", "+1"), ("3", "NT", "", "E", "-2")],  # the first while offline
}


class Server(ServerProcess):
    """``bridgekit event enter tue --web --port P`` in a process of its own."""

    def __init__(self, folder: Path, port: int) -> None:
        super().__init__(["event", "enter", "tue", "--web", "--port", str(port)], self._where, cwd=folder)
        self.port = port
        self.pins: dict[int, str] = {}
        self.password = ""

    def _where(self, line: str) -> str | None:
        if found := re.search(r"table (\d+): \S+ +PIN (\d+)", line):
            self.pins[int(found.group(1))] = found.group(2)
        if found := re.search(r"password (\S+)", line):
            self.password = found.group(1)
        if len(self.pins) == 3 and self.password:
            return f"http://127.0.0.1:{self.port}"
        return None

    def start(self, *, lines: int = 20) -> Server:
        super().start(lines=lines)
        return self


@pytest.fixture
def evening(tmp_path: Path) -> Iterator[Server]:
    subprocess.run(
        [sys.executable, "-m", "bridgekit.cli.main", "event", "new", "tue", "--tables", "3"]
        + ["--boards-per-round", "2", "--seed", "20261124", "--title", "Tuesday pairs"],
        cwd=tmp_path,
        check=True,
        env=bridgekit_env(),
        capture_output=True,
    )
    server = Server(tmp_path, free_port()).start()
    try:
        yield server
    finally:
        server.stop()


class Shots:
    """Screenshots: kept in the test's folder, copied to ``$BRIDGEKIT_SCREENSHOTS`` if set."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.target = os.environ.get("BRIDGEKIT_SCREENSHOTS")

    def take(self, page: Any, name: str, *, full: bool = False) -> None:
        path = self.folder / f"club-{name}.png"
        page.screenshot(path=str(path), full_page=full)
        assert path.stat().st_size > 2000
        self._keep(path)

    def take_element(self, element: Any, name: str) -> None:
        path = self.folder / f"club-{name}.png"
        element.screenshot(path=str(path))
        assert path.stat().st_size > 2000
        self._keep(path)

    def _keep(self, path: Path) -> None:
        if self.target:
            Path(self.target).mkdir(parents=True, exist_ok=True)
            shutil.copy(path, Path(self.target) / path.name)


def _signed_in(browser: Any, server: Server) -> Any:
    """A page of a new desktop context, signed in to *server*'s console as its director."""
    director = browser.new_context(**DESKTOP).new_page()
    director.goto(f"{server.url}/")
    director.fill('form[action$="/login"] input[name=club]', "local")
    director.fill('form[action$="/login"] input[name=director]', "director")
    director.fill('form[action$="/login"] input[name=password]', server.password)
    director.click('form[action$="/login"] button')
    director.wait_for_url(f"{server.url}/director")
    return director


def _told(page: Any, text: str) -> None:
    """Wait for the page's confirmation holding *text*; if it does not come, fail with what the
    page says instead (its messages, address and title)."""
    try:
        page.locator(".ok").filter(has_text=text).wait_for()
    except Exception as error:
        if "Timeout" not in type(error).__name__:
            raise
        said = page.locator(".ok, .error, [role=alert], h1").all_inner_texts()
        raise AssertionError(f"no confirmation {text!r} at {page.url}: the page says {said}") from error


def _enter(phone: Any, what: Any) -> str:
    """Enter one result on the phone's open form; return the score the phone shows."""
    form = phone.locator("#result-form")
    form.wait_for(state="visible")
    if what == "pass":
        phone.click("#pass")
    else:
        level, strain, doubled, declarer, tricks = what
        phone.click(f'[data-level="{level}"]')
        phone.click(f'[data-strain="{strain}"]')
        phone.click(f'[data-double="{doubled}"]')
        phone.click(f'[data-declarer="{declarer}"]')
        phone.select_option("#made", tricks)
        phone.click("#send")
    score = phone.locator("#confirm-score")
    score.filter(has_text=re.compile(r"N–S|E–W|Score 0")).wait_for(timeout=15_000)
    return str(score.inner_text())


def _accept(phone: Any) -> None:
    phone.click("#accept")
    phone.locator("#traveller-card").wait_for(state="visible")
    phone.click("#next")


def _play_round(phone: Any, table: int, round_: int) -> None:
    phone.locator("#seating").filter(has_text=f"Round {round_} of 3").wait_for(timeout=15_000)
    for what in PLAN[table, round_]:
        _enter(phone, what)
        _accept(phone)


def _open_console(page: Any, url: str) -> None:
    """``page.goto(url)`` on the director's console, from a blank page: ``director.js`` reloads
    the console when results arrive (the phones send them at any moment), and a reload that
    starts while the test navigates interrupts the navigation. A blank page runs no script, so
    once it is shown no reload is pending; the console is then drawn with every result in."""
    for attempt in range(5):
        try:
            page.goto("about:blank")
            break
        except playwright_api.Error as error:
            if "interrupted by another navigation" not in str(error) or attempt == 4:
                raise
    page.goto(url)


def test_a_club_evening_from_phones(evening: Server, tmp_path: Path) -> None:
    shots = Shots(tmp_path)
    club = ClubStore.open(database_url(None, tmp_path / "tue"))
    with playwright_api.sync_playwright() as pw:
        browser = launch(pw)
        try:
            _evening(browser, evening, club, shots)
        finally:
            browser.close()
    club.close()


def _evening(browser: Any, server: Server, club: ClubStore, shots: Shots) -> None:
    url = server.url
    # The director signs in and starts round 1.
    director = browser.new_context(**DESKTOP).new_page()
    director.goto(f"{url}/")
    shots.take(director, "login")
    director.fill('form[action$="/login"] input[name=club]', "local")
    director.fill('form[action$="/login"] input[name=director]', "director")
    director.fill('form[action$="/login"] input[name=password]', server.password)
    director.click('form[action$="/login"] button')
    director.wait_for_url(f"{url}/director")
    director.select_option("select[name=kind]", "mitchell")
    director.fill("input[name=pairs]", "11")
    director.locator("#preview").filter(has_text="Mitchell 6 tables (11 pairs)").wait_for()
    shots.take(director, "console", full=True)
    _open_console(director, f"{url}/director/e/tue")
    director.fill('form[action$="/clock"] input[name=round]', "1")
    director.fill('form[action$="/clock"] input[name=minutes]', "20")
    director.click('form[action$="/clock"] button')
    director.wait_for_url(re.compile(r".*msg=round\+1\+started.*"))  # the form's answer first
    director.locator("#clock").filter(has_text="Round 1 · 19:").wait_for()
    cards = browser.new_context(**DESKTOP).new_page()
    cards.context.add_cookies(director.context.cookies())
    cards.goto(f"{url}/director/e/tue/cards")
    assert cards.locator("img.qr").count() == 3
    shots.take(cards, "cards", full=True)

    # The club room's big screen: it must follow the evening without a reload.
    screen = browser.new_context(**DESKTOP).new_page()
    screen.goto(f"{url}/live/tue")
    screen.evaluate("window.__notReloaded = true")

    # Writes without a PIN are refused; a table signs in with the PIN, the others by QR link.
    stranger = browser.new_context(**PHONE).new_page()
    stranger.goto(f"{url}/t/tue/1")
    shots.take(stranger, "phone-pin")
    refused = stranger.evaluate(
        """async () => {
            const csrf = document.querySelector('meta[name="csrf-token"]').content;
            const headers = {'content-type': 'application/json', 'x-csrf-token': csrf};
            const body = JSON.stringify({board: 1, result: '7NT= N'});
            const table = await fetch('/api/t/tue/1/enter', {method: 'POST', headers, body});
            const form = new URLSearchParams(
                {board: '1', table: '1', result: '7NT= N', reason: 'x', csrf_token: csrf});
            const boss = await fetch(
                '/director/e/tue/correct', {method: 'POST', body: form, redirect: 'manual'});
            return [table.status, boss.status];
        }"""
    )
    assert refused == [401, 401]
    phones = {}
    for table in (1, 2, 3):
        phone = browser.new_context(**PHONE).new_page()
        if table == 1:
            phone.goto(f"{url}/t/tue/1")
            phone.fill("#pin", "0000" if server.pins[1] != "0000" else "1111")
            phone.click("#pin-form button")
            phone.locator("#pin-error").filter(has_text="wrong PIN").wait_for()
            phone.fill("#pin", server.pins[1])
            phone.click("#pin-form button")
        else:
            phone.goto(f"{url}/t/tue/{table}#pin={server.pins[table]}")
        phone.locator("#seating").filter(has_text="Round 1 of 3").wait_for()
        assert "null" not in phone.locator("#seating").inner_text()  # no empty room line
        assert "#pin" not in phone.url  # the PIN does not stay in the address bar
        phones[table] = phone

    # Round 1 on every table; screenshots of the phone's steps on table 1.
    phone = phones[1]
    phone.locator("#clock").filter(has_text="Round 1").wait_for()
    phone.click('[data-level="4"]')
    phone.click('[data-strain="S"]')
    phone.click('[data-declarer="N"]')
    shots.take(phone, "phone-form", full=True)
    phone.click("#send")
    phone.locator("#confirm-score").filter(has_text="N–S +420").wait_for()
    shots.take(phone, "phone-accept")
    phone.click("#accept")
    phone.locator("#traveller-card").wait_for(state="visible")
    shots.take(phone, "phone-traveller")
    phone.click("#next")
    for what in PLAN[1, 1][1:]:
        _enter(phone, what)
        _accept(phone)
    for table in (2, 3):
        _play_round(phones[table], table, 1)
    screen.locator('#rankings tr[data-pair="1NS"]').wait_for(timeout=15_000)
    assert screen.evaluate("window.__notReloaded") is True
    acknowledged = len(club.events.entries("tue"))
    assert acknowledged == 6

    # kill -9 mid-evening: table 2's phone keeps its result and sends it when the server is back.
    phone = phones[2]
    phone.locator("#seating").filter(has_text="Round 2 of 3").wait_for()
    phone.locator("#result-form").wait_for(state="visible")
    server.kill()
    phone.click('[data-level="4"]')
    phone.click('[data-strain="S"]')
    phone.click('[data-declarer="N"]')
    phone.select_option("#made", "-1")
    phone.click("#send")
    phone.locator("#queue").filter(has_text="1 result waiting").wait_for()
    assert phone.evaluate("JSON.parse(localStorage.getItem('bk-queue:tue:2')).length") == 1
    assert len(club.events.entries("tue")) == acknowledged  # nothing acknowledged lost
    server.start()
    phone.locator("#confirm-score").filter(has_text="E–W +").wait_for(timeout=20_000)
    assert phone.evaluate("JSON.parse(localStorage.getItem('bk-queue:tue:2')).length") == 0
    _accept(phone)
    _enter(phone, PLAN[2, 2][1])
    _accept(phone)
    for table in (1, 3):
        _play_round(phones[table], table, 2)
    _open_console(director, f"{url}/director/e/tue")
    director.fill('form[action$="/clock"] input[name=round]', "3")
    director.click('form[action$="/clock"] button')
    director.wait_for_url(re.compile(r".*msg=round\+3\+started.*"))
    for table in (1, 2):
        phones[table].locator("#clock").filter(has_text="Round 3").wait_for(timeout=15_000)
        _play_round(phones[table], table, 3)
    # Table 3's phone loses the network: its result, then its acceptance, wait in the page.
    phone = phones[3]
    phone.locator("#seating").filter(has_text="Round 3 of 3").wait_for(timeout=15_000)
    phone.locator("#result-form").wait_for(state="visible")
    phone.context.set_offline(True)
    phone.click('[data-level="4"]')
    phone.click('[data-strain="S"]')
    phone.click('[data-declarer="N"]')
    phone.select_option("#made", "+1")
    phone.click("#send")
    phone.locator("#queue").filter(has_text="1 result waiting").wait_for()
    phone.context.set_offline(False)
    phone.locator("#confirm-score").filter(has_text="N–S +").wait_for(timeout=15_000)
    phone.context.set_offline(True)
    phone.click("#accept")
    phone.locator("#queue").filter(has_text="1 acceptance waiting").wait_for()
    phone.context.set_offline(False)
    phone.locator("#traveller-card").wait_for(state="visible", timeout=15_000)
    phone.click("#next")
    _enter(phone, PLAN[3, 3][1])
    _accept(phone)
    for table in (1, 2, 3):
        phones[table].locator("#done").wait_for(state="visible", timeout=15_000)
    entries = club.events.entries("tue")
    assert len(entries) == 18 and len({(e.board, e.table) for e in entries}) == 18  # none twice
    assert {e.entered_by for e in entries} == {"table:1", "table:2", "table:3"}

    # The director corrects a result with the reason and awards an adjusted score; the big
    # screen's ranking follows the correction without a reload.
    screen.locator("#status").filter(has_text="6 of 6 boards complete").wait_for(timeout=15_000)
    first_pair = screen.locator('#rankings tr[data-pair="1NS"]')
    before = first_pair.inner_text()
    _open_console(director, f"{url}/director/e/tue")
    correct = 'form[action$="/correct"] '
    director.fill(correct + "input[name=board]", "1")
    director.fill(correct + "input[name=table]", "1")
    director.fill(correct + "input[name=result]", "4S+1 N")
    director.fill(correct + "input[name=reason]", "N–S took 11 tricks")
    director.click(correct + "button")
    _told(director, "4S+1 N (correction)")
    screen.wait_for_function(
        "before => document.querySelector('#rankings tr[data-pair=\"1NS\"]').innerText !== before",
        arg=before,
        timeout=15_000,
    )
    assert screen.evaluate("window.__notReloaded") is True
    adjust = 'form[action$="/adjust"] '
    director.fill(adjust + "input[name=board]", "6")
    director.fill(adjust + "input[name=table]", "3")
    director.fill(adjust + "input[name=reason]", "fouled board")
    director.click(adjust + "button")
    _told(director, "adjusted score A+/A-")
    shots.take(director, "event", full=True)
    audit = club.audit("tue")
    assert ("director:director", "correction", "N–S took 11 tricks") in [
        (a.actor, a.action, a.reason) for a in audit
    ]
    assert ("director:director", "adjust", "fouled board") in [(a.actor, a.action, a.reason) for a in audit]

    # A cross-site form POST to the console is refused and changes nothing.
    rows = len(club.audit("tue"))
    evil = director.context.new_page()
    elsewhere = f"http://localhost:{free_port()}"  # another site (and origin) than 127.0.0.1
    evil.route(
        f"{elsewhere}/**",
        lambda route: route.fulfill(
            content_type="text/html",
            body=f"""<form method="post" action="{url}/director/e/tue/correct">
            <input name="board" value="2"><input name="table" value="1"><input name="result" value="7NT= N">
            <input name="reason" value="x"></form><script>document.forms[0].submit()</script>""",
        ),
    )
    evil.goto(f"{elsewhere}/")
    evil.wait_for_url(f"{url}/director/e/tue/correct")
    assert "cross-origin request refused" in evil.content()
    assert len(club.audit("tue")) == rows

    # The big screen followed everything: the final ranking and every board's traveller.
    screen.locator('#travellers details[data-board="6"]').wait_for(timeout=15_000)
    screen.locator("#status").filter(has_text="6 of 6 boards complete").wait_for(timeout=15_000)
    assert screen.evaluate("window.__notReloaded") is True
    screen.click('#travellers details[data-board="1"] summary')
    shots.take(screen, "live", full=True)
    phone_screen = browser.new_context(**PHONE).new_page()
    phone_screen.goto(f"{url}/live/tue")
    phone_screen.locator('#rankings tr[data-pair="1NS"]').wait_for()
    shots.take(phone_screen, "live-phone", full=True)
    ranking = club.scored("tue").standings
    assert len(ranking) == 6 and all(s.boards == 6 for s in ranking)
    board6 = [e for e in club.events.entries("tue") if (e.board, e.table) == (6, 3)]
    _published(browser, director, url, shots, adjusted_over=board6[-1].text)


def _published(browser: Any, director: Any, url: str, shots: Shots, *, adjusted_over: str) -> None:
    """The audit log, the hand records and the results pages the director publishes, as the
    club's website shows them to anyone (no session)."""
    _open_console(director, f"{url}/director/e/tue")
    audit = director.locator("table.audit")
    assert "N–S took 11 tricks" in audit.inner_text() and "table 2" in audit.inner_text()
    # the correction's row: the result it replaced (table 1's, and when), the new one, who and why
    row = audit.locator("tr").filter(has_text="N–S took 11 tricks")
    assert row.locator("del.was").inner_text().startswith("4S= N")
    assert re.search(r"\(table 1, \d\d:\d\d:\d\d\) → 4S\+1 N", row.inner_text()), row.inner_text()
    assert "director director" in row.inner_text()
    award = audit.locator("tr").filter(has_text="fouled board")  # the table's result it replaced
    assert award.locator("del.was").inner_text() == adjusted_over
    assert "(table 3, " in award.inner_text() and "→ adjusted score A+/A-" in award.inner_text()
    shots.take_element(audit, "audit")
    names = 'form[action$="/names"] '
    for pair, players in (("1NS", "Ann Smith - Bob Jones"), ("1EW", "Cath Hill - Dan Ross")):
        director.select_option(names + "select[name=pair]", pair)
        director.fill(names + "input[name=names]", players)
        director.click(names + "button")
        director.locator(".ok").wait_for()
    director.click('form[action$="/publish"] button')
    director.locator(".ok").filter(has_text="/results/tue/").wait_for()
    records = director.context.new_page()
    records.goto(f"{url}/director/e/tue/handrecord.html")
    assert records.locator("text=Par").count() >= 6  # every board with its double-dummy par
    shots.take(records, "handrecord", full=True)
    site = browser.new_context(**DESKTOP).new_page()  # a visitor of the club's website
    site.goto(f"{url}/results/tue/")
    for part in ("Tuesday pairs", "Mitchell", "Matchpoints", "Ranking N-S", "Ranking E-W", "Ann Smith"):
        assert part in site.inner_text("body"), part
    for link in ("Hand records", "Results CSV"):
        assert site.locator(f"a:text-is('{link}')").count() == 1, link
    shots.take(site, "results", full=True)
    site.click("a:text-is('1')")  # board 1's traveller: the hand, DD table, par, both directions
    site.wait_for_url(re.compile(r".*/board-1\.html"))
    traveller = site.inner_text("body")
    assert "1NS\t1EW\t4♠\tN\t\t+1\t450" in traveller, traveller  # the correction
    assert "Par" in traveller and "Board 2 →" in traveller
    shots.take(site, "results-traveller", full=True)
    site.goto(f"{url}/results/tue/pair-1NS.html")
    assert "Ann Smith" in site.inner_text("body") and "Cath Hill" in site.inner_text("body")
    shots.take(site, "results-pair", full=True)
    phone = browser.new_context(**PHONE).new_page()
    phone.goto(f"{url}/results/tue/board-1.html")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390 + 1  # no page-wide scroll
    shots.take(phone, "results-traveller-phone", full=True)
    site.emulate_media(media="print")
    site.goto(f"{url}/results/tue/")
    assert site.locator("nav").first.is_hidden()  # the print stylesheet drops the navigation


def test_a_teams_event_from_the_wizard(evening: Server, tmp_path: Path) -> None:
    """The director creates a round robin of four teams with the wizard; the closed room's phone
    enters its first board; the big screen ranks the teams in VPs."""
    shots = Shots(tmp_path)
    club = ClubStore.open(database_url(None, tmp_path / "tue"))
    url = evening.url
    with playwright_api.sync_playwright() as pw:
        browser = launch(pw)
        try:
            director = _signed_in(browser, evening)
            director.fill("input[name=name]", "league")
            director.fill("input[name=title]", "Winter league")
            director.select_option("select[name=kind]", "round_robin")
            director.fill("textarea[name=team_names]", "Lions\nTigers\nBears\nWolves")
            director.fill("input[name=boards_per_round]", "2")
            director.locator("#preview").filter(has_text="Round 2: Lions v Bears").wait_for()
            shots.take(director, "console-teams", full=True)
            director.click("#wizard button")
            director.wait_for_url(re.compile(r".*/director/e/league\?msg=.*"))
            assert director.locator("text=Lions v Wolves (tables 1–2)").count() == 1
            pin = club.pins("league")[2]
            phone = browser.new_context(**PHONE).new_page()
            phone.goto(f"{url}/t/league/2#pin={pin}")
            phone.locator("#seating").filter(has_text="match 1, closed room").wait_for()
            assert "N–S Wolves" in phone.inner_text("#seating")
            score = _enter(phone, ("3", "NT", "", "S", "+1"))
            assert score == "N–S +430"
            shots.take(phone, "phone-teams")
            _accept(phone)
            screen = browser.new_context(**DESKTOP).new_page()
            screen.goto(f"{url}/live/league")
            screen.locator("#rankings th").filter(has_text="VPs").wait_for()
            # The director awards average-plus / average-minus (+3 / -3 IMPs) on board 2 of
            # match 1 (board 1 has only its closed room so far); the big screen follows without
            # a reload: Lions win the match by 3 IMPs, 11 VPs to 9 (RULES 6.5).
            # the director's console in a new tab of the same session (reloading the old one
            # raised "Not attached to an active page" in Chromium now and then)
            console_url = director.url
            director = director.context.new_page()
            director.goto(console_url)
            form = director.locator('#team-adjust form[action$="/adjust"]')
            form.locator("input[name=board]").fill("2")
            form.locator("input[name=table]").fill("1")
            form.locator("input[name=reason]").fill("fouled board")
            form.locator("button").click()
            _told(director, "adjusted score A+/A-")
            director.locator("#team-adjust li").filter(has_text="Board 2, Lions v Wolves").wait_for()
            lions = screen.locator('#rankings tr[data-pair="Lions"]')
            lions.filter(has_text="11").wait_for(timeout=30_000)
            assert screen.locator('#rankings tr[data-pair="Wolves"]').filter(has_text="9").count() == 1
            # Round 2: Bears are late; they change matches with Wolves for that round.
            move = director.locator('#team-move form[action$="/move"]')
            move.locator("input[name=from_round]").fill("2")
            move.locator("select[name=first]").select_option("Bears")
            move.locator("select[name=second]").select_option("Wolves")
            move.locator("button").click()
            _told(director, "round 2: Bears and Wolves change places")
            director.locator("#team-move li").filter(has_text="Round 2: Bears ⇄ Wolves").wait_for()
            director.locator("table.audit").filter(has_text="round 2: Bears and Wolves").wait_for()
            audit = director.locator("table.audit").inner_text()
            assert "round 2: Bears and Wolves change places" in audit and "fouled board" in audit
            shots.take(director, "event-teams", full=True)
        finally:
            browser.close()
    entries = club.events.entries("league")
    assert [(e.table, e.ns, e.ew, e.text, e.entered_by) for e in entries] == [
        (2, "Wolves", "Lions", "3NT+1 S", "table:2")
    ]
    assert [(a.board, a.table, a.text) for a in club.adjusted("league")] == [(2, 1, "A+/A-"), (2, 2, "A-/A+")]
    moved, drawn = club.movement("league"), club.events.event("league").movement
    assert moved.seating(2, 1) is not None and (moved.seating(2, 1).ns, moved.seating(2, 1).ew) == (
        "Lions",
        "Wolves",
    )
    assert [s for s in moved.seatings if s.round != 2] == [s for s in drawn.seatings if s.round != 2]
    club.close()


def test_the_director_uploads_a_deals_file(evening: Server, tmp_path: Path) -> None:
    """The director picks a PBN file in the console: the page reads it and the deals replace
    the event's; a file too large is refused in the page in one line and nothing is sent."""
    from bridgekit.tournament.event import hand_records

    club = ClubStore.open(database_url(None, tmp_path / "tue"))
    before = club.events.boards("tue")
    good = tmp_path / "machine.pbn"
    good.write_text(
        "".join(
            f'[Board "{b.number}"]\n[Deal "{b.deal.pbn() if b.deal else ""}"]\n\n'
            for b in hand_records(6, seed=5)
        )
    )
    huge = tmp_path / "huge.pbn"
    huge.write_text(good.read_text() + "%" * 50_000)
    with playwright_api.sync_playwright() as pw:
        browser = launch(pw)
        try:
            director = _signed_in(browser, evening)
            director.goto(f"{evening.url}/director/e/tue")
            director.set_input_files("#pbn-file", str(huge))
            error = director.locator("#deals-error")
            error.wait_for()
            size = -(-huge.stat().st_size // 1024)
            assert f"huge.pbn is {size} KB: a deals file may have 39 KB" in error.inner_text()
            assert club.events.boards("tue") == before
            director.set_input_files("#pbn-file", str(good))
            director.wait_for_function("document.querySelector('textarea[name=pbn]').value.length > 100")
            director.click("#deals-file button")
            _told(director, "deals of boards 1–6 from machine.pbn")
            assert "machine.pbn" in director.locator("table.audit").inner_text()
        finally:
            browser.close()
    assert [b.deal for b in club.events.boards("tue")] == [b.deal for b in hand_records(6, seed=5)]
    club.close()


def test_the_first_visit_creates_the_club(tmp_path: Path) -> None:
    """``bridgekit serve`` with an empty club database: /club/ offers to create the club and its
    first director; once it exists the form is gone and the director signs in."""

    def ready(line: str) -> str | None:
        found = re.search(r"club console at (http://127\.0\.0\.1:\d+/club)/", line)
        return found.group(1) if found else None

    args = ["serve", "--no-browser", "--port", str(free_port()), "--db", str(tmp_path / "tables.db")]
    server = ServerProcess([*args, "--club-db", str(tmp_path / "club.db")], ready, cwd=tmp_path).start()
    shots = Shots(tmp_path)
    try:
        with playwright_api.sync_playwright() as pw:
            browser = launch(pw)
            try:
                page = browser.new_context(**DESKTOP).new_page()
                page.goto(f"{server.url}/")
                setup = 'form[action$="/setup"] '
                page.locator(setup).wait_for()
                shots.take(page, "setup")
                page.fill(setup + "input[name=club]", "Oxford BC")
                page.fill(setup + "input[name=director]", "ann")
                for field in ("password", "password2"):
                    page.fill(setup + f"input[name={field}]", "correct horse")
                page.click(setup + "button")
                page.locator(".ok").filter(has_text="club Oxford BC created: sign in").wait_for()
                assert page.locator(setup).count() == 0  # the club exists: no second setup
                login = 'form[action$="/login"] '
                page.fill(login + "input[name=club]", "Oxford BC")
                page.fill(login + "input[name=director]", "ann")
                page.fill(login + "input[name=password]", "correct horse")
                page.click(login + "button")
                page.wait_for_url(f"{server.url}/director")
                assert "Oxford BC" in page.inner_text("header") and "New event" in page.content()
                page.goto(f"{server.url}/")  # signed in: straight to the console, no setup form
                page.wait_for_url(f"{server.url}/director")
            finally:
                browser.close()
    finally:
        server.stop()
    club = ClubStore.open(database_url(str(tmp_path / "club.db"), tmp_path / "unused"))
    assert club.clubs() == ["Oxford BC"] and club.verify_director("Oxford BC", "ann", "correct horse")
    club.close()


def test_the_director_imports_a_usebio_file_larger_than_a_request(evening: Server, tmp_path: Path) -> None:
    """A 13-table evening's USEBIO file (about 150 KB, over the 64 KB request limit) chosen in
    the console: the page gzips it and the server imports it as a new event of the club."""
    import random

    from bridgekit.formats import usebio
    from bridgekit.store.usebio_io import export_event
    from bridgekit.tournament.event import MovementSpec, hand_records

    elsewhere = ClubStore.open(database_url(None, tmp_path / "elsewhere"))
    spec = MovementSpec("mitchell", 13, 2, pairs=25)
    movement = spec.build()
    elsewhere.events.create_event("big", spec=spec, boards=hand_records(movement.board_count, seed=3))
    rng = random.Random(3)
    for seating in movement.seatings:
        for board in seating.boards:
            result = rng.choice(("3NT= N", "4S-1 S", "2HX+1 E", "pass", "6D= N"))
            elsewhere.events.enter("big", board, result, table=seating.table, round=seating.round, lead="SA")
    path = tmp_path / "county-night.xml"
    usebio.write(path, export_event(elsewhere, "big"))
    assert path.stat().st_size > 100_000
    from test_usebio import _evening, _sections_file

    _evening(elsewhere, "a", MovementSpec("mitchell", 3, 2), "matchpoints", seed=21)
    _evening(elsewhere, "b", MovementSpec("howell", 3, 2), "matchpoints", seed=22)
    sections = tmp_path / "two-sections.xml"
    sections.write_text(_sections_file(elsewhere, {"A": "a", "B": "b"}), encoding="utf-8")
    shots = Shots(tmp_path)
    with playwright_api.sync_playwright() as pw:
        browser = launch(pw)
        try:
            director = _signed_in(browser, evening)
            director.set_input_files("#usebio-file", str(path))
            assert director.input_value('#usebio-import input[name="event"]') == "county-night"
            shots.take_element(director.locator("#usebio-import").locator(".."), "import")
            director.click("#usebio-import button")
            director.wait_for_url(re.compile(r".*/director/e/county-night\?msg=.*"))
            assert "event county-night imported from county-night.xml" in director.inner_text("body")
            # A file of two sections: one event a section, both the club's.
            director.goto(f"{evening.url}/director")
            director.set_input_files("#usebio-file", str(sections))
            assert director.input_value('#usebio-import input[name="event"]') == "two-sections"
            director.click("#usebio-import button")
            director.wait_for_url(re.compile(r".*/director/e/two-sections-A\?msg=.*"))
            body = director.inner_text("body")
            assert "event two-sections-A, two-sections-B imported from two-sections.xml" in body
        finally:
            browser.close()
    club = ClubStore.open(database_url(None, tmp_path / "tue"))
    assert "county-night" in club.club_events("local")
    assert [(s.pair, s.rank, s.total) for s in club.scored("county-night").standings] == [
        (s.pair, s.rank, s.total) for s in elsewhere.scored("big").standings
    ]
    for part, original in (("two-sections-A", "a"), ("two-sections-B", "b")):
        assert part in club.club_events("local")
        assert [(s.pair, s.rank, s.total) for s in club.scored(part).standings] == [
            (s.pair, s.rank, s.total) for s in elsewhere.scored(original).standings
        ]
    club.close()
    elsewhere.close()


def test_the_console_keeps_a_form_begun_when_results_arrive(evening: Server) -> None:
    """The director's console reloads itself when the event changes, unless the director has
    begun to fill a form: a reload would drop what is filled in, or swallow the click that sends
    it. The page says there are new results instead, with a link to reload."""
    with playwright_api.sync_playwright() as pw:
        browser = launch(pw)
        try:
            director = _signed_in(browser, evening)
            director.goto(f"{evening.url}/director/e/tue")
            minutes = director.locator('form[action$="/clock"] input[name=minutes]')
            minutes.fill("33")
            director.locator("header.bar .brand").click()  # the field left: no longer typing in it
            other = director.context.new_page()  # the same director in a second tab starts round 1
            other.goto(f"{evening.url}/director/e/tue")
            other.fill('form[action$="/clock"] input[name=round]', "1")
            other.fill('form[action$="/clock"] input[name=minutes]', "20")
            other.click('form[action$="/clock"] button')
            other.wait_for_url(re.compile(r".*msg=round\+1\+started.*"))
            director.locator("#fresh").filter(has_text="reload").wait_for(timeout=15_000)
            assert minutes.input_value() == "33"
        finally:
            browser.close()
