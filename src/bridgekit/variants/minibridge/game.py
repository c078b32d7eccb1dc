"""Minibridge (Slovak rules, RULES 11): contract by HCP and a fixed procedure, then bridge play.

The steps before the play are actions, each with its own record, and the rules fix
which one is legal, so the engine keeps everybody honest:

1. from the dealer clockwise, "pass" (10 HCP or fewer) until someone says "I open"
   (:class:`Announced`; four passes: passed out);
2. the opener's partner writes his HCP on a slip (:class:`Slipped`);
3. the opener names the declarer: "I play", "partner plays", or the other side's
   player with more HCP (:class:`Named`, RULES 11.2 and its DECISIONS);
4. dummy writes his suit lengths for declarer (:class:`LengthsShown`, 11.3);
5. declarer chooses the contract (:class:`Chosen`): any undoubled contract is legal,
   :attr:`MinibridgeGame.recommended_contract` is the one the procedure of 11.4 gives;
6. the play as bridge (11.5); the score is the duplicate deal score (11.6).

The option ``vulnerability_mode`` (``"none"`` or ``"board"``) is RULES 11.6's
``vulnerability`` option: ``vulnerability="board"`` is accepted too.

>>> from bridgekit import new_game
>>> deal = "N:T962.4.AT95.AT87 AJ4.AQJT7.K86.54 Q.K53.QJ43.J9632 K8753.9862.72.KQ"
>>> game = new_game("minibridge", deal=deal)
>>> [str(game.act(a)) for a in ["pass", "I open", "slip 8", "I play", "lengths 5-4-2-2"]]
['N pass', 'E I open', 'W slip 8', 'E names E declarer', 'W lengths 5-4-2-2']
>>> advice = game.recommended_contract
>>> str(advice.contract), advice.points
('1H', 24)
>>> _ = game.act("1H"); game.to_act, len(game.legal_actions())
(Seat.SOUTH, 13)
"""

from __future__ import annotations

import functools
from typing import Any

from bridgekit.call_words import action_text
from bridgekit.calls import BIDS, Contract
from bridgekit.cards import Card, Suit
from bridgekit.errors import IllegalActionError, NotationError
from bridgekit.i18n import N_, _, ngettext, pgettext
from bridgekit.kinds.owned import OwnedGame, OwnedViewHook
from bridgekit.seats import Seat, Vulnerability
from bridgekit.state import Phase, Record, Variant, View, can
from bridgekit.variants.minibridge.contract import (
    Recommendation,
    announcement,
    declaring_side,
    recommend_contract,
)
from bridgekit.variants.minibridge.records import (
    Announced,
    Chosen,
    LengthsShown,
    MinibridgeView,
    Named,
    Slipped,
    parse_minibridge_action,
)
from bridgekit.views import CallEntry, LegalAction, call_entry, call_label, register_view_hook

__all__ = ["MINIBRIDGE", "MinibridgeGame", "MinibridgeViewHook"]

#: the steps before the play (RULES 11.2-11.4) by stage, and their records
_STEPS: dict[str, type[Any]] = {
    "announce": Announced,
    "slip": Slipped,
    "name": Named,
    "lengths": LengthsShown,
    "contract": Chosen,
}

_CONTRACTS = tuple(Contract(bid.level, bid.strain) for bid in BIDS if bid.strain is not None)


class MinibridgeGame(OwnedGame):
    """One deal of minibridge (RULES 11)."""

    _stage: str
    _announced: list[Announced]
    _opener: int | None
    _named: int | None
    _lengths: tuple[int, int, int, int] | None

    def __init__(self, variant: Variant, *, vulnerability: Vulnerability | str | None = None, **kwargs: Any):
        if isinstance(vulnerability, str) and vulnerability.strip().lower() in ("board", "none"):
            kwargs["vulnerability_mode"] = vulnerability.strip().lower()
            vulnerability = None
        mode = kwargs.get("vulnerability_mode", variant.options["vulnerability_mode"])
        if vulnerability is None and (mode == "none" or kwargs.get("board") is None):
            vulnerability = Vulnerability.NONE
        super().__init__(variant, vulnerability=vulnerability, **kwargs)

    # -- state ---------------------------------------------------------------------------

    def _reset_bidding(self) -> None:
        self._stage = "announce"
        self._announced = []
        self._opener = None
        self._named = None
        self._lengths = None

    @property
    def stage(self) -> str:
        """``announce``, ``slip``, ``name``, ``lengths``, ``contract``, ``play`` or ``over``."""
        if self._phase is Phase.AUCTION:
            return self._stage
        return "play" if self._phase is Phase.PLAY else "over"

    def hcp(self, seat: int) -> int:
        """The HCP *seat* was dealt (RULES 0.5)."""
        return self.deal.hands[seat].hcp

    @property
    def opener(self) -> Seat | None:
        """The first player with 11 HCP or more, once he has said "I open"."""
        return Seat(self._opener) if self._opener is not None else None

    @property
    def declarer_named(self) -> Seat | None:
        """The declarer named by the opener (RULES 11.2), before the contract is chosen too."""
        return Seat(self._named) if self._named is not None else None

    @property
    def announcements(self) -> tuple[Announced, ...]:
        return tuple(self._announced)

    @property
    def dummy_lengths(self) -> tuple[int, int, int, int] | None:
        """Dummy's suit lengths, clubs first, once written for declarer (RULES 11.3)."""
        return self._lengths

    def _rule_declarer(self) -> tuple[int, tuple[str, ...]]:
        assert self._opener is not None
        return declaring_side(self._opener, [self.hcp(seat) for seat in range(4)], self.dealer)

    @property
    def recommended_contract(self) -> Recommendation | None:
        """The contract of the procedure RULES 11.4, with its steps, once dummy's lengths are known."""
        if self._lengths is None or self._named is None:
            return None
        dummy = (self._named + 2) % 4
        hand = self.deal.hands[self._named]
        return recommend_contract(hand, dummy_lengths=self._lengths, combined_hcp=hand.hcp + self.hcp(dummy))

    def _apply_bidding(self, record: object) -> None:
        if isinstance(record, Announced):
            self._announced.append(record)
            if record.opens:
                self._opener, self._stage = int(record.seat), "slip"
            elif len(self._announced) == 4:
                self._pass_out()
        elif isinstance(record, Slipped):
            self._stage = "name"
        elif isinstance(record, Named):
            self._named, self._stage = int(record.declarer), "lengths"
        elif isinstance(record, LengthsShown):
            self._lengths, self._stage = record.lengths, "contract"
        elif isinstance(record, Chosen):
            assert self._named is not None
            self._stage = "play"
            self._start_play(record.contract, self._named, leader=(self._named + 1) % 4)
        else:
            raise IllegalActionError(
                _("{record} is not an action of {variant}").format(record=record, variant=self.variant.name)
            )

    # -- the actions of the bidding stage (RULES 11.2–11.4) ---------------------------------

    def _expected(self) -> Any:
        """The one action the rules allow now, or ``None`` at the contract stage."""
        stage, seat = self._stage, self._bidding_to_act()
        if stage == "announce":
            return Announced(Seat(seat), announcement(self.hcp(seat)))
        if stage == "slip":
            return Slipped(Seat(seat), self.hcp(seat))
        if stage == "name":
            return Named(Seat(seat), Seat(self._rule_declarer()[0]))
        if stage == "lengths":
            hand = self.deal.hands[seat]
            return LengthsShown(Seat(seat), tuple(hand.suit_length(suit) for suit in Suit))  # type: ignore[arg-type]
        return None

    def _bidding_actions(self) -> list[Any]:
        if self._stage == "contract":
            declarer = Seat(self._bidding_to_act())
            return [Chosen(declarer, contract) for contract in _CONTRACTS]
        return [self._expected()]

    def _bidding_to_act(self) -> int:
        stage = self._stage
        if stage == "announce":
            return (self.dealer + len(self._announced)) % 4
        if stage == "slip":
            assert self._opener is not None
            return (self._opener + 2) % 4
        if stage == "name":
            assert self._opener is not None
            return self._opener
        assert self._named is not None
        return (self._named + 2) % 4 if stage == "lengths" else self._named

    def _parse_bidding(self, text: str) -> Any:
        read = functools.partial(
            parse_minibridge_action,
            stage=self._stage,
            seat=Seat(self._bidding_to_act()),
            declarer=self._rule_text_declarer(),
        )
        return self._parse_call(text, read)  # a card is read as a card, refused with its reason

    def _rule_text_declarer(self) -> Seat | None:
        return Seat(self._rule_declarer()[0]) if self._stage == "name" else None

    def verify_step(self, action: Any, *, seat: int | None = None) -> None:
        """Raise unless *action* is the step the rules call for now (RULES 11.2–11.4).

        :raises IllegalActionError: naming the rule and, for a dishonest step, what it must be
        :raises OutOfTurnError: if *seat* (or the action's seat) is not the one to act
        """
        if self._phase is not Phase.AUCTION:
            raise IllegalActionError(
                _("{action}: the contract is already settled (RULES 11.4)").format(
                    action=action_text(str(action))
                )
            )
        self._check_turn(action, seat)
        self._check_turn(action, getattr(action, "seat", None))
        stage = self._stage
        if not isinstance(action, _STEPS[stage]):
            if isinstance(action, Card):
                raise IllegalActionError(
                    _("card {card}: the play starts after the contract is chosen (RULES 11.5)").format(
                        card=action
                    )
                )
            raise IllegalActionError(
                _("{action}: now is the step '{stage}' (RULES 11.2–11.4)").format(
                    action=action_text(str(action)), stage=pgettext("stage", stage)
                )
            )
        if isinstance(action, Chosen):
            if action.contract.doubling:
                raise IllegalActionError(
                    _("contract {contract}: minibridge has no doubles (RULES 11.6)").format(
                        contract=action.contract
                    )
                )
            return
        expected = self._expected()
        if action != expected:
            raise IllegalActionError(
                _("{action}: {expected}").format(
                    action=action_text(str(action)), expected=self._why(expected)
                )
            )

    def _why(self, expected: Any) -> str:
        seat = self._bidding_to_act()
        name, hcp = Seat(seat).letter, self.hcp(seat)
        if isinstance(expected, Announced):
            verdict = (
                _("says '{words}' (11 or more)").format(words=action_text("I open"))
                if expected.opens
                else _("passes (10 or fewer)")
            )
            return ngettext(
                "{seat} has {hcp} HCP and {verdict} (RULES 11.2)",
                "{seat} has {hcp} HCP and {verdict} (RULES 11.2)",
                hcp,
            ).format(seat=name, hcp=hcp, verdict=verdict)
        if isinstance(expected, Slipped):
            return _("{seat} writes his own HCP, {hcp}, on the slip (RULES 11.2)").format(seat=name, hcp=hcp)
        if isinstance(expected, Named):
            return f"{'; '.join(self._rule_declarer()[1])} (RULES 11.2)"
        return _("dummy writes his true suit lengths, {lengths} (RULES 11.3)").format(lengths=expected)

    can_step = can(verify_step)

    def step(self, action: Any, *, seat: int | None = None) -> Record:
        """Take a step of finding the contract (an announcement, the slip, naming the declarer,
        dummy's lengths or the contract) and return its record.

        :raises NotationError: if text is not a step of this stage
        :raises IllegalActionError: if it is not the step the rules call for
        """
        if isinstance(action, str):
            action = self._parse_bidding(action)
        self.verify_step(action, seat=seat)
        return self._log(action)  # type: ignore[no-any-return]

    def _act_bidding(self, action: Any, seat: int | None) -> Record:
        if isinstance(action, Contract):
            action = Chosen(Seat(self._bidding_to_act()), action)
        if not isinstance(action, (*_STEPS.values(), Card)):
            raise NotationError(
                _("not an action of {variant}: {action}").format(
                    variant=self.variant.name, action=repr(action)
                )
            )
        return self.step(action, seat=seat)

    # -- what a seat knows ---------------------------------------------------------------------

    def known_hcp(self, seat: int) -> tuple[int | None, ...]:
        """The HCP of each seat that *seat* knows: his own; his partner's once it is on the slip
        (the opener) or the declarer is named (the declaring side); all at the end."""
        if self._phase is Phase.OVER:
            return tuple(self.hcp(s) for s in range(4))
        known: list[int | None] = [None] * 4
        known[seat] = self.hcp(seat)
        partner = (seat + 2) % 4
        if self._opener == seat and self._stage != "slip":
            known[partner] = self.hcp(partner)
        if self._named is not None and seat % 2 == self._named % 2:
            known[partner] = self.hcp(partner)
        return tuple(known)

    def view(self, seat: int) -> View:
        """What *seat* may see, with the announcements, the HCP he knows, dummy's lengths
        (declarer and dummy) and, for declarer, the recommended contract."""
        own_side = self._named is not None and seat % 2 == self._named % 2
        return self._owned_view(
            MinibridgeView,
            seat,
            stage=self.stage,
            announcements=self.announcements,
            opener=self.opener,
            known_hcp=self.known_hcp(seat),
            dummy_lengths=self._lengths if own_side or self.is_over else None,
            recommendation=self.recommended_contract if seat == self._named or self.is_over else None,
        )


MINIBRIDGE = Variant(
    name="minibridge",
    title=N_("Minibridge"),
    game=MinibridgeGame,
    options={"vulnerability_mode": "none"},
    choices={"vulnerability_mode": ("none", "board")},
    rules="RULES 11",
)


_STAGE_LABELS = {
    "announce": N_("Announcements"),
    "slip": N_("Partner's slip"),
    "name": N_("Naming the declarer"),
    "lengths": N_("Dummy's lengths"),
    "contract": N_("Choosing the contract"),
    "play": N_("Play"),
    "over": N_("Over"),
}


class MinibridgeViewHook(OwnedViewHook):
    """The seat view of minibridge (RULES 11): announcements are public with their meaning; the
    partner's slip is seen by its writer and the opener, dummy's lengths by dummy and declarer
    (RULES 11.2, 11.3); everything at the end."""

    rules = "RULES 11"

    def stage(self, game: OwnedGame) -> str:
        stage: str = getattr(game, "stage", None) or super().stage(game)  # also in table mode
        return stage

    def stage_label(self, game: OwnedGame) -> str:
        label = _STAGE_LABELS.get(self.stage(game))
        return _(label) if label is not None else self.stage(game)

    def calls(self, game: OwnedGame, viewer: int | None) -> tuple[CallEntry, ...]:
        entries = []
        for record in game.history:
            if isinstance(record, Announced):
                meaning = (
                    _("11 or more HCP (RULES 11.2)") if record.opens else _("at most 10 HCP (RULES 11.2)")
                )
                text = "I open" if record.opens else "pass"
                entries.append(CallEntry(record.seat, text, action_text(text).capitalize(), False, meaning))
            elif isinstance(record, Named):
                entries.append(
                    CallEntry(
                        record.seat, f"declarer {record.declarer}", action_text(record.words), False, None
                    )
                )
            elif isinstance(record, Chosen):
                entries.append(call_entry(record.seat, record.contract))
        return tuple(entries)

    def describe(self, game: OwnedGame, record: object, viewer: int | None) -> str | None:
        if isinstance(record, Slipped | LengthsShown):
            # written for the partner only (RULES 11.2, 11.3): those two see what, the others only that
            partner = record.seat.partner
            if isinstance(record, Slipped):
                what = ngettext(
                    "{player} writes {hcp} HCP on a slip for {partner}",
                    "{player} writes {hcp} HCP on a slip for {partner}",
                    record.hcp,
                )
                that = _("{player} writes his HCP on a slip for {partner}")
            else:
                what = _("{player} shows {lengths} to {declarer}")
                that = _("{player} shows his suit lengths to {declarer}")
            seen = game.is_over or viewer in (record.seat, partner)
            return (what if seen else that).format(
                player=self.name(game, record.seat),
                hcp=getattr(record, "hcp", None),
                lengths=str(record).partition(" lengths ")[2],
                partner=self.name(game, partner),
                declarer=self.name(game, partner),
            )
        return super().describe(game, record, viewer)

    def action(self, game: OwnedGame, action: object) -> LegalAction:
        if isinstance(action, Announced):
            text = "I open" if action.opens else "pass"
            return LegalAction("choice", text, action_text(text).capitalize())
        if isinstance(action, Slipped):
            return LegalAction(
                "choice",
                f"slip {action.hcp}",
                ngettext("Slip: {hcp} HCP", "Slip: {hcp} HCP", action.hcp).format(hcp=action.hcp),
            )
        if isinstance(action, Named):
            return LegalAction(
                "choice", f"declarer {action.declarer}", action_text(action.words).capitalize()
            )
        if isinstance(action, LengthsShown):
            lengths = str(action).split(" lengths ")[1]
            return LegalAction(
                "choice", f"lengths {lengths}", _("Lengths {lengths} (♠-♥-♦-♣)").format(lengths=lengths)
            )
        if isinstance(action, Chosen):
            text = str(action.contract)
            return LegalAction("call", text, call_label(text))
        return super().action(game, action)


register_view_hook(MinibridgeGame, MinibridgeViewHook())
