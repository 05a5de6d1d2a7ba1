// mask_fstring_colon_eq: hides a format spec's leading '=' in f-strings from the parser.
#pragma once
#include <string>

namespace hintc::frontend {

// A copy of source, byte for byte, except that the '=' of a spec beginning `:=` in an f-string
// replacement field is replaced by '<' (both plain spec characters), so tree-sitter does not read
// `:=` there. Node offsets into the copy are offsets into source.
std::string mask_fstring_colon_eq(const std::string& source);

}  // namespace hintc::frontend
