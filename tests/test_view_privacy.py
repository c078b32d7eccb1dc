"""Privacy of the seat view (issue 14 item 1): at every step of random legal play-outs of every
game, for every seat and a spectator, the view's JSON names no card the viewer may not see by
the game's rules and no private slip or holding; the JSON round-trips exactly.

The cards a viewer may see are defined here from RULES.md, independently of the view code:
each game's rule is a function of the full game below.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator

import pytest

from bridgekit import new_game
from bridgekit.cards import Card, CardSet
from bridgekit.formats import view_json
from bridgekit.state import Game, Played
from bridgekit.variants import playable_variants
from bridgekit.variants.booby.game import DUMMY, ToDummy
from bridgekit.variants.light_bridge.records import Discarded as LightDiscarded
from bridgekit.variants.light_bridge.records import PlayedJoker, TalonTaken
from bridgekit.variants.minibridge.records import LengthsShown, Slipped
from bridgekit.variants.nullo.game import Discarded as NulloDiscarded
from bridgekit.variants.nullo.ordered_deal import ordered
from bridgekit.views import SPECTATOR, seat_view

GAMES = {variant.name: variant for variant in playable_variants()}
SEEDS = range(6)

_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
_CARD = re.compile(
    r"(?<![\w=])([SHDC][AKQJT2-9])(?![\w])|([♠♥♦♣])(10|[AKQJ2-9])(?![\w])|(?<![\w])(J[12])(?![\w])"
)


def start(name: str, seed: int) -> Game:
    if name.endswith("+table"):
        return new_game(name.removesuffix("+table"), seed=seed, table_mode=True)
    variant = GAMES[name]
    return variant.game_class({})(variant, seed=seed)


# -- what a viewer may see, by the rules ---------------------------------------------------


def played(game: Game) -> CardSet:
    """Cards played to tricks are seen by everybody (RULES 0.4), jokers' names too (12.6.3)."""
    cards = CardSet()
    for record in game.history:
        if isinstance(record, Played):
            cards |= record.card
        elif isinstance(record, PlayedJoker):
            cards |= CardSet([record.joker, record.named])
    return cards


def lead_made(game: Game) -> bool:
    return any(isinstance(r, Played | PlayedJoker) for r in game.history)


def declarer_side_dummy(game: Game) -> int | None:
    dummy = getattr(game, "dummy", None)
    return None if dummy is None else int(dummy)


def bridge_rule(game: Game, viewer: int | None) -> CardSet:
    """RULES 1.8, 11.5: own hand; dummy after the opening lead."""
    seen = CardSet() if viewer is None else game.deal.hands[viewer]
    dummy = declarer_side_dummy(game)
    if dummy is not None and lead_made(game):
        seen |= game.deal.hands[dummy]
    return seen


def bridge2_rule(game: Game, viewer: int | None) -> CardSet:
    """RULES 9.1: South and West each look at the hand opposite; both dummies after the lead."""
    hands = game.deal.hands
    seen = CardSet()
    if viewer is not None:
        seen |= hands[viewer]
        if viewer in (2, 3):
            seen |= hands[(viewer + 2) % 4]
    if lead_made(game):
        seen |= hands[0] | hands[1]
    return seen


def bridge3_rule(game: Game, viewer: int | None) -> CardSet:
    """RULES 9.2 (b), (d): the single player looks at his dummy when he calls; after the lead the
    single player's dummy and declarer's partner are spread."""
    hands = game.deal.hands
    single = "NESW".index(str(game.options["single"]).upper())
    single_dummy = (single + 2) % 4
    seen = CardSet() if viewer is None else hands[viewer]
    if viewer == single and getattr(game, "stage", "partners") != "partners":
        seen |= hands[single_dummy]
    if lead_made(game):
        seen |= hands[single_dummy]
        dummy = declarer_side_dummy(game)
        if dummy is not None:
            seen |= hands[dummy]
    return seen


def konstam_rule(game: Game, viewer: int | None) -> CardSet:
    """RULES 17.1, 17.3: the open dummy at once, the closed dummy after the opening lead."""
    hands = game.deal.hands
    seen = hands[2] | (CardSet() if viewer is None else hands[viewer])
    if lead_made(game):
        seen |= hands[3]
    return seen


def booby_rule(game: Game, viewer: int | None) -> CardSet:
    """RULES 13.1, 13.3: own seventeen cards; nobody looks at the dummy until it is spread."""
    seen = CardSet() if viewer is None else game.deal.hands[viewer]
    if lead_made(game):
        seen |= game.hands[DUMMY] | played(game)
    for record in game.history:
        if isinstance(record, ToDummy) and record.seat == viewer:
            seen |= record.card
    return seen


def nullo_rule(game: Game, viewer: int | None) -> CardSet:
    """RULES 14.1, 14.2: own hand, own discards and own draws; never the stock."""
    if viewer is None:
        return CardSet()
    seen = game.deal.hands[viewer] | game.hands[viewer]
    for record in game.history:
        if isinstance(record, NulloDiscarded) and record.seat == viewer:
            seen |= record.card
        if isinstance(record, Played) and record.seat == viewer:
            seen |= record.card
    return seen


def slam_rule(game: Game, viewer: int | None) -> CardSet:
    """RULES 15.2, 15.6: the cards dealt to the player so far (his reserve among them)."""
    if viewer is None:
        return CardSet()
    seen = game.hands[viewer]
    for record in game.history:
        if isinstance(record, Played) and record.seat == viewer:
            seen |= record.card
    return seen


def chinese_rule(game: Game, viewer: int | None) -> CardSet:
    """RULES 16.1, 16.3: own four-card hand and every face-up card; no face-down card."""
    seen = CardSet()
    for row in game.table:  # type: ignore[attr-defined]
        seen |= row
    if viewer is not None:
        seen |= CardSet(ordered(game.deal).sequences[viewer][:4])
    return seen


def light_rule(game: Game, viewer: int | None) -> CardSet:
    """RULES 12.5.3, 12.7: own hand; the talon when dealt face up or shown by its taker; the
    taker's own discards."""
    talon = game.deal.talon
    seen = CardSet()
    if viewer is not None:
        seen |= game.deal.hands[viewer] | game.hands[viewer]
        for record in game.history:
            if isinstance(record, LightDiscarded) and record.seat == viewer:
                seen |= record.card
            if isinstance(record, Played) and record.seat == viewer:
                seen |= record.card
    if game.options.get("talon_open") or any(isinstance(r, TalonTaken) for r in game.history):
        seen |= talon
    return seen


def duel_rule(game: Game, viewer: int | None) -> CardSet:
    """tests/duel.py: own hand; the stock is seen by nobody."""
    return CardSet() if viewer is None else game.deal.hands[viewer]


RULES: dict[str, Callable[[Game, int | None], CardSet]] = {
    "duel": duel_rule,
    "bridge": bridge_rule,
    "minibridge": bridge_rule,
    "bridge2": bridge2_rule,
    "bridge3": bridge3_rule,
    "konstam": konstam_rule,
    "booby": booby_rule,
    "nullo": nullo_rule,
    "slam": slam_rule,
    "chinese_bridge": chinese_rule,
    "lb3": light_rule,
    "lb4": light_rule,
    "lb4_52": light_rule,
    "lb4_54": light_rule,
    "lb6": light_rule,
}


def may_see(name: str, game: Game, viewer: int | None) -> CardSet:
    if game.is_over:
        return game.deal.cards
    return RULES[name.removesuffix("+table")](game, viewer) | played(game)


# -- what the JSON names -------------------------------------------------------------------


def strings(value: object, key: str = "") -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, item in value.items():
            if k != "as":  # a played joker's name is public (RULES 12.6.3)
                yield from strings(item, k)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item, key)


def named_cards(data: dict[str, object]) -> CardSet:
    """Every card the JSON names (``SA``, ``♠A``, ``♥10``, jokers), a joker play's naming apart."""
    found = CardSet()
    actions = data.get("legal_actions")
    rest = {k: v for k, v in data.items() if k != "legal_actions"}
    texts = list(strings(rest))
    assert isinstance(actions, list)
    for action in actions:
        assert isinstance(action, dict)
        text, label = str(action["text"]), str(action["label"])
        texts += [text.split("=")[0], label.split(" as ")[0]]  # naming a joker names no holding
    for text in texts:
        for match in _CARD.finditer(text):
            plain, symbol, rank, joker = match.groups()
            if plain:
                found |= Card.from_str(plain)
            elif symbol:
                found |= Card.from_str(_SYMBOLS[symbol] + ("T" if rank == "10" else rank))
            elif joker:
                found |= Card.from_str(joker)
    return found


def private_numbers(game: Game, viewer: int | None) -> list[str]:
    """Sentences that would give away a private slip or dummy's lengths (RULES 11.2, 11.3)."""
    banned = []
    for record in game.history:
        if isinstance(record, Slipped) and viewer not in (record.seat, record.seat.partner):
            banned.append(f"{record.hcp} HCP on a slip")
        if isinstance(record, LengthsShown) and viewer not in (record.seat, record.seat.partner):
            banned.append(str(record).split(" lengths ")[1])
    return [] if game.is_over else banned


def check(name: str, game: Game, viewer: int | None) -> None:
    view = seat_view(game, viewer)
    text = view_json.dumps(view)
    assert view_json.loads(text) == view
    data = json.loads(text)
    leaked = named_cards(data) - may_see(name, game, viewer)
    assert not leaked, f"{name}: {viewer} is shown {leaked} at step {len(game.history)}"
    for words in private_numbers(game, viewer):
        assert words not in text, f"{name}: {viewer} is told {words!r}"
    if name in ("bridge", "bridge2", "bridge3", "konstam", "minibridge", "nullo") or name.startswith("lb"):
        for zone in view.zones:  # a hand shows or counts each of its cards
            if zone.kind in ("hand", "dummy") and zone.owner is not None:
                assert len(zone.cards) + zone.hidden == len(game.hands[zone.owner])


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", [*sorted(GAMES), "bridge+table", "minibridge+table"])
def test_no_view_names_a_card_its_viewer_may_not_see(name: str, seed: int) -> None:
    game = start(name, seed)
    rng = random.Random(seed)
    viewers = [SPECTATOR, *range(game.variant.seat_count)]
    while True:
        for viewer in viewers:
            check(name, game, viewer)
        if game.is_over:
            break
        game.act(rng.choice(game.legal_actions()))


@pytest.mark.slow
@pytest.mark.parametrize("name", [*sorted(GAMES), "bridge+table", "minibridge+table"])
def test_soak_no_view_names_a_card_its_viewer_may_not_see(name: str) -> None:
    """The same check over many more play-outs (``--run-slow``)."""
    for seed in range(100, 160):
        test_no_view_names_a_card_its_viewer_may_not_see(name, seed)


def test_the_checker_catches_a_leak() -> None:
    """The test's own card finder sees both spellings of a card and ignores a joker's naming."""
    data: dict[str, object] = {
        "zones": [{"cards": ["SA"]}],
        "log": [{"text": "A gives ♥10 to the dummy"}],
        "legal_actions": [{"text": "J1=DK", "label": "J1 as ♦K"}],
    }
    assert named_cards(data) == CardSet([Card.from_str("SA"), Card.from_str("HT"), Card.from_str("J1")])
    game = new_game("booby", seed=1)
    assert not booby_rule(game, 0) & game.hands[DUMMY]  # the dealt dummy card is nobody's


def test_record_text_hides_what_the_seat_may_not_know() -> None:
    """RULES 13.1: a card given to the dummy is named to its giver only; RULES 11.2: the slip's
    number to its writer and the opener only."""
    from bridgekit.views import record_text

    game = new_game("booby", seed=2)
    record = game.act(game.legal_actions()[0])
    assert isinstance(record, ToDummy)
    others = [s for s in range(3) if s != record.seat]
    for seat in [SPECTATOR, *others]:
        assert "a card" in record_text(game, record, seat) and str(record.card) not in record_text(
            game, record, seat
        )
    assert "a card" not in record_text(game, record, record.seat)
    mini = new_game("minibridge", seed=0)
    while not any(isinstance(r, Slipped) for r in mini.history):
        mini.act(mini.legal_actions()[0])
    slip = mini.history[-1]
    assert isinstance(slip, Slipped)
    outsider = (slip.seat + 1) % 4
    assert f"{slip.hcp} HCP" in record_text(mini, slip, slip.seat.partner)
    assert f"{slip.hcp} HCP" not in record_text(mini, slip, outsider) and "his HCP" in record_text(
        mini, slip, outsider
    )
