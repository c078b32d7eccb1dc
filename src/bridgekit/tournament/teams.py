"""Team events: matches in two rooms, segments, seating rights and substitutions (RULES 6.3),
round-robin and Swiss schedules, standings in victory points (RULES 6.5).

The home team sits N–S in the open room and E–W in the closed room; on each board its
result is its N–S score in the open room minus the N–S score in the closed room, in IMPs.

>>> match = TeamMatch("Lions", "Tigers", boards_per_segment=2, segments=1)
>>> match.seat(1, "Tigers", open_room=("Eve", "Fay"), closed_room=("Gus", "Hal"))
>>> match.seat(1, "Lions", open_room=("Ann", "Bob"), closed_room=("Cat", "Dan"))
>>> match.record(1, "open", *parse_result("4S= N"))
>>> match.record(1, "closed", *parse_result("4S-1 N"))
>>> match.board_imps(1), match.total(), match.vps()
(10, (10, 0), (12, 8))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

from bridgekit.calls import Contract
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.scoring.duplicate import board_score
from bridgekit.scoring.imps import imps
from bridgekit.scoring.vps import DEFAULT_VP_SCALE, VpScale, vps
from bridgekit.seats import Seat, board_vulnerability
from bridgekit.tournament.pairs import parse_result

__all__ = [
    "Lineup",
    "TeamMatch",
    "TeamStanding",
    "parse_result",
    "round_robin",
    "swiss_round",
    "team_standings",
]

Room = Literal["open", "closed"]
ROOMS: Final = ("open", "closed")


@dataclass(frozen=True, slots=True)
class Lineup:
    """Who of a team plays where in one segment: a pair in the open and one in the closed room."""

    open_room: tuple[str, str]
    closed_room: tuple[str, str]

    @property
    def players(self) -> frozenset[str]:
        return frozenset(self.open_room + self.closed_room)


@dataclass
class TeamMatch:
    """A match of two teams over *segments* segments of *boards_per_segment* boards (RULES 6.3).

    Line-ups are given per segment with :meth:`seat`; a team may change players only between
    segments. Seating rights alternate: in segment 1 the visitors seat first and the home team
    chooses after seeing them, in segment 2 the other way round, and so on.
    """

    home: str
    visitors: str
    boards_per_segment: int
    segments: int = 1
    first_board: int = 1
    lineups: dict[tuple[int, str], Lineup] = field(default_factory=dict)
    results: dict[tuple[int, str], int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.home == self.visitors:
            raise NotationError(f"a team cannot play itself: {self.home!r}")
        if self.boards_per_segment < 1 or self.segments < 1:
            raise NotationError("a match needs at least one segment of at least one board")

    @property
    def boards(self) -> range:
        return range(self.first_board, self.first_board + self.boards_per_segment * self.segments)

    def segment_of(self, board: int) -> int:
        """The segment (1-based) a board belongs to.

        :raises NotationError: for a board outside the match
        """
        if board not in self.boards:
            raise NotationError(
                f"board {board} is not in this match (boards {self.boards[0]}-{self.boards[-1]})"
            )
        return (board - self.first_board) // self.boards_per_segment + 1

    def seating_order(self, segment: int) -> tuple[str, str]:
        """(the team that seats first, the team that chooses after seeing it) in *segment* (RULES 6.3)."""
        return (self.visitors, self.home) if segment % 2 else (self.home, self.visitors)

    def seat(
        self, segment: int, team: str, *, open_room: tuple[str, str], closed_room: tuple[str, str]
    ) -> None:
        """Give *team*'s line-up for *segment*: substitutions happen here, between segments only.

        :raises IllegalActionError: out of seating order, or once the segment has results
        :raises NotationError: for an unknown team or segment, or a player in both rooms
        """
        if team not in (self.home, self.visitors):
            raise NotationError(f"not a team of this match: {team!r}")
        if not 1 <= segment <= self.segments:
            raise NotationError(f"not a segment of this match: {segment} (1-{self.segments})")
        lineup = Lineup(tuple(open_room), tuple(closed_room))  # type: ignore[arg-type]
        if len(lineup.players) != 4:
            raise NotationError(f"a line-up needs four different players: {open_room} {closed_room}")
        if any(self.segment_of(board) == segment for board, _ in self.results):
            raise IllegalActionError(f"segment {segment} has begun: substitutions only between segments")
        first, second = self.seating_order(segment)
        if team == second and (segment, first) not in self.lineups:
            raise IllegalActionError(f"segment {segment}: {first} seats first, then {second} chooses")
        self.lineups[segment, team] = lineup

    def record(
        self, board: int, room: Room, contract: Contract | None, declarer: Seat | None, tricks: int
    ) -> None:
        """Record a room's result of a board (its N–S score by RULES 6.2).

        :raises IllegalActionError: before both line-ups of the segment, or a second result
        """
        if room not in ROOMS:
            raise NotationError(f"not a room: {room!r} (open or closed)")
        segment = self.segment_of(board)
        if any((segment, team) not in self.lineups for team in (self.home, self.visitors)):
            raise IllegalActionError(f"segment {segment} has no line-ups yet")
        if (board, room) in self.results:
            raise IllegalActionError(f"board {board} already has a result in the {room} room")
        score = (
            0
            if contract is None or declarer is None
            else board_score(contract, declarer, tricks, board_vulnerability(board))
        )
        self.results[board, room] = score

    def board_imps(self, board: int) -> int | None:
        """The home team's IMPs on *board* (RULES 6.3), ``None`` until both rooms have played it."""
        if (board, "open") not in self.results or (board, "closed") not in self.results:
            return None
        return imps(self.results[board, "open"] - self.results[board, "closed"])

    def segment_total(self, segment: int) -> tuple[int, int]:
        """IMPs won by (home, visitors) in *segment*."""
        gained = [self.board_imps(b) for b in self.boards if self.segment_of(b) == segment]
        won = [g for g in gained if g is not None]
        return sum(g for g in won if g > 0), -sum(g for g in won if g < 0)

    def total(self) -> tuple[int, int]:
        """IMPs won by (home, visitors) over the match."""
        parts = [self.segment_total(s) for s in range(1, self.segments + 1)]
        return sum(p[0] for p in parts), sum(p[1] for p in parts)

    def vps(self, scale: VpScale = DEFAULT_VP_SCALE) -> tuple[int, int]:
        """The match's victory points (RULES 6.5)."""
        home, visitors = self.total()
        return vps(home - visitors, scale)


def round_robin(teams: Sequence[str]) -> list[list[tuple[str, str]]]:
    """A round robin by the circle method: every team meets every other once. With an odd number
    of teams one team has a bye each round (it is left out of that round).

    >>> round_robin(["A", "B", "C", "D"])
    [[('A', 'D'), ('B', 'C')], [('A', 'C'), ('D', 'B')], [('A', 'B'), ('C', 'D')]]

    :raises NotationError: for fewer than two teams or a team named twice
    """
    if len(teams) < 2 or len(set(teams)) != len(teams):
        raise NotationError(f"a round robin needs two or more different teams: {list(teams)}")
    circle: list[str | None] = list(teams) + ([None] if len(teams) % 2 else [])
    n = len(circle)
    rounds = []
    for _ in range(n - 1):
        pairs = [(circle[i], circle[n - 1 - i]) for i in range(n // 2)]
        rounds.append([(a, b) for a, b in pairs if a is not None and b is not None])
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds


@dataclass(frozen=True, slots=True)
class TeamStanding:
    rank: int
    team: str
    vps: float
    imps: int
    matches: int


def team_standings(
    matches: Sequence[tuple[str, str, int, int]], *, scale: VpScale = DEFAULT_VP_SCALE
) -> list[TeamStanding]:
    """Standings from (home, visitors, home IMPs, visitors IMPs) of each match: VPs, then IMP margin.

    >>> [(s.rank, s.team, s.vps) for s in team_standings([("A", "B", 30, 17), ("C", "A", 3, 3)])]
    [(1, 'A', 23.0), (2, 'C', 10.0), (3, 'B', 7.0)]
    """
    vp: dict[str, float] = {}
    margin: dict[str, int] = {}
    played: dict[str, int] = {}
    for home, visitors, home_imps, visitors_imps in matches:
        split = vps(home_imps - visitors_imps, scale)
        for team, points, diff in (
            (home, split[0], home_imps - visitors_imps),
            (visitors, split[1], visitors_imps - home_imps),
        ):
            vp[team] = vp.get(team, 0.0) + points
            margin[team] = margin.get(team, 0) + diff
            played[team] = played.get(team, 0) + 1
    order = sorted(vp, key=lambda t: (-vp[t], -margin[t], t))
    keys = [(vp[t], margin[t]) for t in order]
    return [TeamStanding(1 + keys.index((vp[t], margin[t])), t, vp[t], margin[t], played[t]) for t in order]


def swiss_round(ranking: Sequence[str], played: set[frozenset[str]]) -> list[tuple[str, str]]:
    """Pair a Swiss round: from the top of *ranking*, each team meets the highest team it has not
    met yet, backtracking when the rest cannot be paired. With an odd count the lowest team that can
    takes the bye (it is left out).

    >>> swiss_round(["A", "B", "C", "D"], {frozenset("AB")})
    [('A', 'C'), ('B', 'D')]

    :raises NotationError: when no pairing without a rematch exists
    """
    teams = list(ranking)
    if len(teams) % 2:
        for bye in reversed(teams):
            rest = [t for t in teams if t != bye]
            found = _pair(rest, played)
            if found is not None:
                return found
        raise NotationError("no Swiss pairing without a rematch")
    found = _pair(teams, played)
    if found is None:
        raise NotationError("no Swiss pairing without a rematch")
    return found


def _pair(teams: list[str], played: set[frozenset[str]]) -> list[tuple[str, str]] | None:
    if not teams:
        return []
    first, rest = teams[0], teams[1:]
    for i, other in enumerate(rest):
        if frozenset((first, other)) in played:
            continue
        tail = _pair(rest[:i] + rest[i + 1 :], played)
        if tail is not None:
            return [(first, other), *tail]
    return None
