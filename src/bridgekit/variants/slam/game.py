"""Slam (Sid Sackson, RULES 15): two players, 32 cards dealt in stages, point bids, reserves.

The deal record holds every card (10 to each, then the stock in dealing order: 2 to the
dealer's opponent and 2 to the dealer before rounds 2 and 3 and after the declaration), but
``hands`` and ``view`` show only the cards dealt so far. Stages: ``bidding`` (rounds 1–3),
``declare`` (the winner names a denomination), ``double`` (the opponent doubles or passes),
``answer`` (after a double: pass, redouble or change), ``reserve`` (each puts 3 cards
aside, the leader first), ``play`` (tricks 1–6 of four cards, 7 of two, reserves 8–10), ``over``.

>>> from bridgekit import new_game
>>> game = new_game("slam", seed=4, dealer="B")
>>> game.stage, game.to_act, len(game.hands[0]), len(game.set_aside)
('bidding', 0, 10, 12)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bridgekit.calls import Call, Denomination, Doubling
from bridgekit.cards import PACK_32, Card, CardSet
from bridgekit.contracts import SLAM_LADDER, SlamContract
from bridgekit.deal import Deal
from bridgekit.errors import IllegalActionError, IllegalCardError, OutOfTurnError
from bridgekit.i18n import N_, _, pgettext
from bridgekit.kinds.staged import GivingStage, StagedGame, StagedView, StagedViewHook, score_deal
from bridgekit.seats import Side
from bridgekit.state import Action, Called, Phase, Variant, can, split_seat
from bridgekit.tricks import TrickPlay
from bridgekit.variants.nullo.ordered_deal import OrderedDeal, ordered
from bridgekit.variants.nullo.scoring import PlayerEntry
from bridgekit.variants.slam.calls import (
    SEAT_NAMES,
    Declared,
    Reserved,
    SlamAuction,
    parse_declaration,
    permitted,
    slam_call,
)
from bridgekit.variants.slam.scoring import slam_deal_entries, slam_honours
from bridgekit.views import CallEntry, LegalAction, Zone, call_label, register_view_hook

__all__ = ["score_deal", "SLAM", "SlamGame", "SlamView"]

#: RULES 15.6
RESERVE_SIZE: Final = 3
FOUR_CARD_TRICKS: Final = 6
HAND_TRICKS: Final = 7
TRICK_COUNT: Final = 10
_DECLARING = ("declare", "double", "answer")


@dataclass(frozen=True)
class SlamView(StagedView):
    """A Slam view: the cards dealt so far only; *reserve* is this seat's own reserve."""

    contract: SlamContract | None
    legal_actions: tuple[Call | Card | Declared, ...]
    entries: tuple[PlayerEntry, ...] = ()
    round: int = 1
    bid: Call | None = None
    bidder: int | None = None
    reserve: CardSet = CardSet()
    reserve_sizes: tuple[int, ...] = (0, 0)
    undealt: int = 0
    declarations: tuple[Declared, ...] = ()
    honours: tuple[tuple[int, int], ...] = ()


class SlamGame(StagedGame):
    """One deal of Slam (RULES 15). Player A is N–S and B is E–W for ``vulnerability``."""

    play_rule = card_rule = "RULES 15.6"
    ladder = SLAM_LADDER
    call_stage = "bidding"
    call_rule = "RULES 15.3.3"
    talon_refusal = N_("slam leaves 12 cards of the 32-card pack to deal later (RULES 15.2), not {talon}")
    deal_class = OrderedDeal
    giving = GivingStage(
        "reserve",
        Reserved,
        N_("reserve"),
        N_("chooses"),
        "RULES 15.6",
        N_("illegal reserve {card}: the reserves are chosen after the deal (RULES 15.6)"),
    )
    stage_records = {Declared: lambda game, record: game.declare(record)}

    _reserve: list[int]
    _stock: tuple[Card, ...]
    _batches: int
    _auction: SlamAuction
    _denomination: Denomination | None
    _doubling: Doubling
    _honours: tuple[tuple[int, int], ...]

    def _reset(self) -> None:
        self._stage = "bidding"
        self._hands = [0, 0]
        self._reserve = [0, 0]
        self._stock = ()
        self._batches = 0
        self._auction = SlamAuction(self.dealer)
        self._denomination = None
        self._doubling = Doubling.UNDOUBLED
        self._honours = ()
        self._play = None

    def _apply_deal(self, deal: Deal) -> None:
        self._hands = [hand.mask for hand in deal.hands]
        self._stock = ordered(deal).stock

    def _deal_batch(self) -> None:
        """Two cards to the dealer's opponent, then two to the dealer (RULES 15.2)."""
        start = 4 * self._batches
        for offset, seat in ((0, 1 - self.dealer), (2, self.dealer)):
            for card in self._stock[start + offset : start + offset + 2]:
                self._hands[seat] |= card.mask
        self._batches += 1

    def _apply_call(self, call: Call) -> None:
        auction = self._auction
        before = auction.round
        auction.add(call)
        if auction.is_over:
            self._stage = "over" if auction.is_abandoned else "declare"
            while self._batches < 2 and not auction.is_abandoned:
                self._deal_batch()  # DECISION: cards of rounds not bid are dealt at once
        elif auction.round != before:
            self._deal_batch()

    def _apply_own(self, record: object) -> None:
        if isinstance(record, Declared):
            self._apply_declaration(record)
        elif isinstance(record, Reserved):
            self._hands[record.seat] &= ~record.card.mask
            self._reserve[record.seat] |= record.card.mask
            if self._reserve[0].bit_count() + self._reserve[1].bit_count() == 2 * RESERVE_SIZE:
                assert self._denomination is not None and self.declarer is not None
                self._stage = "play"
                self._play = TrickPlay(
                    self._hands, leader=1 - self.declarer, trump=self._denomination.trump, trick_size=4
                )
        else:
            super()._apply_own(record)

    def _apply_declaration(self, record: Declared) -> None:
        kind = record.kind
        if kind == "names":
            self._denomination = record.denomination
            self._stage = "double"
            return
        if kind == "doubles":
            self._doubling = Doubling.DOUBLED
            self._stage = "answer"
            return
        if kind == "redoubles":
            self._doubling = Doubling.REDOUBLED
        elif kind == "changes":
            self._denomination = record.denomination
        self._deal_batch()
        assert self._denomination is not None
        self._honours = tuple(
            (p, points)
            for p in (0, 1)
            if (points := slam_honours(CardSet(self._hands[p]), self._denomination))
        )
        self._stage = "reserve"

    def _apply_card(self, card: Card) -> None:
        play = self._play
        assert play is not None
        play.add(card)
        count = len(play.tricks)
        if not play.current and count == FOUR_CARD_TRICKS:
            play.trick_size = 2
        elif not play.current and count == HAND_TRICKS:
            for seat in (0, 1):
                play.hands[seat] |= self._reserve[seat]
                self._reserve[seat] = 0
        elif count == TRICK_COUNT:
            self._stage = "over"

    # -- what the table knows -----------------------------------------------------------

    @property
    def phase(self) -> Phase:
        stage = self._stage
        return (
            Phase.OVER if stage == "over" else Phase.PLAY if stage in ("reserve", "play") else Phase.AUCTION
        )

    @property
    def is_abandoned(self) -> bool:
        """Both passed without a bid: the other player deals (RULES 15.3.3)."""
        return self._auction.is_abandoned

    @property
    def next_dealer(self) -> int | None:
        return 1 - self.dealer if self.is_over else None

    @property
    def declarer(self) -> int | None:
        return self._auction.bidder if self._auction.is_over else None

    @property
    def _reserver(self) -> int:
        declarer = self.declarer
        assert declarer is not None
        leader = 1 - declarer
        return leader if self._reserve[leader].bit_count() < RESERVE_SIZE else declarer

    def _stage_actor(self, stage: str) -> int | None:
        """The declaration, the double, the reserves (RULES 15.4–15.6)."""
        declarer = self.declarer
        if stage in ("declare", "answer"):
            return declarer
        if stage == "double":
            return None if declarer is None else 1 - declarer
        return self._reserver

    @property
    def hands(self) -> tuple[CardSet, ...]:
        """The cards each player holds so far, his reserve included (RULES 15.2)."""
        masks = self._play.hands if self._play is not None else self._hands
        return tuple(CardSet(masks[seat] | self._reserve[seat]) for seat in (0, 1))

    @property
    def set_aside(self) -> CardSet:
        """The cards not dealt yet."""
        return CardSet(self._stock[4 * self._batches :])

    @property
    def calls(self) -> tuple[Called, ...]:
        """The bids and passes with the players' indices (the history's records name them)."""
        return tuple(Called(int(record.seat), record.call) for record in self.auction)

    @property
    def declarations(self) -> tuple[Declared, ...]:
        return tuple(r for r in self._history if isinstance(r, Declared))

    @property
    def contract(self) -> SlamContract | None:
        """The bid, the denomination named and the doubling, once named."""
        bid = self._auction.bid
        if bid is None or self._denomination is None:
            return None
        return SlamContract(bid.level, self._denomination, self._doubling)

    @property
    def honours(self) -> tuple[tuple[int, int], ...]:
        """(player, points) of honours on the 16 cards (RULES 15.5), after the last cards are dealt."""
        return self._honours

    def _entries(self, contract: SlamContract, declarer: int, tricks: int) -> list[PlayerEntry]:
        """The deal's ledger entries (RULES 15.7)."""
        vulnerable = self.vulnerability.is_vulnerable(Side(declarer))
        return slam_deal_entries(contract, declarer, tricks, vulnerable=vulnerable, honours=self._honours)

    # -- the declaration ----------------------------------------------------------------

    def declaration_options(self) -> list[Declared]:
        """The declaration steps allowed now (RULES 15.4)."""
        declarer, bid = self.declarer, self._auction.bid
        if self._stage not in _DECLARING or declarer is None or bid is None:
            return []
        if self._stage == "declare":
            return [Declared(declarer, "names", d) for d in permitted(bid)]
        if self._stage == "double":
            return [Declared(1 - declarer, "passes"), Declared(1 - declarer, "doubles")]
        changes = [Declared(declarer, "changes", d) for d in permitted(bid, exclude=self._denomination)]
        return [Declared(declarer, "passes"), Declared(declarer, "redoubles"), *changes]

    def verify_declare(self, step: Declared) -> None:
        """Raise unless *step* is allowed now (RULES 15.3.2, 15.3.5, 15.4).

        :raises IllegalActionError: outside the declaration, a denomination not permitted
        :raises OutOfTurnError: if the step is by the wrong player
        """
        if self._stage not in _DECLARING:
            if self._stage == "over":
                message = _("illegal declaration '{step}': the deal is over (RULES 15.4)")
            else:
                message = _(
                    "illegal declaration '{step}': it is the {stage}, not the declaration (RULES 15.4)"
                )
            raise IllegalActionError(message.format(step=step, stage=pgettext("stage", self._stage)))
        if step.seat != self.to_act:
            raise OutOfTurnError(
                _("declaration '{step}' out of turn: {seat} decides").format(
                    step=step, seat=SEAT_NAMES[self.to_act or 0]
                )
            )
        if step not in self.declaration_options():
            allowed = ", ".join(str(s) for s in self.declaration_options())
            raise IllegalActionError(
                _(
                    "illegal declaration '{step}' for bid {bid} (RULES 15.3.2, "
                    "15.3.5, 15.4): allowed {allowed}"
                ).format(step=step, bid=self._auction.bid, allowed=allowed)
            )

    can_declare = can(verify_declare)

    def declare(self, step: Declared | str) -> Declared:
        """Take a declaration step; text as ``D``/``names D``, ``X``, ``P``, ``XX``, ``change H``.

        :raises NotationError: if text is not a declaration step
        :raises IllegalActionError: if the step is not allowed now
        """
        if isinstance(step, str):
            step = parse_declaration(step, self.to_act, self._stage)
        self.verify_declare(step)
        return self._record(step)

    # -- cards ------------------------------------------------------------------

    def _check_card(self, hand: int, card: Card) -> None:
        """The reserve waits for trick 8 (RULES 15.6)."""
        if self._reserve[hand] >> card.index & 1:
            raise IllegalCardError(
                _("illegal card {card}: the reserve is played from trick 8 (RULES 15.6)").format(card=card)
            )
        super()._check_card(hand, card)

    # -- the generic API -------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        if self._stage in _DECLARING:
            return list(self.declaration_options())
        return super().legal_actions()

    def _read_call(self, text: str) -> Call:
        return slam_call(text)

    def parse_action(self, text: str) -> object:
        """``A reserves SA``, ``B names D`` (a declaration step), ``A 12`` (a bid), a bid, a step of
        the declaration typed alone (``D``, ``X``, ``P``), a card."""
        if _names_seat(text):
            word = text.lower().split()[1]
            if word == "reserves":
                return Reserved.from_str(text)
            if word in ("names", "changes", "doubles", "passes", "redoubles"):
                return Declared.from_str(text)
            seat, call = split_seat(text, SEAT_NAMES, N_("a Slam call"))
            return Called(seat, slam_call(call))
        if self._stage in _DECLARING:
            return parse_declaration(text, self.to_act, self._stage)
        return slam_call(text) if self._stage == "bidding" else Card.from_str(text)

    def view(self, seat: int) -> SlamView:
        """What *seat* sees: the cards dealt to him so far (his reserve too), never the other hand,
        the other reserve or the undealt cards (until the end)."""
        return self._staged_view(
            SlamView,
            seat,
            range(2) if self.is_over else (seat,),
            round=self._auction.round,
            bid=self._auction.bid,
            bidder=self._auction.bidder,
            reserve=CardSet(self._reserve[seat]),
            reserve_sizes=(self._reserve[0].bit_count(), self._reserve[1].bit_count()),
            undealt=len(self.set_aside),
            declarations=self.declarations,
            honours=self._honours,
        )


SLAM = Variant(
    name="slam",
    title=N_("Slam (Sid Sackson, two players)"),
    game=SlamGame,
    pack=PACK_32,
    seat_names=SEAT_NAMES,
    hand_size=10,
    rules="RULES 15",
)


def _slam_call_label(call: Call) -> str:
    if call.is_pass:
        return _("Pass")
    den = call.denomination
    if den is None:
        return f"{call.level}"
    return _("{points} ({strain} slam)").format(points=call.level, strain=_strain_label(den))


def _strain_label(den: Denomination) -> str:
    return pgettext("strain", "nullo") if den.letter == "NU" else call_label(f"1{den.letter}")[1:]


def _declared_label(step: Declared) -> str:
    den = step.denomination
    if den is None:
        words = {"doubles": _("Double"), "redoubles": _("Redouble"), "passes": _("Pass")}
        return words.get(step.kind, step.kind)
    named = _strain_label(den)
    return (_("Name {strain}") if step.kind == "names" else _("Change to {strain}")).format(strain=named)


class SlamViewHook(StagedViewHook):
    """The seat view of Slam (RULES 15): a player sees the cards dealt to him so far and his own
    reserve (15.2, 15.6); the undealt cards and the other reserve stay face down until the end."""

    rules = "RULES 15"
    stage_labels = {
        "bidding": N_("Bidding"),
        "declare": N_("Trump declaration"),
        "double": N_("Double or pass"),
        "answer": N_("Answer to the double"),
        "reserve": N_("Reserves"),
    }

    def zones(self, game: StagedGame, viewer: int | None) -> tuple[Zone, ...]:
        assert isinstance(game, SlamGame)
        visible = self.visible_hands(game, viewer)
        zones = []
        for seat, cards in enumerate(game.hands):
            reserve = CardSet(game._reserve[seat])
            zones.append(self.hand_zone(game, seat, cards - reserve, seat in visible))
            label = _("reserve of {player}").format(player=self.seat_label(game, seat))
            zones.append(self.own_or_hidden("reserve", seat, label, reserve, viewer, game))
        zones.append(self.own_or_hidden("stock", None, _("Cards to deal"), game.set_aside, viewer, game))
        return tuple(zones)

    def calls(self, game: StagedGame, viewer: int | None) -> tuple[CallEntry, ...]:
        entries = []
        for record in game.history:
            if isinstance(record, Called):
                entries.append(CallEntry(record.seat, str(record.call), _slam_call_label(record.call)))
            elif isinstance(record, Declared):
                text = str(record).split(maxsplit=1)[1]
                entries.append(CallEntry(record.seat, text, _declared_label(record)))
        return tuple(entries)

    def describe(self, game: StagedGame, record: object, viewer: int | None) -> str | None:
        if isinstance(record, Reserved):
            what = self.private_card(game, record.seat, record.card, viewer)
            return _("{player} puts {card} in the reserve").format(
                player=self.name(game, record.seat), card=what
            )
        return super().describe(game, record, viewer)

    def action(self, game: StagedGame, action: object) -> LegalAction:
        if isinstance(action, Call):
            return LegalAction("call", str(action), _slam_call_label(action))
        if isinstance(action, Declared):
            return LegalAction("choice", str(action), _declared_label(action))
        return super().action(game, action)


register_view_hook(SlamGame, SlamViewHook())


def _names_seat(text: str) -> bool:
    """Whether *text* starts with a player's letter followed by more (``A reserves SA``)."""
    words = text.split()
    return len(words) >= 2 and words[0].upper() in SEAT_NAMES
