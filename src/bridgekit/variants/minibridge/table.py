"""Minibridge in table mode (RULES 10, 11): its data for :mod:`bridgekit.laws.table_mode`.

``new_game("minibridge", table_mode=True, laws="2017")`` (or ``laws="classic"``) follows a deal of
minibridge as it happens at a real or a teaching table. Minibridge has no auction: the
announcements, the slip, the declarer named and dummy's lengths are fixed by the hands and the
contract is chosen by declarer, so the game checks these steps as strictly as outside table mode
(a wrong or out-of-turn step is refused with its rule). What RULES 10.1 brings to minibridge is the
play and its irregularities, the director, the reviews and dummy's rights (RULES 10.10) and a
redeal before the first announcement (RULES 1.3), as in contract bridge.

>>> from bridgekit import new_game
>>> from bridgekit.seats import Seat
>>> deal = "N:T962.4.AT95.AT87 AJ4.AQJT7.K86.54 Q.K53.QJ43.J9632 K8753.9862.72.KQ"
>>> game = new_game("minibridge", table_mode=True, deal=deal)
>>> for action in ["pass", "I open", "slip 8", "I play", "lengths 5-4-2-2", "1H", "N S2"]:
...     _ = game.act(action)
>>> game.to_act, [str(a) for a in game.legal_actions()]
(Seat.EAST, ['E accept', 'E become-dummy', 'E refuse'])
>>> _ = game.act("refuse"); game.penalty_cards(Seat.NORTH)
{Card.from_str('S2'): <PenaltyKind.MAJOR: 'major'>}
>>> print(game.log[-1])
E: S2 is a major penalty card; S leads (Law 54D)
"""

from bridgekit.i18n import N_
from bridgekit.laws.table_rules import TableRules
from bridgekit.variants.minibridge.records import (
    Announced,
    Chosen,
    LengthsShown,
    Named,
    Slipped,
    parse_record,
)

__all__ = ["TABLE"]

#: the steps of RULES 11.2-11.4, checked by the game; the slip and dummy's lengths are private
TABLE = TableRules(
    steps=(Announced, Slipped, Named, LengthsShown, Chosen),
    public=(Announced, Named, Chosen),
    calls=False,
    read=parse_record,
    before_play=N_("the contract is not chosen yet (RULES 11.4)"),
    redeal=N_("a redeal comes before the first announcement (RULES 1.3)"),
)
