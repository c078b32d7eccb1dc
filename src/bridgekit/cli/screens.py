"""Screens for the family games in the terminal, each in the game's own layout and seat names.

Every screen is drawn from what one seat may see (``game.view(seat)``) — or, for a spectator
(``--auto``) and once the deal is over, from every hand. A robot's action is told to the human
through :func:`narrate`, which names only what the human may know: a card given face down to
the Booby dummy, a Nullo discard, a Slam reserve or a minibridge slip is never named to a seat
that may not see it.

>>> from bridgekit import new_game
>>> game = new_game("booby", seed=3)
>>> record = game.act(game.legal_actions()[0])
>>> narrate(game, record, viewer=0, style=Style(False, False)).text
'B gives a card to the dummy'
>>> narrate(game, record, viewer=1, style=Style(False, False)).text == f"B gives {record.card} to the dummy"
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from bridgekit.call_words import action_text, compass_text, reason_text
from bridgekit.calls import Call
from bridgekit.cards import SUITS_DOWN, Card, CardSet, Suit
from bridgekit.cli.render import Style, hand_diagram, seat_name, visible_width
from bridgekit.errors import NotationError
from bridgekit.i18n import N_, _, ngettext, pgettext
from bridgekit.seats import Seat
from bridgekit.state import Game, View
from bridgekit.tricks import Trick
from bridgekit.views import LegalAction, seat_view

__all__ = [
    "Narration",
    "narrate",
    "screen",
    "seat_names",
    "call_grid",
    "hand_row",
    "actions_text",
    "call_text",
    "light_bridge_screen",
]

_COMPASS = ("North", "East", "South", "West")

#: what a seat is asked to do at the stages that are not calls or cards
_PROMPTS = {
    "discard": N_("give a card face down to the dummy (RULES 13.1):"),
    "exchange": N_("discard a card face down, or draw (RULES 14):"),
    "reserve": N_("put a card face down in your reserve (RULES 15):"),
    "declare": N_("name the denomination:"),
    "double": N_("double or pass:"),
    "answer": N_("pass, redouble or change:"),
    "announce": N_("say pass (10 HCP or fewer) or I open:"),
    "slip": N_("write your HCP on the slip for the opener:"),
    "name": N_("who plays?"),
    "lengths": N_("show your suit lengths to declarer:"),
    "contract": N_("choose the contract:"),
}


def seat_names(game: Game) -> list[str]:
    """How the game names each seat, the same on every line: ``N E S W``, ``A B C`` and the
    Booby dummy, Light bridge's players ``1 2 3 4`` (never 0-based)."""
    names = [compass_text(name) for name in game.variant.seat_names]
    if game.variant.name == "booby":
        names.append(pgettext("seat", "dummy"))
    if game.variant.name == "konstam":  # the two dummies (RULES 17.1)
        names[2:] = [pgettext("seat", "Open"), pgettext("seat", "Closed")]
    return names


def dummy_word(choice: str) -> str:
    """Konstam's dummy choice (``open``, ``closed``) as a word of the language (RULES 17.2)."""
    words = {"open": pgettext("dummy", "open"), "closed": pgettext("dummy", "closed")}
    return words.get(choice, choice)


def side_names(game: Game) -> list[str]:
    """The two sides of a rubber-scored game, named by their players."""
    return [compass_text(side) for side in _side_names(game)]


def _side_names(game: Game) -> list[str]:
    name = game.variant.name
    if name == "bridge2":
        return ["S (N-S)", "W (E-W)"]
    if name == "bridge3":
        single = Seat.from_str(game.options["single"])
        partners = "-".join(Seat(s).letter for s in (single.lho, single.rho))
        return (
            [f"{single.letter} (N-S)", f"{partners} (E-W)"]
            if single.side == 0
            else [f"{partners} (N-S)", f"{single.letter} (E-W)"]
        )
    if name in ("konstam", "chinese_bridge"):
        return ["A", "B"]
    return ["N-S", "E-W"]


# -- pieces ----------------------------------------------------------------------------------


def call_text(style: Style, call: object) -> str:
    """A call with suit symbols: ``4♥``, ``2NT``, ``1NU`` (nullo), ``40♠`` (Slam), ``X``, ``P``."""
    if isinstance(call, Call):
        return style.call(call)
    text = str(call)
    match = re.fullmatch(r"([1-9]\d?)([SHDC])(X{0,2})", text)
    if match is None:
        return action_text(text)
    level, letter, doubled = match.groups()
    if int(level) > 7:  # Slam's bids are in points (RULES 15): 40S
        return level + style.suit(Suit.from_str(letter)) + doubled
    return style.call(Call.from_str(level + letter)) + doubled


def card_text(style: Style, card: Card) -> str:
    return style.card(card)


def hand_row(style: Style, hand: CardSet | None, size: int) -> str:
    """A hand on one line, spades first: ``♠ A K 7  ♥ Q  ♦ —  ♣ J 9`` (or how many cards lie
    face down)."""
    if hand is None:
        return style.dim(
            ngettext("{count} card face down", "{count} cards face down", size).format(count=size)
        )
    groups = []
    for suit in SUITS_DOWN:
        ranks = " ".join(rank.letter for rank in hand.ranks(suit)) or ("—" if style.symbols else "-")
        groups.append(f"{style.suit(suit)} {ranks}")
    groups.extend(str(joker) for joker in hand.jokers)
    return "  ".join(groups)


def _labelled(rows: Sequence[tuple[str, str]]) -> list[str]:
    width = max((visible_width(label) for label, _ in rows), default=0)
    return [f"  {label}{' ' * (width - visible_width(label))}  {text}".rstrip() for label, text in rows]


def call_grid(
    style: Style,
    columns: Sequence[int],
    names: Sequence[str],
    calls: Sequence[tuple[int, str]],
    *,
    waiting: int | None = None,
) -> str:
    """The calling record as a grid with one column per calling seat, in *columns* order; each
    call sits under its own seat and a new row starts when the turn comes back round. *waiting*:
    the seat whose call is awaited (``?``), ``None`` once the calling is over.

    >>> print(call_grid(Style(False, False), [2, 3], "NESW", [(2, "1S"), (3, "P"), (2, "4S"), (3, "P")]))
    S     W
    1S    P
    4S    P
    """
    width = max(6, *(visible_width(text) + 2 for _, text in calls)) if calls else 6
    position = {seat: i for i, seat in enumerate(columns)}
    rows: list[list[str]] = []
    row: list[str] = []
    entries = [*calls, *([(waiting, "?")] if waiting is not None and waiting in position else [])]
    for seat, text in entries:
        column = position.get(seat)
        if column is None:
            continue
        if column < len(row):
            rows.append(row)
            row = []
        row.extend([""] * (column - len(row)))
        row.append(text)
    if row:
        rows.append(row)
    pad = " " * width

    def line(cells: Sequence[str]) -> str:
        return "".join(cell + pad[: max(0, width - visible_width(cell))] for cell in cells).rstrip()

    return "\n".join([line([names[seat] for seat in columns]), *(line(r) for r in rows)])


def trick_text(
    style: Style, names: Sequence[str], plays: Sequence[tuple[int, Card]], winner: int | None
) -> str:
    """``W ♠5  N ♠K  E ♠2  S ♠A — won by S``."""
    text = "  ".join(f"{names[seat]} {card_text(style, card)}" for seat, card in plays)
    if winner is not None:
        text += _(" {dash} won by {seat}").format(dash="—" if style.symbols else "-", seat=names[winner])
    return text


def _trick_plays(trick: Trick) -> list[tuple[int, Card]]:
    return list(zip(trick.seats, trick.cards, strict=True))


def actions_text(style: Style, actions: Sequence[LegalAction], seat_name: str) -> str:
    """The seat view's labelled legal actions once, as the player types them: cards by suit,
    the other actions by their text (without his own seat's name), calls from the lowest."""
    cards: list[Card] = []
    others: list[str] = []
    for action in actions:
        card = _card_of(action)
        if card is not None:
            cards.append(card)
        else:
            others.append(action.text)
    parts: list[str] = []
    if cards:
        parts.append(hand_row(style, _cardset(cards), len(cards)))
    if others:
        texts = [action_text(_own_text(text, seat_name)) for text in others]
        bids = [_pretty(style, text) for text in texts if text[:1].isdigit()]
        rest = [_pretty(style, text) for text in texts if not text[:1].isdigit()]
        if len(bids) > 10:
            bids = [f"{bids[0]} {'…' if style.symbols else '...'} {bids[-1]}"]
        parts.append(" ".join([*rest, *bids]))
    return "   ".join(parts)


def _card_of(action: LegalAction) -> Card | None:
    """The card a legal action plays or gives (``kind`` card, its text a card), if it is one."""
    if action.kind != "card":
        return None
    try:
        return Card.from_str(action.text)
    except NotationError:
        return None


def _cardset(cards: Sequence[Card]) -> CardSet:
    mask = 0
    for card in cards:
        mask |= card.mask
    return CardSet(mask)


def _own_text(text: str, seat_name: str) -> str:
    """An action as the player types it: without his own seat's name in front."""
    prefix = seat_name + " "
    return text[len(prefix) :] if text.startswith(prefix) else text


def _pretty(style: Style, text: str) -> str:
    """Suit letters of calls in free text as symbols: ``contract 4HX`` → ``contract 4♥X``; Slam's
    contracts in points (``8D`` → ``8♦``) and its named denomination (``names D`` → ``names ♦``)."""
    text = re.sub(r"\b([1-9]\d?)(NT|NU|[SHDC])(X{0,2})\b", lambda m: call_text(style, m.group(0)), text)
    return re.sub(
        r"\b(names|changes) ([SHDC])\b", lambda m: f"{m[1]} {style.suit(Suit.from_str(m[2]))}", text
    )


# -- narration -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Narration:
    """What a seat is told of an action: *text*, and whether the action is *public* (a robot's
    reason may be shown with it) or private to others (told without its content or reason)."""

    text: str
    public: bool = True


#: Actions that put one card aside face down (Booby's card to the dummy, Light bridge's and
#: Nullo's discards, Slam's reserves): how the card's owner is told, and how the other seats are.
_HIDDEN_CARD_ACTIONS: Final = {
    "ToDummy": (N_("{who} gives {card} to the dummy"), N_("{who} gives a card to the dummy")),
    "Discarded": (N_("{who} discards {card}"), N_("{who} discards a card face down")),
    "Reserved": (N_("{who} reserves {card}"), N_("{who} puts a card in reserve")),
}


def narrate(game: Game, record: Any, *, viewer: int | None, style: Style) -> Narration:
    """An action as *viewer* may know it (``None``: a spectator, who sees everything)."""
    names = seat_names(game)
    kind = type(record).__name__
    seat = int(getattr(record, "seat", 0))
    who = names[seat] if seat < len(names) else str(seat)
    mine = viewer is None or viewer == seat
    if kind in _HIDDEN_CARD_ACTIONS:  # only the card's owner (or a spectator) knows which it is
        shown, hidden = _HIDDEN_CARD_ACTIONS[kind]
        if not mine:
            return Narration(_(hidden).format(who=who), False)
        return Narration(_(shown).format(who=who, card=card_text(style, record.card)))
    if kind == "TalonTaken":  # the talon is shown before it is taken (RULES 12.7)
        cards = " ".join(card_text(style, card) for card in sorted(record.cards, key=_display_order))
        return Narration(_("{who} shows and takes the talon: {cards}").format(who=who, cards=cards))
    if kind == "Drew":
        return Narration(_("{who} draws {number}").format(who=who, number=record.number))
    if kind == "Slipped":
        opener = Seat(seat).partner
        if mine or viewer == opener:
            return Narration(
                ngettext(
                    "{who} writes {hcp} HCP on the slip for {opener}",
                    "{who} writes {hcp} HCP on the slip for {opener}",
                    record.hcp,
                ).format(who=who, hcp=record.hcp, opener=names[opener]),
                mine,
            )
        return Narration(
            _("{who} writes his HCP on a slip for {opener}").format(who=who, opener=names[opener]), False
        )
    if kind == "LengthsShown":
        declarer = Seat(seat).partner
        if mine or viewer == declarer:
            return Narration(
                _("{who} (dummy) shows {declarer} his lengths: {lengths}").format(
                    who=who, declarer=names[declarer], lengths=_lengths(record.lengths)
                )
            )
        return Narration(
            _("{who} (dummy) shows {declarer} his suit lengths").format(who=who, declarer=names[declarer]),
            False,
        )
    if kind == "Announced":
        return Narration(f"{who}: {action_text('I open') if record.opens else action_text('pass')}")
    if kind == "Named":
        text = action_text("I play") if record.declarer == seat else action_text("partner plays")
        if record.declarer not in (seat, Seat(seat).partner):
            text = _("{seat} plays").format(seat=names[record.declarer])
        return Narration(f"{who}: {text}")
    if kind == "Chosen":
        return Narration(
            _("{who} chooses {contract}").format(who=who, contract=call_text(style, record.contract))
        )
    if kind == "Opened":
        chosen = _("{call}, open dummy") if record.dummy == "open" else _("{call}, closed dummy")
        return Narration(f"{who} {chosen.format(call=call_text(style, record.call))}")
    if kind == "Declared":
        step = str(record).split(" ", 1)[1]  # Slam's declaration: "B names S" → "B называет ♠"
        return Narration(f"{who} {_pretty(style, action_text(step))}")
    if hasattr(record, "call"):
        return Narration(f"{who} {call_text(style, record.call)}")
    if hasattr(record, "card"):
        card = card_text(style, record.card)
        named = getattr(record, "named", None)
        if named is not None and named != record.card:
            card += _(" as {card}").format(card=card_text(style, named))
        return Narration(_("{who} plays {card}").format(who=who, card=card))
    if hasattr(record, "joker"):
        return Narration(
            _("{who} plays {joker} as {card}").format(
                who=who, joker=record.joker, card=card_text(style, record.named)
            )
        )
    return Narration(f"{who} {_pretty(style, str(record))}")


def _display_order(card: Card) -> tuple[int, int]:
    """Spades first, high cards first, jokers last."""
    suit = -1 if card.suit is None else int(card.suit)
    rank = 0 if card.rank is None else int(card.rank)
    return (-suit, -rank)


def _lengths(lengths: Sequence[int]) -> str:
    clubs, diamonds, hearts, spades = lengths
    return f"{spades}-{hearts}-{diamonds}-{clubs}"


def trick_done(game: Game, before: int, style: Style | None = None) -> str | None:
    """The line for the trick completed by the last action, if it completed one."""
    tricks = getattr(game, "tricks", ())
    if len(tricks) > before and tricks:
        trick = tricks[-1]
        return _("trick {number}: ").format(number=len(tricks)) + trick_text(
            style or Style(False, True), seat_names(game), _trick_plays(trick), trick.winner
        )
    return None


# -- screens ---------------------------------------------------------------------------------


def screen(game: Game, viewer: int | None, style: Style) -> str:
    """The table as *viewer* sees it (``None``: a spectator who sees every hand)."""
    name = game.variant.name
    seat = viewer if viewer is not None else (game.to_act if game.to_act is not None else game.dealer)
    view = game.view(seat)
    names = seat_names(game)
    lines = [_title(game, view, viewer, names)]
    if name in ("bridge2", "bridge3", "minibridge", "konstam"):
        lines += _compass_hands(game, view, viewer, style)
    elif name == "chinese_bridge":
        start = game
        if game.is_over:  # the deal as it lay before the play: the hands and the rows
            start = game.copy()
            while start.actions:
                start.undo()
        lines += _chinese_hands(start, start.view(seat), viewer, style, names)
    else:
        lines += _row_hands(game, view, viewer, style, names)
    lines += _calling(game, view, style, names, spectator=viewer is None)
    lines += _play(game, view, style, names)
    if viewer is not None and view.legal_actions:
        stage = str(getattr(view, "stage", ""))
        prompt = f" {_(_PROMPTS[stage])}" if stage in _PROMPTS else ""
        lines.append(
            _("Your turn:{prompt} {actions}").format(
                prompt=prompt,
                actions=actions_text(style, seat_view(game, viewer).legal_actions, names[viewer]),
            )
        )
    elif view.to_act is not None and viewer is not None:
        lines.append(_("Waiting for {seat}").format(seat=names[view.to_act]))
    return "\n".join(style.text(line) for line in lines)


#: the games whose screens this module draws in their own layouts
DRAWN: Final = frozenset(
    {"bridge2", "bridge3", "minibridge", "konstam", "chinese_bridge", "booby", "nullo", "slam"}
)


def registered_screen(game: Game, viewer: int | None, style: Style) -> str:
    """The screen of a game this module does not draw (one added by a new package): for a seat,
    its registered renderer's text if it has one; else (and for a spectator) the seat view's
    zones, calls and last trick; then the seat's legal actions from its seat view."""
    from bridgekit.variants import entry_of, resolve

    seat = viewer if viewer is not None else (game.to_act if game.to_act is not None else game.dealer)
    view = seat_view(game, viewer)
    names = [info.name for info in view.seats]
    renderer = entry_of(game.variant.name).renderer
    if renderer is not None and viewer is not None:  # a renderer draws a seat's view
        lines = [str(resolve(renderer)(game.view(seat)))]
    else:
        lines = [" · ".join([view.title, view.stage_label])]
        for zone in view.zones:
            cards = " ".join(zone.cards) if zone.cards else ""
            hidden = ngettext("{count} card face down", "{count} cards face down", zone.hidden).format(
                count=zone.hidden
            )
            shown = "  ".join(part for part in (cards, hidden if zone.hidden else "") if part)
            lines.append(f"  {zone.label}: {shown}")
        if view.calls:
            lines.append(call_grid(style, view.call_columns, names, [(c.seat, c.label) for c in view.calls]))
        if view.tricks:
            last = view.tricks[-1]
            plays = [(c.seat, Card.from_str(c.card)) for c in last.cards]
            lines.append(
                _("Last trick ({number}): ").format(number=len(view.tricks))
                + trick_text(style, names, plays, last.winner)
            )
    if viewer is not None and view.legal_actions:
        lines.append(
            _("Your turn:{prompt} {actions}").format(
                prompt="", actions=actions_text(style, view.legal_actions, names[viewer])
            )
        )
    return "\n".join(lines)


def light_bridge_screen(game: Game, viewer: int | None, style: Style) -> str:
    """Light bridge's screen (its own renderer) with the auction in the shared calling grid: a
    column per player from the first caller (the view's ``call_columns``), no ``?`` once the
    auction is over."""
    from bridgekit.variants.light_bridge.render import render_action, render_view
    from bridgekit.views import hook_for

    seat = viewer if viewer is not None else (game.to_act if game.to_act is not None else game.dealer)
    view: Any = game.view(seat)
    names = seat_names(game)
    calls = [(int(r.seat), render_action(r.call, symbols=style.symbols)) for r in view.calls]
    calling = str(view.stage) == "auction"
    grid = ""
    if calls or calling:
        columns = hook_for(game).call_columns(game)
        grid = call_grid(style, columns, names, calls, waiting=view.to_act if calling else None)
        grid = _("Auction: ").rstrip() + "\n" + grid
    hands = None if viewer is not None else (game.deal.hands if game.is_over else game.hands)
    return render_view(view, symbols=style.symbols, hands=hands, auction=grid)


def _title(game: Game, view: View, viewer: int | None, names: Sequence[str]) -> str:
    parts = [_(game.variant.title)]
    if viewer is not None:
        parts.append(_("you are {seat}").format(seat=names[viewer]))
    parts.append(_("dealer {seat}").format(seat=names[game.dealer]))
    stage = getattr(view, "stage", view.phase.value)
    parts.append(pgettext("stage", str(getattr(stage, "value", stage))))
    return " · ".join(parts)


def _hands(game: Game, view: View, viewer: int | None) -> list[CardSet | None]:
    """The hands to draw: the viewer's view; a spectator every hand; once the deal is over, every
    hand as it was when the play began (the cards each seat played, and any it kept)."""
    if viewer is not None and not game.is_over:
        return list(view.hands)
    hands = [hand.mask for hand in game.hands]
    if game.is_over:
        for trick in getattr(game, "tricks", ()):
            for seat, card in zip(trick.seats, trick.cards, strict=True):
                hands[seat] |= card.mask
    return [CardSet(mask) for mask in hands]


def _compass_hands(game: Game, view: View, viewer: int | None, style: Style) -> list[str]:
    name = game.variant.name
    hands = _hands(game, view, viewer)
    sizes = (
        list(view.hand_sizes) if viewer is not None and not game.is_over else [len(h or ()) for h in hands]
    )
    labels = [seat_name(Seat(s)) for s in range(4)]
    if name == "bridge2":
        dummy_of = _("{seat} (dummy of {player})")
        labels[0] = dummy_of.format(seat=labels[0], player=Seat.SOUTH.letter)
        labels[1] = dummy_of.format(seat=labels[1], player=Seat.WEST.letter)
    elif name == "bridge3":
        single = Seat.from_str(game.options["single"])
        labels[single.partner] = _("{seat} (dummy of {player})").format(
            seat=labels[single.partner], player=single.letter
        )
    if name == "konstam":
        seat_at = getattr(view, "seat_at", ()) or (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
        placed: list[CardSet | None] = [None] * 4
        placed_sizes = [0] * 4
        labels = ["", "", "", ""]
        titles = ("A", "B", _("Open (dummy)"), _("Closed (dummy)"))
        for hand, at in enumerate(seat_at):
            placed[at] = hands[hand]
            placed_sizes[at] = sizes[hand]
            labels[at] = titles[hand]
        hands, sizes = placed, placed_sizes
    return ["", hand_diagram(style, hands, sizes=sizes, labels=labels), ""]


def _row_hands(game: Game, view: View, viewer: int | None, style: Style, names: Sequence[str]) -> list[str]:
    hands = _hands(game, view, viewer)
    sizes = (
        list(view.hand_sizes) if viewer is not None and not game.is_over else [len(h or ()) for h in hands]
    )
    rows = [(names[s], hand_row(style, hands[s], sizes[s])) for s in range(len(hands))]
    reserve = getattr(view, "reserve", None)
    if reserve is not None and view.variant == "slam":
        reserve_sizes = getattr(view, "reserve_sizes", ())
        for s, size in enumerate(reserve_sizes):
            if size or (s == viewer and reserve):
                shown = reserve if s == viewer else (game._reserve[s] if viewer is None else None)  # type: ignore[attr-defined]
                if isinstance(shown, int):
                    shown = CardSet(shown)
                rows.append((_("{player} reserve").format(player=names[s]), hand_row(style, shown, size)))
    given = getattr(view, "given", None)
    if given and viewer is not None:
        rows.append((_("you gave the dummy"), hand_row(style, given, len(given))))
    discarded = getattr(view, "discarded", None)
    if discarded and viewer is not None:
        rows.append((_("your discards"), hand_row(style, discarded, len(discarded))))
    stock = getattr(view, "stock_size", None)
    if stock:
        face_down = ngettext("{count} card face down", "{count} cards face down", stock)
        rows.append((_("stock"), face_down.format(count=stock)))
    undealt = getattr(view, "undealt", None)
    if undealt:
        rows.append((_("to deal"), ngettext("{count} card", "{count} cards", undealt).format(count=undealt)))
    return ["", *_labelled(rows), ""]


def _chinese_hands(
    game: Game, view: View, viewer: int | None, style: Style, names: Sequence[str]
) -> list[str]:
    hands = _hands(game, view, viewer)
    rows: list[tuple[str, str]] = []
    table: Sequence[Sequence[Card | None]] = getattr(view, "table", ())
    down: Sequence[Sequence[bool]] = getattr(view, "face_down", ())
    hidden = "▒▒" if style.symbols else "##"
    for s in range(len(hands)):
        # The face-up table cards are playable, so the game counts them in the hand: draw them once.
        up = [c for c in table[s] if c is not None] if s < len(table) else []
        up_mask = 0
        for face_up in up:
            up_mask |= face_up.mask
        hand = hands[s]
        own = None if hand is None else CardSet(hand.mask & ~up_mask)
        label = _("{player} hand").format(player=names[s])
        rows.append((label, hand_row(style, own, view.hand_sizes[s] - len(up))))
        if s < len(table):
            cells = []
            for cell, under in zip(table[s], down[s], strict=True):
                top = card_text(style, cell) if cell is not None else (hidden if under else "··")
                cells.append(top + ("+" if cell is not None and under else " "))
            rows.append((_("{seat} table").format(seat=names[s]), " ".join(cells).rstrip()))
    lines = ["", *_labelled(rows)]
    lines.append(
        "  " + _("({hidden}: a face-down card; +: a face-down card lies beneath)").format(hidden=hidden)
    )
    return [*lines, ""]


def _calling(game: Game, view: View, style: Style, names: Sequence[str], *, spectator: bool) -> list[str]:
    name = game.variant.name
    lines: list[str] = []
    records: list[Any] = list(view.calls)
    if name == "minibridge":
        records = [r for r in game.actions if type(r).__name__ in ("Announced", "Named", "Chosen")]
        told = [narrate(game, r, viewer=None if spectator else view.seat, style=style).text for r in records]
        lines += [_("Calling: {calls}").format(calls="; ".join(told))] if told else []
        known = getattr(view, "known_hcp", ())
        if spectator or game.is_over:  # everyone's HCP: a spectator, or the deal is over
            known = tuple(_hcp(hand) for hand in game.deal.hands)
        seen = [f"{names[s]} {hcp}" for s, hcp in enumerate(known) if hcp is not None]
        if seen:
            if spectator or game.is_over:
                lines.append(_("HCP: {hcp}").format(hcp=", ".join(seen)))
            else:
                lines.append(_("HCP you know: {hcp}").format(hcp=", ".join(seen)))
        lengths = getattr(view, "dummy_lengths", None)
        if lengths is not None:
            lines.append(_("Dummy's lengths: {lengths}").format(lengths=_lengths(lengths)))
        return lines
    if name == "slam":
        calls = [(int(r.seat), call_text(style, str(r.call))) for r in records]
        columns = [1 - game.dealer, game.dealer]  # the dealer's opponent bids first (RULES 15)
        if calls:
            lines.append(_("Bids (points):"))
            lines.append(call_grid(style, columns, names, calls, waiting=_waiting(game, view, "bidding")))
        for declared in getattr(view, "declarations", ()):
            lines.append(narrate(game, declared, viewer=view.seat, style=style).text)
        return lines
    calls = [(int(r.seat), call_text(style, r.call) + _dummy_note(r)) for r in records]
    choice = getattr(view, "dummy_choice", None)
    if calls and choice and name == "konstam":  # the dealer's first bid names the dummy (RULES 17.2)
        calls[0] = (calls[0][0], f"{calls[0][1]} ({dummy_word(choice)})")
    columns = _call_columns(game)
    stage = str(getattr(view, "stage", view.phase.value))
    calling = view.phase.value == "auction" and stage in ("auction", "bidding")
    if not calls and not calling:
        return lines
    waiting = view.to_act if calling else None
    lines.append(call_grid(style, columns, names, calls, waiting=waiting))
    return lines


def _hcp(hand: CardSet) -> int:
    return sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(card.rank.letter, 0) for card in hand if card.rank)


def _dummy_note(record: Any) -> str:
    dummy = getattr(record, "dummy", None)
    return f" ({dummy_word(dummy)})" if dummy else ""


def _waiting(game: Game, view: View, stage: str) -> int | None:
    return view.to_act if getattr(view, "stage", None) == stage else None


def _call_columns(game: Game) -> list[int]:
    """The calling seats in the order the calling goes round, starting with the first to call."""
    name = game.variant.name
    dealer = int(game.dealer)
    if name == "bridge2":
        first = Seat(dealer).partner if dealer in (Seat.NORTH, Seat.EAST) else Seat(dealer)
        return [int(first), int(Seat.WEST if first == Seat.SOUTH else Seat.SOUTH)]
    if name == "bridge3":
        single = Seat.from_str(game.options["single"])
        order = [int(Seat((dealer + i) % 4)) for i in range(4)]
        order = [s for s in order if s != single.partner]
        first_partner = next(s for s in order if s != single)
        start = order.index(first_partner)
        return order[start:] + order[:start]
    count = len(game.variant.seat_names)
    if name == "konstam":
        count = 2
    if name == "booby":
        dealer = (dealer + 1) % 3  # the dealer's LHO calls first (RULES 13.2)
    return [(dealer + i) % count for i in range(count)]


def _play(game: Game, view: View, style: Style, names: Sequence[str]) -> list[str]:
    lines: list[str] = []
    contract, declarer = view.contract, view.declarer
    if contract is not None and declarer is not None:
        won = view.tricks_won
        if game.variant.name in ("bridge2", "bridge3", "minibridge", "konstam", "chinese_bridge"):
            sides = side_names(game)
            taken = ", ".join(f"{sides[i]} {n}" for i, n in enumerate(won[:2]))
        else:
            taken = ", ".join(f"{names[i]} {n}" for i, n in enumerate(won))
        lines.append(
            _("Contract {contract} by {declarer}; tricks: {taken}").format(
                contract=_pretty(style, str(contract)), declarer=names[int(declarer)], taken=taken
            )
        )
    if view.tricks:
        last = view.tricks[-1]
        lines.append(
            _("Last trick ({number}): ").format(number=len(view.tricks))
            + trick_text(style, names, _trick_plays(last), last.winner)
        )
    if view.current_trick:
        plays = [(int(p.seat), p.card) for p in view.current_trick]
        lines.append(
            _("This trick ({number}): ").format(number=len(view.tricks) + 1)
            + trick_text(style, names, plays, None)
        )
    entries = getattr(view, "entries", ())
    if entries:
        lines.append(
            _("Score: {score}").format(score="; ".join(_entry_text(game, e, names) for e in entries))
        )
    elif game.is_over and view.score is not None and not entries:
        lines.append(_("Score: {score}").format(score=_score_text(game, view.score)))
    return lines


def _entry_text(game: Game, entry: Any, names: Sequence[str]) -> str:
    line = getattr(getattr(entry, "line", None), "value", "")
    who = names[entry.player] if hasattr(entry, "player") else side_names(game)[int(entry.side)]
    if line == "above":
        where = _("{player}: {points} above the line ({reason})")
    elif line == "below":
        where = _("{player}: {points} below the line ({reason})")
    else:
        where = _("{player}: {points} ({reason})")
    return where.format(player=who, points=entry.points, reason=reason_text(entry.reason))


def _score_text(game: Game, score: int) -> str:
    sides = side_names(game)
    return f"{sides[0]} {score:+d}, {sides[1]} {-score:+d}"
