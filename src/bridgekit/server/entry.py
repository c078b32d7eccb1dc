"""A small local web page for entering results table by table while the evening runs.

Each table (or the director) picks round, table and board and types the result as it is
written on the traveller (``4HX= N``, ``3NT-2 W``, ``pass``). A second entry for the same
table and board is refused unless it is marked as a correction; every entry is kept in the
store. Serve it with :func:`serve`, which listens on 127.0.0.1 only.

>>> import tempfile, pathlib
>>> from starlette.testclient import TestClient
>>> from bridgekit.store.events import EventStore, database_url
>>> from bridgekit.tournament.event import MovementSpec, hand_records
>>> store = EventStore.open(database_url(None, pathlib.Path(tempfile.mkdtemp()) / "club"))
>>> _ = store.create_event("club", spec=MovementSpec("mitchell", 3, 2), boards=hand_records(6, seed=1))
>>> client = TestClient(create_app(store, "club"))
>>> client.post("/enter", data={"table": "1", "round": "1", "board": "1", "result": "4S= N"}).status_code
200
>>> [r.text for r in store.current("club")]
['4S= N']
"""

from __future__ import annotations

import html
from typing import Final
from urllib.parse import parse_qs

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route

from bridgekit.errors import BridgeError
from bridgekit.store.events import EventStore

__all__ = ["create_app", "serve", "HOST"]

#: The entry page is for the club room's own machines: it listens on the loopback address only.
HOST: Final = "127.0.0.1"

_PAGE: Final = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>body{{font-family:system-ui,sans-serif;margin:1.5em}}label{{display:inline-block;width:7em}}
.error{{color:#b00}}.ok{{color:#070}}td,th{{padding:.1em .6em}}</style></head><body>
<h1>{title}</h1><p class="{kind}">{message}</p>
<form method="post" action="enter">
<p><label>Round</label><input name="round" size="3" value="{round}"></p>
<p><label>Table</label><input name="table" size="3" value="{table}"></p>
<p><label>Board</label><input name="board" size="3" required></p>
<p><label>Result</label><input name="result" placeholder="4HX= N" required></p>
<p><label>Lead</label><input name="lead" size="3" placeholder="SA"></p>
<p><label>Correction</label><input type="checkbox" name="correction" value="1"></p>
<p><button>Enter</button></p></form>
<h2>Last entries</h2><table><tr><th>Board</th><th>Round</th><th>Table</th><th>NS</th><th>EW</th>
<th>Result</th><th>Kind</th></tr>{rows}</table></body></html>"""


def _page(
    store: EventStore, event: str, *, message: str = "", kind: str = "ok", round: str = "", table: str = ""
) -> str:
    entries = store.entries(event)[-15:]
    rows = "".join(
        f"<tr><td>{e.board}</td><td>{e.round}</td><td>{e.table}</td><td>{html.escape(e.ns)}</td>"
        f"<td>{html.escape(e.ew)}</td><td>{html.escape(e.text)}</td><td>{e.kind}</td></tr>"
        for e in reversed(entries)
    )
    title = html.escape(store.event(event).title)
    return _PAGE.format(
        title=title,
        message=html.escape(message),
        kind=kind,
        rows=rows,
        round=html.escape(round),
        table=html.escape(table),
    )


def _number(form: dict[str, str], name: str) -> int | None:
    text = form.get(name, "").strip()
    if not text:
        return None
    if not text.isdigit():
        raise ValueError(f"{name} must be a number, not {text!r}")
    return int(text)


def create_app(store: EventStore, event: str) -> Starlette:
    """The entry app for *event* in *store*."""
    store.event(event)

    async def home(request: Request) -> HTMLResponse:
        return HTMLResponse(_page(store, event))

    async def enter(request: Request) -> HTMLResponse:
        raw = (await request.body()).decode("utf-8", "replace")
        form = {key: values[-1] for key, values in parse_qs(raw).items()}
        round_text, table_text = form.get("round", ""), form.get("table", "")
        try:
            board = _number(form, "board")
            if board is None:
                raise ValueError("which board?")
            where = {
                "round": _number(form, "round"),
                "table": _number(form, "table"),
                "lead": form.get("lead") or None,
            }
            write = store.correct if form.get("correction") else store.enter
            entry = write(event, board, form.get("result", ""), by="web", **where)
        except (BridgeError, ValueError) as error:
            page = _page(store, event, message=str(error), kind="error", round=round_text, table=table_text)
            return HTMLResponse(page, status_code=400)
        done = f"board {entry.board}, table {entry.table}: {entry.text} ({entry.kind})"
        return HTMLResponse(_page(store, event, message=done, round=round_text, table=table_text))

    return Starlette(routes=[Route("/", home), Route("/enter", enter, methods=["POST"])])


def serve(store: EventStore, event: str, *, port: int = 8765) -> None:  # pragma: no cover - runs a server
    """Serve the entry page on http://127.0.0.1:*port*/ until interrupted."""
    import uvicorn

    uvicorn.run(create_app(store, event), host=HOST, port=port, log_level="warning")
