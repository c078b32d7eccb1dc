"""Shared test fixtures: the location of ``../shared/data``, the slow-test flag, and Duel (a game
defined only in the test suite, registered for every test)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from bridgekit.variants import GAMES, register

#: ``shared/`` sits beside the repository (RULES.md, DESIGN.md and the test data).
SHARED = Path(os.environ.get("BRIDGEKIT_SHARED", Path(__file__).resolve().parents[2] / "shared"))
DATA = SHARED / "data"


def _register_duel() -> None:
    """Register Duel, the small game defined only in the test suite (tests/duel.py): the
    conformance, seat-view and privacy tests pick it up with every registered game."""
    if "duel" in GAMES:
        return
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from duel import DUEL

    register(DUEL, robot="bridgekit.robots:RandomRobot", renderer="duel:render_duel")


_register_duel()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-slow", action="store_true", help="run long soak and fuzz tests")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--run-slow"):
        return
    # Slow tests are deselected (not skipped) so a normal run reports none left behind.
    kept = [item for item in items if "slow" not in item.keywords]
    if len(kept) != len(items):
        config.hook.pytest_deselected(items=[i for i in items if "slow" in i.keywords])
        items[:] = kept


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """``../shared/data``: real files written by other programs."""
    assert DATA.is_dir(), f"test data not found at {DATA} (set BRIDGEKIT_SHARED)"
    return DATA
