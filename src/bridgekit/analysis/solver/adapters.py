"""Adapters: from a game's state to a solver :class:`~bridgekit.analysis.solver.Position`.

Each game of the family registers a function that builds the position of a game in
progress (the hands as they are now, the trick in progress, the rules of its contract)::

    from bridgekit.analysis.solver.adapters import register_adapter

    @register_adapter("light_bridge")
    def light_bridge_position(game: LightBridgeGame) -> Position:
        return Position(hands=..., leader=..., side=frozenset(declaring seats),
                        trump=..., must_ruff=contract is misère or exactly-N, ...)

The protocol is :class:`PositionAdapter`: a callable from a game to a position, which raises
:class:`~bridgekit.analysis.solver.SolverError` when the game is not in its play phase. The
objective of the side (at least, at most, exactly) comes from :func:`objective_of`, which a
game may also register. Contract bridge is registered here; every other game registers its adapter in the
``solver`` module of its package (``bridgekit.variants.<game>.solver``).

>>> import bridgekit
>>> game = bridgekit.new_game("bridge", deal=bridgekit.Deal.random(seed=3))
>>> for call in ("1NT", "P", "P", "P"):
...     _ = game.act(call)
>>> pos = position_of(game)
>>> pos.to_play, pos.side == frozenset({0, 2}), objective_of(game)
(1, True, Objective(lo=7, hi=1000))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from bridgekit.analysis.solver.position import Objective, Play, Position, SolverError
from bridgekit.calls import Strain
from bridgekit.cards import CardSet
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.state import Game
from bridgekit.variants import entry_of, resolve
from bridgekit.variants.bridge import BridgeGame

__all__ = [
    "PositionAdapter",
    "register_adapter",
    "register_objective",
    "position_of",
    "objective_of",
    "bridge_position",
    "deal_position",
    "staged_play",
    "staged_position",
    "play_position",
    "trick_of",
]


class PositionAdapter(Protocol):
    """Builds the solver position of a game in its play phase."""

    def __call__(self, game: Any, /) -> Position: ...


_ADAPTERS: dict[str, PositionAdapter] = {}
_OBJECTIVES: dict[str, Callable[[Any], Objective]] = {}
F = TypeVar("F", bound=Callable[..., Any])


def _registrar(table: dict[str, Any], names: tuple[str, ...]) -> Callable[[F], F]:
    def wrap(function: F) -> F:
        for name in names:
            table[name] = function
        return function

    return wrap


def register_adapter(*names: str) -> Callable[[F], F]:
    """Register a position adapter for the variants (or families) named."""
    return _registrar(_ADAPTERS, names)


def register_objective(*names: str) -> Callable[[F], F]:
    """Register the function that gives the side's objective in a game of these variants."""
    return _registrar(_OBJECTIVES, names)


def _lookup(table: dict[str, Any], game: Game) -> Any:
    variant = game.variant
    for key in (variant.name, *variant.aliases, getattr(game, "family", None)):
        if key in table:
            return table[key]
    known = ", ".join(sorted(table)) or "none"
    raise SolverError(f"no solver adapter for {variant.name} (adapters: {known})")


def _load_adapters(game: Game) -> None:
    """Import the module of *game*'s adapter, named by its registration record (the adapters of
    the other games register themselves when imported; no static import, so no circle)."""
    try:
        entry = entry_of(game.variant.name)
    except NotationError:
        return
    if entry.solver is not None:
        resolve(entry.solver)


def position_of(game: Game) -> Position:
    """The solver position of *game* now.

    :raises SolverError: no adapter for the game, or the game is not in its play phase
    """
    _load_adapters(game)
    adapter: PositionAdapter = _lookup(_ADAPTERS, game)
    return adapter(game)


def objective_of(game: Game) -> Objective:
    """What the side of :func:`position_of` needs, by the game's contract."""
    _load_adapters(game)
    function: Callable[[Any], Objective] = _lookup(_OBJECTIVES, game)
    return function(game)


# -- contract bridge ----------------------------------------------------------------------


@register_adapter("bridge")
def bridge_position(game: BridgeGame) -> Position:
    """The position of a game of bridge in its play phase; the side is declarer's."""
    contract, declarer = game.contract, game.declarer
    if contract is None or declarer is None or game.is_over:
        raise SolverError("the solver needs a game of bridge in its play phase")
    trick = tuple(Play(p.seat, p.card.index, p.card.index) for p in game.current_trick)
    leader = trick[0].seat if trick else int(game.to_play or 0)
    won = game.tricks_won[declarer % 2]
    return Position(
        hands=tuple(hand.mask for hand in game.hands),
        leader=leader,
        side=frozenset({int(declarer), (declarer + 2) % 4}),
        trick=trick,
        trump=contract.strain.suit,
        won=won,
    )


@register_objective("bridge")
def bridge_objective(game: BridgeGame) -> Objective:
    contract = game.contract
    if contract is None:
        raise SolverError("no contract: the solver needs a game in its play phase")
    return Objective.at_least(contract.tricks_needed)


def deal_position(deal: Deal | list[CardSet], strain: Strain, declarer: int) -> Position:
    """The opening position of a four-hand deal played in *strain* by *declarer*."""
    hands = deal.hands if isinstance(deal, Deal) else deal
    return Position(
        hands=tuple(h.mask for h in hands),
        leader=(declarer + 1) % 4,
        side=frozenset({declarer, (declarer + 2) % 4}),
        trump=strain.suit,
    )


# -- the staged games (Booby, Nullo, Slam): their adapters live in their packages ----------


def staged_play(game: Any, name: str) -> Any:
    """The :class:`~bridgekit.tricks.TrickPlay` of a staged game in its play, else :class:`SolverError`."""
    play = getattr(game, "_play", None)
    if play is None or game.is_over or game.stage != "play" or game.declarer is None:
        raise SolverError(f"the solver needs a game of {name} in its play phase")
    return play


def trick_of(play: Any) -> tuple[Play, ...]:
    return tuple(
        Play(seat, card.index, card.index) for seat, card in zip(play.seats, play.current, strict=True)
    )


def staged_position(game: Any, name: str, *, dummy: int | None = None, **rules: Any) -> Position:
    """The position of a staged game of *name* in its play: the side is declarer (with his
    *dummy*, if any), the trick in progress and the tricks won so far; *rules* are the game's
    own fields of :class:`Position` (trick size, locked cards …).

    :raises SolverError: if the game is not in its play phase
    """
    play = staged_play(game, name)
    side = frozenset({int(game.declarer)} | ({dummy} if dummy is not None else set()))
    return play_position(play, side, **rules)


def play_position(play: Any, side: frozenset[int], **rules: Any) -> Position:
    """The position of a :class:`~bridgekit.tricks.TrickPlay` in progress for *side*: its hands,
    the trick in progress, its trump and the side's tricks won; *rules* are further fields of
    :class:`Position`."""
    trick = trick_of(play)
    return Position(
        hands=tuple(play.hands),
        leader=trick[0].seat if trick else play.to_play,
        side=side,
        trick=trick,
        trump=play.trump,
        won=sum(play.won[seat] for seat in side),
        **rules,
    )
