// The `match` statement (PEP 634): the subject evaluated once, each case's pattern tested in
// order with CPython 3.11's semantics; names are bound once the whole pattern matched.
#include "lowerer.h"
#include "match_pattern.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;
using Kind = Pattern::Kind;

namespace {

bool all_wildcards(const Pattern& p) {
  for (const Pattern& s : p.items) {
    if (s.kind != Kind::Wildcard && !(s.kind == Kind::Star && s.name.empty())) return false;
  }
  return true;
}

// A pattern that matches every subject (only the last case may have one without a guard).
bool irrefutable(const Pattern& p) {
  switch (p.kind) {
    case Kind::Wildcard:
    case Kind::Capture:
      return true;
    case Kind::As:
      return irrefutable(p.items[0]);
    case Kind::Or:
      return !p.items.empty() && irrefutable(p.items.back());
    default:
      return false;
  }
}

bool v_is_bool(const Register* r) { return r->type.is(TypeKind::Bool); }

// Whether unguarded cases test both True and False (alone or among alternatives).
bool covers_bools(const std::vector<Pattern>& patterns, const std::vector<TSNode>& clauses) {
  bool seen_true = false, seen_false = false;
  for (size_t i = 0; i < patterns.size(); ++i) {
    if (!ts_node_is_null(child_by_field(clauses[i], "guard"))) continue;
    std::vector<const Pattern*> alts{&patterns[i]};
    if (patterns[i].kind == Kind::Or) {
      alts.clear();
      for (const Pattern& a : patterns[i].items) alts.push_back(&a);
    }
    for (const Pattern* a : alts) {
      if (a->kind != Kind::Literal || !a->identity) continue;
      std::string k = node_type(a->literal[0]);
      seen_true |= k == "true";
      seen_false |= k == "false";
    }
  }
  return seen_true && seen_false;
}

}  // namespace

void Lowerer::lower_match(TSNode s) {
  std::vector<TSNode> clauses;
  TSNode body = child_by_field(s, "body");
  for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
    TSNode c = ts_node_named_child(body, i);
    if (node_type(c) == "case_clause") clauses.push_back(c);
  }
  std::vector<Pattern> patterns;
  bool ok = true;
  for (size_t i = 0; i < clauses.size(); ++i) {
    patterns.push_back(case_pattern(clauses[i], src_.text()));
    bool guarded = !ts_node_is_null(child_by_field(clauses[i], "guard"));
    std::vector<PatternError> errors;
    if (!check_pattern(patterns.back(), guarded || i + 1 == clauses.size(),
                       src_.text(), errors)) {
      for (const PatternError& e : errors) error(e.at, e.message);
      ok = false;
    }
  }
  if (!ok) return;

  // The subject: one expression, or a tuple of several (`match a, b:`).
  std::vector<TSNode> subjects;
  bool comma = false;
  for (uint32_t i = 0; i < ts_node_child_count(s); ++i) {
    const char* f = ts_node_field_name_for_child(s, i);
    if (f != nullptr && std::string(f) == "subject") subjects.push_back(ts_node_child(s, i));
    if (!ts_node_is_named(ts_node_child(s, i)) && node_type(ts_node_child(s, i)) == ",") comma = true;
  }
  RValue subject;
  if (subjects.size() == 1 && !comma) {
    subject = lower_expr(subjects[0]);
  } else {
    std::vector<RValue> parts;
    std::vector<Value*> items;
    std::vector<Type> types;
    for (TSNode e : subjects) {
      parts.push_back(to_object(lower_expr(e)));
      items.push_back(parts.back().v);
      types.push_back(Type::object());
    }
    set_span(s);
    subject = b_->build(kBuildTuple, Type::tuple(types), items);
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) b_->release(*it);
  }
  std::set<std::string> outer_shared = match_shared_names_;
  // Names bound to the subject itself (`case n:`, `case [..] as n`) have its type in every case.
  std::map<std::string, int> binders;
  std::set<std::string> other_values;
  for (size_t i = 0; i < clauses.size(); ++i) {
    std::vector<std::string> names;
    case_clause_names(clauses[i], src_.text(), names);
    const Pattern& p = patterns[i];
    bool whole = p.kind == Kind::Capture || (p.kind == Kind::As && p.items[0].kind != Kind::Class);
    for (const std::string& n : std::set<std::string>(names.begin(), names.end())) {
      ++binders[n];
      if (!whole || n != p.name) other_values.insert(n);
    }
  }
  for (const auto& [n, count] : binders) {
    if (count > 1 && other_values.count(n)) match_shared_names_.insert(n);
  }
  // A local subject is tested in place when no case can rebind it before the last test (a
  // capture of its name, or a `:=` in a guard); otherwise the value is held in a temporary.
  Register* subj = nullptr;
  if (!subject.owned && subject.v->is_register() && !binders.count(text(subjects[0])) &&
      locals_.count(text(subjects[0])) && locals_.at(text(subjects[0])) == subject.v) {
    subj = static_cast<Register*>(subject.v);
    for (TSNode c : clauses) {
      TSNode guard = child_by_field(c, "guard");
      if (!ts_node_is_null(guard) && text(guard).find(":=") != std::string::npos) {
        subj = nullptr;
      }
    }
  }
  bool own_subject = subj == nullptr;
  if (own_subject) {
    subj = temp_register(subject.type());
    b_->assign(subj, subject);
  }

  Block* exit = b_->new_block();
  std::set<std::string> before = definitely_;
  std::map<std::string, Type> outside = narrowed_;
  std::optional<std::set<std::string>> merged;
  auto merge = [&]() {
    if (!b_->reachable()) return;
    join_definitely(merged);
    b_->goto_(exit);
  };
  auto clear = [&](Register* r) {
    if (r->type.is_refcounted() && (r != subj || own_subject)) {
      b_->emit(OpKind::Clear, Type::none(), {}, false, [&](Op& op) { op.dest = r; });
    }
  };
  for (size_t i = 0; i < clauses.size(); ++i) {
    set_span(clauses[i]);
    Block* next = b_->new_block();
    MatchBinds mb;
    match_test(patterns[i], subj, next, mb, false);
    // Names are stored only once the whole pattern matched, in the order they appear.
    for (const auto& [id, reg] : mb.captures) {
      assign_name(id, RValue{reg, false}, std::nullopt);
    }
    for (Register* t : mb.temps) clear(t);
    if (subjects.size() == 1 && !comma && !binders.count(text(subjects[0]))) {
      if (auto n = match_subject_narrowing(patterns[i], subjects[0], mb)) narrowed_[n->first] = n->second;
    }
    TSNode guard = child_by_field(clauses[i], "guard");
    if (!ts_node_is_null(guard)) {
      TSNode cond = ts_node_named_child(guard, 0);
      set_span(cond);
      Value* cv = lower_condition(cond);
      Block* then_b = b_->new_block();
      b_->branch(cv, then_b, next);
      b_->activate(then_b);
    }
    clear(subj);
    lower_block(child_by_field(clauses[i], "consequence"));
    merge();
    definitely_ = before;
    narrowed_ = outside;
    b_->activate(next);
  }
  // No case matched (unless the last one always matches).
  bool exhaustive = !clauses.empty() && irrefutable(patterns.back()) &&
                    ts_node_is_null(child_by_field(clauses.back(), "guard"));
  // A bool subject whose cases test True and False without guards always matches one.
  bool bool_covered = v_is_bool(subj) && covers_bools(patterns, clauses);
  if (exhaustive || bool_covered) b_->activate(nullptr);
  if (b_->reachable()) clear(subj);
  bool nomatch_only = b_->reachable() && !merged;
  merge();
  definitely_ = merged.value_or(before);
  narrowed_ = outside;
  forget_narrowing_in(s);
  match_shared_names_ = outer_shared;
  b_->activate(merged ? exit : nullptr);
  if (nomatch_only) match_end_ = {b_->current(), b_->current()->ops.size()};
}

bool Lowerer::match_fell_through() const {
  return match_end_.first != nullptr && b_->current() == match_end_.first &&
         b_->current()->ops.size() == match_end_.second;
}

void Lowerer::raise_no_case_matched() {
  // CPython would return None from a function whose annotation says it cannot (README,
  // differences): mypy took the cases for exhaustive.
  raise_runtime_error("function ended without a return: no case of its match statement matched");
}

Register* Lowerer::match_hold(RValue v, MatchBinds& mb) {
  Register* r = temp_register(v.type());
  b_->assign(r, v);
  mb.temps.push_back(r);
  return r;
}

void Lowerer::match_branch(RValue cond, Block* fail) {
  RValue b = truth(cond);
  Block* ok = b_->new_block();
  b_->branch(b.v, ok, fail);
  b_->activate(ok);
}

void Lowerer::match_capture(TSNode id, Register* v, MatchBinds& mb, bool in_or) {
  std::string name = text(id);
  Register* reg = nullptr;
  for (auto& [n, r] : mb.captures) {
    if (text(n) == name) reg = r;
  }
  bool loose = in_or || match_shared_names_.count(name);
  if (reg == nullptr && !loose) {
    mb.captures.push_back({id, v});  // stored from v itself once the pattern matched
    return;
  }
  if (reg == nullptr) {
    // The alternatives of an or-pattern, or other cases, may bind the name to values of other
    // types.
    reg = temp_register(Type::object());
    mb.captures.push_back({id, reg});
    mb.temps.push_back(reg);
  }
  RValue val{v, false};
  if (reg->type != v->type) val = as_type(to_object(val), reg->type);
  b_->assign(reg, val);
}

RValue Lowerer::match_literal(const Pattern& p) {
  if (p.literal.size() >= 3) {  // a complex literal: ["-"] REAL ("+" | "-") IMAG
    std::vector<TSNode> real(p.literal.begin(), p.literal.end() - 2);
    Pattern r = p;
    r.literal = real;
    RValue lv = match_literal(r);
    RValue iv = lower_expr(p.literal.back());
    set_span(p.node);
    return binary_op(text(p.literal[p.literal.size() - 2]), lv, iv, p.node, p.literal.back());
  }
  if (p.literal.size() == 2) {  // "-" NUMBER
    std::string digits = text(p.literal[1]);
    if (node_type(p.literal[1]) == "integer" && !digits.empty() && digits.size() <= 18 &&
        digits.find_first_not_of("0123456789") == std::string::npos) {
      return b_->load_int(-std::stoll(digits));  // a small negative constant, folded
    }
    RValue n = lower_expr(p.literal[1]);
    return unary_op("-", n, p.node);
  }
  return lower_expr(p.literal[0]);
}

RValue Lowerer::match_dotted(TSNode dotted) {
  RValue v = lower_name(ts_node_named_child(dotted, 0));
  for (uint32_t i = 1; i < ts_node_named_child_count(dotted); ++i) {
    RValue o = to_object(v);
    RValue name = b_->load_str(text(ts_node_named_child(dotted, i)));
    set_span(dotted);
    v = b_->prim(PrimId::ObjGetAttr, {o.v, name.v});
    b_->release(name);
    b_->release(o);
  }
  return v;
}

void Lowerer::match_compare(Register* v, RValue value, bool identity, TSNode at, Block* fail) {
  RValue subject{v, false};
  Type st = v->type, vt = value.type();
  set_span(at);
  if (identity) {
    // None/True/False are singletons: `is` reads pointers; a native bool compares its value and
    // a native int or float is never one of them.
    if (st.is(TypeKind::Bool) && vt.is(TypeKind::Bool)) {
      match_branch(compare_op("==", subject, value, at), fail);
    } else if (st.is_pyobject() || st.is(TypeKind::None)) {
      RValue o = to_object(value);
      RValue c = compare_op("is", subject, o, at);
      b_->release(o);
      match_branch(c, fail);
      return;
    } else if (st.is(TypeKind::Int) || st.is(TypeKind::Float) || vt.is(TypeKind::None) ||
               st.is(TypeKind::Bool)) {
      b_->release(value);
      b_->goto_(fail);
      return;
    }
    b_->release(value);
    return;
  }
  // `subject == value`, natively when both types allow it (an int subject against int literals
  // compares without boxing), else as Python objects.
  bool native = st == vt || (st.is_numeric() && vt.is_numeric());
  if (native && !st.is(TypeKind::Object)) {
    RValue c = compare_op("==", subject, value, at);
    b_->release(value);
    match_branch(c, fail);
    return;
  }
  RValue so = to_object(subject);
  RValue vo = to_object(value);
  RValue c = compare_op("==", so, vo, at);
  b_->release(vo);
  b_->release(so);
  match_branch(c, fail);
}

void Lowerer::match_test(const Pattern& p, Register* v, Block* fail, MatchBinds& mb, bool in_or) {
  switch (p.kind) {
    case Kind::Wildcard:
      return;
    case Kind::Capture:
      return match_capture(p.name_node, v, mb, in_or);
    case Kind::Star:
      if (!p.name.empty()) match_capture(p.name_node, v, mb, in_or);
      return;
    case Kind::As: {
      mb.narrowed = nullptr;
      match_test(p.items[0], v, fail, mb, in_or);
      Register* narrowed = p.items[0].kind == Kind::Class ? mb.narrowed : nullptr;
      Type joined = match_subject_type(p.items[0], v->type);
      if (narrowed == nullptr && joined != v->type && joined.is_pyobject() &&
          !joined.is(TypeKind::Object) && v->type.is_pyobject()) {
        // `(Dog() | Cat()) as pet`: the subject is one of the alternatives' classes, so their
        // join (match_subject_type) holds it as it is.
        narrowed = match_hold(b_->cast(v, joined), mb);
      }
      return match_capture(p.name_node, narrowed ? narrowed : v, mb, in_or);
    }
    case Kind::Literal:
      return match_compare(v, match_literal(p), p.identity, p.node, fail);
    case Kind::Value:
      return match_compare(v, match_dotted(p.dotted), false, p.node, fail);
    case Kind::Or: {
      match_or_registers(p, v, mb);
      Block* ok = b_->new_block();
      for (size_t i = 0; i < p.items.size(); ++i) {
        Block* next = i + 1 == p.items.size() ? fail : b_->new_block();
        match_test(p.items[i], v, next, mb, true);
        b_->goto_(ok);
        if (next != fail) b_->activate(next);
      }
      b_->activate(ok);
      return;
    }
    case Kind::Sequence:
      return match_sequence(p, v, fail, mb, in_or);
    case Kind::Mapping:
      return match_mapping(p, v, fail, mb, in_or);
    case Kind::Class:
      return match_class(p, v, fail, mb, in_or);
  }
}

void Lowerer::match_sequence(const Pattern& p, Register* v, Block* fail, MatchBinds& mb,
                             bool in_or) {
  Type t = v->type;
  set_span(p.node);
  if (!t.is_pyobject() || t.is(TypeKind::Str) || t.is(TypeKind::Bytes) || t.is(TypeKind::Dict) ||
      t.is(TypeKind::Set)) {
    b_->goto_(fail);  // never a sequence (str and bytes are not, for patterns)
    return;
  }
  if (!t.is(TypeKind::List) && !t.is(TypeKind::Tuple)) {
    match_branch(b_->prim(PrimId::MatchIsSeq, {v}), fail);
  }
  size_t size = p.items.size();
  if (p.star < 0 || size > 1) {
    RValue n = b_->prim(PrimId::Len, {v});
    RValue want = b_->load_int(static_cast<int64_t>(p.star < 0 ? size : size - 1));
    RValue c = compare_op(p.star < 0 ? "==" : ">=", n, want, p.node);
    b_->release(n);
    match_branch(c, fail);
  }
  if (all_wildcards(p)) return;
  bool star_wild = p.star >= 0 && p.items[static_cast<size_t>(p.star)].name.empty();
  RValue items = b_->prim(PrimId::MatchItems,
                          {v, b_->load_int(static_cast<int64_t>(size)).v,
                           b_->load_int(p.star).v, b_->load_bool(star_wild).v});
  Register* held = match_hold(items, mb);
  // The items' static type: a list's or homogeneous tuple's element, a fixed tuple's position.
  auto item_type = [&](size_t i) {
    if (t.is(TypeKind::List)) return t.elem();
    if (t.is(TypeKind::Tuple)) {
      if (t.variadic()) return t.elem();
      if (p.star < 0 && t.args().size() == size) return t.arg(i);
    }
    return Type::object();
  };
  for (size_t i = 0; i < size; ++i) {
    const Pattern& sub = p.items[i];
    if (sub.kind == Kind::Wildcard || (sub.kind == Kind::Star && sub.name.empty())) continue;
    set_span(sub.node);
    RValue o = b_->prim(PrimId::TupleGet, {held, b_->load_int(static_cast<int64_t>(i)).v});
    RValue typed;
    if (static_cast<int>(i) == p.star) {
      Type elem = t.is(TypeKind::List) || (t.is(TypeKind::Tuple) && t.variadic())
                      ? t.elem()
                      : Type::object();
      typed = b_->cast(o.v, Type::list(elem));
      b_->release(o);
    } else {
      typed = checked(o, item_type(i), "match");
    }
    match_test(sub, match_hold(typed, mb), fail, mb, in_or);
  }
}

RValue Lowerer::match_keys(const Pattern& p) {
  std::vector<RValue> keys;
  std::vector<Value*> items;
  for (const auto& key : p.keys) {
    Pattern literal;
    literal.kind = Kind::Literal;
    literal.node = key.front();
    literal.literal = key;
    RValue k = node_type(key.back()) == "dotted_name" ? match_dotted(key.back())
                                                        : match_literal(literal);
    keys.push_back(to_object(k));
    items.push_back(keys.back().v);
  }
  set_span(p.node);
  RValue tuple = b_->build(kBuildTuple, Type::tuple_of(Type::object()), items);
  for (auto it = keys.rbegin(); it != keys.rend(); ++it) b_->release(*it);
  return tuple;
}

void Lowerer::match_mapping(const Pattern& p, Register* v, Block* fail, MatchBinds& mb,
                            bool in_or) {
  Type t = v->type;
  set_span(p.node);
  if (!t.is_pyobject() || t.is(TypeKind::Str) || t.is(TypeKind::Bytes) ||
      t.is(TypeKind::List) || t.is(TypeKind::Tuple) || t.is(TypeKind::Set)) {
    b_->goto_(fail);
    return;
  }
  if (!t.is(TypeKind::Dict)) match_branch(b_->prim(PrimId::MatchIsMap, {v}), fail);
  if (p.keys.empty() && p.name.empty()) return;
  Register* keys = match_hold(match_keys(p), mb);
  set_span(p.node);
  if (!p.keys.empty()) {
    RValue values = b_->prim(PrimId::MatchKeys, {v, keys});
    Register* held = match_hold(values, mb);
    match_branch(b_->prim(PrimId::ObjIsNotNone, {held}), fail);
    Type vt = t.is(TypeKind::Dict) ? t.arg(1) : Type::object();
    for (size_t i = 0; i < p.items.size(); ++i) {
      const Pattern& sub = p.items[i];
      if (sub.kind == Kind::Wildcard) continue;
      set_span(sub.node);
      RValue o = b_->prim(PrimId::TupleGet, {held, b_->load_int(static_cast<int64_t>(i)).v});
      match_test(sub, match_hold(checked(o, vt, "match"), mb), fail, mb, in_or);
    }
  }
  if (!p.name.empty()) {
    set_span(p.node);
    RValue rest = b_->prim(PrimId::MatchRest, {v, keys});
    Type dt = t.is(TypeKind::Dict) ? t : Type::dict(Type::object(), Type::object());
    RValue typed = b_->cast(rest.v, dt);
    b_->release(rest);
    match_capture(p.name_node, match_hold(typed, mb), mb, in_or);
  }
}

}  // namespace hintc::frontend
