from _show import show
import generators_nested as m


for n in (0, 5, -3, 2**65):
    show(f"outer({n})", m.outer, n)
g = m.maker(4)
print(next(g), next(g), list(g))
print(g.__qualname__)
show("pipeline", m.pipeline, [" a ", "", "b", "  "], "!")
show("names", m.names, 7)
