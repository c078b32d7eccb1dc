"""The seat view as JSON (docs/view.md, version 1): ``dumps``/``loads``, ``to_dict``/``from_dict``.

The round trip is exact: ``loads(dumps(view)) == view``.

>>> from bridgekit import new_game
>>> from bridgekit.views import seat_view
>>> view = seat_view(new_game("bridge", seed=1), 2)
>>> loads(dumps(view)) == view
True
>>> to_dict(view)["zones"][2]["hidden"], to_dict(view)["seat"]
(0, 2)
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TypeAlias, TypeVar

from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.views import (
    CallEntry,
    ContractInfo,
    CurrentTrick,
    LegalAction,
    LogEntry,
    Score,
    ScoreLine,
    SeatInfo,
    SeatView,
    SideInfo,
    TrickCard,
    TrickEntry,
    TricksWon,
    Zone,
)

__all__ = ["JSONValue", "dumps", "loads", "to_dict", "from_dict"]

#: a JSON value as :mod:`json` reads it
JSONValue: TypeAlias = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]
JSONObject: TypeAlias = dict[str, JSONValue]

_T = TypeVar("_T")
_V = TypeVar("_V")


def dumps(view: SeatView, *, indent: int | None = None) -> str:
    """The JSON text of *view*."""
    return json.dumps(to_dict(view), ensure_ascii=False, indent=indent)


def loads(text: str) -> SeatView:
    """Read a seat view from JSON text.

    :raises NotationError: if the text is not JSON or not a seat view of version 1
    """
    try:
        data: JSONValue = json.loads(text)
    except json.JSONDecodeError as error:
        raise NotationError(_("not JSON: {error}").format(error=error)) from None
    return from_dict(_object(data, "view"))


# -- writing -----------------------------------------------------------------------------


def to_dict(view: SeatView) -> JSONObject:
    """*view* as a JSON object (the field names of docs/view.md)."""
    return {
        "version": view.version,
        "game": view.game,
        "form": view.form,
        "title": view.title,
        "rules": view.rules,
        "seat": view.seat,
        "seats": [{"index": s.index, "name": s.name, "label": s.label, "side": s.side} for s in view.seats],
        "sides": [{"index": s.index, "name": s.name} for s in view.sides],
        "dealer": view.dealer,
        "vulnerability": view.vulnerability,
        "vulnerable_seats": list(view.vulnerable_seats),
        "board": view.board,
        "stage": view.stage,
        "stage_label": view.stage_label,
        "to_act": view.to_act,
        "zones": [
            {"kind": z.kind, "owner": z.owner, "label": z.label, "cards": list(z.cards), "hidden": z.hidden}
            for z in view.zones
        ],
        "calls": [
            {"seat": c.seat, "text": c.text, "label": c.label, "alert": c.alert, "explanation": c.explanation}
            for c in view.calls
        ],
        "call_columns": list(view.call_columns),
        "tricks": [
            {"leader": t.leader, "winner": t.winner, "cards": [_trick_card(c) for c in t.cards]}
            for t in view.tricks
        ],
        "current_trick": {
            "leader": view.current_trick.leader,
            "cards": [_trick_card(c) for c in view.current_trick.cards],
        },
        "legal_actions": [{"kind": a.kind, "text": a.text, "label": a.label} for a in view.legal_actions],
        "contract": (
            None
            if view.contract is None
            else {
                "text": view.contract.text,
                "declarer": view.contract.declarer,
                "label": view.contract.label,
            }
        ),
        "tricks_won": [{"side": t.side, "count": t.count} for t in view.tricks_won],
        "log": [{"seat": e.seat, "text": e.text} for e in view.log],
        "score": (
            None
            if view.score is None
            else {
                "text": view.score.text,
                "lines": [{"label": line.label, "value": line.value} for line in view.score.lines],
            }
        ),
        "is_over": view.is_over,
    }


def _trick_card(card: TrickCard) -> JSONObject:
    return {"seat": card.seat, "card": card.card, "as": card.named}


# -- reading -----------------------------------------------------------------------------


def from_dict(data: JSONObject) -> SeatView:
    """Read a seat view from a JSON object.

    :raises NotationError: naming the first field that is missing or of the wrong type
    """
    version = _int(data, "version")
    if version != 1:
        raise NotationError(
            _("seat view version {version} is not supported (version 1 is)").format(version=version)
        )
    contract = _optional_object(data, "contract")
    score = _optional_object(data, "score")
    current = _object(data.get("current_trick"), "current_trick")
    return SeatView(
        version=version,
        game=_str(data, "game"),
        form=_optional_str(data, "form"),
        title=_str(data, "title"),
        rules=_str(data, "rules"),
        seat=_optional_int(data, "seat"),
        seats=_list(data, "seats", _seat),
        sides=_list(data, "sides", lambda o: SideInfo(_int(o, "index"), _str(o, "name"))),
        dealer=_int(data, "dealer"),
        vulnerability=_optional_str(data, "vulnerability"),
        vulnerable_seats=_ints(data, "vulnerable_seats"),
        board=_optional_int(data, "board"),
        stage=_str(data, "stage"),
        stage_label=_str(data, "stage_label"),
        to_act=_optional_int(data, "to_act"),
        zones=_list(data, "zones", _zone),
        calls=_list(data, "calls", _call),
        call_columns=_ints(data, "call_columns"),
        tricks=_list(data, "tricks", _trick),
        current_trick=CurrentTrick(
            _optional_int(current, "leader"), _list(current, "cards", _read_trick_card)
        ),
        legal_actions=_list(data, "legal_actions", _action),
        contract=None if contract is None else _contract(contract),
        tricks_won=_list(data, "tricks_won", lambda o: TricksWon(_int(o, "side"), _int(o, "count"))),
        log=_list(data, "log", lambda o: LogEntry(_optional_int(o, "seat"), _str(o, "text"))),
        score=None if score is None else _score(score),
        is_over=_bool(data, "is_over"),
    )


def _seat(o: JSONObject) -> SeatInfo:
    return SeatInfo(_int(o, "index"), _str(o, "name"), _str(o, "label"), _optional_int(o, "side"))


def _zone(o: JSONObject) -> Zone:
    return Zone(
        _str(o, "kind"), _optional_int(o, "owner"), _str(o, "label"), _strs(o, "cards"), _int(o, "hidden")
    )


def _call(o: JSONObject) -> CallEntry:
    return CallEntry(
        _int(o, "seat"), _str(o, "text"), _str(o, "label"), _bool(o, "alert"), _optional_str(o, "explanation")
    )


def _trick(o: JSONObject) -> TrickEntry:
    return TrickEntry(_int(o, "leader"), _int(o, "winner"), _list(o, "cards", _read_trick_card))


def _action(o: JSONObject) -> LegalAction:
    return LegalAction(_str(o, "kind"), _str(o, "text"), _str(o, "label"))


def _contract(o: JSONObject) -> ContractInfo:
    return ContractInfo(_str(o, "text"), _optional_int(o, "declarer"), _str(o, "label"))


def _score(o: JSONObject) -> Score:
    return Score(
        _str(o, "text"), _list(o, "lines", lambda line: ScoreLine(_str(line, "label"), _int(line, "value")))
    )


def _read_trick_card(data: JSONObject) -> TrickCard:
    return TrickCard(_int(data, "seat"), _str(data, "card"), _optional_str(data, "as"))


def _wrong(key: str, expected: str, value: JSONValue) -> NotationError:
    return NotationError(
        _("seat view field {key}: expected {expected}, got {value}").format(
            key=repr(key), expected=expected, value=json.dumps(value)[:40]
        )
    )


def _object(value: JSONValue, key: str) -> JSONObject:
    if not isinstance(value, dict):
        raise _wrong(key, "an object", value)
    return value


def _optional_object(data: JSONObject, key: str) -> JSONObject | None:
    value = data.get(key)
    return None if value is None else _object(value, key)


def _field(data: JSONObject, key: str, kind: type[_V], expected: str) -> _V:
    """The value of *key*, which must be a *kind* (``true`` and ``false`` are not integers)."""
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _wrong(key, expected, value)
    return value


def _int(data: JSONObject, key: str) -> int:
    return _field(data, key, int, "an integer")


def _optional_int(data: JSONObject, key: str) -> int | None:
    return None if data.get(key) is None else _int(data, key)


def _str(data: JSONObject, key: str) -> str:
    return _field(data, key, str, "a string")


def _optional_str(data: JSONObject, key: str) -> str | None:
    return None if data.get(key) is None else _str(data, key)


def _bool(data: JSONObject, key: str) -> bool:
    return _field(data, key, bool, "true or false")


def _array(data: JSONObject, key: str) -> list[JSONValue]:
    return _field(data, key, list, "a list")


def _list(data: JSONObject, key: str, read: Callable[[JSONObject], _T]) -> tuple[_T, ...]:
    return tuple(read(_object(item, key)) for item in _array(data, key))


def _ints(data: JSONObject, key: str) -> tuple[int, ...]:
    values = _array(data, key)
    return tuple(_int({key: value}, key) for value in values)


def _strs(data: JSONObject, key: str) -> tuple[str, ...]:
    values = _array(data, key)
    return tuple(_str({key: value}, key) for value in values)
