"""The engine's common ground: :class:`Variant` data, :class:`Game`, views (the action records are
:mod:`bridgekit.records`, re-exported here).

A game's **history of actions is the single source of truth**: every state is the
replay of (variant, options, dealer, vulnerability, deal, actions). Dealing is the
first action (a :class:`Dealt` record), so random deals, PBN deals and replays share
one path. Undo pops the last action and replays the rest.

Each game family subclasses :class:`Game` and provides, per kind of action, the
triad ``verify_x()`` (raises), ``can_x()`` (bool) and ``x()`` (applies, returns a
frozen record); ``act()`` accepts those actions as objects or text. A game's own
records are any frozen NamedTuples with a ``seat`` (:class:`ActionRecord`); ``Game``
gives ``can_x()`` from ``verify_x()`` (``_can``), applies and appends a record
(``_record``) and fills the fields every :class:`View` shares (``_view``).
"""

from __future__ import annotations

import functools
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Container, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import (
    Any,
    ClassVar,
    Concatenate,
    Generic,
    NoReturn,
    ParamSpec,
    Protocol,
    Self,
    TypeAlias,
    TypeVar,
    cast,
)

from bridgekit.calls import Call
from bridgekit.cards import PACK_52, Card, CardSet, Pack
from bridgekit.contracts import GameContract
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, IllegalCallError, NotationError, OutOfTurnError
from bridgekit.i18n import _
from bridgekit.records import (
    Action,
    ActionRecord,
    Called,
    Claimed,
    Dealt,
    NamedSeat,
    Played,
    Record,
    seat_card,
    split_seat,
)
from bridgekit.seats import Seat, Vulnerability, board_dealer, board_vulnerability
from bridgekit.tricks import Trick, TrickPlay, cards_of

# The action records live in bridgekit.records; they stay importable from here, as before.
__all__ = [
    "Variant",
    "Game",
    "TrickTakingGame",
    "TrickState",
    "Phase",
    "View",
    "Dealt",
    "Called",
    "Played",
    "Claimed",
    "Action",
    "ActionRecord",
    "Record",
    "OptionValue",
    "split_seat",
    "can",
    "seat_card",
    "NamedSeat",
]


class Phase(Enum):
    """The phases a game passes through (each variant uses the ones it needs)."""

    AUCTION = "auction"
    PLAY = "play"
    OVER = "over"

    def __str__(self) -> str:
        return self.value


class CallRules(Protocol):
    """An auction as the games drive it (every game's auction class): the seat to call, whether it
    is over, the legal calls, the check of a call and the call made."""

    @property
    def to_call(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    def legal_calls(self) -> Sequence[Call]: ...

    def check(self, call: Call) -> None: ...

    def add(self, call: Call) -> object: ...


_R = TypeVar("_R", bound=Record)
_P = ParamSpec("_P")
_V = TypeVar("_V", bound="View")
_C = TypeVar("_C")


@dataclass(frozen=True)
class Variant:
    """A game of the family as data: what it is played with and which options it takes.

    :param name: the name for :func:`bridgekit.new_game`
    :param title: a human title
    :param game: the :class:`Game` subclass that plays it
    :param pack: the pack of cards (52 cards by default)
    :param seat_names: one name per seat, clockwise (``N E S W`` by default)
    :param hand_size: cards dealt to each seat (13 by default)
    :param options: option names and their defaults
    :param choices: for options with a fixed set of values, the values allowed
    :param aliases: other names accepted by :func:`bridgekit.new_game`
    :param rules: the section of RULES.md that specifies the game
    :param forms: for a family of games under one name (Light bridge), its forms by the
        value of the ``variant`` option; :func:`bridgekit.new_game` plays the form chosen
    :param default_form: the form played when no ``variant`` option is given
    :param select: for a game whose rules change class with an option (table mode), the
        function that picks the :class:`Game` subclass from the resolved options
    :param family: for a form of a family, the family's registry name (``light_bridge``)
    """

    name: str
    title: str
    game: type[Game]
    pack: Pack = PACK_52
    seat_names: tuple[str, ...] = ("N", "E", "S", "W")
    hand_size: int = 13
    options: Mapping[str, Any] = field(default_factory=dict)
    choices: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()
    rules: str = ""
    forms: Mapping[str, Variant] = field(default_factory=dict)
    default_form: str | None = None
    select: Callable[[Mapping[str, Any]], type[Game]] | None = None
    family: str | None = None

    def __post_init__(self) -> None:
        if self.hand_size * len(self.seat_names) > self.pack.size:
            raise ValueError(f"variant {self.name}: hands need more cards than the pack has")  # i18n-ok
        object.__setattr__(self, "options", MappingProxyType(dict(self.options)))
        object.__setattr__(self, "choices", MappingProxyType(dict(self.choices)))
        object.__setattr__(self, "forms", MappingProxyType(dict(self.forms)))

    def form(self, name: str | None) -> Variant:
        """The form of a family chosen by the ``variant`` option (itself if it has no forms).

        :raises NotationError: for a form the family does not have
        """
        if not self.forms:
            if name is not None:
                raise NotationError(_("{game} has no option 'variant'").format(game=self.name))
            return self
        key = name if name is not None else self.default_form
        if key is None or key not in self.forms:
            raise NotationError(
                _("{game} has no variant {name} (variants: {variants})").format(
                    game=self.name, name=repr(name), variants=", ".join(self.forms)
                )
            )
        return self.forms[key]

    def game_class(self, options: Mapping[str, Any]) -> type[Game]:
        """The class that plays this variant with *options* (resolved or given)."""
        if self.select is None:
            return self.game
        return self.select(self.resolve_options(options))

    @functools.cached_property
    def uses_compass(self) -> bool:
        """Whether the seats are N, E, S, W (four-seat bridge games); worked out once (asked
        several times for every action)."""
        return self.seat_names == ("N", "E", "S", "W")

    @property
    def seat_count(self) -> int:
        return len(self.seat_names)

    @property
    def talon_size(self) -> int:
        """The cards of the pack left when the hands are dealt (a talon, a stock, a dummy's)."""
        return self.pack.size - self.seat_count * self.hand_size

    def resolve_options(self, given: Mapping[str, Any]) -> Mapping[str, Any]:
        """The defaults overridden by *given*, checked.

        :raises NotationError: for an unknown option or a value not allowed
        """
        if not given:
            return self.options
        resolved = dict(self.options)
        for name, value in given.items():
            if name not in resolved:
                known = ", ".join(sorted(resolved)) or _("none")
                raise NotationError(
                    _("{game} has no option {name} (options: {options})").format(
                        game=self.name, name=repr(name), options=known
                    )
                )
            allowed = self.choices.get(name)
            if allowed is not None and value not in allowed:
                raise NotationError(
                    _("option {name}={value} of {game} must be one of {choices}").format(
                        name=name, value=repr(value), game=self.name, choices=", ".join(map(repr, allowed))
                    )
                )
            resolved[name] = value
        return MappingProxyType(resolved)

    def __repr__(self) -> str:
        return f"<Variant {self.name}>"


#: The value of a game's option (``single="S"``, ``deals=8``, ``table_mode=True``).
OptionValue: TypeAlias = str | int | bool


@dataclass(frozen=True)
class View:
    """What one seat may see of a game (DESIGN "Hidden cards are hidden").

    Hands the seat may not see are ``None``; their sizes are in *hand_sizes*.
    *legal_actions* is empty unless the seat is the one to act. *contract* is a contract of any
    game of the family and *legal_actions* any game's actions: each game's view narrows them to
    its own (``SlamView.contract`` is a :class:`~bridgekit.contracts.SlamContract`).
    """

    variant: str
    seat: int
    phase: Phase
    dealer: int
    vulnerability: Vulnerability
    board: int | None
    hands: tuple[CardSet | None, ...]
    hand_sizes: tuple[int, ...]
    calls: tuple[Called, ...]
    tricks: tuple[Trick, ...]
    current_trick: tuple[Played, ...]
    to_act: int | None
    to_play: int | None
    legal_actions: tuple[Action, ...]
    contract: GameContract | None
    declarer: int | None
    tricks_won: tuple[int, ...]
    is_over: bool
    result: int | None
    score: int | None
    options: Mapping[str, OptionValue] = field(default_factory=dict)

    @property
    def hand(self) -> CardSet:
        """The seat's own cards."""
        own = self.hands[self.seat]
        return own if own is not None else CardSet()


_G = TypeVar("_G", bound="Game")


def can(verify: Callable[Concatenate[_G, _P], object]) -> Callable[Concatenate[_G, _P], bool]:
    """The ``can_x()`` of a triad, written ``can_x = can(verify_x)`` in a class: whether the game's
    ``verify_x()`` (a subclass's override included) accepts the action.

    >>> from bridgekit import new_game
    >>> game = new_game("bridge", seed=1)
    >>> game.can_call(game.legal_actions()[0]), game.can_play(min(game.hands[0]))
    (True, False)
    """
    name = verify.__name__

    def answer(game: _G, /, *args: _P.args, **kwargs: _P.kwargs) -> bool:
        try:
            getattr(game, name)(*args, **kwargs)
        except IllegalActionError:
            return False
        return True

    answer.__name__ = answer.__qualname__ = "can_" + name.removeprefix("verify_")
    return answer


class Game(ABC):
    """A game in progress: the variant, its options and the history of actions.

    Subclasses implement the variant's rules; this class keeps the history and
    derives undo, copy, replay and equality from it.
    """

    variant: Variant
    options: Mapping[str, Any]
    dealer: int
    vulnerability: Vulnerability
    board: int | None
    _history: list[Record]
    #: the auction of a game that has one (:attr:`has_auction`)
    _auction: CallRules
    #: the kind of a random deal (an ``OrderedDeal`` where the order of the cards left matters)
    deal_class: ClassVar[type[Deal]] = Deal

    def __init__(
        self,
        variant: Variant,
        *,
        deal: Deal | str | None = None,
        seed: int | None = None,
        dealer: Seat | int | str | None = None,
        vulnerability: Vulnerability | str | None = None,
        board: int | None = None,
        **options: Any,
    ) -> None:
        self.variant = variant
        self.options = variant.resolve_options(options)
        self.board = board
        if isinstance(dealer, str):
            dealer = self._parse_seat(dealer)
        if dealer is None:
            dealer = board_dealer(board) if board is not None and variant.uses_compass else 0
        if not 0 <= dealer < variant.seat_count:
            raise NotationError(_("no seat {seat} in {game}").format(seat=dealer, game=variant.name))
        self.dealer = Seat(dealer) if variant.uses_compass else int(dealer)
        if isinstance(vulnerability, str):
            vulnerability = Vulnerability.from_str(vulnerability)
        if vulnerability is None:
            vulnerability = board_vulnerability(board) if board is not None else Vulnerability.NONE
        self.vulnerability = vulnerability
        self.seed = seed
        if isinstance(deal, str):
            deal = Deal.from_pbn(deal)
        if deal is None:
            deal = self.random_deal(random.Random(seed))
        self._history = []
        self._reset()
        self._check_deal(deal)
        self._history.append(Dealt(deal))
        self._apply_deal(deal)

    # -- what each family provides --------------------------------------------------

    @abstractmethod
    def _reset(self) -> None:
        """Set up the state before the deal."""

    @abstractmethod
    def _apply_deal(self, deal: Deal) -> None:
        """Take the cards of a (checked) deal."""

    @abstractmethod
    def _apply(self, record: Record) -> None:
        """Apply a recorded action without checking it (used by replay)."""

    @abstractmethod
    def legal_actions(self) -> list[Any]:
        """Every action the seat to act may take now (empty when the game is over)."""

    @abstractmethod
    def act(self, action: Any, *, seat: int | None = None) -> Record:
        """Take an action (an object or its text) for the seat to act.

        :param seat: if given, the seat that acts (an error if it is not its turn)
        :raises NotationError: if text is not an action of this game
        :raises IllegalActionError: if the action is not legal now
        """

    @abstractmethod
    def view(self, seat: int) -> View:
        """What *seat* may see."""

    @property
    @abstractmethod
    def phase(self) -> Phase:
        """The phase a view reports: a game's own stages map onto auction, play and over."""

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat that must decide now (``None`` when the game is over)."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def hands(self) -> tuple[CardSet, ...]:
        """The cards each seat still holds."""

    # -- calls: the one triad of every game with an auction ------------------------------

    #: whether the game has an auction, whose calls :meth:`verify_call`, :meth:`can_call` and
    #: :meth:`call` make (a game with one says so)
    has_auction: ClassVar[bool] = False

    @property
    def auction(self) -> tuple[Called, ...]:
        """The calls made so far, with the seats that made them."""
        return tuple(r for r in self._history if isinstance(r, Called))

    def _call_refusal(self, call: Call) -> str | None:
        """Why no call may be made now (``None`` while the auction waits for a call): a game
        whose auction is not its whole bidding stage says when calls are made."""
        if not self.has_auction:
            return _("not an action of {variant}: {action}").format(
                variant=self.variant.name, action=repr(call)
            )
        if self.phase is Phase.AUCTION:
            return None
        return _("illegal call {call}: the auction is over").format(call=call)

    def _check_call(self, call: Call) -> None:
        """Raise unless the auction allows *call* by the seat to call (a game adds its own rules).

        :raises IllegalCallError: naming the call and why
        """
        self._auction.check(call)

    def _read_call(self, text: str) -> Call:
        """The call written *text* on the game's ladder (bridge calls by default).

        :raises NotationError: if the text is not a call
        """
        return Call.from_str(text)

    def verify_call(self, call: Call, *, seat: int | None = None) -> None:
        """Raise unless *call* is legal now (by *seat*, if given).

        :raises IllegalCallError: if the game has no auction or not now, or the auction refuses the call
        :raises OutOfTurnError: if *seat* is not the seat to call
        """
        refusal = self._call_refusal(call)
        if refusal is not None:
            raise IllegalCallError(refusal)
        self._check_turn(f"call {call}", seat)
        self._check_call(call)

    can_call = can(verify_call)

    def call(self, call: Call | str, *, seat: int | None = None) -> Called:
        """Make a call (or its text) for the seat to call and return its record.

        :raises NotationError: if text is not a call
        :raises IllegalCallError: if the call is illegal now
        :raises OutOfTurnError: if *seat* is not the seat to call
        """
        if isinstance(call, str):
            call = self._read_call(call)
        self.verify_call(call, seat=seat)
        caller = self.to_act
        assert caller is not None  # verify_call refuses a call when nobody is to act
        return self._record(Called(self.named_seat(caller), call))

    @property
    def set_aside(self) -> CardSet:
        """Cards out of the hands and out of play (an unused talon, discards)."""
        return self.deal.talon

    @property
    def played_cards(self) -> CardSet:
        """Every card played so far."""
        mask = 0
        for record in self._history:
            if isinstance(record, Played):
                mask |= record.card.mask
        return CardSet(mask)

    def random_deal(self, rng: random.Random) -> Deal:
        """A random deal of this variant (a :attr:`deal_class`)."""
        return self.deal_class.random(
            rng, pack=self.variant.pack, seat_count=self.variant.seat_count, hand_size=self.variant.hand_size
        )

    # -- shared machinery --------------------------------------------------------------

    @property
    def deal(self) -> Deal:
        first = self._history[0]
        assert isinstance(first, Dealt)
        return first.deal

    @property
    def history(self) -> tuple[Record, ...]:
        """Every action so far, the deal first."""
        return tuple(self._history)

    @property
    def actions(self) -> tuple[Record, ...]:
        """The history after the deal."""
        return tuple(self._history[1:])

    def seat_name(self, seat: int) -> str:
        return self.variant.seat_names[seat]

    def named_seat(self, seat: int) -> int:
        """The seat *seat* as a record holds it: a :class:`~bridgekit.seats.Seat` (N E S W) or a
        :class:`NamedSeat`, so that the record prints the seat as the game names it."""
        if self.variant.uses_compass:
            return Seat(seat)
        return NamedSeat(seat, self.variant.seat_names[seat])

    def _check_seat(self, seat: object) -> None:
        """Raise unless *seat* is a seat of this game (an index, as ``act(..., seat=)`` takes).

        :raises NotationError: naming the seat and the seats there are
        """
        count = self.variant.seat_count
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < count:
            raise NotationError(
                _("not a seat of {game}: {seat} (seats are 0-{last})").format(
                    game=self.variant.name, seat=repr(seat), last=count - 1
                )
            )

    def _check_actor(self, action: object, seat: int | None, *, names_seat: bool = True) -> None:
        """For an action that names its own seat (``Called``, ``Played`` …): raise if *seat* is
        given and is not the seat to act, as for an action that names none.

        :raises OutOfTurnError: naming the action, the seat given and whose turn it is (RULES 0.3)
        """
        if seat is None:
            return
        self._check_seat(seat)
        if names_seat and getattr(action, "seat", None) is None:
            return
        if seat != self.to_act:
            self._out_of_turn(
                seat,
                _("{action} made for {seat} out of turn: it is {to_act}'s turn (RULES 0.3)"),
                _("{action} made for {seat} out of turn: it is nobody's (the game is over) turn (RULES 0.3)"),
                action=action,
            )

    def _check_turn(self, what: object, seat: int | None) -> None:
        """Raise if *seat* is given and is not the seat to act.

        :raises OutOfTurnError: naming the action and whose turn it is
        """
        if seat is not None and seat != self.to_act:
            self._out_of_turn(
                seat,
                _("{what} by {seat} out of turn: it is {to_act}'s turn"),
                _("{what} by {seat} out of turn: it is nobody's turn"),
                what=what,
            )

    def _out_of_turn(self, seat: int, message: str, nobody: str, **fields: object) -> NoReturn:
        """Raise that *seat* acted out of turn: *message* names the seat to act, *nobody* says that
        no seat is to act; *fields* name the action.

        :raises OutOfTurnError: always
        """
        to_act = self.to_act
        text = nobody if to_act is None else message
        to_act_name = None if to_act is None else self.seat_name(to_act)
        raise OutOfTurnError(text.format(seat=self.seat_name(seat), to_act=to_act_name, **fields))

    def _parse_seat(self, text: str) -> int:
        key = text.strip().upper()
        for index, name in enumerate(self.variant.seat_names):
            if key == name.upper():
                return index
        raise NotationError(_("not a seat of {game}: {seat}").format(game=self.variant.name, seat=repr(text)))

    def _check_deal(self, deal: Deal) -> None:
        variant = self.variant
        if deal.seat_count != variant.seat_count:
            raise NotationError(
                _("{game} deals {count} hands, not {found}").format(
                    game=variant.name, count=variant.seat_count, found=deal.seat_count
                )
            )
        for seat, hand in enumerate(deal.hands):
            if len(hand) != variant.hand_size:
                raise NotationError(
                    _("{game} deals {count} cards to each seat; {seat} has {found}").format(
                        game=variant.name,
                        count=variant.hand_size,
                        seat=variant.seat_names[seat],
                        found=len(hand),
                    )
                )
            if hand.mask & ~variant.pack.mask:
                raise NotationError(
                    _("{cards} not in the {size}-card pack").format(
                        cards=hand - variant.pack.cardset, size=variant.pack.size
                    )
                )

    def _record(self, record: _R) -> _R:
        """Apply a checked action's *record*, append it to the history and return it."""
        self._apply(record)
        self._history.append(record)
        return record

    @staticmethod
    def _parse_call(text: str, parse: Callable[[str], _C]) -> _C | Card:
        """Read a call with *parse*; a card typed during the auction is read as a card, so that
        refusing it says why.

        :raises NotationError: the call's, if the text is neither a call nor a card
        """
        try:
            return parse(text)
        except NotationError:
            try:
                return Card.from_str(text)
            except NotationError:
                pass
            raise

    def _view(self, view: type[_V], seat: int, visible: Container[int], **fields: Any) -> _V:
        """A *view* for *seat* with the fields every game fills alike, and the game's own *fields*.

        The hands of the *visible* seats are shown, the others are ``None``; the legal
        actions are given only if *seat* is the seat to act.
        """
        hands = self.hands
        to_act = self.to_act
        return view(
            variant=self.variant.name,
            seat=seat,
            phase=self.phase,
            dealer=self.dealer,
            vulnerability=self.vulnerability,
            board=self.board,
            hands=tuple(hand if s in visible else None for s, hand in enumerate(hands)),
            hand_sizes=tuple(len(hand) for hand in hands),
            to_act=to_act,
            legal_actions=tuple(self.legal_actions()) if to_act == seat else (),
            options=self.options,
            **fields,
        )

    def _rebuild(self, records: Iterable[Record]) -> None:
        history = [self._history[0]]
        self._history = history
        self._reset()
        deal = history[0]
        assert isinstance(deal, Dealt)
        self._apply_deal(deal.deal)
        for record in records:
            self._apply(record)
            history.append(record)

    def undo(self) -> Record:
        """Take back the last action and return it.

        :raises IllegalActionError: if no action has been taken since the deal
        """
        if len(self._history) <= 1:
            raise IllegalActionError(_("nothing to undo: no action since the deal"))
        last = self._history[-1]
        self._rebuild(self._history[1:-1])
        return last

    def copy(self) -> Self:
        """An independent game with the same history."""
        other = object.__new__(type(self))
        other.variant = self.variant
        other.options = self.options
        other.dealer = self.dealer
        other.vulnerability = self.vulnerability
        other.board = self.board
        other.seed = self.seed
        other._history = [self._history[0]]
        other._rebuild(self._history[1:])
        return other

    @classmethod
    def replay(
        cls,
        variant: Variant,
        deal: Deal,
        actions: Sequence[Any],
        *,
        dealer: int | None = None,
        vulnerability: Vulnerability | None = None,
        board: int | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Game:
        """Replay *actions* (records, objects or text) on *deal*, checking each one."""
        options = dict(options or {})
        game = variant.game_class(options)(
            variant, deal=deal, dealer=dealer, vulnerability=vulnerability, board=board, **options
        )
        for action in actions:
            game.act(action)
        return game

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Game)
            and other.variant == self.variant
            and other.options == self.options
            and other.dealer == self.dealer
            and other.vulnerability == self.vulnerability
            and other.board == self.board
            and other._history == self._history
        )

    __hash__ = None  # type: ignore[assignment]  # a game changes as it is played

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.variant.name} after {len(self._history) - 1} actions>"


class TrickState(Protocol):
    """The state of a play of tricks (:class:`~bridgekit.tricks.TrickPlay`, Light bridge's
    ``LightPlay``): the cards held, the completed tricks, the trick in progress, the hand to play."""

    hands: list[int]
    tricks: list[Trick]
    seats: list[int]
    current: list[Card]
    to_play: int

    def add(self, card: Card, /) -> object:
        """Play *card* (checked) from the hand to play."""
        ...


_T = TypeVar("_T", bound=TrickState)
#: the fields of a :class:`View` a game played to tricks reads from its attributes of the same name
_PLAY_FIELDS = (
    "tricks",
    "current_trick",
    "to_play",
    "contract",
    "declarer",
    "tricks_won",
    "is_over",
    "result",
    "score",
)


class TrickTakingGame(Game, Generic[_T]):
    """A game whose cards are played to tricks (a :class:`TrickState`, usually a
    :class:`~bridgekit.tricks.TrickPlay`): the one place that reads the hands, the tricks and
    the trick in progress from it, and the one card triad (``play`` and ``can_play`` over the
    ``verify_play`` each kind of game writes with its rules and messages).

    Before the play the hands are the bit masks of ``_hands``; a subclass sets ``_play`` when
    the play starts and may name its card records by overriding :meth:`_played`.
    """

    _hands: list[int]
    _play: _T | None
    #: the tricks of a deal: the play is over after the last
    trick_count: ClassVar[int] = 13

    @property
    def contract(self) -> object:
        """The contract once it is settled (none in a game without one)."""
        return None

    @property
    def declarer(self) -> int | None:
        """The player or side the contract is played by, once it is settled."""
        return None

    @property
    @abstractmethod
    def tricks_won(self) -> tuple[int, ...]:
        """Tricks won so far by each side (each player where every player is his own side)."""

    def side_of(self, seat: int) -> int:
        """The side a hand belongs to, an index of :attr:`tricks_won` (each its own by default)."""
        return seat

    @property
    def result(self) -> int | None:
        """Tricks won by declarer's side, once the deal is over."""
        declarer = self.declarer
        if declarer is None or not self.is_over:
            return None
        return self.tricks_won[self.side_of(declarer)]

    def _apply_deal(self, deal: Deal) -> None:
        """Take the hands of a (checked) deal as bit masks (a game adds its talon, stock …)."""
        self._hands = [hand.mask for hand in deal.hands]

    # -- the one dispatch of actions and records ------------------------------------------

    def parse_action(self, text: str) -> Any:
        """The action written *text* now (a card, a call, a step of the game's own …).

        :raises NotationError: if the text is not an action now
        """
        return Card.from_str(text)

    def act(self, action: Any, *, seat: int | None = None) -> Record:
        """Take an action (an object or its text, :meth:`parse_action`) for the player to act; return
        its record. A card goes to :meth:`_act_card`; a card record, checked for its hand
        (:meth:`_check_hand`), is played; anything else is the game's own (:meth:`_act_own`).

        :raises NotationError: if text is not an action now
        :raises IllegalActionError: if the action is not legal now
        """
        if isinstance(action, str):
            action = self.parse_action(action.strip())
        self._check_actor(action, seat)
        if isinstance(action, Card):
            return self._act_card(action, seat)
        if isinstance(action, Played):
            self._check_hand(action)
            return self.play(action.card, seat=seat)
        return self._act_own(action, seat)

    def _act_card(self, card: Card, seat: int | None) -> Record:
        """Take a card: played by default (a game may give it outside the tricks in a stage)."""
        return self.play(card, seat=seat)

    def _check_hand(self, played: Played) -> None:
        """:raises OutOfTurnError: if the card record names a hand that does not play now"""

    def _act_own(self, action: Any, seat: int | None) -> Record:
        """Check and take an action of the game's own (a call, a claim, a step); return its record.

        :raises NotationError: if the action is not of this game (:class:`IllegalActionError` if not now)
        """
        raise NotationError(
            _("not an action of {variant}: {action}").format(variant=self.variant.name, action=repr(action))
        )

    def _apply(self, record: Record) -> None:
        """Apply a checked record: a card to the play (:meth:`_apply_card`), another to the game's
        own stages (:meth:`_apply_own`)."""
        if isinstance(record, Played):
            self._apply_card(record.card)
        else:
            self._apply_own(record)

    def _apply_card(self, card: Card) -> None:
        """Play *card*; the play is over after the last trick (:meth:`_end_play`)."""
        play = self._play
        assert play is not None
        play.add(card)
        if len(play.tricks) == self.trick_count:
            self._end_play()

    def _end_play(self) -> None:
        """Mark the deal over after its last trick."""
        raise NotImplementedError

    def _apply_own(self, record: object) -> None:
        """Apply a (checked) record of the game's own stages.

        :raises IllegalActionError: if the record is not of this game
        """
        raise IllegalActionError(
            _("{record} is not an action of {variant}").format(record=record, variant=self.variant.name)
        )

    def _legal_cards(self) -> list[Card]:
        """The cards the hand to play may play now (none outside the play)."""
        play = cast("TrickPlay | None", self._play)  # a game with another kind of play says its own
        if play is None:
            return []
        return cards_of(play.legal_mask(play.to_play))

    def _played(self, seat: int, card: Card) -> Played:
        """The record of *card* played from hand *seat*."""
        return Played(seat, card)

    def verify_play(self, card: Card, *, seat: int | None = None) -> None:
        """Raise unless *card* may be played now (by the deciding *seat*, if given): each kind of
        game says why not, with its rules.

        :raises IllegalCardError: if the card may not be played now
        :raises OutOfTurnError: if *seat* does not decide now
        """
        raise NotImplementedError

    can_play = can(verify_play)

    def play(self, card: Card | str, *, seat: int | None = None) -> Played:
        """Play *card* (or its text) from the hand to play and return its record.

        :raises NotationError: if text is not a card
        :raises IllegalCardError: if the card may not be played now
        :raises OutOfTurnError: if *seat* does not decide now
        """
        if isinstance(card, str):
            card = Card.from_str(card)
        self.verify_play(card, seat=seat)
        assert self._play is not None
        return self._record(self._played(self._play.to_play, card))

    @property
    def hands(self) -> tuple[CardSet, ...]:
        """The cards each seat still holds."""
        masks = self._play.hands if self._play is not None else self._hands
        return tuple(CardSet(mask) for mask in masks)

    @property
    def calls(self) -> tuple[Called, ...]:
        """The calls of the auction with the seats that made them (a game may show them otherwise)."""
        return self.auction

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        return tuple(self._play.tricks) if self._play is not None else ()

    @property
    def current_trick(self) -> tuple[Played, ...]:
        """The cards played to the trick in progress."""
        play = self._play
        if play is None:
            return ()
        return tuple(self._played(s, c) for s, c in zip(play.seats, play.current, strict=True))

    def _play_view(self, view: type[_V], seat: int, visible: Container[int], **fields: Any) -> _V:
        """A *view* (:meth:`Game._view`) with the fields of a deal played to tricks read from the
        game — its calls (:attr:`auction`), tricks, hand to play, contract, declarer, tricks won,
        end, result and score — unless *fields* gives them; *fields* adds the game's own."""
        if "calls" not in fields:
            fields["calls"] = self.auction
        for name in _PLAY_FIELDS:
            if name not in fields:
                fields[name] = getattr(self, name)
        return self._view(view, seat, visible, **fields)

    @property
    def opening_lead_made(self) -> bool:
        """Whether a card has been played (RULES 1.8: dummy is spread after the opening lead)."""
        play = self._play
        return play is not None and bool(play.tricks or play.current)
