"""What a game brings to table mode (RULES 10.1): its data, kept in the game's package
(``variants/bridge/table.py``) and read by :mod:`bridgekit.laws.table_mode`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bridgekit.i18n import N_

__all__ = ["TableRules"]


@dataclass(frozen=True)
class TableRules:
    """What a game brings to table mode (RULES 10.1).

    :param steps: the records of its way to the contract (``Called``; minibridge's steps)
    :param public: those a review of the auction shows (RULES 10.10)
    :param calls: whether its calls go through the Laws on the auction (Laws 24-32, 26B, classic
        unauthorised information); if not, the game checks its own steps, as strictly as outside
        table mode
    :param read: reads a step as its record writes it (``E names E declarer``), if calls do not
    :param before_play: why a card is refused before the play
    :param redeal: when a redeal may be made (RULES 1.3)
    """

    steps: tuple[type, ...]
    public: tuple[type, ...]
    calls: bool = True
    read: Callable[[str], object] | None = None
    before_play: str = N_("the auction is not over (Law 41)")
    redeal: str = N_("a redeal comes before the first call (RULES 1.3)")
