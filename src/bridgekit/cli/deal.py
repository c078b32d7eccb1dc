"""``bridgekit deal``: seeded random deals as PBN (or JSON) boards with RULES 6.1 tags.

>>> [(b.number, str(b.dealer), str(b.vulnerability)) for b in boards(2, seed=1, start=12)]
[(12, 'W', 'NS'), (13, 'N', 'All')]
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from typing import Any

from bridgekit.cli.dealing import add_count_and_seed, add_options
from bridgekit.cli.main import subcommand
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.formats import Board, json, pbn
from bridgekit.i18n import _
from bridgekit.seats import board_dealer, board_vulnerability

__all__ = ["add_parser", "run", "boards"]


def add_parser(sub: Any) -> argparse.ArgumentParser:
    parser = subcommand(
        sub,
        "deal",
        run,
        description=_(
            "Seeded random deals as PBN (or JSON) boards; dealer and vulnerability by board number "
            "(RULES 6.1)."
        ),
    )
    add_count_and_seed(parser)
    parser.add_argument("--board-start", type=int, default=1, help=_("number of the first board (default 1)"))
    parser.add_argument(
        "--format", choices=("pbn", "json"), default="pbn", help=_("output format (default pbn)")
    )
    parser.add_argument("--json", action="store_true", help=_("same as --format json"))
    add_options(parser)
    return parser


def boards(count: int, *, seed: int | None, start: int = 1) -> list[Board]:
    """*count* random boards numbered from *start*.

    :raises NotationError: if *count* or *start* is not positive
    """
    if count < 1:
        raise NotationError(_("-n must be at least 1, not {count}").format(count=count))
    if start < 1:
        raise NotationError(_("--board-start must be at least 1, not {start}").format(start=start))
    rng = random.Random(seed)
    return [
        Board(number=n, deal=Deal.random(rng), dealer=board_dealer(n), vulnerability=board_vulnerability(n))
        for n in range(start, start + count)
    ]


def run(args: argparse.Namespace) -> int:
    made = boards(args.count, seed=args.seed, start=args.board_start)
    if args.where is not None or args.predeal is not None:
        from bridgekit.cli.dealing import constrained_deals

        deals = constrained_deals(args, args.count, args.seed) or []
        made = [replace(board, deal=deal) for board, deal in zip(made, deals, strict=True)]
    fmt = "json" if args.json else args.format
    text = json.dumps(made) if fmt == "json" else pbn.dumps(made)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 0
