"""A claim crossing server processes, in a real browser (issue 17): two ``bridgekit serve`` on one
PostgreSQL; the robots act on the first (no delay), the player sits at the second (whose robots
wait a minute, so the first always acts first). East's robot declarer claims on the first process;
the player, connected to the second, sees the claim, its line and East's hand face up, and
accepts; the first process's spectator sees the deal end with the same score.
"""

from __future__ import annotations

from typing import Any

from bridgekit.server.db import Store
from bridgekit.server.rooms import new_table
from server_process import click
from test_server_browser import browser, postgres_url, running, seq, wait_change  # noqa: F401 (fixtures)

ORDER = "CDHS", "23456789TJQKA"
NAMES = "ns => ns.map(n => n.dataset.card)"


def _first_legal(cards: list[str]) -> str:
    """The card the engine lists first among the legal ones (``legal_actions()[0]``): the same
    play as ``tests/test_server_robot_claims.py``, so the same claim."""
    return min(cards, key=lambda card: (ORDER[0].index(card[0]), ORDER[1].index(card[1])))


def test_a_robot_claim_made_on_one_process_is_answered_on_another(browser: Any, postgres_url: str) -> None:  # noqa: F811
    store = Store(postgres_url)
    table = new_table(store, "bridge", {}, ["invite", "robot", "robot", "robot"], seed=1)
    token = store.seats(table)[0].token
    store.engine.dispose()
    with running(postgres_url) as first, running(postgres_url, robot_delay=60.0) as second:
        watch_context, north_context = browser.new_context(), browser.new_context()
        watcher, north = watch_context.new_page(), north_context.new_page()
        try:
            watcher.goto(f"{first.url}/t/{table}")  # the first process holds the table: its robots act
            watcher.wait_for_selector('#table[data-live="true"]')
            north.goto(f"{second.url}/join/{token}")  # North plays through the second process
            north.wait_for_selector('#table[data-live="true"]')
            for _ in range(80):
                if north.locator('[data-proposal="claim"]').count():
                    break
                north.wait_for_selector(
                    'button[data-call]:enabled, button[data-card]:enabled, [data-proposal="claim"]',
                    timeout=30_000,
                )
                if north.locator('[data-proposal="claim"]').count():
                    break
                old = seq(north)
                if north.locator('button[data-call="P"]:enabled').count():
                    click(north.locator('button[data-call="P"]:enabled'))
                else:
                    cards = north.eval_on_selector_all(
                        "button[data-card]:enabled", "nodes => nodes.map(n => n.dataset.card)"
                    )
                    click(north.locator(f'button[data-card="{_first_legal(cards)}"]:enabled'))
                wait_change(north, old, timeout=30_000)
            proposal = north.locator('[data-proposal="claim"]')
            assert proposal.count() == 1
            assert proposal.locator("[data-claim-line]").count() == 1  # the claim's stated line
            # East's hand, face up on North's page (RULES 10.9), and South's still hidden
            east = north.eval_on_selector_all('[data-seat="1"] [data-card]', NAMES)
            assert east and north.locator('[data-seat="1"][data-faced="true"]').count() == 1
            assert north.locator('[data-seat="2"] [data-card]').count() == 0
            # the spectator on the first process sees the same claim and the same faced hand
            watcher.wait_for_selector('[data-proposal="claim"]')
            assert watcher.eval_on_selector_all('[data-seat="1"] [data-card]', NAMES) == east
            click(north.locator('[data-answer="accept"]'))
            north.wait_for_selector("[data-deal-over]", timeout=30_000)
            watcher.wait_for_selector("[data-deal-over]", timeout=30_000)
            assert north.locator("[data-deal-over]").get_attribute("data-score") == watcher.locator(
                "[data-deal-over]"
            ).get_attribute("data-score")
        finally:
            watch_context.close()
            north_context.close()
    events = Store(postgres_url).events(table)
    assert [e.action for e in events][-2:] == ["@answer accept", "@answer accept"]
    assert events[-1].seat == 0  # North's answer, committed by the second process, ended it
