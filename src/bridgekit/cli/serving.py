"""Starting a local web page from the command line: the port checked, a busy port said in one
line, and the address printed only once the server listens on it.

>>> port_number("8765")
8765
>>> port_number("99999")
Traceback (most recent call last):
...
argparse.ArgumentTypeError: not a port: '99999' (a number from 1 to 65535)
"""

from __future__ import annotations

import argparse
import errno
import socket
import sys
import threading
import time
from collections.abc import Callable
from typing import IO

from bridgekit.errors import BridgeError

__all__ = ["PortError", "port_number", "check_port", "serve_announced"]

#: how long to wait for the server to listen before saying that it did not start
START_WAIT = 20.0


class PortError(BridgeError):
    """The port cannot be used (busy, or not allowed)."""


def port_number(text: str) -> int:
    """An ``argparse`` type: a TCP port, 1-65535.

    :raises argparse.ArgumentTypeError: for anything else (one line from the command line)
    """
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"not a port: {text!r} (a number from 1 to 65535)")
    return port


def check_port(host: str, port: int) -> None:
    """Raise :class:`PortError` if *port* on *host* cannot be listened on now.

    :raises PortError: naming the port and why (in use, or needs privileges)
    """
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server itself binds
        try:
            probe.bind((host, port))
        except OSError as error:
            if error.errno == errno.EADDRINUSE:
                raise PortError(
                    f"port {port} on {host} is in use (another program, or an entry page already "
                    "running): choose another with --port"
                ) from None
            if error.errno == errno.EACCES:
                raise PortError(
                    f"port {port} on {host} needs administrator rights: choose one above 1023 with --port"
                ) from None
            raise PortError(f"cannot listen on port {port} on {host}: {error.strerror or error}") from None


def _listening(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=0.5):
            return True
    except OSError:
        return False


def serve_announced(
    serve: Callable[[], None], host: str, port: int, announce: str, *, out: IO[str] | None = None
) -> None:
    """Run *serve* (which blocks until the server stops) and print *announce* once it listens.

    :raises PortError: if the port is busy before starting, or the server exits without serving
    """
    check_port(host, port)
    stream = out if out is not None else sys.stdout
    started = threading.Event()

    def watch() -> None:
        deadline = time.monotonic() + START_WAIT
        while time.monotonic() < deadline and not started.is_set():
            if _listening(host, port):
                print(announce, file=stream, flush=True)
                return
            time.sleep(0.05)

    watcher = threading.Thread(target=watch, name="announce", daemon=True)
    watcher.start()
    try:
        serve()
    except SystemExit as stop:  # uvicorn exits when it cannot bind (the port taken meanwhile)
        if stop.code not in (0, None):
            raise PortError(f"the page could not start on port {port} on {host} (is it in use?)") from None
    finally:
        started.set()
        watcher.join(timeout=1)
