"""formats.game_json: played games as JSON (docs/game_json.md), version 2 written, 1 and 2 read."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bridgekit import new_game
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats import game_json
from bridgekit.state import Called, Game, TrickTakingGame
from bridgekit.views import seat_view

DATA = Path(__file__).parent / "data" / "game_json"

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("bridge", {}),
    ("minibridge", {}),
    ("bridge2", {}),
    ("bridge3", {}),
    ("konstam", {}),
    ("booby", {}),
    ("nullo", {}),
    ("slam", {}),
    ("chinese_bridge", {}),
    ("light_bridge", {"variant": "lb3"}),
    ("light_bridge", {"variant": "lb4_54"}),
    ("light_bridge", {"variant": "lb6"}),
]


def played(name: str, options: dict[str, Any], seed: int, *, stop: int | None = None) -> Game:
    """A deal of *name* played at random to its end (or to *stop* actions)."""
    rng = random.Random(seed)
    game = new_game(name, seed=seed, **options)
    while not game.is_over and (stop is None or len(game.actions) < stop):
        seat = game.to_act
        view = seat_view(game, seat)
        game.act(rng.choice(view.legal_actions).text, seat=seat)
    return game


@pytest.mark.parametrize(("name", "options"), GAMES, ids=lambda v: str(v))
def test_every_game_round_trips_with_its_seats_named_as_the_view_names_them(
    name: str, options: dict[str, Any]
) -> None:
    games = [played(name, options, seed) for seed in (1, 2)] + [played(name, options, 3, stop=9)]
    data = game_json.to_dict(games, seed=1, totals=[1, 2])
    assert data["format"] == "bridgekit-game" and data["version"] == 2 and data["totals"] == [1, 2]
    names = [seat.name for seat in seat_view(games[0], None).seats]
    assert data["seats"] == names
    for game, entry in zip(games, data["deals"], strict=True):
        assert entry["dealer"] == names[game.dealer]
        assert len(entry["actions"]) == len(game.actions)
        # every action names the seat whose action it is, as the screens do
        assert all(action.split()[0] in [*names, "-"] for action in entry["actions"])
        assert ("score" in entry) == game.is_over
    back = game_json.loads(json.dumps(data))
    assert [g.history for g in back.games] == [g.history for g in games]
    assert back.version == 2 and back.extra["totals"] == [1, 2]


def test_light_bridge_plays_name_players_one_to_four_not_from_zero() -> None:
    # Issue 14 (3): the record said "0 S7" for player 1's card.
    game = played("light_bridge", {"variant": "lb4"}, 5)
    assert isinstance(game, TrickTakingGame)
    entries = game_json.action_entries(game)
    plays = [tuple(e.split()) for e in entries[-len(game.tricks) * 4 :]]
    expected = [
        ("1234"[seat], str(card))
        for trick in game.tricks
        for seat, card in zip(trick.seats, trick.cards, strict=True)
    ]
    assert plays == expected and {seat for seat, _ in plays} == {"1", "2", "3", "4"}


def test_booby_names_players_by_letter_and_calls_are_not_python_reprs() -> None:
    game = played("booby", {}, 4)
    entries = game_json.action_entries(game)
    assert {entry.split()[0] for entry in entries} == {"A", "B", "C", "dummy"}
    assert not any("(" in entry for entry in entries)


def _call_text(text: str, names: tuple[str, ...]) -> str:
    """A call record's repr as the seat's name and the call (version 1 wrote the call types' reprs,
    which named classes that the one ``Called`` record has since replaced): ``B 2C``; any other
    record as it is."""
    seat = re.match(r"^\w+Called\(seat=(\d+), call=", text)
    if seat is None:
        return text
    name = names[int(seat.group(1))]
    points = re.search(r"points=(\d+), denomination=None", text)
    if points is not None:
        return f"{name} {'P' if points.group(1) == '0' else points.group(1)}"
    call = re.search(r"\('([^']*)'\)\)$", text)
    assert call is not None, text
    return f"{name} {call.group(1)}"


def _as_written(record: object, text: str) -> str:
    """*record*'s text; a call by the seat's index where version 1 wrote it so (``0 1D``: the one
    ``Called`` record now names the seat, ``A 1D``)."""
    if isinstance(record, Called) and text == f"{int(record.seat)} {record.call}":
        return text
    return str(record)


@pytest.mark.parametrize("path", sorted(DATA.glob("v1_*.json")), ids=lambda p: p.stem)
def test_a_version_1_record_written_by_the_previous_program_still_replays(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    old = json.loads(text)
    record = game_json.loads(text)
    assert record.version == 1 and record.games
    if "played" in old:  # Light bridge's match
        actions = [[entry.split(" ", 1)[1] for entry in game_json.action_entries(g)] for g in record.games]
        assert actions == [p["actions"] for p in old["played"]]
    elif "scoring" in old:  # bridge's session
        assert [g.deal.pbn() for g in record.games] == [d["deal"] for d in old["deals"]]
        assert [g.score for g in record.games] == [d["score"] for d in old["deals"]]  # type: ignore[attr-defined]
    elif "actions" in old:  # a table-mode game
        assert [str(r) for r in record.games[0].actions] == old["actions"]
    else:  # a family game's --json record: the history as its records' texts
        names = record.games[0].variant.seat_names
        pairs = zip(record.games, old["deals"], strict=True)
        new = [[_as_written(r, t) for r, t in zip(g.history, d["history"], strict=True)] for g, d in pairs]
        assert new == [[_call_text(t, names) for t in d["history"]] for d in old["deals"]]
    # and written again as version 2 it reads back the same
    again = game_json.loads(game_json.dumps(list(record.games)))
    assert [g.history for g in again.games] == [g.history for g in record.games]


def test_an_illegal_action_is_refused_naming_the_deal_and_the_action() -> None:
    data = game_json.to_dict([played("nullo", {}, 1, stop=6)])
    data["deals"][0]["actions"][5] = "A 7NT"
    with pytest.raises((IllegalActionError, NotationError), match=r"deal 1, action 6 \(A 7NT\)"):
        game_json.from_dict(data)


def test_an_action_credited_to_the_wrong_seat_is_refused() -> None:
    data = game_json.to_dict([played("chinese_bridge", {}, 1, stop=3)])
    seat, text = data["deals"][0]["actions"][0].split()
    data["deals"][0]["actions"][0] = f"{'B' if seat == 'A' else 'A'} {text}"
    with pytest.raises(NotationError, match="action 1 .*made by"):
        game_json.from_dict(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[1]", "expected a JSON object"),
        ("{", "not JSON"),
        ('{"version": 9, "deals": []}', "version 9 is not known"),
        ('{"format": "x", "version": 2, "game": "nullo", "deals": []}', "'format' is 'x'"),
        ('{"format": "bridgekit-game", "version": 2, "game": "whist", "deals": [{"deal": ""}]}', "no game"),
        ('{"game": "nullo"}', "no 'deals'"),
    ],
)
def test_a_malformed_document_gets_one_clear_error(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        game_json.loads(text)


def test_a_record_of_no_deal_needs_its_game() -> None:
    with pytest.raises(NotationError, match="needs the game"):
        game_json.to_dict([])
    data = game_json.to_dict([], like=new_game("slam", seed=0))
    assert data["game"] == "slam" and data["deals"] == [] and game_json.from_dict(data).games == ()


def test_a_bridge_session_record_with_a_claim_replays() -> None:
    from bridgekit.robots import BridgeRobot
    from bridgekit.session import Session

    session = Session("duplicate", seed=3, boards=1)
    game = session.next_game()
    robot = BridgeRobot()
    while not game.is_over and len(game.tricks) < 9:
        game.act(robot.choose(game.view(game.to_act)).action)  # type: ignore[arg-type]
    if not game.is_over:
        game.claim(game.declarer, 13 - len(game.tricks))  # type: ignore[arg-type]
    session.record(game)
    record = game_json.from_dict(session.summary())
    assert record.version == 1 and [g.history for g in record.games] == [game.history]
