from _show import show
import str_constants_interned as m

show("interned", m.name_literal_is_interned)
show("same", m.two_literals_same_object)
show("non-name", m.non_name_literal_equal)
class Holder:
    pass


show("attrs", m.attr_roundtrip, Holder())
show("dict", m.dict_key_lookup, {"".join(["gamma", "_key"]): 5, "delta key": 6})
