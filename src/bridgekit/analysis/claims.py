"""Checking a claim on the actual cards: accepted if the opponents cannot beat it.

A player claims *N* of the remaining tricks for his side (RULES 10.9). Against robots there is
nobody to dispute it, so the cards decide: the claim stands if the claimer's side takes at least
*N* more tricks double dummy (the opponents defending perfectly and the claimer playing
perfectly); otherwise it is refused with the line that beats it, the whole remaining play with
both sides at their best. 52-card bridge is solved with DDS (:mod:`bridgekit.analysis.dd`), every
other game of the family with the generic solver through its position adapter.

>>> import bridgekit
>>> deal = "S:765.QKJT8.765.AK 432.A9.432.QJT98 AKQJ.765.AKQ.765 T98.432.JT98.432"
>>> game = bridgekit.new_game("bridge", deal=deal, dealer="S")
>>> for action in "4H P P P S2 SA S8 S5 SK S9 S6 S3 SQ ST S7 S4 DA D8 D5 D2 DK D9 D6 D3".split():
...     _ = game.act(action)
>>> for action in "DQ DT D7 D4 SJ DJ HQ H9".split():
...     _ = game.act(action)
>>> verdict = check_claim(game, game.declarer, 6)
>>> verdict.accepted, verdict.can_take
(False, 5)
>>> print(verdict.describe(game.variant.seat_names).replace("; ", ";\\n"))
the defence can hold your side to 5 of the 6 remaining tricks: S ♥8 W ♥A N ♥5 E ♥2 (W);
W ♣8 N ♣5 E ♣2 S ♣K (S);
S ♥T W ♣9 N ♥6 E ♥3 (S);
S ♥J W ♣T N ♥7 E ♥4 (S);
S ♥K W ♣J N ♣6 E ♣3 (S);
S ♣A W ♣Q N ♣7 E ♣4 (S)
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection
from typing import Final

from bridgekit.analysis.solver import Objective, Solver, apply, legal_plays, play_values
from bridgekit.analysis.solver.adapters import play_position, position_of
from bridgekit.analysis.solver.position import Play, Position
from bridgekit.cards import CARDS, Card, Suit
from bridgekit.errors import IllegalActionError
from bridgekit.i18n import _, ngettext
from bridgekit.kinds.owned import OwnedGame
from bridgekit.state import Game

__all__ = [
    "CLAIM_BUDGET",
    "EXACT_TRICKS",
    "ClaimVerdict",
    "ClaimTrick",
    "check_claim",
    "claim_line",
    "claim_opponents",
    "owned_position",
]

Values = Callable[[Position], dict[Play, int]]

#: seconds of search a claim gets where the generic solver checks it (then it is contested)
CLAIM_BUDGET: Final = 5.0
#: the generic solver works out the exact count (every play valued) with this many tricks left or
#: fewer; before, it answers the claim's own question: can the others hold the claimer below N?
EXACT_TRICKS: Final = 5


@dataclass(frozen=True)
class ClaimTrick:
    """One trick of a claim's line: the plays in order and the seat that won it."""

    plays: tuple[tuple[int, Card], ...]
    winner: int

    def text(self, names: Sequence[str], *, symbols: bool = True) -> str:
        cards = " ".join(f"{names[seat]} {card.symbol() if symbols else card}" for seat, card in self.plays)
        return f"{cards} ({names[self.winner]})"


@dataclass(frozen=True)
class ClaimVerdict:
    """The cards' verdict on a claim of *claimed* of the remaining tricks by *seat*'s side.

    *can_take* is what the side takes of the remaining tricks double dummy; *line* the play
    (both sides at their best) that beats the claim, empty when it stands.
    """

    seat: int
    claimed: int
    can_take: int
    remaining: int
    line: tuple[ClaimTrick, ...]
    #: the whole play with both sides at their best (also when the claim is accepted)
    play: tuple[ClaimTrick, ...] = ()
    #: the tricks completed before the claim
    tricks_before: int = 0
    #: whether the search settled the claim; if not (its time ran out) the opponents contest it
    proven: bool = True
    #: whether *can_take* is the exact count; a target search only proves the claim's bound
    #: (accepted: at least *claimed*; refused: the count of the line shown, fewer than *claimed*)
    exact: bool = True
    #: the seconds of search the claim was given, if it had a limit
    budget: float | None = None

    @property
    def accepted(self) -> bool:
        return self.proven and self.can_take >= self.claimed

    def describe(self, names: Sequence[str], *, symbols: bool = True) -> str:
        """One line for the claimer, in the current language: why the claim stands, the line that
        beats it, or that the search could not settle it in its time and the opponents contest it
        (RULES 10.9)."""
        if not self.proven:
            return ngettext(
                "the claim of {claimed} could not be proved in {count} second of analysis: the "
                "opponents contest it, so it lapses (RULES 10.9)",
                "the claim of {claimed} could not be proved in {count} seconds of analysis: the "
                "opponents contest it, so it lapses (RULES 10.9)",
                int(self.budget or 0),
            ).format(claimed=self.claimed, count=f"{self.budget or 0:g}")
        if self.accepted:
            return ngettext(
                "your side takes at least {claimed} of the {count} remaining trick",
                "your side takes at least {claimed} of the {count} remaining tricks",
                self.remaining,
            ).format(claimed=self.claimed, count=self.remaining)
        line = "; ".join(trick.text(names, symbols=symbols) for trick in self.line)
        if self.exact:
            held = ngettext(
                "the defence can hold your side to {taken} of the {count} remaining trick",
                "the defence can hold your side to {taken} of the {count} remaining tricks",
                self.remaining,
            ).format(taken=self.can_take, count=self.remaining)
        else:
            held = ngettext(
                "the defence can hold your side below {claimed} of the {count} remaining trick",
                "the defence can hold your side below {claimed} of the {count} remaining tricks",
                self.remaining,
            ).format(claimed=self.claimed, count=self.remaining)
        if self.claimed != self.remaining:
            held += _(" (you claimed {claimed})").format(claimed=self.claimed)
        return f"{held}: {line}" if self.line else held

    def report(self, names: Sequence[str], *, symbols: bool = True) -> list[str]:
        """The verdict for a screen: one line, then the beating line's tricks one per line,
        numbered from the first remaining trick, the winner after each."""
        if self.accepted or not self.line:
            return [self.describe(names, symbols=symbols)]
        head = self.describe(names, symbols=symbols).split(": ", 1)[0] + ":"
        return [head] + [
            _("  trick {number}: {cards}").format(
                number=self.tricks_before + i + 1, cards=trick.text(names, symbols=symbols)
            )
            for i, trick in enumerate(self.line)
        ]


def _dds_values(position: Position) -> dict[Play, int]:
    """The side's final count after each legal play, by DDS (four hands of a 52-card pack)."""
    from endplay.dds import solve_board

    from bridgekit.analysis.dd import _LOCK, _STRAINS, _dds, _endplay_deal
    from bridgekit.calls import Strain

    _dds()
    hands = list(position.hands)
    for play in position.trick:
        hands[play.seat] |= 1 << play.card
    strain = Strain.NOTRUMP if position.trump is None else _STRAINS[3 - int(position.trump)]
    trick = [CARDS[p.card] for p in position.trick]
    deal = _endplay_deal(hands, position.leader, strain, trick)
    own = position.to_play in position.side
    left = position.tricks_left
    with _LOCK:
        solved = list(solve_board(deal))
    values: dict[Play, int] = {}
    seat = position.to_play
    for ecard, tricks in solved:
        card = Card.from_str(f"{ecard.suit.abbr}{ecard.rank.abbr}")
        values[Play(seat, card.index, card.index)] = position.won + (tricks if own else left - tricks)
    return values


def _clockwise(position: Position) -> tuple[Position, tuple[int, ...]] | None:
    """*position* with its four seats renumbered in playing order (for DDS, which plays
    clockwise), and the original seat of each new number; ``None`` if the order is not one cycle."""
    order = position.order
    if len(order) != 4:
        return None
    cycle = [0]
    while len(cycle) < 4:
        cycle.append(order[cycle[-1]])
    if sorted(cycle) != [0, 1, 2, 3]:
        return None
    new = {seat: i for i, seat in enumerate(cycle)}
    relabelled = Position(
        hands=tuple(position.hands[seat] for seat in cycle),
        leader=new[position.leader],
        side=frozenset(new[s] for s in position.side),
        trick=tuple(Play(new[p.seat], p.card, p.as_card) for p in position.trick),
        trump=position.trump,
        won=position.won,
    )
    return relabelled, tuple(cycle)


def _uses_dds(position: Position) -> bool:
    if len(position.hands) != 4 or position.next_seat is not None or position.must_ruff:
        return False
    if position.trick_size not in (None, 4) or position.locked != (0, 0, 0, 0) or position.has_jokers:
        return False
    if position.trump is not None and not isinstance(position.trump, Suit):
        return False
    from bridgekit.analysis.dd import _dds

    try:
        _dds()
    except Exception:  # any failure to load the native library means: the generic solver
        return False
    return True


def claim_line(position: Position, claimer_in_side: bool, values: Values | None = None) -> list[ClaimTrick]:
    """The rest of the play with both sides at their best (the claimer's side maximising)."""
    if values is None and position.next_seat is not None:
        turned = _clockwise(position)
        if turned is not None and _uses_dds(turned[0]):
            seats = turned[1]
            line = claim_line(turned[0], claimer_in_side, _dds_values)
            return [
                ClaimTrick(tuple((seats[s], card) for s, card in trick.plays), seats[trick.winner])
                for trick in line
            ]
    value_of = values or (_dds_values if _uses_dds(position) else play_values)

    def best_play(position: Position) -> Play:
        options = value_of(position)
        own = position.to_play in position.side
        maximise = own == claimer_in_side
        best = max(options.values()) if maximise else min(options.values())
        # Among the plays as good as any, the lowest card: the line reads as a player would play it.
        return min((p for p, v in options.items() if v == best), key=lambda p: (p.card % 13, p.card))

    return _played_out(position, best_play)


def _played_out(position: Position, choose: Callable[[Position], Play]) -> list[ClaimTrick]:
    """The tricks from *position* to the end of the play, *choose* picking every play."""
    tricks: list[ClaimTrick] = []
    plays: list[tuple[int, Card]] = []
    while legal_plays(position):
        play = choose(position)
        plays.append((play.seat, CARDS[play.as_card]))
        position = apply(position, play)
        if not position.trick:
            tricks.append(ClaimTrick(tuple(plays), position.leader))
            plays = []
    return tricks


def _can_take(line: Sequence[ClaimTrick], seat: int, side: frozenset[int], *, remaining: int) -> int:
    """The tricks *seat*'s side takes on *line*, of the *remaining* (*side*: the seats of one side)."""
    side_won = sum(1 for trick in line if trick.winner in side)
    return side_won if seat in side else remaining - side_won


def check_claim(
    game: Game,
    seat: int,
    tricks: int,
    *,
    values: Values | None = None,
    budget: float | None = CLAIM_BUDGET,
) -> ClaimVerdict:
    """Whether the claim of *tricks* of the remaining tricks by *seat*'s side stands on the cards.

    52-card four-hand play (DDS), a given *values*, and the generic solver with
    :data:`EXACT_TRICKS` tricks left or fewer value every play: the verdict has the exact count.
    Earlier, the generic solver answers the claim's bounded question with a target search on
    its compiled core (can the side make at least so many tricks?), given *budget* seconds
    (``None``: no limit); if that runs out before a proof the verdict is not ``proven``: the
    opponents contest the claim and it lapses (RULES 10.9). An unproven claim is never accepted.

    :raises IllegalActionError: if the game is not in its play, or *tricks* is more than remain
    """
    from bridgekit.analysis.solver.position import SolverError

    try:
        position = _position(game)
    except SolverError:
        raise IllegalActionError(_("a claim is made during the play")) from None
    remaining = position.tricks_left
    if not 0 <= tricks <= remaining:
        raise IllegalActionError(
            ngettext(
                "claim of {tricks} tricks: only {count} trick remains",
                "claim of {tricks} tricks: only {count} tricks remain",
                remaining,
            ).format(tricks=tricks, count=remaining)
        )
    claimer_in_side = seat in position.side
    before = len(getattr(game, "tricks", ()))
    if values is None and remaining > EXACT_TRICKS and not _solved_by_dds(position):
        verdict = _bounded(position, seat, tricks, budget)
        return replace(verdict, tricks_before=before, budget=budget)
    line = claim_line(position, claimer_in_side, values)
    can_take = _can_take(line, seat, position.side, remaining=remaining)
    accepted = can_take >= tricks
    return ClaimVerdict(
        seat, tricks, can_take, remaining, () if accepted else tuple(line), tuple(line), before
    )


def _solved_by_dds(position: Position) -> bool:
    """Whether :func:`claim_line` values the plays of *position* with DDS (fast at any point)."""
    if position.next_seat is not None:
        turned = _clockwise(position)
        return turned is not None and _uses_dds(turned[0])
    return _uses_dds(position)


def _goal(position: Position, seat: int, tricks: int) -> tuple[Objective, bool]:
    """The side's objective that settles the claim, and whether the claimer wants the side to
    reach it: his own side at least *tricks* more, else the side at most the rest."""
    if seat in position.side:
        return Objective.at_least(position.won + tricks), True
    return Objective.at_least(position.won + position.tricks_left - tricks + 1), False


def target_verdict(position: Position, seat: int, tricks: int, send: Callable[[object], None]) -> None:
    """The claim's bounded question by target search, told to *send* as it is settled: first
    whether it stands, then the line, as a :class:`ClaimVerdict`.

    In the line each plays the lowest card that keeps to its aim: the claimer's side to the claim
    where it stands, else to one trick fewer (lowered by one each time no card keeps it); the
    others, against a claim that fails, to beating it (against one that stands, their lowest card).
    """
    solver = Solver()
    goal, wanted = _goal(position, seat, tricks)
    stands = solver.can_make(position, goal) == wanted
    send(stands)
    start, remaining = position, position.tricks_left
    claimer_in_side = seat in position.side
    aim = tricks if stands else tricks - 1

    def aimed_play(position: Position) -> Play:
        nonlocal aim
        options = sorted(legal_plays(position), key=lambda p: (p.card % 13, p.card))
        play: Play | None = None
        if (position.to_play in start.side) == claimer_in_side:
            # one pass a move: where no card keeps the aim, the aim drops by one for later moves
            target, want = _goal(start, seat, aim)
            play = next(
                (p for p in options if aim > 0 and solver.can_make(apply(position, p), target) == want), None
            )
            aim -= 0 if play is not None or aim == 0 else 1
        elif not stands:
            play = next((p for p in options if solver.can_make(apply(position, p), goal) != wanted), None)
        return play or options[0]

    line = _played_out(position, aimed_play)
    can_take = _can_take(line, seat, start.side, remaining=remaining)
    send(
        ClaimVerdict(
            seat, tricks, can_take, remaining, () if stands else tuple(line), tuple(line), exact=False
        )
    )


def _run_target(position: Position, seat: int, tricks: int, connection: Connection) -> None:
    target_verdict(position, seat, tricks, connection.send)


def _bounded(position: Position, seat: int, tricks: int, budget: float | None) -> ClaimVerdict:
    """:func:`target_verdict` within *budget* seconds, in a child process ended when the time is
    up (the compiled core cannot be interrupted); without ``fork`` or a budget, here."""
    remaining = position.tricks_left
    unproven = ClaimVerdict(seat, tricks, 0, remaining, (), proven=False, exact=False)
    if budget is None or "fork" not in multiprocessing.get_all_start_methods():
        told: list[object] = []
        target_verdict(position, seat, tricks, told.append)
        result = told[-1]
        assert isinstance(result, ClaimVerdict)
        return result
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_run_target, args=(position, seat, tricks, sender), daemon=True)
    deadline = time.monotonic() + budget
    child.start()
    sender.close()
    try:
        if not receiver.poll(max(0.0, deadline - time.monotonic())):
            return unproven
        stands = bool(receiver.recv())
        # the line gets the time left, and at least as long again: the proof is what counts
        if receiver.poll(max(budget, deadline - time.monotonic())):
            verdict = receiver.recv()
            assert isinstance(verdict, ClaimVerdict)
            return verdict
        can_take = tricks if stands else tricks - 1
        return ClaimVerdict(seat, tricks, can_take, remaining, (), (), exact=False)
    except EOFError:  # the child died: nothing was proved
        return unproven
    finally:
        if child.is_alive():
            child.terminate()
        child.join()
        receiver.close()


def claim_opponents(game: Game, seat: int) -> tuple[int, ...]:
    """The seats that answer a claim by *seat*: the opponents who decide for their hands (a dummy's
    hand is answered by its declarer). A human among them is asked to agree or dispute (RULES
    10.9, table mode's Laws 68–71); robots answer with :func:`check_claim`.

    >>> import bridgekit
    >>> game = bridgekit.new_game("bridge", seed=1, dealer="N")
    >>> for call in ("1NT", "P", "P", "P"):
    ...     _ = game.act(call)
    >>> claim_opponents(game, 0), claim_opponents(game, 1)
    ((1, 3), (0,))

    :raises IllegalActionError: outside the play
    """
    from bridgekit.analysis.solver.position import SolverError

    try:
        position = _position(game)
    except SolverError:
        raise IllegalActionError(_("a claim is made during the play")) from None
    claimer_in_side = seat in position.side
    controller = getattr(game, "controller", None)
    declarer, dummy = getattr(game, "declarer", None), getattr(game, "dummy", None)
    if dummy is None and game.variant.name == "booby":
        dummy = 3  # the Booby dummy, played by declarer (RULES 13.3)
    answering: set[int] = set()
    for other in range(len(position.hands)):
        if (other in position.side) == claimer_in_side:
            continue
        if controller is not None:
            answering.add(int(controller(other)))
        elif other == dummy and declarer is not None:
            answering.add(int(declarer))
        else:
            answering.add(other)
    return tuple(sorted(answering))


def _position(game: Game) -> Position:
    """The solver's position of *game* in its play (in table mode, of the game it wraps, whose play
    is the Laws')."""
    game = getattr(game, "game", game)
    return owned_position(game) if isinstance(game, OwnedGame) else position_of(game)


def owned_position(game: OwnedGame) -> Position:
    """The position of a game played as bridge by the hands' owners (minibridge, two- and
    three-player bridge, Konstam) in its play: the side is declarer's.

    :raises SolverError: outside the play
    """
    from bridgekit.analysis.solver.position import SolverError

    play = game._play
    declarer = game._declarer
    if play is None or declarer is None or game.is_over:
        raise SolverError(_("the solver needs a game of {game} in its play").format(game=game.variant.name))
    side = frozenset(s for s in range(4) if game.side_of(s) == game.side_of(declarer))
    next_seat = None if play.next_seat is None else tuple(play.next_seat(s) for s in range(4))
    return play_position(play, side, next_seat=next_seat)
