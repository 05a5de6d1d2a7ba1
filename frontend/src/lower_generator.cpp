// Generator functions: recognising them, their Iterator/Iterable/Generator annotations, and
// `yield` / `yield from` expressions (suspension points of the body; see ops.def).
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

namespace {

// "typing.Iterator" / "collections.abc.Iterator" -> "Iterator".
std::string last_component(const std::string& name) {
  size_t dot = name.rfind('.');
  return dot == std::string::npos ? name : name.substr(dot + 1);
}

}  // namespace

bool Lowerer::contains_yield(TSNode body) {
  // Iterative walk; nested scopes have their own yields.
  std::vector<TSNode> stack{body};
  while (!stack.empty()) {
    TSNode cur = stack.back();
    stack.pop_back();
    std::string k = node_type(cur);
    if (k == "yield") return true;
    if (k == "function_definition" || k == "class_definition" || k == "lambda" ||
        k == "generator_expression" || k == "list_comprehension" || k == "set_comprehension" ||
        k == "dictionary_comprehension") {
      continue;
    }
    uint32_t c = ts_node_named_child_count(cur);
    for (uint32_t i = 0; i < c; ++i) stack.push_back(ts_node_named_child(cur, i));
  }
  return false;
}

void Lowerer::declare_generator(ir::Function* fn, TSNode ret, bool async) {
  fn->is_generator = true;
  fn->gen_yield = Type::object();
  fn->gen_send = Type::object();
  fn->gen_return = Type::object();
  fn->return_type = Type::object();
  if (async) fn->gen_return = Type::none();
  if (ts_node_is_null(ret)) return;
  TSNode t = ret;
  while (node_type(t) == "type" && ts_node_named_child_count(t) == 1) t = ts_node_named_child(t, 0);
  std::string kind = node_type(t);
  // X[A, ...] as a generic_type or a subscript node: X is the first child either way.
  bool parameterised = kind == "generic_type" || kind == "subscript";
  std::string head = text(parameterised ? ts_node_named_child(t, 0) : t);
  std::vector<TSNode> params = annotation_args(t);
  head = last_component(head);
  const std::string prefix = async ? "Async" : "";
  bool one = head == prefix + "Iterator" || head == prefix + "Iterable";
  if (!one && head != prefix + "Generator" && head != "object" && head != "Any") {
    error(ret, async ? msg::kAsyncGeneratorReturnType : msg::kGeneratorReturnType);
    return;
  }
  if (params.empty()) return;
  // Generator[Y, S, R]; AsyncGenerator[Y, S] (an async generator returns nothing).
  size_t want = one ? 1 : async ? 2 : 3;
  if (params.size() != want) {
    error(ret, "\"" + head + "\" expects " + std::to_string(want) + " type argument" +
                   (want == 1 ? "" : "s") + ", but " + std::to_string(params.size()) + " given");
    return;
  }
  std::vector<Type> args;
  for (TSNode p : params) args.push_back(parse_annotation(p).value_or(Type::object()));
  fn->gen_yield = args[0];
  if (one) {
    fn->gen_send = Type::none();
    fn->gen_return = Type::none();
  } else {
    fn->gen_send = args[1];
    if (!async) fn->gen_return = args[2];
  }
}

RValue Lowerer::lower_yield(TSNode e) {
  Function* f = b_->fn();
  if (module_level_ || !f->is_generator) {
    error(e, msg::kYieldOutsideFunction);
    return poison();
  }
  bool from = ts_node_child_count(e) > 1 && text(ts_node_child(e, 1)) == "from";
  if (from && f->is_coroutine) {
    error(e, "'yield from' inside async function");
    return poison();
  }
  TSNode value = ts_node_named_child_count(e) > 0 ? ts_node_named_child(e, 0) : TSNode{};
  if (from) {
    Block* resume = b_->new_block();
    RValue src = lower_expr(value);
    // The value of `yield from` a compiled generator is its typed return value.
    std::optional<Type> returns;
    if (!src.v->is_register()) {
      const Op* call = static_cast<const Op*>(src.v);
      if ((call->kind == OpKind::Call || call->kind == OpKind::CallVirtual) &&
          call->callee != nullptr && call->callee->is_generator &&
          !call->callee->gen_return.is(TypeKind::Object)) {
        returns = call->callee->gen_return;
      }
    }
    if (!iterable_value(src)) {
      error(value, "\"" + src.type().name() + "\" object is not iterable");
      b_->release(src);
      return poison();
    }
    set_span(e);
    RValue it = b_->prim(PrimId::GetIter, {src.v});
    b_->release(src);
    Op* op = b_->suspend(OpKind::YieldFrom, it.v, resume);
    b_->activate(resume);
    RValue result = b_->owned(op);
    b_->release(it);
    return returns ? checked(result, *returns, "generator return value") : result;
  }
  RValue item;
  if (ts_node_is_null(value)) {
    item = b_->load_none();
  } else {
    expected_ = f->gen_yield;
    item = lower_expr(value);
    expected_.reset();
  }
  Type want = f->gen_yield;
  if (!assignable(item.type(), want)) {
    error(ts_node_is_null(value) ? e : value,
          "Incompatible types in \"yield\" (actual type \"" + item.type().name() +
              "\", expected type \"" + want.name() + "\")");
    b_->release(item);
    return poison();
  }
  auto c = coerce(item, want, ts_node_is_null(value) ? e : value, "yield");
  if (!c) return poison();
  RValue sent = emit_yield(*c, e);
  Type s = f->gen_send;
  if (s.is(TypeKind::Object) || s.is(TypeKind::None)) return sent;
  // A yield statement drops the sent value: next() sends None whatever the annotation says.
  TSNode up = ts_node_parent(e);
  while (!ts_node_is_null(up) && node_type(up) == "parenthesized_expression") up = ts_node_parent(up);
  if (!ts_node_is_null(up) && node_type(up) == "expression_statement") return sent;
  return checked(sent, s, "sent value");
}

RValue Lowerer::emit_yield(RValue item, TSNode at) {
  // int/float/bool items of a typed generator leave unboxed (compiled loops take them so).
  Type want = b_->fn()->gen_yield;
  bool native = want.is(TypeKind::Int) || want.is(TypeKind::Float) || want.is(TypeKind::Bool);
  RValue boxed = b_->ensure_owned(native ? item : to_object(item));
  set_span(at);
  Value* moved = b_->take(boxed);  // the item leaves the frame: no error path releases it
  Block* resume = b_->new_block();
  Op* op = b_->suspend(OpKind::Yield, moved, resume);
  b_->activate(resume);
  return b_->owned(op);
}

std::optional<Type> Lowerer::generator_items(const RValue& v) const {
  if (v.v->is_register()) return std::nullopt;
  const Op* op = static_cast<const Op*>(v.v);
  if (op->kind != OpKind::Call && op->kind != OpKind::CallVirtual) return std::nullopt;
  if (op->callee == nullptr || !op->callee->is_generator) return std::nullopt;
  if (op->callee->gen_yield.is(TypeKind::Object)) return std::nullopt;
  return op->callee->gen_yield;
}

}  // namespace hintc::frontend
