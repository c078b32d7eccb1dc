"""Slam as text for a terminal."""

from __future__ import annotations

from bridgekit.i18n import N_, _, ngettext, pgettext
from bridgekit.variants.nullo.render import hand_lines, play_lines
from bridgekit.variants.slam.calls import SEAT_NAMES
from bridgekit.variants.slam.game import SlamView

__all__ = ["render_slam"]

_PROMPTS = {
    "bidding": N_("bid points or pass"),
    "declare": N_("name the denomination"),
    "double": N_("double (X) or pass (P)"),
    "answer": N_("pass, redouble (XX) or change"),
    "reserve": N_("put a card in your reserve"),
    "play": N_("play a card"),
}


def render_slam(view: SlamView) -> str:
    """The table as text: cards dealt so far, bids, declaration, reserve, trick, turn.

    >>> from bridgekit import new_game
    >>> print(render_slam(new_game("slam", seed=4, dealer="B").view(0)).splitlines()[0])
    Slam — you are A, dealer B, stage bidding (round 1), 12 cards to deal
    """
    stage = pgettext("stage", view.stage)
    if view.stage == "bidding":
        stage = _("{stage} (round {round})").format(stage=stage, round=view.round)
    lines = [
        _("Slam — you are {seat}, dealer {dealer}, stage {stage}, {undealt}").format(
            seat=SEAT_NAMES[view.seat],
            dealer=SEAT_NAMES[view.dealer],
            stage=stage,
            undealt=ngettext("{count} card to deal", "{count} cards to deal", view.undealt).format(
                count=view.undealt
            ),
        )
    ]
    lines += hand_lines(view, SEAT_NAMES)
    if view.reserve:
        lines.append("  " + _("your reserve: {card}").format(card=view.reserve))
    if view.calls:
        lines.append("  " + _("bids: {calls}").format(calls=", ".join(map(str, view.calls))))
    if view.declarations:
        lines.append(
            "  "
            + _("declaration: {declarations}").format(declarations=", ".join(map(str, view.declarations)))
        )
    if view.honours:
        honours = ", ".join(f"{SEAT_NAMES[p]} {points}" for p, points in view.honours)
        lines.append("  " + _("honours: {honours}").format(honours=honours))
    lines += play_lines(view, SEAT_NAMES, view.entries)
    if view.legal_actions:
        choices = " ".join(str(a) for a in view.legal_actions[:30])
        lines.append(
            "  "
            + _("your turn: {prompt} ({choices})").format(prompt=_(_PROMPTS[view.stage]), choices=choices)
        )
    return "\n".join(lines)
