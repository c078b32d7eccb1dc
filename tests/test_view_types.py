"""Every game's view is typed: no field of a ``View`` dataclass is annotated ``Any`` (issue 13,
"one typed View ... no Any").

The registry's games are played a few steps and the type of each seat view is walked with its
bases, together with every subclass of :class:`~bridgekit.state.View` the games define; each
field's annotation is resolved with :func:`typing.get_type_hints` and searched for ``Any``,
inside unions and generic arguments too.
"""

from __future__ import annotations

import dataclasses
import random
import typing

import pytest

from bridgekit.state import View
from bridgekit.variants import playable_variants


def _games_view_types() -> set[type]:
    """The view type of every registered game (after a few random actions: a game may change it)."""
    found: set[type] = set()
    for variant in playable_variants():
        game = variant.game(variant, seed=3)
        rng = random.Random(3)
        for _step in range(8):
            found.add(type(game.view(0)))
            if game.is_over:
                break
            game.act(rng.choice(game.legal_actions()))
    return found


def _view_classes() -> list[type]:
    classes: set[type] = set()
    for view_type in _games_view_types():
        classes.update(cls for cls in view_type.__mro__ if issubclass(cls, View))
    pending = [View]
    while pending:
        cls = pending.pop()
        classes.add(cls)
        pending.extend(cls.__subclasses__())
    return sorted(classes, key=lambda cls: f"{cls.__module__}.{cls.__qualname__}")


def _mentions_any(annotation: object) -> bool:
    if annotation is typing.Any:
        return True
    return any(_mentions_any(argument) for argument in typing.get_args(annotation))


VIEW_CLASSES = _view_classes()


def test_the_games_views_are_walked() -> None:
    names = {cls.__name__ for cls in VIEW_CLASSES}
    assert {"View", "StagedView", "SlamView", "LightBridgeView", "BoobyView", "NulloView"} <= names


@pytest.mark.parametrize("view_class", VIEW_CLASSES, ids=lambda cls: cls.__qualname__)
def test_no_view_field_is_any(view_class: type) -> None:
    hints = typing.get_type_hints(view_class)
    widened = [field.name for field in dataclasses.fields(view_class) if _mentions_any(hints[field.name])]
    assert widened == [], f"{view_class.__qualname__} types {widened} as Any"


def test_the_check_sees_any() -> None:
    assert _mentions_any(tuple[typing.Any, ...]) and _mentions_any(typing.Mapping[str, typing.Any] | None)
    assert not _mentions_any(tuple[int | str, ...])
