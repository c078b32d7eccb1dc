"""Constraint options for ``bridgekit deal``: ``--where`` and ``--predeal``.

The ``deal`` command adds them with :func:`add_options` and gets its deals from
:func:`constrained_deals` when either is given::

    bridgekit deal -n 10 --seed 1 --where "hcp(N) in 15..17 and balanced(N)" --predeal "S:SA,SK"

(The constraint language: ``docs/analysis.md``.) A standalone ``dealer`` subcommand is also
provided (:func:`add_parser`), which prints the deals one per line in PBN deal notation.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from bridgekit.cli.main import subcommand
from bridgekit.deal import Deal
from bridgekit.i18n import _

__all__ = ["add_count_and_seed", "add_options", "constrained_deals", "add_parser", "run"]


def add_count_and_seed(parser: argparse.ArgumentParser) -> None:
    """Add ``-n``/``--count`` (how many deals, default 1) and ``--seed`` to a parser."""
    parser.add_argument("-n", "--count", type=int, default=1, help=_("number of deals (default 1)"))
    parser.add_argument("--seed", type=int, default=None, help=_("random seed (reproducible deals)"))


def add_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--where`` and ``--predeal`` to a parser."""
    parser.add_argument("--where", help=_("constraint, e.g. 'hcp(N) in 15..17 and balanced(N)'"))
    parser.add_argument("--predeal", help=_("predealt cards, e.g. 'N:AKQ2.KJ3.Q72.A52' or 'S:SA,HK'"))


def constrained_deals(args: argparse.Namespace, count: int, seed: int | None) -> list[Deal] | None:
    """The deals asked for by ``--where``/``--predeal``, or ``None`` if neither was given.

    :raises NotationError: for a malformed constraint or predeal
    :raises ImpossibleConstraintError: if no deal can satisfy them
    """
    if getattr(args, "where", None) is None and getattr(args, "predeal", None) is None:
        return None
    from bridgekit.analysis.dealer import Dealer

    return Dealer(args.where, predeal=args.predeal, seed=seed).deals(count)


def add_parser(sub: Any) -> argparse.ArgumentParser:
    parser = subcommand(
        sub,
        "dealer",
        run,
        description=_(
            "Vectorised constrained dealing: deals satisfying --where (and --predeal), one PBN "
            "deal string per line."
        ),
    )
    add_count_and_seed(parser)
    add_options(parser)
    return parser


def run(args: argparse.Namespace) -> int:
    from bridgekit.analysis.dealer import Dealer

    deals = Dealer(args.where, predeal=args.predeal, seed=args.seed).deals(args.count)
    sys.stdout.write("".join(deal.pbn() + "\n" for deal in deals))
    return 0
