// Generic IR types: interning of type parameters (equal types share one TypeArgs) and spelling.
#include <map>
#include <memory>
#include <mutex>
#include <utility>

#include "hintc/ir/classes.h"
#include "hintc/ir/types.h"

namespace hintc::ir {

struct TypeArgs {
  std::vector<Type> items;
  bool variadic = false;
  const ClassDef* cls = nullptr;  // Instance types
};

namespace {

// Interned for the life of the process: types are small and a module mentions few of them.
const TypeArgs* intern(const std::vector<Type>& items, bool variadic) {
  static std::mutex mu;
  static std::map<std::pair<std::string, bool>, std::unique_ptr<TypeArgs>> table;
  std::string key;
  // Kind and interned parameters identify a type (two compiled classes may share a name).
  for (const Type& t : items) {
    key += std::to_string(static_cast<int>(t.kind())) + ":" +
           std::to_string(reinterpret_cast<uintptr_t>(t.args_id())) + ",";
  }
  std::lock_guard<std::mutex> lock(mu);
  auto& slot = table[{key, variadic}];
  if (!slot) slot.reset(new TypeArgs{items, variadic});
  return slot.get();
}

const std::vector<Type> kNoArgs;

const TypeArgs* intern_class(const ClassDef* cls) {
  static std::mutex mu;
  static std::map<const ClassDef*, std::unique_ptr<TypeArgs>> table;
  std::lock_guard<std::mutex> lock(mu);
  auto& slot = table[cls];
  if (!slot) slot.reset(new TypeArgs{{}, false, cls});
  return slot.get();
}

}  // namespace

Type Type::list(Type elem) { return Type(TypeKind::List, intern({elem}, false)); }
Type Type::dict(Type key, Type value) { return Type(TypeKind::Dict, intern({key, value}, false)); }
Type Type::set(Type elem) { return Type(TypeKind::Set, intern({elem}, false)); }
Type Type::tuple(const std::vector<Type>& items) {
  return Type(TypeKind::Tuple, intern(items, false));
}
Type Type::tuple_of(Type elem) { return Type(TypeKind::Tuple, intern({elem}, true)); }
Type Type::optional(Type t) {
  if (t.is(TypeKind::None) || t.is(TypeKind::Object) || t.is(TypeKind::Optional)) return t;
  return Type(TypeKind::Optional, intern({t}, false));
}

Type Type::buffer(Type elem) { return Type(TypeKind::Buffer, intern({elem}, false)); }
Type Type::ndict(Type value) { return Type(TypeKind::NDict, intern({int_(), value}, false)); }
Type Type::instance(const ClassDef* cls) { return Type(TypeKind::Instance, intern_class(cls)); }
const ClassDef* Type::class_def() const { return args_ ? args_->cls : nullptr; }

const std::vector<Type>& Type::args() const { return args_ ? args_->items : kNoArgs; }
bool Type::variadic() const { return args_ && args_->variadic; }

Type Type::elem() const {
  switch (kind_) {
    case TypeKind::List:
    case TypeKind::Set:
    case TypeKind::Buffer:
    case TypeKind::NDict:
    case TypeKind::Dict: return arg(0);
    case TypeKind::Str: return str();
    case TypeKind::Bytes: return int_();
    case TypeKind::Tuple: {
      if (variadic()) return arg(0);
      if (args().empty()) return object();
      for (const Type& t : args()) {
        if (t != arg(0)) return object();
      }
      return arg(0);
    }
    default: return object();
  }
}

std::string Type::name() const {
  auto joined = [this]() {
    std::string s;
    for (size_t i = 0; i < args().size(); ++i) s += (i ? ", " : "") + args()[i].name();
    return s;
  };
  switch (kind_) {
    case TypeKind::Int: return "int";
    case TypeKind::Float: return "float";
    case TypeKind::Bool: return "bool";
    case TypeKind::None: return "None";
    case TypeKind::Str: return "str";
    case TypeKind::Object: return "object";
    case TypeKind::I64: return "i64";
    case TypeKind::Bytes: return "bytes";
    case TypeKind::List: return "list[" + joined() + "]";
    case TypeKind::Dict:
    case TypeKind::NDict: return "dict[" + joined() + "]";
    case TypeKind::Set: return "set[" + joined() + "]";
    case TypeKind::Tuple:
      if (variadic()) return "tuple[" + arg(0).name() + ", ...]";
      return args().empty() ? "tuple[()]" : "tuple[" + joined() + "]";
    case TypeKind::Optional: return arg(0).name() + " | None";
    case TypeKind::Buffer: return "list[" + arg(0).name() + "]";
    case TypeKind::Instance: return class_def()->name;
  }
  return "?";
}

std::string Type::check_name() const {
  switch (kind_) {
    case TypeKind::List: return "list";
    case TypeKind::Dict: return "dict";
    case TypeKind::Set: return "set";
    case TypeKind::Tuple: return variadic() ? "tuple" : name();
    case TypeKind::Optional: return arg(0).check_name() + " or None";
    default: return name();
  }
}

}  // namespace hintc::ir
