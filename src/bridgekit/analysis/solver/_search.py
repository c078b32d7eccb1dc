"""The pure-Python double-dummy search: every rule the solver knows, jokers included.

It is the reference for the C core (``_core.c``): the same boolean alpha-beta search ("can
the pushing coalition make the side's count reach the target / land in an interval?") with
a transposition table at trick boundaries, quick-trick bounds, move ordering and
equivalent-card reduction, kept simple: its table holds exact positions only. The C core
adds a partition search (entries that answer for every position with the same top cards),
sure trump tricks and finer move ordering; the tests hold the two to the same answers. The
C core is used whenever a position has no jokers and one trick size (face-down cards and a
trick limit included); this module serves the rest.
A trick limit (:attr:`Position.tricks_to_play`) needs nothing more than the trick sizes: the
search stops when they run out, whatever cards are left.
"""

from __future__ import annotations

from bridgekit.analysis.solver.position import ALL_52, Play, Position, side_flags
from bridgekit.cards import SUIT_MASK

__all__ = ["Search"]

_JOKERS = (52, 53)


def _hibit(mask: int) -> int:
    return mask.bit_length() - 1


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Search:
    """One search over one position's rules; keeps its transposition table between calls.

    :param position: the position (its rules and starting cards)
    :param pusher: 0 if the side pushes its own count up (most tricks, or wants to land in
        an interval), 1 if the opponents push the side's count up (the side wants fewest)
    """

    def __init__(self, position: Position, pusher: int) -> None:
        self.position = position
        self.next = position.order
        self.side = side_flags(position)
        self.trump_mask = SUIT_MASK[position.trump] if position.trump is not None else 0
        self.must_ruff = position.must_ruff and position.trump is not None
        self.unlocks = dict(position.unlocks)
        self.pusher = pusher
        self.greedy = pusher == 0
        self.sizes = position.trick_sizes
        self.n = position.seat_count
        self.once = all(size == self.n for size in self.sizes) and self._single_cycle()
        self.table: dict[tuple[object, ...], tuple[int, int] | bool] = {}
        self.nodes = 0
        self.hands = list(position.hands)
        self.locked = list(position.locked)
        self.gone = position.gone_mask
        self.trick: list[Play] = list(position.trick)
        self.index = 0

    def _single_cycle(self) -> bool:
        seat, seen = 0, 0
        for _ in range(self.n):
            seen |= 1 << seat
            seat = self.next[seat]
        return seen == (1 << self.n) - 1 and seat == 0

    # -- the drivers ------------------------------------------------------------------------

    def value(self, guess: int | None = None) -> int:
        """The count of the side's future tricks that the pusher forces."""
        start = self.position.to_play
        r = len(self.sizes)
        lb, ub = 0, r
        t = (r + 1) // 2 if guess is None else max(0, min(r, guess))
        while lb < ub:
            t = min(max(t, lb + 1), ub)
            if self._search(start, t, 1000):
                lb, t = t, t + 1
            else:
                ub, t = t - 1, t - 1
        return lb

    def achieve(self, lo: int, hi: int) -> bool:
        """Whether the pusher lands the side's future tricks in ``[lo, hi]``."""
        if hi >= len(self.sizes):
            hi = 1000
        return self._search(self.position.to_play, lo, hi)

    # -- the search -------------------------------------------------------------------------

    def _search(self, seat: int, lo: int, hi: int) -> bool:
        self.nodes += 1
        trick = self.trick
        key: tuple[object, ...] | None = None
        threshold = False
        if not trick:
            r = len(self.sizes) - self.index
            if lo <= 0 and hi >= r:
                return True
            if hi < 0 or lo > r:
                return False
            threshold = hi >= r
            if threshold and self.greedy and self.once:
                q = min(self._quick_tricks(seat), r)  # a trick limit may stop the cashing
                if q:
                    if self.side[seat] == 0 and lo <= q:
                        return True
                    if self.side[seat] == 1 and lo > r - q:
                        return False
            jokers_live = any(h >> 52 for h in self.hands) or any(m >> 52 for m in self.locked)
            key = (
                tuple(self.hands),
                tuple(self.locked),
                seat,
                self.index,
                self.gone if jokers_live else 0,
                0 if threshold else (max(lo, 0), hi),
            )
            entry = self.table.get(key)
            if entry is not None:
                if not threshold:
                    return bool(entry)
                assert isinstance(entry, tuple)
                if entry[0] >= lo:
                    return True
                if entry[1] < lo:
                    return False
        pushing = self.side[seat] == self.pusher
        result = not pushing
        for card, as_card in self._moves(seat):
            if self._play(seat, card, as_card, lo, hi) == pushing:
                result = pushing
                break
        if key is not None:
            if threshold:
                old = self.table.get(key)
                lb, ub = old if isinstance(old, tuple) else (0, len(self.sizes) - self.index)
                self.table[key] = (max(lb, lo), ub) if result else (lb, min(ub, lo - 1))
            else:
                self.table[key] = result
        return result

    def _play(self, seat: int, card: int, as_card: int, lo: int, hi: int) -> bool:
        bit = 1 << card
        self.hands[seat] &= ~bit
        trick = self.trick
        trick.append(Play(seat, card, as_card))
        saved_gone = self.gone
        self.gone |= 1 << as_card
        if len(trick) < self.sizes[self.index]:
            result = self._search(self.next[seat], lo, hi)
            trick.pop()
        else:
            winner = trick[self._winning_position()].seat
            w = 1 if self.side[winner] == 0 else 0
            saved_hands, saved_locked = list(self.hands), list(self.locked)
            self._end_trick(trick)
            self.trick = []
            self.index += 1
            result = self._search(winner, lo - w, hi - w)
            self.index -= 1
            self.trick = trick
            self.hands, self.locked = saved_hands, saved_locked
            trick.pop()
        self.gone = saved_gone
        self.hands[seat] |= bit
        return result

    def _end_trick(self, trick: list[Play]) -> None:
        for play in trick:
            freed = self.unlocks.get(play.card, 0) & self.locked[play.seat]
            if freed:
                self.locked[play.seat] &= ~freed
                self.hands[play.seat] |= freed
        for seat in range(self.n):
            if not self.hands[seat] and self.locked[seat]:
                self.hands[seat], self.locked[seat] = self.locked[seat], 0

    def _winning_position(self) -> int:
        trick = self.trick
        led = trick[0].as_card // 13
        best, best_key = 0, -1
        for position, play in enumerate(trick):
            c = play.as_card
            if c >= 52:
                continue
            if self.trump_mask >> c & 1:
                key = 100 + c
            elif c // 13 == led:
                key = c
            else:
                continue
            if key > best_key:  # strictly: of equal cards the first played ranks higher
                best, best_key = position, key
        return best

    def _quick_tricks(self, leader: int) -> int:
        hand = self.hands[leader]
        if hand >> 52 or any(self.locked):
            return 0
        # trumps that could take the lead from a side suit: an opponent's, or with the
        # must-ruff rule also a partner's (a partner void in the suit has to ruff)
        opp_trumps = 0
        others = 0
        for p in range(self.n):
            if p != leader:
                others |= self.hands[p]
                if self.side[p] != self.side[leader] or self.must_ruff:
                    opp_trumps |= self.hands[p] & self.trump_mask
        if others >> 52:
            return 0
        q = 0
        for suit in range(4):
            mask = SUIT_MASK[suit]
            if self.trump_mask and mask != self.trump_mask and opp_trumps:
                continue
            mine, theirs = hand & mask, others & mask
            while mine and (not theirs or _hibit(mine) > _hibit(theirs)):
                q += 1
                mine &= ~(1 << _hibit(mine))
        return q

    # -- moves ------------------------------------------------------------------------------

    def _in_play(self) -> int:
        """The cards held, face down or in the trick (jokers left out)."""
        live = 0
        for mask in (*self.hands, *self.locked):
            live |= mask
        for play in self.trick:
            live |= 1 << play.as_card
        return live & ALL_52

    def _live(self) -> int:
        live = self._in_play()
        if any(h >> 52 for h in self.hands) or any(m >> 52 for m in self.locked):
            live = ALL_52  # a joker may yet be named as any card (even a gone one, when all are gone)
        return live

    def _moves(self, seat: int) -> list[tuple[int, int]]:
        hand = self.hands[seat]
        real = hand & ALL_52
        jokers = [j for j in _JOKERS if hand >> j & 1][:1]  # the two jokers are alike
        trick = self.trick
        names = 0
        if not trick:
            cards = real
            if jokers and not real:
                names = ALL_52 & ~self.gone or ALL_52
        else:
            led_suit = trick[0].as_card // 13
            led = SUIT_MASK[led_suit] if led_suit < 4 else 0
            cards = real & led
            if not cards:
                trumps = real & self.trump_mask
                if self.must_ruff and trumps:
                    cards = trumps
                    names = self.trump_mask
                else:
                    cards = real
                    names = ALL_52
                in_trick = 0
                for play in trick:
                    in_trick |= 1 << play.as_card
                names = (names & ~self.gone & ~in_trick) or (names & ~in_trick)
            if not jokers:
                names = 0
        live = self._live()
        # a card that frees a locked one is not equal to its neighbour: it is tried on its own
        frees = self._freeing(seat, cards) if self.unlocks else 0
        # a held card that a joker was named as is gone already: played, it leaves the other
        # card's name free for a later joker, so it is not equal to its neighbour either
        frees |= hand & self.gone & ALL_52
        plain = hand & ~frees
        moves = [(c, c) for c in _bits(cards) if frees >> c & 1 or not self._covered(c, plain, live)]
        if jokers and names:
            moves.extend((jokers[0], name) for name in self._name_classes(names, live))
        return self._ordered(seat, moves, live)

    def _freeing(self, seat: int, cards: int) -> int:
        """The *cards* of *seat* that free one of its locked cards once played."""
        locked = self.locked[seat]
        if not locked:
            return 0
        return sum(1 << card for card, freed in self.unlocks.items() if freed & locked and cards >> card & 1)

    @staticmethod
    def _covered(card: int, hand: int, live: int) -> bool:
        """Whether the next live card above *card* in its suit is also in *hand* (an equal card)."""
        above = live & SUIT_MASK[card // 13] & ~((2 << card) - 1)
        return bool(above) and bool(hand >> _hibit(above & -above) & 1)

    def _name_classes(self, names: int, live: int) -> list[int]:
        """One name per class of names that no live card separates (the highest of each).

        A name equal to a live card is a class of its own: it ties with that card (the
        first played wins) where a higher name beats it, and the name not taken stays
        available to a later joker, so the two are not alike.
        """
        held = self._in_play()
        chosen = []
        for suit in range(4):
            candidates = _bits(names & SUIT_MASK[suit])
            for i, name in enumerate(candidates):
                nxt = candidates[i + 1] if i + 1 < len(candidates) else None
                if nxt is None or held & ((2 << nxt) - 1) & ~((1 << name) - 1):
                    chosen.append(name)
        return chosen

    def _ordered(self, seat: int, moves: list[tuple[int, int]], live: int) -> list[tuple[int, int]]:
        trick = self.trick
        want = self.greedy
        scored = []
        if trick:
            wpos = self._winning_position()
            wcard = trick[wpos].as_card
            mine = self.side[trick[wpos].seat] == self.side[seat]
        for card, as_card in moves:
            rank = as_card % 13 if as_card < 52 else -1
            if as_card >= 52:
                scored.append((-100, card, as_card))
                continue
            if not trick:
                top = _hibit(live & SUIT_MASK[as_card // 13]) == as_card
                score = (100 + rank if top else 20 - rank) if want else (-rank if top else 50 - rank)
            else:
                if as_card // 13 == wcard // 13:
                    beats = as_card > wcard
                else:
                    beats = bool(self.trump_mask >> as_card & 1)
                if want:
                    score = 30 - rank if mine or not beats else 80 - rank
                else:
                    score = -rank if beats else 50 + rank
            scored.append((score, card, as_card))
        scored.sort(key=lambda item: -item[0])
        return [(card, as_card) for _, card, as_card in scored]
