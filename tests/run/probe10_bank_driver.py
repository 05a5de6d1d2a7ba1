import probe10_bank as m

for line in m.simulate():
    print(line)
a = m.Account("Zoe", m.Money(10))
try:
    with m.Transaction(a):
        a.withdraw(m.Money(11))
except Exception as e:
    print("unexpected", e)
print(a, a.log)
try:
    a.withdraw(m.Money(100))
except m.InsufficientFunds as e:
    print(e, e.args, e.shortfall, repr(e))
print(m.Money.parse("$3.7"), m.Money(3) == 3, m.Money(3) != m.Money(4))
a.frozen = True
try:
    m.transfer(a, m.Account("Y"), m.Money(1))
except m.FrozenAccount as e:
    print("frozen", repr(e), a)
