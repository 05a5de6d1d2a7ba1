// The refill of the per-site attribute caches (hintc/rt_attr_cache.h).
#include "hintc/rt_attr_cache.h"

namespace {

#if HINTC_CPY_INST_VALUES
// A unicode entry of a split (shared) keys table: its position is the slot in each instance's
// inline values (Include/internal/pycore_dict.h, PyDictUnicodeEntry).
struct SharedEntry {
  PyObject* key;
  PyObject* value;
};
constexpr uint8_t kSplitKeys = 2;  // DICT_KEYS_SPLIT

// Whether what the type's MRO holds under the name leaves the instance's own value in charge,
// now and for as long as the type's version tag stands: nothing, or an object of an immutable
// builtin type that is not a data descriptor (a function, a method descriptor, an int default).
// A heap-type class attribute could become a data descriptor by a change to its own class,
// which the receiver type's tag would not see.
bool instance_value_wins(PyObject* descr) {
  if (descr == NULL) return true;
  PyTypeObject* dt = Py_TYPE(descr);
  return !(dt->tp_flags & Py_TPFLAGS_HEAPTYPE) && dt->tp_descr_set == NULL;
}

// Fills site for o's type and name when the type keeps instance attributes in inline values
// that the generic slot reads or writes (slot: the type's tp_getattro or tp_setattro, which
// must be the generic one).
void fill(PyObject* o, PyObject* name, HintcAttrSite* site, bool generic_slot) {
  PyTypeObject* tp = Py_TYPE(o);
  if (!generic_slot || !(tp->tp_flags & Py_TPFLAGS_MANAGED_DICT) || !PyUnicode_CheckExact(name) ||
      hintc_inst_values(o) == NULL) {
    return;
  }
  PyObject* descr = hintc_cpy_type_lookup(tp, name);  // also gives the type a valid version tag
  if (!(tp->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG) || !instance_value_wins(descr)) return;
  const HintcCpyDictKeys* keys = hintc_shared_keys(tp);
  if (keys == NULL || keys->dk_kind != kSplitKeys) return;
  const SharedEntry* entries = reinterpret_cast<const SharedEntry*>(
      keys->dk_indices + (static_cast<size_t>(1) << keys->dk_log2_index_bytes));
  for (Py_ssize_t i = 0; i < keys->dk_nentries; ++i) {
    PyObject* k = entries[i].key;
    if (k == name || (k != NULL && PyUnicode_CheckExact(k) && PyUnicode_Compare(k, name) == 0)) {
      site->version = tp->tp_version_tag;
      site->index = i;
      return;
    }
  }
}

// The method site's fill: the method on the type when the generic lookup would find it there
// and call it unbound (a function or method descriptor of a builtin type, no instance value
// that could shadow it).
void fill_method(HintcMethodSite* site, PyObject* o, PyObject* name) {
  PyTypeObject* tp = Py_TYPE(o);
  if (tp->tp_getattro != PyObject_GenericGetAttr || !PyUnicode_CheckExact(name)) return;
  PyObject* m = hintc_cpy_type_lookup(tp, name);
  if (m == NULL || !(tp->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG) ||
      (Py_TYPE(m)->tp_flags & Py_TPFLAGS_HEAPTYPE) ||
      !(Py_TYPE(m)->tp_flags & Py_TPFLAGS_METHOD_DESCRIPTOR)) {
    return;
  }
  Py_ssize_t nentries = -1;
  if (tp->tp_flags & Py_TPFLAGS_MANAGED_DICT) {
    const HintcCpyDictKeys* keys = hintc_shared_keys(tp);
    if (hintc_inst_values_own(o) == NULL || keys == NULL || keys->dk_kind != kSplitKeys) return;
    const SharedEntry* entries = reinterpret_cast<const SharedEntry*>(
        keys->dk_indices + (static_cast<size_t>(1) << keys->dk_log2_index_bytes));
    for (Py_ssize_t i = 0; i < keys->dk_nentries; ++i) {
      if (entries[i].key != NULL && PyUnicode_Compare(entries[i].key, name) == 0) return;
    }
    nentries = keys->dk_nentries;
  } else if (tp->tp_dictoffset != 0) {
    return;
  }
  site->version = tp->tp_version_tag;
  site->nentries = nentries;
  site->method = m;
}
#endif

}  // namespace

PyObject* hintc_call_method_fill(HintcMethodSite* site, PyObject* name, PyObject* const* args,
                                 size_t nargs_with_self) {
#if HINTC_CPY_INST_VALUES
  fill_method(site, args[0], name);
#else
  (void)site;
#endif
  return PyObject_VectorcallMethod(name, args, nargs_with_self, NULL);
}

PyObject* hintc_getattr_fill(PyObject* o, PyObject* name, HintcAttrSite* site) {
  PyObject* r = PyObject_GetAttr(o, name);
#if HINTC_CPY_INST_VALUES
  // After the read, so that the instance values it found are the ones the site will index.
  if (r != NULL) fill(o, name, site, Py_TYPE(o)->tp_getattro == PyObject_GenericGetAttr);
#else
  (void)site;
#endif
  return r;
}

int hintc_setattr_fill(PyObject* o, PyObject* name, PyObject* v, HintcAttrSite* site) {
  int r = PyObject_SetAttr(o, name, v);
#if HINTC_CPY_INST_VALUES
  if (r == 0) fill(o, name, site, Py_TYPE(o)->tp_setattro == PyObject_GenericSetAttr);
#else
  (void)site;
#endif
  return r;
}
