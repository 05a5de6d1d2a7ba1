// Collects compile errors with source positions and formats them as file:line:col: error: msg.
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "hintc/frontend/source.h"

namespace hintc::frontend {

struct Diag {
  uint32_t offset;  // byte offset of the error position
  int line, col;    // 1-based, col in characters
  std::string message;
  bool echo_line = true;  // false for input that is not text: its bytes are never printed
};

class Diagnostics {
 public:
  explicit Diagnostics(const SourceFile& src) : src_(src) {}
  void error(uint32_t offset, std::string message);
  // An error in input that is not text (null bytes, invalid UTF-8): reported without its line.
  void error_in_binary(uint32_t offset, std::string message);
  bool has_errors() const { return !diags_.empty(); }
  const std::vector<Diag>& all() const { return diags_; }
  void truncate(size_t n) { diags_.resize(std::min(n, diags_.size())); }  // drops later errors
  // "file:line:col: error: message\n    <line>\n    ^\n" for each error, sorted by position.
  std::string format() const;

 private:
  const SourceFile& src_;
  std::vector<Diag> diags_;
};

}  // namespace hintc::frontend
