from native_int_annotations import Packet, main, tri

main()
# From Python: the fields read as ints, a call with a big int keeps its value.
p = Packet(2**65, -1)
print(p.ident, p.kind, p.fill(2**63), tri(2**3))
