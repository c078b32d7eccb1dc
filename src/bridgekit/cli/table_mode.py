"""``bridgekit play --table-mode``: record what happens at a real table, irregularities included.

Every seat's calls and cards are typed as they happen, in turn or not (``E 1H``, ``W SA``);
when the Laws give someone a choice, the choices are listed with the Law that gives them,
and the director's rulings are entered the same way (RULES 10). Nothing is played by robots.

>>> from bridgekit.variants import entry_of, get_variant, new_game
>>> game = new_game("bridge", table_mode=True, deal=Deal.random(seed=1))
>>> _ = game.act("N 1S"); _ = game.act("E 1H")  # an insufficient bid
>>> [str(choice.action) for choice in pending(game)]
['S accept', 'S refuse']
"""

from __future__ import annotations

import argparse
import sys
from typing import IO, Any

from bridgekit.call_words import contract_text
from bridgekit.cli.loop import read_line
from bridgekit.cli.render import auction_table, hand_diagram, style_for, trick_line
from bridgekit.deal import Deal
from bridgekit.errors import BridgeError, IllegalActionError, NotationError
from bridgekit.formats.table_json import history_json
from bridgekit.i18n import _, ngettext
from bridgekit.laws.table_mode import Choice, TableMode
from bridgekit.laws.texts import TABLE_COMMANDS
from bridgekit.seats import Seat
from bridgekit.variants import entry_of, get_variant, new_game

__all__ = ["run_table_mode", "pending", "TableRecorder"]


def help_text() -> str:
    """The commands of table mode with their meanings in the current language."""
    more = (
        ("undo", _("take back the last entry")),
        ("show", _("show the table again")),
        ("quit", _("stop (the record so far is printed with --json)")),
    )
    rows = [(form, _(meaning)) for form, meaning in TABLE_COMMANDS] + list(more)
    return "\n".join(f"  {form:<48} {meaning}" for form, meaning in rows)


def pending(game: TableMode) -> list[Choice]:
    """The choices the Laws open now, each with the seat, the action to type and the Law."""
    return game.pending_choices()


class TableRecorder:
    """Reads what happened at the table, line by line, into a table-mode game."""

    def __init__(self, game: TableMode, *, ascii_only: bool, out: IO[str], stdin: IO[str]) -> None:
        self.game = game
        self.style = style_for(out, ascii_only=ascii_only)
        self.out = out
        self.stdin = stdin

    def say(self, text: str = "") -> None:
        print(self.style.text(text), file=self.out)

    def show(self) -> None:
        game, style = self.game, self.style
        self.say(hand_diagram(style, game.hands, sizes=[len(h) for h in game.hands]))
        if game.rules.calls:
            self.say(auction_table(style, game.auction, game.dealer))
        elif game.contract is None:  # minibridge: the steps so far (RULES 11.2-11.4)
            for record in game.actions[-4:]:
                self.say(f"  {record}")
        if game.contract is not None and game.declarer is not None:
            ns, ew = game.tricks_won
            self.say(
                _("contract {contract} by {declarer}; tricks {tricks}").format(
                    contract=contract_text(str(game.contract)),
                    declarer=Seat(game.declarer).letter,
                    tricks=f"N-S {ns}, E-W {ew}",
                )
            )
        if game.tricks:
            self.say(_("last trick: {trick}").format(trick=trick_line(style, game.tricks[-1])))
        if game.current_trick:
            self.say(_("this trick: {trick}").format(trick=trick_line(style, game.current_trick)))
        for seat in Seat:
            owed = game.owed_passes(seat) if game.contract is None else 0
            if owed:
                if owed > 13:
                    self.say(_("{seat} must pass for the rest of the auction").format(seat=seat.letter))
                else:
                    self.say(
                        ngettext(
                            "{seat} must pass at his next {count} turn",
                            "{seat} must pass at his next {count} turns",
                            owed,
                        ).format(seat=seat.letter, count=owed)
                    )
            cards = game.penalty_cards(seat)
            if cards:
                listed = ", ".join(f"{card} ({kind.words})" for card, kind in cards.items())
                self.say(_("penalty cards of {seat}: {cards}").format(seat=seat.letter, cards=listed))
        choices = pending(game)
        if choices:
            self.say(_("The Laws give these choices:"))
            for choice in choices:
                law = "" if choice.law in choice.text else " " + _("(Law {law})").format(law=choice.law)
                self.say(f"  {choice.action!s:<16} {choice.text}{law}")
        elif game.to_act is not None:
            self.say(_("{seat} to act").format(seat=game.to_act.letter))

    def run(self) -> bool:
        """Record until the deal is over (``True``) or the user stops (``False``)."""
        self.show()
        while not self.game.is_over:
            line = read_line(_("what happened? "), stdin=self.stdin, out=self.out)
            if line is None or not self.handle(line):
                return False
        self.say(self._result())
        return True

    def handle(self, line: str) -> bool:
        """Carry out one line; ``False`` to stop. Errors print one line and change nothing."""
        command = line.lower()
        if not command:
            return True
        if command in ("quit", "q", "exit"):
            return False
        if command in ("help", "?"):
            self.say(help_text())
            return True
        if command == "show":
            self.show()
            return True
        try:
            if command == "undo":
                if len(self.game.history) <= 1:
                    raise IllegalActionError(_("nothing to undo: nothing has been entered"))
                self.say(_("took back: {action}").format(action=self.game.undo()))
            else:
                logged = len(self.game.log)
                record = self.game.act(line)
                self.say(_("recorded: {action}").format(action=record))
                for entry in self.game.log[logged:]:  # what the Laws made of it
                    self.say(f"  {entry.note}")
        except BridgeError as error:
            self.say(" ".join(str(error).split()))
            return True
        self.show()
        return True

    def _result(self) -> str:
        game = self.game
        if game.contract is None or game.declarer is None:
            return _("Passed out.")
        declarer = Seat(game.declarer).letter
        return ngettext(
            "{contract} by {declarer}: {count} trick; N-S score {score}",
            "{contract} by {declarer}: {count} tricks; N-S score {score}",
            game.result or 0,
        ).format(
            contract=contract_text(str(game.contract)),
            declarer=declarer,
            count=game.result,
            score=f"{game.score:+d}",
        )


def run_table_mode(args: argparse.Namespace) -> int:
    """``bridgekit play [minibridge] --table-mode``: one deal recorded as it happens at the table."""
    name = get_variant(args.game).name
    if entry_of(name).table is None:
        raise NotationError(
            _("--table-mode is for bridge and minibridge (RULES 10.1), not {game}").format(
                game=repr(args.game)
            )
        )
    if args.auto:
        raise NotationError(_("--table-mode records a real table; it has no robots (drop --auto)"))
    options: dict[str, Any] = {"table_mode": True, "laws": args.laws}
    deal = Deal.from_pbn(args.deal) if args.deal else None
    game = new_game(name, deal=deal, seed=args.seed, board=args.board, **options)
    assert isinstance(game, TableMode)
    out = sys.stderr if args.json else sys.stdout
    TableRecorder(game, ascii_only=args.ascii, out=out, stdin=sys.stdin).run()
    if args.json:
        print(history_json(game))
    return 0
