"""USEBIO 1.2: the XML results file that club scoring programs send to their federation.

A file holds a ``CLUB`` and one ``EVENT``: its type (``PAIRS``, ``TEAMS``, ``SWISS_TEAMS`` …),
the board scoring method, the ``PARTICIPANTS`` (pairs or teams with their players, place and
score), then every ``BOARD`` with one ``TRAVELLER_LINE`` per table (pairs events) or the
``MATCH`` elements of a teams event, each with its boards. This module reads and writes the
file as plain data (standard library only); :mod:`bridgekit.tournament.federation` turns it
into results and back. Only the elements bridgekit fills are read; others are ignored.

Files from other programs are read as they come: with the ``<!DOCTYPE USEBIO SYSTEM …>`` line
of the EBU's DTD (never fetched; a DTD with an internal subset or entities is refused), in the
encoding their XML declaration names (``iso-8859-1`` is common), with their participants and
boards inside ``SESSION``/``SECTION`` elements, teams named by the ``TEAM_ID``/``TEAM_NAME``
attributes, and hands as ``HAND`` elements (``DIRECTION``, ``SPADES`` … ``CLUBS``) of a board
of the event or of a ``HANDSET``. An event of several sections (two ``SECTION`` elements, or
two ``SESSION`` elements) is read as :attr:`UsebioEvent.sections`, each section an event of its
own with its pairs, lines and hands. Older bridgekit files (``EVENT_TYPE`` ``MP_PAIRS`` …,
``MATCH_SCORING_METHOD`` ``VICTORY_POINTS``, the hand in ``BRIDGEKIT_DEAL``) are read too.

An adjusted score is written as the contract ``A+/A-`` (N–S's award, then E–W's). A traveller
line's matchpoints are ``NS_MATCH_POINTS``/``EW_MATCH_POINTS``, its IMPs (Butler, cross-IMPs)
``NS_IMPS``/``EW_IMPS``. The hands are the four ``HAND`` elements of each ``BOARD`` (after its
``BOARD_NUMBER``; in a teams file, one ``BOARD`` of the event a board, after the matches). The
movement's parameters are kept in ``BRIDGEKIT_MOVEMENT`` (JSON); a teams event's director's
moves of teams between matches and VP awards (byes, penalties) are in ``BRIDGEKIT_TEAM_AWARDS``
(JSON); other programs ignore them. A teams ``MATCH`` names the teams that really played it,
with their IMPs (``TEAM_IMPS``, ``OPPOSING_TEAM_IMPS``) and VPs.

>>> line = TravellerLine(1, "1", "2", "4H*", "N", "SA", 10, 590)
>>> event = UsebioEvent("PAIRS", "Tuesday", "MATCH_POINTS", lines=(line,))
>>> loads(dumps(event)).lines == (line,)
True
"""

from __future__ import annotations

import codecs
import datetime as dt
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Final

from bridgekit.errors import NotationError, ParseError
from bridgekit.i18n import _

__all__ = [
    "EVENT_TYPES",
    "METHODS",
    "Match",
    "Participant",
    "TravellerLine",
    "UsebioEvent",
    "VPS",
    "decode",
    "dumps",
    "loads",
    "read",
    "write",
]

VERSION: Final = "1.2"
#: The ``EVENT_TYPE`` values of USEBIO 1.2 (bridgekit writes ``PAIRS``, ``TEAMS`` and
#: ``SWISS_TEAMS``; the board scoring method says how a pairs event is scored).
EVENT_TYPES: Final = ("INDIVIDUAL", "PAIRS", "SWISS_PAIRS", "TEAMS", "SWISS_TEAMS")
#: ``MATCH_SCORING_METHOD`` of a teams event scored in victory points.
VPS: Final = "VPS"
#: ``BOARD_SCORING_METHOD``: bridgekit's method name → USEBIO's.
METHODS: Final[dict[str, str]] = {
    "matchpoints": "MATCH_POINTS",
    "butler": "BUTLER_IMPS",
    "cross_imps": "CROSS_IMPS",
    "imps": "IMPS",
}
MAX_BYTES: Final = 20_000_000
#: ``<!DOCTYPE USEBIO SYSTEM "…">`` (or ``PUBLIC "…" "…"``) without an internal subset
_DOCTYPE: Final = re.compile(
    r"<!DOCTYPE\s+[\w.:-]+(?:\s+(?:SYSTEM|PUBLIC)(?:\s+(?:\"[^\"<>]*\"|'[^'<>]*')){1,2})?\s*>"
)
_DECLARATION: Final = re.compile(r"""^\s*<\?xml[^>]*?encoding\s*=\s*["']([\w.:-]+)["'][^>]*\?>""")
_SUITS: Final = ("SPADES", "HEARTS", "DIAMONDS", "CLUBS")


@dataclass(frozen=True, slots=True)
class Participant:
    """A pair (``number``, ``direction`` NS/EW in a two-field Mitchell) or a team (``name``)."""

    number: str
    players: tuple[str, ...] = ()
    direction: str = ""
    name: str = ""
    place: str = ""
    total: str = ""
    percentage: str = ""
    boards_played: int | None = None


@dataclass(frozen=True, slots=True)
class TravellerLine:
    """One table's result on a board: pair (or team) numbers, contract (``4H``, ``4H*`` doubled,
    ``4H**`` redoubled, ``PASS``, or an adjusted ``A+/A-``), declarer, lead, tricks and N–S score."""

    board: int
    ns: str
    ew: str
    contract: str
    played_by: str = ""
    lead: str = ""
    tricks: int | None = None
    score: int | None = None
    ns_points: str = ""
    ew_points: str = ""
    round: int | None = None
    table: int | None = None


@dataclass(frozen=True, slots=True)
class Match:
    """A teams match: the home team, the visitors, their scores (VPs) and every board's two lines
    (the open room with the home team N–S, the closed room with the visitors N–S)."""

    round: int
    team: str
    opposing: str
    team_score: str = ""
    opposing_score: str = ""
    lines: tuple[TravellerLine, ...] = ()
    team_imps: str = ""
    opposing_imps: str = ""


@dataclass(frozen=True)
class UsebioEvent:
    """The contents of a USEBIO file."""

    event_type: str
    title: str
    board_scoring: str
    identifier: str = ""
    date: str = ""
    club: str = ""
    match_scoring: str = ""
    boards_per_round: int | None = None
    winner_type: int = 1
    participants: tuple[Participant, ...] = ()
    lines: tuple[TravellerLine, ...] = ()
    matches: tuple[Match, ...] = ()
    deals: dict[int, str] = field(default_factory=dict)
    movement: str = ""
    team_awards: str = ""
    #: the label of this section of an event of several (``A``, ``B``, or ``1A`` … with sessions)
    section: str = ""
    #: an event of several sections: each as an event of its own (then the event itself has no
    #: participants or lines); empty for an event of one section
    sections: tuple[UsebioEvent, ...] = ()

    @property
    def is_teams(self) -> bool:
        return "TEAMS" in self.event_type


def _text(parent: ET.Element, tag: str, value: object) -> None:
    if value is None or value == "":
        return
    ET.SubElement(parent, tag).text = str(value)


#: the tags of a TRAVELLER_LINE, each with the field of :class:`TravellerLine` it holds
_LINE_TAGS: Final = (
    ("ROUND_NUMBER", "round"),
    ("TABLE_NUMBER", "table"),
    ("NS_PAIR_NUMBER", "ns"),
    ("EW_PAIR_NUMBER", "ew"),
    ("CONTRACT", "contract"),
    ("PLAYED_BY", "played_by"),
    ("LEAD", "lead"),
    ("TRICKS", "tricks"),
    ("SCORE", "score"),
    ("NS_MATCH_POINTS", "ns_points"),
    ("EW_MATCH_POINTS", "ew_points"),
)
_POINTS_MP: Final = ("NS_MATCH_POINTS", "EW_MATCH_POINTS")
_POINTS_IMPS: Final = ("NS_IMPS", "EW_IMPS")
#: the tags of a MATCH, each with the field of :class:`Match` it holds
_MATCH_TAGS: Final = (
    ("ROUND_NUMBER", "round"),
    ("TEAM", "team"),
    ("OPPOSING_TEAM", "opposing"),
    ("TEAM_SCORE", "team_score"),
    ("TEAM_IMPS", "team_imps"),
    ("OPPOSING_TEAM_IMPS", "opposing_imps"),
    ("OPPOSING_TEAM_SCORE", "opposing_score"),
)


def _fields(element: ET.Element, record: object, tags: Iterable[tuple[str, str]]) -> None:
    """Write each of *tags* with the value of its field of *record* (empty values are left out)."""
    for tag, name in tags:
        _text(element, tag, getattr(record, name))


def _hand_elements(board: ET.Element, deal: str) -> None:
    """*deal* (a PBN deal) as the board's four ``HAND`` elements: ``DIRECTION`` (N, E, S, W) and
    one element a suit, ``SPADES`` … ``CLUBS``, with its cards from the ace down (ten as ``T``,
    empty for a void)."""
    first, _colon, hands = deal.partition(":")
    seats = "NESW"
    start = seats.index(first.strip().upper()[:1] or "N")
    by_seat = {seats[(start + i) % 4]: hand for i, hand in enumerate(hands.split())}
    for seat in seats:
        hand = ET.SubElement(board, "HAND")
        _text(hand, "DIRECTION", seat)
        for suit, cards in zip(_SUITS, by_seat.get(seat, "...").split("."), strict=True):
            ET.SubElement(hand, suit).text = cards


def _boards(
    parent: ET.Element, lines: Iterable[TravellerLine], deals: dict[int, str], points: tuple[str, str]
) -> None:
    """One ``BOARD`` a board number: ``BOARD_NUMBER``, its ``HAND`` elements (when *deals* has
    it), then its ``TRAVELLER_LINE`` elements with the points under the tags *points*."""
    by_board: dict[int, list[TravellerLine]] = {}
    for line in lines:
        by_board.setdefault(line.board, []).append(line)
    rename = {"NS_MATCH_POINTS": points[0], "EW_MATCH_POINTS": points[1]}
    tags = [(rename.get(str(tag), str(tag)), name) for tag, name in _LINE_TAGS]
    for number in sorted(set(by_board) | set(deals)):
        board = ET.SubElement(parent, "BOARD")
        _text(board, "BOARD_NUMBER", number)
        if deals.get(number):
            _hand_elements(board, deals[number])
        for line in by_board.get(number, []):
            _fields(ET.SubElement(board, "TRAVELLER_LINE"), line, tags)


def dumps(event: UsebioEvent) -> str:
    """The USEBIO 1.2 XML text of *event*."""
    root = ET.Element("USEBIO", Version=VERSION)
    club = ET.SubElement(root, "CLUB")
    _text(club, "CLUB_NAME", event.club)
    element = ET.SubElement(root, "EVENT", EVENT_TYPE=event.event_type)
    _text(element, "PROGRAM_NAME", "bridgekit")
    _text(element, "EVENT_DESCRIPTION", event.title)
    _text(element, "EVENT_IDENTIFIER", event.identifier)
    _text(element, "DATE", _usebio_date(event.date))
    _text(element, "BOARD_SCORING_METHOD", event.board_scoring)
    _text(element, "MATCH_SCORING_METHOD", event.match_scoring)
    _text(element, "BOARDS_PER_ROUND", event.boards_per_round)
    _text(element, "WINNER_TYPE", event.winner_type)
    _text(element, "BRIDGEKIT_MOVEMENT", event.movement)
    _text(element, "BRIDGEKIT_TEAM_AWARDS", event.team_awards)
    participants = ET.SubElement(element, "PARTICIPANTS")
    for p in event.participants:
        kind = "TEAM" if event.is_teams else "PAIR"
        node = ET.SubElement(participants, kind)
        if event.is_teams:  # the attributes other programs read a team by
            node.set("TEAM_ID", p.number)
            node.set("TEAM_NAME", p.name or p.number)
        _text(node, f"{kind}_NUMBER", p.number)
        _text(node, "TEAM_NAME" if event.is_teams else "PAIR_NAME", p.name)
        _text(node, "DIRECTION", p.direction)
        _text(node, "PLACE", p.place)
        _text(node, "PERCENTAGE", p.percentage)
        _text(node, "TOTAL_SCORE", p.total)
        _text(node, "BOARDS_PLAYED", p.boards_played)
        for name in p.players:
            player = ET.SubElement(node, "PLAYER")
            _text(player, "PLAYER_NAME", name)
    # matchpoints as NS_MATCH_POINTS, IMPs (Butler, cross-IMPs) as NS_IMPS
    points = _POINTS_MP if event.board_scoring == "MATCH_POINTS" else _POINTS_IMPS
    if event.is_teams:
        for match in event.matches:
            node = ET.SubElement(element, "MATCH")
            _fields(node, match, _MATCH_TAGS)
            _boards(node, match.lines, {}, points)
        if event.deals:  # the hands: one BOARD of the event a board, with its HAND elements
            _boards(element, (), event.deals, points)
    else:
        _boards(element, event.lines, event.deals, points)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def _usebio_date(date: str) -> str:
    """USEBIO writes dates as dd/mm/yyyy; bridgekit keeps ISO dates."""
    try:
        return dt.date.fromisoformat(date).strftime("%d/%m/%Y")
    except ValueError:
        return date


def _iso_date(date: str) -> str:
    try:
        return dt.datetime.strptime(date.strip(), "%d/%m/%Y").date().isoformat()
    except ValueError:
        return date.strip()


def _get(element: ET.Element, tag: str) -> str:
    found = element.find(tag)
    if found is None:
        found = next((child for child in element if child.tag.upper() == tag), None)
    return (found.text or "").strip() if found is not None else element.get(tag, "").strip()


def _int(element: ET.Element, tag: str, where: str) -> int | None:
    text = _get(element, tag)
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise ParseError(
            _("{where}: {tag} is not a number: {text}").format(where=where, tag=tag, text=repr(text))
        ) from None


def _hands(board: ET.Element) -> str:
    """A board's ``HAND`` elements (``DIRECTION`` North/N …, ``SPADES`` … ``CLUBS``) as a PBN
    deal from North, or "" when the board has not all four."""
    hands: dict[str, str] = {}
    for hand in board.findall("HAND"):
        seat = _get(hand, "DIRECTION")[:1].upper()
        if seat in "NESW" and seat:
            cards = (_get(hand, suit).replace("10", "T").replace(" ", "").strip("-") for suit in _SUITS)
            hands[seat] = ".".join(cards)
    if len(hands) != 4:
        return ""
    return "N:" + " ".join(hands[seat] for seat in "NESW")


def _read_lines(board_element: ET.Element) -> list[TravellerLine]:
    number = _int(board_element, "BOARD_NUMBER", "BOARD")
    if number is None:
        raise ParseError(_("a BOARD without BOARD_NUMBER"))
    lines = []
    for element in board_element.iter("TRAVELLER_LINE"):
        where = _("board {number}").format(number=number)
        ns, ew = _get(element, "NS_PAIR_NUMBER"), _get(element, "EW_PAIR_NUMBER")
        if not ns or not ew:
            raise ParseError(
                _("{where}: a TRAVELLER_LINE needs NS_PAIR_NUMBER and EW_PAIR_NUMBER").format(where=where)
            )
        lines.append(
            TravellerLine(
                number,
                ns,
                ew,
                _get(element, "CONTRACT"),
                _get(element, "PLAYED_BY"),
                _get(element, "LEAD"),
                _int(element, "TRICKS", where),
                _int(element, "SCORE", where),
                _get(element, "NS_MATCH_POINTS") or _get(element, "NS_IMPS"),
                _get(element, "EW_MATCH_POINTS") or _get(element, "EW_IMPS"),
                _int(element, "ROUND_NUMBER", where),
                _int(element, "TABLE_NUMBER", where),
            )
        )
    return lines


def _participants(container: ET.Element) -> list[Participant]:
    """The pairs and teams of every PARTICIPANTS inside *container* (a team's own PAIRs are not
    pairs of the event)."""
    participants = []
    for node in (n for h in container.iter("PARTICIPANTS") for n in h):
        kind = node.tag.upper()
        if kind not in ("PAIR", "TEAM"):
            continue
        participants.append(
            Participant(
                _get(node, f"{kind}_NUMBER") or node.get("TEAM_ID", ""),
                tuple(_get(p, "PLAYER_NAME") for p in node.iter("PLAYER")),
                _get(node, "DIRECTION").upper(),
                _get(node, "TEAM_NAME") or _get(node, "PAIR_NAME"),
                _get(node, "PLACE"),
                _get(node, "TOTAL_SCORE"),
                _get(node, "PERCENTAGE"),
                _int(node, "BOARDS_PLAYED", kind),
            )
        )
    return participants


def _deals(container: ET.Element) -> dict[int, str]:
    """The hands of the boards inside *container*: bridgekit's older ``BRIDGEKIT_DEAL`` or the
    four ``HAND`` elements (of a BOARD of the event or of a ``HANDSET``)."""
    deals: dict[int, str] = {}
    for board in container.iter("BOARD"):
        deal = _get(board, "BRIDGEKIT_DEAL") or _hands(board)
        number = _int(board, "BOARD_NUMBER", "BOARD")
        if deal and number is not None:
            deals.setdefault(number, deal)
    return deals


def _results(container: ET.Element) -> tuple[list[TravellerLine], list[Match]]:
    """The traveller lines of the boards inside *container* that are not in a MATCH (pairs), and
    its MATCH elements (teams), each with its boards' lines."""
    in_matches = {id(b) for m in container.iter("MATCH") for b in m.iter("BOARD")}
    lines: list[TravellerLine] = []
    for board in container.iter("BOARD"):
        if id(board) not in in_matches:
            lines += _read_lines(board)
    matches = []
    for node in container.iter("MATCH"):
        match_lines = [line for board in node.iter("BOARD") for line in _read_lines(board)]
        matches.append(
            Match(
                _int(node, "ROUND_NUMBER", "MATCH") or 1,
                _get(node, "TEAM"),
                _get(node, "OPPOSING_TEAM"),
                _get(node, "TEAM_SCORE"),
                _get(node, "OPPOSING_TEAM_SCORE"),
                tuple(match_lines),
                _get(node, "TEAM_IMPS"),
                _get(node, "OPPOSING_TEAM_IMPS"),
            )
        )
    return lines, matches


def _parts(event: ET.Element) -> list[tuple[str, ET.Element]]:
    """The sections of the event, each with its label (``A``, ``B`` …; ``1A``, ``2A`` … when there
    are several sessions): its SECTION elements, else its SESSION elements; none when the event
    has at most one."""
    parents = {child: parent for parent in event.iter() for child in parent}
    containers = list(event.iter("SECTION")) or list(event.iter("SESSION"))
    if len(containers) < 2:
        return []

    def session_of(element: ET.Element) -> str:
        while element in parents:
            element = parents[element]
            if element.tag.upper() == "SESSION":
                return _get(element, "SESSION_ID")
        return ""

    sessions = {session_of(c) for c in containers}
    labels = []
    for index, container in enumerate(containers, 1):
        own = _get(container, "SECTION_ID" if container.tag.upper() == "SECTION" else "SESSION_ID")
        label = (session_of(container) if len(sessions) > 1 else "") + own
        labels.append(re.sub(r"[^A-Za-z0-9_.-]", "", label) or str(index))
    if len(set(labels)) < len(labels):  # unnamed or named twice: numbered in file order
        labels = [str(index) for index in range(1, len(containers) + 1)]
    return list(zip(labels, containers, strict=True))


def loads(text: str) -> UsebioEvent:
    """Read a USEBIO file's text (files with a DTD or entities are refused).

    An event of several sections (``SESSION``/``SECTION``) is read as its :attr:`~UsebioEvent.sections`,
    each a :class:`UsebioEvent` of its own with its participants, traveller lines and hands.

    :raises ParseError: for text that is not USEBIO XML
    """
    if len(text) > MAX_BYTES:
        raise ParseError(
            _("a USEBIO file of more than {megabytes} MB").format(megabytes=MAX_BYTES // 1_000_000)
        )
    text = _DOCTYPE.sub("", text, count=1)  # the EBU's DTD, by its address: never fetched
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise ParseError(_("a USEBIO file must not have a DTD or entities"))
    try:
        root = ET.fromstring(text.lstrip("\ufeff"))
    except ET.ParseError as error:
        raise ParseError(_("not XML: {error}").format(error=error)) from None
    if root.tag.upper() != "USEBIO":
        raise ParseError(_("not a USEBIO file: the root element is <{tag}>").format(tag=root.tag))
    event = root.find("EVENT")
    if event is None:
        raise ParseError(_("a USEBIO file without an EVENT"))
    club = root.find("CLUB")
    event_type = event.get("EVENT_TYPE", "").strip().upper() or "PAIRS"
    teams = "TEAMS" in event_type
    # the hands may be in the boards of the event or in a HANDSET beside it
    deals = _deals(root)
    whole = UsebioEvent(
        event_type,
        _get(event, "EVENT_DESCRIPTION"),
        _get(event, "BOARD_SCORING_METHOD").upper() or ("IMPS" if teams else "MATCH_POINTS"),
        identifier=_get(event, "EVENT_IDENTIFIER"),
        date=_iso_date(_get(event, "DATE")),
        club=_get(club, "CLUB_NAME") if club is not None else "",
        match_scoring=_get(event, "MATCH_SCORING_METHOD"),
        boards_per_round=_int(event, "BOARDS_PER_ROUND", "EVENT"),
        winner_type=_int(event, "WINNER_TYPE", "EVENT") or 1,
        deals=deals,
        movement=_get(event, "BRIDGEKIT_MOVEMENT"),
        team_awards=_get(event, "BRIDGEKIT_TEAM_AWARDS"),
    )
    parts = _parts(event)
    if parts:
        sections = []
        for label, container in parts:
            lines, matches = _results(container)
            sections.append(
                replace(
                    whole,
                    participants=tuple(_participants(container)),
                    lines=tuple(lines),
                    matches=tuple(matches),
                    deals=deals | _deals(container),  # a section's own hands first
                    movement="",  # bridgekit's movement is a one-section event's
                    team_awards="",
                    section=label,
                )
            )
        # a section with nothing in it (no pairs, no results) is no part of the evening
        sections = [s for s in sections if s.participants or s.lines or s.matches]
        if len(sections) == 1:
            return replace(sections[0], movement=whole.movement, team_awards=whole.team_awards, section="")
        return replace(whole, sections=tuple(sections))
    lines, matches = _results(event)
    return replace(
        whole, participants=tuple(_participants(event)), lines=tuple(lines), matches=tuple(matches)
    )


def read(path: str | os.PathLike[str]) -> UsebioEvent:
    """Read a USEBIO file.

    :raises ParseError: for a file that is not USEBIO XML
    :raises NotationError: for a file that cannot be read
    """
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise NotationError(
            _("cannot read {path}: {error}").format(path=path, error=error.strerror or error)
        ) from None
    return loads(decode(data, str(path)))


def decode(data: bytes, source: str = "the file") -> str:
    """A USEBIO file's bytes as text: in the encoding its XML declaration names (``iso-8859-1``
    is common), else UTF-8 (Latin-1 if it is not), without the declaration.

    :raises ParseError: for a file that says UTF-8 and is not
    """
    declared = _DECLARATION.match(data[:200].removeprefix(codecs.BOM_UTF8).decode("latin-1"))
    try:
        named = codecs.lookup(declared.group(1)).name if declared else "utf-8"
    except LookupError:
        named = "utf-8"
    if named != "utf-8":  # iso-8859-1, windows-1252 …: as the file says
        text = data.decode(named, errors="replace")
    else:
        for encoding in ("utf-8", "latin-1"):
            try:
                text = data.decode(encoding)
            except UnicodeDecodeError:
                continue
            if encoding == "latin-1" and declared:
                raise ParseError(_("{path}: not UTF-8 although it says so").format(path=source))
            break
    text = text.lstrip("\ufeff")
    return text.split("?>", 1)[1] if text.lstrip().startswith("<?xml") else text


def write(path: str | os.PathLike[str], event: UsebioEvent) -> None:
    """Write *event* as a USEBIO 1.2 file (UTF-8)."""
    Path(path).write_text(dumps(event), encoding="utf-8")
