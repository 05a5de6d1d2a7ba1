// PEP 484 type comments on assignments (`a = []  # type: List[int]`), which mypy reads as the
// variable's annotation.
#pragma once
#include <optional>
#include <string>

namespace hintc::frontend::check {

// The type a comment `# type: T` (possibly followed by another `# ...` comment) gives, or
// nullopt for any other comment, `# type: ignore[...]` included.
std::optional<std::string> type_comment(const std::string& comment);

// Whether the module's inline configuration (a `# mypy: ...` comment line) turns on
// allow-redefinition (also `allow-redefinition-old`, `allow_redefinition`): a variable may be
// rebound with a value of another type, which hintc then holds as an object.
bool allows_redefinition(const std::string& source);

}  // namespace hintc::frontend::check
