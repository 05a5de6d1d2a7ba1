// Closures: environment structs and allocators, the static def of each nested function object,
// and the env_new / env_get / env_set / env_del / make_closure ops (see ir/closures.h).
#include <stdexcept>

#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

using ir::OpKind;
using ir::TypeKind;

namespace {

std::string stem_of(const ModuleContext& ctx, const ir::Function& f) {
  return ctx.symbols.function(&f);
}

// Slot `m` of environment `o` of function f.
std::string slot(const ModuleContext& ctx, const ir::Function& f, const std::string& o,
                 const std::string& m) {
  return "((" + naming::env_struct(stem_of(ctx, f)) + "*)" + o + ")->" + m;
}

std::string env_section(const ModuleContext& ctx, const ir::Function& f) {
  const std::string st = stem_of(ctx, f), s = naming::env_struct(st);
  std::string out = "\n// Captured variables of an activation of " + comment_text(f.name) + "\n";
  out += "struct " + s + " {\n  HintcEnv hh;\n";
  std::string ints, objs, unset;
  for (const ir::EnvField& fd : f.env->fields) {
    const std::string m = naming::field_member(fd.name);
    out += std::string("  ") + ctype(fd.type) + " " + m + ";  // " + comment_text(fd.name) + ": " +
           fd.type.name() + "\n";
    const std::string off = "(Py_ssize_t)offsetof(" + s + ", " + m + "), ";
    switch (fd.type.kind()) {
      case TypeKind::Int:
        ints += off;
        unset += "  " + slot(ctx, f, "o", m) + " = HINT_ERROR;\n";
        break;
      case TypeKind::Float: out += "  char " + naming::field_flag(fd.name) + ";\n"; break;
      case TypeKind::Bool:
      case TypeKind::None: unset += "  " + slot(ctx, f, "o", m) + " = 2;\n"; break;
      case TypeKind::I64: throw std::invalid_argument("codegen: i64 captured variable");
      default: objs += off;
    }
  }
  out += "};\n";
  out += "static const Py_ssize_t " + naming::env_def(st) + "_ints[] = {" + ints + "-1};\n";
  out += "static const Py_ssize_t " + naming::env_def(st) + "_objs[] = {" + objs + "-1};\n";
  out += "static const HintcEnvDef " + naming::env_def(st) + " = {sizeof(" + s + "), " +
         naming::env_def(st) + "_ints, " + naming::env_def(st) + "_objs};\n";
  out += "static PyObject* " + naming::env_alloc(st) + "(void) {\n";
  out += "  PyObject* o = hintc_env_new(&" + naming::env_def(st) + ");\n";
  out += "  if (o == NULL) return NULL;\n" + unset + "  return o;\n}\n";
  return out;
}

std::string closure_def(const ModuleContext& ctx, const ir::Function& f) {
  const std::string st = stem_of(ctx, f);
  std::string out = "static PyObject* " + naming::wrapper_function(st) +
                    "(PyObject*, PyObject* const*, Py_ssize_t, PyObject*);\n";
  out += "static const HintcClosureDef " + naming::closure_def(st) + " = {" + c_string(f.name) +
         ", " + c_string(f.qualname) + ", " + (f.has_doc ? c_string(f.doc) : "NULL") + ", " +
         c_string(ctx.m.name) + ", " + naming::wrapper_function(st) + "};\n";
  return out;
}

}  // namespace

std::string closure_section(const ModuleContext& ctx) {
  std::string out;
  std::vector<const ir::Function*> fs;
  for (const auto& f : ctx.m.functions) fs.push_back(f.get());
  if (ctx.m.body) fs.push_back(ctx.m.body.get());
  for (const ir::Function* f : fs) {
    if (f->env != nullptr && !f->is_fast_clone) out += env_section(ctx, *f);
  }
  std::string defs;
  for (const ir::Function* f : fs) {
    if (f->nested && !f->is_fast_clone) defs += closure_def(ctx, *f);
  }
  if (!defs.empty()) out += "\n// Nested functions: what their function objects share.\n" + defs;
  return out;
}

void FunctionEmitter::emit_closure_op(const ir::Op& op) {
  const std::string r = op.has_result ? val(&op) : "";
  const ir::Function& owner = *op.callee;
  switch (op.kind) {
    case OpKind::EnvNew:
      line(r + " = " + naming::env_alloc(stem_of(ctx_, owner)) + "();");
      check(op, r + " == NULL");
      break;
    case OpKind::EnvGet: {
      const std::string o = val(op.operands[0]);
      const std::string m = slot(ctx_, owner, o, naming::field_member(op.text));
      const std::string raise = "hintc_raise_unbound_cell(" + c_string(op.text) + ", " +
                                std::to_string(op.imm) + ");";
      load_slot(op, m, slot(ctx_, owner, o, naming::field_flag(op.text)), raise);
      break;
    }
    case OpKind::EnvSet: {
      const std::string o = val(op.operands[0]), v = val(op.operands[1]);
      const std::string m = slot(ctx_, owner, o, naming::field_member(op.text));
      store_slot(m, slot(ctx_, owner, o, naming::field_flag(op.text)), op.operands[1]->type, v);
      break;
    }
    case OpKind::EnvDel: {
      const std::string o = val(op.operands[0]);
      const ir::EnvField* fd = owner.env->find(op.text);
      const std::string m = slot(ctx_, owner, o, naming::field_member(op.text));
      switch (fd->type.kind()) {
        case TypeKind::Int:
          line("{ HInt hold = " + m + "; " + m + " = HINT_ERROR; if (hold != HINT_ERROR) hint_decref(hold); }");
          break;
        case TypeKind::Float: line(slot(ctx_, owner, o, naming::field_flag(op.text)) + " = 0;"); break;
        case TypeKind::Bool:
        case TypeKind::None: line(m + " = 2;"); break;
        default: line("Py_CLEAR(" + m + ");");
      }
      break;
    }
    case OpKind::MakeClosure:
      line(operand_array(op, 1, "hdefaults") + r + " = hintc_closure_new(&" +
           naming::closure_def(stem_of(ctx_, owner)) + ", " + val(op.operands[0]) +
           ", hdefaults, " + std::to_string(op.operands.size() - 1) + "); }");
      check(op, r + " == NULL");
      break;
    default: throw std::invalid_argument("codegen: not a closure op");
  }
}

}  // namespace hintc::codegen
