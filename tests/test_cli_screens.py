"""What each seat is shown in the terminal, at every step of a deal of every family game, against
what the rules let it see (RULES 9, 11–17): its screen and every robot action told to it."""

from __future__ import annotations

import io
import re

import pytest

from bridgekit.cards import Card, CardSet
from bridgekit.cli.family import ADAPTERS, FamilyTable
from bridgekit.cli.render import Style
from bridgekit.cli.screens import call_grid, narrate, screen, seat_names
from bridgekit.state import Game

PLAIN = Style(colour=False, symbols=False)
GAMES = sorted(ADAPTERS)
_ROW = re.compile(r"(?<![A-Za-z0-9])([SHDC]) ((?:[AKQJT2-9](?: |$))+)", re.M)
_CARD = re.compile(r"(?<![A-Za-z0-9=])([SHDC][AKQJT2-9])(?![A-Za-z0-9])")


def cards_named(text: str) -> set[Card]:
    """Every card a plain (ASCII) screen names: in hand rows (``S A T 6``) and alone (``HA``)."""
    named = set()
    for suit, ranks in _ROW.findall(text):
        for rank in ranks.split():
            named.add(Card.from_str(suit + rank))
    for token in _CARD.findall(text):
        named.add(Card.from_str(token))
    return named


def allowed(game: Game, seat: int) -> set[Card]:
    """The cards *seat* may know now: the hands its view shows, the cards played, its own gifts."""
    view = game.view(seat)
    known: set[Card] = set()
    for hand in view.hands:
        if hand is not None:
            known |= set(hand)
    for trick in view.tricks:
        known |= set(trick.cards)
    known |= {p.card for p in view.current_trick}
    for name in ("given", "discarded", "reserve", "talon", "discards"):
        extra = getattr(view, name, None)
        if isinstance(extra, CardSet):
            known |= set(extra)
    for row in getattr(view, "table", ()):
        known |= {card for card in row if card is not None}
    return known


def deal_of(name: str, seed: int = 5) -> Game:
    return ADAPTERS[name].series(game=name, variant=None, deals=1, seed=seed).next_deal()


@pytest.mark.parametrize("name", GAMES)
def test_every_seat_is_shown_only_what_it_may_see_at_every_step(name: str) -> None:
    game = deal_of(name)
    robot = ADAPTERS[name].robot()
    seats = range(len(game.variant.seat_names))
    series = ADAPTERS[name].series(game=name, variant=None, deals=1, seed=5)
    table = FamilyTable(
        ADAPTERS[name], series, human=0, ascii_only=True, out=io.StringIO(), stdin=io.StringIO()
    )
    steps = 0
    while not game.is_over:
        for seat in seats:
            text = table.screen(game, seat)
            shown = cards_named(text)
            leaked = shown - allowed(game, seat)
            assert not leaked, f"{name}: seat {seat} is shown {sorted(map(str, leaked))}\n{text}"
        record = game.act(robot.choose(game.view(game.to_act or 0)).action)
        for seat in seats:
            told = narrate(game, record, viewer=seat, style=PLAIN)
            leaked = cards_named(told.text) - allowed(game, seat)
            assert not leaked, f"{name}: {record!r} told to seat {seat} as {told.text!r}"
        steps += 1
    assert steps > 10


@pytest.mark.parametrize("name", GAMES)
def test_screens_are_readable(name: str) -> None:
    """No Python reprs, no dotted PBN hands, suit symbols, the legal actions once."""
    game = deal_of(name, seed=8)
    robot = ADAPTERS[name].robot()
    symbols = Style(colour=False, symbols=True)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        if name != "light_bridge":
            text = screen(game, seat, symbols)
            assert "(seat=" not in text and "from_str" not in text, text
            assert not re.search(r"[AKQJT2-9]+\.[AKQJT2-9]*\.", text), text
            assert text.count("Your turn") == 1
            # with symbols no call, contract or named denomination keeps its suit letter
            assert not re.search(r"\b\d+[SHDC]\b|\b(?:names|changes) [SHDC]\b", text), text
        game.act(robot.choose(game.view(seat)).action)
    final = screen(game, None, symbols) if name != "light_bridge" else ""
    if final:
        assert "you are" not in final
        assert "♠" in final and "Score" in final or "Contract" not in final


def test_booby_dummy_cards_are_not_named_to_the_other_players() -> None:
    """RULES 13.1: nobody looks at the dummy."""
    game = deal_of("booby", seed=3)
    record = game.act(game.legal_actions()[0])
    giver = record.seat
    other = (giver + 1) % 3
    name = "ABC"[giver]
    assert narrate(game, record, viewer=other, style=PLAIN).text == f"{name} gives a card to the dummy"
    assert not narrate(game, record, viewer=other, style=PLAIN).public
    assert str(record.card) in narrate(game, record, viewer=giver, style=PLAIN).text  # type: ignore[attr-defined]


def test_minibridge_slip_is_for_the_opener_only() -> None:
    """RULES 11.2: the opener's partner writes his HCP on a slip *for the opener*."""
    from bridgekit import new_game

    deal = "N:T962.4.AT95.AT87 AJ4.AQJT7.K86.54 Q.K53.QJ43.J9632 K8753.9862.72.KQ"
    game = new_game("minibridge", deal=deal)
    for action in ["pass", "I open"]:
        game.act(action)
    record = game.act("slip 8")
    assert "8" in narrate(game, record, viewer=1, style=PLAIN).text  # E, the opener
    for seat in (0, 2):
        told = narrate(game, record, viewer=seat, style=PLAIN)
        assert "8" not in told.text and not told.public


def test_the_robots_private_actions_are_told_without_their_reason() -> None:
    out = io.StringIO()
    series = ADAPTERS["booby"].series(game="booby", variant=None, deals=1, seed=3)
    stdin = io.StringIO("H2\nH3\nH5\nC6\nquit\n")
    table = FamilyTable(ADAPTERS["booby"], series, human=1, ascii_only=True, out=out, stdin=stdin)
    table.run()
    text = out.getvalue()
    assert "gives a card to the dummy\n" in text
    assert not re.search(r"gives [SHDC][AKQJT2-9] to", text.replace("B gives", "")), text


def test_light_bridge_players_are_numbered_from_1_everywhere() -> None:
    game = deal_of("light_bridge", seed=3)
    robot = ADAPTERS["light_bridge"].robot()
    while not game.tricks:
        record = game.act(robot.choose(game.view(game.to_act or 0)).action)
    told = narrate(game, record, viewer=None, style=PLAIN).text
    assert told.split()[0] == str(record.seat + 1)  # type: ignore[attr-defined]
    assert seat_names(game) == ["1", "2", "3", "4"]


@pytest.mark.parametrize(
    ("name", "actions", "header", "rows"),
    [
        # RULES 9.1: South and West call alternately, the owner of the dealer's seat first.
        ("bridge2", ["1S", "2NT", "P"], "S     W", ["1S    2NT", "P"]),
        # RULES 9.2 (a)-(b): the partners E and W bid, then the single player S.
        ("bridge3", ["1H", "P", "2S", "P"], "E     S     W", ["1H          P", "            P"]),
    ],
)
def test_auction_grid_of_two_and_three_player_bridge_puts_calls_under_their_seats(
    name: str, actions: list[str], header: str, rows: list[str]
) -> None:
    from bridgekit import new_game

    deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    game = new_game(name, deal=deal)
    records = [game.act(a) for a in actions]
    lines = screen(game, None, PLAIN).splitlines()
    start = lines.index(header)
    calls_shown = lines[start + 1 : start + 1 + len(rows)]
    if name == "bridge2":
        assert calls_shown == rows
        assert "?" not in "\n".join(lines[start:])  # the auction is over after 2NT P
    else:
        assert [str(r) for r in records] == ["E 1H", "W P", "S 2S", "W P"]
        assert lines[start + 1].split() == ["1H", "P"]


def test_konstam_grid_has_the_two_players_and_no_question_mark_at_the_end() -> None:
    from bridgekit import new_game

    game = new_game("konstam", seed=2)
    game.act("1S open")
    game.act("P")
    lines = screen(game, None, PLAIN).splitlines()
    start = next(i for i, line in enumerate(lines) if line.split() == ["A", "B"])
    assert lines[start + 1].split() == ["1S", "(open)", "P"]
    assert "?" not in "\n".join(lines[start:])


def test_light_bridge_auction_is_the_shared_grid_under_the_players_with_no_question_mark_at_the_end() -> None:
    # RULES 12.3: the player after the dealer calls first; the web table (table.js auction())
    # draws the same columns from the view's call_columns.
    from bridgekit import new_game
    from bridgekit.cli.screens import light_bridge_screen
    from bridgekit.views import seat_view

    game = new_game("light_bridge", variant="lb4", seed=3, dealer=2)
    assert [seat_view(game, None).seats[s].name for s in seat_view(game, None).call_columns] == list("4123")
    game.act("5H")
    lines = light_bridge_screen(game, 0, PLAIN).splitlines()
    start = lines.index("4     1     2     3")
    assert lines[start + 1].split() == ["5H", "?"]
    for call in ("P", "P", "P"):
        game.act(call)
    lines = light_bridge_screen(game, None, PLAIN).splitlines()
    start = lines.index("4     1     2     3")
    assert lines[start + 1].split() == ["5H", "P", "P", "P"]
    assert "?" not in lines[start + 1] and lines[start - 1] == "Auction:"


def test_call_grid_starts_a_row_when_the_turn_comes_round() -> None:
    grid = call_grid(PLAIN, [1, 2, 0], "ABC", [(1, "1S"), (2, "P"), (0, "2H"), (1, "P")], waiting=2)
    assert grid.splitlines() == ["B     C     A", "1S    P     2H", "P     ?"]


def test_light_bridge_talon_taking_is_told_once_with_its_cards() -> None:
    from bridgekit.cards import CardSet
    from bridgekit.variants.light_bridge.records import PlayedJoker, TalonTaken

    game = deal_of("light_bridge", seed=3)
    taken = TalonTaken(2, CardSet.from_str("A.K.."))
    assert narrate(game, taken, viewer=0, style=PLAIN).text == "3 shows and takes the talon: SA HK"
    joker = PlayedJoker(3, Card.from_str("J1"), Card.from_str("DQ"))
    assert narrate(game, joker, viewer=0, style=PLAIN).text == "4 plays J1 as DQ"


def test_chinese_bridge_draws_each_table_card_once() -> None:
    """RULES 16.1: 4 cards in the hand, 11 face up on 11 face down."""
    from bridgekit import new_game

    game = new_game("chinese_bridge", seed=4)
    lines = screen(game, 0, PLAIN).splitlines()
    hand = next(line for line in lines if line.strip().startswith("A hand"))
    table = next(line for line in lines if line.strip().startswith("A table"))
    assert len(cards_named(hand)) == 4 and len(cards_named(table)) == 11
    assert not cards_named(hand) & cards_named(table)
    assert "B hand   4 cards face down" in "\n".join(lines)


def test_a_family_rubber_shows_its_score_sheet_with_the_players_names() -> None:
    out = io.StringIO()
    series = ADAPTERS["bridge2"].series(game="bridge2", variant=None, deals=2, seed=3)
    adapter = ADAPTERS["bridge2"]
    table = FamilyTable(adapter, series, human=None, ascii_only=True, out=out, stdin=io.StringIO())
    assert table.run()
    text = out.getvalue()
    assert " S (N-S)              | W (E-W)" in text and "total" in text
    assert "totals: S (N-S) " in text


def test_slams_contract_and_named_denomination_are_shown_with_suit_symbols() -> None:
    """Slam's contracts are in points (RULES 15): ``8D`` is shown ``8♦``, ``names D`` ``names ♦``."""
    from bridgekit.cli.screens import _pretty

    symbols = Style(colour=False, symbols=True)
    assert _pretty(symbols, "Contract 8D by A") == "Contract 8♦ by A"
    assert _pretty(symbols, "A names D") == "A names ♦" and _pretty(symbols, "B changes S") == "B changes ♠"
    assert _pretty(symbols, "Contract 4HX by N") == "Contract 4♥X by N"
    assert _pretty(PLAIN, "Contract 12C by B") == "Contract 12C by B"
