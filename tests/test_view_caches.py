"""The seat view's caches (labels by language, hands in display order, bridge's declarer and
dummy kept from the auction's end) give what the uncached code gave, in every language."""

from __future__ import annotations

import random

from bridgekit import new_game
from bridgekit.cards import CARDS, CardSet
from bridgekit.i18n import using
from bridgekit.views import SPECTATOR, call_label, cards_in_order, hook_for, seat_view


def _sorted_by_key(cards: list[object]) -> tuple[str, ...]:
    """Display order written out: the jokers (J1, J2), then spades, hearts, diamonds, clubs, each
    high to low."""
    suits = "SHDC"
    ranks = "AKQJT98765432"

    def key(card: object) -> tuple[int, int]:
        text = str(card)
        if text in ("J1", "J2"):
            return (-1, int(text[1]))
        return (suits.index(text[0]), ranks.index(text[1]))

    return tuple(str(card) for card in sorted(cards, key=key))


def test_hands_in_display_order_as_sorted_by_suit_and_rank() -> None:
    rng = random.Random(3)
    for _ in range(300):
        cards = rng.sample(CARDS, rng.randrange(0, 20))  # jokers too (Light bridge for six)
        expected = _sorted_by_key(list(cards))
        assert cards_in_order(CardSet(cards)) == expected
        assert cards_in_order(cards) == expected
    assert cards_in_order(CardSet([CARDS[53], CARDS[0], CARDS[51], CARDS[52]])) == ("J1", "J2", "SA", "C2")


def test_labels_follow_the_language_after_being_cached() -> None:
    game = new_game("bridge", seed=1)
    hook = hook_for(game)
    english = (call_label("P"), call_label("3NT"), call_label("4H"), hook.seat_label(game, 0))
    assert english == ("Pass", "3NT", "4♥", "North")
    with using("ru"):
        russian = (call_label("P"), call_label("3NT"), call_label("4H"), hook.seat_label(game, 0))
    assert russian[0] != "Pass" and russian[1] != "3NT" and russian[3] != "North"
    assert russian[2] == "4♥"
    assert (call_label("P"), call_label("3NT"), call_label("4H"), hook.seat_label(game, 0)) == english
    with using("ru"):
        assert seat_view(game, 0).seats[0].label == russian[3]


def test_bridge_declarer_and_dummy_follow_the_auction_and_undo() -> None:
    game = new_game("bridge", seed=2, dealer="N")
    assert game.declarer is None and game.dummy is None
    for call in ["1H", "P", "4H", "P", "P"]:
        game.act(call)
        assert game.declarer is None and game.dummy is None and game.to_act == game.to_play
    game.act("P")
    assert (str(game.declarer), str(game.dummy), str(game.to_act)) == ("N", "S", "E")
    game.act(game.legal_actions()[0])  # the opening lead: dummy (South) to play, declarer decides
    assert (str(game.to_play), str(game.to_act)) == ("S", "N")
    game.undo()
    game.undo()
    assert game.declarer is None and game.dummy is None and str(game.to_act) == "E"
    copy = game.copy()
    copy.act("P")
    assert str(copy.declarer) == "N" and game.declarer is None


def test_public_parts_are_the_same_for_every_viewer() -> None:
    """What a game's hook declares public (calls, log) is what every viewer is told."""
    rng = random.Random(5)
    declared = set()
    for name in ("bridge", "minibridge", "bridge2", "bridge3", "konstam", "booby", "nullo", "slam"):
        game = new_game(name, seed=4)
        hook = hook_for(game)
        viewers = [SPECTATOR, *range(game.variant.seat_count)]
        while not game.is_over:
            public = hook.public_parts(game)
            declared |= {(name, part) for part in public}
            if "calls" in public:
                assert len({hook.calls(game, viewer) for viewer in viewers}) == 1
            if "log" in public:
                assert len({hook.log(game, viewer) for viewer in viewers}) == 1
            legal = game.legal_actions()
            game.act(legal[rng.randrange(len(legal))])
    assert ("bridge", "calls") in declared and ("bridge", "log") in declared
    assert ("minibridge", "calls") not in declared  # its calls are told its own way (RULES 11.2)
