"""A table's phone: the PIN, then its boards of its current round — enter, see the score, let the
other side accept, see the traveller. Entries carry an idempotency key, so one resent after a
lost answer is stored once."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from bridgekit.i18n import _
from bridgekit.server.club.common import (
    TABLE_COOKIE,
    ClubApp,
    Refused,
    form_errors,
    json_errors,
    number,
    text_field,
)
from bridgekit.store.club import table_actor
from bridgekit.store.events import StoredEntry
from bridgekit.tournament.pairs import TableResult

__all__ = ["routes", "table_state"]

_NO_STORE = {"cache-control": "no-store"}


def _clock(shared: ClubApp, event: str) -> dict[str, Any] | None:
    clock = shared.store.clock(event)
    if clock is None:
        return None
    return {"round": clock.round, "minutes": clock.minutes, "remaining": clock.remaining()}


def _entry(entry: StoredEntry, accepted: bool) -> dict[str, Any]:
    return {
        "id": entry.id,
        "board": entry.board,
        "result": entry.text,
        "lead": entry.lead,
        "score": entry.table_result().score,
        "accepted": accepted,
        "by": entry.entered_by,
    }


def traveller(shared: ClubApp, event: str, board: int) -> list[dict[str, Any]]:
    """The results of *board* so far (what a table sees once it has accepted its own)."""
    results, adjusted = shared.store.results(event)
    rows: list[TableResult] = [r for r in [*results, *adjusted] if r.board == board]
    return [
        {"table": r.table, "ns": r.ns, "ew": r.ew, "result": r.text, "score": r.score}
        for r in sorted(rows, key=lambda r: -r.score)
    ]


def table_state(shared: ClubApp, event: str, table: int) -> dict[str, Any]:
    """What the table's phone shows: its round, pairs and boards with their entries."""
    store = shared.store
    info = store.events.event(event)
    round_ = store.current_round(event, table)
    state: dict[str, Any] = {
        "event": event,
        "title": info.title,
        "table": table,
        "round": round_,
        "rounds": info.movement.rounds,
        "clock": _clock(shared, event),
    }
    from bridgekit.server.club.director import room_name

    state["room"] = room_name(info.spec.kind, table)
    if round_ is None:
        state["finished"] = True
        # A Swiss round not paired yet: the table waits for the director.
        state["waiting"] = info.spec.kind == "teams" and len(info.spec.schedule) < (info.spec.rounds or 0)
        return state
    seating = store.movement(event).seating(round_, table)
    names = store.events.names(event)
    accepted = store.entry_state(event)
    latest: dict[int, StoredEntry] = {}
    for entry in store.events.entries(event):
        if entry.table == table and entry.round == round_:
            latest[entry.board] = entry
    adjusted = {a.board: a.text for a in store.adjusted(event) if a.table == table and a.round == round_}
    state.update(
        finished=False,
        ns=seating.ns,
        ew=seating.ew,
        ns_names=names.get(seating.ns, ""),
        ew_names=names.get(seating.ew, ""),
        boards=[
            {
                "board": b,
                "entry": _entry(latest[b], accepted.get(latest[b].id, False)) if b in latest else None,
                "adjusted": adjusted.get(b),
                "vulnerable": _vulnerable(b),
                "dealer": "NESW"[(b - 1) % 4],
            }
            for b in seating.boards
        ],
    )
    return state


def _vulnerable(board: int) -> str:
    from bridgekit.seats import board_vulnerability

    return board_vulnerability(board).name


def routes(shared: ClubApp) -> list[BaseRoute]:
    store = shared.store

    def where(request: Request) -> tuple[str, int]:
        return request.path_params["event"], int(request.path_params["table"])

    def table_page(request: Request) -> str:
        event, table = where(request)
        from bridgekit.server.club.common import base_path

        return f"{base_path(request)}/t/{event}/{table}"

    def allowed(request: Request) -> tuple[str, int]:
        event, table = where(request)
        if shared.table(request, event, table) is None:
            raise Refused(401, _("enter table {table}'s PIN first").format(table=table))
        return event, table

    @form_errors(table_page)
    def page(request: Request, fields: dict[str, str]) -> Response:
        event, table = where(request)
        info = store.events.event(event)
        if table not in store.pins(event):
            raise Refused(404, _("no table {table} in {event}").format(table=table, event=event))
        signed_in = shared.table(request, event, table) is not None
        return shared.page(
            request,
            "table.html",
            title=_("{title}: table {table}").format(title=info.title, table=table),
            event=event,
            table=table,
            signed_in=signed_in,
        )

    @json_errors
    def pin(request: Request, fields: dict[str, str]) -> Response:
        event, table = where(request)
        shared.throttle(request, f"pin:{event}:{table}")
        if not store.check_pin(event, table, text_field(fields, "pin", limit=12)):
            raise Refused(403, _("wrong PIN"))
        token, _session = store.new_session(table_actor(table), event=event, table=table)
        response = JSONResponse({"ok": True, "table": table})
        response.set_cookie(
            TABLE_COOKIE, token, httponly=True, samesite="lax", secure=shared.secure, path="/"
        )
        return response

    @json_errors
    def state(request: Request, fields: dict[str, str]) -> Response:
        event, table = allowed(request)
        return JSONResponse(table_state(shared, event, table), headers=_NO_STORE)

    @json_errors
    def enter(request: Request, fields: dict[str, str]) -> Response:
        event, table = allowed(request)
        board = number(fields, "board", low=1, high=999)
        assert board is not None
        key = text_field(fields, "key", limit=80) or None
        entry = store.table_enter(
            event,
            table,
            board=board,
            result=text_field(fields, "result", limit=40, required=True),
            lead=text_field(fields, "lead", limit=4) or None,
            key=key,
            auction=text_field(fields, "auction", limit=300),
        )
        accepted = store.entry_state(event).get(entry.id, False)
        return JSONResponse({"entry": _entry(entry, accepted)}, headers=_NO_STORE)

    @json_errors
    def confirm(request: Request, fields: dict[str, str]) -> Response:
        event, table = allowed(request)
        entry_id = number(fields, "entry", low=1, high=2**31)
        assert entry_id is not None
        entry = store.confirm(event, table, entry_id)
        return JSONResponse(
            {"entry": _entry(entry, True), "traveller": traveller(shared, event, entry.board)},
            headers=_NO_STORE,
        )

    return [
        Route("/t/{event}/{table:int}", page),
        Route("/t/{event}/{table:int}/pin", pin, methods=["POST"]),
        Route("/api/t/{event}/{table:int}/state", state),
        Route("/api/t/{event}/{table:int}/enter", enter, methods=["POST"]),
        Route("/api/t/{event}/{table:int}/confirm", confirm, methods=["POST"]),
    ]
