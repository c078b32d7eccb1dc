"""Nullo as text for a terminal."""

from __future__ import annotations

from bridgekit.variants.nullo.game import NulloView
from bridgekit.variants.nullo.records import SEAT_NAMES

__all__ = ["render_nullo"]


def render_nullo(view: NulloView) -> str:
    """The table as text for a terminal.

    >>> from bridgekit import new_game
    >>> print(render_nullo(new_game("nullo", seed=1).view(1)).splitlines()[0])
    Nullo — you are B, dealer A, stage exchange, stock 26
    """
    lines = [
        f"Nullo — you are {SEAT_NAMES[view.seat]}, dealer {SEAT_NAMES[view.dealer]}, "
        f"stage {view.stage}, stock {view.stock_size}"
    ]
    for index, hand in enumerate(view.hands):
        shown = str(hand) if hand is not None else f"({view.hand_sizes[index]} cards hidden)"
        lines.append(f"  {SEAT_NAMES[index]}: {shown}")
    if view.discarded:
        lines.append(f"  your discards: {view.discarded}")
    if view.calls:
        lines.append("  auction: " + ", ".join(c.text(SEAT_NAMES) for c in view.calls))
    if view.contract is not None and view.declarer is not None:
        lines.append(f"  contract {view.contract} by {SEAT_NAMES[view.declarer]}; tricks {view.tricks_won}")
    if view.current_trick:
        lines.append("  trick: " + ", ".join(f"{SEAT_NAMES[p.seat]} {p.card}" for p in view.current_trick))
    if view.is_redeal:
        lines.append("  two passes: the same dealer deals again")
    if view.entries:
        lines.append("  score: " + "; ".join(map(str, view.entries)))
    if view.legal_actions:
        lines.append(f"  your turn: {' '.join(map(str, view.legal_actions[:24]))}")
    return "\n".join(lines)
