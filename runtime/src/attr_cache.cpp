// The refill of the per-site attribute caches (hintc/rt_attr_cache.h).
#include "hintc/rt_attr_cache.h"

#include <structmember.h>

#include <vector>

#include "hintc/rt_class.h"

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
void fill_values(PyObject* o, PyObject* name, HintcAttrSite* site, PyObject* descr) {
  PyTypeObject* tp = Py_TYPE(o);
  if (!(tp->tp_flags & Py_TPFLAGS_MANAGED_DICT) || hintc_inst_values(o) == NULL ||
      !instance_value_wins(descr)) {
    return;
  }
  const HintcCpyDictKeys* keys = hintc_shared_keys(tp);
  if (keys == NULL || keys->dk_kind != kSplitKeys) return;
  const SharedEntry* entries = reinterpret_cast<const SharedEntry*>(
      keys->dk_indices + (static_cast<size_t>(1) << keys->dk_log2_index_bytes));
  for (Py_ssize_t i = 0; i < keys->dk_nentries; ++i) {
    PyObject* k = entries[i].key;
    if (k == name || (k != NULL && PyUnicode_CheckExact(k) && PyUnicode_Compare(k, name) == 0)) {
      site->version = tp->tp_version_tag;
      site->kind = HINTC_ATTR_VALUES;
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
  } else if (tp->tp_dictoffset > 0) {
    nentries = -2;  // an instance dict at a fixed offset (compiled classes on 3.11)
  } else if (tp->tp_dictoffset != 0) {
    return;
  }
  site->version = tp->tp_version_tag;
  site->nentries = nentries;
  site->method = m;
}
#endif


// The descriptor kinds, on any version: what the generic lookup finds on the type is a data
// descriptor of a builtin descriptor type (so the instance __dict__ never shadows it) that the
// site can read or write without the lookup.
bool fill_descr(PyObject* o, HintcAttrSite* site, PyObject* descr, bool store) {
  PyTypeObject* tp = Py_TYPE(o);
  if (descr == NULL) return false;
  if (Py_IS_TYPE(descr, &PyMemberDescr_Type)) {
    const PyMemberDef* m = reinterpret_cast<PyMemberDescrObject*>(descr)->d_member;
    // (flags: READONLY refuses stores; an audited or relative-offset member is left generic)
    if (m->type != T_OBJECT_EX || (m->flags & ~(store ? 0 : READONLY)) != 0) return true;
    site->version = tp->tp_version_tag;
    site->kind = HINTC_ATTR_SLOT;
    site->index = m->offset;
    return true;
  }
  if (Py_IS_TYPE(descr, &PyGetSetDescr_Type)) {
    PyGetSetDef* g = reinterpret_cast<PyGetSetDescrObject*>(descr)->d_getset;
    if ((store ? reinterpret_cast<void*>(g->set) : reinterpret_cast<void*>(g->get)) == NULL) return true;
    site->version = tp->tp_version_tag;
    site->kind = HINTC_ATTR_GETSET;
    site->ptr = g;
    return true;
  }
  return false;
}

// The compiled classes' fields setattros (hintc_fields_setattro_register), by function.
struct FieldsSetattro {
  setattrofunc fn;
  HintcField* const* fields;
};
std::vector<FieldsSetattro>& fields_setattros() {
  static std::vector<FieldsSetattro> v;
  return v;
}

// A store site's fill for a compiled class's fields setattro: the field it stores name into.
bool fill_field(PyObject* o, PyObject* name, HintcAttrSite* site) {
  PyTypeObject* tp = Py_TYPE(o);
  for (const FieldsSetattro& r : fields_setattros()) {
    if (r.fn != tp->tp_setattro) continue;
    for (HintcField* const* f = r.fields; *f != NULL; ++f) {
      if (PyUnicode_CompareWithASCIIString(name, (*f)->name) == 0) {
        site->version = tp->tp_version_tag;
        site->kind = HINTC_ATTR_FIELD;
        site->ptr = *f;
        return true;
      }
    }
    site->version = tp->tp_version_tag;  // no field: the instance __dict__ takes it
    site->kind = HINTC_ATTR_FIELD;
    site->ptr = NULL;
    return true;
  }
  return false;
}

// Fills a read (store: false) or store site after the generic path succeeded.
void fill(PyObject* o, PyObject* name, HintcAttrSite* site, bool store) {
  PyTypeObject* tp = Py_TYPE(o);
  if (!PyUnicode_CheckExact(name)) return;
  PyObject* descr = hintc_cpy_type_lookup(tp, name);  // also gives the type a valid version tag
  if (!(tp->tp_flags & Py_TPFLAGS_VALID_VERSION_TAG)) return;
  if (store && tp->tp_setattro != PyObject_GenericSetAttr) {
    fill_field(o, name, site);
    return;
  }
  if (!store && tp->tp_getattro != PyObject_GenericGetAttr) return;
  if (fill_descr(o, site, descr, store)) return;
  if (!store && descr == NULL && tp->tp_dictoffset > 0) {
    site->version = tp->tp_version_tag;
    site->kind = HINTC_ATTR_DICT;
    site->index = tp->tp_dictoffset;
    return;
  }
#if HINTC_CPY_INST_VALUES
  fill_values(o, name, site, descr);
#endif
}

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
  // After the read, so that the instance values it found are the ones the site will index.
  if (r != NULL) fill(o, name, site, false);
  return r;
}

int hintc_setattr_fill(PyObject* o, PyObject* name, PyObject* v, HintcAttrSite* site) {
  int r = PyObject_SetAttr(o, name, v);
  if (r == 0) fill(o, name, site, true);
  return r;
}

bool hintc_method_dict_shadows(PyObject* d, PyObject* name) {
  return PyDict_GetItemWithError(d, name) != NULL || PyErr_Occurred();
}

void hintc_fields_setattro_register(setattrofunc fn, HintcField* const* fields) {
  for (const FieldsSetattro& r : fields_setattros()) {
    if (r.fn == fn) return;
  }
  fields_setattros().push_back({fn, fields});
}
