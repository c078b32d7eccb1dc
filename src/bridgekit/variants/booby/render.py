"""Booby's table as text for a terminal (RULES 13)."""

from __future__ import annotations

from bridgekit.variants.booby.game import SEAT_NAMES, BoobyView
from bridgekit.variants.nullo.render import hand_lines, play_lines

#: the players and the dummy (seat 3)
NAMES = (*SEAT_NAMES, "dummy")

__all__ = ["render_booby"]


def render_booby(view: BoobyView) -> str:
    """The table as text for a terminal: hands seen, auction, trick, whose turn.

    >>> from bridgekit import new_game
    >>> print(render_booby(new_game("booby", seed=2).view(1)).splitlines()[0])
    Booby — you are B, dealer A, stage discard
    """
    lines = [f"Booby — you are {SEAT_NAMES[view.seat]}, dealer {SEAT_NAMES[view.dealer]}, stage {view.stage}"]
    lines += hand_lines(view, NAMES, width=5)
    if view.given:
        lines.append(f"  given to the dummy: {view.given}")
    if view.calls:
        lines.append("  auction: " + ", ".join(c.text(SEAT_NAMES) for c in view.calls))
    lines += play_lines(view, NAMES, view.entries)
    if view.legal_actions:
        what = {"discard": "give a card to the dummy", "auction": "call", "play": "play a card"}[view.stage]
        lines.append(f"  your turn: {what} ({' '.join(map(str, view.legal_actions[:20]))})")
    return "\n".join(lines)
