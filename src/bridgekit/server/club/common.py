"""What the club console's route modules share: the app object, cookies, form and JSON error
handling and paths (kept apart from :mod:`bridgekit.server.club.app`, which imports the routes)."""

from __future__ import annotations

import html
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, Final
from urllib.parse import parse_qs

import jinja2
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from bridgekit.errors import BridgeError
from bridgekit.i18n import DEFAULT, N_, _, gettext, language, ngettext
from bridgekit.server.language import script_catalogue, switch
from bridgekit.server.security import TokenBucket, csrf_token
from bridgekit.store.audit_words import action_words, actor_words, method_words, movement_words, result_words
from bridgekit.store.club import ClubStore, Session
from bridgekit.store.events import StoreError

HERE: Final = Path(__file__).parent
DIRECTOR_COOKIE: Final = "bk_director"
TABLE_COOKIE: Final = "bk_table"
MAX_FORM: Final = 16 * 1024
#: A form carrying a deals file (``…/deals``): under the 64 KiB every request body is held to.
MAX_UPLOAD_FORM: Final = 63 * 1024
#: seconds a client waits before sending again after a database fault (HTTP 503)
RETRY_AFTER: Final = 2


class Refused(Exception):
    """A request that is not allowed: its HTTP status and one line for the user."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class ClubApp:
    """What the routes share: the store, templates, limits and where results are published."""

    def __init__(
        self,
        store: ClubStore,
        *,
        publish_dir: Path,
        public_url: str | None,
        secure: bool = False,
        language: str = DEFAULT,
    ) -> None:
        self.store = store
        #: the club's default language: its published pages, and visitors who state none we speak
        self.language = language
        self.secure = secure
        self.publish_dir = publish_dir
        self.public_url = public_url.rstrip("/") if public_url else None
        self.templates = jinja2.Environment(
            loader=jinja2.FileSystemLoader(HERE / "templates"),
            autoescape=True,
            undefined=jinja2.StrictUndefined,
            extensions=["jinja2.ext.i18n"],
        )
        self.templates.install_gettext_callables(  # type: ignore[attr-defined]
            gettext=gettext, ngettext=ngettext, newstyle=False
        )
        # stored names and kinds (movements, scoring methods, entry kinds) in the reader's language
        self.templates.globals.update(
            movement_words=movement_words,
            method_words=method_words,
            action_words=action_words,
            actor_words=actor_words,
            result_words=result_words,
        )
        #: Password and PIN attempts: 5 at once, then one every 10 seconds per client and target.
        self.logins = TokenBucket(rate=0.1, burst=5)
        #: Whether the server is shutting down (live streams then end); set by whoever runs it.
        self.stopping: Callable[[], bool] = lambda: False

    # -- rendering ----------------------------------------------------------------------------

    def page(self, request: Request, template: str, status: int = 200, **values: Any) -> HTMLResponse:
        values.setdefault("message", request.query_params.get("msg", "")[:300])
        values.setdefault("error", request.query_params.get("err", "")[:300])
        text = self.templates.get_template(template).render(
            base=base_path(request),
            csrf=csrf_token(request),
            lang=language(),
            languages=switch(),
            strings=script_catalogue(*sorted((HERE / "static").glob("*.js"))),
            **values,
        )
        return HTMLResponse(text, status_code=status, headers=PAGE_HEADERS)

    def external(self, request: Request) -> str:
        """The address phones use to reach the app (for links and QR codes)."""
        if self.public_url:
            return self.public_url
        return f"{request.url.scheme}://{request.url.netloc}{base_path(request)}"

    # -- identities ---------------------------------------------------------------------------

    def director(self, request: Request) -> Session | None:
        session = self.store.session(request.cookies.get(DIRECTOR_COOKIE, ""))
        return session if session is not None and session.is_director else None

    def table(self, request: Request, event: str, table: int) -> Session | None:
        session = self.store.session(request.cookies.get(TABLE_COOKIE, ""))
        if session is None or session.event != event or session.table != table:
            return None
        return session

    def signed_director(self, request: Request) -> Session:
        """The signed-in director.

        :raises Refused: 401 without a director session
        """
        session = self.director(request)
        if session is None:
            raise Refused(401, _("sign in as the director first"))
        return session

    def club_of(self, session: Session) -> str:
        """The name of *session*'s club ("" if it has none)."""
        return next((c for c in self.store.clubs() if self.store.club_id(c) == session.club_id), "")

    def event_director(self, request: Request, event: str) -> Session:
        """The signed-in director of *event*'s club.

        :raises Refused: 401 without a director session, 403 for another club's event
        """
        session = self.signed_director(request)
        if self.store.event_club(event) != session.club_id:
            raise Refused(403, _("event {event} is not your club's").format(event=repr(event)))
        return session

    def throttle(self, request: Request, target: str) -> None:
        client = request.client.host if request.client else "?"
        if not self.logins.allow((client, target)):
            raise Refused(429, _("too many attempts: wait a few seconds and try again"))


_NO_STORE: Final = {"cache-control": "no-store"}
#: The console's own pages load scripts, styles and images from the app only and are never framed.
PAGE_HEADERS: Final = {
    **_NO_STORE,
    "content-security-policy": "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; "
    "base-uri 'none'; form-action 'self'",
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
}


def base_path(request: Request) -> str:
    """Where the app is mounted (``/club`` inside ``bridgekit serve``; empty on its own)."""
    return str(request.scope.get("root_path", "")).rstrip("/")


async def form(request: Request) -> dict[str, str]:
    """An urlencoded form's fields (last value wins), or a JSON object's."""
    body = await request.body()
    if request.url.path.endswith("/deals") and len(body) > MAX_UPLOAD_FORM:
        raise Refused(
            400,
            _("the deals file is too large: over {size} KB as a form").format(size=MAX_UPLOAD_FORM // 1024),
        )
    if len(body) > (MAX_UPLOAD_FORM if request.url.path.endswith("/deals") else MAX_FORM):
        raise Refused(413, _("the form is too large"))
    kind = request.headers.get("content-type", "")
    if kind.startswith("application/json"):
        try:
            data = json.loads(body or b"{}")
        except ValueError:
            raise Refused(400, _("not JSON")) from None
        if not isinstance(data, dict):
            raise Refused(400, _("expected a JSON object"))
        return {str(k): "" if v is None else str(v) for k, v in data.items()}
    text = body.decode("utf-8", "replace")
    return {key: values[-1] for key, values in parse_qs(text, keep_blank_values=True).items()}


#: The form fields a refusal may name, as the catalogue knows them.
_FIELDS: Final = {
    "board": N_("board"),
    "table": N_("table"),
    "round": N_("round"),
    "pair": N_("pair"),
    "tables": N_("tables"),
    "pairs": N_("pairs"),
    "rounds": N_("rounds"),
    "boards per round": N_("boards per round"),
    "result": N_("result"),
    "reason": N_("reason"),
    "name": N_("name"),
    "password": N_("password"),
    "club": N_("club"),
    "director": N_("director"),
    "minutes": N_("minutes"),
}


def _field(name: str) -> str:
    """A form field's name as a user reads it (``boards_per_round`` → ``boards per round``)."""
    words = name.replace("_", " ")
    return _(_FIELDS[words]) if words in _FIELDS else words


def number(
    fields: dict[str, str], name: str, *, required: bool = True, low: int = 0, high: int = 999
) -> int | None:
    text = fields.get(name, "").strip()
    if not text:
        if required:
            raise Refused(400, _("{field} is missing").format(field=_field(name)))
        return None
    if not text.isdigit() or not low <= int(text) <= high:
        raise Refused(
            400,
            _("{field} must be a number from {low} to {high}, not {text}").format(
                field=_field(name), low=low, high=high, text=repr(text[:20])
            ),
        )
    return int(text)


def text_field(fields: dict[str, str], name: str, *, limit: int = 200, required: bool = False) -> str:
    value = fields.get(name, "").strip()
    if required and not value:
        raise Refused(400, _("{field} is missing").format(field=_field(name)))
    if len(value) > limit:
        raise Refused(
            400, _("{field} is longer than {limit} characters").format(field=_field(name), limit=limit)
        )
    return value


Handler = Callable[[Request, dict[str, str]], Response]


async def _run(handler: Handler, request: Request) -> Response:
    """Read the form of a POST, then run *handler* in a worker thread (the store blocks)."""
    fields = await form(request) if request.method == "POST" else {}
    return await run_in_threadpool(handler, request, fields)


def unavailable_json(error: StoreError) -> JSONResponse:
    """A database fault (locked file, lost connection) as JSON: HTTP 503, the one line, and
    ``retry``: the request may be sent again (a table's phone keeps its entry and does)."""
    return JSONResponse(
        {"error": " ".join(str(error).split()), "retry": True},
        status_code=503,
        headers={**_NO_STORE, "retry-after": str(RETRY_AFTER)},
    )


def unavailable_page(request: Request, error: StoreError) -> HTMLResponse:
    """A database fault as a page: HTTP 503 with the one line and a way to try again."""
    line = html.escape(" ".join(str(error).split()))
    from urllib.parse import urlsplit

    back = request.url.path if request.method == "GET" else urlsplit(request.headers.get("referer", "")).path
    again = html.escape(back)
    title, heading, retry = _("Database unavailable"), _("The database is unavailable"), _("Try again")
    text = (
        f'<!doctype html><html lang="{language()}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{html.escape(title)}</title><link rel="stylesheet" href="{html.escape(base_path(request))}'
        f'/static/club.css"></head><body><main><h1>{html.escape(heading)}</h1>'
        f'<p class="error" role="alert">{line}</p>'
        + (f'<p><a href="{again}">{html.escape(retry)}</a></p>' if again.startswith("/") else "")
        + "</main></body></html>"
    )
    return HTMLResponse(text, status_code=503, headers={**PAGE_HEADERS, "retry-after": str(RETRY_AFTER)})


async def store_error_handler(request: Request, error: Exception) -> Response:
    """The app's last guard: a database fault on any route is a 503 (JSON under ``/api/``)."""
    assert isinstance(error, StoreError)
    wants_json = "/api/" in request.url.path or "application/json" in request.headers.get("accept", "")
    return unavailable_json(error) if wants_json else unavailable_page(request, error)


def json_errors(handler: Handler) -> Callable[[Request], Awaitable[Response]]:
    """An endpoint answering a refused request or a bridge error with ``{"error": ...}``."""

    async def endpoint(request: Request) -> Response:
        try:
            return await _run(handler, request)
        except Refused as refused:
            return JSONResponse({"error": refused.message}, status_code=refused.status, headers=_NO_STORE)
        except StoreError as error:
            return unavailable_json(error)
        except BridgeError as error:
            return JSONResponse({"error": " ".join(str(error).split())}, status_code=400, headers=_NO_STORE)

    return endpoint


def form_errors(
    back: Callable[[Request], str],
) -> Callable[[Handler], Callable[[Request], Awaitable[Response]]]:
    """An endpoint for a form: a refused request or bridge error goes back to *back*'s page
    with the message in ``err`` (401/403 are answered as such)."""

    def decorate(handler: Handler) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            # A page that cannot be shown is answered as such: sent back to itself, it would
            # redirect for ever (an unknown event or table in the address).
            itself = request.method == "GET" and back(request).split("?")[0] == request.url.path
            try:
                return await _run(handler, request)
            except Refused as refused:
                if refused.status in (401, 403, 404, 413, 429) or itself:
                    return HTMLResponse(html.escape(refused.message), status_code=refused.status)
                return redirect(back(request), err=refused.message)
            except StoreError as error:
                return unavailable_page(request, error)
            except BridgeError as error:
                message = " ".join(str(error).split())
                if itself:
                    return HTMLResponse(html.escape(message), status_code=404)
                return redirect(back(request), err=message)

        return endpoint

    return decorate


def redirect(url: str, **query: str) -> RedirectResponse:
    from urllib.parse import urlencode

    params = {k: v[:300] for k, v in query.items() if v}
    return RedirectResponse(url + (("?" + urlencode(params)) if params else ""), status_code=303)
