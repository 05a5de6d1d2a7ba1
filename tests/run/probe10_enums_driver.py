import probe10_enums as m

for line in m.report():
    print(line)
print(m.Color.RED, m.Level.INFO, m.Mode.WRITE, m.Access.R, m.Version(3))
print(m.Color.GREEN.hex, m.Version.parse("2.0.1").bump("x"))
