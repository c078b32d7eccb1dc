"""Nullo as text for a terminal."""

from __future__ import annotations

from collections.abc import Sequence

from bridgekit.call_words import call_text
from bridgekit.i18n import _, ngettext, pgettext
from bridgekit.state import View
from bridgekit.variants.nullo.game import NulloView
from bridgekit.variants.nullo.records import SEAT_NAMES

__all__ = ["render_nullo", "auction_lines", "hand_lines", "play_lines", "score_lines"]


def hand_lines(view: View, names: Sequence[str], *, width: int = 0) -> list[str]:
    """A line per hand: its cards, or how many lie hidden (the staged games' renderers)."""
    return [f"  {names[seat]:>{width}}: {_hand_text(view, seat)}" for seat in range(len(view.hands))]


def _hand_text(view: View, seat: int) -> str:
    hand, size = view.hands[seat], view.hand_sizes[seat]
    if hand is not None:
        return str(hand)
    return ngettext("({count} card hidden)", "({count} cards hidden)", size).format(count=size)


def auction_lines(view: View, names: Sequence[str]) -> list[str]:
    """The calls so far, each in the reader's words (``P`` as pass), or no line before the first."""
    if not view.calls:
        return []
    calls = ", ".join(f"{names[c.seat]} {call_text(str(c.call))}" for c in view.calls)
    return ["  " + _("auction: {calls}").format(calls=calls)]


def play_lines(view: View, names: Sequence[str], entries: Sequence[object] = ()) -> list[str]:
    """The contract and tricks won, the trick in progress; the deal's *entries* once scored."""
    lines = []
    if view.contract is not None and view.declarer is not None:
        lines.append(
            "  "
            + _("contract {contract} by {declarer}; tricks {tricks}").format(
                contract=view.contract, declarer=names[view.declarer], tricks=view.tricks_won
            )
        )
    if view.current_trick:
        played = ", ".join(f"{names[p.seat]} {p.card}" for p in view.current_trick)
        lines.append("  " + _("trick: {cards}").format(cards=played))
    return lines + score_lines(entries)


def score_lines(entries: Sequence[object]) -> list[str]:
    """The deal's entries once scored."""
    return ["  " + _("score: {entries}").format(entries="; ".join(map(str, entries)))] if entries else []


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
    lines += hand_lines(view, SEAT_NAMES)
    if view.discarded:
        lines.append("  " + _("your discards: {cards}").format(cards=view.discarded))
    if view.calls:
        lines.append(
            "  " + _("auction: {calls}").format(calls=", ".join(c.text(SEAT_NAMES) for c in view.calls))
        )
    lines += play_lines(view, SEAT_NAMES)
    if view.is_redeal:
        lines.append("  " + _("two passes: the same dealer deals again"))
    lines += score_lines(view.entries)
    if view.legal_actions:
        lines.append(
            "  " + _("your turn: {actions}").format(actions=" ".join(map(str, view.legal_actions[:24])))
        )
    return "\n".join(lines)
