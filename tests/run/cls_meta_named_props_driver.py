import cls_meta_named_props as m

r = m.Record("/a/b", 3)
print(r.__dict__, r.to_json(), vars(r))
print(type(m.Record.__dict__).__name__, "to_json" in m.Record.__dict__)
print(m.Record.__name__, m.Named.__name__, m.Named("x").__name__)
print(m.Documented.__doc__, m.Documented().__doc__, m.Documented.x)
