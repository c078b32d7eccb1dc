"""``bridgekit play``: sit at a table with three robots (or watch four) for a rubber, Chicago or duplicate.

At the prompt: a call (``1nt``, ``p``, ``x``, ``xx``), a card (``sa``, ``h10``, or just ``a`` when
only one legal card has that rank), ``hint``, ``undo``, ``claim N``, ``show``, ``help``, ``quit``.
Bad input prints one line and asks again; the deal in progress is never lost.

>>> parse_card("q", [Card.from_str("HQ"), Card.from_str("H3")])
Card.from_str('HQ')
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Callable, Sequence
from typing import IO, Any, Final

from bridgekit.call_words import call_input
from bridgekit.cards import Card, Rank
from bridgekit.cli.loop import TerminalTable
from bridgekit.cli.main import subcommand
from bridgekit.cli.render import (
    Style,
    auction_table,
    hand_diagram,
    score_sheet,
    seat_name,
    style_for,
    trick_line,
)
from bridgekit.errors import IllegalCardError, NotationError
from bridgekit.i18n import N_, _, ngettext, pgettext
from bridgekit.robots import BridgeRobot, Robot
from bridgekit.robots.explain_words import beside_call
from bridgekit.scoring.targets import TargetSession
from bridgekit.seats import Seat, Side
from bridgekit.session import SCORINGS, Session, target_line
from bridgekit.state import Called, Game, Phase, Played, Record
from bridgekit.variants import get_variant, resolve
from bridgekit.variants.bridge import BridgeGame

__all__ = ["add_parser", "run", "Table", "parse_card"]

HELP: Final = N_("""\
  calls:  1c 1d 1h 1s 1nt … 7nt, p (pass), x (double), xx (redouble)
  cards:  sa, h10, dt, c2 — or just the rank (a, 10) when only one legal card has it
  hint    the robot's suggestion and why
  undo    take back your last action (and the robots' since)
  claim N claim N of the remaining tricks for your side (during the play)
  show    show the table again
  quit    stop (also Ctrl-D or Ctrl-C)""")

_AGAIN, _DONE, _QUIT = "again", "done", "quit"


def add_parser(sub: Any) -> argparse.ArgumentParser:
    parser = subcommand(
        sub,
        "play",
        run,
        description=_(
            "Play bridge against three robots: a rubber (default), Chicago or duplicate session. "
            "Type 'help' at the prompt for the commands."
        ),
    )
    parser.add_argument(
        "game",
        nargs="?",
        default="bridge",
        metavar="GAME",
        help=_("the game (default bridge; also light_bridge)"),
    )
    parser.add_argument(
        "--variant", help=_("the form of a family: light_bridge lb3, lb4, lb4_52, lb4_54, lb6")
    )
    parser.add_argument("--scoring", choices=SCORINGS, default="rubber", help=_("how the session is scored"))
    parser.add_argument(
        "--boards",
        "--deals",
        type=int,
        dest="boards",
        help=_("deals to play (duplicate boards; a cap for rubbers)"),
    )
    parser.add_argument("--rubbers", type=int, help=_("rubbers to play (rubber scoring; default 1)"))
    parser.add_argument(
        "--players", type=int, choices=(5, 6), help=_("five or six players at one table (RULES 9.3)")
    )
    parser.add_argument(
        "--tour", action="store_true", help=_("a tour of three rubbers, partners changing (3.7)")
    )
    parser.add_argument(
        "--profile", choices=("standard", "pl"), help=_("rubber rule profile; pl plays the tour (RULES 3.10)")
    )
    parser.add_argument(
        "--seat", help=_("your seat: N, E, S or W (default S); other games: 1, 2, … (default 1)")
    )
    parser.add_argument("--auto", action="store_true", help=_("robots take every seat; print the deals"))
    parser.add_argument(
        "--robots",
        choices=("auto", "basic", "dd"),
        default="auto",
        help=_(
            "bridge card play: dd samples the hidden hands and solves them double dummy (needs the dd "
            "extra; about 2 s a deal), basic uses rules of thumb; auto: dd when you play, basic with --auto"
        ),
    )
    parser.add_argument("--seed", type=int, help=_("random seed: the same seed gives the same deals"))
    parser.add_argument("--ascii", action="store_true", help=_("S H D C letters and no colour"))
    parser.add_argument("--json", action="store_true", help=_("print the full record as JSON at the end"))
    table = parser.add_argument_group(
        _("table mode (RULES 10): record a real table, irregularities included")
    )
    table.add_argument(
        "--table-mode", action="store_true", help=_("enter every seat's actions as they happen")
    )
    table.add_argument(
        "--laws", choices=("2017", "classic"), default="2017", help=_("the law set (default 2017)")
    )
    table.add_argument("--deal", help=_("the cards, as a PBN deal (default: random, or from --seed)"))
    table.add_argument("--board", type=int, help=_("board number: dealer and vulnerability (RULES 6.1)"))
    return parser


def parse_card(text: str, legal: Sequence[Card]) -> Card:
    """A card from ``sa``/``h10``/``♠A``, or from a rank alone when one legal card has it.

    :raises NotationError: for text that is not a card, or a rank that several legal cards share
    :raises IllegalCardError: for a rank no legal card has
    """
    try:
        return Card.from_str(text)
    except NotationError:
        try:
            rank = Rank.from_str(text)
        except NotationError:
            raise NotationError(
                _("not a card or command: {text!r} (e.g. SA, H10; 'help' lists commands)").format(text=text)
            ) from None
    matches = [card for card in legal if card.rank == rank]
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise IllegalCardError(_("no legal card of rank {rank} to play").format(rank=rank.letter))
    options = ", ".join(str(c) for c in matches)
    raise NotationError(
        _("which {rank}? give the suit too ({options})").format(rank=rank.letter, options=options)
    )


class Table(TerminalTable):
    """The terminal table: runs a session; the deal is played by the one loop
    (:class:`bridgekit.cli.loop.TerminalTable`) with bridge's screen, prompts and card reading.

    :param human: the human's seat, or ``None`` when robots take every seat
    """

    help_text = HELP

    def __init__(
        self,
        session: Session | None,
        *,
        human: Seat | None,
        style: Style,
        out: IO[str],
        stdin: IO[str],
        robot: Robot | None = None,
    ) -> None:
        super().__init__(human=human, robot=robot or BridgeRobot(), style=style, out=out, stdin=stdin)
        self.session = session

    # -- the session -------------------------------------------------------------------

    def run(self) -> bool:
        """Play until the session is over (``True``) or the human quits (``False``)."""
        session = self.session
        assert session is not None
        while not session.is_over:
            game = session.next_game()
            self.say(self.style.bold(self._title(game)))
            if not self.play_deal(game):
                self.say(_("Stopped. The deal in progress is not scored."))
                if session.games:
                    self.say(_("The score so far:"))
                    self.sheet()
                    self.say(self.style.bold(_("Totals so far: {totals}").format(totals=self._totals())))
                return False
            session.record(game)
            self.report(game)
        self.say(self.style.bold(_("Session over: {totals}").format(totals=self._totals())))
        return True

    def _title(self, game: BridgeGame) -> str:
        assert self.session is not None
        number = len(self.session.games) + 1
        return _("Deal {number} ({scoring}): dealer {dealer}, vulnerable: {vulnerable}").format(
            number=number,
            scoring=_(self.session.scoring),
            dealer=seat_name(Seat(game.dealer)),
            vulnerable=_(str(game.vulnerability)),
        )

    def _totals(self) -> str:
        assert self.session is not None
        totals = self.session.totals
        ns, ew = totals[Side.NS], totals[Side.EW]
        unit = _(" IMPs") if isinstance(self.session.ledger, TargetSession) else ""
        return _("N-S {ns}{unit}, E-W {ew}{unit} (net N-S {net}{unit})").format(
            ns=ns, ew=ew, unit=unit, net=f"{self.session.net:+d}"
        )

    # -- one deal: what bridge says and reads ---------------------------------------------

    def tell(self, game: Game, record: Record, why: str, before: int) -> None:
        style = self.style
        if isinstance(record, Called):
            note = beside_call(why, str(record.call))  # the line names the call already
            self.say(f"  {Seat(record.seat).letter}: {style.call(record.call)}  {style.dim(note)}")
        elif isinstance(record, Played):
            self.say(
                _("  {seat} plays {card}").format(seat=Seat(record.seat).letter, card=style.card(record.card))
            )
            tricks = getattr(game, "tricks", ())
            if not getattr(game, "current_trick", ()) and tricks:
                self.say(
                    _("  trick {number}: {cards}").format(
                        number=len(tricks), cards=trick_line(style, tricks[-1])
                    )
                )

    def told_own(self, game: Game, before: int) -> None:
        """Bridge shows the completed trick on the next screen."""

    def prompt(self, game: Game) -> str:
        assert self.human is not None and isinstance(game, BridgeGame)
        name = seat_name(Seat(self.human))
        if game.phase is Phase.AUCTION:
            return _("{name}, your call: ").format(name=name)
        if game.to_play != self.human:
            return _("{name}, play from dummy ({dummy}): ").format(
                name=name, dummy=seat_name(Seat(game.to_play or 0))
            )
        return _("{name}, your card: ").format(name=name)

    def read(self, game: Game, line: str) -> Any:
        """A card (by its rank alone when one legal card has it) in the play, else a call."""
        if game.phase is Phase.PLAY:
            return parse_card(line, [c for c in game.legal_actions() if isinstance(c, Card)])
        return call_input(line)

    # -- screens -----------------------------------------------------------------------

    def screen(self, game: Game, viewer: int | None) -> str:
        """*viewer*'s screen: the hands he may see, the auction, the contract, the tricks."""
        assert isinstance(game, BridgeGame)
        style = self.style
        seat = viewer if viewer is not None else game.dealer
        view = game.view(seat)
        hands = list(view.hands)
        for faced in self.faced(game):  # a rejected claimer's hand stays face up (RULES 10.9)
            hands[faced] = game.view(faced).hands[faced]
        lines = ["", hand_diagram(style, hands, sizes=view.hand_sizes, centre=self._centre(game)), ""]
        lines.append(auction_table(style, game.auction, game.dealer))
        if game.phase is Phase.PLAY:
            last = game.last_trick(seat) or (game.tricks[-1] if game.tricks else None)
            if last is not None:
                lines.append(_("Last trick: {cards}").format(cards=trick_line(style, last)))
            current = trick_line(style, game.current_trick) if game.current_trick else _("(your lead)")
            lines.append(_("This trick: {cards}").format(cards=current))
        return "\n".join(lines)

    def _centre(self, game: BridgeGame) -> list[str]:
        style = self.style
        lines = []
        if game.contract is not None and game.declarer is not None:
            lines.append(
                _("{contract} by {declarer}").format(
                    contract=style.call(game.contract.bid) + _doubled(game.contract.doubling.suffix),
                    declarer=game.declarer.letter,
                )
            )
            ns, ew = game.tricks_won
            lines.append(f"N-S {ns}  E-W {ew}")
        for played in game.current_trick:
            lines.append(f"{Seat(played.seat).letter} {style.card(played.card)}")
        return lines

    def result(self, game: BridgeGame) -> None:
        """After a deal: every hand, the auction and the result."""
        style = self.style
        self.say(hand_diagram(style, game.deal.hands))
        self.say(auction_table(style, game.auction, game.dealer))
        contract, declarer = game.contract, game.declarer
        if contract is None or declarer is None:
            redeal = self.session is not None and "chicago" in self.session.scoring
            self.say(_("Passed out.") + (_(" The same dealer deals again.") if redeal else ""))
            return
        tricks = game.result or 0
        over = tricks - contract.tricks_needed
        if over == 0:
            result = _("made exactly")
        else:
            result = (
                _("made +{over}").format(over=over) if over > 0 else _("down {under}").format(under=-over)
            )
        self.say(
            _("{contract} by {declarer}: {tricks}, {result}; N-S duplicate score {score}").format(
                contract=style.call(contract.bid) + _doubled(contract.doubling.suffix),
                declarer=seat_name(declarer),
                tricks=ngettext("{count} trick", "{count} tricks", tricks).format(count=tricks),
                result=result,
                score=f"{self._duplicate_score(game):+d}",
            )
        )

    @staticmethod
    def _duplicate_score(game: BridgeGame) -> int:
        """The duplicate deal score (RULES 2.7), whichever method scores the session."""
        from bridgekit.variants.bridge.scoring import score_by_duplicate

        return score_by_duplicate(game, old_undertricks=bool(game.options["old_undertricks"]))

    def report(self, game: BridgeGame) -> None:
        """After a deal: the result and the score sheet."""
        session = self.session
        assert session is not None
        self.result(game)
        self.sheet()
        self.say()

    def sheet(self) -> None:
        """The session's score sheet so far: the rubber sheet, the IMPs or the boards."""
        session = self.session
        assert session is not None
        ledger = session.ledger
        if isinstance(ledger, TargetSession):
            for number, scored in enumerate(ledger.results, 1):
                self.say(_("Deal {number}: {line}").format(number=number, line=target_line(scored)))
            totals = ledger.totals
            self.say(
                _("IMPs: N-S {ns}, E-W {ew}").format(ns=f"{totals[Side.NS]:+d}", ew=f"{totals[Side.EW]:+d}")
            )
        elif ledger is not None:
            self.say(score_sheet(self.style, ledger))
        else:
            self.say(_("Board  Contract  N-S"))
            for number, (g, score) in enumerate(zip(session.games, session.board_scores, strict=True), 1):
                text = f"{g.contract} {g.declarer}" if g.contract is not None else _("passed")
                self.say(f"{number:>5}  {text:<8}  {score:+d}")
            self.say(_("Total N-S {score}").format(score=f"{sum(session.board_scores):+d}"))


def _doubled(suffix: str) -> str:
    """A contract's ``X``/``XX`` in the current language."""
    return {"X": " " + pgettext("call", "X"), "XX": " " + pgettext("call", "XX")}.get(suffix, suffix)


def _delegate(path: str, args: argparse.Namespace) -> int:
    """Run the ``play`` of another module, named by path: those modules build on this one
    (:class:`Table`), so it names them instead of importing them (no import circle)."""
    runner: Callable[[argparse.Namespace], int] = resolve(path)
    return runner(args)


def run(args: argparse.Namespace) -> int:
    variant = get_variant(args.game)
    args.rubbers_given = args.rubbers is not None
    if args.rubbers is None:
        args.rubbers = 1
    if args.players is not None or args.tour or args.profile == "pl":
        return _delegate("bridgekit.cli.players:run_players", args)
    if args.table_mode:
        return _delegate("bridgekit.cli.table_mode:run_table_mode", args)
    if args.deal is not None or args.board is not None:
        raise NotationError(_("--deal and --board go with --table-mode (sessions deal their own boards)"))
    if variant.name != "bridge":
        from bridgekit.cli.family import run_family

        return run_family(args)
    if args.variant is not None:
        raise NotationError(_("--variant is for families of games such as light_bridge, not bridge"))
    human = None if args.auto else Seat.from_str(args.seat or "S")
    robot = bridge_robot(args.robots, human_plays=human is not None)
    session = Session(args.scoring, seed=args.seed, boards=args.boards, rubbers=args.rubbers)
    out = sys.stderr if args.json else sys.stdout
    if args.json and args.auto:
        out = io.StringIO()
    table = Table(
        session,
        human=human,
        style=style_for(out, ascii_only=args.ascii),
        out=out,
        stdin=sys.stdin,
        robot=robot,
    )
    table.run()
    if args.json:
        print(json.dumps(session.summary(), indent=1))
    return 0


def bridge_robot(choice: str, *, human_plays: bool) -> Robot:
    """The robot for ``--robots``: ``dd`` (``BridgeRobot()``'s card play by double-dummy simulation),
    ``basic`` (rules of thumb), or ``auto`` (``BridgeRobot()`` when a person plays: the simulation
    where DDS is installed, unless ``$BRIDGEKIT_ROBOT_PLAY`` says ``heuristic``; rules of thumb with
    ``--auto``)."""
    from bridgekit.robots.dd_play import dd_available

    if choice == "dd":
        if not dd_available():
            raise NotationError(_("--robots dd needs the dd extra: pip install -e '.[dd]'"))
        return BridgeRobot(play="pimc")
    if choice == "auto" and human_plays:
        return BridgeRobot()
    return BridgeRobot(play="heuristic")
