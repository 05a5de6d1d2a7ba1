import sum_floats as m

CASES = [[0.1] * 10, [1e100, 1.0, -1e100, 1.0], [1e16, 1.0, 1e-16], [0.1, 2.0**53, -(2.0**53), 0.1],
         [1e308, 1e308, -1e308], [1e308, 1e308, -1e308, -1e308], [-0.0], [-0.0, -0.0], [],
         [float("inf"), 1.0], [float("inf"), float("-inf")], [-1e-320, 0.0], [0.3, 0.6, -0.9, 1e-17]]
for xs in CASES:
    print(repr(m.sum_list(xs)), repr(m.sum_gen(xs)), repr(m.sum_scaled(xs, 3.0)))
