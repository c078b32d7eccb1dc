"""The scorers of contract bridge: one deal scored by each ``scoring`` method (RULES 0.7, 2–8).

``new_game("bridge", scoring=…)`` selects one; ``game.score`` is then that method's result of
the deal for N–S, standing alone (the first deal of a rubber or Chicago, the game's own
vulnerability): points for ``duplicate``, ``chicago_duplicate``, ``rubber``, ``bg_rubber`` and
``chicago``; IMPs against the target for ``russian`` and ``obligations``.

>>> from bridgekit import new_game
>>> deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
>>> scores = {}
>>> for method in SCORERS:
...     game = new_game("bridge", deal=deal, scoring=method)
...     for call in ["4S", "P", "P", "P"]:
...         _ = game.act(call)
...     _ = game.claim(0, 10)
...     scores[method] = game.score
>>> scores["duplicate"], scores["rubber"], scores["chicago"]
(420, 220, 420)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Protocol

from bridgekit.deal import Deal
from bridgekit.scoring.duplicate import duplicate_score, game_bonus, honours, trick_score
from bridgekit.scoring.ledger import PlayedContract, contract_entries, honours_entry, side_totals
from bridgekit.scoring.obligations import obligations_score
from bridgekit.scoring.russian import russian_score
from bridgekit.seats import Seat, Side, Vulnerability

__all__ = ["SCORERS", "ScoredDeal", "score_deal_by"]


class ScoredDeal(PlayedContract, Protocol):
    """What a scorer reads of a finished deal of bridge."""

    @property
    def declarer(self) -> Seat | None: ...
    @property
    def deal(self) -> Deal: ...

    vulnerability: Vulnerability


def _signed(score: int, declarer: Seat) -> int:
    return score if declarer.side is Side.NS else -score


def score_by_duplicate(game: ScoredDeal, *, old_undertricks: bool = False) -> int:
    """The duplicate deal score (RULES 2.7); also Chicago duplicate (5.7)."""
    contract, declarer, tricks = game.contract, game.declarer, game.result
    if contract is None or declarer is None or tricks is None:
        return 0
    vulnerable = game.vulnerability.is_vulnerable(declarer.side)
    return _signed(
        duplicate_score(contract, tricks, vulnerable=vulnerable, old_undertricks=old_undertricks), declarer
    )


def _ledger_net(
    game: ScoredDeal, *, with_honours: bool, old_undertricks: bool, game_bonus_for: Callable[[bool], int]
) -> int:
    """N–S minus E–W of the deal's ledger entries (RULES 3.1) plus a game bonus if the deal's
    trick score alone reaches 100 (*game_bonus_for* of the declarer's vulnerability)."""
    contract, declarer, tricks = game.contract, game.declarer, game.result
    if contract is None or declarer is None or tricks is None:
        return 0
    vulnerable = game.vulnerability.is_vulnerable(declarer.side)
    entries = contract_entries(
        contract, declarer, tricks, vulnerable=vulnerable, old_undertricks=old_undertricks,
        single_insult=False, deal=1, game=1,
    )  # fmt: skip
    if with_honours:
        entries += honours_entry(honours(game.deal, contract.strain), deal=1, game=1)
    totals = side_totals(entries)
    net = totals.get(Side.NS, 0) - totals.get(Side.EW, 0)
    if tricks >= contract.tricks_needed and trick_score(contract) >= 100:
        net += _signed(game_bonus_for(vulnerable), declarer)
    return net


def score_by_rubber(game: ScoredDeal, *, old_undertricks: bool = False) -> int:
    """Rubber bridge (RULES 3.1, 2.6): trick score below, bonuses and honours above; no game bonus."""
    return _ledger_net(game, with_honours=True, old_undertricks=old_undertricks, game_bonus_for=lambda v: 0)


def score_by_bg_rubber(game: ScoredDeal, *, old_undertricks: bool = False) -> int:
    """The Bulgarian rubber record (RULES 4.1, 4.2 with ``count_nv_bonuses=False``): rubber
    entries and the vulnerable game bonus 500; no partscore or non-vulnerable game bonus."""
    return _ledger_net(
        game, with_honours=True, old_undertricks=old_undertricks, game_bonus_for=lambda v: 500 if v else 0
    )


def score_by_chicago(game: ScoredDeal, *, old_undertricks: bool = False) -> int:
    """Chicago (RULES 5.3, 5.6): rubber entries plus the game bonus 300 NV / 500 V; no honours."""
    return _ledger_net(
        game,
        with_honours=False,
        old_undertricks=old_undertricks,
        game_bonus_for=lambda v: game_bonus(vulnerable=v),
    )


def score_by_russian(game: ScoredDeal, *, old_undertricks: bool = False) -> int:
    """Russian scoring (RULES 7.2–7.5): the stronger side's deal score against its target, in IMPs
    for N–S; a passed-out deal scores 0 against the target."""
    tricks = game.result or 0
    return russian_score(game.contract, game.declarer, tricks, game.vulnerability, deal=game.deal).ns_imps


def score_by_obligations(game: ScoredDeal, *, old_undertricks: bool = False) -> int:
    """The table of obligations (RULES 8.1–8.6): the deal score with the pre-game bonus against
    the obligation, in IMPs for N–S."""
    tricks = game.result or 0
    return obligations_score(game.contract, game.declarer, tricks, game.vulnerability, deal=game.deal).ns_imps


#: the scorer of each ``scoring`` method of bridge
SCORERS: Final[dict[str, Callable[..., int]]] = {
    "duplicate": score_by_duplicate,
    "rubber": score_by_rubber,
    "bg_rubber": score_by_bg_rubber,
    "chicago": score_by_chicago,
    "chicago_duplicate": score_by_duplicate,
    "russian": score_by_russian,
    "obligations": score_by_obligations,
}
#: the methods whose score is in IMPs against a target
IMP_METHODS: Final = frozenset({"russian", "obligations"})

score_by_chicago_duplicate = score_by_duplicate


def score_deal_by(method: str, game: ScoredDeal, *, old_undertricks: bool = False) -> int:
    """The N–S score of a finished deal by *method* (a key of :data:`SCORERS`)."""
    return SCORERS[method](game, old_undertricks=old_undertricks)
