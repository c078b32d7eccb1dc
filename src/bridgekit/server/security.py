"""The generic guards of bridgekit's web applications (the table server and the club console).

Each piece is an ASGI middleware or a small helper that any Starlette app can use:

- :func:`middleware` — the whole stack in the right order: trusted ``Host`` (Starlette's own
  :class:`~starlette.middleware.trustedhost.TrustedHostMiddleware`), same-origin WebSockets and
  unsafe requests (:class:`OriginCheck`), a body-size limit (:class:`BodySizeLimit`), a rate
  limit per client (:class:`RateLimit`) and double-submit CSRF tokens (:class:`CSRF`);
- :func:`csrf_token` — the token a page puts in its forms (``<input name="csrf_token">``) or
  sends in the ``X-CSRF-Token`` header;
- :class:`TokenBucket` — a rate limiter keyed by anything (a WebSocket, a seat, an address);
- :func:`hash_password` / :func:`verify_password` — argon2id (argon2-cffi) for optional accounts;
- :func:`new_token` — an unguessable token (a seat's invite link, a session).

>>> from starlette.applications import Starlette
>>> from starlette.responses import PlainTextResponse
>>> from starlette.routing import Route
>>> from starlette.testclient import TestClient
>>> async def form(request):
...     return PlainTextResponse(csrf_token(request))
>>> app = Starlette(routes=[Route("/", form, methods=["GET", "POST"])],
...                 middleware=middleware(allowed_hosts=["testserver"]))
>>> client = TestClient(app)
>>> token = client.get("/").text
>>> client.post("/", data={"csrf_token": token}).status_code
200
>>> client.post("/", data={"csrf_token": "forged"}).status_code
403
>>> client.get("/", headers={"host": "evil.example"}).status_code
400
"""

from __future__ import annotations

import hmac
import math
import secrets
import threading
import time
from collections.abc import Iterable, Sequence
from typing import Final
from urllib.parse import parse_qs, urlsplit

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError
from starlette.datastructures import Headers
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import HTTPConnection
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = [
    "CSRF",
    "CSRF_COOKIE",
    "CSRF_FIELD",
    "CSRF_HEADER",
    "BodySizeLimit",
    "OriginCheck",
    "RateLimit",
    "TokenBucket",
    "csrf_token",
    "hash_password",
    "middleware",
    "needs_rehash",
    "new_token",
    "same_origin",
    "verify_password",
]

CSRF_COOKIE: Final = "bk_csrf"
CSRF_FIELD: Final = "csrf_token"
CSRF_HEADER: Final = "x-csrf-token"
#: Methods that change nothing and need no CSRF token.
SAFE_METHODS: Final = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})


def new_token(nbytes: int = 32) -> str:
    """An unguessable URL-safe token (*nbytes* random bytes; 32 gives 256 bits).

    >>> len(new_token()) >= 43 and new_token() != new_token()
    True
    """
    return secrets.token_urlsafe(nbytes)


# -- passwords ------------------------------------------------------------------------------

_HASHER: Final = PasswordHasher()


def hash_password(password: str) -> str:
    """The argon2id hash of *password* (salted; a string to store).

    >>> stored = hash_password("correct horse")
    >>> stored.startswith("$argon2id$"), verify_password(stored, "correct horse")
    (True, True)
    >>> verify_password(stored, "x")
    False
    """
    return _HASHER.hash(password)


def verify_password(stored: str, password: str) -> bool:
    """Whether *password* matches the *stored* hash (``False`` also for a damaged hash)."""
    try:
        return _HASHER.verify(stored, password)
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def needs_rehash(stored: str) -> bool:
    """Whether *stored* was hashed with weaker parameters than today's (rehash at next login)."""
    return _HASHER.check_needs_rehash(stored)


# -- origin -----------------------------------------------------------------------------------


def same_origin(headers: Headers, scheme: str, extra_origins: Iterable[str] = ()) -> bool:
    """Whether the request's ``Origin`` is its own ``Host`` (or one of *extra_origins*).

    A request without ``Origin`` (curl, a test client, a same-origin GET) passes: browsers always
    send ``Origin`` on WebSocket handshakes and cross-site POSTs, which is what this guards.

    >>> h = Headers({"host": "127.0.0.1:8000", "origin": "http://127.0.0.1:8000"})
    >>> same_origin(h, "ws"), same_origin(Headers({"host": "a", "origin": "http://b"}), "http")
    (True, False)
    """
    origin = headers.get("origin")
    if origin is None:
        return True
    if origin in extra_origins:
        return True
    parts = urlsplit(origin)
    host = headers.get("host", "")
    secure = scheme in ("https", "wss")
    return parts.scheme == ("https" if secure else "http") and parts.netloc.lower() == host.lower()


class OriginCheck:
    """Refuses a WebSocket handshake or an unsafe HTTP request from another origin (403).

    :param extra_origins: origins allowed besides the server's own (``https://club.example``)
    """

    def __init__(self, app: ASGIApp, extra_origins: Sequence[str] = ()) -> None:
        self.app = app
        self.extra_origins = tuple(extra_origins)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind == "websocket" or (kind == "http" and scope["method"] not in SAFE_METHODS):
            headers = Headers(scope=scope)
            if not same_origin(headers, scope.get("scheme", "http"), self.extra_origins):
                await _refuse(scope, receive, send, 403, "cross-origin request refused")
                return
        await self.app(scope, receive, send)


async def _refuse(scope: Scope, receive: Receive, send: Send, status: int, text: str) -> None:
    """Answer *status* with *text*: an HTTP response, or a closed WebSocket handshake."""
    if scope["type"] == "websocket":
        await receive()  # websocket.connect
        await send({"type": "websocket.close", "code": 1008, "reason": text})
        return
    await PlainTextResponse(text, status_code=status)(scope, receive, send)


# -- body size ----------------------------------------------------------------------------------


class _TooLarge(Exception):
    pass


class BodySizeLimit:
    """Refuses an HTTP request body larger than *max_bytes* with 413 (declared or streamed)."""

    def __init__(self, app: ASGIApp, max_bytes: int = 64 * 1024) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = Headers(scope=scope).get("content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_bytes):
            await _refuse(scope, receive, send, 413, f"request body over {self.max_bytes} bytes")
            return
        seen = 0
        started = False

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    raise _TooLarge
            return message

        async def tracked(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counted, tracked)
        except _TooLarge:
            if not started:
                text = f"request body over {self.max_bytes} bytes"
                await PlainTextResponse(text, status_code=413)(scope, receive, send)


# -- rate limits ---------------------------------------------------------------------------------


class TokenBucket:
    """A rate limit per key: *rate* actions a second on average, bursts up to *burst*.

    Thread-safe; keys unused for a while are forgotten.

    >>> bucket = TokenBucket(rate=1, burst=2)
    >>> [bucket.allow("a", now=0.0) for _ in range(3)], bucket.allow("a", now=1.0)
    ([True, True, False], True)
    """

    def __init__(self, rate: float, burst: int, *, max_keys: int = 100_000) -> None:
        if rate <= 0 or burst < 1:
            raise ValueError("a rate limit needs rate > 0 and burst >= 1")
        self.rate = rate
        self.burst = burst
        self.max_keys = max_keys
        self._buckets: dict[object, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def allow(self, key: object, *, now: float | None = None) -> bool:
        """Take one token for *key*; ``False`` if it has none left now."""
        when = time.monotonic() if now is None else now
        with self._lock:
            tokens, last = self._buckets.get(key, (float(self.burst), when))
            tokens = min(float(self.burst), tokens + (when - last) * self.rate)
            allowed = tokens >= 1.0
            if allowed:
                tokens -= 1.0
            if len(self._buckets) >= self.max_keys and key not in self._buckets:
                self._forget(when)
            self._buckets[key] = (tokens, when)
            return allowed

    def _forget(self, now: float) -> None:
        full = math.ceil(self.burst / self.rate)
        for key, (_, last) in list(self._buckets.items()):
            if now - last > full:
                del self._buckets[key]
        if len(self._buckets) >= self.max_keys:  # still full: start afresh rather than grow
            self._buckets.clear()


class RateLimit:
    """Refuses HTTP requests beyond *rate* a second (bursts of *burst*) per client address (429).

    WebSocket handshakes count too; messages on an open WebSocket are the app's to limit
    (with a :class:`TokenBucket` per connection).
    """

    def __init__(self, app: ASGIApp, rate: float = 20.0, burst: int = 60) -> None:
        self.app = app
        self.bucket = TokenBucket(rate, burst)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            client = scope.get("client")
            key = client[0] if client else "?"
            if not self.bucket.allow(key):
                await _refuse(scope, receive, send, 429, "too many requests: slow down")
                return
        await self.app(scope, receive, send)


# -- CSRF --------------------------------------------------------------------------------------


def csrf_token(connection: HTTPConnection) -> str:
    """The CSRF token of this browser, to put in a form's ``csrf_token`` field (needs :class:`CSRF`)."""
    token = connection.scope.get("bridgekit.csrf")
    if not isinstance(token, str):
        raise RuntimeError("csrf_token() needs the CSRF middleware")
    return token


class CSRF:
    """Double-submit CSRF protection for unsafe HTTP methods.

    Each browser gets a random token in an HttpOnly, SameSite=Strict cookie; a POST (PUT, PATCH,
    DELETE) must carry the same token in the ``X-CSRF-Token`` header or the ``csrf_token`` form
    field, otherwise it is refused with 403. Pages read the token with :func:`csrf_token`.

    :param exempt: path prefixes that need no token (e.g. an API authenticated otherwise)
    """

    def __init__(self, app: ASGIApp, exempt: Sequence[str] = (), secure: bool = False) -> None:
        self.app = app
        self.exempt = tuple(exempt)
        self.secure = secure

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        connection = HTTPConnection(scope)
        cookie = connection.cookies.get(CSRF_COOKIE, "")
        fresh = not _token_shape(cookie)
        token = new_token() if fresh else cookie
        scope["bridgekit.csrf"] = token
        if scope["method"] not in SAFE_METHODS and not scope["path"].startswith(self.exempt):
            given, receive = await _given_token(scope, receive)
            if fresh or not hmac.compare_digest(given.encode(), token.encode()):
                await PlainTextResponse("missing or wrong CSRF token", status_code=403)(scope, receive, send)
                return

        async def with_cookie(message: Message) -> None:
            if fresh and message["type"] == "http.response.start":
                flags = "; Path=/; HttpOnly; SameSite=Strict" + ("; Secure" if self.secure else "")
                headers = list(message.get("headers", []))
                headers.append((b"set-cookie", f"{CSRF_COOKIE}={token}{flags}".encode("latin-1")))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_cookie)


def _token_shape(text: str) -> bool:
    return 20 <= len(text) <= 100 and all(c.isalnum() or c in "-_" for c in text)


async def _given_token(scope: Scope, receive: Receive) -> tuple[str, Receive]:
    """The token in the header or the form body, and a *receive* that replays the body read."""
    headers = Headers(scope=scope)
    header = headers.get(CSRF_HEADER)
    if header is not None:
        return header, receive
    chunks: list[bytes] = []
    more = True
    while more:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunks.append(message.get("body", b""))
        more = message.get("more_body", False)
    body = b"".join(chunks)
    replayed = False

    async def replay() -> Message:
        nonlocal replayed
        if not replayed:
            replayed = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    kind = headers.get("content-type", "")
    given = ""
    if kind.startswith("application/x-www-form-urlencoded"):
        given = parse_qs(body.decode("latin-1")).get(CSRF_FIELD, [""])[0]
    elif kind.startswith("multipart/form-data"):
        given = _multipart_field(body, CSRF_FIELD)
    return given, replay


def _multipart_field(body: bytes, name: str) -> str:
    marker = f'name="{name}"'.encode()
    at = body.find(marker)
    if at < 0:
        return ""
    start = body.find(b"\r\n\r\n", at)
    end = body.find(b"\r\n", start + 4)
    if start < 0 or end < 0:
        return ""
    return body[start + 4 : end].decode("latin-1").strip()


def middleware(
    *,
    allowed_hosts: Sequence[str] = ("127.0.0.1", "localhost"),
    extra_origins: Sequence[str] = (),
    max_body: int = 64 * 1024,
    rate: float = 20.0,
    burst: int = 60,
    csrf_exempt: Sequence[str] = (),
    secure: bool = False,
) -> list[Middleware]:
    """The guards for a Starlette app, outermost first (``Starlette(middleware=...)``).

    :param allowed_hosts: ``Host`` values served (``*.example.com`` patterns; ``["*"]`` for any)
    :param extra_origins: origins besides the server's own allowed to open WebSockets and POST
    :param max_body: the largest request body, in bytes
    :param rate: HTTP requests a second per client address (bursts of *burst*)
    :param csrf_exempt: path prefixes whose unsafe requests need no CSRF token
    :param secure: cookies only over HTTPS (behind a TLS proxy)
    """
    return [
        Middleware(TrustedHostMiddleware, allowed_hosts=list(allowed_hosts)),
        Middleware(OriginCheck, extra_origins=extra_origins),
        Middleware(RateLimit, rate=rate, burst=burst),
        Middleware(BodySizeLimit, max_bytes=max_body),
        Middleware(CSRF, exempt=csrf_exempt, secure=secure),
    ]
