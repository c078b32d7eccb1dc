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

from bridgekit.errors import BridgeError
from bridgekit.i18n import _

__all__ = ["PortError", "port_number", "check_port"]


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
        raise argparse.ArgumentTypeError(
            _("not a port: {text} (a number from 1 to 65535)").format(text=repr(text))
        )
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
                    _(
                        "port {port} on {host} is in use (another program, or an entry page already "
                        "running): choose another with --port"
                    ).format(port=port, host=host)
                ) from None
            if error.errno == errno.EACCES:
                raise PortError(
                    _(
                        "port {port} on {host} needs administrator rights: choose one above 1023 with --port"
                    ).format(port=port, host=host)
                ) from None
            raise PortError(
                _("cannot listen on port {port} on {host}: {error}").format(
                    port=port, host=host, error=error.strerror or error
                )
            ) from None
