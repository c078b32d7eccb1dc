"""Slam as text for a terminal."""

from __future__ import annotations

from bridgekit.variants.nullo.render import hand_lines, play_lines
from bridgekit.variants.slam.calls import SEAT_NAMES
from bridgekit.variants.slam.game import SlamView

__all__ = ["render_slam"]

_PROMPTS = {
    "bidding": "bid points or pass",
    "declare": "name the denomination",
    "double": "double (X) or pass (P)",
    "answer": "pass, redouble (XX) or change",
    "reserve": "put a card in your reserve",
    "play": "play a card",
}


def render_slam(view: SlamView) -> str:
    """The table as text: cards dealt so far, bids, declaration, reserve, trick, turn.

    >>> from bridgekit import new_game
    >>> print(render_slam(new_game("slam", seed=4, dealer="B").view(0)).splitlines()[0])
    Slam — you are A, dealer B, stage bidding (round 1), 12 cards to deal
    """
    stage = view.stage + (f" (round {view.round})" if view.stage == "bidding" else "")
    lines = [
        f"Slam — you are {SEAT_NAMES[view.seat]}, dealer {SEAT_NAMES[view.dealer]}, stage {stage}, "
        f"{view.undealt} cards to deal"
    ]
    lines += hand_lines(view, SEAT_NAMES)
    if view.reserve:
        lines.append(f"  your reserve: {view.reserve}")
    if view.calls:
        lines.append("  bids: " + ", ".join(c.text() for c in view.calls))
    if view.declarations:
        lines.append("  declaration: " + ", ".join(map(str, view.declarations)))
    if view.honours:
        lines.append("  honours: " + ", ".join(f"{SEAT_NAMES[p]} {points}" for p, points in view.honours))
    lines += play_lines(view, SEAT_NAMES, view.entries)
    if view.legal_actions:
        choices = " ".join(str(a) for a in view.legal_actions[:30])
        lines.append(f"  your turn: {_PROMPTS[view.stage]} ({choices})")
    return "\n".join(lines)
