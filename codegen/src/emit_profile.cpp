// The line profiler's generated code (profile builds only): line tables, frame entry and exit.
#include <set>

#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

namespace {

// The counter charged with the time before the first line event (argument setup): the first
// line the function runs, found by following the entry block's jumps. Any line will do when no
// event is found that way (the charge is a few ns); -1 when the function has no lines.
int first_slot(const ir::Function& f, const std::map<int, int>& slots) {
  if (slots.empty()) return -1;
  std::set<const ir::Block*> seen;
  const ir::Block* b = f.blocks.empty() ? nullptr : f.blocks[0].get();
  while (b != nullptr && seen.insert(b).second) {
    const ir::Block* next = nullptr;
    for (const auto& op : b->ops) {
      if (op->kind == ir::OpKind::LineEvent) return slots.at(static_cast<int>(op->imm));
      if (op->kind == ir::OpKind::Goto) next = op->targets[0];
      if (ir::op_info(op->kind).terminator) break;
    }
    b = next;
  }
  return 0;
}

// A profile row names a method `Class.method` and a nested function by its qualified name, as
// CPython's profilers do.
std::string profiled_name(const ir::Function& f) {
  if (f.nested && !f.qualname.empty()) return f.qualname;
  return f.owner != nullptr ? f.owner->name + "." + f.name : f.name;
}

}  // namespace

bool is_profiled(const ModuleContext& ctx, const ir::Function& f) {
  return ctx.m.profile && !f.is_module_body && &f != ctx.m.body.get() && !f.is_fast_clone &&
         !f.is_generator;  // a resumed frame has no single entry to time from
}

std::map<int, int> profile_slots(const ir::Function& f) {
  std::set<int> lines;
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      if (op->kind == ir::OpKind::LineEvent) lines.insert(static_cast<int>(op->imm));
    }
  }
  std::map<int, int> slots;
  for (int l : lines) slots.emplace(l, static_cast<int>(slots.size()));
  return slots;
}

std::string profile_tables(const ModuleContext& ctx) {
  if (!ctx.m.profile) return "";
  std::string out = "\n// Line profiler: each function's lines and counters, then the module.\n";
  std::vector<std::string> records;
  for (const auto& f : ctx.m.functions) {
    if (!is_profiled(ctx, *f)) continue;
    const std::string& st = ctx.symbols.function(f.get());
    const std::map<int, int> slots = profile_slots(*f);
    // Zero-length arrays are not C++: a function without lines keeps one unused counter.
    const size_t n = slots.empty() ? 1 : slots.size();
    std::string lines;
    for (const auto& entry : slots)
      lines += (lines.empty() ? "" : ", ") + std::to_string(entry.first);
    out += "static const int " + naming::profile_lines(st) + "[" + std::to_string(n) + "] = {" +
           (lines.empty() ? "0" : lines) + "};\n";
    out += "static HintcProfCounter " + naming::profile_counters(st) + "[" + std::to_string(n) +
           "];\n";
    out += "static HintcProfFunc " + naming::profile_function(st) + " = {" +
           c_string(profiled_name(*f)) + ", " + std::to_string(f->line) + ", " +
           std::to_string(slots.size()) + ", " + naming::profile_lines(st) + ", " +
           naming::profile_counters(st) + ", 0, 0, NULL, NULL};\n";
    records.push_back("&" + naming::profile_function(st));
  }
  std::string list;
  for (const std::string& r : records) list += (list.empty() ? "" : ", ") + r;
  out += std::string("static HintcProfFunc* const ") + naming::kProfileFunctions + "[" +
         std::to_string(records.empty() ? 1 : records.size()) + "] = {" +
         (list.empty() ? "NULL" : list) + "};\n";
  out += std::string("static HintcProfModule ") + naming::kProfileModule + " = {" +
         c_string(ctx.m.name) + ", " + c_string(ctx.m.filename) + ", " +
         std::to_string(records.size()) + ", " + naming::kProfileFunctions + ", NULL};\n";
  return out;
}

std::string profile_prologue(const ModuleContext& ctx, const ir::Function& f) {
  if (!is_profiled(ctx, f)) return "";
  const std::string& st = ctx.symbols.function(&f);
  // Nothing is owned yet, so a failing profile function leaves by a plain error return.
  return std::string("  HintcProfFrame ") + naming::kProfileFrame + ";\n" +
         "  if (HINTC_UNLIKELY(hintc_prof_enter(&" + naming::kProfileFrame + ", &" +
         naming::profile_function(st) + ", " + std::to_string(first_slot(f, profile_slots(f))) +
         ") < 0)) return " + error_value(f.return_type) + ";\n";
}

std::string profile_registration(const ModuleContext& ctx, const std::string& fail) {
  if (!ctx.m.profile) return "";
  return std::string("  if (hintc_prof_register(m, &") + naming::kProfileModule + ") < 0) " + fail;
}

void FunctionEmitter::emit_profile_exit() {
  if (!profile_counters.empty())
    line(std::string("hintc_prof_exit(&") + naming::kProfileFrame + ");");
}

}  // namespace hintc::codegen
