import signatures_errors as m

CASES = [
    ("kwonly missing c", m.kwonly, (1,), {}),
    ("kwonly missing a and c", m.kwonly, (), {}),
    ("kwonly too many", m.kwonly, (1, 2), {}),
    ("kwonly too many with kw", m.kwonly, (1, 2), {"c": "x"}),
    ("kwonly too many with two kw", m.kwonly, (1, 2, 3), {"c": "x", "b": 2}),
    ("kwonly unexpected", m.kwonly, (1,), {"c": "x", "d": 4}),
    ("kwonly multiple", m.kwonly, (1,), {"a": 2, "c": "x"}),
    ("kwonly_many missing 1", m.kwonly_many, (), {"x": 1, "y": 2}),
    ("kwonly_many missing 2", m.kwonly_many, (), {"x": 1}),
    ("kwonly_many missing 3", m.kwonly_many, (), {"w": 1}),
    ("kwonly_many positional", m.kwonly_many, (1,), {}),
    ("kwonly_many positional 2", m.kwonly_many, (1, 2), {"x": 1}),
    ("posonly as keyword", m.posonly, (1,), {"b": 2}),
    ("posonly both as keyword", m.posonly, (), {"a": 1, "b": 2}),
    ("posonly both as keyword, c too", m.posonly, (), {"c": 1, "b": 2, "a": 3}),
    ("posonly missing", m.posonly, (1,), {}),
    ("posonly too many", m.posonly, (1, 2, 3, 4), {}),
    ("posonly unexpected", m.posonly, (1, 2), {"d": 1}),
    ("posonly_kwargs name in kwargs", m.posonly_kwargs, (1,), {"a": 2}),
    ("posonly_kwargs missing", m.posonly_kwargs, (), {"a": 2}),
    ("defaults too many", m.defaults, (1, 2, 3), {}),
    ("defaults too many with c", m.defaults, (1, 2, 3), {"c": 4}),
    ("defaults missing", m.defaults, (), {"c": 4}),
    ("defaults multiple", m.defaults, (1, 2), {"b": 3}),
    ("star missing last", m.star, (1, 2, 3), {}),
    ("star missing all", m.star, (), {}),
    ("star unexpected", m.star, (1,), {"last": 1, "other": 2}),
    ("star first as keyword and positional", m.star, (1,), {"first": 1, "last": 2}),
    ("only_kwargs positional", m.only_kwargs, (1,), {"x": 2}),
    ("nothing positional", m.nothing, (1,), {}),
    ("nothing keyword", m.nothing, (), {"x": 1}),
    ("put missing slot", m.Box().put, (1,), {}),
    ("put item as keyword", m.Box().put, (), {"item": 1, "slot": 2}),
    ("put too many", m.Box().put, (1, 2), {}),
    ("pair too many", m.Box().pair, (1, 2, 3), {}),
    ("pair missing", m.Box().pair, (), {}),
    ("make too many", m.Box.make, (1, 2), {}),
    ("make unexpected", m.Box.make, (1,), {"size": 2}),
    ("helper keyword", m.Box.helper, (), {"x": 1}),
    ("helper too many", m.Box.helper, (1, 2), {}),
]

for label, fn, args, kwargs in CASES:
    try:
        result = fn(*args, **kwargs)
    except TypeError as e:
        print(f"{label}: TypeError: {e}")
    else:
        print(f"{label}: returned {result!r}")
