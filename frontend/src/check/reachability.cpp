// mypy's compile-time conditions (see reachability.h).
#include "check/reachability.h"

namespace hintc::frontend::check {

const char* target_platform() {
#if defined(__linux__)
  return "linux";
#elif defined(__APPLE__)
  return "darwin";
#elif defined(_WIN32)
  return "win32";
#elif defined(__FreeBSD__)
  return "freebsd";
#else
  return "";
#endif
}

std::optional<bool> platform_test(const std::string& op, const std::string& literal) {
  std::string p = target_platform();
  if (p.empty()) return std::nullopt;
  if (op == "==") return p == literal;
  if (op == "!=") return p != literal;
  if (op == "startswith") return p.compare(0, literal.size(), literal) == 0;
  return std::nullopt;
}

}  // namespace hintc::frontend::check
