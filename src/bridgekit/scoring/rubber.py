"""Rubber bridge: the We/They ledger, games, the rubber bonus and the tour of three rubbers (RULES 3).

>>> from bridgekit.calls import Contract
>>> ledger = RubberLedger()
>>> _ = ledger.record(Contract.from_str("4H"), Seat.EAST, 10)
>>> ledger.games, ledger.vulnerability
({Side.NS: 0, Side.EW: 1}, Vulnerability.EW)
>>> _ = ledger.record(Contract.from_str("3NT"), Seat.WEST, 9)
>>> ledger.winner, ledger.totals, ledger.net(Side.EW)
(Side.EW, {Side.NS: 0, Side.EW: 920}, 920)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final, Protocol

from bridgekit.calls import Contract
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.scoring.duplicate import GAME_THRESHOLD, Honours, trick_score
from bridgekit.scoring.ledger import (
    GAME_BONUS,
    RUBBER_BONUS,
    UNFINISHED_GAME,
    UNFINISHED_RUBBER,
    DealRecord,
    Entry,
    Line,
    ScoreSheet,
    Settlement,
    contract_entries,
    honours_entry,
    settle,
)
from bridgekit.seats import Seat, Side, Vulnerability

__all__ = [
    "RubberLedger",
    "RubberOptions",
    "RubberSeries",
    "RubberTour",
    "SheetOptions",
    "WeTheySheet",
    "TOUR_PARTNERSHIPS",
    "rubber_bonus",
]

#: RULES 3.4: rubber bonus when the losers have no game / one game.
RUBBER_BONUS_CLEAN: Final = 700
RUBBER_BONUS_CONTESTED: Final = 500
#: RULES 3.9 house options: ``clean_rubber_750`` and ``game_bonus_200``.
CLEAN_RUBBER_750: Final = 750
HOUSE_GAME_BONUS: Final = 200
HOUSE_RUBBER_GAME: Final = 700
#: RULES 3.4: games needed to win the rubber.
GAMES_TO_WIN: Final = 2
#: RULES 3.7: partners in rubbers 1, 2 and 3 of a tour, as indices of the four players.
TOUR_PARTNERSHIPS: Final = (((0, 1), (2, 3)), ((0, 2), (1, 3)), ((0, 3), (1, 2)))


@dataclass(frozen=True, slots=True)
class RubberOptions:
    """The options of rubber bridge (RULES 3.6–3.10), all standard by default.

    >>> RubberOptions.profile("pl")  # doctest: +NORMALIZE_WHITESPACE
    RubberOptions(honours=True, game_bonus_200=False, single_insult=True, clean_rubber_750=False,
                  old_undertricks=True, settlement='hundreds', unfinished_bonus=(300, 100), tour=True)

    :raises NotationError: on an unknown settlement or a negative unfinished bonus
    """

    honours: bool = True
    game_bonus_200: bool = False
    single_insult: bool = False
    clean_rubber_750: bool = False
    old_undertricks: bool = False
    settlement: Settlement = "points"
    unfinished_bonus: tuple[int, int] = (300, 100)
    tour: bool = False

    def __post_init__(self) -> None:
        settle(0, self.settlement)
        if len(self.unfinished_bonus) != 2 or min(self.unfinished_bonus) < 0:
            raise NotationError(
                f"not an unfinished-rubber bonus: {self.unfinished_bonus!r} (e.g. (300, 100))"
            )

    @classmethod
    def profile(cls, name: str) -> RubberOptions:
        """Named rule profiles: ``standard`` and the Polish ``pl`` (RULES 3.10).

        :raises NotationError: if the profile is unknown
        """
        if name == "standard":
            return cls()
        if name == "pl":
            return cls(
                single_insult=True, old_undertricks=True, honours=True, tour=True, settlement="hundreds"
            )
        raise NotationError(f"not a rubber profile: {name!r} (expected 'standard' or 'pl')")


def rubber_bonus(loser_games: int, options: RubberOptions | None = None) -> int:
    """The bonus for the game that wins the rubber (RULES 3.4, 3.9).

    700 if the losers have no game, 500 if they have one; ``clean_rubber_750`` makes a 2–0
    rubber 750; ``game_bonus_200`` makes the rubber game 700 whatever the losers hold.

    >>> rubber_bonus(0), rubber_bonus(1), rubber_bonus(1, RubberOptions(game_bonus_200=True))
    (700, 500, 700)
    """
    options = options or RubberOptions()
    if loser_games == 0:
        return CLEAN_RUBBER_750 if options.clean_rubber_750 else RUBBER_BONUS_CLEAN
    return HOUSE_RUBBER_GAME if options.game_bonus_200 else RUBBER_BONUS_CONTESTED


class SheetOptions(Protocol):
    """The options a We/They sheet reads when it writes a contract (rubber bridge, Chicago)."""

    @property
    def honours(self) -> bool: ...
    @property
    def old_undertricks(self) -> bool: ...
    @property
    def single_insult(self) -> bool: ...


class WeTheySheet(ScoreSheet):
    """A We/They sheet on which trick scores build games below the line (rubber bridge, Chicago)."""

    options: SheetOptions

    def __init__(self, options: SheetOptions, first_dealer: Seat) -> None:
        super().__init__()
        self.options = options
        self.first_dealer = first_dealer
        self._partscores = {Side.NS: 0, Side.EW: 0}

    def _write_contract(
        self,
        contract: Contract,
        declarer: Seat,
        tricks: int,
        honours: Honours,
        *,
        vulnerable: bool,
        deal: int,
        game: int,
    ) -> tuple[list[Entry], Side | None]:
        """Write a played contract as rubber bridge and Chicago do (RULES 3.1–3.3, 5.3): the
        contract's entries, the honours when the options score them, and a made contract's trick
        score added below the line.

        :returns: the entries and the side whose partscore reached game, if one did
        """
        options = self.options
        entries = contract_entries(
            contract,
            declarer,
            tricks,
            vulnerable=vulnerable,
            old_undertricks=options.old_undertricks,
            single_insult=options.single_insult,
            deal=deal,
            game=game,
        )
        if options.honours:
            entries += honours_entry(honours, deal=deal, game=game)
        if tricks < contract.tricks_needed:
            return entries, None
        side = declarer.side
        self._partscores[side] += trick_score(contract)
        return entries, side if self._partscores[side] >= GAME_THRESHOLD else None


class RubberLedger(WeTheySheet):
    """The score sheet of one rubber (RULES 3.1–3.6, 3.8, 3.9). Append-only.

    N–S is *We* and E–W *They*. Every deal is kept as a :class:`DealRecord`, so the
    ledger can be replayed from its deals (:meth:`extend`).
    """

    options: RubberOptions

    def __init__(self, options: RubberOptions | None = None, *, first_dealer: Seat = Seat.NORTH) -> None:
        super().__init__(options or RubberOptions(), first_dealer)
        self._games = {Side.NS: 0, Side.EW: 0}
        self._winner: Side | None = None
        self._stopped = False

    @property
    def dealer(self) -> Seat:
        """The dealer of the next deal: the LHO of the previous dealer (RULES 1.3, 1.6)."""
        return Seat((self.first_dealer + len(self._deals)) % 4)

    @property
    def games(self) -> dict[Side, int]:
        return dict(self._games)

    @property
    def partscores(self) -> dict[Side, int]:
        """Each side's trick score below the line in the current game (RULES 3.2)."""
        return dict(self._partscores)

    @property
    def game_number(self) -> int:
        """The 1-based number of the game being played."""
        return 1 + sum(self._games.values())

    @property
    def vulnerability(self) -> Vulnerability:
        """The vulnerability of the next deal: a side with a game is vulnerable (RULES 3.3)."""
        return Vulnerability.of(ns=self._games[Side.NS] > 0, ew=self._games[Side.EW] > 0)

    @property
    def is_over(self) -> bool:
        """Whether a side has won the rubber, or play stopped (:meth:`finish_unfinished`)."""
        return self._winner is not None or self._stopped

    @property
    def winner(self) -> Side | None:
        """The side that won two games (RULES 3.4), if any."""
        return self._winner

    def settlement(self) -> dict[Side, int]:
        """Each side's net in the settlement unit of the options (RULES 3.6)."""
        return {side: settle(self.net(side), self.options.settlement) for side in Side}

    def _check_deal(self, contract: Contract | None, tricks: int, honours: Honours) -> None:
        if self.is_over:
            how = "stopped unfinished" if self._winner is None else f"won by {self._winner}"
            raise IllegalActionError(f"the rubber is over ({how}); start a new ledger")
        super()._check_deal(contract, tricks, honours)

    def _score(self, deal: DealRecord, contract: Contract, declarer: Seat) -> DealRecord:
        """Write the contract, then count the games and the rubber (RULES 3.1, 3.4). Honours are
        ignored when the option ``honours`` is off."""
        number, game, side = deal.number, self.game_number, declarer.side
        vulnerable = deal.vulnerability.is_vulnerable(side)
        entries, game_won = self._write_contract(
            contract, declarer, deal.tricks, deal.honours, vulnerable=vulnerable, deal=number, game=game
        )
        if game_won is not None:
            self._games[side] += 1
            self._partscores = {Side.NS: 0, Side.EW: 0}
            if self._games[side] >= GAMES_TO_WIN:
                self._winner = side
        entries += self._bonuses(
            side, vulnerable=vulnerable, game_won=game_won is side, deal=number, game=game
        )
        return replace(deal, entries=tuple(entries), game_won=game_won, rubber_won=self._winner)

    def _bonuses(self, side: Side, *, vulnerable: bool, game_won: bool, deal: int, game: int) -> list[Entry]:
        """The bonuses of a made contract after the games are counted (RULES 3.1, 3.4, 3.9)."""
        if not game_won:
            return []
        if self._winner is side:
            bonus = rubber_bonus(self._games[side.opponents], self.options)
            return [Entry(side, bonus, Line.ABOVE, RUBBER_BONUS, deal, game)]
        if self.options.game_bonus_200:
            return [Entry(side, HOUSE_GAME_BONUS, Line.ABOVE, GAME_BONUS, deal, game)]
        return []

    def finish_unfinished(self) -> tuple[Entry, ...]:
        """Stop an unfinished rubber (RULES 3.8) and return the bonuses written.

        A side with a game scores 300; a side with a partscore in the unfinished game scores
        100 (or the values of the option ``unfinished_bonus``).

        :raises IllegalActionError: if the rubber is already over
        """
        if self.is_over:
            raise IllegalActionError("the rubber is already over")
        game_value, part_value = self.options.unfinished_bonus
        game = self.game_number
        closing = []
        for side in Side:
            if self._games[side]:
                closing.append(Entry(side, game_value, Line.ABOVE, UNFINISHED_RUBBER, 0, game))
            if self._partscores[side]:
                closing.append(Entry(side, part_value, Line.ABOVE, UNFINISHED_GAME, 0, game))
        self._closing = tuple(e for e in closing if e.points)
        self._stopped = True
        return self._closing


class RubberSeries:
    """Rubbers played one after another on fresh ledgers, the next dealt by whoever deals next;
    subclasses name the players and say who sits where (:meth:`_shares`).
    """

    #: how many rubbers the series has
    rubber_count = 1
    players: tuple[str, ...]

    def __init__(self, options: RubberOptions, first_dealer: Seat) -> None:
        self.options = options
        self.rubbers = [RubberLedger(self.options, first_dealer=first_dealer)]

    @property
    def ledger(self) -> RubberLedger:
        """The rubber being played (or the last one)."""
        return self.rubbers[-1]

    @property
    def rubber_number(self) -> int:
        return len(self.rubbers)

    @property
    def is_over(self) -> bool:
        return len(self.rubbers) == self.rubber_count and self.ledger.is_over

    def _over_message(self) -> str:
        return f"the session of {self.rubber_count} rubbers is over"

    def _next_ledger(self) -> RubberLedger:
        """The ledger of the next deal, starting the next rubber after one ends.

        :raises IllegalActionError: if the series is over
        """
        if self.is_over:
            raise IllegalActionError(self._over_message())
        if self.ledger.is_over:
            self.rubbers.append(RubberLedger(self.options, first_dealer=self.ledger.dealer))
        return self.ledger

    def player_totals(self) -> dict[str, int]:
        """Each player's sum of the net results of the rubbers he played (RULES 3.6, 3.7, 9.2, 9.3)."""
        totals = dict.fromkeys(self.players, 0)
        for number, ledger in enumerate(self.rubbers, start=1):
            settlement = ledger.settlement()
            for player, (side, times) in self._shares(number).items():
                totals[player] += times * settlement[side]
        return totals

    def _shares(self, rubber: int) -> dict[str, tuple[Side, int]]:
        """Each player of *rubber*: his side and how many times he scores its net."""
        raise NotImplementedError


class RubberTour(RubberSeries):
    """A tour of three rubbers with changing partners (RULES 3.7).

    Rubber 1 is AB–CD, rubber 2 AC–BD, rubber 3 AD–BC; the first pair sits N–S (first
    named player North). A player's tour result is the sum of his rubber settlements.

    >>> tour = RubberTour(("Ann", "Bob", "Cid", "Dan"))
    >>> tour.seats()
    {Seat.NORTH: 'Ann', Seat.EAST: 'Cid', Seat.SOUTH: 'Bob', Seat.WEST: 'Dan'}

    :raises NotationError: unless there are four distinct players
    """

    rubber_count = len(TOUR_PARTNERSHIPS)

    def __init__(
        self,
        players: Sequence[str] = ("A", "B", "C", "D"),
        options: RubberOptions | None = None,
        *,
        first_dealer: Seat = Seat.NORTH,
    ) -> None:
        if len(players) != 4 or len(set(players)) != 4:
            raise NotationError(f"a tour needs four distinct players, not {list(players)!r}")
        self.players = tuple(players)
        super().__init__(options or RubberOptions(tour=True), first_dealer)

    def _over_message(self) -> str:
        return "the tour of three rubbers is over"

    def seats(self, rubber: int | None = None) -> dict[Seat, str]:
        """Who sits where in rubber 1, 2 or 3 (default: the current one).

        :raises NotationError: if *rubber* is not 1–3
        """
        rubber = self.rubber_number if rubber is None else rubber
        if not 1 <= rubber <= len(TOUR_PARTNERSHIPS):
            raise NotationError(f"not a rubber of the tour: {rubber!r} (1 to 3)")
        (n, s), (e, w) = TOUR_PARTNERSHIPS[rubber - 1]
        names = self.players
        return {Seat.NORTH: names[n], Seat.EAST: names[e], Seat.SOUTH: names[s], Seat.WEST: names[w]}

    def record(
        self, contract: Contract | None, declarer: Seat, tricks: int, *, honours: Honours = (None, 0)
    ) -> DealRecord:
        """Record a deal in the current rubber, starting the next rubber after one ends.

        :raises IllegalActionError: if the tour is over
        :raises NotationError: on impossible tricks or honours
        """
        return self._next_ledger().record(contract, declarer, tricks, honours=honours)

    def _shares(self, rubber: int) -> dict[str, tuple[Side, int]]:
        return {player: (seat.side, 1) for seat, player in self.seats(rubber).items()}
