// Operator dunders that `return NotImplemented` (mypy accepts that whatever the declared return
// type): such a method returns an object natively, so NotImplemented reaches CPython's operator
// protocol, and compiled callers go through that protocol and check the result against the
// declared type instead of calling the method directly.
#include "lowerer.h"

namespace hintc::frontend {

using ir::ClassDef;
using ir::MethodKind;
using ir::TypeKind;

namespace {

bool operator_dunder(const std::string& n) {
  static const char* const kOps[] = {"add", "sub", "mul", "truediv", "floordiv", "mod", "and",
                                     "or",  "xor", "lshift", "rshift", "matmul", "pow",
                                     "eq",  "ne",  "lt", "le", "gt", "ge"};
  if (n.size() < 5 || n.compare(0, 2, "__") != 0 || n.compare(n.size() - 2, 2, "__") != 0) return false;
  std::string core = n.substr(2, n.size() - 4);
  for (const char* prefix : {"", "r", "i"}) {
    for (const char* op : kOps) {
      if (core == std::string(prefix) + op) return true;
    }
  }
  return false;
}

}  // namespace

bool Lowerer::returns_notimplemented(TSNode n) {
  std::string k = node_type(n);
  if (k == "function_definition" || k == "lambda" || k == "class_definition") return false;
  if (k == "return_statement" && ts_node_named_child_count(n) == 1) {
    TSNode v = ts_node_named_child(n, 0);
    if (node_type(v) == "identifier" && text(v) == "NotImplemented") return true;
  }
  for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
    if (returns_notimplemented(ts_node_named_child(n, i))) return true;
  }
  return false;
}

void Lowerer::widen_notimplemented(const ClassDef* c, const std::string& name) {
  // Every class of the hierarchy shares the method's vtable slot, so all its definitions change.
  const ClassDef* root = c;
  while (root->base != nullptr) root = root->base;
  std::vector<const ClassDef*> todo{root};
  while (!todo.empty()) {
    const ClassDef* k = todo.back();
    todo.pop_back();
    for (const ir::ClassMethod& m : k->methods) {
      if (m.name != name || m.kind != MethodKind::Instance || m.fn->return_type.is(TypeKind::Object)) {
        continue;
      }
      declared_return_[m.fn] = m.fn->return_type;
      m.fn->return_type = Type::object();
    }
    for (const ClassDef* s : k->subclasses) todo.push_back(s);
  }
}

void Lowerer::scan_notimplemented(ClassDef* c) {
  for (const ir::ClassMethod& m : c->methods) {
    if (m.kind != MethodKind::Instance || !operator_dunder(m.name)) continue;
    bool widened = declared_return_.count(m.fn) != 0;
    const ir::ClassMethod* inherited = c->base ? c->base->find_method(m.name) : nullptr;
    bool base_widened = inherited != nullptr && declared_return_.count(inherited->fn) != 0;
    if (!widened && (base_widened || returns_notimplemented(child_by_field(funcs_[method_key(m.fn)].node, "body")))) {
      widen_notimplemented(c, m.name);
    }
  }
}

Type Lowerer::declared_return(const Function* f) const {
  auto it = declared_return_.find(f);
  return it == declared_return_.end() ? f->return_type : it->second;
}

}  // namespace hintc::frontend
