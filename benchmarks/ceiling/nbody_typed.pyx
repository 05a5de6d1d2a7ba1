# Hand-typed Cython n-body on C arrays of doubles: ceiling for the typed-numeric goal.
# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
from libc.math cimport sqrt

cdef double PI = 3.141592653589793
cdef double SOLAR_MASS = 4.0 * PI * PI
cdef double DAYS_PER_YEAR = 365.24


cdef double energy(double* xs, double* ys, double* zs, double* vxs, double* vys, double* vzs,
                   double* ms, int nb):
    cdef double e = 0.0, dx, dy, dz
    cdef int i, j
    for i in range(nb):
        e += 0.5 * ms[i] * (vxs[i] * vxs[i] + vys[i] * vys[i] + vzs[i] * vzs[i])
        for j in range(i + 1, nb):
            dx = xs[i] - xs[j]
            dy = ys[i] - ys[j]
            dz = zs[i] - zs[j]
            e -= ms[i] * ms[j] / sqrt(dx * dx + dy * dy + dz * dz)
    return e


cdef void advance(double* xs, double* ys, double* zs, double* vxs, double* vys, double* vzs,
                  double* ms, int nb, double dt):
    cdef double dx, dy, dz, d2, mag, mi, mj
    cdef int i, j
    for i in range(nb):
        for j in range(i + 1, nb):
            dx = xs[i] - xs[j]
            dy = ys[i] - ys[j]
            dz = zs[i] - zs[j]
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt / (d2 * sqrt(d2))
            mi = ms[i] * mag
            mj = ms[j] * mag
            vxs[i] -= dx * mj
            vys[i] -= dy * mj
            vzs[i] -= dz * mj
            vxs[j] += dx * mi
            vys[j] += dy * mi
            vzs[j] += dz * mi
    for i in range(nb):
        xs[i] += dt * vxs[i]
        ys[i] += dt * vys[i]
        zs[i] += dt * vzs[i]


def main(int n=200000):
    cdef double xs[5]
    cdef double ys[5]
    cdef double zs[5]
    cdef double vxs[5]
    cdef double vys[5]
    cdef double vzs[5]
    cdef double ms[5]
    cdef double px = 0.0, py = 0.0, pz = 0.0
    cdef int i, step
    xs[:] = [0.0, 4.84143144246472090e+00, 8.34336671824457987e+00,
             1.28943695621391310e+01, 1.53796971148509165e+01]
    ys[:] = [0.0, -1.16032004402742839e+00, 4.12479856412430479e+00,
             -1.51111514016986312e+01, -2.59193146099879641e+01]
    zs[:] = [0.0, -1.03622044471123109e-01, -4.03523417114321381e-01,
             -2.23307578892655734e-01, 1.79258772950371181e-01]
    vxs[:] = [0.0, 1.66007664274403694e-03 * DAYS_PER_YEAR,
              -2.76742510726862411e-03 * DAYS_PER_YEAR,
              2.96460137564761618e-03 * DAYS_PER_YEAR,
              2.68067772490389322e-03 * DAYS_PER_YEAR]
    vys[:] = [0.0, 7.69901118419740425e-03 * DAYS_PER_YEAR,
              4.99852801234917238e-03 * DAYS_PER_YEAR,
              2.37847173959480950e-03 * DAYS_PER_YEAR,
              1.62824170038242295e-03 * DAYS_PER_YEAR]
    vzs[:] = [0.0, -6.90460016972063023e-05 * DAYS_PER_YEAR,
              2.30417297573763929e-05 * DAYS_PER_YEAR,
              -2.96589568540237556e-05 * DAYS_PER_YEAR,
              -9.51592254519715870e-05 * DAYS_PER_YEAR]
    ms[:] = [SOLAR_MASS, 9.54791938424326609e-04 * SOLAR_MASS,
             2.85885980666130812e-04 * SOLAR_MASS,
             4.36624404335156298e-05 * SOLAR_MASS,
             5.15138902046611451e-05 * SOLAR_MASS]
    for i in range(5):
        px += vxs[i] * ms[i]
        py += vys[i] * ms[i]
        pz += vzs[i] * ms[i]
    vxs[0] = -px / SOLAR_MASS
    vys[0] = -py / SOLAR_MASS
    vzs[0] = -pz / SOLAR_MASS
    print(energy(xs, ys, zs, vxs, vys, vzs, ms, 5))
    for step in range(n):
        advance(xs, ys, zs, vxs, vys, vzs, ms, 5, 0.01)
    print(energy(xs, ys, zs, vxs, vys, vzs, ms, 5))
