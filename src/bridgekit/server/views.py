"""What the web table sends of a game: the seat view's JSON (docs/view.md) and the hand record.

The seat view itself is the engine's; this module only adds what the table knows besides the
game (the robots' explanations of their calls, kept in the event log) and the end-of-deal
hand record (double-dummy table, par, downloads).

After each action every client of a table is told its seat's view of the same state.
:class:`TableViews` builds those views together: what the engine's view hook says of the
game alone (seats, tricks, contract, score, …) once, as JSON text, and what it says for one
viewer (zones, calls, log; the legal actions to the seat to act) once per viewer. The result
is the engine's :func:`~bridgekit.views.seat_view` for each seat, field for field (tested).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Final, cast

from bridgekit.cards import Card
from bridgekit.formats import view_json as view_format
from bridgekit.i18n import using
from bridgekit.robots.explain_words import explanation_text
from bridgekit.state import Game
from bridgekit.views import hook_for, seat_view

__all__ = [
    "view_json",
    "TableViews",
    "is_call",
    "claims_possible",
    "claim_is_right",
    "hand_record",
    "download",
    "in_english",
]

#: the fields of a seat view that depend on the viewer: the view hook's methods that are told
#: the viewer (zones, calls, log), the viewer's seat and its legal actions (docs/view.md)
OWN_FIELDS: Final = ("seat", "zones", "calls", "log", "legal_actions")


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
                    call["explanation"] = explanation_text(note)
    return view


class TableViews:
    """The seat views of one state of *game*, built together (see the module's doc).

    ``text(seat)`` is the JSON text of :func:`view_json` for *seat* (``None``: a spectator);
    *notes* are the robots' explanations of the calls, one per action of the deal.

    >>> from bridgekit import new_game
    >>> game = new_game("bridge", seed=1)
    >>> views = TableViews(game)
    >>> json.loads(views.text(2)) == view_json(game, 2)
    True
    """

    def __init__(self, game: Game, notes: list[str | None] | None = None) -> None:
        self.game = game
        self.notes = notes
        self._common: str | None = None
        self._legal: list[dict[str, Any]] | None = None
        self._said: list[str | None] | None = None
        self._texts: dict[tuple[int | None, int | None, bool], str] = {}

    def text(self, seat: int | None, *, acts_for: int | None = None, silent: bool = False) -> str:
        """The view of *seat* as JSON text.

        :param acts_for: a seat *seat* decides for now (declarer for dummy): its legal actions
            are the viewer's (only the actions)
        :param silent: no legal actions (dummy's own, played by declarer)
        """
        key = (seat, acts_for, silent)
        found = self._texts.get(key)
        if found is None:
            found = self._texts[key] = self._build(seat, acts_for, silent)
        return found

    def _build(self, seat: int | None, acts_for: int | None, silent: bool) -> str:
        game = self.game
        if self._common is None:
            # the first view is the engine's own; its fields that no viewer changes are kept
            common: dict[str, Any] = view_format.to_dict(seat_view(game, seat))
            own: dict[str, Any] = {name: common.pop(name) for name in OWN_FIELDS}
            self._common = json.dumps(common, separators=(",", ":"), ensure_ascii=False)[1:-1]
        else:
            if seat is not None and not 0 <= seat < game.variant.seat_count:
                seat_view(game, seat)  # raises the engine's error
            hook = hook_for(game)
            own = {
                "seat": seat,
                "zones": [
                    {
                        "kind": z.kind,
                        "owner": z.owner,
                        "label": z.label,
                        "cards": list(z.cards),
                        "hidden": z.hidden,
                    }
                    for z in hook.zones(game, seat)
                ],
                "calls": [_call_dict(c) for c in hook.calls(game, seat)],
                "log": [{"seat": e.seat, "text": e.text} for e in hook.log(game, seat)],
                "legal_actions": self._legal_actions() if seat is not None and game.to_act == seat else [],
            }
        if acts_for is not None and acts_for != seat and game.to_act == acts_for:
            own["legal_actions"] = self._legal_actions()
        if silent:
            own["legal_actions"] = []
        self._explain(own["calls"])
        return "{" + self._common + "," + json.dumps(own, separators=(",", ":"), ensure_ascii=False)[1:]

    def _legal_actions(self) -> list[dict[str, Any]]:
        """The legal actions of the seat to act (the same to whoever decides for it)."""
        if self._legal is None:
            hook = hook_for(self.game)
            self._legal = [
                {"kind": a.kind, "text": a.text, "label": a.label}
                for a in (hook.action(self.game, action) for action in self.game.legal_actions())
            ]
        return [dict(action) for action in self._legal]

    def _explain(self, calls: list[dict[str, Any]]) -> None:
        """The robots' explanations (the event log's notes) added to the calls that have none."""
        if not self.notes:
            return
        if self._said is None:
            self._said = [
                note
                for record, note in zip(self.game.actions, self.notes, strict=False)
                if _is_call_record(record)
            ]
        if len(self._said) == len(calls):
            for call, note in zip(calls, self._said, strict=True):
                if note and not call.get("explanation"):
                    call["explanation"] = explanation_text(note)


def in_english(choose: Callable[[Any], Any], view: Any) -> Any:
    """A robot's decision made in English (in an executor's thread, whatever its language): the
    table keeps the explanation as written, and each reader sees it in his language
    (:func:`~bridgekit.robots.explain_words.explanation_text`)."""
    with using("en"):
        return choose(view)


def _call_dict(call: Any) -> dict[str, Any]:
    return {
        "seat": call.seat,
        "text": call.text,
        "label": call.label,
        "alert": call.alert,
        "explanation": call.explanation,
    }


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
            record["par"] = f"N-S {found.score:+d}: {contracts}"  # i18n-ok: the parts below are shown
            record["par_score"] = found.score
            record["par_contracts"] = [str(c) for c in found.contracts]
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
