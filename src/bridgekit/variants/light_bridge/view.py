"""The seat view of Light bridge (RULES 12): every player plays his own hand and nothing is
exposed (12.5.3); the talon is seen when dealt face up or once its taker shows it (12.7); the
taker's discards are his alone until the end; a played joker shows the card it was named as.

>>> from bridgekit import new_game
>>> from bridgekit.views import seat_view
>>> view = seat_view(new_game("light_bridge", variant="lb4_54", seed=1), 0)
>>> view.game, view.form, [z.kind for z in view.zones], view.zone("talon", None).hidden
('light_bridge', 'lb4_54', ['hand', 'hand', 'hand', 'hand', 'talon'], 2)
"""

from __future__ import annotations

from collections.abc import Callable

from bridgekit.cards import CardSet
from bridgekit.i18n import _
from bridgekit.state import Called
from bridgekit.variants.light_bridge.game import LightBridgeGame
from bridgekit.variants.light_bridge.play import JokerPlay
from bridgekit.variants.light_bridge.records import (
    Discard,
    Discarded,
    Stage,
    TakeTalon,
    TalonTaken,
)
from bridgekit.variants.light_bridge.scoring import side_names
from bridgekit.views import (
    CallEntry,
    LegalAction,
    Score,
    ScoreLine,
    SideInfo,
    TricksWon,
    ViewHook,
    Zone,
    call_entry,
    card_label,
    card_text,
    cards_in_order,
    register_view_hook,
    tricks_by_side,
)

__all__ = ["LightBridgeViewHook"]


class LightBridgeViewHook(ViewHook[LightBridgeGame]):
    """The seat view of every form of Light bridge."""

    rules = "RULES 12"

    def seat_sides(self, game: LightBridgeGame) -> tuple[int | None, ...]:
        return tuple(game.side_of(seat) for seat in range(game.variant.seat_count))

    def sides(self, game: LightBridgeGame) -> tuple[SideInfo, ...]:
        return tuple(SideInfo(index, name) for index, name in enumerate(side_names(game.table)))

    def vulnerability(self, game: LightBridgeGame) -> tuple[str | None, tuple[int, ...]]:
        return (None, ())

    def call_columns(self, game: LightBridgeGame) -> tuple[int, ...]:
        count = game.variant.seat_count
        first = game.auction[0].seat if game.auction else game.to_act if game.to_act is not None else 0
        return tuple((first + offset) % count for offset in range(count))

    def stage(self, game: LightBridgeGame) -> str:
        return str(game.stage)

    def zones(self, game: LightBridgeGame, viewer: int | None) -> tuple[Zone, ...]:
        zones = list(super().zones(game, viewer))
        if not game.deal.talon:
            return tuple(zones)
        talon = game.talon
        if game.is_over or game._talon_shown:
            zones.append(Zone("talon", None, _("Talon"), cards_in_order(talon), 0))
        else:
            zones.append(Zone("talon", None, _("Talon"), (), len(talon)))
        if game.discards:
            taker = next((r.seat for r in game.history if isinstance(r, TalonTaken)), None)
            zones.append(self.own_or_hidden("discards", taker, _("Discards"), game.discards, viewer, game))
        return tuple(zones)

    def calls(self, game: LightBridgeGame, viewer: int | None) -> tuple[CallEntry, ...]:
        return tuple(
            call_entry(record.seat, record.call) for record in game.history if isinstance(record, Called)
        )

    def describe(self, game: LightBridgeGame, record: object, viewer: int | None) -> str | None:
        if isinstance(record, TalonTaken):
            shown = " ".join(card_label(card) for card in CardSet(record.cards))
            return f"{self.name(game, record.seat)} shows and takes the talon: {shown}"
        if isinstance(record, Discarded):
            what = self.private_card(game, record.seat, record.card, viewer)
            return f"{self.name(game, record.seat)} discards {what} face down"
        return super().describe(game, record, viewer)

    def named_as(self, game: LightBridgeGame) -> Callable[[int, int], str | None]:
        play = game._play
        done = game.tricks
        named = tuple(play.named_tricks) if play is not None else ()
        current = game.current_named
        now = game.current_trick

        def lookup(number: int, position: int) -> str | None:
            if number < len(done):
                card, effective = done[number].cards[position], named[number][position]
            else:
                card, effective = now[position].card, current[position]
            return card_text(effective) if card.is_joker else None

        return lookup

    def next_leader(self, game: LightBridgeGame) -> int | None:
        return game.to_act if game.stage is Stage.PLAY else None

    def tricks_won(self, game: LightBridgeGame) -> tuple[TricksWon, ...]:
        return tricks_by_side(game.tricks_won) if game._play is not None else ()

    def action(self, game: LightBridgeGame, action: object) -> LegalAction:
        if isinstance(action, JokerPlay):
            return LegalAction(
                "card", f"{action.joker}={action.named}", f"{action.joker} as {card_label(action.named)}"
            )
        if isinstance(action, TakeTalon):
            return LegalAction("choice", str(action), "Take the talon")
        if isinstance(action, Discard):
            return LegalAction("card", str(action), f"Discard {card_label(action.card)}")
        return super().action(game, action)

    def score(self, game: LightBridgeGame) -> Score | None:
        scores = game.score
        names = side_names(game.table)
        if scores is None:
            return Score("no score (passed out)", ())
        lines = tuple(ScoreLine(names[side], points) for side, points in enumerate(scores))
        return Score("; ".join(f"{line.label} {line.value}" for line in lines), lines)


register_view_hook(LightBridgeGame, LightBridgeViewHook())
