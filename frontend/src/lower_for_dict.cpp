// `for` loops over a typed dict and its keys()/values()/items() views: a native loop state
// (PyDict_Next over exact dicts, CPython's errors when the dict changes) with int and float
// keys and values read unboxed and borrowed; dict subclasses take their own iterators.
#include "lowerer.h"

namespace hintc::frontend {

using ir::TypeKind;

Lowerer::LoopSteps Lowerer::dict_loop(RValue d, int walk, Type elem,
                                      const std::vector<TSNode>& pair,
                                      const std::function<void(TSNode, RValue)>& bind_part,
                                      const std::function<void(RValue)>& bind_item) {
  RValue walk_v = b_->load_int(walk);
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
  return steps;
}

}  // namespace hintc::frontend
