"""Table mode's log in the reader's language (issue 20): the Laws' notes are a message and its
parameters, written in the language of whoever reads them; the game and its record stay the same."""

from __future__ import annotations

import io
import re
import sys

import pytest

from bridgekit import new_game
from bridgekit.cli.main import main
from bridgekit.formats.table_json import game_from_json, history_json
from bridgekit.i18n import using
from bridgekit.laws.notes import Note, citation
from bridgekit.views import seat_view

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"

#: a deal with irregularities of every kind the notes name: an insufficient bid refused and
#: replaced, a call out of rotation, a lead out of turn refused, a card exposed, the director
ACTIONS = [
    "N 1S",
    "E 1H",  # insufficient (Law 27)
    "S refuse",
    "E 2C",  # replaced: W passes for the rest of the auction (Law 27B2)
    "S P",
    "W P",  # obliged pass
    "N P",
    "director called by W: hesitation",
    "director rules note (Law 16): nothing to adjust",
]

ENGLISH = re.compile(
    r"\b(accepts|insufficient|replaced|must pass|penalty card|declarer|director|rules|Law|"
    r"cancelled|revoke|leads?|exposed|the auction)\b"
)


def _game(lang: str) -> object:
    with using(lang):
        game = new_game("bridge", table_mode=True, deal=DEAL)
        for action in ACTIONS:
            game.act(action)
    return game


def test_the_log_is_the_same_whatever_language_the_actions_were_entered_in() -> None:
    """The notes keep no language: a deal entered in Russian logs what one entered in English does."""
    english, russian = _game("en"), _game("ru")
    assert english.log == russian.log  # type: ignore[attr-defined]
    assert [entry.law for entry in english.log] == ["27", "27B", "27B2, 26B", "9B", "16"]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("ru", ["Закон 27", "недостаточная заявка 1H игрока E", "вызван судья: hesitation", "решение судьи"]),
        ("bg", ["Закон 27", "недостатъчна обява 1H от E", "повикан е съдия"]),
        ("sk", ["Zákon 27", "nedostatočná hláška 1H od E", "privolaný rozhodca"]),
        ("pl", ["Prawo 27", "odzywka niewystarczająca 1H gracza E", "wezwano sędziego"]),
    ],
)
def test_each_log_line_is_written_in_the_readers_language(lang: str, words: list[str]) -> None:
    """RULES 10.3 (Law 27): the insufficient bid, its refusal and its replacement, read in each language."""
    game = _game("en")
    with using(lang):
        lines = [str(entry) for entry in game.log]  # type: ignore[attr-defined]
    text = "\n".join(lines)
    for word in words:
        assert word in text, (word, text)
    # the user's own words (the director's reason and note) stay as typed; nothing else is English
    leftover = ENGLISH.findall(text.replace("hesitation", "").replace("nothing to adjust", ""))
    assert leftover == [], (leftover, text)


def test_calls_in_notes_are_written_in_the_clubs_notation() -> None:
    """A note names a call as the club writes it: 1NT is «1БК» in Russian, "1BA" in Polish."""
    game = new_game("bridge", table_mode=True, deal=DEAL)
    for action in ["N 2S", "E 1NT"]:
        game.act(action)
    with using("ru"):
        assert "1БК" in str(game.log[-1])  # type: ignore[attr-defined]
    with using("pl"):
        assert "1BA" in str(game.log[-1])  # type: ignore[attr-defined]
    assert "1NT" in game.log[-1].text  # type: ignore[attr-defined]


def test_the_web_tables_log_and_choices_follow_the_seats_language() -> None:
    """The seat view's log (the web table's) cites the Law in the reader's language, numbers kept,
    and the choices' buttons are named in it."""
    game = new_game("bridge", seed=1, table_mode=True)
    game.act("1H")
    game.act("1C", seat=1)
    with using("pl"):
        view = seat_view(game, 2)
    assert view.log[-1].text.startswith("Prawo 27: odzywka niewystarczająca 1C gracza E")
    assert [action.label for action in view.legal_actions] == ["Przyjmij", "Odrzuć"]
    with using("en"):
        view = seat_view(game, 2)
    assert view.log[-1].text.startswith("Law 27: insufficient bid 1C by E")


def test_a_saved_record_reads_back_in_another_language() -> None:
    """The saved record holds the actions only; read back in Slovak it logs in Slovak, and its
    text is the one written from the English game."""
    game = _game("en")
    record = history_json(game)  # type: ignore[arg-type]
    with using("sk"):
        again = game_from_json(record)
        lines = [str(entry) for entry in again.log]
    assert history_json(again) == record and again.log == game.log  # type: ignore[attr-defined]
    assert any("Zákon 27B2" in line and "musí pasovať do konca licitácie" in line for line in lines), lines


def test_the_terminal_prints_what_the_laws_made_of_each_entry_in_russian(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """TV-L-02 at the terminal in Russian: the refusal and the replacement are logged with their Law."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("N 1S\nE 1H\nS refuse\nE 2C\nquit\n"))
    assert main(["--lang", "ru", "play", "--table-mode", "--seed", "1", "--ascii"]) == 0
    out = capsys.readouterr().out
    assert "недостаточная заявка 1H игрока E" in out and "(Закон 27)" in out
    assert "1H игрока E не принята" in out
    assert "W должен пасовать до конца торговли (Закон 27B2, 26B)" in out


def test_citations_keep_their_numbers() -> None:
    with using("ru"):
        assert [citation(law) for law in ("27A1", "RULES 1.3", "classic 10.9", "23, 26B")] == [
            "Закон 27A1",
            "ПРАВИЛА 1.3",
            "классические правила 10.9",
            "Закон 23, 26B",
        ]
    assert (
        citation("27A1") == "Law 27A1" and str(Note.of("9B", "director called")) == "director called (Law 9B)"
    )


@pytest.mark.parametrize("lang", ["ru", "bg", "sk", "pl"])
def test_no_translation_cites_a_rule_in_english(lang: str) -> None:
    """Rule citations keep their numbers and are written in the language: no "RULES 10.3" or
    "Law 27" left in a translation."""
    from babel.messages.pofile import read_po

    from bridgekit.i18n import LOCALE_DIR

    with (LOCALE_DIR / lang / "LC_MESSAGES" / "bridgekit.po").open("rb") as handle:
        catalogue = read_po(handle, locale=lang)
    english = re.compile(r"\b(RULES|Laws?) \d")
    left = []
    for message in catalogue:
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        left += [form for form in forms if message.id and form and english.search(form)]
    assert left == []


@pytest.mark.parametrize(
    ("lang", "accept", "head"),
    [
        ("ru", "Закон 27A1: левый противник нарушителя принимает недостаточную заявку", "Закон 27B"),
        ("bg", "Закон 27A1: левият противник на нарушителя приема недостатъчната обява", "Закон 27B"),
        ("sk", "Zákon 27A1: ľavý súper previnilca prijme nedostatočnú licitáciu", "Zákon 27B"),
        ("pl", "Prawo 27A1: lewy przeciwnik winowajcy akceptuje odzywkę niewystarczającą", "Prawo 27B"),
    ],
)
def test_the_laws_one_line_texts_beside_the_choices_are_in_the_readers_language(
    lang: str, accept: str, head: str
) -> None:
    """Table mode lists beside each choice the one-line text of the Law that gives it (laws/texts.py):
    in the reader's language, the Law's number kept; a Law without a stored text is its citation."""
    from bridgekit.laws.texts import LAW_TEXTS, law_text

    game = new_game("bridge", table_mode=True, deal=DEAL)
    game.act("N 1S")
    game.act("E 1H")
    with using(lang):
        choices = game.pending_choices()
        texts = {key: law_text(key) for key in LAW_TEXTS}
        unknown = law_text("27B")
    assert choices[0].text.startswith(accept)
    assert unknown == head
    assert not any(ENGLISH.search(text) for text in texts.values()), texts
    with using("en"):
        assert game.pending_choices()[0].text.startswith("Law 27A1: the offender's LHO accepts")


def test_the_terminal_lists_the_laws_choices_in_polish(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The choices the Laws give after a lead out of turn, with their texts in Polish."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("N 1S\nE P\nS P\nW P\nW CT\nquit\n"))
    assert main(["--lang", "pl", "play", "--table-mode", "--seed", "1", "--ascii"]) == 0
    out = capsys.readouterr().out
    assert "Prawo 53A: wist poza kolejnością można zaakceptować" in out, out
    assert "Prawo 54A: po odkrytym wiście otwierającym poza kolejnością" in out
    assert "the Laws" not in out and "Law 5" not in out
