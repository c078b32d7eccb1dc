"""The registry of games: one registration record per game, each module imported only when used.

A :class:`GameEntry` names a game, its aliases and forms, and says where to find its
:class:`~bridgekit.state.Variant`, robot, renderer, solver adapter and scorers, as
``"module:attribute"`` paths resolved on demand: ``import bridgekit`` imports no game, and
``new_game("booby")`` imports Booby's module alone.

>>> from bridgekit import new_game
>>> game = new_game("bridge", seed=1)
>>> game.to_act, len(game.legal_actions())
(Seat.NORTH, 36)
>>> GAMES["booby"].robot, "booby" in game_names()
('bridgekit.robots.booby:BoobyRobot', True)
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.seats import Seat, Vulnerability
from bridgekit.state import Game, Variant

__all__ = [
    "GAMES",
    "GameEntry",
    "VARIANTS",
    "get_variant",
    "new_game",
    "register",
    "game_names",
    "playable_variants",
    "resolve",
    "robot_for",
]


def resolve(path: str) -> Any:
    """The object at ``"package.module:attribute"``, importing the module now.

    :raises NotationError: if the path names no module or attribute
    """
    module_name, _, attribute = path.partition(":")
    try:
        module = importlib.import_module(module_name)
        return getattr(module, attribute) if attribute else module
    except (ImportError, AttributeError) as error:
        raise NotationError(f"cannot load {path!r}: {error}") from None


@dataclass(frozen=True)
class GameEntry:
    """One game's registration record: names, and where each of its parts lives.

    :param name: the name :func:`new_game` takes
    :param variant: ``"module:ATTRIBUTE"`` of its :class:`~bridgekit.state.Variant`
    :param aliases: other names accepted
    :param forms: the forms of a family (the ``variant`` option), e.g. ``lb3``
    :param table: ``"module:ATTRIBUTE"`` of its :class:`~bridgekit.variants.table.TableRules`, if it
        has a table mode (RULES 10): the options ``table_mode`` and ``laws`` are added to its own
    :param robot: ``"module:factory"`` of its robot (a callable with no argument)
    :param renderer: ``"module:function"`` drawing its (old) view as text
    :param solver: the module of its solver adapter (``analysis.solver``), if any
    :param scorers: scoring method → ``"module:function"`` scoring a finished deal by it
    """

    name: str
    variant: str
    aliases: tuple[str, ...] = ()
    forms: tuple[str, ...] = ()
    table: str | None = None
    robot: str | None = None
    renderer: str | None = None
    solver: str | None = None
    scorers: Mapping[str, str] = field(default_factory=dict)
    loaded: Variant | None = field(default=None, compare=False, repr=False)

    def load(self) -> Variant:
        """The game's :class:`~bridgekit.state.Variant` (its module imported now, once)."""
        if self.loaded is None:
            object.__setattr__(self, "loaded", self.assemble(resolve(self.variant)))
        assert self.loaded is not None
        return self.loaded

    def assemble(self, variant: Variant) -> Variant:
        """*variant* as this record says: its names, and table mode's options if it has table data."""
        if self.table is not None:
            variant = dataclasses.replace(
                variant,
                options={**variant.options, "table_mode": False, "laws": "2017"},
                choices={**variant.choices, "table_mode": (False, True), "laws": ("2017", "classic")},
                select=functools.partial(_table_or, variant.game),
            )
        if variant.aliases != self.aliases:  # the record is the one source of a game's names
            variant = dataclasses.replace(variant, aliases=self.aliases)
        return variant


#: bridge's ``scoring`` option (RULES 0.7): how a deal (and a session of deals) is scored
BRIDGE_SCORING_METHODS: Final = (
    "duplicate",
    "rubber",
    "bg_rubber",
    "chicago",
    "chicago_duplicate",
    "russian",
    "obligations",
)
_BRIDGE_SCORERS = {
    method: f"bridgekit.variants.bridge.scoring:score_by_{method}" for method in BRIDGE_SCORING_METHODS
}

#: the registration records, by name: the one place that knows every game
GAMES: dict[str, GameEntry] = {
    entry.name: entry
    for entry in (
        GameEntry(
            "bridge",
            "bridgekit.variants.bridge.game:BRIDGE",
            aliases=("contract_bridge", "contract"),
            table="bridgekit.variants.bridge.table:TABLE",
            robot="bridgekit.robots:BridgeRobot",
            solver="bridgekit.analysis.solver.adapters",
            scorers=_BRIDGE_SCORERS,
        ),
        GameEntry(
            "bridge2",
            "bridgekit.variants.bridge2:BRIDGE2",
            aliases=("two_player_bridge", "double_dummy_bridge"),
            robot="bridgekit.robots.two_player:TwoPlayerRobot",
            scorers={"rubber": "bridgekit.variants.bridge2:score_deal"},
        ),
        GameEntry(
            "bridge3",
            "bridgekit.variants.bridge3:BRIDGE3",
            aliases=("three_player_bridge",),
            robot="bridgekit.robots.two_player:TwoPlayerRobot",
            scorers={"rubber": "bridgekit.variants.bridge2:score_deal"},
        ),
        GameEntry(
            "konstam",
            "bridgekit.variants.konstam:KONSTAM",
            aliases=("konstam_bridge",),
            robot="bridgekit.robots.two_player:TwoPlayerRobot",
            scorers={"rubber": "bridgekit.variants.bridge2:score_deal"},
        ),
        GameEntry(
            "light_bridge",
            "bridgekit.variants.light_bridge:LIGHT_BRIDGE",
            aliases=("lightbridge", "light", "legkiy_bridzh"),
            forms=("lb3", "lb4", "lb4_52", "lb4_54", "lb6"),
            robot="bridgekit.robots.light_bridge:LightBridgeRobot",
            renderer="bridgekit.variants.light_bridge.render:render_view",
            solver="bridgekit.analysis.solver.light_bridge",
            scorers={"light_bridge": "bridgekit.scoring.light_bridge:deal_score"},
        ),
        GameEntry(
            "minibridge",
            "bridgekit.variants.minibridge.game:MINIBRIDGE",
            aliases=("mini_bridge", "minibridz"),
            table="bridgekit.variants.minibridge.table:TABLE",
            robot="bridgekit.robots.minibridge:MinibridgeRobot",
            renderer="bridgekit.variants.minibridge.render:render_minibridge",
        ),
        GameEntry(
            "booby",
            "bridgekit.variants.booby:BOOBY",
            robot="bridgekit.robots.booby:BoobyRobot",
            renderer="bridgekit.variants.booby:render_booby",
            solver="bridgekit.analysis.solver.adapters",
            scorers={"booby": "bridgekit.variants.booby:score_deal"},
        ),
        GameEntry(
            "nullo",
            "bridgekit.variants.nullo:NULLO",
            robot="bridgekit.robots.nullo:NulloRobot",
            renderer="bridgekit.variants.nullo.render:render_nullo",
            solver="bridgekit.analysis.solver.adapters",
            scorers={"nullo": "bridgekit.variants.nullo.game:score_deal"},
        ),
        GameEntry(
            "slam",
            "bridgekit.variants.slam:SLAM",
            aliases=("sackson_slam",),
            robot="bridgekit.robots.slam:SlamRobot",
            renderer="bridgekit.variants.slam.render:render_slam",
            solver="bridgekit.analysis.solver.adapters",
            scorers={"slam": "bridgekit.variants.slam.game:score_deal"},
        ),
        GameEntry(
            "chinese_bridge",
            "bridgekit.variants.chinese_bridge:CHINESE_BRIDGE",
            aliases=("chinese",),
            robot="bridgekit.robots.chinese_bridge:ChineseBridgeRobot",
            renderer="bridgekit.variants.chinese_bridge:render_chinese_bridge",
            solver="bridgekit.analysis.solver.chinese_bridge",
            scorers={"rubber": "bridgekit.variants.chinese_bridge:score_deal"},
        ),
    )
}
_ALIASES: dict[str, str] = {alias.lower(): e.name for e in GAMES.values() for alias in (e.name, *e.aliases)}


class _Variants(Mapping[str, Variant]):
    """Every registered game's :class:`Variant` by name; a game's module is imported when it is looked up."""

    def __getitem__(self, name: str) -> Variant:
        return GAMES[name].load()

    def __iter__(self) -> Iterator[str]:
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)

    def __contains__(self, name: object) -> bool:
        return name in GAMES


#: every registered game's variant by name (looked up lazily)
VARIANTS: Mapping[str, Variant] = _Variants()


def register(variant: Variant, **parts: Any) -> Variant:
    """Add an already built *variant* (e.g. a game defined in a test suite) under its name and
    aliases; *parts* are the other fields of its :class:`GameEntry` (``robot=`` …)."""
    entry = GameEntry(variant.name, "", aliases=variant.aliases, forms=tuple(variant.forms), **parts)
    object.__setattr__(entry, "loaded", entry.assemble(variant))
    GAMES[variant.name] = entry
    for alias in (variant.name, *variant.aliases):
        _ALIASES[alias.lower()] = variant.name
    return variant


def entry_of(name: str) -> GameEntry:
    """The registration record of the game called *name* (or an alias, or one of its forms).

    :raises NotationError: for an unknown game
    """
    key = name.strip().lower().replace("-", "_")
    found = _ALIASES.get(key)
    if found is None:
        found = next((e.name for e in GAMES.values() if key in e.forms), None)
    if found is None:
        raise NotationError(f"no game called {name!r} (games: {', '.join(game_names())})")
    return GAMES[found]


def playable_variants() -> list[Variant]:
    """Every playable game: each registered game, or each form of a family (imports them all)."""
    found: list[Variant] = []
    for name in game_names():
        variant = VARIANTS[name]
        found.extend(variant.forms.values() if variant.forms else [variant])
    return found


def game_names() -> list[str]:
    """The names :func:`new_game` accepts (without aliases)."""
    return sorted(GAMES)


def get_variant(name: str) -> Variant:
    """The variant registered under *name* or one of its aliases.

    :raises NotationError: for an unknown game
    """
    key = _ALIASES.get(name.strip().lower().replace("-", "_"))
    if key is None:
        raise NotationError(f"no game called {name!r} (games: {', '.join(game_names())})")
    return VARIANTS[key]


def robot_for(name: str) -> Any:
    """A new robot for the game called *name*, from its registration record.

    :raises NotationError: for an unknown game or a game with no robot
    """
    entry = entry_of(name)
    if entry.robot is None:
        raise NotationError(f"{entry.name} has no robot")
    return resolve(entry.robot)()


def scorer_for(name: str, method: str) -> Callable[..., Any]:
    """The function scoring a finished deal of the game *name* by *method* (its scorers).

    :raises NotationError: for a method the game does not have
    """
    entry = entry_of(name)
    path = entry.scorers.get(method)
    if path is None:
        known = ", ".join(entry.scorers) or "none"
        raise NotationError(f"{entry.name} has no scoring method {method!r} (methods: {known})")
    function: Callable[..., Any] = resolve(path)
    return function


def new_game(
    name: str,
    *,
    deal: Deal | str | None = None,
    seed: int | None = None,
    dealer: Seat | int | str | None = None,
    vulnerability: Vulnerability | str | None = None,
    board: int | None = None,
    **options: Any,
) -> Game:
    """Start a game of the family by name (RULES 0.7) with its options.

    :param deal: the cards (a :class:`Deal` or a PBN deal string); random if omitted
    :param seed: makes the random deal reproducible
    :param board: a duplicate board number, which fixes dealer and vulnerability (RULES 6.1)
    :param options: the game's options; ``variant`` picks a form of a family (``light_bridge``)
    :raises NotationError: for an unknown game, option or option value
    """
    variant = get_variant(name).form(options.pop("variant", None))
    return variant.game_class(options)(
        variant, deal=deal, seed=seed, dealer=dealer, vulnerability=vulnerability, board=board, **options
    )


def _table_or(game: type[Game], options: Mapping[str, Any]) -> type[Game]:
    """The game in table mode (RULES 10) if its ``table_mode`` option is on, else *game* (strict)."""
    if not options["table_mode"]:
        return game
    table: type[Game] = resolve("bridgekit.variants.table:TableMode")
    return table
