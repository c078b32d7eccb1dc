"""The solver adapter of Chinese bridge (RULES 16): face-down cards and the 13-trick limit.

Each player's playable cards are his hand and his face-up row; the face-down cards are
locked, each freed by the face-up card above it once the trick in which that card is played
is over (RULES 16.3). The play stops after 13 tricks with 26 cards left, so the position
carries :attr:`~bridgekit.analysis.solver.Position.tricks_to_play`. The side is declarer.

>>> from bridgekit.variants import new_game
>>> game = new_game("chinese_bridge", seed=1)
>>> for call in ("1NT", "P"):
...     _ = game.act(call)
>>> pos = position_of_chinese_bridge(game)
>>> pos.tricks_to_play, [len(CardSet(m)) for m in pos.locked], objective_of_chinese_bridge(game)
(13, [11, 11], Objective(lo=7, hi=1000))
"""

from __future__ import annotations

from typing import Final

from bridgekit.analysis.solver.adapters import (
    bridge_objective,
    register_adapter,
    register_objective,
    staged_play,
    staged_position,
    trick_of,
)
from bridgekit.analysis.solver.position import Position
from bridgekit.cards import CardSet
from bridgekit.variants.chinese_bridge.game import ChineseBridgeGame

__all__ = ["position_of_chinese_bridge", "objective_of_chinese_bridge"]

#: RULES 16.3 DECISION: 13 tricks of two cards
TRICKS: Final = 13


@register_adapter("chinese_bridge")
def position_of_chinese_bridge(game: ChineseBridgeGame) -> Position:
    """The position of a game of Chinese bridge in its play; the side is declarer.

    :raises SolverError: if the game is not in its play phase
    """
    play = staged_play(game, "chinese_bridge")
    unlocks: dict[int, int] = {}
    for up_row, down_row in zip(game._up, game._down, strict=True):
        for up, down in zip(up_row, down_row, strict=True):
            if up is not None and down is not None:
                unlocks[up.index] = down.mask
    # a face-up card played to this trick frees its face-down card when the trick is over
    played = {p.seat: p.card for p in trick_of(play)}
    for seat, position in game._turning:
        down = game._down[seat][position]
        if down is not None:
            unlocks[played[seat]] = down.mask
    return staged_position(
        game,
        "chinese_bridge",
        trick_size=2,
        locked=tuple(CardSet(c for c in row if c is not None).mask for row in game._down),
        unlocks=unlocks,
        tricks_to_play=TRICKS - len(play.tricks),
    )


#: declarer's contract: at least six tricks more than its level (RULES 16.4, rubber bridge)
objective_of_chinese_bridge = register_objective("chinese_bridge")(bridge_objective)
