"""A count next to a counted noun takes the noun's form by the language's plural rules
(docs/languages.md, issue 20): Russian, Polish and Slovak have three forms, Bulgarian two.
Each converted message is spot-checked at n = 1, 2, 5 and 21 (21 is "one" in Russian, "many"
in Polish and Slovak)."""

from __future__ import annotations

import pytest
from babel import Locale

from bridgekit import i18n
from bridgekit.cards import CardSet
from bridgekit.contracts import NulloContract
from bridgekit.errors import NotationError
from bridgekit.i18n import using
from bridgekit.variants.minibridge.contract import notrump_possible
from bridgekit.variants.nullo.scoring import deal_entries

NS = (1, 2, 5, 21)
FILL = {"claim": "C", "card": "♠A", "seat": "S", "form": "lb4", "total": 10, "points": 6}
FILL.update(
    {"verdict": "V", "least": 11, "most": 10, "player": "P", "partner": "Q", "who": "W", "opener": "O"}
)
FILL.update({"denomination": "♥", "suit": "♣", "tricks": 7, "hcp": 0, "needed": 0, "rest": 0, "count": 0})

AVERAGE_SIDE = (
    "{card}: {tricks} tricks on average for the side to play over {count} layout",
    "{card}: {tricks} tricks on average for the side to play over {count} layouts",
)
AVERAGE_DECLARER = (
    "{card}: {tricks} tricks on average for declarer's side over {count} layout",
    "{card}: {tricks} tricks on average for declarer's side over {count} layouts",
)

# message (singular, plural), the placeholder the count fills, and per language the expected
# piece of the text for n = 1, 2, 5, 21
CASES: list[tuple[tuple[str, str], str, dict[str, tuple[str, str, str, str]]]] = [
    (
        ("{claim}: only {rest} trick remains", "{claim}: only {rest} tricks remain"),
        "rest",
        {
            "ru": (
                "осталась только 1 взятка",
                "осталось только 2 взятки",
                "осталось только 5 взяток",
                "осталась только 21 взятка",
            ),
            "bg": (
                "остава само 1 взятка",
                "остават само 2 взятки",
                "остават само 5 взятки",
                "остават само 21 взятки",
            ),
            "sk": (
                "zostáva iba 1 zdvih",
                "zostávajú iba 2 zdvihy",
                "zostáva iba 5 zdvihov",
                "zostáva iba 21 zdvihov",
            ),
            "pl": (
                "została tylko 1 lewa",
                "zostały tylko 2 lewy",
                "zostało tylko 5 lew",
                "zostało tylko 21 lew",
            ),
        },
    ),
    (
        (
            "claim of {tricks} tricks: only {count} trick remains",
            "claim of {tricks} tricks: only {count} tricks remain",
        ),
        "count",
        {
            "ru": (
                "осталась только 1 взятка",
                "осталось только 2 взятки",
                "осталось только 5 взяток",
                "осталась только 21 взятка",
            ),
            "bg": (
                "остава само 1 взятка",
                "остават само 2 взятки",
                "остават само 5 взятки",
                "остават само 21 взятки",
            ),
            "sk": (
                "zostáva iba 1 zdvih",
                "zostávajú iba 2 zdvihy",
                "zostáva iba 5 zdvihov",
                "zostáva iba 21 zdvihov",
            ),
            "pl": (
                "została tylko 1 lewa",
                "zostały tylko 2 lewy",
                "zostało tylko 5 lew",
                "zostało tylko 21 lew",
            ),
        },
    ),
    (
        AVERAGE_SIDE,
        "count",
        {
            "ru": ("по 1 раскладу", "по 2 раскладам", "по 5 раскладам", "по 21 раскладу"),
            "bg": ("в 1 разпределение", "в 2 разпределения", "в 5 разпределения", "в 21 разпределения"),
            "sk": ("v 1 rozložení", "v 2 rozloženiach", "v 5 rozloženiach", "v 21 rozloženiach"),
            "pl": ("w 1 rozkładzie", "w 2 rozkładach", "w 5 rozkładach", "w 21 rozkładach"),
        },
    ),
    (
        AVERAGE_DECLARER,
        "count",
        {
            "ru": ("по 1 раскладу", "по 2 раскладам", "по 5 раскладам", "по 21 раскладу"),
            "bg": ("в 1 разпределение", "в 2 разпределения", "в 5 разпределения", "в 21 разпределения"),
            "sk": ("v 1 rozložení", "v 2 rozloženiach", "v 5 rozloženiach", "v 21 rozloženiach"),
            "pl": ("w 1 rozkładzie", "w 2 rozkładach", "w 5 rozkładach", "w 21 rozkładach"),
        },
    ),
    (
        (
            "illegal discard {card} by {seat}: only {count} card remains in the stock (RULES 14.2)",
            "illegal discard {card} by {seat}: only {count} cards remain in the stock (RULES 14.2)",
        ),
        "count",
        {
            "ru": (
                "осталась только 1 карта",
                "осталось только 2 карты",
                "осталось только 5 карт",
                "осталась только 21 карта",
            ),
            "bg": (
                "остава само 1 карта",
                "остават само 2 карти",
                "остават само 5 карти",
                "остават само 21 карти",
            ),
            "sk": (
                "zostáva iba 1 karta",
                "zostávajú iba 2 karty",
                "zostáva iba 5 kariet",
                "zostáva iba 21 kariet",
            ),
            "pl": (
                "została tylko 1 karta",
                "zostały tylko 2 karty",
                "zostało tylko 5 kart",
                "zostało tylko 21 kart",
            ),
        },
    ),
    (
        ("impossible result: {tricks} trick (0 to 13)", "impossible result: {tricks} tricks (0 to 13)"),
        "tricks",
        {
            "ru": (": 1 взятка (", ": 2 взятки (", ": 5 взяток (", ": 21 взятка ("),
            "bg": (": 1 взятка (", ": 2 взятки (", ": 5 взятки (", ": 21 взятки ("),
            "sk": (": 1 zdvih (", ": 2 zdvihy (", ": 5 zdvihov (", ": 21 zdvihov ("),
            "pl": (": 1 lewa (", ": 2 lewy (", ": 5 lew (", ": 21 lew ("),
        },
    ),
    (
        (
            "impossible result: {tricks} trick (Slam has 10, RULES 15.6)",
            "impossible result: {tricks} tricks (Slam has 10, RULES 15.6)",
        ),
        "tricks",
        {
            "ru": (": 1 взятка (", ": 2 взятки (", ": 5 взяток (", ": 21 взятка ("),
            "bg": (": 1 взятка (", ": 2 взятки (", ": 5 взятки (", ": 21 взятки ("),
            "sk": (": 1 zdvih (", ": 2 zdvihy (", ": 5 zdvihov (", ": 21 zdvihov ("),
            "pl": (": 1 lewa (", ": 2 lewy (", ": 5 lew (", ": 21 lew ("),
        },
    ),
    (
        (
            "tricks {tricks} do not make the {needed} trick of {form}",
            "tricks {tricks} do not make the {needed} tricks of {form}",
        ),
        "needed",
        {
            "ru": (
                "составляют 1 взятку",
                "составляют 2 взятки",
                "составляют 5 взяток",
                "составляют 21 взятку",
            ),
            "bg": ("правят 1 взятка", "правят 2 взятки", "правят 5 взятки", "правят 21 взятки"),
            "sk": ("nedávajú 1 zdvih", "nedávajú 2 zdvihy", "nedávajú 5 zdvihov", "nedávajú 21 zdvihov"),
            "pl": ("dają 1 lewy", "dają 2 lew", "dają 5 lew", "dają 21 lew"),
        },
    ),
    (
        ("{tricks} trick: {form} has {total}", "{tricks} tricks: {form} has {total}"),
        "tricks",
        {
            "ru": ("1 взятка:", "2 взятки:", "5 взяток:", "21 взятка:"),
            "bg": ("1 взятка:", "2 взятки:", "5 взятки:", "21 взятки:"),
            "sk": ("1 zdvih:", "2 zdvihy:", "5 zdvihov:", "21 zdvihov:"),
            "pl": ("1 lewa:", "2 lewy:", "5 lew:", "21 lew:"),
        },
    ),
    (
        (
            "{points} in {denomination} needs {count} trick of 10 (RULES 15.3.2)",
            "{points} in {denomination} needs {count} tricks of 10 (RULES 15.3.2)",
        ),
        "count",
        {
            "ru": (
                "требует 1 взятку из",
                "требует 2 взятки из",
                "требует 5 взяток из",
                "требует 21 взятку из",
            ),
            "bg": ("иска 1 взятка от", "иска 2 взятки от", "иска 5 взятки от", "иска 21 взятки от"),
            "sk": (
                "potrebuje 1 zdvih z",
                "potrebuje 2 zdvihy z",
                "potrebuje 5 zdvihov z",
                "potrebuje 21 zdvihov z",
            ),
            "pl": ("wymaga 1 lewy z", "wymaga 2 lew z", "wymaga 5 lew z", "wymaga 21 lew z"),
        },
    ),
    (
        ("{suit} has only {count} card together", "{suit} has only {count} cards together"),
        "count",
        {
            "ru": (
                "только 1 карта вместе",
                "только 2 карты вместе",
                "только 5 карт вместе",
                "только 21 карта вместе",
            ),
            "bg": (
                "само 1 карта заедно",
                "само 2 карти заедно",
                "само 5 карти заедно",
                "само 21 карти заедно",
            ),
            "sk": ("iba 1 kartu", "iba 2 karty", "iba 5 kariet", "iba 21 kariet"),
            "pl": ("tylko 1 kartę", "tylko 2 karty", "tylko 5 kart", "tylko 21 kart"),
        },
    ),
    (
        ("{points} point or fewer", "{points} or fewer points"),
        "points",
        {
            "ru": ("1 очко или меньше", "2 очка или меньше", "5 очков или меньше", "21 очко или меньше"),
            "bg": (
                "1 точка или по-малко",
                "2 точки или по-малко",
                "5 точки или по-малко",
                "21 точки или по-малко",
            ),
            "sk": ("1 bod alebo menej", "2 body alebo menej", "5 bodov alebo menej", "21 bodov alebo menej"),
            "pl": ("1 punkt lub mniej", "2 punkty lub mniej", "5 punktów lub mniej", "21 punktów lub mniej"),
        },
    ),
    (
        ("{points} point or more", "{points} or more points"),
        "points",
        {
            "ru": ("1 очко или больше", "2 очка или больше", "5 очков или больше", "21 очко или больше"),
            "bg": ("1 точка или повече", "2 точки или повече", "5 точки или повече", "21 точки или повече"),
            "sk": ("1 bod alebo viac", "2 body alebo viac", "5 bodov alebo viac", "21 bodov alebo viac"),
            "pl": (
                "1 punkt lub więcej",
                "2 punkty lub więcej",
                "5 punktów lub więcej",
                "21 punktów lub więcej",
            ),
        },
    ),
    (
        (
            "{seat} has {hcp} HCP and {verdict} (RULES 11.2)",
            "{seat} has {hcp} HCP and {verdict} (RULES 11.2)",
        ),
        "hcp",
        {
            "ru": ("у S 1 очко,", "у S 2 очка,", "у S 5 очков,", "у S 21 очко,"),
            "bg": ("S има 1 точка и", "S има 2 точки и", "S има 5 точки и", "S има 21 точки и"),
            "sk": ("S má 1 bod a", "S má 2 body a", "S má 5 bodov a", "S má 21 bodov a"),
            "pl": ("S ma 1 PC i", "S ma 2 PC i", "S ma 5 PC i", "S ma 21 PC i"),
        },
    ),
    (
        ("Slip: {hcp} HCP", "Slip: {hcp} HCP"),
        "hcp",
        {
            "ru": ("Записка: 1 очко", "Записка: 2 очка", "Записка: 5 очков", "Записка: 21 очко"),
            "bg": ("Бележка: 1 точка", "Бележка: 2 точки", "Бележка: 5 точки", "Бележка: 21 точки"),
            "sk": ("Lístok: 1 bod", "Lístok: 2 body", "Lístok: 5 bodov", "Lístok: 21 bodov"),
            "pl": ("Kartka: 1 PC", "Kartka: 2 PC", "Kartka: 5 PC", "Kartka: 21 PC"),
        },
    ),
    (
        (
            '{seat}: {hcp} HCP: {least} or more, says "I open"',
            '{seat}: {hcp} HCP: {least} or more, says "I open"',
        ),
        "hcp",
        {
            "ru": ("S: 1 очко:", "S: 2 очка:", "S: 5 очков:", "S: 21 очко:"),
            "bg": ("S: 1 точка:", "S: 2 точки:", "S: 5 точки:", "S: 21 точки:"),
            "sk": ("S: 1 bod:", "S: 2 body:", "S: 5 bodov:", "S: 21 bodov:"),
            "pl": ("1 PC", "2 PC", "5 PC", "21 PC"),
        },
    ),
    (
        (
            '{seat}: {hcp} HCP: {most} or fewer, says "pass"',
            '{seat}: {hcp} HCP: {most} or fewer, says "pass"',
        ),
        "hcp",
        {
            "ru": ("S: 1 очко:", "S: 2 очка:", "S: 5 очков:", "S: 21 очко:"),
            "bg": ("S: 1 точка:", "S: 2 точки:", "S: 5 точки:", "S: 21 точки:"),
            "sk": ("S: 1 bod:", "S: 2 body:", "S: 5 bodov:", "S: 21 bodov:"),
            "pl": ("1 PC", "2 PC", "5 PC", "21 PC"),
        },
    ),
    (
        (
            "{player} writes {hcp} HCP on a slip for {partner}",
            "{player} writes {hcp} HCP on a slip for {partner}",
        ),
        "hcp",
        {
            "ru": ("пишет 1 очко в", "пишет 2 очка в", "пишет 5 очков в", "пишет 21 очко в"),
            "bg": ("пише 1 точка на", "пише 2 точки на", "пише 5 точки на", "пише 21 точки на"),
            "sk": ("píše 1 bod na", "píše 2 body na", "píše 5 bodov na", "píše 21 bodov na"),
            "pl": ("1 PC", "2 PC", "5 PC", "21 PC"),
        },
    ),
    (
        (
            "{who} writes {hcp} HCP on the slip for {opener}",
            "{who} writes {hcp} HCP on the slip for {opener}",
        ),
        "hcp",
        {
            "ru": ("пишет 1 очко на", "пишет 2 очка на", "пишет 5 очков на", "пишет 21 очко на"),
            "bg": ("пише 1 точка на", "пише 2 точки на", "пише 5 точки на", "пише 21 точки на"),
            "sk": ("píše 1 bod na", "píše 2 body na", "píše 5 bodov na", "píše 21 bodov na"),
            "pl": ("1 PC", "2 PC", "5 PC", "21 PC"),
        },
    ),
]


@pytest.mark.parametrize("lang", ["ru", "bg", "sk", "pl"])
@pytest.mark.parametrize(("message", "slot", "expected"), CASES, ids=[case[0][1][:40] for case in CASES])
def test_counted_noun_agrees_with_the_number(
    lang: str, message: tuple[str, str], slot: str, expected: dict[str, tuple[str, str, str, str]]
) -> None:
    with using(lang):
        for n, piece in zip(NS, expected[lang], strict=True):
            text = i18n.ngettext(*message, n).format(**{**FILL, slot: n})
            assert piece in text, (lang, n, text)
    with using("en"):
        assert i18n.ngettext(*message, 1) == message[0]
        assert i18n.ngettext(*message, 5) == message[1]


def test_a_fraction_is_never_a_plural_count() -> None:
    """gettext picks a form for whole numbers only: a float is deprecated and falls into the
    integer formula (Russian 7.3 → «взяток», the form of 5), while a fraction takes its own
    form (CLDR's "other" in Russian, "many" in Slovak: the genitive singular). So no average
    is ever passed as a count: the translation writes it in the fraction form (Russian and
    Bulgarian «7,3 взятки», Polish «7,3 lewy», Slovak «7,3 zdvihu») and the whole count of
    layouts picks the form."""
    with pytest.warns(DeprecationWarning, match="integer"):
        wrong = i18n.translations("ru").ngettext("{count} trick", "{count} tricks", 7.3)  # type: ignore[arg-type]
    assert wrong == "{count} взяток"
    assert Locale("ru").plural_form(7.3) == "other" != Locale("ru").plural_form(5)
    expected = {
        "ru": "♠A: в среднем 7,3 взятки для играющей стороны по 21 раскладу",
        "bg": "♠A: средно 7,3 взятки за играещата страна в 21 разпределения",
        "sk": "♠A: priemerne 7,3 zdvihu pre hrajúcu stranu v 21 rozloženiach",
        "pl": "♠A: średnio 7,3 lewy dla strony na ruchu w 21 rozkładach",
        "en": "♠A: 7.3 tricks on average for the side to play over 21 layouts",
    }
    for lang, text in expected.items():
        with using(lang):
            tricks = i18n.format_number(7.3, digits=1)
            assert i18n.ngettext(*AVERAGE_SIDE, 21).format(card="♠A", tricks=tricks, count=21) == text


def test_call_sites_speak_the_plural() -> None:
    """Two call sites end to end: a nullo result out of range, a minibridge suit too short."""
    with using("ru"), pytest.raises(NotationError, match="невозможный результат: 14 взяток"):
        deal_entries(NulloContract.from_str("3NU"), 1, 14, vulnerable=False, opponents=(0,))
    hand = CardSet.from_str("AKQ.432.5432.432")
    with using("pl"):
        assert notrump_possible(hand, [8, 7, 7, 2]) == (False, "S ma razem tylko 2 karty")
    with using("sk"):
        assert notrump_possible(hand, [8, 7, 7, 1])[1] == "S má spolu iba 1 kartu"
