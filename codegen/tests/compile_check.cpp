// Test helper: runs the C++ compiler and Python on generated code (see compile_check.h).
#include "compile_check.h"

#include <stdlib.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace hintc::codegen::test {
namespace {

std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'') out += "'\\''";
    else out += c;
  }
  return out + "'";
}

ToolResult run(const std::string& command) {
  ToolResult r;
  FILE* p = popen((command + " 2>&1").c_str(), "r");
  if (p == nullptr) return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.output.append(buf, n);
  int status = pclose(p);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

std::string includes() {
  return " -I" + shell_quote(HINTC_TEST_RUNTIME_INCLUDE) + " -I" +
         shell_quote(HINTC_TEST_PYTHON_INCLUDE);
}

}  // namespace

TempDir::TempDir() {
  const char* base = getenv("TMPDIR");
  std::string templ = std::string(base != nullptr ? base : "/tmp") + "/hintc_codegen_XXXXXX";
  if (mkdtemp(templ.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
  path_ = templ;
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

std::string write_file(const std::string& dir, const std::string& name, const std::string& text) {
  std::string path = dir + "/" + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

ToolResult syntax_check(const std::string& cpp) {
  TempDir dir;
  std::string path = write_file(dir.path(), "gen.cpp", cpp);
  return run(shell_quote(HINTC_TEST_CXX) + " -std=c++17 -fsyntax-only -Wall -Wextra -Werror" +
             includes() + " " + shell_quote(path));
}

bool runtime_library_available() {
#ifdef HINTC_TEST_RUNTIME_LIB
  return true;
#else
  return false;
#endif
}

ToolResult build_extension(const std::string& cpp, const std::string& module,
                           const std::string& dir) {
#ifdef HINTC_TEST_RUNTIME_LIB
  std::string src = write_file(dir, module + ".cpp", cpp);
  return run(shell_quote(HINTC_TEST_CXX) + " -std=c++17 -O1 -shared -fPIC -Wall -Wextra -Werror" +
             includes() + " " + shell_quote(src) + " " + shell_quote(HINTC_TEST_RUNTIME_LIB) +
             " -o " + shell_quote(dir + "/" + module + ".so"));
#else
  (void)cpp;
  (void)module;
  (void)dir;
  return ToolResult{-1, "runtime library not built"};
#endif
}

ToolResult run_python(const std::string& script, const std::string& dir) {
  // TempDir paths contain no quotes, so a raw literal holds them.
  std::string prelude = "import sys\nsys.path.insert(0, r'''" + dir + "''')\n";
  return run(shell_quote(HINTC_TEST_PYTHON) + " -c " + shell_quote(prelude + script));
}

}  // namespace hintc::codegen::test
