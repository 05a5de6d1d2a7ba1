import obj_slice_fast as m


class Idx:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v

    def __repr__(self):
        return "Idx(%d)" % self.v


class L(list):
    def __getitem__(self, k):
        return ("L", k if not isinstance(k, slice) else (k.start, k.stop, k.step))


class B(bytes):
    def __getitem__(self, k):
        return ("B", repr(k))


class S(str):
    pass


class T(tuple):
    pass


bounds = [None, 0, 1, 3, -1, -4, 10, -10, 2**70, -(2**70), True, Idx(2)]
for o in ([1, 2, 3, 4], (1, 2, 3, 4), b"abcd", "abcd", "aé€😀", (), b"", "", [], bytearray(b"xyz"),
          L([1, 2]), B(b"xy"), S("str"), T((1, 2, 3)), range(5)):
    print(type(o).__name__, m.cuts(o, bounds))
    print(type(o).__name__, m.halves(o))
print(m.cuts({1: 2}, [None, 1]))
print(m.cuts(5, [None, 1]))
print(m.cuts([1, 2], ["a", 1.5]))
keys = [0, 1, -1, -3, 3, 100, -100, True, 2**70, Idx(1), "x", 1.0]
for o in (b"abc", b"", B(b"abc"), bytearray(b"abc"), memoryview(b"abc"), [7, 8, 9], (7, 8, 9), "abc"):
    print(type(o).__name__, m.items(o, keys))
print(m.byte_sum(b"hello world" * 20), m.byte_sum(bytes(range(256))))
print(m.byte_sum(bytearray(b"ab")))
