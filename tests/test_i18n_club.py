"""The club console in the reader's language (issue 20): the audit log's actions and details, a
result's kind, and the scripts' plural forms by each language's rules."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote_plus

import pytest

pytest.importorskip("starlette")
from starlette.testclient import TestClient  # noqa: E402

from bridgekit.i18n import LANGUAGES, using  # noqa: E402
from bridgekit.server.club import create_club_app  # noqa: E402
from bridgekit.server.language import plural_categories  # noqa: E402
from bridgekit.store.audit_words import action_words, detail_words  # noqa: E402
from bridgekit.store.club import ClubStore  # noqa: E402
from bridgekit.store.events import database_url  # noqa: E402
from bridgekit.tournament.event import MovementSpec, hand_records  # noqa: E402

PASSWORD = "correct horse battery"
STATIC = Path(__file__).resolve().parents[1] / "src" / "bridgekit" / "server" / "club" / "static"

#: every detail the store writes, as stored, and in Russian
DETAILS = [
    ("round 2 started, 21 minutes", "тур 2 начат, 21 минута"),
    ("round 2 started, 3 minutes", "тур 2 начат, 3 минуты"),
    ("1NS and 2NS change places", "1NS и 2NS меняются местами"),
    ("round 3: Lions and Tigers change places", "тур 3: Lions и Tigers меняются местами"),
    ("adjusted score A+/A-", "исправленный результат A+/A-"),
    ("adjusted score withdrawn", "исправленный результат отменён"),
    ("accepted 3NT= S", "подтверждено: 3БК= S"),
    ("accepted pass", "подтверждено: пас"),
    (
        "4HX-1 N lead SA; auction 1H P 4H X P P P",
        "4HX-1 N, первый ход SA; торговля 1H пас 4H контра пас пас пас",
    ),
    ("3NT+1 S", "3БК+1 S"),
    ("deals of boards 1–6 from tue.pbn (sha256 ab12cd…)", "сдачи 1–6 из tue.pbn (sha256 ab12cd…)"),
    ("round 1: Lions v Tigers, Bears v Wolves", "тур 1: Lions v Tigers, Bears v Wolves"),
    ("Lions: VP award withdrawn", "Lions: награда VP отменена"),
    ("Lions: +12.5 VPs in round 2", "Lions: +12.5 VP в туре 2"),
    (
        "adjusted score A/A: Lions +0 IMPs, Tigers −3 IMPs",
        "исправленный результат A/A: Lions +0 IMP, Tigers −3 IMP",
    ),
]


@pytest.mark.parametrize(("stored", "russian"), DETAILS)
def test_every_audit_detail_is_written_in_the_readers_language(stored: str, russian: str) -> None:
    with using("ru"):
        assert detail_words(stored) == russian
    with using("en"):
        assert detail_words(stored).replace("; auction", "; auction").startswith(stored.split(" ")[0])


def test_an_unknown_detail_and_action_are_shown_as_stored() -> None:
    with using("pl"):
        assert detail_words("something the store never wrote") == "something the store never wrote"
        assert action_words("future-action") == "future-action"
        assert [action_words(a) for a in ("entry", "correction", "clock", "vps")] == [
            "wpis",
            "poprawka",
            "zegar rundy",
            "przyznanie VP",
        ]


@pytest.fixture
def director(tmp_path: Path) -> tuple[TestClient, str, ClubStore]:
    store = ClubStore.open(database_url(None, tmp_path / "club"))
    store.create_club("Oxford", "ann", PASSWORD)
    store.create_event("Oxford", "tue", spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6, seed=8))
    app = create_club_app(store, allowed_hosts=["testserver"], publish_dir=tmp_path / "site")
    client = TestClient(app)
    token = re.findall(r'name="csrf-token" content="([^"]+)"', client.get("/").text)[0]
    done = client.post(
        "/login",
        data={"club": "Oxford", "director": "ann", "password": PASSWORD, "csrf_token": token},
        follow_redirects=False,
    )
    assert done.status_code == 303
    return client, token, store


def test_the_audit_log_and_a_results_kind_on_the_directors_page(
    director: tuple[TestClient, str, ClubStore],
) -> None:
    """The director's console in Slovak: the audit's actions and details in Slovak, the stored rows
    unchanged; the message after an entry names its kind in Slovak."""
    client, token, store = director
    store.start_round("tue", 1, 5, by="director:ann")
    answer = client.post(
        "/director/e/tue/correct?lang=sk",
        data={"board": "1", "table": "1", "result": "3NT= N", "csrf_token": token},
        follow_redirects=False,
    )
    assert "rozdanie 1, stôl 1: 3BT= N (záznam)" in unquote_plus(answer.headers["location"])
    page = client.get("/director/e/tue?lang=sk").text
    assert "kolo 1 sa začalo, 5 minút" in page and "hodiny kola" in page
    assert [row.action for row in store.audit("tue")][:1] == ["clock"]  # stored as written
    assert store.audit("tue")[0].detail == "round 1 started, 5 minutes"


def test_the_scripts_catalogue_sends_plural_forms_and_categories(
    director: tuple[TestClient, str, ClubStore],
) -> None:
    client, _token, _store = director
    page = client.get("/director/e/tue?lang=ru").text
    found = re.search(r'<script type="application/json" id="i18n">(.*?)</script>', page, re.S)
    assert found is not None
    catalogue = json.loads(found.group(1).replace("<\\/", "</"))
    assert catalogue["@lang"] == "ru"
    assert catalogue["@plural"] == {"one": 0, "few": 1, "many": 2}
    assert catalogue["{count} result"] == ["{count} результат", "{count} результата", "{count} результатов"]
    for lang in LANGUAGES:
        assert set(plural_categories(lang)) >= {"one"}


@pytest.mark.parametrize(
    ("lang", "counts", "words"),
    [
        ("ru", [1, 3, 5, 21], ["1 результат", "3 результата", "5 результатов", "21 результат"]),
        ("pl", [1, 3, 5, 22], ["1 wynik", "3 wyniki", "5 wyników", "22 wyniki"]),
        ("sk", [1, 3, 5], ["1 výsledok", "3 výsledky", "5 výsledkov"]),
        ("bg", [1, 3], ["1 резултат", "3 резултата"]),
        ("en", [1, 3], ["1 result", "3 results"]),
    ],
)
def test_the_scripts_ngettext_picks_the_languages_form_in_chromium(
    director: tuple[TestClient, str, ClubStore], lang: str, counts: list[int], words: list[str]
) -> None:
    """common.js's ngettext with the page's catalogue, run in Chromium with its Intl.PluralRules."""
    from playwright.sync_api import sync_playwright

    from server_process import launch

    client, _token, _store = director
    page_text = client.get(f"/director/e/tue?lang={lang}").text
    catalogue = re.search(r'<script type="application/json" id="i18n">.*?</script>', page_text, re.S)
    assert catalogue is not None
    source = (STATIC / "common.js").read_text(encoding="utf-8")
    assert "export function ngettext" in source
    html = (
        '<!doctype html><meta name="base" content=""><meta name="csrf-token" content="">'
        + catalogue.group(0)
        + '<script type="module">'
        + source
        + f"\nwindow.done = {json.dumps(counts)}"
        + ".map((n) => ngettext('{count} result', '{count} results', n));"
        + "</script>"
    )
    with sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            page = browser.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.set_content(html)
            page.wait_for_function("window.done !== undefined")
            assert page.evaluate("window.done") == words
            assert errors == []
        finally:
            browser.close()


def test_the_club_pages_name_movements_methods_and_titles_in_the_language(
    director: tuple[TestClient, str, ClubStore],
) -> None:
    client, _token, store = director
    store.director_enter("tue", "ann", board=1, table=1, result="3NT= N")
    for path in ("/director", "/director/e/tue", "/director/e/tue/cards", "/t/tue/1", "/live/tue"):
        page = client.get(path + "?lang=ru").text
        text = re.sub(r"<script.*?</script>|<[^>]+>", " ", page, flags=re.S)
        leftover = re.findall(r"\b(tables|director|table cards|table|live|matchpoints|entry)\b(?!:)", text)
        assert leftover == [], (path, leftover)
    assert "<title>Oxford: судья</title>" in client.get("/director?lang=ru").text


def test_the_directors_page_and_hand_records_in_polish(director: tuple[TestClient, str, ClubStore]) -> None:
    """Who entered a result and who acted in the audit («sędzia ann», "stół 1", not the stored
    ``director:ann``/``table:1``), the results in the club's notation ("3BA= N"), the hand records'
    title and the movement in Polish; the phone's statuses in its script's catalogue."""
    client, _token, store = director
    store.start_round("tue", 1, 5, by="director:ann")
    store.table_enter("tue", 1, board=1, result="3NT= N")  # as a table's phone enters it
    page = client.get("/director/e/tue?lang=pl").text
    assert "stół 1" in page and "sędzia ann" in page, page
    assert "3BA= N" in page and "table:1" not in page and "director:ann" not in page
    records = client.get("/director/e/tue/handrecord.html?lang=pl").text
    assert ": rozkłady" in records, records[:500]
    assert "hand records" not in records and "tables" not in re.sub(r"<[^>]+>", " ", records)
    phone = client.get("/t/tue/1?lang=pl").text
    found = re.search(r'<script type="application/json" id="i18n">(.*?)</script>', phone, re.S)
    assert found is not None
    words = json.loads(found.group(1))
    assert words["to enter"] == "do wpisania" and words["made (=)"] == "ugrane (=)"
    assert words["{result} – accept?"] == "{result} – zatwierdzić?"


@pytest.mark.parametrize(
    ("minutes", "words"), [(1, "1 минута"), (3, "3 минуты"), (20, "20 минут"), (21, "21 минута")]
)
def test_the_round_clocks_answer_takes_the_plural_form(
    director: tuple[TestClient, str, ClubStore], minutes: int, words: str
) -> None:
    """The answer to the director's clock form counts its minutes in the language's plural form."""
    client, token, _store = director
    answer = client.post(
        "/director/e/tue/clock?lang=ru",
        data={"round": "1", "minutes": str(minutes), "csrf_token": token},
        follow_redirects=False,
    )
    assert f"тур 1 начат: {words}" in unquote_plus(answer.headers["location"])
