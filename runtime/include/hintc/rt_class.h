// Compiled classes: the instance header, typed field descriptors and type-slot helpers.
#pragma once
#include <Python.h>
#include <structmember.h>  // PyMemberDef of __weaklistoffset__ in generated types

#include "hintc/rt_boxed_field.h"
#include "hintc/rt_cpython.h"
#include "hintc/rt_int.h"

// CONTRACT.
// Every instance of a compiled class starts with one of these headers; its typed fields follow
// (a subclass repeats its base's fields first, so a base's field offsets hold in subclasses).
// A hierarchy that some compiled call dispatches through the vtable on
// (ir::ClassDef::has_vtable_pointer) has a `Vt` header, whose `vt` is the class's vtable (native
// method pointers), set when the object is allocated; the others are 8 bytes less.
// Closed hierarchies without the collector's link (ir::ClassDef::collectable false) have
// HintcObject / HintcVtObject, which end with the weak reference list (the type's
// tp_weaklistoffset). Collectable ones have HintcGcObject / HintcVtGcObject: from 3.12 their
// weak reference list is CPython's, in the pre-header before the collector's link
// (Py_TPFLAGS_MANAGED_WEAKREF, HINTC_MANAGED_WEAKREF), so a class without fields is the size of
// `object` and, as a Python class without __slots__, is no layout base: a Python class may
// derive from it and one other compiled class (3.12's layout check compares instance sizes); on
// 3.11 the list ends the header, which 3.11's check discounts. Nothing in the runtime depends on
// which header an instance has: the list is found through tp_weaklistoffset
// (hintc_weakrefs_of), and a freed instance links into its class's free list through it
// (rt_instance.h).
typedef struct {
  PyObject_HEAD PyObject* weakrefs;
} HintcObject;

typedef struct {
  PyObject_HEAD void** vt;
  PyObject* weakrefs;
} HintcVtObject;

#if PY_VERSION_HEX >= 0x030C0000
#define HINTC_MANAGED_WEAKREF 1
typedef struct {
  PyObject_HEAD
} HintcGcObject;

typedef struct {
  PyObject_HEAD void** vt;
} HintcVtGcObject;
// The type flags of a collectable class, and its weak-list member row (none: CPython's offset).
#define HINTC_TPFLAGS_WEAKREF Py_TPFLAGS_MANAGED_WEAKREF
#define HINTC_WEAKLIST_ROW(S)
#else
#define HINTC_MANAGED_WEAKREF 0
typedef HintcObject HintcGcObject;
typedef HintcVtObject HintcVtGcObject;
#define HINTC_TPFLAGS_WEAKREF 0
#define HINTC_WEAKLIST_ROW(S) {"__weaklistoffset__", T_PYSSIZET, offsetof(S, hh.weakrefs), READONLY, NULL},
#endif

// Collectable classes without __slots__ (ir::ClassDef::has_instance_dict) also have an instance
// __dict__, as a Python class has, for the attributes they do not declare (fields stay native
// members): from 3.12 CPython's managed dict in the same pre-header (Py_TPFLAGS_MANAGED_DICT),
// on 3.11 a `dict` word before the weak reference list, where 3.11's layout check discounts
// both (so a class without fields is still no layout base there).
#if PY_VERSION_HEX >= 0x030C0000
typedef HintcGcObject HintcDictObject;
typedef HintcVtGcObject HintcVtDictObject;
#define HINTC_TPFLAGS_DICT (Py_TPFLAGS_MANAGED_WEAKREF | Py_TPFLAGS_MANAGED_DICT)
#define HINTC_DICT_ROWS(S)
#else
typedef struct {
  PyObject_HEAD PyObject* dict;
  PyObject* weakrefs;
} HintcDictObject;

typedef struct {
  PyObject_HEAD void** vt;
  PyObject* dict;
  PyObject* weakrefs;
} HintcVtDictObject;
#define HINTC_TPFLAGS_DICT 0
#define HINTC_DICT_ROWS(S)                                                              \
  {"__dictoffset__", T_PYSSIZET, offsetof(S, hh.dict), READONLY, NULL},                 \
      {"__weaklistoffset__", T_PYSSIZET, offsetof(S, hh.weakrefs), READONLY, NULL},
#endif

// A new instance's __dict__ is unset: 3.11's word is set here; CPython's managed slot is
// zeroed by its allocator and by hintc_instance_dict_clear.
static inline void hintc_instance_dict_init(PyObject* o) {
#if PY_VERSION_HEX < 0x030C0000
  *reinterpret_cast<PyObject**>(reinterpret_cast<char*>(o) + Py_TYPE(o)->tp_dictoffset) = NULL;
#else
  (void)o;
#endif
}

// Drops o's __dict__ (tp_clear, dealloc), leaving it unset.
static inline void hintc_instance_dict_clear(PyObject* o) {
#if PY_VERSION_HEX >= 0x030C0000
#if HINTC_CPY_KNOWN
  // The managed slot (3 words before o) is NULL while no dict or values were made.
  if (reinterpret_cast<PyObject**>(o)[-3] == NULL
#ifdef Py_TPFLAGS_INLINE_VALUES
      && !PyType_HasFeature(Py_TYPE(o), Py_TPFLAGS_INLINE_VALUES)
#endif
  )
    return;
#endif
#if PY_VERSION_HEX >= 0x030D0000
  PyObject_ClearManagedDict(o);
#else
  _PyObject_ClearManagedDict(o);
#endif
#else
  Py_CLEAR(*reinterpret_cast<PyObject**>(reinterpret_cast<char*>(o) + Py_TYPE(o)->tp_dictoffset));
#endif
}

// tp_traverse's visit of o's __dict__.
static inline int hintc_instance_dict_visit(PyObject* o, visitproc visit, void* arg) {
#if PY_VERSION_HEX >= 0x030D0000
  return PyObject_VisitManagedDict(o, visit, arg);
#elif PY_VERSION_HEX >= 0x030C0000
  return _PyObject_VisitManagedDict(o, visit, arg);
#else
  Py_VISIT(*reinterpret_cast<PyObject**>(reinterpret_cast<char*>(o) + Py_TYPE(o)->tp_dictoffset));
  return 0;
#endif
}

// The `__dict__` getset of such a class (get: the instance is tracked first, as anything may be
// stored in the dict it returns) and its tp_setattro when no field needs hintc_fields_setattro
// (an attribute stored into the dict tracks the instance, which may then be in a cycle).
PyObject* hintc_instance_get_dict(PyObject* self, void* closure);
int hintc_instance_setattro(PyObject* self, PyObject* name, PyObject* value);

// The weak reference list of instance o (of a compiled class or a subclass), wherever its type
// keeps it.
static inline PyObject** hintc_weakrefs_of(PyObject* o) {
  return reinterpret_cast<PyObject**>(reinterpret_cast<char*>(o) + Py_TYPE(o)->tp_weaklistoffset);
}

// A compiled exception class (deriving from a builtin exception laid out as
// PyBaseExceptionObject) starts with the builtin's struct, then one of these headers (chosen as
// above), then its fields.
typedef struct {
  PyObject* weakrefs;
} HintcExcHeader;

typedef struct {
  void** vt;
  PyObject* weakrefs;
} HintcVtExcHeader;

// Native field representations. An unset field holds: INT HINT_ERROR, BOOL 2, OBJECT NULL;
// a FLOAT field has a separate char at flag_offset (0 = unset). The BOXED kinds are int and
// float fields with a Python-visible box at flag_offset (rt_boxed_field.h; NULL = unset, which
// for BOXED_INT is also HINT_ERROR in the native member). A BOOL_OBJECT field (the bool fields
// of classes Python cannot subclass: ir::ClassDef::bool_object_field) is Py_True or Py_False,
// NULL when unset, which Python reads as a T_OBJECT_EX member. Such a field owns a reference to
// *both* Py_True and Py_False from its instance's allocation to its deallocation, whatever it
// holds (hintc_bool_fields_refs, once per instance for all its bool fields), so
// a store, compiled or from Python, is a plain pointer write with no reference count to adjust,
// and every reference is still owned and released exactly once.
enum {
  HINTC_FIELD_INT = 0, HINTC_FIELD_FLOAT = 1, HINTC_FIELD_BOOL = 2, HINTC_FIELD_OBJECT = 3,
  HINTC_FIELD_BOXED_INT = 4, HINTC_FIELD_BOXED_FLOAT = 5, HINTC_FIELD_BOOL_OBJECT = 6
};

// {Py_False, Py_True}: compiled code stores bool b into a BOOL_OBJECT field as
// `field = hintc_bool_objects[b]` and reads it as `field == hintc_bool_objects[1]` (hidden:
// each extension links its own copy, addressed without the GOT).
extern PyObject* const hintc_bool_objects[2]
#if defined(__GNUC__)
    __attribute__((visibility("hidden")))
#endif
    ;

// The references an instance's n BOOL_OBJECT fields own: taken by the allocator (delta n),
// dropped by the dealloc (delta -n). Bools are never freed, so the drop needs no zero check;
// 3.12's are immortal (rt_cpython.h HINTC_CPY_IMMORTAL).
static inline void hintc_bool_fields_refs(Py_ssize_t delta) {
#if !HINTC_CPY_IMMORTAL
#ifdef Py_REF_DEBUG
  for (; delta > 0; --delta) {
    Py_INCREF(Py_True);
    Py_INCREF(Py_False);
  }
  for (; delta < 0; ++delta) {
    Py_DECREF(Py_True);
    Py_DECREF(Py_False);
  }
#else
  Py_SET_REFCNT(Py_True, Py_REFCNT(Py_True) + delta);
  Py_SET_REFCNT(Py_False, Py_REFCNT(Py_False) + delta);
#endif
#else
  (void)delta;
#endif
}

// One typed field, the closure of its getset descriptor (hintc_field_get / hintc_field_set).
typedef struct {
  const char* name;
  Py_ssize_t offset;
  Py_ssize_t flag_offset;  // FLOAT fields: the set flag; BOXED kinds: the box
  int kind;
  int (*check)(PyObject*);  // OBJECT fields: whether a value fits (NULL: any object)
  const char* type_name;    // the field's type as the TypeError names it
  int frozen;               // a frozen dataclass's field: stores raise FrozenInstanceError
} HintcField;

// An int field's set value v as a Python int (new reference): CPython's cached small ints
// inline (rt_boxed_field.h's table, filled before any class is made), else hint_box.
static inline PyObject* hintc_int_field_box(HInt v) {
  if (HINTC_LIKELY(hint_is_small(v))) {
    int64_t x = hint_small_value(v);
    if (HINTC_LIKELY((uint64_t)(x + HINTC_SMALL_NEG) < (uint64_t)HINTC_SMALL_COUNT)) {
      PyObject* n = hintc_small_ints[x + HINTC_SMALL_NEG];
      Py_INCREF(n);
      return n;
    }
  }
  return hint_box(v);
}

// getset get: the field as a new reference, or AttributeError "'C' object has no attribute 'x'"
// when unset.
PyObject* hintc_field_get(PyObject* self, void* closure);
// getset set: converts and stores value (TypeError when it does not fit the field's type);
// value NULL deletes (AttributeError when unset). 0 / -1.
int hintc_field_set(PyObject* self, PyObject* value, void* closure);
// tp_setattro of a class whose fields are exposed as read-only T_OBJECT_EX members (object and
// boxed fields, so CPython's attribute-read specialisation applies): a store or delete of a name
// in fields (the NULL-terminated table of all the class's fields) goes through hintc_field_set's
// typed check; other names take PyObject_GenericSetAttr. 0 / -1.
int hintc_fields_setattro(PyObject* self, PyObject* name, PyObject* value,
                          HintcField* const* fields);
// What hintc_fields_setattro does with a name that is no field (the instance __dict__). 0 / -1.
int hintc_fields_setattr_other(PyObject* self, PyObject* name, PyObject* value);
// Records that fn (a class's tp_setattro) is hintc_fields_setattro over fields, so that the
// untyped store sites (rt_attr_cache.h) can store into a field without the name search.
void hintc_fields_setattro_register(setattrofunc fn, HintcField* const* fields);
// Dataclass methods over a NULL-terminated table of the class's fields (inherited ones first):
// repr "C(x=1, y='a')"; rich comparison of the field tuples when both operands are of the same
// class (order: also <, <=, >, >=; NotImplemented otherwise); hash of the field tuple.
PyObject* hintc_dataclass_repr(PyObject* self, HintcField* const* fields);
PyObject* hintc_dataclass_compare(PyObject* self, PyObject* other, int op, HintcField* const* fields,
                                  int order);
Py_hash_t hintc_dataclass_hash(PyObject* self, HintcField* const* fields);
// Sets a compiled dataclass's __dataclass_fields__ (a dataclasses.Field per field), its
// __dataclass_params__ and __match_args__ (runtime/src/dataclass_meta.cpp). 0 / -1.
int hintc_dataclass_register(PyObject* type, HintcField* const* fields, int order, int frozen, int eq,
                             int unsafe_hash);
// A class's name without its module (tp_name of a compiled class can be either).
const char* hintc_bare_type_name(PyTypeObject* t);
// AttributeError for reading unset field `name` of self, worded as CPython's version would
// (runtime/src/class_version.cpp).
void hintc_raise_no_attribute(PyObject* self, const char* name);
// PyObject_GenericSetAttr for a name that is no typed field, with CPython's message for an
// instance without __dict__. 0 / -1.
int hintc_setattr_missing(PyObject* self, PyObject* name, PyObject* value);
// From 3.13 on, the T_OBJECT_EX members of a class that declares no __slots__ are replaced by
// getsets raising CPython's message for a Python class's unset attribute. 0 / -1.
int hintc_member_messages(PyObject* type, const PyType_Spec* spec);
// type.__firstlineno__ and type.__static_attributes__ (names: NULL-terminated). 0 / -1.
int hintc_class_body_facts(PyObject* type, int first_line, const char* const* names);

// tp_init of a class with a compiled __init__: calls its METH_FASTCALL | METH_KEYWORDS wrapper
// with the tuple/dict arguments. 0 / -1.
typedef PyObject* (*HintcFastcall)(PyObject*, PyObject* const*, Py_ssize_t, PyObject*);
int hintc_class_init(PyObject* self, PyObject* args, PyObject* kw, HintcFastcall init);
// Comparison OP of a @functools.total_ordering class from ROOT_RESULT, the new reference its
// root comparison ROOT gave (NULL: an error), by functools' formulas (`not r and self != other`,
// ...); NotImplemented passes through.
PyObject* hintc_total_order(PyObject* self, PyObject* other, int op, int root, PyObject* root_result);
// tp_finalize of a class with a compiled __del__: calls its wrapper with the current exception
// kept aside; an exception it raises is reported as CPython reports one from __del__.
void hintc_instance_del(PyObject* self, HintcFastcall del);
// The start of the tp_dealloc of such a class (or a subclass): runs tp_finalize once, as
// CPython's dealloc does. 1 when __del__ resurrected the instance (the dealloc stops there).
int hintc_instance_finalize(PyObject* self, int reusable);
// Calls a METH_FASTCALL | METH_KEYWORDS function with tuple/dict arguments (tp_call).
PyObject* hintc_call_fastcall(PyObject* self, PyObject* args, PyObject* kw, HintcFastcall f);
// tp_new's argument check for a class without any __init__: TypeError "C() takes no arguments".
int hintc_check_no_args(PyTypeObject* type, PyObject* args, PyObject* kw);
// The length slot's value of __len__'s result r, as CPython's: OverflowError past Py_ssize_t,
// ValueError "__len__() should return >= 0" for a negative one (-1 and the error then).
Py_ssize_t hintc_len_result(PyObject* r);
// Python subclass t of compiled ABC class `compiled`, made by `type` rather than ABCMeta: on its
// first instantiation sets t.__abstractmethods__ as ABCMeta would have (the names whose value
// seen from t is abstract: still compiled's abstract method, or marked __isabstractmethod__),
// so tp_new's IS_ABSTRACT test raises CPython's TypeError. 0 / -1.
int hintc_abstract_subclass(PyTypeObject* t, PyTypeObject* compiled);
// Creates a compiled class's heap type from spec (named "module.Name"; base may be NULL), with
// the bare name as tp_name, as a class statement makes; hooks the module's instance free lists
// to full collections (rt_instance.h) first. New reference or NULL.
PyObject* hintc_make_class(PyType_Spec* spec, PyObject* base);

// A compiled @property: its accessors' method rows (fset / fdel NULL when not written).
typedef struct HintcPropertyDef {
  const char* name;
  PyMethodDef* fget;
  PyMethodDef* fset;
  PyMethodDef* fdel;
  int abstract;  // which accessors are @abstractmethods: 1 fget, 2 fset, 4 fdel
} HintcPropertyDef;
// Puts a `property` for each of props (ended by a NULL name) in type t's dict, as a class
// statement does: its fget/fset/fdel are method descriptors of t over the compiled accessors
// (their __name__, __qualname__ "C.p", docstring and signature), its __doc__ the getter's, and
// its name set as __set_name__ does (CPython's "property 'p' of 'C' object has no setter").
// Compiled code calls the accessors directly. 0 / -1.
// An abstract accessor is wrapped as hintc_mark_abstract wraps a method.
int hintc_add_properties(PyTypeObject* t, const HintcPropertyDef* props);
// The @abstractmethod instance methods `names` (ended by NULL) of type t: their method
// descriptors in t's dict are wrapped in callables that also carry __isabstractmethod__ = True
// (what abc and a property read), forwarding calls, binding and __name__/__qualname__/__doc__/
// __text_signature__ to the descriptor. 0 / -1.
int hintc_mark_abstract(PyTypeObject* t, const char* const* names);
// __init_subclass__ of an open ABC class `open`: its bases' hook (object's for an open class
// below a closed one: open NULL), then cls's __abstractmethods__
// as ABCMeta computes them (abc.update_abstractmethods), so a Python subclass that leaves an
// abstract method or property unimplemented cannot be instantiated. New reference or NULL.
PyObject* hintc_abc_subclass_hook(PyObject* cls, PyObject* args, PyObject* kw, PyObject* open);

// Compiled exception classes. The builtin exception type a compiled exception class derives
// from: the first static type among self's bases (compiled and Python classes are heap types).
PyTypeObject* hintc_exc_builtin_base(PyTypeObject* t);
// super().__init__(*args) reaching the builtin base: its tp_init with the tuple args. 1 / 2.
char hintc_exc_base_init(PyObject* self, PyObject* args);
// super().name reaching the builtin base: the builtin's attribute bound to self. New reference.
PyObject* hintc_exc_super_attr(PyObject* self, PyObject* name);
// tp_new of a compiled exception class: the builtin's tp_new (it keeps args as `args`).
PyObject* hintc_exc_new(PyTypeObject* t, PyObject* args, PyObject* kw);
// Once a compiled exception type is made: an OSError-family class without its own __init__
// gets OSError's argument parsing as tp_init (its tp_new is not OSError's).
void hintc_exc_class_made(PyTypeObject* t);
// tp_new's `args`: the constructor's positional arguments, as BaseException.__new__ keeps them
// (OSError's leaves them to the __init__ of a class that has its own).
void hintc_exc_new_args(PyObject* self, PyObject* args);
// Dealloc / traverse / clear of the builtin part of a compiled exception instance (its fields
// and weakrefs are the generated code's).
void hintc_exc_dealloc_end(PyObject* self);
int hintc_exc_traverse(PyObject* self, visitproc visit, void* arg);
int hintc_exc_clear(PyObject* self);

// Pickling and copying (copy.copy, deepcopy): __getstate__ of a compiled instance is the dict
// of its set fields (None when there are none), as a Python instance's __dict__; __setstate__
// stores such a dict back (frozen fields included, unknown names through setattr).
PyObject* hintc_instance_getstate(PyObject* self, HintcField* const* fields);
PyObject* hintc_instance_setstate(PyObject* self, PyObject* state, HintcField* const* fields);
// __reduce_ex__: object's for protocols 2 and up; for 0 and 1 (where copyreg's default would
// need object.__new__) (copyreg.__newobj__, (type,), __getstate__()).
PyObject* hintc_instance_reduce_ex(PyObject* self, PyObject* protocol);
// __reduce__ of a compiled exception: BaseException's (type, args[, state]) with the fields in
// the state, as a Python exception subclass has them in its __dict__.
PyObject* hintc_exc_reduce(PyObject* self, HintcField* const* fields);

// p.FIELD (name: the field name) or p[i] (name: None) of a NamedTuple instance: the tuple item
// when p is exactly the class (its fields are read-only item descriptors), else Python's lookup.
static inline PyObject* hintc_namedtuple_get(PyObject* o, PyObject* cls, HInt index, PyObject* name) {
  Py_ssize_t i = static_cast<Py_ssize_t>(index >> 1);  // a small int constant
  if (reinterpret_cast<PyObject*>(Py_TYPE(o)) == cls) {
    PyObject* v = PyTuple_GET_ITEM(o, i);
    Py_INCREF(v);
    return v;
  }
  if (name != Py_None) return PyObject_GetAttr(o, name);
  PyObject* key = PyLong_FromSsize_t(i);
  if (key == NULL) return NULL;
  PyObject* v = PyObject_GetItem(o, key);
  Py_DECREF(key);
  return v;
}

// `a, b = p` of a NamedTuple: p itself when exactly the class, else hintc_unpack's tuple.
PyObject* hintc_namedtuple_unpack(PyObject* o, PyObject* cls, HInt n);

// A class statement of a Python-made class (NamedTuple, Enum bases): resolves the bases'
// __mro_entries__, prepares the metaclass's namespace, stores the (key, value, ...) list items
// into it in order and calls the metaclass, as __build_class__ does. New reference or NULL.
// ITEMS may also be a dict (a class body that ran statements: lower_class_ns.cpp), stored in its order.
PyObject* hintc_build_class(PyObject* name, PyObject* bases, PyObject* items);

// A class body's namespace (runtime/src/class_ns.cpp): NAME from NS (a global read when NS is
// NULL), else the module's globals, else the builtins (NameError); stores into NS (a dict, or
// the mapping a metaclass's __prepare__ made); and every item of NS set as an attribute of the
// native type.
PyObject* hintc_class_ns_load(PyObject* ns, PyObject* name, PyObject* module);
char hintc_class_ns_store(PyObject* ns, PyObject* name, PyObject* value);  // NS[NAME] = VALUE
char hintc_class_ns_apply(PyObject* cls, PyObject* ns);
// cls.__orig_bases__ = bases and cls.__parameters__ = the type variables of a Generic[...]
// among them (its arguments), else of all of them in order, as typing's Generic sets them.
// 1, or 2 with an exception set.
char hintc_set_generic_bases(PyObject* cls, PyObject* bases);

// `x: int = 5` in the body of compiled class CLS (runtime/src/field_defaults.cpp): reading NAME on
// the class answers VALUE, as in CPython; instances keep reading and storing the field. 1 / 2.
char hintc_class_field_default(PyObject* cls, PyObject* name, PyObject* value);
// A compiled read of field `name` of obj found it unset (deleted): the class-body default obj's
// class publishes (borrowed: the class holds it), or NULL with AttributeError as for an unset
// field.
PyObject* hintc_field_class_default(PyObject* obj, const char* name);

// operator.index(o) as an int (runtime/src/index_protocol.cpp), HINT_ERROR on failure.
HInt hintc_obj_index(PyObject* o);

// __init_subclass__ of a compiled class that Python classes may not derive from: TypeError
// naming the class and the declaration that allows it.
PyObject* hintc_forbid_subclass(PyObject* subclass, const char* compiled_name);
