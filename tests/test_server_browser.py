"""The web table in a real browser: Debian's Chromium driven by Playwright, a real ``bridgekit serve``.

Each test plays by clicking as a person would; the server runs in its own process with
``--robot-delay 0`` on a free port of 127.0.0.1.
"""

from __future__ import annotations

import os
import re
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect, sync_playwright  # the [test] extra

from server_process import CHROMIUM, ServerProcess, click, launch


class Server(ServerProcess):
    """``bridgekit serve`` in a process of its own on 127.0.0.1 and a free port."""

    def __init__(self, db: str, *, port: int = 0, robot_delay: float = 0.0) -> None:
        args = ["serve", "--no-browser", "--db", db, "--port", str(port), "--robot-delay", str(robot_delay)]
        args += ["--club-db", db + "-club" if "://" not in db else "sqlite://"]
        super().__init__(args, self._where)
        self.db = db
        self.port = port

    def _where(self, line: str) -> str | None:
        found = re.search(r"(http://127\.0\.0\.1:(\d+)/)", line)
        if found is None:
            return None
        self.port = int(found.group(2))
        return found.group(1)

    def start(self, *, lines: int = 20) -> Server:
        super().start(lines=lines)
        return self


@contextmanager
def running(db: str, **options: Any) -> Iterator[Server]:
    server = Server(db, **options).start()
    try:
        yield server
    finally:
        server.stop()


def seq(page: Any) -> int:
    value = page.locator("#table").get_attribute("data-seq")
    return int(value) if value is not None else -1


def wait_change(page: Any, old: int, timeout: float = 30_000) -> None:
    page.wait_for_function(
        "old => Number(document.getElementById('table').dataset.seq) !== old", arg=old, timeout=timeout
    )


ACTIONABLE = (
    "button[data-card]:enabled, button[data-call]:enabled, [data-deal-over], button[data-answer=accept]"
)


def accept_claim(page: Any) -> bool:
    """Accept a robot's claim waiting for this player's answer (docs/server.md), if one waits;
    whether one did (the page then changes)."""
    button = page.locator("button[data-answer=accept]")
    if not button.count():
        return False
    old = seq(page)
    click(button.first)
    wait_change(page, old)
    return True


def play_deal(page: Any, *, first_call: str | None = "1C", limit: int = 200, before_click: Any = None) -> str:
    """Play the page's seat to the end of the deal by clicking; returns ``data-score``.

    The first call the seat makes is *first_call* when legal (so that the deal is played, not
    passed out), then it passes; in the play it clicks the first playable card.
    """
    called = False
    for _ in range(limit):
        page.wait_for_selector(ACTIONABLE, timeout=20_000)
        over = page.locator("[data-deal-over]")
        if over.count():
            score = over.get_attribute("data-score")
            assert score is not None
            return score
        if accept_claim(page):
            continue
        old = seq(page)
        if before_click is not None:
            before_click(page)
            if seq(page) != old:  # it acted (the deal may even be over): look at the page again
                continue
        calls = page.locator("button[data-call]:enabled")
        if calls.count():
            wanted = page.locator(f'button[data-call="{first_call}"]:enabled') if first_call else None
            if not called and wanted is not None and wanted.count():
                click(wanted)
            elif page.locator('button[data-call="P"]:enabled').count():
                click(page.locator('button[data-call="P"]:enabled'))
            else:
                click(calls.first)
            called = True
        else:
            click(page.locator("button[data-card]:enabled").first)
            if page.locator("[data-joker-as]").count():  # a joker: choose the card it stands for
                click(page.locator("[data-joker-as]").first)
        wait_change(page, old)
    raise AssertionError("the deal did not end")


if not Path(CHROMIUM).exists():  # pragma: no cover - .ci/run installs it
    pytest.fail(f"the browser tests need Debian's chromium at {CHROMIUM} (apt-get install chromium)")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with running(str(tmp_path_factory.mktemp("web") / "tables.db")) as started:
        yield started


@pytest.fixture()
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context()
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert errors == [], f"JavaScript errors: {errors}"


def card_names(page: Any, selector: str = "[data-card]") -> set[str]:
    return set(page.eval_on_selector_all(selector, "nodes => nodes.map(n => n.dataset.card)"))


def test_whole_deal_of_bridge_by_clicking(server: Server, page: Any) -> None:
    page.goto(server.url + "/play/bridge?seed=1")  # the same deals every run
    page.wait_for_selector('[data-seat="2"] button[data-card]')
    assert len(card_names(page, '[data-seat="2"] [data-card]')) == 13
    # Only the player's own hand is face up: the other hands are backs without card names.
    assert (
        card_names(
            page, '[data-seat="0"] [data-card], [data-seat="1"] [data-card], [data-seat="3"] [data-card]'
        )
        == set()
    )
    played_cards = []

    def note_card(p: Any) -> None:
        if p.locator("button[data-card]:enabled").count():
            played_cards.append(p.locator("button[data-card]:enabled").first.get_attribute("data-card"))

    for _ in range(4):  # South may be dummy in a deal: then the next deal
        score = play_deal(page, first_call="1C", before_click=note_card)
        assert score and "passed out" not in score.lower(), score
        if len(played_cards) >= 5:
            break
        old = seq(page)
        click(page.locator("#next-deal"))
        wait_change(page, old)
    assert len(played_cards) >= 5  # South played a whole deal's worth of cards by clicking
    page.wait_for_selector(".sheet tbody tr")
    assert page.locator("[data-deal-over]").get_attribute("data-score") == score
    # The hand record: double-dummy table and par, then the next deal.
    page.wait_for_selector("table.dd")
    assert page.locator("table.dd tbody tr").count() == 5
    assert page.locator(".par").inner_text().startswith("Par: N-S")
    assert page.locator('[data-download="pbn"]').count() == 1
    deal = int(re.search(r"Deal (\d+)", page.locator("header.bar").inner_text()).group(1))  # type: ignore[union-attr]
    old = seq(page)
    click(page.locator("#next-deal"))
    wait_change(page, old)
    page.wait_for_selector('[data-seat="2"] [data-card]')
    assert page.locator("[data-deal-over]").count() == 0
    assert f"Deal {deal + 1}" in page.locator("header.bar").inner_text()


def test_keyboard_entry(server: Server, page: Any) -> None:
    page.goto(server.url + "/play/bridge?seed=5")
    page.wait_for_selector('button[data-call="P"]:enabled')
    page.locator("#entry").fill("9nt")
    page.keyboard.press("Enter")
    error = page.wait_for_selector("[data-error]:visible").inner_text()
    assert "9NT" in error, error  # a clear message naming what is wrong, and nothing changes
    old = seq(page)
    page.locator("#entry").blur()
    page.keyboard.press("p")  # typing anywhere goes to the entry line
    page.keyboard.press("Enter")
    wait_change(page, old)
    assert page.locator('td[data-called="P"][data-call-seat="2"]').count() == 1
    # The robots' calls carry their explanation: on hover (title) and on tap (a note appears).
    page.wait_for_selector("td.callcell.explained")
    explained = page.locator("td.callcell.explained").first
    assert explained.get_attribute("title")
    click(explained)
    assert page.locator(".explanation").inner_text().strip()


def test_two_humans_at_one_table_see_only_their_own_cards(server: Server, browser: Any) -> None:
    south_context, north_context = browser.new_context(), browser.new_context()
    south, north = south_context.new_page(), north_context.new_page()
    try:
        south.goto(server.url + "/")
        south.select_option("#game", label="Contract bridge")
        south.select_option('[data-seat-choice="0"]', "invite")
        click(south.locator("#create"))
        south.wait_for_selector('[data-invite="0"]')
        invite = south.locator('[data-invite="0"]').input_value()
        assert invite and "/join/" in invite
        north.goto(invite)
        north.wait_for_selector('[data-seat="0"] [data-card]')
        south_cards = card_names(south, '[data-seat="2"] [data-card]')
        north_cards = card_names(north, '[data-seat="0"] [data-card]')
        assert len(south_cards) == len(north_cards) == 13
        assert card_names(south) == south_cards  # nothing of North's in South's page
        assert card_names(north) == north_cards
        south_html, north_html = south.content(), north.content()
        assert not any(f'data-card="{c}"' in south_html for c in north_cards)
        assert not any(f'data-card="{c}"' in north_html for c in south_cards)
        # They play the deal together, each clicking in its own browser.
        pages = [south, north]
        called = {id(p): False for p in pages}
        deadline = time.monotonic() + 150  # bounded by time: robots' turns are slower under load
        while time.monotonic() < deadline:
            if south.locator("[data-deal-over]").count() and north.locator("[data-deal-over]").count():
                break
            acted = False
            for p in pages:
                if accept_claim(p):  # a robot declarer's claim waits for this player
                    acted = True
                    continue
                if p.locator("button[data-call]:enabled, button[data-card]:enabled").count() == 0:
                    continue
                old = seq(p)
                if p.locator("button[data-call]:enabled").count():
                    if not called[id(p)] and p.locator('button[data-call="1C"]:enabled').count():
                        click(p.locator('button[data-call="1C"]:enabled'))
                    else:
                        click(p.locator('button[data-call="P"]:enabled'))
                    called[id(p)] = True
                else:
                    click(p.locator("button[data-card]:enabled").first)
                wait_change(p, old)
                acted = True
            if not acted:
                south.wait_for_timeout(100)
        assert south.locator("[data-deal-over]").get_attribute("data-score") == north.locator(
            "[data-deal-over]"
        ).get_attribute("data-score")
    finally:
        south_context.close()
        north_context.close()


def test_spectator_sees_public_information_only(server: Server, browser: Any, page: Any) -> None:
    page.goto(server.url + "/play/bridge?seed=5")
    page.wait_for_selector('[data-seat="2"] [data-card]')
    table = page.url.rsplit("/", 1)[1]
    watcher_context = browser.new_context()
    watcher = watcher_context.new_page()
    try:
        watcher.goto(f"{server.url}/t/{table}")
        watcher.wait_for_selector('[data-seat="2"] .card.back')
        assert card_names(watcher) == set()
        assert "Watching" in watcher.locator("header.bar").inner_text()
        assert watcher.locator("button[data-call]:enabled").count() == 0
    finally:
        watcher_context.close()


def test_a_deal_of_light_bridge(server: Server, page: Any) -> None:
    page.goto(server.url + "/play/light_bridge?variant=lb3")
    page.wait_for_selector('[data-seat="0"] [data-card]')
    assert "Light bridge" in page.locator("header.bar").inner_text()
    score = play_deal(page, first_call=None)
    assert score


#: A seed whose first lb6 deal gives the first seat (the human's) the joker J1.
JOKER_SEED = 3


def test_light_bridge_for_six_with_a_joker_in_hand(server: Server, page: Any) -> None:
    """lb6 (54 cards, RULES 12.6): the human holds a joker (the seed is chosen for it, checked
    against the engine's deal); it is drawn face up and is played, as a card it names, once
    the rules allow (12.6.1-12.6.2: void in the suit led, or the last card)."""
    from bridgekit.server.sheets import Keeper

    dealt = Keeper("light_bridge", {"variant": "lb6"}, JOKER_SEED).next_game().hands[0]
    assert "J1" in {str(c) for c in dealt}
    page.goto(f"{server.url}/play/light_bridge?variant=lb6&seed={JOKER_SEED}")
    joker = page.locator('[data-seat="0"] button[data-card="J1"]')
    joker.wait_for()
    assert page.locator("[data-seat]").count() == 6
    assert card_names(page, '[data-seat="0"] [data-card]') == {str(c) for c in dealt}
    assert "joker" in (joker.get_attribute("aria-label") or "").lower()
    assert joker.locator("svg, .face, span").count() or joker.inner_text().strip()
    played: list[str] = []

    def play_the_joker_when_allowed(p: Any) -> None:
        if not played and p.locator('[data-seat="0"] button[data-card="J1"]:enabled').count():
            old = seq(p)
            click(p.locator('[data-seat="0"] button[data-card="J1"]'))
            choice = p.locator("[data-joker-as]").first
            played.append(str(choice.get_attribute("data-joker-as")))
            click(choice)
            wait_change(p, old)
            p.wait_for_selector(ACTIONABLE, timeout=20_000)

    assert play_deal(page, first_call=None, before_click=play_the_joker_when_allowed)
    assert played and played[0].startswith("J1="), played  # played as the card it named


def test_a_deal_of_booby(server: Server, page: Any) -> None:
    page.goto(server.url + "/play/booby?seed=5")
    page.wait_for_selector('[data-seat="0"] [data-card]')
    score = play_deal(page, first_call=None)
    assert score


def _play_until(page: Any, done: Any, limit: int = 120) -> None:
    called = False
    for _ in range(limit):
        page.wait_for_selector(ACTIONABLE, timeout=20_000)
        if done(page):
            return
        if accept_claim(page):
            continue
        old = seq(page)
        if page.locator("[data-deal-over]").count():  # South was dummy, or all passed: next deal
            click(page.locator("#next-deal"))
            called = False
        elif page.locator("button[data-call]:enabled").count():
            if not called and page.locator('button[data-call="1C"]:enabled').count():
                click(page.locator('button[data-call="1C"]:enabled'))
            else:
                click(page.locator('button[data-call="P"]:enabled'))
            called = True
        else:
            click(page.locator("button[data-card]:enabled").first)
        wait_change(page, old)
    raise AssertionError("never got there")


def _mid_trick(page: Any) -> bool:
    played = page.locator(".trick .played [data-card]").count()
    return 1 <= played <= 3 and page.locator("button[data-card]:enabled").count() > 0


def test_reload_mid_trick_and_carry_on(server: Server, page: Any) -> None:
    page.goto(server.url + "/play/bridge?seed=5")
    _play_until(page, _mid_trick)
    trick = card_names(page, ".trick .played [data-card]")
    hand = card_names(page, '[data-seat="2"] [data-card]')
    address = page.url
    where = seq(page)
    page.reload()
    # The reloaded page is in step once its new connection's first state is drawn (data-live).
    expect(page.locator("#table")).to_have_attribute("data-live", "true")
    expect(page.locator("#table")).to_have_attribute("data-seq", str(where))
    assert page.url == address
    assert card_names(page, ".trick .played [data-card]") == trick
    assert card_names(page, '[data-seat="2"] [data-card]') == hand
    assert play_deal(page, first_call=None)


def test_kill_9_mid_deal_restart_and_carry_on(browser: Any, page: Any, tmp_path: Path) -> None:
    database = str(tmp_path / "killed.db")
    first = Server(database).start()
    try:
        page.goto(first.url + "/play/bridge?seed=5")
        _play_until(page, _mid_trick)
        trick = card_names(page, ".trick .played [data-card]")
        hand = card_names(page, '[data-seat="2"] [data-card]')
        where = seq(page)
        first.kill()
        page.wait_for_selector("#status:visible")  # the page says it lost the connection
        expect(page.locator("#table")).to_have_attribute("data-live", "false")
    finally:
        first.stop()
    second = Server(database, port=first.port).start()
    try:
        # The same page reconnects by itself (back-off) and finds the table as it was.
        # An open socket is not enough: wait until the new server's state is drawn (data-live).
        expect(page.locator("#table")).to_have_attribute("data-live", "true", timeout=60_000)
        expect(page.locator("#status")).to_be_hidden()
        assert seq(page) == where
        assert card_names(page, ".trick .played [data-card]") == trick
        assert card_names(page, '[data-seat="2"] [data-card]') == hand
        assert play_deal(page, first_call=None)
    finally:
        second.stop()


def test_phone_layout(server: Server, browser: Any, tmp_path: Path) -> None:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True
    )
    phone = context.new_page()
    try:
        phone.goto(server.url + "/play/bridge?seed=5")
        phone.wait_for_selector('button[data-call="P"]:enabled')
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= 392, f"the page is wider than the phone: {width}px"
        box = phone.locator('button[data-call="1C"]').bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
        assert box["height"] >= 30  # big enough for a finger
        shot = tmp_path / "phone.png"
        phone.screenshot(path=str(shot), full_page=True)
        assert shot.stat().st_size > 10_000
        assert play_deal(phone, first_call="1C")
    finally:
        context.close()


@pytest.fixture(scope="module")
def postgres_url() -> Iterator[str]:
    """``BRIDGEKIT_TEST_POSTGRES`` if set (``.ci/run`` sets it), else a throwaway ``.ci/postgres.sh`` one."""
    given = os.environ.get("BRIDGEKIT_TEST_POSTGRES")
    if given:
        yield given
        return
    script = Path(__file__).resolve().parents[1] / ".ci" / "postgres.sh"
    done = subprocess.run([str(script)], capture_output=True, text=True, timeout=180)
    if done.returncode != 0:
        pytest.fail(f"PostgreSQL is needed (apt-get install postgresql): {done.stderr.strip()}")
    values = dict(
        line.removeprefix("export ").split("=", 1) for line in done.stdout.splitlines() if "=" in line
    )
    try:
        yield values["BRIDGEKIT_TEST_POSTGRES"]
    finally:
        subprocess.run([str(script), "--stop", values["BRIDGEKIT_TEST_POSTGRES_DATA"]], check=False)


def test_two_server_processes_share_a_table_through_postgres(browser: Any, postgres_url: str) -> None:
    with running(postgres_url) as first, running(postgres_url) as second:
        south_context, north_context = browser.new_context(), browser.new_context()
        south, north = south_context.new_page(), north_context.new_page()
        try:
            south.goto(first.url + "/")
            south.select_option("#game", label="Contract bridge")
            south.select_option('[data-seat-choice="0"]', "invite")
            click(south.locator("#create"))
            south.wait_for_selector('[data-invite="0"]')
            invite = south.locator('[data-invite="0"]').input_value().replace(first.url, second.url)
            north.goto(invite)  # North plays through the second process
            north.wait_for_selector('[data-seat="0"] [data-card]')
            # South sees on process A that North took the seat on process B.
            south.wait_for_selector('[data-seat="0"] .seatname:has-text("player")')
            # bounded by time, not by turns: the robots' turns take a turn of this loop each, and
            # on a loaded machine they take longer (60 turns were once not enough)
            deadline = time.monotonic() + 150
            while time.monotonic() < deadline:
                if north.locator("[data-deal-over]").count():
                    break
                for me, other in ((south, north), (north, south)):
                    if accept_claim(me):
                        continue
                    if me.locator("button[data-call]:enabled, button[data-card]:enabled").count() == 0:
                        continue
                    old_other = seq(other)
                    old = seq(me)
                    if me.locator('button[data-call="P"]:enabled').count():
                        click(me.locator('button[data-call="P"]:enabled'))
                    elif me.locator("button[data-call]:enabled").count():
                        click(me.locator("button[data-call]:enabled").first)
                    else:
                        click(me.locator("button[data-card]:enabled").first)
                    wait_change(me, old)
                    wait_change(other, old_other)  # the other process told its player
                me.wait_for_timeout(50)
            south.wait_for_selector("[data-deal-over]")
            assert north.locator("[data-deal-over]").get_attribute("data-score") == south.locator(
                "[data-deal-over]"
            ).get_attribute("data-score")
            calls = "nodes => nodes.map(n => n.dataset.callSeat + n.dataset.called)"
            assert south.eval_on_selector_all("[data-called]", calls) == north.eval_on_selector_all(
                "[data-called]", calls
            )
        finally:
            south_context.close()
            north_context.close()


def test_serve_mounts_the_club_console_at_club(server: Server, page: Any) -> None:
    """``bridgekit serve`` carries the club console (issue 16) at /club, behind the same guards."""
    page.goto(server.url + "/club/")
    assert page.locator("form").count() >= 1  # the first visit offers to create the club
    assert "club" in page.content().lower()


def test_claim_accepted_by_the_robots_ends_the_deal(server: Server, page: Any) -> None:
    page.goto(server.url + "/play/bridge?seed=5")

    def playing(p: Any) -> bool:
        in_play = p.locator("#table").get_attribute("data-stage") == "play"
        return bool(p.locator("[data-deal-over]").count()) or (
            in_play and p.locator("button[data-card]:enabled").count() > 0
        )

    for _ in range(4):  # South may be dummy (no claim) or the deal passed out: the next deal
        _play_until(page, playing)
        if not page.locator("[data-deal-over]").count():
            break
        old = seq(page)
        click(page.locator("#next-deal"))
        wait_change(page, old)
    assert page.locator("[data-deal-over]").count() == 0
    click(page.locator("#claim"))
    page.fill("#claim-tricks", "0")  # no more tricks: double dummy always allows it
    click(page.locator("#claim-send"))
    over = page.wait_for_selector("[data-deal-over]")
    assert over.get_attribute("data-score")


def _keep_shot(page: Any, tmp_path: Path, name: str, *, full: bool = False) -> None:
    """A screenshot in the test's folder, copied to ``$BRIDGEKIT_SCREENSHOTS`` (docs/images) if set."""
    import shutil

    shot = tmp_path / name
    page.screenshot(path=str(shot), full_page=full)
    assert shot.stat().st_size > 10_000
    if os.environ.get("BRIDGEKIT_SCREENSHOTS"):
        shutil.copy(shot, Path(os.environ["BRIDGEKIT_SCREENSHOTS"]) / name)


def test_bridge_for_six_and_five_players_rotate(server: Server, browser: Any, tmp_path: Path) -> None:
    """RULES 9.3 at the web table. Six players from the lobby's quick play: I am player 3, South
    in rubber 1, with my 13 cards; players 1 and 5 sit out. Five players from the new-table form
    with me as player 1, who sits out rubber 1: the page shows the deal as a spectator sees it
    (no card face up but those played and dummy), says so, and offers the next deal at its end."""
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    page = context.new_page()
    try:
        page.goto(server.url + "/")
        quick_link = page.locator('a[data-quick="/play/bridge?players=6"]')
        assert quick_link.inner_text() == "Bridge for 6 players"
        _keep_shot(page, tmp_path, "server-lobby.png")
        click(quick_link)
        page.wait_for_selector('[data-seat="2"] button[data-card]')
        assert len(card_names(page, '[data-seat="2"] [data-card]')) == 13
        assert page.locator("[data-seat]").count() == 4
        rotation = page.locator("[data-rotation]")
        assert rotation.get_attribute("data-rotation") == "1"
        assert "sitting out Player 1 (robot), Player 5 (robot)" in rotation.inner_text()
        assert "Player 3" in page.locator('[data-seat="2"]').inner_text()
        _keep_shot(page, tmp_path, "server-bridge6.png")
        # Five players: me as player 1, who sits out the first rubber.
        page.goto(server.url + "/")
        page.select_option("#game", label="Bridge for 5 players")
        assert page.locator("[data-seat-choice]").count() == 5
        page.select_option('[data-seat-choice="0"]', "me")
        page.select_option('[data-seat-choice="2"]', "robot")
        click(page.locator("#create"))
        page.wait_for_selector("[data-sitting-out]")
        assert "Watching" in page.locator("header.bar").inner_text()
        assert page.locator("button[data-card]:enabled, button[data-call]:enabled").count() == 0
        # nobody's hand face up while the robots play: one snapshot of the page (the robots play
        # on meanwhile), taken only while the deal is still in play (at its end every hand is shown;
        # a claimer's hand, data-faced, is face up by the claim rules: RULES 10.9)
        snapshot = page.evaluate(
            """() => ({
                over: document.querySelector('#next-deal') !== null,
                trick: [...document.querySelectorAll('.trick [data-card]')].map(n => n.dataset.card),
                hands: [0, 1, 2, 3].map(seat => {
                    const box = document.querySelector(`[data-seat="${seat}"]`);
                    if (!box || box.classList.contains('dummy') || box.dataset.faced) return [];
                    return [...box.querySelectorAll('[data-card]')].map(n => n.dataset.card);
                }),
            })"""
        )
        if not snapshot["over"]:
            for hand in snapshot["hands"]:
                assert set(hand) <= set(snapshot["trick"])
        page.wait_for_selector("#next-deal", timeout=60_000)
        _keep_shot(page, tmp_path, "server-bridge5-out.png")
        old = seq(page)
        click(page.locator("#next-deal"))
        wait_change(page, old)
        assert page.locator("[data-sitting-out]").count() == 1  # still rubber 1 (or its next deal)
    finally:
        context.close()
