// Coroutines: `async def` bodies (generator bodies whose objects are coroutines), `await` (a
// yield_from over the awaited iterator) and the awaits inside `async for` / `async with`.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::TypeKind;

void Lowerer::declare_coroutine(ir::Function* fn, TSNode def) {
  if (contains_yield(child_by_field(def, "body"))) {
    // An async generator: a generator body that may also await (so is_coroutine too).
    declare_generator(fn, child_by_field(def, "return_type"), true);
    fn->is_coroutine = true;
    fn->is_async_gen = true;
    return;
  }
  fn->is_generator = true;
  fn->is_coroutine = true;
  fn->gen_yield = Type::object();
  fn->gen_send = Type::object();
  // Callers get the coroutine object; `return` inside gives the declared type.
  fn->gen_return = fn->return_type;
  fn->return_type = Type::object();
}

bool Lowerer::is_async_statement(TSNode s) {
  return ts_node_child_count(s) > 0 && text(ts_node_child(s, 0)) == "async";
}

RValue Lowerer::await_iter(RValue it) {
  Block* resume = b_->new_block();
  Op* op = b_->suspend(OpKind::YieldFrom, it.v, resume);
  b_->activate(resume);
  RValue result = b_->owned(op);
  b_->release(it);
  return result;
}

RValue Lowerer::lower_await(TSNode e) {
  if (module_level_ || !b_->fn()->is_coroutine) {
    error(e, module_level_ ? "\"await\" outside function"
                           : "\"await\" outside coroutine (\"async def\")");
    return poison();
  }
  TSNode value = ts_node_named_child(e, 0);
  RValue src = lower_expr(value);
  // Awaiting a call of a compiled coroutine gives its declared result type.
  std::optional<Type> returns;
  if (!src.v->is_register()) {
    const Op* call = static_cast<const Op*>(src.v);
    if ((call->kind == OpKind::Call || call->kind == OpKind::CallVirtual) &&
        call->callee != nullptr && call->callee->is_coroutine &&
        !call->callee->gen_return.is(TypeKind::Object)) {
      returns = call->callee->gen_return;
    }
  }
  if (!src.type().is_pyobject()) {
    error(value, "Incompatible types in \"await\" (actual type \"" + src.type().name() +
                     "\", expected type \"Awaitable[Any]\")");
    b_->release(src);
    return poison();
  }
  set_span(e);
  RValue it = b_->prim(PrimId::AwaitIter, {src.v});
  b_->release(src);
  RValue result = await_iter(it);
  return returns ? checked(result, *returns, "coroutine return value") : result;
}

// `async for T in X: BODY else: ELSE` is the `for` loop over aiter(X) whose steps await.
void Lowerer::lower_async_for(TSNode s) {
  if (!b_->fn()->is_coroutine) return error(s, "\"async for\" outside async function");
  async_iteration_ = true;
  lower_for(s);
}

std::shared_ptr<Value*> Lowerer::async_steps(TSNode iter,
                                             std::function<void(Block*, Block*)>& head,
                                             Register* given, Type* elem) {
  Register* itr = given;
  *elem = Type::object();
  if (itr == nullptr) {
    RValue src = lower_expr(iter);
    if (!src.v->is_register()) {
      // Its items were coerced to the declared type where it yields: the loop unboxes them.
      const Op* call = static_cast<const Op*>(src.v);
      if ((call->kind == OpKind::Call || call->kind == OpKind::CallVirtual) &&
          call->callee != nullptr && call->callee->is_async_gen) {
        *elem = call->callee->gen_yield;
      }
    }
    if (!src.type().is_pyobject()) {
      error(iter, msg::no_attribute(src.type().name(), "__aiter__") + " (not async iterable)");
      b_->release(src);
      return nullptr;
    }
    set_span(iter);
    RValue ait = b_->prim(PrimId::AIter, {src.v});
    b_->release(src);
    itr = temp_register(Type::object());
    b_->assign(itr, ait);
  }
  auto item = std::make_shared<Value*>(nullptr);
  head = [this, itr, item](Block* body_b, Block* end_b) {
    RValue step = b_->prim(PrimId::ANext, {itr});
    // The step's awaitable stays below the landing's base: stop_b releases it itself.
    Block* stop_b = b_->new_block();
    b_->push_dest(stop_b, b_->new_block());
    RValue got = await_iter(step);
    b_->pop_dest();
    *item = b_->take(got);  // the body's bind owns it again
    b_->goto_(body_b);
    b_->activate(stop_b);
    b_->dec_ref(step.v);
    Value* stopped = b_->prim(PrimId::AsyncStopped, {}).v;
    Block* raise_b = b_->new_block();
    b_->branch(stopped, end_b, raise_b);
    b_->activate(raise_b);
    b_->goto_(b_->error_target());
  };
  return item;
}

void Lowerer::async_with_exit(Register* exit) {
  RValue aw = b_->prim(PrimId::AsyncWithExitNone, {exit});
  b_->emit(OpKind::Clear, Type::none(), {}, false, [&](Op& op) { op.dest = exit; });
  b_->release(await_iter(aw));
}

Value* Lowerer::async_with_exit_exc(Register* exit, Value* exc) {
  RValue aw = b_->prim(PrimId::AsyncWithExitExc, {exit, exc});
  b_->emit(OpKind::Clear, Type::none(), {}, false, [&](Op& op) { op.dest = exit; });
  RValue result = await_iter(aw);
  RValue truth = b_->prim(PrimId::ObjIsTrue, {result.v});
  b_->release(result);
  return truth.v;
}

}  // namespace hintc::frontend
