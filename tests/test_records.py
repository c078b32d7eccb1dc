"""The engine's records shared by every game: one ``Called`` record of a call, whatever the game's
ladder, whose seat prints as the game names it (DESIGN "Contracts": seats as their rules name them)."""

from __future__ import annotations

import pickle
import random

import pytest

from bridgekit import new_game
from bridgekit.calls import BOOBY_LADDER, BRIDGE_LADDER
from bridgekit.cards import Card
from bridgekit.errors import NotationError
from bridgekit.seats import Seat
from bridgekit.state import Called, Game, NamedSeat, Played
from bridgekit.variants import playable_variants

GAMES = {variant.name: variant for variant in playable_variants()}


def first_call(game: Game, rng: random.Random) -> Called | None:
    """The record of the first call of a random play-out, if the game makes one."""
    for _ in range(200):
        if game.is_over:
            return None
        made = game.act(rng.choice(game.legal_actions()))
        if isinstance(made, Called):
            return made
    return None


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_records_a_call_as_called_with_the_seat_as_it_names_it(name: str) -> None:
    variant = GAMES[name]
    game = variant.game(variant, seed=3)
    record = first_call(game, random.Random(3))
    if record is None:  # minibridge announces, it does not call
        assert not any(isinstance(r, Called) for r in game.history)
        return
    assert type(record) is Called
    seat_text, call_text = str(record).split(" ", 1)
    assert seat_text == game.seat_name(int(record.seat)) and call_text == str(record.call)
    assert record.text(game.variant.seat_names) == str(record)
    again = game.copy()  # the record equals one made with the bare index: replay and undo agree
    assert again.history == game.history and Called(int(record.seat), record.call) == record


def test_a_named_seat_is_its_index_in_every_comparison() -> None:
    seat = NamedSeat(2, "Open")
    assert seat == 2 and hash(seat) == hash(2) and str(seat) == "Open" and repr(seat) == "2"
    assert pickle.loads(pickle.dumps(seat)) == 2 and str(pickle.loads(pickle.dumps(seat))) == "Open"
    ace = Card.from_str("SA")
    assert Played(seat, ace) == Played(2, ace) and str(Played(seat, ace)) == "Open SA"


def test_called_reads_back_from_its_text() -> None:
    names = ("A", "B", "C")
    called = Called(2, BOOBY_LADDER.call("5NU"))
    assert Called.from_str(called.text(names), names, BOOBY_LADDER) == called
    assert str(Called(Seat.WEST, BRIDGE_LADDER.call("1NT"))) == "W 1NT"
    with pytest.raises(NotationError, match="not a seat and a call"):
        Called.from_str("D 5NU", names, BOOBY_LADDER)


def test_konstam_prints_its_hands_by_name() -> None:
    game = new_game("konstam", seed=2)
    assert str(game.act("1S closed")) == "A 1S closed" and str(game.act("P")) == "B P"
    card = game.act(game.legal_actions()[0])
    assert isinstance(card, Played) and str(card).split()[0] in ("A", "B", "Open", "Closed")
