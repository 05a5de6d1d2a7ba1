// Native calls between compiled modules of a build: the API table a module exports, the tables it
// binds of the modules it imports, and the ops that test and call through them.
#include <set>
#include <stdexcept>

#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

namespace {

// The functions of the module's API table, in interface order (fast clones are not in it).
std::vector<const ir::Function*> api_functions(const ir::Module& m) {
  std::vector<const ir::Function*> out;
  for (const auto& f : m.functions) {
    if (f->in_module_api()) out.push_back(f.get());
  }
  return out;
}

std::string hex64(uint64_t v) {
  static const char* const kDigits = "0123456789abcdef";
  std::string s = "0x";
  for (int shift = 60; shift >= 0; shift -= 4) s += kDigits[(v >> shift) & 0xf];
  return s + "ull";
}

size_t imported_index(const ir::Module& m, const std::string& name) {
  for (size_t i = 0; i < m.imported.size(); ++i) {
    if (m.imported[i].name == name) return i;
  }
  throw std::invalid_argument("codegen: module " + name + " is not imported");
}

// Per imported module, the declarations some op calls or tests, in the exporter's table order.
void collect_used_imports(ModuleContext& ctx) {
  if (ctx.used_imports.size() == ctx.m.imported.size()) return;
  std::vector<std::set<const ir::Function*>> used(ctx.m.imported.size());
  auto scan = [&](const ir::Function& f) {
    for (const auto& b : f.blocks) {
      for (const auto& op : b->ops) {
        if (op->kind == ir::OpKind::CallImported || op->kind == ir::OpKind::ApiLive) {
          used[imported_index(ctx.m, op->text)].insert(op->callee);
        }
      }
    }
  };
  for (const auto& f : ctx.m.functions) scan(*f);
  if (ctx.m.body) scan(*ctx.m.body);
  ctx.used_imports.assign(ctx.m.imported.size(), {});
  for (size_t i = 0; i < ctx.m.imported.size(); ++i) {
    for (const auto& decl : ctx.m.imported[i].functions) {
      if (decl && used[i].count(decl.get())) ctx.used_imports[i].push_back(decl.get());
    }
  }
}

}  // namespace

bool exports_api(const ir::Module& m) { return m.export_api && !api_functions(m).empty(); }

std::string api_export_section(const ModuleContext& ctx) {
  if (!exports_api(ctx.m)) return "";
  const std::vector<const ir::Function*> fns = api_functions(ctx.m);
  const std::string n = std::to_string(fns.size());
  std::string names, pointers;
  for (const ir::Function* f : fns) {
    names += "  " + c_string(f->name) + ",\n";
    pointers += "  reinterpret_cast<HintcFn>(" + ctx.native_name(*f) + "),\n";
  }
  std::string out =
      "\n// This module's API: its functions' native entry points, for the compiled modules of "
      "its build\n// that import it (interface hash below).\n";
  out += std::string("static char ") + naming::kApiLive + "[" + n + "];\n";
  out += std::string("static PyObject* ") + naming::kApiObjects + "[" + n + "];\n";
  out += std::string("static const char* const ") + naming::kApiNames + "[] = {\n" + names + "};\n";
  if (ctx.m.api_hashes.size() != fns.size()) {
    throw std::invalid_argument("codegen: the API of " + ctx.m.name + " has no signature hashes");
  }
  out += std::string("static const uint64_t ") + naming::kApiHashes + "[] = {";
  for (size_t k = 0; k < fns.size(); ++k) out += (k ? ", " : "") + hex64(ctx.m.api_hashes[k]);
  out += "};\n";
  // Declared ahead: the table is filled with the native functions defined further down.
  for (const ir::Function* f : fns) out += native_signature(ctx, *f, false) + ";\n";
  out += std::string("static const HintcFn ") + naming::kApiFunctions + "[] = {\n" + pointers +
         "};\n";
  out += std::string("static HintcModuleApi ") + naming::kApi + " = {HINTC_API_ABI, " + n +
         ", NULL, " + naming::kApiLive + ", " + naming::kApiObjects + ", " + naming::kApiNames +
         ", " + naming::kApiHashes + ", " + naming::kApiFunctions + "};\n";
  return out;
}

std::string api_export_init(const ModuleContext& ctx, const std::string& fail) {
  if (!exports_api(ctx.m)) return "";
  return std::string("  if (hintc_api_export(m, &") + naming::kApi + ") < 0) " + fail;
}

std::string api_setattr_branches(const ModuleContext& ctx) {
  if (!exports_api(ctx.m)) return "";
  // Python code replacing or deleting a function: importers stop calling the native one.
  std::string out;
  const std::vector<const ir::Function*> fns = api_functions(ctx.m);
  for (size_t k = 0; k < fns.size(); ++k) {
    out += "  if (strcmp(s, " + c_string(fns[k]->name) + ") == 0) " + naming::kApiLive + "[" +
           std::to_string(k) + "] = 0;\n";
  }
  return out;
}

std::string imported_apis_section(ModuleContext& ctx) {
  collect_used_imports(ctx);
  std::string out;
  for (size_t i = 0; i < ctx.m.imported.size(); ++i) {
    const std::vector<const ir::Function*>& used = ctx.used_imports[i];
    if (used.empty()) continue;
    const int n = static_cast<int>(i);
    const ir::ImportedModule& im = ctx.m.imported[i];
    std::string names, hashes;
    for (const ir::Function* decl : used) {
      size_t k = 0;
      while (im.functions[k].get() != decl) ++k;
      names += (names.empty() ? "" : ", ") + c_string(decl->name);
      hashes += (hashes.empty() ? "" : ", ") + hex64(im.hashes[k]);
    }
    out += std::string("static HintcModuleApi* ") + naming::imported_api(n) + " = NULL;  // " +
           comment_text(im.name) + "\n";
    out += "static const char* const " + naming::imported_api_names(n) + "[] = {" + names + "};\n";
    out += "static const uint64_t " + naming::imported_api_hashes(n) + "[] = {" + hashes + "};\n";
    out += "static uint32_t " + naming::imported_api_index(n) + "[" +
           std::to_string(used.size()) + "];\n";
  }
  if (out.empty()) return out;
  return "\n// Bound API tables of the compiled modules of this build that this module imports (NULL "
         "until\n// bound, and when the module is not compiled) and the functions it calls of "
         "them.\n" +
         out;
}

void FunctionEmitter::emit_api_op(const ir::Op& op) {
  collect_used_imports(ctx_);
  const size_t i = imported_index(ctx_.m, op.text);
  const int n = static_cast<int>(i);
  const std::vector<const ir::Function*>& used = ctx_.used_imports[i];
  const std::string api = naming::imported_api(n);
  if (op.kind == ir::OpKind::BindApi) {
    if (used.empty()) return;  // nothing of the module is called natively
    check(op, "hintc_api_bind(&" + api + ", " + naming::imported_api_index(n) + ", " +
                  c_string(op.text) + ", " + c_string(ctx_.m.name) + ", " +
                  naming::imported_api_names(n) + ", " + naming::imported_api_hashes(n) + ", " +
                  std::to_string(used.size()) + ") < 0");
    return;
  }
  size_t k = 0;
  while (k < used.size() && used[k] != op.callee) ++k;
  const std::string idx = "[" + naming::imported_api_index(n) + "[" + std::to_string(k) + "]]";
  if (op.kind == ir::OpKind::ApiLive) {
    const std::string slot = ctx_.global_slot(op.global), flag = ctx_.global_flag(op.global);
    std::string cond = api + " != NULL && " + flag;
    // What the binding must still hold for the native call to be the call Python would make.
    if (op.imm == 0) cond += " && " + slot + " == " + api + "->module && " + api + "->live" + idx;
    if (op.imm == 1) cond += " && " + api + "->live" + idx;
    if (op.imm == 2) cond += " && " + slot + " == " + api + "->objects" + idx;
    line(val(&op) + " = (char)(" + cond + ");");
    return;
  }
  // CallImported: the exporter's native function, through its table, with the depth budget.
  const ir::Function& decl = *op.callee;
  std::string type = std::string(ctype(decl.return_type)) + " (*)(";
  std::vector<std::string> args;
  for (size_t a = 0; a < op.operands.size(); ++a) {
    type += std::string(ctype(decl.params[a].reg->type)) + ", ";
    args.push_back(val(op.operands[a]));
  }
  type += "int)";
  args.push_back(std::string(naming::kDepthVar) + " - 1");
  std::string call = val(&op) + " = reinterpret_cast<" + type + ">(" + api + "->functions" + idx +
                     ")(";
  for (size_t a = 0; a < args.size(); ++a) call += (a ? ", " : "") + args[a];
  line(call + ");");
  check(op, error_condition(decl.return_type, val(&op)));
}

}  // namespace hintc::codegen
