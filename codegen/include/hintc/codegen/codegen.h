// Public entry of the code generator: one IR module in, one C++ extension-module source out.
#pragma once
#include <string>

#include "hintc/ir/ir.h"

namespace hintc::codegen {

// Generates the complete C++ source of the CPython extension module for `m`. The output includes
// only "hintc/runtime.h", is deterministic (same IR, same bytes) and defines PyInit_<name>.
// Expects IR accepted by ir::verify_module; throws std::invalid_argument on IR it cannot express
// (for example a failing op without an error target).
std::string generate_module(const ir::Module& m);

}  // namespace hintc::codegen
