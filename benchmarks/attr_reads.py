# Attribute reads from interpreted code: `obj.NAME` in a Python loop on a hintc-compiled instance
# vs an ordinary Python class instance and a __slots__ instance (issue 7's "not slower" goal).
#
# Run from the repo root:  python benchmarks/attr_reads.py [--repeat N]
# Each field kind (object-typed str, instance link, int, float, bool) is read by the same
# interpreted loop, on the default layout and on a @mypyc_attr(boxed_fields=True) class; the
# time per read is the best of N timeit repeats, and the ratios are compiled time / other time
# (below 1.0: the compiled object is faster).
from __future__ import annotations

import argparse
import importlib
import sys
import tempfile
import timeit
from pathlib import Path

HERE = Path(__file__).resolve().parent

FIELDS = {"s": "'text'", "link": "None", "n": "7", "x": "1.5", "ok": "True"}
TYPES = {"s": "str", "link": "Item | None", "n": "int", "x": "float", "ok": "bool"}

_INIT = "    def __init__(self) -> None:\n" + \
    "".join(f"        self.{f}: {TYPES[f]} = {v}\n" for f, v in FIELDS.items())
# The default layout (int/float fields unboxed, read through getsets; bools are True/False
# members, read like __slots__) and the opt-in one (@mypyc_attr(boxed_fields=True): a
# Python-visible box beside each int/float field, read like __slots__).
COMPILED = "from __future__ import annotations\n\nfrom mypy_extensions import mypyc_attr\n\n\n" + \
    "class Item:\n" + _INIT + "\n\n@mypyc_attr(boxed_fields=True)\nclass BoxedItem:\n" + _INIT

PLAIN = "class Item:\n    def __init__(self):\n" + \
    "".join(f"        self.{f} = {v}\n" for f, v in FIELDS.items())

SLOTS = f"class Item:\n    __slots__ = {tuple(FIELDS)!r}\n\n    def __init__(self):\n" + \
    "".join(f"        self.{f} = {v}\n" for f, v in FIELDS.items())

LOOP = "for _ in r:\n    o.{f}; o.{f}; o.{f}; o.{f}; o.{f}; o.{f}; o.{f}; o.{f}; o.{f}; o.{f}\n"
READS_PER_ITER = 10


def compiled_module(work: Path):
    if list((HERE.parent / "python" / "hintc").glob("_core*")):
        sys.path.insert(0, str(HERE.parent / "python"))
    import hintc

    src = work / "attr_item.py"
    src.write_text(COMPILED)
    built = hintc.build_module(str(src), out_dir=str(work / "out"), module_name="attr_item",
                               opt_level=3)
    sys.path.insert(0, str(Path(built.path).parent))
    return importlib.import_module("attr_item")


def python_class(source: str) -> type:
    ns: dict[str, object] = {}
    exec(source, ns)
    return ns["Item"]  # type: ignore[return-value]


def per_read(obj: object, field: str, repeat: int) -> float:
    loop = compile(LOOP.format(f=field), "<attr_reads>", "exec")
    env = {"o": obj, "r": range(10_000)}
    # Runs the loop once first so the interpreter's attribute specialisation has warmed up.
    exec(loop, env)
    times = timeit.repeat(lambda: exec(loop, env), number=20, repeat=repeat)
    return min(times) / (20 * 10_000 * READS_PER_ITER)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=7)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="hintc-attr-") as tmp:
        mod = compiled_module(Path(tmp))
        compiled, boxed = mod.Item(), mod.BoxedItem()
        plain = python_class(PLAIN)()
        slots = python_class(SLOTS)()
        print(f"{'field':12} {'hintc':>9} {'boxed':>9} {'class':>9} {'slots':>9} "
              f"{'hintc/class':>12} {'hintc/slots':>12} {'boxed/slots':>12}")
        for f in FIELDS:
            h, b, p, s = (per_read(o, f, args.repeat) for o in (compiled, boxed, plain, slots))
            print(f"{f + ': ' + TYPES[f]:12} {h * 1e9:8.2f}n {b * 1e9:8.2f}n {p * 1e9:8.2f}n "
                  f"{s * 1e9:8.2f}n {h / p:12.2f} {h / s:12.2f} {b / s:12.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
