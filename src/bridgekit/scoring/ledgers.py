"""The score sheets by the name of their scoring method, for a session of deals and the
``score`` command alike: rubber (RULES 3), Bulgarian rubber (RULES 4), Chicago and Chicago
duplicate (RULES 5).

>>> from bridgekit.calls import Contract
>>> ledger = new_ledger("rubber", {"profile": "pl", "honours": False}, first_dealer=Seat.EAST)
>>> ledger.options.settlement, ledger.options.honours, str(ledger.dealer)
('hundreds', False, 'E')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from typing import Any, Final

from bridgekit.errors import NotationError
from bridgekit.scoring.bg_rubber import BgRubberLedger, BgRubberOptions
from bridgekit.scoring.chicago import ChicagoDuplicate, ChicagoLedger, ChicagoOptions
from bridgekit.scoring.ledger import ScoreSheet
from bridgekit.scoring.rubber import RubberLedger, RubberOptions
from bridgekit.seats import Seat

__all__ = ["LEDGER_METHODS", "new_ledger"]

#: each method's sheet and the options it is made with
_LEDGERS: Final[dict[str, tuple[Callable[..., ScoreSheet], Callable[..., object]]]] = {
    "rubber": (RubberLedger, RubberOptions),
    "bg_rubber": (BgRubberLedger, BgRubberOptions),
    "chicago": (ChicagoLedger, ChicagoOptions),
    "chicago_duplicate": (ChicagoDuplicate, ChicagoOptions),
}
#: the scoring methods kept on a score sheet
LEDGER_METHODS: Final = tuple(_LEDGERS)


def new_ledger(method: str, options: Mapping[str, Any], *, first_dealer: Seat = Seat.NORTH) -> ScoreSheet:
    """A fresh score sheet of *method* with *options*: the fields of its options class and,
    for rubber, ``profile`` (RULES 3.10), whose rules the other options override.

    :raises NotationError: for an unknown method, profile or option
    """
    if method not in _LEDGERS:
        raise NotationError(f"no score sheet for {method!r} (methods: {', '.join(LEDGER_METHODS)})")
    sheet, options_type = _LEDGERS[method]
    chosen = dict(options)
    if method == "rubber" and "profile" in chosen:
        base = RubberOptions.profile(chosen.pop("profile"))
        chosen = {**{f.name: getattr(base, f.name) for f in fields(base)}, **chosen}
    try:
        return sheet(options_type(**chosen), first_dealer=first_dealer)
    except TypeError as error:
        raise NotationError(f"{method}: {error}") from None
