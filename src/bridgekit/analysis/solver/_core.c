/* The compiled core of bridgekit's generic double-dummy solver.
 *
 * It searches positions without jokers: any number of seats (2-8), any seat order, any
 * fixed trick size, a trump suit or none, the must-ruff rule, face-down cards (locked cards
 * that a played card frees once its trick is over, or that join an empty hand), a limit on
 * the tricks to play, and the objectives of bridgekit.analysis.solver (a threshold on the
 * tricks of side 0, which one coalition pushes up, or an interval that one coalition tries
 * to land in). With face-down cards or a limit the bounds that assume every card is played
 * are off, and the table keys on relative ranks that keep the face-down cards: each live
 * card's holder and whether it is face down, and each face-down card's unlocker by its suit
 * and place from the top (make_lock_key; with two seats each suit's part is cached by the
 * suit's cards, suit_lock_key); an entry keeps the places of every face-down card
 * and unlocker besides its top cards, so its value is exact. A run (one seat's live cards next
 * to each other in a suit, no other seat's card between them) is keyed by its kinds of cards,
 * not their ranks: no trick compares two cards of one seat, so the positions that differ by
 * the ranks within runs share entries (an entry's ranks then keep whole runs). Where a card could be freed by two cards (or more
 * than 40 are face down, or there are 8 seats) the keys are absolute cards instead.
 *
 * Cards use bridgekit's index: 13 * suit + rank - 2, so each suit is a 13-bit block of a
 * 64-bit mask. The search is alpha-beta on a boolean question ("can the pushing side make
 * the count reach the target?"), driven from a guess one trick at a time (MTD(f)).
 *
 * The transposition table is a partition search (Ginsberg; DDS calls it "winning ranks").
 * Positions at trick boundaries are described by relative ranks: for each suit, which seat
 * holds its highest live card, its second, and so on. While a subtree is searched, the
 * search collects the ranks its result depends on: a trick won by rank depends on the
 * winning card and on the cards its seat holds just below it in sequence (and so on every
 * live card above them); a quick-trick cutoff on the leader's top cards; a table hit on
 * the entry's ranks.
 * The entry stores, per suit, only the owners of the top k live cards (k down to the
 * lowest such card) plus every seat's suit lengths, so one entry answers for all the
 * positions that differ only in which seats hold the small cards. Marking the winner's
 * whole sequence, not only the winner, keeps the entry sound with equal cards tried once.
 * When a seat may play twice to a trick, entries keep every rank (an exact match).
 *
 * Each entry is a bound on the count of side-0 tricks from the position on: a lower bound
 * (the pusher reached the target) or an upper bound (it did not), or, for intervals, the
 * boolean answer. The entries of one class (leader, objective, every seat's suit lengths)
 * are kept in a chain of blocks from a pool and scanned newest first; when the pool or the
 * class index is full, the table starts again. Its arrays are zeroed pages from the system,
 * in huge pages where it offers them (read at random: fewer TLB misses and page faults).
 *
 * Bounds at trick boundaries, when every seat plays once to a trick: the last trick is
 * counted directly; the trumps of one seat above every opposing trump win a trick each,
 * whatever is played (sound for every objective); and, when every seat wants tricks, the
 * quick tricks of the side on lead (the leader's winners, or a card to a partner's winners
 * and then the partner's; a suit's long cards too once its top cards are as many as any
 * other seat holds of it), counted only while no opponent could ruff and, under must-ruff,
 * no partner would have to; and, with no trump left, DDS's later tricks: a side on lead that
 * needs every trick left can win at most, in each suit whose top card it holds, its longest
 * holding of it (cannot_win_all). With four seats, partners opposite, the second hand's
 * quick tricks too (DDS): the trick in play when its side ruffs it or holds the top card of
 * the suit led and the next seat cannot ruff, and in notrump what that hand cashes next.
 *
 * With face-down cards or a limit (Chinese bridge: two seats keep cards after the last
 * trick), the last trick of two seats is counted directly (the leader wins it with a card
 * the other cannot beat), and the last two tricks skip the table. At every trick start of two
 * seats (bounds_of_two): a leader with a lead the other cannot beat with the cards he holds
 * now (face-down cards come too late) wins this trick, and then his winners of the other
 * suits; one without such a lead cannot win every trick left, nor more than the tricks left
 * less one less the winners the other could cash once on lead; one with such leads wins at
 * most so many tricks in a row (leader_run_of_two: his cards above the other's top card of
 * each suit, while the other keeps it and a trump), then loses one and the other cashes his
 * winners (the card that takes the lead costs one of them only where it must). The last two tricks of two
 * seats are searched by a loop of their own (two_tricks_of_two: the same cards tried, the
 * same ranks collected, without the ordering, the table and the bounds). A seat of two that
 * needs every trick left tries only the cards that win this one (winning_cards_of_two: the
 * leads the other cannot beat with the cards he holds now, the replies that beat the lead);
 * the others lose at once, on the ranks the cards left out rest on. At the second card of a
 * trick of two seats (follower_bounds_of_two): a follower who can beat the card led wins the
 * trick and then his winners; one who cannot lets the leader win it and cash his.
 *
 * value() steps one trick at a time from the guess twice, then bisects what is left: with no
 * guess (a lone position, Chinese bridge from the opening lead) the value may lie far from the
 * middle, and each null-window search next to the value costs about as much as a whole one.
 *
 * Small cards (DDS): once a card has failed below every rank the results so far rest on, the
 * seat's other cards of its suit below those ranks are skipped: the positions after either
 * differ only below the ranks the result depends on (cards that free a face-down card excepted).
 *
 * Move ordering: the table's move for the class first; leads by how few cards the opponents
 * can answer with (void: every card; DDS's estimate of the tree's size, weighted more); then
 * rules of thumb (cash winners,
 * lead to a partner's winners or ruffs and away from an opponent's, second hand low, win
 * as cheaply as is safe from the seats still to play; with four seats, discard from a long
 * suit and not from a doubleton holding the suit's second card; a card that turns up a
 * face-down card, most of all its suit's top card, less when following than when leading),
 * ties broken by a history of cutoffs (with face-down cards weighing up to 6 points of the
 * order when following).
 * With face-down cards a lead that no opponent can beat with the cards he can play now
 * comes first of the rules; but at trick starts the history orders the leads before every rule
 * (LOCK_HISTORY): the seat's history plus that of its leads with as many tricks left (by_trick),
 * the leads that refuted most lines at that point of the play (27 games from the lead 34.9 ->
 * 13.2 M nodes).
 *
 * The pure-Python search in _search.py is the reference for the rules; it keeps exact
 * entries only. The GIL is released while a search runs, so one Solver per thread can
 * search in parallel.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define TABLE_MMAP 1
#endif

#define MAXSEATS 8
#define MAXTRICK 16
#define BLOCK 8       /* entries per block of the table's pool (2 with face-down cards: a class each position) */
#define MAXBLOCKS 16  /* blocks of 8 one class may hold; beyond, its oldest block is reused */
#define SUITMASK(s) ((uint64_t)0x1FFF << (13 * (s)))
#define LOCK_UNTABLED 2 /* with face-down cards or a limit, no table for the last tricks */
#define FREE_TOP 10 /* order bonus of a card that frees its suit's top card (30 before: 24 games from the lead, 96.4 -> 81.8 M nodes) */
#define FREE_ANY 3  /* ... that frees another card (5 before) */
#define FREE_TOP_FOLLOW 3 /* ... the same when following, not leading (10 / 3 before: 24 games from the lead, 81.8 -> 74.6 M nodes) */
#define FREE_ANY_FOLLOW 1
#define ANSWER_WEIGHT 32 /* lead order: less per card the opponents may answer with */
#define LOCK_ANSWER_WEIGHT 300 /* ... with face-down cards: first of all (Chinese bridge, 6 games: 17.5 s -> 8.2 s; 100: 8.8 s) */
#define LOCK_SAFE_LEAD 400 /* ... and before that, a lead no opponent can beat now (seeds 3 and 5: 39.6 M -> 11.8 M, 49.7 M -> 24.7 M nodes) */
/* the history's weight at trick starts with face-down cards, where it is the history of the seat's
 * cards plus that of the same number of tricks left (by_trick): first of all (16 before, without
 * by_trick: 24 games from the lead plus seeds 40, 67, 96 34.89 -> 13.15 M nodes; 1,024 / 2,048 /
 * 16,384: 17.08 / 14.31 / 15.43 M; by_trick alone 16 / 128 / 1,024 / 16,384: 33.18 / 29.09 / 21.50 / 17.12 M) */
#define LOCK_HISTORY 4096
#define LOCK_HISTORY_FOLLOW 8 /* ... when following (16 before: 24 games from the lead 30.99 -> 26.56 M nodes; 4 / 6 / 7 / 9 / 11: 28.03 / 27.81 / 26.20 / 26.93 / 29.22 M) */
#define ORDER_SCALE 256 /* order scores are scaled by this; the history breaks ties */
#define BIT(c) ((uint64_t)1 << (c))
#define OWNERS(k, bits) (((uint64_t)1 << ((bits) * (k))) - 1)

enum { LOWER = 1, UPPER = 2, EXACT = 3 };

typedef struct {
    uint64_t pat[4];  /* owners of the top k live cards of each suit, 3 bits each */
    uint64_t mask[4]; /* OWNERS(k, code bits) of each suit */
    uint8_t kind;
    int8_t val;
    uint8_t best;
} Entry;

typedef struct {
    int32_t next; /* the next older block of the class, or -1 */
    int32_t used;
} Block;

/* The positions that share a leader, an objective and every seat's suit lengths. */
typedef struct {
    uint64_t len[2]; /* 4 bits per (seat, suit), seats 0-3 then 4-7 */
    uint64_t unl[4]; /* with face-down cards: each locked card's unlocker (see make_lock_key) */
    uint32_t gen;
    uint16_t mode;
    uint8_t leader, nblocks; /* nblocks < 256: at most 8 * MAXBLOCKS / 2 = 64 */
    int32_t head; /* the newest block, or -1 */
} Class;

typedef struct {
    uint64_t code[4]; /* owners of every live card of each suit from the top, 3 bits each (4 with face-down cards) */
    uint64_t len[2];
    uint64_t unl[4];
    uint64_t fmask[4]; /* the places every entry must keep: face-down cards and their unlockers */
    void *cls; /* the class probe found, valid while the table's generation is cls_gen */
    uint32_t cls_gen;
} Key;

/* One suit's part of the key with face-down cards (make_lock_key), for a suit's cards by
 * their places: *tag* is what it depends on, *places* each unlocker's place in the key (4
 * bits each, the suit's unlockers from the top). */
typedef struct {
    uint64_t tag, code, fmask, places;
} SuitKey;

#define SUIT_KEYS_BITS 13 /* the cache of suit keys (two seats): 8,192 of them, 256 kB */

typedef struct {
    PyObject_HEAD
    Class *classes;
    SuitKey *suit_keys; /* a cache of suit keys by their tag, two seats only (make_lock_key) */
    Block *pool;
    Entry *entries; /* block b holds entries[b * bsize ...] */
    int bsize, maxblocks, class_fill; /* the table starts again at class_fill quarters of its classes */
    uint64_t class_cap; /* the classes allocated (2 ** (bits - 1)); class_mask uses a quarter or half */
    size_t entry_count;
    uint64_t class_mask;
    int32_t pool_size, pool_used, class_count;
    uint32_t gen;
    int busy;
    /* rules */
    int nseats, next[MAXSEATS], side[MAXSEATS], trump, must_ruff, trick_size, pusher, greedy, once;
    int bridge; /* four seats, partners opposite, each playing once to a trick, no must-ruff */
    /* face-down cards and a trick limit (Chinese bridge): exact keys on absolute cards */
    int absolute, limited, locks, code_bits;
    int unlocker[52]; /* card -> the one card that frees it, or -1 */
    uint64_t unlocks[52]; /* card -> the cards of its player's it frees after its trick */
    uint64_t unlock_cards; /* the cards that free another */
    /* state */
    uint64_t hands[MAXSEATS];
    uint64_t all; /* every card in a hand: the union of hands (kept in step with them) */
    int8_t owner[64]; /* each card's seat (a card never changes hands; face-down ones join their seat's) */
    uint64_t locked[MAXSEATS];
    uint64_t locked_all;
    uint64_t locked_seen[MAXSEATS]; /* every card seen locked for each seat since the table was reset */
    int cards_left, tricks_left;
    int cur_card[MAXTRICK], cur_seat[MAXTRICK];
    uint64_t trick_mask;
    long long nodes, trick_nodes; /* every card tried; every trick start searched (DDS's count) */
    int32_t history[MAXSEATS][64]; /* cutoffs each seat's card caused when not tried first */
    int32_t by_trick[32][MAXSEATS][64]; /* ... as a lead with face-down cards, by the tricks left */
} Solver;

static inline int hibit(uint64_t m) { return 63 - __builtin_clzll(m); }
static inline int lobit(uint64_t m) { return __builtin_ctzll(m); }

static inline uint64_t held(Solver *s) { return s->all; }

/* Tables for the keys: a suit's 13 bits reversed (the top card first), the bits of x kept
 * where a mask has them, packed (7 and 6 bits at a time), and bits spread 3 apart. */
static uint16_t rev13[8192];
static uint8_t pack7[128][128], pack6[64][64];
static uint32_t spread7[128], spread6[64];
static uint64_t spread4[128]; /* bits spread 4 apart (the face-down key: 4 bits a card) */
static uint64_t above_in_suit[52]; /* the cards of a card's suit above it */
static uint64_t unlocker_code[52]; /* 1 + suit * 16: an unlocker's code in the key, less its place */

static void init_tables(void) {
    for (int c = 0; c < 52; c++) {
        above_in_suit[c] = SUITMASK(c / 13) & ~((BIT(c) << 1) - 1);
        unlocker_code[c] = 1 + (uint64_t)(c / 13) * 16;
    }
    for (int m = 0; m < 8192; m++) {
        int r = 0;
        for (int b = 0; b < 13; b++)
            if (m >> b & 1) r |= 1 << (12 - b);
        rev13[m] = (uint16_t)r;
    }
    for (int m = 0; m < 128; m++)
        for (int x = 0; x < 128; x++) {
            int out = 0, k = 0;
            for (int b = 0; b < 7; b++)
                if (m >> b & 1) out |= (x >> b & 1) << k++;
            pack7[m][x] = (uint8_t)out;
            if (m < 64 && x < 64) pack6[m][x] = (uint8_t)out;
        }
    for (int x = 0; x < 128; x++) {
        uint32_t out = 0;
        for (int b = 0; b < 7; b++)
            if (x >> b & 1) out |= 1u << (3 * b);
        spread7[x] = out;
        if (x < 64) spread6[x] = out;
        uint64_t out4 = 0;
        for (int b = 0; b < 7; b++)
            if (x >> b & 1) out4 |= (uint64_t)1 << (4 * b);
        spread4[x] = out4;
    }
}

/* The bits of a suit's x (reversed: the top card first) at the places of the live cards of
 * lr (reversed too), packed and spread 3 apart: bit 3n for the n-th live card from the top. */
static inline uint64_t owner_bits(int lr, int x) {
    int c = pack7[lr & 127][x & 127] | pack6[lr >> 7][x >> 7] << __builtin_popcount(lr & 127);
    return spread7[c & 127] | (uint64_t)spread6[c >> 7] << 21;
}

/* The bits of x at the places of the live cards of lr (both reversed), packed: bit n for the
 * n-th live card from the top. */
static inline int pack13(int lr, int x) {
    return pack7[lr & 127][x & 127] | pack6[lr >> 7][x >> 7] << __builtin_popcount(lr & 127);
}

/* The same spread 4 apart: bit 4n for the n-th live card from the top. */
static inline uint64_t owner_bits4(int lr, int x) {
    int c = pack13(lr, x);
    return spread4[c & 127] | spread4[c >> 7] << 28;
}

/* Recount the union of the hands after they changed other than by one card. */
static inline void resync(Solver *s) {
    uint64_t m = 0;
    for (int p = 0; p < s->nseats; p++) m |= s->hands[p];
    s->all = m;
}

/* The absolute key: per suit, 4 bits a rank: 0 out of play, 1 + seat in a hand, 9 locked
 * (a locked card's seat never changes). The class is a hash of it. */
static void make_absolute_key(Solver *s, Key *key) {
    for (int suit = 0; suit < 4; suit++) {
        uint64_t code = 0;
        for (int r = 0; r < 13; r++) {
            int c = 13 * suit + r;
            uint64_t v = 0;
            if (s->locked_all & BIT(c)) v = 9;
            else
                for (int p = 0; p < s->nseats; p++)
                    if (s->hands[p] & BIT(c)) {
                        v = 1 + (uint64_t)p;
                        break;
                    }
            code |= v << (4 * r);
        }
        key->code[suit] = code;
    }
    uint64_t h0 = key->code[0] * 0x9E3779B97F4A7C15ULL ^ key->code[1] * 0xC2B2AE3D27D4EB4FULL;
    uint64_t h1 = key->code[2] * 0xD6E8FEB86659FD93ULL ^ key->code[3] * 0xBF58476D1CE4E5B9ULL;
    uint64_t h = (h0 ^ (h0 >> 29)) + (h1 ^ (h1 >> 31)) * 0x94D049BB133111EBULL;
    /* few classes (one per 2^7 of the table's entries), each a chain of blocks that recycles
     * its oldest block when full: the table keeps its newest entries instead of starting
     * again whenever the pool runs out */
    key->len[0] = (h ^ (h >> 32)) & (s->class_mask >> 5);
    key->len[1] = 0;
    memset(key->unl, 0, sizeof(key->unl));
    memset(key->fmask, 0, sizeof(key->fmask));
}

/* One suit's part of the key with face-down cards (see make_lock_key): its code, its fmask
 * and the places of its unlockers (packed, from the top). */
static void suit_lock_key(Solver *s, int suit, uint64_t live, uint64_t kept, uint64_t unlockers, const uint64_t plane[3],
                          SuitKey *out) {
    uint64_t l = live & SUITMASK(suit), down = 0, kp = 0;
    int sh = 13 * suit, lr = rev13[live >> sh & 0x1FFF];
    int cplace[13]; /* by rank */
    /* (bits by place from the top) a suit whose runs have their face-down cards and
     * unlockers on top already (no card of them below another card of the run) keeps
     * its places */
    int kp0 = pack13(lr, rev13[kept >> sh & 0x1FFF]), n = __builtin_popcount(lr), diff = 0;
    for (int b = 0; b < 3 && b < s->nseats - 1; b++) {
        int ob = pack13(lr, rev13[plane[b] >> sh & 0x1FFF]);
        diff |= ob ^ (ob >> 1);
    }
    if (!s->once || !(~kp0 & (kp0 >> 1) & ~diff & ((1 << n) - 1) >> 1)) {
        down = (uint64_t)pack13(lr, rev13[s->locked_all >> sh & 0x1FFF]);
        kp = (uint64_t)kp0;
        for (uint64_t m = l & unlockers; m; m &= m - 1)
            cplace[lobit(m) - sh] = __builtin_popcountll(l & above_in_suit[lobit(m)]);
    } else {
        /* each face-down card or unlocker at the top of its run (bit n of *starts*: the
         * n-th card from the top starts a run), after those of the run above it */
        int starts = diff << 1 | 1;
        for (uint64_t m = l & kept; m; m &= m - 1) {
            int c = lobit(m), i = __builtin_popcountll(l & above_in_suit[c]);
            int r = 31 - __builtin_clz(starts & ((2 << i) - 1));
            int at = r + __builtin_popcount(kp0 & ((1 << i) - 1) & ~((1 << r) - 1));
            kp |= (uint64_t)1 << at;
            if (s->locked_all & BIT(c)) down |= (uint64_t)1 << at;
            cplace[c - sh] = at;
        }
    }
    /* place bits (bit n: the n-th live card from the top), spread 4 apart */
    uint64_t code = owner_bits4(lr, lr);
    code += owner_bits4(lr, rev13[plane[0] >> sh & 0x1FFF]);
    if (s->nseats > 2) code += owner_bits4(lr, rev13[plane[1] >> sh & 0x1FFF]) << 1;
    if (s->nseats > 4) code += owner_bits4(lr, rev13[plane[2] >> sh & 0x1FFF]) << 2;
    code += (spread4[down & 127] | spread4[down >> 7] << 28) << 3;
    out->code = code;
    out->fmask = (spread4[kp & 127] | spread4[kp >> 7] << 28) * 15;
    uint64_t places = 0;
    int j = 0;
    for (uint64_t m = l & unlockers; m; m &= ~BIT(hibit(m))) places |= (uint64_t)cplace[hibit(m) - sh] << (4 * j++);
    out->places = places;
}

/* The key with face-down cards (relative ranks, exact in value): per suit, 4 bits for each
 * live card (in a hand or face down) from the top: 1 + seat in a hand, 9 + seat face down;
 * *unl* lists, for each face-down card (by suit, from the top), its unlocker as 1 + suit * 16
 * + its place from the top of its suit (63: none of its seat's), 6 bits each. Every entry
 * keeps, besides the owners of the top cards its value rests on, the places of the face-down
 * cards and their unlockers (*fmask*: their 4 bits wherever they are in the suit; with the
 * count of face-down cards in *unl*, a matching position has its face-down cards and
 * unlockers at the same places), so the other cards are plain cards of a hand, told apart
 * only by their owners' suit lengths. (Before, the pattern kept every card down to the lowest
 * face-down card or unlocker: 24 games from the lead 74.6 -> 65.4 M nodes.)
 * The places are those of a position where, in each run (see run_bottom), the face-down cards
 * and unlockers are its top cards (in their order) and its seat's other cards below them:
 * the cards of a run are alike in every trick (every seat plays once to a trick, so no trick
 * compares two of them), so such positions have one value; an entry keeps whole runs (store
 * and ranks_of extend its ranks to the bottom of their run). 24 games from the lead 26.56 ->
 * 22.10 M nodes (26.24 M with a suit of one seat's cards alone keyed so). */
static void make_lock_key(Solver *s, Key *key) {
    uint64_t live = held(s) | s->locked_all;
    memset(key->unl, 0, sizeof(key->unl));
    /* 1 + seat + 8 if face down, as sums of bit planes spread 4 apart (at most 1 + 6 + 8:
     * no carry between cards) */
    uint64_t plane[3] = {0, 0, 0};
    for (int p = 1; p < s->nseats; p++)
        for (int b = 0; b < 3; b++)
            if (p >> b & 1) plane[b] |= s->hands[p] | s->locked[p];
    /* each face-down card's unlocker (in the order of the cards' index), and the unlockers
     * still held */
    uint64_t unlockers = 0;
    int ucard[52], nu = 0;
    for (uint64_t m = s->locked_all; m; m &= m - 1) {
        int card = lobit(m), p = s->owner[card], u = s->unlocker[card];
        if (u >= 0 && ((s->hands[p] | s->locked[p]) & BIT(u))) unlockers |= BIT(u);
        else u = -1;
        ucard[nu++] = u;
    }
    uint64_t kept = s->locked_all | unlockers;
    /* each suit's part: with two seats from the cache when the suit's cards are as they were
     * (a trick changes two suits at most; seed 17 from the lead: 3.97 -> 3.52 G
     * instructions, 90% of the suits found) */
    uint64_t places[4];
    for (int suit = 0; suit < 4; suit++) {
        SuitKey *sk, fresh;
        if (s->nseats == 2 && s->suit_keys) {
            int sh = 13 * suit;
            uint64_t tag = (live >> sh & 0x1FFF) | (s->locked_all >> sh & 0x1FFF) << 13 | (unlockers >> sh & 0x1FFF) << 26 |
                           (plane[0] >> sh & 0x1FFF) << 39 | (uint64_t)s->once << 52 | (uint64_t)1 << 63;
            sk = &s->suit_keys[(tag * 0x9E3779B97F4A7C15ULL) >> (64 - SUIT_KEYS_BITS)];
            if (sk->tag != tag) {
                suit_lock_key(s, suit, live, kept, unlockers, plane, sk);
                sk->tag = tag;
            }
        } else {
            sk = &fresh;
            suit_lock_key(s, suit, live, kept, unlockers, plane, sk);
        }
        key->code[suit] = sk->code;
        key->fmask[suit] = sk->fmask;
        places[suit] = sk->places;
    }
    int word = 0, shift = 0;
    for (int i = 0; i < nu; i++) {
        int u = ucard[i];
        uint64_t ptr = 63;
        if (u >= 0) {
            int j = __builtin_popcountll(unlockers & above_in_suit[u]);
            ptr = unlocker_code[u] + (places[u / 13] >> (4 * j) & 15);
        }
        key->unl[word] |= ptr << shift;
        shift += 6;
        if (shift == 60) {
            word++;
            shift = 0;
        }
    }
}

static void make_key(Solver *s, Key *key) {
    if (s->absolute) {
        make_absolute_key(s, key);
        return;
    }
    key->len[0] = key->len[1] = 0;
    for (int p = 0; p < s->nseats; p++)
        for (int suit = 0; suit < 4; suit++) {
            uint64_t n = (uint64_t)__builtin_popcountll(s->hands[p] & SUITMASK(suit));
            key->len[p >> 2] |= n << (16 * (p & 3) + 4 * suit);
        }
    if (s->locks) {
        make_lock_key(s, key);
        return;
    }
    /* each live card's owner by its place from the top of its suit, one bit of the seat's
     * number at a time */
    uint64_t live = held(s), plane[3] = {0, 0, 0};
    for (int p = 1; p < s->nseats; p++)
        for (int b = 0; b < 3; b++)
            if (p >> b & 1) plane[b] |= s->hands[p];
    for (int suit = 0; suit < 4; suit++) {
        int lr = rev13[live >> (13 * suit) & 0x1FFF];
        uint64_t code = owner_bits(lr, rev13[plane[0] >> (13 * suit) & 0x1FFF]);
        if (s->nseats > 2) code |= owner_bits(lr, rev13[plane[1] >> (13 * suit) & 0x1FFF]) << 1;
        if (s->nseats > 4) code |= owner_bits(lr, rev13[plane[2] >> (13 * suit) & 0x1FFF]) << 2;
        key->code[suit] = code;
        key->fmask[suit] = 0;
    }
    memset(key->unl, 0, sizeof(key->unl));
}

/* Forget every entry (a new generation; the pool starts again). */
static void reset_table(Solver *s) {
    s->gen++;
    s->pool_used = 0;
    s->class_count = 0;
}

/* The first slot of a position's class in the class index. */
static inline uint64_t class_slot(Solver *s, const Key *key, int leader, int mode) {
    uint64_t h = key->len[0] * 0x9E3779B97F4A7C15ULL;
    h ^= (key->len[1] + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    h ^= (uint64_t)(leader * 131 + mode * 7919 + 1) * 0xD6E8FEB86659FD93ULL;
    h ^= (key->unl[0] ^ (key->unl[1] * 0x9E3779B97F4A7C15ULL) ^ (key->unl[2] * 0x94D049BB133111EBULL) ^ key->unl[3] * 0xBF58476D1CE4E5B9ULL);
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
    return h & s->class_mask;
}

/* The class of a position; with create, a new empty one if it has none (NULL if full). */
static Class *find_class(Solver *s, const Key *key, int leader, int mode, int create) {
    for (uint64_t i = class_slot(s, key, leader, mode);; i = (i + 1) & s->class_mask) {
        Class *c = &s->classes[i];
        if (c->gen != s->gen) {
            if (!create || (uint64_t)s->class_count * 4 >= (s->class_mask + 1) * (uint64_t)s->class_fill) return NULL;
            c->gen = s->gen;
            c->len[0] = key->len[0];
            c->len[1] = key->len[1];
            memcpy(c->unl, key->unl, sizeof(c->unl));
            c->mode = (uint16_t)mode;
            c->leader = (uint8_t)leader;
            c->nblocks = 0;
            c->head = -1;
            s->class_count++;
            return c;
        }
        if (c->leader == leader && c->mode == mode && c->len[0] == key->len[0] && c->len[1] == key->len[1] &&
            !memcmp(c->unl, key->unl, sizeof(c->unl)))
            return c;
    }
}

static inline int matches(const Entry *e, const Key *key) {
    return !(((key->code[0] & e->mask[0]) ^ e->pat[0]) | ((key->code[1] & e->mask[1]) ^ e->pat[1]) |
             ((key->code[2] & e->mask[2]) ^ e->pat[2]) | ((key->code[3] & e->mask[3]) ^ e->pat[3]));
}

/* The lowest live card (of *ls*, the live cards of its suit) of the run of *card*: its seat's
 * cards below it, in his hand or face down, down to another seat's card (keys with face-down
 * cards, make_lock_key; a run is one card unless every seat plays once to a trick). */
static inline int run_bottom(Solver *s, int card, uint64_t ls) {
    if (!s->once) return card;
    int o = s->owner[card];
    uint64_t others = ls & ~(s->hands[o] | s->locked[o]) & (BIT(card) - 1);
    uint64_t run = ls & (BIT(card) - 1) & ~(others ? (BIT(hibit(others)) << 1) - 1 : 0);
    return run ? lobit(run) : card;
}

/* The ranks an entry depends on, as cards of the current position. */
static uint64_t ranks_of(Solver *s, const Entry *e, uint64_t live, int bits) {
    uint64_t rel = 0;
    for (int suit = 0; suit < 4; suit++) {
        int k = __builtin_ctzll(~e->mask[suit]) / bits; /* the places from the top it keeps */
        if (!k) continue;
        uint64_t m = live & SUITMASK(suit);
        while (--k) m &= ~BIT(hibit(m));
        rel |= BIT(bits == 4 ? run_bottom(s, hibit(m), live & SUITMASK(suit)) : hibit(m));
    }
    return rel;
}

/* A bound from the table: 1 or 0 if an entry decides, -1 if none (with a move hint). */
static int probe(Solver *s, Key *key, int leader, int mode, int threshold, int lo, uint64_t live,
                 uint64_t *rel, int *best) {
    Class *c = find_class(s, key, leader, mode, 0);
    key->cls = c;
    key->cls_gen = s->gen;
    if (!c) return -1;
    for (int32_t b = c->head; b >= 0; b = s->pool[b].next) {
        Block *block = &s->pool[b];
        for (int i = block->used - 1; i >= 0; i--) {
            Entry *e = &s->entries[(size_t)b * s->bsize + i];
            if (!matches(e, key)) continue;
            int res = -1;
            if (!threshold) res = e->kind == EXACT ? e->val : -1;
            else if (e->kind == LOWER && e->val >= lo) res = 1;
            else if (e->kind == UPPER && e->val < lo) res = 0;
            if (res >= 0) {
                *rel = ranks_of(s, e, live, s->code_bits);
                /* move the entry to the front (the newest place): the entries that answer
                 * most are found first, and their block is the last to be reused */
                Entry *front = &s->entries[(size_t)c->head * s->bsize + s->pool[c->head].used - 1];
                if (e != front) {
                    Entry t = *e;
                    *e = *front;
                    *front = t;
                }
                return res;
            }
            if (*best == 255) *best = e->best;
        }
    }
    return -1;
}

/* A free entry at the head of a class: a new block from the pool, or its oldest one. */
static Entry *new_entry(Solver *s, Class *c) {
    if (c->head >= 0 && s->pool[c->head].used < s->bsize)
        return &s->entries[(size_t)c->head * s->bsize + s->pool[c->head].used++];
    int32_t b;
    if (c->nblocks < s->maxblocks && s->pool_used < s->pool_size) {
        b = s->pool_used++;
        c->nblocks++;
    } else if (c->nblocks > 1) {
        int32_t prev = c->head;
        while (s->pool[s->pool[prev].next].next >= 0) prev = s->pool[prev].next;
        b = s->pool[prev].next;
        s->pool[prev].next = -1;
    } else {
        return NULL;
    }
    s->pool[b].next = c->head;
    s->pool[b].used = 1;
    c->head = b;
    return &s->entries[(size_t)b * s->bsize];
}

static void store(Solver *s, const Key *key, int leader, int mode, int kind, int val, uint64_t rel, int best) {
    uint64_t live = held(s) | s->locked_all;
    Entry fresh;
    memset(&fresh, 0, sizeof(fresh));
    for (int suit = 0; suit < 4; suit++) {
        uint64_t ls = live & SUITMASK(suit), rs = rel & ls;
        int low = rs ? lobit(rs) : -1;
        if (rs && s->code_bits == 4) low = run_bottom(s, low, ls);
        int n = !s->once ? __builtin_popcountll(ls) : rs ? __builtin_popcountll(ls & ~(BIT(low) - 1)) : 0;
        fresh.mask[suit] = s->absolute ? ((uint64_t)1 << 52) - 1 : OWNERS(n, s->code_bits) | key->fmask[suit];
        fresh.pat[suit] = key->code[suit] & fresh.mask[suit];
    }
    fresh.kind = (uint8_t)kind;
    fresh.val = (int8_t)val;
    fresh.best = (uint8_t)best;
    Class *c = key->cls && key->cls_gen == s->gen ? (Class *)key->cls : find_class(s, key, leader, mode, 1);
    if (!c) {
        reset_table(s);
        c = find_class(s, key, leader, mode, 1);
    }
    for (int32_t b = c->head; b >= 0; b = s->pool[b].next)
        for (int i = 0; i < s->pool[b].used; i++) {
            Entry *e = &s->entries[(size_t)b * s->bsize + i];
            if (e->kind != kind || memcmp(e->mask, fresh.mask, sizeof(fresh.mask)) || memcmp(e->pat, fresh.pat, sizeof(fresh.pat)))
                continue;
            if ((kind == LOWER && val > e->val) || (kind == UPPER && val < e->val) || kind == EXACT) e->val = (int8_t)val;
            if (best != 255) e->best = (uint8_t)best;
            return;
        }
    Entry *e = new_entry(s, c);
    if (!e) {
        reset_table(s);
        c = find_class(s, key, leader, mode, 1);
        e = new_entry(s, c);
    }
    *e = fresh;
}

/* The seat (position in the trick) whose card wins the cards played so far. */
static int winning_pos(Solver *s, int n) {
    uint64_t tm = 0;
    for (int i = 0; i < n; i++) tm |= BIT(s->cur_card[i]);
    int led = s->cur_card[0] / 13;
    uint64_t best = s->trump >= 0 ? tm & SUITMASK(s->trump) : 0;
    if (!best) best = tm & SUITMASK(led);
    int card = hibit(best);
    for (int i = 0; i < n; i++)
        if (s->cur_card[i] == card) return i;
    return 0;
}

/* The first cards of *mine* above every card of *theirs*, at most *limit*; *rel* gets the
 * lowest of them. */
static inline int winners(uint64_t mine, uint64_t theirs, int limit, uint64_t *rel) {
    uint64_t top = theirs ? mine & ~((BIT(hibit(theirs)) << 1) - 1) : mine;
    int q = __builtin_popcountll(top);
    if (!q || limit <= 0) return 0;
    for (; q > limit; q--) top &= top - 1; /* (the highest *limit* of them) */
    *rel |= top & -top;
    return q;
}

/* The rounds of each suit that the leader's side can cash before an opponent could ruff
 * (or, with must-ruff, a partner would have to, taking the lead): every such seat that
 * holds a trump still follows suit. */
static void safe_rounds(Solver *s, int leader, int rounds[4]) {
    for (int suit = 0; suit < 4; suit++) rounds[suit] = 13;
    if (s->trump < 0) return;
    if (s->nseats == 2 && !s->must_ruff) { /* (the same, for the other seat alone) */
        int p = s->next[leader];
        if (s->side[p] == s->side[leader] || !((s->hands[p] | s->locked[p]) & SUITMASK(s->trump))) return;
        for (int suit = 0; suit < 4; suit++)
            if (suit != s->trump) rounds[suit] = __builtin_popcountll(s->hands[p] & SUITMASK(suit));
        return;
    }
    for (int p = 0; p < s->nseats; p++) {
        if ((s->side[p] == s->side[leader] && !s->must_ruff) || !((s->hands[p] | s->locked[p]) & SUITMASK(s->trump)))
            continue;
        for (int suit = 0; suit < 4; suit++) {
            int n = __builtin_popcountll(s->hands[p] & SUITMASK(suit));
            if (suit != s->trump && n < rounds[suit]) rounds[suit] = n;
        }
    }
}

/* The winners a seat can cash from its own hand, one suit after another (the bounds of two
 * seats with face-down cards, bounds_of_two): its own face-down cards block them too (leaving
 * them out, as quick tricks do, gave seed 9 of the 24 games from the lead 5.7 -> 7.7 M nodes,
 * the 24 36.8 instead of 37.8 M). */
static int own_winners(Solver *s, int seat, const int rounds[4], int skip, uint64_t *rel) {
    uint64_t others = (held(s) | s->locked_all) & ~s->hands[seat];
    int q = 0;
    for (int suit = 0; suit < 4; suit++)
        if (suit != skip) q += winners(s->hands[seat] & SUITMASK(suit), others & SUITMASK(suit), rounds[suit], rel);
    return q;
}

/* The tricks a seat can cash in one suit, leading it from the top at most *limit* times:
 * its cards above every other live card of the suit, and, once those are at least as many
 * as any other seat holds of the suit (the others then have none left), every card it holds
 * of it (DDS's long cards; not with face-down cards, where the seat's own face-down cards
 * do not count: they cannot beat its leads). *rel* gets the lowest top card the count rests
 * on (the other seats' suit lengths are in the key). */
static inline int cashable(Solver *s, int seat, int suit, int limit, uint64_t *rel) {
    uint64_t mine = s->hands[seat] & SUITMASK(suit);
    uint64_t others = (held(s) | s->locked_all) & ~(s->hands[seat] | s->locked[seat]) & SUITMASK(suit);
    if (s->locks) return winners(mine, others, limit, rel);
    if (!mine || !limit) return 0;
    int n = __builtin_popcountll(mine);
    int top = others ? __builtin_popcountll(mine & ~((BIT(hibit(others)) << 1) - 1)) : n;
    if (!top) return 0;
    int longest = 0;
    for (int p = 0; p < s->nseats; p++)
        if (p != seat) {
            int k = __builtin_popcountll(s->hands[p] & SUITMASK(suit));
            if (k > longest) longest = k;
        }
    int q, d; /* the tricks, and how many top cards they rest on */
    if (top >= longest) {
        q = n < limit ? n : limit;
        d = q < longest ? q : longest;
    } else {
        q = d = top < limit ? top : limit;
    }
    if (d > 0) {
        uint64_t m = mine;
        while (--d) m &= ~BIT(hibit(m));
        *rel |= BIT(hibit(m));
    }
    return q;
}

/* Quick tricks of the leader's side (sound only when every seat plays once per trick and
 * the side wants tricks): the leader's own winners, or a low card to a partner's winners
 * in one suit and then the partner's winners; *rel* gets the cards the count rests on. The
 * count stops once it reaches *need* (the fewer ranks an entry keeps, the more it answers);
 * *rounds*: safe_rounds of the leader. */
static int quick_tricks(Solver *s, int leader, int need, const int rounds[4], uint64_t *rel) {
    uint64_t best_rel = 0;
    int best = 0;
    for (int suit = 0; suit < 4 && best < need; suit++) best += cashable(s, leader, suit, rounds[suit], &best_rel);
    for (int p = 0; p < s->nseats && best < need; p++) {
        if (p == leader || s->side[p] != s->side[leader]) continue;
        uint64_t prel[4] = {0, 0, 0, 0};
        int w[4], total = 0;
        for (int suit = 0; suit < 4; suit++) {
            w[suit] = cashable(s, p, suit, rounds[suit], &prel[suit]);
            total += w[suit];
        }
        if (total <= best) continue;
        for (int suit = 0; suit < 4; suit++) {
            /* the leader leads the suit (any card: the partner's winners beat it) */
            if (!w[suit] || !(s->hands[leader] & SUITMASK(suit)) || total <= best) continue;
            best = total;
            best_rel = prel[0] | prel[1] | prel[2] | prel[3];
        }
    }
    *rel |= best_rel;
    return best;
}

/* Tricks side x wins however the cards are played: the trumps of one of its seats that
 * are above every opposing trump each win the trick they are played to. */
static int sure_trump_tricks(Solver *s, int x, uint64_t *rel) {
    if (s->trump < 0) return 0;
    uint64_t opp = 0, best_rel = 0;
    for (int p = 0; p < s->nseats; p++)
        if (s->side[p] != x) opp |= s->hands[p] & SUITMASK(s->trump);
    int best = 0;
    for (int p = 0; p < s->nseats; p++) {
        if (s->side[p] != x) continue;
        uint64_t r = 0;
        int n = winners(s->hands[p] & SUITMASK(s->trump), opp, 13, &r);
        if (n > best) {
            best = n;
            best_rel = r;
        }
    }
    *rel |= best_rel;
    return best;
}

static int search(Solver *s, int seat, int ncur, int lo, int hi, uint64_t *rel);

/* DDS's later tricks without trumps (every seat plays once to a trick, no trump left): a
 * side that must win every trick left leads every one of them, each in a suit whose top
 * card it holds (else the holder wins it), and can lead a suit at most as often as its
 * longest holding of it. Whether that caps it below every trick left; *rel* gets the top
 * cards of the other side's suits. */
static int cannot_win_all(Solver *s, int leader, uint64_t *rel) {
    int x = s->side[leader], most = 0;
    uint64_t others = 0;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t sl = s->all & SUITMASK(suit);
        if (!sl) continue;
        int top = hibit(sl);
        if (s->side[s->owner[top]] != x) {
            others |= BIT(top);
            continue;
        }
        int longest = 0;
        for (int p = 0; p < s->nseats; p++)
            if (s->side[p] == x) {
                int n = __builtin_popcountll(s->hands[p] & SUITMASK(suit));
                if (n > longest) longest = n;
            }
        most += longest;
    }
    if (most >= s->tricks_left) return 0;
    *rel = others;
    return 1;
}

static inline int owner_of(Solver *s, int card) {
    int p = s->owner[card];
    return s->hands[p] & BIT(card) ? p : -1;
}

/* How much a side that wants tricks likes leading each suit: its side holds the top card,
 * a partner can ruff it, an opponent can (trumps), drawing trumps when on top. */
static void lead_weights(Solver *s, int seat, uint64_t live, int w[4]) {
    for (int suit = 0; suit < 4; suit++) {
        w[suit] = 0;
        if (!(s->hands[seat] & SUITMASK(suit))) continue;
        int owner = owner_of(s, hibit(live & SUITMASK(suit)));
        int ours = owner >= 0 && s->side[owner] == s->side[seat];
        if (ours) w[suit] += 30;
        /* as DDS: a lead the opponents have few cards to answer (void: any card) searches a
         * smaller tree; weighted above every rule of thumb below (DDS's weight, 32/13 a card,
         * gave 17% more nodes on Dealer(seed=7)) */
        int answers = 0;
        for (int p = 0; p < s->nseats; p++)
            if (s->side[p] != s->side[seat]) {
                int n = __builtin_popcountll(s->hands[p] & SUITMASK(suit));
                answers += n ? n : s->tricks_left;
            }
        w[suit] -= (s->locks ? LOCK_ANSWER_WEIGHT : ANSWER_WEIGHT) * answers;
        /* DDS (four seats): not away from a top card on the right (unless it is a singleton);
         * towards partner's second card behind the top card on the left (-1 to -4% nodes) */
        if (s->nseats == 4 && !s->locks) {
            int lho = s->next[seat], pard = s->next[lho], rho = s->next[pard];
            uint64_t sl = live & SUITMASK(suit);
            int second = -1;
            if (__builtin_popcountll(sl) > 1) second = owner_of(s, hibit(sl & ~BIT(hibit(sl))));
            int rho_len = __builtin_popcountll(s->hands[rho] & SUITMASK(suit));
            int pard_len = __builtin_popcountll(s->hands[pard] & SUITMASK(suit));
            if ((owner == rho || second == rho) && rho_len != 1) w[suit] -= 12;
            else if (owner == lho && second == pard && pard_len != 1) w[suit] += 27;
        }
        if (s->trump < 0) continue;
        if (suit == s->trump) {
            w[suit] += ours ? 10 : -10;
            continue;
        }
        for (int p = 0; p < s->nseats; p++)
            if (p != seat && !(s->hands[p] & SUITMASK(suit)) && (s->hands[p] & SUITMASK(s->trump)))
                w[suit] += s->side[p] == s->side[seat] ? 15 : -40;
    }
}

/* What the seats still to play to this trick on the other side of *seat* could beat a card
 * with: the highest card of the led suit among those who follow, and whether one of those who
 * cannot follow holds a trump, and the highest such trump. */
typedef struct {
    int wpos, led, top_led, ruffer, top_trump;
    uint64_t safe; /* leading with face-down cards: the leads no opponent can beat now */
} Trick;

static void trick_threats(Solver *s, int seat, int ncur, Trick *t) {
    t->led = s->cur_card[0] / 13;
    t->top_led = t->top_trump = -1;
    t->ruffer = 0;
    int q = seat;
    for (int i = ncur + 1; i < s->trick_size; i++) {
        q = s->next[q];
        if (s->side[q] == s->side[seat]) continue;
        uint64_t h = s->hands[q];
        if (h & SUITMASK(t->led)) {
            int top = hibit(h & SUITMASK(t->led));
            if (top > t->top_led) t->top_led = top;
        } else if (s->trump >= 0 && (h & SUITMASK(s->trump))) {
            int top = hibit(h & SUITMASK(s->trump));
            t->ruffer = 1;
            if (top > t->top_trump) t->top_trump = top;
        }
    }
}

/* Whether a seat still to play to this trick, on the other side, could beat *card*. */
static inline int threatened(Solver *s, const Trick *t, int card) {
    int suit = card / 13;
    if (suit == t->led && t->top_led > card) return 1;
    return t->ruffer && (suit != s->trump || t->top_trump > card);
}

/* A discard (four seats, no face-down cards): from a long suit rather than a short one,
 * 1.5 a card as DDS, and not from a doubleton holding the suit's second card (Dealer(seed=7)
 * 6 deals, seeds 11, 3 and 5: 19.25 M -> 18.23 M trick nodes; 1.5 alone 18.50 M, the
 * doubleton alone 18.51 M). */
static inline int discard_bonus(Solver *s, int seat, int card, const Trick *t) {
    int suit = card / 13;
    if (suit == t->led || !s->bridge || s->locks) return 0;
    uint64_t sl = s->hands[seat] & SUITMASK(suit);
    int n = __builtin_popcountll(sl), bonus = n * 3 / 2;
    uint64_t live = s->all & SUITMASK(suit);
    if (n == 2 && __builtin_popcountll(live) > 1 && (sl & BIT(hibit(live & ~BIT(hibit(live)))))) bonus -= 4;
    return bonus;
}

/* The cards of *cards* (the seat's leads) that no opponent can beat with the cards he holds
 * now: above his cards of the suit, or of a suit he cannot follow and cannot ruff. */
static uint64_t safe_leads(Solver *s, int seat, uint64_t cards) {
    uint64_t unsafe = 0;
    for (int p = 0; p < s->nseats; p++) {
        if (s->side[p] == s->side[seat]) continue;
        int ruffs = s->trump >= 0 && (s->hands[p] & SUITMASK(s->trump));
        for (int suit = 0; suit < 4; suit++) {
            uint64_t h = s->hands[p] & SUITMASK(suit);
            if (h) unsafe |= SUITMASK(suit) & ((BIT(hibit(h)) - 1));
            else if (ruffs && suit != s->trump) unsafe |= SUITMASK(suit);
        }
    }
    return cards & ~unsafe;
}

/* Order score of a card for the seat to play (higher first). */
static int order_score(Solver *s, int seat, int ncur, int card, uint64_t live, const Trick *t, const int *w) {
    int suit = card / 13, rank = card % 13;
    int want = s->greedy;
    if (ncur == 0) {
        uint64_t sl = live & SUITMASK(suit);
        int top = hibit(sl) == card;
        int owner = owner_of(s, hibit(sl));
        int partner_top = owner >= 0 && s->side[owner] == s->side[seat];
        int lead = (top ? 100 + rank : (partner_top ? 60 - rank : 20 - rank)) + w[suit];
        /* with face-down cards: a lead that no opponent can beat now (their higher cards of
         * the suit may be face down) first */
        if (want && s->locks) return t->safe & BIT(card) ? lead + LOCK_SAFE_LEAD : lead;
        if (want) return lead;
        return top ? -rank : 50 - rank;
    }
    int wcard = s->cur_card[t->wpos];
    int wside = s->side[s->cur_seat[t->wpos]];
    int beats;
    if (suit == wcard / 13) beats = card > wcard;
    else beats = s->trump >= 0 && suit == s->trump;
    if (want) {
        if (wside == s->side[seat]) {
            if (!threatened(s, t, wcard)) return 50 - rank + discard_bonus(s, seat, card, t);
            return beats && !threatened(s, t, card) ? 70 - rank : 50 - rank + discard_bonus(s, seat, card, t);
        }
        if (!beats) return 50 - rank + discard_bonus(s, seat, card, t);
        if (!threatened(s, t, card)) return 80 - rank;
        return (ncur == 1 ? 30 : 60) - rank;
    }
    if (wside == s->side[seat] && ncur + 1 < s->trick_size) return 40 - rank;
    return beats ? -rank : 50 + rank;
}

/* What a completed trick (*trick*: its cards) rests on: if the winner beat cards of its own
 * suit, the winning card and the cards its seat holds just below it in sequence (equal cards
 * are tried once, so any of them could have been played instead), as the lowest of them. */
static inline uint64_t rank_mark_of(Solver *s, int winner, int wcard, uint64_t trick) {
    if (!(trick & SUITMASK(wcard / 13) & ~BIT(wcard))) return 0;
    uint64_t live = (held(s) | trick) & SUITMASK(wcard / 13);
    int low = wcard;
    while (live & (BIT(low) - 1)) {
        int below = hibit(live & (BIT(low) - 1));
        if (!(s->hands[winner] & BIT(below))) break;
        low = below;
    }
    return BIT(low);
}

/* The hands and face-down cards before a trick's end freed cards (free_cards). */
typedef struct {
    uint64_t hands[MAXSEATS], locked[MAXSEATS], locked_all;
} Unlocked;

/* At a trick's end: the face-down cards its cards free join their seats' hands, and a seat
 * with an empty hand takes up its face-down cards; *saved* keeps what was. */
static void free_cards(Solver *s, Unlocked *saved) {
    saved->locked_all = s->locked_all;
    if (!s->locked_all) return;
    memcpy(saved->hands, s->hands, sizeof(s->hands)); /* (whole arrays: copies of a fixed size, inlined) */
    memcpy(saved->locked, s->locked, sizeof(s->locked));
    for (int i = 0; i < s->trick_size; i++) {
        int p = s->cur_seat[i], c = s->cur_card[i];
        uint64_t freed = s->unlocks[c] & s->locked[p];
        s->locked[p] &= ~freed;
        s->hands[p] |= freed;
    }
    for (int p = 0; p < s->nseats; p++)
        if (!s->hands[p] && s->locked[p]) {
            s->hands[p] = s->locked[p];
            s->locked[p] = 0;
        }
    s->locked_all = 0;
    for (int p = 0; p < s->nseats; p++) s->locked_all |= s->locked[p];
    resync(s);
}

static void unfree_cards(Solver *s, const Unlocked *saved) {
    if (!saved->locked_all) return;
    memcpy(s->hands, saved->hands, sizeof(s->hands));
    memcpy(s->locked, saved->locked, sizeof(s->locked));
    s->locked_all = saved->locked_all;
    resync(s);
}

static int play_and_search(Solver *s, int seat, int ncur, int card, int lo, int hi, uint64_t *rel) {
    uint64_t bit = BIT(card);
    s->hands[seat] &= ~bit;
    s->all &= ~bit;
    s->cur_card[ncur] = card;
    s->cur_seat[ncur] = seat;
    s->trick_mask |= bit;
    s->cards_left--;
    int res;
    if (ncur + 1 < s->trick_size) {
        res = search(s, s->next[seat], ncur + 1, lo, hi, rel);
    } else {
        int wpos = winning_pos(s, s->trick_size);
        int winner = s->cur_seat[wpos], wcard = s->cur_card[wpos];
        uint64_t rank_mark = rank_mark_of(s, winner, wcard, s->trick_mask);
        int w = s->side[winner] == 0;
        Unlocked saved;
        free_cards(s, &saved);
        s->tricks_left--;
        int saved_card[MAXTRICK], saved_seat[MAXTRICK];
        memcpy(saved_card, s->cur_card, sizeof(saved_card));
        memcpy(saved_seat, s->cur_seat, sizeof(saved_seat));
        uint64_t saved_mask = s->trick_mask;
        s->trick_mask = 0;
        res = search(s, winner, 0, lo - w, hi - w, rel);
        *rel |= rank_mark;
        s->tricks_left++;
        unfree_cards(s, &saved);
        s->trick_mask = saved_mask;
        memcpy(s->cur_card, saved_card, sizeof(saved_card));
        memcpy(s->cur_seat, saved_seat, sizeof(saved_seat));
    }
    s->cards_left++;
    s->trick_mask &= ~bit;
    s->hands[seat] |= bit;
    s->all |= bit;
    return res;
}

/* The last trick, each seat holding one card: the count and the ranks it rests on. */
static int last_trick(Solver *s, int leader, int lo, int hi, uint64_t *rel) {
    int seat = leader;
    for (int i = 0; i < s->trick_size; i++) {
        s->cur_seat[i] = seat;
        s->cur_card[i] = lobit(s->hands[seat]);
        seat = s->next[seat];
    }
    int wpos = winning_pos(s, s->trick_size), wcard = s->cur_card[wpos];
    uint64_t suit_cards = 0;
    for (int i = 0; i < s->trick_size; i++) suit_cards |= BIT(s->cur_card[i]);
    *rel = suit_cards & SUITMASK(wcard / 13) & ~BIT(wcard) ? BIT(wcard) : 0;
    int w = s->side[s->cur_seat[wpos]] == 0;
    return lo <= w && w <= hi;
}

/* The last trick of two seats that may hold more cards (a trick limit), both wanting it:
 * the leader wins it if he holds a card the other cannot beat, his top card of a suit above
 * the other's top card of it, or a card of a suit the other cannot follow and cannot ruff.
 * *rel* gets the ranks this rests on (suit lengths are in the key). */
static int last_trick_of_two(Solver *s, int leader, int lo, int hi, uint64_t *rel) {
    int other = s->next[leader], win = 0;
    uint64_t mine = s->hands[leader], theirs = s->hands[other], lrel = 0;
    int ruffs = s->trump >= 0 && (theirs & SUITMASK(s->trump));
    for (int suit = 0; suit < 4 && !win; suit++) {
        uint64_t a = mine & SUITMASK(suit), b = theirs & SUITMASK(suit);
        if (!a) continue;
        if (!b) {
            if (suit == s->trump || !ruffs) {
                win = 1;
                lrel = 0;
            }
        } else if (hibit(a) > hibit(b)) {
            win = 1;
            lrel = BIT(hibit(b));
        } else {
            lrel |= BIT(hibit(a));
        }
    }
    *rel = lrel;
    int w = s->side[win ? leader : other] == 0;
    return lo <= w && w <= hi;
}

/* The leads of the leader of two seats that win this trick whatever the other plays (a card
 * the other cannot beat with the cards he holds now: cards freed by this trick come too
 * late), as a mask of suits, and for each suit the rank it rests on in *srel* (suit lengths
 * are in the key): the lead's, or for a suit he cannot win, the other's top card of it. */
static int safe_leads_of_two(Solver *s, int leader, uint64_t srel[4]) {
    int other = s->next[leader], safe = 0;
    uint64_t mine = s->hands[leader], theirs = s->hands[other];
    int ruffs = s->trump >= 0 && (theirs & SUITMASK(s->trump));
    for (int suit = 0; suit < 4; suit++) {
        uint64_t a = mine & SUITMASK(suit), b = theirs & SUITMASK(suit);
        srel[suit] = 0;
        if (!a) continue;
        if (!b) {
            if (suit == s->trump || !ruffs) safe |= 1 << suit;
        } else if (hibit(a) > hibit(b)) {
            safe |= 1 << suit;
            srel[suit] = BIT(hibit(a));
        } else {
            srel[suit] = BIT(hibit(b));
        }
    }
    return safe;
}

/* The winners the other of two seats (*seat*) could cash once he has won a trick from the
 * leader: his cards above every card of the leader's (held or face down) in each suit, for as
 * many rounds as the leader still follows (if the leader has a trump), less one if the card
 * he wins the trick with may have to be one of them. The leader's lead is in one suit: if
 * the other follows it, the lead shortens the leader's suit and the other's winning card may
 * be one of his counted winners of it (one fewer if he has any there); if he ruffs it, with a
 * trump above every trump of the leader's only where he has no other. *rel* gets the ranks
 * this rests on (suit lengths are in the key). */
static int other_winners_of_two(Solver *s, int seat, uint64_t *rel) {
    int leader = s->next[seat];
    uint64_t theirs = s->hands[leader] | s->locked[leader], mine = s->hands[seat];
    uint64_t tm = s->trump >= 0 ? SUITMASK(s->trump) : 0, r = 0;
    int ruffs = (theirs & tm) != 0, q = 0, loss = 0;
    for (int suit = 0; suit < 4; suit++) {
        uint64_t a = mine & SUITMASK(suit), b = theirs & SUITMASK(suit);
        int rounds = 13;
        if (ruffs && suit != s->trump) rounds = __builtin_popcountll(s->hands[leader] & SUITMASK(suit));
        uint64_t top = b ? a & ~((BIT(hibit(b)) << 1) - 1) : a;
        int above = __builtin_popcountll(top), w = above < rounds ? above : rounds;
        if (w > 0) {
            for (int k = above; k > w; k--) top &= top - 1; /* (the highest *w* of them) */
            q += w;
            r |= top & -top;
            if (a && b) {
                /* no loss if every lead of the suit leaves him as many: a lead below the
                 * leader's second card is beaten by one of his cards between the leader's two
                 * top ones, the top card by a winner, which makes those winners too */
                uint64_t second = b & ~BIT(hibit(b));
                int c2 = second ? hibit(second) : -1;
                if (above < rounds && c2 >= 0 && (a & (BIT(hibit(b)) - 1) & ~((BIT(c2) << 1) - 1)))
                    r |= BIT(c2);
                else
                    loss = 1;
            }
        }
        if (!a && b && tm && suit != s->trump && (mine & tm)) { /* the lead ruffed */
            uint64_t t = mine & tm, lt = theirs & tm;
            uint64_t low = lt ? t & (BIT(hibit(lt)) - 1) : 0; /* his trumps below the leader's top */
            if (low) r |= BIT(hibit(low));
            else loss = 1;
        }
    }
    *rel |= r;
    return q - loss;
}

/* The most tricks the leader of two seats (*seat*) can win in a row from now, each with a lead
 * the other cannot beat, when the other keeps his top card of each suit and a trump: in each
 * suit the leader's cards above the other's top card held (a face-down one only if such a
 * card of his hand frees it: during the run he plays no other), or -1 where the other might
 * run out of a suit (as many of those cards as the other's cards of the suit) or is void in
 * one the leader holds and he cannot ruff (or holds face-down cards of it, which would make him
 * follow). The other follows each such lead with his lowest card of the suit, so his top
 * card and, if the leader can lead trumps, a trump stay with him: the leader's leads of a suit
 * he is void in stay ruffable. *rel* gets the other's top card of each suit the leader holds
 * (suit lengths and the face-down cards' unlockers are in the key). */
static int leader_run_of_two(Solver *s, int seat, uint64_t *rel) {
    int other = s->next[seat];
    uint64_t hand = s->hands[seat], theirs = s->hands[other], r = 0, safe = 0;
    uint64_t mine = hand | s->locked[seat];
    int ruffs = s->trump >= 0 && (theirs & SUITMASK(s->trump));
    for (int suit = 0; suit < 4; suit++) {
        uint64_t a = mine & SUITMASK(suit), b = theirs & SUITMASK(suit);
        if (!a) continue;
        if (!b) {
            if (!ruffs || suit == s->trump || (s->locked[other] & SUITMASK(suit))) return -1;
            continue;
        }
        int top = hibit(b);
        safe |= a & ~((BIT(top) << 1) - 1);
        r |= BIT(top);
    }
    /* a face-down card counts if a safe card of the hand frees it */
    uint64_t run = safe & hand;
    for (uint64_t m = safe & s->locked[seat]; m; m &= m - 1) {
        int u = s->unlocker[lobit(m)];
        if (u >= 0 && (run & BIT(u))) run |= m & -m;
    }
    for (int suit = 0; suit < 4; suit++) {
        uint64_t b = theirs & SUITMASK(suit);
        if (b && __builtin_popcountll(run & SUITMASK(suit)) >= __builtin_popcountll(b)) return -1;
    }
    *rel |= r;
    return __builtin_popcountll(run);
}

/* Bounds on the tricks of the leader of two seats with face-down cards or a limit (a
 * threshold search, both wanting tricks): he wins this trick if he has a lead the other
 * cannot beat now (face-down cards this trick frees come too late); without one, the other
 * may win it and cash his winners. 1 or 0 if they decide, else -1. */
static int bounds_of_two(Solver *s, int seat, int lo, int tricks, const int rounds[4], uint64_t *rel) {
    uint64_t srel[4];
    int safe = safe_leads_of_two(s, seat, srel);
    int need = s->side[seat] == 0 ? lo : tricks - lo + 1;
    if (safe) {
        /* a safe lead, then the winners of the other suits (as quick_tricks counts them; one
         * round fewer where the other discards on the lead) */
        int best = 0, other = s->next[seat];
        uint64_t best_rel = 0;
        /* each suit's winners (own_winners) for its rounds or one round fewer, counted once */
        int w[2][4] = {{-1, -1, -1, -1}, {-1, -1, -1, -1}};
        uint64_t wrel[2][4], others = (held(s) | s->locked_all) & ~s->hands[seat];
        for (int suit = 0; suit < 4 && best < need; suit++) {
            if (!(safe >> suit & 1)) continue;
            uint64_t lrel = srel[suit];
            int d = !(s->hands[other] & SUITMASK(suit)), q = 1;
            for (int t = 0; t < 4; t++) {
                if (t == suit) continue;
                if (w[d][t] < 0) {
                    wrel[d][t] = 0;
                    w[d][t] = winners(s->hands[seat] & SUITMASK(t), others & SUITMASK(t), rounds[t] - d, &wrel[d][t]);
                }
                q += w[d][t];
                lrel |= wrel[d][t];
            }
            if (q > best) {
                best = q;
                best_rel = lrel;
            }
        }
        if (need <= best) {
            *rel = best_rel;
            return s->side[seat] == 0;
        }
        /* a leader who wins at most *run* tricks in a row loses the next one, and then the
         * other cashes his winners (as without a safe lead) */
        uint64_t urel = 0;
        int run = s->must_ruff ? -1 : leader_run_of_two(s, seat, &urel);
        if (run < 0 || run >= tricks) return -1;
        int q = other_winners_of_two(s, other, &urel);
        if (q > tricks - 1 - run) q = tricks - 1 - run;
        if (q < 0) q = 0;
        if (need <= tricks - 1 - q) return -1;
        *rel = urel;
        return s->side[seat] != 0;
    }
    uint64_t frel = srel[0] | srel[1] | srel[2] | srel[3];
    int most = tricks - 1;
    if (need > most) {
        *rel = frel;
        return s->side[seat] != 0;
    }
    uint64_t orel = 0;
    int q = other_winners_of_two(s, s->next[seat], &orel);
    if (q > tricks - 1) q = tricks - 1;
    if (q <= 0 || need <= most - q) return -1;
    *rel = frel | orel;
    return s->side[seat] != 0;
}

/* Bounds at the second card of a trick of two seats with face-down cards or a limit (a
 * threshold search, both wanting tricks), before the follower's cards are tried: if he can
 * beat the card led (with his lowest card that does), he wins this trick and then at least
 * his winners from his hand (as bounds_of_two counts a leader's: cards above every card of the
 * other's, held or face down); if he cannot, the leader wins it and then at least his
 * winners, one round fewer in each suit for the follower's card. 1 or 0 if that decides, else
 * -1; *rel* gets the ranks it rests on: the beating card's over the card led, or the card led
 * over the follower's cards of its suit, and the winners' (suit lengths are in the key). */
static int follower_bounds_of_two(Solver *s, int seat, uint64_t legal, int lo, uint64_t *rel) {
    int tricks = s->tricks_left, leader = s->cur_seat[0], a = s->cur_card[0], ls = a / 13;
    uint64_t beat = legal & SUITMASK(ls) & ~((BIT(a) << 1) - 1);
    if (!(legal & SUITMASK(ls)) && s->trump >= 0 && ls != s->trump) beat = legal & SUITMASK(s->trump);
    int winner = beat ? seat : leader;
    int need = s->side[winner] == 0 ? lo : tricks - lo + 1, q = 0, rounds[4];
    uint64_t wrel = 0, mark;
    if (beat) {
        int d = lobit(beat);
        mark = rank_mark_of(s, seat, d, BIT(a) | BIT(d));
        if (need > 1) {
            s->hands[seat] &= ~BIT(d);
            s->all &= ~BIT(d);
            safe_rounds(s, seat, rounds);
            q = own_winners(s, seat, rounds, -1, &wrel);
            s->hands[seat] |= BIT(d);
            s->all |= BIT(d);
        }
    } else {
        uint64_t follow = s->hands[seat] & SUITMASK(ls);
        mark = follow ? BIT(hibit(follow)) : 0;
        if (need > 1) {
            safe_rounds(s, leader, rounds);
            for (int t = 0; t < 4; t++) rounds[t]--;
            q = own_winners(s, leader, rounds, -1, &wrel);
        }
    }
    if (q > tricks - 1) q = tricks - 1;
    if (1 + q < need) return -1;
    *rel = mark | wrel;
    return s->side[winner] == 0;
}

/* The cards of *legal* worth trying: one of each run of cards of one hand next to each other
 * among the live cards (a card that frees a face-down card is tried on its own). */
static inline uint64_t distinct_cards(uint64_t legal, uint64_t hand, uint64_t frees, uint64_t live) {
    uint64_t out = 0;
    for (uint64_t m = legal; m; m &= m - 1) {
        int c = lobit(m);
        uint64_t above = live & above_in_suit[c];
        if (above && ((hand & ~frees) >> lobit(above) & 1) && !(frees & BIT(c))) continue;
        out |= BIT(c);
    }
    return out;
}

/* The cards of a seat's *legal* that free one of its face-down cards. */
static inline uint64_t freeing(Solver *s, int seat, uint64_t legal) {
    uint64_t frees = 0;
    if (s->locked[seat])
        for (uint64_t m = legal & s->unlock_cards; m; m &= m - 1)
            if (s->unlocks[lobit(m)] & s->locked[seat]) frees |= m & -m;
    return frees;
}

/* The cards of *legal* that win this trick for *seat* of two seats whatever the other plays
 * (a seat that needs every trick left plays no other: the rest lose at once). Leading: the
 * cards the other cannot beat with the cards he holds now (cards this trick frees come too
 * late); following: the cards that beat the card led. *rel* gets the ranks the cards left out
 * lose on: the other's top card of a suit led below it, or the card led over the follower's
 * cards of its suit (a discard, or a ruff of a void suit, rests on suit lengths, in the key). */
static uint64_t winning_cards_of_two(Solver *s, int seat, int ncur, uint64_t legal, uint64_t *rel) {
    uint64_t keep = 0;
    if (ncur == 0) {
        uint64_t theirs = s->hands[s->next[seat]];
        int ruffs = s->trump >= 0 && (theirs & SUITMASK(s->trump));
        for (int suit = 0; suit < 4; suit++) {
            uint64_t a = legal & SUITMASK(suit), b = theirs & SUITMASK(suit);
            if (!a) continue;
            if (b) {
                int top = hibit(b);
                keep |= a & ~((BIT(top) << 1) - 1);
                if (a & (BIT(top) - 1)) *rel |= BIT(top);
            } else if (suit == s->trump || !ruffs) {
                keep |= a;
            }
        }
        return keep;
    }
    int led = s->cur_card[0], ls = led / 13;
    uint64_t follow = legal & SUITMASK(ls);
    if (follow) {
        keep = follow & ~((BIT(led) << 1) - 1);
        if (follow & (BIT(led) - 1))
            *rel |= rank_mark_of(s, s->cur_seat[0], led, BIT(led) | BIT(lobit(follow)));
        return keep;
    }
    return s->trump >= 0 && ls != s->trump ? legal & SUITMASK(s->trump) : 0;
}

/* The last two tricks of two seats that both want tricks (a threshold search), counted
 * directly: the same tree as search() (the same cards tried, the same ranks collected), without
 * its move ordering, table and bounds. */
static int two_tricks_of_two(Solver *s, int leader, int lo, int hi, uint64_t *rel) {
    int other = s->next[leader];
    int push_l = s->side[leader] == s->pusher, push_o = s->side[other] == s->pusher;
    uint64_t lhand = s->hands[leader];
    uint64_t live0 = held(s) | s->trick_mask | s->locked_all;
    uint64_t leads = distinct_cards(lhand, lhand, freeing(s, leader, lhand), live0);
    /* the leads the other cannot beat first, high cards first */
    uint64_t ohand0 = s->hands[other], sure = 0;
    int oruffs = s->trump >= 0 && (ohand0 & SUITMASK(s->trump));
    for (int suit = 0; suit < 4; suit++) {
        uint64_t o = ohand0 & SUITMASK(suit), l = lhand & SUITMASK(suit);
        if (!l) continue;
        if (o) sure |= l & ~((BIT(hibit(o)) << 1) - 1);
        else if (!oruffs || suit == s->trump) sure |= l;
    }
    /* a seat that needs both tricks plays only the cards that win this one (as search) */
    int need_l = s->side[leader] == 0 ? lo : 3 - lo, all_in = !s->must_ruff && (need_l == 2 || need_l == 1);
    uint64_t acc = 0, must_rel = 0;
    if (all_in && need_l == 2) leads = winning_cards_of_two(s, leader, 0, leads, &must_rel);
    int result = !push_l;
    while (leads) {
        uint64_t first = leads & sure ? leads & sure : leads;
        int a = hibit(first);
        leads &= ~BIT(a);
        s->nodes++;
        s->hands[leader] &= ~BIT(a);
        s->all &= ~BIT(a);
        uint64_t ohand = s->hands[other], legal = ohand & SUITMASK(a / 13);
        if (!legal) {
            if (s->must_ruff && s->trump >= 0 && (ohand & SUITMASK(s->trump)))
                legal = ohand & SUITMASK(s->trump);
            else
                legal = ohand;
        }
        uint64_t replies = distinct_cards(legal, ohand, freeing(s, other, legal), live0);
        /* the replies that win first, cheapest first; then the lowest */
        uint64_t beats = legal & SUITMASK(a / 13) ? SUITMASK(a / 13) & ~((BIT(a) << 1) - 1)
                         : s->trump >= 0 && a / 13 != s->trump ? SUITMASK(s->trump) : 0;
        uint64_t acc2 = 0;
        if (all_in && need_l == 1) {
            s->cur_card[0] = a;
            s->cur_seat[0] = leader;
            replies = winning_cards_of_two(s, other, 1, replies, &acc2);
        }
        int result2 = !push_o;
        while (replies) {
            int b = lobit(replies & beats ? replies & beats : replies);
            replies &= ~BIT(b);
            s->nodes++;
            s->hands[other] &= ~BIT(b);
            s->all &= ~BIT(b);
            int owins = (b / 13 == a / 13) ? b > a : (s->trump >= 0 && b / 13 == s->trump);
            int winner = owins ? other : leader, wcard = owins ? b : a;
            uint64_t rank_mark = rank_mark_of(s, winner, wcard, BIT(a) | BIT(b));
            int w = s->side[winner] == 0;
            uint64_t saved[2] = {s->hands[leader], s->hands[other]}, saved_l[2] = {s->locked[leader], s->locked[other]};
            uint64_t saved_all = s->locked_all;
            if (s->locked_all) {
                uint64_t f = s->unlocks[a] & s->locked[leader];
                s->locked[leader] &= ~f;
                s->hands[leader] |= f;
                f = s->unlocks[b] & s->locked[other];
                s->locked[other] &= ~f;
                s->hands[other] |= f;
                for (int i = 0; i < 2; i++) {
                    int p = i ? other : leader;
                    if (!s->hands[p] && s->locked[p]) {
                        s->hands[p] = s->locked[p];
                        s->locked[p] = 0;
                    }
                }
                s->locked_all = s->locked[leader] | s->locked[other];
                resync(s);
            }
            uint64_t crel = 0;
            int res, lo1 = lo - w, hi1 = hi - w;
            if (lo1 <= 0 && hi1 >= 1) res = 1;
            else if (hi1 < 0 || lo1 > 1) res = 0;
            else {
                s->nodes++;
                s->trick_nodes++;
                s->tricks_left--;
                res = last_trick_of_two(s, winner, lo1, hi1, &crel);
                s->tricks_left++;
            }
            crel |= rank_mark;
            s->hands[leader] = saved[0];
            s->hands[other] = saved[1] | BIT(b);
            s->locked[leader] = saved_l[0];
            s->locked[other] = saved_l[1];
            s->locked_all = saved_all;
            resync(s);
            if (res == push_o) {
                result2 = res;
                acc2 = crel;
                break;
            }
            acc2 |= crel;
        }
        s->hands[leader] |= BIT(a);
        s->all |= BIT(a);
        if (result2 == push_l) {
            result = result2;
            acc = acc2;
            break;
        }
        acc |= acc2;
    }
    if (result != push_l) acc |= must_rel;
    *rel = acc;
    return result;
}

/* DDS's quick tricks of the second hand (four seats, partners opposite, no face-down
 * cards): the tricks the side of *seat*, second to play to the trick, wins for sure. The
 * trick itself if the side can ruff it and the next seat cannot, or if its top card of the
 * suit led beats the card led and every card of the next seat, who cannot ruff; in notrump
 * then also the tricks the hand of that top card cashes on lead: the suit's next card if it
 * holds it, and its cards of the other suits (cashable). *rel* gets the cards this rests on. */
static int second_hand_tricks(Solver *s, int seat, uint64_t *rel) {
    int led = s->cur_card[0], ss = led / 13, trump = s->trump;
    int lho = s->next[seat], pard = s->next[lho];
    uint64_t sm = SUITMASK(ss), tm = trump >= 0 ? SUITMASK(trump) : 0;
    uint64_t own = s->hands[seat] & sm, par = s->hands[pard] & sm, theirs = s->hands[lho] & sm;
    int lho_ruffs = trump >= 0 && ss != trump && !theirs && (s->hands[lho] & tm);
    if (trump >= 0 && ss != trump && ((!own && (s->hands[seat] & tm)) || (!par && (s->hands[pard] & tm))))
        return lho_ruffs ? 0 : 1;
    uint64_t ours = own | par;
    if (!ours || lho_ruffs) return 0;
    int top = hibit(ours);
    if (top < led || (theirs && top < hibit(theirs))) return 0;
    uint64_t r = BIT(top);
    int q = 1;
    if (trump < 0) {
        int hh = (own & BIT(top)) ? seat : pard;
        uint64_t rest = s->all & sm & ~BIT(top);
        if (rest && (s->hands[hh] & BIT(hibit(rest)))) {
            q++;
            r |= BIT(hibit(rest));
        }
        for (int suit = 0; suit < 4; suit++)
            if (suit != ss) q += cashable(s, hh, suit, 13, &r);
    }
    *rel |= r;
    return q;
}

static int search(Solver *s, int seat, int ncur, int lo, int hi, uint64_t *rel) {
    s->nodes++;
    *rel = 0;
    if (ncur == 0) s->trick_nodes++;
    int mode = 0, threshold = 0, best_code = 255, tricks = 0, tabled = 0;
    Key key;
    if (ncur == 0) {
        tricks = s->tricks_left;
        if (lo <= 0 && hi >= tricks) return 1;
        if (hi < 0 || lo > tricks) return 0;
        threshold = hi >= tricks;
        if (tricks == 1 && s->nseats == 2 && s->once && threshold && s->greedy)
            return last_trick_of_two(s, seat, lo, hi, rel);
        if (s->once && !s->locks) {
            if (tricks == 1) return last_trick(s, seat, lo, hi, rel);
            /* only the side of the top trump has sure trump tricks */
            uint64_t trumps = s->trump >= 0 ? s->all & SUITMASK(s->trump) : 0;
            if (trumps) {
                uint64_t lrel = 0;
                int x = s->side[s->owner[hibit(trumps)]], sure = sure_trump_tricks(s, x, &lrel);
                if (x == 0 && ((threshold && lo <= sure) || hi < sure)) {
                    *rel = lrel;
                    return threshold && lo <= sure;
                }
                if (x == 1 && lo > tricks - sure) {
                    *rel = lrel;
                    return 0;
                }
            }
        }
        if (threshold && s->greedy && s->once && !s->locks && (s->trump < 0 || !(s->all & SUITMASK(s->trump))) &&
            (s->side[seat] == 0 ? lo == tricks : lo == 1) && cannot_win_all(s, seat, rel))
            return s->side[seat] != 0;
        mode = threshold ? 0 : 1 + (lo < 0 ? 0 : lo) * 32 + hi;
        if (s->locks) mode |= 0x8000 | tricks << 10;
        /* with a limit, the two tricks before the end are searched faster than looked up */
        tabled = !s->locks || tricks > LOCK_UNTABLED;
        if (threshold && s->greedy && s->once) {
            uint64_t qrel = 0;
            /* (with face-down cards every winner is counted: the same ranks as before) */
            int need = s->locks ? 64 : s->side[seat] == 0 ? lo : tricks - lo + 1;
            int rounds[4];
            safe_rounds(s, seat, rounds);
            int q = quick_tricks(s, seat, need, rounds, &qrel);
            if (q > tricks) q = tricks; /* a trick limit may stop the cashing */
            if (q > 0 && (s->side[seat] == 0 ? lo <= q : lo > tricks - q)) {
                *rel = qrel;
                return s->side[seat] == 0;
            }
            if (s->locks && s->nseats == 2) {
                int res = bounds_of_two(s, seat, lo, tricks, rounds, rel);
                if (res >= 0) return res;
            }
        }
        if (tricks == 2 && s->nseats == 2 && s->once && threshold && s->greedy)
            return two_tricks_of_two(s, seat, lo, hi, rel);
        if (tabled) {
            make_key(s, &key);
            int res = probe(s, &key, seat, mode, threshold, lo, held(s) | s->locked_all, rel, &best_code);
            if (res >= 0) return res;
        }
    }
    if (ncur == 1 && s->bridge && s->greedy && !s->locks && hi >= s->tricks_left) {
        uint64_t qrel = 0;
        int q = second_hand_tricks(s, seat, &qrel);
        if (q > 0 && (s->side[seat] == 0 ? lo <= q : lo > s->tricks_left - q)) {
            *rel = qrel;
            return s->side[seat] == 0;
        }
    }
    uint64_t hand = s->hands[seat];
    uint64_t legal = hand;
    if (ncur > 0) {
        int led = s->cur_card[0] / 13;
        legal = hand & SUITMASK(led);
        if (!legal) {
            if (s->must_ruff && s->trump >= 0 && (hand & SUITMASK(s->trump)))
                legal = hand & SUITMASK(s->trump);
            else
                legal = hand;
        }
    }
    if (ncur == 1 && s->locks && s->nseats == 2 && s->once && s->greedy && hi >= s->tricks_left) {
        int res = follower_bounds_of_two(s, seat, legal, lo, rel);
        if (res >= 0) return res;
    }
    uint64_t live = held(s) | s->trick_mask | s->locked_all;
    /* two seats with face-down cards or a limit: a seat that needs every trick left plays
     * only the cards that win this one (all_or_nothing_of_two) */
    uint64_t must_rel = 0;
    if (s->locks && s->nseats == 2 && s->once && s->greedy && !s->must_ruff && hi >= s->tricks_left &&
        (s->side[seat] == 0 ? lo : s->tricks_left - lo + 1) == s->tricks_left)
        legal = winning_cards_of_two(s, seat, ncur, legal, &must_rel);
    uint64_t frees = 0;
    if (s->locked[seat])
        for (uint64_t m = legal & s->unlock_cards; m; m &= m - 1)
            if (s->unlocks[lobit(m)] & s->locked[seat]) frees |= m & -m;
    int cards[64], scores[64], n = 0;
    for (uint64_t m = legal; m; m &= m - 1) {
        int c = lobit(m);
        /* skip c if the next live card above it in its suit is in the same hand (a card
         * that frees a face-down card is not alike its neighbour: it is tried on its own) */
        uint64_t above = live & above_in_suit[c];
        if (above && ((hand & ~frees) >> lobit(above) & 1) && !(frees & BIT(c))) continue;
        cards[n++] = c;
    }
    if (n > 1) { /* (one card to try needs no order) */
        Trick trick = {0, 0, -1, 0, -1, 0};
        if (ncur == 0 && s->greedy && s->locks) trick.safe = safe_leads(s, seat, legal);
        if (ncur > 0) {
            trick.wpos = winning_pos(s, ncur);
            if (s->greedy) trick_threats(s, seat, ncur, &trick);
        }
        int weights[4] = {0, 0, 0, 0};
        if (ncur == 0 && s->greedy) lead_weights(s, seat, live, weights);
        for (int i = 0; i < n; i++) {
            int c = cards[i];
            /* with face-down cards the history weighs more: when following up to a few points of
             * the order (8 Chinese bridge games from the lead, 65.7 M -> 60.0 M nodes), when
             * leading before every rule and the table's move, with the history by tricks left
             * (before the table's move: 27 games 13.15 M nodes; after it, 13.54 M) */
            int h = s->history[seat][c];
            if (s->locks && ncur == 0) h += s->by_trick[s->tricks_left & 31][seat][c];
            scores[i] = order_score(s, seat, ncur, c, live, &trick, weights) * ORDER_SCALE +
                        h * (s->locks ? (ncur ? LOCK_HISTORY_FOLLOW : LOCK_HISTORY) : 1);
            if ((frees & BIT(c)) && s->greedy) {
                /* a card that turns up a face-down card, first if that card will be its suit's top
                 * (less so when following: winning the trick cheaply or ducking counts more) */
                int freed = hibit(s->unlocks[c] & s->locked[seat]);
                int top = hibit(live & SUITMASK(freed / 13)) == freed;
                scores[i] += (ncur ? (top ? FREE_TOP_FOLLOW : FREE_ANY_FOLLOW) : top ? FREE_TOP : FREE_ANY) * ORDER_SCALE;
            }
            uint64_t above = live & above_in_suit[c];
            if (best_code != 255 && c / 13 == (best_code >> 4) && __builtin_popcountll(above) + 1 == (best_code & 15))
                scores[i] += 1000 * ORDER_SCALE;
        }
    }
    int pushing = s->side[seat] == s->pusher;
    int result = !pushing, decisive = -1;
    uint64_t acc = 0;
    /* DDS's "small cards": once a card has failed below every rank its result rests on, the
     * seat's other cards of that suit below those ranks fail as well (the position after
     * either differs only below the ranks the result depends on) */
    int small[4] = {-1, -1, -1, -1}, smalls = s->once;
    for (int i = 0; i < n; i++) {
        /* the next card by score, the first of equal ones (a stable sort, done as the cards
         * are tried: most nodes stop at the first) */
        int j = i;
        for (int k = i + 1; k < n; k++)
            if (scores[k] > scores[j]) j = k;
        if (j > i) {
            int c = cards[j], sc = scores[j];
            memmove(&cards[i + 1], &cards[i], (size_t)(j - i) * sizeof(int));
            memmove(&scores[i + 1], &scores[i], (size_t)(j - i) * sizeof(int));
            cards[i] = c;
            scores[i] = sc;
        }
        uint64_t crel;
        int c = cards[i], su = c / 13;
        if (c < small[su] && !(frees & BIT(c))) continue; /* (a card that frees one is not alike) */
        int res = play_and_search(s, seat, ncur, c, lo, hi, &crel);
        if (res == pushing) {
            result = res;
            decisive = c;
            if (i > 0 && s->history[seat][decisive] < ORDER_SCALE - 64) s->history[seat][decisive] += 1;
            int32_t *t = &s->by_trick[s->tricks_left & 31][seat][decisive];
            if (i > 0 && s->locks && ncur == 0 && *t < ORDER_SCALE - 64) *t += 1;
            acc = crel;
            break;
        }
        acc |= crel;
        if (smalls && small[su] < 0 && !(frees & BIT(c))) {
            uint64_t r = acc & SUITMASK(su);
            int low = r ? lobit(r) : 13 * su + 13;
            if (c < low) small[su] = low;
        }
    }
    if (result != pushing) acc |= must_rel;
    *rel = acc;
    if (ncur == 0 && tabled) {
        int best = 255;
        if (decisive >= 0) {
            uint64_t above = live & SUITMASK(decisive / 13) & ~(BIT(decisive) - 1);
            best = (decisive / 13) << 4 | __builtin_popcountll(above);
        }
        if (!threshold)
            store(s, &key, seat, mode, EXACT, result, acc, best);
        else if (result)
            store(s, &key, seat, mode, LOWER, lo, acc, best);
        else
            store(s, &key, seat, mode, UPPER, lo - 1, acc, best);
    }
    return result;
}
/* -- Python interface ------------------------------------------------------------------ */

/* Masks from a sequence of ints (up to *max*); the count, or -1. */
static int read_masks(PyObject *seq, uint64_t *out, int max, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > max) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: too many items", what);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
        if (PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    return (int)n;
}

/* Small ints from a sequence (up to *max* <= 16); the count, or -1. */
static int read_ints(PyObject *seq, int *out, int max, const char *what) {
    uint64_t buf[16];
    int n = read_masks(seq, buf, max, what);
    for (int i = 0; i < n; i++) out[i] = (int)buf[i];
    return n;
}

/* setup(hands, next, side, leader, trick_seats, trick_cards, trick_size, trump, must_ruff, pusher,
 *       locked, unlocks, limit): *locked* one mask per seat (face-down cards), *unlocks* 52
 * masks (the cards each card frees once its trick is over), *limit* the tricks still to be
 * played or -1 (until the cards run out) */
static int setup(Solver *s, PyObject *args, int *leader_out) {
    PyObject *hands, *next, *side, *tseats, *tcards, *locked, *unlocks;
    int trick_size, trump, must_ruff, pusher, leader, limit;
    if (!PyArg_ParseTuple(args, "OOOiOOiiiiOOi", &hands, &next, &side, &leader, &tseats, &tcards, &trick_size,
                          &trump, &must_ruff, &pusher, &locked, &unlocks, &limit))
        return -1;
    uint64_t hand_buf[MAXSEATS];
    int n = read_masks(hands, hand_buf, MAXSEATS, "hands");
    if (n < 0) return -1;
    if (n < 2) {
        PyErr_SetString(PyExc_ValueError, "2 to 8 seats");
        return -1;
    }
    s->nseats = n;
    s->cards_left = 0;
    for (int i = 0; i < n; i++) {
        s->hands[i] = hand_buf[i];
        s->cards_left += __builtin_popcountll(hand_buf[i]);
    }
    uint64_t locked_buf[MAXSEATS], unlocks_buf[52];
    if (read_masks(locked, locked_buf, MAXSEATS, "locked") != n || read_masks(unlocks, unlocks_buf, 52, "unlocks") != 52) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "locked: one mask per seat; unlocks: 52 masks");
        return -1;
    }
    int next_buf[MAXSEATS], side_buf[MAXSEATS];
    int rules_changed = memcmp(s->unlocks, unlocks_buf, sizeof(unlocks_buf)) != 0;
    memcpy(s->unlocks, unlocks_buf, sizeof(unlocks_buf));
    s->unlock_cards = 0;
    for (int c = 0; c < 52; c++)
        if (unlocks_buf[c]) s->unlock_cards |= BIT(c);
    s->locked_all = 0;
    for (int p = 0; p < n; p++) {
        s->locked[p] = locked_buf[p];
        s->locked_all |= locked_buf[p];
        s->cards_left += __builtin_popcountll(locked_buf[p]);
        /* a locked card's seat is not in the table's keys: a card locked for another seat
         * before means another deal */
        for (int q = 0; q < n; q++)
            if (q != p && (locked_buf[p] & s->locked_seen[q])) rules_changed = 1;
    }
    for (int p = (int)n; p < MAXSEATS; p++) s->locked[p] = 0;
    resync(s);
    memset(s->owner, 0, sizeof(s->owner));
    for (int p = 0; p < n; p++)
        for (uint64_t m = s->hands[p] | s->locked[p]; m; m &= m - 1) s->owner[lobit(m)] = (int8_t)p;
    if (read_ints(next, next_buf, MAXSEATS, "next") != n || read_ints(side, side_buf, MAXSEATS, "side") != n) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "next and side need one item per seat");
        return -1;
    }
    for (int i = 0; i < n; i++) {
        if (s->next[i] != next_buf[i] || s->side[i] != side_buf[i]) rules_changed = 1;
        s->next[i] = next_buf[i];
        s->side[i] = side_buf[i];
    }
    int nt = read_ints(tseats, s->cur_seat, MAXTRICK, "trick seats");
    if (nt < 0 || read_ints(tcards, s->cur_card, MAXTRICK, "trick cards") != nt) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "trick seats and cards differ");
        return -1;
    }
    s->trick_mask = 0;
    for (int i = 0; i < nt; i++) s->trick_mask |= (uint64_t)1 << s->cur_card[i];
    if (trick_size < 2 || trick_size > MAXTRICK || nt >= trick_size) {
        PyErr_SetString(PyExc_ValueError, "bad trick size");
        return -1;
    }
    if (limit < 0 && (s->cards_left + nt) % trick_size) {
        PyErr_SetString(PyExc_ValueError, "the cards left do not make whole tricks");
        return -1;
    }
    if (limit >= 0 && (limit * trick_size > s->cards_left + nt || limit > 63)) {
        PyErr_SetString(PyExc_ValueError, "the cards left do not make the tricks to play");
        return -1;
    }
    s->limited = limit >= 0;
    s->tricks_left = limit >= 0 ? limit : (s->cards_left + nt) / trick_size;
    /* face-down cards or a limit: relative keys that keep the face-down cards (each freed by
     * at most one card, 40 of them at most, 7 seats at most), else exact absolute keys */
    s->locks = s->limited || s->locked_all != 0;
    int simple = s->nseats <= 7 && __builtin_popcountll(s->locked_all) <= 40;
    for (int c = 0; c < 52; c++) s->unlocker[c] = -1;
    for (int c = 0; c < 52; c++)
        for (uint64_t m = unlocks_buf[c]; m; m &= m - 1) {
            if (s->unlocker[lobit(m)] >= 0) simple = 0;
            s->unlocker[lobit(m)] = c;
        }
    int was_absolute = s->absolute, was_bits = s->code_bits;
    s->absolute = s->locks && !simple;
    s->code_bits = s->locks && !s->absolute ? 4 : 3;
    if (was_absolute != s->absolute || was_bits != s->code_bits) {
        rules_changed = 1;
        /* relative keys with face-down cards make about one class a position: small blocks and
         * twice the classes */
        int small = s->code_bits == 4;
        s->bsize = small ? 2 : BLOCK;
        s->maxblocks = MAXBLOCKS * BLOCK / s->bsize;
        s->pool_size = (int32_t)(s->entry_count / (size_t)s->bsize);
        s->class_mask = small ? s->class_cap - 1 : s->class_cap / 2 - 1;
        s->class_fill = small ? 2 : 3; /* short probes when every position is a class */
    }
    if (s->trump != trump || s->must_ruff != must_ruff || s->trick_size != trick_size || s->pusher != pusher)
        rules_changed = 1;
    if (rules_changed) {
        reset_table(s);
        memset(s->locked_seen, 0, sizeof(s->locked_seen));
    }
    for (int p = 0; p < n; p++) s->locked_seen[p] |= s->locked[p];
    s->trump = trump;
    s->must_ruff = must_ruff;
    s->trick_size = trick_size;
    s->pusher = pusher;
    s->greedy = pusher == 0;
    /* quick tricks need every seat to play exactly once to a trick */
    s->once = trick_size == s->nseats;
    for (int p = 0, seen = 0; s->once && p < s->nseats; p++) {
        seen = p == 0 ? 0 : s->next[seen];
        if (p > 0 && seen == 0) s->once = 0;
    }
    s->bridge = s->once && s->nseats == 4 && !must_ruff;
    for (int p = 0; s->bridge && p < 4; p++)
        if (s->side[s->next[p]] == s->side[p] || s->side[s->next[s->next[p]]] != s->side[p]) s->bridge = 0;
    *leader_out = leader;
    return nt;
}

/* Claim the solver for one search (the GIL is released while it runs). */
static int claim(Solver *s) {
    if (s->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this Solver is searching in another thread; use one Solver per thread");
        return -1;
    }
    s->busy = 1;
    return 0;
}

/* Claim the solver and set it up from the first 13 arguments (see setup); the *extra*
 * arguments after them are read into *tail*. The cards of the trick begun, or -1 with an
 * exception set (the solver released). */
static int begin(Solver *s, PyObject *args, int extra, const char *usage, int *tail, int *seat) {
    if (PyTuple_GET_SIZE(args) != 13 + extra) {
        PyErr_SetString(PyExc_TypeError, usage);
        return -1;
    }
    if (claim(s) < 0) return -1;
    for (int i = 0; i < extra; i++) tail[i] = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 13 + i));
    PyObject *head = PyTuple_GetSlice(args, 0, 13);
    int nt = -1;
    if (head && !PyErr_Occurred()) nt = setup(s, head, seat);
    Py_XDECREF(head);
    if (nt < 0) s->busy = 0;
    return nt;
}

/* value(..., guess): the count of side-0 tricks (from the position on) that the pusher
 * forces. The search steps from the guess (MTD(f) with null windows of one trick). */
static PyObject *Solver_value(Solver *s, PyObject *args) {
    int seat = 0, guess = -1;
    int nt = begin(s, args, 1, "value takes 14 arguments", &guess, &seat);
    if (nt < 0) return NULL;
    int r = s->tricks_left;
    int lb = 0, ub = r;
    int t = guess < 0 ? (r + 1) / 2 : (guess > r ? r : guess);
    int steps = 0;
    Py_BEGIN_ALLOW_THREADS
    while (lb < ub) {
        uint64_t rel;
        if (steps++ >= (guess < 0 ? 2 : 4)) t = (lb + ub + 1) / 2;
        if (t <= lb) t = lb + 1;
        if (t > ub) t = ub;
        if (search(s, seat, nt, t, 1000, &rel)) {
            lb = t;
            t = t + 1;
        } else {
            ub = t - 1;
            t = t - 1;
        }
    }
    Py_END_ALLOW_THREADS
    s->busy = 0;
    return PyLong_FromLong(lb);
}

/* achieve(..., lo, hi): can the pusher land the count of side-0 tricks in [lo, hi]? */
static PyObject *Solver_achieve(Solver *s, PyObject *args) {
    int seat = 0, window[2] = {0, 0};
    int nt = begin(s, args, 2, "achieve takes 15 arguments", window, &seat);
    if (nt < 0) return NULL;
    int lo = window[0], hi = window[1];
    int r = s->tricks_left;
    if (hi >= r) hi = 1000;
    int result;
    uint64_t rel;
    Py_BEGIN_ALLOW_THREADS
    result = search(s, seat, nt, lo, hi, &rel);
    Py_END_ALLOW_THREADS
    s->busy = 0;
    return PyBool_FromLong(result);
}

static PyObject *Solver_nodes(Solver *s, PyObject *Py_UNUSED(ignored)) { return PyLong_FromLongLong(s->nodes); }

static PyObject *Solver_trick_nodes(Solver *s, PyObject *Py_UNUSED(ignored)) {
    return PyLong_FromLongLong(s->trick_nodes);
}


static PyObject *Solver_clear(Solver *s, PyObject *Py_UNUSED(ignored)) {
    if (claim(s) < 0) return NULL;
    s->busy = 0;
    reset_table(s);
    Py_RETURN_NONE;
}

/* The table's arrays: zeroed pages from the system, in huge pages where it offers them
 * (the table is read at random: fewer TLB misses and page faults). */
static void *table_alloc(size_t size) {
#ifdef TABLE_MMAP
    void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, size, MADV_HUGEPAGE);
#endif
    return p;
#else
    return calloc(1, size);
#endif
}

static void table_free(void *p, size_t size) {
    if (!p) return;
#ifdef TABLE_MMAP
    munmap(p, size);
#else
    (void)size;
    free(p);
#endif
}

static void free_tables(Solver *s) {
    free(s->suit_keys);
    s->suit_keys = NULL;
    table_free(s->classes, s->class_cap * sizeof(Class));
    table_free(s->pool, s->entry_count / 2 * sizeof(Block));
    table_free(s->entries, s->entry_count * sizeof(Entry));
    s->classes = NULL;
    s->pool = NULL;
    s->entries = NULL;
}

static int Solver_init(Solver *s, PyObject *args, PyObject *kwds) {
    int bits = 20;
    static char *kwlist[] = {"bits", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|i", kwlist, &bits)) return -1;
    if (bits < 8 || bits > 28) {
        PyErr_SetString(PyExc_ValueError, "bits must be 8 to 28");
        return -1;
    }
    if (s->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this Solver is searching in another thread");
        return -1;
    }
    free_tables(s);
    s->entry_count = (size_t)1 << bits;
    s->bsize = BLOCK;
    s->maxblocks = MAXBLOCKS;
    s->pool_size = (int32_t)(s->entry_count / BLOCK);
    s->class_cap = (uint64_t)1 << (bits - 1);
    s->classes = table_alloc(s->class_cap * sizeof(Class));
    s->pool = table_alloc(s->entry_count / 2 * sizeof(Block));
    s->entries = table_alloc(s->entry_count * sizeof(Entry));
    s->suit_keys = calloc((size_t)1 << SUIT_KEYS_BITS, sizeof(SuitKey)); /* (NULL: no cache) */
    s->code_bits = 3;
    s->absolute = 0;
    s->class_fill = 3;
    if (!s->classes || !s->pool || !s->entries) {
        PyErr_NoMemory();
        return -1;
    }
    s->class_mask = s->class_cap / 2 - 1;
    s->pool_used = s->class_count = 0;
    s->gen = 1;
    s->trump = -2;
    for (int i = 0; i < MAXSEATS; i++) s->next[i] = -1;
    return 0;
}

static void Solver_dealloc(Solver *s) {
    free_tables(s);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

static PyMethodDef Solver_methods[] = {
    {"value", (PyCFunction)Solver_value, METH_VARARGS, "the count of side-0 tricks the pusher forces"},
    {"achieve", (PyCFunction)Solver_achieve, METH_VARARGS, "whether the pusher lands the count in [lo, hi]"},
    {"nodes", (PyCFunction)Solver_nodes, METH_NOARGS, "nodes searched so far"},
    {"trick_nodes", (PyCFunction)Solver_trick_nodes, METH_NOARGS, "trick starts searched so far (as DDS counts nodes)"},
    {"clear", (PyCFunction)Solver_clear, METH_NOARGS, "forget the transposition table"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject SolverType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "bridgekit.analysis.solver._core.Solver",
    .tp_basicsize = sizeof(Solver),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Solver_init,
    .tp_dealloc = (destructor)Solver_dealloc,
    .tp_methods = Solver_methods,
    .tp_doc = "A double-dummy search with its transposition table.",
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core", "bridgekit's compiled double-dummy core", -1,
                                    NULL};

PyMODINIT_FUNC PyInit__core(void) {
    if (PyType_Ready(&SolverType) < 0) return NULL;
    init_tables();
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&SolverType);
    if (PyModule_AddObject(m, "Solver", (PyObject *)&SolverType) < 0) {
        Py_DECREF(&SolverType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
