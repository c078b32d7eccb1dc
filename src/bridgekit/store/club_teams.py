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
from bridgekit.i18n import N_, _, format_number, ngettext
from bridgekit.scoring.imps import imps
from bridgekit.store import faults
from bridgekit.store.club_tables import (
    SWAPS,
    TEAM_VPS,
    _audit,
    _store_adjusted,
    _withdraw,
    _withdraw_adjusted,
)
from bridgekit.store.events import EVENTS, EventInfo, EventStore
from bridgekit.tournament.adjusted import AdjustedResult, PairSwap, award_imps, moved_movement
from bridgekit.tournament.event import MovementSpec, hand_records
from bridgekit.tournament.federation import TeamsMatch, margin_vps
from bridgekit.tournament.movements import Movement
from bridgekit.tournament.pages import Results
from bridgekit.tournament.pairs import PairStanding, ScoredResult, TableResult
from bridgekit.tournament.teams import round_robin, swiss_round

__all__ = [
    "TEAM_KINDS",
    "adjust_match",
    "cancel_match_adjusted",
    "create_teams_event",
    "late_team",
    "move_team",
    "team_moves",
    "vp_awards",
    "award_vps",
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

    def movement(self, name: str) -> Movement: ...

    def swaps(self, name: str) -> list[PairSwap]: ...

    def finished_boards(self, name: str) -> set[int]: ...

    def _event_id(self, name: str) -> int: ...

    def _begin(self) -> Any: ...


_KIND_NAMES: Final = {"match": N_("Match"), "round_robin": N_("Round robin"), "swiss": N_("Swiss")}
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
    label = _(_KIND_NAMES[kind]) if kind in _KIND_NAMES else kind.replace("_", " ").capitalize() or _("Teams")
    return _("{movement}, {rounds}, {boards}").format(
        movement=label,
        rounds=ngettext("{count} round", "{count} rounds", rounds).format(count=rounds),
        boards=ngettext("{count} board", "{count} boards", boards).format(count=boards),
    )


@faults.handled("scoring the event")
def teams_scored(club: ClubLike, name: str) -> Results:
    """The teams event scored so far: each room's result with the IMPs of its N–S team on the
    board (once both rooms have played it), the artificial adjusted scores of the director
    (Law 12C2: ±3 IMPs, split awards each side its own) and the teams' victory points, each team
    from its own IMP margin (the same split as the VP scale when the awards mirror each other).
    The director's moves of teams between matches are read through: each result counts for the
    team that really sat there."""
    info = club.events.event(name)
    movement = club.movement(name)
    results, adjusted = club.results(name)
    rooms: dict[tuple[int, int], dict[int, TableResult]] = {}
    for result in results:
        rooms.setdefault((result.round or 0, result.table or 0), {})[result.board] = result
    awards = {(a.round or 0, a.table or 0, a.board): a for a in adjusted}
    scored: list[ScoredResult] = []
    played: dict[str, int] = {}
    vp: dict[str, float] = {}
    margins: dict[str, float] = {}
    for seating in movement.seatings:
        if seating.table % 2 == 0:
            continue
        home, visitors, r = seating.ns, seating.ew, seating.round
        opened, closed = rooms.get((r, seating.table), {}), rooms.get((r, seating.table + 1), {})
        awarded = {b for b in seating.boards if (r, seating.table, b) in awards}
        if not opened and not closed and not awarded:
            continue  # not started: no VPs yet
        home_margin = visitors_margin = 0.0
        for board in sorted(set(opened) | set(closed) | awarded):
            if board in awarded:
                award = awards[r, seating.table, board]
                h, v = award_imps(award.ns_award), award_imps(award.ew_award)
                scored.append(ScoredResult(award, h, v, h, v, 0.0))
                if (closed_award := awards.get((r, seating.table + 1, board))) is not None:
                    scored.append(ScoredResult(closed_award, v, h, v, h, 0.0))
                home_margin, visitors_margin = home_margin + h, visitors_margin + v
                for team in (home, visitors):
                    played[team] = played.get(team, 0) + 1
                continue
            both = board in opened and board in closed
            home_imps = imps(opened[board].score - closed[board].score) if both else 0
            if both:
                home_margin, visitors_margin = home_margin + home_imps, visitors_margin - home_imps
                for team in (home, visitors):
                    played[team] = played.get(team, 0) + 1
            if board in opened:
                scored.append(ScoredResult(opened[board], home_imps, -home_imps, home_imps, -home_imps, 0.0))
            if board in closed:
                scored.append(ScoredResult(closed[board], -home_imps, home_imps, -home_imps, home_imps, 0.0))
        for team, margin in ((home, home_margin), (visitors, visitors_margin)):
            vp[team] = vp.get(team, 0.0) + margin_vps(margin)
            margins[team] = margins.get(team, 0.0) + margin
    for _round, team, points in vp_awards(club, name):  # a bye's award, a penalty
        vp[team] = vp.get(team, 0.0) + points
        margins.setdefault(team, 0.0)
    order = sorted(vp, key=lambda t: (-vp[t], -margins[t], t))
    keys = [(vp[t], margins[t]) for t in order]
    standings = [
        PairStanding(
            1 + keys.index(keys[i]), keys.count(keys[i]) > 1, team, vp[team], None, played.get(team, 0)
        )
        for i, team in enumerate(order)
    ]
    boards = club.events.boards(name)
    return Results(
        info.title,
        boards,
        sorted(scored, key=lambda s: (s.result.board, s.result.table or 0)),
        standings,
        club.events.names(name),
        date=info.date,
        movement=teams_movement_text(info.method, info.spec.rounds or movement.rounds, len(boards)),
        method="teams",
    )


def _check_teams_event(club: ClubLike, name: str) -> EventInfo:
    info = club.events.event(name)
    if info.spec.kind != "teams":
        raise IllegalActionError(_("event {name} is not a teams event").format(name=repr(name)))
    return info


def _imps_text(imps_: float) -> str:
    return f"{imps_:+g} IMPs".replace("-", "−")


@faults.handled("recording the adjusted score")
def adjust_match(
    club: ClubLike,
    name: str,
    board: int,
    home_award: str,
    visitors_award: str,
    *,
    table: int,
    by: str,
    reason: str,
) -> AdjustedResult:
    """An artificial adjusted score (Law 12C2) on *board* of the match played at *table* (either
    room): ``A+``/``A``/``A-`` are +3, 0 and −3 IMPs for teams; each team gets its own award, so
    a split score (``A-``/``A-``: both at fault) is −3 to each; a percentage *p* is 0.3 × (p − 50)
    IMPs. The award replaces both rooms' results on the board (which stay stored); a new award
    replaces the last. Returns the open room's award (home team N–S).

    :raises NotationError: for a board the match does not play, a bad award or no reason
    """
    from bridgekit.tournament.event import seating_for

    info = _check_teams_event(club, name)
    if not reason.strip():
        raise NotationError(_("an adjusted score needs the reason"))
    open_table = table if table % 2 else table - 1
    opened = seating_for(info.movement, board, table=open_table)
    closed = seating_for(info.movement, board, table=open_table + 1, round=opened.round)
    open_award = AdjustedResult.award(
        board, opened.ns, opened.ew, home_award, visitors_award, round=opened.round, table=open_table
    )
    closed_award = AdjustedResult.award(
        board, closed.ns, closed.ew, visitors_award, home_award, round=opened.round, table=open_table + 1
    )
    real = club.movement(name).seating(opened.round, open_table)
    home_imps, visitors_imps = award_imps(open_award.ns_award), award_imps(open_award.ew_award)
    detail = (
        f"adjusted score {open_award.text}: {real.ns if real else opened.ns} {_imps_text(home_imps)}, "
        f"{real.ew if real else opened.ew} {_imps_text(visitors_imps)}"
    )
    event_id = club._event_id(name)
    with club._begin() as conn:
        _store_adjusted(conn, event_id, (open_award, closed_award), by=by, reason=reason, detail=detail)
    return open_award


@faults.handled("withdrawing the adjusted score")
def cancel_match_adjusted(club: ClubLike, name: str, board: int, *, table: int, by: str, reason: str) -> None:
    """Withdraw the adjusted score on *board* of the match at *table*: both rooms' results count again."""
    _check_teams_event(club, name)
    if not reason.strip():
        raise NotationError(_("withdrawing an adjusted score needs the reason"))
    open_table = table if table % 2 else table - 1
    event_id = club._event_id(name)
    with club._begin() as conn:
        missing = _("board {board} of the match at tables {first}–{second} has no adjusted score").format(
            board=board, first=open_table, second=open_table + 1
        )
        _withdraw_adjusted(
            conn, event_id, board, (open_table, open_table + 1), by=by, reason=reason, missing=missing
        )


@faults.handled("moving the teams")
def move_team(
    club: ClubLike, name: str, round: int, first: str, second: str, *, by: str, reason: str = ""
) -> None:
    """In *round* only, team *first* plays where team *second* was drawn and the other way round:
    a late team changes places with the team that has the bye (the bye goes to the late team), or
    two teams change matches. Results stay stored under the schedule's places and count for the
    teams that really sat there; a Swiss pairs its later rounds from what was really played.

    :raises NotationError: for an unknown team or a round not paired yet
    """
    info = _check_teams_event(club, name)
    paired = len(info.spec.schedule)
    if not 1 <= round <= paired:
        raise NotationError(
            _("round {round} is not paired yet (rounds 1 to {paired} are)").format(round=round, paired=paired)
        )
    if first == second:
        raise NotationError(_("a team cannot change places with itself"))
    swaps = [PairSwap(round, first, second), PairSwap(round + 1, first, second)]
    moved_movement(info.movement, [*club.swaps(name), *swaps])  # unknown teams refused here
    faults.check_lengths(SWAPS, {"first": first, "second": second})
    event_id = club._event_id(name)
    with club._begin() as conn:
        for swap in swaps:  # the second puts them back from the next round on
            conn.execute(
                SWAPS.insert().values(
                    event_id=event_id, from_round=swap.from_round, first=first, second=second
                )
            )
        _audit(
            conn,
            event_id,
            by,
            "move",
            round=round,
            detail=f"round {round}: {first} and {second} change places",
            reason=reason,
        )


def team_moves(swaps: Sequence[PairSwap]) -> list[PairSwap]:
    """The director's moves of a teams event, one a round (each is stored as a swap and the swap
    back from the next round)."""
    return list(swaps[::2])


@faults.handled("recording the late team's adjusted scores")
def late_team(club: ClubLike, name: str, team: str, round: int, *, by: str) -> list[AdjustedResult]:
    """A team that missed its match of *round*: average-minus (−3 IMPs) to it and average-plus
    (+3 IMPs) to its opponents on each board of the match (Law 12C2, the late team at fault).

    :raises NotationError: when the team plays no match in that round (it has the bye)
    """
    _check_teams_event(club, name)
    match = next(
        (
            s
            for s in club.movement(name).seatings
            if s.round == round and s.table % 2 and team in (s.ns, s.ew)
        ),
        None,
    )
    if match is None:
        raise NotationError(
            _("team {team} plays no match in round {round}").format(team=repr(team), round=round)
        )
    home_award, visitors_award = ("A-", "A+") if match.ns == team else ("A+", "A-")
    return [
        adjust_match(
            club,
            name,
            board,
            home_award,
            visitors_award,
            table=match.table,
            by=by,
            reason=f"{team} late: round {round} not played",
        )
        for board in match.boards
    ]


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
    # what was really played: the director's moves of teams between matches included
    met = {frozenset((st.ns, st.ew)) for st in club.movement(name).seatings}
    matches = tuple(swiss_round(ranking, met))
    new = replace(spec, schedule=(*spec.schedule, matches))
    event_id = club._event_id(name)
    with club._begin() as conn:
        conn.execute(EVENTS.update().where(EVENTS.c.id == event_id).values(movement=new.to_json()))
        detail = f"round {last + 1}: " + ", ".join(f"{h} v {v}" for h, v in matches)
        _audit(conn, event_id, by, "pair", round=last + 1, detail=detail)
    return matches


#: The VPs a director may award a team in a round besides its match (the 20-point scale's range
#: either way: a bye's award, or a penalty).
VP_AWARD_RANGE: Final = (-20.0, 20.0)


@faults.handled("recording the VPs")
def award_vps(
    club: ClubLike, name: str, round: int, team: str, vps: float | None, *, by: str, reason: str
) -> None:
    """Victory points the director awards *team* in *round* besides its match: a bye's award (a
    team without a match that round; many clubs give 12 of 20) or a penalty (negative). A new
    award for the same team and round replaces the last; ``None`` withdraws it.

    :raises NotationError: for an unknown team, a round not paired, VPs out of range, no reason
    """
    info = _check_teams_event(club, name)
    if not reason.strip():
        raise NotationError(_("a VP award needs the reason"))
    if team not in info.movement.pairs:
        raise NotationError(_("no team {team} in event {name}").format(team=repr(team), name=repr(name)))
    paired = len(info.spec.schedule)
    if not 1 <= round <= paired:
        raise NotationError(
            _("round {round} is not paired yet (rounds 1 to {paired} are)").format(round=round, paired=paired)
        )
    low, high = VP_AWARD_RANGE
    if vps is not None and not low <= vps <= high:
        raise NotationError(
            _("an award of {vps} VPs: from {low} to {high}").format(
                vps=format_number(vps), low=format_number(low), high=format_number(high)
            )
        )
    event_id = club._event_id(name)
    with club._begin() as conn:
        withdrawn = _withdraw(conn, TEAM_VPS, event_id=event_id, round=round, team=team)
        if vps is None:
            if withdrawn == 0:
                raise IllegalActionError(
                    _("{team} has no VP award in round {round}").format(team=team, round=round)
                )
            detail = f"{team}: VP award withdrawn"
        else:
            conn.execute(
                TEAM_VPS.insert().values(event_id=event_id, round=round, team=team, vps=vps, active=True)
            )
            detail = f"{team}: {vps:+g} VPs in round {round}"
        _audit(conn, event_id, by, "vps", round=round, detail=detail, reason=reason)


@faults.handled("reading the VP awards")
def vp_awards(club: ClubLike, name: str) -> list[tuple[int, str, float]]:
    """The VP awards in force: (round, team, VPs)."""
    event_id = club._event_id(name)
    with club._begin() as conn:
        rows = conn.execute(
            TEAM_VPS.select()
            .where(TEAM_VPS.c.event_id == event_id, TEAM_VPS.c.active.is_(True))
            .order_by(TEAM_VPS.c.round, TEAM_VPS.c.team)
        )
        return [(int(r.round), str(r.team), float(r.vps)) for r in rows]
