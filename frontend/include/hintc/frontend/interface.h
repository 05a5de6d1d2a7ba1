// Module interfaces: the signatures of a module's compiled functions, as the text other modules of
// the same build compile against (to call those functions natively).
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "hintc/frontend/diagnostics.h"
#include "hintc/frontend/parse.h"
#include "hintc/ir/ir.h"

namespace hintc::frontend {

struct ParamInterface {
  std::string name;
  ir::Type type;
  bool has_default = false;
};

struct FunctionInterface {
  std::string name;
  std::vector<ParamInterface> params;
  ir::Type return_type;
  bool usable = true;  // false when a type name is unknown to this compiler: never called natively
};

// One module's interface: its functions in API-table order.
struct ModuleInterface {
  std::string module;  // dotted name
  std::vector<FunctionInterface> functions;
  uint64_t hash = 0;  // interface_hash of the text it was parsed from
};

// The interface text of a module's compiled functions (fast clones excluded). Types are written
// by their Python spelling (Type::name()), so the text is stable across compiler versions that
// keep the spelling.
std::string format_interface(const ir::Module& m);
// 64-bit FNV-1a of the text: identifies an interface in API tables.
uint64_t interface_hash(const std::string& text);
// Parses format_interface's text; nullopt when it is not an interface text.
std::optional<ModuleInterface> parse_interface(const std::string& text);

// A module's interface text from its defs alone (no bodies are lowered, no code is generated).
// Errors in the signatures are reported to diags.
std::string collect_interface(const ParseTree& tree, const SourceFile& src, Diagnostics& diags,
                              const std::string& module_name);

}  // namespace hintc::frontend
