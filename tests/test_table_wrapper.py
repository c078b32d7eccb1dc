"""Table mode as a wrapper around any game that opts in with data (RULES 10.1; laws/table_mode/)."""

from __future__ import annotations

import pytest

from bridgekit import Seat, new_game
from bridgekit.calls import Call
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.laws import Decided, Option
from bridgekit.laws.table_mode import TableMode, at_the_table
from bridgekit.state import Phase
from bridgekit.variants import VARIANTS, GameEntry
from bridgekit.variants.bridge import BridgeGame
from bridgekit.variants.minibridge.game import MinibridgeGame
from bridgekit.views import seat_view

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
MINI = "N:T962.4.AT95.AT87 AJ4.AQJT7.K86.54 Q.K53.QJ43.J9632 K8753.9862.72.KQ"


def test_at_the_table_replays_a_strict_game_through_the_laws() -> None:
    strict = new_game("bridge", deal=DEAL)
    for call in ("1S", "P"):
        strict.act(call)
    table = at_the_table(strict)
    direct = new_game("bridge", deal=DEAL, table_mode=True)
    for call in ("1S", "P"):
        direct.act(call)
    assert table == direct
    assert isinstance(table, TableMode) and isinstance(table.game, BridgeGame)
    assert [str(r) for r in table.actions] == ["N 1S", "E P"] and table.laws == "2017"
    table.act("W 2C")  # out of rotation (S was to call): W's LHO accepts or refuses (Laws 29-32)
    assert table.to_act is Seat.NORTH and table.legal_actions() == [
        Decided(Seat.NORTH, Option.ACCEPT),
        Decided(Seat.NORTH, Option.REFUSE),
    ]
    assert len(strict.actions) == 2  # the strict game is not touched


def test_at_the_table_of_a_game_without_table_data_is_refused() -> None:
    with pytest.raises(NotationError, match="booby has no table mode"):
        at_the_table(new_game("booby", seed=1))
    assert "table_mode" not in VARIANTS["booby"].options
    with pytest.raises(NotationError, match="table_mode"):
        new_game("booby", seed=1, table_mode=True)


def test_a_game_opts_in_with_data_in_its_registration_record() -> None:
    entry = GameEntry(
        "practice",
        "bridgekit.variants.minibridge.game:MINIBRIDGE",
        table="bridgekit.variants.minibridge.table:TABLE",
    )
    variant = entry.load()
    assert variant.options["table_mode"] is False and variant.options["laws"] == "2017"
    assert variant.choices["laws"] == ("2017", "classic")
    assert variant.game_class({}) is MinibridgeGame
    assert variant.game_class({"table_mode": True}) is TableMode


def test_the_wrapped_game_keeps_its_own_rules_before_the_play() -> None:
    game = new_game("minibridge", deal=MINI, table_mode=True)
    assert isinstance(game, TableMode) and isinstance(game.game, MinibridgeGame)
    with pytest.raises(IllegalActionError, match="RULES 11.2"):
        game.act("I open")  # N has 9 HCP: the hands fix the step, table mode or not
    for step in ("pass", "I open", "slip 8", "I play", "lengths 5-4-2-2"):
        game.act(step)
    assert game.stage == "contract" and str(game.recommended_contract.contract) == "1H"  # asked of minibridge
    assert seat_view(game, Seat.EAST).stage == "contract"


def test_the_laws_drive_the_wrapped_games_play_and_result() -> None:
    game = new_game("bridge", deal=DEAL, table_mode=True)
    for action in ("1S", "P", "P", "P", "CA", "C8", "DT"):  # W revokes (he holds clubs)
        game.act(action)
    assert game.revokes and game.game.tricks == game.tricks
    while not game.is_over:
        game.act(next(a for a in game.legal_actions() if not isinstance(a, Decided)))
    assert game.game.phase is Phase.OVER
    assert game.game.tricks_won == game.tricks_won and game.game.result == game.result
    assert game.score == game.game.score


def test_law_54A_declarer_becomes_dummy_in_the_view_too() -> None:
    game = new_game("bridge", deal=DEAL, table_mode=True)
    for action in ("1S", "P", "P", "P", "W C5", "become-dummy"):  # W leads out of turn, N spreads
        game.act(action)
    assert game.declarer is Seat.SOUTH and game.dummy is Seat.NORTH
    view = seat_view(game, Seat.SOUTH)
    assert view.contract is not None and view.contract.declarer == Seat.SOUTH
    assert view.zone("dummy", Seat.NORTH) is not None


def test_table_mode_says_whether_the_wrapped_game_has_an_auction() -> None:
    bridge = new_game("bridge", deal=DEAL, table_mode=True)
    assert bridge.has_auction and bridge.can_call(Call.from_str("1C"))
    bridge.act("1C")
    assert bridge.auction == bridge.game.auction and len(bridge.auction) == 1
    assert not new_game("minibridge", seed=1, table_mode=True).has_auction
