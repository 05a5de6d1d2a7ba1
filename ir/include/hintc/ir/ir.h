// The typed IR: modules of functions made of basic blocks of ops over typed values.
#pragma once
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "hintc/ir/classes.h"
#include "hintc/ir/closures.h"
#include "hintc/ir/types.h"

namespace hintc::ir {

enum class OpKind : uint8_t {
#define OP(Name, text, arity, term, fails, result, quiet, operands) Name,
#include "hintc/ir/ops.def"
#undef OP
};

// The container a `build` op makes (its IMM): list/tuple/set of the items, a dict of alternating
// keys and values, the concatenation of str pieces, or (no operands) the display of constants
// that Op::text holds in CPython's marshal format (transform/constant_tables).
enum BuildKind : uint8_t {
  kBuildList,
  kBuildTuple,
  kBuildSet,
  kBuildDict,
  kBuildStr,
  kBuildData,
  kBuildKindCount
};
inline const char* build_kind_name(int64_t k) {
  static const char* const kNames[] = {"list", "tuple", "set", "dict", "str", "data"};
  return k >= 0 && k < kBuildKindCount ? kNames[k] : "?";
}

enum FailKind : uint8_t { kFailNever, kFailOnError, kFailAlways, kFailPrim };
// The result, quiet and operands columns of ops.def (quiet also in primitives.def).
enum ResultKind : uint8_t { kNoValue, kValue };
enum QuietKind : uint8_t { kLoud, kQuiet, kQuietIf };
enum OperandUse : uint8_t { kRead, kReadFirst, kReadPrim, kTake };

enum class PrimId : uint16_t {
#define PRIM(Id, pyop, args, result, fails, quiet, i64, tmpl) Id,
#include "hintc/ir/primitives.def"
#undef PRIM
  NoI64  // the int64 form column of a primitive that has none
};

struct OpInfo {
  const char* name;
  int arity;  // -1: variadic
  bool terminator;
  FailKind fails;
  bool has_result;  // result column
  QuietKind quiet;
  OperandUse operands;
};
const OpInfo& op_info(OpKind k);

struct PrimInfo {
  PrimId id;
  const char* name;  // identifier, e.g. "IntAdd"
  const char* pyop;  // Python operation, e.g. "+", "math.sqrt"
  std::vector<Type> args;
  Type result;
  FailKind fails;
  bool quiet;              // quiet column (kQuiet)
  PrimId i64_form;         // int64 form column (NoI64: none)
  const char* c_template;  // "%0", "%1"... are the operands
};
const PrimInfo& prim_info(PrimId id);
// Finds the primitive for a Python operation on exactly these operand types, or nullptr.
const PrimInfo* find_prim(const std::string& pyop, const std::vector<Type>& args);

// A byte range in the source plus its 1-based line, kept on every op for diagnostics/tracebacks.
struct Span {
  uint32_t start = 0, end = 0;
  int line = 0;
};

class Block;
class Function;
class Global;

// A typed value: either a Register (mutable, assigned by `assign`) or the result of an Op.
class Value {
 public:
  enum class Kind : uint8_t { Register, Op };
  Value(Kind k, Type t) : kind_(k), type(t) {}
  virtual ~Value() = default;
  Kind value_kind() const { return kind_; }
  bool is_register() const { return kind_ == Kind::Register; }

 private:
  Kind kind_;

 public:
  Type type;
  int id = -1;  // unique within its function; assigned on creation
};

// A local variable, parameter or compiler temporary that may be assigned many times.
class Register : public Value {
 public:
  Register(std::string n, Type t, bool param)
      : Value(Kind::Register, t), name(std::move(n)), is_param(param) {}
  std::string name;
  bool is_param;
};

// One operation. Invariant: operands are values of the same function; an op that can fail has
// an error_target; only the last op of a block is a terminator.
class Op : public Value {
 public:
  Op(OpKind k, Type result) : Value(Kind::Op, result), kind(k) {}
  OpKind kind;
  bool has_result = false;
  std::vector<Value*> operands;
  Span span;

  // Attributes, by op kind.
  int64_t imm = 0;             // load_int, load_bool, set_line, line_event
  double fimm = 0;             // load_float
  std::string text;            // load_bigint digits, load_str text, unbox context, raise name
  PrimId prim{};               // prim
  Function* callee = nullptr;  // call
  Global* global = nullptr;    // load_global, store_global
  Register* dest = nullptr;    // assign
  Block* targets[2] = {nullptr, nullptr};  // goto: [0]; branch: true, false
  Block* error_target = nullptr;           // where control goes when this op fails
  std::string sep, end;                    // print (empty with has_sep/has_end false: defaults)
  std::vector<std::string> kwnames;        // call_object: names of the trailing keyword arguments
  bool has_sep = false, has_end = false;
  // get_field / load_global: the result borrows the slot's reference (transform/borrow_reads:
  // no inc_ref, no dec_ref; valid until something could release the slot's value).
  bool borrowed = false;

  // Whether this op can raise (decided by the op table, or the primitive's entry).
  bool can_fail() const;
};

class Block {
 public:
  explicit Block(int i) : id(i) {}
  int id;
  std::vector<std::unique_ptr<Op>> ops;
  bool terminated() const { return !ops.empty() && op_info(ops.back()->kind).terminator; }
};

// A module-level variable with a static native type (also mirrored in the module's __dict__).
class Global {
 public:
  Global(std::string n, Type t) : name(std::move(n)), type(t) {}
  std::string name;  // Python name, or an internal name for default-argument slots
  Type type;
  bool is_public = true;   // mirrored into the module dict under `name`
  bool is_import = false;  // bound by an import statement (compiled code resolves it statically)
  int line = 0;
};

// How a call binds a parameter (Python's inspect.Parameter kinds, in their required order).
enum class ParamKind { PositionalOnly, Normal, VarPositional, KeywordOnly, VarKeyword };

struct Param {
  Register* reg = nullptr;
  Global* default_value = nullptr;     // set when the parameter has a default
  std::string default_text;            // its source text, for __text_signature__ (may be empty)
  ParamKind kind = ParamKind::Normal;  // VarPositional: tuple[T, ...]; VarKeyword: dict[str, T]
  // A nested function's default, evaluated by each make_closure: kept in the function object.
  bool closure_default = false;
};

class Function {
 public:
  std::string name;  // Python name ("<module>" for the module body)
  Type return_type = Type::none();
  std::vector<Param> params;
  std::vector<std::unique_ptr<Block>> blocks;  // blocks[0] is the entry
  std::vector<std::unique_ptr<Register>> registers;
  int line = 0;          // line of the `def`
  int first_line = 0;    // co_firstlineno: the first decorator's line, else 0 (the def's)
  bool has_doc = false;  // a docstring (its text in `doc`) becomes __doc__
  std::string doc;
  bool is_module_body = false;
  int next_value_id = 0;
  // Speculative int64 clone (see transform/): a pure function's copy on plain int64 values. The
  // clone adds no traceback entries; any error it raises means "re-run the exact version".
  bool is_fast_clone = false;
  Function* fast_clone = nullptr;  // on the exact version: its clone, if it has one
  // The native-list entry of a plain module function returning list[int] / list[float]
  // (frontend/src/native_return.cpp): the same body returning its list as a native list
  // (IR type Buffer) to compiled callers; Python reaches only the exact version, native_list_of.
  const Function* native_list_of = nullptr;
  // Small enough to inline into every direct caller (transform/inline_hints; codegen inlines it
  // unless it may recurse).
  bool inline_hint = false;
  // Decorated or conditionally defined: its def statement makes the function object and binds
  // the name (a module global), so compiled callers call that object, never this natively.
  bool bound_at_def = false;
  // A method of a compiled class (its Python wrapper goes in the class, not the module).
  const ClassDef* owner = nullptr;
  MethodKind method_kind = MethodKind::Instance;
  // A generator function: calling it makes a generator over this body (return_type is object;
  // `return` values, typed gen_return, end the generator). Yielded items have type gen_yield,
  // sent values gen_send (the Generator[Y, S, R] annotation; object where it says nothing).
  bool is_generator = false;
  Type gen_yield, gen_send, gen_return = Type::none();
  // An `async def`: a generator body whose object is a coroutine; `await` is a yield_from and
  // gen_return the declared result type.
  bool is_coroutine = false;
  // An `async def` with `yield` (also is_coroutine, so it may await): its object is an async
  // generator; gen_yield/gen_send from AsyncIterator[Y] / AsyncGenerator[Y, S].
  bool is_async_gen = false;
  // Closures (closures.h): a nested def or lambda takes its enclosing function's environment as
  // the hidden parameter params[0] and becomes a Python object by make_closure; `env` lists the
  // captured variables of this function's own activations (null: it allocates none).
  Function* parent = nullptr;  // the enclosing function of a nested one
  bool nested = false;
  std::string qualname;  // "outer.<locals>.inner"
  std::unique_ptr<EnvDef> env;

  // Whether a direct call from this function to `callee` tries the callee's int64 clone first
  // (codegen's clone-first call; the inline sizing counts both versions there). Not from a clone
  // (it calls clones), nor from an exact version that has a clone itself: that one runs only
  // after its own clone bailed out (big ints, an overflow), and its callees run exact from there,
  // so a bail-out costs one exact run instead of a retry at every level of a call chain
  // (quadratic time), and the C++ of each function holds one version of each call.
  bool tries_clone_first(const Function& callee) const {
    return callee.fast_clone != nullptr && !is_fast_clone && fast_clone == nullptr;
  }

  Register* new_register(const std::string& name, Type t, bool param = false);
  Block* new_block();
  size_t num_required_params() const;
  // In the module's API table (and interface) for native calls from the other modules of a
  // build: a plain module-level def. Methods live in their class, nested functions in their
  // enclosing one, and functions bound at their def are called through the bound object.
  bool in_module_api() const {
    return !is_fast_clone && !is_module_body && !bound_at_def && !nested && owner == nullptr &&
           native_list_of == nullptr;
  }
};

// Another compiled module of the same build whose functions this module calls natively: its
// interface as declarations (functions without blocks), in the order of its API table.
struct ImportedModule {
  std::string name;  // dotted module name
  std::vector<std::unique_ptr<Function>> functions;
  std::vector<uint64_t> hashes;  // per function: the signature hash its table entry must carry
};

class Module {
 public:
  std::string name;                                  // dotted module name
  std::string filename;                              // for tracebacks
  std::vector<std::unique_ptr<Function>> functions;  // compiled defs, in source order
  std::unique_ptr<Function> body;                    // the module's top-level statements
  std::vector<std::unique_ptr<Global>> globals;
  std::vector<std::unique_ptr<ClassDef>> classes;  // compiled classes, bases before subclasses
  std::vector<std::string> exported;               // public names, in definition order
  // A --profile build: functions carry line_event ops, and codegen emits their line tables.
  bool profile = false;
  std::vector<ImportedModule> imported;  // modules of the build whose APIs this one binds
  bool export_api = false;               // publish this module's own API table (__hintc_capi__)
  std::vector<uint64_t> api_hashes;      // its functions' signature hashes, in interface order
  // Type aliases of other modules of the build that annotations read ("module:NAME"): what the
  // module's signatures depend on besides the functions it calls.
  std::set<std::string> type_imports;
  bool has_doc = false;                  // module docstring
  std::string doc;
  // Why code is slow, for the annotate report: one note per generic (dynamic, boxed or checked)
  // operation the lowering had to emit, at the source position that caused it.
  struct Note {
    int line = 0, col = 0;  // 1-based
    std::string kind;       // "generic", "check", "box", "call"
    std::string reason;     // in words, naming the source that caused it
  };
  std::vector<Note> notes;

  Function* find_function(const std::string& name) const;
  Global* find_global(const std::string& name) const;
  Global* new_global(const std::string& name, Type t);
  const ClassDef* find_class(const std::string& name) const;
};

// Sets ClassDef::vtable_pointer on the root of every hierarchy that some call_virtual op of m
// dispatches on (its receiver's static class). Bases can only be classes of the same module, so
// the module's ops are all the virtual calls there are; passes after lowering add none (the
// verifier checks that every call_virtual's receiver has the pointer).
void mark_vtable_pointers(Module& m);

}  // namespace hintc::ir
