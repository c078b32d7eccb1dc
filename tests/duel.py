"""Duel: a small game defined only in the test suite, to prove that adding a game is one module and
one registration (docs/adding_a_game.md).

Its rules, cited by its refusals as ``(DUEL n)``:

1. Two players, 32 cards, four each (the rest is a face-down stock nobody sees). Stage ``call``:
   the non-dealer, then the dealer, says ``high`` (he will win at least two tricks) or ``low`` (at
   most one).
2. Stage ``play``: four tricks of two cards, suit to be followed, no trumps; the non-dealer leads.
3. Each player scores 1 if his call came true; then the deal is over.

>>> from bridgekit.variants import new_game
>>> game = new_game("duel", seed=1)
>>> game.stage, game.to_act, [str(a) for a in game.legal_actions()]
('call', 1, ['B high', 'B low'])
"""

from __future__ import annotations

from typing import Any, NamedTuple

from bridgekit.cards import PACK_32, Card
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, IllegalCardError, NotationError, OutOfTurnError
from bridgekit.state import Phase, Played, Record, TrickTakingGame, Variant, View
from bridgekit.tricks import TrickPlay, cards_of
from bridgekit.variants import GameEntry
from bridgekit.views import (
    LegalAction,
    Score,
    ScoreLine,
    TricksWon,
    ViewHook,
    register_view_hook,
    tricks_by_side,
)

NAMES = ("A", "B")


class Chose(NamedTuple):
    """A player's call: ``high`` or ``low``."""

    seat: int
    word: str

    def __str__(self) -> str:
        return f"{NAMES[self.seat]} {self.word}"


class DuelGame(TrickTakingGame[TrickPlay]):
    """One deal of Duel."""

    _calls: list[Chose]

    def _reset(self) -> None:
        self._calls = []
        self._hands = []
        self._play = None

    def _apply_deal(self, deal: Deal) -> None:
        self._hands = [hand.mask for hand in deal.hands]

    def _apply(self, record: Record) -> None:
        if isinstance(record, Chose):
            self._calls.append(record)
            if len(self._calls) == 2:
                self._play = TrickPlay(self._hands, leader=1 - self.dealer, trump=None)
        elif isinstance(record, Played) and self._play is not None:
            self._play.add(record.card)
        else:
            raise IllegalActionError(f"{record} is not an action of duel")

    @property
    def stage(self) -> str:
        if len(self._calls) < 2:
            return "call"
        return "over" if self.is_over else "play"

    @property
    def phase(self) -> Phase:
        return {"call": Phase.AUCTION, "play": Phase.PLAY}.get(self.stage, Phase.OVER)

    @property
    def is_over(self) -> bool:
        return self._play is not None and len(self._play.tricks) == 4

    @property
    def to_act(self) -> int | None:
        if len(self._calls) < 2:
            return (1 - self.dealer + len(self._calls)) % 2
        return None if self.is_over or self._play is None else self._play.to_play

    @property
    def tricks_won(self) -> tuple[int, ...]:
        return tuple(self._play.won) if self._play is not None else (0, 0)

    @property
    def score(self) -> tuple[int, int] | None:
        """1 to each player whose call came true."""
        if not self.is_over:
            return None
        won = self.tricks_won
        made = [(won[c.seat] >= 2) == (c.word == "high") for c in sorted(self._calls)]
        return (int(made[0]), int(made[1]))

    def legal_actions(self) -> list[Any]:
        seat = self.to_act
        if seat is None:
            return []
        if len(self._calls) < 2:
            return [Chose(seat, "high"), Chose(seat, "low")]
        assert self._play is not None
        return cards_of(self._play.legal_mask(self._play.to_play))

    def act(self, action: Any, *, seat: int | None = None) -> Record:
        to_act = self.to_act
        if to_act is None:
            raise IllegalActionError("the deal is over (DUEL 3)")
        if seat is not None and seat != to_act:
            rule = 1 if len(self._calls) < 2 else 2
            raise OutOfTurnError(
                f"{action} by {NAMES[seat]} out of turn: it is {NAMES[to_act]}'s turn (DUEL {rule})"
            )
        if isinstance(action, str):
            word = action.split()[-1].lower()
            action = Chose(to_act, word) if word in ("high", "low") else Card.from_str(word)
        if isinstance(action, Chose) and len(self._calls) < 2 and action.word in ("high", "low"):
            return self._record(Chose(to_act, action.word))
        if isinstance(action, Played):
            action = action.card
        if isinstance(action, Card) and self._play is not None:
            reason = self._play.illegality(self._play.to_play, action)
            if reason is not None:
                raise IllegalCardError(f"illegal card {action} by {NAMES[to_act]}: {reason} (DUEL 2)")
            return self._record(Played(to_act, action))
        if isinstance(action, Card):
            raise IllegalCardError(f"illegal card {action}: the calls are not made yet (DUEL 1)")
        raise NotationError(f"not an action of duel: {action!r}")

    def view(self, seat: int) -> View:
        return self._view(
            View,
            seat,
            range(2) if self.is_over else (seat,),
            calls=(),
            tricks=self.tricks,
            current_trick=self.current_trick,
            to_play=self.to_act,
            contract=None,
            declarer=None,
            tricks_won=self.tricks_won,
            is_over=self.is_over,
            result=None,
            score=None,
        )


class DuelViewHook(ViewHook[DuelGame]):
    """Duel's seat view: own hand; the calls are public."""

    rules = "tests/duel.py"

    def stage(self, game: DuelGame) -> str:
        return game.stage

    def describe(self, game: DuelGame, record: object, viewer: int | None) -> str | None:
        return f"{NAMES[record.seat]} says {record.word}" if isinstance(record, Chose) else None

    def action(self, game: DuelGame, action: object) -> LegalAction:
        if isinstance(action, Chose):
            return LegalAction("choice", action.word, action.word.capitalize())
        return super().action(game, action)

    def tricks_won(self, game: DuelGame) -> tuple[TricksWon, ...]:
        return tricks_by_side(game.tricks_won)

    def score(self, game: DuelGame) -> Score | None:
        score = game.score
        if score is None:
            return None
        lines = tuple(ScoreLine(NAMES[seat], points) for seat, points in enumerate(score))
        return Score(f"A {score[0]}, B {score[1]}", lines)


register_view_hook(DuelGame, DuelViewHook())


def render_duel(view: View) -> str:
    """Duel's table as text (its registration record's renderer).

    >>> from bridgekit.variants import new_game
    >>> print(render_duel(new_game("duel", seed=1).view(1)).splitlines()[0])
    Duel - you are B, B is to call
    """
    who = "nobody" if view.to_act is None else NAMES[view.to_act]
    doing = "to call" if view.phase is Phase.AUCTION else "to play"
    lines = [f"Duel - you are {NAMES[view.seat]}, {who} is {doing}"]
    for seat, hand in enumerate(view.hands):
        lines.append(f"  {NAMES[seat]}: {hand if hand is not None else f'{view.hand_sizes[seat]} cards'}")
    lines.append(f"  tricks {view.tricks_won[0]}-{view.tricks_won[1]}")
    return "\n".join(lines)


DUEL = Variant(
    name="duel",
    title="Duel (a test game)",
    game=DuelGame,
    pack=PACK_32,
    seat_names=NAMES,
    hand_size=4,
    rules="tests/duel.py",
)


#: Duel's one registration record, as a game package's ``__init__`` holds it (conftest registers it)
REGISTRATION = GameEntry("duel", ":DUEL", robot="bridgekit.robots:RandomRobot", renderer=":render_duel")
