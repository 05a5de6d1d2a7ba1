import os
import sys

sys.path.append(os.path.dirname(os.path.abspath(__file__)))

import decorators_methods as m  # noqa: E402
from _deco_helpers import log  # noqa: E402

print("log at import:", log)
g = m.Grid(3)
print("paths(10):", g.paths(10), "computed:", g.computed)
print("paths(10) again:", g.paths(10), "computed:", g.computed)
print("use_all:", g.use_all(), "computed:", g.computed)
print("outside:", m.outside(g), "computed:", g.computed)
print("cache_info:", m.Grid.paths.cache_info())
print("paths meta:", m.Grid.paths.__name__, m.Grid.paths.__qualname__, m.Grid.paths.__doc__)
print("wrapped:", m.Grid.paths.__wrapped__.__name__, m.Grid.paths.__wrapped__.__qualname__)
print("describe:", g.describe("x"), m.Grid.describe.__qualname__)
print("area:", g.area(2), g.area(), "count:", m.Grid.area.count)
print("area meta:", m.Grid.area.__name__, m.Grid.area.__qualname__, m.Grid.area.__doc__)
h = m.Grid(3)
print("equal instances share the cache:", h.paths(10), "computed:", h.computed)
print("plain meta:", m.Grid.plain.__name__, m.Grid.plain.__qualname__)
print("init meta:", m.Grid.__init__.__qualname__, m.Grid.__doc__)
b, c = m.Base(2), m.Cached(3)
print("through_base:", m.through_base(b, 5), m.through_base(c, 5), m.through_base(c, 5))
print("hits:", c.hits, b.hits, "scaled count:", m.Base.scaled.count)
print("value meta:", m.Cached.value.__qualname__, m.Base.value.__qualname__)
m.Grid.area.count = 0
print("final:", g.use_all(), "count:", m.Grid.area.count)
