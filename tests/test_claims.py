"""Claims checked on the actual cards (RULES 10.9): the robots accept a claim they cannot beat,
refuse one they can beat with the line that beats it, and play continues."""

from __future__ import annotations

import io

import pytest

import bridgekit
from bridgekit.analysis.claims import check_claim
from bridgekit.analysis.solver import play_values
from bridgekit.cli.play import Table
from bridgekit.cli.render import Style
from bridgekit.errors import IllegalActionError
from bridgekit.robots import BridgeRobot
from bridgekit.seats import Seat
from bridgekit.variants.bridge import BridgeGame

#: 4♥ by South. Spades and diamonds go first; South ruffs trick 7 with ♥Q and is left with
#: ♥KJT8 ♣AK, while West still holds the trump ace behind him.
TRUMP_OUT = "S:765.QKJT8.765.AK 432.A9.432.QJT98 AKQJ.765.AKQ.765 T98.432.JT98.432"
#: The same, with West's ♥A and South's ♥8 swapped: South's six cards are all winners.
ALL_TOP = "S:765.AKQJT.765.AK 432.98.432.QJT98 AKQJ.765.AKQ.765 T98.432.JT98.432"
FIRST_SEVEN_TRICKS = "S2 SA S8 S5 SK S9 S6 S3 SQ ST S7 S4 DA D8 D5 D2 DK D9 D6 D3 DQ DT D7 D4 SJ DJ HQ H9"


def six_card_ending(deal: str) -> BridgeGame:
    game = bridgekit.new_game("bridge", deal=deal, dealer="S")
    assert isinstance(game, BridgeGame)
    for action in ("4H", "P", "P", "P", *FIRST_SEVEN_TRICKS.split()):
        game.act(action)
    assert len(game.tricks) == 7 and game.to_play == Seat.SOUTH
    return game


def test_claim_6_with_kjt8_and_the_trump_ace_behind_is_refused_with_the_beating_line() -> None:
    game = six_card_ending(TRUMP_OUT)
    verdict = check_claim(game, Seat.SOUTH, 6)
    assert not verdict.accepted and verdict.can_take == 5
    line = verdict.line
    assert len(line) == 6
    assert sum(trick.winner % 2 == 1 for trick in line) == 1  # the defence's trick
    assert any((Seat.WEST, bridgekit.Card.from_str("HA")) in trick.plays for trick in line)
    text = verdict.describe("NESW")
    assert text.startswith("the defence can hold your side to 5 of the 6 remaining tricks: ")
    assert "W ♥A" in text


def test_a_claim_of_every_remaining_trick_with_top_winners_is_accepted() -> None:
    game = six_card_ending(ALL_TOP)
    verdict = check_claim(game, Seat.SOUTH, 6)
    assert verdict.accepted and verdict.can_take == 6 and verdict.line == ()


def test_a_defender_claims_for_his_side() -> None:
    game = six_card_ending(TRUMP_OUT)
    # West can claim one trick (his ♥A) but not two.
    assert check_claim(game, Seat.WEST, 1).accepted
    assert not check_claim(game, Seat.WEST, 2).accepted


def test_dds_and_the_generic_solver_agree() -> None:
    for deal in (TRUMP_OUT, ALL_TOP):
        game = six_card_ending(deal)
        dds = check_claim(game, Seat.SOUTH, 6)
        generic = check_claim(game, Seat.SOUTH, 6, values=play_values)
        assert dds.can_take == generic.can_take


def test_claim_13_at_trick_one_is_not_accepted_blindly() -> None:
    game = bridgekit.new_game("bridge", deal=bridgekit.Deal.random(seed=4), dealer="N")
    for call in ("1NT", "P", "P", "P"):
        game.act(call)
    verdict = check_claim(game, Seat.NORTH, 13)
    assert not verdict.accepted and len(verdict.line) == 13


def test_a_claim_outside_the_play_or_of_too_many_tricks_is_an_error() -> None:
    game = bridgekit.new_game("bridge", seed=1)
    with pytest.raises(IllegalActionError):
        check_claim(game, 0, 3)
    with pytest.raises(IllegalActionError, match="only 6 tricks remain"):
        check_claim(six_card_ending(ALL_TOP), Seat.SOUTH, 7)


def _table(game: BridgeGame, line: str) -> tuple[Table, io.StringIO]:
    out = io.StringIO()
    table = Table(None, human=Seat.SOUTH, style=Style(False, True), out=out, stdin=io.StringIO(line))
    table.robot = BridgeRobot()
    return table, out


def test_the_terminal_refuses_a_beaten_claim_and_play_continues() -> None:
    game = six_card_ending(TRUMP_OUT)
    table, out = _table(game, "")
    assert table.handle(game, "claim 6") == "again"
    assert not game.is_over and len(game.tricks) == 7
    text = out.getvalue()
    assert text.startswith("Claim refused: the defence can hold your side to 5")
    assert "W ♥A" in text and text.rstrip().endswith("Play continues.")


def test_the_terminal_accepts_a_claim_the_robots_cannot_beat() -> None:
    game = six_card_ending(ALL_TOP)
    table, out = _table(game, "")
    assert table.handle(game, "claim 6") == "done"
    assert game.is_over and game.result == 13
    assert out.getvalue().startswith("Claim accepted")


# -- the family games in the terminal ---------------------------------------------------------


def _late(name: str, tricks: int, seed: int = 5) -> tuple[object, object]:
    from bridgekit.cli.family import ADAPTERS

    adapter = ADAPTERS[name]
    game = adapter.series(game=name, variant=None, deals=1, seed=seed).next_deal()
    robot = adapter.robot()
    while not game.is_over and len(game.tricks) < tricks:  # type: ignore[attr-defined]
        game.act(robot.choose(game.view(game.to_act)).action)
    return adapter, game


def _contested(name: str, tricks: int) -> tuple[object, object, int]:
    """A late position of *name* where the side to act cannot take every remaining trick."""
    for seed in range(1, 30):
        adapter, game = _late(name, tricks, seed)
        if game.is_over:  # type: ignore[attr-defined]
            continue
        verdict = check_claim(game, game.to_act, 0)  # type: ignore[arg-type, attr-defined]
        if verdict.can_take < verdict.remaining:
            return adapter, game, seed
    raise AssertionError(f"no contested position in {name}")


@pytest.mark.parametrize(
    ("name", "tricks"), [("bridge2", 8), ("minibridge", 9), ("konstam", 8), ("nullo", 9)]
)
def test_family_claims_are_checked_on_the_cards(name: str, tricks: int) -> None:
    from bridgekit.cli.family import FamilyTable

    adapter, game, seed = _contested(name, tricks)
    human = game.to_act  # type: ignore[attr-defined]
    verdict = check_claim(game, human, 0)  # type: ignore[arg-type]
    best = verdict.can_take
    out = io.StringIO()
    series = adapter.series(game=name, variant=None, deals=1, seed=seed)  # type: ignore[attr-defined]
    table = FamilyTable(adapter, series, human=human, ascii_only=True, out=out, stdin=io.StringIO())  # type: ignore[arg-type]
    before = len(game.history)  # type: ignore[attr-defined]
    assert table.handle(game, f"claim {best + 1}") == "again"  # type: ignore[arg-type]
    assert len(game.history) == before and not game.is_over  # type: ignore[attr-defined]
    refused = out.getvalue()
    assert refused.startswith("Claim refused: the defence can hold your side to")
    assert "Play continues." in refused
    assert refused.count("(") >= verdict.remaining  # every trick of the line, with its winner
    assert table.handle(game, f"claim {best}") == "done"  # type: ignore[arg-type]
    assert game.is_over  # type: ignore[attr-defined]
    assert "Claim accepted" in out.getvalue()


def _chinese_bridge_at_lead(seed: int = 1) -> object:
    from bridgekit import new_game
    from bridgekit.variants.chinese_bridge.robot import ChineseBridgeRobot

    game = new_game("chinese_bridge", seed=seed)
    robot = ChineseBridgeRobot()
    while game.stage != "play":  # type: ignore[attr-defined]
        game.act(robot.choose(game.view(game.to_act)).action)  # type: ignore[arg-type]
    return game


def test_chinese_bridge_claims_are_checked_from_the_opening_lead() -> None:
    # Seed 3: 1S by B, who is on lead. Thirteen tricks are beaten, shown by a line; five are
    # proved by the target search (can A hold B below 5?) and the terminal plays the line out.
    from bridgekit.cli.family import ADAPTERS, FamilyTable

    game = _chinese_bridge_at_lead(3)
    declarer = game.declarer  # type: ignore[attr-defined]
    assert game.to_act == declarer and not game.tricks  # type: ignore[attr-defined]
    adapter = ADAPTERS["chinese_bridge"]
    out = io.StringIO()
    series = adapter.series(game="chinese_bridge", variant=None, deals=1, seed=3)
    table = FamilyTable(adapter, series, human=declarer, ascii_only=True, out=out, stdin=io.StringIO())
    table.claim_budget = 60.0  # a shared test machine: each answer takes about a second
    assert table.handle(game, "claim 13") == "again"  # type: ignore[arg-type]
    refused = out.getvalue()
    assert refused.startswith("Claim refused: the defence can hold your side below 13 of the 13")
    assert "trick 13:" in refused and not game.tricks  # type: ignore[attr-defined]
    assert table.handle(game, "claim 5") == "done"  # type: ignore[arg-type]
    assert game.is_over and "Claim accepted" in out.getvalue()  # type: ignore[attr-defined]
    assert game.tricks_won[declarer] >= 5  # type: ignore[attr-defined]


def test_a_claim_the_search_cannot_settle_in_its_time_is_contested_never_accepted() -> None:
    # RULES 10.9 DECISION: a disputed claim lapses and play resumes from the claim position.
    from bridgekit.cli.family import ADAPTERS, FamilyTable

    game = _chinese_bridge_at_lead(2)
    declarer = game.declarer  # type: ignore[attr-defined]
    verdict = check_claim(game, declarer, 8, budget=0.0)  # type: ignore[arg-type]
    assert not verdict.proven and not verdict.accepted
    assert "could not be proved in 0 seconds" in verdict.describe("AB")
    adapter = ADAPTERS["chinese_bridge"]
    out = io.StringIO()
    series = adapter.series(game="chinese_bridge", variant=None, deals=1, seed=2)
    human = game.to_act  # type: ignore[attr-defined]
    table = FamilyTable(adapter, series, human=human, ascii_only=True, out=out, stdin=io.StringIO())
    table.claim_budget = 0.0
    before = game.history  # type: ignore[attr-defined]
    assert table.handle(game, "claim 8") == "again"  # type: ignore[arg-type]
    assert out.getvalue().startswith("Claim contested:") and "Play continues." in out.getvalue()
    assert game.history == before  # type: ignore[attr-defined]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_target_search_agrees_with_the_exact_count(seed: int) -> None:
    """Where both run (five tricks left), the bounded question gives the exact count's verdicts."""
    from bridgekit.analysis.claims import _bounded
    from bridgekit.analysis.solver.adapters import position_of
    from bridgekit.variants.chinese_bridge.robot import ChineseBridgeRobot

    game = _chinese_bridge_at_lead(seed)
    robot = ChineseBridgeRobot()
    while len(game.tricks) < 8:  # type: ignore[attr-defined]
        game.act(robot.choose(game.view(game.to_act)).action)  # type: ignore[attr-defined]
    seat = game.to_act  # type: ignore[attr-defined]
    best = check_claim(game, seat, 0).can_take  # type: ignore[arg-type]
    position = position_of(game)  # type: ignore[arg-type]
    for claimed in range(position.tricks_left + 1):
        target = _bounded(position, seat, claimed, None)
        assert target.proven and target.accepted == (claimed <= best), claimed
        if not target.accepted:  # the line shown keeps the claimer below his claim
            assert target.can_take < claimed and len(target.line) == position.tricks_left


def test_the_opponents_who_answer_a_claim() -> None:
    """A claim against a human is his to answer; the dummy's hand is answered by its declarer."""
    from bridgekit.analysis.claims import claim_opponents

    game = six_card_ending(TRUMP_OUT)  # 4H by South: North is dummy
    assert claim_opponents(game, Seat.SOUTH) == (Seat.EAST, Seat.WEST)
    assert claim_opponents(game, Seat.WEST) == (Seat.SOUTH,)
    _, two = _late("bridge2", 6)  # two players: each answers for his own two hands
    assert claim_opponents(two, Seat.SOUTH) == (Seat.WEST,)  # type: ignore[arg-type]
    _, booby = _late("booby", 4)
    declarer = booby.declarer  # type: ignore[attr-defined]
    defenders = claim_opponents(booby, declarer)  # type: ignore[arg-type]
    assert declarer not in defenders and 3 not in defenders and len(defenders) == 2
    assert claim_opponents(booby, defenders[0]) == (declarer,)  # type: ignore[arg-type]


def test_the_beating_line_is_shown_one_numbered_trick_a_line() -> None:
    game = six_card_ending(TRUMP_OUT)
    lines = check_claim(game, Seat.SOUTH, 6).report("NESW")
    assert lines[0] == "the defence can hold your side to 5 of the 6 remaining tricks:"
    assert [line.split(":")[0] for line in lines[1:]] == [f"  trick {n}" for n in range(8, 14)]
    assert lines[1].endswith("(W)")  # West's ace of trumps wins trick 8
