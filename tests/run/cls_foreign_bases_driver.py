import json
import threading
from collections.abc import Mapping

import cls_foreign_bases as m

print(m.run_workers(4), m.Worker.runs, issubclass(m.Worker, threading.Thread))
w = m.Worker(3)
print(w.name, w.is_alive(), type(w).__mro__[1].__name__)
print(json.dumps({"a": {3, 1, 2}, "b": frozenset()}, cls=m.SetEncoder, sort_keys=True))
try:
    json.dumps({"x": object()}, cls=m.SetEncoder)
except TypeError as e:
    print("TypeError", str(e).split(" is ")[1])
p = m.collect('<div id="d"><a href="x">t</a><br class="c"/></div>')
print(p.tags, sorted(p.attrs.items()), p.count)
f = m.Frozen.of(b=2, a=1)
print(list(f), len(f), f["b"], dict(f), m.total(f), isinstance(f, Mapping), len(m.Frozen.empty()))
print(f.get("zz", -1), "a" in f, f == {"a": 1, "b": 2})
c = m.FromCall()
print(c.both(), type(c).__name__, type(c).__bases__[0].__name__)
print(m.find({"k": 5}, "k"))
for catch in (KeyError, ValueError):
    try:
        m.find({}, "missing")
    except catch as e:
        print(catch.__name__, type(e).__name__, e.key, repr(e))


class Sub(m.TagCollector):
    def handle_endtag(self, tag: str) -> None:
        self.tags.append("/" + tag)


s = Sub()
s.feed("<p><i></i></p>")
print(s.tags, s.count)
