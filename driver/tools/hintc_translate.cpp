// hintc-translate: source file in, C++ (or IR) out; for golden tests, fuzzing and debugging.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include "hintc/driver.h"

namespace {

// The code points of the source's `\N{NAME}` names. The core has no Unicode name table, so they
// are looked up by Python's unicodedata (as the Python entry points do): $HINTC_PYTHON, else the
// Python of the build. Names are passed hex-encoded; each found one comes back as "HEX CODEPOINT".
std::map<std::string, uint32_t> lookup_unicode_names(const std::string& source) {
  std::map<std::string, uint32_t> found;
  std::vector<std::string> names = hintc::unicode_escape_names(source);
  if (names.empty()) return found;
  const char* python = std::getenv("HINTC_PYTHON");
  if (python == nullptr || *python == '\0') python = HINTC_BUILD_PYTHON;
  std::string quoted = "'";
  for (const char* c = python; *c; ++c) {
    quoted += *c == '\'' ? std::string("'\\''") : std::string(1, *c);
  }
  quoted += "'";
  std::string cmd = quoted +
                    " -c 'import sys, unicodedata\n"
                    "for h in sys.argv[1:]:\n"
                    "    try:\n"
                    "        c = unicodedata.lookup(bytes.fromhex(h).decode())\n"
                    "    except (KeyError, UnicodeDecodeError):\n"
                    "        continue\n"
                    "    if len(c) == 1:\n"
                    "        print(h, ord(c))\n'";
  std::map<std::string, std::string> by_hex;
  static const char kHex[] = "0123456789abcdef";
  for (const std::string& n : names) {
    std::string h;
    for (unsigned char ch : n) h += std::string{kHex[ch >> 4], kHex[ch & 15]};
    by_hex[h] = n;
    cmd += " " + h;
  }
  FILE* p = popen(cmd.c_str(), "r");
  char line[512];
  while (p != nullptr && std::fgets(line, sizeof line, p) != nullptr) {
    char hex[sizeof line];
    unsigned long cp = 0;
    if (std::sscanf(line, "%511s %lu", hex, &cp) == 2 && by_hex.count(hex)) {
      found[by_hex[hex]] = static_cast<uint32_t>(cp);
    }
  }
  if (p == nullptr || pclose(p) != 0) {
    std::fprintf(stderr,
                 "hintc-translate: could not look up \\N{} names with %s (set HINTC_PYTHON)\n",
                 python);
  }
  return found;
}

}  // namespace

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
  opts.unicode_names = lookup_unicode_names(buf.str());
  hintc::CompileResult r = hintc::compile_module(buf.str(), opts);
  if (!r.ok) {
    std::fputs(r.diagnostics_text.c_str(), stderr);
    return 1;
  }
  std::fputs(emit_ir ? r.ir.c_str() : r.cpp.c_str(), stdout);
  return 0;
}
