import sw_bank_lru as m

for line in m.bank_run([30, 500, 0, 60, 10]):
    print(line)
print(m.lru_run(["a", "b", "a", "c", "d", "a", "e"]))
c = m.LRU(2)
c["x"] = 1
print("x" in c, len(c), list(c), c["x"])
e = m.InsufficientFunds("q", 5)
print(isinstance(e, m.BankError), e.args, e.needed, e.account)
m.Account("z", 1).withdraw(5)
