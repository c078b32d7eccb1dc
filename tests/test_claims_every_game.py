"""Claims in every family game at the terminal, not only the four of test_claims.py: a claim the
robots can beat on the actual cards is refused with the line that beats it and play goes on; the
claim they cannot beat is accepted and ends the play (RULES 10.9; each game's own trick rules)."""

from __future__ import annotations

import pytest

import test_claims as claims


@pytest.mark.parametrize(
    ("name", "tricks"),
    [("bridge3", 8), ("booby", 8), ("slam", 6), ("light_bridge", 6), ("chinese_bridge", 8)],
)
def test_every_family_game_checks_a_claim_on_the_cards(name: str, tricks: int) -> None:
    claims.test_family_claims_are_checked_on_the_cards(name, tricks)
