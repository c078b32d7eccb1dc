"""A two-room team match between two robot configurations (issue 17, "a match harness").

Every board is played twice on the same cards: in the open room team A sits N–S and team B
E–W, in the closed room the seats are swapped. Team A's IMPs on a board are the IMPs of the
difference of the two N–S scores (RULES 6.4); over the match the mean IMPs per board come
with a 95% confidence interval, and the four pairs' Butler figures (IMPs against the mean of
the two tables) show where the IMPs came from.

Robots are named by a spec ``SYSTEM[:PLAY]``: the bidding system (:data:`SYSTEMS`) and the
card play (:data:`PLAYS`).

>>> match = play_match(2, "natural", "natural", seed=1)
>>> [round(board.imps) for board in match.boards]
[0, 0]
>>> match.summary().mean
0.0
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from bridgekit.analysis.claims import check_claim
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.formats.board import Annotation, Board
from bridgekit.i18n import _, ngettext
from bridgekit.robots import BridgeRobot, Decision, Robot
from bridgekit.robots.claim import robot_claim
from bridgekit.robots.commits import CommitRobot, split_spec
from bridgekit.scoring.imps import imps
from bridgekit.seats import board_dealer, board_vulnerability
from bridgekit.state import Claimed, Phase, View
from bridgekit.variants import new_game
from bridgekit.variants.bridge import BridgeGame

__all__ = ["SYSTEMS", "PLAYS", "make_robot", "BoardResult", "Match", "Summary", "play_match"]

#: bidding systems by name: ``sayc`` (the default robot's), its options ``sayc-2/1``, ``sayc-1430``
#: and ``sayc-2/1-1430``, ``natural`` (the small natural system this tree's robot played before SAYC)
SYSTEMS: tuple[str, ...] = ("sayc", "sayc-2/1", "sayc-1430", "sayc-2/1-1430", "natural")
#: card play by name: ``heuristic`` (rules of thumb), ``dd`` (double-dummy sampling of the view),
#: ``pimc`` (sampling consistent with the auction's meanings, batched DDS)
PLAYS: tuple[str, ...] = ("heuristic", "dd", "pimc", "pimc-fast")
#: layouts a ``pimc-fast`` card decision solves (``pimc``: 24): for long matches on slow machines
FAST_SAMPLES = 8


class _Split:
    """A robot made of a bidder and a card player."""

    def __init__(self, name: str, bidder: Robot, player: Robot) -> None:
        self.name, self.bidder, self.player = name, bidder, player

    def choose(self, view: View) -> Decision:
        return (self.bidder if view.phase is Phase.AUCTION else self.player).choose(view)

    def claim(self, view: View) -> Claimed | None:
        """Declarer's claim of the rest when it is certain (:func:`bridgekit.robots.claim.robot_claim`)."""
        return robot_claim(view)

    def __repr__(self) -> str:
        return f"make_robot({self.name!r})"


def make_robot(spec: str, *, seed: int = 0) -> Robot | CommitRobot:
    """The robot of *spec* ``SYSTEM[:PLAY][@REV]``, e.g. ``sayc``, ``natural:heuristic``, ``sayc:pimc``;
    with ``@REV`` the robot as the code of git revision *REV* builds it (``sayc@HEAD~3``,
    :mod:`bridgekit.robots.commits`).

    >>> make_robot("natural:dd")
    make_robot('natural:dd')

    :raises NotationError: for an unknown system or card play
    """
    local, rev = split_spec(spec)
    if rev is not None:
        make_robot(local)  # a bad name fails here, before the other commit is exported
        return CommitRobot(local, rev, seed=seed)
    system, _sep, play = local.lower().partition(":")
    play = play or "heuristic"
    if play not in PLAYS:
        raise NotationError(
            _("unknown card play {play} in robot {robot}; known: {known}").format(
                play=repr(play), robot=repr(spec), known=", ".join(PLAYS)
            )
        )
    bidder = BridgeRobot(system=system, play="heuristic")
    player: Robot = bidder
    if play == "dd":
        from bridgekit.robots.dd_play import DoubleDummyRobot

        player = DoubleDummyRobot(seed=seed)
    elif play in ("pimc", "pimc-fast"):
        from bridgekit.robots.pimc import PimcRobot

        samples = FAST_SAMPLES if play == "pimc-fast" else 24
        player = PimcRobot(samples=samples, seed=seed, system=system)
    return _Split(f"{system}:{play}", bidder, player)


@dataclass(frozen=True)
class BoardResult:
    """One board of the match: both tables and team A's IMPs.

    :param open: the open room (team A N–S)
    :param closed: the closed room (team A E–W)
    """

    number: int
    open: Board
    closed: Board

    @property
    def imps(self) -> int:
        """Team A's IMPs: A's N–S score in the open room against B's in the closed room."""
        return imps((self.open.score or 0) - (self.closed.score or 0))

    def butler(self) -> tuple[float, float, float, float]:
        """IMPs against the datum (the mean N–S score of the two tables) of A-NS, B-EW, B-NS, A-EW."""
        scores = (self.open.score or 0, self.closed.score or 0)
        datum = sum(scores) / 2
        open_ns = imps(round(scores[0] - datum))
        closed_ns = imps(round(scores[1] - datum))
        return (open_ns, -open_ns, closed_ns, -closed_ns)


@dataclass(frozen=True)
class Summary:
    """Mean IMPs per board for team A with a 95% confidence interval, and Butler figures."""

    boards: int
    total: int
    mean: float
    low: float
    high: float
    butler: tuple[float, float, float, float]

    def text(self, a: str, b: str) -> str:
        butler = self.butler
        boards = ngettext("{count} board", "{count} boards", self.boards).format(count=self.boards)
        return "\n".join(
            [
                _("{boards}: {a} {imps} IMPs against {b}").format(
                    boards=boards, a=a, imps=f"{self.total:+d}", b=b
                ),
                _("IMPs per board: {mean} (95% CI {low} to {high})").format(
                    mean=f"{self.mean:+.2f}", low=f"{self.low:+.2f}", high=f"{self.high:+.2f}"
                ),
                _("Butler (IMPs per board against the two-table datum):"),
                f"  {a} N-S {butler[0]:+.2f}   {a} E-W {butler[3]:+.2f}",
                f"  {b} N-S {butler[2]:+.2f}   {b} E-W {butler[1]:+.2f}",
            ]
        )


def confidence_interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and 95% confidence interval (normal approximation; Student's t below 30 values).

    >>> [round(x, 2) for x in confidence_interval([1.0, 2.0, 3.0])]
    [2.0, -0.48, 4.48]
    """
    n = len(values)
    mean = statistics.fmean(values) if values else 0.0
    if n < 2:
        return mean, mean, mean
    t = _T95.get(n - 1, 1.96)
    half = t * statistics.stdev(values) / math.sqrt(n)
    return mean, mean - half, mean + half


#: two-sided 95% quantiles of Student's t for small samples (degrees of freedom 1–29)
_T95 = dict(
    enumerate(
        [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145]
        + [2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052]
        + [2.048, 2.045],
        start=1,
    )
)


@dataclass(frozen=True)
class Match:
    """The boards of a match between team A and team B."""

    a: str
    b: str
    boards: tuple[BoardResult, ...]

    def summary(self) -> Summary:
        values = [float(board.imps) for board in self.boards]
        mean, low, high = confidence_interval(values)
        count = max(1, len(self.boards))
        sums = [0.0, 0.0, 0.0, 0.0]
        for board in self.boards:
            for i, value in enumerate(board.butler()):
                sums[i] += value
        butler = (sums[0] / count, sums[1] / count, sums[2] / count, sums[3] / count)
        return Summary(len(self.boards), int(sum(values)), mean, low, high, butler)

    def records(self) -> list[Board]:
        """Every table as a board record (open room then closed room, board by board)."""
        out: list[Board] = []
        for board in self.boards:
            out += [board.open, board.closed]
        return out


def _decide(robot: Robot | CommitRobot, game: BridgeGame, seat: int) -> Decision:
    if isinstance(robot, CommitRobot):
        return robot.decide(game, seat)
    return robot.choose(game.view(seat))


def _claim(robot: Robot | CommitRobot, game: BridgeGame, seat: int) -> Claimed | None:
    """The claim declarer's robot makes now, if it claims (robots without claims never do)."""
    if game.phase is not Phase.PLAY:
        return None
    if isinstance(robot, CommitRobot):
        return robot.claim_in(game, seat)
    claim = getattr(robot, "claim", None)
    made = claim(game.view(seat)) if claim is not None else None
    return made if isinstance(made, Claimed) else None


def _play(game: BridgeGame, robots: dict[int, Robot | CommitRobot]) -> Board:
    notes: list[Annotation] = []
    calls = 0
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        robot = robots[int(seat) % 2]
        made = _claim(robot, game, int(seat))
        if made is not None and check_claim(game, made.seat, made.tricks).accepted:
            game.act(made)  # the opponents' robots accept it on the actual cards
            break
        decision = _decide(robot, game, int(seat))
        if game.phase is Phase.AUCTION:
            notes.append(Annotation(calls, note=decision.explanation))
            calls += 1
        game.act(decision.action)
    return replace(Board.from_game(game), notes=tuple(notes))


def deals(count: int, seed: int) -> Iterable[tuple[int, Deal]]:
    """The match's deals, numbered from 1: the same *seed* gives the same deals."""
    rng = random.Random(seed)
    for number in range(1, count + 1):
        yield number, Deal.random(rng)


def play_match(
    count: int,
    a: str,
    b: str,
    *,
    seed: int = 0,
    progress: Callable[[int, BoardResult], None] | None = None,
) -> Match:
    """Play *count* boards between robot specs *a* (team A) and *b* (team B) in two rooms.

    :param progress: called after each board with the boards done and the board
    :raises NotationError: for an unknown robot spec or a count below 1
    """
    if count < 1:
        raise NotationError(_("a match needs at least one board, not {count}").format(count=count))
    robot_a, robot_b = make_robot(a, seed=seed), make_robot(b, seed=seed + 1)
    try:
        results = _boards(count, seed, robot_a, robot_b, progress)
    finally:
        for robot in (robot_a, robot_b):
            if isinstance(robot, CommitRobot):
                robot.close()
    return Match(a, b, tuple(results))


def _boards(
    count: int,
    seed: int,
    robot_a: Robot | CommitRobot,
    robot_b: Robot | CommitRobot,
    progress: Callable[[int, BoardResult], None] | None,
) -> list[BoardResult]:
    results: list[BoardResult] = []
    for number, deal in deals(count, seed):
        tables = []
        for ns, ew in ((robot_a, robot_b), (robot_b, robot_a)):
            game = new_game(
                "bridge",
                deal=deal,
                dealer=board_dealer(number),
                vulnerability=board_vulnerability(number),
                board=number,
            )
            assert isinstance(game, BridgeGame)
            tables.append(_play(game, {0: ns, 1: ew}))
        result = BoardResult(number, tables[0], tables[1])
        results.append(result)
        if progress is not None:
            progress(len(results), result)
    return results
