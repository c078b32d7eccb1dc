"""The examples of ``docs/scoring.md`` are doctests and must stay true."""

from __future__ import annotations

import doctest
from pathlib import Path

GUIDE = Path(__file__).resolve().parents[1] / "docs" / "scoring.md"


def test_scoring_guide_examples() -> None:
    result = doctest.testfile(str(GUIDE), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0
    assert result.failed == 0
