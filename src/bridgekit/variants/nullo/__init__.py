"""Nullo (RULES 14) and the ordered deal it shares with Slam and Chinese bridge."""

from bridgekit.variants.nullo.game import (
    NULLO,
    Discarded,
    Drew,
    NulloGame,
    NulloView,
    score_deal,
)
from bridgekit.variants.nullo.ordered_deal import OrderedDeal, ordered
from bridgekit.variants.nullo.render import render_nullo

__all__ = [
    "NULLO",
    "Discarded",
    "Drew",
    "NulloGame",
    "NulloView",
    "OrderedDeal",
    "ordered",
    "render_nullo",
    "score_deal",
]
