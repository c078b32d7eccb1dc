"""The robot of another git commit, for matches between two versions (issue 17, "a match harness").

A robot spec ``SPEC@REV`` (``sayc:pimc@HEAD~5``, ``natural@v0.1``) names the robot *SPEC* as the
code of git revision *REV* builds it. The revision's ``src`` tree is exported with ``git archive``
into a temporary folder and a worker process runs it (its own Python imports, its own robot); for
each decision the match sends the worker the board (deal, dealer, vulnerability) and the actions
so far, the worker replays them in its own engine and answers with its robot's choice for the
seat's view. So the robot of the other commit sees exactly what a seat sees, and both commits play
the same deals in the two rooms of :func:`bridgekit.robots.match.play_match`.

The worker keeps its game between decisions and only replays the new actions.
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import IO, Any, cast

from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.robots import Decision
from bridgekit.state import Claimed
from bridgekit.variants.bridge import BridgeGame

__all__ = ["CommitRobot", "split_spec", "repository"]

#: the worker: reads one JSON request a line, answers one JSON line (runs the other commit's code)
WORKER = r"""
import json, sys
import bridgekit
try:
    from bridgekit.robots.match import make_robot
    robot = make_robot(sys.argv[1], seed=int(sys.argv[2]))
except ImportError:
    from bridgekit.robots import BridgeRobot
    robot = BridgeRobot()
game, done, board = None, [], None
for line in sys.stdin:
    request = json.loads(line)
    key = (request["deal"], request["dealer"], request["vulnerability"], request["board"])
    actions = request["actions"]
    if game is None or key != board or actions[: len(done)] != done:
        game = bridgekit.new_game("bridge", deal=key[0], dealer=key[1], vulnerability=key[2], board=key[3])
        board, done = key, []
    for action in actions[len(done):]:
        game.act(action)
    done = list(actions)
    view = game.view(request["seat"])
    if request.get("claim"):
        claim = getattr(robot, "claim", None)
        made = claim(view) if claim is not None else None
        answer = {"claim": None if made is None else [int(made.seat), made.tricks]}
    else:
        decision = robot.choose(view)
        answer = {"action": str(decision.action), "explanation": decision.explanation}
    print(json.dumps(answer), flush=True)
"""


def split_spec(spec: str) -> tuple[str, str | None]:
    """A robot spec and its git revision: ``sayc:pimc@HEAD~2`` → ``('sayc:pimc', 'HEAD~2')``.

    >>> split_spec("sayc:pimc@HEAD~2"), split_spec("natural")
    (('sayc:pimc', 'HEAD~2'), ('natural', None))
    """
    robot, at, rev = spec.strip().partition("@")
    return robot, (rev.strip() or None) if at else None


def repository() -> Path:
    """The git repository holding this bridgekit's source (else the current folder's).

    :raises NotationError: if neither is in a git repository
    """
    for start in (Path(__file__).resolve().parents[3], Path.cwd()):
        found = subprocess.run(
            ["git", "-C", str(start), "rev-parse", "--show-toplevel"], capture_output=True, text=True
        )
        if found.returncode == 0:
            return Path(found.stdout.strip())
    raise NotationError(_("a robot of another commit needs bridgekit's git repository"))


def _export(rev: str, repo: Path) -> tuple[str, Path]:
    """The full commit id of *rev* and a temporary folder holding its ``src`` tree."""
    parsed = subprocess.run(
        ["git", "-C", str(repo), "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"],
        capture_output=True,
        text=True,
    )
    if parsed.returncode != 0:
        raise NotationError(_("unknown git revision {rev} in {repo}").format(rev=repr(rev), repo=repo))
    commit = parsed.stdout.strip()
    archive = subprocess.run(
        ["git", "-C", str(repo), "archive", "--format=tar", commit, "src"], capture_output=True
    )
    if archive.returncode != 0:
        raise NotationError(
            _("git archive of {rev} failed: {error}").format(rev=rev, error=archive.stderr.decode().strip())
        )
    folder = Path(tempfile.mkdtemp(prefix=f"bridgekit-{commit[:10]}-"))
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(folder, filter="data")
    _copy_solver(folder / "src" / "bridgekit" / "analysis" / "solver")
    return commit, folder


def _copy_solver(target: Path) -> None:
    """The compiled solver core is not in git: copy this tree's where the C source is the same."""
    here = Path(__file__).resolve().parents[1] / "analysis" / "solver"
    source = here / "_core.c"
    if not (target / "_core.c").is_file() or not source.is_file():
        return
    if (target / "_core.c").read_bytes() != source.read_bytes():
        return  # another core: the worker's solver uses its pure-Python search
    for built in here.glob("_core*.so"):
        shutil.copy2(built, target / built.name)


class CommitRobot:
    """The robot *spec* of git revision *rev*, run in a worker process (see the module).

    Started on its first decision; :meth:`close` ends the worker and removes the exported tree.

    :raises NotationError: (on the first decision, or :meth:`start`) for an unknown revision
    """

    def __init__(self, spec: str, rev: str, *, seed: int = 0, repo: Path | None = None) -> None:
        self.spec, self.rev, self.seed, self.repo = spec, rev, seed, repo
        self.commit: str | None = None
        self._folder: Path | None = None
        self._worker: subprocess.Popen[str] | None = None

    def start(self) -> None:
        """Export the revision and start its worker (once)."""
        if self._worker is not None:
            return
        self.commit, self._folder = _export(self.rev, self.repo or repository())
        environment = dict(os.environ, PYTHONPATH=str(self._folder / "src"))
        self._worker = subprocess.Popen(
            [sys.executable, "-c", WORKER, self.spec, str(self.seed)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=environment,
            cwd=self._folder,
        )

    def _ask(self, game: BridgeGame, seat: int, **extra: Any) -> dict[str, Any]:
        self.start()
        worker = self._worker
        assert worker is not None
        request = {
            "deal": str(game.deal),
            "dealer": int(game.dealer),
            "vulnerability": str(game.vulnerability),
            "board": game.board,
            "actions": [_action_text(record) for record in game.history[1:]],
            "seat": seat,
            **extra,
        }
        stdin, stdout = cast(IO[str], worker.stdin), cast(IO[str], worker.stdout)
        stdin.write(json.dumps(request) + "\n")
        stdin.flush()
        line = stdout.readline()
        if not line:
            raise NotationError(
                _("the robot of {rev} stopped (exit status {status})").format(
                    rev=self.rev, status=worker.poll()
                )
            )
        answer: dict[str, Any] = json.loads(line)
        return answer

    def decide(self, game: BridgeGame, seat: int) -> Decision:
        """The other commit's choice for *seat* (which must be to act) in *game*."""
        answer = self._ask(game, seat)
        action = game.parse_action(answer["action"])
        if isinstance(action, Claimed):
            raise NotationError(_("the robot of {rev} answered a claim for a card").format(rev=self.rev))
        return Decision(action, answer["explanation"])

    def claim_in(self, game: BridgeGame, seat: int) -> Claimed | None:
        """The other commit's claim for *seat* in *game*, if its robot claims."""
        made = self._ask(game, seat, claim=True)["claim"]
        return None if made is None else Claimed(made[0], made[1])

    def close(self) -> None:
        """End the worker and remove the exported tree."""
        if self._worker is not None:
            if self._worker.stdin is not None:
                self._worker.stdin.close()
            try:
                self._worker.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._worker.kill()
                self._worker.wait()
            self._worker = None
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None

    def __repr__(self) -> str:
        return f"make_robot({f'{self.spec}@{self.rev}'!r})"


def _action_text(record: object) -> str:
    """An action of the history as the engine reads it back (``1NT``, ``SA``, ``claim 3``)."""
    call = getattr(record, "call", None)
    if call is not None:
        return str(call)
    card = getattr(record, "card", None)
    if card is not None:
        return str(card)
    raise NotationError(_("cannot send {record} to another commit's robot").format(record=record))
