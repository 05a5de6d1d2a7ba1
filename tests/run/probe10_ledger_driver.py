import probe10_ledger as m

for line in m.run():
    print(line)
L = m.Ledger([m.Entry(3)])
print(L, L[0], len(L[5:]), list(L), m.Transfer(9, fee=1), m.Transfer(9, fee=1).net)
