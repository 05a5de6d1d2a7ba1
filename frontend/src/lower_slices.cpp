// Slice reads, stores and deletes: int bounds without a step on a list, tuple or str take the
// native slice ops (rt_slice.h); everything else builds a slice object, as CPython does.
#include "lowerer.h"

namespace hintc::frontend {

using ir::PrimId;
using ir::TypeKind;

namespace {

bool int_bound(Type t) { return t.is(TypeKind::Int) || t.is(TypeKind::Bool); }

}  // namespace

bool Lowerer::lower_slice_bounds(TSNode sub, bool native_ok, std::array<RValue, 3>& out,
                                 int& has) {
  TSNode parts[3] = {{}, {}, {}};
  int which = 0;
  for (uint32_t i = 0; i < ts_node_child_count(sub); ++i) {
    TSNode c = ts_node_child(sub, i);
    if (!ts_node_is_named(c)) {
      if (text(c) == ":") ++which;
      continue;
    }
    if (which < 3) parts[which] = c;
  }
  // Bounds are evaluated left to right before deciding, so the choice never reorders them.
  std::array<RValue, 3> vals;
  bool native = native_ok && ts_node_is_null(parts[2]);
  for (int i = 0; i < 3; ++i) {
    if (ts_node_is_null(parts[i])) continue;
    vals[i] = lower_expr(parts[i]);
    native = native && int_bound(vals[i].type());
  }
  has = 0;
  for (int i = 0; i < 3; ++i) {
    bool given = !ts_node_is_null(parts[i]);
    if (native) {
      if (i == 2) continue;
      if (given) has |= i == 0 ? 1 : 2;  // HINTC_SLICE_START / HINTC_SLICE_STOP
      out[i] = given ? to_int(vals[i]) : b_->load_int(0);
    } else {
      out[i] = given ? to_object(vals[i]) : b_->box(b_->load_none().v);
    }
  }
  return native;
}

namespace {

bool natively_sliced(Type t) {
  return t.is(TypeKind::List) || t.is(TypeKind::Tuple) || t.is(TypeKind::Str);
}

}  // namespace

RValue Lowerer::slice_read(RValue seq, TSNode sub, TSNode at, Type rt) {
  std::array<RValue, 3> p;
  int has = 0;
  bool native = lower_slice_bounds(sub, natively_sliced(seq.type()), p, has);
  set_span(at);
  RValue r = native ? b_->prim_as(PrimId::SeqSlice, {seq.v, p[0].v, p[1].v, b_->load_int(has).v}, rt)
                    : b_->prim_as(PrimId::Slice, {seq.v, p[0].v, p[1].v, p[2].v}, rt);
  if (!native) b_->release(p[2]);
  b_->release(p[1]);
  b_->release(p[0]);
  return r;
}

void Lowerer::slice_store(RValue seq, TSNode sub, TSNode at, RValue o) {
  std::array<RValue, 3> p;
  int has = 0;
  bool native = lower_slice_bounds(sub, seq.type().is(TypeKind::List), p, has);
  set_span(at);
  if (native) {
    b_->prim(PrimId::SeqSetSlice, {seq.v, p[0].v, p[1].v, b_->load_int(has).v, o.v});
  } else {
    b_->prim(PrimId::SetSlice, {seq.v, p[0].v, p[1].v, p[2].v, o.v});
    b_->release(p[2]);
  }
  b_->release(p[1]);
  b_->release(p[0]);
}

void Lowerer::slice_delete(RValue seq, TSNode sub, TSNode at) {
  std::array<RValue, 3> p;
  int has = 0;
  bool native = lower_slice_bounds(sub, seq.type().is(TypeKind::List), p, has);
  set_span(at);
  if (native) {
    b_->prim(PrimId::SeqDelSlice, {seq.v, p[0].v, p[1].v, b_->load_int(has).v});
  } else {
    b_->prim(PrimId::DelSlice, {seq.v, p[0].v, p[1].v, p[2].v});
    b_->release(p[2]);
  }
  b_->release(p[1]);
  b_->release(p[0]);
}

}  // namespace hintc::frontend
