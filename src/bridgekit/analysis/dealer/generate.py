"""Vectorised dealing with constraints (numpy): thousands of deals per array operation.

A batch of deals is an array of hand masks ``hands[seat, deal]`` (``uint64``, the talon
last), dealt by :func:`~bridgekit.analysis.dealer.shuffle.deal_masks` straight into bit
masks, so unconstrained dealing runs near memory speed. Constraints are evaluated on whole
batches with bit counts (:mod:`~bridgekit.analysis.dealer.features`).

The dealer is a stream: deals come from blocks of *batch* random deals, so the n-th deal
depends on the seed, the batch size and the constraint, not on how many deals were asked
for at a time.

>>> strong = "hcp(N) in 15..17 and balanced(N)"
>>> dealer = Dealer(strong, seed=1)
>>> deals = dealer.deals(3)
>>> all(15 <= deal.hands[0].hcp <= 17 for deal in deals), deals == Dealer(strong, seed=1).deals(3)
(True, True)
>>> deals + dealer.deals(2) == Dealer(strong, seed=1).deals(5)
True
>>> try:
...     Dealer("hcp(N) >= 30 and hcp(S) >= 11", seed=1, max_tries=100_000).deals(1)
... except ImpossibleConstraintError as error:
...     print(error)
no deal satisfies 'hcp(N) >= 30 and hcp(S) >= 11' (0 of 100000 random deals matched)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from bridgekit.analysis.dealer.bounds import check_bounds
from bridgekit.analysis.dealer.features import evaluate
from bridgekit.analysis.dealer.language import ImpossibleConstraintError, Node, parse, seat_index
from bridgekit.analysis.dealer.shuffle import deal_masks
from bridgekit.cards import PACK_52, Card, CardSet, Pack
from bridgekit.deal import Deal, collector_paused, deals_from_masks
from bridgekit.errors import NotationError

try:  # Deal objects made in C (optional, built by setup.py); else deals_from_masks
    from bridgekit.analysis.dealer import _build  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - without a C compiler
    _build = None

__all__ = ["Dealer", "ImpossibleConstraintError", "deal_many", "parse_predeal"]

_T = TypeVar("_T")


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
    """Deals satisfying a constraint, reproducibly from a seed: a stream of deals.

    Successive calls continue the stream (``deals(3)`` then ``deals(2)`` gives the five
    deals of ``deals(5)``); random deals are made *batch* at a time and the matching ones
    not yet asked for wait for the next call.

    :param constraint: a constraint of :mod:`~bridgekit.analysis.dealer.language` (or none)
    :param predeal: cards given to seats in advance (see :func:`parse_predeal`)
    :param pack: the pack (32, 36, 52 or 54 cards)
    :param seat_count: the number of hands
    :param hand_size: cards per hand (default: the whole pack shared out; the rest is a talon)
    :param seed: the seed of the random generator
    :param batch: random deals per block (the deals of a seed depend on it)
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
        if batch < 1:
            raise NotationError(f"the batch must be at least one deal, not {batch}")
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
        predealt = 0
        for mask in self.predeal.values():
            predealt |= mask
        #: the card indices left to deal
        self.free = tuple(c.index for c in pack.cards if not predealt >> c.index & 1)
        slots = [self.hand_size - self.predeal.get(seat, 0).bit_count() for seat in range(seat_count)]
        talon = len(self.free) - sum(slots)
        #: the cards each seat is dealt, then the talon's (if any)
        self.counts = (*slots, talon) if talon else tuple(slots)
        self._predealt = np.array([self.predeal.get(s, 0) for s in range(seat_count)] + [0], dtype=np.uint64)
        self.rng = np.random.default_rng(seed)
        self.batch = batch
        self.max_tries = max_tries
        self.tried = 0
        self.matched = 0
        self._pending = np.zeros((seat_count + 1, 0), dtype=np.uint64)
        if self.tree is not None:
            check_bounds(self.tree, self)

    # -- batches ------------------------------------------------------------------------------

    def random_hands(self, count: int) -> npt.NDArray[np.uint64]:
        """*count* random deals as hand masks ``hands[seat, deal]`` (the talon last), constraints ignored."""
        hands = np.zeros((self.seat_count + 1, count), dtype=np.uint64)
        hands[: len(self.counts)] = deal_masks(self.rng, cards=self.free, counts=self.counts, count=count)
        hands |= self._predealt[:, np.newaxis]
        return hands

    def matching(self, hands: npt.NDArray[np.uint64]) -> npt.NDArray[np.bool_]:
        """Which deals of a batch ``hands[seat, deal]`` satisfy the constraint."""
        if self.tree is None:
            return np.ones(hands.shape[1], dtype=bool)
        return np.asarray(evaluate(self.tree, hands, self), dtype=bool)

    def _block(self) -> npt.NDArray[np.uint64]:
        """The matching deals of the next block of random deals.

        :raises ImpossibleConstraintError: if none of the first ``max_tries`` random deals matched
        """
        hands = self.random_hands(self.batch)
        keep = self.matching(hands)
        if self.matched == 0 and not keep[: max(0, self.max_tries - self.tried)].any():
            raise ImpossibleConstraintError(
                f"no deal satisfies {self.text or 'the constraint'!r} "
                f"(0 of {self.max_tries} random deals matched)"
            )
        self.tried += self.batch
        self.matched += int(np.count_nonzero(keep))
        return hands if self.tree is None else hands[:, keep]

    def _take(self, count: int) -> npt.NDArray[np.uint64]:
        """The next *count* matching deals as hand masks ``hands[seat, deal]`` (the talon last)."""
        count = max(count, 0)
        parts = [self._pending]
        ready = self._pending.shape[1]
        while ready < count:
            parts.append(self._block())
            ready += parts[-1].shape[1]
        parts = [part for part in parts if part.shape[1]] or parts[:1]
        if len(parts) == 1:
            hands = parts[0]
            self._pending = hands[:, count:]  # a view of one block at most
        else:
            hands = np.concatenate(parts, axis=1)
            self._pending = hands[:, count:].copy()  # not to hold on to all of them
        return hands[:, :count]

    def masks(self, count: int) -> npt.NDArray[np.uint64]:
        """*count* matching deals as hand masks, shape ``(count, seats + 1)`` (the last: the talon)."""
        return np.ascontiguousarray(self._take(count).T)

    def deals(self, count: int) -> list[Deal]:
        """*count* matching deals."""
        return _deals(self._take(count))

    def __iter__(self) -> Iterator[Deal]:
        while True:
            yield from self.deals(self.batch)

    @property
    def success_rate(self) -> float:
        """The share of random deals that matched so far."""
        return self.matched / self.tried if self.tried else 0.0


_NO_TALON = CardSet()
_SLOTS = {"mask": vars(CardSet)["mask"], "hands": vars(Deal)["hands"], "talon": vars(Deal)["talon"]}


def _deals(hands: npt.NDArray[np.uint64]) -> list[Deal]:
    """Deal objects for hand masks ``hands[seat, deal]`` (:func:`deals_from_masks`: the
    dealer's masks are disjoint by construction, so :class:`Deal`'s checks are skipped).

    The compiled ``_build.deals``, when it is built, makes the same objects (the same slots
    filled, equal and hash-identical) in C, left to reference counting (see ``_build.c``)."""
    talon = hands[-1].any()
    if _build is not None:
        masks = np.ascontiguousarray(hands if talon else hands[:-1], dtype=np.uint64)
        with collector_paused():
            return _build.deals(  # type: ignore[no-any-return]
                masks,
                len(hands) - 1,
                hands.shape[1],
                CardSet,
                _SLOTS["mask"],
                Deal,
                _SLOTS["hands"],
                _SLOTS["talon"],
                None if talon else _NO_TALON,  # None: each deal's talon is the last row
            )
    if talon:
        *seats, talons = hands.tolist()
        return deals_from_masks(seats, map(CardSet, talons))
    return deals_from_masks(hands[:-1].tolist())  # no talon: its row of zeros is not converted


def deal_many(count: int, constraint: str | None = None, **options: Any) -> list[Deal]:
    """*count* deals satisfying *constraint* (options as :class:`Dealer`).

    >>> len(deal_many(5, "spades(N) >= 5", seed=3))
    5
    """
    return Dealer(constraint, **options).deals(count)
