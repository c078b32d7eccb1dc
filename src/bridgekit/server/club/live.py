"""Live rankings for the club room's big screen: the standings as results arrive (server-sent
events tell the page when something changed), the round clock, and each board's traveller once
every table has played it — never before, so no table sees a board it still has to play."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import BaseRoute, Route

from bridgekit.i18n import _
from bridgekit.server.club.common import ClubApp, form_errors, json_errors, unavailable_json
from bridgekit.store.events import StoreError

__all__ = ["live_state", "routes"]

POLL_SECONDS = 1.0
KEEPALIVE_SECONDS = 15.0


def live_state(shared: ClubApp, event: str) -> dict[str, Any]:
    """Rankings, the clock and the finished boards' travellers."""
    store = shared.store
    info = store.events.event(event)
    results = store.scored(event)
    finished = store.finished_boards(event)
    names = store.events.names(event)
    clock = store.clock(event)
    fields: dict[str, list[dict[str, Any]]] = {}
    for s in results.standings:
        fields.setdefault(s.field, []).append(
            {
                "rank": f"{s.rank}{'=' if s.tied else ''}",
                "pair": s.pair,
                "names": names.get(s.pair, ""),
                "total": round(s.total, 2),
                "percentage": None if s.percentage is None else round(s.percentage, 2),
                "boards": s.boards,
            }
        )
    travellers = {
        str(board): [
            {
                "ns": s.result.ns,
                "ew": s.result.ew,
                "result": s.result.text,
                "score": s.result.score,
                "ns_points": round(s.ns, 2),
                "ew_points": round(s.ew, 2),
            }
            for s in sorted(results.scored, key=lambda s: -s.result.score)
            if s.result.board == board
        ]
        for board in sorted(finished)
    }
    return {
        "event": event,
        "title": info.title,
        "method": info.method,
        "unit": "%" if info.method == "matchpoints" else ("VPs" if info.spec.kind == "teams" else "IMPs"),
        "version": store.version(event),
        "clock": None
        if clock is None
        else {"round": clock.round, "minutes": clock.minutes, "remaining": clock.remaining()},
        "fields": fields,
        "boards": info.movement.board_count,
        "finished": sorted(finished),
        "travellers": travellers,
    }


def routes(shared: ClubApp) -> list[BaseRoute]:
    store = shared.store

    def live_page_url(request: Request) -> str:
        from bridgekit.server.club.common import base_path

        return f"{base_path(request)}/"

    @form_errors(live_page_url)
    def page(request: Request, fields: dict[str, str]) -> Response:
        event = request.path_params["event"]
        info = store.events.event(event)
        return shared.page(
            request, "live.html", title=_("{title}: live").format(title=info.title), event=event
        )

    @json_errors
    def state(request: Request, fields: dict[str, str]) -> Response:
        return JSONResponse(
            live_state(shared, request.path_params["event"]), headers={"cache-control": "no-store"}
        )

    async def stream(request: Request) -> Response:
        """``event: change`` with the event's version whenever it grows (and the clock with it)."""
        event = request.path_params["event"]
        try:
            await run_in_threadpool(store.events.event, event)
        except StoreError as error:
            return unavailable_json(error)
        except Exception as error:  # noqa: BLE001 - one line for a bad event name
            return JSONResponse({"error": " ".join(str(error).split())}, status_code=404)

        async def changes() -> AsyncIterator[str]:
            last = -1
            idle = 0.0
            yield "retry: 2000\n\n"
            while not shared.stopping() and not await request.is_disconnected():
                try:
                    version = await run_in_threadpool(store.version, event)
                except StoreError as error:  # the database is away: say so, keep the stream, try again
                    idle = 0.0
                    line = json.dumps({"error": " ".join(str(error).split())})
                    yield f"event: unavailable\ndata: {line}\n\n"
                    await asyncio.sleep(POLL_SECONDS)
                    continue
                if version != last:
                    last = version
                    idle = 0.0
                    yield f"event: change\ndata: {json.dumps({'version': version})}\n\n"
                elif idle >= KEEPALIVE_SECONDS:
                    idle = 0.0
                    yield ": keep-alive\n\n"
                await asyncio.sleep(POLL_SECONDS)
                idle += POLL_SECONDS

        return StreamingResponse(
            changes(),
            media_type="text/event-stream",
            headers={"cache-control": "no-store", "x-accel-buffering": "no"},
        )

    return [
        Route("/live/{event}", page),
        Route("/api/live/{event}/state", state),
        Route("/api/live/{event}/events", stream),
    ]
