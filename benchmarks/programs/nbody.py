# N-body: leapfrog integration of the Sun and the four gas giants; prints the final energy.
import math

PI: float = 3.141592653589793
SOLAR_MASS: float = 4.0 * PI * PI
DAYS_PER_YEAR: float = 365.24


def energy(xs: list[float], ys: list[float], zs: list[float], vxs: list[float],
           vys: list[float], vzs: list[float], ms: list[float]) -> float:
    e: float = 0.0
    nb: int = len(ms)
    for i in range(nb):
        e += 0.5 * ms[i] * (vxs[i] * vxs[i] + vys[i] * vys[i] + vzs[i] * vzs[i])
        for j in range(i + 1, nb):
            dx: float = xs[i] - xs[j]
            dy: float = ys[i] - ys[j]
            dz: float = zs[i] - zs[j]
            e -= ms[i] * ms[j] / math.sqrt(dx * dx + dy * dy + dz * dz)
    return e


def advance(xs: list[float], ys: list[float], zs: list[float], vxs: list[float],
            vys: list[float], vzs: list[float], ms: list[float], dt: float) -> None:
    nb: int = len(ms)
    for i in range(nb):
        for j in range(i + 1, nb):
            dx: float = xs[i] - xs[j]
            dy: float = ys[i] - ys[j]
            dz: float = zs[i] - zs[j]
            d2: float = dx * dx + dy * dy + dz * dz
            mag: float = dt / (d2 * math.sqrt(d2))
            mi: float = ms[i] * mag
            mj: float = ms[j] * mag
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


def main(n: int = 200000) -> None:
    # Sun, Jupiter, Saturn, Uranus, Neptune (positions in AU, velocities in AU/day).
    xs: list[float] = [0.0, 4.84143144246472090e+00, 8.34336671824457987e+00,
                       1.28943695621391310e+01, 1.53796971148509165e+01]
    ys: list[float] = [0.0, -1.16032004402742839e+00, 4.12479856412430479e+00,
                       -1.51111514016986312e+01, -2.59193146099879641e+01]
    zs: list[float] = [0.0, -1.03622044471123109e-01, -4.03523417114321381e-01,
                       -2.23307578892655734e-01, 1.79258772950371181e-01]
    vxs: list[float] = [0.0, 1.66007664274403694e-03 * DAYS_PER_YEAR,
                        -2.76742510726862411e-03 * DAYS_PER_YEAR,
                        2.96460137564761618e-03 * DAYS_PER_YEAR,
                        2.68067772490389322e-03 * DAYS_PER_YEAR]
    vys: list[float] = [0.0, 7.69901118419740425e-03 * DAYS_PER_YEAR,
                        4.99852801234917238e-03 * DAYS_PER_YEAR,
                        2.37847173959480950e-03 * DAYS_PER_YEAR,
                        1.62824170038242295e-03 * DAYS_PER_YEAR]
    vzs: list[float] = [0.0, -6.90460016972063023e-05 * DAYS_PER_YEAR,
                        2.30417297573763929e-05 * DAYS_PER_YEAR,
                        -2.96589568540237556e-05 * DAYS_PER_YEAR,
                        -9.51592254519715870e-05 * DAYS_PER_YEAR]
    ms: list[float] = [SOLAR_MASS, 9.54791938424326609e-04 * SOLAR_MASS,
                       2.85885980666130812e-04 * SOLAR_MASS,
                       4.36624404335156298e-05 * SOLAR_MASS,
                       5.15138902046611451e-05 * SOLAR_MASS]
    # Offset the Sun's momentum so the system's centre of mass stays put.
    px: float = 0.0
    py: float = 0.0
    pz: float = 0.0
    for i in range(len(ms)):
        px += vxs[i] * ms[i]
        py += vys[i] * ms[i]
        pz += vzs[i] * ms[i]
    vxs[0] = -px / SOLAR_MASS
    vys[0] = -py / SOLAR_MASS
    vzs[0] = -pz / SOLAR_MASS
    print(energy(xs, ys, zs, vxs, vys, vzs, ms))
    for step in range(n):
        advance(xs, ys, zs, vxs, vys, vzs, ms, 0.01)
    print(energy(xs, ys, zs, vxs, vys, vzs, ms))
