"""Imports point one way (DESIGN "Layers"): no module imports a layer above its own.

The order, lowest first, is the one in docs/architecture.md. ``scoring`` and ``laws`` depend
only on the core values and the rules, so they sit below the engine, which uses them.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "bridgekit"

LAYERS = [
    "errors",
    "cards",
    "seats",
    "deal",
    "calls",
    "auction",
    "tricks",
    "scoring",
    "laws",
    "state",
    "views",
    "variants",
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
    "errors",
    "cards",
    "seats",
    "deal",
    "calls",
    "auction",
    "tricks",
    "scoring",
    "laws",
    "state",
    "views",
    "variants",
    "formats",
}


def layer_of(module: str) -> str:
    return module.split(".")[1] if module.count(".") else module


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
        found.append((parts[0], path))
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
            assert root == "bridgekit" or root in stdlib, (
                f"{path} imports {name}, not in the standard library"
            )
