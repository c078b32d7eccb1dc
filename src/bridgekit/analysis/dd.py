"""Standard double dummy through DDS (the ``endplay`` package, extra ``[dd]``).

Tables of the 20 results, batched as DDS batches them; the double-dummy value of every
card of the hand to play in a game in progress; the double-dummy cost of every card of a
played deal. Par is in :mod:`bridgekit.analysis.par`.

>>> from bridgekit.deal import Deal
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> table = dd_table(deal)
>>> table[Strain.NOTRUMP, Seat.NORTH], table.row(Strain.SPADES)
(5, (7, 5, 7, 5))
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from bridgekit.calls import Strain
from bridgekit.cards import Card, CardSet
from bridgekit.deal import Deal
from bridgekit.errors import BridgeError, IllegalCardError, NotationError
from bridgekit.seats import Seat
from bridgekit.variants.bridge import BridgeGame

__all__ = [
    "DDTable",
    "dd_table",
    "dd_tables",
    "set_threads",
    "dd_available",
    "card_values",
    "lead_values",
    "play_costs",
    "DDSUnavailableError",
    "BATCH",
]

#: deals per DDS batch (DDS solves at most 200 strain-tables in one call)
BATCH = 40
#: DDS numbers strains S, H, D, C, NT and suits S, H, D, C
_DDS_STRAIN = (3, 2, 1, 0, 4)
_STRAINS = (Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS, Strain.NOTRUMP)
#: DDS keeps its search memory per internal thread in globals: two calls at once in one process
#: share it and crash, so calls from several Python threads (a Dask worker with more than one
#: thread) take turns
_LOCK = threading.Lock()


class DDSUnavailableError(BridgeError):
    """DDS (the ``endplay`` package) is not installed: ``pip install 'bridgekit[dd]'``."""


def _dds() -> Any:
    try:
        import endplay._dds as dds
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise DDSUnavailableError(
            "double dummy needs DDS: pip install 'bridgekit[dd]' (the endplay package)"
        ) from error
    return dds


class DDTable(Mapping[tuple[Strain, Seat], int]):
    """Tricks for declarer in each strain from each seat: ``table[strain, seat]``.

    :param tricks: five rows (C, D, H, S, NT) of four results (N, E, S, W)
    """

    __slots__ = ("_rows",)

    def __init__(self, tricks: Sequence[Sequence[int]]) -> None:
        rows = tuple(tuple(int(t) for t in row) for row in tricks)
        if len(rows) != 5 or any(len(row) != 4 for row in rows):
            raise NotationError("a double-dummy table has five rows of four results")
        self._rows = rows

    def __getitem__(self, key: tuple[Strain, Seat]) -> int:
        strain, seat = key
        return self._rows[strain][seat]

    def __iter__(self) -> Iterator[tuple[Strain, Seat]]:
        return ((strain, seat) for strain in Strain for seat in Seat)

    def __len__(self) -> int:
        return 20

    def row(self, strain: Strain) -> tuple[int, ...]:
        """The four results of one strain, N E S W."""
        return self._rows[strain]

    @property
    def rows(self) -> tuple[tuple[int, ...], ...]:
        """Five rows (C, D, H, S, NT) of four results (N, E, S, W)."""
        return self._rows

    def __eq__(self, other: object) -> bool:
        if isinstance(other, DDTable):
            return other._rows == self._rows
        return super().__eq__(other)

    def __hash__(self) -> int:
        return hash(self._rows)

    def __repr__(self) -> str:
        return f"DDTable({[list(r) for r in self._rows]})"

    def __str__(self) -> str:
        lines = ["     N  E  S  W"]
        for strain in reversed(Strain):
            lines.append(f"{strain.letter:>2} " + "".join(f"{t:>3}" for t in self._rows[strain]))
        return "\n".join(lines)


def dd_available() -> bool:
    """Whether DDS (the ``[dd]`` extra, endplay) can be loaded."""
    try:
        _dds()
    except Exception:  # any failure to load the native library means: play without it
        return False
    return True


def set_threads(count: int) -> None:
    """Let DDS use *count* threads in this process (0: one per core, DDS's default).

    One process per core with one DDS thread each, or one process with a DDS thread per core:
    more threads than cores only slow DDS down.

    >>> set_threads(1)
    >>> set_threads(0)

    :raises BridgeError: if *count* is negative
    """
    if count < 0:
        raise BridgeError(f"DDS threads must be 0 (one per core) or more, not {count}")
    dds = _dds()
    with _LOCK:
        dds.SetMaxThreads(count)


def _check(deal: Deal) -> None:
    if deal.seat_count != 4 or any(h.mask >> 52 for h in deal.hands):
        raise NotationError("DDS solves four hands of the 52-card pack")
    counts = {len(h) for h in deal.hands}
    if len(counts) != 1 or counts == {0}:
        raise NotationError(f"DDS needs four hands of equal size, not {[len(h) for h in deal.hands]}")


def _fill(cards: Any, deal: Deal) -> None:
    """Write a deal into a DDS ``remainCards[hand][suit]`` array (ranks at bits 2–14)."""
    for seat, hand in enumerate(deal.hands):
        mask = hand.mask
        row = cards[seat]
        for dds_suit in range(4):
            row[dds_suit] = (mask >> (13 * (3 - dds_suit)) & 0x1FFF) << 2


def dd_table(deal: Deal) -> DDTable:
    """The 20 double-dummy results of a four-hand deal.

    :raises DDSUnavailableError: without the ``endplay`` package
    :raises NotationError: if the deal is not four equal hands of the 52-card pack
    """
    return dd_tables([deal])[0]


def dd_tables(deals: Iterable[Deal]) -> list[DDTable]:
    """The tables of many deals, :data:`BATCH` deals per DDS call (DDS spreads them over threads)."""
    dds = _dds()
    deals = list(deals)
    for deal in deals:
        _check(deal)
    results: list[DDTable] = []
    for start in range(0, len(deals), BATCH):
        chunk = deals[start : start + BATCH]
        batch = dds.ddTableDeals()
        batch.noOfTables = len(chunk)
        for i, deal in enumerate(chunk):
            _fill(batch.ddTableDeal[i].cards, deal)
        res = dds.ddTablesRes()
        with _LOCK:
            dds.CalcAllTables(batch, -1, [0] * 5, res, dds.allParResults())
        for i in range(len(chunk)):
            table = res.results[i].resTable
            rows = [[table[_DDS_STRAIN.index(s)][seat] for seat in range(4)] for s in range(4)]
            rows.append([table[4][seat] for seat in range(4)])
            results.append(DDTable(rows))
    return results


def _endplay_deal(hands: Sequence[int], leader: int, trump: Strain, trick: Sequence[Card]) -> Any:
    from endplay.types import Deal as EDeal
    from endplay.types import Denom, Player

    deal = EDeal()
    _fill(deal._data.remainCards, Deal([CardSet(m) for m in hands]))
    deal.first = Player(leader)
    deal.trump = Denom(_STRAINS.index(trump))
    for card in trick:
        deal.play(str(card))
    return deal


def card_values(game: BridgeGame) -> dict[Card, int]:
    """For each legal card of the hand to play, the tricks declarer's side then takes in all.

    >>> import bridgekit
    >>> deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    >>> game = bridgekit.new_game("bridge", deal=deal)
    >>> for call in ("1NT", "P", "P", "P"):
    ...     _ = game.act(call)
    >>> values = card_values(game)
    >>> values[Card.from_str("CA")], max(values.values())
    (5, 8)

    :raises NotationError: if the game is not of bridge in its play phase
    """
    _dds()
    from endplay.dds import solve_board

    contract, declarer = game.contract, game.declarer
    if contract is None or declarer is None or game.is_over:
        raise NotationError("card values need a game of bridge in its play phase")
    trick = [p.card for p in game.current_trick]
    hands = [h.mask for h in game.hands]
    for p in game.current_trick:
        hands[p.seat] |= p.card.mask
    leader = game.current_trick[0].seat if trick else int(game.to_play or 0)
    deal = _endplay_deal(hands, leader, contract.strain, trick)
    to_play = int(game.to_play or 0)
    side_is_declarer = to_play % 2 == declarer % 2
    won = game.tricks_won[declarer % 2]
    left = game.trick_count - len(game.tricks)
    values: dict[Card, int] = {}
    with _LOCK:
        solved = list(solve_board(deal))
    for ecard, tricks in solved:
        card = Card.from_str(f"{ecard.suit.abbr}{ecard.rank.abbr}")
        values[card] = won + (tricks if side_is_declarer else left - tricks)
    return values


def lead_values(deal: Deal, strain: Strain, declarer: Seat) -> dict[Card, int]:
    """For each opening lead, the tricks declarer then takes (DDS ``SolveBoard``).

    >>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    >>> lead_values(deal, Strain.NOTRUMP, Seat.NORTH)[Card.from_str("CA")]
    5
    """
    _dds()
    from endplay.dds import solve_board

    _check(deal)
    edeal = _endplay_deal([h.mask for h in deal.hands], declarer.lho, strain, [])
    left = len(deal.hands[0])
    with _LOCK:
        solved = list(solve_board(edeal))
    return {Card.from_str(f"{c.suit.abbr}{c.rank.abbr}"): left - tricks for c, tricks in solved}


def play_costs(deal: Deal, declarer: Seat, strain: Strain, play: Sequence[Card]) -> list[int]:
    """The double-dummy cost of each card of a played deal, in tricks, for the side that played it.

    0 means the card kept the double-dummy result; 1 means it gave a trick away.

    >>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    >>> play_costs(deal, Seat.NORTH, Strain.NOTRUMP, [Card.from_str(c) for c in ("H7", "H2", "HA", "H8")])
    [0, 0, 0, 0]

    :raises IllegalCardError: if a card of *play* is not legal in turn
    """
    _dds()
    from endplay.dds import analyse_play

    _check(deal)
    edeal = _endplay_deal([h.mask for h in deal.hands], declarer.lho, strain, [])
    try:
        with _LOCK:
            values = list(analyse_play(edeal, [str(c) for c in play]))
    except Exception as error:  # DDS reports an illegal play as an input error
        raise IllegalCardError(
            f"the play {' '.join(map(str, play))} is not legal on this deal: {error}"
        ) from None
    # DDS analyses at most the first 48 cards (49 values): the last trick is forced, so every
    # card of it keeps the result.
    values += [values[-1]] * (len(play) + 1 - len(values))
    costs = []
    seat = int(declarer.lho)
    trick: list[tuple[int, Card]] = []
    trump = strain.suit
    for i, card in enumerate(play):
        delta = values[i + 1] - values[i]  # declarer's side's tricks
        costs.append(-delta if seat % 2 == declarer % 2 else delta)
        trick.append((seat, card))
        if len(trick) == 4:
            led = trick[0][1].suit
            best = max(trick, key=lambda sc: (sc[1].suit == trump, sc[1].suit == led, sc[1].index))
            seat, trick = best[0], []
        else:
            seat = (seat + 1) % 4
    return costs
