"""Chinese bridge's table as text for a terminal (RULES 16)."""

from __future__ import annotations

from bridgekit.cards import CardSet
from bridgekit.i18n import _, pgettext
from bridgekit.variants.chinese_bridge.game import SEAT_NAMES, ChineseView
from bridgekit.variants.nullo.render import auction_lines, play_lines

__all__ = ["render_chinese_bridge"]


def render_chinese_bridge(view: ChineseView) -> str:
    """The table as text: your hand, both face-up rows (``##`` marks a face-down card alone).

    >>> from bridgekit import new_game
    >>> print(render_chinese_bridge(new_game("chinese_bridge", seed=1).view(0)).splitlines()[0])
    Chinese bridge — you are A, dealer A, stage auction
    """
    names = SEAT_NAMES
    lines = [
        _("Chinese bridge — you are {seat}, dealer {dealer}, stage {stage}").format(
            seat=names[view.seat], dealer=names[view.dealer], stage=pgettext("stage", view.stage)
        )
    ]
    for seat, row in enumerate(view.table):
        cells = []
        for card, hidden in zip(row, view.face_down[seat], strict=True):
            cells.append(str(card) if card is not None else "##" if hidden else "--")
        lines.append("  " + _("{seat} table: {cards}").format(seat=names[seat], cards=" ".join(cells)))
    own = view.hands[view.seat]
    if own is not None:
        table = CardSet(c for c in view.table[view.seat] if c is not None)
        lines.append("  " + _("your hand: {cards}").format(cards=own - table))
    lines += auction_lines(view, names)
    lines += play_lines(view, names, view.entries)
    if view.legal_actions:
        lines.append(
            "  " + _("your turn: {actions}").format(actions=" ".join(str(a) for a in view.legal_actions[:24]))
        )
    return "\n".join(lines)
