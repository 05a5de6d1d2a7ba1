import sw_ast_eval as m

for line in m.run(3.0):
    print(line)
print(m.run(0.5)[1])
print(m.Num(2) == m.Num(2.0), m.Num(2) != m.Var("a"), m.show(m.Let("a", m.Num(1), m.Var("a"))))
try:
    m.Num(1).value = 3
except Exception as e:
    print(type(e).__name__, e)
m.Node().accept(m.Visitor())
