# Hand-typed Cython spectral norm on malloc'd double arrays: ceiling for the typed-numeric goal.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
from libc.math cimport sqrt
from libc.stdlib cimport malloc, free


cdef inline double eval_a(int i, int j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


cdef void mul_av(double* v, double* out, int n):
    cdef int i, j
    cdef double s
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(i, j) * v[j]
        out[i] = s


cdef void mul_atv(double* v, double* out, int n):
    cdef int i, j
    cdef double s
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(j, i) * v[j]
        out[i] = s


def main(int n=300):
    cdef double* u = <double*>malloc(n * sizeof(double))
    cdef double* v = <double*>malloc(n * sizeof(double))
    cdef double* tmp = <double*>malloc(n * sizeof(double))
    cdef double vbv = 0.0, vv = 0.0
    cdef int i, it
    if u == NULL or v == NULL or tmp == NULL:
        free(u)
        free(v)
        free(tmp)
        raise MemoryError()
    for i in range(n):
        u[i] = 1.0
        v[i] = 0.0
    for it in range(10):
        mul_av(u, tmp, n)
        mul_atv(tmp, v, n)
        mul_av(v, tmp, n)
        mul_atv(tmp, u, n)
    for i in range(n):
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
    free(u)
    free(v)
    free(tmp)
    print(sqrt(vbv / vv))
