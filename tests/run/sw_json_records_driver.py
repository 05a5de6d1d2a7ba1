import sw_json_records as m
from _show import show

RECS = [{"id": 2, "name": "bo", "tags": [1, 2]}, {"id": 1, "name": "al", "tags": []}]
for s in m.encode(RECS):
    print(s)
show("decode", m.decode, '[{"id": 3, "name": "x", "tags": [1]}, {"id": 4, "name": 5, "tags": [2, 3]}]')
show("decode empty", m.decode, "[]")
show("validate ok", m.validate, '{"id": 1, "name": "n", "tags": []}')
show("validate missing", m.validate, '{"id": 1}')
show("validate list", m.validate, "[1]")
show("validate bad", m.validate, '{"id": 1,\n "x": }')
show("roundtrip", m.roundtrip, RECS)
show("special", m.special_floats)
show("unserialisable", m.unserialisable, {1, 2})
show("default", m.custom_default, {3, 1})
