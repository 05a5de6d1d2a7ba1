import cls_field_class_defaults as m

print(m.class_reads())
print(m.instance_reads())
print(m.dataclass_reads())
print(m.Config.retries, m.Sub.level, m.Point.x, m.Point.label)
c = m.Config()
c.retries = 10
print(c.retries, m.Config.retries, c.bump())
print(m.Config.retries, m.Config().retries)
print(hasattr(m.Config, "retries"), getattr(m.Sub, "verbose"), m.Sub().verbose)
print(sorted(k for k in ("retries", "ratio", "verbose", "name", "big") if k in vars(m.Config)))
