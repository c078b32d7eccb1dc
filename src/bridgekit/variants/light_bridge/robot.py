"""A Light-bridge robot (RULES 12): simple hand evaluation for the auction, heuristic play.

It bids an ordinary contract its side can make by its estimate (high cards, trump length,
a partner's expected share), a misère-type contract with a low hand, contra when an
opponent has overbid by its count, and passes otherwise. In play it tries to win tricks
in ordinary contracts and to lose them in misère-type contracts and raspasy; exactly-N
is played towards N. A joker is named as the card that serves that aim best. Like every
robot it is a pure function of the view.

>>> from bridgekit.variants import new_game
>>> game = new_game("light_bridge", variant="lb4", seed=5)
>>> robot = LightBridgeRobot()
>>> while not game.is_over:
...     _ = game.act(robot.choose(game.view(game.to_act)).action)
>>> sum(game.tricks_won)
9
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any, Final, cast

from bridgekit.call_words import action_text
from bridgekit.calls import Call, Strain
from bridgekit.cards import Card, CardSet, Rank, Suit
from bridgekit.i18n import N_, _, format_number, ngettext
from bridgekit.robots import Decision
from bridgekit.state import View
from bridgekit.tricks import trick_winner
from bridgekit.variants.booby.robot import explained
from bridgekit.variants.light_bridge.calls import CONTRA, PASS, CallKind, light_bid
from bridgekit.variants.light_bridge.play import JokerPlay
from bridgekit.variants.light_bridge.records import Discard, LightBridgeView, Stage, TakeTalon
from bridgekit.variants.light_bridge.scoring import LEVEL_TABLES, BidKind, LevelTable

__all__ = ["LightBridgeRobot", "SamplingLightBridgeRobot", "TRICKS_LEFT", "estimate_tricks", "wants_tricks"]

Action = Card | JokerPlay


def _decision(action: object, explanation: str) -> Decision:
    # Decision is typed for bridge calls and cards; Light-bridge actions are its other actions.
    return Decision(cast(Any, action), explanation)


# -- hand evaluation ------------------------------------------------------------------------


def _suit_tricks(ranks: Sequence[Rank], length: int, *, trump: bool, average: float) -> float:
    """Tricks a suit should take: top honours, then length beyond the average."""
    tricks = 0.0
    top = Rank.ACE
    for rank in ranks:
        if rank != top:
            break
        tricks += 1
        top = Rank(top - 1)
    if tricks == 0 and Rank.KING in ranks and length >= 2:
        tricks += 0.5
    if tricks <= 1 and Rank.QUEEN in ranks and length >= 3:
        tricks += 0.25
    extra = length - average
    if extra > 0 and (trump or tricks >= 1):
        tricks += extra * (1.0 if trump else 0.7)
    return min(tricks, float(length))


def estimate_tricks(hand: CardSet, strain: Strain, table: LevelTable) -> float:
    """The tricks *hand* should take with *strain* as trumps (its own, not its side's).

    >>> from bridgekit.variants.light_bridge.scoring import LEVEL_TABLES
    >>> estimate_tricks(CardSet.from_str("AKQJT.A.K6.7"), Strain.SPADES, LEVEL_TABLES["lb4"])
    7.5
    """
    average = table.tricks / 4  # a hand holds as many cards as there are tricks
    trump = strain.suit
    total = 0.0
    for suit in Suit:
        ranks = hand.ranks(suit)
        total += _suit_tricks(ranks, len(ranks), trump=suit == trump, average=average)
        if trump is not None and suit != trump and len(ranks) < 2 and hand.suit_length(trump) >= 3:
            total += 0.5 * (2 - len(ranks))
    return total + len(hand.jokers)


def _danger(hand: CardSet, lowest: Rank) -> int:
    """Cards that may be forced to win a trick: the i-th lowest card of a suit is safe while it is
    at most two ranks per card above the pack's lowest (there are lower cards to duck under)."""
    danger = 0
    for suit in Suit:
        ranks = sorted(hand.ranks(suit))
        danger += sum(1 for i, rank in enumerate(ranks) if rank > lowest + 2 * i + 1)
    return danger


def _top_tricks(hand: CardSet) -> float:
    """Defensive tricks: aces, and kings with a guard."""
    tricks = 0.0
    for suit in Suit:
        ranks = hand.ranks(suit)
        tricks += (Rank.ACE in ranks) + 0.5 * (Rank.KING in ranks and len(ranks) >= 2)
    return tricks + len(hand.jokers)


def wants_tricks(view: LightBridgeView, seat: int) -> bool:
    """Whether *seat* plays to win tricks now (RULES 12.8, 12.9 aims).

    Ordinary contracts: everyone wins tricks (the active side to make it, the others to beat
    it). Misère-type and raspasy: everyone loses them (the passive side leaves them to the
    active side). Exactly-N: both sides win tricks while the active side has fewer than N.
    """
    contract = view.contract
    if view.is_raspasy or contract is None:
        return False
    kind = cast(Any, contract).kind
    if kind is BidKind.ORDINARY:
        return True
    if kind is BidKind.MISERE:
        return False
    bidder = view.bidder
    assert bidder is not None
    side = bidder % 2 if len(view.side_names) == 2 else bidder
    exact: int = cast(Any, contract).exact
    return view.tricks_won[side] < exact


# -- the robot ------------------------------------------------------------------------------


class LightBridgeRobot:
    """Plays every form of Light bridge from a seat's view. Deterministic."""

    def choose(self, view: View) -> Decision:
        """Choose the action of the seat of *view* and say why.

        :raises ValueError: if the seat has nothing to decide or the view is not Light bridge's
        """
        if not isinstance(view, LightBridgeView) or not view.legal_actions:
            raise ValueError(
                _("seat {seat} has no Light-bridge decision in this view").format(seat=view.seat)
            )
        actions: tuple[Any, ...] = view.legal_actions
        if view.stage is Stage.AUCTION:
            return self._call(view, [a for a in actions if isinstance(a, Call)])
        if view.stage is Stage.TALON:
            take = next(a for a in actions if isinstance(a, TakeTalon))
            why = _("{action}: the final bidder takes the talon (RULES 12.7)")
            return _decision(take, why.format(action=action_text("take")))
        if view.stage is Stage.DISCARD:
            return self._discard(view, [a for a in actions if isinstance(a, Discard)])
        return self._play(view, [a for a in actions if isinstance(a, Card | JokerPlay)])

    # -- the auction --------------------------------------------------------------------

    def _call(self, view: LightBridgeView, calls: list[Call]) -> Decision:
        table = LEVEL_TABLES[view.form]
        hand = view.hand
        teams = table.is_teams
        partners = (table.players // 2 - 1) if teams else 0
        share = 0.6 * partners * table.tricks / table.players
        bids = [cast(Any, r) for r in view.calls if cast(Any, r).call.is_bid]
        bidder: int | None = bids[-1].seat if bids else None
        ours = bidder is not None and (bidder % 2 == view.seat % 2 if teams else bidder == view.seat)
        legal = set(calls)
        best: tuple[float, Call, str] | None = None
        for strain in Strain:
            side = estimate_tricks(hand, strain, table) + share
            for level in range(table.base + 1, min(int(side), table.top) + 1):
                call = light_bid(CallKind.ORDINARY, level, strain)
                if call in legal:
                    margin = side - level
                    if best is None or margin > best[0]:
                        best = (
                            margin,
                            call,
                            explained(
                                call.symbol(), N_("natural, the best strain for my side, expects to make it")
                            ),
                        )
                    break
        if best is not None and not ours:
            return _decision(best[1], best[2])
        mine = _danger(hand, Rank.SIX if table.tricks in (9, 12) else Rank.TWO)
        # a partner's hand, on average, cannot avoid about one trick
        sure = mine + partners
        if not ours and mine <= 1:
            for level, k in sorted(table.misere, key=lambda item: item[1]):
                call = light_bid(CallKind.MISERE, level, Strain.NOTRUMP)
                if call in legal and k >= round(sure):
                    return _decision(
                        call,
                        explained(call.symbol(), N_("a low hand, expects to stay within the misère")),
                    )
        contra = CONTRA
        if contra in legal and bids:
            bid: Call = bids[-1].call
            if bid.kind is CallKind.ORDINARY and bid.strain is not None:
                defence = _top_tricks(hand) + share
                if defence >= table.tricks - bid.level + 2:
                    return _decision(
                        contra,
                        explained("X", N_("expects to defeat the bid")),
                    )
        return _decision(PASS, explained("P", N_("nothing better to bid")))

    # -- the talon ----------------------------------------------------------------------

    def _discard(self, view: LightBridgeView, discards: list[Discard]) -> Decision:
        trump = view.trump.suit if view.trump is not None else None
        win = wants_tricks(view, view.seat)
        hand = view.hand

        def keep_value(card: Card) -> float:
            if card.is_joker:
                return 100.0
            assert card.rank is not None and card.suit is not None
            length = hand.suit_length(card.suit)
            if win:
                return card.rank + (30 if card.suit == trump else 0) + length
            return -card.rank - (10 if card.suit == trump else 0)

        choice = min(discards, key=lambda d: (keep_value(d.card), d.card.index))
        why = _("my weakest card") if win else _("a card that could win a trick")
        return _decision(choice, _("{card}: {why} goes face down (RULES 12.7)").format(card=choice, why=why))

    # -- the play -----------------------------------------------------------------------

    def _play(self, view: LightBridgeView, actions: list[Action]) -> Decision:
        trump = view.trump.suit if view.trump is not None else None
        current = list(view.current_named)
        win = wants_tricks(view, view.seat)

        def named(action: Action) -> Card:
            return action.named if isinstance(action, JokerPlay) else action

        def strength(card: Card) -> int:
            rank = card.rank or 0
            return rank + (20 if card.suit == trump else 0)

        def beats(card: Card) -> bool:
            if not current:
                return True
            led = current[0].suit
            best = max(
                (c for c in current if c.suit in (led, trump)),
                key=lambda c: (c.suit == trump, c.rank or 0),
            )
            if card.suit == best.suit:
                return (card.rank or 0) > (best.rank or 0)
            return card.suit == trump

        def cost(action: Action) -> int:
            return 50 if isinstance(action, JokerPlay) else 0

        partner_winning = False
        if current and len(view.side_names) == 2:
            leader = view.current_trick[trick_winner(current, trump)].seat
            partner_winning = leader % 2 == view.seat % 2
        if win:
            if current:
                winners = [a for a in actions if beats(named(a))]
                if winners and not partner_winning:
                    choice = min(winners, key=lambda a: (strength(named(a)) + cost(a), named(a).index))
                    return _decision(
                        choice, _("{card}: the cheapest card that takes the trick").format(card=choice)
                    )
                choice = min(actions, key=lambda a: (strength(named(a)) + cost(a), named(a).index))
                return _decision(
                    choice, _("{card}: the trick is not mine to win; my lowest card").format(card=choice)
                )
            choice = max(actions, key=lambda a: (strength(named(a)) - cost(a), -named(a).index))
            return _decision(choice, _("{card}: lead my strongest card").format(card=choice))
        if current:
            losers = [a for a in actions if not beats(named(a))]
            if losers:
                choice = max(losers, key=lambda a: (strength(named(a)) - cost(a), named(a).index))
                return _decision(
                    choice, _("{card}: the highest card that still loses the trick").format(card=choice)
                )
            choice = max(actions, key=lambda a: (strength(named(a)) - cost(a), named(a).index))
            return _decision(
                choice, _("{card}: the trick is mine anyway; shed my highest card").format(card=choice)
            )
        choice = min(actions, key=lambda a: (strength(named(a)) + cost(a), named(a).index))
        return _decision(choice, _("{card}: lead my lowest card to lose the trick").format(card=choice))

    def __repr__(self) -> str:
        return "LightBridgeRobot()"


#: per form, the tricks left from which the play is sampled (a decision within about a second on
#: this 2-core machine): from the first trick in ``lb4`` (36 cards, 9 tricks); the last 8 tricks
#: in ``lb3`` (a three-handed raspasy takes seconds a layout earlier) and ``lb4_52`` (at 10 tricks
#: left a layout took up to 26 s under load); with jokers (a joker may be named as any unused
#: card) a layout takes up to a minute at five tricks left, so the last 3
TRICKS_LEFT: Final = {"lb3": 8, "lb4": 9, "lb4_52": 8, "lb4_54": 3, "lb6": 3}


class SamplingLightBridgeRobot(LightBridgeRobot):
    """Light bridge with card play by sampling and the generic solver (issue 17); the auction,
    the talon and the discards are :class:`LightBridgeRobot`'s.

    Each card is chosen over *samples* layouts of the hidden hands drawn from the cards this
    player has not seen (:func:`bridgekit.robots.sampling_unseen.pool_layouts`: shown voids kept,
    a talon that was shown and taken in its taker's hand, a face-down talon or another's
    discards among the unseen cards), each solved with the form's rules (its seats and sides,
    trumps, must-ruff, jokers and the cards they may still be named as) and the action best on
    average played: most tricks for the side in an ordinary contract, fewest in a misère-type
    contract and in raspasy, and in an exactly-N contract the action that keeps N in most
    layouts. Each form samples once at most its :data:`TRICKS_LEFT` (or *tricks_left*) tricks
    remain, the rules of thumb before.

    :param samples: layouts solved per card
    :param seed: the same seed and view give the same card (while the decision stays within
        its time budget)
    :param budget: seconds after which no further layout is solved (the ones solved decide)

    >>> from bridgekit.variants import new_game
    >>> game = new_game("light_bridge", variant="lb4", seed=5)
    >>> robot = SamplingLightBridgeRobot(samples=4)
    >>> while not game.is_over:
    ...     _ = game.act(robot.choose(game.view(game.to_act)).action)
    >>> sum(game.tricks_won)
    9
    """

    def __init__(
        self,
        *,
        samples: int = 8,
        seed: int = 0,
        tricks_left: dict[str, int] | None = None,
        budget: float = 0.8,
    ) -> None:
        self.samples, self.seed, self.budget = samples, seed, budget
        self.tricks_left = dict(TRICKS_LEFT if tricks_left is None else tricks_left)

    def choose(self, view: View) -> Decision:
        decision = super().choose(view)
        if not isinstance(view, LightBridgeView) or view.stage is not Stage.PLAY or view.to_play is None:
            return decision
        actions = [a for a in view.legal_actions if isinstance(a, Card | JokerPlay)]
        if len(actions) < 2:
            return decision
        left = view.hand_sizes[int(view.to_play)]
        if left > self.tricks_left.get(view.form, 0):
            return decision
        return self._sampled(view, actions, decision)

    def _sampled(self, view: LightBridgeView, actions: list[Action], decision: Decision) -> Decision:
        from bridgekit.analysis.solver import apply, can_make, legal_plays
        from bridgekit.analysis.solver.position import Objective, Play, Position
        from bridgekit.cards import CARDS
        from bridgekit.robots.pimc import decision_seed
        from bridgekit.robots.sampling_unseen import best_on_average, pool_layouts
        from bridgekit.variants.light_bridge.forms import FORM_TITLES

        to_play = int(cast(int, view.to_play))
        table = LEVEL_TABLES[view.form]
        seats = table.players
        contract = cast(Any, view.contract)
        if view.bidder is None or contract is None:  # raspasy: each side (player) takes fewest
            side = frozenset(range(0, seats, 2)) if table.is_teams else frozenset({to_play})
        elif table.is_teams:
            side = frozenset(s for s in range(seats) if s % 2 == view.bidder % 2)
        else:
            side = frozenset({view.bidder})
        kind = None if view.bidder is None or contract is None else contract.kind
        fewest = kind is None or kind is BidKind.MISERE
        trick = tuple(
            Play(p.seat, p.card.index, named.index)
            for p, named in zip(view.current_trick, view.current_named, strict=True)
        )
        gone = 0
        for named_trick in view.named_tricks:
            for card in named_trick:
                gone |= card.mask
        seen_out = view.discards.mask if view.discards is not None else 0
        held: dict[int, int] = {}
        if view.talon is not None and view.bidder is not None and view.bidder != view.seat:
            held[view.bidder] = view.talon.mask  # shown and taken (RULES 12.7)
        layouts = pool_layouts(
            view,
            count=self.samples,
            seed=decision_seed(self.seed, view),
            out_of_play=seen_out,
            pack=FORM_TITLES[view.form][1].mask,
            held=held,
        )
        position = partial(  # each layout's position: the trick, the trumps and the tricks won so far
            Position,
            leader=trick[0].seat if trick else to_play,
            side=side,
            trick=trick,
            trump=view.trump.suit if view.trump is not None else None,
            must_ruff=view.must_ruff,
            won=sum(view.seat_tricks[s] for s in side),
            gone=gone,
        )
        positions = (position(hands=tuple(layout)) for layout in layouts)

        def action_of(play: Play) -> Action:
            card = CARDS[play.card]
            return JokerPlay(card, CARDS[play.as_card]) if card.is_joker else card

        values = None
        if kind is BidKind.EXACT:
            target = Objective.exactly(contract.exact)

            def values(position: Position) -> dict[Play, int]:
                return {play: int(can_make(apply(position, play), target)) for play in legal_plays(position)}

        preferred = cast(Action, decision.action)
        # among equal actions the lowest ordinary card, a joker last
        ordered = sorted(
            actions, key=lambda a: (isinstance(a, JokerPlay), _named(a).rank or 0, _named(a).index)
        )
        action, average, count = best_on_average(
            ordered,
            positions,
            preferred=preferred,
            fewest=fewest,
            action_of=action_of,
            values=values,
            budget=self.budget,
        )
        if count == 0:  # no layout fits the voids shown
            return decision
        if kind is BidKind.EXACT:
            kept = round(average * count) if to_play in side else count - round(average * count)
            text = _("{card}: my side's aim kept in {kept} of {count} layouts").format(
                card=action, kept=kept, count=count
            )
        else:
            own = average if to_play in side else table.tricks - average
            text = ngettext(
                "{card}: {tricks} tricks on average for the side to play over {count} layout",
                "{card}: {tricks} tricks on average for the side to play over {count} layouts",
                count,
            ).format(card=action, tricks=format_number(own, digits=1), count=count)
        return _decision(action, text)

    def __repr__(self) -> str:
        return f"SamplingLightBridgeRobot(samples={self.samples}, seed={self.seed})"


def _named(action: Action) -> Card:
    return action.named if isinstance(action, JokerPlay) else action
