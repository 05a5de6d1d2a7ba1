// Constant tables: a display of constants is encoded once, at compile time, in the marshal
// format (which CPython reads with PyMarshal_ReadObjectFromString), instead of being built by
// one op per item with an error path per op.
#include "hintc/transform/constant_tables.h"

#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace hintc::transform {

using ir::Op;
using ir::OpKind;
using ir::Value;

namespace {

void put_u32(std::string& out, uint32_t n) {
  for (int i = 0; i < 4; ++i) out += static_cast<char>((n >> (8 * i)) & 0xff);
}

// CPython compiles identifier-like str constants interned; the table's keys stay so.
bool identifier_like(const std::string& s) {
  if (s.empty()) return false;
  for (unsigned char c : s) {
    if (!(c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
      return false;
  }
  return true;
}

void put_str(std::string& out, const std::string& utf8) {
  if (identifier_like(utf8) && utf8.size() < 256) {
    out += 'Z';  // short ASCII, interned
    out += static_cast<char>(utf8.size());
  } else {
    out += 'u';  // UTF-8, read with "surrogatepass" (the IR's form of lone surrogates)
    put_u32(out, static_cast<uint32_t>(utf8.size()));
  }
  out += utf8;
}

void put_int(std::string& out, int64_t v) {
  if (v >= INT32_MIN && v <= INT32_MAX) {
    out += 'i';
    put_u32(out, static_cast<uint32_t>(static_cast<int32_t>(v)));
    return;
  }
  // An int of 15-bit digits, least significant first; the count carries the sign.
  uint64_t mag = v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  std::string digits;
  int n = 0;
  for (; mag != 0; mag >>= 15, ++n) {
    digits += static_cast<char>(mag & 0xff);
    digits += static_cast<char>((mag >> 8) & 0x7f);
  }
  out += 'l';
  put_u32(out, static_cast<uint32_t>(v < 0 ? -n : n));
  out += digits;
}

void put_float(std::string& out, double d) {
  uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  out += 'g';
  for (int i = 0; i < 8; ++i) out += static_cast<char>((bits >> (8 * i)) & 0xff);
}

// Encodes one function's constant displays; `inner` collects the values a fold makes dead.
class Encoder {
 public:
  explicit Encoder(const std::map<const Value*, std::vector<Op*>>& users) : users_(users) {}

  // Appends the marshal form of `v` (used only by `parent` and dec_refs) to `out`.
  bool encode(const Value* v, const Op* parent, std::string& out, int& leaves,
              std::vector<const Value*>& inner) {
    if (v->is_register() || !only_feeds(v, parent)) return false;
    const Op& op = *static_cast<const Op*>(v);
    inner.push_back(v);
    switch (op.kind) {
      case OpKind::LoadStr: put_str(out, op.text); break;
      case OpKind::LoadBytes:
        out += 's';
        put_u32(out, static_cast<uint32_t>(op.text.size()));
        out += op.text;
        break;
      case OpKind::CastBorrowed: return encode(op.operands[0], &op, out, leaves, inner);
      case OpKind::Box: {
        const Value* x = op.operands[0];
        if (x->is_register() || !only_feeds(x, &op)) return false;
        const Op& c = *static_cast<const Op*>(x);
        inner.push_back(x);
        if (c.kind == OpKind::LoadInt && c.type.is(ir::TypeKind::Int)) {
          put_int(out, c.imm);
        } else if (c.kind == OpKind::LoadFloat) {
          put_float(out, c.fimm);
        } else if (const Op* lit = negated_float(c)) {
          inner.push_back(lit);  // `-1.25` is the negation of a literal
          put_float(out, -lit->fimm);
        } else if (c.kind == OpKind::LoadBool) {
          out += c.imm ? 'T' : 'F';
        } else if (c.kind == OpKind::LoadNone) {
          out += 'N';
        } else {
          return false;
        }
        break;
      }
      case OpKind::Build: return encode_display(op, out, leaves, inner);
      default: return false;
    }
    ++leaves;
    return true;
  }

  bool encode_display(const Op& op, std::string& out, int& leaves,
                      std::vector<const Value*>& inner) {
    static const char kCodes[] = {'[', '(', '<', '{'};
    if (op.imm < ir::kBuildList || op.imm > ir::kBuildDict) return false;
    out += kCodes[op.imm];
    if (op.imm != ir::kBuildDict) put_u32(out, static_cast<uint32_t>(op.operands.size()));
    for (const Value* item : op.operands) {
      if (!encode(item, &op, out, leaves, inner)) return false;
    }
    if (op.imm == ir::kBuildDict) out += '0';  // the dict's end mark
    return true;
  }

 private:
  // The literal of `-LITERAL` on floats (a constant CPython folds), else nullptr.
  const Op* negated_float(const Op& c) const {
    if (c.kind != OpKind::PrimCall || c.prim != ir::PrimId::FloatNeg) return nullptr;
    const Value* x = c.operands[0];
    if (x->is_register() || !only_feeds(x, &c)) return nullptr;
    const Op* lit = static_cast<const Op*>(x);
    return lit->kind == OpKind::LoadFloat ? lit : nullptr;
  }

  // `v` is used by `parent` once and otherwise only released.
  bool only_feeds(const Value* v, const Op* parent) const {
    auto it = users_.find(v);
    if (it == users_.end()) return false;
    int feeds = 0;
    for (const Op* u : it->second) {
      if (u == parent) {
        ++feeds;
      } else if (u->kind != OpKind::DecRef) {
        return false;
      }
    }
    return feeds == 1;
  }

  const std::map<const Value*, std::vector<Op*>>& users_;
};

int fold_function(ir::Function& f) {
  std::map<const Value*, std::vector<Op*>> users;
  std::vector<Op*> builds;
  for (const auto& b : f.blocks) {
    for (const auto& op : b->ops) {
      for (const Value* v : op->operands) users[v].push_back(op.get());
      if (op->kind == OpKind::Build && op->imm <= ir::kBuildDict) builds.push_back(op.get());
    }
  }
  Encoder enc(users);
  std::set<const Value*> dead;
  int count = 0;
  // Outer displays come after their items: the outermost foldable display wins.
  for (auto it = builds.rbegin(); it != builds.rend(); ++it) {
    Op* op = *it;
    if (dead.count(op) != 0) continue;
    std::string data;
    int leaves = 0;
    std::vector<const Value*> inner;
    if (!enc.encode_display(*op, data, leaves, inner) || leaves < kConstantTableMinLeaves)
      continue;
    dead.insert(inner.begin(), inner.end());
    op->imm = ir::kBuildData;
    op->text = std::move(data);
    op->operands.clear();
    ++count;
  }
  if (count == 0) return 0;
  for (const auto& b : f.blocks) {
    auto& ops = b->ops;
    std::vector<std::unique_ptr<Op>> kept;
    kept.reserve(ops.size());
    for (auto& op : ops) {
      bool releases_dead = (op->kind == OpKind::DecRef || op->kind == OpKind::IncRef) &&
                           dead.count(op->operands[0]) != 0;
      if (dead.count(op.get()) == 0 && !releases_dead) kept.push_back(std::move(op));
    }
    ops = std::move(kept);
  }
  return count;
}

}  // namespace

int fold_constant_tables(ir::Module& m) {
  int count = 0;
  for (const auto& f : m.functions) count += fold_function(*f);
  if (m.body) count += fold_function(*m.body);
  return count;
}

}  // namespace hintc::transform
