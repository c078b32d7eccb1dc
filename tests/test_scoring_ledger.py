"""Score-sheet entries and settlement shared by the ledgers (RULES 3.1, 3.6)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgekit.errors import NotationError
from bridgekit.scoring import Entry, Line, settle
from bridgekit.seats import Side

entries = st.builds(
    Entry,
    st.sampled_from(Side),
    st.integers(0, 5000),
    st.sampled_from(Line),
    st.sampled_from(["trick score", "overtricks", "undertricks", "rubber bonus", "honours", "game bonus"]),
    deal=st.integers(0, 500),
    game=st.integers(1, 50),
)


@given(entries)
def test_entry_round_trips_through_text(entry: Entry) -> None:
    assert Entry.from_str(str(entry)) == entry


def test_entry_from_bad_text_raises() -> None:
    with pytest.raises(NotationError, match="not a score-sheet entry: 'NS 70'"):
        Entry.from_str("NS 70")


@pytest.mark.parametrize(("net", "expected"), [(-250, -2), (260, 3), (240, 2), (150, 1)])
def test_tv_r_00_settlement_in_hundreds(net: int, expected: int) -> None:
    """TV-R-00 (RULES 3.6 DECISION): an exact half rounds toward zero."""
    assert settle(net, "hundreds") == expected
    assert settle(-net, "hundreds") == -expected


@given(st.integers(-100_000, 100_000).map(lambda n: n * 10))
def test_settlement_keeps_the_sign_and_is_antisymmetric(net: int) -> None:
    hundreds = settle(net, "hundreds")
    assert hundreds == -settle(-net, "hundreds")
    assert hundreds * net >= 0
    assert abs(hundreds * 100 - net) <= 50
    assert settle(net, "points") == net


def test_unknown_settlement_raises() -> None:
    with pytest.raises(NotationError, match="'dollars'"):
        settle(100, "dollars")  # type: ignore[arg-type]


def test_new_ledger_rule_3_10_profile_pl_with_an_option_overriding_it() -> None:
    from bridgekit.scoring.ledgers import new_ledger
    from bridgekit.scoring.rubber import RubberLedger, RubberOptions

    ledger = new_ledger("rubber", {"profile": "pl", "honours": False})
    assert isinstance(ledger, RubberLedger)
    assert ledger.options == RubberOptions(
        honours=False, single_insult=True, old_undertricks=True, tour=True, settlement="hundreds"
    )


def test_new_ledger_refuses_an_unknown_method_or_option_in_one_line() -> None:
    from bridgekit.scoring.ledgers import new_ledger

    with pytest.raises(NotationError, match="no score sheet for 'duplicate'"):
        new_ledger("duplicate", {})
    with pytest.raises(NotationError, match="^chicago: .*profile"):
        new_ledger("chicago", {"profile": "pl"})
