"""The README's examples are doctests, so the front page cannot drift from the code."""

from __future__ import annotations

import doctest
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples_run() -> None:
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0


def test_readme_starts_with_the_two_commands() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    block = lines[lines.index("```sh") + 1 : lines.index("```sh") + 3]
    assert block[0].startswith("pip install -e '.[all]' && bridgekit serve")  # issue 15
    assert block[1].startswith("python -m pytest")


def test_every_subcommand_is_in_the_readme() -> None:
    import argparse

    from bridgekit.cli.main import build_parser

    text = README.read_text(encoding="utf-8")
    commands = next(
        action.choices for action in build_parser()._actions if isinstance(action, argparse._SubParsersAction)
    )
    missing = [name for name in commands if f"bridgekit {name} " not in text]
    assert not missing, f"subcommands missing from the README: {missing}"
