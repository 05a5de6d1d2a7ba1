// libFuzzer entry point: any byte string through hintc::compile_module, checking its contract.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "hintc/driver.h"

namespace {

// A broken contract is reported like a crash so that libFuzzer saves and minimises the input.
[[noreturn]] void contract_broken(const char* what) {
  std::fprintf(stderr, "hintc fuzz: compile_module broke its contract: %s\n", what);
  std::abort();
}

void check_result(std::string_view source, const hintc::CompileResult& r) {
  if (r.ok) {
    if (r.cpp.empty()) contract_broken("ok result without C++");
    if (!r.diagnostics.empty()) contract_broken("ok result with diagnostics");
    return;
  }
  if (!r.cpp.empty()) contract_broken("failed result with C++");
  if (r.diagnostics.empty()) contract_broken("failed result without any diagnostic");
  if (r.diagnostics_text.empty()) contract_broken("failed result without diagnostics text");
  std::size_t lines = 1;
  for (char c : source) lines += c == '\n';
  for (const hintc::Diagnostic& d : r.diagnostics) {
    if (d.line < 1 || static_cast<std::size_t>(d.line) > lines) contract_broken("diagnostic line out of range");
    if (d.col < 1) contract_broken("diagnostic column below 1");
    if (d.message.empty()) contract_broken("diagnostic without a message");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view source(reinterpret_cast<const char*>(data), size);
  hintc::CompileOptions options;
  options.filename = "fuzz.py";
  options.module_name = "fuzzmod";
  // The optimisation level only changes the IR passes; the default level runs them all.
  options.opt_level = 2;
  check_result(source, hintc::compile_module(source, options));
  return 0;
}
