"""A stored event to and from a USEBIO 1.2 file (``bridgekit event export --usebio`` / ``import``).

>>> import tempfile, pathlib
>>> from bridgekit.store.events import database_url
>>> from bridgekit.tournament.event import MovementSpec, hand_records
>>> club = ClubStore.open(database_url(None, pathlib.Path(tempfile.mkdtemp()) / "club"))
>>> _ = club.events.create_event("tue", spec=MovementSpec("howell", 2, 2), boards=hand_records(6, seed=2))
>>> _ = club.events.enter("tue", 1, "3NT= N", table=1, round=1)
>>> event = export_event(club, "tue")
>>> import_event(club, event, "copy").name, [r.text for r in club.events.current("copy")]
('copy', ['3NT= N'])
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace

from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats.usebio import UsebioEvent
from bridgekit.i18n import _
from bridgekit.store.club import ClubStore
from bridgekit.store.events import EventInfo
from bridgekit.tournament.event import seating_for
from bridgekit.tournament.federation import (
    TeamAwards,
    event_boards,
    pairs_from_usebio,
    pairs_to_usebio,
    teams_from_usebio,
    teams_to_usebio,
)

__all__ = ["export_event", "import_event", "import_events", "section_names"]

IMPORTER = "usebio import"
_REASON = "adjusted score in the USEBIO file"


def export_event(club: ClubStore, name: str, *, club_name: str = "") -> UsebioEvent:
    """The stored event *name*, scored so far, as USEBIO.

    :raises NotationError: for an unknown event or one without results
    """
    info = club.events.event(name)
    results = club.scored(name)
    if not results.scored:
        raise IllegalActionError(f"event {name!r} has no results to export yet")
    if info.spec.kind == "teams":
        from bridgekit.store.club_teams import team_matches, team_moves, vp_awards

        current, adjusted = club.results(name)
        names = club.events.names(name)
        # the matches as really played (the director's moves read through), each with its
        # adjusted scores (the open room's award, home team N–S)
        played = club.movement(name)
        places = [(st.round, st.table) for st in played.seatings if st.table % 2 == 1]
        matches = []
        for place, m in zip(places, team_matches(current, played), strict=True):
            awards = tuple(
                replace(a, ns=m.home, ew=m.visitors)
                for a in sorted(adjusted, key=lambda a: a.board)
                if (a.round, a.table) == place
            )
            if m.open_room or m.closed_room or awards:
                matches.append(replace(m, adjusted=awards))
        return teams_to_usebio(
            title=info.title,
            date=info.date,
            matches=matches,
            standings=results.standings,
            awards=TeamAwards(
                tuple((s.from_round, s.first, s.second) for s in team_moves(club.swaps(name))),
                tuple(vp_awards(club, name)),
            ),
            players={
                t: [p.strip() for p in re.split(r"\s*[,;]\s*|\s+-\s+", n) if p.strip()]
                for t, n in names.items()
            },
            swiss=info.method == "swiss",
            club=club_name,
            deals={b.number: b.deal.pbn() for b in club.events.boards(name) if b.deal and b.number},
            movement=info.spec.to_json(),
        )
    return pairs_to_usebio(
        title=info.title,
        identifier=info.name,
        date=info.date,
        method=info.method,
        spec=info.spec,
        boards=club.events.boards(name),
        scored=results.scored,
        standings=results.standings,
        names=club.events.names(name),
        club=club_name,
    )


def section_names(event: UsebioEvent, name: str) -> list[tuple[str, UsebioEvent]]:
    """The events an import of *event* as *name* makes, each with its part of the file: *name*
    itself for an event of one section; ``NAME-A``, ``NAME-B`` … (the sections' labels) for an
    event of several, each section an event of its own, scored within its section."""
    if not event.sections:
        return [(name, event)]
    return [
        (f"{name}-{part.section}", replace(part, title=f"{part.title or name} ({part.section})"))
        for part in event.sections
    ]


def import_events(
    club: ClubStore, event: UsebioEvent, name: str, *, deals: Mapping[int, Deal] | None = None
) -> list[EventInfo]:
    """Store a USEBIO file as *name*, or as one event a section (``NAME-A``, ``NAME-B`` …, see
    :func:`section_names`) when it has several: every section is read before any is stored, so a
    file with a section bridgekit cannot read, or a name already taken, stores nothing.

    :raises ParseError: for a file (or a section) bridgekit cannot read
    :raises IllegalActionError: if one of the events exists
    """
    parts = section_names(event, name)
    for part_name, part in parts:
        if _exists(club, part_name):
            raise IllegalActionError(
                _("event {name} exists already: nothing was imported").format(name=repr(part_name))
            )
        if not part.is_teams:
            pairs_from_usebio(part, deals=deals)  # readable, before anything is stored
    return [import_event(club, part, part_name, deals=deals) for part_name, part in parts]


def _exists(club: ClubStore, name: str) -> bool:
    try:
        club.events.event(name)
    except NotationError:
        return False
    return True


def import_event(
    club: ClubStore, event: UsebioEvent, name: str, *, deals: Mapping[int, Deal] | None = None
) -> EventInfo:
    """Store a USEBIO event of one section as *name*: movement, boards, names, every traveller
    line and adjusted score (entered ``by`` "usebio import"). A file of several sections is
    :func:`import_events`'s.

    :raises ParseError: for a file bridgekit cannot read as a pairs event
    :raises IllegalActionError: if an event *name* exists
    """
    if event.sections:
        from bridgekit.errors import ParseError

        raise ParseError(_("a USEBIO file of several sections: import each with import_events"))
    if event.is_teams:
        return _import_teams(club, event, name, deals=deals)
    imported = pairs_from_usebio(event, deals=deals)
    info = club.events.create_event(
        name,
        spec=imported.spec,
        boards=imported.boards,
        title=imported.title or name,
        date=imported.date,
        method=imported.method,
        names=imported.names,
    )
    movement = imported.spec.build()
    for result in imported.results:
        club.events.enter(
            name,
            result.board,
            result.text,
            ns=result.ns,
            ew=result.ew,
            lead=str(result.lead) if result.lead else None,
            by=IMPORTER,
        )
    for award in imported.adjusted:
        seating = seating_for(movement, award.board, ns=award.ns, ew=award.ew)
        club.adjust(
            name,
            award.board,
            award.ns_award,
            award.ew_award,
            table=seating.table,
            round=seating.round,
            by=IMPORTER,
            reason=_REASON,
        )
    return info


def _import_teams(
    club: ClubStore, event: UsebioEvent, name: str, *, deals: Mapping[int, Deal] | None
) -> EventInfo:
    """A teams file: its matches become a teams event (round by round) with every room's result."""
    from bridgekit.errors import ParseError
    from bridgekit.tournament.event import MovementSpec

    matches = teams_from_usebio(event)
    if not matches:
        raise ParseError("this teams file has no MATCH")
    if event.movement:
        spec = MovementSpec.from_json(event.movement)
    else:
        rounds: dict[int, list[tuple[str, str]]] = {}
        for m in matches:
            rounds.setdefault(m.round, []).append((m.home, m.visitors))
        teams = tuple(sorted({t for m in matches for t in (m.home, m.visitors)}))
        per_match = max(
            len({r.board for r in m.open_room + m.closed_room} | {a.board for a in m.adjusted})
            for m in matches
        )
        schedule = tuple(tuple(rounds[r]) for r in sorted(rounds))
        spec = MovementSpec(
            "teams", 2 * (len(teams) // 2), per_match, len(teams), len(schedule), (), teams, schedule
        )
    movement = spec.build()
    boards = event_boards(event, movement.board_count, deals)
    kind = (
        "swiss" if event.event_type == "SWISS_TEAMS" else ("match" if len(spec.teams) == 2 else "round_robin")
    )
    players = {p.name or p.number: " - ".join(p.players) for p in event.participants}
    info = club.events.create_event(
        name,
        spec=spec,
        boards=boards,
        title=event.title or name,
        date=event.date,
        method=kind,
        names={t: players.get(t, "") for t in spec.teams},
    )
    from bridgekit.store.club_teams import adjust_match, award_vps, move_team

    awards = TeamAwards.from_json(event.team_awards)
    # bridgekit's own file: results and awards go under the schedule's places (its TABLE_NUMBER
    # and ROUND_NUMBER), the moves put the teams where they really sat. Another program's file
    # (or one without BRIDGEKIT_MOVEMENT): the schedule is the matches as really played.
    own = bool(event.movement)
    for round_, first, second in awards.moves if own else ():
        move_team(club, name, round_, first, second, by=IMPORTER, reason=_REASON)
    played = club.movement(name)
    for match in matches:
        for result in (*match.open_room, *match.closed_room):
            if own and result.table is not None and result.round is not None:
                table, round_ = result.table, result.round
            else:
                seating = seating_for(played, result.board, ns=result.ns, ew=result.ew)
                table, round_ = seating.table, seating.round
            club.events.enter(name, result.board, result.text, table=table, round=round_, by=IMPORTER)
        for award in match.adjusted:
            table = (award.table if own else None) or seating_for(
                played, award.board, ns=award.ns, ew=award.ew
            ).table
            adjust_match(
                club,
                name,
                award.board,
                award.ns_award,
                award.ew_award,
                table=table,
                by=IMPORTER,
                reason=_REASON,
            )
    for round_, team, vps in awards.vps:
        award_vps(club, name, round_, team, vps, by=IMPORTER, reason=_REASON)
    return info
