"""Build the optional C core of the double-dummy solver (``bridgekit.analysis.solver._core``)
and the dealer's optional Deal builder (``bridgekit.analysis.dealer._build``), and compile the
message catalogues (``locale/*/LC_MESSAGES/bridgekit.po`` to ``.mo``, with Babel).

Metadata lives in ``pyproject.toml``; this file only declares the extensions. If the C
compiler is missing or fails, the install goes on without them: the solver falls back to
its pure-Python search, the dealer to making its Deal objects in Python.
"""

from __future__ import annotations

import platform

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py


class OptionalBuildExt(build_ext):
    """Build extensions, but never fail the install because of one."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as error:  # noqa: BLE001 - any compiler failure means "no C core"
            print(f"bridgekit: C core not built ({error}); using the pure-Python solver")

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:  # noqa: BLE001
            print(f"bridgekit: {ext.name} not built ({error}); using the pure-Python solver")


class BuildPyWithCatalogues(build_py):
    """Copy the Python files, then compile each ``.po`` catalogue next to its copy as ``.mo``."""

    def run(self) -> None:
        super().run()
        from pathlib import Path

        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for po in sorted(Path("src/bridgekit/locale").glob("*/LC_MESSAGES/bridgekit.po")):
            target = Path(self.build_lib) / po.relative_to("src").with_suffix(".mo")
            target.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as source:
                catalog = read_po(source, locale=po.parts[-3])
            with target.open("wb") as handle:
                write_mo(handle, catalog)


setup(
    ext_modules=[
        Extension(
            "bridgekit.analysis.solver._core",
            ["src/bridgekit/analysis/solver/_core.c"],
            # every x86-64 CPU of the last fifteen years counts bits in one instruction
            extra_compile_args=["-O3", *(["-mpopcnt"] if platform.machine() in ("x86_64", "AMD64") else [])],
            optional=True,
        ),
        # the dealer's Deal objects made in C (else bridgekit.deal.deals_from_masks, in Python)
        Extension(
            "bridgekit.analysis.dealer._build", ["src/bridgekit/analysis/dealer/_build.c"], optional=True
        ),
    ],
    cmdclass={"build_ext": OptionalBuildExt, "build_py": BuildPyWithCatalogues},
)
