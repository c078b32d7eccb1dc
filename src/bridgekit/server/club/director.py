"""The director's console: sign in, events and the movement wizard, guide cards, hand records,
the round clock, moves, adjusted scores, corrections with their reason, publishing, USEBIO."""

from __future__ import annotations

import io
import re
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Route

from bridgekit.i18n import _, format_number, ngettext, using
from bridgekit.server.club.common import (
    DIRECTOR_COOKIE,
    ClubApp,
    Refused,
    base_path,
    form_errors,
    json_errors,
    number,
    redirect,
    text_field,
)
from bridgekit.store.audit_words import action_words, actor_words, audit_words, detail_words, movement_words
from bridgekit.store.club import AuditRow, director_actor
from bridgekit.store.club_deals import MAX_PBN_CHARS
from bridgekit.store.club_teams import (
    TEAM_KINDS,
    adjust_match,
    award_vps,
    cancel_match_adjusted,
    create_teams_event,
    late_team,
    move_team,
    pair_swiss_round,
    team_moves,
    vp_awards,
)
from bridgekit.store.events import StoredEntry
from bridgekit.tournament.adjusted import award_imps
from bridgekit.tournament.event import MovementSpec, hand_records
from bridgekit.tournament.movements import Movement, Seating
from bridgekit.tournament.pairs import METHODS
from bridgekit.tournament.teams import round_robin

__all__ = ["movement_summary", "next_round", "room_name", "routes", "wizard"]

_EVENT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$")


def next_round(movement: Movement, seating: Seating) -> str:
    """Where a table guide card sends the pairs and the boards after *seating*'s round: each pair
    that changes table or direction, one that sits out, and the boards' next table ("" after the
    last round).

    >>> from bridgekit.tournament.movements import mitchell
    >>> m = mitchell(3, boards_per_round=2)
    >>> next_round(m, m.seatings[0])
    '1EW to table 2 · boards to table 3'
    """
    later = [s for s in movement.seatings if s.round == seating.round + 1]
    if not later:
        return ""
    moves = []
    for pair, here in ((seating.ns, "N–S"), (seating.ew, "E–W")):
        there = next((s for s in later if pair in (s.ns, s.ew)), None)
        if there is None:
            moves.append(_("{pair} sits out").format(pair=pair))
            continue
        direction = "N–S" if there.ns == pair else "E–W"
        if there.table != seating.table or direction != here:
            move = _("{pair} to table {table}").format(pair=pair, table=there.table)
            moves.append(move + (f" {direction}" if movement.kind == "howell" else ""))
    tables = sorted({s.table for s in later if s.boards == seating.boards} - {seating.table})
    if tables:
        moves.append(_("boards to table {table}").format(table=", ".join(map(str, tables))))
    return " · ".join(moves)


def movement_summary(movement: Movement) -> dict[str, Any]:
    """What the wizard shows of a movement."""
    return {
        "name": movement_words(movement.name),
        "tables": movement.tables,
        "rounds": movement.rounds,
        "boards": movement.board_count,
        "boards_per_round": movement.boards_per_round,
        "pairs": list(movement.pairs),
        "sitouts": [{"round": r, "pair": p} for r, p in movement.sitouts],
        "plays_per_board": movement.plays_per_board,
        "copies": movement.copies,
        "meets_once": movement.meets_once,
        "fields": movement.fields,
    }


def _replaced(entries: list[StoredEntry]) -> dict[int, dict[str, str]]:
    """For each entry that replaced another (a table's change, the director's correction): the
    result it replaced, in the reader's words, with who entered that one and when — the audit
    log's row shows "old → new"."""
    by_id = {e.id: e for e in entries}
    replaced = {}
    for entry in entries:
        old = by_id.get(entry.supersedes) if entry.supersedes is not None else None
        if old is not None:
            replaced[entry.id] = _was(old)
    return replaced


def _was(old: StoredEntry) -> dict[str, str]:
    return {
        "text": detail_words(old.text + (f" lead {old.lead}" if old.lead else "")),
        "by": actor_words(old.entered_by),
        "at": old.entered_at.strftime("%H:%M:%S"),
    }


def _replaced_by_awards(rows: list[AuditRow], entries: list[StoredEntry]) -> dict[int, dict[str, str]]:
    """For each adjusted score's audit row: the table's result it replaced (the latest entered on
    that board at that table before it), as :func:`_replaced` writes it."""
    logged = {
        row.entry_id: row.id
        for row in rows
        if row.entry_id is not None and row.action in ("entry", "change", "correction")
    }
    found = {}
    for row in rows:
        if row.action != "adjust" or row.board is None or row.table is None:
            continue
        before = [
            e
            for e in entries
            if (e.board, e.table) == (row.board, row.table) and logged.get(e.id, row.id) < row.id
        ]
        if before:
            old = max(before, key=lambda e: logged[e.id])
            found[row.id] = _was(old)
    return found


def _team_awards(adjusted: list[Any], movement: Movement) -> list[dict[str, Any]]:
    """A teams event's adjusted scores, one a match's board (the open room's award, home N–S),
    with the teams that really sat there and the IMPs of each."""
    shown = []
    for award in adjusted:
        if (award.table or 0) % 2 == 0:
            continue
        seat = movement.seating(award.round or 0, award.table or 0)
        shown.append(
            {
                "board": award.board,
                "table": award.table,
                "match": ((award.table or 1) + 1) // 2,
                "home": seat.ns if seat else award.ns,
                "visitors": seat.ew if seat else award.ew,
                "text": award.text,
                "imps": f"{award_imps(award.ns_award):+g} / {award_imps(award.ew_award):+g}".replace(
                    "-", "−"
                ),
            }
        )
    return shown


def room_name(kind: str, table: int) -> str:
    """A teams event's table as its match and room (``match 2, closed room``); empty for pairs."""
    if kind != "teams":
        return ""
    room = _("match {number}, open room") if table % 2 else _("match {number}, closed room")
    return room.format(number=(table + 1) // 2)


def wizard(fields: dict[str, str]) -> dict[str, Any]:
    """The movement for the wizard's answers: pairs (Mitchell, Howell) or teams (matches, round
    robin, Swiss).

    >>> wizard({"kind": "mitchell", "pairs": "11", "boards_per_round": "3"})["movement"]["sitouts"][0]
    {'round': 1, 'pair': '6EW'}
    >>> plan = wizard({"kind": "round_robin", "teams": "5"})
    >>> plan["rounds"], plan["schedule"][0], plan["byes"][0]
    (5, [['2', '5'], ['3', '4']], ['1'])
    """
    kind = fields.get("kind", "mitchell")
    if kind in ("mitchell", "howell"):
        pairs = number(fields, "pairs", low=3, high=200)
        assert pairs is not None
        per_round = number(fields, "boards_per_round", required=False, low=1, high=12) or 2
        rounds = number(fields, "rounds", required=False, low=1, high=60)
        tables = (pairs + 1) // 2
        switched = tuple(int(r) for r in re.findall(r"\d+", fields.get("arrow_switch", "")[:100]))
        mitchell = kind == "mitchell"
        spec = MovementSpec(
            kind, tables, per_round, pairs, rounds if mitchell else None, switched if mitchell else ()
        )
        return {"kind": kind, "spec": spec.to_json(), "movement": movement_summary(spec.build())}
    if kind in ("match", "round_robin", "swiss"):
        from bridgekit.store.club_teams import swiss_rounds
        from bridgekit.tournament.teams import swiss_round

        names = [n.strip() for n in fields.get("team_names", "")[:1500].splitlines() if n.strip()]
        if not names:
            count = number(fields, "teams", low=2, high=60)
            names = [str(n) for n in range(1, (count or 0) + 1)]
        if len(names) < 2 or len(set(names)) != len(names):
            raise Refused(400, _("two or more teams with different names"))
        if kind == "match":
            if len(names) != 2:
                raise Refused(400, _("a match is between two teams"))
            return {"kind": kind, "rounds": 1, "schedule": [[names]], "byes": [[]]}
        if kind == "round_robin":
            schedule = [[list(m) for m in r] for r in round_robin(names)]
        else:
            schedule = [[list(m) for m in swiss_round(names, set())]]
        byes = [[t for t in names if all(t not in m for m in r)] for r in schedule]
        if kind == "round_robin":
            return {"kind": kind, "rounds": len(schedule), "schedule": schedule, "byes": byes}
        rounds = number(fields, "rounds", required=False, low=1, high=len(names) - 1) or swiss_rounds(
            len(names)
        )
        return {
            "kind": kind,
            "rounds": rounds,
            "schedule": schedule,
            "byes": byes,
            "note": _("each later round is paired from the standings, without rematches"),
        }
    raise Refused(
        400, _("not a movement: {kind} (mitchell, howell, match, round_robin, swiss)").format(kind=repr(kind))
    )


def _board_and_table(fields: dict[str, str]) -> tuple[int, int]:
    """A console form's board and table numbers."""
    board = number(fields, "board", low=1, high=999)
    table = number(fields, "table", low=1, high=999)
    assert board is not None and table is not None
    return board, table


#: what a console form does: from its fields, the event and the director's name, the message
EventAction = Callable[[dict[str, str], str, str], str]


def routes(shared: ClubApp) -> list[BaseRoute]:
    store = shared.store

    def event_page(request: Request) -> str:
        return f"{base_path(request)}/director/e/{request.path_params.get('event', '')}"

    def console_page(request: Request) -> str:
        return f"{base_path(request)}/director"

    def home_page(request: Request) -> str:
        return f"{base_path(request)}/"

    def new_event(request: Request, fields: dict[str, str], field: str) -> tuple[str, str]:
        """The signed-in director's club and the name of the new event its form gives in *field*.

        :raises Refused: 401 without a director session, 400 for a name that is not an event's
        """
        club = shared.club_of(shared.signed_director(request))
        name = text_field(fields, field, limit=60, required=True)
        if not _EVENT_NAME.match(name):
            raise Refused(400, _("an event's name has letters, digits, '.', '_' or '-' (up to 60)"))
        return club, name

    async def home(request: Request) -> Response:
        from starlette.concurrency import run_in_threadpool

        # In a worker thread: a locked database is waited for there, not in the event loop.
        if await run_in_threadpool(shared.director, request) is not None:
            return RedirectResponse(console_page(request), status_code=303)
        clubs = await run_in_threadpool(store.clubs)
        return shared.page(request, "login.html", first_run=not clubs, title=_("Club console"))

    @form_errors(home_page)
    def login(request: Request, fields: dict[str, str]) -> Response:
        club = text_field(fields, "club", limit=100, required=True)
        name = text_field(fields, "director", limit=100, required=True)
        shared.throttle(request, f"director:{club}")
        if not store.verify_director(club, name, fields.get("password", "")[:200]):
            raise Refused(400, _("wrong club, director or password"))
        token, _session = store.new_session(director_actor(name), club_id=store.club_id(club))
        response = RedirectResponse(console_page(request), status_code=303)
        response.set_cookie(
            DIRECTOR_COOKIE, token, httponly=True, samesite="strict", secure=shared.secure, path="/"
        )
        return response

    @form_errors(home_page)
    def setup(request: Request, fields: dict[str, str]) -> Response:
        """The first club, created from the sign-in page while the database has none."""
        shared.throttle(request, "setup")
        if store.clubs():
            raise Refused(403, _("the club exists: sign in (another club is created by its director)"))
        if fields.get("password", "") != fields.get("password2", ""):
            raise Refused(400, _("the two passwords differ"))
        club = text_field(fields, "club", limit=100, required=True)
        store.create_club(
            club, text_field(fields, "director", limit=100, required=True), fields.get("password", "")
        )
        return redirect(home_page(request), msg=_("club {club} created: sign in").format(club=club))

    @form_errors(home_page)
    def logout(request: Request, fields: dict[str, str]) -> Response:
        store.end_session(request.cookies.get(DIRECTOR_COOKIE, ""))
        response = redirect(home_page(request), msg=_("signed out"))
        response.delete_cookie(DIRECTOR_COOKIE, path="/")
        return response

    @form_errors(home_page)
    def console(request: Request, fields: dict[str, str]) -> Response:
        session = shared.director(request)
        if session is None:
            return redirect(home_page(request), err="sign in as the director first")
        club = shared.club_of(session)
        events = [store.events.event(name) for name in store.club_events(club)]
        return shared.page(
            request,
            "console.html",
            title=_("{club}: director").format(club=club),
            club=club,
            events=events,
            actor=session.actor,
            methods=METHODS,
        )

    @json_errors
    def wizard_preview(request: Request, fields: dict[str, str]) -> Response:
        shared.signed_director(request)
        return JSONResponse(wizard(dict(request.query_params)))

    @form_errors(console_page)
    def create_event(request: Request, fields: dict[str, str]) -> Response:
        club, name = new_event(request, fields, "name")
        kind = fields.get("kind", "mitchell")
        seed = number(fields, "seed", required=False, high=2**31)
        title = text_field(fields, "title", limit=200) or name
        if kind in TEAM_KINDS:
            names = [
                n.strip() for n in text_field(fields, "team_names", limit=1500).splitlines() if n.strip()
            ]
            count = number(fields, "teams", required=not names, low=2, high=60)
            per_match = number(fields, "boards_per_round", low=1, high=64)
            assert per_match is not None
            create_teams_event(
                store,
                club,
                name,
                kind=kind,
                teams=names or [_("Team {number}").format(number=i) for i in range(1, (count or 0) + 1)],
                boards_per_match=per_match,
                rounds=number(fields, "rounds", required=False, low=1, high=59),
                seed=seed,
                title=title,
            )
            return redirect(
                f"{base_path(request)}/director/e/{name}", msg=_("event {name} created").format(name=name)
            )
        preview = wizard(fields)
        spec = MovementSpec.from_json(preview["spec"])
        method = fields.get("method", "matchpoints")
        if method not in METHODS:
            raise Refused(400, _("not a scoring method: {method}").format(method=repr(method)))
        store.create_event(
            club,
            name,
            spec=spec,
            boards=hand_records(spec.build().board_count, seed=seed),
            title=text_field(fields, "title", limit=200) or name,
            method=method,
        )
        return redirect(
            f"{base_path(request)}/director/e/{name}", msg=_("event {name} created").format(name=name)
        )

    @form_errors(console_page)
    def import_usebio(request: Request, fields: dict[str, str]) -> Response:
        """A USEBIO file (another program's or bridgekit's) as a new event of the club: the page
        sends the file gzip-compressed in base64 (``usebio_gz``), so an evening's XML stays far
        under the request size limit; it is inflated here to at most the reader's limit."""
        import base64
        import binascii
        import zlib

        from bridgekit.formats.usebio import MAX_BYTES, decode, loads
        from bridgekit.store.usebio_io import import_events

        club, name = new_event(request, fields, "event")
        file_name = re.sub(r"[^\w.() -]", "_", fields.get("file_name", ""))[:80] or "USEBIO"

        def unpacked(field: str, what: str) -> bytes:
            try:
                packed = base64.b64decode(fields.get(field, ""), validate=True)
                inflate = zlib.decompressobj(wbits=31)  # gzip
                data = inflate.decompress(packed, MAX_BYTES + 1)
            except (binascii.Error, zlib.error):
                raise Refused(
                    400, _("{file}: not a USEBIO file as this page sends it").format(file=what)
                ) from None
            if len(data) > MAX_BYTES or not inflate.eof:
                raise Refused(
                    400,
                    _("a USEBIO file of more than {megabytes} MB").format(megabytes=MAX_BYTES // 1_000_000),
                )
            return data

        event = loads(decode(unpacked("usebio_gz", file_name), file_name))
        deals = None
        if fields.get("pbn_gz"):  # the hand records, when the file has no hands
            from bridgekit.formats import pbn

            records = pbn.loads(unpacked("pbn_gz", "PBN").decode("utf-8", errors="replace"), strict=True)
            deals = {b.number: b.deal for b in records if b.deal is not None and b.number is not None}
        # a file of several sections: one event a section (NAME-A, NAME-B …)
        names = [info.name for info in import_events(store, event, name, deals=deals)]
        for imported in names:
            store.adopt_event(club, imported)
        return redirect(
            f"{base_path(request)}/director/e/{names[0]}",
            msg=_("event {name} imported from {file}").format(name=", ".join(names), file=file_name),
        )

    @form_errors(console_page)
    def event_console(request: Request, fields: dict[str, str]) -> Response:
        event = request.path_params["event"]
        session = shared.event_director(request, event)
        version = store.version(event)  # read first: the page shows at least this version's state
        info = store.events.event(event)
        movement = store.movement(event)
        state = store.entry_state(event)
        entries = store.events.entries(event)
        clock_now = store.clock(event)
        rounds = {t: store.current_round(event, t) for t in store.pins(event)}
        behind = [
            {"table": t, "round": r}
            for t, r in sorted(rounds.items())
            if clock_now is not None and r is not None and r < clock_now.round
        ]
        tables = [
            {
                "table": t,
                "pin": pin,
                "round": rounds[t],
                "room": room_name(info.spec.kind, t),
                "link": f"{shared.external(request)}/t/{event}/{t}",
            }
            for t, pin in sorted(store.pins(event).items())
        ]
        every_row = store.audit(event)
        audit_rows = list(reversed(every_row))[:60]
        replaced = _replaced(entries)
        # a pairs table's adjusted score: the result it replaced (a teams award is both rooms')
        replaced_rows = _replaced_by_awards(every_row, entries) if info.spec.kind != "teams" else {}
        return shared.page(
            request,
            "event.html",
            version=version,
            behind=behind,
            teams=info.spec.kind == "teams",
            title=info.title,
            event=event,
            info=info,
            movement=movement,
            entries=list(reversed(entries)),
            accepted=state,
            tables=tables,
            clock=store.clock(event),
            audit=[audit_words(row) for row in audit_rows],
            replaced=replaced_rows
            | {  # the result a change or correction replaced, by the audit row
                row.id: replaced[row.entry_id]
                for row in audit_rows
                if row.action in ("change", "correction") and row.entry_id in replaced
            },
            adjusted=store.adjusted(event),
            swaps=store.swaps(event),
            team_awards=_team_awards(store.adjusted(event), movement) if info.spec.kind == "teams" else [],
            team_moves=team_moves(store.swaps(event)) if info.spec.kind == "teams" else [],
            vp_awards=vp_awards(store, event) if info.spec.kind == "teams" else [],
            names=store.events.names(event),
            actor=session.actor,
            max_pbn=MAX_PBN_CHARS,
            published=(shared.publish_dir / event / "index.html").exists(),
        )

    def _teams(event: str) -> bool:
        return store.events.event(event).spec.kind == "teams"

    def _director_name(request: Request, event: str) -> str:
        return shared.event_director(request, event).actor.split(":", 1)[1]

    def director_form(action: EventAction) -> Callable[[Request], Awaitable[Response]]:
        """A form of an event's console: only the event's director may send it; *action* does
        the work with the form's fields, the event and the director's name and says what it
        did, and the browser goes back to the event's page with that message."""

        @form_errors(event_page)
        def endpoint(request: Request, fields: dict[str, str]) -> Response:
            event = request.path_params["event"]
            done = action(fields, event, _director_name(request, event))
            return redirect(event_page(request), msg=done)

        return endpoint

    @director_form
    def clock(fields: dict[str, str], event: str, director: str) -> str:
        round_ = number(fields, "round", low=1, high=99)
        minutes = number(fields, "minutes", low=1, high=120)
        assert round_ is not None and minutes is not None
        store.start_round(event, round_, minutes, by=director_actor(director))
        return ngettext(
            "round {round} started: {count} minute", "round {round} started: {count} minutes", minutes
        ).format(round=round_, count=minutes)

    @director_form
    def correct(fields: dict[str, str], event: str, director: str) -> str:
        board, table = _board_and_table(fields)
        entry = store.director_enter(
            event,
            director,
            board=board,
            table=table,
            round=number(fields, "round", required=False, high=99),
            result=text_field(fields, "result", limit=40, required=True),
            lead=text_field(fields, "lead", limit=4) or None,
            reason=text_field(fields, "reason", limit=300),
        )
        return _("board {board}, table {table}: {result} ({kind})").format(
            board=entry.board,
            table=entry.table,
            result=detail_words(entry.text),
            kind=action_words(entry.kind),
        )

    @director_form
    def adjust(fields: dict[str, str], event: str, director: str) -> str:
        board, table = _board_and_table(fields)
        ns_award = text_field(fields, "ns_award", limit=8, required=True)
        ew_award = text_field(fields, "ew_award", limit=8, required=True)
        by, reason = director_actor(director), text_field(fields, "reason", limit=300, required=True)
        if _teams(event):
            award = adjust_match(store, event, board, ns_award, ew_award, table=table, by=by, reason=reason)
            imps_text = _("{home} / {visitors} IMPs").format(
                home=f"{award_imps(award.ns_award):+g}", visitors=f"{award_imps(award.ew_award):+g}"
            )
            return _("board {board}, {home} v {visitors}: adjusted score {score} ({imps})").format(
                board=board, home=award.ns, visitors=award.ew, score=award.text, imps=imps_text
            )
        award = store.adjust(event, board, ns_award, ew_award, table=table, by=by, reason=reason)
        return _("board {board}, table {table}: adjusted score {score}").format(
            board=board, table=table, score=award.text
        )

    @director_form
    def unadjust(fields: dict[str, str], event: str, director: str) -> str:
        board, table = _board_and_table(fields)
        by, reason = director_actor(director), text_field(fields, "reason", limit=300, required=True)
        if _teams(event):
            cancel_match_adjusted(store, event, board, table=table, by=by, reason=reason)
        else:
            store.cancel_adjusted(event, board, table=table, by=by, reason=reason)
        return _("board {board}, table {table}: adjusted score withdrawn").format(board=board, table=table)

    @director_form
    def move(fields: dict[str, str], event: str, director: str) -> str:
        from_round = number(fields, "from_round", low=1, high=99)
        assert from_round is not None
        first = text_field(fields, "first", limit=20, required=True)
        second = text_field(fields, "second", limit=20, required=True)
        by, reason = director_actor(director), text_field(fields, "reason", limit=300)
        if _teams(event):
            move_team(store, event, from_round, first, second, by=by, reason=reason)
            return _("round {round}: {first} and {second} change places").format(
                round=from_round, first=first, second=second
            )
        store.swap_pairs(event, from_round, first, second, by=by, reason=reason)
        return _("from round {round}, {first} and {second} change places").format(
            round=from_round, first=first, second=second
        )

    @director_form
    def late(fields: dict[str, str], event: str, director: str) -> str:
        by = director_actor(director)
        pair = text_field(fields, "pair", limit=20, required=True)
        rounds = [int(r) for r in re.findall(r"\d+", fields.get("rounds", ""))[:20]]
        if not rounds:
            raise Refused(400, _("which rounds did the late pair miss?"))
        if _teams(event):
            team_awards = [a for r in rounds for a in late_team(store, event, pair, r, by=by)]
            return ngettext(
                "{pair} late: {count} board adjusted (−3 IMPs to {pair}, +3 to opponents)",
                "{pair} late: {count} boards adjusted (−3 IMPs to {pair}, +3 to opponents)",
                len(team_awards),
            ).format(pair=pair, count=len(team_awards))
        awards = store.late_pair(event, pair, rounds, by=by)
        return ngettext(
            "{pair} late: {count} board adjusted (A- to {pair}, A+ to its opponents)",
            "{pair} late: {count} boards adjusted (A- to {pair}, A+ to its opponents)",
            len(awards),
        ).format(pair=pair, count=len(awards))

    @director_form
    def vps(fields: dict[str, str], event: str, director: str) -> str:
        """A teams event's VPs awarded a team in a round (a bye, a penalty), or withdrawn."""
        by = director_actor(director)
        round_ = number(fields, "round", low=1, high=99)
        assert round_ is not None
        team = text_field(fields, "team", limit=20, required=True)
        reason = text_field(fields, "reason", limit=300, required=True)
        if fields.get("withdraw"):
            award_vps(store, event, round_, team, None, by=by, reason=reason)
            return _("{team}: VP award of round {round} withdrawn").format(team=team, round=round_)
        text = text_field(fields, "vps", limit=8, required=True).replace(",", ".").replace("−", "-")
        if not re.fullmatch(r"[+-]?\d{1,2}(\.\d{1,2})?", text):
            raise Refused(400, _("not a number of VPs: {text}").format(text=repr(text)))
        award_vps(store, event, round_, team, float(text), by=by, reason=reason)
        return _("{team}: {vps} VPs in round {round}").format(
            team=team, vps=f"{float(text):+g}", round=round_
        )

    @director_form
    def deals(fields: dict[str, str], event: str, director: str) -> str:
        """The event's deals: a PBN file (its text in ``pbn``, read by the page from the file
        chosen, or pasted) or random deals from ``seed``; the results entered so far stay."""
        from bridgekit.store.club_deals import deals_from_pbn, random_deals, set_deals

        boards = store.events.boards(event)
        if fields.get("how") == "seed":
            seed = number(fields, "seed", low=0, high=2**31)
            assert seed is not None
            chosen, source = random_deals(boards, seed), f"seed {seed}"
        else:
            text = fields.get("pbn", "")
            file_name = re.sub(r"[^\w.() -]", "_", fields.get("file_name", ""))[:80] or _("the PBN file")
            if len(text) > MAX_PBN_CHARS:  # before reading it: one line, nothing changed
                raise Refused(
                    400,
                    _("{file} is over {count} characters: keep its [Board] and [Deal] tags").format(
                        file=file_name, count=format_number(MAX_PBN_CHARS)
                    ),
                )
            chosen, source = deals_from_pbn(text, boards, source=file_name), file_name
        return set_deals(store, event, chosen, by=director_actor(director), source=source)

    @director_form
    def pair_round(fields: dict[str, str], event: str, director: str) -> str:
        matches = pair_swiss_round(store, event, by=director_actor(director))
        return "next round: " + ", ".join(f"{h} v {v}" for h, v in matches)

    @director_form
    def names(fields: dict[str, str], event: str, director: str) -> str:
        pair = text_field(fields, "pair", limit=20, required=True)
        store.events.set_names(event, pair, text_field(fields, "names", limit=200))
        return _("names of {pair} recorded").format(pair=pair)

    @form_errors(event_page)
    def publish(request: Request, fields: dict[str, str]) -> Response:
        event = request.path_params["event"]
        _director_name(request, event)
        with using(shared.language):  # published pages speak the club's language
            results = store.scored(event)
        if not results.scored:
            raise Refused(400, _("no results to publish yet"))
        with using(shared.language):  # the pages, CSV, PBN and hand records (DD table and par)
            written = results.publish(shared.publish_dir / event)
        return redirect(
            event_page(request),
            msg=ngettext(
                "published {count} file: {folder}", "published {count} files: {folder}", len(written)
            ).format(count=len(written), folder=f"{base_path(request)}/results/{event}/"),
        )

    def published(request: Request) -> Response:
        event, file_name = request.path_params["event"], request.path_params["file"] or "index.html"
        if not _EVENT_NAME.match(event) or not re.match(r"^[A-Za-z0-9_.-]+$", file_name) or ".." in file_name:
            return HTMLResponse("not found", status_code=404)
        path = shared.publish_dir / event / file_name
        if not path.is_file():
            return HTMLResponse("not published", status_code=404)
        return FileResponse(path)

    @form_errors(event_page)
    def cards(request: Request, fields: dict[str, str]) -> Response:
        event = request.path_params["event"]
        _director_name(request, event)
        info = store.events.event(event)
        movement = store.movement(event)
        pins = store.pins(event)
        tables = [
            {
                "table": t,
                "pin": pins[t],
                "room": room_name(info.spec.kind, t),
                "link": f"{shared.external(request)}/t/{event}/{t}",
                "seatings": [(s, next_round(movement, s)) for s in movement.seatings if s.table == t],
            }
            for t in sorted(pins)
        ]
        return shared.page(
            request,
            "cards.html",
            title=_("{title}: table cards").format(title=info.title),
            event=event,
            tables=tables,
            names=store.events.names(event),
            sitouts=movement.sitouts,
        )

    @form_errors(event_page)
    def qr(request: Request, fields: dict[str, str]) -> Response:
        import qrcode  # type: ignore[import-untyped]
        import qrcode.image.svg  # type: ignore[import-untyped]

        event = request.path_params["event"]
        _director_name(request, event)
        table = int(request.path_params["table"])
        pin = store.pins(event).get(table)
        if pin is None:
            raise Refused(404, _("no table {table}").format(table=table))
        link = f"{shared.external(request)}/t/{event}/{table}#pin={pin}"
        buffer = io.BytesIO()
        qrcode.make(link, image_factory=qrcode.image.svg.SvgPathImage, box_size=10).save(buffer)
        return Response(buffer.getvalue(), media_type="image/svg+xml", headers={"cache-control": "no-store"})

    @form_errors(event_page)
    def handrecord(request: Request, fields: dict[str, str]) -> Response:
        from bridgekit.tournament.handrecords import hand_record_pdf

        event = request.path_params["event"]
        _director_name(request, event)
        if request.path_params.get("kind") == "pdf":
            info = store.events.event(event)
            return Response(
                hand_record_pdf(store.events.boards(event), info.title), media_type="application/pdf"
            )
        # every board with its double-dummy table and par, as published, with the event's date,
        # movement and method, and no links to pages not published
        return HTMLResponse(store.scored(event).handrecord_html(nav=False))

    @form_errors(event_page)
    def usebio_file(request: Request, fields: dict[str, str]) -> Response:
        from bridgekit.formats.usebio import dumps
        from bridgekit.store.usebio_io import export_event

        event = request.path_params["event"]
        club = shared.club_of(shared.event_director(request, event))
        text = dumps(export_event(store, event, club_name=club))
        return Response(
            text,
            media_type="application/xml",
            headers={"content-disposition": f'attachment; filename="{event}.xml"'},
        )

    return [
        Route("/", home),
        Route("/login", login, methods=["POST"]),
        Route("/setup", setup, methods=["POST"]),
        Route("/logout", logout, methods=["POST"]),
        Route("/director", console),
        Route("/director/wizard", wizard_preview),
        Route("/director/events", create_event, methods=["POST"]),
        Route("/director/import", import_usebio, methods=["POST"]),
        Route("/director/e/{event}", event_console),
        Route("/director/e/{event}/clock", clock, methods=["POST"]),
        Route("/director/e/{event}/correct", correct, methods=["POST"]),
        Route("/director/e/{event}/adjust", adjust, methods=["POST"]),
        Route("/director/e/{event}/unadjust", unadjust, methods=["POST"]),
        Route("/director/e/{event}/move", move, methods=["POST"]),
        Route("/director/e/{event}/late", late, methods=["POST"]),
        Route("/director/e/{event}/names", names, methods=["POST"]),
        Route("/director/e/{event}/pair", pair_round, methods=["POST"]),
        Route("/director/e/{event}/deals", deals, methods=["POST"]),
        Route("/director/e/{event}/vps", vps, methods=["POST"]),
        Route("/director/e/{event}/publish", publish, methods=["POST"]),
        Route("/director/e/{event}/cards", cards),
        Route("/director/e/{event}/qr/{table:int}.svg", qr),
        Route("/director/e/{event}/handrecord.{kind}", handrecord),
        Route("/director/e/{event}/usebio.xml", usebio_file),
        Route("/results/{event}/{file:path}", published),
    ]
