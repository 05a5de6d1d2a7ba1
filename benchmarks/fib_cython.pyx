# The "Cython ceiling": the Fibonacci kernels hand-typed with C types, as Cython users write them.
# cython: language_level=3, boundscheck=False, wraparound=False


cpdef int fib(int n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


cpdef double fib_loop(int n):
    cdef double a = 0.0
    cdef double b = 1.0
    cdef int i
    for i in range(n):
        a, b = a + b, a
    return a
