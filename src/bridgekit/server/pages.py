"""The server's HTML pages: the lobby, the table's shell (drawn by ``static/table.js``), accounts."""

from __future__ import annotations

import html
import json
from collections.abc import Iterable
from typing import Any

from bridgekit.server.db import Store, TableRow
from bridgekit.variants import VARIANTS, game_names

__all__ = ["lobby", "table", "message", "account", "catalogue"]

_HEAD = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><link rel="stylesheet" href="/static/table.css"></head>"""


def _page(title: str, body: str, *, script: str = "") -> str:
    tail = f'<script type="module" src="/static/{script}"></script>' if script else ""
    return _HEAD.format(title=html.escape(title)) + f"<body>{body}{tail}</body></html>"


def message(title: str, text: str) -> str:
    return _page(
        title,
        f'<main class="page"><h1>{html.escape(title)}</h1><p>{html.escape(text)}</p>'
        '<p><a href="/">Back to the lobby</a></p></main>',
    )


def catalogue() -> list[dict[str, Any]]:
    """Every game and form of the registry with its seats and options (for the lobby's form)."""
    found: list[dict[str, Any]] = []
    for name in game_names():
        family = VARIANTS[name]
        forms = list(family.forms.items()) if family.forms else [(None, family)]
        for form, variant in forms:
            options = []
            for option, default in variant.options.items():
                if option == "table_mode":
                    continue
                choices = variant.choices.get(option)
                options.append(
                    {
                        "name": option,
                        "default": default,
                        "choices": list(choices) if choices is not None else None,
                        "kind": "bool"
                        if isinstance(default, bool)
                        else "int"
                        if isinstance(default, int)
                        else "text",
                    }
                )
            title = variant.title
            found.append(
                {
                    "game": name,
                    "form": form,
                    "title": title,
                    "seats": list(variant.seat_names),
                    "options": options,
                    "quick": f"/play/{name}" + (f"?variant={form}" if form else ""),
                }
            )
    return found


def _seat_list(store: Store, row: TableRow) -> str:
    parts = []
    names = _seat_names(row)
    for seat in store.seats(row.id):
        label = names[seat.seat] if seat.seat < len(names) else str(seat.seat)
        who = seat.player or ("robot" if seat.kind == "robot" else "player" if seat.claimed else "invited")
        parts.append(f"{html.escape(label)}: {html.escape(who)}")
    return ", ".join(parts)


def _game_title(row: TableRow) -> str:
    variant = VARIANTS.get(row.game)
    if variant is None:
        return row.game
    return variant.form(row.options.get("variant")).title if variant.forms else variant.title


def _seat_names(row: TableRow) -> list[str]:
    variant = VARIANTS.get(row.game)
    if variant is None:
        return []
    form = row.options.get("variant")
    return list(variant.form(form).seat_names if variant.forms else variant.seat_names)


def lobby(rows: Iterable[TableRow], store: Store, *, csrf: str, account: str | None, mine: set[str]) -> str:
    games = catalogue()
    quick = "".join(
        f'<li><a class="quick" href="{html.escape(g["quick"])}" data-quick="{html.escape(g["quick"])}">'
        f"{html.escape(g['title'])}</a></li>"
        for g in games
    )
    listing = []
    for row in rows:
        seats = store.seats(row.id)
        opens = [s for s in seats if s.open]
        names = _seat_names(row)
        joins = "".join(
            f'<form method="post" action="/t/{row.id}/join" class="inline">'
            f'<input type="hidden" name="csrf_token" value="{csrf}">'
            f'<input type="hidden" name="seat" value="{s.seat}">'
            f'<button data-join="{s.seat}">Join as '
            f"{html.escape(names[s.seat] if s.seat < len(names) else str(s.seat))}</button></form>"
            for s in opens
        )
        title = row.title or _game_title(row)
        yours = ' <span class="badge">your seat</span>' if row.id in mine else ""
        listing.append(
            f'<tr data-table-row="{row.id}"><td><a href="/t/{row.id}">{html.escape(title)}</a>{yours}</td>'
            f"<td>{_seat_list(store, row)}</td><td>{joins}"
            f'<a class="button" href="/t/{row.id}">{"Open" if row.id in mine else "Watch"}</a></td></tr>'
        )
    who = (
        f'Signed in as <b>{html.escape(account)}</b>. <a href="/account">Account</a>'
        if account
        else '<a href="/account">Sign in or register</a> (optional) to keep your seats across devices.'
    )
    body = f"""<main class="page lobby">
<header><h1>bridgekit</h1><p class="who">{who}</p></header>
<section><h2>Quick play</h2><p>You and robots, one click:</p><ul class="quicklist">{quick}</ul></section>
<section><h2>New table</h2>
<form method="post" action="/tables" id="new-table">
<input type="hidden" name="csrf_token" value="{csrf}">
<p><label>Game <select name="gameform" id="game" aria-label="Game"></select></label>
<input type="hidden" name="game" id="game-name"><input type="hidden" name="variant" id="game-form"></p>
<p><label>Title <input name="title" maxlength="120" placeholder="(optional)"></label></p>
<div id="options"></div><fieldset id="seats"><legend>Seats</legend></fieldset>
<p><button type="submit" id="create">Create table</button></p></form></section>
<section><h2>Tables</h2><table class="tables"><thead><tr><th>Table</th><th>Seats</th><th></th></tr></thead>
<tbody>{"".join(listing) or '<tr><td colspan="3">No tables yet.</td></tr>'}</tbody></table></section>
<script type="application/json" id="games">{html.escape(json.dumps(games), quote=False)}</script>
</main>"""
    return _page("bridgekit — lobby", body, script="lobby.js")


def table(table_id: str, *, csrf: str) -> str:
    body = f"""<main id="table" class="table" data-table="{html.escape(table_id)}" data-csrf="{csrf}">
<noscript>The table needs JavaScript.</noscript><p class="connecting" role="status">Connecting…</p></main>"""
    return _page("bridgekit — table", body, script="table.js")


def account(name: str | None, *, csrf: str) -> str:
    field = f'<input type="hidden" name="csrf_token" value="{csrf}">'
    if name:
        body = (
            f"<p>Signed in as <b>{html.escape(name)}</b>.</p>"
            f'<form method="post" action="/account/logout">{field}<button>Sign out</button></form>'
        )
    else:
        inputs = (
            '<p><label>Name <input name="name" required maxlength="60" autocomplete="username"></label></p>'
            '<p><label>Password <input name="password" type="password" required minlength="8" '
            'autocomplete="current-password"></label></p>'
        )
        body = (
            f'<h2>Sign in</h2><form method="post" action="/account/login">{field}{inputs}'
            f"<button>Sign in</button></form><h2>Register</h2>"
            f'<form method="post" action="/account/register">{field}{inputs}'
            "<button>Register</button></form>"
        )
    return _page(
        "bridgekit — account", f'<main class="page"><h1>Account</h1>{body}<p><a href="/">Lobby</a></p></main>'
    )
