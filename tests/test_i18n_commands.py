"""The less-seen commands in the players' languages (docs/languages.md): ``--help`` with argparse's
own words, the output of score/deal/convert/event/solve/simulate/dealer/match, the file formats'
notation errors, the SAYC robot's explanations, hand records."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgekit.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_help_in_polish_translates_argparse_and_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help", "--lang", "pl")
    assert code == 0
    assert out.startswith("użycie: bridgekit")
    assert "argumenty pozycyjne" in out and "opcje:" in out
    assert "graj przeciw trzem robotom w terminalu" in out
    assert "pokaż tę pomoc i zakończ" in out
    assert "positional arguments" not in out and "show this help" not in out


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("ru", ("использование: bridgekit score", "разыгрывающий в зоне (дубликат)")),
        ("bg", ("употреба: bridgekit score", "декларантът е в зона (дубликат)")),
        ("sk", ("použitie: bridgekit score", "hlavný hráč je v manši (duplicitne)")),
        ("pl", ("użycie: bridgekit score", "rozgrywający po partii (porównawczo)")),
    ],
)
def test_a_subcommands_help_in_each_language(
    capsys: pytest.CaptureFixture[str], lang: str, words: tuple[str, ...]
) -> None:
    code, out, _ = run(capsys, "score", "--help", "--lang", lang)
    assert code == 0
    for word in words:
        assert word in out


def test_argparse_errors_in_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "score", "4H", "10", "--method", "xx", "--lang", "bg")
    assert code == 2
    assert err.startswith("bridgekit score: аргумент --method: невалиден избор: 'xx'")
    assert err.rstrip().endswith("(вижте bridgekit score --help)")
    code, _, err = run(capsys, "score", "--lang", "sk")
    assert code == 2 and "vyžadujú sa argumenty: RESULT" in err


def test_score_in_russian(capsys: pytest.CaptureFixture[str]) -> None:
    # RULES 2: 4♥X making 10 tricks vulnerable scores 790; the number is the same in every language
    code, out, _ = run(capsys, "score", "4HX", "10", "--vul", "--lang", "ru")
    assert (code, out) == (0, "790\n")
    code, out, _ = run(capsys, "score", "4HX=", "3NT-2", "--declarer", "N", "--lang", "ru")
    assert out.splitlines() == ["4HX, играет N, 10 взяток: 590", "3БК, играет N, 7 взяток: -100"]


def test_a_rubber_score_sheet_in_russian_lines_up(capsys: pytest.CaptureFixture[str]) -> None:
    from bridgekit.cli.render import visible_width

    code, out, _ = run(capsys, "score", "--method", "rubber", "2NT+1 N", "4H= E", "3NT= E", "--lang", "ru")
    assert code == 0
    assert "сдача 1: 2БК+1, играл N (в зоне: Никто): NS под чертой 70 за взятки" in out
    assert "EW выигрывают роббер" in out and "итог С-Ю -820" in out
    sheet = [line for line in out.splitlines() if "|" in line]
    assert sheet[0].startswith(" Мы (С-Ю)") and "700 бонус роббера" in sheet[1]
    # the column rule sits at the same place on every line of the sheet
    assert {visible_width(line.split("|")[0]) for line in sheet} == {22}


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("ru", "A: 100 над чертой (малый шлем)"),
        ("bg", "A: 100 над чертата (малък шлем)"),
        ("sk", "A: 100 nad čiarou (malý slam)"),
        ("pl", "A: 100 nad kreską (szlemik)"),
    ],
)
def test_slam_entries_in_each_language(capsys: pytest.CaptureFixture[str], lang: str, line: str) -> None:
    code, out, _ = run(capsys, "score", "--game", "slam", "24D", "9", "--lang", lang)
    assert code == 0 and line in out.splitlines()


def test_score_errors_in_polish(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "score", "4H", "--lang", "pl")
    assert code == 2 and err == "bridgekit: '4H': ile lew? (np. 4H 10 lub 4H=)\n"


def test_deal_and_convert_in_bulgarian(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    source, target = tmp_path / "d.pbn", tmp_path / "d.lin"
    code, out, _ = run(capsys, "deal", "--seed", "1", "-n", "2")
    source.write_text(out, encoding="utf-8")
    code, out, _ = run(capsys, "convert", str(source), str(target), "--lang", "bg")
    assert code == 0 and out.startswith("2 раздавания: ")
    code, _, err = run(capsys, "deal", "-n", "0", "--lang", "bg")
    assert code == 2 and "-n трябва да е поне 1, а не 0" in err


def test_a_pbn_error_in_slovak(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Event "x"]\n[Board "1"]\n[Dealer "Q"]\n', encoding="utf-8")
    code, _, err = run(capsys, "convert", str(bad), str(tmp_path / "out.lin"), "--strict", "--lang", "sk")
    assert code == 2
    assert err == f"bridgekit: {bad}:3: nie je miesto: 'Q' (očakáva sa N, E, S alebo W)\n"
    code, out, _ = run(capsys, "convert", str(bad), str(tmp_path / "out.lin"), "--lang", "sk")
    assert code == 0 and out.endswith(", 1 problém ponechaný pri rozdaniach\n")


def test_notation_errors_of_every_format_in_the_language() -> None:
    from bridgekit.errors import BridgeError
    from bridgekit.formats import json as board_json
    from bridgekit.formats import lin, pbn, usebio
    from bridgekit.i18n import using

    with using("pl"), pytest.raises(BridgeError, match="to nie JSON: "):
        board_json.loads("{")
    with using("ru"):
        boards = lin.loads("md|7SAKQ,,,|sv|q|")
        assert any("не цифра сдающего: '7'" in str(e) for e in boards[0].errors)
        assert any("sv: не зона: 'q' (ожидалось o, n, e или b)" in str(e) for e in boards[0].errors)
    with using("bg"), pytest.raises(BridgeError, match="не е файл USEBIO: коренният елемент е <HTML>"):
        usebio.loads("<HTML/>")
    with using("sk"):
        boards = pbn.loads('[Board "1"]\n[Deal "N:AKQ.xx"]\n')
        assert str(boards[0].errors[0]) == "2: nie je rozdanie: 'N:AKQ.xx' (očakáva sa 'N:' a štyri listy)"


def test_game_record_errors_in_the_language() -> None:
    from bridgekit.errors import BridgeError
    from bridgekit.formats import game_json, table_json
    from bridgekit.i18n import using

    with using("pl"), pytest.raises(BridgeError, match="^to nie zapis gry: oczekiwano obiektu JSON$"):
        game_json.loads("[]")
    with using("ru"), pytest.raises(BridgeError, match="^версия записи партии 9 неизвестна"):
        game_json.loads('{"format": "bridgekit-game", "version": 9}')
    with using("sk"), pytest.raises(BridgeError, match="^nie je záznam hry bridgekit: "):
        table_json.game_from_json("[")


@pytest.mark.parametrize(
    ("game", "seat", "render", "words"),
    [
        ("booby", 1, "bridgekit.variants.booby.render:render_booby", ("Буби — вы B", "этап: снос", "болван")),
        (
            "chinese_bridge",
            0,
            "bridgekit.variants.chinese_bridge.render:render_chinese_bridge",
            ("Китайский бридж — вы A", "стол A: ", "ваша рука: ", "ваш ход: "),
        ),
    ],
)
def test_booby_and_chinese_bridge_screens_in_russian(
    game: str, seat: int, render: str, words: tuple[str, ...]
) -> None:
    import re

    from bridgekit import new_game
    from bridgekit.i18n import using
    from bridgekit.variants import resolve

    with using("ru"):
        screen = resolve(render)(new_game(game, seed=2).view(seat))
    assert all(word in screen for word in words), screen
    assert not re.search(r"[a-z]{3,}", screen), screen  # no English word left (cards are S2, HQ …)


def test_the_double_dummy_tables_no_trump_row_in_the_clubs_notation() -> None:
    from bridgekit.analysis.dd import DDTable
    from bridgekit.cli.solve import dd_table_text
    from bridgekit.i18n import using

    table = DDTable([[6, 7, 6, 7]] * 5)
    assert dd_table_text(table) == str(table)
    with using("ru"):
        lines = dd_table_text(table).splitlines()
    assert lines[0] == "     С  В  Ю  З" and lines[1] == "БК   6  7  6  7" and lines[2] == " S   6  7  6  7"
    with using("pl"):
        assert dd_table_text(table).splitlines()[1].startswith("BA ")


def test_the_results_pages_movement_line_in_the_language() -> None:
    from bridgekit.i18n import using
    from bridgekit.store.club_teams import teams_movement_text

    with using("pl"):
        assert teams_movement_text("swiss", 5, 22) == "System szwajcarski, 5 rund, 22 rozdania"
    with using("ru"):
        assert teams_movement_text("round_robin", 3, 21) == "Круговой турнир, 3 раунда, 21 сдача"


GAMES = [
    "booby",
    "bridge",
    "bridge2",
    "bridge3",
    "chinese_bridge",
    "konstam",
    "light_bridge",
    "minibridge",
    "nullo",
    "slam",
]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_played_by_robots_in_russian_has_no_latin_word(
    capsys: pytest.CaptureFixture[str], game: str
) -> None:
    # Slam's "B names S", "A passes", Konstam's "1H (open)" and its Open/Closed hands, the nullo
    # bids "3NU", the W N E S header and the sides N-S: all in Russian (С В Ю З, «3 нулло»).
    import re

    code, out, _err = run(capsys, "--lang", "ru", "play", game, "--auto", "--seed", "3", "--deals", "1")
    assert code == 0
    latin = sorted(set(re.findall(r"[A-Za-z]{2,}", out)) - {"lb"})  # lb4: Light bridge's form
    assert latin == [], latin


def test_the_auction_and_sides_use_the_languages_compass_letters(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "--lang", "ru", "play", "bridge", "--auto", "--seed", "3", "--deals", "1")
    assert code == 0 and "З       С       В       Ю" in out  # «контра» widens the columns
    assert "результат С-Ю" in out and "Мы (С-Ю)" in out
    code, out, _err = run(
        capsys, "--lang", "sk", "play", "minibridge", "--auto", "--seed", "3", "--deals", "1"
    )
    assert "S-J" in out and "V-Z" in out and "N-S" not in out


def test_the_variant_robots_explain_in_the_language() -> None:
    import re

    from bridgekit import new_game
    from bridgekit.i18n import using
    from bridgekit.variants import robot_for

    for game in ("slam", "nullo", "booby", "chinese_bridge", "bridge2", "konstam", "light_bridge"):
        played, robot, said = new_game(game, seed=4), robot_for(game), []
        with using("ru"):
            while not played.is_over:
                decision = robot.choose(played.view(played.to_act))
                said.append(decision.explanation)
                played.act(decision.action)
        english = [text for text in said if re.search(r"[A-Za-z]{3,}", text)]  # cards are SA, H7 …
        assert english == [], (game, english[:3])


def test_a_teams_events_movement_names_the_teams_once() -> None:
    from bridgekit.i18n import using
    from bridgekit.server.club.director import room_name
    from bridgekit.store.audit_words import method_words, movement_words

    assert movement_words("Teams 4 teams") == "4 teams"
    with using("ru"):
        assert movement_words("Teams 4 teams") == "4 команды"
        assert movement_words("Teams 5 teams") == "5 команд"
        assert room_name("teams", 2) == "матч 1, закрытый зал"
        assert method_words("round_robin") == "круговой турнир, IMP и VP"
    with using("pl"):
        assert movement_words("Teams 2 teams") == "2 drużyny"


#: what a player may type wrong at his first turn (a call in the play, a card in the auction, a claim
#: too early, nonsense), then the help-free commands; the answers are the errors he meets at the table
MISTAKES = "hint\nx\n1s\nzz\nsa\n9h\nclaim 3\nundo\nshow\nquit\n"
#: Latin words the terminal may show in Russian or Bulgarian: the commands typed as they are typed
#: (hint, undo, claim, show, quit, help, Ctrl-D), units and formats, Light bridge's form lb4 and the
#: English call notation it lists as also accepted (misere H, quarter S, half NT)
TYPED = {"hint", "undo", "claim", "show", "quit", "help", "Ctrl", "IMP", "HCP", "PBN", "LIN", "lb"}
TYPED |= {"misere", "quarter", "half"}


@pytest.mark.parametrize("lang", ["ru", "bg"])
@pytest.mark.parametrize("game", GAMES)
def test_a_players_mistakes_at_every_game_are_answered_in_the_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, game: str, lang: str
) -> None:
    """A player at seat 1 types a call in the play, a card in the auction, nonsense and a claim too
    early: every refusal (the rules' reasons and citations included), the hint and the screens are
    in Russian and Bulgarian, no English word left."""
    import io
    import re
    import sys

    monkeypatch.setattr(sys, "stdin", io.StringIO(MISTAKES))
    code, out, _err = run(capsys, "--lang", lang, "play", game, "--seed", "3", "--deals", "1")
    assert code == 0
    latin = sorted(set(re.findall(r"(?<![\w'])[A-Za-z]{3,}(?![\w'])", out)) - TYPED)
    assert latin == [], [line for line in out.splitlines() if any(word in line for word in latin)][:5]
