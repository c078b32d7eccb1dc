"""Konstam's table turned to compass seats, for the robots and renderings of four-handed bridge
(RULES 17.3)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from bridgekit.seats import Seat, Side, Vulnerability
from bridgekit.state import Called, Played, View
from bridgekit.tricks import Trick
from bridgekit.variants.konstam.game import BEFORE_AUCTION, PLAYER_B, KonstamView

__all__ = ["compass_view"]


def compass_view(view: View) -> View:
    """A Konstam view turned to the table as arranged after the auction (RULES 17.3): declarer S,
    his dummy N, the opponent W, the other dummy E; before that A at S, the open dummy N, B at W.

    Robots and bridge renderings read it like a view of four-handed bridge.

    >>> from bridgekit import new_game
    >>> game = new_game("konstam", seed=2)
    >>> from bridgekit.variants.konstam.game import OPEN, PLAYER_B
    >>> _ = game.act("1S open"), game.act("P")
    >>> turned = compass_view(game.view(PLAYER_B))
    >>> turned.seat, turned.declarer, turned.to_act, turned.hands[Seat.NORTH] == game.hands[OPEN]
    (Seat.WEST, Seat.SOUTH, Seat.WEST, True)
    """
    seat_at = view.seat_at if isinstance(view, KonstamView) and view.seat_at else None
    if seat_at is None:
        seat_at = tuple(BEFORE_AUCTION[hand] for hand in range(4))

    def at(seat: int | None) -> Seat | None:
        return None if seat is None else seat_at[seat]

    hands: list[Any] = [None] * 4
    sizes = [0] * 4
    for hand in range(4):
        hands[seat_at[hand]] = view.hands[hand]
        sizes[seat_at[hand]] = view.hand_sizes[hand]
    flip = view.declarer == PLAYER_B
    vulnerability = view.vulnerability
    won, score = view.tricks_won, view.score
    if flip:
        vulnerability = Vulnerability.of(
            ns=vulnerability.is_vulnerable(Side.EW), ew=vulnerability.is_vulnerable(Side.NS)
        )
        won = (won[1], won[0])
        score = None if score is None else -score
    base = {field.name: getattr(view, field.name) for field in fields(View)}
    return View(
        **base
        | dict(
            seat=seat_at[view.seat],
            dealer=seat_at[view.dealer],
            vulnerability=vulnerability,
            hands=tuple(hands),
            hand_sizes=tuple(sizes),
            calls=tuple(Called(seat_at[c.seat], c.call) for c in view.calls),
            tricks=tuple(
                Trick(seat_at[t.leader], tuple(seat_at[s] for s in t.seats), t.cards, seat_at[t.winner])
                for t in view.tricks
            ),
            current_trick=tuple(Played(seat_at[p.seat], p.card) for p in view.current_trick),
            to_act=at(view.to_act),
            to_play=at(view.to_play),
            declarer=at(view.declarer),
            tricks_won=won,
            score=score,
        )
    )
