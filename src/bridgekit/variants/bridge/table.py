"""Contract bridge in table mode (RULES 10): its data for :mod:`bridgekit.laws.table_mode`.

``new_game("bridge", table_mode=True, laws="2017")`` (or ``laws="classic"``) follows a deal as it
happens at a real table; the calls go through the Laws on the auction (insufficient bids, calls out
of rotation, passes owed, Law 26B lead restrictions, cards exposed during the auction).

>>> from bridgekit import new_game
>>> deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
>>> game = new_game("bridge", table_mode=True, deal=deal)
>>> for action in ["N 1S", "E 1H"]:
...     _ = game.act(action)
>>> game.to_act, [str(a) for a in game.legal_actions()]
(Seat.SOUTH, ['S accept', 'S refuse'])
>>> for action in ["refuse", "2C", "P"]:
...     _ = game.act(action)
>>> game.to_act, game.legal_actions()
(Seat.WEST, [Call.from_str('P')])
>>> print(game.log[-1])
E: 1H replaced by 2C: W must pass for the rest of the auction (Law 27B2, 26B)
"""

from bridgekit.laws.table_rules import TableRules
from bridgekit.state import Called

__all__ = ["TABLE"]

#: bridge's calls go through the Laws; a review of the auction shows the calls that stand
TABLE = TableRules(steps=(Called,), public=(Called,))
