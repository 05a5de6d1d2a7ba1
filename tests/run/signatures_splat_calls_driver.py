import signatures_splat_calls as m

m.splat_functions([5], {"b": 1})
m.splat_functions([8, 9, 10, 11], {})
m.splat_methods([4, 5], {})
m.splat_methods([6], {"k": -1})
m.splat_functions([], {})
