// Reading `match` patterns from the tree-sitter tree, and CPython's compile-time pattern checks.
#include "match_pattern.h"

#include <algorithm>
#include <set>

#include "hintc/frontend/parse.h"

namespace hintc::frontend {
namespace {

using Kind = Pattern::Kind;

std::string node_text(TSNode n, std::string_view src) {
  return std::string(src.substr(ts_node_start_byte(n), ts_node_end_byte(n) - ts_node_start_byte(n)));
}

std::vector<TSNode> all_children(TSNode n) {
  std::vector<TSNode> out;
  for (uint32_t i = 0; i < ts_node_child_count(n); ++i) out.push_back(ts_node_child(n, i));
  return out;
}

bool has_comma(TSNode n) {
  for (TSNode c : all_children(n)) {
    if (!ts_node_is_named(c) && node_type(c) == ",") return true;
  }
  return false;
}

class Reader {
 public:
  explicit Reader(std::string_view src) : src_(src) {}

  // A pattern spelled by consecutive sibling nodes (tree-sitter leaves a negative number's "-",
  // and the alternatives of an or-pattern, unwrapped).
  Pattern read(const std::vector<TSNode>& nodes, TSNode at) {
    Pattern p;
    p.node = at;
    std::vector<TSNode> parts;
    for (TSNode n : nodes) {
      std::string k = node_type(n);
      if (!ts_node_is_named(n) && (k == "(" || k == ")" || k == ",")) continue;
      parts.push_back(n);
    }
    if (parts.size() != 1) {  // "-" NUMBER
      p.kind = Kind::Literal;
      p.literal = parts;
      return p;
    }
    TSNode n = parts[0];
    std::string k = node_type(n);
    p.node = n;
    if (k == "case_pattern") return read(all_children(n), n);
    if (k == "_" && !ts_node_is_named(n)) return p;  // Wildcard
    if (k == "dotted_name") {
      if (ts_node_named_child_count(n) == 1) {
        p.kind = Kind::Capture;
        p.name_node = ts_node_named_child(n, 0);
        p.name = node_text(p.name_node, src_);
      } else {
        p.kind = Kind::Value;
        p.dotted = n;
      }
      return p;
    }
    if (k == "union_pattern") {
      p.kind = Kind::Or;
      std::vector<TSNode> group;
      auto flush = [&]() {
        if (!group.empty()) p.items.push_back(read(group, group.back()));
        group.clear();
      };
      for (TSNode c : all_children(n)) {
        if (!ts_node_is_named(c) && node_type(c) == "|") {
          flush();
        } else {
          group.push_back(c);
        }
      }
      flush();
      return p;
    }
    if (k == "as_pattern") {
      p.kind = Kind::As;
      for (TSNode c : all_children(n)) {
        std::string ck = node_type(c);
        if (ck == "case_pattern") p.items.push_back(read({c}, c));
        if (ck == "identifier") {
          p.name_node = c;
          p.name = node_text(c, src_);
        }
      }
      return p;
    }
    if (k == "list_pattern" || k == "tuple_pattern") {
      std::vector<TSNode> subs;
      for (TSNode c : all_children(n)) {
        if (node_type(c) == "case_pattern") subs.push_back(c);
      }
      if (k == "tuple_pattern" && subs.size() == 1 && !has_comma(n)) return read({subs[0]}, subs[0]);
      return sequence(subs, n);
    }
    if (k == "splat_pattern") {
      p.kind = Kind::Star;
      for (TSNode c : all_children(n)) {
        if (node_type(c) == "identifier") {
          p.name_node = c;
          p.name = node_text(c, src_);
        }
      }
      return p;
    }
    if (k == "complex_pattern") {  // ["-"] REAL ("+" | "-") IMAG, as the sibling nodes
      p.kind = Kind::Literal;
      p.literal = all_children(n);
      return p;
    }
    if (k == "dict_pattern") return mapping(n);
    if (k == "class_pattern") return class_pattern(n);
    p.kind = Kind::Literal;
    p.literal = {n};
    p.identity = k == "none" || k == "true" || k == "false";
    return p;
  }

  Pattern sequence(const std::vector<TSNode>& subs, TSNode at) {
    Pattern p;
    p.kind = Kind::Sequence;
    p.node = at;
    for (TSNode c : subs) {
      p.items.push_back(read({c}, c));
      if (p.items.back().kind == Kind::Star && p.star < 0) p.star = static_cast<int>(p.items.size()) - 1;
    }
    return p;
  }

 private:
  Pattern mapping(TSNode n) {
    Pattern p;
    p.kind = Kind::Mapping;
    p.node = n;
    std::vector<TSNode> key;
    for (uint32_t i = 0; i < ts_node_child_count(n); ++i) {
      TSNode c = ts_node_child(n, i);
      const char* field = ts_node_field_name_for_child(n, i);
      std::string f = field ? field : "";
      if (f == "key") {
        key.push_back(c);
      } else if (f == "value") {
        p.keys.push_back(key);
        key.clear();
        p.items.push_back(read({c}, c));
      } else if (node_type(c) == "splat_pattern") {
        for (TSNode s : all_children(c)) {
          if (node_type(s) == "identifier") {
            p.name_node = s;
            p.name = node_text(s, src_);
          }
        }
      }
    }
    return p;
  }

  Pattern class_pattern(TSNode n) {
    Pattern p;
    p.kind = Kind::Class;
    p.node = n;
    std::vector<Pattern> keywords;
    for (TSNode c : all_children(n)) {
      std::string ck = node_type(c);
      if (ck == "dotted_name" && ts_node_is_null(p.dotted)) {
        p.dotted = c;
        continue;
      }
      if (ck != "case_pattern") continue;
      TSNode kw = ts_node_named_child(c, 0);
      if (!ts_node_is_null(kw) && node_type(kw) == "keyword_pattern") {
        std::vector<TSNode> value;
        bool after_eq = false;
        for (TSNode part : all_children(kw)) {
          if (after_eq) value.push_back(part);
          if (!ts_node_is_named(part) && node_type(part) == "=") after_eq = true;
        }
        p.kwnames.push_back(node_text(ts_node_named_child(kw, 0), src_));
        keywords.push_back(read(value, kw));
      } else {
        p.items.push_back(read({c}, c));
      }
    }
    p.positional = p.items.size();
    for (auto& k : keywords) p.items.push_back(std::move(k));
    return p;
  }

  std::string_view src_;
};

// A literal key as CPython's duplicate-key error shows it (its repr): plain strings in single
// quotes, numbers as written.
std::string key_repr(const std::vector<TSNode>& key, std::string_view src) {
  std::string t;
  for (TSNode n : key) t += node_text(n, src);
  bool plain = key.size() == 1 && node_type(key[0]) == "string" && t.size() >= 2 &&
               (t[0] == '"' || t[0] == '\'') && t.back() == t[0] &&
               t.find('\\') == std::string::npos;
  if (plain) {
    std::string body = t.substr(1, t.size() - 2);
    if (body.find('\'') == std::string::npos) return "'" + body + "'";
  }
  return t;
}

// CPython reports an or-pattern's error where its compiler stands after compiling the
// alternative: the last sub-pattern in source order.
TSNode last_visited(const Pattern& p) {
  return p.items.empty() ? p.node : last_visited(p.items.back());
}

class Checker {
 public:
  Checker(std::string_view src, std::vector<PatternError>& errors) : src_(src), errors_(errors) {}

  // Returns false after the first error.
  bool check(const Pattern& p, bool allow_irrefutable, std::vector<std::string>& names) {
    switch (p.kind) {
      case Kind::Wildcard:
      case Kind::Capture:
        if (!allow_irrefutable) {
          return fail(p.node, p.kind == Kind::Wildcard
                                  ? "wildcard makes remaining patterns unreachable"
                                  : "name capture '" + p.name + "' makes remaining patterns unreachable");
        }
        return p.kind == Kind::Wildcard || bind(p, names);  // `_` binds nothing
      case Kind::Star:
        return p.name.empty() || bind(p, names);
      case Kind::As:
        return check(p.items[0], allow_irrefutable, names) && bind(p, names);
      case Kind::Literal:
      case Kind::Value:
        return true;
      case Kind::Sequence: {
        int stars = 0;
        for (const Pattern& s : p.items) stars += s.kind == Kind::Star;
        if (stars > 1) return fail(p.node, "multiple starred names in sequence pattern");
        return subpatterns(p, names);
      }
      case Kind::Mapping: {
        std::set<std::string> seen;
        for (const auto& key : p.keys) {
          std::string kk = node_type(key.back());
          if (kk == "dotted_name") continue;  // values are compared at run time
          std::string r = key_repr(key, src_);
          if (!seen.insert(r).second) {
            return fail(p.node, "mapping pattern checks duplicate key (" + r + ")");
          }
        }
        if (!subpatterns(p, names)) return false;
        if (!p.name.empty()) return bind(p, names);
        return true;
      }
      case Kind::Class: {
        std::set<std::string> seen;
        for (size_t i = 0; i < p.kwnames.size(); ++i) {
          if (!seen.insert(p.kwnames[i]).second) {
            return fail(p.items[p.positional + i].node,
                        "attribute name repeated in class pattern: " + p.kwnames[i]);
          }
        }
        return subpatterns(p, names);
      }
      case Kind::Or: {
        std::vector<std::string> first, bound;
        for (size_t i = 0; i < p.items.size(); ++i) {
          std::vector<std::string> alt = names;  // each alternative sees the names bound so far
          size_t before = alt.size();
          if (!check(p.items[i], allow_irrefutable && i + 1 == p.items.size(), alt)) return false;
          std::vector<std::string> mine(alt.begin() + static_cast<std::ptrdiff_t>(before), alt.end());
          std::sort(mine.begin(), mine.end());
          if (i == 0) {
            first = mine;
            bound = alt;
          } else if (mine != first) {
            return fail(last_visited(p.items[i]), "alternative patterns bind different names");
          }
        }
        names = bound;
        return true;
      }
    }
    return true;
  }

 private:
  bool subpatterns(const Pattern& p, std::vector<std::string>& names) {
    for (const Pattern& s : p.items) {
      if (!check(s, true, names)) return false;
    }
    return true;
  }
  bool bind(const Pattern& p, std::vector<std::string>& names) {
    if (std::find(names.begin(), names.end(), p.name) != names.end()) {
      return fail(ts_node_is_null(p.name_node) ? p.node : p.name_node,
                  "multiple assignments to name '" + p.name + "' in pattern");
    }
    names.push_back(p.name);
    return true;
  }
  bool fail(TSNode at, const std::string& message) {
    errors_.push_back({at, message});
    return false;
  }
  std::string_view src_;
  std::vector<PatternError>& errors_;
};

}  // namespace

Pattern case_pattern(TSNode case_clause, std::string_view source) {
  Reader r(source);
  std::vector<TSNode> tops;
  for (uint32_t i = 0; i < ts_node_named_child_count(case_clause); ++i) {
    TSNode c = ts_node_named_child(case_clause, i);
    if (node_type(c) == "case_pattern") tops.push_back(c);
  }
  if (tops.size() == 1 && !has_comma(case_clause)) return r.read({tops[0]}, tops[0]);
  return r.sequence(tops, tops.empty() ? case_clause : tops[0]);
}

bool check_pattern(const Pattern& p, bool allow_irrefutable, std::string_view source,
                   std::vector<PatternError>& errors) {
  std::vector<std::string> names;
  return Checker(source, errors).check(p, allow_irrefutable, names);
}

void pattern_bindings(const Pattern& p, std::vector<TSNode>& out) {
  switch (p.kind) {
    case Kind::Capture:
    case Kind::Star:
      if (!p.name.empty()) out.push_back(p.name_node);
      return;
    case Kind::As:
      pattern_bindings(p.items[0], out);
      out.push_back(p.name_node);
      return;
    case Kind::Or:
      if (!p.items.empty()) pattern_bindings(p.items[0], out);
      return;
    case Kind::Mapping:
      for (const Pattern& s : p.items) pattern_bindings(s, out);
      if (!p.name.empty()) out.push_back(p.name_node);
      return;
    default:
      for (const Pattern& s : p.items) pattern_bindings(s, out);
  }
}

void case_clause_names(TSNode case_clause, std::string_view source, std::vector<std::string>& out) {
  Pattern p = case_pattern(case_clause, source);
  // Every alternative of an or-pattern binds the same names (or the clause is an error); the
  // scope walk wants all of them anyway.
  std::vector<const Pattern*> stack{&p};
  while (!stack.empty()) {
    const Pattern* cur = stack.back();
    stack.pop_back();
    if (!cur->name.empty()) out.push_back(cur->name);
    for (const Pattern& s : cur->items) stack.push_back(&s);
  }
}

}  // namespace hintc::frontend
