// `@typing.overload` definitions: CPython binds each to a dummy that the implementation's `def`
// then replaces; mypy checks calls against them, and (as mypyc) hintc compiles only the
// implementation.
#pragma once
#include <tree_sitter/api.h>

#include <string>

namespace hintc::frontend {

// The text with every overload definition that the implementation or another overload of its
// name follows (in the same block, after only further overloads of the name) turned into
// blanks: each byte but line breaks a space, so every position holds. "" if there is none. (A
// Protocol's overloads may have no implementation: the last one stays, as CPython binds the name
// to it.)
std::string blank_overload_stubs(TSNode root, const std::string& text);

}  // namespace hintc::frontend
