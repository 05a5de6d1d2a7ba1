// hintc-translate: source file in, C++ (or IR) out; for golden tests, fuzzing and debugging.
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include "hintc/driver.h"

int main(int argc, char** argv) {
  const char* path = nullptr;
  bool emit_ir = false;
  std::string module = "mod";
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--emit-ir") == 0) {
      emit_ir = true;
    } else if (std::strcmp(argv[i], "--module") == 0 && i + 1 < argc) {
      module = argv[++i];
    } else {
      path = argv[i];
    }
  }
  if (path == nullptr) {
    std::fprintf(stderr, "usage: hintc-translate [--emit-ir] [--module NAME] FILE.py\n");
    return 2;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "hintc-translate: cannot read %s\n", path);
    return 2;
  }
  std::stringstream buf;
  buf << in.rdbuf();
  hintc::CompileOptions opts;
  opts.filename = path;
  opts.module_name = module;
  hintc::CompileResult r = hintc::compile_module(buf.str(), opts);
  if (!r.ok) {
    std::fputs(r.diagnostics_text.c_str(), stderr);
    return 1;
  }
  std::fputs(emit_ir ? r.ir.c_str() : r.cpp.c_str(), stdout);
  return 0;
}
