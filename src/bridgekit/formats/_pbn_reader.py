"""The PBN 2.1 reader behind :mod:`bridgekit.formats.pbn`.

Reading has two steps. A line scanner splits the text into games (a semi-empty line
outside a ``{…}`` comment ends a game) and each game into tags, comments and the tokens
of its sections; most lines take a fast path (a whole-line tag, or plain tokens). Then
:class:`_Game` interprets the tags and sections into a :class:`Board`. Anything that
cannot be read becomes a :class:`ParseError` on that board; the rest of the board and
the other boards are kept.
"""

from __future__ import annotations

import re
import types
from typing import Any, Final

from bridgekit.calls import CALLS, PASS, Call, Contract
from bridgekit.cards import CARDS, Card
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.formats import _tags
from bridgekit.formats._limits import BoardErrors, ErrorBudget, excerpt, unlisted_error
from bridgekit.formats._rules import auction_result
from bridgekit.formats.board import Annotation, Board, Table
from bridgekit.i18n import _
from bridgekit.seats import Seat

__all__ = ["read_boards"]

_TAG_LINE: Final = re.compile(r'\[\s*(\w+)\s*"((?:[^"\\]|\\.)*)"\s*\]\s*$')
_SPECIAL: Final = re.compile(r'[\[\]{};"]')
_TOKEN: Final = re.compile(
    r'\s*(?:(?P<tag>\[\s*(?P<name>\w+)\s*"(?P<value>(?:[^"\\]|\\.)*)"\s*\])'
    r'|(?P<string>"(?:[^"\\]|\\.)*")|(?P<word>[^\s\[\]{};"]+)|(?P<brace>\{)|(?P<semi>;)'
    r'|(?P<open>\[)|(?P<close>\])|(?P<quote>"))'
)
_PIECE: Final = re.compile(r"(\^.?)|=([^=\s]*)(=?)|\$(\d*)|([!?]+)|([A-Za-z0-9-]+)|(\*)|(\+)|(.)")
_UNESCAPE: Final = re.compile(r'\\([\\"])')
_NOTE: Final = re.compile(r"(\d+):(.*)", re.S)

#: tags whose value may not be inherited with ``#`` (PBN 4.8)
_NO_INHERIT: Final = frozenset(("Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction", "Play"))
#: tags that never start a supplemental section: the mandatory tag set and Score
_PLAIN_TAGS: Final = frozenset(
    (
        "Event",
        "Site",
        "Date",
        "Board",
        "West",
        "North",
        "East",
        "South",
        "Dealer",
        "Vulnerable",
        "Deal",
        "Scoring",
        "Declarer",
        "Contract",
        "Result",
        "Score",
    )
)
_SUFFIX_NAG: Final = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
_CALL_BY_TOKEN: Final[dict[str, Call]] = {str(c).upper(): c for c in CALLS[1:]} | {"PASS": PASS}
# Not PBN, but Bridge Bidding Analyser writes 1N for 1NT.
_CALL_BY_TOKEN.update({f"{level}N": Call.from_str(f"{level}NT") for level in range(1, 8)})
_CARD_BY_TOKEN: Final[dict[str, Card]] = {str(c): c for c in CARDS[:52]}
_CARD_BY_TOKEN.update({k.lower(): c for k, c in list(_CARD_BY_TOKEN.items())})
_CARD_BY_TOKEN.update({k[0] + k[1].lower(): c for k, c in list(_CARD_BY_TOKEN.items())})
_CARD_BY_TOKEN.update({k[0].lower() + k[1]: c for k, c in list(_CARD_BY_TOKEN.items())})
_SEATS: Final = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)

_IDENT, _AUCTION, _PLAY, _TABLE = 0, 1, 2, 3


def _unescape(value: str) -> str:
    return _UNESCAPE.sub(r"\1", value) if "\\" in value else value


class _Game:
    """The pieces of one game as scanned, then interpreted by :meth:`board`."""

    __slots__ = (
        "tags",
        "lines",
        "section",
        "last_tag",
        "auction_seat",
        "auction_line",
        "auction_tokens",
        "play_seat",
        "play_line",
        "play_tokens",
        "notes",
        "tables",
        "comments",
        "errors",
        "source",
    )

    def __init__(self, source: str | None, budget: ErrorBudget) -> None:
        self.tags: dict[str, str] = {}
        self.lines: dict[str, int] = {}
        self.section = _IDENT
        self.last_tag: str | None = None
        self.auction_seat: str | None = None
        self.auction_line = 0
        self.auction_tokens: list[tuple[list[str], int]] = []
        self.play_seat: str | None = None
        self.play_line = 0
        self.play_tokens: list[tuple[list[str], int]] = []
        self.notes: tuple[dict[int, str], dict[int, str]] = ({}, {})
        self.tables: list[tuple[str, str, int, list[list[str]]]] = []
        self.comments: list[str] = []
        self.errors = BoardErrors(budget, source)
        self.source = source

    @property
    def has_content(self) -> bool:
        return bool(self.tags or self.lines or self.tables or self.errors)

    def error(self, message: str, line: int) -> None:
        self.errors.add(message, line)

    # -- scanning ----------------------------------------------------------------------------

    def tag(
        self, name: str, value: str, line: int, previous: dict[str, str], persistent: dict[str, str]
    ) -> None:
        if name == "Note":
            self.note(value, line)
            return
        if value.startswith("#"):
            if name in _NO_INHERIT:
                self.error(_("tag {name} may not inherit a value with '#'").format(name=name), line)
                value = ""
            elif value.startswith("##"):
                value = value[2:]
                persistent[name] = value
            elif value == "#":
                value = previous.get(name, "")
        elif name in persistent:
            persistent[name] = value
        if name in self.lines:
            self.error(
                _("tag {name} repeated (first on line {first}); the repeat is ignored").format(
                    name=name, first=self.lines[name]
                ),
                line,
            )
            return
        self.lines[name] = line
        self.last_tag = None
        if name == "Auction":
            self.section, self.auction_seat, self.auction_line = _AUCTION, value, line
        elif name == "Play":
            self.section, self.play_seat, self.play_line = _PLAY, value, line
        elif name.endswith("Table") and name != "Table":
            self.section = _TABLE
            self.tables.append((name, value, line, []))
        else:
            self.section = _IDENT
            self.tags[name] = value
            self.last_tag = name

    def note(self, value: str, line: int) -> None:
        if self.section not in (_AUCTION, _PLAY):
            self.error(_("note {value} outside an auction or play section").format(value=repr(value)), line)
            return
        match = _NOTE.match(value)
        if match is None or int(match[1]) == 0:
            self.error(_("not a note: {value} (expected 'number:text')").format(value=repr(value)), line)
            return
        notes = self.notes[self.section - 1]
        number = int(match[1])
        if number in notes:
            self.error(_("note {number} given twice").format(number=number), line)
        else:
            notes[number] = match[2]

    def data(self, tokens: list[str], line: int) -> None:
        section = self.section
        if section == _AUCTION:
            self.auction_tokens.append((tokens, line))
        elif section == _PLAY:
            self.play_tokens.append((tokens, line))
        elif section == _TABLE:
            self.tables[-1][3].append(tokens)
        elif self.last_tag is not None and self.last_tag not in _PLAIN_TAGS:
            # Data after a plain tag makes it a supplemental section (PBN 5.1).
            name = self.last_tag
            self.tables.append((name, self.tags.pop(name), self.lines[name], [tokens]))
            self.section, self.last_tag = _TABLE, None
        else:
            self.error(
                _("text outside a tag or section: {value}").format(value=excerpt(" ".join(tokens))), line
            )

    # -- interpreting ------------------------------------------------------------------------

    def parse_tag(self, name: str, parse: Any, *args: Any) -> Any:
        text = self.tags.get(name)
        if text is None:
            return None
        try:
            return parse(text, *args)
        except NotationError as error:
            self.error(str(error), self.lines.get(name, 0))
            return None

    def board(self) -> Board:
        tags = self.tags
        number = self.parse_tag("Board", _tags.parse_board)
        dealer = self.parse_tag("Dealer", _tags.parse_seat)
        vulnerability = self.parse_tag("Vulnerable", _tags.parse_vulnerability)
        deal = self.parse_tag("Deal", _tags.parse_deal)
        declarer = self.parse_tag("Declarer", _tags.parse_declarer)
        contract = self.parse_tag("Contract", _tags.parse_contract)
        tricks = self.parse_tag("Result", _tags.parse_result, declarer)
        score = self.parse_tag("Score", _tags.parse_score, declarer)
        derived = False
        auction: tuple[Call, ...] = ()
        notes: tuple[Annotation, ...] = ()
        if self.auction_seat is not None:
            first = self.parse_auction_seat()
            calls, annotations, dashes = self.read_auction()
            if first is not None and calls:
                first = _SEATS[(first + dashes) % 4]
                if dealer is None:
                    dealer, derived = first, derived or "Dealer" not in tags
                if first is dealer:
                    auction, notes = tuple(calls), tuple(annotations)
                else:
                    self.error(
                        _("the auction starts with {first} but the dealer is {dealer}").format(
                            first=first.letter, dealer=dealer.letter
                        ),
                        self.auction_line,
                    )
            if auction and dealer is not None and ("Contract" not in tags or "Declarer" not in tags):
                reached, by, over = auction_result(auction, dealer)
                if over and "Contract" not in tags:
                    contract, derived = reached, True
                if over and "Declarer" not in tags and (reached == contract or "Contract" not in tags):
                    declarer, derived = by, True
        play: tuple[Card, ...] = ()
        play_notes: tuple[Annotation, ...] = ()
        if self.play_seat is not None:
            play, play_notes = self.read_play(contract, declarer, deal)
        tables = tuple(self.read_table(*table) for table in self.tables)
        values = {
            "number": number,
            "deal": deal,
            "dealer": dealer,
            "vulnerability": vulnerability,
            "auction": auction,
            "notes": notes,
            "play": play,
            "play_notes": play_notes,
            "contract": contract,
            "declarer": declarer,
            "tricks": tricks,
            "score": score,
            "tags": types.MappingProxyType(tags),
            "tables": tables,
            "commentary": tuple(self.comments),
            "errors": self.errors.closed(),
        }
        if derived:
            values["tags"] = tags
            return Board(**values)
        return Board._trusted(values)

    def parse_auction_seat(self) -> Seat | None:
        try:
            seat = _tags.parse_seat(self.auction_seat or "")
        except NotationError as error:
            self.error(_("Auction tag: {error}").format(error=error), self.auction_line)
            return None
        if seat is None:
            self.error(_("Auction tag without a seat"), self.auction_line)
        return seat

    def read_auction(self) -> tuple[list[Call], list[Annotation], int]:
        calls: list[Call] = []
        marks: dict[int, list[Any]] = {}
        dashes = 0
        ended = stopped = False
        pending: str | None = None
        passes = 0
        for token, line in [(t, n) for tokens, n in self.auction_tokens for t in tokens]:
            call = _CALL_BY_TOKEN.get(token)
            if call is None:
                call = _CALL_BY_TOKEN.get(token.upper())
            if call is not None and pending is None and not ended and not stopped:
                calls.append(call)
                passes = passes + 1 if call is PASS else 0
                ended = passes >= 4 or (passes == 3 and len(calls) > 3)
                continue
            for piece in _PIECE.finditer(token):
                irregular, note, note_end, nag, suffix, word, star, plus, bad = piece.groups()
                if word is not None or irregular == "^S":
                    if irregular == "^S":
                        word, pending = "Pass", "S"
                    upper = word.upper()
                    if upper == "-" and not calls and pending is None:
                        dashes += 1
                        continue
                    if upper == "AP":
                        new = _all_pass(calls)
                    else:
                        call = _CALL_BY_TOKEN.get(upper)
                        if call is None:
                            self.error(
                                _("not a call: {word} (expected e.g. 1NT, Pass, X, XX, AP)").format(
                                    word=repr(word)
                                ),
                                line,
                            )
                            pending = None
                            continue
                        new = [call]
                    if ended or stopped:
                        self.error(
                            _("call {word} after the end of the auction").format(word=repr(word)), line
                        )
                        continue
                    for call in new:
                        calls.append(call)
                        passes = passes + 1 if call is PASS else 0
                    ended = passes >= 4 or (passes >= 3 and len(calls) > passes)
                    if pending is not None:
                        marks.setdefault(len(calls) - 1, _blank())[4] = pending
                        pending = None
                elif irregular is not None:
                    pending = self.irregularity(irregular, pending, line, allowed=("^I",))
                elif star is not None or plus is not None:
                    if stopped:
                        self.error(_("{token} after the end of the auction").format(token=repr(token)), line)
                    stopped = True
                elif self.annotates(piece, bad, line, follows=bool(calls), card=False):
                    self.annotate(marks.setdefault(len(calls) - 1, _blank()), piece, line, card=False)
        annotations = self.resolve(marks, 0)
        return calls, annotations, dashes

    def irregularity(
        self, irregular: str, pending: str | None, line: int, *, allowed: tuple[str, ...]
    ) -> str | None:
        """The irregularity pending for the next call or card after the mark *irregular* (``^I`` …):
        its letter if it is one of *allowed* and none is pending yet, else *pending*, with an error."""
        if irregular in allowed and pending is None:
            return irregular[1]
        self.error(_("irregularity {irregular} is not allowed here").format(irregular=repr(irregular)), line)
        return pending

    def annotates(
        self, piece: re.Match[str], bad: str | None, line: int, *, follows: bool, card: bool
    ) -> bool:
        """Whether *piece* of the play (of the auction if not *card*) is an annotation of the card
        (call) it *follows*; if not, the error says why: *bad*, a character that means nothing
        there, or no card (call) yet to annotate."""
        if bad is not None:
            unexpected = _("unexpected {bad} in the play") if card else _("unexpected {bad} in the auction")
            self.error(unexpected.format(bad=repr(bad)), line)
        elif not follows:
            early = (
                _("annotation {piece} before any card") if card else _("annotation {piece} before any call")
            )
            self.error(early.format(piece=repr(piece[0])), line)
        return bad is None and follows

    def annotate(self, mark: list[Any], piece: re.Match[str], line: int, *, card: bool) -> None:
        """Record a suffix, note reference or NAG in *mark* = [note, alert, nags, suffixed, irregular]."""
        _whole, note, note_end, nag, suffix, *_rest = piece.groups()
        text = piece[0]
        if note is not None:
            if not note.isdigit() or not note_end or int(note) == 0:
                self.error(
                    _("not a note reference: {text} (expected e.g. =1=)").format(text=repr(text)), line
                )
            elif mark[0] is not None:
                self.error(_("second note reference {text}").format(text=repr(text)), line)
            else:
                mark[0] = (int(note), line)
        elif nag is not None:
            value = int(nag) if nag else -1
            wrong = range(1, 7) if card else (*range(7, 13), 14)
            if not 0 <= value <= 255 or value in wrong:
                self.error(
                    (
                        _("not a card annotation: {text}") if card else _("not a call annotation: {text}")
                    ).format(text=repr(text)),
                    line,
                )
            else:
                mark[2].append(value)
        elif suffix is not None:
            if suffix not in _SUFFIX_NAG or mark[3]:
                self.error(_("not a suffix: {text} (one of ! ? !! ?? !? ?!)").format(text=repr(text)), line)
            elif suffix == "!":
                mark[1] = mark[3] = True
            else:
                mark[2].append(_SUFFIX_NAG[suffix] + (6 if card else 0))
                mark[3] = True

    def resolve(self, marks: dict[int, list[Any]], which: int) -> list[Annotation]:
        notes = self.notes[which]
        out = []
        for index in sorted(marks):
            reference, alert, nags, _suffixed, irregular = marks[index]
            text = None
            if reference is not None:
                text = notes.get(reference[0])
                if text is None:
                    self.error(_("no Note for ={reference}=").format(reference=reference[0]), reference[1])
            out.append(Annotation(index, text, alert, tuple(nags), irregular))
        return out

    def read_play(
        self, contract: Contract | None, declarer: Seat | None, deal: Deal | None
    ) -> tuple[tuple[Card, ...], tuple[Annotation, ...]]:
        try:
            first = _tags.parse_seat(self.play_seat or "")
        except NotationError as error:
            self.error(_("Play tag: {error}").format(error=error), self.play_line)
            return (), ()
        if contract is None or declarer is None or first is None:
            if self.play_tokens:
                self.error(_("a play section needs Contract, Declarer and the Play seat"), self.play_line)
            return (), ()
        if first is not declarer.lho and not self.tags.get("Declarer", "").startswith("^"):
            self.error(
                _("the opening lead is by {leader} but declarer is {declarer}").format(
                    leader=first.letter, declarer=declarer.letter
                ),
                self.play_line,
            )
        entries: list[list[Any]] = []  # [card | None, line, mark]
        pending: str | None = None
        ended = False
        for token, line in [(t, n) for tokens, n in self.play_tokens for t in tokens]:
            card = _CARD_BY_TOKEN.get(token)
            if card is not None and pending is None and not ended:
                entries.append([card, line, None])
                continue
            for piece in _PIECE.finditer(token):
                irregular, _g1, _g2, _g3, _g4, word, star, plus, bad = piece.groups()
                if word is not None or plus is not None:
                    card = None if word in ("-", None) else _CARD_BY_TOKEN.get(word)
                    if card is None and word not in ("-", None):
                        self.error(
                            _("not a card: {word} (expected e.g. SA, HT, C2 or -)").format(word=repr(word)),
                            line,
                        )
                        card = None
                    if ended:
                        if card is not None:
                            self.error(
                                _("card {word} after the end of the play").format(word=repr(word)), line
                            )
                        continue
                    mark: list[Any] | None = None if pending is None else [None, False, [], False, pending]
                    entries.append([card, line, mark])
                    pending = None
                elif irregular is not None:
                    pending = self.irregularity(irregular, pending, line, allowed=("^R", "^L"))
                elif star is not None:
                    ended = True
                elif self.annotates(piece, bad, line, follows=bool(entries), card=True):
                    if entries[-1][2] is None:
                        entries[-1][2] = _blank()
                    self.annotate(entries[-1][2], piece, line, card=True)
        return self.order_play(entries, first, contract, deal)

    def order_play(
        self, entries: list[list[Any]], first: Seat, contract: Contract, deal: Deal | None
    ) -> tuple[tuple[Card, ...], tuple[Annotation, ...]]:
        """Cards in columns by seat (PBN 3.6) to cards in the order played.

        Seats are plain ints here and the trick winner is worked out inline: this loop
        runs for every card of every file.
        """
        play: list[Card] = []
        marks: dict[int, list[Any]] = {}
        seen = 0
        first_seat = int(first)
        leader = first_seat
        hand_masks = [hand.mask for hand in deal.hands] if deal is not None else [0, 0, 0, 0]
        trump = -1 if contract.strain == 4 else int(contract.strain)
        finished = True
        for start in range(0, len(entries), 4):
            trick = entries[start : start + 4]
            size = len(trick)
            for column, entry in enumerate(trick):
                if entry[2] is not None and entry[2][4] == "L":
                    leader = (first_seat + column) % 4
            base = leader - first_seat
            known = 0
            best_index = best_suit = best_seat = -1
            for k in range(4):
                column = (base + k) % 4
                if column >= size:
                    continue
                entry = trick[column]
                card = entry[0]
                if card is None:
                    continue
                seat = (leader + k) % 4
                index = card.index
                bit = 1 << index
                problem = None
                if not finished or known < k:
                    problem = _("{card} by {seat} follows an unknown card").format(
                        card=card, seat="NESW"[seat]
                    )
                elif seen & bit:
                    problem = _("{card} is played twice").format(card=card)
                elif hand_masks[seat] and not hand_masks[seat] & bit:
                    problem = _("{seat} does not hold {card}").format(seat="NESW"[seat], card=card)
                elif start >= 52:
                    problem = _("{card} after thirteen tricks").format(card=card)
                if problem is not None:
                    self.error(
                        _("trick {number}: {problem}").format(number=start // 4 + 1, problem=problem),
                        entry[1],
                    )
                    return tuple(play), tuple(self.resolve(marks, 1))
                seen |= bit
                if entry[2] is not None:
                    marks[len(play)] = entry[2]
                play.append(card)
                known += 1
                suit = index // 13
                if k == 0 or (suit == best_suit and index > best_index) or (suit == trump != best_suit):
                    best_index, best_suit, best_seat = index, suit, seat
            if known == 4:
                leader = best_seat
            else:
                finished = False
        return tuple(play), tuple(self.resolve(marks, 1))

    def read_table(self, name: str, spec: str, line: int, rows: list[list[str]]) -> Table:
        columns = tuple(spec.split(";"))
        width = len(columns)
        if all(len(row) == width for row in rows):
            return Table(name, columns, tuple(map(tuple, rows)))
        flat = [element for row in rows for element in row]
        whole = len(flat) - len(flat) % width
        if whole != len(flat):
            self.error(
                _("table {name}: {count} elements do not fill rows of {width} columns").format(
                    name=name, count=len(flat), width=width
                ),
                line,
            )
        return Table(name, columns, tuple(tuple(flat[i : i + width]) for i in range(0, whole, width)))


def _blank() -> list[Any]:
    return [None, False, [], False, None]


def _all_pass(calls: list[Call]) -> list[Call]:
    """The passes that ``AP`` stands for: to the end of the auction."""
    trailing = 0
    for call in reversed(calls):
        if call is not PASS:
            break
        trailing += 1
    if trailing == len(calls):
        return [PASS] * (4 - len(calls))
    return [PASS] * (3 - trailing)


def read_boards(text: str, *, source: str | None = None) -> list[Board]:
    """Every game of a PBN text as a :class:`Board` (lenient: errors stay on their boards)."""
    boards: list[Board] = []
    previous: dict[str, str] = {}
    persistent: dict[str, str] = {}
    budget = ErrorBudget()
    game = _Game(source, budget)
    comment: list[str] | None = None
    comment_line = 0
    pending_tag: list[Any] | None = None
    tag_line = _TAG_LINE.match
    special = _SPECIAL.search

    def end_game() -> None:
        nonlocal game, previous
        if not (game.tags or game.lines or game.tables or game.errors.listed) and game.errors.more:
            budget.unlisted += game.errors.more  # junk past the file's limit: counted, no board
        elif game.has_content:
            if persistent:
                merged = {k: v for k, v in persistent.items() if k not in game.lines}
                merged.update(game.tags)
                game.tags = merged
            values = dict(game.tags)
            for name, spec, _line, _kind in game.tables:
                values[name] = spec
            previous = values
            boards.append(game.board())
        game = _Game(source, budget)

    def scan(line: str, start: int, number: int) -> None:
        """The slow path: tokenise the rest of a line with comments, strings, odd tags."""
        nonlocal comment, comment_line, pending_tag
        position = start
        words: list[str] = []
        in_table = game.section == _TABLE and bool(game.tables[-1][3])
        while position < len(line):
            match = _TOKEN.match(line, position)
            if match is None:
                break
            position = match.end()
            kind = match.lastgroup
            if kind == "word" or kind == "string":
                text = match[0].strip()
                if kind == "string":
                    text = _unescape(text[1:-1])
                if pending_tag is not None:
                    # A tag is [ name "value" ]: a word, then a string.
                    pending_tag.append(text if (kind == "word") == (len(pending_tag) == 1) else None)
                    if len(pending_tag) > 3 or pending_tag[-1] is None:
                        game.error(_("malformed tag"), number)
                        pending_tag = None
                    continue
                words.append(text)
                continue
            if words:
                game.data(words, number)
                words = []
                in_table = game.section == _TABLE
            if kind == "tag":
                _finish_tag(match["name"], _unescape(match["value"]), number)
            elif kind in ("brace", "semi") and in_table:
                game.error(_("comment inside the table {name}").format(name=game.tables[-1][0]), number)
                if kind == "semi":
                    return
                end = line.find("}", position)
                position = len(line) if end < 0 else end + 1
            elif kind == "brace":
                end = line.find("}", position)
                if end < 0:
                    comment, comment_line = [line[position:]], number
                    return
                game.comments.append(line[position:end])
                position = end + 1
            elif kind == "semi":
                game.comments.append(line[position:])
                return
            elif kind == "open":
                pending_tag = [number]
            elif kind == "close":
                if pending_tag is not None and len(pending_tag) == 3:
                    name, value = pending_tag[1], pending_tag[2]
                    pending_tag = None
                    if re.fullmatch(r"\w+", name) and match is not None:
                        _finish_tag(name, value, number)
                        continue
                game.error(_('malformed tag (expected [Name "value"])'), number)
                pending_tag = None
            else:
                game.error(_("unterminated string"), number)
                break
        if words:
            game.data(words, number)

    def _finish_tag(name: str, value: str, number: int) -> None:
        if "\t" in value:
            game.error(_("tab character in the value of tag {name}").format(name=name), number)
        game.tag(name, value, number, previous, persistent)

    for number, line in enumerate(text.splitlines(), 1):
        if comment is not None:
            end = line.find("}")
            if end < 0:
                comment.append(line)
                continue
            comment.append(line[:end])
            game.comments.append("\n".join(comment))
            comment = None
            if end + 1 < len(line):
                scan(line, end + 1, number)
            continue
        first = line[:1]
        if first == "[" and pending_tag is None:
            match = tag_line(line)
            if match is not None:
                name, value = match.groups()
                if "\\" in value:
                    value = _UNESCAPE.sub(r"\1", value)
                if "\t" in value:
                    game.error(_("tab character in the value of tag {name}").format(name=name), number)
                game.tag(name, value, number, previous, persistent)
                continue
        elif first == "%":
            continue
        elif not line or line.isspace():
            if pending_tag is not None:
                game.error(_("unfinished tag"), pending_tag[0])
                pending_tag = None
            end_game()
            continue
        elif pending_tag is None and special(line) is None:
            game.data(line.split(), number)
            continue
        scan(line, 0, number)
    if comment is not None:
        game.error(_("unterminated comment"), comment_line)
        game.comments.append("\n".join(comment))
    if pending_tag is not None:
        game.error(_("unfinished tag"), pending_tag[0])
    end_game()
    if budget.unlisted:
        boards.append(Board(errors=(unlisted_error(budget.unlisted, source),)))
    return boards
