// Test helper: compiles generated C++ with the system compiler and runs Python on the result.
#pragma once
#include <string>

namespace hintc::codegen::test {

struct ToolResult {
  int status = -1;     // exit status of the command (0 = success)
  std::string output;  // its stdout and stderr
};

// A fresh private directory for one test's files, removed with everything in it on destruction.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};
// Writes `text` to dir/name and returns the path.
std::string write_file(const std::string& dir, const std::string& name, const std::string& text);
// `c++ -std=c++17 -fsyntax-only -Wall -Wextra -Werror` on the source, with runtime and Python
// include directories.
ToolResult syntax_check(const std::string& cpp);
// Whether the runtime library was available when the tests were built.
bool runtime_library_available();
// Compiles and links `cpp` against the runtime into dir/<module>.so (an importable extension).
ToolResult build_extension(const std::string& cpp, const std::string& module,
                           const std::string& dir);
// Runs `python -c script` with dir first on sys.path.
ToolResult run_python(const std::string& script, const std::string& dir);

}  // namespace hintc::codegen::test
