/* Deal objects made in C from the dealer's hand masks (optional; built by setup.py).
 *
 * bridgekit.deal.deals_from_masks makes the same objects in Python (object.__new__ and the
 * slots' descriptors, in map loops); here each CardSet, hands tuple and Deal is allocated in C
 * and its slots are filled at the offsets their member descriptors name: the same objects,
 * equal and hash-identical, at about half the cost. The masks of one batch are disjoint by
 * construction (the dealer deals them), so Deal's checks are skipped as in deals_from_masks.
 * Nothing here knows the classes: the caller passes them and their descriptors, which are
 * checked to be slot descriptors of those classes.
 *
 * The objects are left untracked by the cyclic garbage collector, as CPython leaves a tuple of
 * ints: a CardSet holds an int, a hands tuple CardSets, a Deal that tuple and its talon, and
 * their slots are read-only, so none of them can be part of a reference cycle. Tracked, the
 * first young collection after a build would walk every object just made (about a third of
 * the cost of a deal, measured); reference counting frees them as before.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>

/* The offset of the object slot *descr* of *type*, or -1 with an exception set. */
static Py_ssize_t slot_offset(PyObject *type, PyObject *descr)
{
    if (!PyType_Check(type) || !Py_IS_TYPE(descr, &PyMemberDescr_Type)
        || ((PyDescrObject *)descr)->d_type != (PyTypeObject *)type) {
        PyErr_SetString(PyExc_TypeError, "expected a slot descriptor of the given class");
        return -1;
    }
    PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
    if (member->type != T_OBJECT_EX || (member->flags & READONLY)) {
        PyErr_SetString(PyExc_TypeError, "expected a writable object slot");
        return -1;
    }
    return member->offset;
}

/* 0 if *type* can be allocated by new_untracked (a collected class of fixed size, with
 * neither __dict__ nor __weakref__: its slots only), else -1 with an exception set. */
static int check_plain(PyTypeObject *type)
{
    if (!PyType_HasFeature(type, Py_TPFLAGS_HAVE_GC) || type->tp_itemsize != 0 || type->tp_dictoffset != 0
        || type->tp_weaklistoffset != 0 || type->tp_basicsize < (Py_ssize_t)sizeof(PyObject)) {
        PyErr_SetString(PyExc_TypeError, "expected a class with __slots__ only");
        return -1;
    }
    return 0;
}

/* A new instance of *type* (checked by check_plain), not tracked by the collector, its slots
 * NULL for the caller to fill. */
static PyObject *new_untracked(PyTypeObject *type)
{
    PyObject *obj = PyObject_GC_New(PyObject, type);
    if (obj != NULL)
        memset((char *)obj + sizeof(PyObject), 0, (size_t)type->tp_basicsize - sizeof(PyObject));
    return obj;
}

#define SLOT(obj, offset) (*(PyObject **)((char *)(obj) + (offset)))

/* A new, untracked CardSet (*type*, its mask slot at *mask_at*) of *mask*, or NULL. */
static PyObject *new_set(PyTypeObject *type, Py_ssize_t mask_at, uint64_t mask)
{
    PyObject *set = new_untracked(type);
    if (set == NULL)
        return NULL;
    PyObject *value = PyLong_FromUnsignedLongLong(mask);
    if (value == NULL) {
        Py_DECREF(set);
        return NULL;
    }
    SLOT(set, mask_at) = value;
    return set;
}

/* deals(masks, seats, count, CardSet, CardSet.mask, Deal, Deal.hands, Deal.talon, talon)
 *
 * masks: a C-contiguous buffer of uint64 hand masks, masks[seat * count + deal], seats rows.
 * Every deal gets the same *talon* object (the dealer's empty CardSet); if *talon* is None,
 * the buffer holds one row more, each deal's talon. */
static PyObject *deals(PyObject *module, PyObject *args)
{
    (void)module;
    Py_buffer view;
    Py_ssize_t seats, count;
    PyObject *set_type, *mask_descr, *deal_type, *hands_descr, *talon_descr, *talon;
    if (!PyArg_ParseTuple(args, "y*nnOOOOOO", &view, &seats, &count, &set_type, &mask_descr,
                          &deal_type, &hands_descr, &talon_descr, &talon))
        return NULL;
    PyObject *result = NULL;
    Py_ssize_t mask_at = slot_offset(set_type, mask_descr);
    Py_ssize_t hands_at = mask_at < 0 ? -1 : slot_offset(deal_type, hands_descr);
    Py_ssize_t talon_at = hands_at < 0 ? -1 : slot_offset(deal_type, talon_descr);
    if (talon_at < 0 || check_plain((PyTypeObject *)set_type) < 0 || check_plain((PyTypeObject *)deal_type) < 0)
        goto done;
    Py_ssize_t rows = seats + (talon == Py_None);
    if (seats < 0 || count < 0 || view.len != rows * count * (Py_ssize_t)sizeof(uint64_t)) {
        PyErr_SetString(PyExc_ValueError, "masks: expected seats * count 64-bit masks");
        goto done;
    }
    const uint64_t *masks = (const uint64_t *)view.buf;
    PyTypeObject *set_cls = (PyTypeObject *)set_type, *deal_cls = (PyTypeObject *)deal_type;
    result = PyList_New(count);
    if (result == NULL)
        goto done;
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *hands = PyTuple_New(seats);
        if (hands == NULL)
            goto fail;
        for (Py_ssize_t seat = 0; seat < seats; seat++) {
            PyObject *hand = new_set(set_cls, mask_at, masks[seat * count + i]);
            if (hand == NULL) {
                Py_DECREF(hands);
                goto fail;
            }
            PyTuple_SET_ITEM(hands, seat, hand);
        }
        PyObject_GC_UnTrack(hands); /* CPython's collector would untrack it too, after a pass */
        PyObject *rest = talon;
        if (talon == Py_None)
            rest = new_set(set_cls, mask_at, masks[seats * count + i]);
        else
            Py_INCREF(talon);
        PyObject *deal = rest == NULL ? NULL : new_untracked(deal_cls);
        if (deal == NULL) {
            Py_DECREF(hands);
            Py_XDECREF(rest);
            goto fail;
        }
        SLOT(deal, hands_at) = hands;
        SLOT(deal, talon_at) = rest;
        PyList_SET_ITEM(result, i, deal);
    }
    goto done;
fail:
    Py_CLEAR(result);
done:
    PyBuffer_Release(&view);
    return result;
}

static PyMethodDef methods[] = {
    {"deals", deals, METH_VARARGS, "Deal objects from a buffer of hand masks (see the module's C source)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_build", "Deal objects made in C from hand masks.", -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__build(void) { return PyModule_Create(&module); }
