// Module interfaces: the signatures of a module's compiled functions, as the text other modules of
// the same build compile against (to call those functions natively).
#pragma once
#include <cstdint>
#include <map>
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
  ir::ParamKind kind = ir::ParamKind::Normal;
};

struct FunctionInterface {
  std::string name;
  std::vector<ParamInterface> params;
  ir::Type return_type;
  bool usable = true;  // false when a type name is unknown to this compiler: never called natively
  uint64_t hash = 0;   // interface_hash of the function's own lines ("def" to "returns")
};

// One module's interface: its functions in API-table order, and its module-level type aliases
// (`Pos = int`: the type other modules' annotations naming it mean; object when the type has no
// spelling another module can use, such as a Callable or one of the module's classes).
struct ModuleInterface {
  std::string module;  // dotted name
  std::vector<FunctionInterface> functions;
  std::map<std::string, ir::Type> aliases;
};

// The interface text of a module's compiled functions (fast clones excluded). Types are written
// by their Python spelling (Type::name()), so the text is stable across compiler versions that
// keep the spelling.
// `aliases`: the module-level type aliases, by name.
std::string format_interface(const ir::Module& m,
                             const std::vector<std::pair<std::string, ir::Type>>& aliases = {});
// The lines of one function in the interface text ("def NAME", its "param"s, "returns").
std::string format_function_interface(const ir::Function& f);
// 64-bit FNV-1a of the text: identifies a function's signature in API tables.
uint64_t interface_hash(const std::string& text);
// Parses format_interface's text; nullopt when it is not an interface text.
std::optional<ModuleInterface> parse_interface(const std::string& text);

// The functions of other modules a lowered module calls natively, as "module:function", sorted:
// their signatures are what the module's compiled code depends on.
std::vector<std::string> used_imports(const ir::Module& m);

// A module's interface text from its defs alone (no bodies are lowered, no code is generated).
// Errors in the signatures are reported to diags. python_version: as for lower_module. build:
// the other modules' interfaces, whose type aliases the signatures may name (a build settles its
// interfaces by extracting them again with the others' until none changes).
std::string collect_interface(const ParseTree& tree, const SourceFile& src, Diagnostics& diags,
                              const std::string& module_name,
                              const std::vector<int>& python_version = {},
                              const std::vector<ModuleInterface>& build = {});

}  // namespace hintc::frontend
