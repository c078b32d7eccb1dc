"""Nullo contracts and the ledger of Booby and Nullo (RULES 13.2, 13.4, 14.5).

A *nullo* bid of level n undertakes to win **at most** 7 − n tricks, played without
trumps; it scores 30 per level. The other denominations score as bridge (RULES 2).
Each player keeps his own ledger (:class:`NulloLedger`): the declarer writes the trick
score below the line and his bonuses above it; **each** opponent writes the undertricks.

>>> contract = NulloContract.from_str("3NU")
>>> contract.max_tricks, nullo_trick_score(contract), contract.overtricks(3)
(4, 90, 1)
>>> [str(e) for e in deal_entries(contract, 0, 6, vulnerable=False, opponents=(1,))]
['1 above 100 undertricks (deal 1, game 1)']
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Generic, Protocol, TypeAlias, TypeVar

from bridgekit.calls import Denomination
from bridgekit.cards import CardSet
from bridgekit.contracts import NulloContract
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.i18n import _, ngettext
from bridgekit.scoring.duplicate import (
    GAME_THRESHOLD,
    honours_in,
    insult_bonus,
    overtrick_score,
    slam_bonus,
    trick_score,
    undertrick_penalty,
)
from bridgekit.scoring.ledger import (
    HONOURS,
    OVERTRICKS,
    RUBBER_BONUS,
    TRICK_SCORE,
    UNDERTRICKS,
    EntryText,
    Line,
)
from bridgekit.scoring.rubber import GAMES_TO_WIN, RUBBER_BONUS_CLEAN, RUBBER_BONUS_CONTESTED

__all__ = [
    "Denomination",
    "NulloContract",
    "PlayerEntry",
    "NulloDeal",
    "NulloLedger",
    "PlayerDeal",
    "PlayersLedger",
    "NULLO_TRICK_VALUE",
    "nullo_trick_score",
    "deal_entries",
    "hand_honours",
    "written",
]

#: RULES 13.4, 14.5: a nullo level scores 30 below the line.
NULLO_TRICK_VALUE: Final = 30


def nullo_trick_score(contract: NulloContract) -> int:
    """The trick score below the line: 30 per nullo level, else as bridge (RULES 2.1, 13.4).

    >>> nullo_trick_score(NulloContract.from_str("4NU")), nullo_trick_score(NulloContract.from_str("2NTX"))
    (120, 140)
    """
    if contract.is_nullo:
        return NULLO_TRICK_VALUE * contract.level * contract.doubling.factor
    return trick_score(contract.bridge_contract)


def hand_honours(hand: CardSet, denomination: Denomination) -> int:
    """Honours held in one hand (RULES 2.6; none in nullo): 4 trump honours 100, 5 150; NT 4 aces 150.

    >>> hand_honours(CardSet.from_str("AKQJ.2.3.4"), Denomination.SPADES)
    100
    """
    return 0 if denomination is Denomination.NULLO else honours_in(hand, denomination.trump)


@dataclass(frozen=True, slots=True)
class PlayerEntry(EntryText):
    """One entry of a player's own ledger (RULES 13.4).

    >>> entry = PlayerEntry(2, 120, Line.BELOW, "trick score", deal=1, game=1)
    >>> str(entry), PlayerEntry.from_str(str(entry)) == entry
    ('2 below 120 trick score (deal 1, game 1)', True)
    """

    player: int
    points: int
    line: Line
    reason: str
    deal: int = 1
    game: int = 1

    @property
    def holder(self) -> int:
        return self.player

    @classmethod
    def from_str(cls, text: str) -> PlayerEntry:
        """Parse the text of ``str(entry)``.

        :raises NotationError: if the text is not an entry
        """
        match = _ENTRY_RE.match(text.strip())
        if match is None:
            raise NotationError(
                _(
                    "not a ledger entry: {text} (expected e.g. '0 below 90 trick score (deal 1, game 1)')"
                ).format(text=repr(text))
            )
        player, line, points, reason, deal, game = match.groups()
        return cls(int(player), int(points), Line(line), reason, int(deal), int(game))


_ENTRY_RE: Final = re.compile(r"^(\d+) (above|below) (\d+) (.+) \(deal (\d+), game (\d+)\)$")


def deal_entries(
    contract: NulloContract,
    declarer: int,
    tricks: int,
    *,
    vulnerable: bool,
    opponents: Sequence[int],
    honours: Iterable[tuple[int, int]] = (),
    deal: int = 1,
    game: int = 1,
) -> list[PlayerEntry]:
    """The entries of one played contract, without game or rubber bonuses (RULES 13.4, 14.5).

    Made: trick score below, overtricks, slam and insult above (RULES 2.3–2.4, nullo overtricks
    valued 30 undoubled). Defeated: **each** opponent writes the undertrick penalty (RULES 2.5).
    *honours* are (player, points) pairs, written above the line for their holder.

    >>> [str(e) for e in deal_entries(NulloContract.from_str("3NU"), 1, 3, vulnerable=False, opponents=(0,))]
    ['1 below 90 trick score (deal 1, game 1)', '1 above 30 overtricks (deal 1, game 1)']

    :raises NotationError: if *tricks* is not 0–13
    """
    if not 0 <= tricks <= 13:
        raise NotationError(
            ngettext(
                "impossible result: {tricks} trick (0 to 13)",
                "impossible result: {tricks} tricks (0 to 13)",
                tricks,
            ).format(tricks=tricks)
        )
    bridge = contract.bridge_contract
    if contract.is_made(tricks):
        overtricks = overtrick_score(bridge, contract.overtricks(tricks), vulnerable=vulnerable)
        slam = "grand slam" if contract.level == 7 else "small slam"
        parts = [
            (declarer, Line.BELOW, TRICK_SCORE, nullo_trick_score(contract)),
            (declarer, Line.ABOVE, OVERTRICKS, overtricks),
            (declarer, Line.ABOVE, slam, slam_bonus(contract.level, vulnerable=vulnerable)),
            (declarer, Line.ABOVE, "insult", insult_bonus(contract.doubling)),
        ]
    else:
        penalty = undertrick_penalty(bridge, contract.undertricks(tricks), vulnerable=vulnerable)
        parts = [(opponent, Line.ABOVE, UNDERTRICKS, penalty) for opponent in opponents]
    return written(parts, honours, deal=deal, game=game)


def written(
    parts: Iterable[tuple[int, Line, str, int]], honours: Iterable[tuple[int, int]], *, deal: int, game: int
) -> list[PlayerEntry]:
    """The entries of one deal in the players' own ledgers: each (player, line, reason, points)
    of *parts* that scores, then the *honours* (player, points) above the line for their holder.

    >>> [str(e) for e in written([(0, Line.BELOW, "trick score", 90), (0, Line.ABOVE, "insult", 0)],
    ...                          [(1, 100)], deal=2, game=1)]
    ['0 below 90 trick score (deal 2, game 1)', '1 above 100 honours (deal 2, game 1)']
    """
    entries = [
        PlayerEntry(player, points, line, why, deal, game) for player, line, why, points in parts if points
    ]
    return entries + [
        PlayerEntry(p, points, Line.ABOVE, HONOURS, deal, game) for p, points in honours if points
    ]


class _Contract(Protocol):
    """A contract as a players' ledger reads it: made or not with so many tricks."""

    def is_made(self, tricks: int) -> bool: ...


_C = TypeVar("_C", bound=_Contract)


@dataclass(frozen=True, slots=True)
class PlayerDeal(Generic[_C]):
    """What a players' ledger recorded for one deal (its input and its entries)."""

    number: int
    contract: _C | None
    declarer: int | None
    tricks: int
    honours: tuple[tuple[int, int], ...]
    entries: tuple[PlayerEntry, ...]
    game_won: int | None = None
    rubber_won: int | None = None


class PlayersLedger(Generic[_C]):
    """A rubber in which each player keeps his own ledger (Booby, Nullo, Slam: RULES 13.4, 14.5,
    15.7): the declarer's trick score is written below the line; a game (:attr:`game_points`)
    cancels every unfinished partscore and makes its winner vulnerable; two games win the rubber
    and :attr:`rubber_bonus` (neither other player has a game, or one has)."""

    #: the points below the line that make a game
    game_points: ClassVar[int]
    #: the rubber bonus when no other player has a game, and when one has
    rubber_bonus: ClassVar[tuple[int, int]]
    #: the refusal of a player not at the table, with ``{player}`` and ``{count}``
    unknown_player: ClassVar[str] = "no player {player} in a ledger of {count}"

    def __init__(self, player_count: int = 2) -> None:
        if player_count < 2:
            raise NotationError(
                _("a ledger needs at least two players, not {player_count}").format(player_count=player_count)
            )
        self.player_count = player_count
        self._deals: list[PlayerDeal[_C]] = []
        self._games = [0] * player_count
        self._partscores = [0] * player_count
        self._winner: int | None = None

    def _entries(self, contract: _C, declarer: int, tricks: int, **data: Any) -> list[PlayerEntry]:
        """The entries of one deal by the game's own scoring; *data*: ``vulnerable``,
        ``honours``, ``deal``, ``game``."""
        raise NotImplementedError

    def _below(self, contract: _C) -> int:
        """What a made *contract* writes below the line."""
        raise NotImplementedError

    @property
    def deals(self) -> tuple[PlayerDeal[_C], ...]:
        return tuple(self._deals)

    @property
    def entries(self) -> tuple[PlayerEntry, ...]:
        return tuple(e for deal in self._deals for e in deal.entries)

    @property
    def games(self) -> tuple[int, ...]:
        return tuple(self._games)

    @property
    def partscores(self) -> tuple[int, ...]:
        return tuple(self._partscores)

    @property
    def vulnerable(self) -> tuple[bool, ...]:
        """A player with a game is vulnerable (RULES 13.4, 15.7)."""
        return tuple(games > 0 for games in self._games)

    @property
    def game_number(self) -> int:
        return 1 + sum(self._games)

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def is_over(self) -> bool:
        return self._winner is not None

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's total above and below the line."""
        totals = [0] * self.player_count
        for entry in self.entries:
            totals[entry.player] += entry.points
        return tuple(totals)

    def settlement(self) -> dict[tuple[int, int], int]:
        """What each player wins from each other: the difference of their totals (RULES 13.4).

        >>> NulloLedger(3).settlement()[(0, 2)]
        0
        """
        totals = self.totals
        return {
            (a, b): totals[a] - totals[b]
            for a in range(self.player_count)
            for b in range(self.player_count)
            if a != b
        }

    def record(
        self,
        contract: _C | None,
        declarer: int | None,
        tricks: int = 0,
        *,
        honours: Iterable[tuple[int, int]] = (),
    ) -> PlayerDeal[_C]:
        """Score one deal; ``None`` is a deal passed out, redealt or abandoned (no score).

        :raises IllegalActionError: if the rubber is over
        :raises NotationError: for an unknown player or an impossible number of tricks
        """
        if self._winner is not None:
            raise IllegalActionError(
                _("the rubber is over (won by player {winner}); start a new ledger").format(
                    winner=self._winner
                )
            )
        number, game = len(self._deals) + 1, self.game_number
        if contract is None or declarer is None:
            deal: PlayerDeal[_C] = PlayerDeal(number, None, None, tricks, (), ())
            self._deals.append(deal)
            return deal
        if not 0 <= declarer < self.player_count:
            raise NotationError(self.unknown_player.format(player=declarer, count=self.player_count))
        honours = tuple(honours)
        vulnerable = self.vulnerable[declarer]
        entries = self._entries(
            contract, declarer, tricks, vulnerable=vulnerable, honours=honours, deal=number, game=game
        )
        game_won = None
        if contract.is_made(tricks):
            self._partscores[declarer] += self._below(contract)
            if self._partscores[declarer] >= self.game_points:
                game_won = declarer
                self._games[declarer] += 1
                self._partscores = [0] * self.player_count
                if self._games[declarer] >= GAMES_TO_WIN:
                    self._winner = declarer
                    others = any(self._games[p] for p in range(self.player_count) if p != declarer)
                    bonus = self.rubber_bonus[1 if others else 0]
                    entries.append(PlayerEntry(declarer, bonus, Line.ABOVE, RUBBER_BONUS, number, game))
        record = PlayerDeal(
            number, contract, declarer, tricks, honours, tuple(entries), game_won, self._winner
        )
        self._deals.append(record)
        return record


#: what a :class:`NulloLedger` recorded for one deal
NulloDeal: TypeAlias = PlayerDeal[NulloContract]


class NulloLedger(PlayersLedger[NulloContract]):
    """Each player's own ledger of a rubber of Booby (3 players) or Nullo (2) (RULES 13.4, 14.5).

    Game is 100 below the line in one's own ledger; when any player makes a game, every
    player's unfinished partscore is cancelled; a player with a game is vulnerable; the
    rubber ends when a player has two games (700 if neither other player has a game, else 500).

    >>> ledger = NulloLedger(3)
    >>> _ = ledger.record(NulloContract.from_str("4NU"), 0, 3)
    >>> ledger.games, ledger.vulnerable, ledger.totals
    ((1, 0, 0), (True, False, False), (120, 0, 0))
    """

    game_points = GAME_THRESHOLD
    rubber_bonus = (RUBBER_BONUS_CLEAN, RUBBER_BONUS_CONTESTED)  # as bridge's (RULES 3.4)
    unknown_player = "no player {player} in a ledger of {count} (RULES 13.4)"

    def _entries(self, contract: NulloContract, declarer: int, tricks: int, **data: Any) -> list[PlayerEntry]:
        opponents = [p for p in range(self.player_count) if p != declarer]
        return deal_entries(contract, declarer, tricks, opponents=opponents, **data)

    def _below(self, contract: NulloContract) -> int:
        return nullo_trick_score(contract)
