"""argparse's own words (``usage:``, ``options``, its error messages) in the chosen language.

argparse looks its messages up through its module's ``_`` and ``ngettext`` (GNU gettext's
``argparse`` domain, which Python does not ship). :func:`speak` points them at bridgekit's
catalogue, whose entries for them are marked here so Babel extracts them.
"""

from __future__ import annotations

import argparse
from typing import Final

from bridgekit.i18n import N_, gettext, ngettext

__all__ = ["MESSAGES", "speak"]

#: argparse's messages (Python 3.11) a user can meet, for extraction; argparse formats them with ``%``.
MESSAGES: Final = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("%(prog)s: error: %(message)s\n"),
)


def _plural_marks() -> None:  # pragma: no cover - only read by the extractor
    ngettext("expected %s argument", "expected %s arguments", 1)


def speak() -> None:
    """Make argparse look its words up in bridgekit's catalogue (in the current language)."""
    argparse._ = gettext  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
