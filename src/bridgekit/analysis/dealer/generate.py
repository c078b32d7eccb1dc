"""Vectorised dealing with constraints (numpy): thousands of deals per array operation.

A batch of deals is an array ``owner[deal, card]``: the seat that holds each card of the
pack (-1 for predealt cards, which are added back at the end). Every row is a shuffle of
the same seat template, made by :meth:`numpy.random.Generator.permuted`, so unconstrained
dealing runs near memory speed. Constraints are evaluated on whole batches.

>>> strong = "hcp(N) in 15..17 and balanced(N)"
>>> deals = Dealer(strong, seed=1).deals(3)
>>> [deal.hands[0].hcp for deal in deals], deals == Dealer(strong, seed=1).deals(3)
([15, 17, 17], True)
>>> try:
...     Dealer("hcp(N) >= 30 and hcp(S) >= 11", seed=1, max_tries=100_000).deals(1)
... except ImpossibleConstraintError as error:
...     print(error)
no deal satisfies 'hcp(N) >= 30 and hcp(S) >= 11' (0 of 100000 random deals matched)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from bridgekit.analysis.dealer.bounds import check_bounds
from bridgekit.analysis.dealer.features import evaluate
from bridgekit.analysis.dealer.language import Node, parse
from bridgekit.cards import PACK_52, Card, CardSet, Pack
from bridgekit.deal import Deal
from bridgekit.errors import BridgeError, NotationError

__all__ = ["Dealer", "ImpossibleConstraintError", "deal_many", "parse_predeal"]

SEAT_LETTERS: Final = "NESW"


class ImpossibleConstraintError(BridgeError):
    """No deal can satisfy the constraints (or none turned up in the allowed number of tries)."""


def seat_index(text: str, seat_count: int) -> int:
    """The seat of ``N``/``E``/``S``/``W`` (four seats) or a number.

    :raises NotationError: for anything else
    """
    key = text.strip().upper()
    if seat_count == 4 and key in SEAT_LETTERS and key:
        return SEAT_LETTERS.index(key)
    if key.isdigit() and int(key) < seat_count:
        return int(key)
    names = "N, E, S, W" if seat_count == 4 else f"0 to {seat_count - 1}"
    raise NotationError(f"not a seat: {text!r} (seats: {names})")


def parse_predeal(predeal: Mapping[str, str | CardSet] | str | None, seat_count: int) -> dict[int, int]:
    """Predealt cards per seat from ``{"N": "AKQ.x.x.x"}`` or the text ``"N:SA,HK S:C2"``.

    A hand may be given as a PBN hand (``AK.-.QJ2.``, all four suits) or as cards (``SA HK``).

    :raises NotationError: for a malformed hand, an unknown seat or a card given twice
    """
    if predeal is None:
        return {}
    if isinstance(predeal, str):
        items: dict[str, str | CardSet] = {}
        for part in predeal.split():
            name, sep, cards = part.partition(":")
            if not sep or not cards:
                raise NotationError(f"predeal {predeal!r}: expected SEAT:CARDS, e.g. N:SA,HK or N:AK.QJ.-.T9")
            if name in items:
                raise NotationError(f"predeal {predeal!r}: seat {name} given twice")
            items[name] = cards
        predeal = items
    result: dict[int, int] = {}
    seen = 0
    for seat_text, hand in predeal.items():
        seat = seat_index(seat_text, seat_count)
        if isinstance(hand, CardSet):
            mask = hand.mask
        elif hand.count(".") in (3, 4) and "," not in hand:
            mask = CardSet.from_str(hand).mask
        else:
            mask = 0
            for part in hand.replace(",", " ").split():
                bit = Card.from_str(part).mask
                if mask & bit:
                    raise NotationError(f"predeal: {part} given twice")
                mask |= bit
        if mask & seen:
            raise NotationError(f"predeal: {CardSet(mask & seen)} given twice")
        seen |= mask
        result[seat] = result.get(seat, 0) | mask
    return result


class Dealer:
    """Deals satisfying a constraint, reproducibly from a seed.

    :param constraint: a constraint of :mod:`~bridgekit.analysis.dealer.language` (or none)
    :param predeal: cards given to seats in advance (see :func:`parse_predeal`)
    :param pack: the pack (32, 36, 52 or 54 cards)
    :param seat_count: the number of hands
    :param hand_size: cards per hand (default: the whole pack shared out; the rest is a talon)
    :param seed: the seed of the random generator
    :param batch: deals shuffled per array operation
    :param max_tries: random deals to try before declaring the constraints impossible
    :raises NotationError: for a malformed constraint or predeal
    :raises ImpossibleConstraintError: if the constraints are impossible by their bounds
    """

    def __init__(
        self,
        constraint: str | Node | None = None,
        *,
        predeal: Mapping[str, str | CardSet] | str | None = None,
        pack: Pack = PACK_52,
        seat_count: int = 4,
        hand_size: int | None = None,
        seed: int | None = None,
        batch: int = 20_000,
        max_tries: int = 1_000_000,
    ) -> None:
        if not 2 <= seat_count <= 8:
            raise NotationError(f"the dealer deals 2 to 8 hands, not {seat_count}")
        self.pack = pack
        self.seat_count = seat_count
        self.hand_size = hand_size if hand_size is not None else pack.size // seat_count
        if self.hand_size * seat_count > pack.size:
            raise NotationError(f"{seat_count} hands of {self.hand_size} need more than {pack.size} cards")
        self.text = constraint if isinstance(constraint, str) else None
        self.tree = parse(constraint) if isinstance(constraint, str) else constraint
        self.predeal = parse_predeal(predeal, seat_count)
        for seat, mask in self.predeal.items():
            if mask & ~pack.mask:
                raise NotationError(f"predeal: {CardSet(mask & ~pack.mask)} not in the {pack.size}-card pack")
            if mask.bit_count() > self.hand_size:
                raise NotationError(
                    f"predeal: {mask.bit_count()} cards for seat {seat}, hands have {self.hand_size}"
                )
        self.cards = np.array([c.index for c in pack.cards], dtype=np.int64)
        predealt = 0
        for mask in self.predeal.values():
            predealt |= mask
        self.free = np.array([c.index for c in pack.cards if not predealt >> c.index & 1], dtype=np.int64)
        template = []
        for seat in range(seat_count):
            template += [seat] * (self.hand_size - self.predeal.get(seat, 0).bit_count())
        template += [-1] * (len(self.free) - len(template))
        self.template = np.array(template, dtype=np.int8)
        self.rng = np.random.default_rng(seed)
        self.batch = batch
        self.max_tries = max_tries
        self.tried = 0
        self.matched = 0
        if self.tree is not None:
            check_bounds(self.tree, self)

    # -- batches ------------------------------------------------------------------------------

    def owners(self, count: int) -> npt.NDArray[np.int8]:
        """*count* random deals as ``owner[deal, card index]`` (-1: the talon), constraints ignored."""
        free = np.tile(self.template, (count, 1))
        free = self.rng.permuted(free, axis=1)
        owner = np.full((count, 54), -1, dtype=np.int8)
        owner[:, self.free] = free
        for seat, mask in self.predeal.items():
            owner[:, [c.index for c in CardSet(mask)]] = seat
        return owner

    def matching(self, owner: npt.NDArray[np.int8]) -> npt.NDArray[np.bool_]:
        """Which deals of a batch satisfy the constraint."""
        if self.tree is None:
            return np.ones(len(owner), dtype=bool)
        return np.asarray(evaluate(self.tree, owner, self), dtype=bool)

    def batches(self, count: int) -> Iterator[npt.NDArray[np.int8]]:
        """Batches of matching deals (as owner arrays) until *count* deals in all.

        :raises ImpossibleConstraintError: if no deal matched in ``max_tries`` tries
        """
        produced = 0
        while produced < count:
            if self.tried >= self.max_tries and self.matched == 0:
                raise ImpossibleConstraintError(
                    f"no deal satisfies {self.text or 'the constraint'!r} "
                    f"(0 of {self.tried} random deals matched)"
                )
            size = min(self.batch, max(1000, 2 * (count - produced)))
            owner = self.owners(size)
            keep = owner[self.matching(owner)]
            self.tried += size
            self.matched += len(keep)
            keep = keep[: count - produced]
            produced += len(keep)
            if len(keep):
                yield keep

    def masks(self, count: int) -> npt.NDArray[np.uint64]:
        """*count* matching deals as hand masks, shape ``(count, seats + 1)`` (the last: the talon)."""
        in_pack = np.zeros(54, dtype=bool)
        in_pack[self.cards] = True
        out = []
        for owner in self.batches(count):
            held = [owner == s for s in range(self.seat_count)] + [(owner == -1) & in_pack]
            packed = np.packbits(np.stack(held, axis=1), axis=2, bitorder="little")  # (deals, seats+1, 7)
            wide = np.zeros((len(owner), self.seat_count + 1, 8), dtype=np.uint8)
            wide[:, :, :7] = packed
            out.append(wide.view("<u8")[:, :, 0])
        if not out:
            return np.zeros((0, self.seat_count + 1), dtype=np.uint64)
        return np.concatenate(out)

    def deals(self, count: int) -> list[Deal]:
        """*count* matching deals."""
        return [_deal(row) for row in self.masks(count).tolist()]

    def __iter__(self) -> Iterator[Deal]:
        while True:
            yield from self.deals(self.batch)

    @property
    def success_rate(self) -> float:
        """The share of random deals that matched so far."""
        return self.matched / self.tried if self.tried else 0.0


def _deal(row: list[Any]) -> Deal:
    # The dealer's masks are disjoint by construction, so the deal skips Deal's own checks.
    deal = object.__new__(Deal)
    object.__setattr__(deal, "hands", tuple(CardSet(h) for h in row[:-1]))
    object.__setattr__(deal, "talon", CardSet(row[-1]))
    return deal


def deal_many(count: int, constraint: str | None = None, **options: Any) -> list[Deal]:
    """*count* deals satisfying *constraint* (options as :class:`Dealer`).

    >>> len(deal_many(5, "spades(N) >= 5", seed=3))
    5
    """
    return Dealer(constraint, **options).deals(count)
