"""``new_game("bridge", scoring=…)`` scores the deal by the method chosen (RULES 0.7, 2–8)."""

from __future__ import annotations

import pytest

from bridgekit import new_game
from bridgekit.errors import NotationError
from bridgekit.variants import GAMES, scorer_for
from bridgekit.variants.bridge import SCORING_METHODS, BridgeGame
from bridgekit.variants.bridge.scoring import SCORERS
from bridgekit.views import seat_view

#: N holds the four top spades, E the clubs, S the diamonds, W the hearts (10 HCP each)
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
#: E–W hold 24 HCP (RULES 7.2)
EW_24 = "N:K32.A7.8653.KQT2 AQ876.9654.KJT.A J95.QJ32.74.9743 T4.KT8.AQ92.J865"
#: N–S hold 28 HCP and two fits (RULES 8.2)
NS_28 = "N:KQ.QT2.853.AJ765 A876432.63.42.T2 J.AKJ875.KJT76.K T95.94.AQ9.Q9843"


def played(
    method: str, calls: str, tricks: int, *, deal: str = DEAL, dealer: str = "N", vul: str = "None"
) -> int:
    """The deal bid with *calls* and the declaring side's *tricks* (an agreed claim), scored by *method*."""
    game = new_game("bridge", deal=deal, dealer=dealer, vulnerability=vul, scoring=method)
    assert isinstance(game, BridgeGame)
    for call in calls.split():
        game.act(call)
    assert game.declarer is not None
    game.claim(game.declarer, tricks)
    score = game.score
    assert score is not None
    return score


def test_every_method_has_a_scorer_in_the_registry() -> None:
    assert set(SCORERS) == set(SCORING_METHODS) == set(GAMES["bridge"].scorers)
    assert scorer_for("bridge", "chicago") is SCORERS["chicago"]
    with pytest.raises(NotationError, match="no scoring method 'imps'"):
        scorer_for("bridge", "imps")


def test_duplicate_deal_score() -> None:
    """RULES 2.7, TV-S-07: 2HX+1 vulnerable = 120 + 500 + 50 + 200 = 870."""
    assert played("duplicate", "2H X P P P", 9, vul="NS") == 870
    assert played("chicago_duplicate", "2H X P P P", 9, vul="NS") == 870  # RULES 5.7


def test_rubber_places_no_game_bonus_and_counts_honours() -> None:
    """RULES 3.1: 120 below + 200 overtrick + 50 insult; RULES 2.6: W's four heart honours score
    100 for E–W although N–S declare."""
    assert played("rubber", "2H X P P P", 9, vul="NS") == 120 + 200 + 50 - 100


def test_chicago_deal_one_partscore_and_game_bonus() -> None:
    """RULES 5.3, TV-C-01: 2S+1 on deal 1 = 60 below + 30 above (no partscore bonus, no honours, 5.6);
    a game scores the bonus 300 NV."""
    assert played("chicago", "2S P P P", 9) == 90
    assert played("chicago", "4S P P P", 10) == 120 + 300


def test_bulgarian_record_scores_the_vulnerable_game_bonus_only() -> None:
    """RULES 4.1, 4.2 (``count_nv_bonuses=False``): 2S+1 NV = 90 + 100 honours; 4S= V = 120 + 500 + 100."""
    assert played("bg_rubber", "2S P P P", 9) == 190
    assert played("bg_rubber", "4S P P P", 10, vul="NS") == 720


def test_russian_scoring_against_the_target() -> None:
    """RULES 7.4, TV-RU-01: E–W vulnerable, 24 HCP, 3H making 10 tricks = 170 against 290 → E–W −3 IMPs."""
    assert played("russian", "P 3H P P P", 10, deal=EW_24, vul="EW") == 3


def test_obligations_against_the_table() -> None:
    """RULES 8.2, TV-OB-03: declarers vulnerable, 4H+2 = 680, 28 HCP and 2 fits → obligation 680 → 0 IMPs."""
    assert played("obligations", "P P 4H P P P", 12, deal=NS_28, vul="NS") == 0
    assert played("duplicate", "P P 4H P P P", 12, deal=NS_28, vul="NS") == 680


def test_passed_out_deal_by_method() -> None:
    """RULES 1.6: 0 in points; RULES 7.5 (b): 0 against the target in Russian scoring."""
    for method in ("duplicate", "rubber", "chicago"):
        game = new_game("bridge", deal=DEAL, scoring=method)
        for _ in range(4):
            game.act("P")
        assert game.score == 0
    russian = new_game("bridge", deal=EW_24, scoring="russian")
    for _ in range(4):
        russian.act("P")
    assert russian.score is not None and russian.score > 0  # the stronger E–W miss their target


def test_the_view_names_the_method() -> None:
    game = new_game("bridge", deal=EW_24, vulnerability="EW", scoring="russian")
    for call in ["P", "3H", "P", "P", "P"]:
        game.act(call)
    game.claim(1, 10)
    score = seat_view(game, None).score
    assert score is not None and score.text == "N-S +3 IMPs (russian scoring)"
