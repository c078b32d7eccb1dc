"""Board records and games: ``Board.from_game`` through every format, ``to_game`` of real boards."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgekit
from bridgekit import Call, Card, Contract, Deal, IllegalCallError, IllegalCardError, Seat, Vulnerability
from bridgekit.errors import NotationError
from bridgekit.formats import Board, json, lin, pbn, read
from bridgekit.variants.bridge import BridgeGame


def new_bridge(**options: object) -> BridgeGame:
    game = bridgekit.new_game("bridge", **options)  # type: ignore[arg-type]
    assert isinstance(game, BridgeGame)
    return game


FULL_PLAY_FILES = [
    "tournaments/realbridge_2021_online_qual_open_r2.pbn",
    "lin/skyclub_2196/sky_club_2196_pairs_jackpot_2000.pbn",
    "lin/pbntools_history_expected.pbn",
    "parse/endplay_example1.pbn",
    "parse/schiphol_single_board_notes.pbn",
]


def random_game(seed: int, *, claim: bool = True) -> BridgeGame:
    rng = random.Random(seed)
    game = new_bridge(deal=Deal.random(rng), board=rng.randint(1, 32))
    stop = rng.randint(0, 120)
    for _ in range(stop):
        if game.is_over:
            break
        actions = game.legal_actions()
        # favour passes so that auctions end and play happens
        passes = [a for a in actions if isinstance(a, Call) and a.index == 0]
        game.act(passes[0] if passes and rng.random() < 0.6 else rng.choice(actions))
    if claim and not game.is_over and game.contract is not None and game.tricks and rng.random() < 0.5:
        rest = 13 - len(game.tricks)
        assert game.declarer is not None
        game.claim(game.declarer, rng.randint(0, rest))
    return game


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32))
def test_random_games_round_trip_through_every_format(seed: int) -> None:
    board = Board.from_game(random_game(seed))
    assert pbn.loads(pbn.dumps([board])) == [board]
    assert json.loads(json.dumps([board])) == [board]
    [via_lin] = lin.loads(lin.dumps([board]))
    keep = ("number", "deal", "dealer", "vulnerability", "auction", "play", "contract", "declarer", "tricks")
    assert {k: getattr(via_lin, k) for k in keep} == {k: getattr(board, k) for k in keep}
    text = pbn.dumps([board])
    assert pbn.dumps(pbn.loads(text)) == text


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32))
def test_from_game_to_game_replays_the_same_game(seed: int) -> None:
    game = random_game(seed)
    board = Board.from_game(game)
    again = board.to_game()
    assert (again.calls, again.contract, again.declarer) == (game.calls, game.contract, game.declarer)
    assert again.is_over == game.is_over and again.result == game.result and again.score == game.score


def test_finished_game_has_score_and_result() -> None:
    game = new_bridge(deal=Deal.random(seed=3), dealer=Seat.NORTH, vulnerability=Vulnerability.NONE, board=1)
    game.act("1NT")
    while not game.is_over:
        game.act(game.legal_actions()[0])
    board = Board.from_game(game)
    assert board.tricks == game.result and board.score == game.score
    assert board.tags["Result"] == str(game.result)


@pytest.mark.parametrize("name", FULL_PLAY_FILES)
def test_to_game_reproduces_recorded_results(data_dir: Path, name: str) -> None:
    replayed = 0
    for board in read(data_dir / name):
        if board.errors or not board.play or board.tricks is None:
            continue
        game = board.to_game()
        assert game.is_over, board.number
        assert (game.contract, game.declarer, game.result) == (board.contract, board.declarer, board.tricks)
        replayed += 1
    assert replayed > 0


def test_illegal_auction_names_the_board_and_call() -> None:
    calls = tuple(map(Call.from_str, ["1S", "1H"]))
    board = Board(number=7, deal=Deal.random(seed=1), dealer=Seat.NORTH, auction=calls)
    with pytest.raises(IllegalCallError, match=r"board 7: call 2 \(1H\) by E"):
        board.to_game()


def test_illegal_card_names_the_board_and_card(data_dir: Path) -> None:
    board = read(data_dir / "parse/endplay_example1.pbn")[0]
    play = (board.play[1], *board.play[1:])
    with pytest.raises(IllegalCardError, match=r"board 1: card 1"):
        dataclasses.replace(board, play=play).to_game()
    with pytest.raises(NotationError):
        Board(number=1).to_game()


def test_play_needs_contract_and_declarer() -> None:
    with pytest.raises(NotationError):
        Board(play=(Card.from_str("SA"),))
    board = Board(contract=Contract.from_str("1NT"), declarer=Seat.SOUTH, tricks=7)
    assert board.leader is Seat.WEST and board.result_text == "1NT="
