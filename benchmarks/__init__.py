# Side-by-side benchmarks of hintc vs CPython, mypyc and Cython; run with `python -m benchmarks`.
