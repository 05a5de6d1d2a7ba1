// `for` loops over a typed dict and its keys()/values()/items() views: a native loop state
// (PyDict_Next over exact dicts, CPython's errors when the dict changes) with int and float
// keys and values read unboxed and borrowed; dict subclasses take their own iterators.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {
constexpr int kHoldKey = 4;  // HINTC_DICT_HOLD_KEY
}  // namespace

Lowerer::LoopSteps Lowerer::dict_loop(RValue d, int walk, Type elem,
                                      const std::vector<TSNode>& pair,
                                      const std::function<void(TSNode, RValue)>& bind_part,
                                      const std::function<void(RValue)>& bind_item,
                                      bool hold_key) {
  RValue walk_v = b_->load_int(walk | (hold_key ? kHoldKey : 0));
  RValue type_name = b_->load_str(elem.check_name());
  RValue state = b_->prim(PrimId::DictIterNew, {d.v, walk_v.v, type_name.v});
  b_->release(type_name);
  b_->release(d);
  Register* it = temp_register(Type::object());
  b_->assign(it, state);
  // Reads the current key (0) or value (1) as type t: int and float unboxed in place, other
  // types a new reference checked like the generic loop's items.
  auto read = [this, it, walk](int which, Type t) {
    RValue w = b_->load_int(which);
    switch (t.kind()) {
      case TypeKind::Int: return b_->prim(PrimId::DictIterInt, {it, w.v});
      case TypeKind::Float: return b_->prim(PrimId::DictIterFloat, {it, w.v});
      default:
        return checked(b_->prim(PrimId::DictIterObj, {it, w.v}), t,
                       walk == 3 ? "unpacked value" : "iterated value");
    }
  };
  LoopSteps steps;
  steps.head = [this, it](Block* body_b, Block* end_b) {
    RValue more = b_->prim(PrimId::DictIterNext, {it});
    b_->branch(more.v, body_b, end_b);
  };
  steps.bind = [=]() {
    if (walk == 3 && pair.size() == 2) {
      // Both are read before either target is assigned, as unpacking does.
      RValue k = read(0, elem.arg(0));
      RValue v = read(1, elem.arg(1));
      bind_part(pair[0], k);
      bind_part(pair[1], v);
      return;
    }
    if (walk == 3) {
      return bind_item(checked(b_->prim(PrimId::DictIterPair, {it}), elem, "iterated value"));
    }
    bind_item(read(walk == 2 ? 1 : 0, elem));
  };
  steps.advance = []() {};
  steps.state = it;
  return steps;
}

std::optional<Lowerer::DictLoopKey> Lowerer::dict_loop_key(TSNode iterable, TSNode key_target,
                                                           TSNode body) {
  if (module_level_ || ts_node_is_null(key_target) || ts_node_is_null(body)) return std::nullopt;
  TSNode d = iterable;
  if (node_type(d) == "call") d = child_by_field(child_by_field(d, "function"), "object");
  if (ts_node_is_null(d) || node_type(d) != "identifier" || node_type(key_target) != "identifier") {
    return std::nullopt;
  }
  std::string dict = text(d), key = text(key_target);
  // Plain locals only: a global or captured name can be rebound by any call.
  // (The key is bound by this loop, so its register may not exist yet.)
  if (!locals_.count(dict)) return std::nullopt;
  for (const std::string& n : {dict, key}) {
    if (!(local_names_.count(n) || locals_.count(n)) || cell_owner(n) != nullptr ||
        global_names_.count(n)) {
      return std::nullopt;
    }
  }
  // Holding the key costs a reference count per step: only for bodies that read d[k].
  bool reads = false;
  std::vector<TSNode> stack{body};
  while (!stack.empty() && !reads) {
    TSNode n = stack.back();
    stack.pop_back();
    if (node_type(n) == "subscript" && ts_node_named_child_count(n) == 2 &&
        text(child_by_field(n, "value")) == dict && text(child_by_field(n, "subscript")) == key) {
      reads = true;
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
      stack.push_back(ts_node_named_child(n, i));
    }
  }
  if (!reads || rebinds(body, {dict, key})) return std::nullopt;
  return DictLoopKey{dict, key, nullptr};
}

bool Lowerer::rebinds(TSNode body, const std::set<std::string>& names) {
  // Conservative: any binding form mentioning one of the names, anywhere in the body.
  std::set<std::string> bound;
  std::vector<TSNode> stack{body};
  auto all_names = [&](TSNode n) {
    std::vector<TSNode> inner{n};
    while (!inner.empty()) {
      TSNode m = inner.back();
      inner.pop_back();
      if (node_type(m) == "identifier") bound.insert(text(m));
      for (uint32_t i = 0; i < ts_node_named_child_count(m); ++i) {
        inner.push_back(ts_node_named_child(m, i));
      }
    }
  };
  // `d[k] = v`, `del d[k]` and `x.a = v` bind no name.
  auto targets = [&](TSNode t) {
    std::string k = node_type(t);
    if (!ts_node_is_null(t) && k != "subscript" && k != "attribute") scan_assigned_target(t, bound);
  };
  while (!stack.empty()) {
    TSNode n = stack.back();
    stack.pop_back();
    std::string k = node_type(n);
    if (k == "assignment" || k == "augmented_assignment" || k == "for_statement" ||
        k == "for_in_clause") {
      targets(child_by_field(n, "left"));
    } else if (k == "delete_statement") {
      for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
        TSNode t = ts_node_named_child(n, i);
        if (node_type(t) != "expression_list") {
          targets(t);
          continue;
        }
        for (uint32_t j = 0; j < ts_node_named_child_count(t); ++j) targets(ts_node_named_child(t, j));
      }
    } else if (k == "named_expression") {
      all_names(child_by_field(n, "name"));
    } else if (k == "as_pattern") {
      all_names(child_by_field(n, "alias"));
    } else if (k == "case_pattern" && node_type(ts_node_parent(n)) == "case_clause") {
      all_names(n);  // a match pattern's captures (and, conservatively, every name in it)
    } else if (k == "global_statement" || k == "nonlocal_statement" ||
               k == "import_statement" || k == "import_from_statement" ||
               k == "function_definition" || k == "class_definition" || k == "except_clause") {
      all_names(n);
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
      stack.push_back(ts_node_named_child(n, i));
    }
  }
  for (const std::string& n : names) {
    if (bound.count(n)) return true;
  }
  return false;
}

std::optional<RValue> Lowerer::loop_key_lookup(TSNode e) {
  if (dict_loop_keys_.empty() || ts_node_named_child_count(e) != 2) return std::nullopt;
  TSNode value = child_by_field(e, "value");
  TSNode sub = child_by_field(e, "subscript");
  if (node_type(value) != "identifier" || node_type(sub) != "identifier") return std::nullopt;
  std::string dict = text(value), key = text(sub);
  for (auto l = dict_loop_keys_.rbegin(); l != dict_loop_keys_.rend(); ++l) {
    if (l->dict != dict && l->key != key) continue;
    if (l->dict != dict || l->key != key) return std::nullopt;  // an inner loop shadows it
    auto r = locals_.find(dict);
    auto kr = locals_.find(key);
    if (r != locals_.end() && r->second->type.is(TypeKind::NDict) && kr != locals_.end() &&
        kr->second->type.is(TypeKind::Int)) {
      set_span(e);
      return b_->prim(ndict_prim(r->second->type.arg(1), 'l'), {r->second, kr->second, l->state});
    }
    if (r == locals_.end() || !r->second->type.is(TypeKind::Dict)) return std::nullopt;
    set_span(e);
    Type vt = r->second->type.arg(1);
    if (vt.is(TypeKind::Int)) return b_->prim(PrimId::DictIterLookupInt, {l->state});
    if (vt.is(TypeKind::Float)) return b_->prim(PrimId::DictIterLookupFloat, {l->state});
    return checked(b_->prim(PrimId::DictIterLookup, {l->state}), vt, "dict value");
  }
  return std::nullopt;
}

}  // namespace hintc::frontend
