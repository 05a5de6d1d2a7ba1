// Op and primitive tables derived from ops.def / primitives.def, and IR container helpers.
#include "hintc/ir/ir.h"

#include <map>
#include <set>
#include <utility>

namespace hintc::ir {

static const OpInfo kOpInfos[] = {
#define OP(Name, text, arity, term, fails, result, quiet, operands) \
  {text, arity, term, fails, result == kValue, quiet, operands},
#include "hintc/ir/ops.def"
#undef OP
};

const OpInfo& op_info(OpKind k) { return kOpInfos[static_cast<int>(k)]; }

namespace {
constexpr Type I = Type::int_();
constexpr Type F = Type::float_();
constexpr Type B = Type::bool_();
[[maybe_unused]] constexpr Type N = Type::none();
[[maybe_unused]] constexpr Type S = Type::str();
constexpr Type O = Type::object();
constexpr Type L = Type::i64();
#define HINTC_UNPAREN(...) __VA_ARGS__
const PrimInfo kPrims[] = {
#define PRIM(Id, pyop, args, result, fails, quiet, i64, tmpl)                                \
  {PrimId::Id, #Id, pyop, {HINTC_UNPAREN args}, result, fails, quiet == kQuiet, PrimId::i64, \
   tmpl},
#include "hintc/ir/primitives.def"
#undef PRIM
};
#undef HINTC_UNPAREN
}  // namespace

const PrimInfo& prim_info(PrimId id) { return kPrims[static_cast<int>(id)]; }

const PrimInfo* find_prim(const std::string& pyop, const std::vector<Type>& args) {
  // Built once: (pyop, arity, kinds) -> entry. The table is small; a linear scan would do, but
  // lowering calls this for every operator.
  static const auto* index = [] {
    auto* m = new std::multimap<std::string, const PrimInfo*>();
    for (const PrimInfo& p : kPrims) m->emplace(p.pyop, &p);
    return m;
  }();
  auto [lo, hi] = index->equal_range(pyop);
  for (auto it = lo; it != hi; ++it) {
    if (it->second->args == args) return it->second;
  }
  return nullptr;
}

bool Op::can_fail() const {
  FailKind f = op_info(kind).fails;
  if (f == kFailPrim) f = prim_info(prim).fails;
  // A store into a boxed int or float field may allocate the PyLong/PyFloat it boxes into.
  if (kind == OpKind::SetField && !operands.empty() && operands[0]->type.is(TypeKind::Instance)) {
    const ClassDef* c = operands[0]->type.class_def();
    return c->boxes_field(text);
  }
  return f != kFailNever;
}

Register* Function::new_register(const std::string& n, Type t, bool param) {
  registers.push_back(std::make_unique<Register>(n, t, param));
  registers.back()->id = next_value_id++;
  return registers.back().get();
}

Block* Function::new_block() {
  blocks.push_back(std::make_unique<Block>(static_cast<int>(blocks.size())));
  return blocks.back().get();
}

size_t Function::num_required_params() const {
  size_t n = 0;
  for (const Param& p : params) {
    if (p.default_value == nullptr && !p.closure_default) ++n;
  }
  return n;
}

Function* Module::find_function(const std::string& n) const {
  for (const auto& f : functions) {
    if (f->name == n) return f.get();
  }
  return nullptr;
}

Global* Module::find_global(const std::string& n) const {
  for (const auto& g : globals) {
    if (g->name == n) return g.get();
  }
  return nullptr;
}

const ClassDef* Module::find_class(const std::string& n) const {
  for (const auto& c : classes) {
    if (c->name == n) return c.get();
  }
  return nullptr;
}

Global* Module::new_global(const std::string& n, Type t) {
  globals.push_back(std::make_unique<Global>(n, t));
  return globals.back().get();
}

void mark_vtable_pointers(Module& m) {
  std::set<const ClassDef*> roots;
  auto scan = [&roots](const Function& f) {
    for (const auto& b : f.blocks) {
      for (const auto& op : b->ops) {
        if (op->kind == OpKind::CallVirtual) roots.insert(op->operands[0]->type.class_def()->root());
      }
    }
  };
  for (const auto& f : m.functions) scan(*f);
  if (m.body != nullptr) scan(*m.body);
  for (const auto& c : m.classes) c->vtable_pointer = roots.count(c.get()) != 0;
}

}  // namespace hintc::ir
