# Hand-typed Cython Mandelbrot with C doubles and ints: ceiling for the typed-numeric goal.
# cython: language_level=3, cdivision=True


cdef inline bint escapes(double cr, double ci, int max_iter):
    cdef double zr = 0.0, zi = 0.0, tr, ti
    cdef int k
    for k in range(max_iter):
        tr = zr * zr - zi * zi + cr
        ti = 2.0 * zr * zi + ci
        zr = tr
        zi = ti
        if zr * zr + zi * zi > 4.0:
            return True
    return False


def main(int n=600):
    cdef long inside = 0, weighted = 0
    cdef int x, y
    cdef double cr, ci
    for y in range(n):
        ci = 2.0 * y / n - 1.0
        for x in range(n):
            cr = 2.0 * x / n - 1.5
            if not escapes(cr, ci, 50):
                inside += 1
                weighted += (x * 31 + y * 17) % 1009
    print(inside)
    print(weighted)
