"""The less-seen commands in the players' languages (docs/languages.md): ``--help`` with argparse's
own words, the output of score/deal/convert/event/solve/simulate/dealer/match, the file formats'
notation errors, the SAYC robot's explanations, hand records."""

from __future__ import annotations

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
