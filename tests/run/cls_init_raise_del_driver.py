import cls_init_raise_del as m

print(m.run())
log: list = []
try:
    m.R(True, log)
except ValueError as e:
    log.append("py handler")
log.append("py after")
print(log)
