"""The players' languages (docs/languages.md): the catalogues, choosing a language, calls in the
clubs' notation, and whole games played through the terminal in Russian and Slovak."""

from __future__ import annotations

import io
import re
import string
import sys
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from bridgekit import i18n
from bridgekit.call_words import call_input, call_text
from bridgekit.cli.family import FamilyTable
from bridgekit.cli.main import main
from bridgekit.cli.render import Style, hand_diagram, visible_width
from bridgekit.i18n import using

LOCALE = Path(i18n.__file__).parent / "locale"
PLURAL_FORMS = {"en": 2, "ru": 3, "bg": 2, "sk": 3, "pl": 3}


def catalogue(lang: str) -> Any:
    with (LOCALE / lang / "LC_MESSAGES" / "bridgekit.po").open("rb") as handle:
        return read_po(handle, locale=lang)


def template() -> Any:
    with (LOCALE / "bridgekit.pot").open("rb") as handle:
        return read_po(handle)


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_catalogue_translates_every_extracted_message(lang: str) -> None:
    wanted = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in template() if m.id}
    po = catalogue(lang)
    have = {}
    for message in po:
        if not message.id:
            continue
        key = (message.context, message.id if isinstance(message.id, str) else message.id[0])
        have[key] = message
    assert wanted - set(have) == set(), f"{lang}: messages missing"
    for key in wanted:
        message = have[key]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(strings), f"{lang}: untranslated {key}"
        assert "fuzzy" not in message.flags, f"{lang}: fuzzy {key}"
        if isinstance(message.id, tuple):
            assert len(strings) == PLURAL_FORMS[lang], f"{lang}: plural forms of {key}"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_translation_keeps_the_placeholders_of_its_message(lang: str) -> None:
    for message in catalogue(lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = set().union(*(fields(i) for i in ids))
        for text in strings:
            assert fields(text) == expected, f"{lang}: {message.id!r} -> {text!r}"
            # and every translation formats with the message's own arguments
            text.format(**dict.fromkeys(expected, 1))


def test_the_language_is_chosen_by_flag_environment_and_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    assert i18n.choose("ru") == "ru"
    assert i18n.choose(None, {"LANG": "pl_PL.UTF-8"}) == "pl"
    assert i18n.choose(None, {"BRIDGEKIT_LANG": "bg", "LANG": "pl_PL.UTF-8"}) == "bg"
    assert i18n.choose(None, {"LANG": "de_DE.UTF-8"}) == "en"
    with pytest.raises(ValueError, match="no language 'xx'"):
        i18n.choose("xx")
    assert i18n.from_accept_language("sk-SK,sk;q=0.9,en;q=0.4") == "sk"
    assert i18n.from_accept_language("fr, de;q=0.5") == "en"
    assert i18n.from_accept_language("en;q=0.5, ru;q=0.8") == "ru"


def test_an_unknown_language_on_the_command_line_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "xx", "score", "4S", "10"]) == 2
    err = capsys.readouterr().err
    assert "no language 'xx'" in err and len(err.strip().splitlines()) == 1


def test_the_language_of_a_command_ends_with_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "4S", "10", "--lang", "ru"]) == 0
    assert i18n.language() == "en"


@pytest.mark.parametrize(
    ("lang", "english", "local"),
    [
        ("ru", "3NT", "3БК"),
        ("ru", "P", "пас"),
        ("ru", "X", "контра"),
        ("ru", "XX", "реконтра"),
        ("ru", "M7♥", "М7♥"),
        ("bg", "2NT", "2БК"),
        ("pl", "1NT", "1BA"),
        ("pl", "X", "kontra"),
        ("pl", "XX", "rekontra"),
        ("sk", "3NT", "3BT"),
        ("en", "3NT", "3NT"),
        # nullo bids (RULES 13.2, 14.3) as the Russian rule text says them: «четыре нулло»
        ("ru", "4NU", "4 нулло"),
        ("bg", "2NU", "2 нуло"),
        ("pl", "3NU", "3 nullo"),
        ("en", "3NU", "3NU"),
    ],
)
def test_calls_are_written_in_the_clubs_notation(lang: str, english: str, local: str) -> None:
    with using(lang):
        assert call_text(english) == local


@pytest.mark.parametrize(
    ("lang", "typed", "read"),
    [
        ("ru", "пас", "pass"),
        ("ru", "3 БК", "3NT"),
        ("ru", "контра", "X"),
        ("ru", "м7♥", "M7H"),
        ("ru", "мизер7h", "M7H"),
        ("pl", "2ba", "2NT"),
        ("pl", "rekontra", "XX"),
        ("pl", "pas", "pass"),
        ("sk", "Otváram", "I open"),
        ("sk", "zohrávam", "I play"),
        ("sk", "1bt", "1NT"),
        ("pl", "1nt", "1nt"),  # English notation is always accepted
        ("ru", "SA", "SA"),
        ("ru", "4 нулло", "4NU"),
        ("ru", "5нулло", "5NU"),
        ("bg", "2 нуло", "2NU"),
        ("ru", "называет бк", "names NT"),  # Slam's declaration (RULES 15.4)
        ("ru", "называет нулло", "names NU"),
        ("pl", "zmienia ♥", "changes H"),
        ("ru", "1♠ открытый", "1S open"),  # Konstam's opening (RULES 17.2)
        ("pl", "3♥ zakryty", "3H closed"),
        ("ru", "берёт 2", "draws 2"),  # Nullo's draw (RULES 14.2)
    ],
)
def test_calls_typed_in_the_language_are_read(lang: str, typed: str, read: str) -> None:
    with using(lang):
        assert call_input(typed) == read


@pytest.mark.parametrize(
    ("lang", "typed_form", "shown"),
    [
        ("ru", "names D", "называет ♦"),
        ("ru", "names NU", "называет нулло"),
        ("ru", "passes", "пас"),
        ("ru", "doubles", "контра"),
        ("pl", "redoubles", "rekontra"),
        ("ru", "1C open", "1C открытый"),
        ("bg", "7NT closed", "7БК затворен"),
        ("ru", "they play: E", "играют противники: В"),  # minibridge (RULES 11.2)
        ("sk", "they play: W", "zohrávajú súperi: Z"),
        ("ru", "50NU", "50 нулло"),
    ],
)
def test_the_games_typed_actions_are_shown_in_the_language(lang: str, typed_form: str, shown: str) -> None:
    from bridgekit.call_words import action_text

    with using(lang):
        assert action_text(typed_form) == shown


def test_a_cyrillic_diagram_lines_up() -> None:
    with using("ru"):
        text = hand_diagram(Style(False, True), [None, None, None, None])
    lines = text.splitlines()
    west_east = next(line for line in lines if "Запад" in line)
    assert west_east.index("Восток") == 44  # the same column as in English
    assert visible_width("Юг") == 2 and visible_width("й") == 1


def test_numbers_and_dates_follow_the_language() -> None:
    from datetime import date

    with using("pl"):
        assert i18n.format_number(1234567) == "1\xa0234\xa0567"
        assert "lis" in i18n.format_date(date(2026, 11, 24))
    with using("ru"):
        assert i18n.ngettext("{count} trick", "{count} tricks", 5).format(count=5) == "5 взяток"
        assert i18n.ngettext("{count} trick", "{count} tricks", 2).format(count=2) == "2 взятки"
        assert i18n.ngettext("{count} trick", "{count} tricks", 21).format(count=21) == "21 взятка"


class Scripted(io.TextIOBase):
    """The human's keyboard: a robot decides, and the decision is typed in the table's language."""

    def __init__(self, lang: str, opening: list[str]) -> None:
        self.lang = lang
        self.lines = list(opening)
        self.table: FamilyTable | None = None
        self.game: Any = None
        self.typed: list[str] = []

    def readline(self, size: int | None = -1) -> str:
        if self.lines:
            return self.lines.pop(0) + "\n"
        assert self.table is not None and self.game is not None
        decision = self.table.robot.choose(self.game.view(self.table.human))
        with using(self.lang):
            text = _typed(decision.action)
        self.typed.append(text)
        return text + "\n"


def _typed(action: Any) -> str:
    from bridgekit.call_words import action_text
    from bridgekit.calls import Call as LightCall

    if isinstance(action, LightCall):
        return call_text(str(action)).lower()
    text = str(action)
    if text[:1] in "NESW" and text[1:2] == " ":
        text = text[2:]
    return action_text(text)


def play_through_terminal(
    monkeypatch: pytest.MonkeyPatch, lang: str, argv: list[str], opening: list[str]
) -> tuple[str, Scripted]:
    keyboard = Scripted(lang, opening)
    original = FamilyTable.play_deal

    def play_deal(self: FamilyTable, game: Any) -> bool:
        keyboard.table, keyboard.game = self, game
        return original(self, game)

    monkeypatch.setattr(FamilyTable, "play_deal", play_deal)
    monkeypatch.setattr(sys, "stdin", keyboard)
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    assert main(["--lang", lang, *argv]) == 0
    return out.getvalue(), keyboard


ENGLISH_GAME_WORDS = re.compile(
    r"\b(pass|contra|recontra|Contract|Auction|Trick|Tricks|Your turn|Deal|dealer|Score|Winner|"
    r"trick|tricks|misère|raspasy|Hand|Player|player|won by|plays|natural|expects|card|lead)\b"
)


def test_a_whole_game_of_light_bridge_in_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    # RULES 12: the whole lb4 match (8 deals), the human at seat 1 typing Russian calls.
    argv = ["play", "light_bridge", "--variant", "lb4", "--seed", "7", "--seat", "1"]
    out, keyboard = play_through_terminal(monkeypatch, "ru", argv, ["help", "9Z"])
    assert "Лёгкий бридж" in out and "Торговля" in out and "Контракт" in out
    assert "пас" in out and "Взятки" in out and "Победитель" in out
    assert "совет робота" in out  # the help in Russian
    assert "это не заявка лёгкого бриджа: '9Z'" in out  # a bad call explained in Russian
    assert any(word == "пас" for word in keyboard.typed)  # Russian input was accepted
    assert any("бк" in word or word[:1].isdigit() for word in keyboard.typed)
    leaked = sorted(set(ENGLISH_GAME_WORDS.findall(out)))
    assert leaked == [], f"English game words in the Russian game: {leaked}"


def test_a_minibridge_deal_in_slovak(monkeypatch: pytest.MonkeyPatch) -> None:
    # RULES 11.2: the openers say "Otváram", the declarer "zohrávam", the dummy is "tichý hráč".
    argv = ["play", "minibridge", "--seed", "3", "--deals", "1", "--seat", "N"]
    out, keyboard = play_through_terminal(monkeypatch, "sk", argv, [])
    assert "Minibridž" in out and "rozdáva" in out
    assert "Otváram" in out or "Otváram" in " ".join(keyboard.typed)
    assert "zohráva" in out and "Záväzok" in out and "zdvih" in out.lower()
    assert "Otváram" in " ".join(keyboard.typed) or "pas" in keyboard.typed
    leaked = sorted(
        set(re.findall(r"\b(I open|I play|partner plays|Contract|dealer|Your turn|trick)\b", out))
    )
    assert leaked == []


def test_without_babel_a_built_catalogue_is_used_else_english(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from babel.messages.mofile import write_mo

    folder = tmp_path / "ru" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "bridgekit.po").write_bytes((LOCALE / "ru" / "LC_MESSAGES" / "bridgekit.po").read_bytes())
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    for name in (
        "babel",
        "babel.messages",
        "babel.messages.mofile",
        "babel.messages.pofile",
        "babel.numbers",
    ):
        monkeypatch.setitem(sys.modules, name, None)  # the core with only the standard library
    i18n.translations.cache_clear()
    try:
        with using("ru"):
            assert i18n.pgettext("call", "P") == "P"  # no .mo and no Babel: English
        with (folder / "bridgekit.mo").open("wb") as handle:  # as the build does
            write_mo(handle, catalogue("ru"))
        i18n.translations.cache_clear()
        with using("ru"):
            assert i18n.pgettext("call", "P") == "пас"
            assert i18n.format_number(1234) == "1,234"  # Babel's number rules need Babel
    finally:
        i18n.translations.cache_clear()


def test_robot_explanations_name_cards_as_a_player_reads_them() -> None:
    """A card a robot's explanation names is its suit's symbol and rank (♦4, ♠10), in every language;
    the call it explains is in the club's notation; with --ascii the codes stay."""
    from bridgekit.call_words import explained_text

    assert explained_text("D4: fourth best from the longest suit") == "♦4: fourth best from the longest suit"
    assert (
        explained_text("SQ: the highest card that stays under ST")
        == "♠Q: the highest card that stays under ♠10"
    )
    assert explained_text("HA (opening lead): declarer takes 7.5") == "♥A (opening lead): declarer takes 7.5"
    with using("ru"):
        assert explained_text("1NT: 15–17 HCP") == "1БК: 15–17 HCP"
        assert explained_text("Pass: nothing to add") == "пас: nothing to add"
    with using("pl"):
        assert explained_text("2S: słabe wejście skokiem") == "2♠: słabe wejście skokiem"
    assert (
        explained_text("2S: weak", symbols=False) == "2S: weak"
        and explained_text("CT: low", symbols=False) == "CT: low"
    )
    assert explained_text("SAYC: 12 HCP, S2 or 2S") == "SAYC: 12 HCP, ♠2 or 2S"


@pytest.mark.parametrize(
    ("lang", "word"), [("ru", "совет"), ("bg", "съвет"), ("sk", "rada"), ("pl", "podpowiedź")]
)
def test_the_terminals_hint_names_the_card_by_its_suit_symbol(
    lang: str, word: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hint at the terminal in each language: «совет: ♦4: …», never the code D4."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("hint\nquit\n"))
    assert main(["--lang", lang, "play", "booby", "--seed", "3", "--deals", "1"]) == 0
    out = capsys.readouterr().out
    hint = next(line for line in out.splitlines() if f"{word}: " in line)
    assert re.search(f"{word}: [♠♥♦♣]([AKQJ]|10|[2-9]): ", hint), hint
    assert not re.search(r"\b[SHDC][AKQJT2-9]\b", hint), hint


def test_the_simulating_robots_reason_is_in_the_language() -> None:
    """The double-dummy robot's reason (robots/pimc.py): the number of layouts in the plural form of
    the language, the average by its number rules."""
    from bridgekit import new_game
    from bridgekit.robots.pimc import _simulated_text

    game = new_game("bridge", deal="N:AK32.KQ4.A73.862 QJ5.J52.KQ84.AK3 T976.A983.J2.QJ7 84.T76.T965.T954")
    for call in ["1NT", "P", "3NT", "P", "P", "P"]:
        game.act(call)
    view = game.view(1)
    card = view.legal_actions[0]
    with using("ru"):
        text = _simulated_text(card, 7.25, 21, view)  # type: ignore[arg-type]
        assert text.endswith(
            "(первый ход): разыгрывающий берёт в среднем 7,2 взятки по 21 раскладу, совместимому с торговлей"
        )
        assert "по 24 раскладам" in _simulated_text(card, 8.0, 24, view)  # type: ignore[arg-type]
    with using("en"):
        assert "declarer takes 7.2 tricks on average over 21 layouts" in _simulated_text(card, 7.25, 21, view)  # type: ignore[arg-type]
