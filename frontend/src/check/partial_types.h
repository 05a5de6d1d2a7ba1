// mypy's partial types for the locals of one function: `a = []`, `d = {}`, `s = set()` and
// `x = None` bind a local whose type the first later use decides (`a.append(v)`, `d[k] = v`,
// `s.add(v)`, `x = v`), as mypy infers it. The lowering reports each binding and use while it
// lowers a def and lowers the def again with the types found when they changed (lower_function).
#pragma once
#include <map>
#include <optional>
#include <string>

#include "hintc/ir/types.h"

namespace hintc::ir {
class Function;
}

namespace hintc::frontend::check {

using ir::Type;

class PartialTypes {
 public:
  enum class Kind { List, Dict, Set, None };

  // Before each lowering of function f: the types the previous lowering found become the
  // locals' declared types; the uses are collected anew.
  void begin_attempt(const ir::Function* f);
  void end_function();  // f lowered for good: forget it
  // The type a partial local takes at its binding (found by an earlier lowering of the def).
  std::optional<Type> declared(const std::string& name) const;
  // `name = []` (or {}, set(), None) binding a new local of the function.
  void bind(const std::string& name, Kind k);
  bool candidate(const std::string& name) const { return kinds_.count(name) != 0; }
  // Uses deciding the type (the first one counts, as in mypy):
  // `name.method(...)` with argument `index` of type `arg`;
  void method_arg(const std::string& name, const std::string& method, size_t index, Type arg);
  void item_store(const std::string& name, Type key, Type value);  // `name[key] = value`
  void assign(const std::string& name, Type value);                // a later `name = value`
  // Whether this lowering found types other than those it was lowered with (lower it again).
  bool changed() const { return found_ != declared_; }

 private:
  void resolve(const std::string& name, Type t);
  const ir::Function* fn_ = nullptr;
  std::map<std::string, Kind> kinds_;
  std::map<std::string, Type> declared_, found_;
};

}  // namespace hintc::frontend::check
