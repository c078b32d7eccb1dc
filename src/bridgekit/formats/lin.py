"""BBO LIN: hand records and vugraph files, ``load``/``loads``/``dump``/``dumps``.

LIN is a flat list of ``key|value|`` pairs. A hand record has ``pn`` (players South,
West, North, East), ``md`` (dealer digit 1=S 2=W 3=N 4=E, then the hands from South
clockwise; a missing fourth hand is the rest of the pack), ``sv`` (vulnerability
``o n e b``), ``ah`` (``Board 9``), ``mb`` calls (``!`` alerts, ``an`` explanations),
``pc`` cards and ``mc`` a claim (declarer's total tricks). A vugraph file adds ``vg``
(the event), ``rs`` (the results of every board), ``pn`` with eight names (open room,
then closed room) and ``qx|o1|`` before each board. A new board starts at ``qx``, or at
``md``/``pn`` once the board being read has its deal.

>>> [board] = loads("pn|S1,W1,N1,E1|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|"
...                 "sv|o|ah|Board 1|mb|1N|an|15-17|mb|p|mb|3N|mb|p|mb|p|mb|p|mc|9|")
>>> board.dealer, board.contract, board.declarer, board.tricks, board.notes[0].note
(Seat.NORTH, Contract.from_str('3NT'), Seat.NORTH, 9, '15-17')
>>> loads(dumps([board])) == [board]
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import IO, Any, Final

from bridgekit.calls import Call, Contract, Strain
from bridgekit.cards import ALL_52, Card, CardSet
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.formats._limits import BoardErrors, ErrorBudget, excerpt
from bridgekit.formats._rules import auction_result, trick_winner
from bridgekit.formats._tags import holding_mask
from bridgekit.formats._text import read_text
from bridgekit.formats.board import Annotation, Board
from bridgekit.i18n import _
from bridgekit.seats import Seat, Vulnerability

__all__ = ["load", "loads", "dump", "dumps"]

#: LIN seat order: South, West, North, East (``md`` hands and ``pn`` names)
_LIN_SEATS: Final = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
_NAME_TAGS: Final = ("South", "West", "North", "East")
_LIN_BY_VUL: Final = {
    Vulnerability.NONE: "o",
    Vulnerability.NS: "n",
    Vulnerability.EW: "e",
    Vulnerability.BOTH: "b",
}
_RESULT: Final = re.compile(r"([1-7])([CDHSN])([NESW])(X{0,2})([=+-]\d*|=)?$", re.I)


class _Reading:
    """One board being read from LIN pairs."""

    def __init__(
        self, source: str | None, names: list[str], number: int | None, room: str | None, budget: ErrorBudget
    ) -> None:
        self.source = source
        self.names = names
        self.number = number
        self.room = room
        self.tags: dict[str, str] = {}
        self.deal: Deal | None = None
        self.has_deal = False
        self.dealer: Seat | None = None
        self.vulnerability: Vulnerability | None = None
        self.calls: list[Call] = []
        self.notes: dict[int, Annotation] = {}
        self.play: list[Card] = []
        self.claim: int | None = None
        self.result: str | None = None
        self.commentary: list[str] = []
        self.errors = BoardErrors(budget, source)
        self.tricks_from_result: int | None = None

    def error(self, message: str, line: int) -> None:
        self.errors.add(message, line)

    def deal_from(self, value: str, line: int) -> None:
        self.has_deal = True
        text = value.strip()
        if text[:1].isdigit():
            digit = int(text[0])
            if 1 <= digit <= 4:
                self.dealer = _LIN_SEATS[digit - 1]
            elif digit != 0:
                self.error(
                    _("md: not a dealer digit: {text} (1=S, 2=W, 3=N, 4=E)").format(text=repr(text[0])), line
                )
            text = text[1:]
        parts = text.split(",")
        hands = [CardSet()] * 4
        try:
            for i, part in enumerate(parts[:4]):
                hands[_LIN_SEATS[i]] = _lin_hand(part)
            given = [hands[seat] for seat in _LIN_SEATS[:3]]
            if (len(parts) < 4 or not parts[3].strip()) and all(len(h) == 13 for h in given):
                rest = ALL_52
                for hand in given:
                    rest &= ~hand.mask
                hands[Seat.EAST] = CardSet(rest)
            self.deal = Deal(hands) if any(hands) else None
        except NotationError as error:
            self.error(_("md: {error}").format(error=error), line)

    def board(self) -> Board:
        tags = self.tags
        if self.names:
            offset = 4 if self.room == "c" and len(self.names) >= 8 else 0
            for i, tag in enumerate(_NAME_TAGS):
                if offset + i < len(self.names) and self.names[offset + i]:
                    tags[tag] = self.names[offset + i]
        if self.room is not None:
            tags["Room"] = "Closed" if self.room == "c" else "Open"
        contract = declarer = None
        auction = tuple(self.calls)
        notes = tuple(self.notes[i] for i in sorted(self.notes))
        if auction and self.dealer is None:
            # An auction means nothing without its first seat: keep the calls as a comment.
            self.error(_("mb: calls without a dealer (no md with a dealer digit): kept as a comment"), 0)
            self.commentary.append(  # i18n-ok: a comment kept in the file, in the file's language
                "calls (dealer unknown): " + " ".join(str(call) for call in auction)
            )
            auction, notes = (), ()
        if auction and self.dealer is not None:
            contract, declarer, over = auction_result(auction, self.dealer)
            if not over and self.result:
                contract, declarer = self.from_result()
        elif self.result:
            contract, declarer = self.from_result()
        play = tuple(self.play)
        if play and (contract is None or declarer is None):
            self.error(_("cards played without a contract"), 0)
            play = ()
        tricks = self.claim
        if tricks is None and contract is not None and declarer is not None:
            if len(play) == 52:
                tricks = _declarer_tricks(play, declarer, contract)
            elif self.result and self.tricks_from_result is not None:
                tricks = self.tricks_from_result
        return Board(
            number=self.number,
            deal=self.deal,
            dealer=self.dealer,
            vulnerability=self.vulnerability,
            auction=auction,
            notes=notes,
            play=play,
            contract=contract,
            declarer=declarer,
            tricks=tricks if contract is not None else None,
            tags=tags,
            commentary=tuple(self.commentary),
            errors=self.errors.closed(),
        )

    def from_result(self) -> tuple[Contract | None, Seat | None]:
        text = (self.result or "").strip()
        match = _RESULT.match(text)
        if match is None:
            if text.upper() not in ("P", "PASS", "A=", "AP"):
                self.error(
                    _("rs: not a result: {text} (expected e.g. 3NW=, 4SEX-1)").format(text=excerpt(text)), 0
                )
            return None, None
        level, strain, seat, doubling, outcome = match.groups()
        contract = Contract.from_str(f"{level}{'NT' if strain.upper() == 'N' else strain}{doubling}")
        if outcome:
            over = 0 if outcome == "=" else int(outcome[1:] or 0) * (1 if outcome[0] == "+" else -1)
            self.tricks_from_result = contract.tricks_needed + over
        return contract, Seat.from_str(seat)


def _lin_hand(text: str) -> CardSet:
    mask = 0
    for suit_letter, ranks in re.findall(r"([SHDCshdc])([^SHDCshdc]*)", text.strip()):
        shift = 13 * "CDHS".index(suit_letter.upper())
        mask |= holding_mask(ranks.strip()) << shift
    if re.sub(r"[SHDCshdc]|\s", "", text) and not mask:
        raise NotationError(_("not a LIN hand: {text}").format(text=repr(text)))
    return CardSet(mask)


def _declarer_tricks(play: tuple[Card, ...], declarer: Seat, contract: Contract) -> int:
    leader = declarer.lho
    won = 0
    for start in range(0, 52, 4):
        leader = trick_winner(play[start : start + 4], leader, contract.strain)
        won += leader % 2 == declarer % 2
    return won


def _call(text: str) -> tuple[list[Call], bool]:
    alert = "!" in text
    text = text.replace("!", "").strip()
    pieces = text.split("-") if len(text) > 2 and "-" in text else [text]
    return [Call.from_str(piece) for piece in pieces if piece], alert


def loads(text: str, *, strict: bool = False, source: str | None = None) -> list[Board]:
    """The boards of a LIN text (hand records or a vugraph file).

    :param strict: raise the first error instead of keeping it on its board
    :raises ParseError: only with ``strict=True``
    """
    pieces = text.split("|")
    boards: list[Board] = []
    names: list[str] = []
    budget = ErrorBudget()
    results: list[str] = []
    first_board = 1
    current: _Reading | None = None
    event = ""
    pending_result: str | None = None
    line = 1

    def finish() -> None:
        nonlocal current
        if current is not None and (current.has_deal or current.calls or current.play or current.errors):
            boards.append(current.board())  # a piece with only problems still says them
        current = None

    def start(number: int | None = None, room: str | None = None) -> _Reading:
        nonlocal current, pending_result
        finish()
        current = _Reading(source, names, number, room, budget)
        current.result, pending_result = pending_result, None
        if event:
            current.tags["Event"] = event
        return current

    for i in range(0, len(pieces) - 1, 2):
        key_text, value = pieces[i], pieces[i + 1]
        line += key_text.count("\n")
        key = key_text.strip().lower()
        at = line
        line += value.count("\n")
        reading = current
        if key == "qx":
            room = value.strip()[:1].lower() or None
            digits = value.strip()[1:]
            number = int(digits) if digits.isdigit() else None
            reading = start(number, room)
            if results and number is not None:
                index = 2 * (number - first_board) + (room == "c")
                if 0 <= index < len(results):
                    reading.result = results[index]
            continue
        if key == "vg":
            fields = value.split(",")
            if len(fields) > 3 and fields[3].strip().isdigit():
                first_board = int(fields[3])
            event = fields[0].strip()
            continue
        if key == "rs":
            results = [result.strip() for result in value.split(",")]
            if len(results) == 1 and current is not None and not current.has_deal:
                current.result = results[0]
            elif len(results) == 1:
                pending_result = results[0]
            continue
        if key == "pn":
            names = [name.strip() for name in value.split(",")]
            if reading is None or reading.has_deal:
                reading = start()
            reading.names = names
            continue
        if key == "md" and (reading is None or reading.has_deal):
            reading = start(reading.number if reading is not None and not reading.has_deal else None)
        if reading is None:
            reading = start()
        try:
            if key == "md":
                reading.deal_from(value, at)
            elif key == "sv":
                # LIN writes one letter: o (or 0, -), n, e, b, which Vulnerability reads as LIN means them
                try:
                    reading.vulnerability = Vulnerability.from_str(value.strip()[:1] or "o")
                except NotationError:
                    reading.error(
                        _("sv: not a vulnerability: {value} (expected o, n, e or b)").format(
                            value=excerpt(value)
                        ),
                        at,
                    )
                    reading.vulnerability = None
            elif key == "ah":
                found = re.search(r"\d+", value)
                if found is not None:
                    reading.number = int(found[0])
            elif key == "mb":
                calls, alert = _call(value)
                for call in calls:
                    reading.calls.append(call)
                if alert and calls:
                    index = len(reading.calls) - 1
                    reading.notes[index] = Annotation(index, alert=True)
            elif key == "an":
                if not reading.calls:
                    reading.error(
                        _("an: explanation {value} before any call").format(value=excerpt(value)), at
                    )
                else:
                    index = len(reading.calls) - 1
                    old = reading.notes.get(index)
                    reading.notes[index] = Annotation(index, value, old is not None and old.alert)
            elif key == "pc":
                reading.play.append(Card.from_str(value))
            elif key == "mc":
                reading.claim = int(value.strip())
                if not 0 <= reading.claim <= 13:
                    raise ValueError
            elif key == "nt":
                reading.commentary.append(value)
        except (NotationError, ValueError) as error:
            message = (
                str(error)
                if isinstance(error, NotationError)
                else _("not a number: {text}").format(text=excerpt(value))
            )
            reading.error(f"{key}: {message}", at)
    finish()
    if strict:
        errors = [error for board in boards for error in board.errors]
        if errors:
            raise errors[0]
    return boards


def load(fp: IO[Any], *, strict: bool = False) -> list[Board]:
    """The boards of an open LIN file (text or binary).

    :raises ParseError: only with ``strict=True``
    """
    text, name = read_text(fp)
    return loads(text, strict=strict, source=name)


def _hand_text(hand: CardSet) -> str:
    groups = str(hand).split(".")[:4]
    return "".join(letter + ranks for letter, ranks in zip("SHDC", groups, strict=True))


def _board_line(board: Board) -> str:
    out: list[str] = []
    names = [board.tags.get(tag, "") for tag in _NAME_TAGS]
    if any(names):
        out.append(f"pn|{','.join(names)}|st||")
    digit = "" if board.dealer is None else str(_LIN_SEATS.index(board.dealer) + 1)
    hands = board.deal.hands if board.deal is not None else (CardSet(),) * 4
    out.append(f"md|{digit}{','.join(_hand_text(hands[seat]) for seat in _LIN_SEATS)}|rh||")
    if board.number is not None:
        out.append(f"ah|Board {board.number}|")  # i18n-ok: LIN's own header
    if board.vulnerability is not None:
        out.append(f"sv|{_LIN_BY_VUL[board.vulnerability]}|")
    notes = {note.index: note for note in board.notes}
    for i, call in enumerate(board.auction):
        note = notes.get(i)
        text = "p" if call.index == 0 else "d" if call.index == 1 else "r" if call.index == 2 else str(call)
        out.append(f"mb|{text}{'!' if note is not None and note.alert else ''}|")
        if note is not None and note.note is not None:
            out.append(f"an|{note.note}|")
    if board.contract is not None and board.declarer is not None and board.dealer is not None:
        reached, by, over = auction_result(board.auction, board.dealer)
        if not over or (reached, by) != (board.contract, board.declarer):
            strain = "N" if board.contract.strain is Strain.NOTRUMP else board.contract.strain.letter
            result = ""
            if board.tricks is not None:
                over_tricks = board.tricks - board.contract.tricks_needed
                result = "=" if over_tricks == 0 else f"{over_tricks:+d}"
            out.insert(
                0,
                f"rs|{board.contract.level}{strain}{board.declarer.letter}"
                f"{board.contract.doubling.suffix}{result}|",
            )
    for start in range(0, len(board.play), 4):
        out.append("pg||" + "".join(f"pc|{card}|" for card in board.play[start : start + 4]))
    if board.tricks is not None and board.contract is not None and len(board.play) < 52:
        out.append(f"mc|{board.tricks}|")
    return "".join(out)


def dumps(boards: Iterable[Board]) -> str:
    """The LIN text of *boards*: one hand record per line.

    >>> print(dumps([Board(number=3, dealer=Seat.SOUTH, vulnerability=Vulnerability.EW)]), end="")
    md|1SHDC,SHDC,SHDC,SHDC|rh||ah|Board 3|sv|e|
    """
    return "\n".join(_board_line(board) for board in boards) + "\n"


def dump(boards: Iterable[Board], fp: IO[str]) -> None:
    """Write the LIN text of *boards* to an open text file."""
    fp.write(dumps(boards))
