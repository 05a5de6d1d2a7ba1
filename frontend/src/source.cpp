// SourceFile: line table and UTF-8 aware column computation.
#include "hintc/frontend/source.h"

#include <algorithm>

namespace hintc::frontend {

SourceFile::SourceFile(std::string filename, std::string text)
    : filename_(std::move(filename)), text_(std::move(text)) {
  line_starts_.push_back(0);
  for (uint32_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n') line_starts_.push_back(i + 1);
  }
}

int SourceFile::line_of(uint32_t offset) const {
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  return static_cast<int>(it - line_starts_.begin());
}

int SourceFile::column_of(uint32_t offset) const {
  int line = line_of(offset);
  uint32_t start = line_starts_[line - 1];
  offset = std::min<uint32_t>(offset, static_cast<uint32_t>(text_.size()));
  int col = 1;
  for (uint32_t i = start; i < offset; ++i) {
    // Count bytes that start a code point (not UTF-8 continuation bytes).
    if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++col;
  }
  return col;
}

std::string_view SourceFile::line_text(int line) const {
  if (line < 1 || line > static_cast<int>(line_starts_.size())) return {};
  uint32_t start = line_starts_[line - 1];
  uint32_t end = line < static_cast<int>(line_starts_.size()) ? line_starts_[line] - 1
                                                              : static_cast<uint32_t>(text_.size());
  std::string_view v(text_.data() + start, end - start);
  if (!v.empty() && v.back() == '\r') v.remove_suffix(1);
  return v;
}

std::string_view SourceFile::slice(uint32_t start, uint32_t end) const {
  if (start > text_.size()) start = static_cast<uint32_t>(text_.size());
  if (end > text_.size()) end = static_cast<uint32_t>(text_.size());
  if (end < start) end = start;
  return std::string_view(text_.data() + start, end - start);
}

}  // namespace hintc::frontend
