"""Teams events in the club console: a match, a round robin or a Swiss (RULES 6.3, 6.5).

A teams event is stored like a pairs event whose movement is
:func:`~bridgekit.tournament.movements.teams_movement`: each match has two tables (the open
room, home team N–S; the closed room, visitors N–S), so the tables' phones, PINs, accept, the
clock, corrections and the audit log work as for pairs. Boards score in IMPs between the two
rooms of a match, matches in victory points. A Swiss event's next round is paired by the
director from the standings once the round before is finished.

>>> import tempfile, pathlib
>>> from bridgekit.store.club import ClubStore
>>> from bridgekit.store.events import database_url
>>> club = ClubStore.open(database_url(None, pathlib.Path(tempfile.mkdtemp()) / "league"))
>>> club.create_club("Oxford", "ann", "a long secret")
>>> info = create_teams_event(club, "Oxford", "league", kind="round_robin",
...                           teams=["Lions", "Tigers", "Bears", "Wolves"], boards_per_match=2, seed=1)
>>> info.spec.rounds, [s.ns for s in info.movement.seatings if s.round == 1]
(3, ['Lions', 'Wolves', 'Tigers', 'Bears'])
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Final, Protocol

from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.formats.board import Board
from bridgekit.i18n import _
from bridgekit.scoring.imps import imps
from bridgekit.store import faults
from bridgekit.store.club_tables import _audit
from bridgekit.store.events import EVENTS, EventInfo, EventStore
from bridgekit.tournament.adjusted import AdjustedResult
from bridgekit.tournament.event import MovementSpec, hand_records
from bridgekit.tournament.federation import TeamsMatch, teams_standings
from bridgekit.tournament.movements import Movement
from bridgekit.tournament.pages import Results
from bridgekit.tournament.pairs import PairStanding, ScoredResult, TableResult
from bridgekit.tournament.teams import round_robin, swiss_round

__all__ = [
    "TEAM_KINDS",
    "create_teams_event",
    "pair_swiss_round",
    "swiss_rounds",
    "team_matches",
    "teams_movement_text",
    "teams_scored",
]

#: The teams events the console runs.
TEAM_KINDS: Final = ("match", "round_robin", "swiss")


class ClubLike(Protocol):
    """What the teams events need of a :class:`~bridgekit.store.club.ClubStore` (named here so that
    this module does not import the store that imports it)."""

    events: EventStore

    def create_event(
        self, club: str, name: str, *, spec: MovementSpec, boards: Sequence[Board], **details: Any
    ) -> EventInfo: ...

    def results(self, name: str) -> tuple[list[TableResult], list[AdjustedResult]]: ...

    def finished_boards(self, name: str) -> set[int]: ...

    def _event_id(self, name: str) -> int: ...

    def _begin(self) -> Any: ...


_KIND_NAMES: Final = {"match": "Match", "round_robin": "Round robin", "swiss": "Swiss"}
_TEAM_NAME: Final = re.compile(r"^[^\s<>&\"'][^<>&\"']{0,19}$")


def _check_teams(teams: Sequence[str]) -> list[str]:
    names = [t.strip() for t in teams if t.strip()]
    for name in names:
        if not _TEAM_NAME.match(name):
            raise NotationError(
                _("a team's name has 1 to 20 characters, without <>&\"': {name}").format(name=repr(name))
            )
    if len(names) < 2 or len(set(names)) != len(names):
        raise NotationError(
            _("a teams event needs two or more teams with different names: {names}").format(names=names)
        )
    return names


def swiss_rounds(teams: int) -> int:
    """The default rounds of a Swiss of *teams* teams: enough to separate the leaders (about
    log2 of the field, at least 3) and never more than a round robin's.

    >>> swiss_rounds(4), swiss_rounds(12), swiss_rounds(40)
    (3, 5, 7)
    """
    return min(teams - 1, max(3, teams.bit_length() + 1))


def create_teams_event(
    club: ClubLike,
    club_name: str,
    name: str,
    *,
    kind: str,
    teams: Sequence[str],
    boards_per_match: int,
    rounds: int | None = None,
    seed: int | None = None,
    title: str = "",
) -> EventInfo:
    """Create a teams event of *club_name*: a ``match`` of two teams, a ``round_robin`` (every
    team meets every other once) or a ``swiss`` of *rounds* rounds (round 1 paired in the order
    given, later rounds from the standings).

    :raises NotationError: for an unknown kind, bad team names or counts
    """
    names = _check_teams(teams)
    schedule: tuple[tuple[tuple[str, str], ...], ...]
    if kind == "match":
        if len(names) != 2:
            raise NotationError(_("a match is between two teams, not {count}").format(count=len(names)))
        schedule = (((names[0], names[1]),),)
        planned = 1
    elif kind == "round_robin":
        schedule = tuple(tuple(r) for r in round_robin(names))
        planned = len(schedule)
    elif kind == "swiss":
        planned = rounds or swiss_rounds(len(names))
        if not 1 <= planned <= len(names) - 1:
            raise NotationError(
                _("a Swiss of {count} teams has 1 to {most} rounds, not {planned}").format(
                    count=len(names), most=len(names) - 1, planned=planned
                )
            )
        schedule = (tuple(swiss_round(names, set())),)
    else:
        raise NotationError(
            _("not a teams event: {kind} (expected {kinds})").format(
                kind=repr(kind), kinds=", ".join(TEAM_KINDS)
            )
        )
    if not 1 <= boards_per_match <= 64:
        raise NotationError(_("a match has 1 to 64 boards, not {count}").format(count=boards_per_match))
    spec = MovementSpec(
        "teams",
        tables=2 * (len(names) // 2),
        boards_per_round=boards_per_match,
        pairs=len(names),
        rounds=planned,
        arrow_switch=(),
        teams=tuple(names),
        schedule=schedule,
    )
    boards = hand_records(planned * boards_per_match, seed=seed)
    return club.create_event(club_name, name, spec=spec, boards=boards, title=title or name, method=kind)


def team_matches(results: Sequence[TableResult], movement: Movement) -> list[TeamsMatch]:
    """Each match played so far with its rooms' current results."""
    by_place: dict[tuple[int, int], list[TableResult]] = {}
    for result in results:
        by_place.setdefault((result.round or 0, result.table or 0), []).append(result)
    matches = []
    for seating in movement.seatings:
        if seating.table % 2 == 1:
            open_room = tuple(by_place.get((seating.round, seating.table), ()))
            closed_room = tuple(by_place.get((seating.round, seating.table + 1), ()))
            matches.append(TeamsMatch(seating.round, seating.ns, seating.ew, open_room, closed_room))
    return matches


def teams_movement_text(kind: str, rounds: int, boards: int) -> str:
    """The movement line of a teams event's results pages.

    >>> teams_movement_text("swiss", 5, 30)
    'Swiss, 5 rounds, 30 boards'
    >>> teams_movement_text("match", 1, 1)
    'Match, 1 round, 1 board'
    """
    label = _KIND_NAMES.get(kind, kind.replace("_", " ").capitalize() or "Teams")
    return f"{label}, {rounds} round{'s' if rounds != 1 else ''}, {boards} board{'s' if boards != 1 else ''}"


@faults.handled("scoring the event")
def teams_scored(club: ClubLike, name: str) -> Results:
    """The teams event scored so far: each room's result with the IMPs of its N–S team on the
    board (once both rooms have played it) and the teams' victory points."""
    info = club.events.event(name)
    movement = info.movement
    results, _ = club.results(name)
    matches = team_matches(results, movement)
    scored: list[ScoredResult] = []
    played: dict[str, int] = {}
    for match in matches:
        closed = {r.board: r for r in match.closed_room}
        opened = {r.board: r for r in match.open_room}
        for board in sorted(set(closed) | set(opened)):
            home_imps = (
                imps(opened[board].score - closed[board].score) if board in opened and board in closed else 0
            )
            if board in opened and board in closed:
                for team in (match.home, match.visitors):
                    played[team] = played.get(team, 0) + 1
            if board in opened:
                scored.append(ScoredResult(opened[board], home_imps, -home_imps, home_imps, -home_imps, 0.0))
            if board in closed:
                scored.append(ScoredResult(closed[board], -home_imps, home_imps, -home_imps, home_imps, 0.0))
    finished = [m for m in matches if m.open_room or m.closed_room]
    standings = [
        PairStanding(
            s.rank,
            sum(1 for o in teams_standings(finished) if o.rank == s.rank) > 1,
            s.team,
            s.vps,
            None,
            played.get(s.team, 0),
        )
        for s in teams_standings(finished)
    ]
    boards = club.events.boards(name)
    return Results(
        info.title,
        boards,
        scored,
        standings,
        club.events.names(name),
        date=info.date,
        movement=teams_movement_text(info.method, info.spec.rounds or movement.rounds, len(boards)),
        method="teams",
    )


@faults.handled("pairing the next round")
def pair_swiss_round(club: ClubLike, name: str, *, by: str) -> tuple[tuple[str, str], ...]:
    """Pair a Swiss event's next round from the standings (no team meets another twice).

    :raises IllegalActionError: before the last round is finished, or when all rounds are paired
    :raises NotationError: when no pairing without a rematch exists
    """
    info = club.events.event(name)
    spec = info.spec
    if spec.kind != "teams" or info.method != "swiss":
        raise IllegalActionError(_("event {name} is not a Swiss teams event").format(name=repr(name)))
    if len(spec.schedule) >= (spec.rounds or 0):
        raise IllegalActionError(
            _("all {rounds} rounds of {name} are paired").format(rounds=spec.rounds, name=repr(name))
        )
    last = len(spec.schedule)
    done = club.finished_boards(name)
    if any(b not in done for s in info.movement.seatings if s.round == last for b in s.boards):
        raise IllegalActionError(
            _("round {last} is not finished: pair the next round when every match has its results").format(
                last=last
            )
        )
    ranking = [s.pair for s in teams_scored(club, name).standings]
    ranking += [t for t in spec.teams if t not in ranking]
    met = {frozenset(m) for matches in spec.schedule for m in matches}
    matches = tuple(swiss_round(ranking, met))
    new = replace(spec, schedule=(*spec.schedule, matches))
    event_id = club._event_id(name)
    with club._begin() as conn:
        conn.execute(EVENTS.update().where(EVENTS.c.id == event_id).values(movement=new.to_json()))
        detail = f"round {last + 1}: " + ", ".join(f"{h} v {v}" for h, v in matches)
        _audit(conn, event_id, by, "pair", round=last + 1, detail=detail)
    return matches
