// mask_fstring_specs: hides what tree-sitter misreads in f-string format specs from the parser.
#pragma once
#include <string>

namespace hintc::frontend {

// A copy of source, byte for byte, except that the '=' of a spec beginning `:=` in an f-string
// replacement field is replaced by '<' (both plain spec characters), so tree-sitter does not read
// `:=` there, and the braces of a `\N{NAME}` escape in a spec by '<' and '>', so it does not read
// a nested field. Node offsets into the copy are offsets into source.
std::string mask_fstring_specs(const std::string& source);

}  // namespace hintc::frontend
