"""The club console as one Starlette app: :func:`create_club_app`.

Three kinds of visitor, each with its own pages:

- the **director** signs in with the club's name, a director's name and password (argon2) and
  gets the console (``/director``): events, the movement wizard, guide cards, the clock, moves,
  adjusted scores, corrections with their reason, publishing, USEBIO export and import;
- a **table**'s phone opens ``/t/EVENT/TABLE`` (the link or QR code on the table card) and
  gives the table's PIN; it enters and accepts that table's results only;
- anyone in the club room sees the **live** rankings (``/live/EVENT``), updated by server-sent
  events, and each board's traveller once every table has played it.

Every write needs a session (director or table) and passes the guards of
:mod:`bridgekit.server.security`: trusted ``Host``, same ``Origin``, CSRF token, body size and
request rate; PIN and password attempts have a tighter limit of their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.routing import BaseRoute, Mount
from starlette.staticfiles import StaticFiles

from bridgekit.i18n import DEFAULT
from bridgekit.server.language import LanguageMiddleware
from bridgekit.server.security import middleware
from bridgekit.store.club import ClubStore
from bridgekit.store.events import EventStore, StoreError

__all__ = ["ClubApp", "create_club_app"]

from bridgekit.server.club.common import HERE, ClubApp, store_error_handler


def create_club_app(
    store: ClubStore | EventStore,
    *,
    allowed_hosts: Sequence[str] = ("127.0.0.1", "localhost"),
    extra_origins: Sequence[str] = (),
    secure: bool = False,
    guards: bool = True,
    publish_dir: str | Path = "published",
    public_url: str | None = None,
    language: str = DEFAULT,
) -> Starlette:
    """The club console, table entry and live rankings over *store*.

    :param allowed_hosts: the ``Host`` names the app answers (DNS rebinding guard)
    :param extra_origins: other origins allowed to POST (a reverse proxy's public address)
    :param secure: cookies only over HTTPS (behind a TLS proxy)
    :param guards: apply :func:`bridgekit.server.security.middleware` (leave on unless the app is
        mounted inside an app that applies the same guards)
    :param publish_dir: the folder where "publish" writes each event's results pages
    :param public_url: the address phones use (for table links and QR codes), if not the request's
    :param language: the club's default language (its published pages; visitors whose browser
        states no language bridgekit speaks)
    """
    from bridgekit.server.club import director, live, table

    club = store if isinstance(store, ClubStore) else ClubStore(store)
    shared = ClubApp(
        club, publish_dir=Path(publish_dir), public_url=public_url, secure=secure, language=language
    )
    routes: list[BaseRoute] = [
        *director.routes(shared),
        *table.routes(shared),
        *live.routes(shared),
        Mount("/static", app=StaticFiles(directory=HERE / "static"), name="static"),
    ]
    app = Starlette(
        routes=routes,
        middleware=[
            *(
                middleware(
                    allowed_hosts=allowed_hosts,
                    extra_origins=extra_origins,
                    secure=secure,
                    rate=30.0,
                    burst=120,
                )
                if guards
                else []
            ),
            Middleware(LanguageMiddleware, default=language),
        ],
        exception_handlers={StoreError: store_error_handler},
    )
    app.state.club = shared
    return app
