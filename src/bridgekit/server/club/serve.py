"""``bridgekit event enter NAME --web``: the club app for one event, served on this machine.

The event joins the club ``local`` (created on first use); the director ``director`` gets a fresh
password each time, printed on the terminal with every table's link and PIN.
"""

from __future__ import annotations

import secrets
from typing import Any, Final

from starlette.applications import Starlette

from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.store.club import ClubStore
from bridgekit.store.events import EventStore

__all__ = ["LOCAL_CLUB", "club_app", "prepare_event", "serve_event"]

LOCAL_CLUB: Final = "local"
LOCAL_DIRECTOR: Final = "director"


def club_app(db: str, **options: Any) -> Starlette:
    """The club app over the events database *db* (an SQLAlchemy URL or an SQLite file), for
    ``bridgekit serve`` to mount at ``/club`` (pass ``guards=False`` when the outer app applies
    :func:`bridgekit.server.security.middleware`). Keep it apart from the table server's own
    database: both have a table called ``bk_events``.

    >>> import tempfile, pathlib
    >>> app = club_app(str(pathlib.Path(tempfile.mkdtemp()) / "clubs.sqlite"), guards=False)
    >>> sorted(r.path for r in app.routes)[:2]
    ['/', '/api/live/{event}/events']
    """
    from bridgekit.i18n import language
    from bridgekit.server.club.app import create_club_app
    from bridgekit.store.events import database_url

    options.setdefault("language", language())  # the club's default: the command's --lang
    return create_club_app(ClubStore.open(database_url(db, "club")), **options)


def prepare_event(store: EventStore, event: str) -> tuple[ClubStore, str]:
    """Make *event* a club event (PINs for its tables) and a fresh director password."""
    club = ClubStore(store)
    store.event(event)
    password = secrets.token_urlsafe(9)
    if LOCAL_CLUB not in club.clubs():
        club.create_club(LOCAL_CLUB, LOCAL_DIRECTOR, password)
    else:
        club.add_director(LOCAL_CLUB, LOCAL_DIRECTOR, password)
    if club.event_club(event) is None:
        club.adopt_event(LOCAL_CLUB, event)
    return club, password


def serve_event(
    store: EventStore, event: str, *, host: str = "127.0.0.1", port: int = 8765, open_browser: bool = False
) -> None:  # pragma: no cover - runs a server until interrupted
    """Serve the club app with *event*'s table entry; print the links and PINs once the port is ours.

    :raises NotationError: if the port cannot be had (in use, or not allowed)
    """
    import socket

    import uvicorn

    from bridgekit.server.club.app import create_club_app

    store.event(event)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((host, port))
    except OSError as error:
        listener.close()
        raise NotationError(
            _("cannot listen on {host}:{port}: {error}").format(
                host=host, port=port, error=error.strerror or error
            )
        ) from None
    club, password = prepare_event(store, event)
    url = f"http://{host}:{port}"
    print(_("table entry for {event}: {url} (Ctrl-C to stop)").format(event=event, url=f"{url}/t/{event}/1"))
    for table, pin in sorted(club.pins(event).items()):
        print(
            "  "
            + _("table {table}: {url}  PIN {pin}").format(
                table=table, url=f"{url}/t/{event}/{table}", pin=pin
            )
        )
    print(
        _("director: {url}  club {club}, director {director}, password {password}").format(
            url=f"{url}/", club=repr(LOCAL_CLUB), director=repr(LOCAL_DIRECTOR), password=password
        )
    )
    print(_("live rankings: {url}").format(url=f"{url}/live/{event}"), flush=True)
    if open_browser:
        import webbrowser

        webbrowser.open(f"{url}/t/{event}/1")
    from bridgekit.i18n import language

    app = create_club_app(club, allowed_hosts=[host, "localhost", "127.0.0.1"], language=language())
    # Live pages hold a server-sent events stream open: give them 3 seconds at Ctrl-C, not forever.
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=3))
    app.state.club.stopping = lambda: server.should_exit  # live streams end at Ctrl-C
    server.run(sockets=[listener])
