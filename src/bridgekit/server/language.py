"""The web pages' language: chosen per request, switched on every page, sent to the scripts.

:class:`LanguageMiddleware` (pure ASGI, so the choice reaches the endpoint through the context
variable of :mod:`bridgekit.i18n`) picks, in order: ``?lang=xx`` (and remembers it in the
``bk_lang`` cookie), the cookie, the browser's ``Accept-Language``, else the app's default (a
club's default language for its published pages). :func:`switch` is the language switch every
page carries; :func:`script_catalogue` the JSON catalogue of a page's script (``t("…")`` in the
``static/*.js`` files, extracted by Babel's JavaScript extractor).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Awaitable, Callable, MutableMapping
from functools import cache
from http.cookies import SimpleCookie
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from bridgekit.i18n import (
    DEFAULT,
    LANGUAGE_NAMES,
    LANGUAGES,
    _,
    catalogue_json,
    language,
    ngettext,
    normalize,
    translations,
    using,
)

__all__ = ["LanguageMiddleware", "COOKIE", "switch", "script_catalogue", "request_language"]

COOKIE = "bk_lang"
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


def request_language(scope: Scope, default: str = DEFAULT) -> tuple[str, bool]:
    """The language of a request, and whether it was asked for in the query (to remember)."""
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    asked = normalize((query.get("lang") or [""])[0])
    if asked is not None:
        return asked, True
    headers = {
        key.decode("latin-1").lower(): value.decode("latin-1") for key, value in scope.get("headers", [])
    }
    cookie = SimpleCookie()
    try:
        cookie.load(headers.get("cookie", ""))
    except Exception:  # noqa: BLE001 - a malformed cookie header chooses nothing
        cookie = SimpleCookie()
    remembered = normalize(cookie[COOKIE].value) if COOKIE in cookie else None
    if remembered is not None:
        return remembered, False
    from bridgekit.i18n import from_accept_language

    return from_accept_language(headers.get("accept-language"), default), False


class LanguageMiddleware:
    """Speak each request's language (HTTP and WebSocket); remember a language chosen by ``?lang=``.

    :param default: the language when the browser states none we speak (a club's default)
    """

    def __init__(self, app: ASGIApp, default: str = DEFAULT) -> None:
        self.app = app
        self.default = normalize(default) or DEFAULT

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        lang, remember = request_language(scope, self.default)
        if scope["type"] == "websocket":  # no cookie to set on a WebSocket: its sends go straight
            with using(lang):
                await self.app(scope, receive, send)
            return

        async def send_with_cookie(message: Message) -> None:
            if remember and message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                value = f"{COOKIE}={lang}; Path=/; Max-Age=31536000; SameSite=Lax"
                headers.append((b"set-cookie", value.encode("latin-1")))
                message["headers"] = headers
            await send(message)

        with using(lang):
            await self.app(scope, receive, send_with_cookie)


def switch() -> str:
    """The language switch: a link per language, the current one marked."""
    current = language()
    links = []
    for code in LANGUAGES:
        name = html.escape(LANGUAGE_NAMES[code])
        if code == current:
            links.append(f'<b lang="{code}" aria-current="true">{name}</b>')
        else:
            links.append(
                f'<a href="?lang={code}" lang="{code}" hreflang="{code}" data-lang="{code}">{name}</a>'
            )
    label = html.escape(_("Language"))
    return f'<nav class="languages" aria-label="{label}">{" · ".join(links)}</nav>'


#: Words a script translates that arrive as data (vulnerabilities, scorings; in the catalogues
#: through bridgekit.cli.render.WORDS).
SCRIPT_WORDS = (
    "None",
    "NS",
    "EW",
    "All",
    "rubber",
    "bg_rubber",
    "chicago",
    "chicago_duplicate",
    "duplicate",
    "russian",
    "obligations",
)
_T_CALL = re.compile(r"""\bt\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`([^`$]*)`)""")


@cache
def _script_messages(path: Path) -> tuple[str, ...]:
    text = path.read_text(encoding="utf-8")
    found = []
    for match in _T_CALL.finditer(text):
        double, single, backticks = match.groups()
        if double is not None:
            found.append(json.loads(f'"{double}"'))
        elif single is not None:
            found.append(json.loads('"' + single.replace('"', '\\"').replace("\\'", "'") + '"'))
        else:
            found.append(backticks)
    return tuple(dict.fromkeys(found))


_STRING = r"""(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')"""
_N_CALL = re.compile(rf"\bngettext\(\s*{_STRING}\s*,\s*{_STRING}")


def _literal(double: str | None, single: str | None) -> str:
    if double is not None:
        return str(json.loads(f'"{double}"'))
    return str(json.loads('"' + (single or "").replace('"', '\\"').replace("\\'", "'") + '"'))


@cache
def _script_plurals(path: Path) -> tuple[tuple[str, str], ...]:
    """The ``ngettext('…', '…', count)`` messages of a script: (singular, plural) pairs."""
    text = path.read_text(encoding="utf-8")
    found = [(_literal(m[1], m[2]), _literal(m[3], m[4])) for m in _N_CALL.finditer(text)]
    return tuple(dict.fromkeys(found))


def _plural_index(lang: str) -> Callable[[int], int]:
    """The catalogue's plural formula of *lang*: the form's index for a number."""
    rule = getattr(translations(lang), "plural", None)
    return rule if callable(rule) else (lambda n: int(n != 1))


@cache
def plural_categories(lang: str) -> dict[str, int]:
    """Which of *lang*'s catalogue forms each CLDR plural category takes (``one``, ``few``,
    ``many``, ``other``: what the browser's ``Intl.PluralRules`` answers), for the scripts.

    >>> plural_categories("ru"), plural_categories("en")
    ({'many': 2, 'one': 0, 'few': 1}, {'other': 1, 'one': 0})
    """
    index = _plural_index(lang)
    try:
        from babel import Locale
    except ImportError:  # without Babel: English's two forms
        return {"one": 0, "other": 1}
    cldr = Locale.parse(lang)
    mapping: dict[str, int] = {}
    for number in range(200):
        mapping.setdefault(str(cldr.plural_form(number)), index(number))
    return mapping


def _plural_forms(lang: str, singular: str, plural: str) -> list[str]:
    """Every form of a plural message in *lang*, in the catalogue's order."""
    index = _plural_index(lang)
    samples: dict[int, int] = {}
    for number in range(200):
        samples.setdefault(index(number), number)
    with using(lang):
        return [ngettext(singular, plural, samples[i]) for i in sorted(samples)]


def script_catalogue(*scripts: Path) -> str:
    """A ``<script type="application/json" id="i18n">`` with the translations of the messages the
    *scripts* show in the current language: their ``t("…")`` calls, every form of their
    ``ngettext('…', '…', count)`` calls, the language (``@lang``) and its plural categories'
    forms (``@plural``)."""
    messages: tuple[str, ...] = SCRIPT_WORDS
    plurals: tuple[tuple[str, str], ...] = ()
    for script in scripts:
        messages += _script_messages(script)
        plurals += _script_plurals(script)
    lang = language()
    catalogue: dict[str, Any] = dict(catalogue_json(lang, messages))
    for singular, plural in plurals:
        catalogue[singular] = _plural_forms(lang, singular, plural)
    catalogue["@lang"] = lang
    catalogue["@plural"] = plural_categories(lang)
    text = json.dumps(catalogue, ensure_ascii=False).replace("</", "<\\/")
    return f'<script type="application/json" id="i18n">{text}</script>'
