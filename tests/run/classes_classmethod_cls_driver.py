import classes_classmethod_cls as m

print(m.calls())
print(m.Sub.named("py"), m.Sub("q").via_self(), type(m.Sub.make("r")).__name__)
