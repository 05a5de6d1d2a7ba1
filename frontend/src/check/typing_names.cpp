// The names `from typing import *` binds (typing.__all__ of Python 3.11).
#include "check/typing_names.h"

namespace hintc::frontend::check {

const std::vector<std::string>& typing_star_names() {
  static const std::vector<std::string> names = {
    "AbstractSet", "Annotated", "Any", "AnyStr", "AsyncContextManager", "AsyncGenerator",
    "AsyncIterable", "AsyncIterator", "Awaitable", "BinaryIO", "ByteString", "Callable",
    "ChainMap", "ClassVar", "Collection", "Concatenate", "Container", "ContextManager",
    "Coroutine", "Counter", "DefaultDict", "Deque", "Dict", "Final", "ForwardRef", "FrozenSet",
    "Generator", "Generic", "Hashable", "IO", "ItemsView", "Iterable", "Iterator", "KeysView",
    "List", "Literal", "LiteralString", "Mapping", "MappingView", "Match", "MutableMapping",
    "MutableSequence", "MutableSet", "NamedTuple", "Never", "NewType", "NoReturn", "NotRequired",
    "Optional", "OrderedDict", "ParamSpec", "ParamSpecArgs", "ParamSpecKwargs", "Pattern",
    "Protocol", "Required", "Reversible", "Self", "Sequence", "Set", "Sized", "SupportsAbs",
    "SupportsBytes", "SupportsComplex", "SupportsFloat", "SupportsIndex", "SupportsInt",
    "SupportsRound", "TYPE_CHECKING", "Text", "TextIO", "Tuple", "Type", "TypeAlias", "TypeGuard",
    "TypeVar", "TypeVarTuple", "TypedDict", "Union", "Unpack", "ValuesView", "assert_never",
    "assert_type", "cast", "clear_overloads", "dataclass_transform", "final", "get_args",
    "get_origin", "get_overloads", "get_type_hints", "is_typeddict", "no_type_check",
    "no_type_check_decorator", "overload", "reveal_type", "runtime_checkable",
  };
  return names;
}

}  // namespace hintc::frontend::check
