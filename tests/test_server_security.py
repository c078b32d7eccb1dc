"""The web guards of bridgekit.server.security: hosts, origins, CSRF, body size, rate, passwords."""

from __future__ import annotations

import re

import pytest
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.testclient import TestClient
from starlette.websockets import WebSocket, WebSocketDisconnect

from bridgekit.server import security


async def page(request: Request) -> Response:
    if request.method == "POST":
        body = (await request.body()).decode()
        found = re.search(r'x(?:=|"\r\n\r\n)(\w+)', body)
        return PlainTextResponse(f"posted {found.group(1) if found else None}")
    return PlainTextResponse(security.csrf_token(request))


async def socket(websocket: WebSocket) -> None:
    await websocket.accept()
    await websocket.send_text("hello")
    await websocket.close()


def make_client(**options: object) -> TestClient:
    app = Starlette(
        routes=[Route("/", page, methods=["GET", "POST"]), WebSocketRoute("/ws", socket)],
        middleware=security.middleware(allowed_hosts=["testserver"], **options),  # type: ignore[arg-type]
    )
    return TestClient(app)


def test_csrf_form_field_and_header() -> None:
    client = make_client()
    token = client.get("/").text
    assert client.post("/", data={"csrf_token": token, "x": "1"}).text == "posted 1"
    assert client.post("/", data={"x": "1"}, headers={"X-CSRF-Token": token}).text == "posted 1"
    assert client.post("/", files={"csrf_token": (None, token), "x": (None, "2")}).text == "posted 2"
    refused = client.post("/", data={"csrf_token": "x" * 43})
    assert refused.status_code == 403 and "CSRF" in refused.text


def test_csrf_cookie_is_httponly_and_samesite() -> None:
    cookie = make_client().get("/").headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie


def test_post_without_cookie_is_refused() -> None:
    assert make_client().post("/", data={"csrf_token": "a" * 43}).status_code == 403


def test_untrusted_host_is_refused() -> None:
    assert make_client().get("/", headers={"host": "attacker.example"}).status_code == 400


def test_cross_origin_post_and_websocket_are_refused() -> None:
    client = make_client()
    token = client.get("/").text
    response = client.post("/", data={"csrf_token": token}, headers={"origin": "http://attacker.example"})
    assert response.status_code == 403
    with (
        pytest.raises(WebSocketDisconnect),
        client.websocket_connect("/ws", headers={"origin": "http://attacker.example"}) as ws,
    ):
        ws.receive_text()
    with client.websocket_connect("/ws", headers={"origin": "http://testserver"}) as ws:
        assert ws.receive_text() == "hello"


def test_extra_origin_allowed() -> None:
    client = make_client(extra_origins=["https://club.example"])
    with client.websocket_connect("/ws", headers={"origin": "https://club.example"}) as ws:
        assert ws.receive_text() == "hello"


def test_body_size_limit() -> None:
    client = make_client(max_body=100)
    token = client.get("/").text
    response = client.post("/", data={"csrf_token": token, "x": "y" * 500})
    assert response.status_code == 413


def test_rate_limit_per_client() -> None:
    client = make_client(rate=0.001, burst=3)
    codes = [client.get("/").status_code for _ in range(5)]
    assert codes == [200, 200, 200, 429, 429]


def test_token_bucket_refills() -> None:
    bucket = security.TokenBucket(rate=2, burst=1)
    assert bucket.allow("k", now=0.0)
    assert not bucket.allow("k", now=0.1)
    assert bucket.allow("k", now=0.6)
    assert bucket.allow("other", now=0.6)


def test_passwords() -> None:
    stored = security.hash_password("s3cret")
    assert security.verify_password(stored, "s3cret")
    assert not security.verify_password(stored, "S3cret")
    assert not security.verify_password("not a hash", "s3cret")
    assert not security.needs_rehash(stored)
