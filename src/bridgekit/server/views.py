"""What the web table sends of a game: the seat view's JSON (docs/view.md) and the hand record.

The seat view itself is the engine's; this module only adds what the table knows besides the
game (the robots' explanations of their calls, kept in the event log) and the end-of-deal
hand record (double-dummy table, par, downloads).

After each action every client of a table is told its seat's view of the same state.
:class:`TableViews` builds those views together: what the engine's view hook says of the
game alone (seats, tricks, contract, score, …) once, as JSON text, and what it says for one
viewer (zones, calls, log; the legal actions to the seat to act) once per viewer. The result
is the engine's :func:`~bridgekit.views.seat_view` for each seat, field for field (tested).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, TypeVar, cast

from bridgekit.calls import Call
from bridgekit.cards import Card, CardSet
from bridgekit.formats import view_json as view_format
from bridgekit.i18n import _, language, using
from bridgekit.robots.explain_words import beside_call, explanation_text
from bridgekit.state import Called, Game, Phase, Played
from bridgekit.tricks import Trick
from bridgekit.views import (
    VERSION,
    CallEntry,
    ContractInfo,
    ContractViewHook,
    LogEntry,
    TrickCard,
    TrickEntry,
    TricksWon,
    ViewHook,
    Zone,
    card_text,
    cards_in_order,
    hook_for,
    seat_view,
)

__all__ = [
    "view_json",
    "TableViews",
    "is_call",
    "claims_possible",
    "claim_is_right",
    "hand_record",
    "download",
    "in_english",
]

#: the fields of a seat view that depend on the viewer: the view hook's methods that are told
#: the viewer (zones, calls, log), the viewer's seat and its legal actions (docs/view.md)
OWN_FIELDS: Final = ("seat", "zones", "calls", "log", "legal_actions")


def view_json(
    game: Game, seat: int | None, *, notes: list[str | None] | None = None, acts_for: int | None = None
) -> dict[str, Any]:
    """The seat view of *game* for *seat* (``None``: a spectator) as a JSON object.

    :param acts_for: a seat *seat* decides for now (declarer for dummy): its legal actions are
        the viewer's (only the actions: nothing else of that seat's view)
    """
    view: dict[str, Any] = view_format.to_dict(seat_view(game, seat))
    if acts_for is not None and acts_for != seat and game.to_act == acts_for:
        view["legal_actions"] = view_format.to_dict(seat_view(game, acts_for))["legal_actions"]
    if notes:
        said = [note for record, note in zip(game.actions, notes, strict=False) if _is_call_record(record)]
        calls = view.get("calls", [])
        if len(said) == len(calls):
            for call, note in zip(calls, said, strict=True):
                if note and not call.get("explanation"):
                    call["explanation"] = beside_call(explanation_text(note), call["text"])
    return view


class TableViews:
    """The seat views of one state of *game*, built together (see the module's doc).

    ``text(seat)`` is the JSON text of :func:`view_json` for *seat* (``None``: a spectator);
    *notes* are the robots' explanations of the calls, one per action of the deal.

    Each part is encoded once and its text reused: the part that does not depend on the
    viewer, the calls and the log where the game's hook says they are the same for every
    viewer (:meth:`~bridgekit.views.ViewHook.public_parts`), each distinct zone (a hand is
    face down to some viewers, face up to others: two texts at most), the legal actions.

    >>> from bridgekit import new_game
    >>> game = new_game("bridge", seed=1)
    >>> views = TableViews(game)
    >>> json.loads(views.text(2)) == view_json(game, 2)
    True
    """

    def __init__(
        self,
        game: Game,
        notes: list[str | None] | None = None,
        *,
        zone_texts: dict[Any, str] | None = None,
        fixed_texts: dict[Any, tuple[Game, str]] | None = None,
        calls_texts: dict[str, tuple[tuple[CallEntry, ...], tuple[str | None, ...], str, Any]] | None = None,
    ) -> None:
        """:param zone_texts: the zones' JSON texts, kept by the caller from one state to the next
        (a zone is its cards, its owner, its label: the same zone, the same text)
        :param fixed_texts: the part of the view that stays while the deal is in one stage, kept
        by the caller from one state to the next (:func:`_common_text`)
        :param calls_texts: the public calls' JSON text by language, kept by the caller from one
        state to the next (the auction's entries, which the engine keeps, and their notes: the
        same entries, the same text; during the play the calls do not change), with the history
        they were read from"""
        self.game = game
        #: the seat to act in this state (asked of the game once: the views and the room use it)
        self.to_act = game.to_act
        self._calls_kept = calls_texts
        self.notes = notes
        self._common: str | None = None
        #: with the default zones, each hand's text in this state by owner, face down and face up
        self._by_hand: list[list[str | None]] | None = None
        self._hands: Sequence[CardSet] | None = None
        #: with the default hand zones: the language and seat names their labels come from, and
        #: each hand's kind in this state (see :meth:`_start`)
        self._hand_key: tuple[str, tuple[str, ...]] | None = None
        self._kinds: list[str] | None = None
        self._legal: str | None = None
        self._legal_texts: Mapping[str, Any] | None = None
        self._said: list[str | None] | None = None
        self._parts: dict[str, str] = {}  # the public parts' texts: "calls", "log"
        self._zones: dict[Any, str] = {} if zone_texts is None else zone_texts
        self._fixed = fixed_texts
        self._texts: dict[tuple[int | None, int | None, bool], str] = {}
        self._hook: ViewHook[Game] | None = None  # the game's view hook, asked once
        self._seat_count = 0

    def text(self, seat: int | None, *, acts_for: int | None = None, silent: bool = False) -> str:
        """The view of *seat* as JSON text.

        :param acts_for: a seat *seat* decides for now (declarer for dummy): its legal actions
            are the viewer's (only the actions)
        :param silent: no legal actions (dummy's own, played by declarer)
        """
        key = (seat, acts_for, silent)
        found = self._texts.get(key)
        if found is None:
            found = self._texts[key] = self._build(seat, acts_for, silent)
        return found

    def _build(self, seat: int | None, acts_for: int | None, silent: bool) -> str:
        game = self.game
        hook = self._hook
        if hook is None:
            hook = self._hook = hook_for(game)
            self._seat_count = game.variant.seat_count
        if seat is not None and not 0 <= seat < self._seat_count:
            seat_view(game, seat)  # raises the engine's error
        if self._common is None:
            self._start(hook)
        to_act = self.to_act
        legal = not silent and (
            (seat is not None and to_act == seat)
            or (acts_for is not None and acts_for != seat and to_act == acts_for)
        )
        calls = self._parts.get("calls")
        if calls is None:
            calls = self._calls_text(hook.calls(game, seat))
        log = self._parts.get("log")
        if log is None:
            log = _log_text(hook.log(game, seat))
        return "".join(
            (
                "{",
                self._common or "",
                ',"seat":',
                "null" if seat is None else str(int(seat)),
                ',"zones":[',
                self._zones_text(hook, seat),
                '],"calls":',
                calls,
                ',"log":',
                log,
                ',"legal_actions":',
                self._legal_actions() if legal else "[]",
                "}",
            )
        )

    def _start(self, hook: ViewHook[Game]) -> None:
        """The part no viewer changes, and the parts the game's hook says are public."""
        game = self.game
        self._common = _common_text(game, hook, self._fixed, self.to_act)
        public = hook.public_parts(game)
        if "calls" in public:
            self._parts["calls"] = self._public_calls_text(hook)
        if "log" in public:
            self._parts["log"] = _log_text(hook.log(game, None))
        # the default zones: each hand face up to those who see it, face down to the others
        kind = type(hook)
        if kind.zones is ViewHook.zones:
            self._hands = game.hands
            self._by_hand = [[None, None] for _hand in self._hands]
        if (
            self._by_hand is not None
            and kind.hand_zone is ViewHook.hand_zone
            and kind.hand_label is ViewHook.hand_label
            and kind.seat_label is ViewHook.seat_label
        ):
            # a hand's zone is then its kind, owner, cards and face, its label the seat's name's in
            # the language: its text is kept by those from one state to the next
            self._hand_key = (language(), game.variant.seat_names)

    def _zones_text(self, hook: ViewHook[Game], seat: int | None) -> str:
        """The zones *seat* is shown; with the default zones, each hand's text once per state
        face up and once face down."""
        game = self.game
        by_hand = self._by_hand
        if by_hand is None:
            return ",".join(self._zone(zone) for zone in hook.zones(game, seat))
        visible = hook.visible_hands(game, seat)
        texts = []
        for owner, hand in enumerate(self._hands or ()):
            up = owner in visible
            faces = by_hand[owner]
            text = faces[up]
            if text is None:
                text = faces[up] = self._hand_text(hook, owner, hand, up)
            texts.append(text)
        return ",".join(texts)

    def _hand_text(self, hook: ViewHook[Game], owner: int, hand: CardSet, up: bool) -> str:
        """The JSON text of *owner*'s hand zone, face up or down."""
        game = self.game
        if self._hand_key is None:
            return self._zone(hook.hand_zone(game, owner, hand, up))
        if self._kinds is None:
            self._kinds = [hook.hand_kind(game, o) for o in range(len(self._hands or game.hands))]
        kind = self._kinds[owner]
        # a hand face down is its count of cards: its text kept while the count stays the
        # same, not written anew after each of its cards
        kept = (self._hand_key, kind, owner, hand.mask if up else len(hand), up)
        text = self._zones.get(kept)
        if text is None:
            # the default hand zone (ViewHook.hand_zone: the cards in display order face up,
            # their count face down) written as _zone_text writes it (the same JSON: tested)
            text = self._zones[kept] = "".join(
                (
                    '{"kind":',
                    _string(kind),
                    ',"owner":',
                    str(owner),
                    ',"label":',
                    _string(hook.hand_label(game, owner, kind)),
                    ',"cards":[',
                    _cards_json(hand.mask) if up else "",
                    '],"hidden":',
                    "0" if up else str(len(hand)),
                    "}",
                )
            )
        return text

    def _zone(self, zone: Zone) -> str:
        # the engine keeps a hand's zone while it does not change
        return _kept(_ZONE_TEXTS, zone, self._zone_text)

    def _zone_text(self, zone: Zone) -> str:
        key = (zone.kind, zone.owner, zone.label, zone.cards, zone.hidden)  # hashed faster than a Zone
        text = self._zones.get(key)
        if text is None:  # written member by member: the same JSON as the dictionary's (tested)
            text = self._zones[key] = "".join(
                (
                    '{"kind":',
                    _string(zone.kind),
                    ',"owner":',
                    _number(zone.owner),
                    ',"label":',
                    _string(zone.label),
                    ',"cards":[',
                    ",".join(map(_string, zone.cards)),
                    '],"hidden":',
                    str(int(zone.hidden)),
                    "}",
                )
            )
        return text

    def _public_calls_text(self, hook: ViewHook[Game]) -> str:
        """The calls every viewer is shown, as JSON text: kept from the state before while the
        entries (the same objects: the engine keeps them) and their explanations stay. With the
        bridge-like hook's calls (the history's ``Called`` records), not even asked of the hook
        while the history only grew by other records since (the play: a card an action)."""
        game = self.game
        kept = self._calls_kept
        if kept is None:
            return self._calls_text(hook.calls(game, None))
        said = tuple(self._said_notes()) if self.notes and any(self.notes) else ()
        lang = language()
        found = kept.get(lang)
        history: tuple[Any, ...] | None = None
        if type(hook).calls is ContractViewHook.calls:
            history = game.history
            if found is not None and found[1] == said and found[3] is not None:
                before = found[3]
                size = len(before)
                if (
                    len(history) >= size
                    and history[:size] == before
                    and not any(isinstance(record, Called) for record in history[size:])
                ):
                    kept[lang] = (found[0], said, found[2], history)
                    return found[2]
        calls = hook.calls(game, None)
        if (
            found is not None
            and len(found[0]) == len(calls)
            and found[1] == said
            and all(a is b for a, b in zip(found[0], calls, strict=True))
        ):
            kept[lang] = (calls, said, found[2], history)
            return found[2]
        text = self._calls_text(calls)
        if len(kept) > 8:
            kept.clear()
        kept[lang] = (calls, said, text, history)
        return text

    def _calls_text(self, calls: tuple[CallEntry, ...]) -> str:
        entries = [_call_dict(c) for c in calls]
        self._explain(entries)
        return _dumps(entries)

    def _legal_actions(self) -> str:
        """The legal actions of the seat to act (the same to whoever decides for it)."""
        if self._legal is None:
            self._legal, self._legal_texts = _legal_text(self.game)
        return self._legal

    def legal_texts(self) -> Mapping[str, Any]:
        """The texts of the legal actions of the seat to act, as the views write them (each is
        accepted by ``game.act(text, seat=game.to_act)``: docs/view.md), each with its action
        (an object of ``game.legal_actions()``, which ``game.act`` takes without reading text)."""
        self._legal_actions()
        assert self._legal_texts is not None
        return self._legal_texts

    def _said_notes(self) -> list[str | None]:
        """The robots' notes of the deal's calls, in order."""
        if self._said is None:
            notes = self.notes or []
            self._said = [
                note
                for record, note in zip(self.game.actions, notes, strict=False)
                if _is_call_record(record)
            ]
        return self._said

    def _explain(self, calls: list[dict[str, Any]]) -> None:
        """The robots' explanations (the event log's notes) added to the calls that have none."""
        if not self.notes or not any(self.notes):
            return
        said = self._said_notes()
        if len(said) == len(calls):
            for call, note in zip(calls, said, strict=True):
                if note and not call.get("explanation"):
                    call["explanation"] = beside_call(explanation_text(note), call["text"])


def in_english(choose: Callable[[Any], Any], view: Any) -> Any:
    """A robot's decision made in English (in an executor's thread, whatever its language): the
    table keeps the explanation as written, and each reader sees it in his language
    (:func:`~bridgekit.robots.explain_words.explanation_text`)."""
    with using("en"):
        return choose(view)


#: the legal actions' JSON text and texts, by the view hook's class, the language and the actions,
#: where they are cards and calls (whose labels depend on nothing else); emptied past 4,096
_LEGAL_TEXTS: dict[tuple[type, str, object], tuple[str, Mapping[str, Any]]] = {}


#: a card's legal action (its JSON text and its text), by the view hook's class, the language and
#: the card (what the legal actions' key above says a card's action depends on)
_CARD_ACTIONS: dict[tuple[type, str, Card], tuple[str, str]] = {}


def _legal_text(game: Game) -> tuple[str, Mapping[str, Any]]:
    """The legal actions of *game*'s seat to act as JSON text, and their texts with their actions
    (the same actions for the same key: the cards of a mask, the same calls)."""
    hook = hook_for(game)
    legal = game.legal_actions()
    # the key: the cards' mask where every action is a card (the play), else the calls themselves
    mask = 0
    for action in legal:
        if action.__class__ is not Card:
            mask = -1
            break
        mask |= action.mask
    key: tuple[type, str, object] | None = (type(hook), language(), mask) if mask >= 0 else None
    if key is None and all(action.__class__ is Call for action in legal):
        key = (type(hook), language(), tuple(legal))
    if key is not None:
        found = _LEGAL_TEXTS.get(key)
        if found is not None:
            return found
    if mask >= 0:  # cards: each card's action text kept (a hand's legal cards rarely repeat)
        hook_type, lang = type(hook), language()
        parts = []
        for card in legal:
            part = _CARD_ACTIONS.get((hook_type, lang, card))
            if part is None:
                if len(_CARD_ACTIONS) >= 4096:
                    _CARD_ACTIONS.clear()
                a = hook.action(game, card)
                part = _CARD_ACTIONS[(hook_type, lang, card)] = (
                    _dumps({"kind": a.kind, "text": a.text, "label": a.label}),
                    a.text,
                )
            parts.append(part)
        found = (
            "[" + ",".join([p[0] for p in parts]) + "]",
            {p[1]: card for p, card in zip(parts, legal, strict=True)},
        )
    else:
        actions = [hook.action(game, action) for action in legal]
        found = (
            _dumps([{"kind": a.kind, "text": a.text, "label": a.label} for a in actions]),
            {a.text: action for a, action in zip(actions, legal, strict=True)},
        )
    if key is not None:
        if len(_LEGAL_TEXTS) >= 4096:
            _LEGAL_TEXTS.clear()
        _LEGAL_TEXTS[key] = found
    return found


#: one encoder for every message (``json.dumps`` with options makes a new one each call)
_ENCODER: Final = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)

#: each suit's bits in a mask of :data:`~bridgekit.cards.CARDS` (spades first, as displayed)
_SUIT_BITS: Final = tuple(((1 << 13) - 1) << shift for shift in (39, 26, 13, 0))

#: the JSON texts of one suit's cards in display order, joined, by their bits in the mask
_SUIT_TEXTS: dict[int, str] = {}


def _cards_json(mask: int) -> str:
    """The cards of *mask* as the JSON texts of :func:`~bridgekit.views.cards_in_order`, joined by
    commas: each suit's text kept (a hand's new text after a card is three suits' kept texts)."""
    if mask >> 52:  # a joker: the engine's order
        return ",".join(map(_string, cards_in_order(CardSet(mask))))
    parts = []
    for suit in _SUIT_BITS:
        bits = mask & suit
        if bits:
            text = _SUIT_TEXTS.get(bits)
            if text is None:
                if len(_SUIT_TEXTS) >= 40_000:
                    _SUIT_TEXTS.clear()
                text = _SUIT_TEXTS[bits] = ",".join(map(_string, cards_in_order(CardSet(bits))))
            parts.append(text)
    return ",".join(parts)


def _dumps(value: Any) -> str:
    """Compact JSON, suit symbols as they are (UTF-8 on the wire)."""
    return _ENCODER.encode(value)


def _common_text(
    game: Game, hook: ViewHook[Game], kept: dict[Any, tuple[Game, str]] | None = None, to_act: Any = ...
) -> str:
    """The members of :func:`~bridgekit.views.seat_view`'s JSON that depend on no viewer (all but
    ``seat``, ``zones``, ``calls``, ``log``, ``legal_actions``), without the braces: the same hook
    calls as ``seat_view``'s, written as ``view_json.to_dict`` writes them (tested field for field),
    the completed tricks' texts kept from one action to the next.

    :param kept: the members of :func:`_fixed_text` by language and stage, kept by the caller from
        one state of the same deal (the same game object) to the next
    :param to_act: ``game.to_act``, if the caller has it
    """
    stage = hook.stage(game)
    fixed: str | None = None
    if kept is not None:
        key = (language(), stage)
        found = kept.get(key)
        if found is not None and found[0] is game:  # (held there: its id cannot be another's)
            fixed = found[1]
    if fixed is None:
        fixed = _fixed_text(game, hook)
        if kept is not None:
            kept[key] = (game, fixed)
    tricks, current = _tricks_texts(game, hook)
    if to_act is ...:  # (the caller may know it: the game works it out on every call)
        to_act = game.to_act
    contract_text = _contract_text(game, hook, kept)
    tricks_won = hook.tricks_won(game)
    score = hook.score(game) if game.is_over else None
    # written as text, member by member in view_json's order (the same JSON: tested); the parts
    # that stay from one action to the next (labels, contract, tricks won) kept by their identity
    return "".join(
        (
            fixed,
            ',"stage":',
            _string(stage),
            ',"stage_label":',
            _stage_label_text(game, hook, stage),
            ',"to_act":',
            _number(to_act),
            ',"call_columns":',
            _columns_text(hook.call_columns(game)),
            ',"current_trick":',
            current,
            ',"contract":',
            contract_text,
            ',"tricks_won":',
            _kept(_SMALL_TEXTS, tricks_won, _write_tricks_won),
            ',"score":',
            (
                "null"
                if score is None
                else _dumps(
                    {
                        "text": score.text,
                        "lines": [{"label": line.label, "value": line.value} for line in score.lines],
                    }
                )
            ),
            ',"is_over":',
            "true" if game.is_over else "false",
            ',"tricks":[',
            tricks,
            "]",
        )
    )


def _contract_text(game: Game, hook: ViewHook[Game], kept: dict[Any, tuple[Game, str]] | None) -> str:
    """The JSON text of ``hook.contract(game)``. The default hook's answer depends on the game's
    contract and declarer and the language only: with *kept* (:func:`_common_text`), its text is
    kept while the same game has the same contract object and declarer (the whole play)."""
    if kept is None or type(hook).contract is not ViewHook.contract:
        contract = hook.contract(game)
        return "null" if contract is None else _kept(_SMALL_TEXTS, contract, _write_contract)
    held: object = getattr(game, "contract", None)
    declarer: object = getattr(game, "declarer", None)
    key = ("contract", language(), held, declarer)
    found = kept.get(key)
    if found is not None and found[0] is game:
        return found[1]
    contract = hook.contract(game)
    text = "null" if contract is None else _kept(_SMALL_TEXTS, contract, _write_contract)
    if len(kept) > 64:  # (a deal's contract a deal)
        kept.clear()
    kept[key] = (game, text)
    return text


#: the stage labels' JSON texts of the default :meth:`~bridgekit.views.ViewHook.stage_label` (a
#: label of the stage in the language), by the language and the stage
_STAGE_LABELS: dict[tuple[str, str], str] = {}


def _stage_label_text(game: Game, hook: ViewHook[Game], stage: str) -> str:
    """The JSON text of ``hook.stage_label(game)``; *stage* is ``hook.stage(game)``. The default
    label depends on the stage and the language only: kept."""
    if type(hook).stage_label is not ViewHook.stage_label:
        return _string(hook.stage_label(game))
    key = (language(), stage)
    found = _STAGE_LABELS.get(key)
    if found is None:
        if len(_STAGE_LABELS) >= 1024:
            _STAGE_LABELS.clear()
        found = _STAGE_LABELS[key] = _string(hook.stage_label(game))
    return found


def _tricks_texts(game: Game, hook: ViewHook[Game]) -> tuple[str, str]:
    """The completed tricks' JSON texts (joined by commas, without the brackets) and the trick in
    progress's JSON text, as :meth:`~bridgekit.views.ViewHook.tricks` gives them. With the
    default hook (no joker named), straight from :meth:`~bridgekit.views.ViewHook.trick_sources`:
    the completed tricks' text kept from one action to the next (:func:`_done_text`), a card of
    the trick in progress written once."""
    kind = type(hook)
    if kind.tricks is not ViewHook.tricks or kind.named_as is not ViewHook.named_as:
        entries, now = hook.tricks(game)
        return ",".join(map(_trick_text, entries)), "".join(
            (
                '{"leader":',
                _number(now.leader),
                ',"cards":[',
                ",".join(map(_trick_card_text, now.cards)),
                "]}",
            )
        )
    done, current = hook.trick_sources(game)
    leader = current[0].seat if current else hook.next_leader(game)
    return _done_text(done), "".join(
        ('{"leader":', _number(leader), ',"cards":[', ",".join(map(_played_text, current)), "]}")
    )


#: the completed tricks' joined JSON texts by the identity of the last trick, kept with all the
#: tricks (a deal's tricks are the same objects from one action to the next; an undo makes the
#: list shorter, a new trick a new object); emptied past 4,096 entries
_DONE_TEXTS: dict[int, tuple[tuple[Trick, ...], str]] = {}


def _done_text(done: tuple[Trick, ...]) -> str:
    """The JSON texts of the completed tricks *done*, joined: kept, and written from the text of
    all but the last when that is kept (one trick written a trick, not all of them an action)."""
    if not done:
        return ""
    found = _DONE_TEXTS.get(id(done[-1]))
    if found is not None and _same(found[0], done):
        return found[1]
    before = _done_text(done[:-1]) if len(done) > 1 else ""
    last = done[-1]
    entry = TrickEntry(
        last.leader,
        last.winner,
        tuple(TrickCard(seat, card_text(card)) for seat, card in zip(last.seats, last.cards, strict=True)),
    )
    text = _write_trick(entry) if not before else before + "," + _write_trick(entry)
    if len(_DONE_TEXTS) >= 4096:
        _DONE_TEXTS.clear()
    _DONE_TEXTS[id(last)] = (done, text)
    return text


def _same(kept: tuple[Trick, ...], done: tuple[Trick, ...]) -> bool:
    """Whether *kept* holds the tricks of *done* (the very tricks, compared by identity first by
    the tuples' comparison; equal tricks have the same text too)."""
    return kept == done


#: the JSON text of a card of the trick in progress by its seat and card
_PLAYED_TEXTS: dict[tuple[int, Card], str] = {}


def _played_text(record: Played) -> str:
    """A card of the trick in progress as the view writes it (no joker named)."""
    key = (int(record.seat), record.card)
    found = _PLAYED_TEXTS.get(key)
    if found is None:
        if len(_PLAYED_TEXTS) >= 4096:
            _PLAYED_TEXTS.clear()
        found = _PLAYED_TEXTS[key] = _trick_card_text(TrickCard(key[0], card_text(record.card)))
    return found


#: short strings' JSON texts (stages, labels, card names); emptied past 4,096 entries
_STRINGS: dict[str, str] = {}


def _string(text: str) -> str:
    """*text* as a JSON string, kept."""
    found = _STRINGS.get(text)
    if found is None:
        if len(_STRINGS) >= 4096:
            _STRINGS.clear()
        found = _STRINGS[text] = _dumps(text)
    return found


def _number(value: int | None) -> str:
    """A seat number (an ``int`` or an ``IntEnum``, as JSON writes it) or ``null``."""
    return "null" if value is None else str(int(value))


def _trick_card_text(card: TrickCard) -> str:
    return "".join(
        (
            '{"seat":',
            _number(card.seat),
            ',"card":',
            _string(card.card),
            ',"as":',
            "null" if card.named is None else _string(card.named),
            "}",
        )
    )


#: the auction grid's columns' JSON texts, by the columns
_COLUMNS: dict[tuple[int, ...], str] = {}


def _columns_text(columns: tuple[int, ...]) -> str:
    found = _COLUMNS.get(columns)
    if found is None:
        if len(_COLUMNS) >= 256:
            _COLUMNS.clear()
        found = _COLUMNS[columns] = _dumps([int(c) for c in columns])
    return found


def _write_contract(contract: ContractInfo) -> str:
    return _dumps({"text": contract.text, "declarer": contract.declarer, "label": contract.label})


def _write_tricks_won(tricks_won: tuple[TricksWon, ...]) -> str:
    return _dumps([{"side": t.side, "count": t.count} for t in tricks_won])


def _fixed_text(game: Game, hook: ViewHook[Game]) -> str:
    """The members of :func:`_common_text` that stay while a deal is in one stage (the game, its
    seats and sides, dealer, vulnerability, board: sides are settled by an auction's end, which
    changes the stage), without the braces."""
    variant = game.variant
    vulnerability, vulnerable = hook.vulnerability(game)
    fixed = {
        "version": VERSION,
        "game": variant.family or variant.name,
        "form": variant.name if variant.family else None,
        "title": _(variant.title),
        "rules": hook.rules or variant.rules,
        "seats": [
            {"index": s.index, "name": s.name, "label": s.label, "side": s.side} for s in hook.seats(game)
        ],
        "sides": [{"index": s.index, "name": s.name} for s in hook.sides(game)],
        "dealer": int(game.dealer),
        "vulnerability": vulnerability,
        "vulnerable_seats": list(vulnerable),
        "board": game.board,
    }
    return _dumps(fixed)[1:-1]


_Kept = TypeVar("_Kept")

#: zones' JSON texts by the zone's identity (kept with it)
_ZONE_TEXTS: dict[int, tuple[Zone, str]] = {}


#: the JSON texts of the view's small parts the engine keeps from one view to the next (a
#: contract, the tricks won), by their identity (kept with them)
_SMALL_TEXTS: dict[int, tuple[Any, str]] = {}

#: completed tricks' JSON texts by the identity of their entry (kept with it; the engine keeps a
#: trick's entry from one view to the next where no joker is named)
_TRICK_TEXTS: dict[int, tuple[TrickEntry, str]] = {}


def _kept(cache: dict[int, tuple[_Kept, str]], value: _Kept, write: Callable[[_Kept], str]) -> str:
    """*value*'s JSON text, written once while the engine keeps the same object (*cache* is
    emptied when it grows past 16,384 entries)."""
    found = cache.get(id(value))
    if found is not None and found[0] is value:
        return found[1]
    text = write(value)
    if len(cache) >= 16384:
        cache.clear()
    cache[id(value)] = (value, text)
    return text


def _trick_text(trick: TrickEntry) -> str:
    return _kept(_TRICK_TEXTS, trick, _write_trick)


def _write_trick(trick: TrickEntry) -> str:
    return _dumps(
        {
            "leader": trick.leader,
            "winner": trick.winner,
            "cards": [{"seat": c.seat, "card": c.card, "as": c.named} for c in trick.cards],
        }
    )


def _log_text(log: tuple[LogEntry, ...]) -> str:
    if not log:
        return "[]"
    return _dumps([{"seat": e.seat, "text": e.text} for e in log])


def _call_dict(call: CallEntry) -> dict[str, Any]:
    return {
        "seat": call.seat,
        "text": call.text,
        "label": call.label,
        "alert": call.alert,
        "explanation": call.explanation,
    }


def _is_call_record(record: Any) -> bool:
    return hasattr(record, "call") and not hasattr(record, "card")


def action_text(game: Game, action: Any) -> str:
    """The text ``act`` reads for a legal *action* object (a robot's decision), as the view writes it."""
    from bridgekit.views import hook_for

    return hook_for(game).action(game, action).text


def is_call(game: Game, action: Any) -> bool:
    """Whether *action* is a call (whose robot explanation is public), not a card."""
    return not isinstance(action, Card) and str(game.phase) == "auction"


def _is_bridge(game: Game) -> bool:
    """Whether *game* is contract bridge (strict, or wrapped in table mode)."""
    from bridgekit.variants.bridge import BridgeGame

    return isinstance(getattr(game, "game", game), BridgeGame)


def _is_dds_bridge(game: Game) -> bool:
    return _is_bridge(game) and game.variant.pack.size == 52 and game.variant.seat_count == 4


#: the phases in which no claim is made (RULES 10.9: a claim is made during the play)
_NOT_PLAYING: Final = frozenset({Phase.AUCTION, Phase.OVER})


def claims_possible(game: Game, seat: int) -> bool:
    """Whether *seat* may propose a claim now (never outside the play: asked for every seat after
    every action, so the auction's answer costs no refusal raised and caught)."""
    if getattr(game, "phase", None) in _NOT_PLAYING:
        return False
    can_claim = getattr(game, "can_claim", None)
    return bool(can_claim is not None and can_claim(seat, 0))


def claim_is_right(game: Game, seat: int, tricks: int) -> bool:
    """Whether a claim of *tricks* more by *seat*'s side is no more than double dummy gives it.

    Robots answer claims with this; where no solver covers the game they accept only a claim of
    no more tricks than remain unplayed by nobody's reckoning (i.e. they refuse).
    """
    if not _is_dds_bridge(game):
        return False
    from bridgekit.analysis.dd import card_values

    declarer = getattr(game, "declarer", None)
    to_play = getattr(game, "to_play", None)
    if declarer is None or to_play is None:
        return False
    values = card_values(game)  # type: ignore[arg-type]
    declarer_side_to_play = int(to_play) % 2 == int(declarer) % 2
    dd_declarer = max(values.values()) if declarer_side_to_play else min(values.values())
    won = game.tricks_won  # type: ignore[attr-defined]
    total = game.trick_count  # type: ignore[attr-defined]
    mine = int(won[seat % 2]) + tricks
    return (
        bool(mine <= dd_declarer) if seat % 2 == int(declarer) % 2 else bool(mine <= int(total) - dd_declarer)
    )


def hand_record(game: Game) -> dict[str, Any]:
    """The hand record at the end of a deal: every hand, and the DD table and par where DDS can."""
    record: dict[str, Any] = {"hands": [str(hand) for hand in game.deal.hands], "dd": None, "par": None}
    if _is_dds_bridge(game):
        try:
            from bridgekit.analysis.dd import dd_table
            from bridgekit.analysis.par import par
            from bridgekit.calls import Strain
            from bridgekit.seats import Seat

            table = dd_table(game.deal)
            record["dd"] = {
                str(strain): [table[strain, Seat(s)] for s in range(4)]
                for strain in (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
            }
            found = par(table, dealer=Seat(int(game.dealer)), vulnerability=game.vulnerability)
            contracts = ", ".join(str(c) for c in found.contracts) or "pass"
            record["par"] = f"N-S {found.score:+d}: {contracts}"  # i18n-ok: the parts below are shown
            record["par_score"] = found.score
            record["par_contracts"] = [str(c) for c in found.contracts]
        except Exception as error:  # DDS missing or failing: the record says so, play goes on
            record["dd_error"] = str(error)
    return record


def download(game: Game, kind: str) -> tuple[str, str]:
    """The finished *game* as a file of *kind* (``pbn``, ``lin``, ``json``): text and media type."""
    if kind in ("pbn", "lin") and _is_bridge(game):
        from bridgekit.formats import lin, pbn
        from bridgekit.formats.board import Board

        board = Board.from_game(cast(Any, game))
        return (pbn.dumps([board]) if kind == "pbn" else lin.dumps([board])), "text/plain; charset=utf-8"
    if kind == "json":
        if _is_bridge(game):
            from bridgekit.formats import json as board_json
            from bridgekit.formats.board import Board

            return board_json.dumps([Board.from_game(cast(Any, game))]), "application/json"
        data = {
            "game": game.variant.name,
            "options": {k: v for k, v in game.options.items() if isinstance(v, str | int | bool | None)},
            "dealer": game.variant.seat_names[int(game.dealer)],
            "history": [str(record) for record in game.history],
            "score": str(getattr(game, "score", None)),
        }
        return json.dumps(data, indent=1), "application/json"
    raise ValueError(f"{game.variant.title} has no {kind.upper()} download (try json)")
