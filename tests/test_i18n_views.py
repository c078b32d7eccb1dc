"""Every game's seat view (what the web table shows) in Russian and Polish has no English word left
(issue 20): stages, piles, score lines, contracts, announcements, choices."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from bridgekit import new_game
from bridgekit.i18n import using
from bridgekit.server.views import view_json

#: English words a view could leak (the games' own notation, seat ids and call texts are not shown)
ENGLISH = re.compile(
    r"(?<![\w'])(by|the|of|and|with|his|dummy|open|closed|pass|passes|play|draw|slip|lengths|cards|"
    r"reserve|stock|score|above|below|line|tricks|declarer|lead|player|exchange|over|auction|"
    r"bidding|writes|shows|undertricks|overtricks|honours)(?![\w'])",
    re.I,
)
#: the view's fields that hold the games' own notation (typed actions, ids), not words for players
NOTATION = {"game", "form", "kind", "text", "stage", "card", "cards", "name", "scoring", "vulnerability"}


def _words(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in NOTATION:
                yield from _words(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _words(item)


@pytest.mark.parametrize("lang", ["ru", "pl"])
@pytest.mark.parametrize(
    "game",
    [
        "bridge",
        "minibridge",
        "light_bridge",
        "booby",
        "nullo",
        "chinese_bridge",
        "konstam",
        "bridge2",
        "slam",
    ],
)
def test_a_whole_deal_seen_by_a_player_and_a_spectator_has_no_english(game: str, lang: str) -> None:
    played = new_game(game, seed=2)
    choose = random.Random(2)
    leaks: set[str] = set()
    for _step in range(300):
        with using(lang):
            for seat in (None, 0):
                for text in _words(view_json(played, seat)):
                    leaks.update(f"{match} in {text!r}" for match in ENGLISH.findall(text))
        if played.is_over or not played.legal_actions():
            break
        played.act(choose.choice(played.legal_actions()))
    assert played.is_over
    assert not leaks, sorted(leaks)[:10]


#: a Latin word in a Russian view: anything but the games' letters (seats A B, cards, "1C") and "IMP"
LATIN = re.compile(r"(?<![\w'])(?!IMP\b)[A-Za-z]{3,}")


@pytest.mark.parametrize("game", ["slam", "nullo", "booby"])
def test_a_russian_deal_of_the_nullo_games_has_no_latin_word(game: str) -> None:
    # Slam's declaration and bid labels ("Name ♦", "Passes", "(♦ slam)"), the nullo strain and
    # nullo bids («4 нулло», RULES 13.2, 14.3, 15.4) are written in Russian.
    played = new_game(game, seed=3)
    choose = random.Random(3)
    leaks: set[str] = set()
    labels: set[str] = set()
    for _step in range(400):
        with using("ru"):
            for seat in {None, 0, played.to_act}:
                view = view_json(played, seat)
                labels.update(entry["label"] for entry in [*view["calls"], *view["legal_actions"]])
                for text in _words({key: value for key, value in view.items() if key != "rules"}):
                    leaks.update(f"{match} in {text!r}" for match in LATIN.findall(text))
        if played.is_over or not played.legal_actions():
            break
        played.act(choose.choice(played.legal_actions()))
    assert played.is_over
    assert not leaks, sorted(leaks)[:10]
    assert any("нулло" in label for label in labels), sorted(labels)[:20]
    if game == "slam":
        assert any(label.startswith("Объявить") for label in labels) and "Пас" in labels


@pytest.mark.parametrize(
    "game", ["light_bridge", "booby", "nullo", "slam", "bridge2", "bridge3", "konstam", "chinese_bridge"]
)
def test_the_robots_call_explanations_kept_in_english_are_read_in_russian(game: str) -> None:
    # The web table keeps a robot's explanation as the robot wrote it in English
    # (server.views.in_english) and shows it in each reader's language.
    from bridgekit.robots.explain_words import explanation_text
    from bridgekit.server.views import in_english
    from bridgekit.variants import robot_for

    played, robot = new_game(game, seed=5), robot_for(game)
    shown: list[str] = []
    while not played.is_over:
        decision = in_english(robot.choose, played.view(played.to_act))
        record = played.act(decision.action)
        if hasattr(record, "call") and not hasattr(record, "card"):
            with using("ru"):
                shown.append(explanation_text(decision.explanation))
    assert shown
    leaks = [text for text in shown if re.search(r"[A-Za-z]{3,}", text.replace("RULES", ""))]
    assert leaks == [], leaks[:5]


#: the word for a dummy in each language, as the seat labels and piles write it
DUMMY_WORDS = {"en": "dummy", "ru": "болван", "bg": "мъртвак", "sk": "tichý hráč", "pl": "dziadek"}


@pytest.mark.parametrize("lang", sorted(DUMMY_WORDS))
@pytest.mark.parametrize("game", ["bridge", "minibridge", "booby", "konstam", "bridge2", "chinese_bridge"])
def test_no_hand_is_labelled_dummy_twice(game: str, lang: str) -> None:
    """Konstam's dummies are «Открытый болван», «Закрытый болван» — not «Открытый болван (болван)»:
    no hand's label in the web table names the dummy twice, in any language."""
    played = new_game(game, seed=2)
    choose = random.Random(2)
    labels: set[str] = set()
    for _step in range(300):
        with using(lang):
            for seat in (None, 0):
                labels.update(zone["label"] for zone in view_json(played, seat)["zones"])
        if played.is_over or not played.legal_actions():
            break
        played.act(choose.choice(played.legal_actions()))
    word = DUMMY_WORDS[lang]
    assert any(word in label.lower() for label in labels) or game in ("booby", "chinese_bridge"), labels
    assert not [label for label in labels if label.lower().count(word) > 1], labels


def test_the_web_tables_duplicate_sheet_writes_contracts_with_suit_symbols_in_every_language() -> None:
    """The duplicate sheet of the web table (server.sheets) names the contract as the table shows
    it (``1♣``, ``3БК``), never in English letters (``1C``)."""
    from bridgekit.i18n import using
    from bridgekit.server.sheets import Keeper

    keeper, chance = Keeper("bridge", {}, seed=5), random.Random(5)
    for _deal in range(3):
        game = keeper.next_game()
        for call in ("1C", "P", "P", "P"):  # a club part-score, then any cards
            game.act(call)
        while not game.is_over:
            game.act(chance.choice(game.legal_actions()))
        keeper.record(game)
    for lang in ("en", "ru", "bg", "sk", "pl"):
        with using(lang):
            sheet = keeper.sheet(("N", "E", "S", "W"))
        assert sheet is not None and sheet["kind"] == "text"
        rows = sheet["text"].splitlines()[1:-1]
        assert rows and all(not re.search(r"\d[CDHS]\b", row) for row in rows), (lang, sheet["text"])
