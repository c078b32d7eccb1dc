"""``bridgekit serve``: the web table server (lobby, quick play, robots, friends)."""

from __future__ import annotations

import argparse
import contextlib
import gc
import socket
import sys
import threading
import webbrowser
from typing import Any

from bridgekit.cli.main import subcommand
from bridgekit.i18n import _

__all__ = ["add_parser", "run", "tune_collector", "COLLECTOR_THRESHOLDS"]

#: the cyclic garbage collector's thresholds while serving (Python's defaults: 700, 10, 10).
#: A server's objects die by reference counting (messages, views, a state's texts: almost no
#: cycles), so the collector's passes are nearly pure overhead: with the defaults they took
#: 5-8 % of a server process's CPU at 200 busy tables, much of it in full passes over every
#: table's game, and about 3 % with these (benchmarks/README.md, issue 15 tenth round). A first
#: pass every 20,000 allocations still bounds the garbage cycles can leave.
COLLECTOR_THRESHOLDS = (20_000, 20, 20)


def add_parser(sub: Any) -> None:
    parser = subcommand(
        sub,
        "serve",
        run,
        description=(
            _(
                "Serve the web table: quick play against robots, tables with friends (invite links), "
                "spectators. The state lives in a database (a SQLite file by default), so a restarted "
                "server resumes every table."
            )
        ),
    )
    parser.add_argument("--host", default="127.0.0.1", help=_("address to listen on (default 127.0.0.1)"))
    parser.add_argument("--port", type=int, default=8000, help=_("port (default 8000; 0 for any free port)"))
    parser.add_argument(
        "--db",
        default=None,
        help=_("SQLAlchemy URL or SQLite file (default bridgekit-tables.db); postgresql://…"),
    )
    parser.add_argument(
        "--club-db",
        default="bridgekit-club.db",
        help=_(
            "the club console's events database at /club (SQLAlchemy URL or SQLite file; "
            "default bridgekit-club.db)"
        ),
    )
    parser.add_argument("--robot-delay", type=float, default=1.0, metavar="SECONDS", help=_("robots' pace"))
    parser.add_argument("--no-browser", action="store_true", help=_("do not open a browser"))
    parser.add_argument(
        "--open",
        default="/play/bridge",
        metavar="PATH",
        help=_("the page the browser opens (default /play/bridge: a table against robots; / is the lobby)"),
    )
    parser.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="HOST",
        help=_("another Host name to serve (repeatable)"),
    )
    parser.add_argument(
        "--http-rate",
        type=float,
        default=50.0,
        metavar="N",
        help=_(
            "HTTP requests and WebSocket handshakes a second per client address (bursts of 4 N; default 50)"
        ),
    )


def tune_collector() -> None:
    """Set the garbage collector for serving: everything loaded so far (the modules, the app)
    moved out of its passes for good (``gc.freeze``), and :data:`COLLECTOR_THRESHOLDS`."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*COLLECTOR_THRESHOLDS)


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from bridgekit.errors import BridgeError
    from bridgekit.server.app import Settings, create_app
    from bridgekit.server.club import club_app
    from bridgekit.server.db import database_url

    if args.robot_delay < 0:
        raise BridgeError(_("--robot-delay is a number of seconds, 0 or more"))
    if args.http_rate <= 0:
        raise BridgeError(_("--http-rate is a number of requests a second, more than 0"))
    listener = socket.socket(socket.AF_INET6 if ":" in args.host else socket.AF_INET)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((args.host, args.port))
        listener.listen(2048)  # browsers may knock as soon as the address is printed
    except OSError as error:
        raise BridgeError(
            _("cannot listen on {host}:{port}: {error}").format(
                host=args.host, port=args.port, error=error.strerror
            )
        ) from None
    port = listener.getsockname()[1]
    hosts = ["127.0.0.1", "localhost", "[::1]", args.host, *args.allow_host]
    shown = "127.0.0.1" if args.host in ("0.0.0.0", "::") else args.host
    url = f"http://{shown}:{port}/"
    # The club console (director, phones at the tables, live rankings) at /club; the outer app's
    # security middleware guards it, and its events live in a database of their own.
    club = club_app(args.club_db, guards=False, allowed_hosts=hosts, public_url=url + "club")
    settings = Settings(
        db=database_url(args.db),
        robot_delay=args.robot_delay,
        allowed_hosts=hosts,
        rate=args.http_rate,
        burst=max(1, int(args.http_rate * 4)),
        mounts=[("/club", club)],
    )
    app = create_app(settings)
    config = uvicorn.Config(app, log_level="warning", ws_max_size=64 * 1024, lifespan="on")
    server = uvicorn.Server(config)
    print(
        _("bridgekit serving at {url}  (Ctrl-C stops); club console at {url}club/").format(url=url),
        flush=True,
    )
    if not args.no_browser:
        threading.Timer(0.5, webbrowser.open, args=(url + args.open.lstrip("/"),)).start()
    tune_collector()
    with contextlib.suppress(KeyboardInterrupt):
        server.run(sockets=[listener])
    print(_("bridgekit: server stopped"), file=sys.stderr)
    return 0
