// hintc runtime: the one header generated modules include. Fast paths are inline; slow paths
// (bignum, errors, generic objects) live out of line in libhintc_rt.a.
//
// Value representations used by generated code (the "native" types):
//   int   -> HInt   (tagged: even = small int shifted left by 1; odd = owned PyLongObject* + 1)
//   float -> double
//   bool  -> char   (0 or 1)
//   None  -> char   (always 1)
//   other -> PyObject* (owned reference)
// Error conventions (a failing function has set a Python exception):
//   HInt   -> HINT_ERROR          double -> HFLOAT_ERROR and PyErr_Occurred()
//   char   -> HBOOL_ERROR (2)     PyObject* -> NULL
#pragma once
#define PY_SSIZE_T_CLEAN
#include <Python.h>
// Module init unpacks literal tables with PyMarshal_ReadObjectFromString.
#include <marshal.h>

#include <cstdint>

#include "hintc/rt_api.h"
#include "hintc/rt_args.h"
#include "hintc/rt_attr_cache.h"
#include "hintc/rt_class_attr.h"
#include "hintc/rt_async.h"
#include "hintc/rt_function.h"
#include "hintc/rt_boxed_field.h"
#include "hintc/rt_build.h"
#include "hintc/rt_class.h"
#include "hintc/rt_class_kw.h"
#include "hintc/rt_closure.h"
#include "hintc/rt_containers.h"
#include "hintc/rt_dict_iter.h"
#include "hintc/rt_native_dict.h"
#include "hintc/rt_distinct.h"
#include "hintc/rt_strings.h"
#include "hintc/rt_errors.h"
#include "hintc/rt_exc.h"
#include "hintc/rt_exc_star.h"
#include "hintc/rt_float.h"
#include "hintc/rt_gen.h"
#include "hintc/rt_i64.h"
#include "hintc/rt_identity.h"
#include "hintc/rt_instance.h"
#include "hintc/rt_worklist.h"
#include "hintc/rt_match.h"
#include "hintc/rt_int.h"
#include "hintc/rt_module.h"
#include "hintc/rt_native_list.h"
#include "hintc/rt_objnum.h"
#include "hintc/rt_profile.h"
#include "hintc/rt_range.h"
#include "hintc/rt_signals.h"
#include "hintc/rt_slice.h"
#include "hintc/rt_tuples.h"
