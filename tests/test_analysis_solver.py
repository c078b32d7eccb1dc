"""The generic double-dummy solver: against DDS on standard deals, against brute force on
small endings of every kind of game (packs of 32/36/52/54, 2/3/4/6 seats, misère and
exactly-N objectives, must-ruff, jokers, four-card tricks of two players, reserves)."""

from __future__ import annotations

import dataclasses
import random
import zlib
from functools import cache

import pytest

import bridgekit
from bridgekit.analysis.dd import card_values, dd_tables
from bridgekit.analysis.solver import (
    Objective,
    Play,
    Position,
    Solver,
    SolverError,
    apply,
    legal_plays,
    native_available,
)
from bridgekit.analysis.solver.adapters import objective_of, position_of
from bridgekit.analysis.solver.table import generic_table
from bridgekit.cards import PACK_32, PACK_36, PACK_52, PACK_54, CardSet, Pack, Suit
from bridgekit.deal import Deal

SOLVERS = [pytest.param(False, id="python")] + (
    [pytest.param(True, id="native")] if native_available() else []
)


def small_deal(rng: random.Random, cards: int) -> Deal:
    pack = list(range(52))
    rng.shuffle(pack)
    return Deal([CardSet(sum(1 << c for c in pack[i * cards : (i + 1) * cards])) for i in range(4)])


# -- against DDS -------------------------------------------------------------------------------


def test_generic_tables_agree_with_dds_on_20_deals_of_8_cards() -> None:
    rng = random.Random(7)
    deals = [small_deal(rng, 8) for _ in range(20)]
    solver = Solver()
    for deal, reference in zip(deals, dd_tables(deals), strict=True):
        # DDS counts the tricks of a short deal as if the missing ones had been won by declarer
        assert {k: v + 5 for k, v in generic_table(deal, solver=solver).items()} == dict(reference), deal


def test_generic_table_agrees_with_dds_on_a_full_deal() -> None:
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    assert dict(generic_table(deal)) == dict(dd_tables([deal])[0])


def test_generic_tables_agree_with_dds_on_the_first_random_deals() -> None:
    """A bounded share of the 1,000-deal test below, run by default: the core's small-card
    pruning and lead order (issue 18) on full deals, every strain and declarer."""
    from bridgekit.analysis.dealer import Dealer

    deals = Dealer(seed=2024).deals(3)
    for deal, reference in zip(deals, dd_tables(deals), strict=True):
        assert dict(generic_table(deal, threads=1)) == dict(reference), deal


@pytest.mark.slow
def test_generic_tables_agree_with_dds_on_1000_random_deals() -> None:
    from bridgekit.analysis.dealer import Dealer

    deals = Dealer(seed=2024).deals(1000)
    for deal, reference in zip(deals, dd_tables(deals), strict=True):
        assert dict(generic_table(deal)) == dict(reference), deal


def test_best_plays_in_a_game_in_progress_match_dds_card_values() -> None:
    rng = random.Random(11)
    game = bridgekit.new_game("bridge", deal=small_13_from(rng))
    for call in ("3NT", "P", "P", "P"):
        game.act(call)
    for _ in range(30):  # into the middle of the play, tricks in progress included
        game.act(rng.choice(game.legal_actions()))
    position = position_of(game)
    assert objective_of(game) == Objective.at_least(9)
    values = card_values(game)
    solver = Solver()
    ours = {bridgekit.Card.from_index(p.card): v for p, v in solver.play_values(position).items()}
    assert ours == values


def test_threaded_tables_equal_one_thread_tables() -> None:
    deal = Deal.from_pbn("N:KJT.AT8752.98.A9 9875.Q963.A52.63 AQ6432.J.K3.J754 .K4.QJT764.KQT82")
    assert generic_table(deal, threads=2) == generic_table(deal, threads=1) == dict(dd_tables([deal])[0])


# -- the compiled core against the pure-Python search -----------------------------------------


def random_position(rng: random.Random, seats: int) -> Position:
    """A random ending of 2-6 seats, any side, trumps and must-ruff or not, maybe mid-trick."""
    cards = rng.randint(2, 5 if seats <= 3 else 3)
    deck = list(range(52))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[i * cards : (i + 1) * cards]) for i in range(seats)]
    side = frozenset(rng.sample(range(seats), rng.randint(1, seats - 1)))
    position = Position(
        hands=hands,
        leader=rng.randrange(seats),
        side=side,
        trump=rng.choice([None, *Suit]),
        must_ruff=rng.random() < 0.3,
    )
    for _ in range(rng.randrange(3)):
        if position.tricks_left > 1:
            position = apply(position, rng.choice(legal_plays(position)))
    return position


@pytest.mark.skipif(not native_available(), reason="the compiled core is not built")
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_compiled_core_agrees_with_the_python_search(seats: int) -> None:
    """The C core's partition search, quick tricks and sure trump tricks against the plain
    exact-key search, on most, fewest and interval objectives."""
    rng = random.Random(seats)
    for _ in range(60):
        position = random_position(rng, seats)
        native, python = Solver(native=True, table_bits=10), Solver(native=False)
        for fewest in (False, True):
            assert native.tricks(position, fewest=fewest) == python.tricks(position, fewest=fewest), position
        n = rng.randrange(position.won, position.won + position.tricks_left + 1)
        for objective in (Objective.exactly(n), Objective.at_most(n), Objective(max(0, n - 1), n)):
            assert native.can_make(position, objective) == python.can_make(position, objective), position


def test_must_ruff_by_a_partner_takes_the_lead_from_quick_tricks() -> None:
    # seat 0 leads C7 to seat 3's CK, but seat 4 (a partner, void in clubs) must ruff and
    # then leads D4 to the side's DT: quick tricks may not count CK then seat 3's hearts
    position = Position(
        hands=[CardSet.from_str(t).mask for t in (".2..7", ".8.T6.", ".6.5.2", ".JT..K", "3..4.")],
        leader=4,
        side=frozenset({1}),
        trick=[Play(4, 41, 41), Play(0, 47, 47)],
        trump=Suit.SPADES,
        must_ruff=True,
    )
    assert Solver().tricks(position) == brute_most(position) == 1


def test_small_deals_agree_with_dds_for_every_strain_and_declarer() -> None:
    rng = random.Random(99)
    deals = [small_deal(rng, rng.randint(3, 8)) for _ in range(150)]
    solver = Solver(table_bits=14)
    for deal, reference in zip(deals, dd_tables(deals), strict=True):
        missing = 13 - len(deal.hands[0])  # DDS gives declarer the tricks not dealt
        table = generic_table(deal, solver=solver)
        assert {k: v + missing for k, v in table.items()} == dict(reference), deal


def small_13_from(rng: random.Random) -> Deal:
    return small_deal(rng, 13)


# -- against brute force -----------------------------------------------------------------------


def brute_most(position: Position) -> int:
    """Plain minimax: the side's final count when the side maximises and the others minimise."""

    @cache
    def value(pos: Position) -> int:
        if pos.tricks_left == 0:
            return pos.won
        results = [value(apply(pos, play)) for play in legal_plays(pos)]
        return max(results) if pos.to_play in pos.side else min(results)

    return value(position)


def brute_fewest(position: Position) -> int:
    @cache
    def value(pos: Position) -> int:
        if pos.tricks_left == 0:
            return pos.won
        results = [value(apply(pos, play)) for play in legal_plays(pos)]
        return min(results) if pos.to_play in pos.side else max(results)

    return value(position)


def brute_can(position: Position, objective: Objective) -> bool:
    @cache
    def wins(pos: Position) -> bool:
        if pos.tricks_left == 0:
            return objective.lo <= pos.won <= objective.hi
        results = [wins(apply(pos, play)) for play in legal_plays(pos)]
        return any(results) if pos.to_play in pos.side else all(results)

    return wins(position)


def random_ending(
    rng: random.Random,
    pack: Pack,
    seats: int,
    cards: int,
    *,
    trick_size: int | None = None,
    must_ruff: bool = False,
    jokers: bool = False,
) -> Position:
    deck = [c.index for c in pack.cards if c.index < 52]
    rng.shuffle(deck)
    if jokers:
        deck = [52, 53] + deck
        deck = deck[:2] + deck[2 : seats * cards]
        rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[i * cards : (i + 1) * cards]) for i in range(seats)]
    trump = rng.choice([None, *Suit])
    # with jokers, four cards not dealt here count as never played, so jokers may be named as them
    gone = None
    if jokers:
        gone = (1 << 52) - 1 & ~sum(hands)
        gone &= ~sum(1 << c for c in rng.sample([c for c in range(52) if gone >> c & 1], 4))
    side = frozenset(s for s in range(seats) if s % 2 == 0) if seats % 2 == 0 else frozenset({0})
    return Position(
        hands=hands,
        leader=rng.randrange(seats),
        side=side,
        trump=trump,
        trick_size=trick_size,
        must_ruff=must_ruff,
        gone=gone,
    )


CASES = [
    ("52 cards, 4 seats", PACK_52, 4, 3, {}),
    ("36 cards, 4 seats (lb4)", PACK_36, 4, 3, {}),
    ("36 cards, 3 seats (lb3)", PACK_36, 3, 4, {}),
    ("32 cards, 2 seats", PACK_32, 2, 4, {}),
    ("32 cards, 2 seats, four-card tricks (Slam)", PACK_32, 2, 4, {"trick_size": 4}),
    ("54 cards, 6 seats, jokers (lb6)", PACK_54, 6, 2, {"jokers": True}),
    ("54 cards, 4 seats, jokers, must-ruff (lb4_54)", PACK_54, 4, 3, {"jokers": True, "must_ruff": True}),
    ("36 cards, 4 seats, must-ruff", PACK_36, 4, 3, {"must_ruff": True}),
]


@pytest.mark.parametrize("native", SOLVERS)
@pytest.mark.parametrize(("name", "pack", "seats", "cards", "options"), CASES, ids=[c[0] for c in CASES])
def test_solver_agrees_with_brute_force_on_endings(
    native: bool, name: str, pack: Pack, seats: int, cards: int, options: dict[str, object]
) -> None:
    rng = random.Random(zlib.crc32(name.encode()))  # not hash(): it varies with PYTHONHASHSEED
    solver = Solver(native=native, table_bits=12)
    for _ in range(4):
        pos = random_ending(rng, pack, seats, cards, **options)  # type: ignore[arg-type]
        if rng.random() < 0.5:  # start in the middle of a trick
            pos = apply(pos, rng.choice(legal_plays(pos)))
        most, fewest = brute_most(pos), brute_fewest(pos)
        assert solver.tricks(pos) == most, pos.describe()
        assert solver.tricks(pos, fewest=True) == fewest, pos.describe()
        n = rng.randrange(pos.won, pos.won + pos.tricks_left + 1)
        objective = rng.choice([Objective.exactly(n), Objective.at_most(n), Objective.at_least(n)])
        assert solver.can_make(pos, objective) == brute_can(pos, objective), (pos.describe(), objective)


@pytest.mark.parametrize("native", SOLVERS)
def test_a_joker_named_as_a_live_card_is_not_alike_a_higher_name(native: bool) -> None:
    # lb6 with jokers, hearts trumps (found with PYTHONHASHSEED=7): after DQ DA D7, seat 5
    # ruffs with its joker named as HT, the card seat 0 holds (the joker, played first, wins
    # the tie). HA, the only higher name left, stays free for seat 1's joker, which then
    # beats seat 0's HT on the last trick. Named as HA, the joker would leave HT to seat 0.
    # The search took HT and HA for one class of names (no live card between them) and
    # tried HA only: 1 trick instead of 0.
    pos = Position(
        hands=(17179873280, 9007199321849856, 8598323200, 70368777732096, 262148, 4505798650626048),
        leader=2,
        side=frozenset({0, 2, 4}),
        trump=Suit.HEARTS,
        gone=2143197161320443,
    )
    assert pos.describe() == "hands [CA HT H2 J2 DQ H9 DA S9 C4 D7 S4 J1] trick [] leader 2"
    solver = Solver(native=native, table_bits=12)
    assert solver.tricks(pos) == brute_most(pos) == 0
    assert solver.tricks(pos, fewest=True) == brute_fewest(pos) == 1
    trick = [Play(2, 23, 23), Play(3, 25, 25), Play(4, 18, 18)]
    for play in trick:
        pos = apply(pos, play)
    values = solver.play_values(pos)
    assert values[Play(5, 52, 34)] == 0  # the joker as HT
    assert values[Play(5, 52, 38)] == 1  # the joker as HA
    assert min(values.values()) == brute_most(pos) == 0


@pytest.mark.parametrize("native", SOLVERS)
def test_a_held_card_a_joker_was_named_as_is_not_alike_its_neighbour(native: bool) -> None:
    # lb6 with jokers, diamonds trumps (found by a sweep of seeds): seat 4 leads its joker as
    # DT, the card seat 3 holds with D9. Seat 3's D9 and DT were taken for equal cards, but
    # DT is already gone as a name: keeping D9 (DT played) leaves D9 free as a name for seat
    # 5's joker, which then ties it; keeping DT leaves no such name. The search tried DT only.
    pos = Position(
        hands=(70368744177665, 4294983680, 10995116277760, 3145728, 13510798882111488, 17600775979008),
        leader=4,
        side=frozenset({0, 2, 4}),
        trump=Suit.DIAMONDS,
        gone=2152830879109102,
    )
    assert pos.describe() == "hands [C2 S9 D3 H8 S4 S6 D9 DT J1 J2 H9 S7] trick [] leader 4"
    solver = Solver(native=native, table_bits=12)
    assert solver.tricks(pos) == brute_most(pos) == 1
    for play in (Play(4, 52, 21), Play(5, 33, 33), Play(0, 0, 0), Play(1, 14, 14), Play(2, 41, 41)):
        pos = apply(pos, play)
    assert solver.play_values(pos) == {Play(3, 20, 20): 1, Play(3, 21, 21): 2}
    assert solver.tricks(pos) == brute_most(pos) == 1


def test_reserves_join_the_hand_when_it_is_empty() -> None:
    # Slam's shape in small: two players, four-card tricks, then two-card tricks from reserves.
    rng = random.Random(5)
    for _ in range(5):
        deck = [c.index for c in PACK_32.cards]
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[0:4]), sum(1 << c for c in deck[4:8])]
        locked = [1 << deck[8], 1 << deck[9]]
        pos = Position(
            hands=hands, leader=0, side=frozenset({0}), locked=locked, trick_size=(4, 4, 2), trump=Suit.SPADES
        )
        assert Solver().tricks(pos) == brute_most(pos)
        assert Solver().tricks(pos, fewest=True) == brute_fewest(pos)


def test_unlocked_cards_become_playable_after_the_trick() -> None:
    # Chinese bridge in small: playing a face-up card frees the face-down card beneath it.
    hands = [CardSet.from_str("A.2..").mask, CardSet.from_str("K.3..").mask]
    locked = [CardSet.from_str("Q...").mask, CardSet.from_str("..2.").mask]
    unlocks = {CardSet.from_str("A...").mask.bit_length() - 1: locked[0]}
    pos = Position(hands=hands, leader=0, side=frozenset({0}), locked=locked, unlocks=unlocks, trick_size=2)
    assert Solver().tricks(pos) == brute_most(pos) == 3


LIMITED = [
    ("52 cards, 4 seats", PACK_52, 4, 4, {}),
    ("32 cards, 2 seats", PACK_32, 2, 6, {}),
    ("36 cards, 4 seats, must-ruff", PACK_36, 4, 4, {"must_ruff": True}),
    ("54 cards, 4 seats, jokers", PACK_54, 4, 4, {"jokers": True}),
]


@pytest.mark.parametrize("native", SOLVERS)
@pytest.mark.parametrize(("name", "pack", "seats", "cards", "options"), LIMITED, ids=[c[0] for c in LIMITED])
def test_a_trick_limit_stops_the_play_with_cards_left(
    native: bool, name: str, pack: Pack, seats: int, cards: int, options: dict[str, object]
) -> None:
    rng = random.Random(f"{name} limited")
    solver = Solver(native=native, table_bits=12)
    for _ in range(4):
        full = random_ending(rng, pack, seats, cards, **options)  # type: ignore[arg-type]
        pos = dataclasses.replace(full, tricks_to_play=rng.randrange(1, cards - 1))
        if rng.random() < 0.5:  # start in the middle of a trick
            pos = apply(pos, rng.choice(legal_plays(pos)))
        assert solver._can_use_core(pos) == (native and not pos.has_jokers)  # the core knows limits
        assert pos.tricks_left == pos.tricks_to_play < full.tricks_left
        most, fewest = brute_most(pos), brute_fewest(pos)
        assert solver.tricks(pos) == most, pos.describe()
        assert solver.tricks(pos, fewest=True) == fewest, pos.describe()
        n = rng.randrange(pos.won, pos.won + pos.tricks_left + 1)
        objective = rng.choice([Objective.exactly(n), Objective.at_most(n), Objective.at_least(n)])
        assert solver.can_make(pos, objective) == brute_can(pos, objective), (pos.describe(), objective)


def test_the_last_trick_of_a_limit_ends_the_play() -> None:
    hands = [CardSet.from_str(t).mask for t in ("AK...", "QJ...")]
    pos = Position(hands=hands, leader=0, side=frozenset({0}), trick_size=2, tricks_to_play=1)
    assert pos.trick_sizes == (2,) and pos.tricks_left == 1
    after = apply(apply(pos, Play(0, 51, 51)), Play(1, 49, 49))
    assert (after.tricks_to_play, after.tricks_left, after.won, after.card_count) == (0, 0, 1, 2)
    assert legal_plays(after) == []
    assert Solver().tricks(after) == 1 and Solver().can_make(after, Objective.exactly(1))
    unlimited = Position(hands=hands, leader=0, side=frozenset({0}), trick_size=2)
    assert apply(unlimited, Play(0, 51, 51)).tricks_to_play is None and unlimited.tricks_left == 2


def test_a_freed_card_may_win_a_trick_before_the_limit() -> None:
    # Chinese bridge in small: SA frees SK beneath it, which wins the second and last trick
    # (without it, D2 loses to DA); two of seat 1's cards and its locked H2 stay unplayed.
    spade_ace, spade_king = (CardSet.from_str(t).mask for t in ("A...", "K..."))
    pos = Position(
        hands=[spade_ace | CardSet.from_str("..2.").mask, CardSet.from_str("Q3..A3.").mask],
        leader=0,
        side=frozenset({0}),
        locked=[spade_king, CardSet.from_str(".2..").mask],
        unlocks={spade_ace.bit_length() - 1: spade_king},
        trick_size=2,
        tricks_to_play=2,
    )
    assert Solver().tricks(pos) == brute_most(pos) == 2
    face_down = dataclasses.replace(pos, unlocks={})
    assert Solver().tricks(face_down) == brute_most(face_down) == 1
    assert Solver().tricks(dataclasses.replace(pos, tricks_to_play=1)) == 1


def test_equal_cards_that_free_different_cards_are_both_tried() -> None:
    # S7 and S8 are equal, but only S7 frees SA: led, it loses to ST, and SA beats S9.
    spade_seven, spade_ace = (CardSet.from_str(t).mask for t in ("7...", "A..."))
    pos = Position(
        hands=[CardSet.from_str("87...").mask, CardSet.from_str("T92...").mask],
        leader=0,
        side=frozenset({0}),
        locked=[spade_ace, 0],
        unlocks={spade_seven.bit_length() - 1: spade_ace},
        trick_size=2,
        tricks_to_play=2,
    )
    assert Solver().tricks(pos) == brute_most(pos) == 1


def face_down_position(rng: random.Random, seats: int) -> Position:
    """A random position of face-up cards each on a face-down card (as Chinese bridge), a
    few cards in hand besides, a trick limit, perhaps a trick begun."""
    hand, up = (rng.randrange(1, 5), rng.randrange(2, 6)) if seats == 2 else (rng.randrange(1, 3), 2)
    limit = rng.randrange(2, min(hand + 2 * up, 9 if seats == 2 else 5))
    deck = list(range(52))
    rng.shuffle(deck)
    hands, locked, unlocks = [], [], {}
    for _ in range(seats):
        cards = [deck.pop() for _ in range(hand + 2 * up)]
        ups, downs = cards[hand : hand + up], cards[hand + up :]
        hands.append(sum(1 << c for c in cards[: hand + up]))
        locked.append(sum(1 << c for c in downs))
        unlocks.update({u: 1 << d for u, d in zip(ups, downs, strict=True)})
    pos = Position(
        hands=tuple(hands),
        leader=rng.randrange(seats),
        side=frozenset({0}) if seats == 2 else frozenset({0, 2}),
        trump=rng.choice([None, *Suit]),
        locked=tuple(locked),
        unlocks=unlocks,
        trick_size=seats,
        tricks_to_play=limit,
    )
    return apply(pos, rng.choice(legal_plays(pos))) if rng.random() < 0.4 else pos


@pytest.mark.skipif(not native_available(), reason="the compiled core is not built")
@pytest.mark.parametrize("seats", [2, 4])
def test_face_down_cards_on_relative_keys_agree_with_the_python_search(seats: int) -> None:
    """The C core's keys on relative ranks with face-down cards (their holder, and each one's
    unlocker by suit and place) and its last trick of two seats under a limit: the values of
    the Python search's exact keys, most and fewest tricks, objectives and each play's value."""
    rng = random.Random(f"face down {seats}")
    for _ in range(25 if seats == 2 else 40):
        pos = face_down_position(rng, seats)
        native, python = Solver(native=True, table_bits=12), Solver(native=False)
        assert native._can_use_core(pos)
        for fewest in (False, True):
            assert native.tricks(pos, fewest=fewest) == python.tricks(pos, fewest=fewest), pos.describe()
        n = rng.randrange(pos.won, pos.won + pos.tricks_left + 1)
        for objective in (Objective.exactly(n), Objective.at_most(n), Objective.at_least(n)):
            assert native.can_make(pos, objective) == python.can_make(pos, objective), (
                pos.describe(),
                objective,
            )
        assert native.play_values(pos) == python.play_values(pos), pos.describe()


@pytest.mark.skipif(not native_available(), reason="the compiled core is not built")
def test_face_down_cards_on_relative_keys_agree_with_brute_force() -> None:
    rng = random.Random("face down brute")
    for _ in range(8):
        pos = face_down_position(rng, 2)
        if pos.tricks_left > 3:
            pos = dataclasses.replace(pos, tricks_to_play=3 - (len(pos.trick) > 0))
        solver = Solver(native=True, table_bits=12)
        assert solver.tricks(pos) == brute_most(pos), pos.describe()
        assert solver.tricks(pos, fewest=True) == brute_fewest(pos), pos.describe()


@pytest.mark.skipif(not native_available(), reason="the compiled core is not built")
def test_the_last_two_tricks_of_two_seats_counted_directly_agree_with_brute_force() -> None:
    """The C core counts the last two tricks of two seats under a limit without its table
    (face-down cards freed by the first of them included): most, fewest and objectives."""
    rng = random.Random("two tricks of two")
    for _ in range(25):
        pos = face_down_position(rng, 2)
        pos = dataclasses.replace(pos, tricks_to_play=rng.choice([2, 3]))  # the current trick included
        solver = Solver(native=True, table_bits=12)
        assert solver.tricks(pos) == brute_most(pos), pos.describe()
        assert solver.tricks(pos, fewest=True) == brute_fewest(pos), pos.describe()
        for n in range(pos.won, pos.won + pos.tricks_left + 1):
            assert solver.can_make(pos, Objective.at_least(n)) == (brute_most(pos) >= n), pos.describe()


def test_joker_plays_name_every_card_that_is_not_gone() -> None:
    hands = [CardSet.from_str("....1").mask, CardSet.from_str("A...").mask]
    pos = Position(hands=hands, leader=0, side=frozenset({0}), gone=(1 << 52) - 1 - (1 << 51) - (1 << 50))
    names = sorted(p.as_card for p in legal_plays(pos))
    assert names == [50, 51]  # SK and SA; the joker may be named as a card still held
    assert Solver().tricks(pos) == brute_most(pos) == 1


# -- bad input -----------------------------------------------------------------------------


def test_inconsistent_positions_are_refused_with_a_clear_error() -> None:
    card = 1 << 12
    with pytest.raises(SolverError, match="held twice"):
        Position(hands=[card, card], leader=0, side=frozenset({0}))
    with pytest.raises(SolverError, match="do not make"):
        Position(hands=[card, 0], leader=0, side=frozenset({0}))
    with pytest.raises(SolverError, match="seat order"):
        Position(hands=[card, 2], leader=0, side=frozenset({0}), next_seat=(0, 0))
    with pytest.raises(SolverError, match="illegal play"):
        apply(Position(hands=[card, 2], leader=0, side=frozenset({0})), Play(0, 1, 1))


def test_a_trick_limit_the_cards_cannot_play_is_refused() -> None:
    hands = [CardSet.from_str(t).mask for t in ("AK...", "QJ...")]
    with pytest.raises(SolverError, match="counts tricks"):
        Position(hands=hands, leader=0, side=frozenset({0}), tricks_to_play=-1)
    with pytest.raises(SolverError, match="do not make"):
        Position(hands=hands, leader=0, side=frozenset({0}), trick_size=4, tricks_to_play=2)
    long_hand = CardSet.from_str("..AKQJT.").mask
    with pytest.raises(SolverError, match="holds 2 cards, fewer than the 3"):
        Position(hands=[hands[0], long_hand], leader=0, side=frozenset({0}), tricks_to_play=3)
    with pytest.raises(SolverError, match="sizes are given for 2"):
        Position(hands=hands, leader=0, side=frozenset({0}), trick_size=(2, 2), tricks_to_play=3)
    with pytest.raises(SolverError, match="after the last trick"):
        Position(hands=hands, leader=0, side=frozenset({0}), trick=[Play(0, 0, 0)], tricks_to_play=0)


def test_a_game_not_in_its_play_phase_has_no_position() -> None:
    game = bridgekit.new_game("bridge", seed=1)
    with pytest.raises(SolverError, match="play phase"):
        position_of(game)


# -- Light bridge through its adapter ----------------------------------------------------------


@pytest.mark.parametrize("form", ["lb3", "lb4", "lb4_52", "lb4_54", "lb6"])
def test_light_bridge_endings_through_the_adapter(form: str) -> None:
    from bridgekit.variants import new_game

    rng = random.Random(form)
    checked = 0
    for seed in range(40):
        game = new_game("light_bridge", variant=form, seed=seed)
        while not game.is_over and game.stage.value != "play":  # auction, talon, discards
            game.act(rng.choice(game.legal_actions()))
        if game.is_over:
            continue
        left = 2 if game.variant.seat_count == 6 else 3
        while not game.is_over and len(game.hands[game.to_act]) > left:
            game.act(rng.choice(game.legal_actions()))
        if game.is_over:
            continue
        pos = position_of(game)
        engine = set()
        for action in game.legal_actions():
            card, named = (action.joker, action.named) if hasattr(action, "joker") else (action, action)
            engine.add(Play(game.to_act, card.index, named.index))
        assert set(legal_plays(pos)) == engine
        objective = objective_of(game)
        assert Solver().tricks(pos) == brute_most(pos)
        assert Solver().can_make(pos, objective) == brute_can(pos, objective)
        checked += 1
        if checked == 3:
            break
    assert checked > 0
