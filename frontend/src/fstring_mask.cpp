// The text tree-sitter parses: a format spec starting with '=' right after a replacement field's
// ':' (f"{x:=^9}") would be lexed as the `:=` operator, and the braces of a `\N{NAME}` escape in
// a spec (f"{x:\N{BULLET}>9}") as a nested field, so those characters are masked for the parser.
#include "fstring_mask.h"

#include <cctype>

namespace hintc::frontend {

namespace {

// Python 3.11 f-string rules (PEP 498): a field's expression ends at a ':' (or '!', '=', '}')
// outside brackets and strings; a walrus there must be parenthesised, so `:=` at that level is
// always the start of a spec. The parser reads spec text from the original source, so the
// stand-in character never reaches the program.
class Scanner {
 public:
  explicit Scanner(std::string& text) : s_(text) {}

  void run() {
    size_t i = 0;
    while (i < s_.size()) {
      char c = s_[i];
      if (c == '#') {
        while (i < s_.size() && s_[i] != '\n') ++i;
      } else if (c == '"' || c == '\'') {
        i = string_at(i, i);
      } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_' ||
                 static_cast<unsigned char>(c) >= 0x80) {
        size_t start = i;
        while (i < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i])) || s_[i] == '_' ||
                                 static_cast<unsigned char>(s_[i]) >= 0x80)) {
          ++i;
        }
        // A string prefix (f, rb, Rf, ...) directly before a quote.
        if (i < s_.size() && (s_[i] == '"' || s_[i] == '\'') && i - start <= 2 &&
            prefix(start, i)) {
          i = string_at(start, i);
        }
      } else {
        ++i;
      }
    }
  }

 private:
  bool prefix(size_t from, size_t to) const {
    for (size_t k = from; k < to; ++k) {
      if (std::string("rRbBuUfF").find(s_[k]) == std::string::npos) return false;
    }
    return true;
  }

  // A string literal whose prefix starts at `start` and quote at `q`; returns the index past it.
  size_t string_at(size_t start, size_t q) {
    bool fmt = false, raw = false;
    for (size_t k = start; k < q; ++k) fmt |= s_[k] == 'f' || s_[k] == 'F';
    for (size_t k = start; k < q; ++k) raw |= s_[k] == 'r' || s_[k] == 'R';
    char quote = s_[q];
    size_t qlen = q + 2 < s_.size() && s_[q + 1] == quote && s_[q + 2] == quote ? 3 : 1;
    size_t i = q + qlen;
    while (i < s_.size()) {
      char c = s_[i];
      if (c == '\\') {
        i += 2;
      } else if (closes(i, quote, qlen)) {
        return i + qlen;
      } else if (qlen == 1 && c == '\n') {
        return i;  // unterminated: the parser reports it
      } else if (fmt && c == '{') {
        if (i + 1 < s_.size() && s_[i + 1] == '{') {
          i += 2;
        } else {
          i = field(i + 1, quote, qlen, raw);
        }
      } else {
        ++i;
      }
    }
    return i;
  }

  bool closes(size_t i, char quote, size_t qlen) const {
    if (s_[i] != quote) return false;
    return qlen == 1 || (i + 2 < s_.size() && s_[i + 1] == quote && s_[i + 2] == quote);
  }

  // A replacement field's expression from i (just past '{'); returns the index past its '}'.
  size_t field(size_t i, char quote, size_t qlen, bool raw) {
    int depth = 0;
    while (i < s_.size()) {
      char c = s_[i];
      if (closes(i, quote, qlen) || c == '\\') return i;  // malformed: leave it to the parser
      if (c == '"' || c == '\'') {
        i = string_at(i, i);
        continue;
      }
      if (std::isalpha(static_cast<unsigned char>(c)) && i + 1 < s_.size() &&
          (s_[i + 1] == '"' || s_[i + 1] == '\'') && prefix(i, i + 1) &&
          (i == 0 || !std::isalnum(static_cast<unsigned char>(s_[i - 1])))) {
        i = string_at(i, i + 1);
        continue;
      }
      if (c == '(' || c == '[' || c == '{') ++depth;
      if (c == ')' || c == ']' || (c == '}' && depth > 0)) {
        --depth;
      } else if (c == '}') {
        return i + 1;
      } else if (depth == 0 && c == ':') {
        if (i + 1 < s_.size() && s_[i + 1] == '=') s_[i + 1] = '<';
        return spec(i + 1, quote, qlen, raw);
      }
      ++i;
    }
    return i;
  }

  // A format spec from i up to its field's '}': literal text and nested fields. In a string that
  // is not raw, `\N{NAME}` (an odd run of backslashes, then N) is an escape of the spec's text:
  // its braces become '<' '>' for the parser (the spec is decoded from the original source).
  size_t spec(size_t i, char quote, size_t qlen, bool raw) {
    while (i < s_.size()) {
      if (closes(i, quote, qlen)) return i;
      if (s_[i] == '\\') {
        size_t run = 0;
        while (i < s_.size() && s_[i] == '\\') ++i, ++run;
        if (run % 2 == 1 && i < s_.size() && s_[i] == quote) {
          ++i;  // an escaped quote is text
          continue;
        }
        if (raw || run % 2 == 0 || i + 1 >= s_.size() || s_[i] != 'N' || s_[i + 1] != '{') continue;
        size_t close = s_.find_first_of("}\n", i + 2);
        if (close == std::string::npos || s_[close] != '}') continue;  // malformed: left as it is
        s_[i + 1] = '<';
        s_[close] = '>';
        i = close + 1;
      } else if (s_[i] == '{') {
        i = field(i + 1, quote, qlen, raw);
      } else if (s_[i] == '}') {
        return i + 1;
      } else {
        ++i;
      }
    }
    return i;
  }

  std::string& s_;
};

}  // namespace

std::string mask_fstring_specs(const std::string& source) {
  if (source.find(":=") == std::string::npos && source.find("\\N{") == std::string::npos) {
    return source;
  }
  std::string out = source;
  Scanner(out).run();
  return out;
}

}  // namespace hintc::frontend
