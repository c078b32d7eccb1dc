"""The table's views built together (:class:`bridgekit.server.views.TableViews`) are the
engine's seat views, field for field, for every seat, a spectator and declarer acting for
dummy, in every game of the family and through whole deals."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bridgekit.server.rooms import sheet_line
from bridgekit.server.views import TableViews, view_json
from bridgekit.state import Game
from bridgekit.variants import new_game, playable_variants
from bridgekit.views import hook_for

FORMS = sorted({(v.family or v.name, v.name if v.family else None) for v in playable_variants()}, key=str)


def _game(family: str, form: str | None, seed: int) -> Game:
    options: dict[str, Any] = {} if form is None else {"variant": form}
    return new_game(family, seed=seed, **options)


@pytest.mark.parametrize(("family", "form"), FORMS, ids=[f"{f}-{v}" for f, v in FORMS])
def test_views_built_together_are_the_engines(family: str, form: str | None) -> None:
    rng = random.Random(7)
    # what a table keeps from one state to the next (and into the next deal: a new game object)
    zones: dict[Any, str] = {}
    fixed: dict[Any, tuple[Game, str]] = {}
    calls: dict[str, Any] = {}
    checked = 0
    for seed in (11, 12):
        game = _game(family, form, seed=seed)
        seats: list[int | None] = [None, *range(game.variant.seat_count)]
        notes: list[str | None] = []
        while True:
            together = TableViews(game, notes, zone_texts=zones, fixed_texts=fixed, calls_texts=calls)
            order = seats[:]
            rng.shuffle(order)  # whichever seat is built first, the others share its common part
            for seat in order:
                assert json.loads(together.text(seat)) == view_json(game, seat, notes=notes)
                checked += 1
            to_act = game.to_act
            if to_act is not None:
                for seat in seats[1:]:  # someone deciding for the seat to act (declarer for dummy)
                    expected = view_json(game, seat, notes=notes, acts_for=to_act)
                    assert json.loads(together.text(seat, acts_for=to_act)) == expected
                silent = json.loads(together.text(to_act, silent=True))
                assert silent["legal_actions"] == []
                assert silent["zones"] == view_json(game, to_act)["zones"]
            if game.is_over:
                # the score sheet's line: the contract and score of the deal's view
                view = view_json(game, None)
                score = view["score"] or {"text": "", "lines": []}
                assert sheet_line(game, 3) == {
                    "deal": 3,
                    "contract": None if view["contract"] is None else view["contract"]["label"],
                    "text": score["text"],
                    "lines": score["lines"],
                }
                break
            legal = game.legal_actions()
            action = legal[rng.randrange(len(legal))]
            text = hook_for(game).action(game, action).text
            game.act(text, seat=to_act)
            notes.append(f"note {len(notes)}" if rng.random() < 0.5 else None)
            if len(notes) >= 3 and rng.random() < 0.08:  # an undo: the kept texts must not outlive it
                for _step in range(2):
                    game.undo()
                    notes.pop()
    assert checked > 40


def test_views_built_together_refuse_a_seat_the_game_has_not() -> None:
    from bridgekit.errors import NotationError

    together = TableViews(new_game("bridge", seed=1))
    together.text(0)
    with pytest.raises(NotationError, match="no seat 4"):
        together.text(4)


@pytest.mark.parametrize("players", [None, 5])
def test_the_shared_part_written_as_text_is_the_shared_state(tmp_path: Any, players: int | None) -> None:
    """A broadcast's shared part, written from kept texts (the seats while they stay, nothing
    proposed), is the encoding of :meth:`Room.shared_state`, byte for byte: through a deal, a claim
    proposed and rejected (its hands faced), the seats changing, the hand record, the next deal."""
    from bridgekit.server.db import Store
    from bridgekit.server.rooms import Room, dumps, new_table

    store = Store(f"sqlite:///{tmp_path}/shared.db")
    options: dict[str, Any] = {} if players is None else {"players": players}
    table = new_table(store, "bridge", options, ["human"] * (players or 4), seed=5)
    room = Room.load(store, table)
    assert room is not None
    rng = random.Random(3)
    seen: set[str] = set()

    def check() -> None:
        for connected in (set(), {0, 2}, {0, 1, 2, 3}):
            text = room.shared_text(connected=connected)
            sheet = dumps(room.sheet_state())[1:-1]
            assert text == dumps(room.shared_state(connected=connected, sheet=False))[:-1] + "," + sheet
            full = json.loads(text + "}")
            seen.update(full)

    proposed = False
    for _step in range(200):
        check()
        game = room.game
        if game.is_over:
            room.records[room.deal_number] = {"hands": ["…"], "dd": None, "par": None}
            check()
            room.seats = list(store.seats(table))  # a change of seats: a new list
            room._apply(0, "@next", None)
            room.seq += 1
            if room.deal_number == 2:
                break
            continue
        to_act = game.to_act
        assert to_act is not None
        if not proposed and str(game.phase) == "play" and room.controller(int(to_act)) == int(to_act):
            proposed = True
            room._apply(int(to_act), f"@propose claim {0}", "a line")
            check()
            opponent = room.opponents(int(to_act))[0]
            room._apply(opponent, "@answer reject", None)
            room.seq += 2
            continue
        legal = game.legal_actions()
        room._apply(int(to_act), hook_for(game).action(game, legal[rng.randrange(len(legal))]).text, None)
        room.seq += 1
    assert room.deal_number == 2 and proposed
    assert {"faced", "record", "proposal", "note"} <= seen
    assert ("rotation" in seen) == (players is not None)


def test_a_zone_written_as_text_is_its_dictionarys_json() -> None:
    """A zone's text, written member by member, is byte for byte the JSON of its dictionary
    (labels in any language, a pile of nobody's, face-down counts, jokers)."""
    from bridgekit.server.views import _dumps
    from bridgekit.views import Zone

    together = TableViews(new_game("bridge", seed=1))
    for zone in (
        Zone("hand", 0, "North", ("SA", "HK", "D2", "C10"), 0),
        Zone("hand", 3, 'Запад (болван) "x" \\ y', (), 13),
        Zone("talon", None, "Prikup ♠", ("JK", "BJ"), 2),
        Zone("dummy", 2, "", (), 0),
    ):
        members = {"kind": zone.kind, "owner": zone.owner, "label": zone.label, "cards": list(zone.cards)}
        assert together._zone_text(zone) == _dumps({**members, "hidden": zone.hidden})
