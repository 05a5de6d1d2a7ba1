// Methods of str, bytes, list, dict, set and tuple values (result types from a table; calls by
// name through vectorcall, list.append natively), and f-strings.
#include "lowerer.h"
#include "messages.h"

namespace hintc::frontend {

bool decode_escapes(const std::string& body, std::string& out, std::string* problem,
                    const std::map<std::string, uint32_t>& names);

using ir::TypeKind;

namespace {

// How a method's result type follows from its receiver's type.
enum class Result {
  None, Int, Bool, Str, Bytes, Elem, Key, Value, Same, ListStr, Str3, KeyValue, Object,
  ListSame,  // a list of the receiver's type (bytes.split)
  Same3,     // a 3-tuple of the receiver's type (bytes.partition)
};

struct MethodInfo {
  TypeKind receiver;
  const char* name;
  Result result;
};

// The methods whose result types hintc knows; any other method of these types is a compile
// error (mypy's "has no attribute"), methods of `object` values are looked up at run time.
const MethodInfo kMethods[] = {
    {TypeKind::Str, "split", Result::ListStr},        {TypeKind::Str, "rsplit", Result::ListStr},
    {TypeKind::Str, "splitlines", Result::ListStr},   {TypeKind::Str, "join", Result::Str},
    {TypeKind::Str, "strip", Result::Str},            {TypeKind::Str, "lstrip", Result::Str},
    {TypeKind::Str, "rstrip", Result::Str},           {TypeKind::Str, "lower", Result::Str},
    {TypeKind::Str, "upper", Result::Str},            {TypeKind::Str, "replace", Result::Str},
    {TypeKind::Str, "format", Result::Str},           {TypeKind::Str, "title", Result::Str},
    {TypeKind::Str, "capitalize", Result::Str},       {TypeKind::Str, "casefold", Result::Str},
    {TypeKind::Str, "center", Result::Str},           {TypeKind::Str, "ljust", Result::Str},
    {TypeKind::Str, "rjust", Result::Str},            {TypeKind::Str, "zfill", Result::Str},
    {TypeKind::Str, "swapcase", Result::Str},         {TypeKind::Str, "expandtabs", Result::Str},
    {TypeKind::Str, "removeprefix", Result::Str},     {TypeKind::Str, "removesuffix", Result::Str},
    {TypeKind::Str, "translate", Result::Str},        {TypeKind::Str, "startswith", Result::Bool},
    {TypeKind::Str, "endswith", Result::Bool},        {TypeKind::Str, "isdigit", Result::Bool},
    {TypeKind::Str, "isalpha", Result::Bool},         {TypeKind::Str, "isalnum", Result::Bool},
    {TypeKind::Str, "isspace", Result::Bool},         {TypeKind::Str, "islower", Result::Bool},
    {TypeKind::Str, "isupper", Result::Bool},         {TypeKind::Str, "isnumeric", Result::Bool},
    {TypeKind::Str, "isdecimal", Result::Bool},       {TypeKind::Str, "isidentifier", Result::Bool},
    {TypeKind::Str, "istitle", Result::Bool},         {TypeKind::Str, "isascii", Result::Bool},
    {TypeKind::Str, "isprintable", Result::Bool},     {TypeKind::Str, "find", Result::Int},
    {TypeKind::Str, "rfind", Result::Int},            {TypeKind::Str, "index", Result::Int},
    {TypeKind::Str, "rindex", Result::Int},           {TypeKind::Str, "count", Result::Int},
    {TypeKind::Str, "encode", Result::Bytes},         {TypeKind::Str, "partition", Result::Str3},
    {TypeKind::Str, "rpartition", Result::Str3},      {TypeKind::Str, "format_map", Result::Str},
    {TypeKind::Str, "maketrans", Result::Object},     {TypeKind::Bytes, "decode", Result::Str},
    {TypeKind::Bytes, "hex", Result::Str},            {TypeKind::Bytes, "count", Result::Int},
    {TypeKind::Bytes, "find", Result::Int},           {TypeKind::Bytes, "startswith", Result::Bool},
    {TypeKind::Bytes, "endswith", Result::Bool},      {TypeKind::Bytes, "strip", Result::Same},
    {TypeKind::Bytes, "split", Result::ListSame},     {TypeKind::Bytes, "join", Result::Same},
    {TypeKind::Bytes, "rsplit", Result::ListSame},
    {TypeKind::Bytes, "splitlines", Result::ListSame},
    {TypeKind::Bytes, "partition", Result::Same3},
    {TypeKind::Bytes, "rpartition", Result::Same3},
    {TypeKind::Bytes, "index", Result::Int},          {TypeKind::Bytes, "rindex", Result::Int},
    {TypeKind::Bytes, "rfind", Result::Int},          {TypeKind::Bytes, "lstrip", Result::Same},
    {TypeKind::Bytes, "rstrip", Result::Same},        {TypeKind::Bytes, "center", Result::Same},
    {TypeKind::Bytes, "ljust", Result::Same},         {TypeKind::Bytes, "rjust", Result::Same},
    {TypeKind::Bytes, "zfill", Result::Same},         {TypeKind::Bytes, "expandtabs", Result::Same},
    {TypeKind::Bytes, "capitalize", Result::Same},    {TypeKind::Bytes, "title", Result::Same},
    {TypeKind::Bytes, "swapcase", Result::Same},      {TypeKind::Bytes, "translate", Result::Same},
    {TypeKind::Bytes, "removeprefix", Result::Same},
    {TypeKind::Bytes, "removesuffix", Result::Same},
    {TypeKind::Bytes, "isalnum", Result::Bool},       {TypeKind::Bytes, "isalpha", Result::Bool},
    {TypeKind::Bytes, "isascii", Result::Bool},       {TypeKind::Bytes, "isdigit", Result::Bool},
    {TypeKind::Bytes, "islower", Result::Bool},       {TypeKind::Bytes, "isupper", Result::Bool},
    {TypeKind::Bytes, "isspace", Result::Bool},       {TypeKind::Bytes, "istitle", Result::Bool},
    {TypeKind::Bytes, "maketrans", Result::Bytes},    {TypeKind::Bytes, "fromhex", Result::Bytes},
    {TypeKind::Bytes, "replace", Result::Same},       {TypeKind::Bytes, "lower", Result::Same},
    {TypeKind::Bytes, "upper", Result::Same},         {TypeKind::List, "append", Result::None},
    {TypeKind::List, "extend", Result::None},         {TypeKind::List, "insert", Result::None},
    {TypeKind::List, "remove", Result::None},         {TypeKind::List, "sort", Result::None},
    {TypeKind::List, "reverse", Result::None},        {TypeKind::List, "clear", Result::None},
    {TypeKind::List, "pop", Result::Elem},            {TypeKind::List, "index", Result::Int},
    {TypeKind::List, "count", Result::Int},           {TypeKind::List, "copy", Result::Same},
    {TypeKind::Dict, "get", Result::Value},           {TypeKind::Dict, "setdefault", Result::Value},
    {TypeKind::Dict, "pop", Result::Value},           {TypeKind::Dict, "popitem", Result::KeyValue},
    {TypeKind::Dict, "items", Result::Object},        {TypeKind::Dict, "keys", Result::Object},
    {TypeKind::Dict, "values", Result::Object},       {TypeKind::Dict, "update", Result::None},
    {TypeKind::Dict, "clear", Result::None},          {TypeKind::Dict, "copy", Result::Same},
    {TypeKind::Set, "add", Result::None},             {TypeKind::Set, "discard", Result::None},
    {TypeKind::Set, "remove", Result::None},          {TypeKind::Set, "update", Result::None},
    {TypeKind::Set, "clear", Result::None},
    {TypeKind::Set, "difference_update", Result::None},
    {TypeKind::Set, "intersection_update", Result::None},
    {TypeKind::Set, "symmetric_difference_update", Result::None},
    {TypeKind::Set, "union", Result::Same},           {TypeKind::Set, "intersection", Result::Same},
    {TypeKind::Set, "difference", Result::Same},
    {TypeKind::Set, "symmetric_difference", Result::Same},
    {TypeKind::Set, "copy", Result::Same},            {TypeKind::Set, "issubset", Result::Bool},
    {TypeKind::Set, "issuperset", Result::Bool},      {TypeKind::Set, "isdisjoint", Result::Bool},
    {TypeKind::Set, "pop", Result::Elem},             {TypeKind::Tuple, "index", Result::Int},
    {TypeKind::Tuple, "count", Result::Int},
};

// Dunder methods called by name (`xs.__len__()`): CPython's slot wrappers, typed as mypy types
// them where the result is certain; comparisons may give NotImplemented, so they stay objects.
const MethodInfo kDunders[] = {
    {TypeKind::Str, "__getitem__", Result::Str},      {TypeKind::Str, "__add__", Result::Str},
    {TypeKind::Str, "__mul__", Result::Str},          {TypeKind::Str, "__rmul__", Result::Str},
    {TypeKind::Str, "__mod__", Result::Str},          {TypeKind::Bytes, "__getitem__", Result::Int},
    {TypeKind::Bytes, "__add__", Result::Same},       {TypeKind::Bytes, "__mul__", Result::Same},
    {TypeKind::List, "__getitem__", Result::Elem},    {TypeKind::List, "__add__", Result::Same},
    {TypeKind::List, "__mul__", Result::Same},        {TypeKind::List, "__rmul__", Result::Same},
    {TypeKind::List, "__iadd__", Result::Same},       {TypeKind::List, "__imul__", Result::Same},
    {TypeKind::List, "__setitem__", Result::None},    {TypeKind::List, "__delitem__", Result::None},
    {TypeKind::Dict, "__getitem__", Result::Value},   {TypeKind::Dict, "__setitem__", Result::None},
    {TypeKind::Dict, "__delitem__", Result::None},    {TypeKind::Dict, "__or__", Result::Same},
    {TypeKind::Set, "__or__", Result::Same},          {TypeKind::Set, "__and__", Result::Same},
    {TypeKind::Set, "__sub__", Result::Same},         {TypeKind::Set, "__xor__", Result::Same},
};

// The dunder's entry for this receiver; any other dunder gives what its name promises for every
// type (an int for __len__ and __hash__, ...) or an object.
const MethodInfo* dunder_info(Type rt, const std::string& name) {
  if (name.size() < 5 || name.compare(0, 2, "__") != 0 || name.compare(name.size() - 2, 2, "__") != 0) {
    return nullptr;
  }
  for (const MethodInfo& m : kDunders) {
    if (rt.is(m.receiver) && name == m.name) return &m;
  }
  static const MethodInfo kAny[] = {
      {TypeKind::Object, "__len__", Result::Int},       {TypeKind::Object, "__hash__", Result::Int},
      {TypeKind::Object, "__sizeof__", Result::Int},    {TypeKind::Object, "__contains__", Result::Bool},
      {TypeKind::Object, "__str__", Result::Str},       {TypeKind::Object, "__repr__", Result::Str},
      {TypeKind::Object, "__format__", Result::Str},    {TypeKind::Object, "", Result::Object},
  };
  for (const MethodInfo& m : kAny) {
    if (name == m.name || m.name[0] == '\0') return &m;
  }
  return nullptr;
}

Type result_type(Result r, Type recv) {
  switch (r) {
    case Result::None: return Type::none();
    case Result::Int: return Type::int_();
    case Result::Bool: return Type::bool_();
    case Result::Str: return Type::str();
    case Result::Bytes: return Type::bytes();
    case Result::Elem: return recv.elem();
    case Result::Key: return recv.arg(0);
    case Result::Value: return recv.arg(1);
    case Result::Same: return recv;
    case Result::ListStr: return Type::list(Type::str());
    case Result::Str3: return Type::tuple({Type::str(), Type::str(), Type::str()});
    case Result::KeyValue: return Type::tuple({recv.arg(0), recv.arg(1)});
    case Result::Object: return Type::object();
    case Result::ListSame: return Type::list(recv);
    case Result::Same3: return Type::tuple({recv, recv, recv});
  }
  return Type::object();
}

}  // namespace

std::optional<RValue> Lowerer::call_typed_method(RValue obj, const std::string& name, TSNode call,
                                                 TSNode args) {
  Type rt = obj.type();
  if (rt.is(TypeKind::Buffer)) return native_list_method(obj, name, call, args);
  if (rt.is(TypeKind::NDict)) return native_dict_method(obj, name, call, args);
  const MethodInfo* info = nullptr;
  for (const MethodInfo& m : kMethods) {
    if (rt.is(m.receiver) && name == m.name) info = &m;
  }
  if (info == nullptr) info = dunder_info(rt, name);
  if (info == nullptr) {
    error(child_by_field(call, "function"),
          "\"" + rt.name() + "\" has no attribute \"" + name + "\"");
    b_->release(obj);
    return poison();
  }
  if (node_type(args) == "generator_expression") {
    // "literal".join(x for ...) gathers the items into a sequence before anything else, so
    // they are built as a list first (same items, same order, same errors); any other method
    // consumes the lazy generator itself, as in CPython.
    RValue items = lazy_genexp(args) ? lower_genexp(args) : lower_comprehension(args);
    set_span(call);
    RValue r = checked(b_->call_method(obj.v, name, {items.v}, Type::object()), result_type(info->result, rt),
                       "result of ." + name + "()");
    b_->release(items);
    b_->release(obj);
    return r;
  }
  if (node_type(args) != "argument_list") {
    b_->release(obj);
    return std::nullopt;
  }
  std::vector<TSNode> argv;
  bool plain = true;
  for (uint32_t i = 0; i < ts_node_named_child_count(args); ++i) {
    TSNode a = ts_node_named_child(args, i);
    std::string k = node_type(a);
    if (k == "comment") continue;
    plain &= k != "keyword_argument" && k != "list_splat" && k != "dictionary_splat";
    argv.push_back(a);
  }
  Type result = result_type(info->result, rt);
  if (rt.is(TypeKind::List) && name == "pop" && plain && argv.size() <= 1) {
    return lower_list_pop(obj, argv, result, call);
  }
  // dict.get(k) may return None; dict.get(k, d) / pop(k, d) return the value or d.
  bool dict_default = rt.is(TypeKind::Dict) && (name == "get" || name == "pop");
  std::vector<RValue> vals;
  std::vector<Type> arg_types;
  for (size_t i = 0; i < argv.size() && plain; ++i) {
    // Items going into a typed container take the container's item type.
    std::optional<Type> want;
    if (rt.is(TypeKind::List) &&
        (name == "append" || (i == 1 && (name == "insert" || name == "__setitem__")))) {
      want = rt.elem();
    }
    if (rt.is(TypeKind::Set) && name == "add") want = rt.elem();
    bool keyed = name.compare(0, 2, "__") != 0 || name == "__getitem__" || name == "__setitem__" ||
                 name == "__delitem__";
    if (rt.is(TypeKind::Dict) && i == 0 && name != "update" && keyed) want = rt.arg(0);
    if (rt.is(TypeKind::Dict) && i == 1 && (name == "setdefault" || name == "__setitem__")) {
      want = rt.arg(1);
    }
    if (want) expected_ = want;
    RValue v = lower_expr(argv[i]);
    expected_.reset();
    partial_method_arg(call, name, i, v.type());  // `a = []` ... `a.append(v)`
    if (want && !assignable(v.type(), *want)) {
      error(argv[i], msg::incompatible_argument(static_cast<int>(i) + 1,
                                                "\"" + rt.check_name() + "\"." + name,
                                                v.type().name(), want->name()) );
      b_->release(v);
      for (auto it = vals.rbegin(); it != vals.rend(); ++it) b_->release(*it);
      b_->release(obj);
      return poison(result);
    }
    if (want) v = *coerce_item(v, *want, argv[i], "argument");
    arg_types.push_back(v.type());
    vals.push_back(to_object(v));
  }
  if (name == "__getitem__" && !rt.is(TypeKind::Dict) && !arg_types.empty() &&
      !arg_types[0].is(TypeKind::Int) && !arg_types[0].is(TypeKind::Bool)) {
    result = rt.is(TypeKind::Tuple) ? Type::object() : rt;  // a slice object: a sequence
  }
  if (dict_default) {
    if (argv.size() == 1 && name == "get") result = Type::optional(rt.arg(1));
    if (argv.size() == 2) {
      result = assignable(arg_types.size() > 1 ? arg_types[1] : Type::object(), rt.arg(1))
                   ? rt.arg(1)
                   : join_types({rt.arg(1), arg_types.size() > 1 ? arg_types[1] : Type::object()});
    }
  }
  set_span(call);
  if (!plain) {
    // Keyword or starred arguments: the bound method called as a Python object.
    RValue attr = b_->load_str(name);
    RValue bound = b_->prim(PrimId::ObjGetAttr, {obj.v, attr.v});
    b_->release(attr);
    b_->release(obj);
    RValue r = call_generic(bound, call, args);
    return checked(r, result, "result of ." + name + "()");
  }
  std::vector<Value*> ops;
  for (const RValue& v : vals) ops.push_back(v.v);
  RValue r;
  // str methods with direct CPython functions (all arguments str; join takes any iterable).
  bool all_str = true;
  for (Type t : arg_types) all_str &= t.is(TypeKind::Str);
  const ir::PrimInfo* direct = nullptr;
  if (rt.is(TypeKind::Str) && (all_str || name == "join")) {
    std::vector<Type> sig{Type::str()};
    for (size_t i = 0; i < ops.size(); ++i) sig.push_back(name == "join" ? Type::object() : Type::str());
    direct = ir::find_prim("str." + name, sig);
  }
  if ((rt.is(TypeKind::List) || rt.is(TypeKind::Tuple)) && (name == "index" || name == "count") &&
      ops.size() == 1) {
    direct = ir::find_prim((rt.is(TypeKind::List) ? "list." : "tuple.") + name,
                           {Type::object(), Type::object()});
  }
  if (direct != nullptr) {
    std::vector<Value*> operands{obj.v};
    operands.insert(operands.end(), ops.begin(), ops.end());
    r = direct->result.is(TypeKind::Object) ? b_->prim_as(direct->id, operands, result)
                                            : b_->prim(direct->id, operands);
  } else if (rt.is(TypeKind::List) && name == "append" && ops.size() == 1) {
    r = b_->prim(PrimId::ListAppend, {obj.v, ops[0]});
  } else if (rt.is(TypeKind::Dict) && name == "get" && ops.size() == 2) {
    r = checked(b_->prim(PrimId::DictGetDefault, {obj.v, ops[0], ops[1]}), result, "dict value");
  } else {
    r = checked(b_->call_method(obj.v, name, ops, Type::object()), result,
                "result of ." + name + "()");
  }
  for (auto it = vals.rbegin(); it != vals.rend(); ++it) b_->release(*it);
  b_->release(obj);
  return r;
}

// --- f-strings ---

bool Lowerer::has_interpolation(TSNode e) const {
  if (node_type(e) == "concatenated_string") {
    for (uint32_t i = 0; i < ts_node_named_child_count(e); ++i) {
      if (has_interpolation(ts_node_named_child(e, i))) return true;
    }
    return false;
  }
  for (uint32_t i = 0; i < ts_node_child_count(e); ++i) {
    if (node_type(ts_node_child(e, i)) == "interpolation") return true;
  }
  return false;
}

RValue Lowerer::lower_fstring(TSNode e) {
  std::vector<RValue> pieces;
  // Literal text between fields, escapes decoded as in the rest of the literal.
  auto literal = [&](uint32_t from, uint32_t to, bool raw, bool fmt) {
    if (from >= to) return true;
    std::string body(src_.slice(from, to));
    std::string out;
    if (raw) {
      out = body;
    } else {
      std::string problem;
      if (!decode_escapes(body, out, &problem, src_.unicode_names())) {
        error(e, problem);
        return false;
      }
    }
    if (fmt) {
      std::string un;
      for (size_t i = 0; i < out.size(); ++i) {
        un += out[i];
        if ((out[i] == '{' || out[i] == '}') && i + 1 < out.size() && out[i + 1] == out[i]) ++i;
      }
      out = un;
    }
    if (!out.empty()) pieces.push_back(b_->load_str(out));
    return true;
  };
  std::function<bool(TSNode)> one_string;
  bool raw_string = false;  // of the string part being lowered
  std::function<std::optional<RValue>(TSNode)> field = [&](TSNode f) -> std::optional<RValue> {
    TSNode expr = child_by_field(f, "expression");
    TSNode conv = child_by_field(f, "type_conversion");
    TSNode spec = child_by_field(f, "format_specifier");
    bool self_doc = false;
    for (uint32_t i = 0; i < ts_node_child_count(f); ++i) {
      TSNode c = ts_node_child(f, i);
      if (!ts_node_is_named(c) && text(c) == "=") self_doc = true;
    }
    if (self_doc) {
      // {x=}: the expression's source text (up to and including '='), then its repr.
      // The label keeps the blanks after '=' too ({x = } shows "x = "): it runs up to whatever
      // follows the '=' (a conversion, the spec or the closing brace).
      uint32_t label_end = 0;
      for (uint32_t i = 0; i + 1 < ts_node_child_count(f); ++i) {
        TSNode c = ts_node_child(f, i);
        if (!ts_node_is_named(c) && text(c) == "=") {
          label_end = ts_node_start_byte(ts_node_child(f, i + 1));
        }
      }
      std::string label(src_.slice(ts_node_start_byte(f) + 1, label_end));
      pieces.push_back(b_->load_str(label));
    }
    RValue v = lower_expr(expr);
    std::string c = ts_node_is_null(conv) ? "" : text(conv);
    if (c.empty() && self_doc && ts_node_is_null(spec)) c = "!r";
    set_span(f);
    if (c.empty() && ts_node_is_null(spec) && v.type().is(TypeKind::Int)) {
      // format(i, "") of an int is str(i): digits written straight from the native value.
      RValue r = b_->prim(PrimId::StrOfInt, {v.v});
      b_->release(v);
      return r;
    }
    v = to_object(v);
    if (c == "!r" || c == "!s" || c == "!a") {
      RValue cv = b_->prim(c == "!r" ? PrimId::Repr : c == "!s" ? PrimId::StrOfObj : PrimId::Ascii,
                           {v.v});
      b_->release(v);
      v = cv;
    } else if (!c.empty()) {
      error(conv, "f-string: invalid conversion character '" + c.substr(1) + "'");
    }
    if (ts_node_is_null(spec)) {
      RValue r = b_->prim(PrimId::FormatPlain, {v.v});
      b_->release(v);
      return r;
    }
    // The spec may hold nested fields: {x:>{w}}.
    std::vector<RValue> saved;
    saved.swap(pieces);
    uint32_t pos = ts_node_start_byte(spec) + 1;  // after ':'
    for (uint32_t i = 0; i < ts_node_named_child_count(spec); ++i) {
      TSNode c2 = ts_node_named_child(spec, i);
      if (node_type(c2) != "format_expression" && node_type(c2) != "interpolation") continue;
      // The spec's text has the string's escapes (f"{x:\N{BULLET}>9}", see fstring_mask.h).
      literal(pos, ts_node_start_byte(c2), raw_string, false);  // an error is reported there
      auto inner = field(c2);
      if (!inner) return std::nullopt;
      pieces.push_back(*inner);
      pos = ts_node_end_byte(c2);
    }
    literal(pos, ts_node_end_byte(spec), raw_string, false);
    std::vector<Value*> ops;
    for (auto& p : pieces) ops.push_back(p.v);
    RValue spec_str = b_->build(kBuildStr, Type::str(), ops);
    for (auto it = pieces.rbegin(); it != pieces.rend(); ++it) b_->release(*it);
    pieces.swap(saved);
    RValue r = b_->prim(PrimId::FormatSpec, {v.v, spec_str.v});
    b_->release(spec_str);
    b_->release(v);
    return r;
  };
  one_string = [&](TSNode s) {
    TSNode start{}, end{};
    for (uint32_t i = 0; i < ts_node_child_count(s); ++i) {
      TSNode c = ts_node_child(s, i);
      if (node_type(c) == "string_start") start = c;
      if (node_type(c) == "string_end") end = c;
    }
    if (ts_node_is_null(start) || ts_node_is_null(end)) return false;
    std::string letters;
    for (char ch : text(start)) {
      if (ch != '"' && ch != '\'') letters += static_cast<char>(std::tolower(ch));
    }
    if (letters.find('b') != std::string::npos) {
      error(s, msg::unsupported("bytes literals"));
      return false;
    }
    bool raw = letters.find('r') != std::string::npos;
    bool fmt = letters.find('f') != std::string::npos;
    raw_string = raw;
    uint32_t pos = ts_node_end_byte(start);
    for (uint32_t i = 0; i < ts_node_child_count(s); ++i) {
      TSNode c = ts_node_child(s, i);
      if (node_type(c) != "interpolation") continue;
      if (!literal(pos, ts_node_start_byte(c), raw, fmt)) return false;
      auto v = field(c);
      if (!v) return false;
      pieces.push_back(*v);
      pos = ts_node_end_byte(c);
    }
    return literal(pos, ts_node_start_byte(end), raw, fmt);
  };
  bool ok = true;
  if (node_type(e) == "concatenated_string") {
    for (uint32_t i = 0; i < ts_node_named_child_count(e) && ok; ++i) {
      ok = one_string(ts_node_named_child(e, i));
    }
  } else {
    ok = one_string(e);
  }
  set_span(e);
  std::vector<Value*> ops;
  for (auto& p : pieces) ops.push_back(p.v);
  RValue r = ok ? b_->build(kBuildStr, Type::str(), ops) : poison(Type::str());
  for (auto it = pieces.rbegin(); it != pieces.rend(); ++it) b_->release(*it);
  return r;
}

}  // namespace hintc::frontend
