"""Results pages and files: rankings, travellers with hand diagrams, personal score cards (static
HTML from Jinja2 templates), CSV, and PBN with ``ScoreTable``/``TotalScoreTable`` (RULES 6.8).

>>> from bridgekit.tournament.event import hand_records
>>> from bridgekit.tournament.pairs import TableResult, parse_result, score_boards, standings
>>> results = [TableResult(1, "1NS", "1EW", *parse_result("3NT= N")),
...            TableResult(1, "2NS", "2EW", *parse_result("4S-1 S"))]
>>> scored = score_boards(results)
>>> page = Results("Club night", hand_records(1, seed=3), scored, standings(scored))
>>> "Club night" in page.index_html() and "<table" in page.board_html(1)
True
>>> page.results_csv().splitlines()[1]
'1,1NS,1EW,3NT= N,,400,2.0,0.0,100.00,0.00'
"""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

import jinja2

from bridgekit.cards import Rank, Suit
from bridgekit.deal import Deal
from bridgekit.formats import pbn
from bridgekit.formats.board import Board, Table
from bridgekit.seats import Seat
from bridgekit.tournament.csvcells import row as csv_row
from bridgekit.tournament.pairs import PairStanding, ScoredResult

__all__ = ["Results", "hand_diagram", "suit_holding"]

SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
SYMBOLS: Final = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}

_STYLE: Final = """
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse;margin:.6em 0}
td,th{padding:.2em .6em;border-bottom:1px solid #ddd;text-align:right}
th{background:#eef}td.l,th.l{text-align:left}.red{color:#c00}
.diagram td{border:none;text-align:left;vertical-align:top}
nav a{margin-right:.6em}
"""
_TEMPLATES: Final = {
    "base.html": """<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>{{ title }}</title><style>{{ style }}</style></head><body>
<h1>{{ title }}</h1>{% block body %}{% endblock %}</body></html>""",
    "index.html": """{% extends "base.html" %}{% block body %}
{% for field, rows in fields %}<h2>Ranking{% if field != "ALL" %} {{ field }}{% endif %}</h2>
<table><tr><th>Rank</th><th class="l">Pair</th><th class="l">Names</th><th>Total</th><th>%</th>
<th>Boards</th></tr>
{% for s in rows %}<tr><td>{{ s.rank }}{% if s.tied %}={% endif %}</td>
<td class="l"><a href="pair-{{ s.pair }}.html">{{ s.pair }}</a></td>
<td class="l">{{ names.get(s.pair, "") }}</td><td>{{ "%.2f"|format(s.total) }}</td>
<td>{{ "%.2f"|format(s.percentage) if s.percentage is not none else "" }}</td>
<td>{{ s.boards }}</td></tr>{% endfor %}</table>{% endfor %}
<h2>Boards</h2><nav>{% for n in boards %}<a href="board-{{ n }}.html">{{ n }}</a>{% endfor %}</nav>
{% endblock %}""",
    "board.html": """{% extends "base.html" %}{% block body %}
<p><a href="index.html">Ranking</a></p>{{ diagram|safe }}
<table><tr><th>NS</th><th>EW</th><th class="l">Result</th><th class="l">Lead</th><th>Score NS</th>
<th>NS</th><th>EW</th></tr>
{% for s in rows %}<tr><td>{{ s.result.ns }}</td><td>{{ s.result.ew }}</td>
<td class="l">{{ s.result.text }}</td>
<td class="l">{{ s.result.lead or "" }}</td><td>{{ s.result.score }}</td><td>{{ "%.2f"|format(s.ns) }}</td>
<td>{{ "%.2f"|format(s.ew) }}</td></tr>{% endfor %}</table>{% endblock %}""",
    "pair.html": """{% extends "base.html" %}{% block body %}
<p><a href="index.html">Ranking</a></p><p>{{ names }}</p>
<table><tr><th>Board</th><th class="l">Direction</th><th class="l">Against</th><th class="l">Result</th>
<th>Score</th><th>Points</th><th>%/IMPs</th></tr>
{% for board, side, against, text, score, points, pct in rows %}
<tr><td><a href="board-{{ board }}.html">{{ board }}</a></td><td class="l">{{ side }}</td>
<td class="l">{{ against }}</td><td class="l">{{ text }}</td><td>{{ score }}</td>
<td>{{ "%.2f"|format(points) }}</td><td>{{ "%.2f"|format(pct) }}</td></tr>{% endfor %}</table>
{% endblock %}""",
}


def suit_holding(deal: Deal, seat: Seat, suit: Suit) -> str:
    """The cards of *seat* in *suit*, highest first, ``—`` for a void.

    >>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    >>> suit_holding(deal, Seat.NORTH, Suit.SPADES)
    'AKQJ'
    """
    ranks: list[Rank] = sorted(deal.hands[seat].ranks(suit), reverse=True)
    return "".join(rank.letter for rank in ranks) or "—"


def _hand(deal: Deal, seat: Seat) -> str:
    lines = []
    for suit in SUITS:
        colour = ' class="red"' if suit in (Suit.HEARTS, Suit.DIAMONDS) else ""
        lines.append(f"<span{colour}>{SYMBOLS[suit]}</span> {suit_holding(deal, seat, suit)}")
    return "<br>".join(lines)


def hand_diagram(board: Board) -> str:
    """An HTML hand diagram of a board: number, dealer, vulnerability and the four hands.

    >>> from bridgekit.tournament.event import hand_records
    >>> "Board 1" in hand_diagram(hand_records(1, seed=1)[0])
    True
    """
    head = f"<h2>Board {board.number}</h2><p>Dealer {board.dealer}, vulnerable {board.vulnerability}</p>"
    if board.deal is None:
        return head
    deal = board.deal
    return (
        head + '<table class="diagram"><tr><td></td><td>' + _hand(deal, Seat.NORTH) + "</td><td></td></tr>"
        "<tr><td>" + _hand(deal, Seat.WEST) + "</td><td></td><td>" + _hand(deal, Seat.EAST) + "</td></tr>"
        "<tr><td></td><td>" + _hand(deal, Seat.SOUTH) + "</td><td></td></tr></table>"
    )


_ENV: Final = jinja2.Environment(loader=jinja2.DictLoader(_TEMPLATES), autoescape=True)


@dataclass(frozen=True)
class Results:
    """What a results page shows: the event's boards, scored results and standings."""

    title: str
    boards: Sequence[Board]
    scored: Sequence[ScoredResult]
    standings: Sequence[PairStanding]
    names: Mapping[str, str] = field(default_factory=dict)

    def _render(self, template: str, title: str, **values: object) -> str:
        return _ENV.get_template(template).render(title=title, style=_STYLE, **values)

    def index_html(self) -> str:
        """The ranking (one table per field) and links to the boards."""
        fields: dict[str, list[PairStanding]] = {}
        for standing in self.standings:
            fields.setdefault(standing.field, []).append(standing)
        boards = sorted({s.result.board for s in self.scored})
        return self._render(
            "index.html", self.title, fields=list(fields.items()), names=self.names, boards=boards
        )

    def board_html(self, number: int) -> str:
        """The traveller of a board (RULES 6.8) with its hand diagram."""
        board = next((b for b in self.boards if b.number == number), Board(number=number))
        rows = sorted((s for s in self.scored if s.result.board == number), key=lambda s: -s.result.score)
        return self._render(
            "board.html", f"{self.title}: board {number}", diagram=hand_diagram(board), rows=rows
        )

    def pair_html(self, pair: str) -> str:
        """A pair's personal score card: every board it played, its result and its score."""
        rows = []
        for s in sorted(self.scored, key=lambda s: (s.result.round or 0, s.result.board)):
            if pair == s.result.ns:
                rows.append(
                    (s.result.board, "NS", s.result.ew, s.result.text, s.result.score, s.ns_points, s.ns)
                )
            elif pair == s.result.ew:
                rows.append(
                    (s.result.board, "EW", s.result.ns, s.result.text, -s.result.score, s.ew_points, s.ew)
                )
        return self._render(
            "pair.html", f"{self.title}: pair {pair}", names=self.names.get(pair, ""), rows=rows
        )

    def write_site(self, folder: str | os.PathLike[str]) -> list[Path]:
        """Write ``index.html``, ``board-N.html`` and ``pair-P.html`` into *folder*; return the paths."""
        root = Path(folder)
        root.mkdir(parents=True, exist_ok=True)
        pages = {"index.html": self.index_html()}
        for number in sorted({s.result.board for s in self.scored}):
            pages[f"board-{number}.html"] = self.board_html(number)
        for standing in self.standings:
            pages[f"pair-{standing.pair}.html"] = self.pair_html(standing.pair)
        written = []
        for name, text in pages.items():
            path = root / name
            path.write_text(text, encoding="utf-8")
            written.append(path)
        return written

    def results_csv(self) -> str:
        """One line per result: board, pairs, result, lead, N–S score, points and percentages (or IMPs)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(
            ["board", "ns", "ew", "result", "lead", "score_ns", "points_ns", "points_ew", "ns", "ew"]
        )
        for s in self.scored:
            r = s.result
            writer.writerow(
                csv_row(
                    [
                        r.board,
                        r.ns,
                        r.ew,
                        r.text,
                        r.lead or "",
                        r.score,
                        s.ns_points,
                        s.ew_points,
                        f"{s.ns:.2f}",
                        f"{s.ew:.2f}",
                    ]
                )
            )
        return out.getvalue()

    def standings_csv(self) -> str:
        """One line per pair: rank, tie, pair, names, total, percentage, boards."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["rank", "tied", "pair", "names", "total", "percentage", "boards", "field"])
        for s in self.standings:
            pct = "" if s.percentage is None else f"{s.percentage:.2f}"
            writer.writerow(
                csv_row(
                    [
                        s.rank,
                        int(s.tied),
                        s.pair,
                        self.names.get(s.pair, ""),
                        f"{s.total:.2f}",
                        pct,
                        s.boards,
                        s.field,
                    ]
                )
            )
        return out.getvalue()

    def pbn(self) -> str:
        """PBN with each board's ``ScoreTable`` and, on the first board, the ``TotalScoreTable``."""
        by_mp = any(s.top for s in self.scored)
        unit = "MP" if by_mp else "IMP"
        columns = (
            "Round\\2R",
            "Table\\2R",
            "PairId_NS\\4R",
            "PairId_EW\\4R",
            "Contract\\5L",
            "Declarer\\1R",
            "Result\\2R",
            "Lead\\3L",
            "Score_NS\\5R",
            "Score_EW\\5R",
            f"{unit}_NS\\6R",
            f"{unit}_EW\\6R",
        )
        total_columns = (
            "Rank\\3R",
            "PairId\\4R",
            "Names\\40L",
            f"Total{'MP' if by_mp else 'ScoreIMP'}\\8R",
            "Percentage\\6R",
            "NrBoards\\3R",
        )
        totals = Table(
            "TotalScoreTable",
            total_columns,
            tuple(
                (
                    str(s.rank),
                    s.pair,
                    self.names.get(s.pair, ""),
                    f"{s.total:.2f}",
                    "-" if s.percentage is None else f"{s.percentage:.2f}",
                    str(s.boards),
                )
                for s in self.standings
            ),
        )
        boards = []
        for index, board in enumerate(sorted(self.boards, key=lambda b: b.number or 0)):
            rows = tuple(_score_row(s) for s in self.scored if s.result.board == board.number)
            tables = (Table("ScoreTable", columns, rows),) + ((totals,) if index == 0 else ())
            tags = {"Event": self.title, "Scoring": "MatchPoints" if by_mp else "IMP"}
            boards.append(
                Board(
                    number=board.number,
                    deal=board.deal,
                    dealer=board.dealer,
                    vulnerability=board.vulnerability,
                    tags=tags,
                    tables=tables,
                )
            )
        return pbn.dumps(boards)


def _score_row(s: ScoredResult) -> tuple[str, ...]:
    r = s.result
    contract = "Pass" if r.contract is None else str(r.contract)
    declarer = "-" if r.declarer is None else r.declarer.letter
    ns, ew = (str(r.score), "-") if r.score > 0 else ("-", str(-r.score)) if r.score < 0 else ("0", "0")
    return (
        str(r.round or "-"),
        str(r.table or "-"),
        r.ns,
        r.ew,
        contract,
        declarer,
        str(r.tricks) if r.contract else "-",
        str(r.lead or "-"),
        ns,
        ew,
        f"{s.ns_points:.2f}",
        f"{s.ew_points:.2f}",
    )
