// Text form of the IR, for golden tests and --emit-ir. Output is deterministic.
#pragma once
#include <string>

#include "hintc/ir/ir.h"

namespace hintc::ir {
std::string print_function(const Function& f);
std::string print_module(const Module& m);
}  // namespace hintc::ir
