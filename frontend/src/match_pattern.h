// `match` statement patterns (PEP 634) read from the tree-sitter tree into a small tree of their
// own, with CPython's compile-time checks; shared by the lowering and the scope walk.
#pragma once
#include <tree_sitter/api.h>

#include <string>
#include <string_view>
#include <vector>

namespace hintc::frontend {

struct Pattern {
  enum class Kind { Wildcard, Capture, Literal, Value, Sequence, Mapping, Class, Or, As, Star };
  Kind kind = Kind::Wildcard;
  TSNode node{};                // where the pattern stands (errors, spans)
  std::vector<TSNode> literal;  // Literal: its nodes ("-" and a number, a string, None, ...)
  bool identity = false;        // Literal None/True/False: compared with `is`
  std::string name;             // Capture, As, Star and a Mapping's `**rest` ("" for none / `*_`)
  TSNode name_node{};           // the identifier binding `name`
  TSNode dotted{};              // Value: the dotted name; Class: the class's dotted name
  // Sequence: the sub-patterns; Or: the alternatives; As: [the inner pattern]; Mapping: the
  // value patterns; Class: positional sub-patterns, then the keyword ones.
  std::vector<Pattern> items;
  std::vector<std::vector<TSNode>> keys;  // Mapping: each key's nodes (a literal or value)
  std::vector<std::string> kwnames;       // Class: the keyword sub-patterns' attribute names
  size_t positional = 0;                  // Class: how many of items are positional
  int star = -1;                          // Sequence: the index of the star sub-pattern
};

struct PatternError {
  TSNode at;
  std::string message;
};

// A case clause's pattern (several top-level patterns, `case a, *b:`, make a sequence).
Pattern case_pattern(TSNode case_clause, std::string_view source);
// CPython's compile-time rejections of one case's pattern: irrefutable patterns before the last
// case (allow_irrefutable false there, unless it has a guard), names bound twice, alternatives
// binding different names, several stars, repeated keyword attributes, duplicate literal keys.
// Appends the first error found; returns false when there was one.
bool check_pattern(const Pattern& p, bool allow_irrefutable, std::string_view source,
                   std::vector<PatternError>& errors);
// The identifiers a pattern binds, in the order CPython stores them.
void pattern_bindings(const Pattern& p, std::vector<TSNode>& out);
// The names a case clause binds (for the scope walks), without building the pattern tree.
void case_clause_names(TSNode case_clause, std::string_view source, std::vector<std::string>& out);

}  // namespace hintc::frontend
