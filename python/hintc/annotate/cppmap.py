"""Splits hintc's generated C++ into per-source-line pieces and counts the generic calls in each."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

# Section headers the code generator writes before each emitted function (codegen/src/emit_*.cpp).
_DEF_HEADER = re.compile(r"^// def (?P<name>.+?) \(line (?P<line>\d+)\)(?P<clone>, int64 fast clone)?$")
_WRAPPER_HEADER = re.compile(r"^// Python entry point of (?P<name>.+)\(\)$")
_LINE_MARK = re.compile(r"^\s*// line (?P<line>\d+)$")
_CALL = re.compile(r"\b([A-Za-z_][A-Za-z0-9_]*)\s*\(")

# Calls that are object (C-API) work, by category. Prefix matches end in "_"; the rest are exact.
# "generic": a dynamic operation on PyObject*; "box": a native value becomes an object;
# "check": an object is tested and converted back to a native value; "call": calls into Python.
_CATEGORY_EXACT = {
    "hint_box": "box",
    "hint_box_steal": "box",
    "hint_box_slow": "box",
    "hint_as_object": "box",
    "hfloat_box": "box",
    "PyFloat_FromDouble": "box",
    "PyLong_FromLong": "box",
    "PyLong_FromLongLong": "box",
    "PyLong_FromSsize_t": "box",
    "PyBool_FromLong": "box",
    "hintc_unbox_int": "check",
    "hintc_unbox_float": "check",
    "hintc_unbox_bool": "check",
    "hfloat_from_object": "check",
    "hint_from_object": "check",
    "hint_from_object_slow": "check",
    "hint_from_object_steal": "check",
    "PyFloat_Check": "check",
    "PyFloat_CheckExact": "check",
    "PyLong_Check": "check",
    "PyLong_CheckExact": "check",
    "PyBool_Check": "check",
    "hfloat_pow_obj": "generic",
    "hint_pow_obj": "generic",
    "hintc_obj_is_true": "generic",
    "hintc_num": "generic",
    "hintc_num_compare": "generic",
    "hintc_num_neg": "generic",
    "hintc_obj_getitem": "generic",
    "hintc_obj_setitem": "generic",
    "hintc_unpack_seq": "generic",
    "hintc_module_set": "generic",
    "hintc_print": "call",
    "PyObject_Call": "call",
    "PyObject_Vectorcall": "call",
    "PyObject_CallObject": "call",
}
_CATEGORY_PREFIX = (
    ("PyNumber_", "generic"),
    ("PyObject_", "generic"),
    ("PySequence_", "generic"),
    ("PyMapping_", "generic"),
    ("PyIter_", "generic"),
    ("PyDict_", "generic"),
    ("PyList_", "generic"),
    ("PyTuple_", "generic"),
    ("PyUnicode_", "generic"),
    ("PyLong_", "generic"),
    ("PyFloat_", "generic"),
)
# Imports run once, when the module is imported, whatever the types: nothing to shade.
_NEUTRAL_PREFIXES = ("PyImport_",)
# Not counted at all: reference counting, error bookkeeping and cheap macros. They surround
# native code too, so counting them would shade typed lines.
_NEUTRAL_CALLS = {
    "Py_INCREF", "Py_DECREF", "Py_XINCREF", "Py_XDECREF", "hintc_xdecref", "Py_CLEAR", "Py_NewRef",
    "PyErr_Occurred", "PyErr_Clear", "PyFloat_AS_DOUBLE", "hint_incref", "hint_decref",
    "hintc_add_traceback", "HINTC_UNLIKELY", "HINTC_LIKELY",
}
# A statement with one of these is error handling, not the line's work.
_ERROR_PATH = re.compile(r"\bhintc_raise_\w+\(|\bhintc_add_traceback\(|^\s*return\b.*\bERROR\b|^\s*return NULL;")


def call_category(name: str) -> str | None:
    """The kind of object work a called function does, or None for native code."""
    if name in _NEUTRAL_CALLS or name.startswith(_NEUTRAL_PREFIXES):
        return None
    kind = _CATEGORY_EXACT.get(name)
    if kind is not None:
        return kind
    for prefix, prefix_kind in _CATEGORY_PREFIX:
        if name.startswith(prefix):
            return prefix_kind
    return None


@dataclass
class Piece:
    """The C++ of one source line inside one emitted function."""

    section: str  # e.g. "typed", "typed (int64 fast clone)", "typed (Python entry point)"
    scored: bool  # entry-point code is shown but not scored: every def line pays it
    lines: list[str] = field(default_factory=list)


@dataclass
class LineCode:
    pieces: list[Piece] = field(default_factory=list)
    calls: Counter[str] = field(default_factory=Counter)  # object-work call name -> count
    kinds: Counter[str] = field(default_factory=Counter)  # category -> count
    native: int = 0  # statements doing native work only

    def add(self, section: str, scored: bool, text: str) -> None:
        if not self.pieces or self.pieces[-1].section != section:
            self.pieces.append(Piece(section, scored))
        self.pieces[-1].lines.append(text)
        if scored:
            self._count(text)

    def _count(self, text: str) -> None:
        stripped = text.strip()
        if not stripped or stripped.startswith("//") or _ERROR_PATH.search(stripped):
            return
        if re.fullmatch(r"[{}]|\w+:|goto \w+;|;|\[\[maybe_unused\]\].*", stripped):
            return
        names = _CALL.findall(stripped)
        kinds = [call_category(n) for n in names]
        for name, kind in zip(names, kinds):
            if kind is not None:
                self.calls[name] += 1
                self.kinds[kind] += 1
        if any(kinds):
            return
        if stripped.startswith("if (HINTC_UNLIKELY(") and "goto" in stripped:
            return  # the error test after an operation
        if names and all(n in _NEUTRAL_CALLS for n in names):
            return  # reference counting
        self.native += 1

    @property
    def object_calls(self) -> int:
        return sum(self.kinds.values())


def map_cpp(cpp: str) -> dict[int, LineCode]:
    """Source line -> its generated C++, from the `// def` headers and `// line N` markers."""
    result: dict[int, LineCode] = {}
    section: str | None = None
    scored = False
    in_body = False  # past the first line marker: the signature and locals are not scored
    current: int | None = None
    for text in cpp.splitlines():
        if section is None:
            header = _DEF_HEADER.match(text)
            wrapper = _WRAPPER_HEADER.match(text)
            if header:
                name = header.group("name")
                section = f"{name} (int64 fast clone)" if header.group("clone") else name
                scored, in_body = True, False
                current = int(header.group("line"))
            elif wrapper:
                name = wrapper.group("name")
                section = f"{name} (Python entry point)"
                scored, in_body = False, False
                current = _def_line_of(cpp, name)
            continue
        mark = _LINE_MARK.match(text)
        if mark:
            current = int(mark.group("line"))
            in_body = True
            continue
        # Function bodies are indented, so a closing brace in column 0 ends the function.
        if text.startswith("}"):
            section, current = None, None
        elif current is not None:
            result.setdefault(current, LineCode()).add(section, scored and in_body, text)
    return result


def _def_line_of(cpp: str, name: str) -> int | None:
    match = re.search(r"^// def " + re.escape(name) + r" \(line (\d+)\)$", cpp, re.MULTILINE)
    return int(match.group(1)) if match else None
