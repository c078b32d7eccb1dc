"""One-line texts of the Laws that table mode applies, for a table, a teacher or a director.

Each text is a catalogue message (marked ``N_`` here): :func:`law_text` gives it in the current
language, its citation in the language's words and its numbers kept.

>>> law_text("27B1a")[:60]
'Law 27B1(a): an insufficient bid replaced by the lowest suff'
>>> law_text("99Z")
'Law 99Z'
>>> from bridgekit.i18n import using
>>> with using("ru"):
...     law_text("61")[:18], law_text("99Z")
('Закон 61: ренонс —', 'Закон 99Z')
"""

from __future__ import annotations

from typing import Final

from bridgekit.i18n import N_, _
from bridgekit.laws.notes import citation

__all__ = ["LAW_TEXTS", "TABLE_COMMANDS", "law_text"]

LAW_TEXTS: Final = {
    "RULES 1.3": N_(
        "Redeal (RULES 1.3): the same dealer deals again if the deal was out of turn, the pack was "
        "not cut, a card was dealt wrongly, or (on any player's demand) a card was exposed during the deal."
    ),
    "9B": N_("Law 9B: the director may be called at any moment; he rules on what the software cannot judge."),
    "12C": N_("Law 12C: the director awards an adjusted score."),
    "16": N_("Law 16: unauthorised information; the director may adjust the score."),
    "23": N_(
        "Law 23: a comparable call (here: the lowest sufficient bid in the same denomination, a pass for "
        "a pass, the same double or redouble) ends the rectification."
    ),
    "24": N_(
        "Law 24: a card exposed during the auction: an honour, a card led prematurely or two or more cards "
        "become penalty cards if the offender defends, and his partner must pass at his next turn."
    ),
    "25": N_("Law 25: a call may not be changed."),
    "26B": N_(
        "Law 26B: when the offender's partner first has the lead, declarer may forbid him to lead one "
        "suit not named by the offender in the legal auction, for as long as he keeps the lead."
    ),
    "27A1": N_("Law 27A1: the offender's LHO accepts the insufficient bid; it is treated as legal."),
    "27B1a": N_(
        "Law 27B1(a): an insufficient bid replaced by the lowest sufficient bid in the same "
        "denomination: no further rectification."
    ),
    "27B2": N_(
        "Law 27B2: an insufficient bid replaced by another call: the offender's partner must pass "
        "whenever it is his turn to call; lead restrictions (Law 26B) may apply."
    ),
    "27D": N_(
        "Law 27 (RULES 10.3): a double or redouble may not replace an insufficient bid; the attempt is "
        "cancelled and the offender's partner must pass for the rest of the auction."
    ),
    "28B": N_(
        "Law 28B: a call by the player whose turn it was, before rectification, cancels the call out of "
        "rotation without rectification."
    ),
    "29A": N_(
        "Law 29A: the offender's LHO accepts the call out of rotation by calling; the auction continues "
        "from it."
    ),
    "30A": N_("Law 30A: a pass out of rotation at RHO's turn: the offender must pass at his next turn."),
    "30B": N_(
        "Law 30B: a pass out of rotation at partner's (or LHO's) turn: the offender calls freely; "
        "not comparable, his partner must pass at his next turn (Law 26B)."
    ),
    "31A": N_(
        "Law 31A: a bid out of rotation at RHO's turn: if RHO passes the offender repeats it; if RHO "
        "calls, a comparable call ends the matter, any other makes partner pass once (Law 26B)."
    ),
    "31B": N_(
        "Law 31B: a bid out of rotation at partner's (or LHO's) turn: the offender calls freely; not "
        "comparable, his partner must pass at his next turn (Law 26B)."
    ),
    "32": N_("Law 32: a double or redouble out of rotation is treated as a bid out of rotation."),
    "43B": N_("Law 43B: a dummy who looked at other hands or commented has lost his rights."),
    "48A": N_("Law 48A: declarer's and dummy's cards never become penalty cards."),
    "49": N_("Law 49: a defender's card exposed other than in proper play becomes a penalty card."),
    "50B": N_(
        "Law 50B: a major penalty card is played at the first legal opportunity; if several can be, "
        "declarer chooses."
    ),
    "50C": N_("Law 50C: a minor penalty card: no other card of its suit below honour rank before it."),
    "50D2": N_(
        "Law 50D2: the partner of a defender with a major penalty card has the lead: declarer may "
        "require or forbid that suit (the penalty cards of that suit are picked up) or let him lead freely."
    ),
    "53A": N_("Law 53A: a lead out of turn may be accepted; playing to it accepts it."),
    "54A": N_(
        "Law 54A: after a faced opening lead out of turn declarer may accept it, or spread his hand "
        "and become dummy."
    ),
    "54D": N_(
        "Law 54D: the opening lead out of turn refused: the card is a major penalty card and the correct "
        "defender leads (Law 50D2)."
    ),
    "55A": N_("Law 55A: declarer's lead out of turn may be accepted by either defender."),
    "55B": N_(
        "Law 55B: declarer's lead out of turn refused: the card returns to the hand; he leads from the "
        "correct hand."
    ),
    "56": N_("Law 56: a defender's lead out of turn refused: the card is a major penalty card."),
    "57A": N_("Law 57A: a defender's premature play: the card is a major penalty card."),
    "57C": N_("Law 57C: declarer's or dummy's card played out of turn is retracted."),
    "61": N_("Law 61: a revoke: failing to follow suit though able, or to play a penalty card."),
    "62": N_(
        "Law 62: a revoke noticed before it is established must be corrected; a defender's withdrawn "
        "card is a major penalty card; the non-offenders may change cards played after it."
    ),
    "62D": N_("Law 62D: a revoke on the twelfth trick must be corrected and is not penalised."),
    "63A": N_(
        "Law 63A: a revoke is established when the offender or his partner leads or plays to the next "
        "trick, or claims or concedes."
    ),
    "64A": N_("Law 64A: an established revoke: trick transfer at the end of play."),
    "64B": N_(
        "Law 64B: no trick transfer (second revoke in a suit, penalty or faced card, dummy, trick 12, "
        "both sides, noticed too late)."
    ),
    "68": N_("Law 68: a claim or concession states the tricks the claimer's side will win; play stops."),
    "68B2": N_("Law 68B2: a defender's partner objects at once: there is no concession."),
    "68D": N_(
        "Law 68D (RULES 10.9): a disputed claim lapses; play resumes with the claimer's cards face up, "
        "and he follows his stated line."
    ),
    "69": N_("Law 69: the opponents agree to the claim; the result stands."),
    "70": N_("Law 70: the director adjudicates the claim."),
    "71": N_(
        "Law 71: a conceded trick that could not be lost by any legal play is restored.",
    ),
}

#: the text commands of table mode (for ``bridgekit play --table-mode``): the form typed, as the
#: program reads it, and its meaning (a catalogue message: translate it with ``_`` where shown)
TABLE_COMMANDS: Final = (
    ("<seat> <call>", N_("a call by that seat, in turn or not (E 1H); a plain call is by the seat to act")),
    ("<seat> <card>", N_("a card from that seat's hand, in turn or not (W SA); a plain card is in turn")),
    ("[<seat>] accept | refuse", N_("accept or refuse an irregular call or lead")),
    ("[<seat>] become-dummy", N_("declarer spreads his hand after an opening lead out of turn")),
    ("[<seat>] forbid <suit> | require <suit> | lead-freely", N_("declarer's lead penalty")),
    ("[<seat>] correct-revoke", N_("draw attention to a revoke not yet established")),
    ("<seat> exposes <cards> [deliberately]", N_("cards exposed other than in proper play")),
    ("<seat> claims <n> [line <cards>]", N_("a claim (or concession) of n of the remaining tricks")),
    ("[<seat>] agree | dispute | object | allow", N_("answers to a claim or concession")),
    ("director called by <seat>[: reason]", N_("call the director")),
    ("director rules <kind> [<value>] [(Law <n>)][: note]", N_("a director's ruling")),
    ("redeal <reason> [by <seat>] <PBN deal>", N_("redeal by the same dealer (RULES 1.3)")),
)


def law_text(law: str) -> str:
    """The one-line text of a Law as table mode applies it, in the current language (its citation if
    no text is stored)."""
    for part in law.replace(";", ",").split(","):
        key = part.strip()
        if key in LAW_TEXTS:
            return _(LAW_TEXTS[key])
    return citation(law) if law else law
