"""Text for a terminal: a seat's view of a Light-bridge deal, and a match's running totals.

>>> from bridgekit.variants import new_game
>>> game = new_game("light_bridge", variant="lb4", seed=2, dealer=3)
>>> _ = game.act("5S")
>>> print(render_view(game.view(1)).splitlines()[0])
Light bridge lb4 · player 2 (side 2-4) · dealer 4
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from bridgekit.call_words import call_text
from bridgekit.calls import Call
from bridgekit.cards import SUITS_DOWN, Card, CardSet
from bridgekit.i18n import _, ngettext
from bridgekit.variants.light_bridge.play import JokerPlay
from bridgekit.variants.light_bridge.records import LightBridgeView, Stage
from bridgekit.variants.light_bridge.scoring import LEVEL_TABLES, stake

__all__ = ["render_hand", "render_view", "render_action"]


def render_hand(hand: CardSet, *, symbols: bool = True) -> str:
    """A hand by suit, spades first: ``♠ A K 7  ♥ Q  ♦ —  ♣ J 9  J1``.

    >>> render_hand(CardSet.from_str("AK7.Q..J9.1"))
    '♠ A K 7  ♥ Q  ♦ —  ♣ J 9  J1'
    """
    groups = []
    for suit in SUITS_DOWN:
        ranks = " ".join(rank.letter for rank in hand.ranks(suit)) or "—"
        groups.append(f"{suit.symbol if symbols else suit.letter} {ranks}")
    groups.extend(str(joker) for joker in hand.jokers)
    return "  ".join(groups)


def render_action(action: object, *, symbols: bool = True) -> str:
    """An action as a player reads it: ``5♠``, ``M7♥``, ``J1=♦Q``, ``♠A``, ``take``."""
    if not symbols:
        return call_text(str(action)) if isinstance(action, Call) else _(str(action))
    if isinstance(action, Call):
        return call_text(action.symbol())
    if isinstance(action, JokerPlay):
        return action.symbol()
    if isinstance(action, Card):
        return action.symbol()
    return _(str(action))


def _side_of(view: LightBridgeView, seat: int) -> int:
    return seat % 2 if len(view.side_names) == 2 else seat


def render_view(
    view: LightBridgeView,
    *,
    symbols: bool = True,
    hands: Sequence[CardSet] | None = None,
    auction: str | None = None,
) -> str:
    """Everything *view*'s seat may see: the auction, the contract, the talon, the hand, the trick,
    tricks taken, the score, and the legal actions when it is the seat's turn.

    With *hands* (a spectator, or the deal once it is over) every player's hand is shown and
    nobody is "you". Players are numbered 1 to n everywhere. *auction*: the calling record as
    the caller draws it (the terminal's calling grid), instead of a line per round.
    """
    table = LEVEL_TABLES[view.form]
    seat, n = view.seat, table.players
    if hands is None:
        head = _("player {number} (side {side})").format(
            number=seat + 1, side=view.side_names[_side_of(view, seat)]
        )
    else:
        head = _("sides {sides}").format(sides=", ".join(view.side_names))
    lines = [
        _("Light bridge {form} · {head} · dealer {dealer}").format(
            form=view.form, head=head, dealer=view.dealer + 1
        )
    ]
    calls = [cast(Any, record) for record in view.calls]
    if auction is not None:
        lines.extend([auction] if auction else [])
    elif calls:
        cells = [f"{r.seat + 1}:{render_action(r.call, symbols=symbols)}" for r in calls]
        rows = [" ".join(f"{cell:<8}" for cell in cells[i : i + n]).rstrip() for i in range(0, len(cells), n)]
        label = _("Auction: ")
        lines.append(label + ("\n" + " " * len(label)).join(rows))
    if view.stage is not Stage.AUCTION:
        lines.append(_("Contract: {contract}").format(contract=_contract_text(view, symbols=symbols)))
    if view.talon is not None:
        lines.append(_("Talon: {cards}").format(cards=render_hand(view.talon, symbols=symbols)))
    if view.discards is not None and view.discards:
        lines.append(_("Discards: {cards}").format(cards=render_hand(view.discards, symbols=symbols)))
    if hands is None:
        lines.append(_("Hand: {cards}").format(cards=render_hand(view.hand, symbols=symbols)))
    else:
        lines.extend(
            _("Player {number}: {cards}").format(number=i + 1, cards=render_hand(hand, symbols=symbols))
            for i, hand in enumerate(hands)
        )
    if view.tricks:
        last = view.tricks[-1]
        last_named: tuple[Card, ...] = view.named_tricks[-1] if view.named_tricks else ()
        cards = []
        for index, (player, card) in enumerate(zip(last.seats, last.cards, strict=True)):
            name: Card = last_named[index] if index < len(last_named) else card
            text = JokerPlay(card, name) if card.is_joker else card
            cards.append(f"{player + 1} {render_action(text, symbols=symbols)}")
        dash = "—" if symbols else "-"
        lines.append(
            _("Last trick ({number}): {cards} {dash} won by {winner}").format(
                number=len(view.tricks), cards=", ".join(cards), dash=dash, winner=last.winner + 1
            )
        )
    if view.current_trick:
        shown = []
        for played, named in zip(view.current_trick, view.current_named, strict=True):
            card = played.card
            text = JokerPlay(card, named) if card.is_joker else card
            shown.append(f"{played.seat + 1} {render_action(text, symbols=symbols)}")
        lines.append(_("Trick {number}: {cards}").format(number=len(view.tricks) + 1, cards=", ".join(shown)))
    if view.stage in (Stage.PLAY, Stage.OVER):
        won = ", ".join(
            f"{name}: {count}" for name, count in zip(view.side_names, view.tricks_won, strict=True)
        )
        lines.append(_("Tricks: {won}").format(won=won))
    if view.scores is not None:
        score = ", ".join(
            f"{name}: {points}" for name, points in zip(view.side_names, view.scores, strict=True)
        )
        lines.append(_("Score: {score}").format(score=score))
    if hands is not None:
        pass
    elif view.to_act == seat and view.legal_actions:
        lines.append(
            _("Your turn: {actions}").format(actions=_actions_text(view.legal_actions, symbols=symbols))
        )
    elif view.to_act is not None:
        lines.append(_("Waiting for player {number}").format(number=view.to_act + 1))
    return "\n".join(lines)


def _contract_text(view: LightBridgeView, *, symbols: bool = True) -> str:
    contract = cast(Any, view.contract)
    table = LEVEL_TABLES[view.form]
    if contract is None:
        return _("raspasy without trumps (everyone passed): take as few tricks as you can")
    if view.is_raspasy:
        assert view.bidder is not None
        return _("raspasy, {kind}, led by {number}: take as few tricks as you can").format(
            kind=contract.describe(table), number=view.bidder + 1
        )
    assert view.bidder is not None
    value = stake(table, contract.level, contract.doubling)
    return _("{contract} — {kind} — by {number}, stake {stake}").format(
        contract=call_text(str(contract), symbols=symbols),
        kind=contract.describe(table),
        number=view.bidder + 1,
        stake=value,
    )


def _actions_text(actions: tuple[Any, ...], *, symbols: bool) -> str:
    plain = [render_action(a, symbols=symbols) for a in actions if not isinstance(a, JokerPlay)]
    jokers = sorted({str(a.joker) for a in actions if isinstance(a, JokerPlay)})
    names = [a.named for a in actions if isinstance(a, JokerPlay)]
    if jokers:
        cards = sorted(set(names))
        sample = " ".join(render_action(c, symbols=symbols) for c in cards[-6:])
        plain.append(
            "{jokers}=<{card}> ({names}, {eg} {sample})".format(
                jokers="/".join(jokers),
                card=_("card"),
                names=ngettext("{count} name", "{count} names", len(cards)).format(count=len(cards)),
                eg=_("e.g."),
                sample=sample,
            )
        )
    return " ".join(plain)
