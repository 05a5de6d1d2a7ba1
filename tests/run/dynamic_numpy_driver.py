import dynamic_numpy as m


def attempt(f, *args):
    try:
        print(f.__name__, repr(f(*args)))
    except Exception as e:
        print(f.__name__, type(e).__name__, str(e))


attempt(m.mean_std, [1.0, 2.0, 4.0, 8.0])
attempt(m.dot, [1.0, 2.0, 3.0], [4.0, 5.0, 6.5])
attempt(m.dot, [1.0, 2.0], [1.0])
attempt(m.matmul, [[1.0, 2.0], [3.0, 4.0]], [[0.5, 0.0], [1.0, -1.0]])
attempt(m.cumulative, 6)
attempt(m.typed_loop, 11)
attempt(m.argmax_of, [3, 9, 2, 9])
attempt(m.shape_of, 2, 5)
attempt(m.bad_reshape, 9)
attempt(m.bad_reshape, 8)
attempt(m.mean_std, [1, 2])
