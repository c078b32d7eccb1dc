"""Fuzzing actions in 22 game set-ups: at every step of random games, malformed and illegal
actions (text, objects, any seat) are refused with a NotationError or an IllegalActionError
and the game is unchanged; every legal action is accepted; no seat's view shows another hand
during the auction. A bounded share runs by default (in CI); ``--run-slow`` runs many more."""

from __future__ import annotations

import random
import traceback
from typing import TYPE_CHECKING, Any

import pytest

from bridgekit import new_game
from bridgekit.calls import CALLS
from bridgekit.cards import CARDS
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.state import Phase

if TYPE_CHECKING:
    from conftest import FuzzTally

SCORINGS = ("duplicate", "rubber", "bg_rubber", "chicago", "chicago_duplicate", "russian", "obligations")
SET_UPS: list[tuple[str, dict[str, Any]]] = [
    *[("bridge", {"scoring": scoring}) for scoring in SCORINGS],
    ("bridge", {"table_mode": True}),
    ("bridge2", {}),
    ("bridge3", {}),
    ("minibridge", {}),
    ("minibridge", {"table_mode": True}),
    *[("light_bridge", {"variant": form}) for form in ("lb4", "lb3", "lb4_52", "lb4_54", "lb6")],
    ("booby", {}),
    ("nullo", {}),
    ("slam", {}),
    ("chinese_bridge", {}),
    ("konstam", {}),
]
IDS = [name + "".join(f"-{v}" for v in options.values()) for name, options in SET_UPS]
TEXTS = [str(c) for c in CARDS] + [str(c) for c in CALLS] + [
    "", " ", "pass", "draw", "claim 13", "N 1NT", "S SA", "1NT!", "8NT", "0C", "XXX", "♠A", "S10",
    "A 1D", "B P", "Z P", "N claims 99", "N dummy SA", "discards", "A discards SA", "3 P", "N:SA",
    "\x00", "1" * 200, "N names spades", "A reserves SA", "B draws 3", "🂡", "NT", "-1",
]  # fmt: skip


def _inputs(rng: random.Random, game: Any, count: int) -> list[tuple[Any, int | None]]:
    seats = [None, *range(-1, game.variant.seat_count + 2)]
    pool: list[Any] = [*TEXTS, *CARDS[:52], *CALLS]
    return [(rng.choice(pool), rng.choice(seats)) for _ in range(count)]


def _view_leaks(game: Any, players: set[int]) -> list[str]:
    """During the auction no player sees another player's hand (a dummy's may be shown, as the
    game's rules say: bridge2's own dummy, Konstam's open dummy)."""
    if game.phase is not Phase.AUCTION:
        return []
    leaks = []
    for seat in players:
        hands = getattr(game.view(seat), "hands", None)
        for other in players - {seat}:
            if hands is not None and hands[other]:
                leaks.append(f"player {seat} sees player {other}'s hand in the auction")
    return leaks


def fuzz_games(name: str, options: dict[str, Any], seeds: range, per_step: int, tally: FuzzTally) -> None:
    failures: list[str] = []
    tried = clean = 0
    for seed in seeds:
        game = new_game(name, seed=seed, **options)
        rng = random.Random(seed)
        steps = 0
        players: set[int] = set()
        while steps < 400:
            if game.to_act is not None:
                players.add(game.to_act)
            for action, seat in _inputs(rng, game, per_step):
                trial = game.copy()
                tried += 1
                try:
                    trial.act(action, seat=seat)
                except (NotationError, IllegalActionError):
                    clean += 1
                    if trial != game:
                        failures.append(f"seed {seed}: {action!r} seat={seat}: refused but the game changed")
                except Exception:
                    failures.append(f"seed {seed}: {action!r} seat={seat}: {traceback.format_exc(limit=-2)}")
            failures.extend(f"seed {seed}: {leak}" for leak in _view_leaks(game, players))
            legal = [] if game.is_over else game.legal_actions()
            if not legal:
                break
            choice = rng.choice(legal)
            tried += 1
            try:
                game.act(choice)
            except Exception:
                failures.append(f"seed {seed}: legal {choice!r} refused: {traceback.format_exc(limit=-2)}")
                break
            steps += 1
    tally.count("actions (22 set-ups)", tried=tried, clean=clean, failures=len(failures))
    assert failures == [], failures[:5]


@pytest.mark.parametrize(("name", "options"), SET_UPS, ids=IDS)
def test_actions_are_refused_cleanly_and_change_nothing(
    name: str, options: dict[str, Any], fuzz_tally: FuzzTally
) -> None:
    fuzz_games(name, options, range(1), per_step=4, tally=fuzz_tally)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), SET_UPS, ids=IDS)
def test_actions_are_refused_cleanly_and_change_nothing_long(
    name: str, options: dict[str, Any], fuzz_tally: FuzzTally
) -> None:
    fuzz_games(name, options, range(1, 11), per_step=8, tally=fuzz_tally)


def test_there_are_22_set_ups() -> None:
    assert len(SET_UPS) == 22 and len(set(IDS)) == 22
