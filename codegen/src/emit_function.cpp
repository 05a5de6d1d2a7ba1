// Native function bodies: signature, local declarations, block layout with labels.
#include <set>

#include "ctypes.h"
#include "emit.h"

namespace hintc::codegen {

int ConstantPool::add(Kind kind, const std::string& text) {
  auto key = std::make_pair(kind, text);
  auto it = index_.find(key);
  if (it != index_.end()) return it->second;
  int n = static_cast<int>(entries_.size());
  entries_.push_back({kind, text});
  index_.emplace(std::move(key), n);
  return n;
}

std::string ModuleContext::native_name(const ir::Function& f) const {
  if (f.is_module_body || &f == m.body.get()) return naming::kModuleBody;
  if (f.is_fast_clone) return naming::fast_clone_function(symbols.function(&f));
  if (f.native_list_of != nullptr) return naming::native_list_function(symbols.function(&f));
  return naming::native_function(symbols.function(&f));
}

std::string ModuleContext::global_slot(const ir::Global* g) const {
  return naming::global_slot(symbols.global(g));
}

std::string ModuleContext::global_flag(const ir::Global* g) const {
  return naming::global_set_flag(symbols.global(g));
}

std::string ModuleContext::global_key(const ir::Global* g) const {
  return naming::global_key(symbols.global(g));
}

namespace {

// Values the emitted C++ reads; the others are declared [[maybe_unused]] so -Wall stays quiet.
std::set<const ir::Value*> read_values(const ir::Function& f) {
  std::set<const ir::Value*> read;
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      // Boxing None yields Py_None without looking at the (constant) native value.
      if (op->kind == ir::OpKind::Box && op->operands[0]->type.is(ir::TypeKind::None)) continue;
      read.insert(op->operands.begin(), op->operands.end());
    }
  }
  return read;
}

bool is_body(const ModuleContext& ctx, const ir::Function& f) {
  return f.is_module_body || &f == ctx.m.body.get();
}

std::string declaration(const ir::Value* v, bool used) {
  return std::string(used ? "" : "[[maybe_unused]] ") + ctype(v->type) + " " + naming::value(v);
}

}  // namespace

bool is_huge(const ir::Function& f) {
  size_t n = 0;
  for (const auto& b : f.blocks) n += b->ops.size();
  return n > kHugeFunctionOps;
}

bool makes_calls(const ir::Function& f) {
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      if (op->kind == ir::OpKind::Call || op->kind == ir::OpKind::CallImported ||
          op->kind == ir::OpKind::CallVirtual) {
        return true;
      }
    }
  }
  return false;
}

std::string native_signature(const ModuleContext& ctx, const ir::Function& f, bool definition) {
  std::set<const ir::Value*> read;
  if (definition) read = read_values(f);
  // The C++ compiler's own limits leave even two-line accessors out of line; a recursive
  // function cannot be forced inline.
  const bool force_inline = f.inline_hint && ctx.recursive.count(&f) == 0;
  std::string s = std::string(definition && is_huge(f) ? "HINTC_HUGE_FUNCTION " : "") +
                  (force_inline ? "static inline __attribute__((always_inline)) " : "static ") +
                  ctype(f.return_type) + " " + ctx.native_name(f) + "(";
  std::vector<std::string> params;
  for (const ir::Param& p : f.params) {
    params.push_back(definition ? declaration(p.reg, read.count(p.reg) != 0) : ctype(p.reg->type));
  }
  if (!is_body(ctx, f)) {
    // Unnamed in a function that neither checks nor passes on its depth.
    bool used = definition && (ctx.recursive.count(&f) != 0 || makes_calls(f));
    params.push_back(used ? std::string("int ") + naming::kDepthVar : std::string("int"));
  }
  if (params.empty()) return s + "void)";
  for (size_t i = 0; i < params.size(); ++i) s += (i ? ", " : "") + params[i];
  return s + ")";
}

namespace {

// Signature, local declarations (all up front, so no goto crosses an initialisation), the line
// variable and the depth budget check.
std::string prologue(const ModuleContext& ctx, const ir::Function& f, bool uses_line) {
  const std::set<const ir::Value*> read = read_values(f);
  std::string out = "// def " + comment_text(f.name) + " (line " + std::to_string(f.line) + ")" +
                    (f.is_fast_clone ? ", int64 fast clone" : "") + "\n";
  out += native_signature(ctx, f, true) + " {\n";
  for (const auto& r : f.registers) {
    if (r->is_param) continue;
    out += "  " + declaration(r.get(), read.count(r.get()) != 0) + " = " + zero_value(r->type) +
           ";  // " + comment_text(r->name) + "\n";
  }
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      if (!op->has_result) continue;
      out += "  " + declaration(op.get(), read.count(op.get()) != 0) + " = " +
             zero_value(op->type) + ";\n";
    }
  }
  if (uses_line) {
    out += std::string("  int ") + naming::kLineVar + " = " + std::to_string(f.line) + ";\n";
    out += std::string("  static HintcTbSite ") + naming::kTbSite + " = {" + c_string(f.name) +
           ", " + c_string(ctx.m.filename) + ", {}};\n";
  }
  if (!f.params.empty()) {
    std::string names;
    for (const auto& p : f.params) {
      names +=
          (names.empty() ? " " : ", ") + naming::value(p.reg) + " = " + comment_text(p.reg->name);
    }
    out += "  // parameters:" + names + "\n";
  }
  if (is_body(ctx, f) && makes_calls(f)) {
    out += std::string("  const int ") + naming::kDepthVar + " = " + naming::kDepthBudget + "();\n";
  }
  if (ctx.recursive.count(&f) != 0) {
    // No traceback entry here: the frame never started; its callers add theirs.
    out += std::string("  if (HINTC_UNLIKELY(") + naming::kDepthExhausted + "(" +
           naming::kDepthVar + "))) { " + naming::kRaiseRecursion + "(); return " +
           error_value(f.return_type) + "; }\n";
  }
  return out + profile_prologue(ctx, f);
}

}  // namespace

bool uses_line_var(const ir::Function& f) {
  bool uses = false;
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      // Fast clones add no traceback entries: their errors only mean "run the exact version".
      uses |= (op->kind == ir::OpKind::Unwind || op->kind == ir::OpKind::AddTraceback ||
               op->kind == ir::OpKind::Raise) &&
              !f.is_fast_clone;
    }
  }
  return uses;
}

std::string emit_function(ModuleContext& ctx, const ir::Function& f) {
  if (f.is_generator) return emit_generator(ctx, f);
  FunctionEmitter em(ctx, f);
  if (is_profiled(ctx, f)) {
    em.profile_counters = naming::profile_counters(ctx.symbols.function(&f));
    em.profile_slot = profile_slots(f);
  }
  em.uses_line = uses_line_var(f);
  std::string out = prologue(ctx, f, em.uses_line);
  return out + emit_blocks(em, f) + "}\n";
}

std::string emit_blocks(FunctionEmitter& em, const ir::Function& f) {
  std::string out;
  // Blocks are emitted first and labelled afterwards: only labels some jump names are printed.
  // A comment marks where the Python source line changes, for readers of the output.
  std::vector<std::vector<std::string>> bodies;
  std::vector<bool> has_statement;
  int shown_line = 0;
  for (size_t i = 0; i < f.blocks.size(); ++i) {
    const ir::Block* next = i + 1 < f.blocks.size() ? f.blocks[i + 1].get() : nullptr;
    em.lines.clear();
    bool any = false;
    for (const auto& op : f.blocks[i]->ops) {
      size_t before = em.lines.size();
      if (op->span.line > 0 && op->span.line != shown_line) {
        em.lines.push_back("// line " + std::to_string(op->span.line));
      }
      size_t comment_end = em.lines.size();
      em.emit_op(*op, next);
      if (em.lines.size() == comment_end) {
        em.lines.resize(before);  // the op printed nothing: drop its line comment too
      } else {
        any = true;
        if (op->span.line > 0) shown_line = op->span.line;
      }
    }
    bodies.push_back(em.lines);
    has_statement.push_back(any);
  }
  // A label must be followed by a statement: an empty one is added where the next thing after a
  // label is another label or the end of the function.
  bool label_needs_statement = false;
  for (size_t i = 0; i < f.blocks.size(); ++i) {
    if (em.referenced_labels.count(f.blocks[i]->id) != 0) {
      if (label_needs_statement) out += "  ;\n";
      out += naming::label(f.blocks[i].get()) + ":\n";
      label_needs_statement = true;
    }
    for (const std::string& l : bodies[i]) out += "  " + l + "\n";
    if (has_statement[i]) label_needs_statement = false;
  }
  if (label_needs_statement) out += "  ;\n";
  return out;
}

}  // namespace hintc::codegen
