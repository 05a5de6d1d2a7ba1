# Side-by-side benchmarks of hintc against CPython, mypyc and Cython; run with `python -m benchmarks`.
