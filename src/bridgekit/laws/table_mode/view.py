"""Table mode in a seat's view (RULES 10): the choices an irregularity opens, as labelled actions,
and what the Laws made of each action, in the log."""

from __future__ import annotations

from typing import Any, cast

from bridgekit.laws.notes import citation
from bridgekit.laws.records import Decided
from bridgekit.views import HOOK_ATTRIBUTE, LegalAction, ViewHook, card_label
from bridgekit.views import LogEntry as ViewLogEntry

__all__ = ["TableViewHook", "table_action", "table_hook"]


def table_action(action: object) -> LegalAction | None:
    """A table-mode choice as a seat-view action (``accept``, ``forbid H`` …), or ``None`` for a
    call or card: the text :meth:`TableMode.act` reads with the deciding seat given."""
    if not isinstance(action, Decided):
        return None
    text = str(action).split(maxsplit=1)[1]
    label = action.option.label
    if action.suit is not None:
        label += " " + card_label(f"{action.suit.letter}2")[0]
    return LegalAction("choice", text, label)


class TableViewHook(ViewHook[Any]):
    """What table mode adds to the wrapped game's seat view: the choices an irregularity opens to the
    seat that decides, and what the Laws made of each action in the log (RULES 10). The hook of a
    game in table mode is this before the game's own hook (:func:`table_hook`)."""

    def action(self, game: Any, action: object) -> LegalAction:
        return table_action(action) or super().action(game, action)

    def log(self, game: Any, viewer: int | None) -> tuple[ViewLogEntry, ...]:
        laws = tuple(
            ViewLogEntry(
                None if entry.seat is None else int(entry.seat), f"{citation(entry.law)}: {entry.words()}"
            )
            for entry in game.log
        )
        return super().log(game, viewer) + laws


_HOOKS: dict[type[ViewHook[Any]], ViewHook[Any]] = {}


def table_hook(base: type[ViewHook[Any]]) -> ViewHook[Any]:
    """The seat-view hook of a game in table mode whose own hook is a *base* (made once)."""
    if base not in _HOOKS:
        hook = type(f"Table{base.__name__}", (TableViewHook, base), {"rules": f"{base.rules}, 10"})
        _HOOKS[base] = cast(ViewHook[Any], hook())
    return _HOOKS[base]


assert HOOK_ATTRIBUTE == "_seat_view_hook"  # TableMode's property answers views.hook_for
