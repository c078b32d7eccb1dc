"""The seat view: one typed view of every game of the family (docs/view.md, JSON version 1).

What one seat (or a spectator) may know of a game now, as frozen values of plain types:
the zones of cards on the table (each naming only the cards the viewer may see and counting
the rest), the calling record, the tricks, the viewer's legal actions each with the text
:meth:`~bridgekit.state.Game.act` reads and a label for a button, the contract, the public
log and the score. The terminal, robots and the web table read it;
:mod:`bridgekit.formats.view_json` writes it as JSON and reads it back.

Each game supplies a small :class:`ViewHook` (living with the game in ``variants/``) that says
what differs: its stages, zones, calling record, log and score, and **its censoring rule**
(what a seat may see, RULES of that game). The shared construction is :func:`seat_view`.

>>> from bridgekit import new_game
>>> game = new_game("bridge", seed=1)
>>> view = seat_view(game, 0)
>>> view.stage, view.to_act, view.zones[0].label, len(view.zones[0].cards), view.zones[1].hidden
('auction', 0, 'North', 13, 13)
>>> view.legal_actions[1].text, view.legal_actions[1].label
('1C', '1♣')
>>> seat_view(game, SPECTATOR).zones[0].cards
()
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final, Generic, Protocol, TypeVar, cast

from bridgekit.cards import CARDS, Card, CardSet
from bridgekit.errors import NotationError
from bridgekit.i18n import _, language, pgettext
from bridgekit.seats import Side
from bridgekit.state import Called, Game, Phase, Played
from bridgekit.tricks import Trick

__all__ = [
    "VERSION",
    "SPECTATOR",
    "SeatInfo",
    "SideInfo",
    "Zone",
    "CallEntry",
    "TrickCard",
    "TrickEntry",
    "CurrentTrick",
    "LegalAction",
    "ContractInfo",
    "TricksWon",
    "LogEntry",
    "ScoreLine",
    "Score",
    "SeatView",
    "ViewHook",
    "ContractViewHook",
    "register_view_hook",
    "seat_view",
    "record_text",
    "card_text",
    "card_label",
    "call_label",
    "cards_in_order",
]

#: the JSON version of the contract (docs/view.md)
VERSION: Final = 1
#: the viewer who sits at no seat: public information only until the deal is over
SPECTATOR: Final = None

COMPASS_LABELS: Final = {"N": "North", "E": "East", "S": "South", "W": "West"}
SUIT_SYMBOLS: Final = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
ZONE_KINDS: Final = frozenset(
    {"hand", "dummy", "talon", "reserve", "face_down", "face_up_row", "stock", "discards", "given"}
)
ACTION_KINDS: Final = frozenset({"call", "card", "choice"})


@dataclass(frozen=True)
class SeatInfo:
    """A seat of the game: its index, the game's own name for it, a label and its side."""

    index: int
    name: str
    label: str
    side: int | None


@dataclass(frozen=True)
class SideInfo:
    """A side (a partnership, or one player where each plays alone)."""

    index: int
    name: str


@dataclass(frozen=True)
class Zone:
    """A pile of cards on the table: the cards this viewer may see and how many more lie hidden."""

    kind: str
    owner: int | None
    label: str
    cards: tuple[str, ...]
    hidden: int


@dataclass(frozen=True)
class CallEntry:
    """A public entry of the calling record; *explanation* only as public as the rules make it."""

    seat: int
    text: str
    label: str
    alert: bool = False
    explanation: str | None = None


@dataclass(frozen=True)
class TrickCard:
    """A card played to a trick; *named* is what a joker was named as (JSON ``as``)."""

    seat: int
    card: str
    named: str | None = None


@dataclass(frozen=True)
class TrickEntry:
    """A completed trick."""

    leader: int
    winner: int
    cards: tuple[TrickCard, ...]


@dataclass(frozen=True)
class CurrentTrick:
    """The trick in progress (*leader* ``None`` outside the play)."""

    leader: int | None
    cards: tuple[TrickCard, ...]


@dataclass(frozen=True)
class LegalAction:
    """An action the viewer may take: *text* is accepted by ``game.act(text, seat=viewer)``."""

    kind: str
    text: str
    label: str


@dataclass(frozen=True)
class ContractInfo:
    """The contract once settled."""

    text: str
    declarer: int | None
    label: str


@dataclass(frozen=True)
class TricksWon:
    """Tricks won so far by a side (by a seat where each plays alone)."""

    side: int
    count: int


@dataclass(frozen=True)
class LogEntry:
    """A public event outside the calling record and the tricks, as a readable sentence."""

    seat: int | None
    text: str


@dataclass(frozen=True)
class ScoreLine:
    """One line of the deal's score."""

    label: str
    value: int


@dataclass(frozen=True)
class Score:
    """The deal's score once it is over."""

    text: str
    lines: tuple[ScoreLine, ...]


@dataclass(frozen=True)
class SeatView:
    """What one seat (``seat``; ``None`` for a spectator) may know of a game now (docs/view.md)."""

    version: int
    game: str
    form: str | None
    title: str
    rules: str
    seat: int | None
    seats: tuple[SeatInfo, ...]
    sides: tuple[SideInfo, ...]
    dealer: int
    vulnerability: str | None
    vulnerable_seats: tuple[int, ...]
    board: int | None
    stage: str
    stage_label: str
    to_act: int | None
    zones: tuple[Zone, ...]
    calls: tuple[CallEntry, ...]
    call_columns: tuple[int, ...]
    tricks: tuple[TrickEntry, ...]
    current_trick: CurrentTrick
    legal_actions: tuple[LegalAction, ...]
    contract: ContractInfo | None
    tricks_won: tuple[TricksWon, ...]
    log: tuple[LogEntry, ...]
    score: Score | None
    is_over: bool

    def zone(self, kind: str, owner: int | None) -> Zone | None:
        """The first zone of *kind* owned by *owner*, if any."""
        for zone in self.zones:
            if zone.kind == kind and zone.owner == owner:
                return zone
        return None

    def action(self, text: str) -> LegalAction | None:
        """The legal action whose text is *text* (case-insensitive), if any."""
        key = text.strip().upper()
        for action in self.legal_actions:
            if action.text.upper() == key:
                return action
        return None


# -- text helpers shared by the hooks --------------------------------------------------


def card_text(card: Card) -> str:
    """A card as the view writes it: ``SA``, ``HT``, a joker as the game writes it."""
    return str(card)


def card_label(card: Card | str) -> str:
    """A card for a button: ``♠A``, ``♥10``; a joker as written."""
    text = str(card)
    if len(text) == 2 and text[0] in SUIT_SYMBOLS:
        rank = "10" if text[1] == "T" else text[1]
        return SUIT_SYMBOLS[text[0]] + rank
    return text


#: call labels already written, by (language, text): a server labels the same calls after every
#: action for every viewer (emptied when it grows past :data:`_CACHE_LIMIT` entries)
_CALL_LABELS: dict[tuple[str, str], str] = {}
_CACHE_LIMIT: Final = 4096
_NULLO_CALL: Final = re.compile(r"([1-7])NU(X{0,2})")
_NT_CALL: Final = re.compile(r"[1-7]NTX{0,2}")


def call_label(text: str) -> str:
    """A call for a button: ``1♥``, ``3NT``, ``Pass``, ``Double``, ``Redouble``; other words kept."""
    key = (language(), text)
    label = _CALL_LABELS.get(key)
    if label is None:
        if len(_CALL_LABELS) >= _CACHE_LIMIT:
            _CALL_LABELS.clear()
        label = _CALL_LABELS[key] = _call_label(text)
    return label


def _call_label(text: str) -> str:
    key = text.strip().upper()
    nullo = _NULLO_CALL.fullmatch(key)
    if nullo is not None:
        return pgettext("call", "{level} nullo").format(level=nullo.group(1)) + nullo.group(2)
    if key in ("P", "PASS"):
        return _("Pass")
    if key in ("X", "DBL", "DOUBLE"):
        return _("Double")
    if key in ("XX", "RDBL", "REDOUBLE"):
        return _("Redouble")
    if _NT_CALL.fullmatch(key):
        return key[0] + pgettext("call", "NT") + key[3:]
    out = []
    for index, char in enumerate(text):
        before = text[index - 1] if index else ""
        after = text[index + 1] if index + 1 < len(text) else ""
        if char.upper() in SUIT_SYMBOLS and before.isdigit() and not after.isalpha():
            out.append(SUIT_SYMBOLS[char.upper()])
        else:
            out.append(char)
    return "".join(out)


def _order_key(card: Card) -> tuple[int, int]:
    suit, rank = card.suit, card.rank
    if suit is None or rank is None:  # a joker: before the suits (J1, J2)
        return (-9, card.index)
    return (-int(suit), -int(rank))


#: each card's place in display order (spades, hearts, diamonds, clubs, high to low; jokers first)
_ORDER: Final = {card: _order_key(card) for card in CARDS}
#: a hand's cards in display order, by its mask (a hand is shown to several viewers, and most hands
#: do not change from one action to the next); emptied when it grows past 4 × :data:`_CACHE_LIMIT`
_HAND_ORDER: dict[int, tuple[str, ...]] = {}
_STANDARD: Final = (1 << 52) - 1
_TEXTS: Final = tuple(card_text(card) for card in CARDS)


def _mask_order(mask: int) -> tuple[str, ...]:
    """The cards of a mask of :data:`~bridgekit.cards.CARDS` in display order."""
    out = [_TEXTS[index] for index in (52, 53) if mask >> index & 1]  # the jokers first, J1 J2
    rest = mask & _STANDARD
    while rest:  # then the standard cards from the top down: SA, SK, …, C2
        top = rest.bit_length() - 1
        out.append(_TEXTS[top])
        rest ^= 1 << top
    return tuple(out)


def cards_in_order(cards: Iterable[Card]) -> tuple[str, ...]:
    """Cards in display order: spades, hearts, diamonds, clubs, high to low; jokers first."""
    if type(cards) is CardSet:
        mask = cards.mask
        found = _HAND_ORDER.get(mask)
        if found is None:
            if len(_HAND_ORDER) >= 4 * _CACHE_LIMIT:
                _HAND_ORDER.clear()
            found = _HAND_ORDER[mask] = _mask_order(mask)
        return found
    order = _ORDER
    return tuple(
        card_text(card) for card in sorted(cards, key=lambda card: order.get(card) or _order_key(card))
    )


#: seat labels by (language, seat name): a view names every seat several times
_SEAT_LABELS: dict[tuple[str, str], str] = {}
#: hands' zones by (kind, seat, label, cards, face up): most hands do not change from one action
#: to the next, and a hand is shown to several viewers
_HAND_ZONES: dict[tuple[str, int, str, int, bool], Zone] = {}
#: calling-record entries by (language, record): every call is shown after every action
_CALL_ENTRIES: dict[tuple[str, Called], CallEntry] = {}
#: the default seats of the view by (language, seat names)
_SEATS: dict[tuple[str, tuple[str, ...]], tuple[SeatInfo, ...]] = {}
#: the vulnerability as the view writes it, by (vulnerability, seat count)
_VULNERABLE: dict[tuple[object, int], tuple[str, tuple[int, ...]]] = {}


def _seat_label(name: str) -> str:
    """A seat's label in the current language: ``North`` for ``N``, ``Player A`` for ``A``."""
    compass = {
        "N": pgettext("seat", "North"),
        "E": pgettext("seat", "East"),
        "S": pgettext("seat", "South"),
        "W": pgettext("seat", "West"),
    }
    return compass.get(name, _("Player {number}").format(number=name) if len(name) <= 2 else name)


#: completed tricks' entries by the trick's identity (the trick is kept with its entry, so that
#: its identity is not reused while there): a view shows every trick after every action
_TRICKS: dict[int, tuple[Trick, TrickEntry]] = {}


def _trick_entry(trick: Trick) -> TrickEntry:
    """The view's entry of a completed trick (no joker named in it)."""
    found = _TRICKS.get(id(trick))
    if found is not None and found[0] is trick:
        return found[1]
    entry = TrickEntry(
        trick.leader,
        trick.winner,
        tuple(TrickCard(seat, card_text(card)) for seat, card in zip(trick.seats, trick.cards, strict=True)),
    )
    if len(_TRICKS) >= 4 * _CACHE_LIMIT:
        _TRICKS.clear()
    _TRICKS[id(trick)] = (trick, entry)
    return entry


# -- the hooks -------------------------------------------------------------------------

G = TypeVar("G", bound=Game)


class TrickGame(Protocol):
    """What every game of the family has besides :class:`~bridgekit.state.Game`: its tricks and
    its contract (the defaults of :class:`ViewHook` read them)."""

    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def current_trick(self) -> tuple[Played, ...]: ...
    @property
    def contract(self) -> object: ...
    @property
    def declarer(self) -> int | None: ...


class ContractGame(TrickGame, Protocol):
    """A bridge-like game: a deal score for side 0, tricks by side, hands seen by a rule."""

    @property
    def to_play(self) -> int | None: ...
    @property
    def tricks_won(self) -> tuple[int, ...]: ...
    @property
    def score(self) -> int | None: ...
    def visible_seats(self, seat: int) -> set[int]: ...


class ViewHook(Generic[G]):
    """What one game says about its seat view; the defaults fit a bridge-like trick game.

    A game's hook overrides what differs. :meth:`visible_hands` is the game's censoring
    rule for hands; :meth:`zones`, :meth:`calls` and :meth:`log` must only name what the
    viewer may know (``viewer`` is a seat or ``None`` for a spectator).
    """

    #: the rules of the game in RULES.md
    rules: ClassVar[str] = ""

    # -- seats and sides

    def seats(self, game: G) -> tuple[SeatInfo, ...]:
        names = game.variant.seat_names
        hook = type(self)
        fixed = hook.seat_label is ViewHook.seat_label and hook.seat_sides is ViewHook.seat_sides
        if fixed:  # the default labels and sides depend on the names and the language alone
            key = (language(), names)
            found = _SEATS.get(key)
            if found is not None:
                return found
        sides = self.seat_sides(game)
        seats = tuple(
            SeatInfo(index, name, self.seat_label(game, index), sides[index])
            for index, name in enumerate(names)
        )
        if fixed:
            _SEATS[key] = seats
        return seats

    def seat_label(self, game: G, seat: int) -> str:
        name = game.variant.seat_names[seat]
        key = (language(), name)
        label = _SEAT_LABELS.get(key)
        if label is None:
            label = _SEAT_LABELS[key] = _seat_label(name)
        return label

    def seat_sides(self, game: G) -> tuple[int | None, ...]:
        count = game.variant.seat_count
        return tuple(seat % 2 for seat in range(count)) if count == 4 else tuple(range(count))

    def sides(self, game: G) -> tuple[SideInfo, ...]:
        names = game.variant.seat_names
        if len(names) == 4:
            return (SideInfo(0, f"{names[0]}-{names[2]}"), SideInfo(1, f"{names[1]}-{names[3]}"))
        return tuple(SideInfo(index, name) for index, name in enumerate(names))

    def name(self, game: G, seat: int) -> str:
        """How the view names *seat* in sentences."""
        return self.seat_label(game, seat)

    def vulnerability(self, game: G) -> tuple[str | None, tuple[int, ...]]:
        """The vulnerability as PBN writes it and the vulnerable seats (four seats: by side;
        two players: the first as N-S, the second as E-W)."""
        vulnerability = game.vulnerability
        count = game.variant.seat_count
        if count not in (2, 4):
            return (None, ())
        key = (vulnerability, count)
        found = _VULNERABLE.get(key)
        if found is None:
            found = _VULNERABLE[key] = (
                str(vulnerability),
                tuple(s for s in range(count) if vulnerability.is_vulnerable(Side(s % 2))),
            )
        return found

    # -- stage

    def stage(self, game: G) -> str:
        return str(game.phase)

    def stage_label(self, game: G) -> str:
        stage = self.stage(game)
        return pgettext("stage", stage).replace("_", " ").capitalize()

    # -- what a viewer sees

    def visible_hands(self, game: G, viewer: int | None) -> frozenset[int]:
        """The hands *viewer* may see now (a spectator: the hands every seat may see); by
        default its own hand, every hand at the end."""
        if game.is_over:
            return frozenset(range(len(game.hands)))
        return frozenset() if viewer is None else frozenset({viewer})

    def zones(self, game: G, viewer: int | None) -> tuple[Zone, ...]:
        visible = self.visible_hands(game, viewer)
        zones = []
        for seat, hand in enumerate(game.hands):
            zones.append(self.hand_zone(game, seat, hand, seat in visible))
        return tuple(zones)

    def hand_kind(self, game: G, seat: int) -> str:
        return "hand"

    def hand_label(self, game: G, seat: int, kind: str) -> str:
        """The label of *seat*'s hand: its seat label, `` (dummy)`` added to a dummy's."""
        return self.seat_label(game, seat) + (_(" (dummy)") if kind == "dummy" else "")

    def hand_zone(self, game: G, seat: int, hand: CardSet, visible: bool) -> Zone:
        kind = self.hand_kind(game, seat)
        label = self.hand_label(game, seat, kind)
        key = (kind, seat, label, hand.mask, visible)
        zone = _HAND_ZONES.get(key)
        if zone is None:
            if visible:
                zone = Zone(kind, seat, label, cards_in_order(hand), 0)
            else:
                zone = Zone(kind, seat, label, (), len(hand))
            if len(_HAND_ZONES) >= 4 * _CACHE_LIMIT:
                _HAND_ZONES.clear()
            _HAND_ZONES[key] = zone
        return zone

    def calls(self, game: G, viewer: int | None) -> tuple[CallEntry, ...]:
        return ()

    def public_parts(self, game: G) -> frozenset[str]:
        """Which of the parts built for a viewer (``"calls"``, ``"log"``) are in fact the same for
        every viewer of *game* now, so that a server building every seat's view of one state
        builds them once. None by default: a game's hook names only what it knows to be public."""
        return frozenset()

    def call_columns(self, game: G) -> tuple[int, ...]:
        """The auction grid's columns: W N E S at a compass table, else from the dealer round."""
        if game.variant.uses_compass:
            return (3, 0, 1, 2)
        count = game.variant.seat_count
        return tuple((game.dealer + offset) % count for offset in range(count))

    def describe(self, game: G, record: object, viewer: int | None) -> str | None:
        """The game's **censoring rule for records**: the sentence *viewer* is told about *record*
        if it is an event of the log (a private card or number hidden), else ``None``."""
        return None

    def private_card(self, game: G, owner: int, card: Card, viewer: int | None) -> str:
        """*card* as *viewer* may read it in a record of *owner*'s: named to its owner (and to all
        once the deal is over), ``a card`` to the others."""
        return card_label(card) if game.is_over or viewer == owner else "a card"

    def own_or_hidden(
        self, kind: str, owner: int | None, label: str, cards: CardSet, viewer: int | None, game: G
    ) -> Zone:
        """A pile seen by its *owner* only (and by all at the end)."""
        if game.is_over or (viewer is not None and viewer == owner):
            return Zone(kind, owner, label, cards_in_order(cards), 0)
        return Zone(kind, owner, label, (), len(cards))

    def log(self, game: G, viewer: int | None) -> tuple[LogEntry, ...]:
        if type(self).describe is ViewHook.describe:  # it describes no record: nothing to read
            return ()
        entries = []
        for record in game.history[1:]:
            text = self.describe(game, record, viewer)
            if text is not None:
                seat = getattr(record, "seat", None)
                entries.append(LogEntry(int(seat) if isinstance(seat, int) else None, text))
        return tuple(entries)

    def record_text(self, game: G, record: object, viewer: int | None) -> str:
        """*record* as *viewer* may read it: the censored sentence of a private event, else its text."""
        text = self.describe(game, record, viewer)
        return text if text is not None else str(record)

    # -- the play

    def trick_sources(self, game: G) -> tuple[tuple[Trick, ...], tuple[Played, ...]]:
        """The completed tricks and the cards of the trick in progress."""
        played = cast(TrickGame, game)
        return played.tricks, played.current_trick

    def named_as(self, game: G) -> Callable[[int, int], str | None]:
        """For a joker: the card it was named as, by (trick number, position); none by default."""
        return lambda trick, position: None

    def tricks(self, game: G) -> tuple[tuple[TrickEntry, ...], CurrentTrick]:
        done, current = self.trick_sources(game)
        named = self.named_as(game)
        if type(self).named_as is ViewHook.named_as:  # no joker named: a trick's entry is the trick's
            entries = tuple(_trick_entry(trick) for trick in done)
        else:
            entries = tuple(
                TrickEntry(
                    trick.leader,
                    trick.winner,
                    tuple(
                        TrickCard(seat, card_text(card), named(number, position))
                        for position, (seat, card) in enumerate(zip(trick.seats, trick.cards, strict=True))
                    ),
                )
                for number, trick in enumerate(done)
            )
        leader = current[0].seat if current else self.next_leader(game)
        number = len(done)
        now = CurrentTrick(
            leader,
            tuple(
                TrickCard(int(record.seat), card_text(record.card), named(number, position))
                for position, record in enumerate(current)
            ),
        )
        return entries, now

    def next_leader(self, game: G) -> int | None:
        """The seat to lead when the trick in progress has no card yet."""
        return None

    def tricks_won(self, game: G) -> tuple[TricksWon, ...]:
        return ()

    def contract(self, game: G) -> ContractInfo | None:
        contract: object = getattr(game, "contract", None)  # a game may have no contract
        declarer: int | None = getattr(game, "declarer", None)
        if contract is None:
            return None
        return contract_info(
            contract, declarer, self.seat_label(game, declarer) if declarer is not None else None
        )

    # -- actions

    def action(self, game: G, action: object) -> LegalAction:
        """The viewer's legal *action* as text for ``act`` and a label."""
        if isinstance(action, Card):
            return LegalAction("card", card_text(action), card_label(action))
        text = str(action)
        return LegalAction("call", text, call_label(text))

    # -- the end

    def score(self, game: G) -> Score | None:
        return None


# -- helpers the hooks share ---------------------------------------------------------


def seen_hands(
    visible_seats: Callable[[int], Iterable[int]], seat_count: int, viewer: int | None
) -> frozenset[int]:
    """The hands *viewer* sees by a game's ``visible_seats`` rule; a spectator sees the hands every
    seat sees (the exposed ones)."""
    if viewer is not None:
        return frozenset(visible_seats(viewer))
    common = frozenset(range(seat_count))
    for seat in range(seat_count):
        common &= frozenset(visible_seats(seat))
    return common


def call_entry(seat: int, call: object, explanation: str | None = None) -> CallEntry:
    """The calling-record entry of *call* by *seat*."""
    text = str(call)
    return CallEntry(int(seat), text, call_label(text), False, explanation)


def contract_info(contract: object, declarer: int | None, declarer_label: str | None) -> ContractInfo:
    """A contract for the view: its text and ``4♥X by North``."""
    text = str(contract)
    seat = None if declarer is None else int(declarer)
    key = (language(), text, seat, declarer_label)
    found = _CONTRACTS.get(key)
    if found is None:
        label = call_label(text)
        if declarer_label:
            label = _("{contract} by {declarer}").format(contract=label, declarer=declarer_label)
        if len(_CONTRACTS) >= _CACHE_LIMIT:
            _CONTRACTS.clear()
        found = _CONTRACTS[key] = ContractInfo(text, seat, label)
    return found


#: contracts for the view by (language, text, declarer, its label): a view shows the contract
#: after every action of the play
_CONTRACTS: dict[tuple[str, str, int | None, str | None], ContractInfo] = {}


def side_score(score: int, sides: Sequence[SideInfo]) -> Score:
    """A deal score for the first side (the other side has its negative)."""
    first, second = sides[0].name, sides[1].name
    if score == 0:
        text = "no score (passed out or 0)"
    elif score > 0:
        text = f"{first} +{score}"
    else:
        text = f"{second} +{-score}"
    return Score(text, (ScoreLine(first, score), ScoreLine(second, -score)))


def tricks_by_side(counts: Sequence[int]) -> tuple[TricksWon, ...]:
    """Tricks won, one count per side (or per seat)."""
    key = tuple(counts)
    found = _TRICKS_WON.get(key)
    if found is None:
        found = _TRICKS_WON[key] = tuple(TricksWon(side, count) for side, count in enumerate(key))
    return found


#: tricks won by counts (a few hundred at most)
_TRICKS_WON: dict[tuple[int, ...], tuple[TricksWon, ...]] = {}


class ContractViewHook(ViewHook[G]):
    """The seat view of a bridge-like game (:class:`ContractGame`): the hands of its
    ``visible_seats`` rule, the calls of its auction, the tricks and the deal score by side."""

    def visible_hands(self, game: G, viewer: int | None) -> frozenset[int]:
        return seen_hands(cast(ContractGame, game).visible_seats, 4, viewer)

    def calls(self, game: G, viewer: int | None) -> tuple[CallEntry, ...]:
        lang = language()
        entries = []
        for record in game.history:
            if isinstance(record, Called):
                key = (lang, record)
                entry = _CALL_ENTRIES.get(key)
                if entry is None:
                    if len(_CALL_ENTRIES) >= _CACHE_LIMIT:
                        _CALL_ENTRIES.clear()
                    entry = _CALL_ENTRIES[key] = call_entry(record.seat, record.call)
                entries.append(entry)
        return tuple(entries)

    def public_parts(self, game: G) -> frozenset[str]:
        """The calls (every call is public, RULES 1.5) unless a subclass tells them its own way,
        and the log unless a subclass describes records (the default describes none)."""
        hook = type(self)
        parts = []
        if hook.calls is ContractViewHook.calls:
            parts.append("calls")  # i18n-ok: a field of the view
        if hook.log is ViewHook.log and hook.describe is ViewHook.describe:
            parts.append("log")  # i18n-ok: a field of the view
        return frozenset(parts)

    def next_leader(self, game: G) -> int | None:
        return cast(ContractGame, game).to_play if game.phase is Phase.PLAY else None

    def tricks_won(self, game: G) -> tuple[TricksWon, ...]:
        played = cast(ContractGame, game)
        return tricks_by_side(played.tricks_won) if played.contract is not None else ()

    def score(self, game: G) -> Score | None:
        score = cast(ContractGame, game).score
        return side_score(score, self.sides(game)) if score is not None else None


#: the attribute of a game class that holds its hook (on the class, so that it is found however
#: this module was imported)
HOOK_ATTRIBUTE: Final = "_seat_view_hook"


def register_view_hook(game_class: type[object], hook: ViewHook[G]) -> None:
    """Make *hook* the seat-view hook of *game_class* (a :class:`Game` subclass, which *hook*
    serves) and of its subclasses that have none of their own."""
    setattr(game_class, HOOK_ATTRIBUTE, hook)


def hook_for(game: Game) -> ViewHook[Game]:
    """The view hook of *game*'s class (the nearest registered in its class hierarchy).

    :raises NotationError: for a game with no seat view
    """
    hook: ViewHook[Game] | None = getattr(game, HOOK_ATTRIBUTE, None)  # a class's, or table mode's
    if hook is None:
        raise NotationError(_("{game} has no seat view").format(game=game.variant.name))
    return hook


def record_text(game: Game, record: object, seat: int | None) -> str:
    """An action's record as *seat* (or :data:`SPECTATOR`) may read it: what a terminal prints
    after a robot's action. A private card or number is left out (``B gives a card to the dummy``).

    >>> from bridgekit import new_game
    >>> game = new_game("booby", seed=2)
    >>> record = game.act(game.legal_actions()[0])
    >>> record_text(game, record, 0), record_text(game, record, record.seat) != record_text(game, record, 0)
    ('Player B gives a card to the dummy', True)
    """
    return hook_for(game).record_text(game, record, seat)


def seat_view(game: Game, seat: int | None) -> SeatView:
    """What *seat* (or :data:`SPECTATOR`) may know of *game* now, as a :class:`SeatView`.

    :raises NotationError: for a seat the game does not have
    """
    if seat is not None and not 0 <= seat < game.variant.seat_count:
        raise NotationError(_("no seat {seat} in {game}").format(seat=seat, game=game.variant.name))
    viewer = None if seat is None else int(seat)
    hook = hook_for(game)
    to_act = game.to_act
    legal: Sequence[object] = game.legal_actions() if viewer is not None and to_act == viewer else ()
    tricks, current = hook.tricks(game)
    vulnerability, vulnerable = hook.vulnerability(game)
    variant = game.variant
    return SeatView(
        version=VERSION,
        game=variant.family or variant.name,
        form=variant.name if variant.family else None,
        title=_(variant.title),
        rules=hook.rules or variant.rules,
        seat=viewer,
        seats=hook.seats(game),
        sides=hook.sides(game),
        dealer=int(game.dealer),
        vulnerability=vulnerability,
        vulnerable_seats=vulnerable,
        board=game.board,
        stage=hook.stage(game),
        stage_label=hook.stage_label(game),
        to_act=int(to_act) if to_act is not None else None,
        zones=hook.zones(game, viewer),
        calls=hook.calls(game, viewer),
        call_columns=hook.call_columns(game),
        tricks=tricks,
        current_trick=current,
        legal_actions=tuple(hook.action(game, action) for action in legal),
        contract=hook.contract(game),
        tricks_won=hook.tricks_won(game),
        log=hook.log(game, viewer),
        score=hook.score(game) if game.is_over else None,
        is_over=game.is_over,
    )
