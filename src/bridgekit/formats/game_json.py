"""Played games as JSON (docs/game_json.md): ``dumps``/``loads``, ``to_dict``/``from_dict``.

A document holds a game of one or more deals: the game's name, form and options, and each deal's
dealer, cards and actions. Version 2 writes every action as ``SEAT ACTION``: the seat named as the
screens and the seat view name it (``A``, ``2``, ``Open``, ``N``) and the action as the view's
legal action writes it (``1NU``, ``S7``, ``dummy`` cards as cards, ``take``). Reading a document
replays every deal through the engine, so a document that is not a legal game is refused.

:func:`loads` also reads what earlier versions wrote (version 1, no ``version`` field): the
family games' ``bridgekit play GAME --json`` record (``history`` of record texts), Light bridge's
match (``played``), bridge's session (``bridgekit play bridge --json``) and a table-mode game.

>>> from bridgekit import new_game
>>> game = new_game("chinese_bridge", seed=4)
>>> record = game.act(game.legal_actions()[0])
>>> to_dict([game])["deals"][0]["actions"]
['A 1C']
>>> [again.history for again in loads(dumps([game])).games] == [game.history]
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from bridgekit.deal import Deal
from bridgekit.errors import BridgeError, IllegalActionError, NotationError
from bridgekit.i18n import _
from bridgekit.seats import Seat
from bridgekit.state import Called, Game
from bridgekit.views import hook_for

if TYPE_CHECKING:
    from bridgekit.variants.light_bridge.series import LightBridgeMatch

__all__ = [
    "FORMAT",
    "VERSION",
    "GameRecord",
    "action_entries",
    "deal_dict",
    "dumps",
    "dumps_match",
    "from_dict",
    "loads",
    "loads_match",
    "to_dict",
]

#: the ``format`` field of a document
FORMAT: Final = "bridgekit-game"
#: the version this module writes
VERSION: Final = 2
#: the seat name of an action no seat takes
NO_SEAT: Final = "-"


@dataclass(frozen=True)
class GameRecord:
    """A game read back: its setting and every deal replayed through the engine."""

    game: str
    form: str | None
    options: Mapping[str, Any]
    seed: int | None
    games: tuple[Game, ...]
    #: the version of the document read (1: an earlier program's record)
    version: int = VERSION
    #: what else the document holds (totals, the match's or session's own fields)
    extra: Mapping[str, Any] = field(default_factory=dict)


# -- writing -------------------------------------------------------------------------------


def seat_names(game: Game) -> tuple[str, ...]:
    """The seats' names as the seat view gives them (``seats[i].name``)."""
    return tuple(seat.name for seat in hook_for(game).seats(game))


def _seat_of(record: object, names: Sequence[str]) -> str:
    seat = getattr(record, "seat", None)
    return names[int(seat)] if isinstance(seat, int) and 0 <= seat < len(names) else NO_SEAT


def _fields(record: object) -> list[object]:
    asdict = getattr(record, "_asdict", None)
    if asdict is None:
        return []
    return [value for key, value in asdict().items() if key != "seat"]


def _action_text(game: Game, record: object) -> str:
    """The text of the legal action of *game* (which it then takes) that makes *record*.

    :raises NotationError: if no legal action makes it (a table-mode irregularity)
    """
    hook = hook_for(game)
    values = _fields(record)
    legal = game.legal_actions()
    # The action is the record itself, or one of its fields (a call, a card), most of the time.
    ordered = sorted(legal, key=lambda a: 0 if a == record else 1 if any(a == v for v in values) else 2)
    for action in ordered:
        text = hook.action(game, action).text
        made = game.act(action)
        if made == record:
            return text
        game.undo()
    raise NotationError(
        _("{action} is not a legal action of {game}: it cannot be written").format(
            action=record, game=game.variant.name
        )
    )


def action_entries(game: Game) -> list[str]:
    """Every action after the deal as ``SEAT ACTION`` (the view's seat name, the view's action text).

    >>> from bridgekit import new_game
    >>> game = new_game("light_bridge", variant="lb3", seed=1)
    >>> _ = game.act("P"), game.act("5S")
    >>> action_entries(game)
    ['2 P', '3 5S']
    """
    names = seat_names(game)
    again = _fresh(game)
    entries = []
    for record in game.actions:
        seat, text = _seat_of(record, names), _action_text(again, record)
        entries.append(text if text.startswith(seat + " ") else f"{seat} {text}")  # "B draws 2" once
    return entries


def _fresh(game: Game) -> Game:
    """*game* before its first action (a copy)."""
    again = game.copy()
    while len(again.history) > 1:
        again.undo()
    return again


def deal_dict(game: Game) -> dict[str, Any]:
    """One deal: its dealer (by name), vulnerability, board, cards and actions, and its score."""
    names = seat_names(game)
    entry: dict[str, Any] = {
        "dealer": names[int(game.dealer)],
        "vulnerability": str(game.vulnerability),
        "board": game.board,
        "deal": str(game.deal),
        "actions": action_entries(game),
    }
    if game.is_over:
        entry["score"] = _jsonable(getattr(game, "score", None))
    return entry


def _jsonable(value: object) -> Any:
    if value is None or isinstance(value, int | str | float | bool):
        return value
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return str(value)


def to_dict(
    games: Sequence[Game], *, seed: int | None = None, like: Game | None = None, **extra: Any
) -> dict[str, Any]:
    """The deals *games* (all of one game and options) as a version-2 document; *extra* fields
    (``totals``, a series' own fields) are added as given.

    :param like: a game of the same game and options, for a record of no deal yet
    :raises NotationError: for no games and no *like*, or deals of different games or options
    """
    if not games and like is None:
        raise NotationError(_("a game record with no deal needs the game it is of"))
    first = games[0] if games else like
    assert first is not None
    variant = first.variant
    options = {key: _jsonable(value) for key, value in first.options.items()}
    for game in games[1:]:
        if game.variant != variant or dict(game.options) != dict(first.options):
            raise NotationError(_("a game record holds deals of one game with the same options"))
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": variant.family or variant.name,
        "form": variant.name if variant.family else None,
        "options": options,
        "seed": seed,
        "seats": list(seat_names(first)),
        "deals": [deal_dict(game) for game in games],
    }
    data.update(extra)
    return data


def dumps(
    games: Sequence[Game],
    *,
    seed: int | None = None,
    like: Game | None = None,
    indent: int | None = 1,
    **extra: Any,
) -> str:
    """The JSON text of :func:`to_dict`."""
    return json.dumps(to_dict(games, seed=seed, like=like, **extra), indent=indent, ensure_ascii=False)


# -- reading -------------------------------------------------------------------------------


def loads(text: str) -> GameRecord:
    """Read a game document (any version) and replay its deals.

    :raises NotationError: for text that is not such a document, naming what is wrong
    :raises IllegalActionError: for an action that is not legal where it stands
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise NotationError(_("not JSON: {error}").format(error=error)) from None
    except RecursionError:
        raise NotationError(_("not a game record: values nested too deeply")) from None
    if not isinstance(data, dict):
        raise NotationError(_("not a game record: expected a JSON object"))
    return from_dict(data)


def from_dict(data: Mapping[str, Any]) -> GameRecord:
    """The game of a document read as JSON (see :func:`loads`)."""
    version = data.get("version")
    try:
        if version == VERSION:
            return _read_v2(data)
        if version is not None:
            raise NotationError(
                _("game record version {version} is not known (this program reads 1 and 2)").format(
                    version=repr(version)
                )
            )
        if "played" in data:
            return _read_light_bridge_match(data)
        if "scoring" in data and data.get("game", "bridge") == "bridge":
            return _read_session(data)
        if "actions" in data and "deal" in data:
            return _read_table_game(data)
        if "deals" in data:
            return _read_v1_series(data)
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        if isinstance(error, BridgeError):
            raise
        raise NotationError(_("not a game record: {error}").format(error=repr(error))) from None
    raise NotationError(_("not a game record: no 'deals'"))


def _new(data: Mapping[str, Any], entry: Mapping[str, Any], deal: Deal | None = None) -> Game:
    from bridgekit.variants import new_game

    game = str(data["game"])
    form = data.get("form")
    options = dict(data.get("options") or {})
    if form is not None:
        options["variant"] = str(form)
    probe = new_game(game, seed=0, **options)
    names = seat_names(probe)
    dealer = entry.get("dealer", names[0])
    if str(dealer) not in names:
        raise NotationError(
            _("no seat {seat} in {game} (seats: {seats})").format(
                seat=repr(dealer), game=probe.variant.name, seats=" ".join(names)
            )
        )
    if deal is None:
        deal = parse_deal(probe, str(entry["deal"]))
    vulnerability = entry.get("vulnerability")
    return new_game(
        game,
        deal=deal,
        dealer=names.index(str(dealer)),
        vulnerability=None if vulnerability is None else str(vulnerability),
        board=entry.get("board"),
        **options,
    )


def parse_deal(probe: Game, text: str) -> Deal:
    """The cards of a deal of *probe*'s game from their text (``str(deal)``).

    :raises NotationError: for text that is not a deal
    """
    reader = getattr(type(probe.deal), "from_str", None)
    if reader is not None:  # a deal that keeps the order of the cards (Nullo, Slam, Chinese bridge)
        deal: Deal = reader(text)
        return deal
    if len(probe.deal.hands) == 4 and not probe.deal.talon and ":" in text:
        return Deal.from_pbn(text)
    from bridgekit.cards import CardSet

    hands_text, _slash, talon_text = text.partition("/")
    hands = [CardSet.from_str(part) for part in hands_text.split()]
    return Deal(hands, CardSet.from_str(talon_text) if talon_text.strip() else None)


def _read_v2(data: Mapping[str, Any]) -> GameRecord:
    if data.get("format") != FORMAT:
        raise NotationError(
            _("not a game record: 'format' is {found}, not {expected}").format(
                found=repr(data.get("format")), expected=repr(FORMAT)
            )
        )
    games = []
    for number, entry in enumerate(data["deals"], start=1):
        game = _new(data, entry)
        names = seat_names(game)
        for index, action in enumerate(entry["actions"], start=1):
            name, _space, text = str(action).partition(" ")
            where = _("deal {number}, action {index} ({action})").format(
                number=number, index=index, action=action
            )
            try:
                record = _act_v2(game, str(action), text)
            except BridgeError as error:
                raise type(error)(f"{where}: {error}") from None
            if _seat_of(record, names) != name:
                raise NotationError(
                    _("{where}: made by {seat}, not {name}").format(
                        where=where, seat=_seat_of(record, names), name=name
                    )
                )
        games.append(game)
    return GameRecord(
        str(data["game"]),
        data.get("form"),
        dict(data.get("options") or {}),
        data.get("seed"),
        tuple(games),
        VERSION,
        {k: v for k, v in data.items() if k not in _V2_FIELDS},
    )


def _act_v2(game: Game, entry: str, text: str) -> object:
    """Take the action of *entry* (``SEAT ACTION``); an action whose text names its seat
    (``B draws 2``) is written once."""
    try:
        return game.act(text)
    except NotationError:
        return game.act(entry)


_V2_FIELDS: Final = frozenset({"format", "version", "game", "form", "options", "seed", "seats", "deals"})

# Version 1 wrote some calls as their Python repr: ``NulloCalled(seat=1, call=NulloCall.from_str('2NT'))``.
_REPR_CALL: Final = re.compile(r"^\w+\(seat=\d+, call=\w+\.from_str\('([^']*)'\)\)$")
_REPR_SLAM: Final = re.compile(
    r"^\w+\(seat=\d+, call=SlamCall\(points=(\d+), denomination=(None|Denomination\.\w+)\)\)$"
)


def _v1_candidates(text: str) -> list[str]:
    """What ``act`` may read for a version-1 record text, most likely first."""
    match = _REPR_CALL.match(text)
    if match:
        return [match.group(1)]
    match = _REPR_SLAM.match(text)
    if match:
        points, denomination = match.groups()
        if points == "0":
            return ["P", "pass"]
        return [points + ("" if denomination == "None" else " " + denomination.split(".")[1]), points]
    words = text.split()
    candidates = [text, " ".join(words[1:]), " ".join(words[2:]), words[-1]]
    if len(words) == 4 and words[1] == "names" and words[3] == "declarer":  # minibridge
        candidates.insert(0, f"declarer {words[2]}")
    return [c for c in candidates if c]


def _same_repr_seat(record: object, text: str) -> bool:
    """Whether a version-1 repr (``NulloCalled(seat=1, …)``) names the seat of *record*: the call
    types those reprs named are gone, so the repr itself is not written again."""
    match = re.match(r"^\w+\(seat=(\d+), call=", text)
    return match is not None and getattr(record, "seat", None) == int(match.group(1))


def _same_index_call(record: object, text: str) -> bool:
    """Whether version 1 wrote the call *record* by its seat's index (``0 1D``), which the one
    :class:`~bridgekit.state.Called` record now writes by the seat's name (``A 1D``)."""
    return isinstance(record, Called) and text == f"{int(record.seat)} {record.call}"


def _act_v1(game: Game, text: str, where: str) -> None:
    """Take the action whose record reads *text* (version 1 wrote ``str(record)``)."""
    for candidate in _v1_candidates(text):
        try:
            record = game.act(candidate)
        except BridgeError:
            continue
        if str(record) == text or _same_repr_seat(record, text) or _same_index_call(record, text):
            return
        game.undo()
    raise IllegalActionError(
        _("{where}: {action} is not an action that can be taken here").format(where=where, action=repr(text))
    )


def _read_v1_series(data: Mapping[str, Any]) -> GameRecord:
    games = []
    for number, entry in enumerate(data["deals"], start=1):
        history = [str(text) for text in entry["history"]]
        if not history or not history[0].startswith("deal "):
            raise NotationError(
                _("deal {number}: the history does not start with the deal").format(number=number)
            )
        from bridgekit.variants import new_game

        options = dict(data.get("options") or {})
        probe = new_game(str(data["game"]), seed=0, **options)
        deal = parse_deal(probe, history[0].removeprefix("deal "))
        game = _new(data, entry, deal)
        for index, text in enumerate(history[1:], start=1):
            _act_v1(game, text, _("deal {number}, action {index}").format(number=number, index=index))
        games.append(game)
    extra = {k: v for k, v in data.items() if k not in ("game", "options", "seed", "deals")}
    return GameRecord(
        str(data["game"]), None, dict(data.get("options") or {}), data.get("seed"), tuple(games), 1, extra
    )


def _read_light_bridge_match(data: Mapping[str, Any]) -> GameRecord:
    """Light bridge's match as version 1 wrote it: the form, number of deals, seed and first
    dealer, and each deal ``played`` as its dealer (an index), cards and actions."""
    from bridgekit.variants.light_bridge.series import LightBridgeMatch

    if data.get("game") != "light_bridge":
        raise NotationError(_("not a Light-bridge match: missing 'game': 'light_bridge'"))
    options = dict(data.get("options") or {})
    match = LightBridgeMatch(
        str(data["variant"]),
        deals=int(data["deals"]),
        seed=data.get("seed"),
        dealer=int(data.get("dealer", 0)),
        talon_open=bool(options.get("talon_open", False)),
    )
    probe = new_game_like(match)
    for index, played in enumerate(data.get("played", [])):
        if int(played["dealer"]) != match.dealer_of(index):
            raise NotationError(
                _("deal {index}: dealer {played} out of rotation").format(
                    index=index + 1, played=played["dealer"]
                )
            )
        game = match.next_deal(parse_deal(probe, str(played["deal"])))
        for text in played["actions"]:
            game.act(str(text))
    options = dict(match.games[0].options) if match.games else dict(match.options)
    extra = {"totals": list(match.totals), "deal_count": match.deal_count, "first_dealer": match.first_dealer}
    return GameRecord("light_bridge", match.form, options, match.seed, tuple(match.games), 1, extra)


# -- Light bridge's match ------------------------------------------------------------------


def dumps_match(match: LightBridgeMatch, *, indent: int | None = 1) -> str:
    """A Light-bridge match (RULES 12.10) as a game record: its deals, and the number of deals,
    the first dealer and the totals.

    >>> from bridgekit.variants.light_bridge.series import LightBridgeMatch
    >>> match = LightBridgeMatch("lb3", deals=2, seed=7)
    >>> game = match.next_deal()
    >>> _ = game.act("P")
    >>> again = loads_match(dumps_match(match))
    >>> [g.history for g in again.games] == [g.history for g in match.games], again.deal_count
    (True, 2)
    """
    like = match.games[0] if match.games else new_game_like(match)
    return dumps(
        match.games,
        seed=match.seed,
        like=like,
        indent=indent,
        deal_count=match.deal_count,
        first_dealer=match.first_dealer,
        totals=list(match.totals),
    )


def new_game_like(match: LightBridgeMatch) -> Game:
    """A deal of *match*'s form and options (for the record of a match with no deal yet)."""
    from bridgekit.variants.light_bridge.game import LightBridgeGame

    return LightBridgeGame(match.variant, seed=0, **match.options)


def loads_match(text: str) -> LightBridgeMatch:
    """Read a Light-bridge match back (:func:`dumps_match`, or version 1's ``played`` record),
    replaying every deal.

    :raises NotationError: for text that is not a Light-bridge match
    :raises IllegalActionError: for an action that is not legal where it stands
    """
    from bridgekit.variants.light_bridge.series import LightBridgeMatch

    record = loads(text)
    if record.game != "light_bridge" or record.form is None:
        raise NotationError(_("not a Light-bridge match: missing 'game': 'light_bridge'"))
    try:
        deals = int(record.extra.get("deal_count", record.options.get("deals", len(record.games))))
        dealer = int(record.extra.get("first_dealer", record.games[0].dealer if record.games else 0))
    except (TypeError, ValueError) as error:
        raise NotationError(_("not a Light-bridge match: {error}").format(error=repr(error))) from None
    return LightBridgeMatch.from_games(
        record.form,
        record.games,
        deals=deals,
        seed=record.seed,
        dealer=dealer,
        talon_open=bool(record.options.get("talon_open", False)),
    )


def _read_session(data: Mapping[str, Any]) -> GameRecord:
    """Bridge's session record (``Session.summary()``): each deal replayed from its cards, dealer
    and vulnerability, auction, play and claim (the session's sheet is rebuilt by
    ``Session.from_summary``, which also checks the cards against the seed)."""
    from bridgekit.variants import new_game

    games = []
    for number, entry in enumerate(data["deals"], start=1):
        game = new_game(
            "bridge",
            deal=str(entry["deal"]),
            dealer=str(entry["dealer"]),
            vulnerability=str(entry["vulnerability"]),
        )
        for index, action in enumerate([*entry.get("auction", []), *entry.get("play", [])], start=1):
            try:
                game.act(str(action))
            except BridgeError as error:
                raise type(error)(
                    _("deal {number}, action {index} ({action}): {error}").format(
                        number=number, index=index, action=action, error=error
                    )
                ) from None
        claim = entry.get("claim")
        if claim is not None and not game.is_over:
            claimer = Seat.from_str(str(claim[0]))
            game.claim(claimer, int(claim[1]))  # type: ignore[attr-defined]
        games.append(game)
    extra = {k: v for k, v in data.items() if k not in ("game", "options", "seed", "deals")}
    return GameRecord(
        "bridge", None, dict(data.get("options") or {}), data.get("seed"), tuple(games), 1, extra
    )


def _read_table_game(data: Mapping[str, Any]) -> GameRecord:
    from bridgekit.formats.table_json import game_from_json

    game = game_from_json(json.dumps(dict(data)))
    variant = game.variant
    return GameRecord(variant.family or variant.name, None, dict(game.options), None, (game,), 1, {})
