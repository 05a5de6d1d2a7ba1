// Structural and type checks on the IR, run after every pass in tests and debug builds.
#pragma once
#include <string>
#include <vector>

#include "hintc/ir/ir.h"

namespace hintc::ir {
// Returns a list of problems, empty when the module is well formed.
std::vector<std::string> verify_module(const Module& m);
std::vector<std::string> verify_function(const Function& f);
}  // namespace hintc::ir
