"""A board record: one deal with its auction, play, result and everything a file said about it.

:class:`Board` is what every reader returns and every writer takes (PBN, LIN, JSON). It is
an immutable record; build variants with :func:`dataclasses.replace`.

>>> from bridgekit import Call, Contract, Seat
>>> board = Board(number=1, dealer=Seat.NORTH, auction=tuple(map(Call.from_str, "1NT P 3NT P P P".split())),
...               contract=Contract.from_str("3NT"), declarer=Seat.NORTH, tricks=10)
>>> board.tags["Contract"], board.tags["Result"]
('3NT', '10')
>>> board.result_text
'3NT+1'
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from bridgekit.calls import Call, Contract
from bridgekit.cards import Card
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, NotationError, ParseError
from bridgekit.formats import _tags
from bridgekit.i18n import _, ngettext
from bridgekit.seats import Seat, Vulnerability, board_dealer, board_vulnerability
from bridgekit.variants import new_game
from bridgekit.variants.bridge import BridgeGame

__all__ = ["Annotation", "Table", "Board"]


@dataclass(frozen=True, slots=True)
class Annotation:
    """What a file attaches to one call of the auction or one card of the play.

    :param index: the position of the call (card) in :attr:`Board.auction` (:attr:`Board.play`)
    :param note: the explanation (PBN ``Note`` tag behind ``=n=``, LIN ``an``)
    :param alert: the call was alerted (PBN ``!`` suffix, LIN ``!``)
    :param nags: PBN numeric annotation glyphs, other suffixes included (``?`` is 2 …)
    :param irregularity: PBN ``^I`` insufficient bid, ``^S`` skipped call, ``^R`` revoke,
        ``^L`` lead out of turn: ``"I"``, ``"S"``, ``"R"`` or ``"L"``
    """

    index: int
    note: str | None = None
    alert: bool = False
    nags: tuple[int, ...] = ()
    irregularity: str | None = None


@dataclass(frozen=True, slots=True)
class Table:
    """A PBN supplemental table such as ``OptimumResultTable`` or ``ScoreTable``.

    :param name: the tag name
    :param columns: the column specifications as written, e.g. ``("Declarer", "Result\\2R")``
    :param rows: the table elements, one tuple per row (strings without their quotes)
    """

    name: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        """The column names without order marks (``+``/``-``) and widths (``\\4R``).

        >>> Table("OptimumResultTable", ("Declarer", "Denomination\\\\2R", "+Result\\\\2R")).names
        ('Declarer', 'Denomination', 'Result')
        """
        return tuple(c.lstrip("+-").split("\\", 1)[0] for c in self.columns)

    def records(self) -> list[dict[str, str]]:
        """The rows as dictionaries keyed by column name.

        >>> Table("T", ("A", "B"), (("1", "x"),)).records()
        [{'A': '1', 'B': 'x'}]
        """
        names = self.names
        return [dict(zip(names, row, strict=False)) for row in self.rows]


def _empty_tags() -> Mapping[str, str]:
    return types.MappingProxyType({})


@dataclass(frozen=True)
class Board:
    """One board as a file records it. Every field may be unknown (``None`` or empty).

    :param number: the board number
    :param deal: the cards (hands not given in the file are empty)
    :param dealer: the dealer, who makes the first call of :attr:`auction`
    :param vulnerability: who is vulnerable
    :param auction: the calls in order, starting with the dealer's
    :param notes: annotations of calls: explanations, alerts, glyphs, irregularities
    :param play: the cards in the order played
    :param play_notes: annotations of cards
    :param contract: the final contract (``None`` if passed out or unknown)
    :param declarer: the declarer
    :param tricks: the tricks won by declarer's side
    :param score: the score from N-S's point of view
    :param tags: every tag of the file in order, known or not, name to value; the values of
        the known tags (``Board``, ``Dealer``, ``Vulnerable``, ``Deal``, ``Declarer``,
        ``Contract``, ``Result``, ``Score``) always agree with the fields above
    :param tables: supplemental tables (``OptimumResultTable``, ``ScoreTable`` …)
    :param commentary: the comments of the board (``{…}`` and ``;…`` in PBN)
    :param errors: what could not be read; the board keeps all the rest. Not compared.

    Boards are compared by value but are not hashable (:attr:`tags` is a mapping).

    :raises NotationError: if a board with play has no contract or declarer, or one with calls
        no dealer
    """

    number: int | None = None
    deal: Deal | None = None
    dealer: Seat | None = None
    vulnerability: Vulnerability | None = None
    auction: tuple[Call, ...] = ()
    notes: tuple[Annotation, ...] = ()
    play: tuple[Card, ...] = ()
    play_notes: tuple[Annotation, ...] = ()
    contract: Contract | None = None
    declarer: Seat | None = None
    tricks: int | None = None
    score: int | None = None
    tags: Mapping[str, str] = field(default_factory=_empty_tags)
    tables: tuple[Table, ...] = ()
    commentary: tuple[str, ...] = ()
    errors: tuple[ParseError, ...] = field(default=(), compare=False)

    __hash__ = None  # type: ignore[assignment]

    def __post_init__(self) -> None:
        set_field = object.__setattr__
        for name in ("auction", "notes", "play", "play_notes", "tables", "commentary", "errors"):
            value = getattr(self, name)
            if not isinstance(value, tuple):
                set_field(self, name, tuple(value))
        if self.play and (self.contract is None or self.declarer is None):
            raise NotationError(_("a board with play needs its contract and declarer"))
        if self.auction and self.dealer is None:
            raise NotationError(_("a board with calls needs its dealer (the seat of the first call)"))
        set_field(self, "tags", types.MappingProxyType(_agreeing_tags(self, dict(self.tags))))

    @classmethod
    def _trusted(cls, values: dict[str, Any]) -> Board:
        """A board from fields that a reader already made consistent (no checks: fast)."""
        board = object.__new__(cls)
        board.__dict__.update(values)
        return board

    # -- derived values -------------------------------------------------------------------

    @property
    def leader(self) -> Seat | None:
        """The opening leader: declarer's left-hand opponent."""
        return None if self.declarer is None else self.declarer.lho

    @property
    def is_passed_out(self) -> bool:
        """Four passes and nothing else."""
        return len(self.auction) == 4 and all(call.index == 0 for call in self.auction)

    @property
    def result_text(self) -> str | None:
        """The result as ``4HX=``, ``3NT+1``, ``6S-2``; ``None`` when unknown.

        >>> Board(contract=Contract.from_str("4S"), declarer=Seat.EAST, tricks=9).result_text
        '4S-1'
        """
        if self.contract is None or self.tricks is None:
            return None
        over = self.tricks - self.contract.tricks_needed
        return f"{self.contract}{'=' if over == 0 else f'{over:+d}'}"

    def table(self, name: str) -> Table | None:
        """The supplemental table of that name, if the board has one."""
        for table in self.tables:
            if table.name == name:
                return table
        return None

    def note_for(self, index: int) -> Annotation | None:
        """The annotation of the call at *index* of the auction, if any."""
        for note in self.notes:
            if note.index == index:
                return note
        return None

    def dealt(self) -> Board:
        """The board as dealt: its number, deal, dealer and vulnerability, without its calls,
        play, result, tags or tables (what a hand record shows).

        >>> board = Board(3, dealer=Seat.SOUTH, contract=Contract.from_str("3N"), declarer=Seat.WEST)
        >>> board.dealt() == Board(3, dealer=Seat.SOUTH), board.dealt().contract
        (True, None)
        """
        return Board(number=self.number, deal=self.deal, dealer=self.dealer, vulnerability=self.vulnerability)

    # -- games -----------------------------------------------------------------------------

    @classmethod
    def from_game(cls, game: BridgeGame) -> Board:
        """The board of a game of bridge: deal, calls, cards, contract, result and score.

        >>> import bridgekit
        >>> game = bridgekit.new_game("bridge", deal=Deal.random(seed=1), dealer=Seat.NORTH,
        ...                           vulnerability=Vulnerability.NONE)
        >>> for call in ("1C", "P", "P", "P"):
        ...     _ = game.act(call)
        >>> Board.from_game(game).contract
        Contract.from_str('1C')
        """
        from bridgekit.state import Played

        play = tuple(record.card for record in game.history if isinstance(record, Played))
        over = game.is_over
        return cls(
            number=game.board,
            deal=game.deal,
            dealer=Seat(game.dealer),
            vulnerability=game.vulnerability,
            auction=tuple(game.calls),
            play=play,
            contract=game.contract,
            declarer=game.declarer,
            tricks=game.result if over and game.contract is not None else None,
            score=game.score if over else None,
        )

    def to_game(self) -> BridgeGame:
        """Replay the board through the engine: its calls, its cards, then a claim if the
        recorded result needs one.

        :raises IllegalActionError: (its subclass) naming the board and the first call or card
            that the rules do not allow
        :raises NotationError: if the board lacks a deal or a dealer
        """

        where = _("board {number}").format(number=self.number) if self.number is not None else _("board")
        if self.deal is None or any(len(hand) != 13 for hand in self.deal.hands):
            raise NotationError(_("{where}: cannot replay without all four hands").format(where=where))
        dealer = self.dealer
        if dealer is None:
            if self.number is None:
                raise NotationError(_("{where}: cannot replay without a dealer").format(where=where))
            dealer = board_dealer(self.number)
        vulnerability = self.vulnerability
        if vulnerability is None:
            vulnerability = Vulnerability.NONE if self.number is None else board_vulnerability(self.number)
        game = new_game(
            "bridge", deal=self.deal, dealer=dealer, vulnerability=vulnerability, board=self.number
        )
        assert isinstance(game, BridgeGame)
        for i, call in enumerate(self.auction):
            _replay(
                game,
                call,
                _("{where}: call {number} ({call}) by {seat}").format(
                    where=where, number=i + 1, call=call, seat=Seat((dealer + i) % 4).letter
                ),
            )
        for i, card in enumerate(self.play):
            _replay(
                game,
                card,
                _("{where}: card {number} ({card}, trick {trick})").format(
                    where=where, number=i + 1, card=card, trick=i // 4 + 1
                ),
            )
        if not game.is_over and self.tricks is not None and self.declarer is not None:
            won = game.tricks_won[self.declarer % 2]
            try:
                game.claim(self.declarer, self.tricks - won)
            except IllegalActionError as error:
                raise type(error)(
                    ngettext(
                        "{where}: claim of {count} more trick: {error}",
                        "{where}: claim of {count} more tricks: {error}",
                        self.tricks - won,
                    ).format(where=where, count=self.tricks - won, error=error)
                ) from None
        return game


def _replay(game: BridgeGame, action: Call | Card, what: str) -> None:
    try:
        game.act(action)
    except IllegalActionError as error:
        raise type(error)(f"{what}: {error}") from None


# -- keeping tags and fields in agreement --------------------------------------------------

_Codec = tuple[str, str, Callable[[str, "Board"], object], Callable[[Any, "Board"], str]]

_CODECS: Final[tuple[_Codec, ...]] = (
    ("Board", "number", lambda t, b: _tags.parse_board(t), lambda v, b: str(v)),
    ("Dealer", "dealer", lambda t, b: _tags.parse_seat(t), lambda v, b: v.letter),
    ("Vulnerable", "vulnerability", lambda t, b: _tags.parse_vulnerability(t), lambda v, b: str(v)),
    ("Deal", "deal", lambda t, b: _tags.parse_deal(t), lambda v, b: v.pbn(b.dealer or Seat.NORTH)),
    ("Declarer", "declarer", lambda t, b: _tags.parse_declarer(t), lambda v, b: v.letter),
    ("Contract", "contract", lambda t, b: _tags.parse_contract(t), lambda v, b: str(v)),
    ("Result", "tricks", lambda t, b: _tags.parse_result(t, b.declarer), lambda v, b: str(v)),
    ("Score", "score", lambda t, b: _tags.parse_score(t, b.declarer), lambda v, b: _tags.format_score(v)),
)


def _agreeing_tags(board: Board, tags: dict[str, str]) -> dict[str, str]:
    """*tags* with the known tags made to agree with the board's fields.

    A tag that already says the same thing (``Love`` for no vulnerability) or that cannot be
    read while its field is unknown is kept as written, so nothing a file said is lost.
    """
    for name, attribute, parse, write in _CODECS:
        value = getattr(board, attribute)
        text = tags.get(name)
        if text is None:
            if value is not None:
                tags[name] = write(value, board)
            continue
        try:
            same = parse(text, board) == value
        except NotationError:
            same = value is None
        if not same:
            if value is None:
                del tags[name]
            else:
                tags[name] = write(value, board)
    return tags
