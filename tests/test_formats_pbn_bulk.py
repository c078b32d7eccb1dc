"""Reading a large PBN file (issue 18): the cycle collector is paused while boards are built,
and the boards read are the same as with the collector running (speed: benchmarks/bench_pbn.py)."""

from __future__ import annotations

import dataclasses
import gc
from pathlib import Path

import pytest

from bridgekit.errors import ParseError
from bridgekit.formats import _pbn_reader, pbn


def test_boards_read_with_the_collector_paused_equal_those_read_with_it(data_dir: Path) -> None:
    text = (data_dir / "tournaments" / "paloalto_2025-12-23_bridgecomposer.pbn").read_text(encoding="utf-8")
    board_pool = [board for board in pbn.loads(text) if not board.errors]
    many = pbn.dumps(dataclasses.replace(board_pool[i % len(board_pool)], number=i + 1) for i in range(300))
    fast = pbn.loads(many)
    plain = _pbn_reader.read_boards(many, source=None)  # the reader itself, collector running
    assert fast == plain and len(fast) == 300


def test_the_collector_runs_again_after_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []
    read = _pbn_reader.read_boards

    def spy(text: str, *, source: str | None = None) -> list[object]:
        seen.append(gc.isenabled())
        return read(text, source=source)  # type: ignore[return-value]

    monkeypatch.setattr(pbn, "read_boards", spy)
    assert gc.isenabled()
    pbn.loads('[Board "1"]\n')
    assert seen == [False] and gc.isenabled()
    with pytest.raises(ParseError):
        pbn.loads('[Board "x"]\n', strict=True)
    assert gc.isenabled()
