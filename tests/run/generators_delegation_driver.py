import generators_delegation as m


def show(label, fn, *args):
    try:
        r = fn(*args)
    except BaseException as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))


g = m.outer(2)
print(next(g), g.send("a"), g.send("b"))
show("last send", g.send, "c")
print(list(m.from_list([5, 6])))
g = m.chain_returns()
show("chain", next, g)
g = m.delegating()
print(next(g))
print(g.throw(ValueError("v")))
print(next(g))
show("end", next, g)
g = m.delegating()
next(g)
print(g.gi_yieldfrom is not None)
show("close delegating", g.close)
g = m.delegating()
next(g)
show("throw KeyError delegating", g.throw, KeyError("k"))
print(list(m.tree({"a": {"b": {}, "c": {"d": 1}}, "e": 2}, 0)))
print(sum(m.deep(200)), len(list(m.deep(50))))
t = m.make_tree()
print(list(t.walk()), list(t.evens(5)), m.sum_tree(t))
g = t.walk()
print(g.__name__, g.__qualname__, repr(g).startswith("<generator object Node.walk at"))
b = m.Bag([1, 2, 3])
print(list(b), m.use_bag(b), list(m.Bag.upto(3)), sum(b), 20 in b)
