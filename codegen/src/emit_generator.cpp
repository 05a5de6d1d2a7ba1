// Generator functions: every value of the body lives in a heap frame struct so the body can
// return at a yield and be resumed there (a switch on the state jumps to the yield's label).
#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

using ir::Op;
using ir::OpKind;

namespace {

// "hgf_x" (frame), "hgr_x" (resume), "hgd_x" (frame deleter), "hgt_x" (frame visitor) from the
// function's stem.
std::string part(const ModuleContext& ctx, const ir::Function& f, const char* prefix) {
  return prefix + ctx.symbols.function(&f);
}

std::string release(const ir::Value* v, const std::string& expr) {
  return std::string(v->type.is(ir::TypeKind::Int) ? "hint_decref(" : "Py_XDECREF(") + expr + ");";
}

std::string acquire(const ir::Value* v, const std::string& expr) {
  return std::string(v->type.is(ir::TypeKind::Int) ? "hint_incref(" : "Py_INCREF(") + expr + ");";
}

// Every register (parameters included) and op result of f, in declaration order.
std::vector<const ir::Value*> frame_values(const ir::Function& f) {
  std::vector<const ir::Value*> vs;
  for (const auto& r : f.registers) vs.push_back(r.get());
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      if (op->has_result) vs.push_back(op.get());
    }
  }
  return vs;
}

// The temporaries a suspension's frame owns besides its registers (ops.def: HELD, and the
// delegate of a yield_from).
std::vector<const ir::Value*> held_values(const Op& op) {
  std::vector<const ir::Value*> vs;
  for (size_t i = op.kind == OpKind::YieldFrom ? 0 : 1; i < op.operands.size(); ++i) {
    vs.push_back(op.operands[i]);
  }
  return vs;
}

// The frame deleter `hgd_*` (releases what the frame owns in `state`, then frees it) and the
// collector's visitor `hgt_*`. Refcounted registers hold a reference or zero at every
// suspension (the error exits release them all), so they go in every state that has a frame;
// state 0 has only the arguments set.
std::string frame_ownership(const std::string& frame, const std::string& deleter,
                            const std::string& traverse, const ir::Function& f,
                            const std::vector<const Op*>& suspensions) {
  std::string regs_release, regs_visit;
  for (const auto& r : f.registers) {
    const std::string m = "F->" + naming::value(r.get());
    if (r->type.is_refcounted()) regs_release += "    " + release(r.get(), m) + "\n";
    if (r->type.is_pyobject()) regs_visit += "    Py_VISIT(" + m + ");\n";
  }
  std::string held_release, held_visit;
  for (size_t k = 0; k < suspensions.size(); ++k) {
    std::string rel, vis;
    for (const ir::Value* v : held_values(*suspensions[k])) {
      const std::string m = "F->" + naming::value(v);
      if (v->type.is_refcounted()) rel += " " + release(v, m);
      if (v->type.is_pyobject()) vis += " Py_VISIT(" + m + ");";
    }
    const std::string c = "    case " + std::to_string(k + 1) + ":";
    if (!rel.empty()) held_release += c + rel + " break;\n";
    if (!vis.empty()) held_visit += c + vis + " break;\n";
  }
  const std::string cast = "  " + frame + "* F = static_cast<" + frame + "*>(p);\n";
  std::string out = "static void " + deleter + "(void* p, int state) {\n" + cast;
  out += "  if (state >= 0) {\n" + regs_release + "  }\n";
  if (!held_release.empty()) {
    out += "  switch (state) {\n" + held_release + "    default: break;\n  }\n";
  }
  out += "  delete F;\n}\n";
  out += "static int " + traverse + "(void* p, int state, visitproc visit, void* arg) {\n" + cast;
  out += "  (void)F; (void)visit; (void)arg;\n";
  out += "  if (state >= 0) {\n" + regs_visit + "  }\n";
  if (!held_visit.empty()) {
    out += "  switch (state) {\n" + held_visit + "    default: break;\n  }\n";
  }
  out += "  return 0;\n}\n";
  return out;
}

bool has_handlers(const ir::Function& f) {
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      if (op->kind == OpKind::ExcBeginHandler) return true;
    }
  }
  return false;
}

}  // namespace

const char* item_member(ir::Type t) {
  return t.is(ir::TypeKind::Int) ? "i" : t.is(ir::TypeKind::Float) ? "f" : "b";
}

std::string item_kind(ir::Type t) {
  switch (t.kind()) {
    case ir::TypeKind::Int: return "HINTC_ITEM_INT";
    case ir::TypeKind::Float: return "HINTC_ITEM_FLOAT";
    case ir::TypeKind::Bool: return "HINTC_ITEM_BOOL";
    default: return "HINTC_ITEM_OBJECT";
  }
}

void FunctionEmitter::emit_yield(const Op& op, const ir::Block* next) {
  suspensions.push_back(&op);
  const std::string k = std::to_string(suspensions.size());
  const std::string r = val(&op);
  const std::string at = std::string(naming::kLineVar) + " = " + std::to_string(op.span.line) + ";";
  const std::string suspend = "hgen->state = " + k + "; " + at + " return ";
  if (op.kind == OpKind::Yield && !op.operands[0]->type.is_pyobject()) {
    line(std::string("hgen->item.") + item_member(op.operands[0]->type) + " = " +
         val(op.operands[0]) + ";");
    line(suspend + "HINTC_GEN_NATIVE;");
  } else if (op.kind == OpKind::Yield) {
    line(suspend + val(op.operands[0]) + ";");
  } else {
    line("switch (hintc_gen_yield_from(hgen, " + val(op.operands[0]) + ", &" + r + ")) {");
    line("  case 1: " + suspend + r + ";");
    line("  case 0: goto hyd_" + k + ";");
    line("  default: " + fail(op));
    line("}");
  }
  line("hy_" + k + ":");
  line("if (HINTC_UNLIKELY(hgen->thrown)) " + fail(op));
  line(r + " = hintc_gen_take_sent(hgen);");
  if (op.kind == OpKind::YieldFrom) line("hyd_" + k + ":");
  line(op.targets[0] != next || op.kind == OpKind::YieldFrom ? jump(op.targets[0]) : ";");
}

std::string emit_generator(ModuleContext& ctx, const ir::Function& f) {
  const std::string frame = part(ctx, f, "hgf");
  const std::string resume = part(ctx, f, "hgr");
  const std::string deleter = part(ctx, f, "hgd");
  const std::string traverse = part(ctx, f, "hgt");
  const std::vector<const ir::Value*> values = frame_values(f);
  std::string out = "// def " + comment_text(f.name) + " (line " + std::to_string(f.line) +
                    (f.is_async_gen   ? "), an async generator"
                     : f.is_coroutine ? "), a coroutine"
                                      : "), a generator") +
                    ": its frame, resume function and constructor\n";
  out += "struct " + frame + " {\n";
  for (const ir::Value* v : values) {
    out += std::string("  ") + ctype(v->type) + " " + naming::value(v) + " = " +
           zero_value(v->type) + ";\n";
  }
  out += std::string("  int ") + naming::kLineVar + " = " + std::to_string(f.line) + ";\n};\n";
  out += "static PyObject* " + resume + "(HintcGen* hgen);\n";

  FunctionEmitter em(ctx, f);
  em.uses_line = true;
  std::string body = emit_blocks(em, f);
  out += frame_ownership(frame, deleter, traverse, f, em.suspensions);

  std::string params;
  for (const ir::Param& p : f.params) {
    params += std::string(ctype(p.reg->type)) + " " + naming::value(p.reg) + ", ";
  }
  out += "static PyObject* " + ctx.native_name(f) + "(" + params + "int) {\n";
  out += "  " + frame + "* F = new (std::nothrow) " + frame + "();\n";
  out += "  if (F == NULL) return PyErr_NoMemory();\n";
  for (const ir::Param& p : f.params) {
    const std::string v = naming::value(p.reg);
    out += "  F->" + v + " = " + v + ";";
    if (p.reg->type.is_refcounted()) out += " " + acquire(p.reg, v);
    out += "\n";
  }
  const std::string qualname = !f.qualname.empty()  ? f.qualname
                               : f.owner != nullptr ? f.owner->name + "." + f.name
                                                    : f.name;
  const std::string handlers = has_handlers(f) ? "1" : "0";
  // The generator objects' names, code object and current line (rt_gen.h).
  const std::string info = part(ctx, f, "hgi");
  const char* flag = f.is_async_gen   ? "CO_ASYNC_GENERATOR"
                     : f.is_coroutine ? "CO_COROUTINE"
                                      : "CO_GENERATOR";
  const int first_line = f.first_line ? f.first_line : f.line;
  out += "  static HintcGenInfo " + info + " = {" + c_string(f.name) + ", " + c_string(qualname) +
         ", " + c_string(ctx.m.name) + ", " + c_string(ctx.m.filename) + ", " +
         std::to_string(first_line) + ", offsetof(" + frame + ", " + naming::kLineVar + "), " +
         flag + ", NULL};\n";
  const std::string common = resume + ", " + deleter + ", " + traverse + ", F, &" + info + ", ";
  if (f.is_async_gen) {
    out += "  return hintc_async_gen_new(" + common + item_kind(f.gen_yield) + ", " + handlers +
           ");\n}\n";
  } else if (f.is_coroutine) {
    out += "  return hintc_coro_new(" + common + handlers + ");\n}\n";
  } else {
    out += "  return hintc_gen_new(" + common + item_kind(f.gen_yield) + ", " + handlers +
           ");\n}\n";
  }

  out += std::string(is_huge(f) ? "HINTC_HUGE_FUNCTION " : "") + "static PyObject* " + resume +
         "(HintcGen* hgen) {\n";
  out += "  " + frame + "* F = static_cast<" + frame + "*>(hgen->frame);\n";
  for (const ir::Value* v : values) {
    const std::string n = naming::value(v);
    out += "  [[maybe_unused]] auto& " + n + " = F->" + n + ";\n";
  }
  out += std::string("  int& ") + naming::kLineVar + " = F->" + naming::kLineVar + ";\n";
  out += std::string("  static HintcTbSite ") + naming::kTbSite + " = {" + c_string(f.name) +
         ", " + c_string(ctx.m.filename) + ", {}};\n";
  // Each resume is an entry point: it may run on another thread or deeper in the C stack than
  // where the generator was made.
  if (makes_calls(f)) {
    out += std::string("  const int ") + naming::kDepthVar + " = " + naming::kDepthBudget +
           "();\n";
  }
  out += "  switch (hgen->state) {\n    case 0: break;\n";
  for (size_t k = 1; k <= em.suspensions.size(); ++k) {
    out += "    case " + std::to_string(k) + ": goto hy_" + std::to_string(k) + ";\n";
  }
  out += "    default: __builtin_unreachable();\n  }\n";
  return out + body + "}\n";
}

}  // namespace hintc::codegen
