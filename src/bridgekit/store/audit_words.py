"""The club audit log in the reader's language.

The audit table keeps each row's action and detail as the store writes them, in one fixed English
form (``entry``, ``round 2 started, 20 minutes``, ``4HX+1 S lead SA; auction 1H P 4H X P P P``):
that form is the record, the same whatever language the director speaks, and old rows keep it.
:func:`audit_words` writes a row for the reader: the action's name and the detail's sentence from
the catalogue, calls and contracts in the club's notation. A detail in no known form (a future or
a hand-written one) is shown as stored.

>>> from bridgekit.i18n import using
>>> with using("ru"):
...     action_words("vps"), detail_words("round 2 started, 5 minutes")
('награда VP', 'тур 2 начат, 5 минут')
>>> with using("pl"):
...     detail_words("3NT= S lead HQ; auction 1NT P 3NT P P P")
'3BA= S, wist HQ; licytacja 1BA pas 3BA pas pas pas'
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Callable
from typing import Final

from bridgekit.call_words import call_text, contract_text
from bridgekit.i18n import N_, _, ngettext

__all__ = [
    "AuditRow",
    "action_words",
    "actor_words",
    "detail_words",
    "audit_words",
    "movement_words",
    "method_words",
    "result_words",
]

#: the audit's actions as the director's page names them
_ACTIONS: Final = {
    "clock": N_("round clock"),
    "move": N_("move"),
    "adjust": N_("adjusted score"),
    "unadjust": N_("adjusted score withdrawn"),
    "entry": N_("entry"),
    "change": N_("change"),
    "correction": N_("correction"),
    "confirm": N_("confirmation"),
    "deals": N_("deals"),
    "pair": N_("pairing"),
    "vps": N_("VP award"),
}


def action_words(action: str) -> str:
    """An audit row's action in the current language (an unknown one as stored)."""
    return _(_ACTIONS[action]) if action in _ACTIONS else action


def result_words(text: str) -> str:
    """A table's result (``3NT= N``, ``pass``) in the club's notation («3БК= N», "pas")."""
    if text.strip().lower() == "pass":
        return call_text("P")
    head, _sep, rest = text.partition(" ")
    return contract_text(head) + (" " + rest if rest else "")


def _auction(text: str) -> str:
    return " ".join(call_text(call) for call in text.split())


def _signed(text: str) -> str:
    return text.replace("-", "−")


_Match = re.Match[str]
_RULES: list[tuple[re.Pattern[str], Callable[[_Match], str]]] = [
    (
        re.compile(r"^round (\d+) started, (\d+) minutes$"),
        lambda m: ngettext(
            "round {round} started, {count} minute", "round {round} started, {count} minutes", int(m[2])
        ).format(round=m[1], count=m[2]),
    ),
    (
        re.compile(r"^round (\d+): (.+) and (.+) change places$"),
        lambda m: _("round {round}: {first} and {second} change places").format(
            round=m[1], first=m[2], second=m[3]
        ),
    ),
    (
        re.compile(r"^(.+) and (.+) change places$"),
        lambda m: _("{first} and {second} change places").format(first=m[1], second=m[2]),
    ),
    (re.compile(r"^adjusted score withdrawn$"), lambda m: _("adjusted score withdrawn")),
    (
        re.compile(r"^adjusted score (\S+): (.+) ([+−-][\d.]+) IMPs, (.+) ([+−-][\d.]+) IMPs$"),
        lambda m: _(
            "adjusted score {award}: {home} {home_imps} IMPs, {visitors} {visitors_imps} IMPs"
        ).format(award=m[1], home=m[2], home_imps=_signed(m[3]), visitors=m[4], visitors_imps=_signed(m[5])),
    ),
    (re.compile(r"^adjusted score (\S+)$"), lambda m: _("adjusted score {award}").format(award=m[1])),
    (re.compile(r"^accepted (.+)$"), lambda m: _("accepted {result}").format(result=result_words(m[1]))),
    (
        re.compile(r"^deals of boards (.+) from (.+) \(sha256 (\w+)…\)$"),
        lambda m: _("deals of boards {boards} from {source} (sha256 {digest}…)").format(
            boards=m[1], source=m[2], digest=m[3]
        ),
    ),
    (
        re.compile(r"^round (\d+): (.+ v .+)$"),
        lambda m: _("round {round}: {matches}").format(round=m[1], matches=m[2]),
    ),
    (re.compile(r"^(.+): VP award withdrawn$"), lambda m: _("{team}: VP award withdrawn").format(team=m[1])),
    (
        re.compile(r"^(.+): ([+−-][\d.]+) VPs in round (\d+)$"),
        lambda m: _("{team}: {vps} VPs in round {round}").format(team=m[1], vps=_signed(m[2]), round=m[3]),
    ),
    # a result entered, changed or corrected: "4HX+1 S", " lead SA", "; auction 1H P …"
    (
        re.compile(
            r"^((?:pass|[1-7](?:NT|[SHDC])X{0,2}(?:=|[+-]\d{1,2}) [NESW]))"
            r"(?: lead (\w{2,3}))?(?:; auction (.*))?$"
        ),
        lambda m: _entry(m[1], m[2], m[3]),
    ),
]


def _entry(result: str, lead: str | None, auction: str | None) -> str:
    text = result_words(result)
    if lead and auction is not None:
        return _("{result}, lead {lead}; auction {auction}").format(
            result=text, lead=lead, auction=_auction(auction)
        )
    if lead:
        return _("{result}, lead {lead}").format(result=text, lead=lead)
    if auction is not None:
        return _("{result}; auction {auction}").format(result=text, auction=_auction(auction))
    return text


def detail_words(detail: str) -> str:
    """An audit row's detail in the current language; a detail in no known form as stored."""
    for pattern, words in _RULES:
        match = pattern.match(detail)
        if match is not None:
            return words(match)
    return detail


def actor_words(actor: str) -> str:
    """Who acted, as stored (``director:ann``, ``table:3``), for the reader: «судья ann», "stół 3";
    another actor (``cli``, a name given with ``--by``) as stored."""
    kind, sep, who = actor.partition(":")
    if sep and kind == "director" and who:
        return _("director {name}").format(name=who)
    if sep and kind == "table" and who.isdigit():
        return _("table {table}").format(table=who)
    return actor


@dataclasses.dataclass(frozen=True, slots=True)
class AuditRow:
    """One row of an event's audit trail, as stored (:mod:`bridgekit.store.club` writes it)."""

    id: int
    at: dt.datetime
    actor: str
    action: str
    board: int | None
    table: int | None
    round: int | None
    entry_id: int | None
    detail: str
    reason: str


def audit_words(row: AuditRow) -> AuditRow:
    """*row* with its actor, action and detail written for the reader; the stored row is not
    changed."""
    return dataclasses.replace(
        row, actor=actor_words(row.actor), action=action_words(row.action), detail=detail_words(row.detail)
    )


_MOVEMENT: Final = re.compile(r"^(Mitchell|Howell) (\d+) tables(?: \((\d+) pairs\))?$")


_TEAMS: Final = re.compile(r"^Teams (\d+) teams$")


def movement_words(name: str) -> str:
    """A stored movement name (``Mitchell 12 tables (25 pairs)``) in the current language; a teams
    event's (stored ``Teams 4 teams``) as its number of teams (``4 teams``, «4 команды»); another
    name as stored."""
    teams = _TEAMS.match(name)
    if teams is not None:
        count = int(teams.group(1))
        return ngettext("{count} team", "{count} teams", count).format(count=count)
    match = _MOVEMENT.match(name)
    if match is None:
        return name
    kind, tables, pairs = match.groups()
    text = (_("Mitchell {tables}") if kind == "Mitchell" else _("Howell {tables}")).format(
        tables=ngettext("{count} table", "{count} tables", int(tables)).format(count=int(tables))
    )
    if pairs:
        text += " (" + ngettext("{count} pair", "{count} pairs", int(pairs)).format(count=int(pairs)) + ")"
    return text


#: the scoring methods as the catalogues know them
_METHODS: Final = {
    "matchpoints": N_("matchpoints"),
    "butler": N_("butler"),
    "cross_imps": N_("cross-IMPs"),
    # a teams event's method is its kind: IMPs and victory points (RULES 6.3, 6.5)
    "match": N_("a match, IMPs"),
    "round_robin": N_("round robin, IMPs and VPs"),
    "swiss": N_("Swiss, IMPs and VPs"),
}


def method_words(method: str) -> str:
    """A stored scoring method (``cross_imps``) in the current language."""
    return _(_METHODS.get(method, method.replace("_", " ")))
