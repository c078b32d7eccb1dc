"""Results to and from USEBIO (:mod:`bridgekit.formats.usebio`), the federation's file.

:func:`pairs_to_usebio` writes a scored pairs event — participants with places and scores, the
scoring method, every traveller line with its matchpoints or IMPs, adjusted scores, the hands
— and :func:`pairs_from_usebio` reads one back into the movement, boards, names and results
bridgekit scores. :func:`teams_to_usebio` and :func:`teams_from_usebio` do the same for a
teams event of matches (open room: home team N–S; closed room: visitors N–S), scored in IMPs
and victory points by :func:`teams_standings`: each match between the teams that really played
it, its director's adjusted scores (Law 12C2) written as both rooms' ``A+/A-`` line on the
board, and the moves and VP awards (:class:`TeamAwards`) in ``BRIDGEKIT_TEAM_AWARDS``.

Pair numbers: a Mitchell's ``3NS`` is pair 3 with direction NS; in a one-field Mitchell (arrow
switch) the E–W pairs are numbered after the tables (``1EW`` is ``tables + 1``). A Howell's pairs
are their numbers.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final

from bridgekit.cards import Card
from bridgekit.deal import Deal
from bridgekit.errors import NotationError, ParseError
from bridgekit.formats.board import Board
from bridgekit.formats.usebio import METHODS, VPS, Match, Participant, TravellerLine, UsebioEvent
from bridgekit.scoring.imps import imps
from bridgekit.scoring.vps import vps
from bridgekit.seats import Seat, board_dealer, board_vulnerability
from bridgekit.tournament.adjusted import AdjustedResult, award_imps
from bridgekit.tournament.event import MovementSpec
from bridgekit.tournament.movements import Movement
from bridgekit.tournament.pairs import PairStanding, ScoredResult, TableResult
from bridgekit.tournament.teams import TeamStanding, team_standings

__all__ = [
    "event_boards",
    "ImportedPairs",
    "margin_vps",
    "TeamAwards",
    "TeamsMatch",
    "pairs_from_usebio",
    "pairs_to_usebio",
    "teams_from_usebio",
    "teams_standings",
    "teams_to_usebio",
]

_FROM_METHODS: Final = {
    "MATCH_POINTS": "matchpoints",
    "MP": "matchpoints",
    "BUTLER_IMPS": "butler",
    "BUTLER": "butler",
    "IMPS": "butler",
    "CROSS_IMPS": "cross_imps",
    "XIMP": "cross_imps",
}
_CONTRACT: Final = re.compile(r"^([1-7])\s*(NT|N|S|H|D|C)\s*(\*\*|\*|XX|X)?$", re.IGNORECASE)
_ADJUSTED: Final = re.compile(r"^(A[+-]?|\d{1,3})/(A[+-]?|\d{1,3})$", re.IGNORECASE)


def _number(pair: str, movement: Movement) -> tuple[str, str]:
    """(USEBIO pair number, direction) of a bridgekit pair name."""
    if movement.kind != "mitchell":
        return pair, ""
    table, side = pair[:-2], pair[-2:]
    if movement.fields == 2:
        return table, side
    return (table if side == "NS" else str(movement.tables + int(table))), ""


def _contract_text(result: TableResult) -> str:
    if isinstance(result, AdjustedResult):
        return result.text
    if result.contract is None:
        return "PASS"
    doubling = ("", "*", "**")[result.contract.doubling]
    return f"{result.contract.level}{result.contract.strain.letter}{doubling}"


def _line(scored: ScoredResult, movement: Movement, method: str) -> TravellerLine:
    r = scored.result
    adjusted = isinstance(r, AdjustedResult)
    played = not adjusted and r.contract is not None
    return TravellerLine(
        r.board,
        _number(r.ns, movement)[0],
        _number(r.ew, movement)[0],
        _contract_text(r),
        r.declarer.letter if played and r.declarer is not None else "",
        str(r.lead) if r.lead else "",
        r.tricks if played else None,
        None if adjusted else r.score,
        f"{scored.ns_points:g}" if method == "matchpoints" else f"{scored.ns:g}",
        f"{scored.ew_points:g}" if method == "matchpoints" else f"{scored.ew:g}",
        r.round,
        r.table,
    )


def pairs_to_usebio(
    *,
    title: str,
    identifier: str,
    date: str,
    method: str,
    spec: MovementSpec,
    boards: Sequence[Board],
    scored: Sequence[ScoredResult],
    standings: Sequence[PairStanding],
    names: Mapping[str, str],
    club: str = "",
) -> UsebioEvent:
    """A scored pairs event as USEBIO."""
    movement = spec.build()
    places: dict[str, PairStanding] = {s.pair: s for s in standings}
    participants = []
    for pair in movement.pairs:
        number, direction = _number(pair, movement)
        standing = places.get(pair)
        players = tuple(p.strip() for p in re.split(r"\s+[-&]\s+", names.get(pair, "")) if p.strip())
        participants.append(
            Participant(
                number,
                players,
                direction,
                place=f"{standing.rank}{'=' if standing.tied else ''}" if standing else "",
                total=f"{standing.total:g}" if standing else "",
                percentage=f"{standing.percentage:.2f}"
                if standing and standing.percentage is not None
                else "",
                boards_played=standing.boards if standing else None,
            )
        )
    lines = tuple(
        _line(s, movement, method)
        for s in sorted(scored, key=lambda s: (s.result.board, s.result.table or 0))
    )
    event = UsebioEvent(
        "PAIRS",  # USEBIO 1.2's EVENT_TYPE; BOARD_SCORING_METHOD says how it is scored
        title,
        METHODS.get(method, "MATCH_POINTS"),
        identifier=identifier,
        date=date,
        club=club,
        boards_per_round=spec.boards_per_round,
        winner_type=movement.fields,
        participants=tuple(participants),
        lines=lines,
        deals={b.number: b.deal.pbn() for b in boards if b.deal is not None and b.number is not None},
        movement=spec.to_json(),
    )
    return event


@dataclass(frozen=True)
class ImportedPairs:
    """A pairs event read from USEBIO: enough to store it and score it again."""

    title: str
    date: str
    method: str
    spec: MovementSpec
    boards: tuple[Board, ...]
    names: dict[str, str]
    results: tuple[TableResult, ...]
    adjusted: tuple[AdjustedResult, ...]


def _result_text(line: TravellerLine) -> str:
    contract = line.contract.strip().upper()
    if contract in ("PASS", "P", "PASSED", "AP", "ALL PASS"):
        return "pass"
    found = _CONTRACT.match(contract)
    if found is None or line.tricks is None or not line.played_by:
        raise ParseError(f"board {line.board}: cannot read the result {contract!r} by {line.played_by!r}")
    level, strain, doubling = found.groups()
    doubled = {"*": "X", "X": "X", "**": "XX", "XX": "XX"}.get(doubling or "", "")
    text = f"{level}{'NT' if strain in ('N', 'NT') else strain}{doubled}"
    over = line.tricks - (int(level) + 6)
    seat = Seat.from_str(line.played_by).letter
    return f"{text}{'=' if over == 0 else f'{over:+d}'} {seat}"


def _names_map(event: UsebioEvent, spec: MovementSpec) -> dict[tuple[str, str], str]:
    """(USEBIO number, the side it sits in a line) → bridgekit pair name."""
    movement = spec.build()
    mapping: dict[tuple[str, str], str] = {}
    for pair in movement.pairs:
        number, _ = _number(pair, movement)
        if movement.kind == "mitchell" and movement.fields == 2:
            side = pair[-2:]
            mapping[number, side] = pair
        else:
            mapping[number, "NS"] = mapping[number, "EW"] = pair
    return mapping


def _infer_spec(event: UsebioEvent) -> MovementSpec:
    pairs = len(event.participants) or len({p for line in event.lines for p in (line.ns, line.ew)})
    tables = (pairs + 1) // 2
    board_count = len({line.board for line in event.lines})
    directions = any(p.direction for p in event.participants)
    candidates = []
    for kind in ("mitchell",) if directions else ("howell", "mitchell"):
        for per_round in [event.boards_per_round] if event.boards_per_round else range(1, 9):
            try:
                candidates.append(MovementSpec(kind, tables, per_round, pairs))
            except NotationError:
                continue
    for spec in candidates:
        try:
            movement = spec.build()
        except NotationError:
            continue
        if movement.board_count < board_count:
            continue
        mapping = _names_map(event, spec)
        seatings = {(b, s.ns, s.ew) for s in movement.seatings for b in s.boards}
        if all(
            (line.board, mapping.get((line.ns, "NS")), mapping.get((line.ew, "EW"))) in seatings
            for line in event.lines
        ):
            return spec
    raise ParseError(
        f"cannot tell the movement of this file ({pairs} pairs, {board_count} boards): "
        "no Mitchell or Howell bridgekit knows has these traveller lines"
    )


def event_boards(event: UsebioEvent, count: int, deals: Mapping[int, Deal] | None) -> list[Board]:
    """Boards 1 to *count* with their hands: from *deals* if given, else from the USEBIO file.

    :raises ParseError: for a board whose hand is in neither
    """
    boards = []
    for number in range(1, count + 1):
        deal = (deals or {}).get(number)
        if deal is None and number in event.deals:
            deal = Deal.from_pbn(event.deals[number])
        if deal is None:
            raise ParseError(f"board {number} has no hand in the file: give the hand records (--deals)")
        boards.append(
            Board(
                number=number,
                deal=deal,
                dealer=board_dealer(number),
                vulnerability=board_vulnerability(number),
            )
        )
    return boards


def pairs_from_usebio(event: UsebioEvent, *, deals: Mapping[int, Deal] | None = None) -> ImportedPairs:
    """Read a pairs event: the movement (bridgekit's own, else the Mitchell or Howell that fits
    every traveller line), the boards (hands from the file or *deals*), names and results.

    :raises ParseError: for a teams file, a movement that cannot be told, an unreadable result
        or a board without its hand
    """
    if event.is_teams:
        raise ParseError("this USEBIO file is a teams event: score it with teams_from_usebio")
    method = _FROM_METHODS.get(event.board_scoring.upper())
    if method is None:
        raise ParseError(f"unknown BOARD_SCORING_METHOD {event.board_scoring!r}")
    spec = _json_spec(event.movement) if event.movement else _infer_spec(event)
    mapping = _names_map(event, spec)
    movement = spec.build()
    boards = event_boards(event, movement.board_count, deals)
    names: dict[str, str] = {}
    for p in event.participants:
        pair = mapping.get((p.number, p.direction or "NS"))
        if pair is None:
            raise ParseError(f"pair {p.number}{p.direction} is not in the {movement.name}")
        names[pair] = " - ".join(p.players)
    results: list[TableResult] = []
    adjusted: list[AdjustedResult] = []
    for line in event.lines:
        ns, ew = mapping.get((line.ns, "NS")), mapping.get((line.ew, "EW"))
        if ns is None or ew is None:
            raise ParseError(
                f"board {line.board}: pairs {line.ns} v {line.ew} are not in the {movement.name}"
            )
        award = _ADJUSTED.match(line.contract.strip())
        if award:
            adjusted.append(
                AdjustedResult.award(
                    line.board, ns, ew, award.group(1), award.group(2), round=line.round, table=line.table
                )
            )
            continue
        from bridgekit.tournament.pairs import parse_result

        lead = Card.from_str(line.lead) if line.lead else None
        results.append(
            TableResult(line.board, ns, ew, *parse_result(_result_text(line)), lead, line.round, line.table)
        )
    return ImportedPairs(
        event.title, event.date, method, spec, tuple(boards), names, tuple(results), tuple(adjusted)
    )


@dataclass(frozen=True)
class TeamsMatch:
    """A played teams match: each board's result in the open room (home team N–S) and the closed
    room (visitors N–S); ``TableResult.ns``/``ew`` name the teams."""

    round: int
    home: str
    visitors: str
    open_room: tuple[TableResult, ...]
    closed_room: tuple[TableResult, ...]
    #: the director's adjusted scores (Law 12C2) on boards of the match, as the open room's
    #: award (home team N–S): each replaces both rooms' results on its board
    adjusted: tuple[AdjustedResult, ...] = ()

    def imps(self) -> tuple[int, int]:
        """IMPs won by (home, visitors) on the boards both rooms played (RULES 6.3)."""
        closed = {r.board: r.score for r in self.closed_room}
        awarded = {a.board for a in self.adjusted}
        won = [
            imps(r.score - closed[r.board])
            for r in self.open_room
            if r.board in closed and r.board not in awarded
        ]
        return sum(w for w in won if w > 0), -sum(w for w in won if w < 0)

    def margins(self) -> tuple[float, float]:
        """Each team's own IMP margin: the boards played, plus each team's award on an adjusted
        board (a split score is −3 to each)."""
        won, lost = self.imps()
        home, visitors = float(won - lost), float(lost - won)
        for award in self.adjusted:
            home, visitors = home + award_imps(award.ns_award), visitors + award_imps(award.ew_award)
        return home, visitors

    def vps(self) -> tuple[int, int]:
        """Each team's VPs from its own IMP margin (RULES 6.5; a fraction of an IMP from a
        percentage award rounded half up)."""
        home, visitors = self.margins()
        return margin_vps(home), margin_vps(visitors)


def margin_vps(margin: float) -> int:
    """A team's VPs for its IMP margin in a match (RULES 6.5); an artificial adjusted score of a
    percentage may leave a fraction of an IMP, rounded half up as the scale reads whole IMPs."""
    return vps(int(margin + 0.5) if margin >= 0 else -int(-margin + 0.5))[0]


def teams_standings(matches: Sequence[TeamsMatch]) -> list[TeamStanding]:
    """Victory points of each team over its matches (RULES 6.5)."""
    return team_standings([(m.home, m.visitors, *m.imps()) for m in matches])


def _team_line(result: TableResult | AdjustedResult) -> TravellerLine:
    if isinstance(result, AdjustedResult):
        return TravellerLine(
            result.board, result.ns, result.ew, result.text, round=result.round, table=result.table
        )
    played = result.contract is not None
    return TravellerLine(
        result.board,
        result.ns,
        result.ew,
        _contract_text(result),
        result.declarer.letter if played and result.declarer is not None else "",
        str(result.lead) if result.lead else "",
        result.tricks if played else None,
        result.score,
        round=result.round,
        table=result.table,
    )


@dataclass(frozen=True)
class TeamAwards:
    """What a teams event holds besides its matches: the director's moves of teams between
    matches (round, first, second: *first* plays where *second* was drawn in that round) and the
    VP awards (round, team, VPs: a bye's award or a penalty)."""

    moves: tuple[tuple[int, str, str], ...] = ()
    vps: tuple[tuple[int, str, float], ...] = ()

    def to_json(self) -> str:
        if not self.moves and not self.vps:
            return ""
        return json.dumps({"moves": [list(m) for m in self.moves], "vps": [list(v) for v in self.vps]})

    @classmethod
    def from_json(cls, text: str) -> TeamAwards:
        """:raises ParseError: for text that is not the JSON :meth:`to_json` writes"""
        if not text:
            return cls()
        try:
            data = json.loads(text)
            moves = tuple((int(r), str(a), str(b)) for r, a, b in data.get("moves", []))
            vps_ = tuple((int(r), str(t), float(v)) for r, t, v in data.get("vps", []))
        except (ValueError, TypeError, AttributeError) as error:
            raise ParseError(f"bad BRIDGEKIT_TEAM_AWARDS: {error}") from None
        return cls(moves, vps_)


def teams_to_usebio(
    *,
    title: str,
    date: str,
    matches: Sequence[TeamsMatch],
    players: Mapping[str, Sequence[str]] | None = None,
    swiss: bool = False,
    club: str = "",
    deals: Mapping[int, str] | None = None,
    movement: str = "",
    standings: Sequence[PairStanding] = (),
    awards: TeamAwards | None = None,
) -> UsebioEvent:
    """A teams event (matches scored in IMPs, standings in VPs) as USEBIO: each match between
    the teams that really played it, an adjusted score as both rooms' line ``A+/A-`` on its
    board, the moves and VP awards in ``BRIDGEKIT_TEAM_AWARDS``. *standings* (place, VPs of
    each team; ``PairStanding.pair`` is the team) default to the matches' own VPs."""
    teams = sorted(
        {t for m in matches for t in (m.home, m.visitors)}
        | {s.pair for s in standings}
        | {t for _, t, _ in (awards.vps if awards else ())}
    )
    numbers = {team: str(i) for i, team in enumerate(teams, 1)}
    places: dict[str, tuple[int, bool, float]] = (
        {s.pair: (s.rank, s.tied, s.total) for s in standings}
        if standings
        else {s.team: (s.rank, False, s.vps) for s in teams_standings(matches)}
    )
    participants = tuple(
        Participant(
            numbers[team],
            tuple((players or {}).get(team, ())),
            name=team,
            place=f"{places[team][0]}{'=' if places[team][1] else ''}" if team in places else "",
            total=f"{places[team][2]:g}" if team in places else "",
        )
        for team in teams
    )
    usebio_matches = []
    for m in matches:
        home_vp, visitors_vp = m.vps()
        home_margin, visitors_margin = m.margins()
        awarded = {a.board for a in m.adjusted}
        rooms: list[TableResult | AdjustedResult] = [
            r for r in (*m.open_room, *m.closed_room) if r.board not in awarded
        ]
        for award in m.adjusted:  # both rooms' lines: the closed room's mirrors the open room's
            closed_table = award.table + 1 if award.table else None
            rooms += [
                award,
                AdjustedResult.award(
                    award.board,
                    award.ew,
                    award.ns,
                    award.ew_award,
                    award.ns_award,
                    round=award.round,
                    table=closed_table,
                ),
            ]
        lines = []
        for result in sorted(rooms, key=lambda r: (r.board, r.ns != m.home)):
            line = _team_line(result)
            lines.append(replace(line, ns=numbers[result.ns], ew=numbers[result.ew]))
        usebio_matches.append(
            Match(
                m.round,
                numbers[m.home],
                numbers[m.visitors],
                f"{home_vp:g}",
                f"{visitors_vp:g}",
                tuple(lines),
                f"{home_margin:g}",
                f"{visitors_margin:g}",
            )
        )
    return UsebioEvent(
        "SWISS_TEAMS" if swiss else "TEAMS",
        title,
        "IMPS",
        date=date,
        club=club,
        match_scoring=VPS,
        participants=participants,
        matches=tuple(usebio_matches),
        deals=dict(deals or {}),
        movement=movement,
        team_awards=awards.to_json() if awards else "",
    )


def teams_from_usebio(event: UsebioEvent) -> list[TeamsMatch]:
    """The matches of a teams file (team names from ``TEAM_NAME``, else their numbers).

    :raises ParseError: for a pairs file or an unreadable result
    """
    if not event.is_teams:
        raise ParseError("this USEBIO file is a pairs event: import it with pairs_from_usebio")
    from bridgekit.tournament.pairs import parse_result

    names = {p.number: p.name or p.number for p in event.participants}
    matches = []
    for m in event.matches:
        home, visitors = names.get(m.team, m.team), names.get(m.opposing, m.opposing)
        open_room: list[TableResult] = []
        closed_room: list[TableResult] = []
        adjusted: dict[int, AdjustedResult] = {}
        for line in m.lines:
            ns, ew = names.get(line.ns, line.ns), names.get(line.ew, line.ew)
            if {ns, ew} != {home, visitors}:
                raise ParseError(f"match {home} v {visitors}: board {line.board} names {ns} v {ew}")
            award = _ADJUSTED.match(line.contract.strip())
            if award:  # the open room's line, or the closed room's read the other way round
                first, second = award.group(1).upper(), award.group(2).upper()
                home_award, visitors_award = (first, second) if ns == home else (second, first)
                table = line.table if line.table is None or ns == home else line.table - 1
                adjusted[line.board] = AdjustedResult.award(
                    line.board, home, visitors, home_award, visitors_award, round=line.round, table=table
                )
                continue
            result = TableResult(
                line.board, ns, ew, *parse_result(_result_text(line)), None, line.round, line.table
            )
            (open_room if ns == home else closed_room).append(result)
        matches.append(
            TeamsMatch(
                m.round,
                home,
                visitors,
                tuple(open_room),
                tuple(closed_room),
                tuple(adjusted[b] for b in sorted(adjusted)),
            )
        )
    return matches


def _json_spec(text: str) -> MovementSpec:
    try:
        return MovementSpec.from_json(text)
    except (ValueError, TypeError, KeyError, NotationError) as error:
        raise ParseError(f"bad BRIDGEKIT_MOVEMENT: {error}") from None
