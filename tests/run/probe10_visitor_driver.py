import probe10_visitor as m

for x in m.run():
    print(x)
