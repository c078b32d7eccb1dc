"""Calls in the players' language: the clubs' own notation out, and accepted in.

A call's English notation (``P``, ``X``, ``XX``, ``3NT``, ``M7H``, ``=3D``) is written in the
current language (:mod:`bridgekit.i18n`) by :func:`call_text`: Russian «пас», «контра»,
«реконтра», «3БК», «М7♥»; Polish "pas", "kontra", "rekontra", "3BA"; Slovak "3BT"; Bulgarian
"3БК". :func:`call_input` turns what a player types in his language back into the English
notation the engine reads; English notation is always accepted too. The words themselves are
in the catalogues (context ``call``), so a new language brings its own.

>>> from bridgekit.i18n import using
>>> with using("ru"):
...     call_text("3NT"), call_text("P"), call_text("M7♥"), call_input("3бк"), call_input("Пас")
('3БК', 'пас', 'М7♥', '3NT', 'pass')
>>> with using("pl"):
...     call_text("XX"), call_input("4 ba"), call_input("kontra"), call_input("1nt")
('rekontra', '4NT', 'X', '1nt')
"""

from __future__ import annotations

import re
from typing import Final

from bridgekit.i18n import N_, _, language, per_language, pgettext

__all__ = [
    "call_text",
    "contract_text",
    "call_input",
    "action_text",
    "reason_text",
    "vulnerability_text",
    "strain_text",
    "compass_letters",
    "compass_text",
    "card_name",
    "explained_text",
    "SUIT_LETTERS",
]

SUIT_LETTERS: Final = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
_SYMBOLS: Final = {letter: symbol for symbol, letter in SUIT_LETTERS.items()}

_LETTERS: Final = str.maketrans(SUIT_LETTERS)
_WORDS: Final = ("P", "X", "XX")
_CALL: Final = re.compile(r"^(=?)(M?)(\d{1,2})(NT|NU|[SHDC♠♥♦♣])$")


# What _spoken gave, by call and language: a server reads a typed action on every message, and
# the catalogues do not change while the process runs (the tables without an argument are kept by
# per_language).
_SPOKEN: dict[tuple[str, str], frozenset[str]] = {}


def _word(english: str) -> str:
    return _words()[english]


@per_language
def _words() -> dict[str, str]:
    # The msgids: "P" pass, "X" double, "XX" redouble, "NT" no trump, "M" misère (Light bridge).
    names = {
        "P": pgettext("call", "P"),
        "X": pgettext("call", "X"),
        "XX": pgettext("call", "XX"),
        "NT": pgettext("call", "NT"),
        "M": pgettext("call", "M"),
    }
    return names


def call_text(text: str, *, symbols: bool = False) -> str:
    """The English call notation *text* in the current language (unchanged in English);
    with *symbols*, suit letters as ``♠♥♦♣``."""
    if text in _WORDS:
        return _word(text)
    match = _CALL.match(text)
    if match is None:
        return text
    exact, misere, level, strain = match.groups()
    if strain == "NU":  # a nullo bid (Booby, Nullo, Slam: RULES 13.2), «4 нулло» in the rule text
        return exact + _nullo_call().format(level=level)
    suit = _SYMBOLS.get(strain, strain) if symbols else strain
    return exact + (_word("M") if misere else "") + level + (_word("NT") if strain == "NT" else suit)


_CONTRACT: Final = re.compile(r"^([1-7](?:NT|NU|[SHDC♠♥♦♣]))(.*)$")


def compass_letters() -> dict[str, str]:
    """The compass letters of the current language (``N E S W``; «С В Ю З», "S V J Z"): the seats
    and sides as the terminal and the web table write them («С-Ю»)."""
    letters = _("N E S W").split()
    return dict(zip("NESW", letters, strict=True)) if len(letters) == 4 else {s: s for s in "NESW"}


def compass_text(text: str) -> str:
    """Compass letters in *text* (``N``, ``S (N-S)``) as the language writes them («С», «Ю (С-Ю)»).

    >>> from bridgekit.i18n import using
    >>> with using("ru"):
    ...     compass_text("S (N-S)"), compass_text("A")
    ('Ю (С-Ю)', 'A')
    """
    letters = compass_letters()
    return re.sub(r"\b[NESW]\b", lambda match: letters[match.group(0)], text)


def _nullo_call() -> str:
    """A nullo bid's notation: ``{level}NU`` in English, «{level} нулло» in Russian."""
    return pgettext("call", "{level}NU")


def strain_text(strain: object) -> str:
    """A strain or denomination on its own (``D``, ``NT``, ``NU`` or an object with that ``letter``
    or ``str``): a suit as its symbol, no trump in the club's notation, nullo as its word.

    >>> from bridgekit.i18n import using
    >>> with using("ru"):
    ...     strain_text("NT"), strain_text("D"), strain_text("NU")
    ('БК', '♦', 'нулло')
    """
    letter = str(getattr(strain, "letter", strain))
    if letter == "NU":
        return pgettext("strain", "nullo")
    if letter == "NT":
        return _word("NT")
    return _SYMBOLS.get(letter, letter)


def contract_text(text: str, *, symbols: bool = False) -> str:
    """A contract or result in English notation (``3NTX``, ``4H+1``, ``2NT=``) in the current
    language: its bid as :func:`call_text` writes it, the rest (``X``, ``=``, ``-2``) unchanged.

    >>> from bridgekit.i18n import using
    >>> with using("pl"):
    ...     contract_text("3NTX-2"), contract_text("Pass")
    ('3BAX-2', 'Pass')
    """
    match = _CONTRACT.match(text)
    if match is None:
        return text
    return call_text(match.group(1), symbols=symbols) + match.group(2)


#: The score sheets' entries (``scoring.ledger``'s reasons), marked for the catalogues.
REASONS: Final = (
    N_("trick score"),
    N_("overtricks"),
    N_("undertricks"),
    N_("small slam"),
    N_("grand slam"),
    N_("insult"),
    N_("honours"),
    N_("game bonus"),
    N_("partscore bonus"),
    N_("rubber bonus"),
    N_("unfinished rubber"),
    N_("unfinished game"),
    N_("deal score"),
)


def reason_text(reason: str) -> str:
    """A score sheet entry's reason (``overtricks``, ``rubber bonus``) in the current language.

    >>> from bridgekit.i18n import using
    >>> with using("ru"):
    ...     reason_text("rubber bonus")
    'бонус роббера'
    """
    return _(reason)


def vulnerability_text(vulnerability: object) -> str:
    """A vulnerability (``None``, ``NS``, ``EW``, ``All``) in the current language: the sides keep
    their letters, *None* and *All* are words."""
    text = str(vulnerability)
    return _(text) if text in ("None", "All") else text


@per_language
def _phrases_by_length() -> list[tuple[str, str]]:
    """:func:`_phrases`, the longest spoken phrase first, lower case."""
    return [
        (english, spoken.lower())
        for english, spoken in sorted(_phrases().items(), key=lambda item: -len(item[1]))
    ]


@per_language
def _phrases() -> dict[str, str]:
    """Minibridge's spoken actions (RULES 11.2; the Slovak "Otváram", "zohrávam") and words of the
    typed actions, each English phrase with its translation."""
    return {
        "I open": pgettext("action", "I open"),
        "I play": pgettext("action", "I play"),
        "partner plays": pgettext("action", "partner plays"),
        "pass": pgettext("call", "pass"),
        "slip": pgettext("action", "slip"),
        "lengths": pgettext("action", "lengths"),
        "contract": pgettext("action", "contract"),
        "names": pgettext("action", "names"),
        "declarer": pgettext("action", "declarer"),
        "take": pgettext("action", "take"),
        "draws": pgettext("action", "draws"),
        "changes": pgettext("action", "changes"),
    }


#: Slam's declaration steps (RULES 15.4) as their calls: ``A passes`` is written ``A пас``
_STEPS: Final = {"passes": "P", "doubles": "X", "redoubles": "XX"}
#: the steps whose next word is a strain: Slam's ``names D``, ``changes H`` (RULES 15.4)
_NAMING: Final = ("names", "changes")


def _stage_words() -> tuple[str, ...]:
    """The stages a screen's title names (marked here for extraction)."""
    return (
        pgettext("stage", "auction"),
        pgettext("stage", "play"),
        pgettext("stage", "over"),
        pgettext("stage", "talon"),
        pgettext("stage", "discard"),
        pgettext("stage", "announce"),
        pgettext("stage", "slip"),
        pgettext("stage", "name"),
        pgettext("stage", "lengths"),
        pgettext("stage", "contract"),
        pgettext("stage", "exchange"),
        pgettext("stage", "reserve"),
        pgettext("stage", "declare"),
        pgettext("stage", "double"),
        pgettext("stage", "answer"),
        pgettext("stage", "bidding"),
    )


def action_text(text: str) -> str:
    """A typed action (``I open``, ``slip 12``, ``contract 3NT``, ``P``) in the current language."""
    if text in _WORDS:
        return _word(text)
    phrases = _phrases()
    if text in phrases:
        return phrases[text]
    if text.startswith("they play: "):  # minibridge: the other side plays (RULES 11.2)
        return pgettext("action", "they play: {seat}").format(seat=compass_text(text[len("they play: ") :]))
    for english in ("I open", "I play", "partner plays", "pass"):
        if text.endswith(" " + english):  # with the seat in front: "E I open"
            return text[: -len(english)] + phrases[english]
    words = text.split(" ")
    if len(words) == 2 and words[0] in _NAMING and words[1] in ("C", "D", "H", "S", "NT", "NU"):
        return f"{phrases[words[0]]} {strain_text(words[1])}"
    if len(words) == 2 and words[1] in ("open", "closed"):  # Konstam's opening (RULES 17.2)
        return f"{call_text(words[0])} {pgettext('dummy', words[1])}"
    return " ".join(
        _word(_STEPS[word]) if word in _STEPS else phrases.get(word, call_text(word)) for word in words
    )


def _spoken(english: str) -> frozenset[str]:
    """The words of the current language for a call, as a player may type them (lower case)."""
    key = (english, language())
    found = _SPOKEN.get(key)
    if found is None:
        found = _SPOKEN[key] = frozenset(_spoken_now(english))
    return found


def _spoken_now(english: str) -> set[str]:
    spoken = {_word(english).lower()}
    long_names = {
        "P": pgettext("call", "pass"),
        "X": pgettext("call", "double"),
        "XX": pgettext("call", "redouble"),
        "NT": pgettext("call", "no trump"),
        "M": pgettext("call", "misere"),
    }
    spoken.add(long_names[english].lower())
    return spoken


def call_input(text: str) -> str:
    """What a player typed, with his language's call words turned into the English notation.

    Text that is no call in the current language comes back unchanged (cards, commands,
    English notation), so the engine's own error message explains what is wrong with it.
    """
    word = " ".join(text.strip().split()).translate(_LETTERS)
    lower = word.lower()
    if lower in ("p", "pass", "x", "xx", "double", "redouble"):  # English notation, as typed
        return word
    for english in _WORDS:
        if lower in _spoken(english):
            return "pass" if english == "P" else english
    for english, spoken in _phrases_by_length():
        if lower == spoken:
            return english
        if lower.startswith(spoken + " ") and english in ("slip", "lengths", "contract", "draws", *_NAMING):
            return english + " " + call_input(word[len(spoken) + 1 :])
    for english in ("open", "closed"):  # Konstam's opening: «1♠ открытый» (RULES 17.2)
        spoken = pgettext("dummy", english).lower()
        if lower.endswith(" " + spoken) and spoken != english:
            return call_input(word[: -len(spoken) - 1]) + " " + english
    squeezed = lower.replace(" ", "")
    if squeezed in {name.replace(" ", "") for name in _spoken("NT")}:  # a strain alone (Slam's "names NT")
        return "NT"
    if squeezed == pgettext("strain", "nullo").lower():
        return "NU"
    for name in sorted(_spoken("NT"), key=len, reverse=True):
        compact = name.replace(" ", "")
        if compact and squeezed.endswith(compact) and squeezed[: -len(compact)].lstrip("=").isdigit():
            return squeezed[: -len(compact)] + "NT"
    nullo = _nullo_call().replace("{level}", "").strip().lower()
    for name in {nullo.replace(" ", ""), pgettext("strain", "nullo").lower().replace(" ", "")}:
        level = squeezed[: -len(name)] if name and squeezed.endswith(name) else ""
        if level.isdigit():
            return level + "NU"
    for name in _spoken("M"):
        if name and squeezed.startswith(name) and name != "m":
            rest = squeezed[len(name) :]
            if rest[:1].isdigit():
                return "M" + rest.upper()
    return word


_CARD: Final = re.compile(r"(?<![\w♠♥♦♣])([SHDC])(10|[AKQJT2-9])(?!\w)")


def card_name(text: str) -> str:
    """A card's code as a player reads it: the suit's symbol and the rank (``SA`` → ``♠A``,
    ``HT`` → ``♥10``); anything else (a joker, a word) unchanged.

    >>> card_name("SA"), card_name("HT"), card_name("J1")
    ('♠A', '♥10', 'J1')
    """
    match = _CARD.fullmatch(text)
    if match is None:
        return text
    suit, rank = match.groups()
    return _SYMBOLS[suit] + ("10" if rank == "T" else rank)


def explained_text(text: str, *, symbols: bool = True) -> str:
    """A robot's explanation (``D4: fourth best …``, ``1S: five or more spades``) as a player reads
    it: the action it explains in the club's notation (the call's suit as a symbol with *symbols*)
    and, with *symbols*, every card it names as ``♦4``, ``♠A``; the words as the robot wrote them.

    >>> explained_text("D4: the highest card that stays under ST")
    '♦4: the highest card that stays under ♠10'
    >>> explained_text("2S: weak jump overcall"), explained_text("D4: low", symbols=False)
    ('2♠: weak jump overcall', 'D4: low')
    """
    label, sep, rest = text.partition(": ")
    if not sep or " " in label:
        label, rest = "", text
    if label and _CARD.fullmatch(label):
        label = card_name(label) if symbols else label
    elif label:
        label = call_text("P" if label == "Pass" else label, symbols=symbols)
    if symbols:
        rest = _CARD.sub(lambda match: card_name(match.group(0)), rest)
    return label + sep + rest if label else rest
