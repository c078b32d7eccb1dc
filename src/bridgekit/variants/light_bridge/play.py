"""The play of Light bridge (RULES 12.5, 12.6): follow suit, the must-ruff rule, jokers.

A joker is played by naming the card it becomes (:class:`JokerPlay`, written ``J1=QD``).
:class:`LightPlay` is the working state of the play; it keeps, next to each card played,
the card it counts as (itself, or a joker's name).

>>> from bridgekit.cards import CardSet
>>> hands = [CardSet.from_str(t).mask for t in ("A....1", "K.A..", "Q..A.", "J...A")]
>>> play = LightPlay(hands, leader=0, trump=None, must_ruff=False)
>>> [str(a) for a in play.legal_actions(0)]
['SA']
>>> _ = play.add(Card.from_str("SA"))
>>> [str(a) for a in play.legal_actions(1)]
['SK']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from bridgekit.calls import Strain
from bridgekit.cards import JOKER_MASK, SUIT_MASK, Card, Suit
from bridgekit.contracts import strain_words
from bridgekit.errors import NotationError
from bridgekit.i18n import _
from bridgekit.tricks import Trick, TrickPlay, cards_of, trick_winner

__all__ = ["JokerPlay", "LightPlay", "PlayAction", "ALL_NAMES"]

#: every card a joker may be named as: the 52 cards of the full pack (RULES 12.6.3)
ALL_NAMES: Final = (1 << 52) - 1


class JokerPlay(NamedTuple):
    """A joker played as the card *named* (RULES 12.6.3), written ``J1=QD`` (:meth:`from_str`)."""

    joker: Card
    named: Card

    def symbol(self) -> str:
        return f"{self.joker}={self.named.symbol()}"

    def __str__(self) -> str:
        return f"{self.joker}={self.named}"

    def __repr__(self) -> str:
        return f"JokerPlay.from_str({str(self)!r})"

    @classmethod
    def from_str(cls, text: str) -> JokerPlay:
        """Parse ``J1=QD`` (also ``J1 QD``, ``J1:♦Q``).

        >>> JokerPlay.from_str("j2 = qd")
        JokerPlay.from_str('J2=DQ')

        :raises NotationError: if the text is not a joker with the card it is named as
        """
        parts = text.replace("=", " ").replace(":", " ").split()
        if len(parts) == 2:
            try:
                joker, named = Card.from_str(parts[0]), Card.from_str(parts[1])
                if joker.is_joker and not named.is_joker:
                    return cls(joker, named)
            except NotationError:
                pass
        raise NotationError(
            _("not a joker play: {text} (expected a joker and the card it is, e.g. J1=QD)").format(
                text=repr(text)
            )
        )


PlayAction = Card | JokerPlay


class LightPlay(TrickPlay):
    """The engine's :class:`~bridgekit.tricks.TrickPlay` with Light bridge's rules (RULES 12.5,
    12.6): the must-ruff rule, and jokers, kept next to the cards as the cards they count as.

    :param hands: a bit mask per seat
    :param leader: the seat that leads first
    :param trump: the trump suit (``None`` for no trump)
    :param must_ruff: whether a void hand holding a trump must play one (RULES 12.5.2)
    """

    __slots__ = ("must_ruff", "effective", "named_mask", "named_tricks", "used", "played")

    def __init__(self, hands: Sequence[int], *, leader: int, trump: Suit | None, must_ruff: bool) -> None:
        super().__init__(hands, leader=leader, trump=trump)
        self.must_ruff = must_ruff and trump is not None
        #: the cards of the trick in progress as they count (a joker as its name)
        self.effective: list[Card] = []
        #: the cards of the trick in progress as they count, as a mask
        self.named_mask = 0
        #: per completed trick, the cards as they counted
        self.named_tricks: list[tuple[Card, ...]] = []
        #: cards played, or named by a joker, earlier in the deal (RULES 12.6.3 a)
        self.used = 0
        #: every card (jokers as jokers) played so far, as a mask
        self.played = 0

    # -- what may be played --------------------------------------------------------------

    def legal_mask(self, seat: int) -> int:
        """The ordinary cards *seat* may play now (RULES 12.5.1, 12.5.2)."""
        hand = self.hands[seat] & ~JOKER_MASK
        if not self.effective:
            return hand
        follow = hand & self.led_mask
        if follow:
            return follow
        if self.must_ruff and hand & self.trump_mask:
            return hand & self.trump_mask
        return hand

    def name_mask(self, seat: int) -> int:
        """The cards a joker of *seat* may be named as now (0 if no joker may be played).

        RULES 12.6.1–12.6.3 and DECISIONS (a), (c); when every card has been played or
        named, any card not in the current trick (DECISION, see docs/light_bridge.md).
        """
        hand = self.hands[seat]
        if not hand & JOKER_MASK:
            return 0
        ordinary = hand & ~JOKER_MASK
        in_trick = self.named_mask
        if not self.effective:
            if ordinary:
                return 0
        elif ordinary & self.led_mask:
            return 0
        names = ALL_NAMES & ~self.used & ~in_trick or ALL_NAMES & ~in_trick
        if self.effective and self.must_ruff and ordinary & self.trump_mask:
            names &= self.trump_mask
        return names

    def legal_actions(self, seat: int) -> list[PlayAction]:
        """Every card and every (joker, name) pair *seat* may play now."""
        actions: list[PlayAction] = list(cards_of(self.legal_mask(seat)))
        names = self.name_mask(seat)
        if names:
            named = cards_of(names)
            for joker in cards_of(self.hands[seat] & JOKER_MASK):
                actions.extend(JokerPlay(joker, card) for card in named)
        return actions

    def illegality(self, seat: int, action: PlayAction) -> str | None:
        """Why *seat* may not play *action* now (with the rule, in the current language), or
        ``None`` if it may."""
        if isinstance(action, JokerPlay):
            return self._joker_illegality(seat, action)
        if action.is_joker:
            return _("a joker is played with the card it is named as, e.g. {example} (RULES 12.6.3)").format(
                example=f"{action}=QD"
            )
        if not self.hands[seat] >> action.index & 1:
            return _("{card} is not in the hand (RULES 12.5.3)").format(card=action)
        if self.legal_mask(seat) >> action.index & 1:
            return None
        led = self.effective[0].suit
        assert led is not None
        if self.hands[seat] & self.led_mask:
            return _("the hand must follow {suit} (RULES 12.5.1)").format(suit=_words(led))
        assert self.trump is not None
        return _("a hand void in {suit} must ruff with a trump, {trump} (RULES 12.5.2)").format(
            suit=_words(led), trump=_words(self.trump)
        )

    def _joker_illegality(self, seat: int, action: JokerPlay) -> str | None:
        if not self.hands[seat] >> action.joker.index & 1:
            return _("{card} is not in the hand (RULES 12.6)").format(card=action.joker)
        names = self.name_mask(seat)
        if names >> action.named.index & 1:
            return None
        ordinary = self.hands[seat] & ~JOKER_MASK
        if not self.effective and ordinary:
            return _("a joker may be led only as the last card or with only jokers left (RULES 12.6.1)")
        if self.effective and ordinary & self.led_mask:
            return _("a joker may be played only by a hand void in the suit led (RULES 12.6.2)")
        if any(card == action.named for card in self.effective):
            return _("{card} is already in this trick (RULES 12.6.3 a)").format(card=action.named)
        fresh = ALL_NAMES & ~self.used & ~self.named_mask
        if self.used >> action.named.index & 1 and fresh:
            return _("{card} was already played or named in this deal (RULES 12.6.3 a)").format(
                card=action.named
            )
        assert self.trump is not None
        return _(
            "a hand void in the suit led that holds a trump ({trump}) must ruff; the joker must be named as "
            "a trump (RULES 12.5.2, 12.6.3 c)"
        ).format(trump=_words(self.trump))

    # -- playing -------------------------------------------------------------------------

    def add(self, action: PlayAction) -> Trick | None:
        """Play *action* (already checked) for the seat to play; return the trick if complete."""
        seat = self.to_play
        card, named = (action.joker, action.named) if isinstance(action, JokerPlay) else (action, action)
        self.hands[seat] &= ~card.mask
        self.played |= card.mask
        self.named_mask |= named.mask
        self.seats.append(seat)
        self.current.append(card)
        self.effective.append(named)
        if len(self.current) < self.seat_count:
            if named.suit is not None and len(self.current) == 1:  # a joker is led named as a card
                self.led_mask = SUIT_MASK[named.suit]
            self.to_play = (seat + 1) % self.seat_count
            return None
        # the highest trump, else the highest of the suit led; of two equal cards the first (12.6.3 b)
        winner = self.seats[trick_winner(self.effective, self.trump)]
        trick = Trick(self.seats[0], tuple(self.seats), tuple(self.current), winner)
        self.tricks.append(trick)
        self.named_tricks.append(tuple(self.effective))
        for played in self.effective:
            self.used |= played.mask
        self.won[winner] += 1
        self.seats, self.current, self.effective, self.led_mask, self.named_mask = [], [], [], 0, 0
        self.leader = self.to_play = winner
        return trick


def _words(suit: Suit) -> str:
    """A suit's name in the current language, as the rules' sentences use it («пики», "piki")."""
    return strain_words(Strain.from_suit(suit))
