"""Chinese bridge's table as text for a terminal (RULES 16)."""

from __future__ import annotations

from bridgekit.cards import CardSet
from bridgekit.variants.chinese_bridge.game import SEAT_NAMES, ChineseView
from bridgekit.variants.nullo.render import play_lines

__all__ = ["render_chinese_bridge"]


def render_chinese_bridge(view: ChineseView) -> str:
    """The table as text: your hand, both face-up rows (``##`` marks a face-down card alone).

    >>> from bridgekit import new_game
    >>> print(render_chinese_bridge(new_game("chinese_bridge", seed=1).view(0)).splitlines()[0])
    Chinese bridge — you are A, dealer A, stage auction
    """
    names = SEAT_NAMES
    lines = [f"Chinese bridge — you are {names[view.seat]}, dealer {names[view.dealer]}, stage {view.stage}"]
    for seat, row in enumerate(view.table):
        cells = []
        for card, hidden in zip(row, view.face_down[seat], strict=True):
            cells.append(str(card) if card is not None else "##" if hidden else "--")
        lines.append(f"  {SEAT_NAMES[seat]} table: {' '.join(cells)}")
    own = view.hands[view.seat]
    if own is not None:
        table = CardSet(c for c in view.table[view.seat] if c is not None)
        lines.append(f"  your hand: {own - table}")
    if view.calls:
        lines.append("  auction: " + ", ".join(f"{SEAT_NAMES[c.seat]} {c.call}" for c in view.calls))
    lines += play_lines(view, SEAT_NAMES, view.entries)
    if view.legal_actions:
        lines.append(f"  your turn: {' '.join(str(a) for a in view.legal_actions[:24])}")
    return "\n".join(lines)
