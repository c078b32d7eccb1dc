"""HTML hand diagrams of boards: the four hands, suit symbols, contracts and the double-dummy table
with par; shared by the results pages and the hand records."""

from __future__ import annotations

import functools
import html
from typing import Final

from bridgekit.analysis.dd import DDSUnavailableError, DDTable, dd_table
from bridgekit.analysis.par import Par, par
from bridgekit.calls import Contract, Strain
from bridgekit.cards import Card, Rank, Suit
from bridgekit.deal import Deal
from bridgekit.formats.board import Board
from bridgekit.i18n import _, pgettext
from bridgekit.seats import Seat, Vulnerability

__all__ = [
    "SUITS",
    "SYMBOLS",
    "analysis_html",
    "board_analysis",
    "card_html",
    "contract_html",
    "hand_diagram",
    "suit_holding",
]

SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
SYMBOLS: Final = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}

_SEATS: Final = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)


def suit_holding(deal: Deal, seat: Seat, suit: Suit) -> str:
    """The cards of *seat* in *suit*, highest first, ``—`` for a void.

    >>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    >>> suit_holding(deal, Seat.NORTH, Suit.SPADES)
    'AKQJ'
    """
    ranks: list[Rank] = sorted(deal.hands[seat].ranks(suit), reverse=True)
    return "".join(rank.letter for rank in ranks) or "—"


def _suit(suit: Suit) -> str:
    symbol = SYMBOLS[suit]
    return f'<span class="red">{symbol}</span>' if suit in (Suit.HEARTS, Suit.DIAMONDS) else symbol


def _hand(deal: Deal, seat: Seat) -> str:
    return "<br>".join(f"{_suit(suit)} {suit_holding(deal, seat, suit)}" for suit in SUITS)


def contract_html(contract: Contract | None) -> str:
    """A contract with its suit symbol: ``4<span class="red">♥</span>X``; ``Pass`` when passed out."""
    if contract is None:
        return "Pass"
    suit = contract.strain.suit
    strain = "NT" if suit is None else _suit(suit)
    return f"{contract.level}{strain}{contract.doubling.suffix}"


def card_html(card: Card | None) -> str:
    """A card with its suit symbol (the opening lead), empty when unknown."""
    if card is None or card.suit is None or card.rank is None:
        return ""
    return f"{_suit(card.suit)}{card.rank.letter}"


@functools.lru_cache(maxsize=512)
def _analysis(deal_text: str, dealer: Seat, vulnerability: Vulnerability) -> tuple[DDTable, Par] | None:
    try:
        deal = Deal.from_pbn(deal_text)
        table = dd_table(deal)
        return table, par(table, dealer=dealer, vulnerability=vulnerability)
    except DDSUnavailableError:
        return None


def board_analysis(board: Board) -> tuple[DDTable, Par] | None:
    """The board's double-dummy table and par (DDS), ``None`` without a deal or without DDS."""
    if board.deal is None or len(board.deal.hands[0]) != 13:
        return None
    dealer = board.dealer if board.dealer is not None else Seat.NORTH
    return _analysis(board.deal.pbn(), Seat(dealer), board.vulnerability)


def analysis_html(board: Board) -> str:
    """The double-dummy table (tricks for each declarer in each strain) and the par, as HTML."""
    found = board_analysis(board)
    if found is None:
        return ""
    table, result = found
    strains = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
    no_trump = pgettext("call", "NT")
    head = "".join(f"<th>{no_trump if s.suit is None else _suit(s.suit)}</th>" for s in strains)
    rows = "".join(
        f"<tr><th>{seat.letter}</th>" + "".join(f"<td>{table[s, seat]}</td>" for s in strains) + "</tr>"
        for seat in _SEATS
    )
    seats: dict[tuple[Contract, int], list[str]] = {}
    for c in result.contracts:
        seats.setdefault((c.contract, c.result), []).append(c.declarer.letter)
    contracts = ", ".join(
        f"{contract_html(contract)} {'/'.join(by)}{'' if over == 0 else f' {over:+d}'}"
        for (contract, over), by in seats.items()
    )
    score = f"N-S {result.score:+d}" if result.score else "0"
    shown = _("Par {score}: {contracts}") if contracts else _("Par {score}")
    title = html.escape(_("double-dummy tricks"), quote=True)
    return (
        f'<table class="dd" title="{title}"><tr><th></th>{head}</tr>{rows}</table>'
        f'<div class="par">{shown.format(score=score, contracts=contracts)}</div>'
    )


def board_labels(board: Board) -> tuple[str, str, str]:
    """A board's number, dealer and vulnerability as a hand record labels them, in the current
    language: ``Board 4``, ``Dealer W``, ``Vul All``."""
    vul = {"None": _("None"), "All": _("All"), "NS": "N-S", "EW": "E-W"}.get(str(board.vulnerability), "")
    return (
        _("Board {number}").format(number=board.number),
        _("Dealer {seat}").format(seat=board.dealer),
        _("Vul {vulnerability}").format(vulnerability=vul or board.vulnerability),
    )


def hand_diagram(board: Board, *, analysis: bool = False) -> str:
    """An HTML hand diagram of a board: number, dealer and vulnerability in the corner, the four
    hands around the compass and, with *analysis*, the double-dummy table and par.

    >>> from bridgekit.tournament.event import hand_records
    >>> "Board 1" in hand_diagram(hand_records(1, seed=1)[0])
    True
    """
    info = '<td class="info"><b>{}</b><br>{}<br>{}</td>'.format(*board_labels(board))
    if board.deal is None:
        return f'<table class="diagram"><tr>{info}</tr></table>'
    deal = board.deal
    extra = analysis_html(board) if analysis else ""
    return (
        f'<table class="diagram"><tr>{info}<td>{_hand(deal, Seat.NORTH)}</td><td></td></tr>'
        f"<tr><td>{_hand(deal, Seat.WEST)}</td>"
        '<td class="compass"><div>N<br>W&nbsp;&nbsp;E<br>S</div></td>'
        f"<td>{_hand(deal, Seat.EAST)}</td></tr>"
        f"<tr><td></td><td>{_hand(deal, Seat.SOUTH)}</td><td>{extra}</td></tr></table>"
    )
