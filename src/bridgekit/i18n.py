"""The players' languages: gettext catalogues (English, Russian, Bulgarian, Slovak, Polish).

Every string a player or a director sees goes through :func:`_` (or :func:`ngettext` for plural
forms, :func:`pgettext` for a word whose meaning needs context, such as a call). The catalogues
are ``locale/<lang>/LC_MESSAGES/bridgekit.po`` in this package, managed with Babel (see
``docs/languages.md``); the build compiles them to ``.mo``. A source tree that was never built
compiles a ``.po`` in memory on first use when Babel is installed; without Babel and without a
``.mo`` the text stays English. This module needs only the standard library.

The language is chosen once per command (``--lang``, ``BRIDGEKIT_LANG``, the locale: :func:`choose`)
or per web request (``Accept-Language``, a ``lang`` cookie or query: :func:`from_accept_language`),
and held in a context variable, so concurrent requests each speak their own.

>>> choose("pl"), choose("ru_RU.UTF-8"), choose(None, {"BRIDGEKIT_LANG": "sk"}), choose(None, {})
('pl', 'ru', 'sk', 'en')
>>> from_accept_language("de-DE,de;q=0.9,pl;q=0.8,en;q=0.5")
'pl'
>>> with using("ru"):
...     pgettext("call", "P")
'пас'
>>> pgettext("call", "P")
'P'
"""

from __future__ import annotations

import contextlib
import gettext as _gettext
import io
import os
import re
from collections.abc import Callable, Iterator, Mapping
from contextvars import ContextVar
from datetime import date
from functools import cache, wraps
from pathlib import Path
from typing import Final, TypeVar

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "DEFAULT",
    "choose",
    "from_accept_language",
    "set_language",
    "language",
    "using",
    "per_language",
    "translations",
    "_",
    "N_",
    "gettext",
    "ngettext",
    "pgettext",
    "format_number",
    "format_date",
    "catalogue_json",
]

DOMAIN: Final = "bridgekit"
#: The languages with a complete catalogue, English (the source language) first.
LANGUAGES: Final = ("en", "ru", "bg", "sk", "pl")
#: Each language by its own name (for the language switch).
LANGUAGE_NAMES: Final = {
    "en": "English",
    "ru": "Русский",
    "bg": "Български",
    "sk": "Slovenčina",
    "pl": "Polski",
}
DEFAULT: Final = "en"
LOCALE_DIR: Final = Path(__file__).parent / "locale"

_current: ContextVar[str] = ContextVar("bridgekit_language", default=DEFAULT)


def normalize(tag: str | None) -> str | None:
    """The supported language of a tag such as ``ru``, ``ru_RU.UTF-8``, ``pl-PL`` or ``PL``; ``None``
    for an unsupported one.

    >>> normalize("sk-SK"), normalize("de"), normalize("C.UTF-8")
    ('sk', None, None)
    """
    if not tag:
        return None
    code = re.split(r"[-_.@:]", tag.strip(), maxsplit=1)[0].lower()
    return code if code in LANGUAGES else None


def choose(explicit: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The terminal's language: *explicit* (``--lang``), else ``BRIDGEKIT_LANG``, else the locale
    (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else English.

    :raises ValueError: for an *explicit* language that has no catalogue
    """
    if explicit is not None:
        chosen = normalize(explicit)
        if chosen is None:
            raise ValueError(f"no language {explicit!r} (languages: {', '.join(LANGUAGES)})")
        return chosen
    env = os.environ if environ is None else environ
    for name in ("BRIDGEKIT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for tag in env.get(name, "").split(":"):
            chosen = normalize(tag)
            if chosen is not None:
                return chosen
    return DEFAULT


def from_accept_language(header: str | None, default: str = DEFAULT) -> str:
    """The best supported language of an HTTP ``Accept-Language`` header (by its q-values)."""
    best, best_q = default, 0.0
    for position, part in enumerate((header or "").split(",")):
        tag, _sep, params = part.strip().partition(";")
        quality = 1.0
        match = re.search(r"q=([0-9.]+)", params)
        if match is not None:
            try:
                quality = float(match.group(1))
            except ValueError:
                continue
        chosen = normalize(tag)
        # earlier tags win ties (a header lists its choices in order)
        if chosen is not None and quality > best_q + 1e-9 * position:
            best, best_q = chosen, quality
    return best


def set_language(lang: str) -> None:
    """Speak *lang* from now on (in this context)."""
    _current.set(normalize(lang) or DEFAULT)


def language() -> str:
    """The language spoken now."""
    return _current.get()


@contextlib.contextmanager
def using(lang: str) -> Iterator[None]:
    """Speak *lang* inside the ``with`` block."""
    token = _current.set(normalize(lang) or DEFAULT)
    try:
        yield
    finally:
        _current.reset(token)


_T = TypeVar("_T")


def per_language(build: Callable[[], _T]) -> Callable[[], _T]:
    """*build* (words of the current language: a table of calls, of phrases) made once per
    language and kept, since the catalogues do not change while the process runs; a server reads
    them on every message.

    >>> words = per_language(lambda: pgettext("call", "P"))
    >>> with using("ru"):
    ...     words()
    'пас'
    >>> words()
    'P'
    """
    kept: dict[str, _T] = {}

    @wraps(build)
    def kept_build() -> _T:
        lang = _current.get()
        found = kept.get(lang)
        if found is None:
            found = kept[lang] = build()
        return found

    return kept_build


@cache
def translations(lang: str) -> _gettext.NullTranslations:
    """The catalogue of *lang*: its compiled ``.mo``, else its ``.po`` compiled in memory with Babel,
    else none (English)."""
    if lang == DEFAULT or lang not in LANGUAGES:
        return _gettext.NullTranslations()
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    mo, po = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
    except ImportError:  # without Babel: the compiled catalogue if built, else English
        write_mo = read_po = None  # type: ignore[assignment]
    stale = po.exists() and mo.exists() and mo.stat().st_mtime < po.stat().st_mtime
    if mo.exists() and not (stale and read_po is not None):
        with mo.open("rb") as handle:
            return _gettext.GNUTranslations(handle)
    if po.exists() and read_po is not None and write_mo is not None:
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        buffer = io.BytesIO()
        write_mo(buffer, catalog)
        buffer.seek(0)
        return _gettext.GNUTranslations(buffer)
    return _gettext.NullTranslations()


def gettext(message: str) -> str:
    """*message* in the current language."""
    return translations(_current.get()).gettext(message)


_ = gettext


def N_(message: str) -> str:  # noqa: N802 - gettext's name for "mark for extraction only"
    """*message* unchanged, marked for extraction: translate it with :func:`_` where it is shown."""
    return message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of *singular*/*plural* for *count* by the current language's plural rules."""
    return translations(_current.get()).ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """*message* in the current language, in *context* (``call``, ``seat``, ``strain`` …)."""
    return translations(_current.get()).pgettext(context, message)


def format_number(number: int | float, *, digits: int | None = None) -> str:
    """*number* written by the current language's rules (Babel; plain digits without it); with
    *digits*, exactly that many after the decimal sign (``7.0``, «7,0»).

    >>> with using("ru"):
    ...     format_number(12345), format_number(7.25, digits=1), format_number(8, digits=1)
    ('12\\xa0345', '7,2', '8,0')
    """
    try:
        from babel.numbers import format_decimal
    except ImportError:
        return f"{number:,}" if digits is None else f"{number:,.{digits}f}"
    if digits is None:
        return str(format_decimal(number, locale=_current.get()))
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    return str(format_decimal(number, format=pattern, locale=_current.get()))


def format_date(day: date) -> str:
    """*day* written by the current language's rules (Babel's medium format; ISO without it)."""
    try:
        from babel.dates import format_date as babel_date
    except ImportError:
        return day.isoformat()
    return str(babel_date(day, format="medium", locale=_current.get()))


def catalogue_json(lang: str, messages: tuple[str, ...]) -> dict[str, str]:
    """*messages* translated into *lang*: the strings a web page's script needs, sent as JSON."""
    with using(lang):
        return {message: gettext(message) for message in messages}
