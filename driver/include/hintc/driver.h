// Public entry point of the compiler core: Python source text in, C++ source (or diagnostics) out.
#pragma once
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
};

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

}  // namespace hintc
