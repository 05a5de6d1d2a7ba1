// Literal values: Python int literal forms, float literals, and str literals with escapes.
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <map>

#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

namespace {

// Parses an int literal's digits (no sign) into a 128-bit magnitude; false when it overflows
// (then the literal is a big int made from its text at module init).
bool parse_int_magnitude(const std::string& t, unsigned __int128* out, std::string* problem) {
  std::string s;
  for (char c : t) {
    if (c != '_') s += c;
  }
  int base = 10;
  size_t i = 0;
  if (s.size() > 1 && s[0] == '0' && std::strchr("xXoObB", s[1]) != nullptr) {
    base = (s[1] == 'x' || s[1] == 'X') ? 16 : (s[1] == 'o' || s[1] == 'O') ? 8 : 2;
    i = 2;
  } else if (s.size() > 1 && s[0] == '0' && s.find_first_not_of('0') != std::string::npos) {
    *problem =
        "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal "
        "integers";
    return false;
  }
  if (i >= s.size()) {
    *problem = "invalid integer literal";
    return false;
  }
  unsigned __int128 v = 0;
  const unsigned __int128 limit = static_cast<unsigned __int128>(1) << 100;
  bool big = false;
  for (; i < s.size(); ++i) {
    char c = s[i];
    int d = (c >= '0' && c <= '9')   ? c - '0'
            : (c >= 'a' && c <= 'f') ? c - 'a' + 10
            : (c >= 'A' && c <= 'F') ? c - 'A' + 10
                                     : 99;
    if (d >= base) {
      *problem = (c == 'j' || c == 'J')
                     ? msg::unsupported("complex literals")
                     : "invalid digit '" + std::string(1, c) + "' in integer literal";
      return false;
    }
    if (!big) {
      v = v * base + d;
      if (v > limit) big = true;
    }
  }
  *out = big ? limit : v;
  return true;
}

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

}  // namespace

// CPython's SyntaxError for a bad escape spanning body[from, to): its positions count what its
// decoder reads, where a non-ASCII character was first rewritten as a ten-byte \UXXXXXXXX.
static std::string escape_error(const std::string& body, size_t from, size_t to,
                                const char* what) {
  auto pos = [&](size_t end) {
    size_t n = 0;
    for (size_t k = 0; k < end; ++k) {
      unsigned char c = static_cast<unsigned char>(body[k]);
      n += c < 0x80 ? 1 : (c & 0xC0) == 0xC0 ? 10 : 0;
    }
    return std::to_string(n);
  };
  return "(unicode error) 'unicodeescape' codec can't decode bytes in position " + pos(from) +
         "-" + std::to_string(std::stoul(pos(to)) - 1) + ": " + what;
}

// Decodes backslash escapes of a non-raw str literal body; returns false with a message.
// names: the code points of the `\N{NAME}` names (SourceFile::unicode_names).
bool decode_escapes(const std::string& body, std::string& out, std::string* problem,
                    const std::map<std::string, uint32_t>& names) {
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 >= body.size()) {
      out += c;
      continue;
    }
    char e = body[++i];
    switch (e) {
      case '\n': break;
      case '\r':
        if (i + 1 < body.size() && body[i + 1] == '\n') ++i;
        break;
      case '\\': out += '\\'; break;
      case '\'': out += '\''; break;
      case '"': out += '"'; break;
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'v': out += '\v'; break;
      case 'x':
      case 'u':
      case 'U': {
        size_t n = e == 'x' ? 2 : e == 'u' ? 4 : 8;
        uint32_t cp = 0;
        for (size_t k = 1; k <= n; ++k) {
          if (i + k >= body.size() || !std::isxdigit(static_cast<unsigned char>(body[i + k]))) {
            *problem = "truncated \\" + std::string(1, e) + " escape";
            return false;
          }
          char h = body[i + k];
          cp = cp * 16 + (std::isdigit(static_cast<unsigned char>(h))
                              ? h - '0'
                              : (std::tolower(h) - 'a' + 10));
        }
        i += n;
        if (cp > 0x10FFFF) {
          *problem = "illegal Unicode character in \\U escape";
          return false;
        }
        // A lone surrogate (CPython allows "\ud800") is kept in its three-byte form, which the
        // module's constant pool decodes with "surrogatepass".
        append_utf8(out, cp);
        break;
      }
      case 'N': {
        // CPython's decoder: a brace, a non-empty name and the closing brace, else "malformed".
        size_t from = i - 1, k = i + 1;
        if (k < body.size() && body[k] == '{') {
          size_t close = body.find('}', k + 1);
          if (close == std::string::npos) close = body.size();
          if (close > k + 1 && close < body.size()) {
            auto it = names.find(body.substr(k + 1, close - k - 1));
            if (it == names.end()) {
              *problem = escape_error(body, from, close + 1, "unknown Unicode character name");
              return false;
            }
            append_utf8(out, it->second);
            i = close;
            break;
          }
          k = close;
        }
        *problem = escape_error(body, from, k, "malformed \\N character escape");
        return false;
      }
      default:
        if (e >= '0' && e <= '7') {
          uint32_t cp = e - '0';
          for (int k = 0; k < 2 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7';
               ++k) {
            cp = cp * 8 + (body[++i] - '0');
          }
          append_utf8(out, cp);
        } else {
          out += '\\';  // unknown escapes keep their backslash, as in CPython
          out += e;
        }
    }
  }
  return true;
}


std::optional<RValue> Lowerer::int_literal(TSNode e) {
  bool negative = false;
  TSNode lit = e;
  if (node_type(e) == "unary_operator") {
    negative = true;
    lit = child_by_field(e, "argument");
  }
  std::string t = text(lit);
  if (!t.empty() && (t.back() == 'l' || t.back() == 'L')) {
    error(lit, "invalid syntax: Python 2 long literal");
    return std::nullopt;
  }
  unsigned __int128 mag = 0;
  std::string problem;
  if (!parse_int_magnitude(t, &mag, &problem)) {
    error(lit, problem);
    return std::nullopt;
  }
  const unsigned __int128 small_max = (static_cast<unsigned __int128>(1) << 62) - 1;
  if (!negative && mag <= small_max) return b_->load_int(static_cast<int64_t>(mag));
  if (negative && mag <= small_max + 1) return b_->load_int(-static_cast<int64_t>(mag - 1) - 1);
  RValue big = b_->load_bigint(t);
  if (!negative) return big;
  RValue r = b_->prim(PrimId::IntNeg, {big.v});
  b_->release(big);
  return r;
}

RValue Lowerer::float_literal(TSNode e) {
  std::string t;
  for (char c : text(e)) {
    if (c != '_') t += c;
  }
  return b_->load_float(std::strtod(t.c_str(), nullptr));
}

bool Lowerer::is_imaginary(const std::string& t) {
  return !t.empty() && (t.back() == 'j' || t.back() == 'J');
}

RValue Lowerer::imaginary_literal(TSNode e) {
  std::string t;
  for (char c : text(e)) {
    if (c != '_') t += c;
  }
  t.pop_back();
  RValue re = to_object(b_->load_float(0.0)), im = to_object(b_->load_float(std::strtod(t.c_str(), nullptr)));
  return call_builtin_with("complex", {re, im}, e);
}

std::optional<std::string> Lowerer::concatenated(
    TSNode e, std::optional<std::string> (Lowerer::*part_value)(TSNode)) {
  std::string all;
  for (uint32_t i = 0; i < ts_node_named_child_count(e); ++i) {
    auto part = (this->*part_value)(ts_node_named_child(e, i));
    if (!part) return std::nullopt;
    all += *part;
  }
  return all;
}

std::optional<std::string> Lowerer::string_value(TSNode e) {
  if (node_type(e) == "concatenated_string") return concatenated(e, &Lowerer::string_value);
  TSNode start{}, end{};
  for (uint32_t i = 0; i < ts_node_child_count(e); ++i) {
    TSNode c = ts_node_child(e, i);
    std::string k = node_type(c);
    if (k == "string_start") start = c;
    if (k == "string_end") end = c;
    if (k == "interpolation") {
      error(c, msg::unsupported("f-string replacement fields"));
      return std::nullopt;
    }
  }
  if (ts_node_is_null(start) || ts_node_is_null(end)) {
    error(e, msg::unsupported("this string literal"));
    return std::nullopt;
  }
  std::string prefix = text(start);
  std::string letters;
  for (char c : prefix) {
    if (c != '"' && c != '\'') letters += static_cast<char>(std::tolower(c));
  }
  if (letters.find('b') != std::string::npos) {
    error(e, "cannot mix bytes and nonbytes literals");
    return std::nullopt;
  }
  std::string body(src_.slice(ts_node_end_byte(start), ts_node_start_byte(end)));
  std::string out;
  if (letters.find('r') != std::string::npos) {
    out = body;
  } else {
    std::string problem;
    if (!decode_escapes(body, out, &problem, src_.unicode_names())) {
      error(e, problem);
      return std::nullopt;
    }
  }
  if (letters.find('f') != std::string::npos) {
    std::string unescaped;
    for (size_t i = 0; i < out.size(); ++i) {
      unescaped += out[i];
      if ((out[i] == '{' || out[i] == '}') && i + 1 < out.size() && out[i + 1] == out[i]) ++i;
    }
    out = unescaped;
  }
  return out;
}

std::optional<std::string> Lowerer::bytes_value(TSNode e) {
  if (node_type(e) == "concatenated_string") return concatenated(e, &Lowerer::bytes_value);
  TSNode start{}, end{};
  for (uint32_t i = 0; i < ts_node_child_count(e); ++i) {
    TSNode c = ts_node_child(e, i);
    if (node_type(c) == "string_start") start = c;
    if (node_type(c) == "string_end") end = c;
  }
  if (ts_node_is_null(start) || ts_node_is_null(end) || !is_bytes_literal(e)) {
    error(e, "cannot mix bytes and nonbytes literals");
    return std::nullopt;
  }
  std::string prefix;
  for (char c : text(start)) prefix += static_cast<char>(std::tolower(c));
  std::string body(src_.slice(ts_node_end_byte(start), ts_node_start_byte(end)));
  for (unsigned char c : body) {
    if (c >= 0x80) {
      error(e, "bytes can only contain ASCII literal characters");
      return std::nullopt;
    }
  }
  if (prefix.find('r') != std::string::npos) return body;
  // Escapes of bytes literals: \xhh and octal give raw bytes; \N, \u and \U are not escapes.
  std::string out;
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 == body.size()) {
      out += c;
      continue;
    }
    char n = body[++i];
    switch (n) {
      case '\n': break;  // line continuation
      case '\\': out += '\\'; break;
      case '\'': out += '\''; break;
      case '"': out += '"'; break;
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'v': out += '\v'; break;
      case 'x': {
        auto hex = [](char h) {
          return std::isdigit(static_cast<unsigned char>(h)) ? h - '0'
                 : (h >= 'a' && h <= 'f')                    ? h - 'a' + 10
                 : (h >= 'A' && h <= 'F')                    ? h - 'A' + 10
                                                             : -1;
        };
        if (i + 2 >= body.size() || hex(body[i + 1]) < 0 ||
            hex(body[i + 2]) < 0) {
          error(e, "(value error) invalid \\x escape at position " + std::to_string(i - 1));
          return std::nullopt;
        }
        out += static_cast<char>(hex(body[i + 1]) * 16 + hex(body[i + 2]));
        i += 2;
        break;
      }
      default:
        if (n >= '0' && n <= '7') {
          int v = n - '0';
          for (int k = 0; k < 2 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7'; ++k) {
            v = v * 8 + (body[++i] - '0');
          }
          out += static_cast<char>(v & 0xFF);
        } else {
          out += '\\';  // unknown escapes keep their backslash, as in CPython
          out += n;
        }
    }
  }
  return out;
}

bool Lowerer::is_bytes_literal(TSNode e) const {
  if (node_type(e) == "concatenated_string") {
    return ts_node_named_child_count(e) > 0 && is_bytes_literal(ts_node_named_child(e, 0));
  }
  for (uint32_t i = 0; i < ts_node_child_count(e); ++i) {
    TSNode c = ts_node_child(e, i);
    if (node_type(c) != "string_start") continue;
    for (char ch : text(c)) {
      if (ch == 'b' || ch == 'B') return true;
    }
  }
  return false;
}

std::optional<std::string> Lowerer::docstring(TSNode body) {
  for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
    TSNode s = ts_node_named_child(body, i);
    if (node_type(s) == "comment") continue;
    if (node_type(s) != "expression_statement" || ts_node_named_child_count(s) != 1)
      return std::nullopt;
    TSNode e = ts_node_named_child(s, 0);
    if (node_type(e) != "string" && node_type(e) != "concatenated_string") return std::nullopt;
    // An f-string is never a docstring.
    std::string head = text(e).substr(0, 3);
    for (char c : head) {
      if (c == '"' || c == '\'') break;
      if (c == 'f' || c == 'F' || c == 'b' || c == 'B') return std::nullopt;
    }
    return string_value(e);
  }
  return std::nullopt;
}

}  // namespace hintc::frontend
