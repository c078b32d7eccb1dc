"""The explanations written in code, outside the tables' lines, as catalogue messages.

The robots write some explanations with f-strings: the placement by points, the slam and
competitive judgements (:mod:`bridgekit.robots.bidding`, :mod:`~bridgekit.robots.contested`,
:mod:`~bridgekit.robots.judgement`), and the variant robots' reasons with the call or the number
filled in (Slam, Nullo, minibridge). The English text is what the robots keep (the web table's
log, the records); :func:`bridgekit.robots.explain_words.explanation_text` reads it back here:

- :data:`REASONS`: pieces with no placeholder, or with the suit and count that
  :func:`~bridgekit.robots.explain_words.canonical` finds (``{count}-card {suit} fit``);
- :data:`SENTENCES`: messages with named placeholders, matched against the English and written
  from the translation, each value in the language: ``{call}`` in the club's notation,
  ``{suit}`` as the suit's name after a number, ``{strain}`` (a suit's name on its own, or the
  symbol where the robot wrote one), ``{seat}`` in the compass letters, ``{why}`` (a reason,
  read again piece by piece), a number by the language's rules (``+0,8``).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from bridgekit.i18n import N_

__all__ = ["REASONS", "SENTENCES", "Sentence"]


class Sentence(NamedTuple):
    """A message read back from its English: *plural* is its English plural form (``ngettext``,
    counted by the placeholder *counted*); *kinds* names the kind of a placeholder whose name does
    not say it (``(("suit", "strain"),)``)."""

    message: str
    plural: str | None = None
    counted: str = "count"
    kinds: tuple[tuple[str, str], ...] = ()


#: pieces of the robots' reasons (parts between ", ") that name nothing or a suit and a count
REASONS: Final = (
    N_("partner has placed the contract"),
    N_("grand slam"),
    N_("partscore"),
    N_("forced on"),
    N_("slam possible"),
    N_("slam by the point count"),
    N_("no slam by the point count"),
    N_("invites 6NT"),
    N_("game values"),
    N_("looking for a fit"),
    N_("no fit yet"),
    N_("game in partner's six-card suit"),
    N_("partner's bid is forcing"),
    N_("their suit stopped"),
    N_("out of their redoubled contract"),
    N_("competing with a six-card suit"),
    N_("a second five-card suit"),
    N_("a second suit rather than sell out to their fit"),
    N_("rather than sell out"),
    N_("game values without a fit"),
    N_("cue bid"),
    N_("game values without a fit or a stopper"),
    N_("game over their bid"),
    N_("no fit to compete with"),
    N_("the other contracts"),
    N_("a pass"),
    N_("{count}-card {suit} fit"),
    N_("a {count}-card {suit} fit"),
    N_("competing with a {count}-card {suit} fit"),
    N_("agrees {suit} below game (game forced)"),
    N_("six {suit}"),
    N_("four {suit}"),
    N_("{count}+ {suit} with honours"),
)

#: whole explanations, or their parts, with the values the robots fill in
SENTENCES: Final = (
    # the bridge robot's placement, slam and competitive judgement (robots/bidding.py,
    # robots/contested.py, robots/judgement.py)
    Sentence(N_("partner doubled {call} for penalty")),
    Sentence(N_("{call} is our contract")),
    Sentence(N_("{call} is our contract ({why})")),
    Sentence(N_("high enough ({why})")),
    Sentence(N_("{call} will do ({why})")),
    Sentence(N_("about {combined} points together")),
    Sentence(N_("about {combined} HCP together")),
    Sentence(N_("{combined} points together")),
    Sentence(N_("{lo}–{hi} HCP together")),
    Sentence(N_("at least {hcp} HCP together")),
    Sentence(N_("{call}: slam by the point count")),
    Sentence(N_("{call}: no slam by the point count")),
    Sentence(N_("asks for aces (slam {why})")),
    Sentence(N_("invites 6NT (slam {why}, short of {hcp} HCP opposite partner's least)")),
    Sentence(N_("partner placed the contract in {call}")),
    Sentence(N_("slam in notrump ({why})")),
    Sentence(N_("slam in our six-card major ({why})")),
    Sentence(N_("a six-card major rather than 3NT ({why})")),
    Sentence(N_("no fit and no safe bid ({why})")),
    Sentence(N_("{call} is high enough for us")),
    Sentence(N_("{margin} IMPs a board against {why} over layouts that fit the auction")),
    Sentence(N_("defend {call} ({why})")),
    Sentence(N_("{call} goes down ({why})")),
    Sentence(N_("over their {call}")),
    Sentence(N_("our {suit} fit ({why})")),
    Sentence(N_("game values over their {call} ({why})")),
    # the variant robots' reasons, as their terminal writes them (variants/slam, variants/nullo,
    # robots/minibridge.py)
    Sentence(N_("{strain}: the permitted denomination worth most")),
    Sentence(N_("{call}: my cards should defeat the bid")),
    Sentence(N_("{call}: no double")),
    Sentence(N_("{call}: keep the denomination")),
    Sentence(N_("draw {number}: the exchange is done")),
    Sentence(N_("(a) 8+ {suit} together"), kinds=(("suit", "strain"),)),
    Sentence(N_("(c) no major fit, no no trump, {suit} the minor fit"), kinds=(("suit", "strain"),)),
    # ngettext's messages, extracted where minibridge writes them
    Sentence("{points} point or more", "{points} or more points", counted="points"),
    Sentence("{points} point or fewer", "{points} or fewer points", counted="points"),
)
