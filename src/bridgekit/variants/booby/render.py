"""Booby's table as text for a terminal (RULES 13)."""

from __future__ import annotations

from bridgekit.i18n import N_, _, pgettext
from bridgekit.variants.booby.game import SEAT_NAMES, BoobyView
from bridgekit.variants.nullo.render import auction_lines, hand_lines, play_lines

__all__ = ["render_booby"]

#: what the player on turn does at each stage
_TURN = {
    "discard": N_("give a card to the dummy"),
    "auction": N_("call"),
    "play": N_("play a card"),
}


def render_booby(view: BoobyView) -> str:
    """The table as text for a terminal: hands seen, auction, trick, whose turn.

    >>> from bridgekit import new_game
    >>> print(render_booby(new_game("booby", seed=2).view(1)).splitlines()[0])
    Booby — you are B, dealer A, stage discard
    """
    names = (*SEAT_NAMES, pgettext("seat", "dummy"))  # the players and the dummy (seat 3)
    lines = [
        _("Booby — you are {seat}, dealer {dealer}, stage {stage}").format(
            seat=SEAT_NAMES[view.seat], dealer=SEAT_NAMES[view.dealer], stage=pgettext("stage", view.stage)
        )
    ]
    lines += hand_lines(view, names, width=max(map(len, names)))
    if view.given:
        lines.append("  " + _("given to the dummy: {cards}").format(cards=view.given))
    lines += auction_lines(view, names)
    lines += play_lines(view, names, view.entries)
    if view.legal_actions:
        lines.append(
            "  "
            + _("your turn: {what} ({actions})").format(
                what=_(_TURN[view.stage]), actions=" ".join(map(str, view.legal_actions[:20]))
            )
        )
    return "\n".join(lines)
