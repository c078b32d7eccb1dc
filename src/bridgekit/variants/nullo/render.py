"""Nullo as text for a terminal."""

from __future__ import annotations

from bridgekit.i18n import _, ngettext, pgettext
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
        _("Nullo — you are {seat}, dealer {dealer}, stage {stage}, stock {stock}").format(
            seat=SEAT_NAMES[view.seat],
            dealer=SEAT_NAMES[view.dealer],
            stage=pgettext("stage", view.stage),
            stock=view.stock_size,
        )
    ]
    for index, hand in enumerate(view.hands):
        size = view.hand_sizes[index]
        shown = (
            str(hand)
            if hand is not None
            else ngettext("({count} card hidden)", "({count} cards hidden)", size).format(count=size)
        )
        lines.append(f"  {SEAT_NAMES[index]}: {shown}")
    if view.discarded:
        lines.append("  " + _("your discards: {cards}").format(cards=view.discarded))
    if view.calls:
        lines.append(
            "  " + _("auction: {calls}").format(calls=", ".join(c.text(SEAT_NAMES) for c in view.calls))
        )
    if view.contract is not None and view.declarer is not None:
        lines.append(
            "  "
            + _("contract {contract} by {declarer}; tricks {tricks}").format(
                contract=view.contract, declarer=SEAT_NAMES[view.declarer], tricks=view.tricks_won
            )
        )
    if view.current_trick:
        played = ", ".join(f"{SEAT_NAMES[p.seat]} {p.card}" for p in view.current_trick)
        lines.append("  " + _("trick: {cards}").format(cards=played))
    if view.is_redeal:
        lines.append("  " + _("two passes: the same dealer deals again"))
    if view.entries:
        lines.append("  " + _("score: {entries}").format(entries="; ".join(map(str, view.entries))))
    if view.legal_actions:
        lines.append(
            "  " + _("your turn: {actions}").format(actions=" ".join(map(str, view.legal_actions[:24])))
        )
    return "\n".join(lines)
