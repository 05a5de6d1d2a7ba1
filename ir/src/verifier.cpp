// IR verifier: block structure, op arity, error targets, operand ownership and types.
#include "hintc/ir/verifier.h"

#include <set>

#include "hintc/ir/printer.h"

namespace hintc::ir {
namespace {

class Checker {
 public:
  explicit Checker(const Function& f) : f_(f) {
    for (const auto& b : f.blocks) blocks_.insert(b.get());
    for (const auto& r : f.registers) values_.insert(r.get());
    for (const auto& b : f.blocks) {
      for (const auto& op : b->ops) values_.insert(op.get());
    }
  }

  std::vector<std::string> run() {
    if (f_.blocks.empty()) fail(nullptr, "function has no blocks");
    for (const Param& p : f_.params) {
      if (p.reg == nullptr || !p.reg->is_param) fail(nullptr, "bad parameter register");
    }
    for (const auto& b : f_.blocks) check_block(*b);
    return std::move(problems_);
  }

 private:
  void fail(const Op* op, const std::string& msg) {
    std::string where = "in " + f_.name;
    if (op != nullptr) where += " at `" + std::string(op_info(op->kind).name) + "`";
    problems_.push_back(where + ": " + msg);
  }

  void expect_type(const Op& op, const Value* v, Type t, const char* what) {
    if (v->type != t) {
      fail(&op, std::string(what) + " has type " + v->type.name() + ", expected " + t.name());
    }
  }

  // An operand declared `object` accepts every object type (they are all PyObject*).
  void expect_fits(const Op& op, const Value* v, Type t, const char* what) {
    if (t.is(TypeKind::Object) && v->type.is_pyobject()) return;
    expect_type(op, v, t, what);
  }

  void check_block(const Block& b) {
    if (b.ops.empty()) {
      fail(nullptr, "block L" + std::to_string(b.id) + " is empty");
      return;
    }
    std::set<const Value*> seen_here;
    for (size_t i = 0; i < b.ops.size(); ++i) {
      const Op& op = *b.ops[i];
      bool last = i + 1 == b.ops.size();
      if (op_info(op.kind).terminator != last) {
        fail(&op, last ? "block L" + std::to_string(b.id) + " does not end in a terminator"
                       : "terminator in the middle of a block");
      }
      check_op(op, b, seen_here);
      seen_here.insert(&op);
    }
  }

  void check_target(const Op& op, const Block* t) {
    if (t == nullptr || blocks_.count(t) == 0) fail(&op, "jump target outside the function");
  }

  void check_op(const Op& op, const Block& b, const std::set<const Value*>& seen_here) {
    const OpInfo& info = op_info(op.kind);
    if (info.arity >= 0 && static_cast<int>(op.operands.size()) != info.arity) {
      fail(&op, "expected " + std::to_string(info.arity) + " operands, got " +
                    std::to_string(op.operands.size()));
      return;
    }
    if (op.has_result != info.has_result) fail(&op, "result flag does not match op kind");
    for (const Value* v : op.operands) {
      if (v == nullptr || values_.count(v) == 0) {
        fail(&op, "operand is not a value of this function");
        return;
      }
      if (!v->is_register()) {
        const Op* def = static_cast<const Op*>(v);
        if (!def->has_result) fail(&op, "operand is an op without a result");
        bool same_block = false;
        for (const auto& o : b.ops) same_block |= o.get() == def;
        if (same_block && seen_here.count(def) == 0) fail(&op, "operand used before definition");
      }
    }
    if (op.can_fail() != (op.error_target != nullptr)) {
      fail(&op, op.can_fail() ? "op can fail but has no error target"
                              : "op cannot fail but has an error target");
    }
    if (op.error_target != nullptr) check_target(op, op.error_target);
    check_types(op);
  }

  void check_types(const Op& op) {
    switch (op.kind) {
      case OpKind::LoadInt:
        // int64 constants: fast clones' numbers and loop indices.
        expect_type(op, &op, op.type.is(TypeKind::I64) ? Type::i64() : Type::int_(), "result");
        break;
      case OpKind::LoadBigInt: expect_type(op, &op, Type::int_(), "result"); break;
      case OpKind::LoadFloat: expect_type(op, &op, Type::float_(), "result"); break;
      case OpKind::LoadBool: expect_type(op, &op, Type::bool_(), "result"); break;
      case OpKind::LoadNone: expect_type(op, &op, Type::none(), "result"); break;
      case OpKind::LoadStr: expect_type(op, &op, Type::str(), "result"); break;
      case OpKind::LoadBytes: expect_type(op, &op, Type::bytes(), "result"); break;
      case OpKind::Assign:
        if (op.dest == nullptr || values_.count(op.dest) == 0) {
          fail(&op, "assignment to a register of another function");
        } else {
          expect_type(op, op.operands[0], op.dest->type, "assigned value");
        }
        break;
      case OpKind::LoadGlobal:
        if (op.global == nullptr)
          fail(&op, "no global");
        else
          expect_type(op, &op, op.global->type, "result");
        break;
      case OpKind::StoreGlobal:
        if (op.global == nullptr)
          fail(&op, "no global");
        else
          expect_type(op, op.operands[0], op.global->type, "stored value");
        break;
      case OpKind::PrimCall: {
        const PrimInfo& p = prim_info(op.prim);
        if (p.args.size() != op.operands.size()) {
          fail(&op, std::string("primitive ") + p.name + " takes " + std::to_string(p.args.size()) +
                        " operands");
          break;
        }
        for (size_t i = 0; i < p.args.size(); ++i) {
          expect_fits(op, op.operands[i], p.args[i], "primitive operand");
        }
        // An object result may be typed more precisely by the lowering (`str + str` is str).
        expect_fits(op, &op, p.result, "primitive result");
        break;
      }
      case OpKind::MakeFunction:
        if (op.callee == nullptr || op.callee->owner != nullptr || !op.callee->bound_at_def) {
          fail(&op, "make_function needs a module-level function bound at its def");
        }
        break;
      case OpKind::ApiLive:
        if (op.callee == nullptr || op.global == nullptr) fail(&op, "api_live without callee");
        expect_type(op, &op, Type::bool_(), "result");
        break;
      case OpKind::Call:
      case OpKind::CallImported: {
        if (op.callee == nullptr) {
          fail(&op, "call without callee");
          break;
        }
        const Function& c = *op.callee;
        if (c.params.size() != op.operands.size()) {
          fail(&op, "call of " + c.name + " with wrong argument count");
          break;
        }
        for (size_t i = 0; i < c.params.size(); ++i) {
          expect_type(op, op.operands[i], c.params[i].reg->type, "argument");
        }
        expect_type(op, &op, c.return_type, "call result");
        break;
      }
      case OpKind::CallVirtual:
        if (op.callee == nullptr || op.callee->params.size() != op.operands.size() ||
            !op.operands[0]->type.is(TypeKind::Instance)) {
          fail(&op, "call_virtual needs a method and an instance receiver");
        } else if (!op.operands[0]->type.class_def()->has_vtable_pointer()) {
          fail(&op, "call_virtual on " + op.operands[0]->type.class_def()->name +
                        ", whose instances have no vtable pointer");
        }
        break;
      case OpKind::GetField:
      case OpKind::SetField:
        if (!op.operands[0]->type.is(TypeKind::Instance) ||
            op.operands[0]->type.class_def()->find_field(op.text) == nullptr) {
          fail(&op, "field access on a value without field " + op.text);
        } else if (op.kind == OpKind::SetField) {
          expect_type(op, op.operands[1],
                      op.operands[0]->type.class_def()->find_field(op.text)->type, "field value");
        }
        break;
      case OpKind::EnvNew:
      case OpKind::EnvGet:
      case OpKind::EnvSet:
      case OpKind::EnvDel: {
        const EnvField* fd = nullptr;
        if (op.callee == nullptr || op.callee->env == nullptr) {
          fail(&op, "environment op of a function without an environment");
          break;
        }
        if (op.kind != OpKind::EnvNew) fd = op.callee->env->find(op.text);
        if (op.kind != OpKind::EnvNew && fd == nullptr) {
          fail(&op, "environment without field " + op.text);
        } else if (op.kind == OpKind::EnvGet) {
          expect_type(op, &op, fd->type, "field value");
        } else if (op.kind == OpKind::EnvSet) {
          expect_type(op, op.operands[1], fd->type, "field value");
        }
        break;
      }
      case OpKind::MakeClosure:
        if (op.callee == nullptr || !op.callee->nested) fail(&op, "closure of a top-level def");
        break;
      case OpKind::Box:
        if (op.operands[0]->type.is_pyobject()) fail(&op, "boxing a value that is already boxed");
        expect_type(op, &op, Type::object(), "result");
        break;
      case OpKind::Unbox:
        if (!op.operands[0]->type.is_pyobject()) fail(&op, "unboxing a native value");
        if (op.type.is(TypeKind::Object)) fail(&op, "unbox to object checks nothing");
        break;
      case OpKind::Cast:
      case OpKind::CastBorrowed:
        if (!op.operands[0]->type.is_pyobject() || !op.type.is_pyobject()) {
          fail(&op, "cast between non-object types");
        }
        break;
      case OpKind::Print:
        for (const Value* v : op.operands) {
          if (!v->type.is_pyobject()) fail(&op, "print operand must be an object");
        }
        break;
      case OpKind::CallObject:
        if (op.operands.empty() || op.kwnames.size() + 1 > op.operands.size()) {
          fail(&op, "call_object needs a callee and its keyword arguments");
        }
        for (const Value* v : op.operands) {
          if (!v->type.is_pyobject()) fail(&op, "call_object operand must be an object");
        }
        expect_type(op, &op, Type::object(), "result");
        break;
      case OpKind::IncRef:
      case OpKind::DecRef:
        if (!op.operands[0]->type.is_refcounted()) fail(&op, "refcount op on a plain value");
        break;
      case OpKind::Raise:
      case OpKind::Reraise:
      case OpKind::ExcMatches:
      case OpKind::ExcBeginHandler:
        if (op.kind == OpKind::Raise && (op.operands.empty() || op.operands.size() > 2)) {
          fail(&op, "raise takes an exception and an optional cause");
        }
        if (op.kind == OpKind::ExcMatches && op.operands.size() < 2) {
          fail(&op, "exc_matches takes an exception and at least one class");
        }
        if (op.kind == OpKind::ExcMatches) expect_type(op, &op, Type::bool_(), "result");
        if (op.kind == OpKind::ExcBeginHandler) expect_type(op, &op, Type::object(), "result");
        for (const Value* v : op.operands) {
          if (!v->type.is_pyobject()) fail(&op, "exception operand must be an object");
        }
        break;
      case OpKind::ExcEndHandler:
      case OpKind::WithExit:
        if (op.dest == nullptr || !op.dest->type.is(TypeKind::Object)) {
          fail(&op, "needs an object register");
        }
        if (op.operands.size() > (op.kind == OpKind::WithExit ? 1u : 0u)) {
          fail(&op, "wrong operand count");
        }
        if (op.kind == OpKind::WithExit) expect_type(op, &op, Type::bool_(), "result");
        break;
      case OpKind::ExcCatch: expect_type(op, &op, Type::object(), "result"); break;
      case OpKind::MakeClass:
        if (op.operands.size() < 2) fail(&op, "make_class takes a docstring and bases");
        for (const Value* v : op.operands) {
          if (!v->type.is_pyobject()) fail(&op, "make_class operand must be an object");
        }
        expect_type(op, &op, Type::object(), "result");
        break;
      case OpKind::Clear:
        if (op.dest == nullptr || values_.count(op.dest) == 0) fail(&op, "clear of no register");
        break;
      case OpKind::DelGlobal:
        if (op.global == nullptr) fail(&op, "no global");
        break;
      case OpKind::Goto: check_target(op, op.targets[0]); break;
      case OpKind::IterNext:
        check_target(op, op.targets[0]);
        check_target(op, op.targets[1]);
        if (!op.operands[0]->type.is_pyobject()) fail(&op, "iter_next of a native value");
        // A native result: the unboxed items of a compiled generator (see ops.def).
        if (!op.type.is(TypeKind::Int) && !op.type.is(TypeKind::Float) &&
            !op.type.is(TypeKind::Bool)) {
          expect_type(op, &op, Type::object(), "result");
        }
        break;
      case OpKind::Yield:
      case OpKind::YieldFrom:
        if (!f_.is_generator) fail(&op, "yield outside a generator");
        check_target(op, op.targets[0]);
        if (op.operands.empty()) {
          fail(&op, "yield without a value");
          break;
        }
        for (size_t i = 1; i < op.operands.size(); ++i) {
          if (!op.operands[i]->type.is_refcounted()) fail(&op, "held value is not refcounted");
        }
        if (!op.operands[0]->type.is_pyobject() &&
            (op.kind == OpKind::YieldFrom || op.operands[0]->type != f_.gen_yield)) {
          fail(&op, "yield of a native value other than the generator's item type");
        }
        expect_type(op, &op, Type::object(), "result");
        break;
      case OpKind::Build:
        if (op.imm < 0 || op.imm >= kBuildKindCount) fail(&op, "unknown build kind");
        if (op.imm == kBuildDict && op.operands.size() % 2 != 0)
          fail(&op, "dict build needs key/value pairs");
        [[fallthrough]];
      case OpKind::CallMethod:
        for (const Value* v : op.operands) {
          if (!v->type.is_pyobject()) fail(&op, "operand must be an object");
        }
        if (!op.type.is_pyobject()) fail(&op, "result must be an object");
        break;
      case OpKind::Branch:
        check_target(op, op.targets[0]);
        check_target(op, op.targets[1]);
        expect_type(op, op.operands[0], Type::bool_(), "condition");
        break;
      case OpKind::Return: expect_type(op, op.operands[0], f_.return_type, "returned value"); break;
      default: break;
    }
  }

  const Function& f_;
  std::set<const Block*> blocks_;
  std::set<const Value*> values_;
  std::vector<std::string> problems_;
};

}  // namespace

std::vector<std::string> verify_function(const Function& f) { return Checker(f).run(); }

std::vector<std::string> verify_module(const Module& m) {
  std::vector<std::string> all;
  for (const auto& f : m.functions) {
    auto p = verify_function(*f);
    all.insert(all.end(), p.begin(), p.end());
  }
  if (m.body) {
    auto p = verify_function(*m.body);
    all.insert(all.end(), p.begin(), p.end());
  }
  return all;
}

}  // namespace hintc::ir
