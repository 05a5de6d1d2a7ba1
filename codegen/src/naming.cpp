// Generated symbol names: Python-name mangling, value/label names, CPython init symbols.
#include "hintc/codegen/naming.h"

#include <cstdint>
#include <cstdio>
#include <vector>

namespace hintc::codegen::naming {
namespace {

bool is_ascii_alnum(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// Decodes UTF-8 leniently: a byte that does not start a well-formed sequence becomes a code
// point of its own value with the high bit marker 0x80000000, so that it still escapes uniquely.
std::vector<uint32_t> decode_utf8(const std::string& s) {
  std::vector<uint32_t> out;
  size_t i = 0;
  while (i < s.size()) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    int len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xe ? 3 : (c >> 3) == 0x1e ? 4 : 0;
    uint32_t cp = len == 1 ? c : len == 2 ? (c & 0x1f) : len == 3 ? (c & 0x0f) : (c & 0x07);
    bool ok = len > 0 && i + len <= s.size();
    for (int k = 1; ok && k < len; ++k) {
      unsigned char cc = static_cast<unsigned char>(s[i + k]);
      ok = (cc & 0xc0) == 0x80;
      cp = (cp << 6) | (cc & 0x3f);
    }
    if (ok) {
      out.push_back(cp);
      i += len;
    } else {
      out.push_back(0x80000000u | c);
      i += 1;
    }
  }
  return out;
}

bool is_plain(const std::string& name) {
  if (name.empty() || name[0] == '_' || name.find("__") != std::string::npos) return false;
  for (unsigned char c : name) {
    if (!is_ascii_alnum(c) && c != '_') return false;
  }
  return true;
}

// Escaping alphabet: 'Z' starts every escape, so the output has no '_' and decodes uniquely.
std::string escape(const std::string& name) {
  std::string out;
  for (uint32_t cp : decode_utf8(name)) {
    if (cp < 0x80 && is_ascii_alnum(static_cast<unsigned char>(cp)) && cp != 'Z') {
      out += static_cast<char>(cp);
    } else if (cp == 'Z') {
      out += "ZZ";
    } else if (cp == '_') {
      out += "Zu";
    } else if (cp & 0x80000000u) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "Zb%02x", static_cast<unsigned>(cp & 0xff));
      out += buf;
    } else {
      char buf[12];
      std::snprintf(buf, sizeof buf, "Zx%06x", static_cast<unsigned>(cp));
      out += buf;
    }
  }
  return out;
}

// RFC 3492 punycode, as Python's "punycode" codec produces it (lowercase digits).
std::string punycode(const std::vector<uint32_t>& input) {
  const uint32_t base = 36, tmin = 1, tmax = 26, skew = 38, damp = 700;
  auto digit = [](uint32_t d) { return static_cast<char>(d < 26 ? 'a' + d : '0' + (d - 26)); };
  auto adapt = [&](uint32_t delta, uint32_t numpoints, bool first) {
    delta = first ? delta / damp : delta / 2;
    delta += delta / numpoints;
    uint32_t k = 0;
    while (delta > ((base - tmin) * tmax) / 2) {
      delta /= base - tmin;
      k += base;
    }
    return k + (base - tmin + 1) * delta / (delta + skew);
  };
  std::string out;
  for (uint32_t c : input) {
    if (c < 0x80) out += static_cast<char>(c);
  }
  uint32_t b = static_cast<uint32_t>(out.size()), h = b;
  if (b > 0) out += '-';
  uint32_t n = 0x80, delta = 0, bias = 72;
  while (h < input.size()) {
    uint32_t m = UINT32_MAX;
    for (uint32_t c : input) {
      if (c >= n && c < m) m = c;
    }
    delta += (m - n) * (h + 1);
    n = m;
    for (uint32_t c : input) {
      if (c < n) ++delta;
      if (c != n) continue;
      uint32_t q = delta;
      for (uint32_t k = base;; k += base) {
        uint32_t t = k <= bias ? tmin : k >= bias + tmax ? tmax : k - bias;
        if (q < t) break;
        out += digit(t + (q - t) % (base - t));
        q = (q - t) / (base - t);
      }
      out += digit(q);
      bias = adapt(delta, h + 1, h == b);
      delta = 0;
      ++h;
    }
    ++delta;
    ++n;
  }
  return out;
}

}  // namespace

std::string stem(const std::string& py_name, int dup) {
  if (dup == 0 && is_plain(py_name)) return "_" + py_name;
  std::string s = "z_" + escape(py_name);
  if (dup > 0) s += "Zd" + std::to_string(dup);
  return s;
}

std::string value(const ir::Value* v) { return "v" + std::to_string(v->id); }

std::string init_function(const std::string& dotted_module_name) {
  size_t dot = dotted_module_name.rfind('.');
  std::string last =
      dot == std::string::npos ? dotted_module_name : dotted_module_name.substr(dot + 1);
  bool ascii = true;
  for (unsigned char c : last) ascii = ascii && c < 0x80;
  if (ascii) return "PyInit_" + last;
  std::string p = punycode(decode_utf8(last));
  for (char& c : p) {
    if (c == '-') c = '_';
  }
  return "PyInitU_" + p;
}

SymbolTable::SymbolTable(const ir::Module& m) {
  std::map<std::string, int> seen;
  for (const auto& f : m.functions) {
    if (!f->is_fast_clone && f->native_list_of == nullptr) {
      functions_[f.get()] = stem(f->name, seen[f->name]++);
    }
  }
  for (const auto& f : m.functions) {
    if (f->fast_clone != nullptr) functions_[f->fast_clone] = functions_.at(f.get());
    if (f->native_list_of != nullptr) functions_[f.get()] = functions_.at(f->native_list_of);
  }
  // A clone no exact version points at still needs a stem of its own.
  for (const auto& f : m.functions) {
    if (functions_.count(f.get()) == 0) functions_[f.get()] = stem(f->name, seen[f->name]++);
  }
  seen.clear();
  for (const auto& g : m.globals) globals_[g.get()] = stem(g->name, seen[g->name]++);
}

}  // namespace hintc::codegen::naming
