// Diagnostics: error collection and chibicc-style formatting (message, source line, caret).
#include "hintc/frontend/diagnostics.h"

#include <algorithm>

namespace hintc::frontend {

void Diagnostics::error(uint32_t offset, std::string message) {
  // One error per position is enough; the first reason found is the most precise.
  for (const Diag& d : diags_) {
    if (d.offset == offset) return;
  }
  diags_.push_back({offset, src_.line_of(offset), src_.column_of(offset), std::move(message)});
}

void Diagnostics::error_in_binary(uint32_t offset, std::string message) {
  size_t before = diags_.size();
  error(offset, std::move(message));
  if (diags_.size() > before) diags_.back().echo_line = false;
}

std::string Diagnostics::format() const {
  std::vector<const Diag*> sorted;
  for (const Diag& d : diags_) sorted.push_back(&d);
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const Diag* a, const Diag* b) { return a->offset < b->offset; });
  std::string out;
  for (const Diag* d : sorted) {
    out += src_.filename() + ":" + std::to_string(d->line) + ":" + std::to_string(d->col) +
           ": error: " + d->message + "\n";
    if (!d->echo_line) continue;
    std::string_view line = src_.line_text(d->line);
    std::string shown;
    // Tabs become spaces so the caret lines up; control bytes are not echoed.
    for (char c : line)
      shown += (c == '\t') ? ' ' : (static_cast<unsigned char>(c) < 0x20 ? '?' : c);
    out += "    " + shown + "\n";
    out += "    " + std::string(static_cast<size_t>(std::max(0, d->col - 1)), ' ') + "^\n";
  }
  return out;
}

}  // namespace hintc::frontend
