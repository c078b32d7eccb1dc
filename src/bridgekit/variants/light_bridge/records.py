"""Light-bridge actions, their frozen records, the stages of a deal and a seat's view.

Seats are ints 0 … n−1 inside, written 1 … n as the rules number players.

>>> joker, queen = Card.from_str("J1"), Card.from_str("QD")
>>> str(PlayedJoker(0, joker, queen))
'1 J1=DQ'
>>> Discard.from_str("discard sa")
Discard.from_str('discard SA')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final, NamedTuple

from bridgekit.calls import Strain
from bridgekit.cards import Card, CardSet
from bridgekit.contracts import LightContract
from bridgekit.errors import NotationError
from bridgekit.i18n import N_, _
from bridgekit.kinds.staged import StagedView
from bridgekit.records import GivenCard, worded

__all__ = [
    "Stage",
    "TakeTalon",
    "TAKE_TALON",
    "Discard",
    "PlayedJoker",
    "TalonTaken",
    "Discarded",
    "LightBridgeView",
]


class Stage(StrEnum):
    """The stages of a Light-bridge deal (RULES 12.4, 12.7, 12.5): the staged kind's stage names."""

    AUCTION = "auction"
    TALON = "talon"
    DISCARD = "discard"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class TakeTalon:
    """The final bidder shows the talon and takes it (RULES 12.7), written ``take``."""

    @classmethod
    def from_str(cls, text: str) -> TakeTalon:
        """Parse ``take``, ``take talon`` or ``talon``.

        :raises NotationError: for any other text
        """
        if " ".join(text.lower().split()) in _TAKE_WORDS:
            return TAKE_TALON
        raise NotationError(_("not a talon action: {text} (expected 'take')").format(text=repr(text)))

    def __str__(self) -> str:
        return "take"

    def __repr__(self) -> str:
        return "TakeTalon()"


TAKE_TALON: Final = TakeTalon()
_TAKE_WORDS: Final = {"take", "take talon", "talon", "t"}


@dataclass(frozen=True, slots=True)
class Discard:
    """One card discarded face down after taking the talon (RULES 12.7), written ``discard SA``."""

    card: Card

    @classmethod
    def from_str(cls, text: str) -> Discard:
        """Parse ``discard SA``, ``d SA`` or a bare card ``SA``.

        :raises NotationError: if the text is not a discard
        """
        words = text.split()
        if len(words) == 2 and words[0].lower() in ("discard", "d"):
            words = words[1:]
        if len(words) == 1:
            try:
                return cls(Card.from_str(words[0]))
            except NotationError:
                pass
        raise NotationError(_("not a discard: {text} (expected e.g. 'discard SA')").format(text=repr(text)))

    def __str__(self) -> str:
        return f"discard {self.card}"

    def __repr__(self) -> str:
        return f"Discard.from_str({str(self)!r})"


#: the players as the rules number them (RULES 12.1)
_PLAYERS: Final = tuple(str(number) for number in range(1, 10))


@worded("", seat_names=_PLAYERS, value=lambda record: f"{record.joker}={record.named}")
class PlayedJoker(NamedTuple):
    """A joker played by a seat as the card *named* (RULES 12.6.3)."""

    seat: int
    joker: Card
    named: Card


@worded("takes", seat_names=_PLAYERS, value=lambda record: " ".join(map(str, record.cards)))
class TalonTaken(NamedTuple):
    """The final bidder showed the talon and took its cards (RULES 12.7)."""

    seat: int
    cards: CardSet


class Discarded(GivenCard):
    """A card discarded face down by the taker of the talon (RULES 12.7); written ``1 discards SA``."""

    __slots__ = ()
    verb, seat_names, what, example = "discards", _PLAYERS, N_("a discard"), "1 discards SA"


@dataclass(frozen=True)
class LightBridgeView(StagedView):
    """A staged game's view with what Light bridge adds.

    The inherited *calls* hold :class:`~bridgekit.state.Called` records, *contract* a
    :class:`~bridgekit.variants.light_bridge.scoring.LightContract`, *legal_actions* calls, cards,
    joker plays and talon actions, *stage* a :class:`Stage`; *tricks_won* and *score* are per side
    (per player in ``lb3``) — *score* is the viewer's own side's.
    """

    contract: LightContract | None
    #: the points of the deal per side (per player in ``lb3``) once it is over
    entries: tuple[int, ...] = ()
    form: str = ""
    #: the talon if the seat may see it (open talon, or shown by its taker), else ``None``
    talon: CardSet | None = None
    #: the discards if the seat may see them (its own, or all at the end), else ``None``
    discards: CardSet | None = None
    discard_count: int = 0
    scores: tuple[int, ...] | None = None
    seat_tricks: tuple[int, ...] = ()
    side_names: tuple[str, ...] = ()
    bidder: int | None = None
    trump: Strain | None = None
    is_raspasy: bool = False
    must_ruff: bool = False
    #: the cards of the current trick as they count (a joker as its name)
    current_named: tuple[Card, ...] = ()
    #: per completed trick, the cards as they counted
    named_tricks: tuple[tuple[Card, ...], ...] = ()
