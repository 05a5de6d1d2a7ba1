import optional_narrowing_basic as opt
print(opt.f(None), opt.f(41))
print(opt.g("abcd", {}), opt.g(None, {"k": 21}), opt.g("a", {"k": 0}), opt.g(None, {}))
print(opt.h([1, None, 3]))
print(opt.k(1), opt.k(-1))
