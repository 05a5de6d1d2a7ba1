import cls_dataclass_made_at_import as m

for line in m.made():
    print(line)
print(m.Tagged(), m.Mode.Record(3, "y"))
