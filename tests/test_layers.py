"""Imports point one way (DESIGN "Layers"): no module imports a layer above its own.

The order, lowest first, is the one in docs/architecture.md. ``scoring`` and ``laws`` depend
only on the core values and the rules, so they sit below the engine, which uses them.

A game's package (``variants/<game>/``) holds its engine and, beside it, the parts of the game
that belong to higher (or lower) layers: a file named ``robot*`` is in ``robots``, ``render*`` in
``cli``, ``solver*`` in ``analysis`` and ``scor*`` in ``scoring``; each may import its own layer's
modules and below, and the engine files may import none of those above ``variants``.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "bridgekit"

LAYERS = [
    "i18n",
    "call_words",
    "errors",
    "cards",
    "seats",
    "deal",
    "calls",
    "contracts",
    "auction",
    "tricks",
    "records",
    "scoring",
    "laws",
    "state",
    "views",
    "kinds",
    "variants",
    "table_mode",
    "formats",
    "analysis",
    "robots",
    "session",
    "multiplayer",
    "tournament",
    "store",
    "server",
    "cli",
]
#: modules that may import everything (the package façade)
FACADES = {"__init__"}
#: the core that must need nothing but the standard library
CORE = {
    "i18n",
    "call_words",
    "errors",
    "cards",
    "seats",
    "deal",
    "calls",
    "contracts",
    "auction",
    "tricks",
    "records",
    "scoring",
    "laws",
    "state",
    "views",
    "kinds",
    "variants",
    "table_mode",
    "formats",
}


#: optional imports of core modules, each inside ``try: … except ImportError`` with a fallback from
#: the standard library (English and plain number formats without Babel: tests/test_i18n.py)
OPTIONAL = {"i18n": {"babel"}}


#: a file of a game package by the start of its name → the layer it belongs to
GAME_PARTS = {"robot": "robots", "render": "cli", "solver": "analysis", "scor": "scoring"}


def _game_part(parts: tuple[str, ...] | list[str]) -> str | None:
    """The layer of ``variants/<game>/<file>`` when the file is one of the game's parts, and of
    ``laws/table_mode/…`` (table mode wraps a game: above ``variants``)."""
    if len(parts) >= 2 and parts[0] == "laws" and parts[1] == "table_mode":
        return "table_mode"
    if len(parts) >= 3 and parts[0] == "variants":
        for start, layer in GAME_PARTS.items():
            if parts[2].startswith(start):
                return layer
    return None


def layer_of(module: str) -> str:
    parts = module.split(".")[1:]
    return _game_part(parts) or (parts[0] if parts else module)


def imports_of(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def modules() -> list[tuple[str, Path]]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        found.append((_game_part(parts) or parts[0], path))
    return found


def test_every_module_belongs_to_a_known_layer() -> None:
    for top, path in modules():
        assert top in LAYERS or top in FACADES, f"{path}: add its layer to LAYERS and docs/architecture.md"


def test_no_module_imports_a_higher_layer() -> None:
    for top, path in modules():
        if top in FACADES:
            continue
        own = LAYERS.index(top)
        for name in imports_of(path):
            assert name != "bridgekit", f"{path} imports the package façade; import from the layer's module"
            if not name.startswith("bridgekit."):
                continue
            target = layer_of(name)
            assert target not in FACADES, f"{path} imports the package façade {name}"
            assert LAYERS.index(target) <= own, f"{path} ({top}) imports {name} ({target}), a higher layer"


def test_core_needs_only_the_standard_library() -> None:
    import sys

    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    for top, path in modules():
        if top not in CORE:
            continue
        for name in imports_of(path):
            root = name.split(".")[0]
            assert root == "bridgekit" or root in stdlib or root in OPTIONAL.get(top, set()), (
                f"{path} imports {name}, not in the standard library"
            )


def _module_graph() -> dict[str, set[str]]:
    """Every module of the package and the modules it imports (anywhere in it, functions too).

    ``from package import submodule`` is an edge to the submodule only.
    """
    names = {}
    for path in PACKAGE.rglob("*.py"):
        parts = ("bridgekit", *path.relative_to(PACKAGE).with_suffix("").parts)
        names[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    graph: dict[str, set[str]] = {name: set() for name in names}
    for name, path in names.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parent, *([node.module] if node.module else [])])
                subs = {f"{base}.{alias.name}" for alias in node.names} & names.keys()
                graph[name] |= subs or ({base} & names.keys())
            elif isinstance(node, ast.Import):
                graph[name] |= {alias.name for alias in node.names} & names.keys()
    return graph


def test_no_import_circles() -> None:
    """No module imports, even inside a function, a module that imports it back (issue 13: the
    dealer, the solver adapters, scoring/russian and obligations, cli/play and cli/players)."""
    graph = _module_graph()
    reach: dict[str, set[str]] = {}

    def reachable(start: str) -> set[str]:
        seen: set[str] = set()
        todo = [start]
        while todo:
            for nxt in graph[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    for name in graph:
        reach[name] = reachable(name)
    circles = sorted(
        f"{a} <-> {b}"
        for a in graph
        for b in graph[a]
        if a in reach[b] and a != b and not b.startswith(a + ".") and a.rpartition(".")[0] != b
    )
    assert circles == [], circles


def test_the_parts_of_a_game_package_sit_in_their_layers() -> None:
    """``variants/booby/robot.py`` is a robot, ``render.py`` the terminal's, ``solver.py`` the
    analysis', ``scoring.py`` scoring's; the engine files stay in ``variants``."""
    layers = {path.relative_to(PACKAGE).as_posix(): top for top, path in modules()}
    assert layers["variants/booby/robot.py"] == "robots"
    assert layers["variants/booby/render.py"] == "cli"
    assert layers["variants/booby/solver.py"] == "analysis"
    assert layers["variants/booby/scoring.py"] == "scoring"
    assert layers["variants/booby/game.py"] == layers["variants/booby/__init__.py"] == "variants"
    assert layer_of("bridgekit.variants.light_bridge.robot") == "robots"
    assert layer_of("bridgekit.variants.light_bridge.records") == "variants"
    assert layer_of("bridgekit.variants.robots_like_module") == "variants"
    assert layer_of("bridgekit.laws.table_mode.state") == "table_mode"
    assert layer_of("bridgekit.laws.table_mode") == "table_mode"
    assert layer_of("bridgekit.laws.table_rules") == "laws"
