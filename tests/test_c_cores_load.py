"""The optional C cores (the solver's ``_core``, the dealer's ``_build``) load wherever they
were built. Each package falls back to Python when its core is missing, so a core that was
built but cannot load (an undefined symbol after a merge of two branches of ``_core.c``) would
otherwise pass unnoticed, only slower. CI (``CI=true``) has a C compiler, so there both cores
must be built and load."""

from __future__ import annotations

import importlib
import os
from pathlib import Path

import pytest

import bridgekit

PACKAGE = Path(bridgekit.__file__).parent


@pytest.mark.parametrize("module", ["bridgekit.analysis.solver._core", "bridgekit.analysis.dealer._build"])
def test_a_built_c_core_loads(module: str) -> None:
    folder = PACKAGE.joinpath(*module.split(".")[1:-1])
    name = module.rsplit(".", 1)[1]
    built = [*folder.glob(f"{name}.*.so"), *folder.glob(f"{name}.*.pyd"), *folder.glob(f"{name}.so")]
    if os.environ.get("CI") == "true":
        assert built, f"CI builds {module} (setup.py), but no compiled file is in {folder}"
    for _ in built[:1]:
        importlib.import_module(module)  # an ImportError names the missing symbol
