// Python-visible METH_FASTCALL | METH_KEYWORDS wrappers: argument parsing, unboxing, result boxing.
#include <algorithm>
#include <stdexcept>

#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

using ir::TypeKind;

namespace {

// CPython names a method or nested function by its qualified name in argument errors.
std::string qualified_name(const ir::Function& f) {
  if (f.nested) return f.qualname;
  return f.owner != nullptr ? f.owner->name + "." + f.name : f.name;
}

// The statement raising the TypeError for argument `o` of a parameter, in the wording of the
// runtime's hintc_arg_* (rt_args.h): the parameter is named as written, except one made
// positional-only by its name (`__s`), which no caller can name. The names go in as %s
// arguments: PyErr_Format's format string itself must be ASCII.
std::string raise_arg_type(const ir::Function& f, const ir::Param& param, const std::string& o) {
  const std::string& name = param.reg->name;
  const std::string expected = c_string(param.reg->type.check_name());
  const std::string got = "Py_TYPE(" + o + ")->tp_name);";
  bool dunder = name.size() > 4 && name.compare(name.size() - 2, 2, "__") == 0;
  if (name.size() > 2 && name.compare(0, 2, "__") == 0 && !dunder) {
    return "PyErr_Format(PyExc_TypeError, \"%s object expected; got %.200s\", " + expected + ", " +
           got;
  }
  return "PyErr_Format(PyExc_TypeError, \"%s() argument '%s' must be %s, not %.200s\", " +
         c_string(qualified_name(f)) + ", " + c_string(name) + ", " + expected + ", " + got;
}

// Unboxes provided argument `o` into parameter local `p` (index i), leaving by `hfail` on error.
// Returns the statements; int locals are reset before leaving so the cleanup can release them.
std::string unbox_argument(const ir::Function& f, const ir::Param& param, size_t i,
                           const std::string& o, const std::string& p, const std::string& spec,
                           const std::string& indent) {
  const std::string idx = std::to_string(i);
  const std::string call_args = "(" + o + ", &" + spec + ", " + idx + ");";
  const std::string leave = "goto hfail;";
  switch (param.reg->type.kind()) {
    case TypeKind::Int:
      return indent + p + " = hintc_arg_int" + call_args + "\n" + indent + "if (HINTC_UNLIKELY(" +
             p + " == HINT_ERROR)) { " + p + " = 0; " + leave + " }\n";
    case TypeKind::Float:
      // The common case, an exact float, is read inline.
      return indent + p + " = PyFloat_CheckExact(" + o + ") ? PyFloat_AS_DOUBLE(" + o +
             ") : hintc_arg_float" + call_args + "\n" + indent + "if (HINTC_UNLIKELY(" +
             error_condition(param.reg->type, p) + ")) " + leave + "\n";
    case TypeKind::Bool:
      return indent + p + " = hintc_arg_bool" + call_args + "\n" + indent + "if (HINTC_UNLIKELY(" +
             p + " == 2)) " + leave + "\n";
    case TypeKind::None:
      return indent + p + " = hintc_arg_none" + call_args + "\n" + indent + "if (HINTC_UNLIKELY(" +
             p + " == 2)) " + leave + "\n";
    case TypeKind::Object: return indent + p + " = " + o + ";\n";
    case TypeKind::I64: break;
    default:
      return indent + "if (HINTC_UNLIKELY(!" + object_check(param.reg->type, o) + ")) {\n" +
             indent + "  " + raise_arg_type(f, param, o) + "\n" + indent + "  " + leave + "\n" +
             indent + "}\n" + indent + p + " = " + o + ";\n";
  }
  throw std::invalid_argument("codegen: parameter " + param.reg->name + " of " + f.name +
                              " has type " + param.reg->type.name());
}

// Statements returning native result `r` (owned) as a new Python reference.
std::string box_result(ir::Type t, const std::string& r, const std::string& indent) {
  switch (t.kind()) {
    case TypeKind::Int: return indent + "return hint_box_steal(" + r + ");\n";
    case TypeKind::I64: return indent + "return PyLong_FromLongLong(" + r + ");\n";
    case TypeKind::Float: return indent + "return PyFloat_FromDouble(" + r + ");\n";
    case TypeKind::Bool:
      return indent + "if (" + r + ") { Py_INCREF(Py_True); return Py_True; }\n" + indent +
             "Py_INCREF(Py_False);\n" + indent + "return Py_False;\n";
    case TypeKind::None: return indent + "Py_INCREF(Py_None);\n" + indent + "return Py_None;\n";
    default: return indent + "return " + r + ";\n";
  }
  return "";
}

// The speculative call of f's int64 clone, when every int argument is a small int. Any error it
// reports (int64 overflow included) is cleared and the exact version runs: f is pure, so running
// it again is unobservable.
std::string fast_path(const ModuleContext& ctx, const ir::Function& f) {
  const ir::Function& clone = *f.fast_clone;
  std::string cond, args;
  for (size_t i = 0; i < f.params.size(); ++i) {
    const std::string p = "p" + std::to_string(i);
    bool is_int = f.params[i].reg->type.is(TypeKind::Int);
    if (is_int) cond += (cond.empty() ? "" : " && ") + ("hint_is_small(" + p + ")");
    args += (i ? ", " : "") + (is_int ? "hint_small_value(" + p + ")" : p);
  }
  std::string out = cond.empty() ? "  {\n" : "  if (" + cond + ") {\n";
  args += std::string(f.params.empty() ? "" : ", ") + naming::kDepthVar;
  out += std::string("    ") + ctype(clone.return_type) + " hq = " + ctx.native_name(clone) + "(" +
         args + ");\n";
  out += "    if (HINTC_LIKELY(!(" + error_condition(clone.return_type, "hq") + "))) {\n";
  out += box_result(clone.return_type, "hq", "      ");
  // Only small ints went in, so nothing needs releasing before returning the error.
  out += std::string("    }\n    if (") + naming::kSignalled + ") {\n      " + naming::kSignalled +
         " = 0;\n      return NULL;\n    }\n    PyErr_Clear();\n  }\n";
  return out;
}

}  // namespace

// Methods (but static ones) receive their first parameter as `self`: the instance, already
// checked by the method descriptor, or the class of a classmethod.
size_t bound_params(const ir::Function& f) {
  if (f.nested) return 1;  // the environment, from the function object
  return f.owner != nullptr && f.method_kind != ir::MethodKind::Static ? 1 : 0;
}

namespace {

// Checks the items of the new *args tuple / values of the new **kwargs dict `o` (owned by the
// wrapper) against the annotated type; float items are made floats.
std::string check_variadic(const ir::Param& param, const std::string& o,
                           const std::string& spec) {
  const bool star = param.kind == ir::ParamKind::VarPositional;
  const ir::Type item = star ? param.reg->type.arg(0) : param.reg->type.arg(1);
  const std::string check = object_check(item, "hv");
  std::string out;
  if (!check.empty()) {
    const std::string raise = std::string("(&") + spec + ", " + c_string(param.reg->name) + ", " +
                              (star ? "hi" : "hk") + ", " + c_string(item.check_name()) + ", hv)";
    if (star) {
      out += "  for (Py_ssize_t hi = 0; hi < PyTuple_GET_SIZE(" + o + "); ++hi) {\n";
      out += "    PyObject* hv = PyTuple_GET_ITEM(" + o + ", hi);\n";
      out += "    if (HINTC_UNLIKELY(!" + check + ")) { hintc_raise_vararg_type" + raise +
             "; goto hfail; }\n  }\n";
    } else {
      out += "  {\n    PyObject *hk, *hv;\n    Py_ssize_t hi = 0;\n";
      out += "    while (PyDict_Next(" + o + ", &hi, &hk, &hv)) {\n";
      out += "      if (HINTC_UNLIKELY(!" + check + ")) { hintc_raise_varkw_type" + raise +
             "; goto hfail; }\n    }\n  }\n";
    }
  }
  if (item.is(TypeKind::Float)) {
    out += std::string("  if (") + (star ? "hintc_varargs_to_float(" : "hintc_varkw_to_float(") +
           o + ") < 0) goto hfail;\n";
  }
  return out;
}

}  // namespace

std::string emit_wrapper(const ModuleContext& ctx, const ir::Function& f) {
  using ir::ParamKind;
  const std::string& st = ctx.symbols.function(&f);
  const std::string spec = naming::arg_spec(st), names = naming::arg_spec_names(st);
  const size_t first = bound_params(f);
  // Parameters that take one argument each (not *args / **kwargs), and their slot in hparsed.
  std::vector<size_t> slot(f.params.size(), 0);
  size_t n = 0, nposonly = 0, nrequired = 0;
  std::string kwonly_required;
  bool varargs = false, varkw = false;
  for (size_t i = first; i < f.params.size(); ++i) {
    const ir::Param& p = f.params[i];
    varargs |= p.kind == ParamKind::VarPositional;
    varkw |= p.kind == ParamKind::VarKeyword;
    if (p.kind == ParamKind::VarPositional || p.kind == ParamKind::VarKeyword) continue;
    slot[i] = n++;
    if (p.kind == ParamKind::PositionalOnly) ++nposonly;
    if (p.kind == ParamKind::KeywordOnly) {
      kwonly_required += std::string(kwonly_required.empty() ? "" : ", ") +
                         (p.default_value == nullptr && !p.closure_default ? "1" : "0");
    } else if (p.default_value == nullptr && !p.closure_default) {
      ++nrequired;
    }
  }
  const size_t nkwonly = kwonly_required.empty() ? 0 : std::count(kwonly_required.begin(),
                                                                  kwonly_required.end(), ',') + 1;
  const bool plain = nkwonly == 0 && !varargs && !varkw;
  std::string out = "// Python entry point of " + comment_text(f.name) + "()\n";
  if (n > 0) {
    out += "static const char* const " + names + "[] = {";
    bool any = false;
    for (size_t i = first; i < f.params.size(); ++i) {
      ParamKind k = f.params[i].kind;
      if (k == ParamKind::VarPositional || k == ParamKind::VarKeyword) continue;
      out += (any ? ", " : "") + c_string(f.params[i].reg->name);
      any = true;
    }
    out += "};\n";
  }
  if (nkwonly > 0) {
    out += "static const unsigned char " + names + "_kwreq[] = {" + kwonly_required + "};\n";
  }
  out += "static const HintcArgSpec " + spec + " = {" + c_string(qualified_name(f)) + ", " +
         (n > 0 ? names : std::string("NULL")) + ", " + std::to_string(n) + ", " +
         std::to_string(nrequired);
  // A nested function's bound parameter (its environment) is invisible to callers' counts.
  const size_t counted = f.nested ? 0 : first;
  if (!plain || nposonly > 0 || counted) {
    out += ", " + std::to_string(nposonly) + ", " + std::to_string(nkwonly) + ", " +
           (nkwonly > 0 ? names + "_kwreq" : std::string("NULL")) + ", " +
           (varargs ? "1" : "0") + ", " + (varkw ? "1" : "0") + ", " + std::to_string(counted);
  }
  out += "};\n";
  out += "static PyObject* " + naming::wrapper_function(st) +
         "(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {\n";
  out += first ? "" : "  (void)self;\n";
  // Python and compiled code calling each other use C stack on every round: the real stack,
  // not a depth count, decides when that ends (sys.getrecursionlimit() may allow any depth).
  out += "  if (HINTC_UNLIKELY(hintc_stack_exhausted())) return hintc_raise_recursion();\n";
  out += "  PyObject* hparsed[" + std::to_string(n > 0 ? n : 1) + "];\n";
  out += std::string("  ") + (n == 0 ? "[[maybe_unused]] " : "") + "PyObject* const* a = args;\n";
  std::string releases;  // references the wrapper holds, released after the call
  if (plain) {
    out += "  if (HINTC_UNLIKELY(kwnames != NULL || nargs != " + std::to_string(n) + ")) {\n";
    out += "    if (hintc_parse_args(&" + spec + ", args, nargs, kwnames, hparsed) < 0) {\n";
    out += "      return NULL;\n    }\n";
    out += "    a = hparsed;\n  }\n";
  } else {
    // *args and **kwargs are new objects: made by the parser, released after the call.
    out += "  PyObject* hva = NULL;\n  PyObject* hvk = NULL;\n";
    out += "  if (hintc_parse_args_var(&" + spec +
           ", args, nargs, kwnames, hparsed, &hva, &hvk) < 0) return NULL;\n";
    out += "  a = hparsed;\n";
    if (varargs) releases += "  Py_DECREF(hva);\n";
    if (varkw) releases += "  Py_DECREF(hvk);\n";
  }

  bool can_fail = !releases.empty();
  if (first) out += f.nested ? "  PyObject* hself = hintc_closure_env(self);\n" : "  PyObject* hself = self;\n";
  for (size_t i = first; i < f.params.size(); ++i) {
    ir::Type t = f.params[i].reg->type;
    const std::string p = "p" + std::to_string(i - first);
    ParamKind k = f.params[i].kind;
    if (k == ParamKind::VarPositional || k == ParamKind::VarKeyword) {
      out += "  PyObject* " + p + " = " + (k == ParamKind::VarPositional ? "hva" : "hvk") + ";\n";
      continue;
    }
    out += std::string("  ") + ctype(t) + " " + p + " = " + zero_value(t) + ";\n";
    if (t.is(TypeKind::Int)) releases += "  hint_decref(" + p + ");\n";
    can_fail |= !t.is(TypeKind::Object);
  }
  out += std::string("  ") + ctype(f.return_type) + " hr = " + zero_value(f.return_type) + ";\n";
  // The budget (a recursion-limit read and a C stack query) only for bodies that use it: a leaf
  // function's entry point does not pay for it.
  auto uses_depth = [&](const ir::Function* g) {
    return g != nullptr && (ctx.recursive.count(g) != 0 || makes_calls(*g));
  };
  out += std::string("  const int ") + naming::kDepthVar + " = " +
         (uses_depth(&f) || uses_depth(f.fast_clone) ? naming::kDepthBudget + std::string("()")
                                                     : std::string("0")) +
         ";\n";

  std::vector<std::string> call_args;
  int closure_defaults = 0;
  if (first) call_args.push_back("hself");
  for (size_t i = first; i < f.params.size(); ++i) {
    const ir::Param& param = f.params[i];
    const std::string p = "p" + std::to_string(i - first);
    call_args.push_back(p);
    if (param.kind == ParamKind::VarPositional || param.kind == ParamKind::VarKeyword) {
      out += check_variadic(param, p, spec);  // in parameter order, after every declaration
      continue;
    }
    const std::string o = "a[" + std::to_string(slot[i]) + "]";
    if (param.closure_default) {  // from the function object (a nested def's defaults)
      can_fail = true;
      const std::string d = "d" + std::to_string(i);
      out += "  {\n    PyObject* " + d + " = " + o + " != NULL ? " + o +
             " : hintc_closure_default(self, " + std::to_string(closure_defaults++) + ");\n";
      out += unbox_argument(f, param, slot[i], d, p, spec, "    ") + "  }\n";
      continue;
    }
    if (param.default_value == nullptr) {  // required: the parser guarantees it is there
      out += unbox_argument(f, param, slot[i], o, p, spec, "  ");
      continue;
    }
    const ir::Global* d = param.default_value;
    if (d->type != param.reg->type) {
      throw std::invalid_argument("codegen: default of " + f.name + "(" + param.reg->name +
                                  ") has type " + d->type.name() + ", parameter is " +
                                  param.reg->type.name());
    }
    can_fail = true;
    out += "  if (" + o + " == NULL) {\n";
    // Defaults are set when the module body runs the `def`; before that the function does not
    // exist as far as Python is concerned.
    out += "    if (HINTC_UNLIKELY(!" + ctx.global_flag(d) + ")) { hintc_raise_name_error(" +
           c_string(f.name) + "); goto hfail; }\n";
    out += "    " + p + " = " + ctx.global_slot(d) + ";" +
           (d->type.is(TypeKind::Int) ? " hint_incref(" + p + ");" : "") + "\n";
    out += "  } else {\n" + unbox_argument(f, param, slot[i], o, p, spec, "    ") + "  }\n";
  }

  call_args.push_back(naming::kDepthVar);
  std::string joined;
  for (size_t i = 0; i < call_args.size(); ++i) joined += (i ? ", " : "") + call_args[i];
  // Small int arguments hold no references, so the fast path needs no cleanup.
  if (f.fast_clone != nullptr) out += fast_path(ctx, f);
  out += "  hr = " + ctx.native_name(f) + "(" + joined + ");\n";
  out += releases;
  out += "  if (HINTC_UNLIKELY(" + error_condition(f.return_type, "hr") + ")) return NULL;\n";
  out += box_result(f.return_type, "hr", "  ");
  if (can_fail) out += "hfail:\n" + releases + "  return NULL;\n";
  return out + "}\n";
}

std::optional<std::string> text_signature(const ir::Function& f, bool self_marker) {
  const size_t first = bound_params(f);
  std::string sig = self_marker ? (first ? "($self" : f.owner ? "(" : "($module") : "(";
  auto add = [&sig](const std::string& item) { sig += (sig.back() == '(' ? "" : ", ") + item; };
  bool star = false;
  for (size_t i = first; i < f.params.size(); ++i) {
    const ir::Param& p = f.params[i];
    if (p.kind == ir::ParamKind::KeywordOnly && !star) add("*");
    star |= p.kind == ir::ParamKind::KeywordOnly || p.kind == ir::ParamKind::VarPositional;
    static const char* const kPrefix[] = {"", "", "*", "", "**"};
    add(kPrefix[static_cast<int>(p.kind)] + p.reg->name);
    bool last_posonly = p.kind == ir::ParamKind::PositionalOnly &&
                        (i + 1 == f.params.size() ||
                         f.params[i + 1].kind != ir::ParamKind::PositionalOnly);
    if (p.default_value != nullptr) {
      if (p.default_text.empty()) return std::nullopt;
      sig += "=" + p.default_text;
    }
    if (last_posonly) add("/");
  }
  return sig + ")";
}

std::string method_def_row(const ModuleContext& ctx, const ir::Function& f) {
  std::string doc = "NULL";
  // A __text_signature__ first (for inspect.signature), then the docstring (for __doc__).
  if (std::optional<std::string> sig = text_signature(f, true)) {
    doc = c_string(f.name + *sig + "\n--\n\n" + (f.has_doc ? f.doc : ""));
  } else if (f.has_doc) {
    doc = c_string(f.doc);
  }
  return "  {" + c_string(f.name) + ", (PyCFunction)(void (*)(void))" +
         naming::wrapper_function(ctx.symbols.function(&f)) + ", METH_FASTCALL | METH_KEYWORDS" +
         (f.owner && f.method_kind == ir::MethodKind::Static ? " | METH_STATIC" : "") +
         (f.owner && f.method_kind == ir::MethodKind::Class ? " | METH_CLASS" : "") + ", " + doc +
         "},\n";
}

}  // namespace hintc::codegen
