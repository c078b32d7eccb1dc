"""Minibridge: finding the declaring side and choosing the contract (RULES 11.2, 11.4).

Pure functions of what the players know, each step written out as a sentence, so the
game, the robot and the teaching view share one procedure.

>>> from bridgekit.cards import CardSet
>>> hand = CardSet.from_str("AKQ.KQJ2.432.432")
>>> advice = recommend_contract(hand, dummy_lengths=(4, 4, 2, 3), combined_hcp=25)
>>> str(advice.contract), advice.points
('3NT', 25)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from bridgekit.calls import Contract, Strain
from bridgekit.cards import CardSet, Rank, Suit
from bridgekit.contracts import strain_words
from bridgekit.errors import NotationError
from bridgekit.i18n import _, ngettext

__all__ = [
    "OPENING_HCP",
    "DECLARE_HCP",
    "Recommendation",
    "announcement",
    "declaring_side",
    "distribution_points",
    "notrump_possible",
    "recommend_contract",
    "lengths_text",
]

#: RULES 11.2: a player with this many HCP or more says "I open"; with fewer, "pass".
OPENING_HCP: Final = 11
#: RULES 11.2: the opening side declares with this many HCP together, else the other side.
DECLARE_HCP: Final = 20
#: RULES 11.4: the highest points of the low band for a major, no trump and a minor.
MAJOR_TOP: Final = 26
NOTRUMP_TOP: Final = 24
MINOR_TOP: Final = 28
#: RULES 11.4 (a), (c): shortness points for a void, singleton, doubleton in a side suit.
SHORTNESS: Final = {0: 3, 1: 2, 2: 1}
_HONOURS_WITH_HCP: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)
_DOWN: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Recommendation(NamedTuple):
    """The contract the procedure of RULES 11.4 gives, its points and the steps that led there."""

    contract: Contract
    kind: str
    points: int
    steps: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.contract}: " + "; ".join(self.steps)


def announcement(hcp: int) -> bool:
    """Whether a hand of *hcp* says "I open" (11 or more) rather than "pass" (RULES 11.2).

    >>> announcement(10), announcement(11)
    (False, True)
    """
    return hcp >= OPENING_HCP


def declaring_side(opener: int, hcp: Sequence[int], dealer: int) -> tuple[int, tuple[str, ...]]:
    """The declarer found by RULES 11.2 and its DECISIONS, with the arithmetic in words.

    *hcp* holds each seat's HCP (seats 0–3 clockwise, partners opposite).

    >>> declaring_side(1, [9, 12, 10, 10], dealer=0)
    (1, ('E 12 + W 10 = 22: 20 or more, so E–W declare', 'E has 12, W 10: E plays'))
    """
    names = "NESW"
    partner = (opener + 2) % 4
    total = hcp[opener] + hcp[partner]
    pair = f"{names[opener]} {hcp[opener]} + {names[partner]} {hcp[partner]} = {total}"
    if total >= DECLARE_HCP:
        first = _("{pair}: {least} or more, so {side} declare").format(
            pair=pair, least=DECLARE_HCP, side=_side_name(opener)
        )
        declarer = partner if hcp[partner] > hcp[opener] else opener
        tie = " " + _("(equal: the opener plays)") if hcp[partner] == hcp[opener] else ""
        how = _("{one} has {one_hcp}, {two} {two_hcp}: {declarer} plays").format(
            one=names[opener],
            one_hcp=hcp[opener],
            two=names[partner],
            two_hcp=hcp[partner],
            declarer=names[declarer],
        )
        how += tie
        return declarer, (first, how)
    first = _("{pair}: {most} or less, so {side} declare").format(
        pair=pair, most=DECLARE_HCP - 1, side=_side_name(opener + 1)
    )
    one, two = (opener + 1) % 4, (opener + 3) % 4
    # On equal HCP the one who comes first clockwise from the dealer plays (DECISION 11.2).
    ordered = sorted((one, two), key=lambda seat: (-hcp[seat], (seat - dealer) % 4))
    declarer = ordered[0]
    tie = " " + _("(equal: the first clockwise from the dealer plays)") if hcp[one] == hcp[two] else ""
    how = _("{one} has {one_hcp}, {two} {two_hcp}: {declarer} plays").format(
        one=names[one], one_hcp=hcp[one], two=names[two], two_hcp=hcp[two], declarer=names[declarer]
    )
    how += tie
    return declarer, (first, how)


def _side_name(seat: int) -> str:
    return "N–S" if seat % 2 == 0 else "E–W"


def distribution_points(hand: CardSet, trump: Suit) -> int:
    """Declarer's shortness points in the side suits: doubleton 1, singleton 2, void 3 (RULES 11.4 a).

    >>> distribution_points(CardSet.from_str("AKQJ2.KQ2.J2.A32"), Suit.SPADES)
    1
    """
    return sum(SHORTNESS.get(hand.suit_length(suit), 0) for suit in Suit if suit != trump)


def notrump_possible(hand: CardSet, combined: Sequence[int]) -> tuple[bool, str]:
    """Whether every suit holds 5+ cards together, or exactly 4 with three of A K Q J in
    declarer's hand (RULES 11.4 b); and why.

    *combined* holds the two hands' lengths by suit, clubs first.

    >>> notrump_possible(CardSet.from_str("AKQ.432.5432.432"), [8, 7, 7, 4])
    (True, 'every suit has 5+ cards together or 4 with three of A K Q J')
    """
    for suit in _DOWN:
        length = combined[suit]
        if length >= 5:
            continue
        honours = sum(1 for rank in hand.ranks(suit) if rank in _HONOURS_WITH_HCP)
        if length == 4 and honours >= 3:
            continue
        if length == 4:
            return False, _("{suit} has 4 cards together and declarer holds only {count} of A K Q J").format(
                suit=suit.letter, count=honours
            )
        return False, ngettext(
            "{suit} has only {count} card together", "{suit} has only {count} cards together", length
        ).format(suit=suit.letter, count=length)
    return True, _("every suit has 5+ cards together or 4 with three of A K Q J")


def lengths_text(lengths: Sequence[int]) -> str:
    """Suit lengths (clubs first) written spades first: ``S 5, H 7, D 6, C 8``."""
    return ", ".join(f"{suit.letter} {lengths[suit]}" for suit in _DOWN)


def recommend_contract(hand: CardSet, *, dummy_lengths: Sequence[int], combined_hcp: int) -> Recommendation:
    """The contract declarer chooses by RULES 11.4 from his hand, dummy's suit lengths
    (clubs first, as dummy writes them, 11.3) and the side's HCP together.

    >>> hand = CardSet.from_str("KQ32.AKJ32.32.32")
    >>> advice = recommend_contract(hand, dummy_lengths=(3, 4, 3, 3), combined_hcp=24)
    >>> str(advice.contract), advice.points, advice.kind
    ('1H', 26, 'major')

    :raises NotationError: if the lengths are not four numbers making 13 cards
    """
    if len(dummy_lengths) != 4 or sum(dummy_lengths) != 13 or min(dummy_lengths) < 0:
        raise NotationError(
            _("dummy's suit lengths must be four numbers adding to 13, not {dummy_lengths}").format(
                dummy_lengths=tuple(dummy_lengths)
            )
        )
    combined = [hand.suit_length(suit) + dummy_lengths[suit] for suit in Suit]
    steps = [_("lengths together: {lengths}").format(lengths=lengths_text(combined))]
    majors = [suit for suit in (Suit.SPADES, Suit.HEARTS) if combined[suit] >= 8]
    if majors:
        trump = max(majors, key=lambda suit: (combined[suit], suit))
        return _suit_contract(hand, trump, combined, combined_hcp, steps, kind="major")
    steps.append(_("(a) no major fit (8+ hearts or spades together)"))
    possible, why = notrump_possible(hand, combined)
    if possible:
        steps.append(_("(b) no trump: {why}").format(why=why))
        level = 1 if combined_hcp <= NOTRUMP_TOP else 3
        band = f"≤ {NOTRUMP_TOP}" if level == 1 else f"≥ {NOTRUMP_TOP + 1}"
        steps.append(
            _("points = {hcp} HCP: {band} → {contract}").format(
                hcp=combined_hcp, band=band, contract=f"{level}NT"
            )
        )
        return Recommendation(Contract(level, Strain.NOTRUMP), "notrump", combined_hcp, tuple(steps))
    steps.append(_("(b) no no-trump: {why}").format(why=why))
    trump = max((Suit.DIAMONDS, Suit.CLUBS), key=lambda suit: (combined[suit], suit))
    return _suit_contract(hand, trump, combined, combined_hcp, steps, kind="minor")


def _suit_contract(
    hand: CardSet, trump: Suit, combined: Sequence[int], hcp: int, steps: list[str], *, kind: str
) -> Recommendation:
    top, game = (MAJOR_TOP, 4) if kind == "major" else (MINOR_TOP, 5)
    template = (
        _("(a) major fit: {count} {suit} together")
        if kind == "major"
        else _("(c) minor fit: {count} {suit} together")
    )
    steps.append(template.format(count=combined[trump], suit=strain_words(Strain.from_suit(trump))))
    shortness = distribution_points(hand, trump)
    points = hcp + shortness
    level = 1 if points <= top else game
    band = f"≤ {top}" if level == 1 else f"≥ {top + 1}"
    strain = Strain.from_suit(trump)
    steps.append(
        _("points = {hcp} HCP + {shortness} for declarer's shortness = {points}: {band} → {contract}").format(
            hcp=hcp, shortness=shortness, points=points, band=band, contract=f"{level}{strain}"
        )
    )
    return Recommendation(Contract(level, strain), kind, points, tuple(steps))
