// Conditions mypy decides before checking (mypy's reachability rules): the branches and
// operands they rule out are not checked, and hintc does not lower them.
#pragma once
#include <optional>
#include <string>

namespace hintc::frontend::check {

// The platform mypy checks for by default: the one hintc compiles on (`sys.platform`).
const char* target_platform();
// `sys.platform OP "literal"` (== or !=), `sys.platform.startswith("literal")` (op
// "startswith"): its value, or nullopt for any other operator.
std::optional<bool> platform_test(const std::string& op, const std::string& literal);

}  // namespace hintc::frontend::check
