// Module interfaces: formatting, hashing and parsing the signature text of compiled functions.
#include "hintc/frontend/interface.h"

#include <cctype>
#include <cstring>
#include <set>
#include <sstream>

#include "lowerer.h"

namespace hintc::frontend {

namespace {

const char* const kHeader = "hintc-interface 1";
// The line word of each parameter kind (ir::ParamKind order); plain parameters keep "param".
const char* const kParamWord[] = {"posonly", "param", "varargs", "kwonly", "varkw"};

std::optional<ir::Type> read_type(const std::string& s, size_t& pos);

// A type without a trailing " | None": a plain name, or a generic one with its parameters.
std::optional<ir::Type> read_atom(const std::string& s, size_t& pos) {
  size_t start = pos;
  while (pos < s.size() && (isalpha(static_cast<unsigned char>(s[pos])) || s[pos] == '_')) ++pos;
  const std::string head = s.substr(start, pos - start);
  static const ir::Type kPlain[] = {ir::Type::int_(),  ir::Type::float_(), ir::Type::bool_(),
                                    ir::Type::none(),  ir::Type::str(),    ir::Type::object(),
                                    ir::Type::bytes()};
  if (pos >= s.size() || s[pos] != '[') {
    for (ir::Type t : kPlain) {
      if (head == t.name()) return t;
    }
    return std::nullopt;
  }
  ++pos;
  if (head == "tuple" && s.compare(pos, 3, "()]") == 0) {
    pos += 3;
    return ir::Type::tuple({});
  }
  std::vector<ir::Type> args;
  bool variadic = false;
  while (true) {
    if (head == "tuple" && args.size() == 1 && s.compare(pos, 4, "...]") == 0) {
      pos += 3;
      variadic = true;
    } else {
      auto t = read_type(s, pos);
      if (!t) return std::nullopt;
      args.push_back(*t);
    }
    if (pos < s.size() && s[pos] == ']') break;
    if (s.compare(pos, 2, ", ") != 0) return std::nullopt;
    pos += 2;
  }
  ++pos;
  if (head == "list" && args.size() == 1) return ir::Type::list(args[0]);
  if (head == "set" && args.size() == 1) return ir::Type::set(args[0]);
  if (head == "dict" && args.size() == 2) return ir::Type::dict(args[0], args[1]);
  if (head == "tuple") return variadic ? ir::Type::tuple_of(args[0]) : ir::Type::tuple(args);
  return std::nullopt;
}

std::optional<ir::Type> read_type(const std::string& s, size_t& pos) {
  auto t = read_atom(s, pos);
  if (t && s.compare(pos, 7, " | None") == 0) {
    pos += 7;
    return ir::Type::optional(*t);
  }
  return t;
}

// The Type spelled `name` by Type::name(); nullopt for anything this compiler cannot spell the
// same way (the function is then called through Python).
std::optional<ir::Type> type_named(const std::string& name) {
  size_t pos = 0;
  auto t = read_type(name, pos);
  if (!t || pos != name.size() || t->name() != name) return std::nullopt;
  return t;
}

// The ir::ParamKind a "param"-like line declares, or -1.
int param_kind(const std::string& line) {
  for (int k = 0; k < 5; ++k) {
    size_t len = std::strlen(kParamWord[k]);
    if (line.compare(0, len, kParamWord[k]) == 0 && line.size() > len && line[len] == ' ') return k;
  }
  return -1;
}

}  // namespace

std::string format_interface(const ir::Module& m,
                             const std::vector<std::pair<std::string, ir::Type>>& aliases) {
  // One fact per line; a type is the rest of its line, so spellings with spaces stay readable.
  // Aliases come before the functions, outside every function's block (and hash).
  std::string out = std::string(kHeader) + "\nmodule " + m.name + "\n";
  for (const auto& [name, type] : aliases) {
    std::string spelled = type.name();
    out += "alias " + name + " " + (type_named(spelled) ? spelled : "object") + "\n";
  }
  for (const auto& f : m.functions) {
    if (f->in_module_api()) out += format_function_interface(*f);
  }
  return out;
}

std::string format_function_interface(const ir::Function& f) {
  std::string out = "def " + f.name + "\n";
  for (const ir::Param& p : f.params) {
    out += std::string(kParamWord[static_cast<int>(p.kind)]) + " " + p.reg->name +
           (p.default_value != nullptr ? " = " : " : ") +
           p.reg->type.name() + "\n";
  }
  return out + "returns " + f.return_type.name() + "\n";
}

uint64_t interface_hash(const std::string& text) {
  uint64_t h = 14695981039346656037ull;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

std::optional<ModuleInterface> parse_interface(const std::string& text) {
  std::istringstream in(text);
  std::string line;
  if (!std::getline(in, line) || line != kHeader) return std::nullopt;
  ModuleInterface mi;
  std::string block;  // the current function's lines, for its hash
  auto finish = [&] {
    if (!mi.functions.empty()) mi.functions.back().hash = interface_hash(block);
    block.clear();
  };
  auto rest = [&line](size_t from) { return from < line.size() ? line.substr(from) : ""; };
  while (std::getline(in, line)) {
    if (line.rfind("module ", 0) == 0) {
      mi.module = rest(7);
    } else if (line.rfind("alias ", 0) == 0 && mi.functions.empty()) {
      size_t sep = line.find(' ', 6);
      if (sep == std::string::npos) return std::nullopt;
      mi.aliases[line.substr(6, sep - 6)] = type_named(rest(sep + 1)).value_or(ir::Type::object());
    } else if (line.rfind("def ", 0) == 0) {
      finish();
      mi.functions.push_back({});
      mi.functions.back().name = rest(4);
    } else if (int k = param_kind(line); k >= 0 && !mi.functions.empty()) {
      size_t at = std::strlen(kParamWord[k]) + 1;
      size_t sep = line.find(' ', at);
      if (sep == std::string::npos || sep + 3 > line.size()) return std::nullopt;
      ParamInterface p;
      p.kind = static_cast<ir::ParamKind>(k);
      p.name = line.substr(at, sep - at);
      p.has_default = line[sep + 1] == '=';
      auto t = type_named(rest(sep + 3));
      FunctionInterface& f = mi.functions.back();
      f.usable = f.usable && t.has_value();
      p.type = t.value_or(ir::Type::object());
      f.params.push_back(std::move(p));
    } else if (line.rfind("returns ", 0) == 0 && !mi.functions.empty()) {
      auto t = type_named(rest(8));
      FunctionInterface& f = mi.functions.back();
      f.usable = f.usable && t.has_value();
      f.return_type = t.value_or(ir::Type::object());
    } else if (!line.empty()) {
      return std::nullopt;
    }
    if (line.rfind("module ", 0) != 0) block += line + "\n";
  }
  finish();
  if (mi.module.empty()) return std::nullopt;
  return mi;
}

std::vector<std::string> used_imports(const ir::Module& m) {
  std::set<std::string> out;
  auto scan = [&out](const ir::Function& f) {
    for (const auto& b : f.blocks) {
      for (const auto& op : b->ops) {
        if (op->kind == ir::OpKind::CallImported) out.insert(op->text + ":" + op->callee->name);
      }
    }
  };
  for (const auto& f : m.functions) scan(*f);
  if (m.body) scan(*m.body);
  out.insert(m.type_imports.begin(), m.type_imports.end());
  return {out.begin(), out.end()};
}

std::string collect_interface(const ParseTree& tree, const SourceFile& src, Diagnostics& diags,
                              const std::string& module_name,
                              const std::vector<int>& python_version,
                              const std::vector<ModuleInterface>& build) {
  ir::Module m;
  m.name = module_name;
  m.filename = src.filename();
  Lowerer l(src, diags, m, build);
  TypeIgnores ignores = collect_type_ignores(tree.root(), src);
  l.set_type_ignores(&ignores);  // they shape parameter types (lower_params.cpp)
  l.set_python_version(python_version);
  l.collect_only(tree.root());
  return format_interface(m, l.module_type_aliases(tree.root()));
}

}  // namespace hintc::frontend
