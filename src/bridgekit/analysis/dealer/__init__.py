"""Dealing with constraints: a small constraint language and a vectorised (numpy) dealer.

>>> from bridgekit.analysis.dealer import Dealer
>>> [len(h) for h in Dealer("spades(N) >= 6", seed=5).deals(1)[0].hands]
[13, 13, 13, 13]
"""

from bridgekit.analysis.dealer.generate import Dealer, ImpossibleConstraintError, deal_many, parse_predeal
from bridgekit.analysis.dealer.language import parse

__all__ = ["Dealer", "ImpossibleConstraintError", "deal_many", "parse", "parse_predeal"]
