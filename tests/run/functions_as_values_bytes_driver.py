import functions_as_values_bytes as fv
print(fv.keyed([3, 1, 2]), fv.mapped([1, -2]), fv.raw(), fv.blen(b"abca"), fv.words("a bbb cc"))
