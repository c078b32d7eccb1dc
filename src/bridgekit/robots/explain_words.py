"""The bidding robots' explanations in the players' language.

A SAYC rule's explanation is built from its data (:func:`bridgekit.robots.sayc.table.R`): the
call, the booklet's words for what it shows, the range (``12–21 points``) and ``forcing``;
the natural robot's :func:`~bridgekit.robots.meaning.describe` builds one from the range and
lengths the call shows. :func:`explanation_text` writes such an explanation in the current
language piece by piece: the call in the club's notation (:func:`~bridgekit.call_words.call_text`),
the ranges and lengths through templates (``{lo}–{hi} HCP``, ``{count}+ {suit}``), the
booklet's words through the catalogue. Words that name a suit or a count are looked up as one
template (``pre-empt, seven or more {suit}``) filled with the suit in the language, so a table
line written with an f-string needs one message, not one per suit.

>>> from bridgekit.i18n import using
>>> with using("bg"):
...     explanation_text("1NT: balanced, may hold a five-card major, 15–17 HCP")
'1БК: балансирана, може да има петкартов главен цвят, 15–17 т.'
>>> with using("ru"):
...     explanation_text("3S: pre-empt, seven or more spades, 5–10 HCP; or natural (alert)")
'3S: блок, семь или больше пик, 5–10 оч.; или естественная (алерт)'
"""

from __future__ import annotations

import re
from typing import Final

from bridgekit.call_words import action_text, call_text, compass_text, contract_text, strain_text
from bridgekit.i18n import N_, _, format_number, language, ngettext, pgettext, translations
from bridgekit.laws.notes import citation
from bridgekit.robots.explain_reasons import REASONS, SENTENCES, Sentence

__all__ = ["explanation_text", "beside_call", "untranslated", "TEMPLATES", "MEANINGS", "REASONS", "SENTENCES"]

#: The suits' names as the tables write them, and in each language (context ``suits``: the
#: form that follows a number, "five or more …").
SUIT_WORDS: Final = {
    "spades": N_("spades"),
    "hearts": N_("hearts"),
    "diamonds": N_("diamonds"),
    "clubs": N_("clubs"),
}
#: minibridge's band of points together (RULES 11.4), after the step
_BAND: Final = re.compile(r"^\d+ or (?:more|fewer) points$")
_SUIT_RE: Final = re.compile(r"\b(spades|hearts|diamonds|clubs)\b")
_COUNT_RE: Final = re.compile(r"(?<![\w/])(?:1[0-3]|[1-9])(?![\w/])")
_STRENGTH: Final = (
    (re.compile(r"^(\d+)\+ (HCP|points)$"), (N_("{lo}+ HCP"), N_("{lo}+ points"))),
    (re.compile(r"^(\d+)–(\d+) (HCP|points)$"), (N_("{lo}–{hi} HCP"), N_("{lo}–{hi} points"))),
    (re.compile(r"^(\d+) or fewer (HCP|points)$"), (N_("{hi} or fewer HCP"), N_("{hi} or fewer points"))),
)

#: The pieces of the small natural system's lines (``robots/system.py``: the partners of
#: ``bridge3`` and ``--robots basic``), each translated as the booklet's are.
NATURAL_MEANINGS: Final = (
    N_("Stayman"),
    N_("any hand"),
    N_("asks for a four-card major"),
    N_("converts the double to penalties"),
    N_("fewer than four {suit}"),
    N_("fewer than {count} HCP"),
    N_("game forcing"),
    N_("invites slam"),
    N_("limit raise"),
    N_("longest unbid suit"),
    N_("no five-card major"),
    N_("no game opposite a weak opening"),
    N_("no long suit"),
    N_("no major"),
    N_("no suitable overcall or double"),
    N_("nothing else to bid"),
    N_("nothing to say over the overcall"),
    N_("overcall"),
    N_("pre-empt"),
    N_("pre-emptive raise"),
    N_("raise"),
    N_("short in their suit"),
    N_("slam"),
    N_("stopper in their suit"),
    N_("support for the others"),
    N_("take-out"),
    N_("their auction is too high to enter"),
    N_("too weak to open"),
    N_("waiting"),
    N_("weak two"),
    N_("{count} {suit}"),
    N_("{count}+ HCP after the double"),
)

#: The meanings the tables choose between in code rather than write in a table line.
MEANINGS: Final = (
    N_("a stopper in their suit"),
    N_("balanced"),
    N_("take-out, strong"),
    N_("penalty"),
    N_("forcing"),
    N_("forcing one round"),
    N_("forcing to game"),
    N_("not forcing"),
    N_("natural"),
    N_("nothing more to show"),
    N_("negative double: four or more cards in an unbid major"),
    N_("grand slam: all the aces"),
    N_("grand slam: all the key cards"),
    N_("small slam: at most one ace missing"),
    N_("small slam: at most one key card missing"),
    N_("sign-off: two aces missing"),
    N_("sign-off: two key cards missing"),
    N_("no kings or four kings"),
    N_("one king"),
    N_("two kings"),
    N_("three kings"),
    N_("no kings besides the king of trumps"),
    N_("one king besides the king of trumps"),
    N_("two kings besides the king of trumps"),
    N_("three kings besides the king of trumps"),
)

#: The table lines that name a suit or a count, written with ``{suit}`` (the first suit named),
#: ``{other}`` (the second) and ``{count}`` (tests/test_i18n_sayc.py keeps them in step with the
#: tables' f-strings).
TEMPLATES: Final = (
    N_("super-acceptance: maximum, four or more {suit}"),
    N_("accepts the transfer to {suit}"),
    N_("Jacoby transfer: five or more {suit}"),
    N_("to play, six or more {suit}"),
    N_("exactly five {suit}: choice of games"),
    N_("quantitative, five {suit}"),
    N_("to play in {suit}"),
    N_("game, four or more {suit}"),
    N_("invites game, six or more {suit}"),
    N_("invites game, five {suit}"),
    N_("a maximum with three or more {suit}"),
    N_("a maximum with two {suit}"),
    N_("invites game, four or more {suit}"),
    N_("natural, four or more {suit}, forcing to game"),
    N_("three or more {suit}"),
    N_("two {suit}"),
    N_("a minimum with three or more {suit}"),
    N_("five {suit} and four of the other major, forcing to game"),
    N_("limit raise or better in {suit}"),
    N_("pre-emptive jump raise, four or more {suit}"),
    N_("pre-emptive jump raise, five or more {suit}"),
    N_("pre-emptive jump raise, six or more {suit}"),
    N_("raise, {count} or more {suit}"),
    N_("jump shift: five or more {suit}, forcing to game"),
    N_("pre-emptive: five or more {suit}, a singleton or void"),
    N_("limit raise: three or more {suit}"),
    N_("single raise: three or more {suit}"),
    N_("limit raise: {count} or more {suit}"),
    N_("single raise: {count} or more {suit}"),
    N_("{suit}, no four-card major, forcing one round"),
    N_("{count} or more {suit}, forcing one round"),
    N_("{count} or more {suit}, not forcing"),
    N_("Jacoby 2NT: four or more {suit}, forcing to game"),
    N_("{count} or more {suit}, forcing to game"),
    N_("2/1: {count} or more {suit}, forcing to game"),
    N_("cue-bid raise: limit raise or better, {count} or more {suit}"),
    N_("four or more {suit}, forcing one round"),
    N_("five or more {suit}, not forcing"),
    N_("six or more {suit}, not forcing"),
    N_("Roman Key Card Blackwood 1430 for {suit}"),
    N_("two key cards without the queen of {suit}"),
    N_("two key cards with the queen of {suit}"),
    N_("overcall: {count} or more {suit}"),
    N_("converts to penalties: long, strong {suit}"),
    N_("raise, three or more {suit}"),
    N_("game in {suit}"),
    N_("Michaels cue bid: five or more {suit} and {other}"),
    N_("Michaels cue bid: five or more {suit} and a five-card minor"),
    N_("unusual 2NT: five or more {suit} and {other}"),
    N_("weak jump overcall: {count} or more {suit}"),
    N_("game, four or more {suit}"),
    N_("jump: four or more {suit}, invites game"),
    N_("cue-bid raise: limit raise or better, three or more {suit}"),
    N_("preference: three or more {suit}"),
    N_("preference for {suit}"),
    N_("to play, two or more {suit}"),
    N_("raise, three or more {suit}, pre-emptive, not invitational"),
    N_("a minimum: rebids {suit}"),
    N_("pre-empt, eight or more {suit}"),
    N_("pre-empt, seven or more {suit}"),
    N_("weak two, a good six-card {suit} suit"),
    N_("positive, five or more {suit} with two top honours"),
    N_("to play, three or more {suit}"),
    N_("five or more {suit}, forcing"),
    N_("a maximum with a feature (ace or king) in {suit}"),
    N_("raise to game, four or more {suit}"),
    N_("pre-emptive raise to game, five or more {suit}"),
    N_("jump raise, four or more {suit}"),
    N_("six or more {suit}"),
    N_("raise, four or more {suit}"),
    N_("six or more {suit}, a minimum"),
    N_("{suit} again, a minimum"),
    N_("{suit} again"),
    N_("penalty pass: five or more strong {suit}"),
    N_("four or more {suit}"),
    N_("{suit} again, no better bid"),
    N_("six or more {suit}, invites game"),
    N_("five {suit} and nothing else to say"),
    N_("a good five-card {suit} suit"),
    N_("a singleton or void in {suit}"),
    N_("four or more {suit}, invites game"),
    N_("jump shift: four or more {suit}, forcing to game"),
    N_("reverse: four or more {suit}, forcing one round"),
    N_("four or more {suit}, not forcing"),
    N_("negative double: four or more {suit}"),
    N_("negative double: four or more {suit} and {other}"),
    N_("{count}+ {suit}"),
    N_("five or more {suit}"),
    N_("five or more {suit}, forcing one round"),
    N_("splinter: four or more {suit}, a singleton or void in {other}, forcing to game"),
    N_("sign-off: no slam interest opposite a shortness in {suit}"),
    N_("control cue-bid: ace, king, singleton or void in {suit}, slam interest"),
    N_("a maximum with two or more {suit}"),
    N_("limit raise: {count} or more {suit}, no four-card major"),
    N_("single raise: {count} or more {suit}, no four-card major"),
    N_("invites 3NT, fewer than six {suit}"),
    N_("five or more {suit}, forcing, fewer than three {other}"),
    N_("six or more {suit}, not forcing, fewer than four {other}"),
    N_("fewer than six {suit}"),
    N_("negative double: exactly four {suit}"),
    N_("game try, three or more {suit}"),
    N_("competing, six or more {suit}, no game try"),
    N_("ten trumps, four or more {suit}"),
)


def canonical(text: str) -> tuple[str, dict[str, str]]:
    """*text* with its suits and counts as placeholders, and what they stand for.

    >>> canonical("limit raise: 4 or more hearts")
    ('limit raise: {count} or more {suit}', {'suit': 'hearts', 'count': '4'})
    """
    values: dict[str, str] = {}
    names = iter(("suit", "other"))

    def suit(match: re.Match[str]) -> str:
        word = match.group(1)
        for known, value in values.items():
            if value == word:
                return "{" + known + "}"
        fresh = next(names, None)
        if fresh is None:
            return word
        values[fresh] = word
        return "{" + fresh + "}"

    template = _SUIT_RE.sub(suit, text)

    def count(match: re.Match[str]) -> str:
        if "count" in values:
            return match.group(0)
        values["count"] = match.group(0)
        return "{count}"

    return _COUNT_RE.sub(count, template), values


def _piece(text: str, misses: list[str] | None = None) -> str | None:
    """*text* (a meaning, or a part of one) translated, or ``None`` if the catalogue lacks it
    (what a sentence's reason lacks is added to *misses*)."""
    if _known(text):
        return _(text)
    for pattern, (hcp, points) in _STRENGTH:
        match = pattern.match(text)
        if match is not None:
            *numbers, unit = match.groups()
            keys = ("lo", "hi") if len(numbers) == 2 else ("hi",) if "fewer" in text else ("lo",)
            return _(hcp if unit == "HCP" else points).format(**dict(zip(keys, numbers, strict=True)))
    template, values = canonical(text)
    if values and _known(template):
        words = {key: _suit(value) if key in ("suit", "other") else value for key, value in values.items()}
        return _(template).format(**words)
    said = _sentence(text, [] if misses is None else misses)
    if said is not None:
        return said
    if text in ("I play", "partner plays") or text.startswith("they play: "):  # minibridge (RULES 11.2)
        return action_text(text)
    return None


def _known(message: str) -> bool:
    """Whether the current language's catalogue has *message* (its translation may be the same)."""
    catalogue = getattr(translations(language()), "_catalog", {})
    return message in catalogue or (message, 0) in catalogue


def _suit_marks() -> None:  # pragma: no cover - only read by the extractor
    pgettext("suits", "spades")
    pgettext("suits", "hearts")
    pgettext("suits", "diamonds")
    pgettext("suits", "clubs")


def _suit(word: str) -> str:
    return pgettext("suits", SUIT_WORDS[word])


def _tail(part: str) -> bool:
    """Whether *part* is one of the pieces a table adds after the booklet's words."""
    return (
        part == "forcing"
        or any(pattern.match(part) for pattern, _units in _STRENGTH)
        or _BAND.match(part) is not None
    )


def _body(text: str, misses: list[str], *, cited: bool = False) -> str:
    """The booklet's words (as one message if the catalogue has them), then the range and
    ``forcing`` that the table added; the pieces the catalogue lacks are added to *misses*.
    *cited*: the explanation cites the rules, as minibridge's contract does, whose band of points
    is its own message (``{points} or fewer points``), not the tables' range."""
    if cited:
        parts = text.split(", ")
        if len(parts) > 1 and _BAND.match(parts[-1]):
            band = _sentence(parts[-1], misses)
            if band is not None:
                return _body(", ".join(parts[:-1]), misses) + ", " + band
    parts = text.split(", ")
    cut = len(parts)
    while cut and _tail(parts[cut - 1]):
        cut -= 1
    for end in range(len(parts), max(cut, 1) - 1, -1):  # the words may end with "forcing" themselves
        inner: list[str] = []
        whole = _piece(", ".join(parts[:end]), inner)
        if whole is not None:
            misses += inner
            return ", ".join([whole, *(_known_piece(part, misses) for part in parts[end:])])
    return ", ".join(_known_piece(part, misses) for part in parts)


def _known_piece(part: str, misses: list[str]) -> str:
    found = _piece(part, misses)
    if found is None:
        misses.append(part)
        return part
    return found


_CITED: Final = re.compile(r" \(((?:RULES|Laws?) [^()]+)\)$")
_CALL: Final = r"[1-7](?:NT|[CDHS])X{0,2}|Pass|XX|X|P"
_PATTERNS: Final = {
    "call": _CALL,
    "suit": r"spades|hearts|diamonds|clubs",
    "strain": r"\S+",
    "seat": r"[NESW]",
    "why": r".+",
    "number": r"[+-]?\d+(?:\.\d+)?",
}
_PLACEHOLDER: Final = re.compile(r"\{(\w+)\}")


def _kind(sentence: Sentence, name: str) -> str:
    given = dict(sentence.kinds).get(name)
    if given is not None:
        return given
    if name in ("suit", "other"):
        return "suit"
    return name if name in _PATTERNS else "number"


def _compiled(sentence: Sentence, english: str) -> re.Pattern[str]:
    """*english* (a form of *sentence*) as a pattern that takes each placeholder's value."""
    out, seen, at = [], set(), 0
    for match in _PLACEHOLDER.finditer(english):
        out.append(re.escape(english[at : match.start()]))
        name = match.group(1)
        out.append(f"(?P={name})" if name in seen else f"(?P<{name}>{_PATTERNS[_kind(sentence, name)]})")
        seen.add(name)
        at = match.end()
    out.append(re.escape(english[at:]))
    return re.compile("".join(out))


_SENTENCE_PATTERNS: Final = tuple(
    (sentence, tuple(_compiled(sentence, form) for form in (sentence.message, sentence.plural) if form))
    for sentence in SENTENCES
)


def _sentence(text: str, misses: list[str]) -> str | None:
    """*text* written from the first of :data:`SENTENCES` it matches, or ``None``."""
    for sentence, patterns in _SENTENCE_PATTERNS:
        for pattern in patterns:
            match = pattern.fullmatch(text)
            if match is None or not _known(sentence.message):
                continue
            values = {
                name: _value(_kind(sentence, name), value, misses)
                for name, value in match.groupdict().items()
            }
            if sentence.plural is None:
                return _(sentence.message).format(**values)
            count = int(match.group(sentence.counted))
            return ngettext(sentence.message, sentence.plural, count).format(**values)
    return None


def _value(kind: str, value: str, misses: list[str]) -> str:
    """A placeholder's English *value* in the current language."""
    if kind == "call":
        return (
            contract_text(value)
            if value.rstrip("X") != value and value[:1].isdigit()
            else call_text("P" if value == "Pass" else value)
        )
    if kind == "suit":
        return _suit(value)
    if kind == "strain":
        return pgettext("strain", value) if value in SUIT_WORDS else strain_text(value)
    if kind == "seat":
        return compass_text(value)
    if kind == "why":
        return _value("call", value, misses) if re.fullmatch(_CALL, value) else _rest(value, misses)
    if "." in value:
        return ("+" if value.startswith("+") else "") + format_number(float(value), digits=1)
    return value


def _whole(text: str, misses: list[str]) -> str | None:
    """*text* as one message of the catalogue, or as one of :data:`SENTENCES`."""
    if _known(text):
        return _(text)
    return _sentence(text, misses)


def _rest(text: str, misses: list[str], *, cited: bool = False) -> str:
    """What follows the call: one message, or meanings joined by ``; or``, a citation at the end."""
    whole = _whole(text, misses)
    if whole is not None:
        return whole
    citing = _CITED.search(text)
    if citing is not None:
        return _rest(text[: citing.start()], misses, cited=True) + " (" + citation(citing.group(1)) + ")"
    return _("; or ").join(_body(part, misses, cited=cited) for part in text.split("; or "))


def explanation_text(text: str) -> str:
    """An explanation written by the tables (``1S: five or more spades, 12–21 points``; several
    joined by ``; or``, ``(alert)`` at the end) or by a robot's code
    (:mod:`~bridgekit.robots.explain_reasons`) in the current language; unchanged in English."""
    if language() == "en":
        return text
    return _explain(text, [])


def beside_call(text: str, call: str) -> str:
    """A robot's explanation *text* of the call *call* (``1H``, ``P``), in English or already in
    the current language, as shown beside the call: the auction table's note and the terminal's
    line name the call themselves, so the explanation drops the call it starts with (``1♥: 1H:
    five or more hearts`` read the call twice); its words stay whole, in every language.

    >>> beside_call("1H: five or more hearts, 12–21 points", "1H")
    'five or more hearts, 12–21 points'
    >>> beside_call("Pass: nothing more to show", "P"), beside_call("2S: 6+ spades", "2H")
    ('nothing more to show', '2S: 6+ spades')
    """
    names = {call, call_text(call)}
    if call in ("P", "Pass"):
        names |= {"P", "Pass", call_text("P")}
    for name in sorted(names, key=len, reverse=True):
        head = name + ": "
        if text.startswith(head) and len(text) > len(head):
            return text[len(head) :]
    return text


def untranslated(text: str) -> tuple[str, ...]:
    """The pieces of the explanation *text* that the current language's catalogue has no message
    for (they stay English in :func:`explanation_text`); empty when all of it is translated.

    >>> from bridgekit.i18n import using
    >>> with using("pl"):
    ...     untranslated("Pass: 3H is our contract (game, about 26 points together, 8-card hearts fit)")
    ()
    """
    if language() == "en":
        return ()
    misses: list[str] = []
    _explain(text, misses)
    return tuple(misses)


def _explain(text: str, misses: list[str]) -> str:
    alert = text.endswith(" (alert)")
    if alert:
        text = text[: -len(" (alert)")]
    out = _whole(text, misses)
    if out is None:
        label, sep, rest = text.partition(": ")
        if not sep:
            label, rest = "", text
        if " " in label:  # no call: the whole is one meaning, else a game's action ("E I open")
            tried: list[str] = []
            out = _rest(text, tried)
            if tried:
                out = action_text(label) + ": " + _rest(rest, misses)
        else:
            shown = call_text("P") if label == "Pass" else call_text(label) if label else ""
            out = (shown + ": " if label else "") + _rest(rest, misses)
    return out + (_(" (alert)") if alert else "")
