from allow_redefinition import i, module_value, rebind

print(i, module_value(), rebind(4))
