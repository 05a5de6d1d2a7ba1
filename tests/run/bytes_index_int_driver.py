from _show import show
import bytes_index_int as m

B = b"ab\x00\xff\x80z"
for i in (0, 1, 2, 3, 4, 5, 6, 7, -1, -6, -7, 2**62, -(2**62), 2**63, 2**100, -(2**100)):
    show(f"item({i})", m.item, B, i)
show("empty", m.item, b"", 0)
show("subclass", m.item, m.Shifted(b"abc"), 0)
show("subclass out", m.item, m.Shifted(b"abc"), 5)
show("count", m.count, m.make(), 97)
show("count mixed", m.count, [b"aaa", m.Shifted(b"aba"), m.Shifted(b"a")], 97)
show("last_two", m.last_two, b"hello")
show("last_two short", m.last_two, b"h")
