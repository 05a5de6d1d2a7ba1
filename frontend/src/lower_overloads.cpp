// `@overload` signatures: CPython binds only the implementation, which is all hintc compiles
// (parse.cpp blanks the stubs), but mypy types a call by the first overload its arguments fit.
// The stubs are read from the tree as written (ParseTree::stubs_root, same byte positions), and
// a call whose argument types pick one for sure has that overload's result type, checked when
// the implementation returns (as mypyc does): `p - q` of Point.__sub__ overloaded on Point and
// Vector is a Vector, not the implementation's `Point | Vector`.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

enum class Fit { Yes, No, Unknown };

bool simple(const Type& t) {
  return t.is(TypeKind::Int) || t.is(TypeKind::Float) || t.is(TypeKind::Bool) ||
         t.is(TypeKind::Str) || t.is(TypeKind::Bytes) || t.is(TypeKind::None) ||
         t.is(TypeKind::Instance);
}

// Whether an argument of static type a fits an overload parameter of type p (mypy's subtyping
// on the types hintc tells apart; anything it cannot decide makes the pick unsure).
Fit fits(const Type& p, const Type& a) {
  if (p.is(TypeKind::Object) || p == a) return Fit::Yes;
  if (a.is(TypeKind::Object)) return Fit::Unknown;  // Any: mypy may match several overloads
  if (p.is(TypeKind::Float) && (a.is(TypeKind::Int) || a.is(TypeKind::Bool))) return Fit::Yes;
  if (p.is(TypeKind::Int) && a.is(TypeKind::Bool)) return Fit::Yes;
  if (p.is(TypeKind::Optional)) {
    if (a.is(TypeKind::None)) return Fit::Yes;
    if (a.is(TypeKind::Optional)) return fits(p.arg(0), a.arg(0));
    return fits(p.arg(0), a);
  }
  if (p.is(TypeKind::Instance) && a.is(TypeKind::Instance)) {
    return a.class_def()->is_subclass_of(p.class_def()) ? Fit::Yes : Fit::No;
  }
  if (simple(p) && simple(a)) return Fit::No;
  return Fit::Unknown;
}

}  // namespace

const std::vector<Lowerer::OverloadSig>* Lowerer::overloads_of(const Function* fn) {
  auto def = overload_defs_.find(fn);
  if (def == overload_defs_.end()) return nullptr;
  auto known = overload_sigs_.find(fn);
  if (known != overload_sigs_.end()) return known->second ? &*known->second : nullptr;
  auto& slot = overload_sigs_[fn];
  // The implementation's statement in the tree as written, then the stubs right before it.
  TSNode impl = def->second;
  uint32_t start = ts_node_start_byte(impl), end = ts_node_end_byte(impl);
  TSNode at = ts_node_descendant_for_byte_range(stubs_root_, start, end);
  while (!ts_node_is_null(at) && !(node_type(at) == "function_definition" &&
                                   ts_node_start_byte(at) == start && ts_node_end_byte(at) == end)) {
    at = ts_node_parent(at);
  }
  if (ts_node_is_null(at)) return nullptr;
  if (node_type(ts_node_parent(at)) == "decorated_definition") at = ts_node_parent(at);
  std::string name = text(child_by_field(impl, "name"));
  std::vector<TSNode> stubs;
  for (TSNode p = ts_node_prev_named_sibling(at); !ts_node_is_null(p);
       p = ts_node_prev_named_sibling(p)) {
    if (node_type(p) == "comment") continue;
    TSNode d = child_by_field(p, "definition");
    if (node_type(p) != "decorated_definition" || node_type(d) != "function_definition" ||
        text(child_by_field(d, "name")) != name) {
      break;
    }
    stubs.insert(stubs.begin(), d);
  }
  if (stubs.empty()) return nullptr;
  std::vector<OverloadSig> sigs;
  for (TSNode d : stubs) {
    OverloadSig sig;
    for (TSNode p : named_children(child_by_field(d, "parameters"))) {
      std::string k = node_type(p);
      TSNode type = child_by_field(p, "type");
      if (k == "identifier") {
        sig.params.push_back(Type::object());
        sig.has_default.push_back(false);
        continue;
      }
      if (k != "typed_parameter" && k != "typed_default_parameter" && k != "default_parameter") {
        return nullptr;  // *args, keyword-only or positional-only markers: not picked here
      }
      // A typed_parameter whose first child is a splat (`*args: int`) is variadic too.
      if (k == "typed_parameter" && node_type(ts_node_named_child(p, 0)) != "identifier") {
        return nullptr;
      }
      auto t = ts_node_is_null(type) ? std::optional<Type>(Type::object()) : parse_annotation(type);
      if (!t) return nullptr;
      sig.params.push_back(*t);
      sig.has_default.push_back(k != "typed_parameter");
    }
    TSNode ret = child_by_field(d, "return_type");
    auto r = ts_node_is_null(ret) ? std::optional<Type>(Type::object()) : parse_annotation(ret);
    if (!r) return nullptr;
    sig.result = *r;
    sigs.push_back(std::move(sig));
  }
  slot = std::move(sigs);
  return &*slot;
}

std::optional<Type> Lowerer::overload_result(const Function* fn,
                                             const std::vector<std::optional<Type>>& args) {
  const std::vector<OverloadSig>* sigs = overloads_of(fn);
  if (sigs == nullptr) return std::nullopt;
  for (const OverloadSig& sig : *sigs) {
    Fit all = Fit::Yes;
    size_t n = std::max(args.size(), sig.params.size());
    for (size_t i = 0; i < n && all == Fit::Yes; ++i) {
      bool given = i < args.size() && args[i].has_value();
      if (i >= sig.params.size()) {
        all = given ? Fit::No : Fit::Yes;
      } else if (!given) {
        all = sig.has_default[i] ? Fit::Yes : Fit::No;
      } else {
        all = fits(sig.params[i], *args[i]);
      }
    }
    if (all == Fit::Unknown) return std::nullopt;  // mypy could pick another: not sure
    if (all == Fit::Yes) return sig.result;
  }
  return std::nullopt;
}

RValue Lowerer::overload_checked(RValue v, const Function* fn,
                                 const std::vector<std::optional<Type>>& args) {
  std::optional<Type> t = overload_result(fn, args);
  Type own = declared_return(fn);
  if (!t || *t == own || !own.is(TypeKind::Object) || t->is(TypeKind::Object)) {
    return v.type().is(TypeKind::Object) ? checked_result(v, fn) : v;
  }
  return checked(v, *t, "return value of " + fn->name + "()");
}

}  // namespace hintc::frontend
