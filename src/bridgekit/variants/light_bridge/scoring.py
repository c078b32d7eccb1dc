"""Light bridge (RULES 12): level tables, contracts and the score of one deal.

The tables of RULES 12.3 are data (:data:`LEVEL_TABLES`); each contract kind is scored by
a small function over a *stake* (RULES 12.8 for teams, 12.9 for three players), so the
text's worked examples with their own stakes are the same functions.

>>> table = LEVEL_TABLES["lb4"]
>>> contract = LightContract.from_str("5SX")
>>> stake(table, contract.level, contract.doubling), ordinary_team(2, 5, 7)
(2, (4, 0))
>>> deal_score(table, LightContract.from_str("M6H"), (1, 8), declarer=0)
(3, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from bridgekit.contracts import LEVEL_TABLES, MISERE_NAMES, BidKind, LevelTable, LightContract
from bridgekit.errors import NotationError
from bridgekit.i18n import _, ngettext

__all__ = [
    "BidKind",
    "LevelTable",
    "LEVEL_TABLES",
    "LightContract",
    "stake",
    "ordinary_team",
    "at_most_team",
    "exactly_team",
    "raspasy_team",
    "ordinary_three",
    "at_most_three",
    "exactly_three",
    "raspasy_three",
    "deal_score",
    "score_light_bridge",
    "side_names",
    "MISERE_NAMES",
]


def stake(table: LevelTable, level: int, doubling: int = 0) -> int:
    """The stake of a level (RULES 12.3, 12.8, 12.9): teams L − L0 + d; three players 2(L − 2) + 2d.

    >>> stake(LEVEL_TABLES["lb3"], 6, 1), stake(LEVEL_TABLES["lb4_52"], 13)
    (10, 7)
    """
    if table.is_teams:
        return level - table.base + doubling
    return 2 * (level - 2) + 2 * doubling


# -- team variants (RULES 12.8): (active side, passive side) ----------------------------


def ordinary_team(stake: int, level: int, tricks: int) -> tuple[int, int]:
    """Ordinary contract of *level*, the active side took *tricks* (RULES 12.8).

    >>> ordinary_team(2, 6, 5), ordinary_team(2, 6, 8)
    ((0, 2), (4, 0))
    """
    if tricks >= level:
        return (stake + tricks - level, 0)
    return (0, stake + level - tricks - 1)


def at_most_team(stake: int, k: int, tricks: int) -> tuple[int, int]:
    """Misère-type contract "at most *k*" (RULES 12.8).

    >>> at_most_team(2, 2, 0), at_most_team(3, 1, 3)
    ((4, 0), (0, 4))
    """
    if tricks <= k:
        return (stake + k - tricks, 0)
    return (0, stake + tricks - k - 1)


def exactly_team(stake: int, n: int, tricks: int) -> tuple[int, int]:
    """Exactly-*n* contract (RULES 12.8).

    >>> exactly_team(2, 3, 3), exactly_team(2, 3, 0)
    ((2, 0), (0, 4))
    """
    if tricks == n:
        return (stake, 0)
    return (0, stake + abs(tricks - n) - 1)


def raspasy_team(tricks: tuple[int, int], doubling: int = 0) -> tuple[int, int]:
    """Raspasy (RULES 12.8): the side with fewer tricks scores the difference plus d (DECISION).

    >>> raspasy_team((4, 5)), raspasy_team((5, 4), 2)
    ((1, 0), (0, 3))
    """
    first, second = tricks
    if first < second:
        return (second - first + doubling, 0)
    if second < first:
        return (0, first - second + doubling)
    return (0, 0)


# -- three players (RULES 12.9): (declarer, each opponent) ------------------------------


def ordinary_three(stake: int, level: int, tricks: tuple[int, int, int]) -> tuple[int, int, int]:
    """Ordinary contract, three players (RULES 12.9): *tricks* and result are (declarer, opp, opp).

    >>> ordinary_three(8, 6, (7, 3, 2)), ordinary_three(10, 7, (5, 4, 3))
    ((9, 3, 2), (0, 9, 8))
    """
    mine, first, second = tricks
    if mine >= level:
        return (stake + mine - level, first, second)
    return (0, first + stake // 2, second + stake // 2)


def at_most_three(stake: int, k: int, tricks: int) -> tuple[int, int]:
    """Misère-type contract "at most *k*", three players (RULES 12.9): (declarer, each opponent).

    >>> at_most_three(10, 1, 4), at_most_three(8, 2, 1)
    ((0, 7), (9, 0))
    """
    if tricks <= k:
        return (stake + k - tricks, 0)
    return (0, stake // 2 + tricks - k - 1)


def exactly_three(stake: int, n: int, tricks: int) -> tuple[int, int]:
    """Exactly-*n*, three players: scored like the misère-type bids (RULES 12.9 DECISION).

    >>> exactly_three(8, 3, 3), exactly_three(8, 3, 5)
    ((8, 0), (0, 5))
    """
    if tricks == n:
        return (stake, 0)
    return (0, stake // 2 + abs(tricks - n) - 1)


def raspasy_three(tricks: Sequence[int]) -> tuple[int, ...]:
    """Raspasy, three players (RULES 12.9): each scores the others' surplus tricks over his own.

    >>> raspasy_three((2, 3, 7))
    (6, 4, 0)
    """
    return tuple(sum(max(0, other - mine) for other in tricks) for mine in tricks)


def deal_score(
    table: LevelTable, contract: LightContract | None, tricks: Sequence[int], *, declarer: int | None = None
) -> tuple[int, ...]:
    """The score of a deal: per side (teams, side 0 = players 1, 3, …) or per player (``lb3``).

    :param contract: the final bid with its doubling; ``None`` if everyone passed
    :param tricks: tricks won per side (teams) or per player (``lb3``)
    :param declarer: the seat of the final bidder (0-based)
    :raises NotationError: if the tricks do not add up or a declarer is missing

    >>> deal_score(LEVEL_TABLES["lb3"], None, (2, 3, 7))
    (6, 4, 0)
    >>> deal_score(LEVEL_TABLES["lb4"], LightContract.from_str("4SXX"), (4, 5), declarer=1)
    (3, 0)
    """
    count = 2 if table.is_teams else 3
    if len(tricks) != count or sum(tricks) != table.tricks or min(tricks) < 0:
        raise NotationError(
            ngettext(
                "tricks {tricks} do not make the {needed} trick of {form}",
                "tricks {tricks} do not make the {needed} tricks of {form}",
                table.tricks,
            ).format(tricks=list(tricks), needed=table.tricks, form=table.form)
        )
    if contract is None or contract.level <= table.base:
        doubling = contract.doubling if contract is not None else 0
        if table.is_teams:
            return raspasy_team((tricks[0], tricks[1]), doubling)
        return raspasy_three(tricks)
    if declarer is None or not 0 <= declarer < table.players:
        raise NotationError(
            _("a contract of {form} needs its declarer (a seat 1–{players})").format(
                form=table.form, players=table.players
            )
        )
    if contract.kind is BidKind.MISERE and contract.level not in table.misere_by_level:
        raise NotationError(
            _("{form} has no misère-type bid at level {level} (RULES 12.3)").format(
                form=table.form, level=contract.level
            )
        )
    value = stake(table, contract.level, contract.doubling)
    if table.is_teams:
        side = declarer % 2
        taken = tricks[side]
        if contract.kind is BidKind.ORDINARY:
            active, passive = ordinary_team(value, contract.level, taken)
        elif contract.kind is BidKind.MISERE:
            active, passive = at_most_team(value, table.misere_by_level[contract.level], taken)
        else:
            active, passive = exactly_team(value, contract.exact, taken)
        return (active, passive) if side == 0 else (passive, active)
    first, second = (declarer + 1) % 3, (declarer + 2) % 3
    scores = [0, 0, 0]
    if contract.kind is BidKind.ORDINARY:
        scores[declarer], scores[first], scores[second] = ordinary_three(
            value, contract.level, (tricks[declarer], tricks[first], tricks[second])
        )
        return tuple(scores)
    if contract.kind is BidKind.MISERE:
        mine, each = at_most_three(value, table.misere_by_level[contract.level], tricks[declarer])
    else:
        mine, each = exactly_three(value, contract.exact, tricks[declarer])
    scores[declarer], scores[first], scores[second] = mine, each, each
    return tuple(scores)


_RASPASY_WORDS: Final = {"P", "PASS", "R", "RASPASY", "-", "ALLPASS"}


def score_light_bridge(
    form: str, contract: str, tricks: int | Sequence[int], *, declarer: int = 1
) -> dict[str, Any]:
    """Score one deal from text, for the ``bridgekit score`` command.

    :param form: ``lb3``, ``lb4``, ``lb4_52``, ``lb4_54`` or ``lb6``
    :param contract: the final bid and doubling (``5SX``, ``M7H``, ``=3D@6``); a bid at the base
        level means raspasy with that trump; ``P``/``raspasy`` means everyone passed
    :param tricks: tricks of the declarer's side (teams; an int), or tricks per side / per player
    :param declarer: the declarer's seat, 1-based as the rules number players
    :raises NotationError: for an unknown form, bad contract text or tricks that do not add up

    >>> score_light_bridge("lb4", "5SX", 7)["scores"]
    [4, 0]
    >>> score_light_bridge("lb3", "raspasy", [2, 3, 7])["scores"]
    [6, 4, 0]
    """
    table = LEVEL_TABLES.get(form.strip().lower())
    if table is None:
        raise NotationError(
            _("no Light-bridge form {form} (forms: {forms})").format(
                form=repr(form), forms=", ".join(LEVEL_TABLES)
            )
        )
    if not 1 <= declarer <= table.players:
        raise NotationError(
            _("no player {declarer} in {form} (players 1–{players})").format(
                declarer=declarer, form=table.form, players=table.players
            )
        )
    seat = declarer - 1
    parsed = (
        None
        if contract.strip().upper().replace(" ", "") in _RASPASY_WORDS
        else LightContract.from_str(contract)
    )
    if isinstance(tricks, int):
        if not table.is_teams:
            raise NotationError(
                _("{form} needs each player's tricks, e.g. [5, 4, 3]").format(form=table.form)
            )
        if not 0 <= tricks <= table.tricks:
            raise NotationError(
                ngettext(
                    "{tricks} trick: {form} has {total}", "{tricks} tricks: {form} has {total}", tricks
                ).format(tricks=tricks, form=table.form, total=table.tricks)
            )
        per = [0, 0]
        per[seat % 2], per[1 - seat % 2] = tricks, table.tricks - tricks
    else:
        per = list(tricks)
    scores = deal_score(table, parsed, per, declarer=seat)
    raspasy = parsed is None or parsed.level <= table.base
    return {
        "form": table.form,
        "contract": "raspasy" if parsed is None else str(parsed),
        "description": "raspasy, no trump" if parsed is None else parsed.describe(table),
        "kind": "raspasy" if raspasy else str(parsed.kind if parsed else ""),
        "declarer": None if raspasy else declarer,
        "stake": None if raspasy or parsed is None else stake(table, parsed.level, parsed.doubling),
        "tricks": per,
        "scores": list(scores),
        "sides": side_names(table),
    }


def side_names(table: LevelTable) -> list[str]:
    """Who scores: ``["1-3", "2-4"]``, ``["1-3-5", "2-4-6"]`` or ``["1", "2", "3"]``.

    >>> side_names(LEVEL_TABLES["lb6"])
    ['1-3-5', '2-4-6']
    """
    if not table.is_teams:
        return [str(seat + 1) for seat in range(table.players)]
    return ["-".join(str(seat + 1) for seat in range(side, table.players, 2)) for side in (0, 1)]
