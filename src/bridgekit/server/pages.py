"""The server's HTML pages: the lobby, the table's shell (drawn by ``static/table.js``), accounts."""

from __future__ import annotations

import html
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from bridgekit.i18n import N_, _, language, pgettext
from bridgekit.server import rotation
from bridgekit.server.db import Store, TableRow
from bridgekit.server.language import script_catalogue, switch
from bridgekit.variants import VARIANTS, game_names
from bridgekit.views import COMPASS_LABELS

__all__ = ["lobby", "table", "message", "account", "catalogue"]

STATIC_DIR = Path(__file__).parent / "static"
#: Messages translated inside f-strings below (where the extractor of Python 3.11 cannot see them).
_IN_F_STRINGS = (
    N_("(optional)"),
    N_("Account"),
    N_("Back to the lobby"),
    N_("Connecting…"),
    N_("Create table"),
    N_("Game"),
    N_("Lobby"),
    N_("Name"),
    N_("New table"),
    N_("No tables yet."),
    N_("Open"),
    N_("Password"),
    N_("Quick play"),
    N_("Register"),
    N_("Seats"),
    N_("Sign in"),
    N_("Sign in or register"),
    N_("Sign out"),
    N_("Table"),
    N_("Tables"),
    N_("The table needs JavaScript."),
    N_("Title"),
    N_("Watch"),
    N_("You and robots, one click:"),
    N_("your seat"),
)
_HEAD = """<!doctype html><html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><link rel="stylesheet" href="/static/table.css"></head>"""


def _page(title: str, body: str, *, script: str = "") -> str:
    tail = f'<script type="module" src="/static/{script}"></script>' if script else ""
    strings = script_catalogue(STATIC_DIR / script, STATIC_DIR / "cards.js") if script else ""
    head = _HEAD.format(title=html.escape(title), lang=language())
    return head + f"<body>{switch()}{body}{strings}{tail}</body></html>"


def message(title: str, text: str) -> str:
    return _page(
        title,
        f'<main class="page"><h1>{html.escape(title)}</h1><p>{html.escape(text)}</p>'
        f'<p><a href="/">{html.escape(_("Back to the lobby"))}</a></p></main>',
    )


#: the games' options as the lobby's form names them (an option missing here shows its name)
OPTION_LABELS = {
    "vulnerable": N_("vulnerable players"),
    "scoring": N_("scoring"),
    "old_undertricks": N_("old undertrick penalties"),
    "laws": N_("laws"),
    "single": N_("the single player's seat"),
    "deals": N_("deals"),
    "talon_open": N_("talon face up"),
    "vulnerability_mode": N_("vulnerability"),
}
#: choices of the options that are words (the scorings are marked in ``cli/render.py``)
CHOICE_LABELS = {"classic": N_("classic"), "none": N_("none"), "board": N_("board")}


def seat_label(name: str) -> str:
    """A seat's name in the language: North (Север, Północ …), Konstam's dummies; letters and
    numbers of the other games as they are."""
    if name in COMPASS_LABELS:
        return pgettext("seat", COMPASS_LABELS[name])
    if name in ("Open", "Closed"):
        return pgettext("seat", name)
    return name


def _choice_label(option: str, choice: object) -> str:
    if option == "single" and isinstance(choice, str) and choice in COMPASS_LABELS:
        return pgettext("seat", COMPASS_LABELS[choice])
    text = str(choice)
    return _(CHOICE_LABELS.get(text, text)) if option != "deals" else text


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
                        "label": _(OPTION_LABELS[option])
                        if option in OPTION_LABELS
                        else option.replace("_", " "),
                        "choice_labels": [_choice_label(option, c) for c in choices]
                        if choices is not None
                        else None,
                        "kind": "bool"
                        if isinstance(default, bool)
                        else "int"
                        if isinstance(default, int)
                        else "text",
                    }
                )
            title = _(variant.title)
            found.append(
                {
                    "game": name,
                    "form": form,
                    "title": title,
                    "seats": list(variant.seat_names),
                    "seat_labels": [seat_label(n) for n in variant.seat_names],
                    "options": options,
                    "quick": f"/play/{name}" + (f"?variant={form}" if form else ""),
                }
            )
            if name == "bridge":  # five or six players rotating, a rubber each (RULES 9.3)
                for players in (5, 6):
                    found.append(
                        {
                            "game": name,
                            "form": None,
                            "players": players,
                            "title": rotation.title(players),
                            "seats": [rotation.player_label(n) for n in range(1, players + 1)],
                            "options": [o for o in options if o["name"] != "scoring"],
                            "quick": f"/play/{name}?players={players}",
                        }
                    )
    return found


def _seat_list(store: Store, row: TableRow) -> str:
    parts = []
    names = _seat_names(row)
    for seat in store.seats(row.id):
        label = seat_label(names[seat.seat]) if seat.seat < len(names) else str(seat.seat)
        who = seat.player or (
            _("robot") if seat.kind == "robot" else _("player") if seat.claimed else _("invited")
        )
        parts.append(f"{html.escape(label)}: {html.escape(who)}")
    return ", ".join(parts)


def _game_title(row: TableRow) -> str:
    players = rotation.player_count(row.options)
    if players is not None:
        return rotation.title(players)
    variant = VARIANTS.get(row.game)
    if variant is None:
        return row.game
    return _(variant.form(row.options.get("variant")).title if variant.forms else variant.title)


def _seat_names(row: TableRow) -> list[str]:
    players = rotation.player_count(row.options)
    if players is not None:
        return [rotation.player_label(n) for n in range(1, players + 1)]
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
            f'<button data-join="{s.seat}">'
            + html.escape(
                _("Join as {seat}").format(seat=names[s.seat] if s.seat < len(names) else str(s.seat))
            )
            + "</button></form>"
            for s in opens
        )
        title = row.title or _game_title(row)
        yours = f' <span class="badge">{_("your seat")}</span>' if row.id in mine else ""
        listing.append(
            f'<tr data-table-row="{row.id}"><td><a href="/t/{row.id}">{html.escape(title)}</a>{yours}</td>'
            f"<td>{_seat_list(store, row)}</td><td>{joins}"
            f'<a class="button" href="/t/{row.id}">'
            f"{_('Open') if row.id in mine else _('Watch')}</a></td></tr>"
        )
    who = (
        _("Signed in as {name}.").format(name=f"<b>{html.escape(account)}</b>")
        + f' <a href="/account">{_("Account")}</a>'
        if account
        else _("{link} (optional) to keep your seats across devices.").format(
            link=f'<a href="/account">{_("Sign in or register")}</a>'
        )
    )
    body = f"""<main class="page lobby">
<header><h1>bridgekit</h1><p class="who">{who}</p></header>
<section><h2>{_("Quick play")}</h2><p>{_("You and robots, one click:")}</p>
<ul class="quicklist">{quick}</ul></section>
<section><h2>{_("New table")}</h2>
<form method="post" action="/tables" id="new-table">
<input type="hidden" name="csrf_token" value="{csrf}">
<p><label>{_("Game")} <select name="gameform" id="game" aria-label="{_("Game")}"></select></label>
<input type="hidden" name="game" id="game-name"><input type="hidden" name="variant" id="game-form">
<input type="hidden" name="players" id="game-players"></p>
<p><label>{_("Title")} <input name="title" maxlength="120" placeholder="{_("(optional)")}"></label></p>
<div id="options"></div><fieldset id="seats"><legend>{_("Seats")}</legend></fieldset>
<p><button type="submit" id="create">{_("Create table")}</button></p></form></section>
<section><h2>{_("Tables")}</h2><table class="tables">
<thead><tr><th>{_("Table")}</th><th>{_("Seats")}</th><th></th></tr></thead>
<tbody>{"".join(listing) or f'<tr><td colspan="3">{_("No tables yet.")}</td></tr>'}</tbody></table></section>
<script type="application/json" id="games">{html.escape(json.dumps(games), quote=False)}</script>
</main>"""
    return _page(_("bridgekit — lobby"), body, script="lobby.js")


def table(table_id: str, *, csrf: str) -> str:
    body = f"""<main id="table" class="table" data-table="{html.escape(table_id)}" data-csrf="{csrf}">
<noscript>{_("The table needs JavaScript.")}</noscript>
<p class="connecting" role="status">{_("Connecting…")}</p></main>"""
    return _page(_("bridgekit — table"), body, script="table.js")


def account(name: str | None, *, csrf: str) -> str:
    field = f'<input type="hidden" name="csrf_token" value="{csrf}">'
    if name:
        body = (
            "<p>" + _("Signed in as {name}.").format(name=f"<b>{html.escape(name)}</b>") + "</p>"
            f'<form method="post" action="/account/logout">{field}<button>{_("Sign out")}</button></form>'
        )
    else:
        inputs = (
            f"<p><label>{_('Name')} "
            '<input name="name" required maxlength="60" autocomplete="username"></label></p>'
            f'<p><label>{_("Password")} <input name="password" type="password" required minlength="8" '
            'autocomplete="current-password"></label></p>'
        )
        body = (
            f'<h2>{_("Sign in")}</h2><form method="post" action="/account/login">{field}{inputs}'
            f"<button>{_('Sign in')}</button></form><h2>{_('Register')}</h2>"
            f'<form method="post" action="/account/register">{field}{inputs}'
            f"<button>{_('Register')}</button></form>"
        )
    return _page(
        _("bridgekit — account"),
        f'<main class="page"><h1>{_("Account")}</h1>{body}<p><a href="/">{_("Lobby")}</a></p></main>',
    )
