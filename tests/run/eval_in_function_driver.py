import eval_in_function as m

print(m.truth(), m.reads_module(), m.stores(4), hasattr(m, "leaked"), m.big(), m.missing())
