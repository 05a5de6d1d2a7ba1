// The general path of list.pop: the list's (or subclass's) own method, so its errors
// ("pop from empty list", "pop index out of range"), resizing and overrides are CPython's.
#include "hintc/rt_worklist.h"

PyObject* hintc_list_pop_slow(PyObject* lst, HInt i, bool with_index) {
  static PyObject* name = NULL;
  if (name == NULL) {
    name = PyUnicode_InternFromString("pop");
    if (name == NULL) return NULL;
  }
  if (!with_index) return PyObject_CallMethodNoArgs(lst, name);
  PyObject* index = hint_box(i);
  if (index == NULL) return NULL;
  PyObject* r = PyObject_CallMethodOneArg(lst, name, index);
  Py_DECREF(index);
  return r;
}
