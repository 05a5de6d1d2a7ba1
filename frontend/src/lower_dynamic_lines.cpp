// Lowering of the lines whose type errors `# type: ignore` silences (type_ignore.h): which calls
// stay static there, and annotations whose None default makes the name an object.
#include "lowerer.h"

namespace hintc::frontend {

// Calls on a line whose type errors `# type: ignore` silences go through Python (the callee
// an object), except those that need the calling frame or are no calls at run time.
bool Lowerer::call_stays_static(TSNode fn) const {
  static const char* const kFrameCalls[] = {"super", "locals", "globals", "vars", "dir",
                                            "eval",  "exec",   "cast",    "reveal_type"};
  std::string k = node_type(fn);
  if (k == "attribute") {
    TSNode obj = child_by_field(fn, "object");
    if (node_type(obj) != "call") return false;
    TSNode inner = child_by_field(obj, "function");
    return node_type(inner) == "identifier" && text(inner) == "super";
  }
  if (k != "identifier") return false;
  std::string name = text(fn);
  for (const char* f : kFrameCalls) {
    if (name == f) return true;
  }
  return false;
}

bool Lowerer::ignored_none_default(TSNode t) const {
  TSNode holder = ts_node_parent(t);
  if (node_type(holder) == "type") holder = ts_node_parent(holder);
  std::string k = node_type(holder);
  TSNode value = k == "assignment"                ? child_by_field(holder, "right")
                 : k == "typed_default_parameter" ? child_by_field(holder, "value")
                                                  : TSNode{};
  return node_type(value) == "none" && ignored_at(value);
}

}  // namespace hintc::frontend
