from _show import show
import string
import class_attr_site as m

C = m.Color
show("count", m.count, [C.RED, C.GREEN, C.BLUE, C.CRIMSON] * 5)
show("members", m.members)
for _ in range(3):
    show("limit", m.limit)
m.Fmt.LIMIT = 20
show("limit after store", m.limit)
del m.Fmt.LIMIT
show("limit after del", m.limit)
string.Formatter.LIMIT = "from base"
show("limit from base", m.limit)
string.Formatter.LIMIT = "base changed"
show("limit base changed", m.limit)
m.Fmt.LIMIT = 5
show("limit own again", m.limit)
del string.Formatter.LIMIT
show("label", m.label)
show("label", m.label)


class GetIt:
    pass


m.Fmt.label = GetIt()
show("label object", lambda: type(m.label()).__name__)
GetIt.__get__ = lambda self, obj, owner: "now a descriptor"
show("label descriptor", m.label)
show("tag", lambda: m.tag()(string.Formatter()) if False else m.tag().__name__)
show("missing", m.missing)
show("missing", m.missing)
# A member read through the class after the class object was changed behind EnumType's back.
type.__setattr__(m.Color, "BLUE", "patched")
show("members patched", m.members)
m.rebind()
show("count rebound", m.count, [m.Color.RED, m.Color.GREEN, C.RED])
show("members rebound", m.members)
m.Color = 5
show("members int", m.members)
