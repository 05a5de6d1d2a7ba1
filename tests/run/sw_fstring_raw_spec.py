# hintc-run: python < 3.12 (CPython 3.12.1 and 3.13.0 refuse the module: their compiler raises
# UnicodeDecodeError "malformed \N character escape" for the raw f-string's format spec)
# A raw f-string keeps `\N{x}` in a format spec as text: `{x}` there is a nested field.


def raw_spec(x: int) -> str:
    return rf"{x:\N{x}}"
