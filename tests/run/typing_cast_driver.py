from typing_cast import (DevRec, Task, any_plus, list_plus, local_import, maybe, module_cast,
                         same, strs, to_float, to_int, upcast)

t = Task()
d = DevRec(7)
print(t.run(d))
print(t.run(d))
print(t.run(d))
print(local_import(d), module_cast(d))
print(list_plus([1, 2]), any_plus("ab"), any_plus(2))
print(to_int(41), to_float(1.25), to_float(0.5), maybe(None), maybe(5))
print(upcast(d), same(4), strs("xy"))
