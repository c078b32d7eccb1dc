"""The table server: lobby, quick play, the table page, invites, accounts and the WebSocket.

:func:`create_app` builds the Starlette application; ``bridgekit serve`` runs it with uvicorn.
Other applications (the club console) are mounted beside it through *mounts*.

>>> from starlette.testclient import TestClient
>>> app = create_app(Settings(db="sqlite://", robot_delay=0))
>>> with TestClient(app, base_url="http://127.0.0.1") as client:
...     page = client.get("/play/bridge")
...     page.status_code, "data-table" in page.text
(200, True)
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from bridgekit.call_words import call_input
from bridgekit.errors import BridgeError
from bridgekit.i18n import _
from bridgekit.server import pages, security
from bridgekit.server.actions import ActionError
from bridgekit.server.commit import close_group_commit
from bridgekit.server.db import Store
from bridgekit.server.hall import Client, Hall
from bridgekit.server.language import LanguageMiddleware
from bridgekit.server.tables import new_table, parse_options, quick_seat, seat_count
from bridgekit.server.views import download

__all__ = ["create_app", "Settings", "PROTOCOL", "MAX_MESSAGE"]

#: The WebSocket protocol's version (docs/server.md).
PROTOCOL: Final = 1
#: The largest message a client may send, in bytes.
MAX_MESSAGE: Final = 4096
SESSION_COOKIE: Final = "bk_session"
STATIC: Final = Path(__file__).parent / "static"


def seat_cookie(table_id: str) -> str:
    return f"bk_t_{table_id}"


@dataclass
class Settings:
    """How a server runs.

    :param db: a SQLAlchemy URL or a SQLite file path
    :param robot_delay: seconds a robot waits before acting
    :param allowed_hosts: ``Host`` values served (the bound address is added by ``serve``)
    :param mounts: other applications to mount, e.g. ``[("/club", club_app)]``
    """

    db: str = "sqlite:///bridgekit-tables.db"
    robot_delay: float = 1.0
    allowed_hosts: Sequence[str] = ("127.0.0.1", "localhost", "testserver")
    mounts: list[tuple[str, Any]] = field(default_factory=list)
    notify: bool = True
    rate: float = 50.0
    burst: int = 200


def create_app(settings: Settings) -> Starlette:
    """The table server as a Starlette app (with its mounts, e.g. the club console at ``/club``)."""
    store = Store(settings.db)
    hall = Hall(store, robot_delay=settings.robot_delay)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        listener = None
        if settings.notify and store.is_postgres:
            from bridgekit.server.notify import Notifier

            listener = Notifier(store.url, hall)
            await listener.start()
        try:
            yield
        finally:
            if listener is not None:
                await listener.stop()
            await close_group_commit(store)
            await hall.close()

    routes: list[BaseRoute] = [
        Route("/", lobby),
        Route("/play/{game}", quick_play),
        Route("/tables", create_table, methods=["POST"]),
        Route("/t/{table}", table_page),
        Route("/t/{table}/join", join_seat, methods=["POST"]),
        Route("/t/{table}/leave", leave_seat, methods=["POST"]),
        Route("/t/{table}/deal/{number:int}.{kind}", deal_file),
        Route("/join/{token}", follow_invite),
        Route("/account", account_page),
        Route("/account/register", register, methods=["POST"]),
        Route("/account/login", login, methods=["POST"]),
        Route("/account/logout", logout, methods=["POST"]),
        WebSocketRoute("/ws/{table}", socket),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    # Extra applications (the club director console at /club) are mounted here.
    routes.extend(Mount(path, app=app) for path, app in settings.mounts)
    app = Starlette(
        routes=routes,
        middleware=[
            *security.middleware(
                allowed_hosts=settings.allowed_hosts, rate=settings.rate, burst=settings.burst
            ),
            Middleware(LanguageMiddleware),
        ],
        exception_handlers={BridgeError: bad_request},
        lifespan=lifespan,
    )
    app.state.store = store
    app.state.hall = hall
    app.state.settings = settings
    return app


async def bad_request(request: Request, error: Exception) -> Response:
    return HTMLResponse(pages.message(_("Not possible"), " ".join(str(error).split())), status_code=400)


def _store(request: Request | WebSocket) -> Store:
    store: Store = request.app.state.store
    return store


def _hall(request: Request | WebSocket) -> Hall:
    hall: Hall = request.app.state.hall
    return hall


def _account(request: Request | WebSocket) -> str | None:
    return _store(request).account(request.cookies.get(SESSION_COOKIE))


def _set_seat(response: Response, table_id: str, token: str) -> None:
    response.set_cookie(seat_cookie(table_id), token, httponly=True, samesite="lax", max_age=30 * 86400)


def _to_seat(table_id: str, token: str) -> Response:
    """To the table's page, this browser holding the seat of *token* (its cookie)."""
    response = RedirectResponse(f"/t/{table_id}", status_code=303)
    _set_seat(response, table_id, token)
    return response


async def _form(request: Request) -> dict[str, str]:
    from urllib.parse import parse_qs

    body = (await request.body()).decode("utf-8", "replace")
    return {k: v[-1] for k, v in parse_qs(body, keep_blank_values=True).items()}


# -- pages -------------------------------------------------------------------------------------------


async def lobby(request: Request) -> Response:
    store = _store(request)
    return HTMLResponse(
        pages.lobby(
            store.recent_tables(),
            store,
            csrf=security.csrf_token(request),
            account=_account(request),
            mine={k[5:] for k in request.cookies if k.startswith("bk_t_")},
        )
    )


async def quick_play(request: Request) -> Response:
    """``/play/GAME?options``: a new table, the visitor in ``bridgekit play``'s seat, robots elsewhere."""
    game = request.path_params["game"]
    # ``lang`` chooses the page's language (the switch on every page), ``seed`` the deals (the
    # same seed deals the same cards): neither is a game option
    query = {k: v for k, v in request.query_params.items() if k not in ("lang", "seed")}
    options = parse_options(game, query)
    seed = _seed(request.query_params.get("seed"))
    seat = quick_seat(game, options)
    count = seat_count(game, options)
    kinds = ["human" if s == seat else "robot" for s in range(count)]
    store = _store(request)
    table_id = new_table(store, game, options, kinds, seed=seed)
    token = store.seats(table_id)[seat].token
    assert token is not None
    name = _account(request)
    if name:
        store.update_seat(table_id, seat, player=name)
    return _to_seat(table_id, token)


def _seed(text: str | None) -> int | None:
    """Quick play's ``seed``: a whole number from 0 to 2^40 − 1 (``None``: a random one)."""
    if text is None or text == "":
        return None
    if not text.isdigit() or int(text) >= 2**40:
        message = _("not a seed: {text!r} (a whole number from 0 to 2^40 − 1)")
        raise BridgeError(message.format(text=text[:20]))
    return int(text)


async def create_table(request: Request) -> Response:
    form = await _form(request)
    game = form.pop("game", "bridge")
    form.pop(security.CSRF_FIELD, None)
    form.pop("gameform", None)
    kinds = []
    i = 0
    while f"seat{i}" in form:
        kinds.append({"me": "human", "robot": "robot", "invite": "invite"}.get(form.pop(f"seat{i}"), "?"))
        i += 1
    title = form.pop("title", "")[:120]
    options = parse_options(game, form)
    if kinds.count("human") > 1:
        raise BridgeError("you can take one seat; invite the others")
    store = _store(request)
    table_id = new_table(store, game, options, kinds, title=title)
    response = RedirectResponse(f"/t/{table_id}", status_code=303)
    for row in store.seats(table_id):
        if row.kind == "human" and row.claimed and row.token:
            _set_seat(response, table_id, row.token)
            name = _account(request)
            if name:
                store.update_seat(table_id, row.seat, player=name)
    return response


async def table_page(request: Request) -> Response:
    table_id = request.path_params["table"]
    store = _store(request)
    if store.table(table_id) is None:
        return HTMLResponse(
            pages.message(_("No such table"), _("This table does not exist.")), status_code=404
        )
    response = HTMLResponse(pages.table(table_id, csrf=security.csrf_token(request)))
    name = _account(request)
    if name and seat_cookie(table_id) not in request.cookies:
        for held, _seat, token in store.seats_of_player(name):
            if held == table_id:
                _set_seat(response, table_id, token)
    return response


async def follow_invite(request: Request) -> Response:
    """An invite link: the seat's token goes into this browser's cookie."""
    token = request.path_params["token"]
    store = _store(request)
    found = store.seat_by_token(token)
    if found is None:
        return HTMLResponse(
            pages.message(_("Invite not valid"), _("This invite link is not valid.")), status_code=404
        )
    table_id, seat = found
    store.update_seat(table_id, seat, claimed=True, open=False, player=_account(request))
    await _hall(request).reseat(table_id)
    return _to_seat(table_id, token)


async def join_seat(request: Request) -> Response:
    table_id = request.path_params["table"]
    form = await _form(request)
    try:
        seat = int(form.get("seat", ""))
    except ValueError:
        raise BridgeError("join: which seat?") from None
    store = _store(request)
    token = store.claim_seat(table_id, seat, player=_account(request))
    if token is None:
        raise BridgeError("that seat is taken")
    await _hall(request).reseat(table_id)
    return _to_seat(table_id, token)


async def leave_seat(request: Request) -> Response:
    """Leave a table: a robot takes the seat, which anyone may join from the lobby."""
    table_id = request.path_params["table"]
    store = _store(request)
    seat = store.seat_of(table_id, request.cookies.get(seat_cookie(table_id)))
    response = RedirectResponse("/", status_code=303)
    response.delete_cookie(seat_cookie(table_id))
    if seat is not None:
        store.update_seat(table_id, seat, kind="robot", token=None, claimed=False, open=True, player=None)
        await _hall(request).reseat(table_id)
    return response


async def deal_file(request: Request) -> Response:
    table_id = request.path_params["table"]
    number = int(request.path_params["number"])
    kind = str(request.path_params["kind"]).lower()
    room = await _hall(request).room(table_id)
    if room is None or not 1 <= number <= len(room.finished):
        return PlainTextResponse("no such finished deal", status_code=404)
    try:
        text, media = download(room.finished[number - 1], kind)
    except ValueError as error:
        return PlainTextResponse(str(error), status_code=404)
    filename = f"{room.row.game}-{table_id[:6]}-{number}.{kind}"
    return Response(
        text, media_type=media, headers={"content-disposition": f'attachment; filename="{filename}"'}
    )


# -- accounts ------------------------------------------------------------------------------------------


async def account_page(request: Request) -> Response:
    return HTMLResponse(pages.account(_account(request), csrf=security.csrf_token(request)))


def _session(response: Response, session: str) -> None:
    response.set_cookie(SESSION_COOKIE, session, httponly=True, samesite="lax", max_age=365 * 86400)


async def register(request: Request) -> Response:
    form = await _form(request)
    session = _store(request).register(form.get("name", "").strip(), form.get("password", ""))
    response = RedirectResponse("/", status_code=303)
    _session(response, session)
    return response


async def login(request: Request) -> Response:
    form = await _form(request)
    session = _store(request).login(form.get("name", "").strip(), form.get("password", ""))
    if session is None:
        return HTMLResponse(pages.message(_("Login failed"), _("Wrong name or password.")), status_code=403)
    response = RedirectResponse("/", status_code=303)
    _session(response, session)
    return response


async def logout(request: Request) -> Response:
    response = RedirectResponse("/", status_code=303)
    response.delete_cookie(SESSION_COOKIE)
    return response


# -- the WebSocket ---------------------------------------------------------------------------------------


def error(text: str, code: str = "refused") -> str:
    return json.dumps({"type": "error", "v": PROTOCOL, "code": code, "message": text})


async def socket(websocket: WebSocket) -> None:
    """One client at one table: ``state`` messages out, actions in (docs/server.md)."""
    table_id = websocket.path_params["table"]
    hall = _hall(websocket)
    room = await hall.room(table_id)
    await websocket.accept()
    if room is None:
        await websocket.send_text(error("no such table", "no_table"))
        await websocket.close(code=4404)
        return
    seat = _store(websocket).seat_of(table_id, websocket.cookies.get(seat_cookie(table_id)))
    client = Client(websocket, seat)
    await hall.attach(room, client)
    try:
        while True:
            text = await websocket.receive_text()
            reply = await _handle(hall, room, client, text)
            if reply is not None:
                await client.send(reply)
    except WebSocketDisconnect:
        pass
    finally:
        await hall.detach(room, client)


def _state(hall: Hall, room: Any, client: Client) -> str:
    connected = {c.seat for c in hall.clients.get(room.row.id, set()) if c.seat is not None}
    return str(room.state_text(client.seat, connected=connected))


async def _handle(hall: Hall, room: Any, client: Client, text: str) -> str | None:
    """Do what one message asks; an error message for this client only if it cannot be done."""
    if len(text.encode()) > MAX_MESSAGE:
        return error(f"message over {MAX_MESSAGE} bytes", "too_large")
    if not hall.message_rate.allow(id(client)):
        return error("too many messages: slow down", "rate")
    try:
        message = json.loads(text)
    except ValueError:
        return error("not JSON", "bad_message")
    if not isinstance(message, dict):
        return error("a message is a JSON object", "bad_message")
    version = message.get("v", PROTOCOL)
    if version != PROTOCOL:
        return error(
            f"protocol version {version!r} not spoken here (this server speaks {PROTOCOL})", "version"
        )
    kind = message.get("type")
    try:
        if kind == "act":
            action = message.get("action")
            if not isinstance(action, str) or not action.strip():
                return error("act needs an action (text)", "bad_message")
            expected = message.get("seq")
            if isinstance(expected, int) and expected != room.seq:
                raise ActionError("the table moved on meanwhile: look again")
            action = action.strip()
            if action not in room.table_views().legal_texts():  # as the view wrote it: taken as is
                action = call_input(action)  # else the language's call words too
            await room.submit(client.seat, action)
        elif kind == "next":
            await room.submit(client.seat, "@next")
        elif kind == "claim":
            tricks = message.get("tricks")
            if not isinstance(tricks, int):
                return error("claim needs a number of tricks", "bad_message")
            await room.propose(client.seat, "claim", tricks, hall.pool)
        elif kind == "undo":
            await room.propose(client.seat, "undo", 0, hall.pool)
        elif kind == "answer":
            await room.answer(client.seat, bool(message.get("accept")))
        elif kind == "sync":
            return _state(hall, room, client)
        elif kind == "ping":
            return json.dumps({"type": "pong", "v": PROTOCOL})
        else:
            return error(f"unknown message type {kind!r}", "bad_message")
    except ActionError as refused:
        await client.send(_state(hall, room, client))
        return error(str(refused))
    except BridgeError as refused:
        return error(" ".join(str(refused).split()))
    return None
