"""The club console: director, table entry from phones and live rankings (issue 16).

:func:`create_club_app` is a Starlette app over a :class:`~bridgekit.store.club.ClubStore`;
``bridgekit serve`` mounts it at ``/club``, ``bridgekit event enter NAME --web`` serves it alone.
"""

from bridgekit.server.club.app import create_club_app
from bridgekit.server.club.serve import club_app, serve_event

__all__ = ["club_app", "create_club_app", "serve_event"]
