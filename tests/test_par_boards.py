"""benchmarks/par_boards.py: which boards ``rerun`` plays again."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType


def test_rerun_replays_competitive_boards_or_those_holding_a_call(
    benchmark: Callable[[str], ModuleType],
) -> None:
    script = benchmark("par_boards")
    assert script.replayed("1H 1S P P P")  # both sides called
    assert not script.replayed("1H P 2D P 2S P 3NT P P P")  # uncontested
    # a change acting over partner's 3NT: the boards whose auction holds 3NT, contested or not
    assert script.replayed("1H P 2D P 2S P 3NT P P P", "3NT")
    assert not script.replayed("1H 1S P P P", "3NT")
    assert not script.replayed("1H P 2D P 2S P 4NT P 5H P 6H P P P", "3NT")  # 4NT is not 3NT
