// PEP 484 type comments on assignments (`a = []  # type: List[int]`), which mypy reads as the
// variable's annotation.
#pragma once
#include <optional>
#include <string>

namespace hintc::frontend::check {

// The type a comment `# type: T` (possibly followed by another `# ...` comment) gives, or
// nullopt for any other comment, `# type: ignore[...]` included.
std::optional<std::string> type_comment(const std::string& comment);

}  // namespace hintc::frontend::check
