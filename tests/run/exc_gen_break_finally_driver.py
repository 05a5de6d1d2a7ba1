import exc_gen_break_finally as m

for line in m.run():
    print(line)
log = []
for x in m.numbers(log, "py"):
    break
log.append("after py loop")
print(log)
