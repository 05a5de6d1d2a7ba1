"""Reasons for shaded lines in Python terms: what the generated C++ does, said as the Python
operation it implements, and what the user can change about it.

Used for lines the compiler recorded no note about, whose reason must come from the object calls
in their C++. The C-API names stay in the line's C++ view; the reason names none of them.
"""

from __future__ import annotations

from collections.abc import Iterable

# The Python operation behind a called function, by exact name then by prefix ("" ends the
# prefixes: anything else of its kind).
_OPERATION_EXACT = {
    "PyObject_GetIter": "iteration through Python's iterator protocol",
    "PyIter_Next": "next() on a Python iterator",
    "PyObject_GetItem": "indexing an object",
    "PyObject_SetItem": "item assignment on an object",
    "PyObject_DelItem": "item deletion on an object",
    "PyObject_Str": "str() of an object",
    "PyObject_Repr": "repr() of an object",
    "PyObject_Hash": "hash() of an object",
    "PyObject_IsTrue": "the truth test of an object",
    "hintc_obj_is_true": "the truth test of an object",
    "PyObject_Length": "len() of an object",
    "PyObject_Size": "len() of an object",
    "PyObject_IsInstance": "isinstance() on an object",
    "hintc_module_set": "a module global stored as an object",
    "hintc_print": "print(), which takes objects",
    "hint_pow_obj": "`**` on objects",
    "hfloat_pow_obj": "`**` on objects",
    "PyFloat_FromDouble": "a float made into a float object",
    "hfloat_box": "a float made into a float object",
    "PyBool_FromLong": "a bool made into a bool object",
    "hintc_unbox_int": "an object converted to a native int",
    "hint_from_object": "an object converted to a native int",
    "hint_from_object_slow": "an object converted to a native int",
    "hint_from_object_steal": "an object converted to a native int",
    "hintc_unbox_float": "an object converted to a native float",
    "hfloat_from_object": "an object converted to a native float",
    "hintc_unbox_bool": "an object converted to a native bool",
}
_OPERATION_PREFIX = (
    ("PyObject_RichCompare", "a comparison of objects"),
    ("PyObject_GetAttr", "an attribute lookup on an object"),
    ("PyObject_SetAttr", "an attribute assignment on an object"),
    ("PyObject_DelAttr", "an attribute deletion on an object"),
    ("PyObject_Call", "a call through Python's calling convention"),
    ("PyObject_Vectorcall", "a call through Python's calling convention"),
    ("PyNumber_InPlace", "an in-place operator on objects"),
    ("PyNumber_", "arithmetic on objects"),
    ("PySequence_Contains", "`in` on an object"),
    ("PySequence_", "a sequence operation on an object"),
    ("PyMapping_", "a mapping operation on an object"),
    ("PyDict_", "a dict operation on objects"),
    ("PyList_", "a list operation on objects"),
    ("PyTuple_", "a tuple of objects"),
    ("PyUnicode_", "a str operation on objects"),
    ("PyLong_From", "an int made into an int object"),
    ("hint_box", "an int made into an int object"),
    ("hint_as_object", "an int made into an int object"),
    ("PyLong_", "an int object operation"),
    ("PyFloat_", "a float object operation"),
)
_CHECK_SUFFIXES = ("_CheckExact", "_Check")

# What the user can change, by kind.
_ADVICE = {
    "generic": "it runs as generic Python code; precise annotations (no `object`, `Any` or "
    "unannotated values) let hintc compile it natively",
    "call": "the callee is not known at compile time; calls of functions and methods hintc "
    "compiles in the same build are native",
    "box": "a native value becomes a Python object where it is stored in a container, passed to "
    "Python code or returned to Python",
    "check": "values read from containers or returned by Python code are objects, checked and "
    "converted to native values where they are used",
}


def operation(name: str) -> str:
    """The Python operation a function called by the generated C++ performs."""
    exact = _OPERATION_EXACT.get(name)
    if exact is not None:
        return exact
    if name.endswith(_CHECK_SUFFIXES):
        return "a run-time type check"
    for prefix, words in _OPERATION_PREFIX:
        if name.startswith(prefix):
            return words
    return "an operation on objects"


# The Python type an exact-type guard (`PyList_CheckExact`) tests for.
_GUARDED_TYPES = {"PyList": "list", "PyDict": "dict", "PyTuple": "tuple", "PyUnicode": "str",
                  "PyLong": "int", "PyFloat": "float", "PySet": "set"}


def guarded_type(names: Iterable[str]) -> str | None:
    """The type a line's C++ tests for exactly before taking its native path, if it does: the
    line's other object calls are then the path of that type's subclasses."""
    for name in names:
        if name.endswith("_CheckExact"):
            found = _GUARDED_TYPES.get(name[: -len("_CheckExact")])
            if found is not None:
                return found
    return None


def derived_reason(kind: str, names: Iterable[str], guarded: str | None = None) -> str:
    """``names``: the functions of one kind the line's C++ calls; ``guarded``: the type of the
    line's exact-type guard (``guarded_type``), whose subclasses take these calls."""
    operations = [op for op in dict.fromkeys(operation(n) for n in sorted(names))
                  if guarded is None or op != "a run-time type check"]
    if guarded is not None:
        listed = ", ".join(operations) or "a generic path"
        return (f"for a subclass of `{guarded}`: {listed}; an exact `{guarded}` takes the "
                "native path, so nothing needs to change")
    return f"{', '.join(operations)}: {_ADVICE[kind]}"
