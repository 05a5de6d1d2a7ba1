// Calls: compiled functions (direct native calls), builtins, and the math module.
#include <algorithm>
#include <cctype>
#include <functional>

#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {
bool intlike(Type t) { return t.is(TypeKind::Int) || t.is(TypeKind::Bool); }
}  // namespace

// The public names of Python 3.11's builtins module.
bool Lowerer::is_python_builtin(const std::string& name) {
  static const char* const kNames[] = {"ArithmeticError",
                                       "AssertionError",
                                       "AttributeError",
                                       "BaseException",
                                       "BaseExceptionGroup",
                                       "BlockingIOError",
                                       "BrokenPipeError",
                                       "BufferError",
                                       "BytesWarning",
                                       "ChildProcessError",
                                       "ConnectionAbortedError",
                                       "ConnectionError",
                                       "ConnectionRefusedError",
                                       "ConnectionResetError",
                                       "DeprecationWarning",
                                       "EOFError",
                                       "Ellipsis",
                                       "EncodingWarning",
                                       "EnvironmentError",
                                       "Exception",
                                       "ExceptionGroup",
                                       "False",
                                       "FileExistsError",
                                       "FileNotFoundError",
                                       "FloatingPointError",
                                       "FutureWarning",
                                       "GeneratorExit",
                                       "IOError",
                                       "ImportError",
                                       "ImportWarning",
                                       "IndentationError",
                                       "IndexError",
                                       "InterruptedError",
                                       "IsADirectoryError",
                                       "KeyError",
                                       "KeyboardInterrupt",
                                       "LookupError",
                                       "MemoryError",
                                       "ModuleNotFoundError",
                                       "NameError",
                                       "None",
                                       "NotADirectoryError",
                                       "NotImplemented",
                                       "NotImplementedError",
                                       "OSError",
                                       "OverflowError",
                                       "PendingDeprecationWarning",
                                       "PermissionError",
                                       "ProcessLookupError",
                                       "RecursionError",
                                       "ReferenceError",
                                       "ResourceWarning",
                                       "RuntimeError",
                                       "RuntimeWarning",
                                       "StopAsyncIteration",
                                       "StopIteration",
                                       "SyntaxError",
                                       "SyntaxWarning",
                                       "SystemError",
                                       "SystemExit",
                                       "TabError",
                                       "TimeoutError",
                                       "True",
                                       "TypeError",
                                       "UnboundLocalError",
                                       "UnicodeDecodeError",
                                       "UnicodeEncodeError",
                                       "UnicodeError",
                                       "UnicodeTranslateError",
                                       "UnicodeWarning",
                                       "UserWarning",
                                       "ValueError",
                                       "Warning",
                                       "ZeroDivisionError",
                                       "__import__",
                                       "abs",
                                       "aiter",
                                       "all",
                                       "anext",
                                       "any",
                                       "ascii",
                                       "bin",
                                       "bool",
                                       "breakpoint",
                                       "bytearray",
                                       "bytes",
                                       "callable",
                                       "chr",
                                       "classmethod",
                                       "compile",
                                       "complex",
                                       "copyright",
                                       "credits",
                                       "delattr",
                                       "dict",
                                       "dir",
                                       "divmod",
                                       "enumerate",
                                       "eval",
                                       "exec",
                                       "exit",
                                       "filter",
                                       "float",
                                       "format",
                                       "frozenset",
                                       "getattr",
                                       "globals",
                                       "hasattr",
                                       "hash",
                                       "help",
                                       "hex",
                                       "id",
                                       "input",
                                       "int",
                                       "isinstance",
                                       "issubclass",
                                       "iter",
                                       "len",
                                       "license",
                                       "list",
                                       "locals",
                                       "map",
                                       "max",
                                       "memoryview",
                                       "min",
                                       "next",
                                       "object",
                                       "oct",
                                       "open",
                                       "ord",
                                       "pow",
                                       "print",
                                       "property",
                                       "quit",
                                       "range",
                                       "repr",
                                       "reversed",
                                       "round",
                                       "set",
                                       "setattr",
                                       "slice",
                                       "sorted",
                                       "staticmethod",
                                       "str",
                                       "sum",
                                       "super",
                                       "tuple",
                                       "type",
                                       "vars",
                                       "zip"};
  for (const char* n : kNames) {
    if (name == n) return true;
  }
  return false;
}

RValue Lowerer::load_builtin(const std::string& name) {
  // One dict lookup in the builtins module (raise ValueError / except ValueError in hot loops).
  RValue attr = b_->load_str(name);
  RValue v = b_->prim(PrimId::LoadBuiltin, {attr.v});
  b_->release(attr);
  return v;
}

RValue Lowerer::call_builtin_with(const std::string& name, std::vector<RValue> args, TSNode at) {
  RValue fn = load_builtin(name);
  set_span(at);
  std::vector<Value*> vs;
  for (const RValue& a : args) vs.push_back(a.v);
  RValue r = b_->call_object(fn.v, vs, {});
  b_->release(fn);
  for (auto it = args.rbegin(); it != args.rend(); ++it) b_->release(*it);
  return r;
}

std::vector<TSNode> Lowerer::positional_args(TSNode args, bool allow_keywords) {
  std::vector<TSNode> out;
  for (TSNode a : call_args(args)) {
    std::string k = node_type(a);
    if (k == "keyword_argument") {
      if (!allow_keywords) error(a, msg::unsupported("keyword arguments here"));
      continue;
    }
    if (k == "list_splat" || k == "dictionary_splat") {
      error(a, msg::unsupported("'*' and '**' in calls"));
      continue;
    }
    out.push_back(a);
  }
  return out;
}

namespace {

// Whether eval()/exec() code src (nullopt: computed, so it may name anything) names a variable of
// the function, by every name-like word of it (those in its strings and attributes too, to be
// safe).
bool names_variable(const std::optional<std::string>& src, const std::function<bool(const std::string&)>& variable) {
  if (!src) return true;
  auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (size_t i = 0; i < src->size();) {
    if (!word_char((*src)[i])) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < src->size() && word_char((*src)[j])) ++j;
    if (variable(src->substr(i, j - i))) return true;
    i = j;
  }
  return false;
}

}  // namespace

// The builtins that read their caller's frame (globals(), and locals() / vars() / dir() / eval()
// / exec() without a namespace) would read the Python frame that called compiled code: in the
// module body they get the module's namespace; a compiled function has no frame to give.
std::optional<RValue> Lowerer::frame_namespace_call(const std::string& name, TSNode call,
                                                    TSNode args) {
  if (node_type(args) != "argument_list") return std::nullopt;
  std::vector<TSNode> argv = call_args(args);
  // The innermost def or class statement around the call decides whose namespace it reads.
  bool in_class = class_ns_ != nullptr;
  for (TSNode up = ts_node_parent(call); !ts_node_is_null(up); up = ts_node_parent(up)) {
    const std::string k = node_type(up);
    if (k == "function_definition" || k == "lambda" || k == "class_definition") {
      in_class = k == "class_definition";
      break;
    }
  }
  const bool module_body = b_->fn()->is_module_body && !in_class;
  set_span(call);
  if (argv.empty() && (name == "globals" || (module_body && (name == "locals" || name == "vars")))) {
    return b_->prim(PrimId::ModuleGlobals, {});
  }
  if (argv.empty() && module_body && name == "dir") return b_->prim(PrimId::ModuleDir, {});
  bool one_plain = argv.size() == 1 && node_type(argv[0]) != "keyword_argument" &&
                   node_type(argv[0]) != "list_splat" && node_type(argv[0]) != "dictionary_splat";
  if (module_body && one_plain && (name == "eval" || name == "exec")) {
    RValue code = to_object(lower_expr(argv[0]));
    RValue ns = b_->prim(PrimId::ModuleGlobals, {});
    return call_builtin_with(name, {code, ns}, call);
  }
  // In a function, code given as a literal that names none of the function's variables reads
  // only the module's namespace (and stores into a namespace of its own, which CPython's frame
  // snapshot would be too).
  auto variable = [this](const std::string& w) {
    return local(w) != nullptr || local_names_.count(w) > 0 || cell_owner(w) != nullptr;
  };
  if (!in_class && one_plain && (name == "eval" || name == "exec") &&
      !names_variable(string_value(argv[0]), variable)) {
    RValue code = to_object(lower_expr(argv[0]));
    RValue ns = b_->prim(PrimId::ModuleGlobals, {});
    RValue own = b_->build(kBuildDict, Type::dict(Type::object(), Type::object()), {});
    return call_builtin_with(name, {code, ns, own}, call);
  }
  bool reads_frame = (argv.empty() && (name == "locals" || name == "vars" || name == "dir")) ||
                     (one_plain && (name == "eval" || name == "exec"));
  if (reads_frame) {
    error(call, msg::unsupported(name + "() without " +
                                 (argv.empty() ? std::string("an argument") : "a globals argument") +
                                 (in_class ? " in a class body" : " inside a function")));
    return poison();
  }
  return std::nullopt;
}

RValue Lowerer::lower_call(TSNode e) {
  TSNode fn = child_by_field(e, "function");
  TSNode args = child_by_field(e, "arguments");
  if (dynamic(e) && !call_stays_static(fn)) return call_generic(lower_expr(fn), e, args);
  if (auto r = try_call_imported(e)) return *r;
  std::string fk = node_type(fn);
  if (fk == "identifier") {
    std::string name = text(fn);
    if (auto r = call_nested(name, e, args)) return *r;
    ir::Global* g = mod_.find_global(name);
    auto cls = classes_.find(name);
    bool class_global = g != nullptr && cls != classes_.end() && cls->second.cls->global == g;
    bool shadowed = (!module_level_ && (local_names_.count(name) || locals_.count(name))) ||
                    (g != nullptr && !g->is_import && !class_global);
    bool local_name = !module_level_ && (local_names_.count(name) || locals_.count(name));
    auto def_time = funcs_.find(name);
    if (!local_name && def_time != funcs_.end() && def_time->second.fn->bound_at_def) {
      return call_def_time(def_time->second, e);  // the object its def statement bound
    }
    if (!shadowed) {
      if (const ir::ClassDef* c = class_named(name)) {
        if (module_level_ && module_pos_ < classes_[name].end) {
          error(fn, "name '" + name + "' is used before its definition");
          return poison();
        }
        return construct(c, e, args);
      }
      if (name == "isinstance") {
        if (auto r = lower_isinstance(e, args)) return *r;
      }
      auto f = funcs_.find(name);
      if (f != funcs_.end()) {
        if (module_level_ && module_pos_ < f->second.def_end) {
          error(fn, "name '" + name + "' is used before its definition");
          return poison();
        }
        return call_compiled(f->second, e, args);
      }
      if (auto r = lower_cast(e, args)) return *r;
      if (typing_name(name)) return call_generic(lower_name(fn), e, args);  // TypeVar("T"), ...
      // i64(x) is int(x) (mypy_extensions' own definition), compiled as the builtin's call.
      if (native_int_name(fn)) return call_builtin("int", e, args);
      auto imp = imports_.find(name);
      if (imp != imports_.end()) {
        if (imp->second.rfind("math.", 0) == 0) return call_math(imp->second.substr(5), e, args);
        return call_generic(lower_name(fn), e, args);
      }
      if (python_made_class(name)) return call_generic(lower_name(fn), e, args);  // NamedTuple
      return call_builtin(name, e, args);
    }
    // A nested def was reported where it stands; its calls would only repeat that.
    if (unsupported_defs_.count(name)) return poison();
    return call_generic(lower_name(fn), e, args);
  }
  if (fk == "attribute") {
    TSNode obj = child_by_field(fn, "object");
    if (auto r = call_on_class_name(e)) return *r;
    if (auto r = object_setattr_call(e)) return *r;
    auto imp = imports_.find(text(obj));
    if (node_type(obj) == "identifier" && imp != imports_.end() && imp->second == "math" &&
        !local_names_.count(text(obj))) {
      return call_math(text(child_by_field(fn, "attribute")), e, args);
    }
    if (node_type(obj) == "identifier" && imp != imports_.end()) {
      if (auto r = lower_cast(e, args)) return *r;
      return call_generic(lower_attribute(fn), e, args);
    }
    // A method of a typed value: its result type is known; of an object: looked up by name.
    RValue base = lower_expr(obj);
    std::string attr = text(child_by_field(fn, "attribute"));
    if (base.type().is(TypeKind::Instance)) return *call_instance_method(base, e);
    if (base.type().is_pyobject() && !base.type().is(TypeKind::Object) &&
        !base.type().is(TypeKind::Optional)) {
      if (auto r = call_typed_method(base, attr, e, args)) return *r;
      error(args, msg::unsupported("a generator expression argument"));
      return poison();
    }
    if (auto r = group_split_call(base, fn, e, args)) return *r;
    if (auto r = object_method_call(base, fn, e, args)) return *r;
    return call_generic(attribute_of(base, fn), e, args);
  }
  return call_generic(lower_expr(fn), e, args);
}

RValue Lowerer::call_generic(RValue callee, TSNode call, TSNode args) {
  TSNode fn = child_by_field(call, "function");
  if (auto r = call_instance_value(callee, call, args)) return *r;
  if (!callee.type().is(TypeKind::Object)) {
    error(fn, msg::not_callable(callee.type().name()));
    b_->release(callee);
    return poison();
  }
  // A callee declared Callable[..., R]: the result is checked to R (not on an ignored line).
  std::optional<Type> result = dynamic(call) ? std::nullopt : callable_result_of(fn);
  if (result) {
    RValue r = call_python_object(callee, call, args);
    set_span(call);
    return checked(r, *result, "result of " + text(fn) + "()");
  }
  return call_python_object(callee, call, args);
}

RValue Lowerer::call_python_object(RValue callee, TSNode call, TSNode args) {
  TSNode fn = child_by_field(call, "function");
  if (has_splat(args)) return call_splat(callee, call, args);
  // Arguments in source order; keyword arguments follow the positional ones in a vectorcall.
  std::vector<RValue> positional, keyword;
  std::vector<std::string> names;
  for (TSNode a : call_args(args)) {
    std::string k = node_type(a);
    bool kw = k == "keyword_argument";
    RValue v = boxed_argument(lower_expr(kw ? child_by_field(a, "value") : a));
    if (kw) {
      names.push_back(text(child_by_field(a, "name")));
      keyword.push_back(v);
    } else {
      positional.push_back(v);
    }
  }
  set_span(call);
  note(call, "call", "`" + text(fn) + "` is called as a Python object (arguments boxed)");
  std::vector<Value*> operands;
  for (const RValue& v : positional) operands.push_back(v.v);
  for (const RValue& v : keyword) operands.push_back(v.v);
  RValue r = b_->call_object(callee.v, operands, names);
  for (auto it = keyword.rbegin(); it != keyword.rend(); ++it) b_->release(*it);
  for (auto it = positional.rbegin(); it != positional.rend(); ++it) b_->release(*it);
  b_->release(callee);
  return r;
}

RValue Lowerer::call_splat(RValue callee, TSNode call, TSNode args) {
  // f(a, *xs, k=v, **m): positional arguments gathered in a list (made a tuple), keywords in a
  // dict, in source order, then one PyObject_Call.
  set_span(call);
  // A lone `*xs` becomes the tuple directly, with CPython's wording for that case
  // ("f() argument after * must be an iterable"); several parts are list-extended.
  TSNode lone_star{};
  int positional_parts = 0;
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    TSNode a = ts_node_named_child(args, i);
    std::string k = node_type(a);
    if (k == "comment" || k == "keyword_argument" || k == "dictionary_splat") continue;
    ++positional_parts;
    if (k == "list_splat") lone_star = a;
  }
  if (positional_parts != 1) lone_star = TSNode{};
  RValue pos = b_->build(kBuildList, Type::list(Type::object()), {});
  RValue kw = b_->build(kBuildDict, Type::dict(Type::str(), Type::object()), {});
  RValue star_value{};  // converted at the call, after the keywords, as CALL_FUNCTION_EX does
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    TSNode a = ts_node_named_child(args, i);
    std::string k = node_type(a);
    if (k == "comment") continue;
    if (!ts_node_is_null(lone_star) && ts_node_eq(a, lone_star)) {
      star_value = to_object(lower_expr(ts_node_named_child(a, 0)));
      continue;
    }
    if (k == "keyword_argument") {
      RValue v = to_object(lower_expr(child_by_field(a, "value")));
      RValue name = b_->load_str(text(child_by_field(a, "name")));
      set_span(a);
      b_->prim(PrimId::KwargsAdd, {callee.v, kw.v, name.v, v.v});
      b_->release(name);
      b_->release(v);
      continue;
    }
    bool star = k == "list_splat", dstar = k == "dictionary_splat";
    RValue v = to_object(lower_expr(star || dstar ? ts_node_named_child(a, 0) : a));
    set_span(a);
    if (dstar) {
      b_->prim(PrimId::KwargsMerge, {callee.v, kw.v, v.v});
    } else {
      b_->prim(star ? PrimId::ListExtend : PrimId::ListAppend, {pos.v, v.v});
    }
    b_->release(v);
  }
  set_span(call);
  note(call, "call", "`" + text(child_by_field(call, "function")) +
                         "` is called as a Python object with unpacked arguments");
  RValue tup = star_value.v != nullptr ? b_->prim(PrimId::CallStarTuple, {callee.v, star_value.v})
                                        : b_->prim(PrimId::SeqTuple, {pos.v});
  RValue r = b_->prim(PrimId::CallSplat, {callee.v, tup.v, kw.v});
  b_->release(tup);
  if (star_value.v != nullptr) b_->release(star_value);
  b_->release(kw);
  b_->release(pos);
  b_->release(callee);
  return r;
}

bool Lowerer::has_splat(TSNode args) {
  if (node_type(args) != "argument_list") return false;
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    std::string k = node_type(ts_node_named_child(args, i));
    if (k == "list_splat" || k == "dictionary_splat") return true;
  }
  return false;
}

RValue Lowerer::method_object(const Function* m, std::optional<RValue> self, int vslot) {
  // The callable Python sees for this call: the receiver's own attribute when it dispatches (a
  // classmethod's class, a virtual call), else m itself from its class (super(), constructors).
  RValue name = b_->load_str(m->name);
  bool dispatch = self && (m->method_kind == ir::MethodKind::Class || vslot >= 0);
  RValue owner;
  if (!dispatch) {
    Op* load = b_->emit(OpKind::LoadClass, Type::object(), {}, true);
    load->text = m->owner->name;
    owner = b_->owned(load);
  }
  RValue attr = b_->prim(PrimId::ObjGetAttr, {dispatch ? self->v : owner.v, name.v});
  if (!dispatch) b_->release(owner);
  b_->release(name);
  if (!self || dispatch || m->method_kind == ir::MethodKind::Static) return attr;
  RValue bound = b_->call_method(attr.v, "__get__", {self->v}, Type::object());
  b_->release(attr);
  return bound;
}

RValue Lowerer::call_compiled(FuncInfo& f, TSNode call, TSNode args, std::optional<RValue> self,
                              int vslot) {
  // mypy names a method `"m" of "C"`, and a constructor by its class (the quotes around the
  // whole are added by the message).
  std::string fname = f.fn->name;
  if (f.fn->owner != nullptr) {
    fname = fname == "__init__" ? f.fn->owner->name : fname + "\" of \"" + f.fn->owner->name;
  }
  if (has_splat(args) && f.fn->owner != nullptr) {
    return checked(call_splat(method_object(f.fn, self, vslot), call, args), f.fn->return_type,
                   "result of " + f.fn->name + "()");
  }
  if (has_splat(args)) {
    // f(*xs, **m): the function object, called with the unpacked arguments.
    set_span(call);
    RValue n = b_->load_str(fname);
    RValue fo = b_->prim(PrimId::ModuleAttr, {n.v});
    b_->release(n);
    return checked(call_splat(fo, call, args), f.fn->return_type, "result of " + fname + "()");
  }
  // A method's receiver (`self`, or the class) is given; the call's arguments fill the rest.
  const size_t first = self && !f.fn->params.empty() ? 1 : 0;
  std::vector<CallParam> params = call_params(*f.fn, first);
  auto match = match_arguments(fname, params, call, args);
  if (!match) return poison(f.fn->return_type);
  if (vslot >= 0 && first == 1 && f.fn->owner != nullptr &&
      node_type(child_by_field(call, "function")) == "attribute" &&
      self->type().is(TypeKind::Instance) &&
      !overrides_bind_alike(self->type().class_def(), f.fn, *match, first)) {
    // Some override binds these keywords or defaults otherwise: Python binds for the receiver.
    return call_through_python(b_->ensure_owned(RValue{self->v, false}), call, f.fn);
  }
  auto actuals = lower_arguments(fname, *match, params);
  if (!actuals) return poison(f.fn->return_type);
  std::vector<std::optional<RValue>> slots = pack_arguments(*match, params, *actuals, call);
  if (first) slots.insert(slots.begin(), RValue{self->v, false});
  set_span(call);
  std::vector<RValue> held;
  std::vector<Value*> operands;
  for (size_t i = 0; i < f.fn->params.size(); ++i) {
    const ir::Param& p = f.fn->params[i];
    RValue v = slots[i] ? RValue{slots[i]->v, false} : b_->load_global(p.default_value);
    auto c = coerce(v, p.reg->type, call, "argument");
    held.push_back(*c);
    operands.push_back(c->v);
  }
  std::vector<std::optional<Type>> arg_types;
  for (const auto& s : slots) arg_types.push_back(s ? std::optional(s->type()) : std::nullopt);
  RValue result = overload_checked(direct_or_virtual(f.fn, operands, vslot), f.fn, arg_types);
  for (auto it = held.rbegin(); it != held.rend(); ++it) b_->release(*it);
  for (auto it = slots.rbegin(); it != slots.rend(); ++it) {
    if (*it) b_->release(**it);
  }
  for (auto it = actuals->rbegin(); it != actuals->rend(); ++it) b_->release(*it);
  return result;
}

RValue Lowerer::call_builtin(const std::string& name, TSNode call, TSNode args) {
  TSNode fn = child_by_field(call, "function");
  if (name == "super" && text(args) == "()") {
    if (auto r = super_object(call)) return *r;
  }
  if (auto r = frame_namespace_call(name, call, args)) return *r;
  if (has_splat(args) && is_python_builtin(name)) {
    set_span(call);
    return call_splat(load_builtin(name), call, args);
  }
  if (lazy_genexp(args) && is_python_builtin(name)) {
    set_span(call);
    return call_generic(load_builtin(name), call, args);  // it consumes the generator itself
  }
  if (auto r = call_container_builtin(name, call, args)) return *r;
  // Builtins compiled natively, when called with positional arguments only; any other builtin
  // call is made on the builtin object itself (the dynamic fallback).
  static const char* const kNative[] = {"print", "abs", "int", "float", "bool",
                                        "round", "pow", "min", "max"};
  bool native = false;
  for (const char* n : kNative) native |= name == n;
  bool keywords = false;
  if (node_type(args) == "argument_list") {
    for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
      std::string k = node_type(ts_node_named_child(args, i));
      keywords |= k == "keyword_argument" || k == "list_splat" || k == "dictionary_splat";
    }
  }
  if ((name == "min" || name == "max") && node_type(args) == "argument_list" &&
      ts_node_named_child_count(args) < 2) {
    native = false;  // min(iterable): the builtin itself
  }
  if ((!native || (keywords && name != "print")) && is_python_builtin(name)) {
    set_span(call);
    RValue r = call_generic(load_builtin(name), call, args);
    // Builtins whose result type is fixed by typeshed whatever the arguments (str(b, enc),
    // bytes(n), hex(i), ...): mypy's type, checked (a str subclass is still a str).
    static const std::pair<const char*, Type> kResults[] = {
        {"str", Type::str()},   {"repr", Type::str()},   {"ascii", Type::str()},
        {"format", Type::str()}, {"hex", Type::str()},   {"oct", Type::str()},
        {"bin", Type::str()},   {"chr", Type::str()},    {"bytes", Type::bytes()}};
    for (const auto& [n, t] : kResults) {
      if (name == n) return checked(r, t, name + "() result");
    }
    return r;
  }
  bool keywords_ok = name == "print";
  size_t errors_before = diags_.all().size();
  std::vector<TSNode> argv = positional_args(args, keywords_ok);
  if (diags_.all().size() != errors_before) return poison();
  auto want = [&](size_t lo, size_t hi) {
    if (argv.size() < lo || argv.size() > hi) {
      std::string takes =
          lo == hi ? std::to_string(lo) : std::to_string(lo) + " to " + std::to_string(hi);
      error(call, "\"" + name + "\" takes " + takes + " positional argument" +
                      (hi == 1 ? "" : "s") + " but " + std::to_string(argv.size()) +
                      (argv.size() == 1 ? " was" : " were") + " given");
      return false;
    }
    return true;
  };
  auto unary = [&](PrimId id, RValue v) {
    RValue r = b_->prim(id, {v.v});
    b_->release(v);
    return r;
  };
  if (name == "print") {
    const std::string* sep = nullptr;
    const std::string* end = nullptr;
    std::string sep_s, end_s;
    for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
      TSNode a = ts_node_named_child(args, i);
      if (node_type(a) != "keyword_argument") continue;
      std::string kw = text(child_by_field(a, "name"));
      TSNode v = child_by_field(a, "value");
      if (kw != "sep" && kw != "end") {
        // file=, flush=: the builtin print itself.
        set_span(call);
        return call_generic(load_builtin("print"), call, args);
      }
      if (node_type(v) == "none") continue;
      if ((node_type(v) != "string" && node_type(v) != "concatenated_string") ||
          has_interpolation(v)) {
        // A computed sep/end: the builtin print itself.
        set_span(call);
        return call_generic(load_builtin("print"), call, args);
      }
      auto s = string_value(v);
      if (!s) return poison();
      if (kw == "sep") {
        sep_s = *s;
        sep = &sep_s;
      } else {
        end_s = *s;
        end = &end_s;
      }
    }
    std::vector<RValue> held;
    std::vector<Value*> objs;
    for (TSNode a : argv) {
      RValue v = lower_expr(a);
      if (!v.type().is_pyobject()) v = to_object(v);
      held.push_back(v);
      objs.push_back(v.v);
    }
    set_span(call);
    note(call, "call", "print() calls Python's builtins.print, boxing its arguments");
    b_->print(objs, sep, end);
    for (auto it = held.rbegin(); it != held.rend(); ++it) b_->release(*it);
    return b_->load_none();
  }
  if (name == "abs") {
    if (!want(1, 1)) return poison();
    RValue v = lower_expr(argv[0]);
    set_span(call);
    switch (v.type().kind()) {
      case TypeKind::Int: return unary(PrimId::IntAbs, v);
      case TypeKind::Bool: return unary(PrimId::IntAbs, to_int(v));
      case TypeKind::Float: return unary(PrimId::FloatAbs, v);
      case TypeKind::Object: return unary(PrimId::ObjAbs, v);
      case TypeKind::Instance:  // the type's nb_absolute, checked to __abs__'s declared result
        if (const ir::ClassMethod* m = dunder_of(v.type(), "__abs__")) {
          return dunder_generic(PrimId::ObjAbs, {v}, m->fn);
        }
        break;
      default: break;
    }
    error(argv[0], msg::incompatible_argument(1, "abs", v.type().name(), "SupportsAbs"));
    b_->release(v);
    return poison();
  }
  if (name == "int" && argv.size() == 2) {
    // int(text, base): CPython's own parse (its errors for bad bases and digits), an int result.
    set_span(call);
    RValue o = call_generic(load_builtin("int"), call, args);
    RValue r = b_->unbox(o.v, Type::int_(), "int()");
    b_->release(o);
    return r;
  }
  if (name == "int" || name == "float" || name == "bool") {
    if (!want(0, 1)) return poison();
    if (argv.empty()) {
      return name == "int"     ? b_->load_int(0)
             : name == "float" ? b_->load_float(0)
                               : b_->load_bool(false);
    }
    RValue v = lower_expr(argv[0]);
    set_span(call);
    if (name == "bool") return truth(v);
    Type t = v.type();
    // int("12") / float(b"1.5") parse as CPython does (same ValueError messages).
    bool text = t.is(TypeKind::Str) || t.is(TypeKind::Bytes);
    if (name == "int") {
      if (intlike(t)) return to_int(v);
      if (t.is(TypeKind::Float)) return unary(PrimId::FloatToInt, v);
      if (t.is(TypeKind::Str)) return unary(PrimId::IntOfStr, v);
      if (t.is(TypeKind::Object) || text) {
        RValue o = unary(PrimId::ObjInt, v);
        RValue r = b_->unbox(o.v, Type::int_(), "int()");
        b_->release(o);
        return r;
      }
    } else {
      if (t.is_numeric()) return to_float(v);
      if (t.is(TypeKind::Object) || text) {
        RValue o = unary(PrimId::ObjFloat, v);
        RValue r = b_->unbox(o.v, Type::float_(), "float()");
        b_->release(o);
        return r;
      }
    }
    if (auto r = instance_conversion(name, v)) return *r;
    error(argv[0], msg::unsupported(name + "() of \"" + t.name() + "\""));
    b_->release(v);
    return poison();
  }
  if (name == "round") {
    if (!want(1, 2)) return poison();
    RValue v = lower_expr(argv[0]);
    bool nd = argv.size() == 2 && node_type(argv[1]) != "none";
    RValue d;
    if (nd) d = lower_expr(argv[1]);
    set_span(call);
    if (nd && !intlike(d.type()) && !d.type().is(TypeKind::Object)) {
      error(argv[1], msg::incompatible_argument(2, "round", d.type().name(), "int"));
      return poison();
    }
    Type t = v.type();
    if ((!intlike(t) && !t.is(TypeKind::Float)) || (nd && d.type().is(TypeKind::Object))) {
      // Anything else rounds through its __round__: the builtin itself.
      std::vector<RValue> ops{to_object(v)};
      if (nd) ops.push_back(to_object(d));
      RValue fn = load_builtin("round");
      std::vector<Value*> vals;
      for (const RValue& o : ops) vals.push_back(o.v);
      RValue r = b_->call_object(fn.v, vals, {});
      for (auto it = ops.rbegin(); it != ops.rend(); ++it) b_->release(*it);
      b_->release(fn);
      return r;
    }
    if (!nd) return t.is(TypeKind::Float) ? unary(PrimId::FloatRound, v) : to_int(v);
    RValue di = to_int(d);
    RValue x = t.is(TypeKind::Float) ? v : to_int(v);
    RValue r =
        b_->prim(t.is(TypeKind::Float) ? PrimId::FloatRoundNd : PrimId::IntRoundNd, {x.v, di.v});
    b_->release(di);
    b_->release(x);
    return r;
  }
  if (name == "pow") {
    if (!want(2, 3)) return poison();
    RValue a = lower_expr(argv[0]);
    RValue b = lower_expr(argv[1]);
    set_span(call);
    if (argv.size() == 2) return binary_op("**", a, b, call, argv[1]);
    RValue m = lower_expr(argv[2]);
    set_span(call);
    bool all_int = intlike(a.type()) && intlike(b.type()) && intlike(m.type());
    RValue oa = to_object(a), ob = to_object(b), om = to_object(m);
    RValue r = b_->prim(PrimId::ObjPow3, {oa.v, ob.v, om.v});
    b_->release(om);
    b_->release(ob);
    b_->release(oa);
    if (!all_int) return r;
    RValue i = b_->unbox(r.v, Type::int_(), "pow()");
    b_->release(r);
    return i;
  }
  if ((name == "min" || name == "max") && argv.size() >= 2 &&
      argv.size() == ts_node_named_child_count(args)) {
    std::vector<Register*> vals;
    for (TSNode a : argv) {
      RValue v = lower_expr(a);
      Register* r = temp_register(v.type());
      b_->assign(r, v);
      vals.push_back(r);
    }
    Type t = vals[0]->type;
    for (Register* r : vals) {
      if (r->type != t) t = Type::object();
      if (!r->type.is_numeric() && !r->type.is_pyobject()) {
        error(call, msg::unsupported(name + "() of \"" + std::string(r->type.name()) + "\""));
        return poison();
      }
    }
    set_span(call);
    if (vals.size() == 2 && t.is(TypeKind::Int)) {  // one select, no branch
      return b_->prim(name == "min" ? PrimId::IntMin2 : PrimId::IntMax2, {vals[0], vals[1]});
    }
    Register* res = temp_register(t);
    b_->assign(res, *coerce(RValue{vals[0], false}, t, call, "expression"));
    // CPython keeps the first extreme: replace only when strictly smaller (larger).
    for (size_t i = 1; i < vals.size(); ++i) {
      RValue c =
          compare_op(name == "min" ? "<" : ">", RValue{vals[i], false}, RValue{res, false}, call);
      RValue cond = truth(c);
      Block* take = b_->new_block();
      Block* next = b_->new_block();
      b_->branch(cond.v, take, next);
      b_->activate(take);
      b_->assign(res, *coerce(RValue{vals[i], false}, t, call, "expression"));
      b_->goto_(next);
      b_->activate(next);
    }
    return RValue{res, false};
  }
  error(fn, msg::undefined_name(name));
  return poison();
}

static std::optional<Type> math_through_python(const std::string& name) {
  // The math functions call_math has no native version of, with their result types.
  static const std::pair<const char*, char> kMath[] = {
      {"acos", 'f'},     {"acosh", 'f'},     {"asin", 'f'},     {"asinh", 'f'},  {"atan", 'f'},
      {"atanh", 'f'},    {"cbrt", 'f'},      {"comb", 'i'},     {"copysign", 'f'}, {"cosh", 'f'},
      {"degrees", 'f'},  {"dist", 'f'},      {"erf", 'f'},      {"erfc", 'f'},   {"exp2", 'f'},
      {"expm1", 'f'},    {"factorial", 'i'}, {"fmod", 'f'},     {"frexp", 'F'},  {"fsum", 'f'},
      {"gamma", 'f'},    {"gcd", 'i'},       {"isclose", 'b'},  {"isqrt", 'i'},  {"lcm", 'i'},
      {"ldexp", 'f'},    {"lgamma", 'f'},    {"log1p", 'f'},    {"modf", 'M'},   {"nextafter", 'f'},
      {"perm", 'i'},     {"prod", 'o'},      {"radians", 'f'},  {"remainder", 'f'}, {"sinh", 'f'},
      {"tanh", 'f'},     {"trunc", 'i'},     {"ulp", 'f'}};
  for (const auto& [n, kind] : kMath) {
    if (name != n) continue;
    switch (kind) {
      case 'i': return Type::int_();
      case 'b': return Type::bool_();
      case 'F': return Type::tuple({Type::float_(), Type::int_()});
      case 'M': return Type::tuple({Type::float_(), Type::float_()});
      case 'o': return Type::object();
      default: return Type::float_();
    }
  }
  return std::nullopt;
}

RValue Lowerer::call_math(const std::string& name, TSNode call, TSNode args) {
  if (auto t = math_through_python(name)) {
    // No native version: the math module's own function, its result checked to typeshed's type.
    RValue r = call_generic(lower_expr(child_by_field(call, "function")), call, args);
    return checked(r, *t, "result of math." + name + "()");
  }
  size_t errors_before = diags_.all().size();
  std::vector<TSNode> argv = positional_args(args, false);
  if (diags_.all().size() != errors_before) return poison();
  static const std::pair<const char*, PrimId> kUnary[] = {
      {"sqrt", PrimId::MathSqrt},         {"exp", PrimId::MathExp},
      {"log2", PrimId::MathLog2},         {"log10", PrimId::MathLog10},
      {"sin", PrimId::MathSin},           {"cos", PrimId::MathCos},
      {"tan", PrimId::MathTan},           {"fabs", PrimId::MathFabs},
      {"isnan", PrimId::MathIsNan},       {"isinf", PrimId::MathIsInf},
      {"isfinite", PrimId::MathIsFinite},
  };
  static const std::pair<const char*, PrimId> kBinary[] = {
      {"atan2", PrimId::MathAtan2},
      {"hypot", PrimId::MathHypot},
      {"pow", PrimId::MathPow},
  };
  auto arity = [&](size_t n) {
    if (argv.size() != n) {
      error(call, "math." + name + "() takes exactly " + std::to_string(n) + " argument" +
                      (n == 1 ? "" : "s") + " (" + std::to_string(argv.size()) + " given)");
      return false;
    }
    return true;
  };
  auto float_arg = [&](TSNode a, int index) -> std::optional<RValue> {
    RValue v = lower_expr(a);
    if (!v.type().is_numeric() && !v.type().is(TypeKind::Object)) {
      error(a, msg::incompatible_argument(index, "math." + name, v.type().name(), "float"));
      b_->release(v);
      return std::nullopt;
    }
    if (v.type().is(TypeKind::Object)) {
      RValue r = b_->unbox(v.v, Type::float_(), "math." + name + "() argument");
      b_->release(v);
      return r;
    }
    return to_float(v);
  };
  for (const auto& [n, id] : kUnary) {
    if (name != n) continue;
    if (!arity(1)) return poison();
    auto x = float_arg(argv[0], 1);
    if (!x) return poison();
    set_span(call);
    RValue r = b_->prim(id, {x->v});
    b_->release(*x);
    return r;
  }
  for (const auto& [n, id] : kBinary) {
    if (name != n) continue;
    if (!arity(2)) return poison();
    auto x = float_arg(argv[0], 1);
    auto y = float_arg(argv[1], 2);
    if (!x || !y) return poison();
    set_span(call);
    RValue r = b_->prim(id, {x->v, y->v});
    b_->release(*y);
    b_->release(*x);
    return r;
  }
  if (name == "log") {
    if (argv.size() != 1 && argv.size() != 2) {
      error(call, "math.log() takes 1 or 2 arguments (" + std::to_string(argv.size()) + " given)");
      return poison();
    }
    if (argv.size() == 1) {
      RValue v = lower_expr(argv[0]);
      set_span(call);
      if (intlike(v.type())) {
        RValue i = to_int(v);
        RValue r = b_->prim(PrimId::MathLogInt, {i.v});
        b_->release(i);
        return r;
      }
      if (v.type().is(TypeKind::Object)) {
        // An untyped value: math.log itself takes it (a big int, a __float__ or __index__ object).
        RValue f = lower_expr(child_by_field(call, "function"));
        set_span(call);
        RValue r = b_->call_object(f.v, {v.v}, {});
        b_->release(f);
        b_->release(v);
        return r;
      }
      if (!v.type().is(TypeKind::Float)) {
        error(argv[0], msg::incompatible_argument(1, "math.log", v.type().name(), "float"));
        return poison();
      }
      RValue r = b_->prim(PrimId::MathLog, {v.v});
      b_->release(v);
      return r;
    }
    auto x = float_arg(argv[0], 1);
    auto y = float_arg(argv[1], 2);
    if (!x || !y) return poison();
    set_span(call);
    RValue r = b_->prim(PrimId::MathLogBase, {x->v, y->v});
    b_->release(*y);
    b_->release(*x);
    return r;
  }
  if (name == "floor" || name == "ceil") {
    if (!arity(1)) return poison();
    RValue v = lower_expr(argv[0]);
    set_span(call);
    if (intlike(v.type())) return to_int(v);
    if (v.type().is(TypeKind::Float)) {
      RValue r = b_->prim(name == "floor" ? PrimId::MathFloor : PrimId::MathCeil, {v.v});
      b_->release(v);
      return r;
    }
    // An object's __floor__ / __ceil__ (typeshed's SupportsFloor: the method's result type).
    const ir::ClassMethod* m = v.type().is(TypeKind::Instance) ? dunder_of(v.type(), "__" + name + "__") : nullptr;
    if (m != nullptr || v.type().is(TypeKind::Object)) {
      return dunder_generic(name == "floor" ? PrimId::ObjMathFloor : PrimId::ObjMathCeil, {v},
                            m ? m->fn : nullptr);
    }
    error(argv[0], msg::incompatible_argument(1, "math." + name, v.type().name(), "float"));
    b_->release(v);
    return poison();
  }
  error(call, "Module has no attribute \"" + name + "\"");
  return poison();
}

}  // namespace hintc::frontend
