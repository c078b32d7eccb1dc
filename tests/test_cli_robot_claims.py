"""A robot declarer claims at the terminal (issue 17, RULES 10.9): it states its line and shows its
hand; the player defending answers at the prompt (``y`` ends the deal; ``n`` and play continues
with the claimer's hand face up, the robot playing its line and claiming no more); when the
player is dummy the robots opposite answer on the actual cards."""

from __future__ import annotations

import io

from bridgekit import Seat
from bridgekit.cli.play import Table
from bridgekit.cli.render import Style
from bridgekit.robots import BridgeRobot
from bridgekit.state import Claimed
from bridgekit.variants.bridge import BridgeGame
from test_claims import ALL_TOP, six_card_ending


class Answers(io.StringIO):
    """The player's typed lines: *first* ones as given, then the first legal card each time
    (the lowest, as ``legal_actions()[0]`` lists it) — the scripted input of a player at West."""

    def __init__(self, game: BridgeGame, first: list[str]) -> None:
        super().__init__()
        self.game = game
        self.first = list(first)
        self.asked = 0

    def readline(self, size: int | None = -1) -> str:  # noqa: ARG002 - io's signature
        self.asked += 1
        if self.first:
            return self.first.pop(0) + "\n"
        return str(self.game.legal_actions()[0]) + "\n"


def _table(game: BridgeGame, human: Seat, stdin: io.StringIO) -> tuple[Table, io.StringIO]:
    out = io.StringIO()
    table = Table(None, human=human, style=Style(False, True), out=out, stdin=stdin, robot=BridgeRobot())
    return table, out


def test_the_player_defending_accepts_a_robot_claim() -> None:
    game = six_card_ending(ALL_TOP)  # South, a robot, holds six winners in 4H
    table, out = _table(game, Seat.WEST, Answers(game, ["maybe", "y"]))
    assert table.play_deal(game)
    text = out.getvalue()
    assert isinstance(game.history[-1], Claimed) and game.result == 13 and len(game.tricks) == 7
    assert "S claims 6 of the remaining tricks: the hand on lead holds only winners" in text
    assert "S's hand, face up: ♥A ♥K" in text  # the claimer's hand shown (RULES 10.9)
    assert "answer y (accept the claim) or n (reject it)" in text  # "maybe": asked again
    assert text.rstrip().endswith("Claim accepted.")


def test_a_rejected_robot_claim_is_played_out_along_its_line() -> None:
    game = six_card_ending(ALL_TOP)
    stdin = Answers(game, ["n"])
    table, out = _table(game, Seat.WEST, stdin)
    assert table.play_deal(game)
    text = out.getvalue()
    assert "Claim rejected: play continues with S's cards face up (RULES 10.9)." in text
    assert text.count("claims 6") == 1  # it claims no more in this deal
    assert not any(isinstance(record, Claimed) for record in game.history)
    assert len(game.tricks) == 13 and game.result == 13  # the line takes every trick it claimed
    assert game.tricks[7].cards[0].symbol() == "♥A"  # trumps drawn first, from the top
    # West's screen after the rejection shows South's hand (the diagram's bottom rows)
    screen = text.split("Claim rejected")[1].split("West, your card:")[0]
    south = screen.split("South")[1]
    assert "♥ K J T" in south and "♣ A K" in south


def test_robots_answer_a_robot_claim_when_the_player_is_dummy() -> None:
    game = six_card_ending(ALL_TOP)
    table, out = _table(game, Seat.NORTH, io.StringIO(""))
    assert table.play_deal(game)
    assert isinstance(game.history[-1], Claimed) and game.result == 13
    assert out.getvalue().rstrip().endswith("The robots accept the claim.")


def test_end_of_input_at_the_claims_question_quits() -> None:
    game = six_card_ending(ALL_TOP)
    table, out = _table(game, Seat.EAST, io.StringIO(""))
    assert not table.play_deal(game)
    assert not game.is_over and len(game.tricks) == 7  # nothing recorded is lost
