"""The five forms of Light bridge as data (RULES 12.1): players, sides, pack, hands, talon.

>>> LIGHT_BRIDGE.form("lb3").seat_names, LIGHT_BRIDGE.form("lb4_54").pack
(('1', '2', '3'), Pack(54))
>>> sorted(LIGHT_BRIDGE.forms)
['lb3', 'lb4', 'lb4_52', 'lb4_54', 'lb6']
"""

from __future__ import annotations

from typing import Final

from bridgekit.cards import PACK_36, PACK_52, PACK_54, Pack
from bridgekit.i18n import N_
from bridgekit.state import Variant
from bridgekit.variants.light_bridge.game import LightBridgeGame
from bridgekit.variants.light_bridge.scoring import LEVEL_TABLES
from bridgekit.variants.light_bridge.view import LightBridgeViewHook

__all__ = ["LightBridgeViewHook", "LIGHT_BRIDGE", "FORMS", "FORM_TITLES"]

#: RULES 12.1: the title, pack and cards per hand of each form
FORM_TITLES: Final = {
    "lb3": (N_("Light bridge, 3 players, 36 cards"), PACK_36, 12),
    "lb4": (N_("Light bridge, 4 players (2 v 2), 36 cards"), PACK_36, 9),
    "lb4_52": (N_("Light bridge, 4 players (2 v 2), 52 cards"), PACK_52, 13),
    "lb4_54": (N_("Light bridge, 4 players (2 v 2), 54 cards with a talon"), PACK_54, 13),
    "lb6": (N_("Light bridge, 6 players (3 v 3), 54 cards"), PACK_54, 9),
}


def _form(name: str, title: str, pack: Pack, hand_size: int) -> Variant:
    players = LEVEL_TABLES[name].players
    options: dict[str, object] = {"deals": 2 * players}
    choices: dict[str, tuple[object, ...]] = {}
    if pack.size > players * hand_size:
        options["talon_open"] = False
        choices["talon_open"] = (False, True)
    return Variant(
        name=name,
        title=title,
        game=LightBridgeGame,
        pack=pack,
        seat_names=tuple(str(seat + 1) for seat in range(players)),
        hand_size=hand_size,
        options=options,
        choices=choices,
        rules="RULES 12",
        family="light_bridge",
    )


FORMS: Final = {name: _form(name, *data) for name, data in FORM_TITLES.items()}

LIGHT_BRIDGE: Final = Variant(
    name="light_bridge",
    title=N_("Light bridge"),
    game=LightBridgeGame,
    pack=PACK_36,
    seat_names=FORMS["lb4"].seat_names,
    hand_size=9,
    options=FORMS["lb4"].options,
    rules="RULES 12",
    forms=FORMS,
    default_form="lb4",
)
