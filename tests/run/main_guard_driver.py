import main_guard as m

print(m.main(), m.placeholder())
print(m.__name__)
