// A small scanner over the raw text that follows CPython's tokenizer for layout: logical lines,
// brackets, strings and comments, and the indentation stack with its tab-consistency rule.
#include "lexical_check.h"

#include <cctype>
#include <string>
#include <vector>

namespace hintc::frontend {
namespace {

constexpr int kMaxIndent = 100;    // CPython's MAXINDENT
constexpr int kMaxBrackets = 200;  // CPython's MAXLEVEL

struct Indent {
  int col, altcol;  // width with tabs to multiples of 8, and with tabs as one column
};

class Scanner {
 public:
  Scanner(const SourceFile& src, Diagnostics& diags) : s_(src.text()), src_(src), diags_(diags) {}

  bool run() {
    indents_.push_back({0, 0});
    size_t i = 0;
    while (i < s_.size()) {
      if (!line_start(i)) return true;
      if (!scan_logical_line(i)) return true;
    }
    if (prev_opens_block_) return !missing_block(s_.empty() ? 0 : s_.size() - 1);
    return false;
  }

 private:
  bool fail(size_t at, const std::string& msg) {
    diags_.error(static_cast<uint32_t>(at), msg);
    return false;
  }

  // Handles the indentation of the logical line starting at i; advances i past blank lines.
  bool line_start(size_t& i) {
    while (i < s_.size()) {
      Indent ind{0, 0};
      size_t j = i;
      for (; j < s_.size(); ++j) {
        char c = s_[j];
        if (c == ' ') {
          ++ind.col;
          ++ind.altcol;
        } else if (c == '\t') {
          ind.col = (ind.col / 8 + 1) * 8;
          ++ind.altcol;
        } else if (c == '\f') {
          ind = {0, 0};
        } else {
          break;
        }
      }
      if (j >= s_.size()) {
        i = j;
        return true;
      }
      char c = s_[j];
      if (c == '#' || c == '\n' || c == '\r' ||
          (c == '\\' && j + 1 < s_.size() && s_[j + 1] == '\n')) {
        // Blank or comment-only line: no indentation meaning.
        size_t nl = s_.find('\n', j);
        i = nl == std::string::npos ? s_.size() : nl + 1;
        continue;
      }
      i = j;
      return indent(j, ind);
    }
    return true;
  }

  bool indent(size_t at, Indent ind) {
    Indent top = indents_.back();
    if (ind.col == top.col) {
      if (ind.altcol != top.altcol)
        return fail(at, "inconsistent use of tabs and spaces in indentation");
      if (prev_opens_block_) return missing_block(at);
    } else if (ind.col > top.col) {
      if (!prev_opens_block_) {
        // A compound statement's header without its colon: the parser stops there first.
        static const char* const kHeaders[] = {"def", "class", "if",     "elif",    "else", "while",
                                               "for", "try",   "except", "finally", "with"};
        for (const char* h : kHeaders) {
          if (prev_keyword_ == h) return fail(prev_end_, "expected ':'");
        }
        return fail(at, "unexpected indent");
      }
      if (ind.altcol <= top.altcol)
        return fail(at, "inconsistent use of tabs and spaces in indentation");
      if (static_cast<int>(indents_.size()) >= kMaxIndent)
        return fail(at, "too many levels of indentation");
      indents_.push_back(ind);
    } else {
      if (prev_opens_block_) return missing_block(at);
      while (indents_.size() > 1 && ind.col < indents_.back().col) indents_.pop_back();
      if (ind.col != indents_.back().col) {
        return fail(at, "unindent does not match any outer indentation level");
      }
      if (ind.altcol != indents_.back().altcol) {
        return fail(at, "inconsistent use of tabs and spaces in indentation");
      }
    }
    return true;
  }

  bool missing_block(size_t at) {
    std::string what = "expected an indented block";
    static const char* const kStmts[] = {"if",  "elif",   "else",    "while", "for",
                                         "try", "except", "finally", "with"};
    for (const char* k : kStmts) {
      if (prev_keyword_ == k)
        what += std::string(" after '") + k + "' statement on line " + std::to_string(prev_line_);
    }
    if (prev_keyword_ == "def")
      what += " after function definition on line " + std::to_string(prev_line_);
    if (prev_keyword_ == "class")
      what += " after class definition on line " + std::to_string(prev_line_);
    return fail(at, what);
  }

  // Scans one logical line from i (its first significant character) to just past its newline.
  bool scan_logical_line(size_t& i) {
    size_t start = i;
    char last = 0;  // last significant character outside strings and comments
    size_t last_pos = start;
    std::vector<std::pair<char, size_t>> brackets;
    while (i < s_.size()) {
      char c = s_[i];
      if (c == '#') {
        while (i < s_.size() && s_[i] != '\n') ++i;
        continue;
      }
      if (c == '\\' && i + 1 < s_.size() && (s_[i + 1] == '\n' || s_[i + 1] == '\r')) {
        i += (s_[i + 1] == '\r' && i + 2 < s_.size() && s_[i + 2] == '\n') ? 3 : 2;
        continue;
      }
      if (c == '\n') {
        ++i;
        if (brackets.empty()) break;
        continue;
      }
      if (c == '"' || c == '\'') {
        if (!scan_string(i)) return false;
        last = c;
        last_pos = i - 1;
        continue;
      }
      if (c == '(' || c == '[' || c == '{') {
        if (static_cast<int>(brackets.size()) >= kMaxBrackets)
          return fail(i, "too many nested parentheses");
        brackets.push_back({c, i});
      } else if (c == ')' || c == ']' || c == '}') {
        if (brackets.empty()) return fail(i, std::string("unmatched '") + c + "'");
        char open = brackets.back().first;
        char want = open == '(' ? ')' : open == '[' ? ']' : '}';
        if (c != want) {
          if (src_.line_of(static_cast<uint32_t>(brackets.back().second)) !=
              src_.line_of(static_cast<uint32_t>(i))) {
            return fail(
                i, std::string("closing parenthesis '") + c +
                       "' does not match opening parenthesis '" + open + "' on line " +
                       std::to_string(src_.line_of(static_cast<uint32_t>(brackets.back().second))));
          }
          return fail(i, std::string("closing parenthesis '") + c +
                             "' does not match opening parenthesis '" + open + "'");
        }
        brackets.pop_back();
      }
      if (!std::isspace(static_cast<unsigned char>(c))) {
        last = c;
        last_pos = i;
      }
      ++i;
    }
    if (!brackets.empty()) {
      return fail(brackets.front().second,
                  std::string("'") + brackets.front().first + "' was never closed");
    }
    prev_opens_block_ = last == ':';
    prev_end_ = last_pos + 1;
    prev_line_ = src_.line_of(static_cast<uint32_t>(start));
    size_t k = start;
    while (k < s_.size() && (std::isalpha(static_cast<unsigned char>(s_[k])) || s_[k] == '_')) ++k;
    prev_keyword_ = s_.substr(start, k - start);
    if (prev_keyword_ == "async") {
      size_t m = k;
      while (m < s_.size() && s_[m] == ' ') ++m;
      size_t e = m;
      while (e < s_.size() && std::isalpha(static_cast<unsigned char>(s_[e]))) ++e;
      prev_keyword_ = s_.substr(m, e - m);
    }
    return true;
  }

  // i is at an opening quote (any prefix letters were scanned as ordinary characters).
  bool scan_string(size_t& i) {
    size_t start = i;
    // Include a prefix (r, b, f, u and combinations) in the reported position.
    while (start > 0 && std::isalpha(static_cast<unsigned char>(s_[start - 1])) &&
           std::string("rRbBfFuU").find(s_[start - 1]) != std::string::npos) {
      --start;
    }
    char q = s_[i];
    bool triple = i + 2 < s_.size() && s_[i + 1] == q && s_[i + 2] == q;
    i += triple ? 3 : 1;
    while (i < s_.size()) {
      char c = s_[i];
      if (c == '\\') {
        i += 2;
        continue;
      }
      if (!triple && c == '\n') break;
      if (c == q) {
        if (!triple) {
          ++i;
          return true;
        }
        if (i + 2 < s_.size() && s_[i + 1] == q && s_[i + 2] == q) {
          i += 3;
          return true;
        }
      }
      ++i;
    }
    int detected = src_.line_of(static_cast<uint32_t>(i >= s_.size() ? s_.size() : i));
    if (i >= s_.size() && !s_.empty() && s_.back() == '\n' && triple)
      detected = src_.line_of(static_cast<uint32_t>(s_.size() - 1));
    return fail(start, std::string(triple ? "unterminated triple-quoted string literal"
                                          : "unterminated string literal") +
                           " (detected at line " + std::to_string(detected) + ")");
  }

  const std::string& s_;
  const SourceFile& src_;
  Diagnostics& diags_;
  std::vector<Indent> indents_;
  bool prev_opens_block_ = false;
  int prev_line_ = 0;
  size_t prev_end_ = 0;  // just past the previous logical line's last significant character
  std::string prev_keyword_;
};

}  // namespace

bool check_lexical_structure(const SourceFile& src, Diagnostics& diags) {
  return Scanner(src, diags).run();
}

}  // namespace hintc::frontend
