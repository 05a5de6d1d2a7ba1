import sw_with_attrs as m
from _show import show

show("read_all", m.read_all, "ab\ncd")
show("first_line", m.first_line, "abc\nd")
show("first_line empty", m.first_line, "")
show("suppressed", m.suppressed, {"a": 1}, "a")
show("suppressed miss", m.suppressed, {"a": 1}, "b")
show("nested_tags", m.nested_tags, 3)
show("tag_returns", m.tag_returns, 4)
show("raise_in_tag", m.raise_in_tag, 0)
show("raise_in_tag ok", m.raise_in_tag, 5)
show("quiet_returns", m.quiet_returns, 3)
show("quiet_returns neg", m.quiet_returns, -3)
r = m.bound_methods({"a": 3, "b": 7}, ["w"])
print(r[:-2], r[-2]("xy"), r[-1])
show("method_of_literal", m.method_of_literal)
