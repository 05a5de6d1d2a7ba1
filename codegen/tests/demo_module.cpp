// Test fixture: the hand-built demo module (see demo_module.h). Comments give the Python source.
#include "demo_module.h"

#include <cmath>
#include <tuple>

#include "ir_builder.h"

namespace hintc::codegen::test {

using ir::PrimId;
using ir::Type;

namespace {

// 3: def fib(n: int) -> int:
// 4:     if n < 2: return n
// 5:     return fib(n - 1) + fib(n - 2)
void build_fib(ir::Module& m) {
  ir::Function* f = add_function(m, "fib", Type::int_(), {{"n", Type::int_()}}, 3);
  ir::Value* n = f->params[0].reg;
  FnBuilder b(*f);
  auto* entry = b.block();
  auto* small = b.block();
  auto* rec = b.block();
  auto* err = b.block();
  auto* err_a = b.block();
  auto* err_fa = b.block();
  auto* err_b = b.block();
  auto* err_sum = b.block();
  b.at(entry);
  b.line(4);
  auto* lt = b.prim(PrimId::IntLt, {n, b.load_int(2)});
  b.branch(lt, small, rec);
  b.at(small);
  b.inc_ref(n);
  b.ret(n);
  b.at(rec);
  b.line(5);
  auto* a = b.prim(PrimId::IntSub, {n, b.load_int(1)}, err);
  auto* fa = b.call(f, {a}, err_a);
  b.dec_ref(a);
  auto* bb = b.prim(PrimId::IntSub, {n, b.load_int(2)}, err_fa);
  auto* fb = b.call(f, {bb}, err_b);
  b.dec_ref(bb);
  auto* sum = b.prim(PrimId::IntAdd, {fa, fb}, err_sum);
  b.dec_ref(fa);
  b.dec_ref(fb);
  b.ret(sum);
  b.at(err);
  b.unwind();
  b.at(err_a);
  b.dec_ref(a);
  b.goto_(err);
  b.at(err_fa);
  b.dec_ref(fa);
  b.goto_(err);
  b.at(err_b);
  b.dec_ref(bb);
  b.dec_ref(fa);
  b.goto_(err);
  b.at(err_sum);
  b.dec_ref(fa);
  b.dec_ref(fb);
  b.goto_(err);
}

// 9:  def integrate(n: int, dx: float) -> float:
// 10:     total = 0.0; i = 0
// 11:     while i < n:
// 12:         x = i * dx
// 13:         if x > 0.5: total += x
// 14:         else: total -= x
// 15:         i += 1
// 16:     return total
void build_integrate(ir::Module& m) {
  ir::Function* f = add_function(m, "integrate", Type::float_(),
                                 {{"n", Type::int_()}, {"dx", Type::float_()}}, 9);
  ir::Value* n = f->params[0].reg;
  ir::Value* dx = f->params[1].reg;
  ir::Register* total = f->new_register("total", Type::float_());
  ir::Register* i = f->new_register("i", Type::int_());
  FnBuilder b(*f);
  auto* entry = b.block();
  auto* head = b.block();
  auto* body = b.block();
  auto* add = b.block();
  auto* sub = b.block();
  auto* step = b.block();
  auto* done = b.block();
  auto* err = b.block();
  b.at(entry);
  b.line(10);
  b.assign(total, b.load_float(0.0));
  b.assign(i, b.load_int(0));
  b.goto_(head);
  b.at(head);
  b.line(11);
  b.branch(b.prim(PrimId::IntLt, {i, n}), body, done);
  b.at(body);
  b.line(12);
  auto* x = b.prim(PrimId::FloatMul, {b.prim(PrimId::IntToFloat, {i}, err), dx});
  b.line(13);
  b.branch(b.prim(PrimId::FloatGt, {x, b.load_float(0.5)}), add, sub);
  b.at(add);
  b.assign(total, b.prim(PrimId::FloatAdd, {total, x}));
  b.goto_(step);
  b.at(sub);
  b.line(14);
  b.assign(total, b.prim(PrimId::FloatSub, {total, x}));
  b.goto_(step);
  b.at(step);
  b.line(15);
  auto* next = b.prim(PrimId::IntAdd, {i, b.load_int(1)}, err);
  b.dec_ref(i);
  b.assign(i, next);
  b.goto_(head);
  b.at(done);
  b.dec_ref(i);
  b.ret(total);
  b.at(err);
  b.dec_ref(i);
  b.unwind();
}

// 21: def scale(x: int, k: int = 2) -> int:
// 22:     return x * k + SCALE
void build_scale(ir::Module& m, ir::Global* scale_g, ir::Global* k_default) {
  ir::Function* f =
      add_function(m, "scale", Type::int_(), {{"x", Type::int_()}, {"k", Type::int_()}}, 21);
  f->params[1].default_value = k_default;
  f->params[1].default_text = "2";
  FnBuilder b(*f);
  auto* entry = b.block();
  auto* err = b.block();
  auto* err_p = b.block();
  auto* err_r = b.block();
  b.at(entry);
  b.line(22);
  auto* p = b.prim(PrimId::IntMul, {f->params[0].reg, f->params[1].reg}, err);
  auto* sc = b.load_global(scale_g, err_p);
  auto* r = b.prim(PrimId::IntAdd, {p, sc}, err_r);
  b.dec_ref(p);
  b.dec_ref(sc);
  b.ret(r);
  b.at(err);
  b.unwind();
  b.at(err_p);
  b.dec_ref(p);
  b.goto_(err);
  b.at(err_r);
  b.dec_ref(p);
  b.dec_ref(sc);
  b.goto_(err);
}

// 30: def greet(name: str, times: int) -> None:
// 31:     print(name, times, sep=", ", end="!\n")
void build_greet(ir::Module& m) {
  ir::Function* f = add_function(m, "greet", Type::none(),
                                 {{"name", Type::str()}, {"times", Type::int_()}}, 30);
  FnBuilder b(*f);
  auto* entry = b.block();
  auto* err = b.block();
  auto* err_box = b.block();
  b.at(entry);
  b.line(31);
  auto* boxed = b.box(f->params[1].reg, err);
  b.print({f->params[0].reg, boxed}, err_box, ", ", "!\n");
  b.dec_ref(boxed);
  b.ret(b.load_none());
  b.at(err_box);
  b.dec_ref(boxed);
  b.goto_(err);
  b.at(err);
  b.unwind();
}

// 33: def show_none() -> None: print(None)
// (boxing None does not read the native value: it must not count as a use in C++)
void build_show_none(ir::Module& m) {
  ir::Function* f = add_function(m, "show_none", Type::none(), {}, 33);
  FnBuilder b(*f);
  auto* entry = b.block();
  auto* err = b.block();
  auto* err_box = b.block();
  b.at(entry);
  b.line(33);
  auto* boxed = b.box(b.load_none(), err);
  b.print({boxed}, err_box);
  b.dec_ref(boxed);
  b.ret(b.load_none());
  b.at(err_box);
  b.dec_ref(boxed);
  b.goto_(err);
  b.at(err);
  b.unwind();
}

// 35: def div(a: int, b: int) -> int:
// 36:     return a // b
void build_div(ir::Module& m) {
  ir::Function* f =
      add_function(m, "div", Type::int_(), {{"a", Type::int_()}, {"b", Type::int_()}}, 35);
  FnBuilder b(*f);
  auto* entry = b.block();
  auto* err = b.block();
  b.at(entry);
  b.line(36);
  b.ret(b.prim(PrimId::IntFloorDiv, {f->params[0].reg, f->params[1].reg}, err));
  b.at(err);
  b.unwind();
}

// 40: def unbound(flag: bool) -> int:
// 41:     if flag: y = 5
// 43:     return y
void build_unbound(ir::Module& m) {
  ir::Function* f = add_function(m, "unbound", Type::int_(), {{"flag", Type::bool_()}}, 40);
  ir::Register* y = f->new_register("y", Type::int_());
  FnBuilder b(*f);
  auto* entry = b.block();
  auto* set = b.block();
  auto* missing = b.block();
  auto* done = b.block();
  auto* err = b.block();
  b.at(entry);
  b.line(41);
  b.branch(f->params[0].reg, set, missing);
  b.at(set);
  b.assign(y, b.load_int(5));
  b.goto_(done);
  b.at(missing);
  b.line(43);
  b.raise_unbound("y", err);
  b.op(ir::OpKind::Unreachable, Type::none(), {}, false);
  b.at(done);
  b.ret(y);
  b.at(err);
  b.unwind();
}

// 50: def root(x: float = 2.0) -> float: return math.sqrt(x)
// 53: def to_int(o: object) -> int: return o   (checked at the typed boundary)
// 56: def check_none(o: object) -> None: return o
// 59: def negate(b: bool) -> bool: return not b
void build_small_functions(ir::Module& m, ir::Global* root_default) {
  ir::Function* root = add_function(m, "root", Type::float_(), {{"x", Type::float_()}}, 50);
  root->params[0].default_value = root_default;
  root->params[0].default_text = "2.0";
  {
    FnBuilder b(*root);
    auto* entry = b.block();
    auto* err = b.block();
    b.at(entry);
    b.line(51);
    b.ret(b.prim(PrimId::MathSqrt, {root->params[0].reg}, err));
    b.at(err);
    b.unwind();
  }
  ir::Function* to_int = add_function(m, "to_int", Type::int_(), {{"o", Type::object()}}, 53);
  {
    FnBuilder b(*to_int);
    auto* entry = b.block();
    auto* err = b.block();
    b.at(entry);
    b.line(54);
    b.ret(b.unbox(Type::int_(), to_int->params[0].reg, "return value", err));
    b.at(err);
    b.unwind();
  }
  ir::Function* cn = add_function(m, "check_none", Type::none(), {{"o", Type::object()}}, 56);
  {
    FnBuilder b(*cn);
    auto* entry = b.block();
    auto* err = b.block();
    b.at(entry);
    b.line(57);
    b.ret(b.unbox(Type::none(), cn->params[0].reg, "return value", err));
    b.at(err);
    b.unwind();
  }
  // 65: def to_float(o: object) -> float: return o
  // 67: def to_bool(o: object) -> bool: return o
  for (auto [name, type, line] : {std::tuple{"to_float", Type::float_(), 65},
                                  std::tuple{"to_bool", Type::bool_(), 67}}) {
    ir::Function* f = add_function(m, name, type, {{"o", Type::object()}}, line);
    FnBuilder b(*f);
    auto* entry = b.block();
    auto* err = b.block();
    b.at(entry);
    b.line(line + 1);
    b.ret(b.unbox(type, f->params[0].reg, "return value", err));
    b.at(err);
    b.unwind();
  }
  ir::Function* neg = add_function(m, "negate", Type::bool_(), {{"b", Type::bool_()}}, 59);
  {
    FnBuilder b(*neg);
    b.at(b.block());
    b.ret(b.prim(PrimId::BoolNot, {neg->params[0].reg}));
  }
}

// 62: def specials(which: int) -> float: return {0: inf, 1: -inf, 2: nan, 3: -0.0}.get(which, 0.1)
void build_specials(ir::Module& m) {
  ir::Function* f = add_function(m, "specials", Type::float_(), {{"which", Type::int_()}}, 62);
  ir::Register* r = f->new_register("r", Type::float_());
  FnBuilder b(*f);
  const double values[] = {HUGE_VAL, -HUGE_VAL, NAN, -0.0};
  std::vector<ir::Block*> tests, picks;
  for (size_t k = 0; k < 4; ++k) tests.push_back(b.block());
  for (size_t k = 0; k < 4; ++k) picks.push_back(b.block());
  auto* done = b.block();
  b.at(tests[0]);
  b.assign(r, b.load_float(0.1));
  for (size_t k = 0; k < 4; ++k) {
    b.at(tests[k]);
    auto* eq = b.prim(PrimId::IntEq, {f->params[0].reg, b.load_int(static_cast<int64_t>(k))});
    b.branch(eq, picks[k], k + 1 < 4 ? tests[k + 1] : done);
    b.at(picks[k]);
    b.assign(r, b.load_float(values[k]));
    b.goto_(done);
  }
  b.at(done);
  b.ret(r);
}

// 70: def label(s: str = "hi") -> str: return s
void build_label(ir::Module& m, ir::Global* s_default) {
  ir::Function* f = add_function(m, "label", Type::str(), {{"s", Type::str()}}, 70);
  f->params[0].default_value = s_default;
  f->params[0].default_text = "'hi'";
  FnBuilder b(*f);
  b.at(b.block());
  b.inc_ref(f->params[0].reg);
  b.ret(f->params[0].reg);
}

// 72: def gr\u00f6\u00dfe(ma\u00df: str) -> str: return ma\u00df
// (non-ASCII names: mangled C symbols, UTF-8 text for Python)
void build_unicode(ir::Module& m) {
  ir::Function* f =
      add_function(m, "gr\xc3\xb6\xc3\x9f" "e", Type::str(), {{"ma\xc3\x9f", Type::str()}}, 72);
  FnBuilder b(*f);
  b.at(b.block());
  b.inc_ref(f->params[0].reg);
  b.ret(f->params[0].reg);
}

// 75: def square(n: int) -> int: return n * n
// with the int64 clone the fast-clone pass would add (the wrapper tries it first).
void build_square(ir::Module& m) {
  ir::Function* exact = add_function(m, "square", Type::int_(), {{"n", Type::int_()}}, 75);
  ir::Function* clone = add_function(m, "square", Type::i64(), {{"n", Type::i64()}}, 75);
  clone->is_fast_clone = true;
  exact->fast_clone = clone;
  for (ir::Function* f : {exact, clone}) {
    FnBuilder b(*f);
    auto* entry = b.block();
    auto* err = b.block();
    b.at(entry);
    b.line(76);
    ir::Value* n = f->params[0].reg;
    b.ret(b.prim(f == clone ? PrimId::I64Mul : PrimId::IntMul, {n, n}, err));
    b.at(err);
    b.unwind();
  }
}

// Emits `return callee(n <step> 1) <step_after> 1` (steps: +1, -1 or 0 for none) into f, whose
// blocks are new: the shape of forever(), ping(), pong() and depth()'s recursive case.
void emit_recursive_return(ir::Function& f, FnBuilder& b, ir::Function* callee, int step,
                           int step_after, ir::Block* err) {
  bool i64 = f.is_fast_clone;
  auto add = [&](int s) { return s > 0 ? (i64 ? PrimId::I64Add : PrimId::IntAdd)
                                       : (i64 ? PrimId::I64Sub : PrimId::IntSub); };
  ir::Value* n = f.params[0].reg;
  ir::Value* arg = n;
  ir::Block* err_arg = err;
  if (step != 0) {
    arg = b.prim(add(step), {n, i64 ? b.load_i64(1) : b.load_int(1)}, err);
    if (!i64) {
      err_arg = b.block();
    }
  }
  auto* r = b.call(callee, {arg}, err_arg);
  if (arg != n && !i64) b.dec_ref(arg);
  ir::Value* result = r;
  ir::Block* err_r = nullptr;
  if (step_after != 0) {
    err_r = i64 ? err : b.block();
    result = b.prim(add(step_after), {r, i64 ? b.load_i64(1) : b.load_int(1)}, err_r);
    if (!i64) b.dec_ref(r);
  }
  b.ret(result);
  if (err_arg != err) {
    b.at(err_arg);
    b.dec_ref(arg);
    b.goto_(err);
  }
  if (err_r != nullptr && err_r != err) {
    b.at(err_r);
    b.dec_ref(r);
    b.goto_(err);
  }
}

// 80: def forever(n: int) -> int: return forever(n + 1) + 1      (and its int64 clone)
// 83: def ping(n: int) -> int: return pong(n + 1)
// 86: def pong(n: int) -> int: return ping(n - 1)
// 89: def depth(n: int) -> int: return 0 if n == 0 else depth(n - 1) + 1
void build_recursion(ir::Module& m) {
  ir::Function* forever = add_function(m, "forever", Type::int_(), {{"n", Type::int_()}}, 80);
  ir::Function* clone = add_function(m, "forever", Type::i64(), {{"n", Type::i64()}}, 80);
  clone->is_fast_clone = true;
  forever->fast_clone = clone;
  ir::Function* ping = add_function(m, "ping", Type::int_(), {{"n", Type::int_()}}, 83);
  ir::Function* pong = add_function(m, "pong", Type::int_(), {{"n", Type::int_()}}, 86);
  ir::Function* depth = add_function(m, "depth", Type::int_(), {{"n", Type::int_()}}, 89);
  struct Shape {
    ir::Function* f;
    ir::Function* callee;
    int step, step_after;
  };
  for (const Shape& s : {Shape{forever, forever, 1, 1}, Shape{clone, clone, 1, 1},
                         Shape{ping, pong, 1, 0}, Shape{pong, ping, -1, 0}}) {
    FnBuilder b(*s.f);
    auto* entry = b.block();
    auto* err = b.block();
    b.at(err);
    b.unwind();
    b.at(entry);
    b.line(s.f->line + 1);
    emit_recursive_return(*s.f, b, s.callee, s.step, s.step_after, err);
  }
  FnBuilder b(*depth);
  auto* entry = b.block();
  auto* err = b.block();
  auto* zero = b.block();
  auto* rec = b.block();
  b.at(err);
  b.unwind();
  b.at(entry);
  b.line(90);
  auto* z = b.load_int(0);
  b.branch(b.prim(PrimId::IntEq, {depth->params[0].reg, z}), zero, rec);
  b.at(zero);
  b.ret(z);
  b.at(rec);
  emit_recursive_return(*depth, b, depth, -1, 1, err);
}

// 1:  SCALE = 3 ... module-level assignments, then the defs' default values.
void build_body(ir::Module& m, ir::Global* scale_g, ir::Global* k_default,
                ir::Global* root_default, ir::Global* label_default) {
  ir::Function* body = add_body(m);
  FnBuilder b(*body);
  auto* entry = b.block();
  auto* err = b.block();
  b.at(entry);
  b.line(20);
  b.set_line(20);
  b.store_global(scale_g, b.load_int(3), err);
  b.line(21);
  b.store_global(k_default, b.load_int(2), err);
  b.line(24);
  b.store_global(m.new_global("BIG", Type::int_()), b.load_bigint("123456789012345678901234567890"),
                 err);
  b.line(25);
  b.store_global(m.new_global("GREETING", Type::str()), b.load_str("h\xc3\xa9llo \"w\"\n?\?/"),
                 err);
  b.line(26);
  b.store_global(m.new_global("NEGZERO", Type::float_()), b.load_float(-0.0), err);
  b.line(27);
  b.store_global(m.new_global("FLAG", Type::bool_()), b.load_bool(true), err);
  b.line(28);
  b.store_global(m.new_global("NOTHING", Type::none()), b.load_none(), err);
  b.line(50);
  b.store_global(root_default, b.load_float(2.0), err);
  b.line(70);
  b.store_global(label_default, b.load_str("hi"), err);
  b.ret(b.load_none());
  b.at(err);
  b.unwind();
}

}  // namespace

std::unique_ptr<ir::Module> make_demo_module(const std::string& name) {
  auto m = std::make_unique<ir::Module>();
  m->name = name;
  m->filename = "demo.py";
  ir::Global* scale_g = m->new_global("SCALE", Type::int_());
  ir::Global* k_default = m->new_global("scale.k", Type::int_());
  k_default->is_public = false;
  ir::Global* root_default = m->new_global("root.x", Type::float_());
  root_default->is_public = false;
  build_fib(*m);
  build_integrate(*m);
  build_scale(*m, scale_g, k_default);
  build_greet(*m);
  build_show_none(*m);
  build_div(*m);
  build_unbound(*m);
  build_small_functions(*m, root_default);
  ir::Global* label_default = m->new_global("label.s", Type::str());
  label_default->is_public = false;
  build_specials(*m);
  build_label(*m, label_default);
  build_unicode(*m);
  build_square(*m);
  build_recursion(*m);
  build_body(*m, scale_g, k_default, root_default, label_default);
  return m;
}

}  // namespace hintc::codegen::test
