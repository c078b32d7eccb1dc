"""Every explanation a robot shows, in every language (docs/languages.md, "Robots' explanations").

The web table keeps a robot's explanation as the robot wrote it in English
(:func:`bridgekit.server.views.in_english`) and shows each reader
:func:`~bridgekit.robots.explain_words.explanation_text` of it: seeded auctions of every game,
robots in every seat, must give explanations of which every piece is a catalogue message
(:func:`~bridgekit.robots.explain_words.untranslated` finds none left), and in Russian and
Bulgarian no Latin word is left. The bridge robot's reasons written with f-strings outside the
tables (placement by points, the slam and competitive judgements) are read back too.
"""

from __future__ import annotations

import re
from functools import cache

import pytest

import bridgekit
from bridgekit.i18n import using
from bridgekit.robots import BridgeRobot
from bridgekit.robots.explain_words import explanation_text, untranslated
from bridgekit.server.views import in_english, is_call
from bridgekit.variants import robot_for

LANGUAGES = ("ru", "bg", "pl", "sk")

#: (game, options, seeds): enough auctions for every kind of explanation the robots give (the
#: bridge robot's SAYC and natural systems, the variants' steps before the play)
AUCTIONS = (
    ("bridge", {}, range(160)),
    ("bridge2", {}, range(6)),
    ("bridge3", {}, range(30)),
    ("konstam", {}, range(6)),
    ("minibridge", {}, range(12)),
    ("booby", {}, range(3)),
    ("nullo", {}, range(3)),
    ("slam", {}, range(20)),
    ("chinese_bridge", {}, range(3)),
    ("light_bridge", {"variant": "lb3"}, range(3)),
    ("light_bridge", {"variant": "lb4"}, range(3)),
    ("light_bridge", {"variant": "lb6"}, range(2)),
)

#: the bridge robot's reasons written with f-strings (robots/bidding.py, contested.py,
#: judgement.py), as they come out
REASONS = (
    "Pass: 3H is our contract (game, about 26 points together, 8-card hearts fit)",
    "Pass: 3NTX is our contract",
    "Pass: partner doubled 2H for penalty",
    "2S: forced on, invites game, about 24 points together",
    "Pass: high enough (invites game, about 24 points together)",
    "Pass: 2S will do (partscore, about 20 points together)",
    "6S: grand slam, about 37 points together, 9-card spades fit",
    "4H: agrees hearts below game (game forced), slam possible",
    "6S: slam by the point count",
    "Pass: 4S: no slam by the point count",
    "4NT: asks for aces (slam about 33 HCP together)",
    "4NT: asks for aces (slam +0.8 IMPs a board against the other contracts over layouts that fit the "
    "auction)",
    "5NT: invites 6NT (slam +0.4 IMPs a board against game over layouts that fit the auction, "
    "short of 33 HCP opposite partner's least)",
    "4NT: invites 6NT, 31–32 HCP together",
    "6NT: slam, at least 33 HCP together",
    "Pass: partner placed the contract in 4S",
    "6H: slam in our six-card major (+1.0 IMPs a board against 3NT over layouts that fit the auction)",
    "6NT: slam in notrump (+0.2 IMPs a board against 3NT over layouts that fit the auction)",
    "4H: a six-card major rather than 3NT (+0.6 IMPs a board against 3NT over layouts that fit the auction)",
    "3S: 4+ spades, forcing, game values",
    "2D: 4+ diamonds, looking for a fit",
    "3C: 6 clubs",
    "3NT: no fit yet, about 25 points together",
    "4S: game in partner's six-card suit, about 26 points together",
    "Pass: no fit and no safe bid (about 19 points together)",
    "4H: game, six hearts, about 26 points together",
    "3H: six hearts, invites game",
    "3NT: partner's bid is forcing, their suit stopped",
    "3D: partner's bid is forcing",
    "2C: out of their redoubled contract",
    "3D: competing with a six-card suit",
    "2H: a second five-card suit",
    "2D: a second suit rather than sell out to their fit",
    "2NT: their suit stopped, rather than sell out",
    "3H: four hearts, game values without a fit",
    "3NT: game, their suit stopped, about 25 points together",
    "4D: cue bid, game values without a fit or a stopper",
    "4S: game over their bid, a 9-card spades fit",
    "3H: competing with a 9-card hearts fit",
    "X: penalty, 4+ hearts with honours",
    "X: penalty, 28 points together",
    "Pass: no fit to compete with",
    "Pass: 3S is high enough for us",
    "Pass: 4S is our contract (-0.3 IMPs a board against 3NT over layouts that fit the auction)",
    "Pass: defend 4HX (+0.5 IMPs a board against a pass over layouts that fit the auction)",
    "X: penalty, 4H goes down (+1.2 IMPs a board against a pass over layouts that fit the auction)",
    "4S: over their 4H, our spades fit (-0.3 IMPs a board against a pass over layouts that fit the auction)",
    "4S: game values over their 3H (+2.1 IMPs a board against a pass over layouts that fit the auction)",
)

_LATIN = re.compile(r"[A-Za-z]{3,}")


@cache
def robot_explanations() -> tuple[str, ...]:
    """The explanations of the calls of the seeded auctions, as the web table keeps them."""
    seen: dict[str, None] = {}
    for game, options, seeds in AUCTIONS:
        robot = BridgeRobot("sayc-rules", play="heuristic") if game == "bridge" else robot_for(game)
        for seed in seeds:
            table = bridgekit.new_game(game, seed=seed, **options)
            while not table.is_over and str(table.phase) != "play":
                seat = table.to_act
                assert seat is not None
                decision = in_english(robot.choose, table.view(seat))
                if is_call(table, decision.action) and decision.explanation:
                    seen.setdefault(decision.explanation, None)
                table.act(decision.action, seat=seat) if game != "bridge" else table.act(decision.action)
    return tuple(seen)


def test_the_auctions_give_every_kind_of_explanation() -> None:
    texts = robot_explanations()
    assert len(texts) > 300
    for needle in (
        "Pass: partner has placed the contract",  # SAYC, a rule made in code
        "(RULES 11.4)",  # minibridge's contract
        "I play (RULES 11.2)",  # minibridge's declarer
        ": the exchange is done",  # Nullo's draw
        ": the permitted denomination worth most",  # Slam's declaration
        ": keep the denomination",
        "nullo: expects to lose enough tricks",  # Booby, Nullo
    ):
        assert any(needle in text for text in texts), needle


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_robot_explanation_is_translated(lang: str) -> None:
    texts = robot_explanations()
    with using(lang):
        left = {text: untranslated(text) for text in texts}
        shown = {text: explanation_text(text) for text in texts}
    assert {text: pieces for text, pieces in left.items() if pieces} == {}
    if lang in ("ru", "bg"):
        latin = {text: out for text, out in shown.items() if _LATIN.search(out.replace("RULES", ""))}
        assert latin == {}
    assert all(out != text for text, out in shown.items() if ":" in text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bridge_robots_reasons_are_translated(lang: str) -> None:
    with using(lang):
        left = {text: untranslated(text) for text in REASONS}
        shown = {text: explanation_text(text) for text in REASONS}
    assert {text: pieces for text, pieces in left.items() if pieces} == {}
    if lang in ("ru", "bg"):
        assert {text: out for text, out in shown.items() if _LATIN.search(out.replace("IMP", ""))} == {}


def test_the_reasons_read_in_polish_and_russian() -> None:
    with using("pl"):
        assert explanation_text(REASONS[0]) == (
            "pas: 3H to nasz kontrakt (końcówka, około 26 pkt łącznie na linii, fit 8-kartowy, kolor kierów)"
        )
        assert explanation_text("Pass: partner doubled 2H for penalty") == "pas: partner skontrował 2H karnie"
    with using("ru"):
        assert explanation_text(REASONS[11]) == (
            "4БК: спрашивает тузы (шлем: +0,8 IMP за сдачу в сравнении с вариантом «другие контракты» "
            "на раскладах, согласных с торговлей)"
        )
    # English stays as the robots wrote it
    assert explanation_text(REASONS[0]) == REASONS[0]
    assert untranslated(REASONS[0]) == ()


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("ru", "взять: заявивший последним берёт прикуп (ПРАВИЛА 12.7)"),
        ("en", "take: the final bidder takes the talon (RULES 12.7)"),
    ],
)
def test_light_bridge_robot_takes_the_talon_in_the_players_language(lang: str, expected: str) -> None:
    # the terminal shows the reason of a public action (cli.family), decided in its language
    robot = robot_for("light_bridge")
    table = bridgekit.new_game("light_bridge", seed=1, variant="lb4_54")
    taken = []
    with using(lang):
        while not table.is_over and not taken and len(table.actions) < 40:
            seat = table.to_act
            assert seat is not None
            decision = robot.choose(table.view(seat))
            if type(decision.action).__name__ == "TakeTalon":
                taken.append(decision.explanation)
            table.act(decision.action, seat=seat)
    assert taken == [expected]


def test_the_tables_are_english_in_every_language() -> None:
    """The tables' lines stay English whatever the language (the robot reads its own meanings
    from them: "forcing to game"); fourth suit forcing (1D–1H–1S–2C, "Responses and later
    bidding") was written in the terminal's language, and its explanation gained an English
    ", forcing" there that the web table did not show."""
    from bridgekit.calls import Call
    from bridgekit.robots.context import Context
    from bridgekit.robots.meaning import public_explanation
    from bridgekit.robots.sayc import Sayc
    from bridgekit.state import Called

    sayc = Sayc()
    auction = [
        Called(seat % 4, Call.from_str(call)) for seat, call in enumerate(["1D", "P", "1H", "P", "1S", "P"])
    ]
    ctx = Context(2, tuple(auction))
    english = [rule.text for rule in sayc.rules_for(ctx) or ()]
    assert any(text.startswith("2C: fourth suit forcing") for text in english)
    with using("ru"):
        assert [rule.text for rule in sayc.rules_for(ctx) or ()] == english
        shown = public_explanation(ctx, Call.from_str("2C"), sayc)
    with using("en"):
        kept = public_explanation(ctx, Call.from_str("2C"), sayc)
    with using("ru"):
        assert shown == explanation_text(kept)
    assert shown.startswith("2C: четвёртая масть, форсирующая: искусственная")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_web_table_and_the_terminal_say_the_same(lang: str) -> None:
    """A robot decides in English for the web table, which shows the kept English in the reader's
    language, and in the player's language at the terminal: both say the same (minibridge's band
    of points, "26 очков или меньше", is its own message there too)."""
    differ = {}
    for game, options, seeds in AUCTIONS:
        robot = BridgeRobot("sayc-rules", play="heuristic") if game == "bridge" else robot_for(game)
        for seed in list(seeds)[:12]:
            table = bridgekit.new_game(game, seed=seed, **options)
            while not table.is_over and str(table.phase) != "play":
                seat = table.to_act
                assert seat is not None
                view = table.view(seat)
                decision = in_english(robot.choose, view)
                if is_call(table, decision.action):
                    with using(lang):
                        web, terminal = explanation_text(decision.explanation), robot.choose(view).explanation
                    if web != terminal:
                        differ[decision.explanation] = (web, terminal)
                table.act(decision.action, seat=seat) if game != "bridge" else table.act(decision.action)
    assert differ == {}


def test_untranslated_names_the_pieces_left_in_english() -> None:
    with using("pl"):
        assert untranslated("X: penalty, 4H goes down (a reason nobody wrote)") == ("a reason nobody wrote",)
        assert untranslated("1S: words nobody wrote, 12+ HCP") == ("words nobody wrote",)
        assert untranslated("Pass: partner placed the contract in 4S") == ()
        assert explanation_text("1S: words nobody wrote, 12+ HCP") == "1S: words nobody wrote, 12+ PC"
