"""The registry of games: one registration record per game, each game imported only when used.

Each game of the family is a package ``bridgekit.variants.<game>`` whose ``__init__`` holds
nothing but its :class:`GameEntry`, the value ``REGISTRATION``: its names, and where its
:class:`~bridgekit.state.Variant`, robot, renderer, solver adapter and scorers are, as
``"module:attribute"`` paths relative to the package (``".robot:BoobyRobot"``). The registry
finds every package by itself and resolves a path only when it is used: ``import bridgekit``
imports no game's engine, and ``new_game("booby")`` imports Booby's modules alone.

>>> from bridgekit import new_game
>>> game = new_game("bridge", seed=1)
>>> game.to_act, len(game.legal_actions())
(Seat.NORTH, 36)
>>> GAMES["booby"].robot, "booby" in game_names()
('bridgekit.variants.booby.robot:SamplingBoobyRobot', True)
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import importlib.util
import pkgutil
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.i18n import _
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
    module_name, _sep, attribute = path.partition(":")
    try:
        module = importlib.import_module(module_name)
        return getattr(module, attribute) if attribute else module
    except (ImportError, AttributeError) as error:
        raise NotationError(_("cannot load {path}: {error}").format(path=repr(path), error=error)) from None


@dataclass(frozen=True)
class GameEntry:
    """One game's registration record: names, and where each of its parts lives.

    Paths are ``"module:attribute"``; in a game package's record a module starting with ``.``
    is inside the package (``".game:BOOBY"``), as in a relative import.

    A record in a game package may leave out what stands where the package layout puts it: the
    variant is then ``.game:<NAME>`` (the name in capitals), the renderer ``.render:render_<name>``
    and the solver adapter ``.solver``, each if that module exists.

    :param name: the name :func:`new_game` takes
    :param variant: ``"module:ATTRIBUTE"`` of its :class:`~bridgekit.state.Variant`
    :param aliases: other names accepted
    :param forms: the forms of a family (the ``variant`` option), e.g. ``lb3``
    :param table: ``"module:ATTRIBUTE"`` of its :class:`~bridgekit.laws.table_rules.TableRules`, if it
        has a table mode (RULES 10): the options ``table_mode`` and ``laws`` are added to its own
    :param robot: ``"module:factory"`` of its robot (a callable with no argument)
    :param renderer: ``"module:function"`` drawing its (old) view as text
    :param solver: the module of its solver adapter (``analysis.solver``), if any
    :param scorers: scoring method → ``"module:function"`` scoring a finished deal by it
    """

    name: str
    variant: str = ""
    aliases: tuple[str, ...] = ()
    forms: tuple[str, ...] = ()
    table: str | None = None
    robot: str | None = None
    renderer: str | None = None
    solver: str | None = None
    scorers: Mapping[str, str] = field(default_factory=dict)
    loaded: Variant | None = field(default=None, compare=False, repr=False)

    def anchored(self, package: str) -> GameEntry:
        """This record with its relative paths made absolute in *package*: ``".robot:R"`` is
        ``R`` of the module ``robot`` inside it, ``":R"`` an attribute of *package* itself."""

        def absolute(path: str) -> str:
            return package + path if path.startswith((".", ":")) else path

        def maybe(path: str | None, module: str = "", attribute: str = "") -> str | None:
            if path is None and module and _has_module(package + module):
                path = module + attribute  # the package's layout says where it is
            return None if path is None else absolute(path)

        return dataclasses.replace(
            self,
            variant=absolute(self.variant or f".game:{self.name.upper()}"),
            table=maybe(self.table),
            robot=maybe(self.robot),
            renderer=maybe(self.renderer, ".render", f":render_{self.name}"),
            solver=maybe(self.solver, ".solver"),
            scorers={method: absolute(path) for method, path in self.scorers.items()},
        )

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


def _has_module(name: str) -> bool:
    """Whether the module *name* exists (found without importing it; its package is imported)."""
    try:
        return importlib.util.find_spec(name) is not None
    except ImportError:  # the "package" is a module: it has no submodules
        return False


def _package_records() -> Iterator[GameEntry]:
    """The ``REGISTRATION`` of every game package under ``bridgekit.variants`` (their
    ``__init__`` modules hold the record and import no game)."""
    for found in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if found.ispkg:
            package = importlib.import_module(f"{__name__}.{found.name}")
            record = getattr(package, "REGISTRATION", None)
            if isinstance(record, GameEntry):
                yield record.anchored(package.__name__)


#: the registration records, by name: the one place that knows every game
GAMES: dict[str, GameEntry] = {entry.name: entry for entry in _package_records()}
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


def register(entry: GameEntry, *, package: str | None = None) -> GameEntry:
    """Add the registration record of a game that lives outside ``bridgekit.variants`` (e.g. a
    game defined in a test suite); *package* is the module its relative paths start from.

    :returns: the record as registered (its paths absolute)
    """
    if package is not None:
        entry = entry.anchored(package)
    GAMES[entry.name] = entry
    for alias in (entry.name, *entry.aliases):
        _ALIASES[alias.lower()] = entry.name
    return entry


def entry_of(name: str) -> GameEntry:
    """The registration record of the game called *name* (or an alias, or one of its forms).

    :raises NotationError: for an unknown game
    """
    key = name.strip().lower().replace("-", "_")
    found = _ALIASES.get(key)
    if found is None:
        found = next((e.name for e in GAMES.values() if key in e.forms), None)
    return GAMES[_known(name, found)]


def _known(name: str, found: str | None) -> str:
    """*found*, the registered name of the game called *name*.

    :raises NotationError: if none was found, naming the games there are
    """
    if found is None:
        raise NotationError(
            _("no game called {name} (games: {game_names})").format(
                name=repr(name), game_names=", ".join(game_names())
            )
        )
    return found


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
    return VARIANTS[_known(name, _ALIASES.get(name.strip().lower().replace("-", "_")))]


def robot_for(name: str) -> Any:
    """A new robot for the game called *name*, from its registration record.

    :raises NotationError: for an unknown game or a game with no robot
    """
    entry = entry_of(name)
    if entry.robot is None:
        raise NotationError(_("{name} has no robot").format(name=entry.name))
    return resolve(entry.robot)()


def scorer_for(name: str, method: str) -> Callable[..., Any]:
    """The function scoring a finished deal of the game *name* by *method* (its scorers).

    :raises NotationError: for a method the game does not have
    """
    entry = entry_of(name)
    path = entry.scorers.get(method)
    if path is None:
        known = ", ".join(entry.scorers) or "none"
        raise NotationError(
            _("{name} has no scoring method {method} (methods: {known})").format(
                name=entry.name, method=repr(method), known=known
            )
        )
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
    table: type[Game] = resolve("bridgekit.laws.table_mode:TableMode")
    return table
