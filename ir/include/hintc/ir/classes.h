// Compiled classes in the IR: fields, methods and vtable layout of a native extension type.
#pragma once
#include <string>
#include <vector>

#include "hintc/ir/types.h"

namespace hintc::ir {

class Function;
class Global;

enum class MethodKind : uint8_t { Instance, Static, Class, Getter, Setter, Deleter };

struct ClassField {
  std::string name;
  Type type;
  int line = 0;
  // A class-body default (`x: int = 0`): an internal module global, set when the class statement
  // runs, that new instances start from.
  Global* default_value = nullptr;
  // The default's source text when inspect can show it (a literal), for the generated __init__'s
  // __text_signature__; empty otherwise.
  std::string default_text = "";
  // A dataclass field's field(repr=, compare=, hash=) flags: which generated methods read it
  // (hash -1: None, following compare).
  bool in_repr = true;
  bool in_compare = true;
  int8_t in_hash = -1;
};

struct ClassMethod {
  std::string name;
  Function* fn = nullptr;
  MethodKind kind = MethodKind::Instance;
  int vtable_index = -1;  // instance methods: the slot in every subclass's vtable
  bool abstract = false;  // decorated with @abstractmethod
  // A property's getter, setter or deleter.
  bool accessor() const {
    return kind == MethodKind::Getter || kind == MethodKind::Setter || kind == MethodKind::Deleter;
  }
};

// Invariant: `fields` lists the base's fields first, in the base's order, so a subclass's C
// struct starts with its base's layout; `vtable` likewise extends the base's vtable.
class ClassDef {
 public:
  std::string name;
  ClassDef* base = nullptr;
  int line = 0;
  std::vector<ClassField> fields;    // all fields, inherited ones first
  std::vector<ClassMethod> methods;  // defined in this class's body
  std::vector<Function*> vtable;     // implementation per slot, for this class
  std::vector<ClassDef*> subclasses;
  Global* global = nullptr;  // the module name bound to the type object
  bool has_doc = false;
  std::string doc;
  // For a CPython 3.13+ target: __firstlineno__ (0: not set) and __static_attributes__ (the names
  // its functions store through `self.NAME`, sorted), as its compiler records them.
  int first_line = 0;
  std::vector<std::string> static_attributes;
  // @dataclass: __init__ is generated from the fields (as a compiled method); __repr__, __eq__,
  // the order comparisons (order=True) and __hash__ (frozen=True) are the runtime's, over the
  // typed fields; frozen fields reject stores. eq=False leaves comparison and hashing to the
  // base (identity, as for a plain class).
  bool dataclass = false, order = false, frozen = false, eq = true;
  // @dataclass(unsafe_hash=True): __hash__ over the fields even when the class is not frozen.
  bool unsafe_hash = false;
  // Whether the dataclass hashes its fields (the runtime's __hash__ in its hash slot).
  bool dataclass_hash() const { return dataclass && ((frozen && eq) || unsafe_hash); }
  // @functools.total_ordering: the comparisons the class lacks come from its root one (<, <=, >
  // or >=, the first it defines) and ==, by functools' formulas, in the richcompare slot.
  bool total_ordering = false;
  // An ABC base or metaclass=ABCMeta: @abstractmethod sets __abstractmethods__ (and a Python
  // subclass of an open such class gets its own when made, checked again when first
  // instantiated, as ABCMeta computes them at the class statement).
  bool abc = false;
  // A compiled exception class: the builtin exception ("ValueError", "OSError") its root
  // compiled class derives from, whose instance struct starts the class's; empty otherwise.
  std::string exc_base;
  // A class made by its bases' metaclass at run time (NamedTuple, Enum): no native type; its
  // methods are compiled functions (self is an object) put into the class namespace.
  bool python_made = false;
  // The class body assigns __slots__ or it is a @dataclass(slots=True): no instance __dict__
  // (and CPython 3.13 names the class of an unset slot by module and qualified name).
  bool declares_slots = false;
  // @mypyc_attr(allow_interpreted_subclasses=True) / @trait: Python classes may derive from it.
  bool interpreted_subclasses = false;
  // @mypyc_attr(boxed_fields=True): the int/float fields this class introduces keep a
  // Python-visible box (boxes_field), trading memory and store cost for Python reads.
  bool boxed_fields = false;
  // Whether instances carry a vtable pointer (`vt`, after the object header): some virtual call
  // in the module dispatches on a class of this hierarchy. Set on the root only, since every
  // subclass starts with its base's layout (mark_vtable_pointers, once the module is lowered);
  // read through has_vtable_pointer. A hierarchy without virtual calls saves the word.
  bool vtable_pointer = false;

  // The compiled class this one's hierarchy starts from (itself without a base).
  const ClassDef* root() const {
    const ClassDef* c = this;
    while (c->base != nullptr) c = c->base;
    return c;
  }
  bool has_vtable_pointer() const { return root()->vtable_pointer; }
  bool abc_hierarchy() const {
    for (const ClassDef* c = this; c != nullptr; c = c->base) {
      if (c->abc) return true;
    }
    return false;
  }
  const std::string& exception_base() const { return root()->exc_base; }
  bool is_exception() const { return !exception_base().empty(); }
  // Whether an instance typed as this class may be of a Python subclass, whose overrides
  // compiled callers must see (so they call methods through Python). Exception classes are
  // open, like the builtin ones.
  bool open_to_python() const {
    for (const ClassDef* c = this; c != nullptr; c = c->base) {
      if (c->interpreted_subclasses) return true;
    }
    return is_exception();
  }
  // Whether a value typed as this class may be an instance of a Python class: this class or a
  // compiled subclass of it is open (a closed class with an open class below it).
  bool open_below() const {
    if (open_to_python()) return true;
    for (const ClassDef* s : subclasses) {
      if (s->open_below()) return true;
    }
    return false;
  }

  // Whether a class of this hierarchy (the root and its compiled subclasses) defines
  // __setattr__ or __delattr__. Every store to an attribute of such an instance then goes through
  // Python's setattr (the type's slot calls the method), and its fields are getsets, so that
  // object.__setattr__ in the method can store them.
  bool custom_setattr() const { return defines_setattr(root()); }

  const ClassField* find_field(const std::string& n) const {
    for (const ClassField& f : fields) {
      if (f.name == n) return &f;
    }
    return nullptr;
  }
  // Whether field n keeps, beside its native member, a box (an owned PyLong / PyFloat equal to
  // it, NULL while unset) that Python reads through a T_OBJECT_EX member, specialised by CPython
  // like __slots__: the int/float fields that a closed class declared with boxed_fields
  // introduces (its bool fields are bool_object_fields, like every closed class's). The class
  // that introduced the field decides, so subclasses share the layout.
  bool boxes_field(const std::string& n) const {
    const ClassField* f = find_field(n);
    if (f == nullptr || !(f->type.is(TypeKind::Int) || f->type.is(TypeKind::Float))) return false;
    const ClassDef* owner = field_owner(n);
    return owner->boxed_fields && !owner->open_to_python() && !custom_setattr();
  }
  // Whether bool field n is held as an owned Py_True / Py_False (NULL while unset) instead of a
  // char: the bool fields that a closed class introduces, so Python reads them through a
  // T_OBJECT_EX member (specialised like __slots__) at a slot's 8 bytes, and compiled code
  // compares the pointer. Open and exception classes keep the char behind a getset.
  bool bool_object_field(const std::string& n) const {
    const ClassField* f = find_field(n);
    return f != nullptr && f->type.is(TypeKind::Bool) && !field_owner(n)->open_to_python() &&
           !custom_setattr();
  }
  // The class that introduced field n (this class or a base): it decides the field's layout,
  // which its subclasses share.
  const ClassDef* field_owner(const std::string& n) const {
    const ClassDef* owner = this;
    while (owner->base != nullptr && owner->base->find_field(n) != nullptr) owner = owner->base;
    return owner;
  }
  // The method named n of this class or its nearest base that defines one.
  const ClassMethod* find_method(const std::string& n) const {
    for (const ClassDef* c = this; c != nullptr; c = c->base) {
      for (const ClassMethod& m : c->methods) {
        if (m.name == n) return &m;
      }
    }
    return nullptr;
  }
  bool is_subclass_of(const ClassDef* other) const {
    for (const ClassDef* c = this; c != nullptr; c = c->base) {
      if (c == other) return true;
    }
    return false;
  }
  // Whether instances carry the collector's header (Py_TPFLAGS_HAVE_GC). A closed hierarchy
  // (no Python subclass anywhere in it) whose classes hold only int, float and bool fields and
  // define no __del__ can be in no reference cycle: its instances hold nothing but numbers (a
  // bignum, a float box, True/False), so they go without the 16-byte header and are never
  // tracked, as CPython's ints are. Decided for the whole hierarchy, which shares one layout.
  bool collectable() const {
    const ClassDef* r = root();
    return r->is_exception() || r->open_below() || !r->only_numbers_below();
  }
  // Whether instances have a __dict__ for attributes the class does not declare, as a Python
  // class's have (rt_class.h HintcDictObject): every collectable hierarchy but exceptions (whose
  // builtin base has one) and those whose root declares __slots__ (dataclass slots=True) or is a
  // frozen dataclass (stores of other names are refused as well). Decided for the whole
  // hierarchy, which shares one header.
  bool has_instance_dict() const {
    const ClassDef* r = root();
    return !is_exception() && collectable() && !r->declares_slots && !r->frozen;
  }
  // Whether this class and every subclass have only int/float/bool fields and no __del__.
  bool only_numbers_below() const {
    for (const ClassField& f : fields) {
      if (!f.type.is(TypeKind::Int) && !f.type.is(TypeKind::Float) && !f.type.is(TypeKind::Bool)) return false;
    }
    for (const ClassMethod& m : methods) {
      if (m.name == "__del__") return false;
    }
    for (const ClassDef* s : subclasses) {
      if (!s->only_numbers_below()) return false;
    }
    return true;
  }
  // Whether some subclass defines its own version of the instance method in slot i, so calls
  // through this class's static type must go through the vtable.
  bool overridden(int slot) const {
    for (const ClassDef* s : subclasses) {
      if (s->vtable[slot] != vtable[slot] || s->overridden(slot)) return true;
    }
    return false;
  }

 private:
  static bool defines_setattr(const ClassDef* c) {
    for (const ClassMethod& m : c->methods) {
      if (m.name == "__setattr__" || m.name == "__delattr__") return true;
    }
    for (const ClassDef* s : c->subclasses) {
      if (defines_setattr(s)) return true;
    }
    return false;
  }
};

}  // namespace hintc::ir
