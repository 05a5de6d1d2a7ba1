// The lowering's shared state and per-construct entry points (implemented in lower_*.cpp).
#pragma once
#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "builder.h"
#include "check/field_inference.h"
#include "check/partial_types.h"
#include "closure_scope.h"
#include "type_ignore.h"
#include "hintc/frontend/diagnostics.h"
#include "hintc/frontend/interface.h"
#include "hintc/frontend/parse.h"

namespace hintc::frontend {

// The type arguments of a parameterised annotation (`X[A, B]`, as a generic_type or a subscript
// node): [A, B]; [A] for `X[A]`; empty for anything else.
std::vector<TSNode> annotation_args(TSNode t);
// `Final` without a type (`X: Final = 3`): the variable's type is its value's.
bool bare_final(const std::string& annotation);
bool native_int_type(const std::string& name);  // i64, i32, i16, u8 (mypy_extensions)
bool type_alias_annotation(const std::string& annotation);  // `X: TypeAlias = ...`
// `value as NAME` in an except clause or with item: (value, target); target null without `as`.
std::pair<TSNode, TSNode> split_as(TSNode value);
TSNode first_child_of_type(TSNode n, const char* type);  // the first named child of that type
// Fills a popped forwarding destination: `cleanup`, then unwinding goes on outward with the same
// flavor (fresh or re-raise). The current block is kept (lower_try.cpp).
void finish_frame(Builder& b, const Builder::Dest& d, const std::function<void()>& cleanup);

struct BodyItem;  // class_body.h
struct Pattern;   // match_pattern.h

// What match_class gives a class pattern over a subject of some type: the subject once matched
// (`case C() as x`) and each sub-pattern's value; object where it holds an object.
struct ClassPatternTypes {
  Type subject;
  std::vector<Type> items;
};

// What a `match` case's pattern test collected: the names it binds (each to a temporary
// register, stored once the whole pattern matched) and the temporaries to clear afterwards.
struct MatchBinds {
  std::vector<std::pair<TSNode, ir::Register*>> captures;
  std::vector<ir::Register*> temps;
  ir::Register* narrowed = nullptr;  // the last class pattern's subject at the class's type
};

// What the lowering knows about a compiled `def` before lowering bodies.
struct FuncInfo {
  ir::Function* fn = nullptr;
  TSNode node{};
  std::vector<std::string> param_names;
  std::vector<TSNode> defaults;  // null node where the parameter has no default
  uint32_t def_end = 0;          // end of the def statement: module code before it can't call it
  std::vector<TSNode> decorators;  // a decorated module-level def's decorator expressions
  // An override adapter (lower_override_adapter.cpp): the override it calls, through its slot.
  const ir::Function* adapts = nullptr;
  int adapts_slot = -1;
  // The override's signature does not fit the base's (another arity, under `# type: ignore`):
  // the adapter calls the receiver's attribute through Python with the arguments it was given.
  bool adapts_through_python = false;
};

// One parameter as a call binds it (of a compiled def, or of another module's interface).
struct CallParam {
  std::string name;
  Type type;  // inside the function: tuple[T, ...] for *args, dict[str, T] for **kwargs
  bool has_default = false;
  ir::ParamKind kind = ir::ParamKind::Normal;
};

// How call arguments fill a signature's parameters.
struct ArgMatch {
  std::vector<TSNode> slot_nodes;     // per parameter: its argument (null: omitted, or variadic)
  std::vector<size_t> order;          // per argument in source order: the parameter it fills
  std::vector<std::string> keywords;  // per argument: its keyword, or "" for positional
  std::vector<TSNode> values;         // per argument: its value expression
};

// What an import of another compiled module of the build bound to a name.
struct ApiBinding {
  enum Kind { kModule = 0, kPackage = 1, kFunction = 2 };  // also ApiLive's IMM
  Kind kind = kModule;
  std::string module;    // the imported module (empty for kPackage: see package_imports_)
  std::string function;  // kFunction: the function's name
};

struct LoopTargets {
  Block* break_to;
  Block* continue_to;
  bool has_break = false;
};

// Something a `return`, `break` or `continue` leaving a protected region must undo first, innermost
// last pushed (lower_try.cpp): run a `finally` body, end an exception handler, unbind an
// `except ... as NAME`, or call a context manager's __exit__.
struct CleanupFrame {
  enum class Kind { Finally, Handler, Name, With } kind;
  size_t dest_depth = 0;  // the builder's unwind-destination depth outside this frame
  size_t loop_depth = 0;  // loops_.size() when pushed: break/continue leave frames at or above
  TSNode node{};          // Finally: the finally block; Name: the identifier; With: the item
  Register* exc = nullptr;    // Handler: the caught exception
  Register* saved = nullptr;  // Handler: the previously handled exception
  Register* exit = nullptr;   // With: the bound __exit__ (__aexit__ for `async with`)
  bool async = false;         // With: `async with`
};

// Where the paths through a compound statement meet, and the locals all of them assigned.
struct Join {
  Block* block = nullptr;
  std::optional<std::set<std::string>> defs;
};

// native_lists.cpp, for both local-container analyses: the unboxed element type an annotation
// `HEAD...]` names (`HEAD` one of heads, spaces ignored; int, float, and bool when `bools`), and
// the identity test of two (possibly null) nodes.
std::optional<Type> unboxed_annotation(const std::string& annotation,
                                       std::initializer_list<const char*> heads, bool bools);
bool same_node(TSNode a, TSNode b);

class Lowerer {
 public:
  Lowerer(const SourceFile& src, Diagnostics& diags, ir::Module& m,
          const std::vector<ModuleInterface>& build);
  void lower(TSNode root);
  // Profile builds: compiled functions get line_event ops (see lower_profile.cpp).
  void enable_profile() { profile_ = true; }
  // The target Python's (major, minor, micro), or empty: see lower_conditional_defs.cpp.
  void set_python_version(const std::vector<int>& v) { python_version_ = v; }
  // Lines whose expressions are lowered dynamically (each value an object, each call through
  // Python): the statements whose type errors a `# type: ignore` comment silences.
  void set_dynamic_lines(std::set<int> lines) { dynamic_lines_ = std::move(lines); }
  // What unchecked code (unannotated defs, ignored lines) needs from the next pass of
  // lower_module: classes to make Python-made, because it stores attributes their instances do
  // not declare (`node.extra = v`, kept in the instance __dict__ as CPython does), and module
  // globals to make objects, because it rebinds them with values of another type.
  struct UncheckedFacts {
    std::set<std::string> open_attr_classes, widened_globals;
    size_t size() const { return open_attr_classes.size() + widened_globals.size(); }
  };
  void set_unchecked_facts(UncheckedFacts f) { unchecked_ = std::move(f); }
  const UncheckedFacts& unchecked_facts() const { return unchecked_; }
  // Field types inferred by an earlier lowering of the module (check/field_inference.h), and
  // those this lowering found.
  void set_field_facts(check::FieldInference::Facts f) { field_inference_.set_facts(std::move(f)); }
  check::FieldInference::Facts field_facts() const { return field_inference_.next(); }
  void set_type_ignores(const TypeIgnores* ignores) { ignores_ = ignores; }
  void set_stubs_root(TSNode root) { stubs_root_ = root; }  // see ParseTree::stubs_root
  // Collects defs and imports only (for the module's interface): no bodies are lowered.
  void collect_only(TSNode root) { collect_module(root); }
  // lower_type_imports.cpp: the module's top-level type aliases (for its interface).
  std::vector<std::pair<std::string, Type>> module_type_aliases(TSNode root);

  // --- helpers shared by the lower_*.cpp files ---
  std::string text(TSNode n) const;
  void error(TSNode n, const std::string& message) {
    if (quiet_ == 0) diags_.error(ts_node_start_byte(n), message);
  }
  void set_span(TSNode n);
  // Records why the code at n is generic, for the annotate report.
  void note(TSNode n, const char* kind, const std::string& reason);
  // How a value of type object came about, in words ("`x` has no annotation").
  std::string describe_dynamic(TSNode n);

 private:
  // lower_module.cpp
  void collect_module(TSNode root);
  // A module-level def, or a method of `owner` (then keyed "Class.name" in funcs_). Returns its
  // info, or null after an error.
  // A nested def or lambda is keyed `nested_key` instead, and not exported.
  FuncInfo* collect_def(TSNode def, ir::ClassDef* owner = nullptr,
                        ir::MethodKind kind = ir::MethodKind::Instance,
                        const std::string* nested_key = nullptr);
  void collect_import(TSNode stmt);
  bool package_init() const;  // the module is a package's __init__.py
  // __file__, __package__, __spec__, __loader__, __path__ (in a package): the module's attribute.
  std::optional<RValue> import_attribute(const std::string& name, TSNode e);
  // lower_params.cpp: the parameters of info's def (fn->params, param_names, defaults).
  void collect_params(FuncInfo& info, const std::string& key, ir::ClassDef* owner,
                      ir::MethodKind kind);
  bool signature_literal(TSNode default_value);
  // lower_conditional_defs.cpp: defs in module-level if/try blocks and redefined names
  void scan_def_time_names(TSNode root);
  void collect_module_defs(TSNode stmt);  // the defs (and nested imports) of a module statement
  // Calls visit(stmt, conditional) for each def and each import nested in a block of s.
  void visit_module_defs(TSNode s, bool conditional,
                         const std::function<void(TSNode, bool)>& visit);
  std::optional<bool> static_condition(TSNode cond);  // TYPE_CHECKING: a compile-time constant
  // The block an if statement runs when all its conditions are compile-time constants (a null
  // node when none runs); nullopt otherwise.
  std::optional<TSNode> static_branch(TSNode if_stmt);
  bool lower_static_if(TSNode s);  // false (nothing lowered) when the conditions are not static
  // What of an `if` statement or `and`/`or` the lowering lowers when a condition is decided
  // (ScopeTable::LiveParts), else nullopt.
  std::optional<std::vector<TSNode>> live_parts(TSNode n);
  std::set<std::string> def_time_names_;      // functions bound when their def runs
  std::vector<int> python_version_;           // the target Python's version, if known
  std::set<int> dynamic_lines_;               // see set_dynamic_lines
  UncheckedFacts unchecked_;                  // see set_unchecked_facts
  check::FieldInference field_inference_;     // see set_field_facts
  const ir::Function* store_fn_ = nullptr;    // the def lower_function lowers (field stores)
  // "Class.attr" of the class that introduces field attr of c (c's own or a base's).
  static std::string field_key(const ir::ClassDef* c, const std::string& attr);
  // A store to field attr of a c instance at target (check/field_inference.h).
  void note_field_store(const ir::ClassDef* c, const std::string& attr, TSNode target, Type stored,
                        Type field);
  std::optional<Type> inferred_field_type(const ir::ClassDef* c, const std::string& attr, TSNode left);
  // Whether n is in code mypy does not check (an unannotated def's body; not a line a
  // `# type: ignore` covers, where typed code keeps mypyc's rules).
  bool unchecked(TSNode n) const {
    return !ts_node_is_null(n) && unchecked_at(ts_tree_root_node(n.tree), ts_node_start_byte(n));
  }
  // A rebinding in unchecked code the name's type cannot hold (the name then becomes an object).
  bool unchecked_rebind(TSNode target, Type held, Type stored) const {
    return (untyped_def_ || dynamic(target)) && held != stored && !held.is(ir::TypeKind::Object) &&
           (stored.is(ir::TypeKind::Object) || !assignable(stored, held));
  }
  const TypeIgnores* ignores_ = nullptr;      // the module's `# type: ignore` comments
  // Whether an ignore comment silences an error at n (type_ignore.h).
  bool ignored_at(TSNode n) const {
    return ignores_ != nullptr && !ts_node_is_null(n) &&
           ignored_error_span(*ignores_, ts_tree_root_node(n.tree), src_,
                                                     ts_node_start_byte(n)).first > 0;
  }
  bool dynamic(TSNode e) const {
    return !dynamic_lines_.empty() &&
           dynamic_lines_.count(static_cast<int>(ts_node_start_point(e).row) + 1) != 0;
  }
  bool sys_imported_ = false;                 // `import sys` at the module's top level
  std::optional<bool> static_version_test(TSNode cond);  // sys.version_info OP (ints...)
  std::optional<bool> static_platform_test(TSNode cond);  // sys.platform == "x", startswith
  std::map<uint32_t, std::string> def_keys_;  // module def's start byte -> funcs_ key ("": error)
  // lower_decorators.cpp
  std::vector<TSNode> decorator_exprs(TSNode decorated);
  void lower_decorated_def(TSNode s);
  // Evaluates the decorators, then make_target(), then applies the decorators bottom-up.
  RValue apply_decorators(const std::vector<TSNode>& decorators,
                          const std::function<RValue()>& make_target);
  void bind_at_def(FuncInfo& info, const std::vector<TSNode>& decorators);
  // A method's kind from its decorators; `other` tells whether any other decorator is present.
  ir::MethodKind method_decorators(const std::vector<TSNode>& decorators, bool& other);
  void apply_method_decorators(const ir::ClassDef* c, RValue cls, TSNode body);
  // Calls of a def-time-bound function / decorated method: the object the name holds now.
  RValue call_def_time(const FuncInfo& info, TSNode call);
  RValue call_decorated_method(const FuncInfo& info, RValue obj, TSNode call);
  bool decorated_in_subclass(const ir::ClassDef* c, const std::string& name);
  bool is_caching_decorator(TSNode d);  // functools.lru_cache / functools.cache
  bool def_result_typed(const FuncInfo& info);
  // The result of calling a decorated function: its declared type when only caches wrap it.
  RValue decorated_result(const FuncInfo& info, RValue r);
  // lower_class.cpp: compiled classes
  void declare_classes(TSNode root);
  // lower_class_decl.cpp: one class statement (and the classes nested in its body) by qualified
  // name; prefix is "Outer." inside a class body.
  void declare_class(TSNode outer, TSNode s, const std::string& prefix);
  std::string qualified_class_name(TSNode s) const;  // "Outer.Inner"; "" inside a def
  std::string class_base_key(TSNode base, const std::string& prefix) const;  // "" if not compiled
  const ir::ClassDef* nested_class_ref(TSNode e) const;  // `Outer.Inner` as an expression
  void lower_nested_class_statement(RValue outer, TSNode s);  // outer: the class object
  std::string class_scope_;  // the class whose body is collected: its nested classes by bare name
  TSNode class_node(TSNode s);  // the class_definition of a (decorated) statement, or null
  void synthesize_init(ir::ClassDef* c, TSNode s);  // a dataclass's __init__
  void lower_synthesized_init(FuncInfo& info);
  void collect_class(TSNode cls);
  bool add_field(ir::ClassDef* c, const std::string& name, Type t, TSNode at);  // false: exists
  void scan_self_fields(ir::ClassDef* c, const FuncInfo& f, TSNode body);
  // One `self.attr[: type] = right` target of method f (type may be null).
  void scan_self_field(ir::ClassDef* c, const FuncInfo& f, const std::string& self, TSNode left,
                       TSNode right, TSNode type);
  // The type of a field's initial value when it is evident without lowering (literal,
  // parameter, constructor call), as mypy infers it.
  std::optional<Type> simple_type_of(TSNode e, const FuncInfo& f);
  std::optional<Type> annotated_global_type(const std::string& name, const FuncInfo& f);
  void build_vtable(ir::ClassDef* c);
  // lower_isinstance_narrow.cpp: `isinstance(x, C)` of a local x typed as a base of compiled
  // class C (or object): x and the instance type it has where the call is true.
  std::optional<std::pair<std::string, Type>> isinstance_narrowing(TSNode call);
  // Local x narrowed to compiled class c (declared object or a base of c), else nullopt.
  std::optional<std::pair<std::string, Type>> narrowing_to_class(const std::string& x,
                                                                 const ir::ClassDef* c);
  // lower_callable.cpp: calls of values annotated Callable[..., R] have the type R.
  std::optional<Type> callable_result(TSNode annotation);  // R, unless object or None
  std::optional<Type> callable_result_of(TSNode callee);   // R of the storage callee names
  // Field attr of c declared with `type`, or (type null) assigned `value` in method f.
  void note_callable_field(const ir::ClassDef* c, const std::string& attr, TSNode type,
                           TSNode value, const FuncInfo* f);
  // A local or global target declared with `type`, or (type null) bound to such a value.
  void note_callable_name(TSNode target, TSNode type, TSNode value);
  std::map<const ir::Register*, Type> callable_regs_;  // parameters (their registers persist)
  // Locals by function and name: a body lowered again makes new registers.
  std::map<std::pair<const Function*, std::string>, Type> callable_locals_;
  std::map<const ir::Global*, Type> callable_globals_;
  std::map<std::string, Type> callable_fields_;  // "Owner.field", keyed by the introducing class
  // lower_override_adapter.cpp: overrides with wider parameters or a narrower result.
  // `ignored`: the override's def line carries `# type: ignore` (an incompatible override mypy
  // was told to accept): any parameter and result types, converted with run-time checks.
  bool override_adaptable(const Function* base, const Function* over, bool ignored) const;
  RValue adapted(RValue v, Type t, const char* context);
  Function* add_override_adapter(ir::ClassDef* c, const Function* base, Function* over, int over_slot,
                                 bool through_python = false);
  // Whether mypy accepts `over` as an override of `base` (every call of base fits over, with
  // wider parameter types and a narrower result); one the native adapter cannot convert is
  // reached through Python, with the base's arguments as a call passes them.
  bool override_compatible(const Function* base, const Function* over) const;
  // mypy's message for an override it rejects.
  std::string override_error(const Function* base, const Function* over,
                             const ir::ClassDef* base_class) const;
  void lower_python_adapter_call(FuncInfo& info);
  void lower_override_adapter(FuncInfo& info);
  // Whether a call of `base` (c's view of the method) matched as `match` (from parameter
  // `first`) reaches every compiled override below c with the same binding: arguments given
  // by keyword name the same parameter, omitted ones have the same constant default. Otherwise
  // the call goes through Python, which binds against the receiver's own method.
  bool overrides_bind_alike(const ir::ClassDef* c, const Function* base, const ArgMatch& match,
                            size_t first);
  const ir::ClassDef* class_named(const std::string& name) const;  // a compiled class in scope
  std::string method_key(const Function* f) const;
  void lower_class_statement(TSNode s);
  // A class attribute's value `NAME[: TYPE] = RIGHT`, checked against TYPE; nullopt after an error.
  std::optional<RValue> class_attribute_value(TSNode right, TSNode type);
  // lower_class_attrs.cpp: `obj.name` of a class attribute, or through the class's __getattr__.
  Type class_attribute_type(TSNode right, TSNode type);
  // The declared or inferred type of class attribute attr of c or a base, if it is one.
  std::optional<Type> known_class_attribute(const ir::ClassDef* c, const std::string& attr) const;
  // A class attribute holding an instance of a compiled class that defines `dunder` (`__get__`,
  // `__set__`): a descriptor, which Python's attribute lookup on the instances runs.
  bool descriptor_attribute(const ir::ClassDef* c, const std::string& attr,
                            const char* dunder) const;
  // `object.__setattr__(local, "field", value)`: the field's plain store (lower_class_attrs.cpp).
  std::optional<RValue> object_setattr_call(TSNode call);
  std::optional<RValue> class_attribute_read(RValue base, const ir::ClassDef* c,
                                             const std::string& attr);
  RValue construct(const ir::ClassDef* c, TSNode call, TSNode args);
  // obj.ATTR of an instance (takes base); nullopt when base is not an instance.
  std::optional<RValue> instance_attribute(RValue base, TSNode e);
  // target.ATTR = v for an instance target; false (nothing consumed but the base) otherwise.
  // Stores v into target (`obj.attr`); base: obj already evaluated (an augmented assignment's).
  bool assign_attribute(TSNode target, RValue v, std::optional<RValue> base = std::nullopt);
  std::optional<RValue> call_instance_method(RValue obj, TSNode call);
  // A static method, or a classmethod whose `cls` is the class named `named` or, with an
  // instance `of` (borrowed), that instance's type.
  RValue call_static(const ir::ClassMethod* m, TSNode call, TSNode args,
                     const ir::ClassDef* named, Value* of = nullptr);
  // C.static_method(...), C.class_method(...) and super().m(...); nullopt when not one of them.
  std::optional<RValue> call_on_class_name(TSNode call);
  // lower_cls.cpp: a classmethod's `cls` (mypy's type[Self]).
  const ir::ClassDef* cls_param_class(TSNode obj);  // the class `cls` at obj is, or nullptr
  bool class_attr_below(const ir::ClassDef* c, const std::string& name) const;
  std::optional<RValue> call_on_cls(TSNode call);  // cls.m(...)
  std::optional<RValue> cls_attribute(TSNode e);   // cls.X of a class attribute
  std::optional<RValue> lower_isinstance(TSNode call, TSNode args);
  // lower_exc_class.cpp: compiled exception classes (ClassDef::exc_base)
  bool init_sets_args(const ir::ClassDef* c);
  RValue construct_through_type(const ir::ClassDef* c, TSNode call, TSNode args);
  RValue super_of_exception(RValue self, TSNode call, TSNode args, const std::string& attr);
  // lower_open_class.cpp: classes Python code may derive from (ClassDef::open_to_python).
  // Sets c's flags from a @mypyc_attr(...) / @trait decorator; false when d is neither.
  bool apply_class_attrs(TSNode d, ir::ClassDef& c);
  // Whether class decorator d is one a native class applies itself (@dataclass with the options
  // it implements, @total_ordering, @mypyc_attr, @trait); any other makes the class Python-made.
  bool native_class_decorator(TSNode d) const;
  RValue call_through_python(RValue obj, TSNode call, const Function* method);  // obj taken
  RValue checked_result(RValue v, const Function* method);  // v (taken) unboxed to its return type
  // lower_overloads.cpp: the `@overload` signatures of a compiled def, and the result type of
  // the one a call's argument types pick (mypy's inference), when that is sure and narrower
  // than the implementation's. args: per parameter of fn, the argument's type (none: omitted).
  struct OverloadSig {
    std::vector<Type> params;
    std::vector<bool> has_default;
    Type result;
  };
  const std::vector<OverloadSig>* overloads_of(const Function* fn);
  std::optional<Type> overload_result(const Function* fn, const std::vector<std::optional<Type>>& args);
  // v (taken), the result of calling fn with args: checked to the picked overload's result type
  // (a TypeError if the implementation returns otherwise, as mypyc's), else to fn's own.
  RValue overload_checked(RValue v, const Function* fn, const std::vector<std::optional<Type>>& args);
  std::map<const Function*, TSNode> overload_defs_;  // compiled defs with stubs before them
  std::map<const Function*, std::optional<std::vector<OverloadSig>>> overload_sigs_;
  TSNode stubs_root_{};
  // lower_py_class.cpp: classes made by their bases' metaclass (NamedTuple, Enum)
  // lower_builtin_subclass.cpp: a builtin or collections base (dict, int, defaultdict, ...)
  bool builtin_container_base(TSNode b) const;
  bool builtin_subclass(TSNode class_node) const;  // every base is one
  // A method's kind in such a class or one its metaclass makes (NamedTuple, Enum); its other
  // decorators (property, ...) go to `applied`, applied when the class statement runs.
  ir::MethodKind runtime_decorated_kind(const BodyItem& item, std::vector<TSNode>& applied);
  bool python_made_class(const std::string& name) const;  // such a class in scope
  void collect_python_made(ir::ClassDef* c, TSNode s);
  void lower_python_made(const ir::ClassDef* c, TSNode s);
  // The class object of class statement s made by its metaclass from its body run in order;
  // method(item) gives a def's value (nullopt: left out).
  // class_static_attrs.cpp: what CPython 3.13+ puts in a class namespace besides the body.
  bool target_at_least(int major, int minor) const;
  std::vector<std::string> static_attributes(TSNode body) const;
  int class_first_line(TSNode s) const;
  RValue build_class_object(TSNode s, const std::string& qualname,
                            const std::function<std::optional<RValue>(const BodyItem&)>& method);
  std::vector<RValue> class_base_values(TSNode s);  // the bases of class statement s, as objects
  RValue plain_object(RValue v);  // v as an object (a str too), consumed
  // lower_namedtuple.cpp: typed reads of the module's NamedTuple classes' fields
  void collect_namedtuple_fields(const ir::ClassDef* c, TSNode s);
  std::optional<RValue> namedtuple_read(TSNode e);  // p.x / p[i]; nullopt when not one
  // `a, b = p`: p as a tuple of the field types (items read natively); nullopt when not one.
  std::optional<RValue> namedtuple_unpack(TSNode right, size_t targets);
  // The module NamedTuple class variable `ident` is declared as, unless its body defines
  // method `overriding`; null otherwise.
  const ir::ClassDef* declared_namedtuple(TSNode ident, const char* overriding);
  std::map<const ir::ClassDef*, std::vector<std::pair<std::string, Type>>> namedtuple_fields_;
  // lower_local_class.cpp: class statements inside functions (made at run time each time)
  void lower_local_class(TSNode s, const std::vector<TSNode>& decorators);
  RValue local_class_value(TSNode s, const std::vector<TSNode>& decorators);  // the class made
  ir::Global* class_cell_global(const std::string& cell);  // see class_cell_name
  // super().ATTR(...) in a method of such a class; nullopt when not in one.
  std::optional<RValue> super_of_local_class(TSNode call, TSNode args, const std::string& attr);
  RValue super_call(RValue cls, RValue self, TSNode call, TSNode args, const std::string& attr);
  bool explicit_super_is_implicit(TSNode super_args) const;
  std::optional<RValue> local_class_super(TSNode call);  // super(C, self) in such a method
  RValue super_proxy(RValue cls, RValue self, TSNode at);  // super(cls, self), both consumed
  RValue super_attr_call(RValue proxy, TSNode call, TSNode args, const std::string& attr);
  std::optional<RValue> super_object(TSNode call);  // a bare super() in a method; nullopt elsewhere
  // lower_class_keywords.cpp: the class statement's keywords as a dict (nullopt: none; a native
  // class leaves out `metaclass`); __set_name__ and __init_subclass__ after a native class is
  // made; the refusal of Python subclasses in a closed class's own __init_subclass__; super() in
  // a classmethod.
  std::optional<RValue> class_keywords(TSNode s, bool native);
  bool metaclass_keyword(TSNode b) const;  // `metaclass=...` among the bases
  bool may_set_name(TSNode body) const;    // a class-body value that may have __set_name__
  void finish_class_made(const ir::ClassDef* c, TSNode s, RValue cls, std::optional<RValue> kw);
  void init_subclass_guard(Function* f);
  RValue super_of_classmethod(const ir::ClassDef* c, TSNode call, TSNode args, const std::string& attr);
  RValue implicit_classmethod_of(TSNode def, RValue f);  // classmethod(f) for __init_subclass__
  RValue super_of_python_made(const ir::ClassDef* c, TSNode call, TSNode args,
                              const std::string& attr);
  // l OP r calling the left instance's compiled __op__ directly (typed result) when its
  // parameter accepts r; nullopt (nothing consumed) otherwise.
  // A call of compiled function f: through vtable slot vslot of operands[0], or direct (vslot < 0).
  RValue direct_or_virtual(Function* f, std::vector<Value*> operands, int vslot);
  std::optional<RValue> instance_binary(const std::string& op, RValue l, RValue r, TSNode at);
  // lower_notimplemented.cpp: operator dunders returning NotImplemented return objects natively;
  // declared_return_ keeps their declared types, which compiled callers check results against.
  std::map<const Function*, Type> declared_return_;
  void scan_notimplemented(ir::ClassDef* c);
  void widen_notimplemented(const ir::ClassDef* c, const std::string& name);
  Type declared_return(const Function* f) const;
  bool returns_notimplemented(TSNode body);
  // lower_dunders.cpp: operations spelled through a compiled class's dunders. Each takes its
  // operands (instance_operator only when it returns a value) and gives nullopt / false when the
  // class defines no such method.
  const ir::ClassMethod* dunder_of(Type t, const std::string& name) const;
  RValue index_value(RValue index);  // an instance with __index__ as its int (takes index)
  RValue dunder_generic(PrimId id, std::vector<RValue> operands, const Function* method);
  std::optional<RValue> dunder_direct(const ir::ClassMethod* m, RValue self, std::vector<RValue> args,
                                      TSNode at);  // borrows; nullopt when not callable directly
  std::optional<RValue> instance_getitem(RValue seq, RValue index, TSNode at);
  bool instance_setitem(RValue seq, RValue index, RValue v, TSNode at);  // seq borrowed
  std::optional<RValue> call_instance_value(RValue callee, TSNode call, TSNode args);
  std::optional<RValue> instance_unary(const std::string& op, RValue v, TSNode at);
  std::optional<RValue> instance_conversion(const std::string& name, RValue v);
  std::optional<RValue> instance_operator(const std::string& op, RValue& l, RValue& r, bool inplace,
                                          TSNode at);
  struct ClassInfo {
    ir::ClassDef* cls = nullptr;
    TSNode node{};
    uint32_t end = 0;
    // Class attributes (ClassVar or unannotated assignments in the body) and their types: read
    // through instances by Python's lookup, checked to the type.
    std::map<std::string, Type> class_attrs;
    std::vector<TSNode> decorators;  // of a Python-made class (@runtime_checkable, ...)
  };
  std::map<std::string, ClassInfo> classes_;
  // lower_class_attrs.cpp: plain class attributes that are also fields assigned through self
  // become those fields' defaults ("Class.name" keys in plain_defaults_).
  void plain_attr_defaults(ir::ClassDef* c, ClassInfo& info,
                           const std::map<std::string, TSNode>& plain, size_t inherited);
  // Whether plain class attribute `name = value` is an instance variable (a field with that
  // default): the module stores it through an instance (scan_attribute_stores).
  bool instance_assignable(const std::string& name, TSNode value) const;
  // The compiled class defining __get__ or __set__ that a class-body value `D(...)` calls, or null.
  const ir::ClassDef* descriptor_class(TSNode value) const;
  void scan_attribute_stores(TSNode root);
  // mypy's error for `obj.attr = v` of c without such a field or property.
  std::string no_instance_store(const ir::ClassDef* c, const std::string& attr) const;
  std::set<std::string> instance_stored_attrs_;
  // "Class.name" of class-body `name: ClassVar[...]` ('C') and `name: Final` ('F') attributes.
  std::map<std::string, char> class_constants_;
  // "Class.name" of class-body `name: Final = LITERAL`: read as the literal (lower_class_attrs.cpp).
  std::map<std::string, TSNode> final_literals_;
  TSNode final_class_literal(const ir::ClassDef* c, const std::string& attr) const;
  // A literal value (`3`, `-1`, `2.5`, `True`, `"s"`) as a class attribute's right side, or a null node.
  TSNode literal_value(TSNode right) const;
  // `C.attr` of a compiled class C named in scope: a Final literal, or the class attribute
  // read and checked to its known type; nullopt for anything else (Python's lookup).
  std::optional<RValue> class_object_attribute(TSNode obj, const std::string& attr);
  // "Class.attr" -> the compiled class of the descriptor a class-body `attr = D(...)` makes.
  std::map<std::string, const ir::ClassDef*> descriptor_attrs_;
  std::set<std::string> plain_defaults_;
  bool object_attribute(const ir::ClassDef* c, const std::string& attr) const;  // p.__class__, ...
  // lower_class_ns.cpp: a class body running with a namespace dict (see ClassNs).
  struct ClassNs {
    Function* fn = nullptr;  // the function the class statement runs in
    Value* dict = nullptr;   // the namespace, held by the class statement
    std::set<std::string> names;  // the names the body binds there
    // A native class's methods the body reads (`__rmul__ = __mul__`): the type's own entries.
    std::set<std::string> methods;
    Value* cls = nullptr;
  };
  ClassNs* class_ns_ = nullptr;
  // Typed fields whose class-body default the running class statement has evaluated: a later
  // statement of that body reads the name as the default (`total = len(sizes)`), as CPython
  // reads the class attribute.
  struct ClassFieldReads {
    Function* fn = nullptr;
    std::map<std::string, ir::Global*> defaults;
  };
  ClassFieldReads* class_field_reads_ = nullptr;
  std::optional<RValue> class_field_read(TSNode e);
  bool reads_class_scope(TSNode e) const;  // false inside a comprehension past its first iterable
  // The namespace a class body needs (it runs statements, or reads a name it binds), else
  // nullopt; `native`: annotated non-ClassVar assignments are fields, not namespace names.
  std::optional<ClassNs> class_ns_for(TSNode body, bool native);
  // Checks a class-body statement of c and types the names it binds as class attributes.
  void refuse_in_class_body(TSNode s);  // what hintc does not compile in a class-body statement
  void collect_class_statement(ir::ClassDef* c, TSNode s, std::map<std::string, Type>& attrs);
  // The new namespace dict (or the metaclass's prepared MAPPING), which ns then refers to.
  RValue class_ns_begin(ClassNs& ns, std::optional<RValue> mapping = std::nullopt);
  std::optional<RValue> class_ns_read(TSNode e);             // nullopt: not a namespace name
  bool class_ns_store(const std::string& name, RValue v);    // false: not a namespace name
  bool class_ns_holds(const std::string& name) const;        // a name the running body binds
  // A def inside a class-body statement: a function object stored in the namespace (false: s
  // is no such def).
  bool lower_class_ns_def(TSNode s);
  // lower_dataclass_field.cpp: dataclass fields declared `= field(...)` ("Class.name"): the
  // global holding the Field object (the __init__ default) and whether it has a factory.
  struct FieldCall {
    ir::Global* global = nullptr;
    bool factory = false;
  };
  std::map<std::string, FieldCall> field_calls_;
  // Fields declared `= field(metadata=...)` ("Class.name"): the global holding the Field object
  // (field_calls_'s when it has a default), whose metadata the class's Field takes.
  std::map<std::string, ir::Global*> field_metadata_;
  void set_dataclass_metadata(const ir::ClassDef* c, RValue cls);
  std::set<std::string> kw_only_classes_, slots_classes_;  // @dataclass(kw_only=True / slots=True)
  std::set<std::string> final_classes_;  // @typing.final
  bool kw_only_field(const ir::ClassDef* c, const std::string& name) const;
  void set_dataclass_slots(const ir::ClassDef* c, RValue cls);
  // lower_generics.cpp
  std::map<std::string, std::set<std::string>> abstract_methods_;  // class -> @abstractmethod names
  std::set<std::string> abc_classes_;  // classes with an ABC base or metaclass=ABCMeta
  bool abstract_class(const ir::ClassDef* c) const;  // an ABC with abstract methods left
  bool ignored_base(TSNode b) const;      // ABC, Generic[...], metaclass=ABCMeta
  TSNode class_base_node(TSNode b) const;  // Base[T] -> Base when Base is a compiled class
  bool is_abstract_decorator(TSNode d) const;
  // Whether a compiled subclass of c (at any depth) defines a method or property `name`.
  bool redefined_below(const ir::ClassDef* c, const std::string& name) const;
  bool trivial_abstract_body(TSNode def);
  std::vector<std::string> abstract_names(const ir::ClassDef* c) const;
  void set_abstract_methods(const ir::ClassDef* c, RValue cls);
  void set_class_getitem(TSNode s, RValue cls);  // Generic[...] classes: C[int] at run time
  void set_type_attr(RValue cls, const std::string& name, RValue value);  // value consumed
  bool is_field_call(TSNode right) const;
  bool collect_field_call(ir::ClassDef* c, const std::string& name, TSNode right);
  const FieldCall* field_call_of(const ir::ClassDef* c, const std::string& name) const;
  Value* field_param_value(const FieldCall& fc, Register* param, Type t);
  RValue field_default_value(const FieldCall& fc, Type t);  // default or default_factory(), checked
  // lower_dataclass_init.cpp: InitVar pseudo-fields ("Class.name"), field(init=False) and
  // field(kw_only=) / `_: KW_ONLY`, and the names a dataclass body declares, in order (the
  // generated __init__ takes the bases' first, as CPython's fields order).
  struct InitVarDef {
    Type type = Type::object();
    ir::Global* default_value = nullptr;
    TSNode default_node{};  // the default's expression (the value, or field()'s default=)
  };
  std::map<std::string, InitVarDef> initvars_;
  std::map<std::string, std::vector<std::string>> dataclass_names_;
  std::set<std::string> no_init_fields_, kw_only_marker_;  // fields; classes after `_: KW_ONLY`
  std::map<std::string, bool> field_kw_only_;
  // KW_ONLY or InitVar[T] annotation `a` in dataclass c's body: recorded (true), else false.
  bool collect_dataclass_pseudo_field(ir::ClassDef* c, TSNode a);
  void note_dataclass_name(ir::ClassDef* c, const std::string& name);
  // `x: InitVar[T] = field(...)`: its default= (or null), after checking the other arguments.
  TSNode initvar_field_default(ir::ClassDef* c, const std::string& name, TSNode call);
  void store_initvar_default(const InitVarDef& iv, RValue cls, TSNode name, TSNode value);
  std::vector<std::string> dataclass_order(const ir::ClassDef* c) const;
  const InitVarDef* initvar_of(const ir::ClassDef* c, const std::string& name) const;
  bool in_init(const ir::ClassDef* c, const std::string& name) const;
  bool dataclass_default(const ir::ClassDef* c, const std::string& name) const;
  void check_dataclass_defaults(const ir::ClassDef* c, TSNode s);
  void set_dataclass_extras(const ir::ClassDef* c, RValue cls);
  // Makes class attribute `name` of the compiled class cls read `value` (taken) on the class
  // itself, as CPython's class-body default does; instances keep their field.
  void publish_class_default(RValue cls, const std::string& name, RValue value);

  // lower_types.cpp
  std::optional<Type> parse_annotation(TSNode type_node);
  std::optional<Type> parse_annotation_node(TSNode type_node);  // parse_annotation's own parse
  // `x: int = None  # type: ignore` (an assignment's or a parameter's annotation with a None
  // default on an ignored line): what CPython lets x hold, an object.
  bool ignored_none_default(TSNode type_node) const;  // lower_dynamic_lines.cpp
  bool imported_type_name(TSNode n) const;  // an annotation naming an imported module's class
  // mypy_extensions' i64/i32/i16/u8 (a name bound by `from mypy_extensions import i64`, or
  // `mypy_extensions.i64`): ints to hintc, arbitrary precision as when the module is interpreted.
  bool native_int_name(TSNode n) const;
  // lower_typing.cpp: names imported from typing / typing_extensions
  static bool typing_module(const std::string& module);
  const std::pair<std::string, std::string>* typing_name(const std::string& alias) const;
  std::optional<RValue> typing_value(const std::string& alias, TSNode at);
  std::optional<RValue> lower_cast(TSNode call, TSNode args);
  bool is_cast_callee(TSNode fn) const;  // `cast` / `typing.cast` as imported here
  std::optional<Type> module_type_name(TSNode at, const std::string& name);
  TSNode module_assignment(TSNode at, const std::string& name) const;  // first top-level `name =`
  // `P.args` / `P.kwargs` of a module-level `P = ParamSpec(...)`.
  bool paramspec_component(TSNode annotation) const;
  // alias -> (module, name)
  std::map<std::string, std::pair<std::string, std::string>> typing_names_;
  std::set<std::string> native_int_aliases_;  // names bound to mypy_extensions' native int types
  // What a `from typing import ...` in the body of function scope s binds to alias (cached).
  const std::pair<std::string, std::string>* scope_typing_import(const Scope* s,
                                                                 const std::string& alias) const;
  mutable std::map<std::pair<uint32_t, std::string>,
                   std::optional<std::pair<std::string, std::string>>>
      scope_typing_names_;
  std::set<std::string> alias_stack_;  // aliases being resolved (a self-reference stops)
  std::optional<Type> parse_annotation_text(TSNode at, const std::string& text);
  Type union_of(const std::vector<Type>& members);
  // lower_type_imports.cpp: names only type checkers see
  // `TYPE_CHECKING` (typing's, or the module's own `= False`), or typing.TYPE_CHECKING.
  bool type_checking_flag(TSNode cond);
  // The blocks of an if statement that only type checkers take (`if TYPE_CHECKING:`).
  std::vector<TSNode> type_checking_blocks(TSNode if_stmt);
  // Calls visit(import, true) for each import in such a block (nested if/try arms included).
  void visit_type_imports(TSNode block, const std::function<void(TSNode, bool)>& visit);
  // An annotation naming a type alias of another module of the build (`Pos`, `_types.Pos`).
  std::optional<Type> build_alias_type(TSNode annotation);
  std::optional<Type> build_alias_named(const std::string& spelled);
  int quiet_ = 0;  // > 0: error() reports nothing (trial parses of possible aliases)
  void lower_module_body(TSNode root);

  // lower_generator.cpp
  bool contains_yield(TSNode body);
  // Marks fn a generator with the item/send/return types of its return annotation `ret`
  // (`async`: an async generator's AsyncIterator/AsyncIterable/AsyncGenerator annotation).
  void declare_generator(ir::Function* fn, TSNode ret, bool async = false);
  RValue lower_yield(TSNode e);  // `yield [v]` and `yield from it` expressions
  // The item type of v when it is the result of calling a compiled generator function.
  std::optional<Type> generator_items(const RValue& v) const;
  // lower_async.cpp: `async def` bodies (generator bodies making coroutines), `await`,
  // `async for` and `async with`.
  void declare_coroutine(ir::Function* fn, TSNode def);
  RValue lower_await(TSNode e);
  // Suspends until the awaited iterator `it` (owned; released) finishes: its result, an object.
  RValue await_iter(RValue it);
  bool is_async_statement(TSNode s);  // `async for` / `async with`
  void lower_async_for(TSNode s);
  // The steps of `async for` over iter (lower_iteration's `head`): each awaits anext() and a
  // StopAsyncIteration out of that await ends the loop. The slot receives each owned item.
  // `given`: the async iterator already made (an async genexp's first iterable). *elem: the
  // items' type (a direct call of a compiled async generator's AsyncIterator[T]), else object.
  std::shared_ptr<Value*> async_steps(TSNode iter, std::function<void(Block*, Block*)>& head,
                                      Register* given, Type* elem);
  // lower_async_comp.cpp: an `async for` clause of `comprehension` may be here (CPython's
  // SyntaxError otherwise).
  bool async_clause_allowed(TSNode comprehension);
  bool async_iteration_ = false;  // the next lower_iteration is an `async for`
  // `async with` exits: the awaited __aexit__(None, None, None) call, and the awaited
  // __aexit__(type, exc, tb) call's truth (whether it suppresses exc).
  void async_with_exit(Register* exit);
  Value* async_with_exit_exc(Register* exit, Value* exc);
  // Yields `item` (of the generator's item type; taken, and boxed unless int/float/bool) at
  // `at`; returns the sent value.
  RValue emit_yield(RValue item, TSNode at);
  // lower_genexp.cpp: lazy generator expressions (nested generator functions)
  bool lazy_genexp(TSNode n) const;  // a generator expression with a scope of its own
  // A call's argument nodes in source order: the generator expression of f(x for x in xs).
  std::vector<TSNode> call_args(TSNode args) const;
  std::optional<RValue> frame_namespace_call(const std::string& name, TSNode call, TSNode args);
  void collect_genexp(Scope* s);  // its ir::Function
  RValue lower_genexp(TSNode e);  // the generator object, made where the expression stands
  void lower_genexp_body(TSNode e);
  // The static type of the element of genexp e (scope s) from a trial lowering, or object.
  Type genexp_item_type(TSNode e, Scope* s);
  // What the creation of a generator expression tells its body: the first iterable's item
  // type, the narrowed locals there, and for range(...) its argument count and step sign.
  struct GenexpSite {
    Type elem;
    std::map<std::string, Type> narrowed;
    size_t range_args;
    int range_sign;
  };
  // Sets up the first loop of f's body over `inputs` (its parameters after the environment).
  void begin_first_loop(const Function* f, const std::vector<Register*>& inputs);
  std::map<const Function*, GenexpSite> genexp_sites_;
  std::optional<Type> iterate_elem_;  // with iterate_value_: the type of its items
  // lower_closure.cpp: nested defs, lambdas and the variables they capture (closure_scope.h)
  void collect_nested(TSNode root);  // an ir::Function per nested def and lambda
  void begin_closure_body(FuncInfo& info);  // the activation's environment, captured parameters
  Scope* cell_owner(const std::string& name) const;
  // Reads/stores of captured names; nullopt / false when `name` is not captured here.
  std::optional<RValue> closure_read(const std::string& name, TSNode at);
  bool closure_assign(TSNode target, RValue& v, std::optional<Type> declared);
  void closure_del(TSNode target);  // `del NAME` of a captured variable
  bool closure_declare(const std::string& name, Type t);  // `x: T` of a captured local
  std::optional<Type> captured_type(const std::string& name) const;  // null: not captured here
  RValue env_of(Scope* owner);  // the environment of `owner`'s activation, from here
  RValue load_field(Function* owner, RValue env, const std::string& field, int free);
  void store_field(Function* owner, RValue env, const std::string& field, RValue v);
  RValue make_closure(TSNode def);  // the function object of a nested def or lambda
  void lower_nested_def(TSNode s);
  void lower_nested_decorated(TSNode s);  // a decorated def inside a function
  void lower_lambda_body(TSNode body);
  std::optional<RValue> call_nested(const std::string& name, TSNode call, TSNode args);
  void check_nonlocal(TSNode s);
  std::unique_ptr<ScopeTable> scopes_;
  bool postponed_annotations_ = false;  // `from __future__ import annotations`
  Scope* scope_ = nullptr;        // of the function being lowered (null: module body)
  Register* env_reg_ = nullptr;   // its activation's environment, if it has one
  Register* penv_ = nullptr;      // a nested function's hidden parameter: the enclosing one

  // lower_function.cpp
  void lower_function(FuncInfo& info);
  bool lower_function_once(FuncInfo& info);
  void scan_assigned(TSNode n, std::set<std::string>& out);
  void begin_body(Function* f, Type return_type);
  void end_body(TSNode def);

  // lower_stmt.cpp
  void lower_block(TSNode block);
  void lower_stmt(TSNode s);
  void lower_expression_statement(TSNode s);
  void lower_import(TSNode s);
  void lower_assignment(TSNode s);
  // lower_str_unpack.cpp: `a, b, c = s.partition(x)` and `q, r = divmod(a, b)` of ints
  // without the tuple (false: not that form)
  bool lower_partition_unpack(TSNode left, TSNode right);
  bool lower_divmod_unpack(TSNode left, TSNode right);
  bool names_builtin(TSNode fn) const;  // fn is a name that reads the builtin of that name
  // a // b and a % b of int expressions (quiet_int: evaluated in order, no effects)
  std::pair<RValue, RValue> int_divmod(TSNode a, TSNode b, TSNode call);
  void lower_augmented(TSNode s);
  void lower_return(TSNode s);
  void lower_if(TSNode s);
  // A branch reaching the join of an if/match: the names definitely assigned after the join are
  // those assigned on every branch that reaches it (merged: the intersection so far, if any).
  void join_definitely(std::optional<std::set<std::string>>& merged) const;
  void lower_while(TSNode s);
  void lower_for(TSNode s);
  void lower_def_statement(TSNode s);
  void store_defaults(FuncInfo& info);
  void assign_name(TSNode target, RValue v, std::optional<Type> declared);
  void assign_target(TSNode target, RValue v);

  // lower_match.cpp, lower_match_class.cpp: the `match` statement. match_test tests value v
  // (a register) against p, jumping to `fail` when it does not match.
  void lower_match(TSNode s);
  void match_test(const Pattern& p, Register* v, Block* fail, MatchBinds& mb, bool in_or);
  void match_sequence(const Pattern& p, Register* v, Block* fail, MatchBinds& mb, bool in_or);
  void match_mapping(const Pattern& p, Register* v, Block* fail, MatchBinds& mb, bool in_or);
  void match_class(const Pattern& p, Register* v, Block* fail, MatchBinds& mb, bool in_or);
  // The attributes a class pattern of compiled class c reads as fields (positional ones by the
  // dataclass's field order); nullopt when it goes through CPython's protocol.
  std::optional<std::vector<std::string>> native_match_attrs(const Pattern& p,
                                                             const ir::ClassDef*& c);
  void match_capture(TSNode id, Register* v, MatchBinds& mb, bool in_or);
  ClassPatternTypes match_class_types(const Pattern& p, Type t);
  // The type of a subject of type t once p matched it (lower_match_types.cpp).
  Type match_subject_type(const Pattern& p, Type t);
  // lower_match_types.cpp: typed registers for the names an or-pattern binds (the join of the
  // alternatives' types), and a local subject narrowed by a compiled class pattern.
  void match_or_registers(const Pattern& p, Register* v, MatchBinds& mb);
  std::optional<std::pair<std::string, Type>> match_subject_narrowing(const Pattern& p,
                                                                      TSNode subject,
                                                                      const MatchBinds& mb);
  void match_compare(Register* v, RValue value, bool identity, TSNode at, Block* fail);
  void match_branch(RValue cond, Block* fail);  // continues where cond is true
  Register* match_hold(RValue v, MatchBinds& mb);  // v in a new temporary register
  RValue match_literal(const Pattern& p);
  RValue match_dotted(TSNode dotted);  // a value pattern's `a.b.c`
  RValue match_keys(const Pattern& p);  // a mapping pattern's keys as a tuple
  // mypy accepts a function ending in a match whose cases all return when it proves them
  // exhaustive; CPython would return None there. match_end_ is the block and op count where only
  // a match's no-case-matched path goes on: a function end reached just there raises instead.
  std::pair<Block*, size_t> match_end_{nullptr, 0};
  // Names several cases of the match being lowered bind: captured as objects, since each case
  // may bind a value of another type (a local's type is its first assignment's).
  std::set<std::string> match_shared_names_;
  bool match_fell_through() const;
  void raise_no_case_matched();

  // lower_try.cpp: exceptions, `with`, `assert`, `del`
  void lower_try(TSNode s);
  void lower_handlers(TSNode body, const std::vector<TSNode>& clauses, TSNode else_body,
                      const std::set<std::string>& at_entry, Join& join);
  void join_here(Join& j);  // the current path (if reachable) continues at j
  // The protected body and `else` of a try with handlers, then the handlers' entry: the frame
  // holding the caught exception (enter_handler).
  CleanupFrame lower_try_body(TSNode body, TSNode else_body, TSNode first_clause,
                              const std::set<std::string>& at_entry, Join& join);
  // lower_try_star.cpp: `except*` handlers; whether a break/continue/return would leave one
  // (reported: CPython refuses it)
  void lower_star_handlers(TSNode body, const std::vector<TSNode>& clauses, TSNode else_body,
                           const std::set<std::string>& at_entry, Join& join);
  void lower_star_clause(TSNode clause, Register* state, Register* match,
                         const std::set<std::string>& at_entry);
  void bind_star_name(TSNode name, Register* match);
  bool leaves_star_handler(TSNode s);
  // lower_group_split.cpp: `g.split(f)` / `g.subgroup(f)` with a compiled function f
  std::optional<RValue> group_split_call(RValue base, TSNode fn, TSNode call, TSNode args);
  bool names_compiled_function(TSNode e);
  void lower_raise(TSNode s);
  void lower_with(TSNode s);
  void lower_with_items(const std::vector<TSNode>& items, size_t i, TSNode body,
                        bool async = false);
  void lower_assert(TSNode s);
  void lower_del(TSNode s);
  void del_target(TSNode t);
  // Runs the cleanups of frames [down_to, top) for a return/break/continue leaving them.
  void leave_cleanups(size_t down_to);
  void leave_loop_cleanups();  // for break/continue: the frames inside the innermost loop
  void emit_cleanup(const CleanupFrame& f);
  bool begin_landing(const Builder::Dest& d);
  CleanupFrame enter_handler();
  void push_frame(CleanupFrame f);
  CleanupFrame pop_frame();
  void unbind_name(TSNode id);
  RValue exception_operand(TSNode e);
  void lower_class(TSNode s);
  // Locals that `del` or `except ... as NAME` can unbind: never taken as definitely assigned
  // (loops and joins only track assignments), so every read checks their flag.
  void scan_unbound(TSNode body, std::set<std::string>& out);

  // lower_profile.cpp: where CPython's tracer would report a 'line' event, a line_event op
  void profile_statement(TSNode s, const std::string& kind);
  void profile_line(TSNode at);  // unconditionally: loop headers, elif conditions

  // lower_expr.cpp
  RValue lower_expr(TSNode e);
  RValue lower_expr_inner(TSNode e);
  RValue lower_name(TSNode e);
  RValue lower_attribute(TSNode e);
  RValue attribute_of(RValue base, TSNode e);  // base.ATTR of attribute node e (base lowered)
  RValue lower_literal(TSNode e);
  RValue lower_string(TSNode e);
  RValue lower_bool_op(TSNode e);
  RValue lower_conditional(TSNode e);
  // lower_select.cpp: `a if c else b` of int locals and literals, selected without a branch.
  std::optional<RValue> lower_select(TSNode e);
  bool select_leaf(TSNode n) const;
  bool select_arm(TSNode n) const;
  Value* select_word(TSNode n);
  // lower_walrus.cpp: `name := value`, and reads of names some `:=` assigns
  RValue lower_named_expr(TSNode e);
  Register* walrus_safe_read(Register* r);
  RValue lower_compare(TSNode e);
  Value* lower_condition(TSNode e);  // truth value of an expression as a bool value (borrowed)
  // A narrowed field, global or captured variable read as it is now, without the narrowing's
  // check (which raises TypeError on None): for `x is None` and truth tests, whose answer a
  // call may have changed since the narrowing (`self.close()` setting `self.conn = None`).
  RValue lower_unnarrowed(TSNode e);
  // A call of a function that never returns: a compiled def declared `-> NoReturn` / `Never`,
  // sys.exit, os._exit, os.abort, typing.assert_never.
  bool noreturn_call(TSNode call);

  // lower_ops.cpp: typing rules of operators, and conversions
  RValue binary_op(const std::string& op, RValue l, RValue r, TSNode at, TSNode right_node);
  RValue unary_op(const std::string& op, RValue v, TSNode at);
  RValue compare_op(const std::string& op, RValue l, RValue r, TSNode at);
  // `x in DISPLAY` of literals compared item by item (nullopt: not that shape; l borrowed)
  std::optional<RValue> in_literal_display(RValue l, TSNode display, bool negate);
  // `l == (a, b)` of a tuple display compared item by item (nullopt: not that shape; l borrowed)
  std::optional<RValue> tuple_display_eq(RValue l, TSNode display, TSNode at);
  RValue truth(RValue v);
  // lower_object_method.cpp: obj.m(args) of an untyped obj as one method call (nullopt: the
  // arguments could run code, so the bound method is looked up first, as CPython does)
  std::optional<RValue> object_method_call(RValue base, TSNode fn, TSNode call, TSNode args);
  bool quiet_argument(TSNode a) const;
  bool quiet_local(TSNode a) const;
  char quiet_native_kind(TSNode a) const;
  RValue boxed_argument(RValue v);  // a call argument as an object (a str as it is)
  // float_sign.cpp: whether `base ** exponent` (at: the operator node) is never complex, and
  // the proof that an expression / a local is never a finite negative number.
  bool float_pow_is_real(TSNode at, TSNode right_node, bool int_exponent);
  bool never_negative(TSNode e, std::set<std::string>& assumed, int depth);
  bool never_negative_local(const std::string& name, std::set<std::string>& assumed, int depth);

 public:
  bool numeric_local(TSNode e) const;  // a float/int/bool local (reading it runs no code)

 private:
  // Converts v to type t (int->float, bool->int, boxing, unboxing) or reports an error built by
  // `describe(actual)` at `at` and returns nullopt.
  std::optional<RValue> coerce(RValue v, Type t, TSNode at, const std::string& context);
  // coerce for a value stored into a container item (a list, set, tuple or dict slot): a bool
  // for an int or an int for a float keeps its own Python type there, as in CPython (`[1, True]`
  // stays `[1, True]`); reads of the item convert it, as parameters do.
  std::optional<RValue> coerce_item(RValue v, Type t, TSNode at, const std::string& context);
  bool assignable(Type from, Type to) const;
  RValue to_object(RValue v);
  // v at object type t (boxing a native value; an unchecked cast between object types).
  RValue as_type(RValue v, Type t);
  RValue to_float(RValue v);
  RValue to_int(RValue v);
  RValue join_registers(Type t);  // a fresh temp register holding a value of t
  Register* temp_register(Type t);
  // An int register's value with its reference, the register left holding the small int 0 (so
  // neither its next release nor a reassignment touches a reference count).
  RValue move_int(Register* r);

  // lower_containers.cpp: displays, subscripts, slices, unpacking, operators on objects
  std::optional<RValue> object_binary(const std::string& op, RValue& l, RValue& r, TSNode at);
  RValue object_compare(const std::string& op, RValue l, RValue r, TSNode at);  // borrows
  RValue lower_display(TSNode e);
  // tree-sitter parses a lone `[*g()]` as `[(*g)()]`: the list_splat heading such an item's
  // call/attribute/subscript chain, which the item is lowered without (lower_containers.cpp).
  TSNode misparsed_splat(TSNode item) const;
  std::set<const void*> unwrapped_splats_;
  RValue lower_dict_display(TSNode e);
  RValue lower_subscript(TSNode e);
  // lower_slices.cpp: seq[a:b] (read, store of o, delete) with int bounds on a list/tuple/str
  // through the native slice ops, else through a slice object. seq and o are borrowed.
  bool lower_slice_bounds(TSNode slice, bool native_ok, std::array<RValue, 3>& out, int& has);
  RValue slice_read(RValue seq, TSNode slice, TSNode at, Type result);
  void slice_store(RValue seq, TSNode slice, TSNode at, RValue o);
  void lower_augmented_slice(TSNode s, const std::string& op);  // xs[i:j] op= v
  void slice_delete(RValue seq, TSNode slice, TSNode at);
  // The tuple key of `v[i, j:k]` (the subscript node's items after the value; slices become
  // slice objects), evaluated left to right.
  RValue multi_index_key(TSNode subscript);
  // a[i, j] or a[*idx] (3.11): the key is a tuple built from the parts.
  bool multi_index(TSNode subscript);
  // `a[i:j] + b[k:l]` of list locals with quiet bounds, built in one step; nullopt otherwise.
  std::optional<RValue> lower_slice_concat(TSNode e);
  // A definitely assigned local of that kind; an int expression of those and literals (reading
  // them runs no code).
  bool quiet_local(TSNode n, ir::TypeKind kind) const;
  bool quiet_int(TSNode n) const;
  void assign_subscript(TSNode target, RValue v);
  // seq[index] = v for an evaluated seq and index (borrowed; v is consumed).
  void store_item(RValue seq, RValue index, RValue v, TSNode target);
  // `seq[index] op= rhs`: seq and index evaluated once, the item read, combined and stored back.
  void lower_augmented_subscript(TSNode s, const std::string& op);
  // `l op= r` updating a mutable container (or untyped object) in place, as CPython's
  // INPLACE_* does (list += extends the same list); nullopt when op= means plain op.
  std::optional<RValue> inplace_binary(const std::string& op, RValue& l, RValue& r, TSNode at);
  void delete_target(TSNode target);
  // Reads item `index` of sequence `seq` as the static item type (checked).
  RValue read_item(RValue seq, RValue index, TSNode at);
  // The value `o` of object type, checked to be of type t.
  RValue checked(RValue o, Type t, const std::string& context);
  Type join_types(const std::vector<Type>& ts) const;
  std::optional<Type> expected_;  // the type the context wants of the next display
  Register* iterate_value_ = nullptr;
  // native_lists.cpp, native_list_ops.cpp: locals kept as native buffers (name -> item type)
  std::map<std::string, Type> native_lists_;
  // The walk both local-container analyses make (pre-order; visit's false skips the children)
  // and their test for a call of one of the builtins `names` that nothing rebinds.
  static void walk_tree(TSNode root, bool named_only, const std::function<bool(TSNode)>& visit);
  bool unshadowed_builtin_call(TSNode call, std::initializer_list<const char*> names);
  void reject_nested_mentions(const std::vector<TSNode>& scopes,
                              const std::map<std::string, Type>& candidates,
                              std::set<std::string>& rejected);
  // native_dicts.cpp, native_dict_ops.cpp: locals kept as native int-keyed dicts (name -> value
  // type)
  std::map<std::string, Type> native_dicts_;
  void find_native_dicts(TSNode body, const std::set<std::string>& params);
  RValue lower_native_dict_def(TSNode right, Type value);
  // The first definition of an unannotated candidate: a native dict when its type is one.
  void lower_inferred_dict_def(TSNode left, TSNode right);
  std::optional<RValue> native_dict_method(RValue obj, const std::string& name, TSNode call,
                                           TSNode args);
  // The native dict value's key from an evaluated index (coerced to int; nullopt after an error).
  std::optional<RValue> native_dict_key(RValue index, TSNode at);
  static PrimId ndict_prim(Type value, char op);
  // `d`, `d.keys()` or `d.values()` of a native dict local (a reduction's argument).
  bool native_dict_source(TSNode e);
  void find_native_lists(TSNode body, const std::set<std::string>& params);
  std::optional<Type> native_fill_type(TSNode right, TSNode type);
  RValue lower_native_fill(TSNode right, Type elem);
  RValue lower_native_def(TSNode right, Type elem);  // any assignment to a native list variable
  RValue lower_native_comprehension(TSNode comp, Type elem);
  RValue lower_native_literal(TSNode list, Type elem);
  // An int value to move into a container: owned as it is, or taken from an expression's
  // result temporary, or a new reference.
  RValue owned_int_result(RValue v);
  std::optional<RValue> native_list_method(RValue obj, const std::string& name, TSNode call,
                                           TSNode args);
  // sum/min/max of a list[int]/list[float] value (native or not) in one runtime call.
  std::optional<RValue> native_reduction(const std::string& name, RValue src, TSNode call);
  // Primitive of a native buffer operation for its item type (bool: bytearray; int, float: NList).
  static PrimId buffer_prim(Type elem, char op);
  // native_return.cpp: native-list entries of functions returning a list they build.
  std::set<const ir::Function*> planned_entries_;  // functions whose entry returns natively
  std::map<const ir::Function*, FuncInfo> native_entries_;  // made entries, by exact version
  std::vector<const ir::Function*> native_entry_order_;
  std::optional<Type> native_return_;  // lowering (or planning) an entry returning these items
  bool native_entry_shape(const FuncInfo& f) const;
  void plan_native_entries();
  // 1: a native list local, 2: a native display or fill, 3: a call of a planned entry, else 0.
  int native_return_kind(TSNode e, Type elem);
  // The planned function `call` calls directly with a list[elem] result, or null.
  FuncInfo* native_list_callee(TSNode call, Type elem);
  FuncInfo& native_list_entry(FuncInfo& f);  // made on first use
  void lower_native_entries();
  RValue lower_native_return(TSNode e, Type elem);

  // lower_iter.cpp: iteration (for statements and comprehensions)
  // Runs body() once per item of `iter` with `target` bound; loop_else (may be null) runs when
  // the iteration ends without break.
  void lower_iteration(TSNode target, TSNode iter, const std::function<void()>& body,
                       TSNode loop_else, bool is_statement,
                       const std::function<void(RValue)>* sink = nullptr);
  // The for/if clauses of comprehension or generator expression e as nested loops around
  // innermost(), with the clause variables local to e.
  void lower_clauses(TSNode e, const std::function<void()>& innermost);
  // The arguments of a range(...) call as int registers (argv: their nodes); nullopt after an
  // error.
  std::optional<std::vector<Register*>> range_arguments(TSNode call, std::vector<TSNode>& argv);
  int literal_sign(TSNode n);  // 1 / -1 for a nonzero int literal (or its negation), else 0
  // The next range loop (with iterate_value_'s consumer) counts over these registers: range's
  // arguments evaluated before; with a step, iterate_range_sign_ is its sign if known, else 0.
  std::vector<Register*> iterate_range_;
  int iterate_range_sign_ = 0;
  // lower_builtins.cpp: builtins over strings and containers; nullopt when not handled here
  std::optional<RValue> call_container_builtin(const std::string& name, TSNode call, TSNode args);
  // as_set: a generator expression gathered into a set (set(x for ...)) instead of a list.
  RValue lower_comprehension(TSNode e, bool as_set = false);
  // lower_comp_build.cpp: list comprehension e (or a generator expression gathered whole) built
  // with room reserved for its one loop's items; into_tuple: the tuple of its items.
  RValue lower_list_build(TSNode e, std::optional<Type> item_want, bool into_tuple);
  // len() of a set comprehension / set(genexp): the count of its distinct items.
  std::optional<RValue> lower_len_distinct(TSNode arg, TSNode call);
  // `xs[i]` of a local list[int] / tuple[int, ...] read as the item object itself.
  std::optional<RValue> int_item_object(TSNode e);
  // Set by a comprehension for its one loop: called with the loop's item count (an int value)
  // once the iterable is evaluated, when the loop knows it (range, list, tuple).
  const std::function<void(Value*)>* size_hint_ = nullptr;
  // The value a `for` iterates; elem is set when its items' type is known beyond its own type.
  // With dict_walk, d.keys()/values()/items() of a typed dict give d itself and the walk
  // (HintcDictWalk: 1 keys, 2 values, 3 items).
  RValue lower_iterable(TSNode e, std::optional<Type>& elem, int* dict_walk = nullptr);
  // Whether v can be iterated; an Optional of an iterable (mypy's only complaint: it may be
  // None) becomes an object, so iter() raises CPython's TypeError for None at run time.
  bool iterable_value(RValue& v);
  // lower_for_dict.cpp: how each step of a loop runs (see lower_iteration)
  struct LoopSteps {
    std::function<void(Block* body_b, Block* end_b)> head;
    std::function<void()> bind;
    std::function<void()> advance;
    Register* state = nullptr;  // a dict loop's state
  };
  // lower_for_range.cpp: a loop whose body is small and simple gets a second, faster copy, run
  // when `ok` (tested before the loop) holds; `prepare` starts it. A range() loop's copy counts
  // on an int64 when the bounds are small ints; inside it, `buf[i]` of a bool buffer the test
  // covered (i the loop variable, neither rebound in the body) needs no index check
  // (range_fast_). A native int list's copy reads items as small ints while the list has never
  // held a bignum; its head goes on in the generic copy's head (*generic_head) once it has.
  struct LoopVersion {
    Register* ok = nullptr;
    std::function<void()> prepare;
    LoopSteps steps;
    std::shared_ptr<Block*> generic_head;
  };
  bool versionable_body(TSNode target, bool is_statement);
  std::optional<LoopVersion> range_version(TSNode target, TSNode body, Register* start,
                                           Register* stop, Register* step);
  // `fixed`: the loop's body cannot change the list (fixed_list_loop), so the small-int test and
  // the size are read once before the loop.
  LoopVersion native_int_version(Register* list, Register* idx, Register* is_native,
                                 bool reversed, const std::function<void(RValue)>& bind_item,
                                 bool fixed);
  // The loop over local `seq` whose target is `target` cannot change that variable's list: its
  // body never names the variable (a native list is reachable through nothing else).
  bool fixed_list_loop(TSNode target, bool is_statement, TSNode seq);
  // A loop over dict d (taken) for walk with a native loop state; `pair` holds the two targets
  // of `for k, v in d.items()` (bound with unboxed reads), else each item goes to bind_item.
  // native_dict_ops.cpp: the same over a native dict (walk 0-3 as for dicts)
  LoopSteps native_dict_loop(RValue d, int walk, Type value, const std::vector<TSNode>& pair,
                             const std::function<void(TSNode, RValue)>& bind_part,
                             const std::function<void(RValue)>& bind_item);
  LoopSteps dict_loop(RValue d, int walk, Type elem, const std::vector<TSNode>& pair,
                      const std::function<void(TSNode, RValue)>& bind_part,
                      const std::function<void(RValue)>& bind_item, bool hold_key);
  // `d[k]` in the body of a statement loop over local dict d (or its keys()/items()) binding
  // local k, when the body rebinds neither: the lookup of the key object the loop produced.
  struct DictLoopKey {
    std::string dict, key;
    Register* state;
  };
  std::vector<DictLoopKey> dict_loop_keys_;  // the enclosing loops' bodies being lowered
  std::optional<DictLoopKey> dict_loop_key(TSNode iterable, TSNode key_target, TSNode body);
  std::optional<RValue> loop_key_lookup(TSNode subscript);
  bool rebinds(TSNode body, const std::set<std::string>& names);  // may any of names be rebound
  // lower_for_seq.cpp: a loop over list or tuple seq (taken), forwards or reversed.
  // Branches to `in` while index idx is inside [0, size) (only the upper bound is tested going
  // forwards; a reversed walk also stops below 0), else to `out`.
  void branch_index_in_range(Register* idx, Value* size, bool reversed, Block* in, Block* out);
  LoopSteps seq_loop(RValue seq, Type elem, bool reversed,
                     const std::function<void(RValue)>& bind_item,
                     std::optional<LoopVersion>* version = nullptr, bool fixed_list = false);
  struct RangeFast {
    Register* var;  // the loop variable's register
    Register* c64;  // its value as an int64
    std::map<Register*, Register*> items;  // covered bool buffers -> their items' address
  };
  std::vector<RangeFast> range_fast_;
  struct FastItem {
    Register* items;  // the buffer's items' address
    Register* index;  // int64
  };
  std::optional<FastItem> fast_buffer_index(Value* seq, Value* index);
  // Item idx of the exact list or tuple in seq, borrowed (check it before anything runs).
  RValue seq_item_borrowed(Register* seq, Register* idx);
  // An object loop's item register's reference, moved out (the register is left null).
  RValue move_object_item(Register* item);
  void scan_assigned_target(TSNode t, std::set<std::string>& out);  // names a target binds
  void bind_target(TSNode target, RValue v);  // any assignment target: name, tuple, subscript

  // lower_methods.cpp: methods of str, list, dict, set, tuple
  std::optional<RValue> call_typed_method(RValue obj, const std::string& name, TSNode call,
                                          TSNode args);
  RValue lower_fstring(TSNode e);
  bool has_interpolation(TSNode e) const;
  // lower_list_pop.cpp: `lst.pop()` / `lst.pop(i)` of a typed list (obj taken), result checked.
  RValue lower_list_pop(RValue obj, const std::vector<TSNode>& argv, Type result, TSNode call);

  // lower_call.cpp
  RValue lower_call(TSNode e);
  bool call_stays_static(TSNode fn) const;  // lower_dynamic_lines.cpp
  // `self` (borrowed) fills the first parameter of a method; vslot >= 0 calls through the vtable.
  RValue call_compiled(FuncInfo& f, TSNode call, TSNode args,
                       std::optional<RValue> self = std::nullopt, int vslot = -1);
  RValue call_builtin(const std::string& name, TSNode call, TSNode args);
  RValue call_math(const std::string& name, TSNode call, TSNode args);
  // A call of a Python object: arguments boxed, positional and keyword (the dynamic fallback).
  RValue call_generic(RValue callee, TSNode call, TSNode args);
  RValue call_python_object(RValue callee, TSNode call, TSNode args);  // call_generic's call
  RValue call_splat(RValue callee, TSNode call, TSNode args);  // f(*xs, **m)
  bool has_splat(TSNode args);
  static bool is_python_builtin(const std::string& name);
  RValue load_builtin(const std::string& name);  // the builtins module's attribute, as an object
  // A call of builtin `name` with positional args (consumed), its span `at`.
  RValue call_builtin_with(const std::string& name, std::vector<RValue> args, TSNode at);
  // The absolute module name of an import's module node (resolving leading dots).
  std::optional<std::string> absolute_module(TSNode modnode);
  std::vector<TSNode> positional_args(TSNode args, bool allow_keywords);
  // The Python callable of compiled method m called on self (for calls with `*` / `**`).
  RValue method_object(const Function* m, std::optional<RValue> self, int vslot);
  // lower_binding.cpp: static binding of call arguments
  // The parameters of f a call fills (those from `first`: a method's receiver is given).
  static std::vector<CallParam> call_params(const Function& f, size_t first);
  // Matches call arguments to parameters, reporting mypy's errors; nullopt after an error.
  std::optional<ArgMatch> match_arguments(const std::string& fname,
                                          const std::vector<CallParam>& params, TSNode call,
                                          TSNode args);
  // Lowers the matched arguments in source order, checking them against the parameter types;
  // nullopt (everything released) after an error.
  std::optional<std::vector<RValue>> lower_arguments(const std::string& fname,
                                                     const ArgMatch& match,
                                                     const std::vector<CallParam>& params);
  // Per parameter: its argument (a borrowed view of `actuals`), the new tuple / dict packing
  // the arguments of *args / **kwargs (owned), or nullopt when omitted (its default applies).
  std::vector<std::optional<RValue>> pack_arguments(const ArgMatch& match,
                                                    const std::vector<CallParam>& params,
                                                    const std::vector<RValue>& actuals,
                                                    TSNode call);

  // lower_imported.cpp: native calls into other compiled modules of the build
  void collect_api_import(const std::string& alias, const std::string& module,
                          const std::string* from_name);
  void bind_api_import(const std::string& alias);  // after the import statement bound alias
  size_t imported_module(const std::string& name);  // index in mod_.imported, made on first use
  std::optional<RValue> try_call_imported(TSNode call);
  RValue call_imported(const std::string& module, size_t index, ir::Global* binding,
                       ApiBinding::Kind kind, TSNode call, TSNode args);
  RValue imported_callee_object(ir::Global* binding, ApiBinding::Kind kind, TSNode fn);

  // literals.cpp
  std::optional<RValue> int_literal(TSNode e);
  RValue float_literal(TSNode e);
  // `2j`: complex(0.0, 2.0), an object (complex values are Python objects to compiled code).
  RValue imaginary_literal(TSNode e);
  static bool is_imaginary(const std::string& literal_text);
  std::optional<std::string> string_value(TSNode e);
  std::optional<std::string> bytes_value(TSNode e);  // a b"..." literal's bytes
  // The parts of a concatenated literal joined, each read by part_value.
  std::optional<std::string> concatenated(TSNode e,
                                          std::optional<std::string> (Lowerer::*part_value)(TSNode));
  bool is_bytes_literal(TSNode e) const;
  // The docstring of a module or def body (its first statement, if a plain string literal).
  std::optional<std::string> docstring(TSNode body);

  // Names
  Register* local(const std::string& name) const;
  RValue read_local(const std::string& name, TSNode at);
  RValue poison(Type t = Type::object());  // placeholder value after an error

  const SourceFile& src_;
  Diagnostics& diags_;
  ir::Module& mod_;

  std::map<std::string, FuncInfo> funcs_;
  std::vector<std::string> func_order_;
  std::map<std::string, std::string> imports_;  // alias -> "math" or "math.NAME"
  std::map<std::string, TSNode> global_decl_;   // module global name -> first assignment

  // Per-body state.
  Builder* b_ = nullptr;
  bool module_level_ = false;
  Type return_type_;
  Register* ret_reg_ = nullptr;
  Block* ret_block_ = nullptr;
  std::map<std::string, Register*> locals_;
  std::set<std::string> local_names_;   // names assigned in this function (Python scoping)
  std::set<std::string> global_names_;  // `global` declarations
  // Optional locals known not to be None here (after `if x is not None:` and the like), with
  // the type their reads have.
  std::map<std::string, Type> narrowed_;
  struct Narrowing {
    std::map<std::string, Type> when_true, when_false;
  };
  Narrowing narrowing_of(TSNode cond);
  // The Optional module global a read of `name` here reaches, or null.
  const ir::Global* narrowable_global(const std::string& name) const;
  void forget_narrowing_in(TSNode body);  // names a loop body assigns are not narrowed in it
  // lower_narrow_fields.cpp: `local.field` (fields of compiled instances) narrows as a local.
  std::optional<Type> chain_type(TSNode e);
  std::optional<Type> optional_field(TSNode attr);
  RValue narrowed_field(RValue v, TSNode attr);
  // isinstance(obj.f, C) of a field declared as a base of C (or object, or Optional of such).
  std::optional<std::pair<std::string, Type>> field_narrowing_to_class(TSNode attr,
                                                                       const ir::ClassDef* c);
  void narrow_field_store(TSNode target, Type field, Type stored);
  void forget_field_narrowing(const std::string& local);  // "" forgets every field
  std::set<std::string> comprehension_names_;  // loop variables of the comprehensions being lowered
  std::set<std::string> definitely_;    // locals definitely assigned at this point
  std::set<std::string> unbindable_;    // see scan_unbound
  // A def without any annotation (mypy does not check its body): locals rebound with a value of
  // another type or an untyped one are objects, found by lowering again (lower_function).
  bool untyped_def_ = false;
  std::set<std::string> widened_locals_;
  // mypy's partial types of the def being lowered (check/partial_types.h), and the hooks
  // reporting bindings and uses to it (lower_partial.cpp).
  check::PartialTypes partial_;
  // The declared type of `left = right` binding a partial local, if known; `creator`: right is
  // `[]`, `{}`, `set()`, `None` (...), which binds such a local rather than deciding its type.
  std::optional<Type> partial_binding(TSNode left, TSNode right, bool& creator);
  void partial_method_arg(TSNode call, const std::string& method, size_t index, Type arg);
  // `x = v  # type: T` (check/type_comments.h): T as a quoted annotation reads (simple names;
  // object otherwise), or nullopt without such a comment.
  std::optional<Type> type_comment_of(TSNode assignment);
  void partial_item_store(TSNode subscript_value, Type key, Type value);
  std::set<std::string> need_flag_;     // locals that need a runtime "assigned" flag
  std::map<std::string, Register*> flags_;
  std::vector<LoopTargets> loops_;
  std::vector<CleanupFrame> cleanups_;
  bool ret_held_in_cleanup_ = false;  // a return ran cleanups: $ret may hold a value on error
  // A `with` body that cannot fall through continues only if __exit__ suppresses an exception,
  // which mypy rules out unless __exit__ says bool: then a body end needing a value is not a
  // missing return (lower_try.cpp, end_body).
  bool with_exit_only_ = false;
  // Per `except*` handler being lowered: loops_.size() at its entry (lower_try_star.cpp).
  std::vector<size_t> star_handler_loops_;
  void raise_unreachable_end();
  void raise_runtime_error(const std::string& message);  // raises RuntimeError(message)
  int depth_ = 0;
  int indent_depth_ = 0;
  uint32_t module_pos_ = 0;  // while lowering the module body: offset of the current statement
  int temp_counter_ = 0;
  size_t body_errors_ = 0;                  // diagnostics count when the current body began
  std::set<std::string> unsupported_defs_;  // nested defs already reported
  bool profile_ = false;
  int profile_last_line_ = 0;  // line of the last line_event emitted in source order

  // Other compiled modules of the build and what this module's imports bound of them.
  std::map<std::string, ModuleInterface> build_;
  std::map<std::string, ApiBinding> api_bindings_;  // alias -> binding
  std::set<std::string> package_imports_;           // `import pkg.a` (no alias): "pkg.a"
  std::map<std::string, size_t> imported_index_;    // module -> index in mod_.imported
};

}  // namespace hintc::frontend
