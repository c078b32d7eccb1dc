"""Booby's table as text for a terminal (RULES 13)."""

from __future__ import annotations

from bridgekit.variants.booby.game import DUMMY, SEAT_NAMES, BoobyView

__all__ = ["render_booby"]


def render_booby(view: BoobyView) -> str:
    """The table as text for a terminal: hands seen, auction, trick, whose turn.

    >>> from bridgekit import new_game
    >>> print(render_booby(new_game("booby", seed=2).view(1)).splitlines()[0])
    Booby — you are B, dealer A, stage discard
    """
    lines = [f"Booby — you are {SEAT_NAMES[view.seat]}, dealer {SEAT_NAMES[view.dealer]}, stage {view.stage}"]
    for index, hand in enumerate(view.hands):
        name = "dummy" if index == DUMMY else SEAT_NAMES[index]
        shown = str(hand) if hand is not None else f"({view.hand_sizes[index]} cards hidden)"
        lines.append(f"  {name:>5}: {shown}")
    if view.given:
        lines.append(f"  given to the dummy: {view.given}")
    if view.calls:
        lines.append("  auction: " + ", ".join(c.text(SEAT_NAMES) for c in view.calls))
    if view.contract is not None and view.declarer is not None:
        lines.append(f"  contract {view.contract} by {SEAT_NAMES[view.declarer]}; tricks {view.tricks_won}")
    if view.current_trick:
        names = ["dummy" if p.seat == DUMMY else SEAT_NAMES[p.seat] for p in view.current_trick]
        lines.append(
            "  trick: " + ", ".join(f"{n} {p.card}" for n, p in zip(names, view.current_trick, strict=True))
        )
    if view.entries:
        lines.append("  score: " + "; ".join(map(str, view.entries)))
    if view.legal_actions:
        what = {"discard": "give a card to the dummy", "auction": "call", "play": "play a card"}[view.stage]
        lines.append(f"  your turn: {what} ({' '.join(map(str, view.legal_actions[:20]))})")
    return "\n".join(lines)
