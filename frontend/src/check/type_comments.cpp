// PEP 484 type comments (see type_comments.h).
#include "check/type_comments.h"

namespace hintc::frontend::check {

static std::string trimmed(const std::string& s) {
  size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::optional<std::string> type_comment(const std::string& comment) {
  std::string c = trimmed(comment);
  if (c.empty() || c[0] != '#') return std::nullopt;
  c = trimmed(c.substr(1));
  if (c.compare(0, 5, "type:") != 0) return std::nullopt;
  std::string t = trimmed(c.substr(5));
  size_t hash = t.find('#');
  if (hash != std::string::npos) t = trimmed(t.substr(0, hash));
  if (t.empty() || t.compare(0, 6, "ignore") == 0) return std::nullopt;
  return t;
}

bool allows_redefinition(const std::string& source) {
  for (size_t pos = source.find("# mypy:"); pos != std::string::npos; pos = source.find("# mypy:", pos + 1)) {
    size_t start = source.rfind('\n', pos);
    start = start == std::string::npos ? 0 : start + 1;
    if (source.find_first_not_of(" \t", start) != pos) continue;  // a comment line of its own
    size_t end = source.find('\n', pos);
    std::string options = source.substr(pos, end == std::string::npos ? std::string::npos : end - pos);
    for (char& c : options) {
      if (c == '_') c = '-';
    }
    size_t at = options.find("allow-redefinition");
    // Not `no-allow-redefinition` nor `allow-redefinition=False`.
    if (at != std::string::npos && (at < 3 || options.compare(at - 3, 3, "no-") != 0) &&
        options.find("allow-redefinition=False") == std::string::npos) {
      return true;
    }
  }
  return false;
}

}  // namespace hintc::frontend::check
