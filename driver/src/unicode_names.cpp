// unicode_escape_names: the `\N{NAME}` names a source uses (see hintc/driver.h).
#include <set>

#include "hintc/driver.h"

namespace hintc {

std::vector<std::string> unicode_escape_names(std::string_view source) {
  std::vector<std::string> names;
  std::set<std::string_view> seen;
  for (size_t at = source.find("\\N{"); at != std::string_view::npos;
       at = source.find("\\N{", at + 1)) {
    size_t close = source.find_first_of("}\n", at + 3);
    if (close == std::string_view::npos || source[close] != '}') continue;
    std::string_view name = source.substr(at + 3, close - at - 3);
    if (name.empty() || !seen.insert(name).second) continue;
    names.emplace_back(name);
  }
  return names;
}

}  // namespace hintc
