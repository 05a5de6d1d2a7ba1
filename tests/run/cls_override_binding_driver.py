import cls_override_binding as m

for line in m.run():
    print(line)


class Py(m.Open):
    def f(self, *, b: int = 20, a: int = 10) -> str:
        return f"Py {a} {b}"

    def g(self, a: int = 30) -> str:
        return f"Py.g {a}"


print(m.use_open(Py()))
print(m.use(m.C()) == m.use(m.C()))
