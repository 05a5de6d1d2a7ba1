// Whole-module assembly: constant pool, global slots, functions, wrappers, method table, PyInit.
#include <algorithm>
#include <map>
#include <set>

#include "ctypes.h"
#include "emit.h"
#include "hintc/codegen/codegen.h"

namespace hintc::codegen {

namespace {

std::string constants_section(const ConstantPool& pool) {
  std::string out;
  for (size_t i = 0; i < pool.entries().size(); ++i) {
    const ConstantPool::Entry& e = pool.entries()[i];
    // The comment shows at most 40 bytes, escaped, so it can never end a line in a backslash.
    std::string shown = c_string(e.text.substr(0, 40)) + (e.text.size() > 40 ? "..." : "");
    if (shown.find('\n') != std::string::npos) shown = "(long)";
    out += std::string("static ") + (e.is_object() ? "PyObject* " : "HInt ") +
           naming::constant(static_cast<int>(i)) + (e.is_object() ? " = NULL" : " = 0") + ";  // " +
           shown + "\n";
  }
  return out;
}

// CPython's test for interning a code object's string constant: ASCII letters, digits, '_'.
bool name_like(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
           ch == '_';
  });
}

std::string init_constants(const ConstantPool& pool) {
  std::string out = std::string("static int ") + naming::kInitConstants + "(void) {\n";
  if (pool.entries().empty()) return out + "  return 0;\n}\n";
  // A retried import (after a failed one) runs PyInit again; the pool is made only once.
  out += "  static char ready = 0;\n  if (ready) return 0;\n";
  for (size_t i = 0; i < pool.entries().size(); ++i) {
    const ConstantPool::Entry& e = pool.entries()[i];
    const std::string c = naming::constant(static_cast<int>(i));
    if (e.is_object()) {
      out +=
          "  " + c + " = " +
          (e.kind == ConstantPool::kStr ? "PyUnicode_DecodeUTF8(" : "PyBytes_FromStringAndSize(") +
          c_string(e.text) + ", " + std::to_string(e.text.size()) +
          // Lone surrogates ("\ud800") arrive in their three-byte form: surrogatepass
          // decodes them as CPython's literal holds them (valid UTF-8 is unaffected).
          (e.kind == ConstantPool::kStr ? ", \"surrogatepass\");\n" : ");\n");
      out += "  if (" + c + " == NULL) return -1;\n";
      // Identifier-like strings are interned, as CPython interns the names and name-like
      // constants of code objects: attribute and dict lookups with them then match keys by
      // pointer, and `is` between equal such literals holds as it does under CPython.
      if (e.kind == ConstantPool::kStr && name_like(e.text)) {
        out += "  PyUnicode_InternInPlace(&" + c + ");\n";
      }
    } else {
      out += "  " + c + " = hint_from_decimal(" + c_string(e.text) + ");\n";
      out += "  if (" + c + " == HINT_ERROR) return -1;\n";
    }
  }
  return out + "  ready = 1;\n  return 0;\n}\n";
}

// Native frames live on the C stack. An entry point's depth budget follows
// sys.getrecursionlimit(); the stack guard (runtime/src/stack_guard.cpp) bounds what the budget
// allows by the real stack: every Python entry point tests it, and a recursive function every
// kStackCheckInterval levels (the guard's reserve holds that many frames of any size the
// generated code makes, several times over).
constexpr int kStackCheckInterval = 16;

std::string recursion_helpers(const ModuleContext& ctx) {
  std::string out = std::string("\n// Native recursion: an entry point's depth budget") +
                    (ctx.recursive.empty() ? ".\n" : ", and the error when it is used up.\n");
  out += std::string("static inline int ") + naming::kDepthBudget +
         "(void) { return Py_GetRecursionLimit(); }\n";
  if (ctx.recursive.empty()) return out;
  out += std::string("static inline int ") + naming::kDepthExhausted + "(int depth) {\n" +
         "  return depth <= 0 || ((depth & " + std::to_string(kStackCheckInterval - 1) +
         ") == 0 && hintc_stack_exhausted());\n}\n";
  out += std::string("static HINTC_COLD void ") + naming::kRaiseRecursion + "(void) {\n" +
         "  hintc_raise_recursion();\n}\n";
  return out;
}

std::string globals_section(const ModuleContext& ctx) {
  std::string out;
  for (const auto& g : ctx.m.globals) {
    out += std::string("static ") + ctype(g->type) + " " + ctx.global_slot(g.get()) + " = " +
           zero_value(g->type) + ";  // " + comment_text(g->name) + ": " + g->type.name() +
           (g->is_public ? "" : " (internal)") + "\n";
    out += "static char " + ctx.global_flag(g.get()) + " = 0;\n";
    if (g->is_public) out += "static PyObject* " + ctx.global_key(g.get()) + " = NULL;\n";
  }
  return out;
}

// A retried import (after the body raised) must start from unassigned globals, as Python starts
// from a fresh module namespace.
std::string reset_globals(const ModuleContext& ctx) {
  std::string out = std::string("static void ") + naming::kResetGlobals + "(void) {\n";
  for (const auto& g : ctx.m.globals) {
    const std::string slot = ctx.global_slot(g.get()), flag = ctx.global_flag(g.get());
    if (g->type.is_refcounted()) {
      out += "  if (" + flag + ") " +
             (g->type.is(ir::TypeKind::Int) ? "hint_decref(" : "Py_XDECREF(") + slot + ");\n";
    }
    out += "  " + slot + " = " + zero_value(g->type) + ";\n  " + flag + " = 0;\n";
  }
  return out + "}\n";
}

// The statements that fill module `m` (already created): pool, globals, body. `fail` leaves.
std::string run_body(const ModuleContext& ctx, const std::string& fail) {
  const char* mod = naming::kModuleObject;
  std::string out = std::string("  ") + mod + " = m;\n";
  // asyncio.iscoroutinefunction() sees the method table's coroutine functions (rt_async.h).
  std::map<std::string, const ir::Function*> in_table;  // Python binds a name to its last def
  for (const auto& f : ctx.m.functions) {
    if (!f->owner && !f->nested && !f->bound_at_def && !f->is_fast_clone && !f->native_list_of) {
      in_table[f->name] = f.get();
    }
  }
  for (const auto& [name, f] : in_table) {
    if (f->is_coroutine && !f->is_async_gen) {
      out += "  if (hintc_mark_coroutine_function(m, " + c_string(name) + ") < 0) " + fail;
    }
  }
  if (needs_module_type(ctx.m)) {
    out += std::string("  if (") + naming::kSetModuleClass + "(m) < 0) " + fail;
  }
  out += std::string("  if (") + naming::kInitConstants + "() < 0) " + fail;
  // Published before the body runs: a module importing this one back finds it.
  out += api_export_init(ctx, fail);
  if (!ctx.m.classes.empty())
    out += std::string("  if (") + naming::kInitClasses + "() < 0) " + fail;
  if (!ctx.m.globals.empty()) out += std::string("  ") + naming::kResetGlobals + "();\n";
  // Registered before the body runs: the body may already call compiled functions.
  out += profile_registration(ctx, fail);
  // The body adds its own traceback entry before returning the error value.
  if (ctx.m.body) out += std::string("  if (") + naming::kModuleBody + "() == 2) " + fail;
  return out;
}

// Functions bound when their def runs (decorated or conditional) are not in the method table:
// make_function creates their objects from these rows.
std::string def_time_method_defs(const ModuleContext& ctx) {
  std::string out;
  for (const auto& f : ctx.m.functions) {
    if (!f->bound_at_def || f->is_fast_clone) continue;
    const std::string& st = ctx.symbols.function(f.get());
    std::string row = method_def_row(ctx, *f);
    row = row.substr(2, row.size() - 4);  // "  {...},\n" -> "{...}"
    out += "static PyObject* " + naming::wrapper_function(st) +
           "(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames);\n";
    out += "static PyMethodDef " + naming::method_def(st) + " = " + row + ";\n";
  }
  return out;
}

// Every module uses multi-phase initialisation (PEP 489), as CPython requires for non-ASCII
// names: the import system makes the module from its spec and sets __spec__, __file__,
// __loader__, __package__ and, for a package's __init__, __path__ before Py_mod_exec runs the
// body, which then reads them as a Python module's body does (relative imports of the package's
// own submodules need them). The body runs with the module in sys.modules (the import system
// put it there; hintc_module_enter does for a loader that calls exec_module itself), so modules
// of its build importing it back, dataclasses and pickle find it; after a failed body it is
// taken out again, as the import system does for a Python module. A module made again (imported
// after being taken out of sys.modules) runs the body again, as a Python module's does.
std::string module_init(const ModuleContext& ctx) {
  const char* mod = naming::kModuleObject;
  std::string out = std::string("static int ") + naming::kModuleExec + "(PyObject* m) {\n";
  // importlib.reload runs the exec slot again on the same module: its body ran already.
  out += std::string("  if (") + mod + " == m) return 0;\n";
  out += "  if (hintc_module_enter(m) < 0) return -1;\n";
  out += run_body(ctx, std::string("{ ") + mod + " = NULL; hintc_module_failed(m); return -1; }\n");
  out += "  return 0;\n}\n\n";
  return out + "PyMODINIT_FUNC " + naming::init_function(ctx.m.name) + "(void) {\n" +
         "  return PyModuleDef_Init(&" + naming::kModuleDef + ");\n}\n";
}

}  // namespace

std::string generate_module(const ir::Module& m) {
  ModuleContext ctx(m);
  std::vector<const ir::Function*> natives;
  for (const auto& f : m.functions) natives.push_back(f.get());
  if (m.body) natives.push_back(m.body.get());

  // Function bodies first: they fill the constant pool, which is declared above them.
  std::string functions;
  for (const ir::Function* f : natives) functions += "\n" + emit_function(ctx, *f);

  // Python binds a name to its last `def`, so only that one enters the method table.
  std::map<std::string, const ir::Function*> last_def;
  for (const auto& f : m.functions) {
    if (!f->is_fast_clone && !f->native_list_of && f->owner == nullptr && !f->nested) {
      last_def[f->name] = f.get();
    }
  }
  std::string wrappers, table;
  for (const auto& f : m.functions) {
    // Fast clones are reached only through their exact version's wrapper, native-list entries
    // only from compiled callers.
    if (f->is_module_body || f->is_fast_clone || f->native_list_of) continue;
    wrappers += "\n" + emit_wrapper(ctx, *f);
    if (last_def[f->name] == f.get() && f->owner == nullptr && !f->bound_at_def && !f->nested) {
      table += method_def_row(ctx, *f);
    }
  }

  std::string out = "// Generated by hintc from " + comment_text(m.filename) + " (module " +
                    comment_text(m.name) + "). Do not edit.\n";
  // Python.h (via runtime.h) also provides <math.h>, for HUGE_VAL and NAN.
  out += "#include \"hintc/runtime.h\"\n\n";
  out += std::string("static PyObject* ") + naming::kModuleObject + " = NULL;\n";
  out += std::string("static unsigned ") + naming::kSignalTicks +
         " [[maybe_unused]] = HINTC_SIGNAL_INTERVAL;\n";
  out += std::string("static char ") + naming::kSignalled + " [[maybe_unused]] = 0;\n";
  if (!ctx.pool.entries().empty())
    out += "\n// Constants, created by " + std::string(naming::kInitConstants) + "().\n" +
           constants_section(ctx.pool);
  if (!m.globals.empty())
    out += "\n// Module globals: native slot and whether it is set.\n" + globals_section(ctx);
  out += imported_apis_section(ctx);
  out += api_export_section(ctx);
  // Before the module type: its setattro checks stores to class-typed globals against the types.
  out += class_declarations(ctx);
  if (needs_module_type(m)) out += module_type_section(ctx);
  if (!m.functions.empty() || m.body) out += recursion_helpers(ctx);
  out += profile_tables(ctx);
  out += "\n// Native functions.\n";
  for (const ir::Function* f : natives) out += native_signature(ctx, *f, false) + ";\n";
  out += def_time_method_defs(ctx);
  out += class_allocators(ctx);
  out += closure_section(ctx);
  out += functions;
  out += wrappers;
  out += class_types(ctx);
  out += std::string("\nstatic PyMethodDef ") + naming::kMethodTable + "[] = {\n" + table +
         "  {NULL, NULL, 0, NULL},\n};\n";
  out += "\n" + init_constants(ctx.pool);
  if (!m.globals.empty()) out += "\n" + reset_globals(ctx);
  out += std::string("\nstatic int ") + naming::kModuleExec + "(PyObject* m);\n";
  out += std::string("static PyModuleDef_Slot ") + naming::kModuleSlots +
         "[] = {\n  {Py_mod_exec, (void*)" + naming::kModuleExec + "},\n  {0, NULL},\n};\n";
  out += std::string("\nstatic struct PyModuleDef ") + naming::kModuleDef +
         " = {\n  PyModuleDef_HEAD_INIT, " + c_string(m.name) + ", " +
         (m.has_doc ? c_string(m.doc) : std::string("NULL")) + ", 0, " + naming::kMethodTable +
         ", " + naming::kModuleSlots + ", NULL, NULL, NULL,\n};\n";
  out += "\n" + module_init(ctx);
  return out;
}

}  // namespace hintc::codegen
