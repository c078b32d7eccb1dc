"""Minibridge for the classroom: each step's arithmetic as text, and a text rendering of a view.

:func:`teaching_lines` shows the whole deal's reasoning (every player's HCP), for a
teacher or after the deal; :func:`render_minibridge` shows one seat's view.

>>> from bridgekit import new_game
>>> deal = "N:T962.4.AT95.AT87 AJ4.AQJT7.K86.54 Q.K53.QJ43.J9632 K8753.9862.72.KQ"
>>> game = new_game("minibridge", deal=deal)
>>> for action in ["pass", "I open", "slip 8", "I play", "lengths 5-4-2-2", "1H"]:
...     _ = game.act(action)
>>> print("\\n".join(teaching_lines(game)))
dealer N; nobody vulnerable
N: 8 HCP: 10 or fewer, says "pass"
E: 15 HCP: 11 or more, says "I open"
W writes 8 on the slip for E
E 15 + W 8 = 23: 20 or more, so E–W declare
E has 15, W 8: E plays
W (dummy) writes his suit lengths for E: S 5, H 4, D 2, C 2
lengths together: S 8, H 9, D 5, C 4
(a) major fit: 9 hearts together
points = 23 HCP + 1 for declarer's shortness = 24: ≤ 26 → 1H
E chooses 1H (the procedure gives 1H)
"""

from __future__ import annotations

from bridgekit.cards import SUITS_DOWN, CardSet
from bridgekit.i18n import _, ngettext
from bridgekit.scoring.duplicate import duplicate_score
from bridgekit.seats import Seat
from bridgekit.state import View
from bridgekit.variants.minibridge.contract import OPENING_HCP, declaring_side, lengths_text
from bridgekit.variants.minibridge.game import MinibridgeGame
from bridgekit.variants.minibridge.records import Chosen, MinibridgeView, Slipped

__all__ = ["teaching_lines", "render_minibridge", "hand_text"]


def teaching_lines(game: MinibridgeGame) -> list[str]:
    """Every step so far with its arithmetic: HCP and announcements (RULES 11.2), the slip and
    the declaring side, dummy's lengths (11.3), the procedure's contract (11.4), the score (11.6)."""
    dealer = Seat(game.dealer)
    if not game.vulnerability:
        lines = [_("dealer {dealer}; nobody vulnerable").format(dealer=dealer)]
    else:
        lines = [_("dealer {dealer}; {vul} vulnerable").format(dealer=dealer, vul=game.vulnerability)]
    for record in game.announcements:
        hcp = game.hcp(record.seat)
        if record.opens:
            lines.append(
                ngettext(
                    '{seat}: {hcp} HCP: {least} or more, says "I open"',
                    '{seat}: {hcp} HCP: {least} or more, says "I open"',
                    hcp,
                ).format(seat=record.seat, hcp=hcp, least=OPENING_HCP)
            )
        else:
            lines.append(
                ngettext(
                    '{seat}: {hcp} HCP: {most} or fewer, says "pass"',
                    '{seat}: {hcp} HCP: {most} or fewer, says "pass"',
                    hcp,
                ).format(seat=record.seat, hcp=hcp, most=OPENING_HCP - 1)
            )
    if len(game.announcements) == 4 and game.opener is None:
        lines.append(_("nobody has 11 HCP: the deal is passed out and scores 0"))
        return lines
    for action in game.actions:
        if isinstance(action, Slipped):
            lines.append(
                _("{seat} writes {hcp} on the slip for {partner}").format(
                    seat=action.seat, hcp=action.hcp, partner=action.seat.partner
                )
            )
    opener, declarer = game.opener, game.declarer_named
    if opener is not None and declarer is not None:
        _declarer, steps = declaring_side(opener, [game.hcp(seat) for seat in range(4)], game.dealer)
        lines.extend(steps)
    lengths = game.dummy_lengths
    if lengths is not None and declarer is not None:
        lines.append(
            _("{dummy} (dummy) writes his suit lengths for {declarer}: {lengths}").format(
                dummy=declarer.partner, declarer=declarer, lengths=lengths_text(lengths)
            )
        )
    advice = game.recommended_contract
    if advice is not None:
        lines.extend(advice.steps)
    for action in game.actions:
        if isinstance(action, Chosen) and advice is not None:
            lines.append(
                _("{seat} chooses {contract} (the procedure gives {advice})").format(
                    seat=action.seat, contract=action.contract, advice=advice.contract
                )
            )
    contract, result = game.contract, game.result
    if game.is_over and contract is not None and declarer is not None and result is not None:
        need = contract.tricks_needed
        outcome = "=" if result == need else f"{result - need:+d}"
        vulnerable = game.vulnerability.is_vulnerable(declarer.side)
        points = duplicate_score(contract, result, vulnerable=vulnerable)
        side = "N–S" if declarer.side == 0 else "E–W"
        vul = "V" if vulnerable else "NV"
        lines.append(
            ngettext(
                "{side} took {count} trick: {contract} {vul} → {points} for {side}",
                "{side} took {count} tricks: {contract} {vul} → {points} for {side}",
                result,
            ).format(side=side, count=result, contract=f"{contract}{outcome}", vul=vul, points=f"{points:+d}")
        )
    return lines


def hand_text(hand: CardSet | None) -> str:
    """A hand suit by suit, spades first: ``S AKQ H 432 D - C 5432`` (``?`` if hidden)."""
    if hand is None:
        return "?"
    parts = []
    for suit in SUITS_DOWN:
        ranks = "".join(rank.letter for rank in reversed(hand.ranks(suit))) or "-"
        parts.append(f"{suit.letter} {ranks}")
    return " ".join(parts)


def render_minibridge(view: View) -> str:
    """One seat's view of minibridge as plain text lines: the step, the announcements, the HCP it
    knows, the hands it sees, dummy's lengths and the procedure's contract for declarer."""
    lines = [_("minibridge, you are {seat}; dealer {dealer}").format(seat=view.seat, dealer=view.dealer)]
    if isinstance(view, MinibridgeView):
        lines[0] += "; " + _("step: {stage}").format(stage=view.stage)
        if view.announcements:
            lines.append(_("announcements: {list}").format(list=", ".join(map(str, view.announcements))))
        known = [f"{Seat(s)} {hcp}" for s, hcp in enumerate(view.known_hcp) if hcp is not None]
        lines.append(_("HCP known: {list}").format(list=", ".join(known)))
        if view.dummy_lengths is not None:
            lines.append(_("dummy's lengths: {lengths}").format(lengths=lengths_text(view.dummy_lengths)))
        if view.recommendation is not None:
            lines.append(_("procedure: {recommendation}").format(recommendation=view.recommendation))
    for seat, hand in enumerate(view.hands):
        if hand is not None:
            lines.append(f"{Seat(seat)}: {hand_text(hand)}")
    if view.contract is not None:
        lines.append(
            _("contract {contract} by {declarer}; tricks N–S {ns}, E–W {ew}").format(
                contract=view.contract, declarer=view.declarer, ns=view.tricks_won[0], ew=view.tricks_won[1]
            )
        )
    if view.current_trick:
        lines.append(_("trick: {cards}").format(cards=" ".join(str(p) for p in view.current_trick)))
    if view.legal_actions:
        shown = [str(a) for a in view.legal_actions[:8]]
        more = ""
        if len(view.legal_actions) > 8:
            more = " … " + _("({count} in all)").format(count=len(view.legal_actions))
        lines.append(_("you may: {actions}").format(actions=", ".join(shown) + more))
    if view.is_over:
        lines.append(_("score N–S: {score}").format(score=view.score))
    return "\n".join(lines)
