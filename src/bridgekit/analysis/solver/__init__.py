"""The generic double-dummy solver: any pack, 2–8 seats, any trick shape, misère and
exactly-N objectives, must-ruff, jokers, locked reserves, a play that stops with cards left.

It searches an abstract :class:`Position` (see :mod:`.position`); adapters build one from a
game's state (:mod:`.adapters`). A compiled core (``_core``, built by ``setup.py`` with the
C compiler) searches positions without jokers or varying trick sizes (face-down cards and a
trick limit included); the pure-Python search serves the rest, and everything when the core
is not built.

>>> from bridgekit.cards import CardSet, Suit
>>> hands = [CardSet.from_str(t).mask for t in ("AK.2..", "QJ.3..", "T9.4..", "87.5..")]
>>> pos = Position(hands=hands, leader=0, side=frozenset({0, 2}), trump=None)
>>> tricks(pos), tricks(pos, fewest=True), can_make(pos, Objective.exactly(2))
(2, 2, True)
"""

from __future__ import annotations

from typing import Any

from bridgekit.analysis.solver._search import Search
from bridgekit.analysis.solver.position import ALL_52, Objective, Play, Position, SolverError, side_flags
from bridgekit.cards import SUIT_MASK

__all__ = [
    "Position",
    "Play",
    "Objective",
    "SolverError",
    "Solver",
    "tricks",
    "can_make",
    "play_values",
    "best_plays",
    "legal_plays",
    "apply",
    "native_available",
]

try:  # the compiled core is optional
    from bridgekit.analysis.solver import _core  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - depends on the build
    _core = None


def native_available() -> bool:
    """Whether the compiled core was built (``pip install`` with a C compiler)."""
    return _core is not None


class Solver:
    """A solver that keeps its transposition table between calls (reuse it for one deal).

    :param native: use the compiled core where it applies (default: when it is built)
    :param table_bits: the compiled core's table has ``2 ** table_bits`` entries
    """

    def __init__(self, *, native: bool | None = None, table_bits: int = 20) -> None:
        self.native = native_available() if native is None else native and native_available()
        self._core: Any = _core.Solver(table_bits) if self.native and _core is not None else None

    def _can_use_core(self, position: Position) -> bool:
        return (
            self._core is not None
            and not position.has_jokers
            and not isinstance(position.trick_size, tuple)
            and all(0 <= card < 52 for card in position.unlocks)
        )

    def _core_args(self, position: Position, pusher: int) -> tuple[Any, ...]:
        return (
            position.hands,
            position.order,
            side_flags(position),
            position.to_play,
            tuple(p.seat for p in position.trick),
            tuple(p.as_card for p in position.trick),
            position.trick_sizes[0] if position.trick_sizes else position.seat_count,
            -1 if position.trump is None else int(position.trump),
            int(position.must_ruff),
            pusher,
            position.locked,
            tuple(position.unlocks.get(card, 0) for card in range(52)),
            -1 if position.tricks_to_play is None else position.tricks_to_play,
        )

    def tricks(self, position: Position, *, fewest: bool = False, guess: int | None = None) -> int:
        """The side's final trick count with double-dummy play (won tricks included).

        :param fewest: the side wants as few tricks as possible (misère), the others as many
        :param guess: a guess of the answer (speeds up the search if close)
        """
        if position.tricks_left == 0:
            return position.won
        pusher = 1 if fewest else 0
        guess_future = None if guess is None else guess - position.won
        if self._can_use_core(position):
            args = self._core_args(position, pusher)
            value = int(self._core.value(*args, -1 if guess_future is None else guess_future))
        else:
            value = Search(position, pusher).value(guess_future)
        return position.won + value

    def can_make(self, position: Position, objective: Objective) -> bool:
        """Whether the side can end with a trick count inside *objective*, whatever the others do."""
        lo, hi = objective.lo - position.won, objective.hi - position.won
        if position.tricks_left == 0:
            return lo <= 0 <= hi
        if self._can_use_core(position):
            return bool(self._core.achieve(*self._core_args(position, 0), lo, hi))
        return Search(position, 0).achieve(lo, hi)

    def play_values(self, position: Position, *, fewest: bool = False) -> dict[Play, int]:
        """The side's final trick count after each legal play of the seat to play."""
        values: dict[Play, int] = {}
        guess = None
        for play in legal_plays(position):
            values[play] = guess = self.tricks(apply(position, play), fewest=fewest, guess=guess)
        return values

    def best_plays(self, position: Position, objective: Objective | None = None) -> list[Play]:
        """The legal plays that keep the best result for the seat to play.

        Without *objective*, the side wants most tricks and the others fewest; with one, the
        plays that keep the side's chance of reaching it (the others': of stopping it). If no
        play keeps it, every legal play is returned.
        """
        plays = legal_plays(position)
        own = position.to_play in position.side
        if objective is None:
            values = self.play_values(position)
            best = max(values.values()) if own else min(values.values())
            return [p for p, v in values.items() if v == best]
        good = [p for p in plays if self.can_make(apply(position, p), objective) == own]
        return good or plays


_DEFAULT: Solver | None = None


def _default() -> Solver:
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = Solver()
    return _DEFAULT


def tricks(position: Position, *, fewest: bool = False) -> int:
    """The side's final trick count with double-dummy play (see :meth:`Solver.tricks`)."""
    return _default().tricks(position, fewest=fewest)


def can_make(position: Position, objective: Objective) -> bool:
    """Whether the side can reach *objective* (see :meth:`Solver.can_make`)."""
    return _default().can_make(position, objective)


def play_values(position: Position, *, fewest: bool = False) -> dict[Play, int]:
    """The side's final count after each legal play (see :meth:`Solver.play_values`)."""
    return _default().play_values(position, fewest=fewest)


def best_plays(position: Position, objective: Objective | None = None) -> list[Play]:
    """The plays that keep the best result (see :meth:`Solver.best_plays`)."""
    return _default().best_plays(position, objective)


# -- the rules, one play at a time (for robots, adapters and brute force) -------------------


def legal_plays(position: Position) -> list[Play]:
    """Every legal play of the seat to play; a joker appears once per card it may be named as.

    >>> from bridgekit.cards import CardSet
    >>> pos = Position(hands=[CardSet.from_str(t).mask for t in ("A.K..", "2.3..")], leader=0,
    ...                side=frozenset({0}))
    >>> [str(bridgekit_card(p.card)) for p in legal_plays(pos)]
    ['HK', 'SA']
    """
    if position.tricks_to_play == 0:
        return []  # the play is over, whatever cards are left
    seat = position.to_play
    hand = position.hands[seat]
    real = hand & ALL_52
    jokers = [j for j in (52, 53) if hand >> j & 1]
    names = 0
    trump_mask = SUIT_MASK[position.trump] if position.trump is not None else 0
    in_trick = 0
    for p in position.trick:
        in_trick |= 1 << p.as_card
    if not position.trick:
        cards = real
        if not real:
            names = ALL_52 & ~position.gone_mask or ALL_52
    else:
        led_suit = position.trick[0].as_card // 13
        cards = real & (SUIT_MASK[led_suit] if led_suit < 4 else 0)
        if not cards:
            if position.must_ruff and real & trump_mask:
                cards, names = real & trump_mask, trump_mask
            else:
                cards, names = real, ALL_52
            # when every card has been played or named, any card not in the trick (as the engine)
            names = (names & ~position.gone_mask & ~in_trick) or (names & ~in_trick)
    plays = [Play(seat, c, c) for c in range(52) if cards >> c & 1]
    for joker in jokers:
        plays.extend(Play(seat, joker, n) for n in range(52) if names >> n & 1)
    return plays


def apply(position: Position, play: Play) -> Position:
    """The position after *play* (completing the trick if it is the last card).

    :raises SolverError: if the play is not legal
    """
    if play not in legal_plays(position):
        raise SolverError(f"illegal play {bridgekit_card(play.card)} by seat {play.seat}")
    hands = list(position.hands)
    hands[play.seat] &= ~(1 << play.card)
    trick = (*position.trick, play)
    gone = None if not position.has_jokers else position.gone_mask | 1 << play.as_card
    sizes = position.trick_sizes
    trick_size: int | tuple[int, ...] | None = position.trick_size
    if len(trick) < sizes[0]:
        return _replace(position, hands=tuple(hands), trick=trick, gone=gone)
    winner = _winner(trick, position)
    locked = list(position.locked)
    for p in trick:
        freed = position.unlocks.get(p.card, 0) & locked[p.seat]
        locked[p.seat] &= ~freed
        hands[p.seat] |= freed
    for seat in range(len(hands)):
        if not hands[seat] and locked[seat]:
            hands[seat], locked[seat] = locked[seat], 0
    if isinstance(trick_size, tuple):
        trick_size = trick_size[1:]
    limit = position.tricks_to_play
    won = position.won + (1 if winner in position.side else 0)
    return _replace(
        position,
        hands=tuple(hands),
        trick=(),
        leader=winner,
        locked=tuple(locked),
        trick_size=trick_size,
        won=won,
        gone=gone,
        tricks_to_play=None if limit is None else limit - 1,
    )


def _winner(trick: tuple[Play, ...], position: Position) -> int:
    led = trick[0].as_card // 13
    trump = -1 if position.trump is None else int(position.trump)
    best, best_key = trick[0].seat, -1
    for p in trick:
        if p.as_card >= 52:
            continue
        suit = p.as_card // 13
        key = 100 + p.as_card if suit == trump else (p.as_card if suit == led else -1)
        if key > best_key:
            best, best_key = p.seat, key
    return best


def _replace(position: Position, **changes: Any) -> Position:
    fields = {
        name: getattr(position, name)
        for name in (
            "hands",
            "leader",
            "side",
            "trick",
            "trump",
            "next_seat",
            "trick_size",
            "must_ruff",
            "won",
            "locked",
            "unlocks",
            "gone",
            "tricks_to_play",
        )
    }
    fields.update(changes)
    return Position(**fields)


def bridgekit_card(index: int) -> Any:
    """The :class:`~bridgekit.cards.Card` of an index."""
    from bridgekit.cards import CARDS

    return CARDS[index]
