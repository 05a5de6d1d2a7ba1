// tree-sitter-python parsing with syntax errors turned into diagnostics.
#pragma once
#include <tree_sitter/api.h>

#include <memory>
#include <string>
#include <vector>

#include "hintc/frontend/diagnostics.h"
#include "hintc/frontend/source.h"

namespace hintc::frontend {

// Owns a tree-sitter parser and tree. Nodes are valid while this object lives.
class ParseTree {
 public:
  ParseTree(TSParser* p, TSTree* t) : parser_(p), tree_(t) {}
  ~ParseTree();
  ParseTree(const ParseTree&) = delete;
  ParseTree& operator=(const ParseTree&) = delete;
  TSNode root() const { return ts_tree_root_node(tree_); }
  // The tree as written, with the `@overload` stubs that root()'s tree has blanked (at the same
  // byte positions): where the lowering reads the overloads' signatures. root() if none.
  TSNode stubs_root() const { return stubs_ ? stubs_->root() : root(); }
  void keep_stubs(std::unique_ptr<ParseTree> t) { stubs_ = std::move(t); }

 private:
  TSParser* parser_;
  TSTree* tree_;
  std::unique_ptr<ParseTree> stubs_;
};

// Parses src; on invalid encoding or syntax errors reports diagnostics and returns nullptr.
std::unique_ptr<ParseTree> parse_source(const SourceFile& src, Diagnostics& diags);

// Small helpers over TSNode used by the lowering.
std::string node_type(TSNode n);
TSNode child_by_field(TSNode n, const char* field);
// n's named children without the comments the grammar places among them (`(a,  # note`).
std::vector<TSNode> named_children(TSNode n);
// The names an import statement imports (dotted_name, aliased_import or wildcard_import nodes):
// not the `from` module, not the comments a parenthesised name list may hold.
std::vector<TSNode> import_items(TSNode stmt);

}  // namespace hintc::frontend
