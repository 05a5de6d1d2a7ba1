import sw_float_repr_format as m
from _show import show

for v in [0.0, -0.0, 1.0, -2.5, 1234567.891, 1e-10, 3.0e100, float("nan"), float("inf"), -float("inf"),
          0.1, 5e-324, 1.7976931348623157e308, 123.456]:
    show("float %r" % v, m.float_forms, v)
show("special", m.special_values)
show("template", m.template, {"name": "b\u00e9a", "tags": ["x", "y"], "count": 7}, ["\u20ac", "longtext"])
show("template missing", m.template, {"name": "n"}, [1, 2])
show("err index", m.template_errors, "{2}")
show("err key", m.template_errors, "{other}")
show("err mix", m.template_errors, "{} {0}")
show("err brace", m.template_errors, "{")
show("err close", m.template_errors, "}")
show("err conv", m.template_errors, "{0!x}")
show("err spec", m.template_errors, "{0:q}")
show("ok", m.template_errors, "{0}{1}{name}{name!r:>4}")
show("recursive", m.recursive_repr)
