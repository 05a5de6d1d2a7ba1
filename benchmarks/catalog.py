# The benchmark list: which source each benchmark runs, its workload sizes, and what it exercises.
from __future__ import annotations

import dataclasses
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs"
CEILINGS = HERE / "ceiling"


@dataclasses.dataclass(frozen=True)
class Benchmark:
    name: str
    source: Path  # the typed .py every tool compiles
    what: str
    # Programs run `main()` (full workload = the default in the source) or `main(quick_arg)`.
    # Microbenchmarks time `func(arg)` per call with timeit inside the fresh subprocess.
    micro_func: str | None = None
    arg: int | None = None
    quick_arg: int = 0
    ceiling: Path | None = None  # hand-typed Cython .pyx with the same function names
    numeric: bool = False  # a typed numeric kernel: the 1.5x-of-hand-typed-Cython goal applies

    @property
    def module(self) -> str:
        return self.source.stem

    @property
    def is_micro(self) -> bool:
        return self.micro_func is not None


def _prog(name: str, what: str, quick_arg: int, numeric: bool = False) -> Benchmark:
    # Typed numeric kernels also ship a hand-typed .pyx (same output) as the Cython ceiling.
    ceiling = CEILINGS / f"{name}_typed.pyx" if numeric else None
    return Benchmark(name=name, source=PROGRAMS / f"{name}.py", what=what, quick_arg=quick_arg,
                     numeric=numeric, ceiling=ceiling)


BENCHMARKS: list[Benchmark] = [
    Benchmark(name="fib", source=HERE / "fib.py", what="recursive fib(25), int calls",
              micro_func="fib", arg=25, quick_arg=10, ceiling=HERE / "fib_cython.pyx",
              numeric=True),
    Benchmark(name="fib_loop", source=HERE / "fib.py", what="float loop fib_loop(10)",
              micro_func="fib_loop", arg=10, quick_arg=10, ceiling=HERE / "fib_cython.pyx",
              numeric=True),
    _prog("nbody", "5-body leapfrog on list[float], math.sqrt", 100, numeric=True),
    _prog("spectral_norm", "power iteration, int->float division, list[float]", 20,
          numeric=True),
    _prog("mandelbrot", "float escape-time loop over a grid", 40, numeric=True),
    _prog("fannkuch", "list[int] permutations and in-place reversal", 6),
    _prog("nqueens", "bitmask backtracking, recursion on ints", 6),
    _prog("binary_trees", "allocate and walk trees of class instances", 6),
    _prog("richards", "class-heavy task scheduler, virtual calls", 1),
    _prog("raytrace", "float-heavy OO vector code, many small objects", 12),
    _prog("deltablue", "incremental constraint solver: classes, virtual calls, lists", 2),
    _prog("wordcount", "str split/lower/join, dict counting", 500),
    _prog("sieve", "list[bool] sieve of Eratosthenes", 1000),
    _prog("list_reduce", "sum/min/max over list[int], list comprehensions", 500),
    _prog("matmul", "list[list[float]] triple-loop matrix multiply", 8),
    _prog("dict_iter", "dict[int, int] / dict[str, float] keys, values, items", 300),
    _prog("str_methods", "split/strip/lower/startswith/replace/find/join in a loop", 200),
    _prog("exceptions", "raise/catch a custom exception and ValueError, try/finally", 300),
    _prog("raise_catch", "ValueError raised and caught across two compiled frames", 1000),
    _prog("gen_for", "int generators consumed by for loops (a generator over a generator)", 2000),
    _prog("gen_nqueens", "n-queens over a permutations generator, tuples and sets", 5),
    _prog("closures", "nested functions over captured variables called in a loop", 1000),
]


def by_name(names: list[str] | None) -> list[Benchmark]:
    if not names:
        return list(BENCHMARKS)
    known = {b.name: b for b in BENCHMARKS}
    unknown = [n for n in names if n not in known]
    if unknown:
        raise SystemExit(f"unknown benchmark(s): {', '.join(unknown)}; "
                         f"known: {', '.join(known)}")
    return [known[n] for n in names]
