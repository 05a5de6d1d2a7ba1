// Parameter lists of compiled defs: kinds (`/`, `*`, `*args`, `**kwargs`), types and defaults.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

using ir::ParamKind;

// Whether inspect.signature can read default `e` back from a __text_signature__: literals (what
// ast.literal_eval takes) and names it resolves in the module (scalar values only, as CPython).
bool Lowerer::signature_literal(TSNode e) {
  std::string k = node_type(e);
  if (k == "integer" || k == "float" || k == "true" || k == "false" || k == "none" ||
      k == "identifier" || k == "attribute" || k == "ellipsis") {
    return true;
  }
  if (k == "string" || k == "concatenated_string") return !has_interpolation(e);
  if (k == "unary_operator") {
    std::string a = node_type(child_by_field(e, "argument"));
    return text(child_by_field(e, "operator")) == "-" && (a == "integer" || a == "float");
  }
  if (k == "list" || k == "tuple" || k == "set" || k == "dictionary" || k == "pair" ||
      k == "parenthesized_expression") {
    for (uint32_t i = 0; i < ts_node_named_child_count(e); ++i) {
      TSNode c = ts_node_named_child(e, i);
      if (node_type(c) != "comment" && !signature_literal(c)) return false;
    }
    return true;
  }
  return false;
}

void Lowerer::collect_params(FuncInfo& info, const std::string& key, ir::ClassDef* owner,
                             ir::MethodKind kind) {
  Function* fn = info.fn;
  TSNode params = child_by_field(info.node, "parameters");
  uint32_t np = ts_node_is_null(params) ? 0 : ts_node_named_child_count(params);
  // Parameters before a `/` are positional-only: known once the separator is seen.
  size_t slash_at = 0;
  bool seen_slash = false, seen_star = false, seen_default = false, seen_varkw = false;
  bool named_after_star = false;
  TSNode bare_star{};
  for (uint32_t i = 0; i < np; ++i) {
    TSNode p = ts_node_named_child(params, i);
    std::string k = node_type(p);
    if (k == "comment") continue;
    if (seen_varkw) {
      error(p, "arguments cannot follow var-keyword argument");
      continue;
    }
    if (k == "positional_separator") {
      if (seen_slash) error(p, "/ may appear only once");
      if (seen_star) error(p, "/ must be ahead of *");
      if (fn->params.empty()) error(p, "at least one argument must precede /");
      seen_slash = true;
      slash_at = fn->params.size();
      continue;
    }
    if (k == "keyword_separator") {
      if (seen_star) error(p, "* argument may appear only once");
      seen_star = true;
      bare_star = p;
      continue;
    }
    // The name node (identifier, or a *args / **kwargs pattern), annotation and default.
    TSNode id = p, type{}, dflt{};
    if (k == "typed_parameter") {
      id = ts_node_named_child(p, 0);
      type = child_by_field(p, "type");
    } else if (k == "default_parameter" || k == "typed_default_parameter") {
      id = child_by_field(p, "name");
      type = child_by_field(p, "type");
      dflt = child_by_field(p, "value");
    }
    std::string ik = node_type(id);
    ParamKind pk = seen_star ? ParamKind::KeywordOnly : ParamKind::Normal;
    if (ik == "list_splat_pattern" || ik == "dictionary_splat_pattern") {
      bool star = ik == "list_splat_pattern";
      if (star && seen_star) error(p, "* argument may appear only once");
      pk = star ? ParamKind::VarPositional : ParamKind::VarKeyword;
      seen_star |= star;
      seen_varkw = !star;
      id = ts_node_named_child(id, 0);
    } else if (ik != "identifier") {
      error(p, msg::unsupported("this parameter form"));
      continue;
    }
    named_after_star |= pk == ParamKind::KeywordOnly;
    std::string pname = text(id);
    std::optional<Type> ptype = Type::object();
    if (!ts_node_is_null(type)) ptype = parse_annotation(type);
    if (!ptype) ptype = Type::object();
    // A method's unannotated first parameter is the instance (the class, for a classmethod).
    if (owner && fn->params.empty() && ts_node_is_null(type) && ts_node_is_null(dflt) &&
        pk == ParamKind::Normal &&
        kind != ir::MethodKind::Static && kind != ir::MethodKind::Class) {
      ptype = Type::instance(owner);
    }
    // Inside the function, *args is a tuple and **kwargs a dict of the annotated type.
    if (pk == ParamKind::VarPositional) ptype = Type::tuple_of(*ptype);
    if (pk == ParamKind::VarKeyword) ptype = Type::dict(Type::str(), *ptype);
    if (pk == ParamKind::Normal) {
      if (ts_node_is_null(dflt) && seen_default) {
        error(p, "non-default argument follows default argument");
      }
      seen_default |= !ts_node_is_null(dflt);
    }
    for (const std::string& other : info.param_names) {
      if (other == pname) error(p, "duplicate argument '" + pname + "' in function definition");
    }
    ir::Param param;
    param.kind = pk;
    param.reg = fn->new_register(pname, *ptype, true);
    if (!ts_node_is_null(type) && ptype->is(ir::TypeKind::Object)) {
      if (auto r = callable_result(type)) callable_regs_.emplace(param.reg, *r);
    }
    if (!ts_node_is_null(dflt) && key.rfind("<nested>@", 0) == 0) {
      // A nested function's default: each make_closure evaluates it into the function object.
      param.closure_default = true;
      param.default_text = signature_literal(dflt) ? text(dflt) : "...";
    } else if (!ts_node_is_null(dflt)) {
      param.default_value = mod_.new_global(key + "." + pname, *ptype);
      param.default_value->is_public = false;
      // A default computed by an expression shows as `...`: its value exists only at run time.
      param.default_text = signature_literal(dflt) ? text(dflt) : "...";
    }
    fn->params.push_back(param);
    info.param_names.push_back(pname);
    info.defaults.push_back(dflt);
  }
  if (!ts_node_is_null(bare_star) && !named_after_star) {
    error(bare_star, "named arguments must follow bare *");
  }
  for (size_t i = 0; i < slash_at; ++i) fn->params[i].kind = ParamKind::PositionalOnly;
  // The receiver of a method is bound positionally by the method descriptor.
  bool receiver = owner && kind != ir::MethodKind::Static;
  if (receiver && !fn->params.empty() && fn->params[0].kind != ParamKind::Normal &&
      fn->params[0].kind != ParamKind::PositionalOnly) {
    error(params, msg::unsupported("a method whose first parameter is not positional"));
  }
}

}  // namespace hintc::frontend
