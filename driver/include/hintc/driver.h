// Public entry point of the compiler core: Python source text in, C++ source (or diagnostics) out.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace hintc {

struct CompileOptions {
  std::string filename = "<string>";  // shown in diagnostics and tracebacks
  std::string module_name = "mod";    // dotted module name, e.g. "pkg.sub.m"
  int opt_level = 2;                  // 0..3; affects IR passes only (C++ -O is the toolchain's)
  // Line profiler instrumentation (hintc.profile): per-line hits and time, cProfile events. Off,
  // the generated code contains none of it. On, no int64 fast clones are made (a bail-out would
  // re-run lines and count them twice).
  bool profile = false;
  // Interface texts (extract_interface) of the other compiled modules of the same build: calls
  // of their functions through this module's imports become native calls. Texts that do not
  // parse are ignored.
  std::vector<std::string> interfaces;
  // Publish this module's API table (`__hintc_capi__`) so other modules of its build can call its
  // functions natively.
  bool export_api = false;
  // The target Python's (major, minor, micro): `sys.version_info` tests at module level are then
  // decided when compiling. Empty (unknown): they run, like any other condition.
  std::vector<int> python_version;
  // Code points of the `\N{NAME}` escapes in the source (the binding looks them up in Python's
  // unicodedata); a str literal naming one missing here is CPython's "unknown Unicode character
  // name" SyntaxError.
  std::map<std::string, uint32_t> unicode_names;
};

// The distinct names of the `\N{NAME}` escapes in source (any `\N{...}` text, in literals or
// not), in order of first use: what a caller looks up to fill CompileOptions::unicode_names.
std::vector<std::string> unicode_escape_names(std::string_view source);

struct Diagnostic {
  int line = 0;  // 1-based
  int col = 0;   // 1-based, in characters
  std::string message;
};

struct CompileResult {
  bool ok = false;
  std::string cpp;               // generated C++ (empty when !ok)
  std::string ir;                // text IR after the last pass (empty when !ok)
  std::string diagnostics_text;  // "file:line:col: error: msg\n  <source line>\n  ^\n" per error
  std::vector<Diagnostic> diagnostics;
  std::vector<std::string> names;  // public names the module defines (functions, constants)
  // Functions of the other modules of the build (CompileOptions::interfaces) this module calls
  // natively, as "module:function": a change of their signatures means this module must be
  // recompiled; other changes of those modules do not.
  std::vector<std::string> api_imports;
  // Annotate-report notes: why a line goes through generic (boxed, dynamic, C-API) paths.
  struct Note {
    int line = 0, col = 0;
    std::string kind;  // "generic", "check", "box", "call"
    std::string reason;
  };
  std::vector<Note> notes;
  double parse_seconds = 0, lower_seconds = 0, codegen_seconds = 0;
};

// Never throws and never crashes on any input (binary garbage, empty, deeply nested).
CompileResult compile_module(std::string_view source, const CompileOptions& options);

struct InterfaceResult {
  bool ok = false;
  std::string text;  // the module's interface: its compiled functions' signatures
  std::string diagnostics_text;
};

// A module's interface from its defs alone: parse and collect, no lowering of bodies and no code
// generation, so a build can give every module the interfaces of the others cheaply. A changed
// text means the modules compiled against the old one must be recompiled. Never throws.
InterfaceResult extract_interface(std::string_view source, const CompileOptions& options);

}  // namespace hintc
