# Attribute reads from interpreted code: `obj.NAME` in a Python loop on a hintc-compiled instance
# vs an ordinary Python class instance and a __slots__ instance (issue 7's "not slower" goal).
#
# Run from the repo root:  python benchmarks/attr_reads.py [--repeat N] [--quick] [--no-mypyc]
# Each field kind (object-typed str, instance link, int, float, bool) is read by the same
# interpreted loop, on the default layout, on a @mypyc_attr(boxed_fields=True) class and (when
# mypy is installed) on the same class compiled by mypyc; the time per read is the best of N
# timeit repeats, and the ratios are compiled time / other time (below 1.0: the compiled object
# is faster). Everything is measured side by side in one process.
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


def mypyc_class(work: Path) -> type | None:
    """Item (the default-layout class) compiled by mypyc, or None when mypyc is unavailable or
    fails (the reason is printed)."""
    sys.path.insert(0, str(HERE.parent))  # benchmarks/ is a top-level folder, not a package
    from benchmarks import tools

    mypyc = tools.Mypyc()
    ok, why = mypyc.available()
    if not ok:
        print(f"mypyc column skipped: {why}")
        return None
    src = work / "attr_item_mypyc.py"
    src.write_text(COMPILED.split("\n\n@mypyc_attr")[0] + "\n")
    built = mypyc.build(src, work / "mypyc")
    if not built.ok or built.module_dir is None:
        print(f"mypyc column skipped: {built.diagnostic}")
        return None
    sys.path.insert(0, str(built.module_dir))
    return importlib.import_module(built.module).Item  # type: ignore[no-any-return]


def python_class(source: str) -> type:
    ns: dict[str, object] = {}
    exec(source, ns)
    return ns["Item"]  # type: ignore[return-value]


def per_read(obj: object, field: str, repeat: int, iters: int) -> float:
    loop = compile(LOOP.format(f=field), "<attr_reads>", "exec")
    env = {"o": obj, "r": range(iters)}
    # Runs the loop once first so the interpreter's attribute specialisation has warmed up.
    exec(loop, env)
    times = timeit.repeat(lambda: exec(loop, env), number=20, repeat=repeat)
    return min(times) / (20 * iters * READS_PER_ITER)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--quick", action="store_true",
                    help="one short repeat per column (checks that the script works)")
    ap.add_argument("--no-mypyc", action="store_true", help="leave out the mypyc column")
    args = ap.parse_args()
    repeat, iters = (1, 200) if args.quick else (args.repeat, 10_000)
    with tempfile.TemporaryDirectory(prefix="hintc-attr-") as tmp:
        mod = compiled_module(Path(tmp))
        mypyc_item = None if args.no_mypyc else mypyc_class(Path(tmp))
        objects = {"hintc": mod.Item(), "boxed": mod.BoxedItem(),
                   "class": python_class(PLAIN)(), "slots": python_class(SLOTS)()}
        if mypyc_item is not None:
            objects["mypyc"] = mypyc_item()
        # Ratios against the ordinary class: the "not slower than CPython's".
        ratios = [k for k in objects if k != "class"]
        print(f"{'field':18} " + " ".join(f"{k:>9}" for k in objects) + " " +
              " ".join(f"{k + '/class':>12}" for k in ratios))
        for f in FIELDS:
            t = {k: per_read(o, f, repeat, iters) for k, o in objects.items()}
            print(f"{f + ': ' + TYPES[f]:18} " + " ".join(f"{v * 1e9:8.2f}n" for v in t.values())
                  + " " + " ".join(f"{t[k] / t['class']:12.2f}" for k in ratios))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
