import dataclasses

import cls_dataclass_initvar_field as m

print(m.tanks())
print(m.pipes())
print(m.replaced())
fs = m.Tank.__dataclass_fields__
print(sorted(fs), fs["scale"].default, fs["offset"].default, fs["unit"].default)
print(m.Pipe.__dataclass_fields__["factor"].kw_only, m.Pipe.__match_args__)
try:
    m.Pipe(1)
except TypeError as e:
    print("TypeError:", e)
try:
    m.Needs(1)
except TypeError as e:
    print("TypeError:", e)
print(dataclasses.replace(m.Pipe(2, 1), extra=3))
try:
    dataclasses.replace(m.Pipe(2, 1))
except ValueError as e:
    print("ValueError:", e)
try:
    m.Quiet(1, 2)
except TypeError as e:
    print("TypeError:", e)
print(m.Quiet.__dataclass_fields__["hidden"].init)
