# Mandelbrot: counts points of an n-by-n grid over [-1.5,0.5]x[-1,1] that stay bounded for 50 steps.


def escapes(cr: float, ci: float, max_iter: int) -> bool:
    zr: float = 0.0
    zi: float = 0.0
    for k in range(max_iter):
        tr: float = zr * zr - zi * zi + cr
        ti: float = 2.0 * zr * zi + ci
        zr = tr
        zi = ti
        if zr * zr + zi * zi > 4.0:
            return True
    return False


def main(n: int = 600) -> None:
    inside: int = 0
    weighted: int = 0
    for y in range(n):
        ci: float = 2.0 * y / n - 1.0
        for x in range(n):
            cr: float = 2.0 * x / n - 1.5
            if not escapes(cr, ci, 50):
                inside += 1
                weighted += (x * 31 + y * 17) % 1009
    print(inside)
    print(weighted)
