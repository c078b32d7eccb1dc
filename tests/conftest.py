"""Shared test fixtures: the location of ``../shared/data``, the slow-test flag, and Duel (a game
defined only in the test suite, registered for every test)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import NoReturn

import pytest

from bridgekit.variants import GAMES, register

# ``BridgeRobot()`` plays cards by double-dummy simulation; the suite's many robot-only deals (the
# web table's and the terminal's robots included, in this process and in the servers and commands it
# starts) play them by rules of thumb, which take no DDS time. Tests of the simulating default ask for
# it (``BridgeRobot(play="pimc")``, or the variable removed).
os.environ["BRIDGEKIT_ROBOT_PLAY"] = "heuristic"

#: ``shared/`` sits beside the repository (RULES.md, DESIGN.md and the test data).
SHARED = Path(os.environ.get("BRIDGEKIT_SHARED", Path(__file__).resolve().parents[2] / "shared"))
DATA = SHARED / "data"


def _register_duel() -> None:
    """Register Duel, the small game defined only in the test suite (tests/duel.py): the
    conformance, seat-view and privacy tests pick it up with every registered game."""
    if "duel" in GAMES:
        return
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import duel

    register(duel.REGISTRATION, package="duel")


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
def benchmark() -> Callable[[str], ModuleType]:
    """Loads a script of ``benchmarks/`` by name (``"bench_server"``) as a module under test."""
    import importlib.util

    def load(name: str) -> ModuleType:
        path = Path(__file__).resolve().parents[1] / "benchmarks" / f"{name}.py"
        spec = importlib.util.spec_from_file_location(f"{name}_under_test", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # (its dataclasses look their module up)
        try:
            spec.loader.exec_module(module)
        finally:
            del sys.modules[spec.name]
        return module

    return load


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """``../shared/data``: real files written by other programs."""
    assert DATA.is_dir(), f"test data not found at {DATA} (set BRIDGEKIT_SHARED)"
    return DATA


class FuzzTally:
    """Figures of the fuzz and soak tests: cases tried, clean errors, failures (printed at the end)."""

    def __init__(self) -> None:
        self.rows: dict[str, list[int]] = {}

    def count(self, name: str, *, tried: int = 0, clean: int = 0, failures: int = 0) -> None:
        row = self.rows.setdefault(name, [0, 0, 0])
        row[0] += tried
        row[1] += clean
        row[2] += failures


_TALLY = pytest.StashKey[FuzzTally]()


@pytest.fixture(scope="session")
def fuzz_tally(request: pytest.FixtureRequest) -> FuzzTally:
    """The session's :class:`FuzzTally` (``pytest_terminal_summary`` prints it)."""
    return request.config.stash.setdefault(_TALLY, FuzzTally())


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    tally = config.stash.get(_TALLY, None)
    if tally is None or not tally.rows:
        return
    terminalreporter.section("fuzz and soak figures")
    terminalreporter.write_line(f"{'':34}{'tried':>12}{'clean errors':>14}{'failures':>10}")
    totals = [0, 0, 0]
    for name, (tried, clean, failures) in sorted(tally.rows.items()):
        terminalreporter.write_line(f"{name:34}{tried:>12,}{clean:>14,}{failures:>10,}")
        totals = [totals[0] + tried, totals[1] + clean, totals[2] + failures]
    terminalreporter.write_line(f"{'total':34}{totals[0]:>12,}{totals[1]:>14,}{totals[2]:>10,}")


def in_ci() -> bool:
    """Whether the tests run in CI (``.ci/run`` is started with ``CI=true``)."""
    return os.environ.get("CI", "").strip().lower() in ("true", "1", "yes")


def no_postgres(reason: str) -> NoReturn:
    """Skip a PostgreSQL test on a developer's machine without PostgreSQL; fail it in CI."""
    if in_ci():
        pytest.fail(f"{reason} (CI=true: PostgreSQL tests must run, not be skipped)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A PostgreSQL URL: ``BRIDGEKIT_TEST_POSTGRES`` if set (``.ci/run`` sets it); else a
    throwaway server from ``.ci/postgres.sh`` if the binaries are installed; else a skip — but
    in CI (``CI=true``) a failure, so no PostgreSQL test is ever left behind there.
    (A test module may define its own ``postgres_url``, which then takes precedence.)"""
    given = os.environ.get("BRIDGEKIT_TEST_POSTGRES")
    if given:
        yield given
        return
    if shutil.which("initdb") is None and not any(Path("/usr/lib/postgresql").glob("*/bin/initdb")):
        no_postgres("PostgreSQL not available: set BRIDGEKIT_TEST_POSTGRES or install postgresql")
    script = Path(__file__).resolve().parents[1] / ".ci" / "postgres.sh"
    try:
        done = subprocess.run([script], capture_output=True, text=True, check=True, timeout=120)
    except (subprocess.SubprocessError, OSError) as error:
        no_postgres(f"could not start PostgreSQL with .ci/postgres.sh: {error}")
    values = dict(
        line.removeprefix("export ").split("=", 1) for line in done.stdout.splitlines() if "=" in line
    )
    try:
        yield values["BRIDGEKIT_TEST_POSTGRES"]
    finally:
        subprocess.run([script, "--stop", values["BRIDGEKIT_TEST_POSTGRES_DATA"]], check=False)
