# globals() in compiled functions is the module's namespace (a registry looked up by name, new
# globals stored into it), and so are globals(), locals(), vars(), dir() and one-argument
# eval()/exec() in the module body, not the namespace of the Python code that called or imported
# the module. Explicit namespaces work anywhere.
from typing import Any, Dict, List

LIMIT: int = 3


def handler_add(a: int, b: int) -> int:
    return a + b


def handler_mul(a: int, b: int) -> int:
    return a * b


def dispatch(name: str, a: int, b: int) -> Any:
    fn = globals()["handler_" + name]
    return fn(a, b)


def handlers() -> List[str]:
    return sorted(k[8:] for k in globals() if k.startswith("handler_"))


def define(name: str, value: int) -> None:
    globals()[name] = value


def lookup(name: str) -> Any:
    return globals().get(name, "missing")


def evaluate(expr: str, a: int) -> Any:
    return eval(expr, {"a": a, "LIMIT": LIMIT})


def run_in(code: str, ns: Dict[str, Any]) -> Dict[str, Any]:
    exec(code, ns)
    return {k: v for k, v in ns.items() if k != "__builtins__"}


HANDLERS = sorted(k for k in dir() if k.startswith("handler_"))
names_here = locals()
SEEN = [k for k in ("LIMIT", "dispatch", "HANDLERS", "handler_driver") if k in names_here]
BOTH = vars() is globals() and globals()["LIMIT"] == LIMIT
exec("GENERATED = LIMIT * 14")
DOUBLED = eval("LIMIT * 2")
