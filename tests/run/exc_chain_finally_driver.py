import exc_chain_finally as m

for line in m.run():
    print(line)
e = m.MyErr(3, "worse")
print(str(e), repr(e), e.args, e.code)
try:
    m.chain(0) + m.implicit()
    raise m.MyErr(4) from KeyError("k")
except m.MyErr as err:
    print(err, repr(err.__cause__), err.__suppress_context__)
