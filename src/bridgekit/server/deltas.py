"""The ``delta`` message: what changed for a seat after a card of the play (docs/server.md).

After most actions of a deal's play only a few members of a seat's view change: the card leaves
one hand and joins the trick in progress, the seat to act and its legal actions change, and
when the trick is complete the tricks and tricks won. A client that asked for deltas
(``/ws/TABLE?deltas=1``) and holds the state just before gets those members alone instead of
its whole ``state`` message; every other change (the auction, the opening lead that spreads
dummy, a deal's end, a claim or undo, a seat taken or left, a client that missed a state) still
sends the whole ``state``. A delta holds only members of the seat's own view, so it never holds
a card the seat may not see (its hands are the zones of its ``state``, drawn the same way).

When a delta may follow a state (:meth:`Deltas.delta_text`): the room's state is one action
after the state before it, of the same deal, both in the play and the second not over; the
view's members a delta leaves out are the same in both (the stage, the contract, the hands'
kinds; the calls and log written from the game's own history, as the default view hooks write
them, which a card does not change); one hand lost one card; nothing is proposed, noted or faced;
and the seat's visible hands are those it was shown before.
"""

from __future__ import annotations

import json
from typing import Any, Final

from bridgekit.i18n import language
from bridgekit.server.messages import Messages
from bridgekit.views import ContractViewHook, ViewHook

__all__ = ["Deltas", "delta_hook"]

#: the view hook's methods a delta's leaving out relies on, as the hooks that write them so
_DEFAULTS: Final = (
    ("zones", ViewHook),
    ("hand_zone", ViewHook),
    ("hand_label", ViewHook),
    ("seat_label", ViewHook),
    ("stage_label", ViewHook),
    ("tricks", ViewHook),
    ("named_as", ViewHook),
    ("trick_sources", ViewHook),
    ("contract", ViewHook),
    ("call_columns", ViewHook),
    ("log", ViewHook),
    ("describe", ViewHook),
    ("calls", ContractViewHook),
    ("public_parts", ContractViewHook),
)

#: one encoder (``json.dumps`` with options makes a new one each call)
_ENCODER: Final = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)

#: whether a view hook's class writes the members a delta leaves out from the game's history alone
_HOOKS: dict[type, bool] = {}


def delta_hook(hook: ViewHook[Any]) -> bool:
    """Whether deltas may be sent for games of *hook* (its class's methods that write the members
    a delta leaves out are the defaults: :data:`_DEFAULTS`)."""
    kind = type(hook)
    found = _HOOKS.get(kind)
    if found is None:
        found = _HOOKS[kind] = all(
            getattr(kind, name, None) is getattr(base, name) for name, base in _DEFAULTS
        )
    return found


class Deltas(Messages):
    """The ``delta`` messages of a table (see the module's doc)."""

    def delta_ready(self) -> bool:
        """Whether a delta may tell the room's state to a client that holds the state before
        (the seat's own conditions aside: :meth:`delta_text`)."""
        now = self.table_views()  # (made now if not yet: the views before become _before)
        before = self._before
        if (
            before is None
            or self.proposal is not None
            or self.last_note is not None
            or self.rejected
            or self.players is not None
        ):
            return False
        if before[0] != (self.seq - 1, id(self.game), language()) or not delta_hook(now.hook()):
            return False
        was, mark = before[1].mark(), now.mark()
        if was is None or mark is None or was[0] != mark[0] or was[2:3] != mark[2:3] or was[4:] != mark[4:]:
            return False  # (stage, kinds, contract and declarer the same)
        changed = [o for o, (a, b) in enumerate(zip(was[1], mark[1], strict=True)) if a != b]
        if len(changed) != 1:
            return False
        owner = changed[0]
        lost = was[1][owner] & ~mark[1][owner]
        if mark[1][owner] & ~was[1][owner] or lost & (lost - 1) or not lost:
            return False  # one card left one hand, nothing else
        return mark[3] - was[3] in (0, 1)

    def delta_text(self, player: int | None) -> str | None:
        """The ``delta`` message for *player* after the room's last action, as JSON text, or
        ``None`` if the player needs the whole ``state`` (call only when :meth:`delta_ready`)."""
        if player is None:
            return None
        seat = player  # (no rotating table: delta_ready)
        now = self.table_views()
        before = self._before
        assert before is not None
        acts_for, deciding, silent, can_claim = self._decides(seat, now)
        to_act = now.to_act
        legal = not silent and (
            to_act == seat or (acts_for is not None and acts_for != seat and to_act == acts_for)
        )
        was, mark = before[1].mark(), now.mark()
        assert was is not None and mark is not None
        owner = next(o for o, (a, b) in enumerate(zip(was[1], mark[1], strict=True)) if a != b)
        view, hands = now.delta(seat, (owner,), trick_done=mark[3] != was[3], legal=legal)
        seen = before[1].seen(seat)
        if seen is None or seen != now.seen(seat):
            return None  # (a hand turned face up or down: the whole state)
        return "".join(
            (
                '{"type":"delta","v":2,"table":',
                _ENCODER.encode(self.row.id),
                ',"seq":',
                str(self.seq),
                ',"acts_for":[',
                ",".join(map(str, deciding)),
                '],"can_claim":',
                "true" if can_claim else "false",
                ',"view":{',
                view,
                '},"hands":[',
                hands,
                "]}",
            )
        )
