import dataclasses

import cls_dataclass_metadata as m

print(m.describe(m.Column("a")))
print(m.describe(m.Keyed("k", key=True)))
print(m.read_only())
print(dataclasses.fields(m.Keyed)[1].metadata["unit"], type(dataclasses.fields(m.Column)[3].metadata).__name__)
print(m.Keyed("z"), m.Column("q", 3, ["t"]))
