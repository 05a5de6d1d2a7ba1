import match_programs as m
from _show import show

doc = {"name": "root", "children": [
    {"name": "a", "size": 3, "kind": "x"},
    {"name": 7},
    [1, 2.5, True, None, "HELLO", "quiet", {"k"}],
    {"name": "sub", "children": [{"name": "leaf", "children": []}]},
]}
for line in m.walk(doc):
    print(line)
show("count", m.count, doc)
show("count", m.count, [1, "a", [None, False], {"x": (1, 2)}])
env = {"x": 2.0, "y": 5.0}
e = m.BinOp("+", m.BinOp("*", m.Num(3.0), m.Var("x")), m.Neg(m.Neg(m.Var("y"))))
show("evaluate", m.evaluate, e, env)
show("evaluate", m.evaluate, m.BinOp("*", m.Var("nope"), m.Num(0.0)), env)
show("evaluate", m.evaluate, m.BinOp("/", m.Num(1.0), m.Var("z")), env)
show("evaluate", m.evaluate, m.BinOp("/", m.Num(1.0), m.Num(0.0)), env)
show("evaluate", m.evaluate, m.BinOp("%", m.Num(1.0), m.Num(2.0)), env)
show("evaluate", m.evaluate, m.Neg(m.BinOp("-", m.Num(1.5), m.Var("y"))), env)
s = m.simplify(m.BinOp("+", m.Num(0.0), m.BinOp("*", m.Var("x"), m.Num(1.0))))
show("simplify", m.show_expr, s)
show("show", m.show_expr, m.BinOp("-", m.Neg(m.Num(2.5)), m.Num(4.0)))
show("show", m.show_expr, m.simplify(m.Neg(m.Num(2.0))))
for i in range(5):
    show("errors", m.errors, i)
