"""The score of one deal: Law 77 of the Laws of Duplicate Bridge (RULES 2).

Each part of the score is a small function over a constant table, so the rubber and
Chicago ledgers (RULES 3–5) can place the same parts above or below the line.

>>> duplicate_score(Contract.from_str("4HX"), 10, vulnerable=True)
790
>>> duplicate_score(Contract.from_str("3NT"), 7, vulnerable=False)
-100
"""

from __future__ import annotations

from typing import Final, TypeAlias

from bridgekit.calls import Contract, Doubling, Strain
from bridgekit.cards import CardSet, Rank, Suit
from bridgekit.deal import Deal
from bridgekit.errors import NotationError
from bridgekit.seats import Seat, Side, Vulnerability

__all__ = [
    "board_score",
    "check_tricks",
    "duplicate_score",
    "game_bonus",
    "Honours",
    "honours",
    "honours_in",
    "insult_bonus",
    "is_game",
    "overtrick_score",
    "slam_bonus",
    "trick_score",
    "undertrick_penalty",
]

#: RULES 2.6: the side that holds honours and their value; ``(None, 0)``: none
Honours: TypeAlias = tuple[Side | None, int]

#: RULES 2.1: trick value per level bid, undoubled, by strain.
TRICK_VALUE: Final = {
    Strain.CLUBS: 20,
    Strain.DIAMONDS: 20,
    Strain.HEARTS: 30,
    Strain.SPADES: 30,
    Strain.NOTRUMP: 30,
}
#: RULES 2.1: the first no-trump trick is worth 10 more than the others.
NOTRUMP_FIRST_TRICK_EXTRA: Final = 10
#: RULES 2.2: a made contract whose trick score reaches this is a game.
GAME_THRESHOLD: Final = 100
#: RULES 2.3: each doubled overtrick (NV, V); redoubled is twice this.
DOUBLED_OVERTRICK: Final = (100, 200)
#: RULES 2.4: game bonus (NV, V).
GAME_BONUS: Final = (300, 500)
#: RULES 2.4: small slam (level 6) and grand slam (level 7) bonuses, (NV, V).
SLAM_BONUS: Final = {6: (500, 750), 7: (1000, 1500)}
#: RULES 2.4: made doubled / redoubled ("insult").
INSULT_BONUS: Final = {Doubling.UNDOUBLED: 0, Doubling.DOUBLED: 50, Doubling.REDOUBLED: 100}
#: RULES 2.5: undertricks per trick (1st, 2nd and 3rd, 4th and further), keyed (vulnerable, doubling).
UNDERTRICKS: Final = {
    (False, Doubling.UNDOUBLED): (50, 50, 50),
    (False, Doubling.DOUBLED): (100, 200, 300),
    (False, Doubling.REDOUBLED): (200, 400, 600),
    (True, Doubling.UNDOUBLED): (100, 100, 100),
    (True, Doubling.DOUBLED): (200, 300, 300),
    (True, Doubling.REDOUBLED): (400, 600, 600),
}
#: RULES 2.5 option ``old_undertricks``: NV doubled 4th and later cost 200 (redoubled 400).
OLD_NV_UNDERTRICKS: Final = {Doubling.DOUBLED: (100, 200, 200), Doubling.REDOUBLED: (200, 400, 400)}
#: RULES 2.6: honours held in one hand.
FOUR_HONOURS: Final = 100
FIVE_HONOURS: Final = 150
FOUR_ACES: Final = 150
_HONOUR_RANKS: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def check_tricks(tricks: int) -> int:
    """Return *tricks* if it is a possible trick count (0–13) for the declaring side.

    >>> check_tricks(13)
    13

    :raises NotationError: if *tricks* is not an int from 0 to 13
    """
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise NotationError(f"not a trick count: {tricks!r} (tricks run from 0 to 13)")
    return tricks


def trick_score(contract: Contract) -> int:
    """The trick score of the tricks bid, if made (RULES 2.1 / Law 77).

    >>> trick_score(Contract.from_str("2NTX")), trick_score(Contract.from_str("2D"))
    (140, 40)
    """
    base = contract.level * TRICK_VALUE[contract.strain]
    if contract.strain is Strain.NOTRUMP:
        base += NOTRUMP_FIRST_TRICK_EXTRA
    return base * contract.doubling.factor


def is_game(contract: Contract) -> bool:
    """Whether a made *contract* is a game on its own: trick score 100 or more (RULES 2.2).

    >>> is_game(Contract.from_str("3NT")), is_game(Contract.from_str("4D")), is_game(Contract.from_str("2HX"))
    (True, False, True)
    """
    return trick_score(contract) >= GAME_THRESHOLD


def overtrick_score(contract: Contract, overtricks: int, *, vulnerable: bool) -> int:
    """The score of *overtricks* tricks beyond the contract (RULES 2.3 / Law 77).

    Undoubled: the trick value (20 for C/D, 30 for H/S/NT); doubled 100 NV / 200 V;
    redoubled twice that.

    >>> overtrick_score(Contract.from_str("3NT"), 1, vulnerable=False)
    30
    >>> overtrick_score(Contract.from_str("2HXX"), 2, vulnerable=True)
    800

    :raises NotationError: if *overtricks* is not 0–6
    """
    if not 0 <= overtricks <= 6:
        raise NotationError(f"not an overtrick count: {overtricks!r} (0 to 6)")
    if contract.doubling is Doubling.UNDOUBLED:
        per_trick = TRICK_VALUE[contract.strain]
    else:
        per_trick = DOUBLED_OVERTRICK[vulnerable] * (contract.doubling.factor // 2)
    return overtricks * per_trick


def undertrick_penalty(
    contract: Contract, undertricks: int, *, vulnerable: bool, old_undertricks: bool = False
) -> int:
    """What the defenders score for *undertricks* tricks short (RULES 2.5 / Law 77).

    Returned as a positive number; the declaring side's score is its negative.

    >>> undertrick_penalty(Contract.from_str("4SX"), 4, vulnerable=False)
    800
    >>> undertrick_penalty(Contract.from_str("4SX"), 4, vulnerable=False, old_undertricks=True)
    700

    :raises NotationError: if *undertricks* is not 0–13
    """
    if not 0 <= undertricks <= 13:
        raise NotationError(f"not an undertrick count: {undertricks!r} (0 to 13)")
    first, second_third, further = UNDERTRICKS[vulnerable, contract.doubling]
    if old_undertricks and not vulnerable and contract.doubling is not Doubling.UNDOUBLED:
        first, second_third, further = OLD_NV_UNDERTRICKS[contract.doubling]
    if undertricks == 0:
        return 0
    return first + second_third * min(undertricks - 1, 2) + further * max(undertricks - 3, 0)


def game_bonus(*, vulnerable: bool) -> int:
    """The game bonus: 300 NV, 500 V (RULES 2.4).

    >>> game_bonus(vulnerable=True)
    500
    """
    return GAME_BONUS[vulnerable]


def slam_bonus(level: int, *, vulnerable: bool) -> int:
    """The slam bonus of a made contract at *level*: small 500/750, grand 1000/1500 (RULES 2.4).

    >>> slam_bonus(6, vulnerable=False), slam_bonus(7, vulnerable=True), slam_bonus(5, vulnerable=True)
    (500, 1500, 0)
    """
    bonus = SLAM_BONUS.get(level)
    return 0 if bonus is None else bonus[vulnerable]


def insult_bonus(doubling: Doubling, *, single_insult: bool = False) -> int:
    """The bonus for making a doubled (50) or redoubled (100) contract (RULES 2.4).

    With ``single_insult`` (RULES 3.9) a redoubled contract also scores only 50.

    >>> insult_bonus(Doubling.REDOUBLED), insult_bonus(Doubling.REDOUBLED, single_insult=True)
    (100, 50)
    """
    if single_insult:
        return min(INSULT_BONUS[doubling], INSULT_BONUS[Doubling.DOUBLED])
    return INSULT_BONUS[doubling]


def duplicate_score(
    contract: Contract | None,
    tricks: int,
    *,
    vulnerable: bool,
    old_undertricks: bool = False,
    partscore_bonus: int = 50,
    single_insult: bool = False,
) -> int:
    """The deal score for the declaring side (RULES 2.7 / Law 77); negative when defeated.

    Made: trick score + overtricks + partscore or game bonus + slam + insult. Defeated:
    minus the undertricks. ``None`` is a passed-out deal and scores 0.

    >>> duplicate_score(Contract.from_str("7NT"), 13, vulnerable=False)
    1520
    >>> duplicate_score(Contract.from_str("2HX"), 9, vulnerable=True)
    870
    >>> duplicate_score(None, 0, vulnerable=True)
    0

    :param partscore_bonus: the partscore bonus, 50 (RULES 2.4; Chicago duplicate allows 100)
    :raises NotationError: if *tricks* is not 0–13
    """
    check_tricks(tricks)
    if contract is None:
        return 0
    if tricks < contract.tricks_needed:
        short = contract.tricks_needed - tricks
        return -undertrick_penalty(contract, short, vulnerable=vulnerable, old_undertricks=old_undertricks)
    made = trick_score(contract)
    bonus = game_bonus(vulnerable=vulnerable) if made >= GAME_THRESHOLD else partscore_bonus
    return (
        made
        + overtrick_score(contract, tricks - contract.tricks_needed, vulnerable=vulnerable)
        + bonus
        + slam_bonus(contract.level, vulnerable=vulnerable)
        + insult_bonus(contract.doubling, single_insult=single_insult)
    )


def board_score(
    contract: Contract | None,
    declarer: Seat,
    tricks: int,
    vulnerability: Vulnerability,
    *,
    side: Side = Side.NS,
) -> int:
    """The duplicate score of a board from *side*'s point of view (RULES 6.2; N–S by default).

    >>> board_score(Contract.from_str("4S"), Seat.EAST, 9, Vulnerability.BOTH)
    100
    >>> board_score(Contract.from_str("4S"), Seat.EAST, 9, Vulnerability.BOTH, side=Side.EW)
    -100

    :raises NotationError: if *tricks* is not 0–13
    """
    score = duplicate_score(contract, tricks, vulnerable=vulnerability.is_vulnerable(declarer))
    return score if declarer.side is side else -score


def honours_in(hand: CardSet, trump: Suit | None) -> int:
    """The honours one hand holds (RULES 2.6): four of the five trump honours 100, all five 150;
    at no trump (*trump* ``None``) all four aces 150; else 0.

    >>> honours_in(CardSet.from_str("AKQJ.2.3.4"), Suit.SPADES), honours_in(CardSet.from_str("A.A.A.A"), None)
    (100, 150)
    """
    if trump is None:
        return FOUR_ACES if all(Rank.ACE in hand.ranks(suit) for suit in Suit) else 0
    held = sum(1 for rank in hand.ranks(trump) if rank in _HONOUR_RANKS)
    return FIVE_HONOURS if held == 5 else FOUR_HONOURS if held == 4 else 0


def honours(deal: Deal, strain: Strain) -> Honours:
    """The honours held in one hand and the side that scores them (RULES 2.6).

    Four of the five trump honours 100, all five 150; at no trump, all four aces 150.
    Returns ``(None, 0)`` when no hand qualifies.

    >>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    >>> honours(deal, Strain.SPADES), honours(deal, Strain.HEARTS), honours(deal, Strain.NOTRUMP)
    ((Side.NS, 100), (Side.EW, 100), (None, 0))
    """
    for seat, hand in zip(Seat, deal.hands, strict=False):
        points = honours_in(hand, strain.suit)
        if points:
            return seat.side, points
    return None, 0
