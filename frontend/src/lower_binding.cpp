// Static binding of call arguments to a compiled signature: keywords, defaults, and the packing
// of extra arguments into *args tuples and **kwargs dicts, with mypy's errors for bad calls.
#include <algorithm>

#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ParamKind;

namespace {

bool positional(ParamKind k) { return k == ParamKind::PositionalOnly || k == ParamKind::Normal; }

// The argument expected for a parameter: the item type of *args and **kwargs.
Type argument_type(const CallParam& p) {
  if (p.kind == ParamKind::VarPositional) return p.type.arg(0);
  if (p.kind == ParamKind::VarKeyword) return p.type.arg(1);
  return p.type;
}

int find_kind(const std::vector<CallParam>& params, ParamKind k) {
  for (size_t i = 0; i < params.size(); ++i) {
    if (params[i].kind == k) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace

std::vector<CallParam> Lowerer::call_params(const Function& f, size_t first) {
  std::vector<CallParam> out;
  for (size_t i = first; i < f.params.size(); ++i) {
    const ir::Param& p = f.params[i];
    out.push_back({p.reg->name, p.reg->type, p.default_value != nullptr || p.closure_default, p.kind});
  }
  return out;
}

std::optional<ArgMatch> Lowerer::match_arguments(const std::string& fname,
                                                 const std::vector<CallParam>& params,
                                                 TSNode call, TSNode args) {
  const size_t n = params.size();
  ArgMatch m;
  m.slot_nodes.resize(n);
  const int var_pos = find_kind(params, ParamKind::VarPositional);
  const int var_kw = find_kind(params, ParamKind::VarKeyword);
  std::vector<size_t> positionals;
  for (size_t i = 0; i < n; ++i) {
    if (positional(params[i].kind)) positionals.push_back(i);
  }
  size_t pos = 0;
  bool ok = true;
  const std::vector<TSNode> argv = call_args(args);
  for (TSNode a : argv) {
    std::string k = node_type(a);
    size_t slot;
    TSNode value = a;
    std::string keyword;
    if (k == "keyword_argument") {
      keyword = text(child_by_field(a, "name"));
      value = child_by_field(a, "value");
      auto it = std::find_if(params.begin(), params.end(), [&](const CallParam& p) {
        return p.name == keyword &&
               (p.kind == ParamKind::Normal || p.kind == ParamKind::KeywordOnly);
      });
      if (it == params.end() && var_kw < 0) {
        error(a, msg::unexpected_kwarg(keyword, fname));
        ok = false;
        continue;
      }
      slot = it == params.end() ? static_cast<size_t>(var_kw)
                                : static_cast<size_t>(it - params.begin());
      bool taken = slot == static_cast<size_t>(var_kw)
                       ? std::count(m.keywords.begin(), m.keywords.end(), keyword) > 0
                       : !ts_node_is_null(m.slot_nodes[slot]);
      if (taken) {
        error(a, msg::multiple_values(keyword, fname));
        ok = false;
        continue;
      }
    } else if (k == "list_splat" || k == "dictionary_splat") {
      error(a, msg::unsupported("'*' and '**' in calls"));
      ok = false;
      continue;
    } else if (pos < positionals.size()) {
      slot = positionals[pos++];
    } else if (var_pos >= 0) {
      slot = static_cast<size_t>(var_pos);
    } else {
      // As mypy: an extra positional argument lands on the first keyword-only parameter.
      int kwonly = find_kind(params, ParamKind::KeywordOnly);
      bool named_too = false;
      for (size_t j = 0; kwonly >= 0 && j < argv.size(); ++j) {
        TSNode b = argv[j];
        named_too |= node_type(b) == "keyword_argument" &&
                     text(child_by_field(b, "name")) == params[kwonly].name;
      }
      if (named_too) {
        error(a, msg::multiple_values(params[kwonly].name, fname));
      } else {
        error(a, kwonly >= 0 ? msg::too_many_positional(fname) : msg::too_many_args(fname));
      }
      ok = false;
      break;
    }
    if (slot != static_cast<size_t>(var_pos) && slot != static_cast<size_t>(var_kw)) {
      m.slot_nodes[slot] = value;
    }
    m.order.push_back(slot);
    m.keywords.push_back(keyword);
    m.values.push_back(value);
  }
  for (size_t i = 0; i < n && ok; ++i) {
    const CallParam& p = params[i];
    if (!ts_node_is_null(m.slot_nodes[i]) || p.has_default || !(positional(p.kind) ||
                                                                 p.kind == ParamKind::KeywordOnly)) {
      continue;
    }
    error(call, positional(p.kind) ? msg::missing_arg(p.name, fname)
                                   : msg::missing_named_arg(p.name, fname));
    ok = false;
  }
  if (!ok) return std::nullopt;
  return m;
}

std::optional<std::vector<RValue>> Lowerer::lower_arguments(const std::string& fname,
                                                            const ArgMatch& match,
                                                            const std::vector<CallParam>& params) {
  std::vector<RValue> actuals;
  bool ok = true;
  for (size_t j = 0; j < match.order.size(); ++j) {
    TSNode node = match.values[j];
    Type want = argument_type(params[match.order[j]]);
    expected_ = want;  // the parameter's type guides the argument's (e.g. `[]`)
    RValue v = lower_expr(node);
    expected_.reset();
    if (!assignable(v.type(), want)) {
      // mypy numbers positional arguments from 1 and names keyword arguments.
      std::string label = match.keywords[j].empty() ? std::to_string(j + 1)
                                                    : "\"" + match.keywords[j] + "\"";
      error(node, msg::incompatible_argument(label, fname, v.type().name(), want.name()));
      b_->release(v);
      ok = false;
      continue;
    }
    actuals.push_back(v);
  }
  if (ok) return actuals;
  for (auto it = actuals.rbegin(); it != actuals.rend(); ++it) b_->release(*it);
  return std::nullopt;
}

std::vector<std::optional<RValue>> Lowerer::pack_arguments(const ArgMatch& match,
                                                           const std::vector<CallParam>& params,
                                                           const std::vector<RValue>& actuals,
                                                           TSNode call) {
  std::vector<std::optional<RValue>> slots(params.size());
  for (size_t i = 0; i < params.size(); ++i) {
    const CallParam& p = params[i];
    bool star = p.kind == ParamKind::VarPositional;
    if (!star && p.kind != ParamKind::VarKeyword) continue;
    // The items in source order, each made the annotated item type, then boxed.
    std::vector<RValue> items;
    for (size_t j = 0; j < match.order.size(); ++j) {
      if (match.order[j] != i) continue;
      if (!star) items.push_back(b_->load_str(match.keywords[j]));
      RValue v = *coerce(RValue{actuals[j].v, false}, argument_type(p), call, "argument");
      items.push_back(to_object(v));
    }
    std::vector<Value*> ops;
    for (const RValue& v : items) ops.push_back(v.v);
    set_span(call);
    slots[i] = b_->build(star ? kBuildTuple : kBuildDict, p.type, ops);  // a tuple / a dict (ops.def `build`)
    for (auto it = items.rbegin(); it != items.rend(); ++it) b_->release(*it);
  }
  for (size_t j = 0; j < match.order.size(); ++j) {
    size_t slot = match.order[j];
    if (!slots[slot]) slots[slot] = RValue{actuals[j].v, false};
  }
  return slots;
}

}  // namespace hintc::frontend
