"""Light bridge (Лёгкий бридж, RULES 12): five forms for 3, 4 and 6 players.

>>> from bridgekit.variants import new_game
>>> game = new_game("light_bridge", variant="lb3", seed=1)
>>> game.variant.name, len(game.hands), game.to_act
('lb3', 3, 1)
"""

from bridgekit.variants.light_bridge.auction import LightAuction, Outcome
from bridgekit.variants.light_bridge.calls import (
    CONTRA,
    PASS,
    RECONTRA,
    CallKind,
    form_calls,
    light_bid,
    light_call,
)
from bridgekit.variants.light_bridge.forms import FORMS, LIGHT_BRIDGE
from bridgekit.variants.light_bridge.game import LightBridgeGame
from bridgekit.variants.light_bridge.play import JokerPlay, LightPlay
from bridgekit.variants.light_bridge.records import (
    TAKE_TALON,
    Discard,
    Discarded,
    LightBridgeView,
    LightCalled,
    PlayedJoker,
    Stage,
    TakeTalon,
    TalonTaken,
)
from bridgekit.variants.light_bridge.render import render_action, render_hand, render_match, render_view
from bridgekit.variants.light_bridge.series import LightBridgeMatch, deal_text, parse_deal
from bridgekit.variants.light_bridge.view import LightBridgeViewHook

__all__ = [
    "CONTRA",
    "FORMS",
    "LIGHT_BRIDGE",
    "PASS",
    "RECONTRA",
    "TAKE_TALON",
    "CallKind",
    "Discard",
    "Discarded",
    "JokerPlay",
    "LightAuction",
    "LightBridgeGame",
    "LightBridgeMatch",
    "LightBridgeView",
    "LightBridgeViewHook",
    "LightCalled",
    "LightPlay",
    "Outcome",
    "PlayedJoker",
    "Stage",
    "TakeTalon",
    "TalonTaken",
    "deal_text",
    "form_calls",
    "light_bid",
    "light_call",
    "parse_deal",
    "render_action",
    "render_hand",
    "render_match",
    "render_view",
]
