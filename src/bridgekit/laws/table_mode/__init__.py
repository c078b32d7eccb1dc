"""Table mode (RULES 10): a game recorded as it happens at a real table, the Laws' rectifications
applied to it as rules.

:func:`at_the_table` wraps a game in a :class:`TableMode` (``new_game(name, table_mode=True,
laws="2017")`` or ``laws="classic"`` builds one). A call out of rotation, an insufficient bid, a lead
out of turn, a revoke, an exposed card or a claim is recorded, not refused; each opens the choices
the Laws give to the right player as that player's legal actions, and what follows (passes owed,
lead penalties, penalty cards, revoke corrections and transfers, claims played on) is enforced.
The wrapped game keeps its own rules for everything else and is asked for it: its stages, its
records, its contract, its score. The history stays the single source of truth: replaying it gives
the same game.

A game opts in with data, a :class:`~bridgekit.laws.table_rules.TableRules` value in its package
named by its registration record (``GameEntry(table="bridgekit.variants.bridge.table:TABLE")``);
the wrapped game is a :class:`~bridgekit.kinds.owned.OwnedGame`, whose play
(``_play``), end (``_phase``, ``_claim``) and revoke transfers (``_transferred``) the Laws' play
drives.

Unlike the rest of :mod:`bridgekit.laws` (rule functions over the core values), this package wraps
a game, so it sits above the engine and the games (tests/test_layers.py). Its modules, by concern:
``state`` (each record applied as the Laws rectify it), ``game`` (the questions and the actions),
``view`` (what a seat's view adds).

>>> from bridgekit import new_game
>>> game = at_the_table(new_game("bridge", seed=1))
>>> _ = game.act("N 1S"); _ = game.act("E 1H")
>>> [str(choice.action) for choice in game.pending_choices()], game.pending_choices()[0].law
(['S accept', 'S refuse'], '27A1')
"""

from bridgekit.laws.play_rules import Pending, PendingKind
from bridgekit.laws.table_mode.game import Choice, TableMode, at_the_table
from bridgekit.laws.table_mode.state import LogEntry, TableState
from bridgekit.laws.table_rules import TableRules

__all__ = [
    "TableRules",
    "TableMode",
    "TableState",
    "at_the_table",
    "Choice",
    "Pending",
    "PendingKind",
    "LogEntry",
]
