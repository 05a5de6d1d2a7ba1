// Test fixture: a hand-built IR module covering every op kind, as the lowering would produce it.
#pragma once
#include <memory>
#include <string>

#include "hintc/ir/ir.h"

namespace hintc::codegen::test {

// Module `name` from file "demo.py" with functions fib, integrate, scale (default + global),
// greet and show_none (print), div (failing prim), unbound, root (float default), to_int,
// check_none, to_float, to_bool (unboxing), negate, specials (inf/nan/-0.0 literals), label (str
// default), a function and parameter with non-ASCII names, square (with an int64 fast clone), the
// runaway recursions forever (with a clone) and ping/pong, the bounded recursion depth, and a body
// that sets public and internal globals.
std::unique_ptr<ir::Module> make_demo_module(const std::string& name);

}  // namespace hintc::codegen::test
