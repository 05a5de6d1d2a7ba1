// Scopes of defs and lambdas for closures: which locals nested functions capture, where each
// free name of a nested function lives, and which nested defs can be called natively.
#pragma once
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "hintc/frontend/parse.h"
#include "hintc/ir/ir.h"

namespace hintc::frontend {

// One function scope (a def, lambda or lazy generator expression). Other comprehensions, and
// generator expressions fused into their consumer (sum(x for ...)), are not scopes of their own
// here: the lowering inlines them into their function, so their variables count as its locals.
struct Scope {
  TSNode node{};
  Scope* parent = nullptr;  // the enclosing function scope; null for module-level defs/lambdas
  std::vector<Scope*> children;
  std::string qualname;
  std::set<std::string> params, locals, nonlocals, globals, uses;
  // Locals that nested functions read or assign: they live in the environment, not registers.
  std::set<std::string> cells;
  // Free names of this function, by the enclosing scope that owns them.
  std::map<std::string, Scope*> free;
  // Some nested function reaches a scope above this one: the environment chains up through it.
  bool through = false;
  // Names bound by a nested def directly in this scope, to its scope; `rebound` names have
  // another binding too (assignment, another def, a parameter, a nested `nonlocal`).
  std::map<std::string, Scope*> defs;
  std::set<std::string> rebound;
  std::set<std::string> comprehension_names;  // bound by comprehensions' `for` clauses
  ir::Function* fn = nullptr;
  bool genexp = false;  // a lazy generator expression (lower_genexp.cpp)
  // A method of a class defined in a function whose body calls super(): the hidden local of
  // the function holding the class (CPython's __class__ cell), captured by the method.
  std::string class_cell;
  bool needs_env() const { return !cells.empty() || through; }
  // A nested def called by name here that nothing else rebinds: calls can go native.
  Scope* direct_def(const std::string& name) const {
    auto d = defs.find(name);
    return d != defs.end() && !rebound.count(name) ? d->second : nullptr;
  }
};

// lower_async_comp.cpp: an `async for` clause; a generator expression that is an async
// generator (an `async for` clause or an `await` of its own).
bool is_async_clause(TSNode c);
bool is_async_genexp(TSNode gen);

// All function scopes of a module, built from its tree.
class ScopeTable {
 public:
  // The parts of a node the lowering lowers when a compile-time condition rules the others
  // out (an `if` with a decided condition: its live block; `A and B` with A decided false:
  // A), or nullopt for any other node. Unreachable code opens no scopes and binds nothing.
  using LiveParts = std::function<std::optional<std::vector<TSNode>>(TSNode)>;
  ScopeTable(const std::string& source, TSNode root, LiveParts live = nullptr);
  Scope* find(TSNode node) const;  // the scope of a def or lambda node, or null
  const std::vector<std::unique_ptr<Scope>>& all() const { return scopes_; }  // preorder
  // Variables of module-level comprehensions (which the module body does not capture).
  bool module_comprehension_name(const std::string& n) const { return module_comp_.count(n); }
  // A generator expression the lowering fuses into the builtin consuming it whole (no scope):
  // the lone argument of sum/min/max/any/all/list/tuple/set/sorted, when nothing in the module
  // can rebind that name, or of "literal".join.
  bool fused_genexp(TSNode gen) const;
  // A name some function binds with a class statement (a class made at run time).
  bool local_class_name(const std::string& n) const { return local_classes_.count(n); }
  // A name some `:=` anywhere in the module assigns (lower_walrus.cpp).
  bool walrus_target(const std::string& n) const { return walrus_targets_.count(n); }

 private:
  std::string text(TSNode n) const;
  // Walks with an explicit stack (bodies and expressions can nest thousands deep).
  struct Item {
    TSNode node;
    Scope* scope;
    std::string prefix;
  };
  void walk(TSNode root);
  void visit(const Item& item);
  void push(TSNode n, Scope* s, const std::string& prefix) { work_.push_back({n, s, prefix}); }
  Scope* open_scope(TSNode def, Scope* parent, const std::string& prefix);
  // The names target t binds go to `bound`; its other parts (subscripts, attributes) are read
  // in scope `reads`.
  void add_targets(TSNode t, std::set<std::string>& bound, Scope* reads);
  void resolve();
  void find_rebindable(TSNode root);  // consumer names used other than as a called name
  Scope* open_genexp(TSNode gen, Scope* parent, const std::string& prefix);
  void open_local_class(TSNode cls, Scope* cur);  // a class statement in function scope cur
  // A def of local class `cls` (in its body or in a statement there): a scope nested in cur.
  void open_local_method(TSNode def, TSNode cls, Scope* cur);
  // Local class cls's body: what function scope cur reads, and the scopes of its methods.
  void visit_local_class_body(TSNode cls, Scope* cur, std::vector<TSNode>& reads);
  // A statement of local class cls's body: the defs in it are the class's methods, the classes
  // in it classes made when it runs.
  void visit_local_class_statement(TSNode n, TSNode cls, Scope* cur, std::vector<TSNode>& reads);
  void bind_walrus(TSNode name, Scope* cur);      // `name := ...` seen in scope cur

  std::string src_;
  LiveParts live_;
  std::vector<std::unique_ptr<Scope>> scopes_;
  std::map<uint32_t, Scope*> by_start_;  // start byte of the def/lambda node
  std::set<std::string> module_comp_;
  std::set<std::string> rebindable_;
  std::set<std::string> local_classes_;
  std::set<std::string> walrus_targets_;
  std::vector<Item> work_;
};

}  // namespace hintc::frontend
