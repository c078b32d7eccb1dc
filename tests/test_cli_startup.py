"""Commands start at once: each subcommand imports only what it uses (issue 18).

Not timed (speed is measured by benchmarks/bench_startup.py): these tests check in a fresh
interpreter which modules a command imports.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

import pytest

from bridgekit.cli.main import COMMANDS, build_parser

HEAVY = ("sqlalchemy", "numpy", "jinja2", "starlette", "dask", "bridgekit.variants", "bridgekit.store")

PROBE = """
import json, sys
from bridgekit.cli.main import main
code = main({argv!r})
print(json.dumps([code, sorted(sys.modules)]), file=sys.stderr)
"""


def modules_after(argv: list[str]) -> tuple[int, str, set[str]]:
    """Exit code, stdout and the imported modules of ``bridgekit *argv*`` in a fresh interpreter."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(argv=argv)], capture_output=True, text=True, check=True
    )
    code, modules = json.loads(done.stderr.strip().splitlines()[-1])
    return code, done.stdout, set(modules)


@pytest.mark.parametrize(
    "argv",
    [["score", "4HX", "10", "--vul"], ["--help"], ["score", "--help"], ["--version"], []],
)
def test_light_commands_import_no_heavy_library(argv: list[str]) -> None:
    code, _, modules = modules_after(argv)
    assert code == 0
    heavy = sorted(name for name in modules if name.startswith(HEAVY))
    assert heavy == []


def test_score_still_scores_in_the_fresh_interpreter() -> None:
    code, out, modules = modules_after(["score", "4HX", "10", "--vul"])
    assert (code, out) == (0, "790\n")
    others = {f"bridgekit.cli.{module}" for module, _ in COMMANDS.values()} - {"bridgekit.cli.score"}
    assert not others & modules  # no other subcommand's module


def test_a_command_imports_its_own_module_only_when_named() -> None:
    _, _, modules = modules_after(["score-file", "--help"])
    assert "bridgekit.cli.score_file" in modules
    assert "bridgekit.cli.event" not in modules


def subparser(parser: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    """The parser of subcommand *name* of *parser*."""
    (action,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    found: argparse.ArgumentParser = action.choices[name]
    return found


def test_the_lazy_help_is_the_full_help() -> None:
    """The one-line helps in COMMANDS are those the modules give their subcommands."""
    assert build_parser(["--help"]).format_help() == build_parser().format_help()


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_each_command_builds_the_same_parser_alone(name: str) -> None:
    full = subparser(build_parser(), name)
    alone = subparser(build_parser([name]), name)
    assert alone.format_help() == full.format_help()
    assert alone.get_default("run") is not None
