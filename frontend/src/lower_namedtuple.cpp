// Typed NamedTuple reads: `p.x` and `p[i]` on a variable declared as one of the module's
// NamedTuple classes read the tuple item (when p is exactly that class) and unbox it to the
// field's declared type; subclasses, which may override, go through Python.
#include "class_body.h"
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ClassDef;

namespace {

// The annotation declaring local or parameter `name` of the function around node `at`, or null:
// a parameter's annotation, else the first `name: T` statement of the function's own body.
TSNode declared_annotation(TSNode at, const std::string& name,
                           const std::function<std::string(TSNode)>& text) {
  TSNode fn = ts_node_parent(at);
  while (!ts_node_is_null(fn) && node_type(fn) != "function_definition") {
    std::string k = node_type(fn);
    if (k == "lambda" || k == "class_definition") return TSNode{};
    // A comprehension binding the name has its own variable.
    for (uint32_t i = 0; i < ts_node_named_child_count(fn) && k != "block"; ++i) {
      TSNode clause = ts_node_named_child(fn, i);
      if (node_type(clause) != "for_in_clause") continue;
      std::vector<TSNode> targets{child_by_field(clause, "left")};
      while (!targets.empty()) {
        TSNode t = targets.back();
        targets.pop_back();
        if (node_type(t) == "identifier" && text(t) == name) return TSNode{};
        for (uint32_t j = 0; j < ts_node_named_child_count(t); ++j) {
          targets.push_back(ts_node_named_child(t, j));
        }
      }
    }
    fn = ts_node_parent(fn);
  }
  if (ts_node_is_null(fn)) return TSNode{};
  TSNode params = child_by_field(fn, "parameters");
  for (uint32_t i = 0; i < ts_node_named_child_count(params); ++i) {
    TSNode p = ts_node_named_child(params, i);
    std::string k = node_type(p);
    TSNode id = k == "typed_parameter" ? ts_node_named_child(p, 0) : child_by_field(p, "name");
    if ((k == "typed_parameter" || k == "typed_default_parameter") && text(id) == name) {
      return child_by_field(p, "type");
    }
  }
  std::vector<TSNode> stack{child_by_field(fn, "body")};
  while (!stack.empty()) {
    TSNode cur = stack.back();
    stack.pop_back();
    std::string k = node_type(cur);
    if (k == "function_definition" || k == "class_definition" || k == "lambda") continue;
    if (k == "assignment" && text(child_by_field(cur, "left")) == name &&
        !ts_node_is_null(child_by_field(cur, "type"))) {
      return child_by_field(cur, "type");
    }
    for (uint32_t i = ts_node_named_child_count(cur); i-- > 0;) {
      stack.push_back(ts_node_named_child(cur, i));
    }
  }
  return TSNode{};
}

}  // namespace

void Lowerer::collect_namedtuple_fields(const ClassDef* c, TSNode s) {
  TSNode supers = child_by_field(s, "superclasses");
  bool named_tuple = false;
  for (uint32_t i = 0; !ts_node_is_null(supers) && i < ts_node_named_child_count(supers); ++i) {
    std::string b = text(ts_node_named_child(supers, i));
    named_tuple |= b == "NamedTuple" || b == "typing.NamedTuple";
  }
  if (!named_tuple) return;
  std::vector<std::pair<std::string, Type>>& fields = namedtuple_fields_[c];
  for (const BodyItem& item : body_items(child_by_field(s, "body"))) {
    if (node_type(item.node) != "expression_statement") continue;
    TSNode a = ts_node_named_child(item.node, 0);
    TSNode left = child_by_field(a, "left"), type = child_by_field(a, "type");
    if (node_type(a) != "assignment" || ts_node_is_null(type) || node_type(left) != "identifier") {
      continue;
    }
    fields.push_back({text(left), parse_annotation(type).value_or(Type::object())});
  }
}

const ClassDef* Lowerer::declared_namedtuple(TSNode ident, const char* overriding) {
  if (node_type(ident) != "identifier" || module_level_) return nullptr;
  TSNode ann = declared_annotation(ident, text(ident), [&](TSNode n) { return text(n); });
  if (ts_node_is_null(ann)) return nullptr;
  std::string cls_name = text(ann);
  if (cls_name.size() > 1 && (cls_name[0] == '"' || cls_name[0] == '\'')) {
    cls_name = cls_name.substr(1, cls_name.size() - 2);
  }
  auto c = classes_.find(cls_name);
  if (c == classes_.end() || !python_made_class(cls_name)) return nullptr;
  // A method of the class's own body that takes over this access (__getitem__, ...) means the
  // tuple item is not what Python would give even for the exact class.
  for (const ir::ClassMethod& m : c->second.cls->methods) {
    if (m.name == overriding || m.name == "__getattribute__") return nullptr;
  }
  return namedtuple_fields_.count(c->second.cls) ? c->second.cls : nullptr;
}

std::optional<RValue> Lowerer::namedtuple_unpack(TSNode right, size_t targets) {
  const ClassDef* c = declared_namedtuple(right, "__iter__");
  if (c == nullptr || namedtuple_fields_[c].size() != targets) return std::nullopt;
  std::vector<Type> types;
  for (const auto& f : namedtuple_fields_[c]) types.push_back(f.second);
  RValue v = lower_expr(right);
  if (!v.type().is(ir::TypeKind::Object)) return v;
  set_span(right);
  RValue cls = b_->load_global(c->global);
  RValue n = b_->load_int(static_cast<int64_t>(targets));
  RValue tup = b_->prim_as(PrimId::NamedTupleUnpack, {v.v, cls.v, n.v}, Type::tuple(types));
  b_->release(n);
  b_->release(cls);
  b_->release(v);
  return tup;
}

std::optional<RValue> Lowerer::namedtuple_read(TSNode e) {
  bool subscript = node_type(e) == "subscript";
  TSNode obj = child_by_field(e, subscript ? "value" : "object");
  const ClassDef* c = declared_namedtuple(obj, subscript ? "__getitem__" : "__getattr__");
  if (c == nullptr) return std::nullopt;
  const auto& fs = namedtuple_fields_[c];
  size_t index = fs.size();
  if (subscript) {
    TSNode sub = child_by_field(e, "subscript");
    if (ts_node_named_child_count(e) > 2) return std::nullopt;
    std::string k = node_type(sub);
    bool negative = k == "unary_operator" && text(child_by_field(sub, "operator")) == "-";
    TSNode digits = negative ? child_by_field(sub, "argument") : sub;
    if (node_type(digits) != "integer" || text(digits).size() > 6) return std::nullopt;
    long i = std::stol(text(digits));
    long n = static_cast<long>(fs.size());
    if (negative) i = n - i;
    if (i < 0 || i >= n) return std::nullopt;  // IndexError from Python's own lookup
    index = static_cast<size_t>(i);
  } else {
    std::string attr = text(child_by_field(e, "attribute"));
    for (size_t i = 0; i < fs.size(); ++i) {
      if (fs[i].first == attr) index = i;
    }
    if (index == fs.size()) return std::nullopt;
  }
  RValue base = lower_expr(obj);
  if (!base.type().is(ir::TypeKind::Object)) {
    b_->release(base);
    return std::nullopt;
  }
  set_span(e);
  RValue cls = b_->load_global(c->global);
  RValue idx = b_->load_int(static_cast<int64_t>(index));
  RValue name = subscript ? b_->box(b_->load_none().v) : b_->load_str(fs[index].first);
  RValue item = b_->prim(PrimId::NamedTupleGet, {base.v, cls.v, idx.v, name.v});
  b_->release(name);
  b_->release(idx);
  b_->release(cls);
  b_->release(base);
  const Type& t = fs[index].second;
  if (t.is(ir::TypeKind::Object)) return item;
  return checked(item, t, "NamedTuple field");
}

}  // namespace hintc::frontend
