"""Nullo (RULES 14) and the ordered deal it shares with Slam and Chinese bridge."""

from bridgekit.variants.nullo.game import NULLO, Discarded, Drew, NulloGame, NulloView, render_nullo
from bridgekit.variants.nullo.ordered_deal import OrderedDeal, ordered

__all__ = ["NULLO", "Discarded", "Drew", "NulloGame", "NulloView", "OrderedDeal", "ordered", "render_nullo"]
