// isinstance() narrowing of locals to compiled classes, as mypy narrows `if isinstance(n, Num):`
// (and `case Num():` does, lower_match_types.cpp)
// (the narrowed reads are checked casts, so a rebinding the analysis missed still fails safely).
#include "lowerer.h"

namespace hintc::frontend {

std::optional<std::pair<std::string, Type>> Lowerer::isinstance_narrowing(TSNode call) {
  TSNode fn = child_by_field(call, "function"), args = child_by_field(call, "arguments");
  if (module_level_ || node_type(fn) != "identifier" || text(fn) != "isinstance" ||
      mod_.find_global("isinstance") != nullptr || node_type(args) != "argument_list" ||
      ts_node_named_child_count(args) != 2) {
    return std::nullopt;
  }
  TSNode x = ts_node_named_child(args, 0), cls = ts_node_named_child(args, 1);
  if (node_type(cls) != "identifier") return std::nullopt;
  if (node_type(x) == "attribute") return field_narrowing_to_class(x, class_named(text(cls)));
  if (node_type(x) != "identifier") return std::nullopt;
  return narrowing_to_class(text(x), class_named(text(cls)));
}

std::optional<std::pair<std::string, Type>> Lowerer::narrowing_to_class(const std::string& x,
                                                                        const ir::ClassDef* c) {
  Register* r = local(x);
  if (c == nullptr || r == nullptr || global_names_.count(x)) return std::nullopt;
  if (r->type.is(ir::TypeKind::Optional) && r->type.arg(0).is(ir::TypeKind::Instance)) {
    // Optional[Base]: isinstance rules out None and narrows to c, Base itself or below it.
    const ir::ClassDef* k = c;
    while (k != nullptr && k != r->type.arg(0).class_def()) k = k->base;
    if (k == nullptr) return std::nullopt;
  } else if (r->type.is(ir::TypeKind::Instance)) {
    const ir::ClassDef* k = c->base;
    while (k != nullptr && k != r->type.class_def()) k = k->base;
    if (k == nullptr) return std::nullopt;  // not a proper subclass of the declared class
  } else if (!r->type.is(ir::TypeKind::Object)) {
    return std::nullopt;
  }
  return std::make_pair(x, Type::instance(c));
}

}  // namespace hintc::frontend
