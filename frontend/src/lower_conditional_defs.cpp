// Conditional definitions at module level: defs inside if/else and try/except blocks, names
// defined more than once, and `if` statements whose condition is known when compiling.
#include "check/reachability.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

namespace {

// The blocks of an if statement in order: (condition, block) per arm, the else block last with
// a null condition.
std::vector<std::pair<TSNode, TSNode>> if_arms(TSNode s) {
  std::vector<std::pair<TSNode, TSNode>> arms{
      {child_by_field(s, "condition"), child_by_field(s, "consequence")}};
  for (uint32_t i = 0; i < ts_node_named_child_count(s); ++i) {
    TSNode c = ts_node_named_child(s, i);
    std::string ck = node_type(c);
    if (ck == "elif_clause") {
      arms.push_back({child_by_field(c, "condition"), child_by_field(c, "consequence")});
    } else if (ck == "else_clause") {
      arms.push_back({TSNode{}, child_by_field(c, "body")});
    }
  }
  return arms;
}

// Every block of a try statement: body, handlers, else, finally.
std::vector<TSNode> try_blocks(TSNode s) {
  std::vector<TSNode> out;
  for (uint32_t i = 0; i < ts_node_named_child_count(s); ++i) {
    TSNode c = ts_node_named_child(s, i);
    if (node_type(c) == "block") {
      out.push_back(c);
      continue;
    }
    for (uint32_t j = 0; j < ts_node_named_child_count(c); ++j) {
      TSNode b = ts_node_named_child(c, j);
      if (node_type(b) == "block") out.push_back(b);
    }
  }
  return out;
}

}  // namespace

std::optional<bool> Lowerer::static_condition(TSNode cond) {
  std::string k = node_type(cond);
  if (k == "parenthesized_expression" && ts_node_named_child_count(cond) == 1) {
    return static_condition(ts_node_named_child(cond, 0));
  }
  if (k == "not_operator") {
    auto v = static_condition(child_by_field(cond, "argument"));
    if (v) return !*v;
    return std::nullopt;
  }
  // typing.TYPE_CHECKING is False when the module runs; only type checkers take the branch.
  if (type_checking_flag(cond)) return false;
  std::string t = text(cond);
  // mypy reads `if False:` / `if 0:` bodies (and `if True:` else arms) as unreachable.
  if (k == "false" || (k == "integer" && t == "0")) return false;
  if (k == "true" || (k == "integer" && t == "1")) return true;
  if (k == "boolean_operator") {
    // `A and B` / `A or B`: B decides when A does not (mypy's infer_condition_value).
    auto l = static_condition(child_by_field(cond, "left"));
    bool is_and = text(child_by_field(cond, "operator")) == "and";
    if (!l || *l != is_and) return l;
    return static_condition(child_by_field(cond, "right"));
  }
  if (k == "comparison_operator") {
    if (auto v = static_version_test(cond)) return v;
  }
  return static_platform_test(cond);
}

std::optional<bool> Lowerer::static_platform_test(TSNode cond) {
  // `sys.platform == "x"`, `!= "x"`, `sys.platform.startswith("x")`, with sys the sys module.
  ir::Global* sys = mod_.find_global("sys");
  if (!sys_imported_ || (sys != nullptr && !sys->is_import) || local("sys") != nullptr) {
    return std::nullopt;
  }
  std::string k = node_type(cond);
  if (k == "comparison_operator" && ts_node_named_child_count(cond) == 2 &&
      ts_node_child_count(cond) == 3 && text(ts_node_named_child(cond, 0)) == "sys.platform") {
    auto lit = string_value(ts_node_named_child(cond, 1));
    if (!lit) return std::nullopt;
    return check::platform_test(text(ts_node_child(cond, 1)), *lit);
  }
  if (k == "call" && text(child_by_field(cond, "function")) == "sys.platform.startswith") {
    TSNode args = child_by_field(cond, "arguments");
    if (ts_node_named_child_count(args) != 1) return std::nullopt;
    auto lit = string_value(ts_node_named_child(args, 0));
    if (!lit) return std::nullopt;
    return check::platform_test("startswith", *lit);
  }
  return std::nullopt;
}

std::optional<bool> Lowerer::static_version_test(TSNode cond) {
  // `sys.version_info OP (3, 8)` or `sys.version_info[:2] OP (3, 8)` (or `sys.version_info[0]
  // OP 3`), with sys the sys module: known for the target Python.
  ir::Global* sys = mod_.find_global("sys");
  if (python_version_.size() != 3 || !sys_imported_ || (sys != nullptr && !sys->is_import) ||
      local("sys") != nullptr || ts_node_named_child_count(cond) != 2 ||
      ts_node_child_count(cond) != 3) {
    return std::nullopt;
  }
  std::string left = text(ts_node_named_child(cond, 0)), op = text(ts_node_child(cond, 1));
  TSNode right = ts_node_named_child(cond, 1);
  std::vector<long> have(python_version_.begin(), python_version_.end());
  bool scalar = false;
  if (left == "sys.version_info[:1]" || left == "sys.version_info[:2]") {
    have.resize(static_cast<size_t>(left[left.size() - 2] - '0'));
  } else if (left == "sys.version_info[0]" || left == "sys.version_info[1]") {
    have = {have[static_cast<size_t>(left[left.size() - 2] - '0')]};
    scalar = true;
  } else if (left != "sys.version_info") {
    return std::nullopt;
  }
  // The releaselevel and serial fields follow micro: a full version_info is longer than 3.
  bool longer = left == "sys.version_info";
  std::vector<long> want;
  auto read_int = [&](TSNode n) -> bool {
    if (node_type(n) != "integer") return false;
    std::string digits = text(n);
    if (digits.empty() || digits.size() > 6 || digits.find_first_not_of("0123456789") != std::string::npos) {
      return false;
    }
    want.push_back(std::stol(digits));
    return true;
  };
  if (scalar) {
    if (!read_int(right)) return std::nullopt;
  } else {
    if (node_type(right) != "tuple" || ts_node_named_child_count(right) > 3) return std::nullopt;
    for (uint32_t i = 0; i < ts_node_named_child_count(right); ++i) {
      if (!read_int(ts_node_named_child(right, i))) return std::nullopt;
    }
  }
  // Tuple comparison: the first differing item decides, else the shorter tuple is smaller.
  int c = 0;
  for (size_t i = 0; i < have.size() && i < want.size() && c == 0; ++i) {
    c = have[i] < want[i] ? -1 : have[i] > want[i] ? 1 : 0;
  }
  if (c == 0) {
    size_t hn = have.size() + (longer ? 2 : 0);
    c = hn < want.size() ? -1 : hn > want.size() ? 1 : 0;
  }
  if (op == "<") return c < 0;
  if (op == "<=") return c <= 0;
  if (op == ">") return c > 0;
  if (op == ">=") return c >= 0;
  if (op == "==") return c == 0;
  if (op == "!=") return c != 0;
  return std::nullopt;
}

std::optional<TSNode> Lowerer::static_branch(TSNode if_stmt) {
  for (const auto& [cond, block] : if_arms(if_stmt)) {
    if (ts_node_is_null(cond)) return block;
    auto v = static_condition(cond);
    if (!v) return std::nullopt;
    if (*v) return block;
  }
  return TSNode{};  // every condition is false and there is no else
}

void Lowerer::visit_module_defs(TSNode s, bool conditional,
                                const std::function<void(TSNode, bool)>& visit) {
  std::string k = node_type(s);
  auto visit_block = [&](TSNode block, bool cond) {
    for (uint32_t i = 0; i < ts_node_named_child_count(block); ++i) {
      visit_module_defs(ts_node_named_child(block, i), cond, visit);
    }
  };
  if (k == "module") {
    visit_block(s, conditional);
  } else if (k == "if_statement") {
    if (auto live = static_branch(s)) {
      if (!ts_node_is_null(*live)) visit_block(*live, conditional);
      // Imports only type checkers run bind nothing, but annotations read their names.
      for (TSNode b : type_checking_blocks(s)) visit_type_imports(b, visit);
    } else {
      for (const auto& arm : if_arms(s)) visit_block(arm.second, true);
    }
  } else if (k == "try_statement") {
    for (TSNode b : try_blocks(s)) visit_block(b, true);
  } else if (k == "function_definition" ||
             (k == "decorated_definition" && ts_node_is_null(class_node(s)))) {
    visit(s, conditional);
  } else if (k == "import_statement" || k == "import_from_statement") {
    visit(s, conditional);
  }
}

void Lowerer::scan_def_time_names(TSNode root) {
  // The names bound when their def runs: decorated or conditional defs (and any other def of
  // the same name). Two unconditional defs stay an error, as mypy reports them.
  // Version tests need to know `sys` is the sys module before imports are collected.
  for (uint32_t i = 0; i < ts_node_named_child_count(root); ++i) {
    TSNode s = ts_node_named_child(root, i);
    if (node_type(s) != "import_statement") continue;
    for (uint32_t j = 0; j < ts_node_named_child_count(s); ++j) {
      sys_imported_ |= text(ts_node_named_child(s, j)) == "sys";
    }
  }
  visit_module_defs(root, false, [&](TSNode s, bool conditional) {
    std::string k = node_type(s);
    if (k == "import_statement" || k == "import_from_statement") return;
    bool decorated = k == "decorated_definition";
    TSNode def = decorated ? child_by_field(s, "definition") : s;
    std::string name = text(child_by_field(def, "name"));
    if (decorated || conditional) def_time_names_.insert(name);
  });
}

void Lowerer::collect_module_defs(TSNode stmt) {
  visit_module_defs(stmt, false, [&](TSNode s, bool) {
    std::string k = node_type(s);
    if (k == "import_statement" || k == "import_from_statement") {
      collect_import(s);  // one inside an if/try block (top-level ones are collected already)
      return;
    }
    TSNode def = k == "decorated_definition" ? child_by_field(s, "definition") : s;
    if (node_type(def) != "function_definition") return;
    std::string name = text(child_by_field(def, "name"));
    FuncInfo* f = collect_def(def);
    def_keys_[ts_node_start_byte(def)] = f != nullptr ? func_order_.back() : "";
    if (f == nullptr || !def_time_names_.count(name)) return;
    f->fn->bound_at_def = true;
    if (k == "decorated_definition") f->decorators = decorator_exprs(s);
    if (mod_.find_global(name) == nullptr) {
      ir::Global* g = mod_.new_global(name, Type::object());
      g->line = f->fn->line;
    }
  });
}

std::optional<std::vector<TSNode>> Lowerer::live_parts(TSNode n) {
  if (node_type(n) == "boolean_operator") {
    // As lower_bool_op: a left operand that decides the result is all that runs.
    TSNode left = child_by_field(n, "left");
    auto known = static_condition(left);
    bool is_and = text(child_by_field(n, "operator")) == "and";
    if (!known || *known == is_and) return std::nullopt;
    return std::vector<TSNode>{left};
  }
  if (node_type(n) != "if_statement") return std::nullopt;
  auto live = static_branch(n);
  if (!live) return std::nullopt;
  if (ts_node_is_null(*live)) return std::vector<TSNode>{};
  return std::vector<TSNode>{*live};
}

bool Lowerer::lower_static_if(TSNode s) {
  auto live = static_branch(s);
  if (!live) return false;
  if (!ts_node_is_null(*live)) lower_block(*live);
  return true;
}

}  // namespace hintc::frontend
