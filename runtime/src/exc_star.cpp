// `except*` (PEP 654) as CPython 3.11 runs it: CHECK_EG_MATCH for each handler, and
// _PyExc_PrepReraiseStar's rules for what the statement raises when its handlers are done (that
// function is not exported by libpython, so its rules are implemented here).
#include "group_split.h"
#include "internal.h"

#include <vector>

namespace {

const char kCannotCatch[] = "catching classes that do not inherit from BaseException is not allowed";
const char kCannotCatchGroup[] =
    "catching ExceptionGroup with except* is not allowed. Use except instead.";

// Slots of the state list; the exceptions the handlers raised follow them.
constexpr Py_ssize_t kOrig = 0;
constexpr Py_ssize_t kRest = 1;
constexpr Py_ssize_t kRaised = 2;

using hintc_rt::is_group;

// `except* classes`: every class must be an exception class (checked first, for all of them),
// and no class may be an exception group class.
bool valid_star_classes(PyObject* classes) {
  PyObject* const* items = &classes;
  Py_ssize_t n = 1;
  if (PyTuple_Check(classes)) {
    items = reinterpret_cast<PyTupleObject*>(classes)->ob_item;
    n = PyTuple_GET_SIZE(classes);
  }
  for (Py_ssize_t i = 0; i < n; ++i) {
    if (!PyExceptionClass_Check(items[i])) {
      PyErr_SetString(PyExc_TypeError, kCannotCatch);
      return false;
    }
  }
  for (Py_ssize_t i = 0; i < n; ++i) {
    int sub = PyObject_IsSubclass(items[i], PyExc_BaseExceptionGroup);
    if (sub < 0) return false;
    if (sub) {
      PyErr_SetString(PyExc_TypeError, kCannotCatchGroup);
      return false;
    }
  }
  return true;
}

// A new group "" around a naked exception, its exceptions a 1-tuple (as the interpreter makes it).
PyObject* wrap_naked(PyObject* exc) {
  PyObject* excs = PyTuple_Pack(1, exc);
  if (!excs) return nullptr;
  PyObject* group = PyObject_CallFunction(PyExc_BaseExceptionGroup, "sO", "", excs);
  Py_DECREF(excs);
  return group;
}

// The split of `rest` by `classes`: (match, rest) as new references, either may be None.
bool split_group(PyObject* rest, PyObject* classes, PyObject** match, PyObject** left) {
  PyObject* pair = PyObject_CallMethod(rest, "split", "(O)", classes);
  if (!pair) return false;
  // CPython reads the pair without checking it; an override returning anything else is refused.
  if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
    PyErr_Format(PyExc_TypeError, "split() of an exception group returned %.200s, not a 2-tuple",
                 Py_TYPE(pair)->tp_name);
    Py_DECREF(pair);
    return false;
  }
  *match = Py_NewRef(PyTuple_GET_ITEM(pair, 0));
  *left = Py_NewRef(PyTuple_GET_ITEM(pair, 1));
  Py_DECREF(pair);
  return true;
}

// Whether `e` still carries the caught group's own metadata, i.e. was re-raised rather than
// raised anew (a new raise adds a traceback entry or a context).
bool same_metadata(PyObject* e, PyObject* orig) {
  auto* a = reinterpret_cast<PyBaseExceptionObject*>(e);
  auto* b = reinterpret_cast<PyBaseExceptionObject*>(orig);
  return a->notes == b->notes && a->traceback == b->traceback && a->cause == b->cause &&
         a->context == b->context;
}

// Adds the identities of the leaves of `e` (itself when it is not a group) to the set `ids`.
bool collect_leaf_ids(PyObject* e, PyObject* ids) {
  if (e == Py_None) return true;
  if (!is_group(e)) {
    PyObject* id = PyLong_FromVoidPtr(e);
    if (!id) return false;
    int r = PySet_Add(ids, id);
    Py_DECREF(id);
    return r == 0;
  }
  PyObject* excs = reinterpret_cast<PyBaseExceptionGroupObject*>(e)->excs;
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(excs); ++i) {
    if (Py_EnterRecursiveCall(" in collect_exception_group_leaf_ids")) return false;
    bool ok = collect_leaf_ids(PyTuple_GET_ITEM(excs, i), ids);
    Py_LeaveRecursiveCall();
    if (!ok) return false;
  }
  return true;
}

// The part of `orig` made of the leaves of the re-raised exceptions, with orig's nesting, as
// split() would make it (a subclass's own split/subgroup take no part, its derive does). None if
// nothing was re-raised.
PyObject* projection(PyObject* orig, PyObject* reraised) {
  if (PyList_GET_SIZE(reraised) == 0) return Py_NewRef(Py_None);
  PyObject* ids = PySet_New(nullptr);
  if (!ids) return nullptr;
  PyObject* result = nullptr;
  bool ok = true;
  for (Py_ssize_t i = 0; ok && i < PyList_GET_SIZE(reraised); ++i)
    ok = collect_leaf_ids(PyList_GET_ITEM(reraised, i), ids);
  hintc_rt::GroupMatcher leaves;
  leaves.ids = ids;
  if (ok && hintc_rt::split_group_by(orig, leaves, &result, nullptr) == 0 && !result) {
    result = Py_NewRef(Py_None);
  }
  Py_DECREF(ids);
  return result;
}

// The combination for a caught group: `excs` are the handlers' exceptions and the rest.
PyObject* combine(PyObject* orig, PyObject* const* excs, Py_ssize_t n) {
  PyObject* raised = PyList_New(0);
  PyObject* reraised = PyList_New(0);
  PyObject* result = nullptr;
  if (!raised || !reraised) goto done;
  for (Py_ssize_t i = 0; i < n; ++i) {
    if (excs[i] == Py_None) continue;
    if (PyList_Append(same_metadata(excs[i], orig) ? reraised : raised, excs[i]) < 0) goto done;
  }
  {
    PyObject* kept = projection(orig, reraised);
    if (!kept) goto done;
    if (PyList_GET_SIZE(raised) == 0) {
      result = kept;
      goto done;
    }
    int r = kept == Py_None ? 0 : PyList_Append(raised, kept);
    Py_DECREF(kept);
    if (r < 0) goto done;
  }
  if (PyList_GET_SIZE(raised) == 1) {
    result = Py_NewRef(PyList_GET_ITEM(raised, 0));
  } else {
    result = PyObject_CallFunction(PyExc_BaseExceptionGroup, "sO", "", raised);
  }
done:
  Py_XDECREF(raised);
  Py_XDECREF(reraised);
  return result;
}

}  // namespace

PyObject* hintc_exc_star_begin(PyObject* exc) {
  PyObject* state = PyList_New(kRaised);
  if (!state) return nullptr;
  PyList_SET_ITEM(state, kOrig, Py_NewRef(exc));
  PyList_SET_ITEM(state, kRest, Py_NewRef(exc));
  return state;
}

PyObject* hintc_exc_star_match(PyObject* state, PyObject* classes) {
  if (!valid_star_classes(classes)) return nullptr;
  PyObject* rest = PyList_GET_ITEM(state, kRest);
  if (rest == Py_None) return Py_NewRef(Py_None);
  PyObject* match;
  PyObject* left;
  if (PyErr_GivenExceptionMatches(rest, classes)) {
    // The whole rest matches: a group is the match itself, a naked exception is wrapped.
    match = is_group(rest) ? Py_NewRef(rest) : wrap_naked(rest);
    if (!match) return nullptr;
    left = Py_NewRef(Py_None);
  } else if (is_group(rest)) {
    if (!split_group(rest, classes, &match, &left)) return nullptr;
  } else {
    return Py_NewRef(Py_None);
  }
  if (match == Py_None) {
    Py_DECREF(left);
    return match;
  }
  PyList_SetItem(state, kRest, left);  // steals left, releases the previous rest
  PyErr_SetExcInfo(nullptr, Py_NewRef(match), nullptr);
  return match;
}

char hintc_exc_star_add(PyObject* state, PyObject* exc) {
  return PyList_Append(state, exc) < 0 ? 2 : 1;
}

PyObject* hintc_exc_star_end(PyObject* state) {
  PyObject* orig = PyList_GET_ITEM(state, kOrig);
  // The handlers' exceptions in order, then the rest.
  Py_ssize_t n = PyList_GET_SIZE(state) - kRaised;
  PyObject** items = reinterpret_cast<PyListObject*>(state)->ob_item;
  if (!is_group(orig)) {
    // A naked exception: at most one handler ran, so there is one exception at most.
    return Py_NewRef(n > 0 ? items[kRaised] : items[kRest]);
  }
  std::vector<PyObject*> excs(items + kRaised, items + kRaised + n);
  excs.push_back(items[kRest]);
  // Hold them: the calls made while combining may run code that could change the list.
  for (PyObject* e : excs) Py_INCREF(e);
  PyObject* result = combine(orig, excs.data(), static_cast<Py_ssize_t>(excs.size()));
  for (PyObject* e : excs) Py_DECREF(e);
  return result;
}
