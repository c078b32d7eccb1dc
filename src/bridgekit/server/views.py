"""What the web table sends of a game: the seat view's JSON (docs/view.md) and the hand record.

The seat view itself is the engine's; this module only adds what the table knows besides the
game (the robots' explanations of their calls, kept in the event log) and the end-of-deal
hand record (double-dummy table, par, downloads).
"""

from __future__ import annotations

import json
from typing import Any, cast

from bridgekit.cards import Card
from bridgekit.formats import view_json as view_format
from bridgekit.state import Game
from bridgekit.views import seat_view

__all__ = ["view_json", "is_call", "claims_possible", "claim_is_right", "hand_record", "download"]


def view_json(
    game: Game, seat: int | None, *, notes: list[str | None] | None = None, acts_for: int | None = None
) -> dict[str, Any]:
    """The seat view of *game* for *seat* (``None``: a spectator) as a JSON object.

    :param acts_for: a seat *seat* decides for now (declarer for dummy): its legal actions are
        the viewer's (only the actions: nothing else of that seat's view)
    """
    view: dict[str, Any] = view_format.to_dict(seat_view(game, seat))
    if acts_for is not None and acts_for != seat and game.to_act == acts_for:
        view["legal_actions"] = view_format.to_dict(seat_view(game, acts_for))["legal_actions"]
    if notes:
        said = [note for record, note in zip(game.actions, notes, strict=False) if _is_call_record(record)]
        calls = view.get("calls", [])
        if len(said) == len(calls):
            for call, note in zip(calls, said, strict=True):
                if note and not call.get("explanation"):
                    call["explanation"] = note
    return view


def _is_call_record(record: Any) -> bool:
    return hasattr(record, "call") and not hasattr(record, "card")


def action_text(game: Game, action: Any) -> str:
    """The text ``act`` reads for a legal *action* object (a robot's decision), as the view writes it."""
    from bridgekit.views import hook_for

    return hook_for(game).action(game, action).text


def is_call(game: Game, action: Any) -> bool:
    """Whether *action* is a call (whose robot explanation is public), not a card."""
    return not isinstance(action, Card) and str(game.phase) == "auction"


def _is_bridge(game: Game) -> bool:
    """Whether *game* is contract bridge (strict, or wrapped in table mode)."""
    from bridgekit.variants.bridge import BridgeGame

    return isinstance(getattr(game, "game", game), BridgeGame)


def _is_dds_bridge(game: Game) -> bool:
    return _is_bridge(game) and game.variant.pack.size == 52 and game.variant.seat_count == 4


def claims_possible(game: Game, seat: int) -> bool:
    """Whether *seat* may propose a claim now."""
    can_claim = getattr(game, "can_claim", None)
    return bool(can_claim is not None and can_claim(seat, 0))


def claim_is_right(game: Game, seat: int, tricks: int) -> bool:
    """Whether a claim of *tricks* more by *seat*'s side is no more than double dummy gives it.

    Robots answer claims with this; where no solver covers the game they accept only a claim of
    no more tricks than remain unplayed by nobody's reckoning (i.e. they refuse).
    """
    if not _is_dds_bridge(game):
        return False
    from bridgekit.analysis.dd import card_values

    declarer = getattr(game, "declarer", None)
    to_play = getattr(game, "to_play", None)
    if declarer is None or to_play is None:
        return False
    values = card_values(game)  # type: ignore[arg-type]
    declarer_side_to_play = int(to_play) % 2 == int(declarer) % 2
    dd_declarer = max(values.values()) if declarer_side_to_play else min(values.values())
    won = game.tricks_won  # type: ignore[attr-defined]
    total = game.trick_count  # type: ignore[attr-defined]
    mine = int(won[seat % 2]) + tricks
    return (
        bool(mine <= dd_declarer) if seat % 2 == int(declarer) % 2 else bool(mine <= int(total) - dd_declarer)
    )


def hand_record(game: Game) -> dict[str, Any]:
    """The hand record at the end of a deal: every hand, and the DD table and par where DDS can."""
    record: dict[str, Any] = {"hands": [str(hand) for hand in game.deal.hands], "dd": None, "par": None}
    if _is_dds_bridge(game):
        try:
            from bridgekit.analysis.dd import dd_table
            from bridgekit.analysis.par import par
            from bridgekit.calls import Strain
            from bridgekit.seats import Seat

            table = dd_table(game.deal)
            record["dd"] = {
                str(strain): [table[strain, Seat(s)] for s in range(4)]
                for strain in (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
            }
            found = par(table, dealer=Seat(int(game.dealer)), vulnerability=game.vulnerability)
            contracts = ", ".join(str(c) for c in found.contracts) or "pass"
            record["par"] = f"N-S {found.score:+d}: {contracts}"
        except Exception as error:  # DDS missing or failing: the record says so, play goes on
            record["dd_error"] = str(error)
    return record


def download(game: Game, kind: str) -> tuple[str, str]:
    """The finished *game* as a file of *kind* (``pbn``, ``lin``, ``json``): text and media type."""
    if kind in ("pbn", "lin") and _is_bridge(game):
        from bridgekit.formats import lin, pbn
        from bridgekit.formats.board import Board

        board = Board.from_game(cast(Any, game))
        return (pbn.dumps([board]) if kind == "pbn" else lin.dumps([board])), "text/plain; charset=utf-8"
    if kind == "json":
        if _is_bridge(game):
            from bridgekit.formats import json as board_json
            from bridgekit.formats.board import Board

            return board_json.dumps([Board.from_game(cast(Any, game))]), "application/json"
        data = {
            "game": game.variant.name,
            "options": {k: v for k, v in game.options.items() if isinstance(v, str | int | bool | None)},
            "dealer": game.variant.seat_names[int(game.dealer)],
            "history": [str(record) for record in game.history],
            "score": str(getattr(game, "score", None)),
        }
        return json.dumps(data, indent=1), "application/json"
    raise ValueError(f"{game.variant.title} has no {kind.upper()} download (try json)")
