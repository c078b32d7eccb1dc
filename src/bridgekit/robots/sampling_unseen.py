"""Layouts of the hidden hands where the unseen cards are not all in hidden hands (issue 17).

In bridge every card a seat has not seen lies in a hidden hand, so a layout deals all of them
(:mod:`bridgekit.robots.sampling`). In Nullo (RULES 14) the stock and the other player's discards
are never seen; in Slam (RULES 15) cards are still to be dealt; in Chinese bridge (RULES 16) some
lie face down; in Light bridge (RULES 12) a talon may be out of play. There a hidden hand holds
only *some* of the unseen cards: :func:`pool_layouts` draws each hidden hand's cards, as many as
it holds, from the **pool** of cards the viewer has not seen — its own hand, the hands it may
see, the cards played and those it knows are out of play (its own discards) left out — and
never a card of a suit the hand has shown out of. Every card of the pool is equally likely to
be in the hidden hand, which is what the viewer knows (nothing more: it never looks at the
stock or the other's discards).

>>> from bridgekit import CardSet, new_game
>>> from bridgekit.variants.nullo.robot import NulloRobot
>>> game = new_game("nullo", seed=2)
>>> while game.view(game.to_act).stage != "play":
...     _ = game.act(NulloRobot().choose(game.view(game.to_act)).action)
>>> view = game.view(game.to_act)
>>> layouts = pool_layouts(view, count=4, seed=1, out_of_play=view.discarded.mask)
>>> all(CardSet(layout[view.seat]) == view.hand for layout in layouts)
True
>>> other = 1 - view.seat
>>> all(len(CardSet(layout[other])) == view.hand_sizes[other] for layout in layouts)
True
>>> any(layout[other] & (view.hand.mask | view.discarded.mask) for layout in layouts)
False
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar, cast

from bridgekit.cards import CARDS, PACK_52, Card, Suit
from bridgekit.i18n import format_number, ngettext
from bridgekit.robots import Decision, Robot
from bridgekit.robots.sampling import _played, voids
from bridgekit.state import View

if TYPE_CHECKING:
    from bridgekit.analysis.solver.position import Play, Position

__all__ = [
    "LateSampling",
    "Layout",
    "best_on_average",
    "on_average",
    "pool",
    "pool_layouts",
]

A = TypeVar("A", bound=Hashable)

#: deals tried per layout asked for before giving up on it (voids can leave a hand short)
_TRIES = 20


def pool(view: View, *, out_of_play: int = 0, pack: int = PACK_52.mask) -> int:
    """The cards of *pack* the seat of *view* has not seen: not in a hand it sees, not played,
    not among the cards it knows are *out_of_play* (a mask)."""
    seen = _played(view) | out_of_play
    for hand in view.hands:
        if hand is not None:
            seen |= hand.mask
    return pack & ~seen


def pool_layouts(
    view: View,
    *,
    count: int,
    seed: int | None = None,
    out_of_play: int = 0,
    pack: int = PACK_52.mask,
    held: dict[int, int] | None = None,
) -> list[list[int]]:
    """Up to *count* layouts (a mask per seat): the hands the seat sees as they are, each hidden
    hand ``view.hand_sizes[seat]`` cards drawn from :func:`pool` at random, none of a suit it has
    shown out of. The most constrained hidden hand is dealt first, and a layout that leaves a
    hand short is dealt again (fewer than *count* only where the voids rarely fit); the same seed
    and view give the same layouts.

    :param held: hidden seat → cards the viewer has seen go into that hand (a talon shown and
        taken, RULES 12.7); those of them not yet played stay in it
    """
    rng = random.Random(seed)
    cards = pool(view, out_of_play=out_of_play, pack=pack)
    no_suit = voids(view)
    known = [hand.mask if hand is not None else None for hand in view.hands]
    hidden = [seat for seat, mask in enumerate(known) if mask is None]
    given = {seat: mask & ~_played(view) for seat, mask in (held or {}).items() if seat in hidden}

    def room(seat: int) -> int:
        return (cards & ~no_suit[seat]).bit_count() - view.hand_sizes[seat]

    hidden.sort(key=room)
    layouts: list[list[int]] = []
    for _try in range(_TRIES * count):
        if len(layouts) == count:
            break
        left = cards
        layout = [mask or 0 for mask in known]
        for mask in given.values():
            left &= ~mask
        for seat in hidden:
            own = given.get(seat, 0)
            if own.bit_count() > view.hand_sizes[seat]:  # some of them were discarded
                own = sum(rng.sample([1 << i for i in range(64) if own >> i & 1], view.hand_sizes[seat]))
            allowed = [1 << i for i in range(64) if (left & ~no_suit[seat]) >> i & 1]
            size = max(0, min(view.hand_sizes[seat] - own.bit_count(), len(allowed)))
            chosen = sum(rng.sample(allowed, size))
            layout[seat] = chosen | own
            left &= ~chosen
        # a hand left short (the cards its voids allow went to another hand first): deal again
        if all((layout[seat] & ~_played(view)).bit_count() == view.hand_sizes[seat] for seat in hidden):
            layouts.append(layout)
    return layouts


def _card_of(play: Play) -> Card:
    return CARDS[play.as_card]


def best_on_average(
    legal: Sequence[A],
    positions: Iterable[Position],
    *,
    preferred: A,
    fewest: bool = False,
    action_of: Callable[[Play], A] | None = None,
    values: Callable[[Position], dict[Play, int]] | None = None,
    budget: float | None = None,
) -> tuple[A, float, int]:
    """The legal action best on average over *positions* (the layouts of one decision, solved by
    the generic solver), the side's average count with it, and the number of positions.

    Each position is solved after each legal play (:func:`bridgekit.analysis.solver.play_values`,
    or *values*); the side (``position.side``) wants the highest count — the lowest with
    *fewest* (a nullo, a misère) — and the others the reverse. Among equally good actions
    *preferred* (the rules of thumb's choice) if it is one, else the first of *legal*.

    :param action_of: the action of a solver play (a card by default; a joker's play in Light
        bridge names its card)
    :param budget: seconds after which no further position is solved (the ones solved decide)
    """
    from bridgekit.analysis.solver import play_values

    name = action_of if action_of is not None else cast("Callable[[Play], A]", _card_of)
    solve = values if values is not None else (lambda position: play_values(position, fewest=fewest))
    totals = dict.fromkeys(legal, 0)
    count = 0
    sign = 1
    stop = None if budget is None else time.monotonic() + budget
    for position in positions:
        if stop is not None and count and time.monotonic() > stop:
            break
        count += 1
        # the side maximises its count in a trick contract, minimises it in a nullo; the others the reverse
        sign = (1 if position.to_play in position.side else -1) * (-1 if fewest else 1)
        solved = {name(play): value for play, value in solve(position).items()}
        for action in legal:
            totals[action] += solved.get(action, 0)
    best = max(sign * totals[action] for action in legal)
    candidates = [action for action in legal if sign * totals[action] == best]
    chosen = preferred if preferred in candidates else candidates[0]
    return chosen, totals[chosen] / max(1, count), count


def on_average(card: Card, average: float, count: int) -> str:
    """Why *card*: declarer's side's *average* tricks with it over *count* layouts."""
    return ngettext(
        "{card}: {tricks} tricks on average for declarer's side over {count} layout",
        "{card}: {tricks} tricks on average for declarer's side over {count} layouts",
        count,
    ).format(card=card, tricks=format_number(average, digits=1), count=count)


@dataclass(frozen=True, slots=True)
class Layout:
    """One layout of the cards a seat has not seen, as the generic solver takes it: the playable
    cards of each seat, the cards each holds but may not play yet (a reserve, face-down cards) and
    the cards a played card frees (see :class:`bridgekit.analysis.solver.position.Position`)."""

    hands: Sequence[int]
    locked: Sequence[int] = ()
    unlocks: Mapping[int, int] = field(default_factory=dict)


class _StagedView(Protocol):
    """A view that names the stage of its game (``"play"`` for the card play)."""

    @property
    def stage(self) -> str: ...


V = TypeVar("V", bound=View)


class LateSampling(Generic[V]):
    """A robot that samples the last tricks of a two-player game: *samples* layouts a card
    (``SAMPLES`` by default) seeded by *seed*, once at most *tricks_left* tricks remain
    (``TRICKS_LEFT`` by default), no layout solved after *budget* seconds.

    Put before the game's robot (``class SamplingX(LateSampling[XView], XRobot)``): its
    :meth:`choose` takes the game robot's decision and, in the play stage of its ``VIEW``, gives
    it to the game's :meth:`sample`, which names the rules and layouts for :meth:`sampled_card`.

    :param samples: layouts solved per card
    :param seed: the same seed and view give the same card
    :param tricks_left: sample once at most this many tricks are left
    :param budget: seconds after which no further layout is solved (the ones solved decide)
    """

    TRICKS_LEFT = 7
    SAMPLES = 8
    #: the game's view; a view of another type is left to the game's robot
    VIEW: type[V]

    def __init__(
        self,
        *,
        samples: int | None = None,
        seed: int = 0,
        tricks_left: int | None = None,
        budget: float = 1.5,
    ) -> None:
        self.samples = self.SAMPLES if samples is None else samples
        self.seed, self.budget = seed, budget
        self.tricks_left = self.TRICKS_LEFT if tricks_left is None else tricks_left

    def choose(self, view: View) -> Decision:
        """The game robot's decision, or in the card play :meth:`sample`'s."""
        decision = cast("Robot", super()).choose(view)
        if isinstance(view, self.VIEW) and cast("_StagedView", view).stage == "play":
            return self.sample(view, decision)
        return decision

    def sample(self, view: V, decision: Decision) -> Decision:
        """*decision* or a card by sampling (:meth:`sampled_card`); given by each game."""
        raise NotImplementedError

    def sampled_card(
        self,
        view: View,
        decision: Decision,
        *,
        tricks: int,
        layouts: Callable[[int, int], Iterable[Layout]],
        trump: Suit | None,
        trick_size: int | tuple[int, ...],
        fewest: bool = False,
        stops_early: bool = False,
    ) -> Decision:
        """*decision* (the rules of thumb's card), or — once at most :attr:`tricks_left` of the
        deal's *tricks* are left and the seat has a choice of cards — the card best on average
        over the *layouts* (:func:`best_on_average`), explained by declarer's side's average count.

        The games whose full solve from the first trick is too slow for a decision (Chinese bridge,
        Slam) sample late in the play; Nullo samples from the first trick (``TRICKS_LEFT`` 13).
        No layout is solved after *budget* seconds (the ones solved decide), so a loaded machine
        delays a decision by one layout's solve at most.

        :param layouts: *count* layouts drawn with *seed* (the seed of this decision)
        :param stops_early: the play stops with cards left, after *tricks* tricks (Chinese bridge)
        """
        from bridgekit.analysis.solver.position import Play, Position
        from bridgekit.robots.pimc import decision_seed

        left = tricks - len(view.tricks)
        legal = sorted(
            (action for action in view.legal_actions if isinstance(action, Card)),
            key=lambda card: (card.rank or 0, card.index),
        )
        to_play, declarer = view.to_play, view.declarer
        if left > self.tricks_left or not isinstance(decision.action, Card) or len(legal) < 2:
            return decision
        assert to_play is not None and declarer is not None
        current = tuple(Play(p.seat, p.card.index, p.card.index) for p in view.current_trick)
        side = frozenset({declarer})  # declarer alone: the two-player games
        won = sum(1 for trick in view.tricks if trick.winner in side)
        positions = (
            Position(
                hands=tuple(layout.hands),
                leader=current[0].seat if current else to_play,
                side=side,
                trick=current,
                trump=trump,
                trick_size=trick_size,
                won=won,
                locked=tuple(layout.locked),
                unlocks=layout.unlocks,
                tricks_to_play=left if stops_early else None,
            )
            for layout in layouts(self.samples, decision_seed(self.seed, view))
        )
        card, average, count = best_on_average(
            legal, positions, preferred=decision.action, fewest=fewest, budget=self.budget
        )
        return decision if count == 0 else Decision(card, on_average(card, average, count))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(samples={self.samples}, seed={self.seed})"
