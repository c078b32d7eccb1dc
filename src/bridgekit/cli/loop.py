"""The one terminal play loop of ``bridgekit play GAME``, for every game of the family.

A :class:`TerminalTable` plays a deal: robots act for every seat but the human's and each of
their actions is told to him as he may know it; at his turn he sees his screen and types an
action or a command (``help``, ``show``, ``hint``, ``undo``, ``claim N``, ``quit``). What he
types is read against his seat view's labelled legal actions (:func:`bridgekit.views.seat_view`:
the action's text or its label, ``1nt``, ``pass``, ``take``, ``discard cj``), then by the game's
own reading (a card by its rank alone in bridge, call words of his language, his seat's name in
front). Bad input prints one line and asks again; nothing recorded is lost.

What differs between games is the screen, how a robot's action is told, the prompt and the
help: :class:`bridgekit.cli.play.Table` (bridge and its sessions) and
:class:`bridgekit.cli.family.FamilyTable` (the other games, each screen from its renderer)
override those and add their series of deals.
"""

from __future__ import annotations

from typing import IO, Any, Final

from bridgekit.call_words import call_input, explained_text
from bridgekit.cli.render import Style
from bridgekit.cli.screens import seat_names, trick_done
from bridgekit.errors import BridgeError, IllegalActionError, NotationError
from bridgekit.i18n import N_, _
from bridgekit.robots import Robot
from bridgekit.state import Game, Record
from bridgekit.views import LegalAction, seat_view

__all__ = ["TerminalTable", "AGAIN", "DONE", "QUIT", "HELP", "legal_action", "read_line"]

AGAIN: Final = "again"
DONE: Final = "done"
QUIT: Final = "quit"

#: the answers that accept or reject a robot's claim (besides the language's own words)
_YES: Final = frozenset({"y", "yes", "accept", "a"})
_NO: Final = frozenset({"n", "no", "reject", "r"})

HELP: Final = N_("""\
  an action   as the game writes it (the legal ones are listed at each prompt)
  hint        the robot's suggestion and why
  claim N     claim N of the remaining tricks (checked on the actual cards)
  undo        take back your last action (and the robots' since)
  show        show the table again
  quit        stop (also Ctrl-D or Ctrl-C)""")


def read_line(prompt: str, *, stdin: IO[str], out: IO[str]) -> str | None:
    """One line typed after *prompt*, stripped; ``None`` at end of input or Ctrl-C (after a
    new line, so that the shell's prompt starts on a line of its own).

    >>> import io
    >>> read_line("> ", stdin=io.StringIO(" 1nt \\n"), out=io.StringIO())
    '1nt'
    """
    print(prompt, end="", file=out, flush=True)
    try:
        line = stdin.readline()
    except KeyboardInterrupt:
        line = ""
    if not line:
        print(file=out)
        return None
    return line.strip()


def legal_action(actions: tuple[LegalAction, ...], line: str) -> LegalAction | None:
    """The legal action *line* names: by its text or its label, in any case, the call words of
    the current language read (``pass``, ``1nt``, ``Take the talon``, ``discard cj``).

    >>> from bridgekit import new_game
    >>> game = new_game("light_bridge", variant="lb4", seed=2)
    >>> legal_action(seat_view(game, game.to_act).legal_actions, "pass").text
    'P'
    """
    typed = " ".join(call_input(line).split()).lower()
    plain = " ".join(line.split()).lower()
    for action in actions:
        if typed in (action.text.lower(), action.label.lower()) or plain == action.label.lower():
            return action
    return None


class TerminalTable:
    """One deal at a time at the terminal, robots in every seat but the human's.

    :param human: the human's seat, or ``None`` when robots take every seat
    """

    #: the commands and what the player types, for ``help``
    help_text: str = HELP

    def __init__(
        self, *, human: int | None, robot: Robot, style: Style, out: IO[str], stdin: IO[str]
    ) -> None:
        self.human = human
        self.robot = robot
        self.style = style
        self.out = out
        self.stdin = stdin
        #: the history's length before each of the human's actions in this deal (for ``undo``)
        self.marks: list[int] = []
        #: seconds of analysis a claim gets before the robots contest it (None: the default)
        self.claim_budget: float | None = None
        #: robot declarers whose claim the human rejected in this deal, with their stated line
        #: (RULES 10.9: their cards stay face up, they follow the line and claim no more)
        self.rejected: dict[int, str] = {}

    def say(self, text: str = "") -> None:
        print(self.style.text(text), file=self.out)

    # -- what each game draws and says ------------------------------------------------------

    def screen(self, game: Game, viewer: int | None) -> str:
        """The table as *viewer* sees it (``None``: a spectator)."""
        raise NotImplementedError

    def tell(self, game: Game, record: Record, why: str, before: int) -> None:
        """A robot's action as the human may know it (*before*: tricks completed before it)."""

    def told_own(self, game: Game, before: int) -> None:
        """After the human's own action: the trick it completed, if any."""
        done = trick_done(game, before, self.style)
        if done is not None:
            self.say(f"  {done}")

    def prompt(self, game: Game) -> str:
        """The question put to the human at his turn."""
        assert self.human is not None
        names = seat_names(game)
        name = names[self.human]
        name = _("Player {number}").format(number=name) if name.isdigit() else name
        to_play = getattr(game, "to_play", None)
        hand = (
            _(" (play from {seat})").format(seat=names[to_play])
            if to_play is not None and to_play != self.human
            else ""
        )
        return _("{name}, your move{hand}: ").format(name=name, hand=hand)

    def read(self, game: Game, line: str) -> Any:
        """The game's own reading of what the human typed, for :meth:`Game.act`."""
        return call_input(line)

    # -- the loop ---------------------------------------------------------------------------

    def play_deal(self, game: Game) -> bool:
        """Play one deal to its end; ``False`` if the human quits."""
        self.marks = []
        self.rejected = {}
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            if self.human is None or seat != self.human:
                claimed = self.robot_claim(game, seat)
                if claimed == QUIT:
                    return False
                if claimed == DONE:
                    continue
                decision = self.robot_decision(game, seat)
                before = len(getattr(game, "tricks", ()))
                record = game.act(decision.action)
                if self.human is not None:
                    self.tell(game, record, decision.explanation, before)
                continue
            self.show(game)
            while True:
                line = self.ask(game)
                if line is None:
                    return False
                outcome = self.handle(game, line)
                if outcome == QUIT:
                    return False
                if outcome == DONE:
                    break
        return True

    # -- a robot declarer's claim (RULES 10.9) ------------------------------------------------

    def robot_claim(self, game: Game, seat: int) -> str:
        """A robot declarer, at *seat*'s turn, claims the rest when it is certain
        (:func:`bridgekit.robots.claim.robot_claim`), stating its line and showing its hand. The
        human answers at the prompt when he defends (``y``/``n``); when he is dummy the robots
        answer on the actual cards. :data:`DONE` if the claim ended the deal, :data:`QUIT` if
        the human quit, :data:`AGAIN` if play goes on (no claim, or a rejected one: the claimer's
        cards stay face up and he does not claim again in this deal)."""
        from bridgekit.analysis.claims import check_claim
        from bridgekit.robots.claim import claim_line, line_text

        claim = getattr(self.robot, "claim", None)
        declarer = getattr(game, "declarer", None)
        if claim is None or declarer is None or getattr(game, "claim", None) is None or self.human is None:
            return AGAIN
        declarer = int(declarer)
        if declarer in self.rejected or declarer == self.human:
            return AGAIN
        view = game.view(declarer)
        claimed = claim(view)
        if claimed is None:
            return AGAIN
        line = claim_line(view)
        names = seat_names(game)
        self.say(
            _("{seat} claims {count} of the remaining tricks: {line}.").format(
                seat=names[declarer], count=claimed.tricks, line=line_text(line)
            )
        )
        hand = view.hands[declarer]
        cards = " ".join(self.style.card(card) for card in sorted(hand or (), reverse=True))
        self.say(_("{seat}'s hand, face up: {cards}").format(seat=names[declarer], cards=cards))
        if self.human % 2 == declarer % 2:  # the human is dummy: the robots opposite answer
            if not check_claim(game, declarer, claimed.tricks).accepted:  # cannot be: a certain claim
                self.rejected[declarer] = line
                return AGAIN
            game.claim(declarer, claimed.tricks)  # type: ignore[attr-defined]
            self.say(_("The robots accept the claim."))
            return DONE
        while True:
            answer = read_line(_("Accept the claim? (y/n): "), stdin=self.stdin, out=self.out)
            if answer is None:
                return QUIT
            word = answer.lower()
            if word in _YES or word in (_("y"), _("yes")):
                game.claim(declarer, claimed.tricks)  # type: ignore[attr-defined]
                self.say(_("Claim accepted."))
                return DONE
            if word in _NO or word in (_("n"), _("no")):
                self.rejected[declarer] = line
                self.say(
                    _("Claim rejected: play continues with {seat}'s cards face up (RULES 10.9).").format(
                        seat=names[declarer]
                    )
                )
                return AGAIN
            self.say(_("answer y (accept the claim) or n (reject it)"))

    def robot_decision(self, game: Game, seat: int) -> Any:
        """The robot's decision at *seat*; a robot whose claim was rejected plays its stated line
        while it applies (:func:`bridgekit.robots.claim.line_card`, RULES 10.9)."""
        from bridgekit.robots import Decision
        from bridgekit.robots.claim import LINE_WINNERS, line_card

        declarer = getattr(game, "declarer", None)
        if declarer is not None and self.rejected.get(int(declarer)) == LINE_WINNERS:
            card = line_card(game.view(int(declarer)))
            if card is not None and int(seat) % 2 == int(declarer) % 2:
                return Decision(card, _("the claim's stated line"))
        return self.robot.choose(game.view(seat))

    def faced(self, game: Game) -> list[int]:
        """The seats whose hands are face up to the human after a rejected claim (RULES 10.9)."""
        return sorted(self.rejected) if not game.is_over else []

    def show(self, game: Game) -> None:
        assert self.human is not None
        self.say(self.screen(game, self.human))

    def ask(self, game: Game) -> str | None:
        """One line from the human, ``None`` at end of input or Ctrl-C."""
        return read_line(self.prompt(game), stdin=self.stdin, out=self.out)

    def handle(self, game: Game, line: str) -> str:
        """Carry out one line of input; an error prints one line and asks again."""
        assert self.human is not None
        words = line.lower().split()
        if not words:
            return AGAIN
        command = words[0]
        try:
            if command in ("quit", "q", "exit"):
                return QUIT
            if command in ("help", "?"):
                self.say(_(self.help_text))
                return AGAIN
            if command in ("show", "board"):
                self.show(game)
                return AGAIN
            if command == "hint":
                why = self.robot.choose(game.view(self.human)).explanation
                self.say(_("hint: {why}").format(why=explained_text(why, symbols=self.style.symbols)))
                return AGAIN
            if command == "undo":
                self.undo(game)
                return DONE
            if command == "claim":
                if len(words) != 2 or not words[1].isdigit():
                    raise NotationError(_("claim how many? e.g. claim 3"))
                return self.claim(game, int(words[1]))
            mark = len(game.history)
            before = len(getattr(game, "tricks", ()))
            self.act(game, line)
            self.marks.append(mark)
            self.told_own(game, before)
            return DONE
        except BridgeError as error:
            self.say(" ".join(str(error).split()))
            return AGAIN

    def act(self, game: Game, line: str) -> None:
        """The human's action: a legal action of his seat view, else as the game reads it, with
        his seat's name in front if need be (``slip 7``, ``1S open``)."""
        assert self.human is not None
        chosen = legal_action(seat_view(game, self.human).legal_actions, line)
        if chosen is not None:
            game.act(chosen.text, seat=self.human)
            return
        action = self.read(game, line)
        try:
            game.act(action, seat=self.human)
        except NotationError as error:
            name = game.variant.seat_names[self.human]
            if not isinstance(action, str) or action.upper().startswith(name.upper() + " "):
                raise
            try:
                game.act(f"{name} {action}", seat=self.human)
            except NotationError:
                raise error from None

    def undo(self, game: Game) -> None:
        """Take back the human's last action and every robot action after it.

        :raises IllegalActionError: if the human has not acted in this deal
        """
        if not self.marks:
            raise IllegalActionError(_("nothing to undo: you have not acted in this deal"))
        mark = self.marks.pop()
        while len(game.history) > mark:
            game.undo()

    def claim(self, game: Game, tricks: int) -> str:
        """The human claims *tricks* of the remaining tricks. The robots accept it only if they
        cannot beat it on the actual cards (double dummy); then the game records the claim, or
        (where its rules have no claims) the cards are played out along a line that keeps it.
        A claim they can beat is refused with the line that beats it, and one the analysis
        cannot settle in its time is contested (RULES 10.9): play continues."""
        from bridgekit.analysis.claims import check_claim

        assert self.human is not None
        verify = getattr(game, "verify_claim", None)
        if verify is not None:
            verify(self.human, tricks)
        elif any(hand.jokers for hand in game.hands):
            raise IllegalActionError(_("a claim with jokers still in play cannot be played out: play on"))
        if self.claim_budget is None:
            verdict = check_claim(game, self.human, tricks)
        else:
            verdict = check_claim(game, self.human, tricks, budget=self.claim_budget)
        names = seat_names(game)
        symbols = self.style.symbols
        if not verdict.proven:
            self.say(_("Claim contested: {why}. Play continues.").format(why=verdict.describe(names)))
            return AGAIN
        if not verdict.accepted:
            self.say(
                _("Claim refused: {line}. Play continues.").format(
                    line="\n".join(verdict.report(names, symbols=symbols))
                )
            )
            return AGAIN
        mark = len(game.history)
        record = getattr(game, "claim", None)
        if record is None and not verdict.play:
            self.say(_("The claim holds, but its play could not be worked out in time: play on."))
            return AGAIN
        if record is not None:
            record(self.human, tricks)
        else:
            for trick in verdict.play:
                for _seat, card in trick.plays:
                    game.act(card)
        self.marks.append(mark)
        self.say(_("Claim accepted: {line}.").format(line=verdict.describe(names, symbols=symbols)))
        return DONE
