"""What each client of a table is told: the ``state`` message (docs/server.md, "The protocol").

A broadcast encodes the part every client of the table shares once (:meth:`Messages.shared_text`:
the seats, the proposal, the faced hands, the score sheet) and each client's own part after it
(:meth:`Messages.seat_text`: its seat's view, built with the table's other seats' views by
:class:`~bridgekit.server.views.TableViews`, what it decides for, its invitations). A seat's view
holds only what that seat may see (docs/view.md).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final

from bridgekit.i18n import _, language
from bridgekit.server import rotation, views
from bridgekit.server.table_state import TableState
from bridgekit.state import Game
from bridgekit.views import hook_for, seat_view

__all__ = ["Messages", "sheet_line", "totals", "dumps"]


class Messages(TableState):
    """The ``state`` messages of a table (see the module's doc)."""

    def state(self, player: int | None, *, connected: set[int]) -> dict[str, Any]:
        """The ``state`` message for *player* (``None``: a spectator)."""
        return dict(json.loads(self.state_text(player, connected=connected)))

    def state_text(self, player: int | None, *, connected: set[int], shared: str | None = None) -> str:
        """The ``state`` message for *player* as JSON text; *shared* is :meth:`shared_text` if the
        caller has it already (a broadcast: once for all the table's clients of a language)."""
        if shared is None:
            shared = self.shared_text(connected=connected)
        return shared + "," + self.seat_text(player)

    def shared_state(self, *, connected: set[int], sheet: bool = True) -> dict[str, Any]:
        """The part of the ``state`` message that is the same for every client of the table (in
        one language): everything public. A broadcast encodes it once for all its clients.
        Without *sheet*: without the score sheet (:meth:`sheet_state`)."""
        message: dict[str, Any] = {
            "type": "state",
            "v": 1,
            "table": self.row.id,
            "seq": self.seq,
            "deal_number": self.deal_number + 1,
            "seats_info": self._seats_info(connected),
            **self._shared_rest(),
        }
        if sheet:
            message.update(self.sheet_state())
        return message

    def _seats_info(self, connected: set[int] | frozenset[int]) -> list[dict[str, Any]]:
        """Each seat's holder: robot or player, claimed, open, connected."""
        holders = [self.seats[self.holder(s)] for s in range(self.seat_count)]
        seats = [
            {
                "seat": seat,
                "kind": row.kind,
                "player": row.player,
                "claimed": row.claimed,
                "open": row.open,
                "connected": row.seat in connected,
            }
            for seat, row in enumerate(holders if self.players is not None else self.seats)
        ]
        if self.players is not None:
            for info, row in zip(seats, holders, strict=True):
                info["number"] = row.seat + 1
        return seats

    def _shared_rest(self) -> dict[str, Any]:
        """The members of :meth:`shared_state` after the seats, but the score sheet: the proposal,
        the note, the faced hands, a rotating table's players, the hand record."""
        rest: dict[str, Any] = {
            "proposal": None if self.proposal is None else self.proposal.to_json(),
            "note": None if self.last_note is None else _(self.last_note),
        }
        faced = self.faced()
        if faced:
            rest["faced"] = faced
        if self.players is not None:
            seating = rotation.seating(self.players, self.rubber)
            rest["rotation"] = {
                "players": self.players,
                "rubber": self.rubber + 1,
                "out": [
                    {"number": row.seat + 1, "kind": row.kind, "player": row.player}
                    for row in self.seats
                    if seating[row.seat] is None
                ],
                "results": [{"number": n, "points": p} for n, p in enumerate(self.player_results, 1)],
            }
        if self.game.is_over:
            record = self.records.get(self.deal_number)
            if record is not None:
                rest["record"] = record
        return rest

    def faced_seats(self) -> list[int]:
        """The hands face up on the table because of a claim (RULES 10.9): a claimer's (and the
        dummy he plays) while his claim waits for an answer and, once rejected, to the end of
        the deal. Everybody sees them."""
        claimers = set(self.rejected)
        if self.proposal is not None and self.proposal.kind == "claim":
            claimers.add(self.proposal.seat)
        if not claimers or self.game.is_over:
            return []
        controllers = self.controllers()
        return [seat for seat in range(self.seat_count) if controllers[seat] in claimers]

    def faced(self) -> list[dict[str, Any]]:
        """The cards of :meth:`faced_seats`, each hand in its display order (worked out once per
        action): ``[{"seat": 2, "cards": ["SA", …]}]``."""
        key = (self.seq, id(self.game))
        if self._faced is None or self._faced[0] != key:
            hands = []
            for seat in self.faced_seats():
                shown = seat_view(self.game, seat)
                cards = [
                    card
                    for zone in shown.zones
                    if zone.owner == seat and zone.kind in ("hand", "dummy")
                    for card in zone.cards
                ]
                hands.append({"seat": seat, "cards": cards})
            self._faced = (key, hands)
        return self._faced[1]

    def sheet_state(self) -> dict[str, Any]:
        """The score sheet: each deal's result, the totals, the ledger of the game's scoring
        (they change only when a deal ends)."""
        return {
            "sheet": self.sheet,
            "totals": totals(self.sheet),
            "ledger": self.ledger,
            "scoring": self.keeper.kind,
        }

    def shared_text(self, *, connected: set[int]) -> str:
        """:meth:`shared_state` as JSON text, its closing brace left off (:meth:`seat_text` follows).
        The score sheet's text is kept from one action to the next until a deal ends."""
        key = (id(self.sheet), len(self.sheet), id(self.ledger), language())
        if self._sheet_text is None or self._sheet_text[0] != key:
            self._sheet_text = (key, dumps(self.sheet_state())[1:-1])
        # the seats' text kept while the seats rows (a new list on every change), who is connected
        # and the rubber stay; the rest is mostly nothing (no proposal, no note) between deals' ends
        seen = frozenset(connected)
        rubber = self.rubber if self.players is not None else None
        kept = self._seats_text
        if kept is None or kept[0][0] is not self.seats or kept[0][1] != seen or kept[0][2] != rubber:
            kept = self._seats_text = ((self.seats, seen, rubber), _ENCODER.encode(self._seats_info(seen)))
        if (
            self.proposal is None
            and self.last_note is None
            and self.players is None
            and not self.rejected
            and not self.game.is_over
        ):
            rest = _NOTHING_PROPOSED
        else:
            rest = dumps(self._shared_rest())[1:-1]
        return "".join(
            (
                '{"type":"state","v":1,"table":',
                _ENCODER.encode(self.row.id),
                ',"seq":',
                str(self.seq),
                ',"deal_number":',
                str(self.deal_number + 1),
                ',"seats_info":',
                kept[1],
                ",",
                rest,
                ",",
                self._sheet_text[1],
            )
        )

    def table_views(self) -> views.TableViews:
        """The seat views of the game as it is now, in the current language (built once per action
        and language, whoever asks)."""
        kept = self._views
        lang = language()
        if kept is not None:
            key = kept[0]
            if key[0] == self.seq and key[1] == id(self.game) and key[2] == lang:
                return kept[1]
        key = (self.seq, id(self.game), lang)
        if self._views is None or self._views[0] != key:
            if len(self._zone_texts) > 256:
                self._zone_texts.clear()
            self._views = (
                key,
                views.TableViews(
                    self.game,
                    self.notes,
                    zone_texts=self._zone_texts,
                    fixed_texts=self._fixed_texts,
                    calls_texts=self._calls_texts,
                ),
            )
            self._deciders = {}
            self._controllers = None
        return self._views[1]

    def _decides(self, seat: int, table_views: views.TableViews) -> tuple[int | None, list[int], bool, bool]:
        """For *seat* in the state *table_views* show (:meth:`table_views`): the seat to act it
        decides for (or ``None``), the seats it decides for, whether it is silent (dummy to act:
        declarer plays its cards) and whether it may claim."""
        found = self._deciders.get(seat)
        if found is None:
            to_act = table_views.to_act
            if self._controllers is None:
                self._controllers = self.controllers()
            controllers = self._controllers
            acting = None if to_act is None else int(to_act)
            acts_for = acting if acting is not None and controllers[acting] == seat else None
            silent = acting == seat and acts_for is None
            found = self._deciders[seat] = (
                acts_for,
                [s for s, decider in enumerate(controllers) if decider == seat],
                silent,
                # a hand another seat plays (dummy) never claims: not asked (the game's refusal
                # is an error raised and caught, for that seat after every card)
                controllers[seat] == seat and views.claims_possible(self.game, seat),
            )
        return found

    def seat_text(self, player: int | None) -> str:
        """The part of the ``state`` message for *player* alone, as JSON text after the shared
        part's members: its seat's view (a player sitting out sees what a spectator sees), what
        it decides, invites."""
        seat = player if self.players is None else self.game_seat(player)
        table_views = self.table_views()
        decides: tuple[int | None, list[int], bool, bool] = (
            (None, [], False, False) if seat is None else self._decides(seat, table_views)
        )
        acts_for, deciding, silent, can_claim = decides
        view = table_views.text(seat, acts_for=acts_for, silent=silent)
        parts = [
            '"you":',
            "null" if seat is None else str(seat),
            ',"acts_for":[',
            ",".join(map(str, deciding)),
            '],"can_claim":',
            "true" if can_claim else "false",
        ]
        if self.players is not None:
            parts += [
                ',"sitting_out":',
                "true" if player is not None and seat is None else "false",
                ',"number":',
                "null" if player is None else str(player + 1),
            ]
        if player is not None:
            parts += [',"invites":', self._invites_text()]
        parts += [',"view":', view, "}"]
        return "".join(parts)

    def _invites_text(self) -> str:
        """The open seats' invitations (the same to every seated player) as JSON text, kept while
        the seats (a new list on every change) and the rubber stay."""
        seats, rubber = self.seats, self.rubber if self.players is not None else None
        kept = self._invites
        if kept is not None and kept[0] is seats and kept[1] == rubber:
            return kept[2]
        invites: list[dict[str, Any]] = [
            {"seat": row.seat, "token": row.token}
            if self.players is None
            else {"seat": self.game_seat(row.seat), "number": row.seat + 1, "token": row.token}
            for row in seats
            if row.open and row.token and not row.claimed
        ]
        text = dumps({"invites": invites})[11:-1]  # the list alone
        self._invites = (seats, rubber, text)
        return text


def sheet_line(game: Game, deal: int) -> dict[str, Any]:
    """The score sheet's line of *game*, over, as deal number *deal*: its contract's label and its
    score as its seat view shows them (the view hook's answers alone, not a whole view)."""
    hook = hook_for(game)
    score = hook.score(game)
    contract = hook.contract(game)
    return {
        "deal": deal,
        "contract": None if contract is None else contract.label,
        "text": "" if score is None else score.text,
        "lines": []
        if score is None
        else [{"label": line.label, "value": line.value} for line in score.lines],
    }


def totals(sheet: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each label's values added over the score sheet."""
    sums: dict[str, int] = {}
    for line in sheet:
        for item in line.get("lines", []):
            value = item.get("value")
            if isinstance(value, int):
                sums[item["label"]] = sums.get(item["label"], 0) + value
    return [{"label": k, "value": v} for k, v in sums.items()]


def dumps(message: Mapping[str, Any]) -> str:
    """A message as compact JSON, suit symbols as they are (UTF-8 on the wire, not ``\\u2660``)."""
    return _ENCODER.encode(message)


#: one encoder for every message (``json.dumps`` with options makes a new one each call)
_ENCODER: Final = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)
#: the shared message's members after the seats when nothing is proposed, noted, faced or recorded
_NOTHING_PROPOSED: Final = '"proposal":null,"note":null'
