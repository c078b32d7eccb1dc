"""One registry, lazy: one registration record per game; a game's module is imported only when
that game is asked for."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from bridgekit.errors import NotationError
from bridgekit.state import Variant
from bridgekit.variants import GAMES, VARIANTS, entry_of, get_variant, new_game, resolve, robot_for


def imported_after(code: str) -> set[str]:
    """The game modules (``bridgekit.variants.*``) a fresh interpreter has imported after *code*."""
    probe = (
        f"import sys\n{code}\nprint(' '.join(m for m in sys.modules if m.startswith('bridgekit.variants.')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    return set(out.stdout.split())


def test_import_bridgekit_imports_no_game() -> None:
    assert imported_after("import bridgekit") == set()


def test_a_game_imports_its_own_modules_only() -> None:
    """Finding the games imports each package's ``__init__`` (its registration record alone);
    playing Booby imports no module of another game's package."""
    loaded = imported_after("import bridgekit\nbridgekit.new_game('booby', seed=1)")
    assert "bridgekit.variants.booby.game" in loaded
    assert {"bridgekit.variants.light_bridge", "bridgekit.variants.slam"} <= loaded
    engines = {m for m in loaded if m.count(".") > 2 or "table" in m}
    assert not {m for m in engines if "light_bridge" in m or "slam" in m or "minibridge" in m or "table" in m}


def test_every_game_package_holds_its_registration_alone() -> None:
    """A game package's ``__init__`` is its registration record: finding every game imports
    no engine."""
    loaded = imported_after("import bridgekit.variants")
    assert {m for m in loaded if m.count(".") > 2} == set()
    assert {"bridgekit.variants.booby", "bridgekit.variants.nullo", "bridgekit.variants.konstam"} <= loaded
    for package in (
        "booby",
        "nullo",
        "slam",
        "chinese_bridge",
        "konstam",
        "bridge2",
        "bridge3",
        "light_bridge",
        "minibridge",
    ):
        assert GAMES[package].variant.startswith(f"bridgekit.variants.{package}.")


def test_every_record_resolves() -> None:
    """Each registration record names a variant, a robot and existing renderer, solver and scorers."""
    for name, entry in GAMES.items():
        variant = entry.load()
        assert isinstance(variant, Variant) and variant.name == name
        assert tuple(variant.forms) == entry.forms and variant.aliases == entry.aliases
        for path in (entry.robot, entry.renderer, entry.solver, *entry.scorers.values()):
            if path is not None:
                assert resolve(path) is not None
        if entry.robot is not None:
            assert robot_for(name) is not None


def test_a_game_defined_in_the_test_suite_is_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """tests/duel.py (registered by conftest) is played by the conformance, view and privacy
    tests like every game, and by its robot through the registry."""
    assert "duel" in GAMES and get_variant("duel").title == "Duel (a test game)"
    game = new_game("duel", seed=4)
    robot = robot_for("duel")
    while not game.is_over:
        assert game.to_act is not None
        game.act(robot.choose(game.view(game.to_act)).action)
    assert game.score is not None and "Duel - you are A" in resolve(GAMES["duel"].renderer or "")(
        game.view(0)
    )
    monkeypatch.setitem(GAMES, "duel", dataclasses.replace(GAMES["duel"], robot=None))
    with pytest.raises(NotationError, match="duel has no robot"):
        robot_for("duel")


def test_names_aliases_and_forms() -> None:
    assert get_variant("Contract-Bridge") is VARIANTS["bridge"]
    assert entry_of("lb3").name == "light_bridge" and entry_of("legkiy_bridzh").name == "light_bridge"
    assert type(robot_for("booby")).__name__ == "SamplingBoobyRobot"
    assert new_game("light", variant="lb3", seed=1).variant.name == "lb3"
    assert "booby" in VARIANTS and len(VARIANTS) == len(GAMES) and sorted(VARIANTS) == sorted(GAMES)
    with pytest.raises(NotationError, match="no game called 'whist'"):
        get_variant("whist")
    with pytest.raises(NotationError, match="cannot load"):
        resolve("bridgekit.variants.nothing:HERE")
