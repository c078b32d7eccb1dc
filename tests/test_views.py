"""The seat view (docs/view.md): one typed view of every game, its JSON round trip, its actions."""

from __future__ import annotations

import json
import random

import pytest

from bridgekit import new_game
from bridgekit.errors import NotationError
from bridgekit.formats import view_json
from bridgekit.state import Game
from bridgekit.variants import playable_variants
from bridgekit.views import SPECTATOR, SeatView, call_label, card_label, seat_view

#: every registered game and every form of a family, plus the table modes
GAMES = {variant.name: variant for variant in playable_variants()}
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def start(name: str, seed: int) -> Game:
    if name.endswith("+table"):
        return new_game(name.removesuffix("+table"), seed=seed, table_mode=True)
    variant = GAMES[name]
    return variant.game_class({})(variant, seed=seed)


def check_view(game: Game, seat: int | None) -> SeatView:
    view = seat_view(game, seat)
    text = view_json.dumps(view)
    assert view_json.loads(text) == view
    assert json.loads(text)["version"] == 1
    assert view.seat == seat and view.to_act == game.to_act and view.is_over == game.is_over
    if seat is None or game.to_act != seat:
        assert view.legal_actions == ()
    else:
        assert len(view.legal_actions) == len(game.legal_actions())
    for action in view.legal_actions:
        trial = game.copy()
        trial.act(action.text, seat=seat)
        assert len(trial.history) == len(game.history) + 1
        assert action.kind in ("call", "card", "choice") and action.label
    return view


@pytest.mark.parametrize("name", [*sorted(GAMES), "bridge+table", "minibridge+table"])
def test_every_game_has_a_seat_view_whose_actions_are_accepted(name: str) -> None:
    game = start(name, 11)
    rng = random.Random(11)
    while True:
        for seat in [SPECTATOR, *range(game.variant.seat_count)]:
            check_view(game, seat)
        if game.is_over:
            break
        game.act(rng.choice(game.legal_actions()))
    view = seat_view(game, SPECTATOR)
    assert view.stage == "over" and view.score is not None and view.to_act is None


def test_bridge_view_follows_the_contract() -> None:
    """RULES 1.8: own hand; dummy after the opening lead; calls with labels; W N E S grid."""
    game = new_game("bridge", deal=DEAL)
    for call in ["1S", "P", "P", "P"]:
        game.act(call)
    east = seat_view(game, 1)
    assert east.stage == "play" and east.to_act == 1 and east.call_columns == (3, 0, 1, 2)
    assert [z.kind for z in east.zones] == ["hand"] * 4
    assert east.zones[1].cards[:4] == ("ST", "S9", "S8", "H7") and east.zones[0].hidden == 13
    assert east.contract is not None and east.contract.label == "1♠ by North" and east.contract.declarer == 0
    assert [c.label for c in east.calls] == ["1♠", "Pass", "Pass", "Pass"]
    assert east.legal_actions[0].kind == "card" and east.legal_actions[0].label.startswith("♣")
    game.act("CJ")
    for seat in (SPECTATOR, 1, 3):
        dummy = seat_view(game, seat).zones[2]
        assert dummy.kind == "dummy" and len(dummy.cards) == 13 and dummy.hidden == 0
    north = seat_view(game, 0)
    assert north.to_act == 0 and north.legal_actions[0].text.startswith(("S", "H", "D", "C"))
    assert {a.text for a in north.legal_actions} <= set(north.zones[2].cards)  # declarer plays dummy's card
    assert north.current_trick.leader == 1 and north.current_trick.cards[0].card == "CJ"


def test_spectator_sees_public_information_until_the_end() -> None:
    game = new_game("bridge", seed=4)
    rng = random.Random(4)
    while not game.is_over:
        view = seat_view(game, SPECTATOR)
        if game.contract is None or not game.tricks and not game.current_trick:
            assert all(zone.cards == () for zone in view.zones)
        game.act(rng.choice(game.legal_actions()))
    end = seat_view(game, SPECTATOR)
    assert end.score is not None and sum(line.value for line in end.score.lines) == 0


def test_labels_use_suit_symbols() -> None:
    assert card_label("HT") == "♥10" and card_label("SA") == "♠A" and card_label("J1") == "J1"
    assert call_label("4H") == "4♥" and call_label("X") == "Double" and call_label("P") == "Pass"
    assert call_label("3NT") == "3NT"


def test_json_reader_names_what_is_wrong() -> None:
    text = view_json.dumps(seat_view(new_game("bridge", seed=1), 0))
    data = json.loads(text)
    data["zones"][0]["hidden"] = "13"
    with pytest.raises(NotationError, match="'hidden'"):
        view_json.from_dict(data)
    with pytest.raises(NotationError, match="version 2"):
        view_json.loads(text.replace('"version": 1', '"version": 2'))
    with pytest.raises(NotationError, match="not JSON"):
        view_json.loads("{")


def test_a_seat_the_game_does_not_have_is_refused() -> None:
    with pytest.raises(NotationError, match="no seat 7"):
        seat_view(new_game("bridge", seed=1), 7)


def test_light_bridge_talon_is_shown_by_its_taker_and_discards_stay_his() -> None:
    """RULES 12.7.1: the taker shows a face-down talon to all; his discards are secret to the end."""
    game = new_game("light_bridge", variant="lb4_54", seed=3)
    rng = random.Random(3)
    while game.stage.value == "auction":
        game.act(rng.choice(game.legal_actions()))
    if game.is_over:
        pytest.fail("seed 3 must reach the talon")
    taker = game.to_act
    assert taker is not None
    before = seat_view(game, (taker + 1) % 4)
    talon = before.zone("talon", None)
    assert talon is not None and talon.cards == () and talon.hidden == 2
    game.act("take", seat=taker)
    other = seat_view(game, (taker + 1) % 4)
    assert "takes the talon" in other.log[-1].text
    assert all(card_label(card) in other.log[-1].text for card in game.deal.talon)
    discard = seat_view(game, taker).legal_actions[0]
    assert discard.text.startswith("discard ") and discard.kind == "card"
    game.act(discard.text, seat=taker)
    mine, theirs = (
        seat_view(game, taker).zone("discards", taker),
        seat_view(game, (taker + 1) % 4).zone("discards", taker),
    )
    assert (
        mine is not None
        and len(mine.cards) == 1
        and theirs is not None
        and theirs.cards == ()
        and theirs.hidden == 1
    )
    assert "a card" in seat_view(game, (taker + 1) % 4).log[-1].text


def test_forms_report_their_family() -> None:
    view = seat_view(new_game("light_bridge", variant="lb3", seed=1), 0)
    assert (view.game, view.form, view.vulnerability) == ("light_bridge", "lb3", None)
    assert [s.name for s in view.seats] == ["1", "2", "3"] and [s.name for s in view.sides] == ["1", "2", "3"]


def test_nullo_labels_and_booby_dummy_seat() -> None:
    """RULES 13.2: nullo bids; the Booby dummy is seat 3 of the view (13.3)."""
    booby = seat_view(new_game("booby", seed=1), 0)
    assert booby.seats[3].name == "dummy" and booby.seats[3].side is None
    assert call_label("4NU") == "4 nullo" and call_label("4NUX") == "4 nulloX"
