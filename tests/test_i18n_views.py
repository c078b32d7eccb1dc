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
    "game", ["bridge", "minibridge", "light_bridge", "booby", "nullo", "chinese_bridge", "konstam", "bridge2"]
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
