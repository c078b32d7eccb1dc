"""``bridgekit score``: the score of a contract, or a score sheet for a sequence of results.

Results are written ``4HX 11`` (contract and tricks) or ``4HX=``, ``4H+1``, ``3NT-2`` (RULES 0.6),
optionally followed by the declarer: ``"2NT+1 N"``. ``pass`` is a passed-out deal.

>>> parse_result("3NTX-2 w")
(Contract.from_str('3NTX'), 7, Seat.WEST)
>>> parse_result("4S", "11")
(Contract.from_str('4S'), 11, None)
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any, Final

from bridgekit.call_words import contract_text, reason_text, vulnerability_text
from bridgekit.calls import Contract
from bridgekit.cli.main import subcommand
from bridgekit.cli.render import score_sheet, style_for
from bridgekit.errors import NotationError
from bridgekit.i18n import _, format_number, ngettext
from bridgekit.scoring import RubberLedger, duplicate_score
from bridgekit.scoring.ledger import ScoreSheet
from bridgekit.scoring.ledgers import LEDGER_METHODS, new_ledger
from bridgekit.seats import Seat, Side, Vulnerability, board_vulnerability

__all__ = ["add_parser", "run", "parse_result"]

METHODS: Final = ("duplicate", *LEDGER_METHODS)
_RESULT: Final = re.compile(r"^([1-7](?:NT|N|C|D|H|S)(?:XX|X|\*\*|\*)?)(=|[+-]\d{1,2})?\s*([NESW])?$", re.I)
#: which option applies to which methods
_APPLIES: Final = {
    "vul": ("duplicate",),
    "board": ("duplicate",),
    "profile": ("rubber",),
    "settlement": ("rubber", "bg_rubber"),
    "game_bonus_200": ("rubber",),
    "clean_rubber_750": ("rubber",),
    "no_honours": ("rubber", "bg_rubber"),
    "count_nv_bonuses": ("bg_rubber",),
    "nondealer_vulnerable": ("chicago", "chicago_duplicate"),
    "partscore_bonus": ("chicago",),
    "partscore_value": ("chicago_duplicate",),
}


def add_parser(sub: Any) -> argparse.ArgumentParser:
    parser = subcommand(
        sub,
        "score",
        run,
        description=_(
            "Score one contract (duplicate, RULES 2) or a sequence of results with declarers on the "
            "score sheet of a rubber, Bulgarian rubber, Chicago or Chicago duplicate (RULES 3-5)."
        ),
        epilog=_(
            "examples: bridgekit score 4HX 11 --vul | bridgekit score 3NT-2 | "
            "bridgekit score 4S+1 --declarer N --board 12 | "
            'bridgekit score --method rubber "2NT+1 N" "4H= E" "3NT= E"'
        ),
    )
    parser.add_argument(
        "results",
        nargs="+",
        metavar="RESULT",
        help=_("CONTRACT TRICKS, or results like 4HX=, 4H+1, 3NT-2 (with a declarer: '4H= E')"),
    )
    parser.add_argument(
        "--method", choices=METHODS, default="duplicate", help=_("scoring method (default duplicate)")
    )
    parser.add_argument("--vul", action="store_true", help=_("declarer is vulnerable (duplicate)"))
    parser.add_argument(
        "--declarer", help=_("declarer N, E, S or W (with --board: vulnerability from the board)")
    )
    parser.add_argument(
        "--board", type=int, help=_("board number: vulnerability by RULES 6.1 (needs --declarer)")
    )
    parser.add_argument(
        "--old-undertricks", action="store_true", help=_("older NV doubled undertrick scale (2.5)")
    )
    parser.add_argument("--single-insult", action="store_true", help=_("made redoubled scores 50 too (3.9)"))
    parser.add_argument("--profile", choices=("standard", "pl"), help=_("rubber rule profile (3.10)"))
    parser.add_argument(
        "--settlement", choices=("points", "hundreds"), help=_("rubber settlement unit (3.6)")
    )
    parser.add_argument("--game-bonus-200", action="store_true", help=_("house rule 3.9"))
    parser.add_argument("--clean-rubber-750", action="store_true", help=_("house rule 3.9"))
    parser.add_argument("--no-honours", action="store_true", help=_("do not score honours"))
    parser.add_argument("--count-nv-bonuses", action="store_true", help=_("Bulgarian rubber option 4.2"))
    parser.add_argument("--nondealer-vulnerable", action="store_true", help=_("Chicago option 5.2"))
    parser.add_argument(
        "--partscore-bonus", choices=("fourth_deal", "unconverted_at_end"), help=_("Chicago 5.4")
    )
    parser.add_argument("--partscore-value", type=int, choices=(50, 100), help=_("Chicago duplicate 5.7"))
    parser.add_argument(
        "--game",
        default="bridge",
        choices=("bridge", "minibridge", "light_bridge", "booby", "nullo", "slam"),
        help=_("the game (default bridge; minibridge scores as duplicate, RULES 11.6)"),
    )
    parser.add_argument("--variant", help=_("light_bridge form: lb3, lb4 (default), lb4_52, lb4_54, lb6"))
    parser.add_argument("--json", action="store_true", help=_("machine-readable output"))
    return parser


def parse_result(text: str, tricks: str | None = None) -> tuple[Contract, int, Seat | None]:
    """Read ``4HX=``/``4H+1 E``, or a contract and a separate trick count.

    :raises NotationError: for text that is not a result
    """
    match = _RESULT.match(text.strip())
    if match is None:
        raise NotationError(
            _("not a result: {text} (expected e.g. 4HX 10, 4HX=, 4H+1, 3NT-2, '4H= E')").format(
                text=repr(text)
            )
        )
    bid, outcome, seat = match.groups()
    contract = Contract.from_str(bid)
    declarer = Seat.from_str(seat) if seat else None
    if tricks is not None:
        if outcome:
            raise NotationError(
                _("give either a result ({text}) or a trick count ({tricks}), not both").format(
                    text=text, tricks=tricks
                )
            )
        if not tricks.isdigit() or not 0 <= int(tricks) <= 13:
            raise NotationError(_("not a number of tricks: {tricks} (0 to 13)").format(tricks=repr(tricks)))
        return contract, int(tricks), declarer
    if outcome is None:
        raise NotationError(
            _("{quoted}: how many tricks? (e.g. {text} 10 or {text}=)").format(quoted=repr(text), text=text)
        )
    made = contract.tricks_needed + (0 if outcome == "=" else int(outcome))
    if not 0 <= made <= 13:
        raise NotationError(
            ngettext(
                "impossible result {text}: {count} trick", "impossible result {text}: {count} tricks", made
            ).format(text=repr(text), count=made)
        )
    return contract, made, declarer


def _check_options(args: argparse.Namespace) -> None:
    for name, methods in _APPLIES.items():
        value = getattr(args, name)
        if value not in (None, False) and args.method not in methods:
            flag = "--" + name.replace("_", "-")
            raise NotationError(
                _("{flag} does not apply to --method {method} (only {methods})").format(
                    flag=flag, method=args.method, methods=", ".join(methods)
                )
            )


def run(args: argparse.Namespace) -> int:
    if args.game == "light_bridge":
        return _light_bridge(args)
    if args.game in ("booby", "nullo", "slam"):
        return _player_entries(args)
    if args.variant is not None:
        raise NotationError(_("--variant is for --game light_bridge"))
    _check_options(args)
    if args.method == "duplicate":
        return _duplicate(args)
    return _ledger(args)


def _duplicate(args: argparse.Namespace) -> int:
    items = list(args.results)
    pairs: list[tuple[str, str | None]] = []
    if len(items) == 2 and items[1].isdigit():
        pairs = [(items[0], items[1])]
    else:
        pairs = [(item, None) for item in items]
    rows = []
    for text, tricks in pairs:
        contract, made, seat = parse_result(text, tricks)
        if seat is None and args.declarer:
            seat = Seat.from_str(args.declarer)
        if args.board is not None:
            if seat is None:
                raise NotationError(
                    _("--board needs --declarer (or a declarer after the result) for the vulnerability")
                )
            vulnerable = board_vulnerability(args.board).is_vulnerable(seat)
        else:
            vulnerable = bool(args.vul)
        score = duplicate_score(
            contract,
            made,
            vulnerable=vulnerable,
            old_undertricks=args.old_undertricks,
            single_insult=args.single_insult,
        )
        row: dict[str, Any] = {
            "contract": str(contract),
            "tricks": made,
            "vulnerable": vulnerable,
            "score": score,
        }
        if seat is not None:
            row["declarer"] = str(seat)
            row["ns_score"] = score if seat.side is Side.NS else -score
        rows.append(row)
    if args.json:
        print(json.dumps(rows[0] if len(rows) == 1 else rows))
    elif len(rows) == 1:
        print(rows[0]["score"])
    else:
        for row in rows:
            shown = contract_text(row["contract"])
            if "declarer" in row:
                line = ngettext(
                    "{contract} by {declarer} {count} trick: {score}",
                    "{contract} by {declarer} {count} tricks: {score}",
                    row["tricks"],
                )
            else:
                line = ngettext(
                    "{contract} {count} trick: {score}", "{contract} {count} tricks: {score}", row["tricks"]
                )
            print(
                line.format(
                    contract=shown,
                    declarer=row.get("declarer"),
                    count=row["tricks"],
                    score=format_number(row["score"]),
                )
            )
    return 0


def _new_ledger(args: argparse.Namespace, first_dealer: Seat) -> ScoreSheet:
    """The sheet of ``--method`` with the options given on the command line (the others stay
    at the method's defaults, or the rubber ``--profile``'s)."""
    given = {
        "profile": args.profile,
        "honours": False if args.no_honours else None,
        "game_bonus_200": args.game_bonus_200 or None,
        "single_insult": args.single_insult or None,
        "clean_rubber_750": args.clean_rubber_750 or None,
        "old_undertricks": args.old_undertricks or None,
        "settlement": args.settlement,
        "count_nv_bonuses": args.count_nv_bonuses or None,
        "nondealer_vulnerable": args.nondealer_vulnerable or None,
        "partscore_bonus": args.partscore_bonus,
        "partscore_value": args.partscore_value,
    }
    options = {
        name: value for name, value in given.items() if value is not None
    }  # _check_options: they apply
    return new_ledger(args.method, options, first_dealer=first_dealer)


def _ledger(args: argparse.Namespace) -> int:
    ledgers = [_new_ledger(args, Seat.NORTH)]
    lines: list[str] = []
    for text in args.results:
        ledger = ledgers[-1]
        if isinstance(ledger, RubberLedger) and ledger.is_over:
            ledger = _new_ledger(args, ledger.dealer)
            ledgers.append(ledger)
        vulnerability: Vulnerability = ledger.vulnerability
        if text.strip().lower() in ("pass", "p", "passed", "passed out"):
            record = ledger.record(None, Seat.NORTH, 0)
            lines.append(_("deal {number}: passed out").format(number=len(lines) + 1))
            continue
        contract, made, seat = parse_result(text)
        if seat is None:
            raise NotationError(
                _("{quoted}: a score sheet needs the declarer, e.g. '{text} N'").format(
                    quoted=repr(text), text=text
                )
            )
        record = ledger.record(contract, seat, made)
        entries = "; ".join(_entry_text(e) for e in record.entries) or _("nothing")
        over = made - contract.tricks_needed
        result = f"{contract}{'=' if over == 0 else f'{over:+d}'}"
        lines.append(
            _("deal {number}: {result} by {seat} (vulnerable: {vulnerability}): {entries}").format(
                number=len(lines) + 1,
                result=contract_text(result),
                seat=seat,
                vulnerability=vulnerability_text(vulnerability),
                entries=entries,
            )
        )
    totals = {Side.NS: 0, Side.EW: 0}
    for ledger in ledgers:
        for side, points in ledger.totals.items():
            totals[side] += points
    if args.json:
        print(
            json.dumps(
                {
                    "method": args.method,
                    "deals": [
                        {
                            "contract": str(d.contract) if d.contract is not None else None,
                            "declarer": str(d.declarer) if d.declarer is not None else None,
                            "tricks": d.tricks,
                            "vulnerability": str(d.vulnerability),
                            "entries": [str(e) for e in d.entries],
                        }
                        for ledger in ledgers
                        for d in ledger.deals
                    ],
                    "totals": {"NS": totals[Side.NS], "EW": totals[Side.EW]},
                    "net": totals[Side.NS] - totals[Side.EW],
                }
            )
        )
        return 0
    style = style_for(sys.stdout)
    print("\n".join(lines))
    for number, ledger in enumerate(ledgers, start=1):
        print()
        if len(ledgers) > 1:
            print(_("Rubber {number}").format(number=number))
        print(score_sheet(style, ledger))
        if isinstance(ledger, RubberLedger) and ledger.winner is not None:
            print(_("{side} win the rubber").format(side=ledger.winner))
    net = totals[Side.NS] - totals[Side.EW]
    print(
        "\n"
        + _("N-S {ns}, E-W {ew}: net N-S {net}").format(
            ns=format_number(totals[Side.NS]), ew=format_number(totals[Side.EW]), net=f"{net:+d}"
        )
    )
    return 0


def _light_bridge(args: argparse.Namespace) -> int:
    """``score --game light_bridge [--variant F] [--declarer P] CONTRACT TRICKS…`` (RULES 12.8, 12.9)."""
    from bridgekit.variants.light_bridge.scoring import score_light_bridge

    if args.method != "duplicate":
        raise NotationError(_("--method is for bridge; Light bridge has its own scoring (RULES 12.8-12.9)"))
    contract, *counts = args.results
    if not counts or not all(count.isdigit() for count in counts):
        raise NotationError(
            _(
                "give the contract and the tricks: the declaring side's (teams) or each side's/player's, "
                "e.g. 5SX 7 or, for lb3, raspasy 2 3 7"
            )
        )
    declarer = 1
    if args.declarer is not None:
        if not args.declarer.isdigit():
            raise NotationError(
                _("Light-bridge players are numbered 1, 2, …, not {declarer}").format(
                    declarer=repr(args.declarer)
                )
            )
        declarer = int(args.declarer)
    tricks: int | list[int] = int(counts[0]) if len(counts) == 1 else [int(c) for c in counts]
    result = score_light_bridge(args.variant or "lb4", contract, tricks, declarer=declarer)
    if args.json:
        print(json.dumps(result))
    else:
        names = result.get("sides") or [str(i + 1) for i in range(len(result["scores"]))]
        print(", ".join(f"{name} {score}" for name, score in zip(names, result["scores"], strict=True)))
    return 0


def _player_entries(args: argparse.Namespace) -> int:
    """``score --game booby|nullo|slam CONTRACT TRICKS``: the entries each player writes (RULES 13.4-15.7)."""
    from bridgekit.variants.booby.scoring import booby_deal_score
    from bridgekit.variants.nullo.scoring import NulloContract, deal_entries
    from bridgekit.variants.slam.scoring import SlamContract, slam_deal_entries

    if args.method != "duplicate" or args.variant is not None:
        raise NotationError(_("--method and --variant do not apply to --game {game}").format(game=args.game))
    if len(args.results) != 2 or not args.results[1].isdigit():
        raise NotationError(
            _("give the contract and the declarer's tricks, e.g. {example}").format(
                example=_EXAMPLES[args.game]
            )
        )
    text, tricks = args.results[0], int(args.results[1])
    players = "ABC" if args.game == "booby" else "AB"
    declarer_text = (args.declarer or "A").upper()
    if declarer_text not in players:
        raise NotationError(
            _("{game} players are {players}, not {declarer}").format(
                game=args.game, players=", ".join(players), declarer=repr(args.declarer)
            )
        )
    declarer = players.index(declarer_text)
    if args.game == "slam":
        entries = slam_deal_entries(SlamContract.from_str(text), declarer, tricks, vulnerable=args.vul)
    elif args.game == "booby":
        vulnerable = tuple(args.vul and p == declarer for p in range(3))
        entries = booby_deal_score(NulloContract.from_str(text), declarer, tricks, vulnerable=vulnerable)
    else:
        opponents = (1 - declarer,)
        entries = deal_entries(
            NulloContract.from_str(text), declarer, tricks, vulnerable=args.vul, opponents=opponents
        )
    rows = [
        {"player": players[e.player], "points": e.points, "line": e.line.value, "reason": e.reason}
        for e in entries
    ]
    if args.json:
        print(json.dumps(rows))
    else:
        for row in rows:
            where = _("{player}: {points} above the line ({reason})")
            if row["line"] == "below":
                where = _("{player}: {points} below the line ({reason})")
            print(
                where.format(
                    player=row["player"], points=row["points"], reason=reason_text(str(row["reason"]))
                )
            )
    return 0


def _entry_text(entry: Any) -> str:
    """``NS above 30 overtricks`` in the current language."""
    where = (
        _("{side} above {points} {reason}")
        if entry.line.value == "above"
        else _("{side} below {points} {reason}")
    )
    return where.format(side=entry.side, points=entry.points, reason=reason_text(entry.reason))


_EXAMPLES: Final = {"booby": "4NU 3", "nullo": "3NU 3", "slam": "24D 9"}
