// A source file's text with byte-offset to line/column mapping (columns count characters).
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace hintc::frontend {

class SourceFile {
 public:
  SourceFile(std::string filename, std::string text);
  const std::string& filename() const { return filename_; }
  const std::string& text() const { return text_; }
  // 1-based line of a byte offset.
  int line_of(uint32_t offset) const;
  // 1-based column in characters (UTF-8 code points) of a byte offset.
  int column_of(uint32_t offset) const;
  // The text of a 1-based line, without its newline.
  std::string_view line_text(int line) const;
  std::string_view slice(uint32_t start, uint32_t end) const;
  // Code points of the `\N{NAME}` names the source's str literals use, looked up by the caller
  // (the compiler core has no Unicode name table); a name missing here is unknown.
  void set_unicode_names(std::map<std::string, uint32_t> names) { unicode_names_ = std::move(names); }
  const std::map<std::string, uint32_t>& unicode_names() const { return unicode_names_; }

 private:
  std::string filename_;
  std::string text_;
  std::vector<uint32_t> line_starts_;
  std::map<std::string, uint32_t> unicode_names_;
};

}  // namespace hintc::frontend
