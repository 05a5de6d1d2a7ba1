// Lowering: a parsed module to typed IR, with type inference and checking on the way.
#pragma once
#include <memory>

#include "hintc/frontend/diagnostics.h"
#include "hintc/frontend/interface.h"
#include "hintc/frontend/parse.h"
#include "hintc/ir/ir.h"

namespace hintc::frontend {

// Returns the module IR; on errors (reported to diags) the result must not be used. `build` holds
// the interfaces of the other compiled modules of the same build: calls of their functions
// through this module's imports become native calls. With `profile`, compiled functions carry
// line_event ops for the line profiler. `python_version` (major, minor, micro; may be empty) is
// the target Python's, for `sys.version_info` tests decided when compiling.
std::unique_ptr<ir::Module> lower_module(const ParseTree& tree, const SourceFile& src,
                                         Diagnostics& diags, const std::string& module_name,
                                         const std::vector<ModuleInterface>& build = {},
                                         bool profile = false,
                                         const std::vector<int>& python_version = {});

}  // namespace hintc::frontend
