# Mandelbrot escape-time counts on a small grid, printed as digits row by row.

MAX_ITER = 50


def escape_time(cr: float, ci: float, limit: int = MAX_ITER) -> int:
    zr = 0.0
    zi = 0.0
    for n in range(limit):
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0:
            return n
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
    return limit


def render(width: int, height: int) -> int:
    inside = 0
    for row in range(height):
        ci = -1.2 + 2.4 * row / (height - 1)
        line = 0
        for col in range(width):
            cr = -2.1 + 3.0 * col / (width - 1)
            n = escape_time(cr, ci)
            if n == MAX_ITER:
                inside += 1
            line = line * 10 + n % 10
        print(line)
    return inside


def area_estimate(samples: int) -> float:
    hits = 0
    steps = 0
    for i in range(samples):
        for j in range(samples):
            cr = -2.0 + 2.5 * (i + 0.5) / samples
            ci = -1.25 + 2.5 * (j + 0.5) / samples
            steps += 1
            if escape_time(cr, ci, 100) == 100:
                hits += 1
    return 2.5 * 2.5 * hits / steps
