"""A private stand-in for ``bridgekit.views.seat_view`` + ``formats.view_json`` (docs/view.md).

Used only until the engine's seat view is merged; it builds the JSON of docs/view.md from
the engine's present ``Game.view(seat)``. Delete it once the engine's lands.
"""

from __future__ import annotations

from typing import Any

from bridgekit.cards import Card
from bridgekit.state import Game, Phase

SPECTATOR = None


def _card(card: Any) -> str:
    return str(card)


def _is_card(value: Any) -> bool:
    return isinstance(value, Card)


def seat_view_json(game: Game, seat: int | None) -> dict[str, Any]:
    variant = game.variant
    names = variant.seat_names
    compass = variant.uses_compass
    labels = {"N": "North", "E": "East", "S": "South", "W": "West"}
    over = game.is_over
    view = game.view(seat if seat is not None else 0)
    hands = game.hands
    contract = getattr(view, "contract", None)
    declarer = getattr(view, "declarer", None)
    dummy = None
    if compass and declarer is not None and contract is not None and variant.name in ("bridge", "minibridge"):
        dummy = (int(declarer) + 2) % 4
    lead_made = bool(view.tricks) or bool(view.current_trick)
    zones = []
    for s, hand in enumerate(hands):
        visible = over or (seat is not None and s == seat) or (dummy == s and lead_made)
        if seat is not None and view.hands[s] is not None:
            visible = True
        if seat is None and not over and not (dummy == s and lead_made):
            visible = False
        cards = [str(c) for c in sorted(hand, key=lambda c: (-c.suit.value if hasattr(c, "suit") else 0, -c.rank.value if hasattr(c, "rank") else 0))] if visible else []
        zones.append(
            {
                "kind": "dummy" if s == dummy and lead_made else "hand",
                "owner": s if s < len(names) else None,
                "label": "Dummy" if s >= len(names) else labels.get(names[s], names[s]) if compass else f"Player {names[s]}",
                "cards": cards,
                "hidden": 0 if visible else len(hand),
            }
        )
    calls = []
    for record in view.calls:
        call = getattr(record, "call", record)
        calls.append({"seat": int(getattr(record, "seat", 0)), "text": str(call), "label": str(call), "alert": False, "explanation": None})
    tricks = [
        {
            "leader": int(t.leader) if hasattr(t, "leader") else 0,
            "winner": int(t.winner) if getattr(t, "winner", None) is not None else None,
            "cards": [{"seat": int(s), "card": str(c), "as": None} for s, c in zip(_trick_seats(t, len(names)), t.cards)],
        }
        for t in view.tricks
    ]
    current = [{"seat": int(p.seat), "card": str(p.card), "as": None} for p in view.current_trick]
    legal = []
    to_act = game.to_act
    if seat is not None and to_act == seat:
        for action in game.legal_actions():
            kind = "card" if _is_card(action) else ("call" if game.phase is Phase.AUCTION else "choice")
            legal.append({"kind": kind, "text": str(action), "label": str(action)})
    # the seat that acts for the dummy: declarer plays dummy's cards
    if seat is not None and dummy is not None and to_act == dummy and declarer is not None and int(declarer) == seat:
        for action in game.legal_actions():
            legal.append({"kind": "card", "text": str(action), "label": str(action)})
    score = None
    if over:
        value = getattr(game, "score", None)
        if isinstance(value, int):
            score = {"text": f"N-S {value:+d}" if compass else f"{value:+d}", "lines": [{"label": "N-S", "value": value}, {"label": "E-W", "value": -value}]}
        else:
            score = {"text": str(value), "lines": []}
    won = list(getattr(view, "tricks_won", ()))
    return {
        "version": 1,
        "game": variant.name,
        "form": game.options.get("variant") if hasattr(game, "options") else None,
        "title": variant.title,
        "rules": variant.rules,
        "seat": seat,
        "seats": [
            {"index": i, "name": n, "label": labels.get(n, n) if compass else f"Player {n}", "side": i % 2 if len(names) == 4 else i}
            for i, n in enumerate(names)
        ],
        "sides": [{"index": 0, "name": "N-S"}, {"index": 1, "name": "E-W"}] if compass else [{"index": i, "name": n} for i, n in enumerate(names)],
        "dealer": int(game.dealer),
        "vulnerability": str(game.vulnerability),
        "vulnerable_seats": [],
        "board": game.board,
        "stage": "over" if over else str(game.phase),
        "stage_label": ("Over" if over else str(game.phase).capitalize()),
        "to_act": None if to_act is None else int(to_act),
        "zones": zones,
        "calls": calls,
        "call_columns": [(int(game.dealer) + i) % len(names) for i in range(len(names))] if not compass else [3, 0, 1, 2],
        "tricks": tricks,
        "current_trick": {"leader": current[0]["seat"] if current else None, "cards": current},
        "legal_actions": legal,
        "contract": None if contract is None else {"text": str(contract), "declarer": None if declarer is None else int(declarer), "label": f"{contract} by {names[int(declarer)] if declarer is not None else ''}"},
        "tricks_won": [{"side": i, "count": int(n)} for i, n in enumerate(won)],
        "log": [],
        "score": score,
        "is_over": over,
    }


def _trick_seats(trick: Any, count: int) -> list[int]:
    leader = int(getattr(trick, "leader", 0))
    return [(leader + i) % count for i in range(len(trick.cards))]
