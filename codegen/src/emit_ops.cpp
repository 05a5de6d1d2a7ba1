// Op-by-op translation of IR to C++ statements (the IR semantics contract lives here).
#include <cctype>
#include <stdexcept>

#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

using ir::Op;
using ir::OpKind;
using ir::TypeKind;

namespace {

std::string join(const std::vector<std::string>& parts, const char* sep) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? sep : "") + parts[i];
  return out;
}

bool fits_small(int64_t x) {
  // The tagged range of HInt: [-(2**62), 2**62 - 1].
  const int64_t max = (int64_t{1} << 62) - 1;
  return x >= -max - 1 && x <= max;
}

}  // namespace

FunctionEmitter::FunctionEmitter(ModuleContext& ctx, const ir::Function& f) : ctx_(ctx), f_(f) {}

std::string FunctionEmitter::jump(const ir::Block* target) {
  referenced_labels.insert(target->id);
  return "goto " + naming::label(target) + ";";
}

std::string FunctionEmitter::fail(const Op& op, const std::string& before) {
  if (op.error_target == nullptr) {
    throw std::invalid_argument(std::string("codegen: `") + ir::op_info(op.kind).name + "` in " +
                                f_.name + " can fail but has no error target");
  }
  std::string s = "{ " + before;
  if (!before.empty()) s += " ";
  if (uses_line && op.span.line > 0) {
    s += std::string(naming::kLineVar) + " = " + std::to_string(op.span.line) + "; ";
  }
  return s + jump(op.error_target) + " }";
}

void FunctionEmitter::check(const Op& op, const std::string& error_cond) {
  line("if (HINTC_UNLIKELY(" + error_cond + ")) " + fail(op));
}

// Whether `from` calls `to`, directly or through other functions.
bool FunctionEmitter::reaches(const ir::Function& from, const ir::Function& to) {
  std::set<const ir::Function*> seen;
  std::vector<const ir::Function*> work{&from};
  while (!work.empty()) {
    const ir::Function* f = work.back();
    work.pop_back();
    if (f == &to) return true;
    if (!seen.insert(f).second) continue;
    for (const auto& b : f->blocks) {
      for (const auto& o : b->ops) {
        if (o->kind == OpKind::Call) work.push_back(o->callee);
      }
    }
  }
  return false;
}

// Exact code calling a pure function tries its int64 clone first, as the Python wrapper does:
// on success the result is converted back (an int64 result may need a big int); a failure other
// than a signal is cleared and the exact version runs (the callee is pure, so this is invisible).
void FunctionEmitter::emit_clone_first_call(const Op& op, std::vector<std::string> args,
                                            const std::string& exact_call) {
  const ir::Function& clone = *op.callee->fast_clone;
  std::string cond;
  for (size_t i = 0; i < op.operands.size(); ++i) {
    if (!op.operands[i]->type.is(TypeKind::Int)) continue;
    cond += (cond.empty() ? "" : " && ") + ("hint_is_small(" + args[i] + ")");
    args[i] = "hint_small_value(" + args[i] + ")";
  }
  const std::string r = val(&op);
  const std::string back = clone.return_type.is(TypeKind::I64) ? "hint_from_i64(hq)" : "hq";
  line("{");
  line("  bool hdone = false;");
  line("  if (" + (cond.empty() ? std::string("true") : cond) + ") {");
  line(std::string("    ") + ctype(clone.return_type) + " hq = " + ctx_.native_name(clone) + "(" +
       join(args, ", ") + ");");
  line("    if (HINTC_LIKELY(!(" + error_condition(clone.return_type, "hq") + "))) {");
  line("      " + r + " = " + back + ";");
  line("      hdone = true;");
  line(std::string("    } else if (") + naming::kSignalled + ") {");
  line(std::string("      ") + naming::kSignalled + " = 0;");
  line("      " + fail(op));
  line("    } else {");
  line("      PyErr_Clear();");
  line("    }");
  line("  }");
  line("  if (!hdone) " + exact_call);
  line("}");
}

void FunctionEmitter::emit_op(const Op& op, const ir::Block* next) {
  const std::string r = op.has_result ? val(&op) : "";
  switch (op.kind) {
    case OpKind::LoadInt:
      if (op.type.is(TypeKind::I64)) {
        line(r + " = " + c_int64(op.imm) + ";");
      } else if (fits_small(op.imm)) {
        line(r + " = hint_from_small(" + std::to_string(op.imm) + ");");
      } else {  // not expected from lowering, but still exact: a pooled big int
        line(r + " = " + naming::constant(ctx_.pool.bigint(std::to_string(op.imm))) +
             "; hint_incref(" + r + ");");
      }
      break;
    case OpKind::LoadBigInt:
      line(r + " = " + naming::constant(ctx_.pool.bigint(op.text)) + "; hint_incref(" + r + ");");
      break;
    case OpKind::LoadFloat: line(r + " = " + c_double(op.fimm) + ";"); break;
    case OpKind::LoadBool: line(r + " = " + (op.imm ? "1" : "0") + ";"); break;
    case OpKind::LoadNone: line(r + " = 1;"); break;
    case OpKind::LoadStr:
      line(r + " = " + naming::constant(ctx_.pool.str(op.text)) + "; Py_INCREF(" + r + ");");
      break;
    case OpKind::LoadBytes:
      line(r + " = " + naming::constant(ctx_.pool.bytes(op.text)) + "; Py_INCREF(" + r + ");");
      break;
    case OpKind::Assign: line(val(op.dest) + " = " + val(op.operands[0]) + ";"); break;
    case OpKind::LoadGlobal: emit_load_global(op); break;
    case OpKind::StoreGlobal: emit_store_global(op); break;
    case OpKind::PrimCall: emit_prim(op); break;
    case OpKind::Call: {
      std::vector<std::string> args;
      for (const ir::Value* v : op.operands) args.push_back(val(v));
      args.push_back(std::string(naming::kDepthVar) + " - 1");
      std::string exact = r + " = " + ctx_.native_name(*op.callee) + "(" + join(args, ", ") + ");";
      // Not within a recursion cycle: an exact version re-running after a bail-out would try
      // the clone again at every level, repeating the failing work once per level.
      if (f_.tries_clone_first(*op.callee) && !reaches(*op.callee, f_)) {
        emit_clone_first_call(op, args, exact);
      } else {
        line(exact);
      }
      check(op, error_condition(op.callee->return_type, r));
      break;
    }
    case OpKind::Box: emit_box(op); break;
    case OpKind::Unbox: emit_unbox(op); break;
    case OpKind::Cast: {
      const std::string r = val(&op);
      line(r + " = " + val(op.operands[0]) + "; Py_INCREF(" + r + ");");
      break;
    }
    case OpKind::CastBorrowed: line(val(&op) + " = " + val(op.operands[0]) + ";"); break;
    case OpKind::Print: emit_print(op); break;
    case OpKind::EnvNew:
    case OpKind::EnvGet:
    case OpKind::EnvSet:
    case OpKind::EnvDel:
    case OpKind::MakeClosure: emit_closure_op(op); break;
    case OpKind::NewObject:
    case OpKind::MakeMethod:
    case OpKind::LoadClass:
    case OpKind::IsInstance:
    case OpKind::GetField:
    case OpKind::SetField:
    case OpKind::CallVirtual: emit_class_op(op); break;
    case OpKind::Build: emit_build(op); break;
    case OpKind::CallMethod: emit_call_method(op); break;
    case OpKind::IterNext: emit_iter_next(op, next); break;
    case OpKind::CallObject: emit_call_object(op); break;
    case OpKind::MakeFunction:
    {
      std::string make = "hintc_make_function(&" +
                         naming::method_def(ctx_.symbols.function(op.callee)) + ", " +
                         naming::kModuleObject + ")";
      // asyncio.iscoroutinefunction() sees compiled coroutine functions (rt_async.h).
      if (op.callee->is_coroutine && !op.callee->is_async_gen) {
        make = "hintc_coroutine_function(" + make + ")";
      }
      // Its annotations, for decorators that read them (functools.singledispatch).
      if (!op.text.empty()) {
        make = "hintc_annotated_function(" + make + ", " + c_string(op.text) + ")";
      }
      line(r + " = " + make + ";");
    }
      check(op, r + " == NULL");
      break;
    case OpKind::CallImported:
    case OpKind::ApiLive:
    case OpKind::BindApi: emit_api_op(op); break;
    case OpKind::IncRef:
    case OpKind::DecRef: {
      bool inc = op.kind == OpKind::IncRef;
      bool is_int = op.operands[0]->type.is(TypeKind::Int);
      const char* fn =
          is_int ? (inc ? "hint_incref" : "hint_decref") : (inc ? "Py_XINCREF" : "hintc_xdecref");
      line(std::string(fn) + "(" + val(op.operands[0]) + ");");
      break;
    }
    case OpKind::RaiseUnbound:
      line(fail(op, "hintc_raise_unbound_local(" + c_string(op.text) + ");"));
      break;
    case OpKind::CheckSignals:
      // In a fast clone, a handler's exception must not be taken for a bail-out (which would
      // clear it and re-run the exact version): the flag tells the wrapper to propagate it.
      line(std::string("if (HINTC_UNLIKELY(hintc_poll_signals(&") + naming::kSignalTicks +
           ") < 0)) " +
           fail(op, f_.is_fast_clone ? std::string(naming::kSignalled) + " = 1;" : ""));
      break;
    case OpKind::SetLine:
      if (uses_line) line(std::string(naming::kLineVar) + " = " + std::to_string(op.imm) + ";");
      break;
    case OpKind::LineEvent:
      if (!profile_counters.empty()) {
        line(std::string("hintc_prof_line(&") + naming::kProfileFrame + ", " + profile_counters +
             " + " + std::to_string(profile_slot.at(static_cast<int>(op.imm))) + ");");
      }
      break;
    case OpKind::Goto:
      if (op.targets[0] != next) line(jump(op.targets[0]));
      break;
    case OpKind::Branch: emit_branch(op, next); break;
    case OpKind::Return:
      emit_profile_exit();
      if (f_.is_generator) {  // a generator's return value ends it (see hintc/rt_gen.h)
        line("hgen->retval = " + val(op.operands[0]) + "; return NULL;");
      } else {
        line("return " + val(op.operands[0]) + ";");
      }
      break;
    case OpKind::Yield:
    case OpKind::YieldFrom: emit_yield(op, next); break;
    case OpKind::Unwind:
      if (f_.is_fast_clone) {
        line(std::string("return ") + error_value(f_.return_type) + ";");
        break;
      }
      if (op.imm == 0) add_traceback();
      emit_profile_exit();
      line(std::string("return ") + error_value(f_.return_type) + ";");
      break;
    case OpKind::AddTraceback: add_traceback(); break;
    case OpKind::Raise:
    case OpKind::Reraise:
    case OpKind::ExcCatch:
    case OpKind::ExcMatches:
    case OpKind::ExcBeginHandler:
    case OpKind::ExcEndHandler:
    case OpKind::WithExit:
    case OpKind::Clear:
    case OpKind::DelGlobal:
    case OpKind::MakeClass: emit_exception_op(op); break;
    case OpKind::Unreachable: line("__builtin_unreachable();"); break;
  }
}

void FunctionEmitter::add_traceback() {
  const std::string site = std::string("&") + naming::kTbSite + ", " + naming::kLineVar;
  // A compiled __init__'s entry keeps the instance alive, as CPython's frame does.
  if (f_.owner != nullptr && f_.name == "__init__" && f_.method_kind == ir::MethodKind::Instance &&
      !f_.params.empty() && f_.params[0].reg->type.is_pyobject() && !f_.is_generator) {
    const ir::Register* self = f_.params[0].reg;
    line("hintc_add_traceback_holding(" + site + ", " + c_string(self->name) + ", " + val(self) +
         ");");
    return;
  }
  line("hintc_add_traceback(" + site + ");");
}

void FunctionEmitter::emit_exception_op(const Op& op) {
  const std::string r = op.has_result ? val(&op) : "";
  const std::string dest = op.dest ? val(op.dest) : "";
  switch (op.kind) {
    case OpKind::Raise: {
      const std::string cause = op.operands.size() > 1 ? val(op.operands[1]) : "NULL";
      line(fail(op, "hintc_raise(" + val(op.operands[0]) + ", " + cause + ", " +
                        (op.imm ? "1" : "0") + ");"));
      break;
    }
    case OpKind::Reraise: line(fail(op, "hintc_reraise(" + val(op.operands[0]) + ");")); break;
    case OpKind::ExcCatch: line(r + " = hintc_exc_catch();"); break;
    case OpKind::ExcMatches: {
      std::vector<std::string> classes;
      for (size_t i = 1; i < op.operands.size(); ++i) classes.push_back(val(op.operands[i]));
      line("{");
      line("  PyObject* hclasses[] = {" + join(classes, ", ") + "};");
      line("  " + r + " = hintc_exc_matches(" + val(op.operands[0]) + ", hclasses, " +
           std::to_string(classes.size()) + ");");
      line("}");
      check(op, r + " == 2");
      break;
    }
    case OpKind::ExcBeginHandler:
      line(r + " = hintc_exc_begin_handler(" + val(op.operands[0]) + ");");
      break;
    case OpKind::ExcEndHandler:
      line("hintc_exc_end_handler(" + dest + "); " + dest + " = NULL;");
      break;
    case OpKind::WithExit: {
      const std::string exc = op.operands.empty() ? "NULL" : val(op.operands[0]);
      line(r + " = hintc_with_exit(" + dest + ", " + exc + "); " + dest + " = NULL;");
      check(op, r + " == 2");
      break;
    }
    case OpKind::Clear:
      if (op.dest->type.is(TypeKind::Int)) {
        line("hint_decref(" + dest + "); " + dest + " = 0;");
      } else if (op.dest->type.is_pyobject()) {
        line("Py_CLEAR(" + dest + ");");
      } else {
        line(dest + " = " + zero_value(op.dest->type) + ";");
      }
      break;
    case OpKind::DelGlobal: {
      const ir::Global* g = op.global;
      line("if (HINTC_UNLIKELY(!" + ctx_.global_flag(g) + ")) " +
           fail(op, "hintc_raise_name_error(" + c_string(g->name) + ");"));
      // Through the module's attribute hook, as `del module.NAME` from Python: the dict entry
      // goes, the slot is released and its flag cleared.
      check(op, std::string("PyObject_DelAttrString(") + naming::kModuleObject + ", " +
                    c_string(g->name) + ") < 0");
      break;
    }
    case OpKind::MakeClass: {
      std::vector<std::string> bases;
      for (size_t i = 1; i < op.operands.size(); ++i) bases.push_back(val(op.operands[i]));
      line("{");
      line("  PyObject* hbases[] = {" + join(bases, ", ") + "};");
      line("  " + r + " = hintc_make_class(" + c_string(op.text) + ", " + c_string(ctx_.m.name) +
           ", " + val(op.operands[0]) + ", hbases, " + std::to_string(bases.size()) + ");");
      line("}");
      check(op, r + " == NULL");
      break;
    }
    default: throw std::invalid_argument("codegen: not an exception op in " + f_.name);
  }
}

void FunctionEmitter::emit_prim(const Op& op) {
  const ir::PrimInfo& p = ir::prim_info(op.prim);
  std::string expr;
  // %s in a template is the site's own cache (a static HintcAttrSite, rt_attr_cache.h), %k its
  // class attribute cache (HintcClassAttrSite, rt_class_attr.h).
  const char* site = nullptr;
  for (const char* c = p.c_template; *c != '\0'; ++c) {
    if (*c == '%' && (c[1] == 's' || c[1] == 'k')) {
      expr += "&hsite";
      site = c[1] == 's' ? "HintcAttrSite" : "HintcClassAttrSite";
      ++c;
      continue;
    }
    if (*c != '%' || !std::isdigit(static_cast<unsigned char>(c[1]))) {
      expr += *c;
      continue;
    }
    size_t index = 0;
    while (std::isdigit(static_cast<unsigned char>(c[1]))) index = index * 10 + (*++c - '0');
    if (index >= op.operands.size()) {
      throw std::invalid_argument(std::string("codegen: primitive ") + p.name + " in " + f_.name +
                                  " lacks operand %" + std::to_string(index));
    }
    expr += val(op.operands[index]);
  }
  if (site != nullptr) {
    line("{ static " + std::string(site) + " hsite; " + val(&op) + " = " + expr + "; }");
  } else {
    line(val(&op) + " = " + expr + ";");
  }
  if (op.can_fail()) check(op, error_condition(op.type, val(&op)));
}

void FunctionEmitter::emit_load_global(const Op& op) {
  const ir::Global* g = op.global;
  line("if (HINTC_UNLIKELY(!" + ctx_.global_flag(g) + ")) " +
       fail(op, "hintc_raise_name_error(" + c_string(g->name) + ");"));
  std::string r = val(&op);
  std::string s = r + " = " + ctx_.global_slot(g) + ";";
  if (g->type.is(TypeKind::Int) && !op.borrowed) s += " hint_incref(" + r + ");";
  if (g->type.is_pyobject() && !op.borrowed) s += " Py_INCREF(" + r + ");";
  line(s);
}

void FunctionEmitter::emit_store_global(const Op& op) {
  const ir::Global* g = op.global;
  const std::string slot = ctx_.global_slot(g), flag = ctx_.global_flag(g);
  const std::string v = val(op.operands[0]);
  if (g->type.is_refcounted()) {
    // The old value is released only after the slot holds the new one: its destructor may run
    // Python code that reads this global.
    line("{");
    line(std::string("  ") + ctype(g->type) + " hold = " + slot + ";");
    line("  char hwas = " + flag + ";");
    line("  " + slot + " = " + v + "; " + flag + " = 1;");
    line(std::string("  if (hwas) ") +
         (g->type.is(TypeKind::Int) ? "hint_decref(hold);" : "Py_XDECREF(hold);"));
    line("}");
  } else {
    line(slot + " = " + v + "; " + flag + " = 1;");
  }
  if (!g->is_public) return;
  const std::string set =
      std::string(naming::kMirror) + "(&" + ctx_.global_key(g) + ", " + c_string(g->name) + ", ";
  switch (g->type.kind()) {
    case TypeKind::Int:
    case TypeKind::Float:
      line("{");
      line(std::string("  PyObject* hbox = ") +
           (g->type.is(TypeKind::Int) ? "hint_box(" : "PyFloat_FromDouble(") + slot + ");");
      line("  if (HINTC_UNLIKELY(hbox == NULL)) " + fail(op));
      line("  int hrc = " + set + "hbox);");
      line("  Py_DECREF(hbox);");
      line("  if (HINTC_UNLIKELY(hrc < 0)) " + fail(op));
      line("}");
      break;
    case TypeKind::Bool: check(op, set + slot + " ? Py_True : Py_False) < 0"); break;
    case TypeKind::None: check(op, set + "Py_None) < 0"); break;
    case TypeKind::I64:
      throw std::invalid_argument("codegen: i64 global " + g->name + " in " + f_.name);
    default: check(op, set + slot + ") < 0"); break;
  }
}

void FunctionEmitter::emit_box(const Op& op) {
  const std::string r = val(&op), v = val(op.operands[0]);
  switch (op.operands[0]->type.kind()) {
    case TypeKind::Int: line(r + " = hint_box(" + v + ");"); break;
    case TypeKind::Float: line(r + " = PyFloat_FromDouble(" + v + ");"); break;
    // The singletons cannot fail to box.
    case TypeKind::Bool:
      line(r + " = " + v + " ? Py_True : Py_False; Py_INCREF(" + r + ");");
      return;
    case TypeKind::None: line(r + " = Py_None; Py_INCREF(" + r + ");"); return;
    default:
      throw std::invalid_argument(std::string("codegen: box of a ") + op.operands[0]->type.name() +
                                  " value in " + f_.name);
  }
  check(op, r + " == NULL");
}

// The name mypyc's cast errors give a static type: "int", "list", "mod.Class",
// "union[int, None]".
static std::string cast_name(ir::Type t, const std::string& module) {
  switch (t.kind()) {
    case TypeKind::Instance: return module + "." + t.class_def()->name;
    case TypeKind::Optional: return "union[" + cast_name(t.arg(0), module) + ", None]";
    case TypeKind::Tuple: {
      if (t.variadic()) return "tuple";
      std::string items;
      for (ir::Type a : t.args()) items += (items.empty() ? "" : ", ") + cast_name(a, module);
      return "tuple[" + items + "]";
    }
    default: return t.check_name();
  }
}

void FunctionEmitter::emit_unbox(const Op& op) {
  const std::string r = val(&op), o = val(op.operands[0]), context = c_string(op.text);
  if (op.imm == 1) {
    // cast(T, v): mypyc's wording when v is not a T, else the unboxing below (which then
    // cannot fail on the type).
    line("if (!" + object_check(op.type, o) + ") { hintc_raise_cast_mismatch(" +
         c_string(cast_name(op.type, ctx_.m.name)) + ", " + o + "); " + r + " = " +
         error_value(op.type) + "; } else {");
  }
  switch (op.type.kind()) {
    case TypeKind::Int: line(r + " = hintc_unbox_int(" + o + ", " + context + ");"); break;
    case TypeKind::Float:
      // Floats inline; ints convert exactly as float(x); anything else raises with the context,
      // like the other unboxings (hfloat_from_object's own message has no context).
      line("if (PyFloat_Check(" + o + ")) " + r + " = PyFloat_AS_DOUBLE(" + o + ");");
      line("else if (PyLong_Check(" + o + ")) " + r + " = hfloat_from_object(" + o + ");");
      line("else { hintc_raise_type_mismatch(\"float\", " + o + ", " + context + "); " + r +
           " = HFLOAT_ERROR; }");
      break;
    case TypeKind::Bool: line(r + " = hintc_unbox_bool(" + o + ", " + context + ");"); break;
    case TypeKind::None:
      line("if (" + o + " == Py_None) " + r + " = 1;");
      line("else { hintc_raise_type_mismatch(\"None\", " + o + ", " + context + "); " + r +
           " = 2; }");
      break;
    default:
      // A checked new reference to the same object.
      line("if (" + object_check(op.type, o) + ") { " + r + " = " + o + "; Py_INCREF(" + r +
           "); }");
      line("else { hintc_raise_type_mismatch(" + c_string(op.type.check_name()) + ", " + o + ", " +
           context + "); " + r + " = NULL; }");
      break;
    case TypeKind::Object:
    case TypeKind::I64:
      throw std::invalid_argument(std::string("codegen: unbox to ") + op.type.name() + " in " +
                                  f_.name);
  }
  if (op.imm == 1) line("}");
  check(op, error_condition(op.type, r));
}

void FunctionEmitter::emit_print(const Op& op) {
  std::string sep = op.has_sep ? naming::constant(ctx_.pool.str(op.sep)) : "NULL";
  std::string end = op.has_end ? naming::constant(ctx_.pool.str(op.end)) : "NULL";
  std::string tail = ", " + sep + ", " + end + ") < 0";
  if (op.operands.empty()) {
    check(op, "hintc_print(NULL, 0" + tail);
    return;
  }
  std::vector<std::string> args;
  for (const ir::Value* v : op.operands) args.push_back(val(v));
  // Braced so that the array's initialisation is never crossed by a goto.
  line("{");
  line("  PyObject* hargs[] = {" + join(args, ", ") + "};");
  line("  if (HINTC_UNLIKELY(hintc_print(hargs, " + std::to_string(args.size()) + tail + ")) " +
       fail(op));
  line("}");
}

// A generic call: vectorcall with a spare slot in front (PY_VECTORCALL_ARGUMENTS_OFFSET lets the
// callee prepend `self` for bound methods without copying); keyword names as a fresh tuple.
void FunctionEmitter::emit_call_object(const Op& op) {
  const std::string r = val(&op);
  std::vector<std::string> args{"NULL"};
  for (size_t i = 1; i < op.operands.size(); ++i) args.push_back(val(op.operands[i]));
  const size_t nkw = op.kwnames.size();
  const size_t npos = op.operands.size() - 1 - nkw;
  line("{");
  line("  PyObject* hargs[] = {" + join(args, ", ") + "};");
  std::string kw = "NULL";
  if (nkw > 0) {
    std::vector<std::string> names;
    for (const std::string& k : op.kwnames) names.push_back(naming::constant(ctx_.pool.str(k)));
    line("  PyObject* hkw = PyTuple_Pack(" + std::to_string(nkw) + ", " + join(names, ", ") + ");");
    line("  " + r + " = hkw == NULL ? NULL : PyObject_Vectorcall(" + val(op.operands[0]) +
         ", hargs + 1, " + std::to_string(npos) + " | PY_VECTORCALL_ARGUMENTS_OFFSET, hkw);");
    line("  Py_XDECREF(hkw);");
  } else {
    line("  " + r + " = PyObject_Vectorcall(" + val(op.operands[0]) + ", hargs + 1, " +
         std::to_string(npos) + " | PY_VECTORCALL_ARGUMENTS_OFFSET, " + kw + ");");
  }
  line("}");
  check(op, r + " == NULL");
}

void FunctionEmitter::emit_branch(const Op& op, const ir::Block* next) {
  const ir::Block* t = op.targets[0];
  const ir::Block* f = op.targets[1];
  const std::string c = val(op.operands[0]);
  if (t == f) {
    if (t != next) line(jump(t));
  } else if (f == next) {
    line("if (" + c + ") " + jump(t));
  } else if (t == next) {
    line("if (!" + c + ") " + jump(f));
  } else {
    line("if (" + c + ") " + jump(t) + " else " + jump(f));
  }
}

}  // namespace hintc::codegen
