// An object used as a sequence index: the int its __index__ gives (operator.index).
#include "hintc/rt_class.h"

HInt hintc_obj_index(PyObject* o) {
  PyObject* i = PyNumber_Index(o);
  if (i == NULL) return HINT_ERROR;
  HInt r = hint_from_object(i);
  Py_DECREF(i);
  return r;
}
