// Internal interfaces between the emitters: module context, constant pool, function emitter.
#pragma once
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "hintc/codegen/naming.h"
#include "hintc/ir/ir.h"

namespace hintc::codegen {

// Module constants (str objects and big ints) created once at module init, numbered in order of
// first use so the output is stable.
class ConstantPool {
 public:
  enum Kind { kStr, kBigInt, kBytes };
  struct Entry {
    Kind kind;
    std::string text;  // UTF-8 text, the int literal's digits, or the bytes
    bool is_object() const { return kind != kBigInt; }
  };
  int str(const std::string& text) { return add(kStr, text); }
  int bigint(const std::string& digits) { return add(kBigInt, digits); }
  int bytes(const std::string& data) { return add(kBytes, data); }
  const std::vector<Entry>& entries() const { return entries_; }

 private:
  int add(Kind kind, const std::string& text);
  std::vector<Entry> entries_;
  std::map<std::pair<Kind, std::string>, int> index_;
};

// Functions on a call cycle (direct or mutual recursion). Only they check the native depth
// budget: any unbounded native recursion has to pass through one of them.
std::set<const ir::Function*> recursive_functions(const ir::Module& m);

struct ModuleContext {
  explicit ModuleContext(const ir::Module& mod)
      : m(mod), symbols(mod), recursive(recursive_functions(mod)) {}
  const ir::Module& m;
  naming::SymbolTable symbols;
  std::set<const ir::Function*> recursive;
  ConstantPool pool;
  // Per imported module (index in m.imported): the declarations this module calls, in order;
  // filled by imported_apis_section, read by the ops that call through the tables.
  std::vector<std::vector<const ir::Function*>> used_imports;

  std::string native_name(const ir::Function& f) const;
  std::string global_slot(const ir::Global* g) const;
  std::string global_flag(const ir::Global* g) const;
  std::string global_key(const ir::Global* g) const;  // public globals: the interned name
};

// "static HInt hn_fib(HInt v0, int hdepth)"; parameter names are omitted for a forward
// declaration. Every native function but the module body takes the remaining native call depth.
std::string native_signature(const ModuleContext& ctx, const ir::Function& f, bool definition);
// The complete definition of a function's native C++ body.
std::string emit_function(ModuleContext& ctx, const ir::Function& f);
// The statements of f's blocks with their labels (FunctionEmitter em is set up for f).
class FunctionEmitter;
std::string emit_blocks(FunctionEmitter& em, const ir::Function& f);
// Functions of more IR ops than this are huge: their definitions carry HINTC_HUGE_FUNCTION
// (rt_int.h), which turns off the C++ compiler's passes whose time grows faster than the
// function. Far above any hot loop's size (hundreds of ops): small functions are compiled as
// before.
constexpr size_t kHugeFunctionOps = 2000;
bool is_huge(const ir::Function& f);
// Whether f makes native calls (which pass on the depth budget).
bool makes_calls(const ir::Function& f);
// Whether f keeps the current source line (it adds traceback entries).
bool uses_line_var(const ir::Function& f);
// emit_generator.cpp: a generator function's frame struct, resume function, frame deleter and
// the native function that creates the generator (the same signature as any native function).
std::string emit_generator(ModuleContext& ctx, const ir::Function& f);
// A native generator item's member of HintcGen::item ("i", "f", "b") and its HINTC_ITEM_* kind.
const char* item_member(ir::Type t);
std::string item_kind(ir::Type t);
// Whether the module has public globals (and so its own ModuleType subclass).
bool needs_module_type(const ir::Module& m);
// Definitions of hm_mirror (compiled stores into the module dict), the setattro hook that keeps
// native slots in step with assignments from outside, and hm_set_module_class.
std::string module_type_section(const ModuleContext& ctx);
// Native calls between the compiled modules of a build (emit_capi.cpp): whether this module
// exports an API table, the table's definitions, the init statement publishing it (`fail` leaves),
// the setattro lines clearing a replaced function's live flag, and the imported tables' pointers.
bool exports_api(const ir::Module& m);
std::string api_export_section(const ModuleContext& ctx);
std::string api_export_init(const ModuleContext& ctx, const std::string& fail);
std::string api_setattr_branches(const ModuleContext& ctx);
std::string imported_apis_section(ModuleContext& ctx);
// The Python-visible METH_FASTCALL wrapper (arg spec + function) of a compiled function.
std::string emit_wrapper(const ModuleContext& ctx, const ir::Function& f);
// Compiled classes (emit_class.cpp): instance structs and type pointers (before any function),
// vtables and allocators (after the native declarations), and the type slots, tables, specs
// and the hm_init_classes() that creates the types (after the wrappers).
std::string class_declarations(const ModuleContext& ctx);
std::string class_allocators(const ModuleContext& ctx);
std::string class_types(const ModuleContext& ctx);
// Closures (emit_closure.cpp): environment structs and allocators, and the static defs of the
// nested functions' objects (after the native declarations).
std::string closure_section(const ModuleContext& ctx);
// Its PyMethodDef row.
std::string method_def_row(const ModuleContext& ctx, const ir::Function& f);
// f's parameters as a __text_signature__ "(a, b=1, *, c)" (with "$self" / "$module" first when
// self_marker), or nullopt when a default has no source text inspect could parse.
std::optional<std::string> text_signature(const ir::Function& f, bool self_marker);

// emit_profile.cpp: the line profiler of profile builds (a normal build contains none of it).
// Whether f is instrumented: a compiled def (not the module body) of a profile build.
bool is_profiled(const ModuleContext& ctx, const ir::Function& f);
// Counter index of each source line that has a line_event in f, in line order.
std::map<int, int> profile_slots(const ir::Function& f);
// Static line tables of the instrumented functions and the module's profile table.
std::string profile_tables(const ModuleContext& ctx);
// Prologue statements of an instrumented function: its frame state and the entry event.
std::string profile_prologue(const ModuleContext& ctx, const ir::Function& f);
// Module-init statement registering the profile table with the runtime; `fail` leaves.
std::string profile_registration(const ModuleContext& ctx, const std::string& fail);

// Emits the statements of one function's ops; state shared by emit_function and emit_ops.
class FunctionEmitter {
 public:
  FunctionEmitter(ModuleContext& ctx, const ir::Function& f);
  // Emits op (the last of its block when a terminator); `next` is the block laid out after it.
  void emit_op(const ir::Op& op, const ir::Block* next);

  std::vector<std::string> lines;   // statements of the current block, without indentation
  std::set<int> referenced_labels;  // block ids some emitted jump names
  bool uses_line = false;           // the function keeps `hline` (it has an unwind exit)
  // Generators: the yield / yield_from ops emitted; the k-th is resume state k.
  std::vector<const ir::Op*> suspensions;
  // Profile builds: the function's line counters (empty when it is not instrumented).
  std::string profile_counters;
  std::map<int, int> profile_slot;  // source line -> counter index

 private:
  void line(const std::string& s) { lines.push_back(s); }
  std::string val(const ir::Value* v) const { return naming::value(v); }
  std::string jump(const ir::Block* target);
  // The statement block that leaves through op's error target, after running `before`.
  std::string fail(const ir::Op& op, const std::string& before = "");
  void check(const ir::Op& op, const std::string& error_cond);
  void emit_prim(const ir::Op& op);
  void add_traceback();  // this function's traceback entry at the current line
  void emit_exception_op(const ir::Op& op);
  void emit_load_global(const ir::Op& op);
  void emit_store_global(const ir::Op& op);
  void emit_box(const ir::Op& op);
  void emit_unbox(const ir::Op& op);
  void emit_print(const ir::Op& op);
  void emit_class_op(const ir::Op& op);  // emit_class.cpp: new_object, get_field, ...
  void emit_closure_op(const ir::Op& op);  // emit_closure.cpp: env_new, env_get, ...
  // emit_slots.cpp: op's result from typed slot expression m (float: set flag `flag`), running
  // `raise` and leaving through op's error target when unset (with `fallback`, an expression
  // giving the borrowed object the read answers instead, or NULL on error: converted to op's
  // type; `bool_object`: m holds Py_True / Py_False); and a store of v into m.
  void load_slot(const ir::Op& op, const std::string& m, const std::string& flag,
                 const std::string& raise, const std::string& fallback = "", bool bool_object = false);
  void store_slot(const std::string& m, const std::string& flag, ir::Type t, const std::string& v);
  // A store of op's value operand into boxed int/float/bool field m with box `box`
  // (rt_boxed_field.h); making the box can fail (op's error target).
  void store_boxed(const ir::Op& op, const std::string& m, const std::string& box);
  void emit_call_object(const ir::Op& op);
  // emit_containers.cpp
  void emit_build(const ir::Op& op);
  void emit_call_method(const ir::Op& op);
  void emit_iter_next(const ir::Op& op, const ir::Block* next);
  // `{ PyObject* NAME[] = {operands from `first`}; ` (or a null array when there are none).
  std::string operand_array(const ir::Op& op, size_t first, const char* name);
  void emit_api_op(const ir::Op& op);  // call_imported, api_live, bind_api
  void emit_branch(const ir::Op& op, const ir::Block* next);
  void emit_profile_exit();
  void emit_yield(const ir::Op& op, const ir::Block* next);  // emit_generator.cpp
  static bool reaches(const ir::Function& from, const ir::Function& to);
  void emit_clone_first_call(const ir::Op& op, std::vector<std::string> args,
                             const std::string& exact_call);

  ModuleContext& ctx_;
  const ir::Function& f_;
};

}  // namespace hintc::codegen
