// What the typing module exports, for `from typing import *` (its __all__ on Python 3.11).
#pragma once
#include <string>
#include <vector>

namespace hintc::frontend::check {

const std::vector<std::string>& typing_star_names();

}  // namespace hintc::frontend::check
