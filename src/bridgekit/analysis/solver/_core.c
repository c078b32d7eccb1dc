/* The compiled core of bridgekit's generic double-dummy solver.
 *
 * It searches positions without jokers, reserves or unlocks: any number of seats (2-8),
 * any seat order, any fixed trick size, a trump suit or none, the must-ruff rule, and the
 * objectives of bridgekit.analysis.solver (a threshold on the tricks of side 0, which one
 * coalition pushes up, or an interval that one coalition tries to land in).
 *
 * Cards use bridgekit's index: 13 * suit + rank - 2, so each suit is a 13-bit block of a
 * 64-bit mask. The search is alpha-beta on a boolean question ("can the pushing side make
 * the count reach the target?") with a transposition table at trick boundaries. The table
 * is keyed by the *relative* ranks of the cards still in play (for each suit, the owners of
 * its live cards from the top), so positions that differ only in which small cards are gone
 * share an entry. Equal cards (adjacent among the live cards of a suit) are tried once.
 * The pure-Python search in _search.py implements the same algorithm and is the reference.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXSEATS 8
#define MAXTRICK 16
#define SUITMASK(s) ((uint64_t)0x1FFF << (13 * (s)))

typedef struct {
    uint64_t k[4];
    uint32_t gen;
    uint16_t mode;
    uint8_t leader;
    int8_t lb, ub;
    uint8_t best;
} Entry;

typedef struct {
    PyObject_HEAD
    Entry *tt;
    uint64_t ttmask;
    uint32_t gen;
    /* rules */
    int nseats, next[MAXSEATS], side[MAXSEATS], trump, must_ruff, trick_size, pusher, greedy, once;
    /* state */
    uint64_t hands[MAXSEATS];
    int cards_left;
    int cur_card[MAXTRICK], cur_seat[MAXTRICK];
    uint64_t trick_mask;
    long long nodes;
} Solver;

static inline int hibit(uint64_t m) { return 63 - __builtin_clzll(m); }
static inline int lobit(uint64_t m) { return __builtin_ctzll(m); }

static uint64_t live_mask(Solver *s) {
    uint64_t m = s->trick_mask;
    for (int p = 0; p < s->nseats; p++) m |= s->hands[p];
    return m;
}

/* The relative-rank key: for each suit, 4 bits of length then 3 bits of owner per live card. */
static void make_key(Solver *s, uint64_t k[4]) {
    for (int suit = 0; suit < 4; suit++) {
        uint64_t code = 0;
        int n = 0;
        for (int r = 12; r >= 0; r--) {
            uint64_t bit = (uint64_t)1 << (13 * suit + r);
            for (int p = 0; p < s->nseats; p++) {
                if (s->hands[p] & bit) {
                    code |= (uint64_t)p << (4 + 3 * n);
                    n++;
                    break;
                }
            }
        }
        k[suit] = code | (uint64_t)n;
    }
}

static Entry *lookup(Solver *s, uint64_t k[4], int leader, int mode, int *found) {
    uint64_t h = k[0] * 0x9E3779B97F4A7C15ULL;
    h ^= (k[1] + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    h ^= (k[2] + 0x85EBCA77C2B2AE63ULL) * 0x165667B19E3779F9ULL;
    h ^= (k[3] + 0x27D4EB2F165667C5ULL) * 0x9E3779B97F4A7C15ULL;
    h ^= (uint64_t)(leader * 131 + mode * 7919) * 0xD6E8FEB86659FD93ULL;
    h ^= h >> 29;
    Entry *e = &s->tt[h & s->ttmask];
    *found = e->gen == s->gen && e->leader == leader && e->mode == mode && e->k[0] == k[0] &&
             e->k[1] == k[1] && e->k[2] == k[2] && e->k[3] == k[3];
    return e;
}

/* The seat (position in the trick) whose card wins the cards played so far. */
static int winning_pos(Solver *s, int n) {
    uint64_t tm = 0;
    for (int i = 0; i < n; i++) tm |= (uint64_t)1 << s->cur_card[i];
    int led = s->cur_card[0] / 13;
    uint64_t best = s->trump >= 0 ? tm & SUITMASK(s->trump) : 0;
    if (!best) best = tm & SUITMASK(led);
    int card = hibit(best);
    for (int i = 0; i < n; i++)
        if (s->cur_card[i] == card) return i;
    return 0;
}

/* Quick tricks the leader can cash from his own hand (sound only when every seat plays
 * once per trick and the leader's side wants tricks). */
static int quick_tricks(Solver *s, int leader) {
    uint64_t hand = s->hands[leader];
    uint64_t opp_trumps = 0;
    if (s->trump >= 0)
        for (int p = 0; p < s->nseats; p++)
            if (s->side[p] != s->side[leader]) opp_trumps |= s->hands[p] & SUITMASK(s->trump);
    uint64_t others = 0;
    for (int p = 0; p < s->nseats; p++)
        if (p != leader) others |= s->hands[p];
    int q = 0;
    for (int suit = 0; suit < 4; suit++) {
        if (s->trump >= 0 && suit != s->trump && opp_trumps) continue;
        uint64_t mine = hand & SUITMASK(suit), theirs = others & SUITMASK(suit);
        while (mine && (!theirs || hibit(mine) > hibit(theirs))) {
            q++;
            mine &= ~((uint64_t)1 << hibit(mine));
        }
    }
    return q;
}

static int search(Solver *s, int seat, int ncur, int lo, int hi);

/* Order score of a card for the seat to play (higher first). */
static int order_score(Solver *s, int seat, int ncur, int card, uint64_t live, int wpos) {
    int suit = card / 13, rank = card % 13;
    int want = s->greedy;
    if (ncur == 0) {
        uint64_t sl = live & SUITMASK(suit);
        int top = hibit(sl) == card;
        int partner_top = 0;
        if (!top) {
            int owner_top = -1;
            for (int p = 0; p < s->nseats; p++)
                if (s->hands[p] >> hibit(sl) & 1) owner_top = p;
            partner_top = owner_top >= 0 && s->side[owner_top] == s->side[seat];
        }
        if (want) return top ? 100 + rank : (partner_top ? 60 - rank : 20 - rank);
        return top ? -rank : 50 - rank;
    }
    int wcard = s->cur_card[wpos];
    int wside = s->side[s->cur_seat[wpos]];
    int led = s->cur_card[0] / 13;
    int beats;
    if (suit == wcard / 13) beats = card > wcard;
    else beats = s->trump >= 0 && suit == s->trump;
    (void)led;
    if (want) {
        if (wside == s->side[seat]) return 30 - rank;
        return beats ? 80 - rank : 30 - rank;
    }
    if (wside == s->side[seat] && ncur + 1 < s->trick_size) return 40 - rank;
    return beats ? -rank : 50 + rank;
}

static int play_and_search(Solver *s, int seat, int ncur, int card, int lo, int hi) {
    uint64_t bit = (uint64_t)1 << card;
    s->hands[seat] &= ~bit;
    s->cur_card[ncur] = card;
    s->cur_seat[ncur] = seat;
    s->trick_mask |= bit;
    s->cards_left--;
    int res;
    if (ncur + 1 < s->trick_size) {
        res = search(s, s->next[seat], ncur + 1, lo, hi);
    } else {
        int wpos = winning_pos(s, s->trick_size);
        int winner = s->cur_seat[wpos];
        int w = s->side[winner] == 0;
        int saved_card[MAXTRICK], saved_seat[MAXTRICK];
        memcpy(saved_card, s->cur_card, sizeof(int) * s->trick_size);
        memcpy(saved_seat, s->cur_seat, sizeof(int) * s->trick_size);
        uint64_t saved_mask = s->trick_mask;
        s->trick_mask = 0;
        res = search(s, winner, 0, lo - w, hi - w);
        s->trick_mask = saved_mask;
        memcpy(s->cur_card, saved_card, sizeof(int) * s->trick_size);
        memcpy(s->cur_seat, saved_seat, sizeof(int) * s->trick_size);
    }
    s->cards_left++;
    s->trick_mask &= ~bit;
    s->hands[seat] |= bit;
    return res;
}

static int search(Solver *s, int seat, int ncur, int lo, int hi) {
    s->nodes++;
    Entry *e = NULL;
    int mode = 0, threshold = 0, best_code = 255;
    if (ncur == 0) {
        int r = s->cards_left / s->trick_size;
        if (lo <= 0 && hi >= r) return 1;
        if (hi < 0 || lo > r) return 0;
        threshold = hi >= r;
        if (threshold && s->greedy && s->once) {
            int q = quick_tricks(s, seat);
            if (q > 0) {
                if (s->side[seat] == 0) {
                    if (lo <= q) return 1;
                } else if (lo > r - q) {
                    return 0;
                }
            }
        }
        mode = threshold ? 0 : 1 + (lo < 0 ? 0 : lo) * 32 + hi;
        uint64_t k[4];
        int found;
        make_key(s, k);
        e = lookup(s, k, seat, mode, &found);
        if (found) {
            if (threshold) {
                if (e->lb >= lo) return 1;
                if (e->ub < lo) return 0;
            } else {
                return e->lb;
            }
            best_code = e->best;
        } else {
            memcpy(e->k, k, sizeof(k));
            e->gen = s->gen;
            e->leader = (uint8_t)seat;
            e->mode = (uint16_t)mode;
            e->lb = 0;
            e->ub = (int8_t)r;
            e->best = 255;
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
    uint64_t live = live_mask(s);
    int wpos = ncur > 0 ? winning_pos(s, ncur) : 0;
    int cards[64], scores[64], n = 0;
    uint64_t m = legal;
    while (m) {
        int c = lobit(m);
        m &= m - 1;
        /* skip c if the next live card above it in its suit is in the same hand */
        uint64_t above = live & SUITMASK(c / 13) & ~(((uint64_t)2 << c) - 1);
        if (above && (hand >> lobit(above) & 1)) continue;
        cards[n] = c;
        scores[n] = order_score(s, seat, ncur, c, live, wpos);
        if (best_code != 255 && c / 13 == (best_code >> 4)) {
            uint64_t sl = live & SUITMASK(c / 13) & ~(((uint64_t)2 << c) - 1);
            if (__builtin_popcountll(sl) == (best_code & 15)) scores[n] += 1000;
        }
        n++;
    }
    for (int i = 1; i < n; i++) {
        int c = cards[i], sc = scores[i], j = i - 1;
        while (j >= 0 && scores[j] < sc) {
            cards[j + 1] = cards[j];
            scores[j + 1] = scores[j];
            j--;
        }
        cards[j + 1] = c;
        scores[j + 1] = sc;
    }
    int pushing = s->side[seat] == s->pusher;
    int result = pushing ? 0 : 1, decisive = -1;
    for (int i = 0; i < n; i++) {
        int res = play_and_search(s, seat, ncur, cards[i], lo, hi);
        if (res == pushing) {
            result = res;
            decisive = cards[i];
            break;
        }
    }
    if (e) {
        /* the entry may have been overwritten by a deeper position; rewrite it */
        uint64_t k[4];
        int found;
        make_key(s, k);
        e = lookup(s, k, seat, mode, &found);
        if (!found) {
            memcpy(e->k, k, sizeof(k));
            e->gen = s->gen;
            e->leader = (uint8_t)seat;
            e->mode = (uint16_t)mode;
            e->lb = 0;
            e->ub = (int8_t)(s->cards_left / s->trick_size);
            e->best = 255;
        }
        if (threshold) {
            /* result 1 means "side 0 reaches lo" when side 0 pushes, else "stays at lo"; the
             * game value is the count that the pusher forces */
            if (result) {
                if (e->lb < lo) e->lb = (int8_t)lo;
            } else if (e->ub > lo - 1) {
                e->ub = (int8_t)(lo - 1);
            }
        } else {
            e->lb = (int8_t)result;
        }
        if (decisive >= 0) {
            uint64_t sl = live & SUITMASK(decisive / 13) & ~(((uint64_t)2 << decisive) - 1);
            e->best = (uint8_t)((decisive / 13) << 4 | __builtin_popcountll(sl));
        }
    }
    return result;
}

/* -- Python interface ------------------------------------------------------------------ */

static int read_ints(PyObject *seq, int *out, int max, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > max) {
        Py_DECREF(fast);
        PyErr_Format(PyExc_ValueError, "%s: too many items", what);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    return (int)n;
}

/* setup(hands, next, side, trick_seats, trick_cards, trick_size, trump, must_ruff, pusher) */
static int setup(Solver *s, PyObject *args, int *leader_out) {
    PyObject *hands, *next, *side, *tseats, *tcards;
    int trick_size, trump, must_ruff, pusher, leader;
    if (!PyArg_ParseTuple(args, "OOOiOOiiii", &hands, &next, &side, &leader, &tseats, &tcards, &trick_size,
                          &trump, &must_ruff, &pusher))
        return -1;
    PyObject *fast = PySequence_Fast(hands, "hands");
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n < 2 || n > MAXSEATS) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "2 to 8 seats");
        return -1;
    }
    s->nseats = (int)n;
    s->cards_left = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        unsigned long long v = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
        if (PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        s->hands[i] = v;
        s->cards_left += __builtin_popcountll(v);
    }
    Py_DECREF(fast);
    int next_buf[MAXSEATS], side_buf[MAXSEATS];
    int rules_changed = 0;
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
    if ((s->cards_left + nt) % trick_size) {
        PyErr_SetString(PyExc_ValueError, "the cards left do not make whole tricks");
        return -1;
    }
    if (s->trump != trump || s->must_ruff != must_ruff || s->trick_size != trick_size || s->pusher != pusher)
        rules_changed = 1;
    if (rules_changed) s->gen++;
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
    *leader_out = leader;
    return nt;
}

/* value(..., guess): the count of side-0 tricks (from the position on) that the pusher
 * forces. The search steps from the guess (MTD(f) with null windows of one trick). */
static PyObject *Solver_value(Solver *s, PyObject *args) {
    Py_ssize_t n = PyTuple_GET_SIZE(args);
    if (n != 11) {
        PyErr_SetString(PyExc_TypeError, "value takes 11 arguments");
        return NULL;
    }
    PyObject *head = PyTuple_GetSlice(args, 0, 10);
    int guess = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 10));
    if (PyErr_Occurred()) {
        Py_DECREF(head);
        return NULL;
    }
    int seat;
    int nt = setup(s, head, &seat);
    Py_DECREF(head);
    if (nt < 0) return NULL;
    int r = (s->cards_left + nt) / s->trick_size;
    int lb = 0, ub = r;
    int t = guess < 0 ? (r + 1) / 2 : (guess > r ? r : guess);
    while (lb < ub) {
        if (t <= lb) t = lb + 1;
        if (t > ub) t = ub;
        if (search(s, seat, nt, t, 1000)) {
            lb = t;
            t = t + 1;
        } else {
            ub = t - 1;
            t = t - 1;
        }
    }
    return PyLong_FromLong(lb);
}

/* achieve(..., lo, hi): can the pusher land the count of side-0 tricks in [lo, hi]? */
static PyObject *Solver_achieve(Solver *s, PyObject *args) {
    Py_ssize_t n = PyTuple_GET_SIZE(args);
    if (n != 12) {
        PyErr_SetString(PyExc_TypeError, "achieve takes 12 arguments");
        return NULL;
    }
    PyObject *head = PyTuple_GetSlice(args, 0, 10);
    int lo = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 10));
    int hi = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 11));
    if (PyErr_Occurred()) {
        Py_DECREF(head);
        return NULL;
    }
    int seat;
    int nt = setup(s, head, &seat);
    Py_DECREF(head);
    if (nt < 0) return NULL;
    int r = (s->cards_left + nt) / s->trick_size;
    if (hi >= r) hi = 1000;
    return PyBool_FromLong(search(s, seat, nt, lo, hi));
}

static PyObject *Solver_nodes(Solver *s, PyObject *Py_UNUSED(ignored)) { return PyLong_FromLongLong(s->nodes); }

static PyObject *Solver_clear(Solver *s, PyObject *Py_UNUSED(ignored)) {
    s->gen++;
    Py_RETURN_NONE;
}

static int Solver_init(Solver *s, PyObject *args, PyObject *kwds) {
    int bits = 20;
    static char *kwlist[] = {"bits", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|i", kwlist, &bits)) return -1;
    if (bits < 8 || bits > 28) {
        PyErr_SetString(PyExc_ValueError, "bits must be 8 to 28");
        return -1;
    }
    free(s->tt);
    s->tt = calloc((size_t)1 << bits, sizeof(Entry));
    if (!s->tt) {
        PyErr_NoMemory();
        return -1;
    }
    s->ttmask = ((uint64_t)1 << bits) - 1;
    s->gen = 1;
    s->trump = -2;
    for (int i = 0; i < MAXSEATS; i++) s->next[i] = -1;
    return 0;
}

static void Solver_dealloc(Solver *s) {
    free(s->tt);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

static PyMethodDef Solver_methods[] = {
    {"value", (PyCFunction)Solver_value, METH_VARARGS, "the count of side-0 tricks the pusher forces"},
    {"achieve", (PyCFunction)Solver_achieve, METH_VARARGS, "whether the pusher lands the count in [lo, hi]"},
    {"nodes", (PyCFunction)Solver_nodes, METH_NOARGS, "nodes searched so far"},
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
