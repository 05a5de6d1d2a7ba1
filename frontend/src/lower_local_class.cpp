// Class statements inside functions: each run makes a new class through the real class
// machinery (as CPython does), with the methods compiled as nested functions that close over
// the function's variables; super() reads the class from a hidden captured local.
#include "class_body.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

void Lowerer::lower_local_class(TSNode s, const std::vector<TSNode>& decorators) {
  assign_name(child_by_field(s, "name"), local_class_value(s, decorators), std::nullopt);
}

RValue Lowerer::local_class_value(TSNode s, const std::vector<TSNode>& decorators) {
  // At module level: a class in a statement of a class body (`Outer.Inner`); in a function, the
  // class bodies it is in (`f.<locals>.A.B`).
  std::string qualname = qualified_class_name(s);
  if (scope_ != nullptr) {
    qualname = scope_->qualname + ".<locals>.";
    for (TSNode c : class_path(s)) qualname += text(child_by_field(c, "name")) + (ts_node_eq(c, s) ? "" : ".");
  }
  auto build = [&]() {
    return build_class_object(s, qualname, [&](const BodyItem& item) -> std::optional<RValue> {
      // Decorators (staticmethod, property, ...) apply to the function object as in Python.
      RValue f = apply_decorators(item.decorators, [&]() { return make_closure(item.node); });
      return item.decorators.empty() ? implicit_classmethod_of(item.node, f) : f;
    });
  };
  RValue made = apply_decorators(decorators, build);
  // Methods calling super() read the class through the function's hidden local (CPython's
  // __class__ cell). CPython's cell holds the class before the decorators; here it is what the
  // name is bound to, the same object unless a class decorator replaces the class.
  std::string cell = class_cell_name(s);
  if (scope_ == nullptr) {
    b_->store_global(class_cell_global(cell), b_->ensure_owned(RValue{made.v, false}));
  } else if (scope_->cells.count(cell) && closure_declare(cell, Type::object())) {
    RValue cls = b_->ensure_owned(RValue{made.v, false});
    set_span(s);
    RValue env = env_of(scope_);
    store_field(scope_->fn, env, cell, cls);
    b_->release(env);
  }
  return made;
}

std::optional<RValue> Lowerer::super_of_local_class(TSNode call, TSNode args,
                                                    const std::string& attr) {
  if (scope_ == nullptr || scope_->class_cell.empty()) return std::nullopt;
  if (b_->fn()->params.size() < 2) {
    error(call, msg::unsupported("super() outside an instance method"));
    return poison();
  }
  std::optional<RValue> proxy = local_class_super(call);
  if (!proxy) return std::nullopt;
  return super_attr_call(*proxy, call, args, attr);
}

std::optional<RValue> Lowerer::local_class_super(TSNode call) {
  const Function* f = b_->fn();
  if (scope_ == nullptr || scope_->class_cell.empty() || f->params.size() < 2) return std::nullopt;
  // A method of a class made in a statement of a module-level class body reads the class
  // from a hidden global (the class the statement made last).
  auto cls = scope_->parent == nullptr ? std::optional<RValue>(b_->load_global(class_cell_global(scope_->class_cell)))
                                       : closure_read(scope_->class_cell, call);
  if (!cls) return std::nullopt;
  // The first parameter after the environment is the instance.
  const std::string& self_name = f->params[1].reg->name;
  std::optional<RValue> self = closure_read(self_name, call);
  return super_proxy(*cls, self ? *self : read_local(self_name, call), call);
}

ir::Global* Lowerer::class_cell_global(const std::string& cell) {
  ir::Global* g = mod_.find_global(cell);
  if (g == nullptr) {
    g = mod_.new_global(cell, Type::object());
    g->is_public = false;
  }
  return g;
}

}  // namespace hintc::frontend
