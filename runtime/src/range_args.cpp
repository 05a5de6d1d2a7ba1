// range() arguments that are objects at compile time, converted as range() converts them.
#include "hintc/rt_range.h"

HInt hintc_range_index(PyObject* o) { return hint_from_object_steal(PyNumber_Index(o)); }
