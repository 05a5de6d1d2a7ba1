// The recursive split of an exception group behind split()/subgroup(): each exception (groups
// included) is tested, a matching one is taken whole, a group that does not match is split into
// new groups made by its derive() with its traceback, context, cause and a copy of its notes.
// Used for conditions CPython's own split refuses (compiled functions are not Python functions)
// and for except*'s projection by leaf identity.
#include "group_split.h"

#include "internal.h"

namespace hintc_rt {
namespace {

int matches(const GroupMatcher& m, PyObject* e) {
  if (m.ids != nullptr) {
    PyObject* id = PyLong_FromVoidPtr(e);
    if (!id) return -1;
    int r = PySet_Contains(m.ids, id);
    Py_DECREF(id);
    return r;
  }
  PyObject* r = PyObject_CallOneArg(m.pred, e);
  if (!r) return -1;
  int t = PyObject_IsTrue(r);
  Py_DECREF(r);
  return t;
}

// What split() gives each part it derives from `orig`: its traceback, context, cause (setting
// __suppress_context__ as that does) and a copy of its notes list.
bool copy_part_metadata(PyObject* orig, PyObject* part) {
  PyObject* tb = PyException_GetTraceback(orig);
  if (tb) {
    int r = PyException_SetTraceback(part, tb);
    Py_DECREF(tb);
    if (r < 0) return false;
  }
  PyException_SetContext(part, PyException_GetContext(orig));
  PyException_SetCause(part, PyException_GetCause(orig));
  PyObject* notes = PyObject_GetAttrString(orig, "__notes__");
  if (!notes) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return false;
    PyErr_Clear();
    return true;
  }
  int r = 0;
  if (PySequence_Check(notes)) {  // anything else is ignored, as split() ignores it
    PyObject* copy = PySequence_List(notes);
    r = copy ? PyObject_SetAttrString(part, "__notes__", copy) : -1;
    Py_XDECREF(copy);
  }
  Py_DECREF(notes);
  return r == 0;
}

// orig.derive(excs) with orig's metadata, or NULL (none when excs is empty, else an error).
PyObject* derive_part(PyObject* orig, PyObject* excs) {
  if (PyList_GET_SIZE(excs) == 0) return nullptr;
  PyObject* part = PyObject_CallMethod(orig, "derive", "(O)", excs);
  if (part && !is_group(part)) {
    PyErr_SetString(PyExc_TypeError, "derive must return an instance of BaseExceptionGroup");
    Py_CLEAR(part);
  }
  if (part && !copy_part_metadata(orig, part)) Py_CLEAR(part);
  return part;
}

// Appends `part` (stolen, may be NULL) to `list` (may be NULL: the part is dropped).
bool append_part(PyObject* list, PyObject* part) {
  int r = list != nullptr && part != nullptr ? PyList_Append(list, part) : 0;
  Py_XDECREF(part);
  return r == 0;
}

}  // namespace

int split_group_by(PyObject* e, const GroupMatcher& m, PyObject** match, PyObject** rest) {
  *match = nullptr;
  if (rest) *rest = nullptr;
  int is = matches(m, e);
  if (is < 0) return -1;
  if (is) {
    *match = Py_NewRef(e);
    return 0;
  }
  if (!is_group(e)) {
    if (rest) *rest = Py_NewRef(e);
    return 0;
  }
  PyObject* kept = PyList_New(0);
  PyObject* left = rest ? PyList_New(0) : nullptr;
  bool ok = kept != nullptr && (rest == nullptr || left != nullptr);
  PyObject* excs = reinterpret_cast<PyBaseExceptionGroupObject*>(e)->excs;
  for (Py_ssize_t i = 0; ok && i < PyTuple_GET_SIZE(excs); ++i) {
    PyObject *m_part, *r_part = nullptr;
    if (Py_EnterRecursiveCall(" in exceptiongroup_split_recursive")) {
      ok = false;
      break;
    }
    ok = split_group_by(PyTuple_GET_ITEM(excs, i), m, &m_part, rest ? &r_part : nullptr) == 0;
    Py_LeaveRecursiveCall();
    if (ok) ok = append_part(kept, m_part) & append_part(left, r_part);
  }
  if (ok) {
    *match = derive_part(e, kept);
    ok = *match != nullptr || !PyErr_Occurred();
  }
  if (ok && rest) {
    *rest = derive_part(e, left);
    ok = *rest != nullptr || !PyErr_Occurred();
  }
  Py_XDECREF(kept);
  Py_XDECREF(left);
  if (ok) return 0;
  Py_CLEAR(*match);
  if (rest) Py_CLEAR(*rest);
  return -1;
}

}  // namespace hintc_rt

namespace {

// The C function behind BaseExceptionGroup's own method `name`.
PyCFunction group_method(const char* name) {
  PyObject* dict = hintc_cpy_type_dict(reinterpret_cast<PyTypeObject*>(PyExc_BaseExceptionGroup));
  PyObject* d = dict != nullptr ? PyDict_GetItemString(dict, name) : nullptr;
  return d != nullptr && Py_IS_TYPE(d, &PyMethodDescr_Type)
             ? reinterpret_cast<PyMethodDescrObject*>(d)->d_method->ml_meth
             : nullptr;
}

}  // namespace

PyObject* hintc_group_split_call(PyObject* method, PyObject* cond) {
  static PyCFunction split = group_method("split");
  static PyCFunction subgroup = group_method("subgroup");
  // CPython's split takes a Python function, an exception class or a tuple of them, and refuses
  // any other callable: for it, a compiled function stands where a Python function would.
  bool own = PyCFunction_Check(method) && PyCFunction_GET_SELF(method) != nullptr &&
             hintc_rt::is_group(PyCFunction_GET_SELF(method)) &&
             (PyCFunction_GET_FUNCTION(method) == split ||
              PyCFunction_GET_FUNCTION(method) == subgroup);
  bool predicate = !PyFunction_Check(cond) && !PyExceptionClass_Check(cond) &&
                   !PyTuple_CheckExact(cond) && PyCallable_Check(cond);
  if (!own || !predicate) return PyObject_CallOneArg(method, cond);
  hintc_rt::GroupMatcher m;
  m.pred = cond;
  bool want_rest = PyCFunction_GET_FUNCTION(method) == split;
  PyObject *match, *rest = nullptr;
  if (hintc_rt::split_group_by(PyCFunction_GET_SELF(method), m, &match,
                               want_rest ? &rest : nullptr) < 0) {
    return nullptr;
  }
  if (!match) match = Py_NewRef(Py_None);
  if (!want_rest) return match;
  if (!rest) rest = Py_NewRef(Py_None);
  PyObject* pair = PyTuple_Pack(2, match, rest);
  Py_DECREF(match);
  Py_DECREF(rest);
  return pair;
}
