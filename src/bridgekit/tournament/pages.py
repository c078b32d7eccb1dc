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
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Final

import jinja2

from bridgekit.formats import pbn
from bridgekit.formats.board import Board, Table
from bridgekit.i18n import N_, _, gettext, language, ngettext
from bridgekit.tournament.csvcells import row as csv_row
from bridgekit.tournament.diagrams import (
    analysis_html,
    board_analysis,
    card_html,
    contract_html,
    hand_diagram,
    suit_holding,
)
from bridgekit.tournament.page_templates import STYLE, TEMPLATES
from bridgekit.tournament.pairs import PairStanding, ScoredResult
from bridgekit.tournament.scorefile import TeamBoard

__all__ = ["Results", "hand_diagram", "suit_holding", "analysis_html", "board_analysis", "contract_html"]

_METHODS: Final = {
    "matchpoints": N_("Matchpoints"),
    "butler": N_("IMPs (Butler)"),
    "cross_imps": N_("Cross-IMPs"),
    "teams": N_("Teams, IMPs"),
}


def _field_order(field: str) -> tuple[str, int]:
    """Sections in order, N-S before E-W within a section."""
    words = field.split()
    direction = words[-1] if words else ""
    return (
        " ".join(words[:-1]) if direction in ("NS", "EW") else field,
        {"NS": 0, "EW": 1}.get(direction, 0),
    )


def field_heading(field: str) -> str:
    """A ranking's heading: ``Ranking``, ``Ranking N-S``, ``Section A · Ranking E-W``."""
    words = field.split()
    direction = {"NS": "N-S", "EW": "E-W"}
    if field == "ALL":
        return _("Ranking")
    if len(words) == 2 and words[1] in direction:
        return _("Section {section} · Ranking {direction}").format(
            section=words[0], direction=direction[words[1]]
        )
    return _("Ranking {direction}").format(direction=direction.get(field, field))


_ENV: Final = jinja2.Environment(
    loader=jinja2.DictLoader(TEMPLATES), autoescape=True, extensions=["jinja2.ext.i18n"]
)
_ENV.install_gettext_callables(gettext=gettext, ngettext=ngettext, newstyle=False)  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Results:
    """What a results page shows: the event's boards, scored results and standings.

    :param date: the event's date as it should read (``2025-12-23``)
    :param movement: the movement (``Mitchell 8 tables, 27 boards``)
    :param method: the scoring method: ``matchpoints``, ``butler``, ``cross_imps`` or ``teams``
        (default: matchpoints when the results have tops, else IMPs)
    :param analysis: add each board's double-dummy table and par (with DDS) to travellers and
        hand records
    :param matches: for a team event, each board of each match with its two rooms' scores
        (travellers and team score cards then show the rooms and the IMPs)
    """

    title: str
    boards: Sequence[Board]
    scored: Sequence[ScoredResult]
    standings: Sequence[PairStanding]
    names: Mapping[str, str] = field(default_factory=dict)
    date: str = ""
    movement: str = ""
    method: str = ""
    analysis: bool = True
    matches: Sequence[TeamBoard] = ()

    @property
    def by_mp(self) -> bool:
        return any(s.top for s in self.scored) or self.method == "matchpoints"

    @property
    def unit(self) -> str:
        return "MP" if self.by_mp else "IMPs"

    @property
    def meta(self) -> str:
        """The line under the title: date, movement, scoring method."""
        method = _(_METHODS.get(self.method, self.method)) or (_("Matchpoints") if self.by_mp else _("IMPs"))
        return " · ".join(part for part in (self.date, self.movement, method) if part)

    def _board_numbers(self) -> list[int]:
        return sorted({s.result.board for s in self.scored} | {m.board for m in self.matches})

    def _render(self, template: str, title: str, **values: object) -> str:
        numbers = self._board_numbers()
        context: dict[str, object] = {
            "title": title,
            "event": self.title,
            "meta": self.meta,
            "style": STYLE,
            "first_board": numbers[0] if numbers else None,
            "unit": self.unit,
            "by_mp": self.by_mp,
            "entity": _("Team") if self.matches else _("Pair"),
            "lang": language(),
            "nav": True,
        }
        context.update(values)
        return _ENV.get_template(template).render(**context)

    def index_html(self) -> str:
        """The rankings (one list per section and direction) and links to every traveller."""
        fields: dict[str, list[PairStanding]] = {}
        for standing in self.standings:
            fields.setdefault(standing.field, []).append(standing)
        order = sorted(fields, key=_field_order)
        headings = [(field_heading(name), fields[name]) for name in order]
        unit = "%" if any(s.percentage is not None for s in self.standings) else "IMPs"
        return self._render(
            "index.html",
            self.title,
            fields=headings,
            names=self.names,
            boards=self._board_numbers(),
            **{"unit": unit},
        )

    def _row(self, s: ScoredResult) -> dict[str, object]:
        r = s.result
        if r.contract is None:
            over = ""
        else:
            made = r.tricks - r.contract.tricks_needed
            over = "=" if made == 0 else f"{made:+d}"
        return {
            "ns": r.ns,
            "ew": r.ew,
            "contract": contract_html(r.contract),
            "by": "" if r.declarer is None else r.declarer.letter,
            "lead": card_html(r.lead),
            "tricks": over,
            "score_ns": str(r.score) if r.score > 0 else ("" if r.score else "0"),
            "score_ew": str(-r.score) if r.score < 0 else ("" if r.score else "0"),
            "points_ns": _points(s.ns_points, self.by_mp),
            "points_ew": _points(s.ew_points, self.by_mp),
        }

    def board_html(self, number: int) -> str:
        """The traveller of a board (RULES 6.8): the hand diagram with its double-dummy table and
        par, every table's result, N-S and E-W scores and points, previous/next board."""
        board = next((b for b in self.boards if b.number == number), Board(number=number))
        scored = sorted((s for s in self.scored if s.result.board == number), key=lambda s: -s.result.score)
        numbers = self._board_numbers()
        at = numbers.index(number) if number in numbers else -1
        return self._render(
            "board.html",
            _("{title}: board {number}").format(title=self.title, number=number),
            number=number,
            diagram=hand_diagram(board, analysis=self.analysis),
            rows=[self._row(s) for s in scored],
            team_rows=[m for m in self.matches if m.board == number],
            names=self.names,
            previous=numbers[at - 1] if at > 0 else None,
            next=numbers[at + 1] if 0 <= at < len(numbers) - 1 else None,
        )

    def pair_html(self, pair: str) -> str:
        """A pair's personal score card: every board it played, its result and its score."""
        rows = []
        for s in sorted(self.scored, key=lambda s: (s.result.round or 0, s.result.board)):
            if pair not in (s.result.ns, s.result.ew):
                continue
            row = self._row(s)
            ns = pair == s.result.ns
            score = s.result.score if ns else -s.result.score
            rows.append(
                {
                    **row,
                    "board": s.result.board,
                    "direction": _("N-S") if ns else _("E-W"),
                    "against": s.result.ew if ns else s.result.ns,
                    "score": score,
                    "points": row["points_ns" if ns else "points_ew"],
                    "percent": f"{s.ns if ns else s.ew:.2f}",
                }
            )
        standing = next((s for s in self.standings if s.pair == pair), None)
        team_rows = []
        for m in sorted(self.matches, key=lambda m: m.board):
            if pair == m.home:  # the home team sits N-S at its own table, E-W at the other
                team_rows.append({"board": m.board, "against": m.visitors, "ns": m.home_ns,
                                  "ew": -m.visitors_ns, "imps": m.home_imps})  # fmt: skip
            elif pair == m.visitors:
                team_rows.append({"board": m.board, "against": m.home, "ns": m.visitors_ns,
                                  "ew": -m.home_ns, "imps": -m.home_imps})  # fmt: skip
        return self._render(
            "pair.html",
            (_("{title}: team {team}") if team_rows else _("{title}: pair {pair}")).format(
                title=self.title, team=pair, pair=pair
            ),
            pair=pair,
            names=self.names.get(pair, ""),
            names_of=self.names,
            standing=standing,
            rows=rows,
            team_rows=team_rows,
        )

    def handrecord_html(self, *, nav: bool = True) -> str:
        """Every board's diagram, with its double-dummy table and par, for print or screen;
        ``nav=False`` leaves out the links to the other published pages (a page of its own)."""
        boards = sorted(self.boards, key=lambda b: b.number or 0)
        diagrams = [hand_diagram(b, analysis=self.analysis) for b in boards]
        title = _("{event}: hand records").format(event=self.title)
        return self._render("handrecord.html", title, diagrams=diagrams, nav=nav)

    def write_site(self, folder: str | os.PathLike[str]) -> list[Path]:
        """Write ``index.html``, ``board-N.html`` and ``pair-P.html`` into *folder*; return the paths."""
        root = Path(folder)
        root.mkdir(parents=True, exist_ok=True)
        pages = {"index.html": self.index_html()}
        if self.boards:
            pages["handrecord.html"] = self.handrecord_html()
        for number in self._board_numbers():
            pages[f"board-{number}.html"] = self.board_html(number)
        for standing in self.standings:
            pages[f"pair-{standing.pair}.html"] = self.pair_html(standing.pair)
        written = []
        for name, text in pages.items():
            path = root / name
            path.write_text(text, encoding="utf-8")
            written.append(path)
        return written

    def publish(self, folder: str | os.PathLike[str]) -> list[Path]:
        """Everything a club puts on its website: the pages of :meth:`write_site`, ``results.csv``,
        ``standings.csv``, ``results.pbn`` and ``handrecord.pdf``; returns the paths written."""
        from bridgekit.tournament.handrecords import hand_record_pdf

        root = Path(folder)
        written = self.write_site(root)
        files = {
            "results.csv": self.results_csv(),
            "standings.csv": self.standings_csv(),
            "results.pbn": self.pbn(),
        }
        for name, text in files.items():
            (root / name).write_text(text, encoding="utf-8")
            written.append(root / name)
        if self.boards:
            (root / "handrecord.pdf").write_bytes(hand_record_pdf(self.boards, self.title))
            written.append(root / "handrecord.pdf")
        return written

    def results_csv(self) -> str:
        """One line per result: board, pairs, result, lead, N–S score, points and percentages (or IMPs)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        unit = "percent" if self.by_mp else "imps"
        writer.writerow(
            ["board", "ns_pair", "ew_pair", "result", "lead", "score_ns", "points_ns", "points_ew",
             f"{unit}_ns", f"{unit}_ew"]
        )  # fmt: skip
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
            boards.append(replace(board.dealt(), tags=tags, tables=tables))
        return pbn.dumps(boards)


def _points(value: float, by_mp: bool) -> str:
    return f"{value:.1f}" if by_mp else f"{value:+.2f}".replace("+0.00", "0.00")


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
