# Builtins whose result type is fixed whatever the arguments (str(b, encoding), bytes(n),
# hex(i)...) give that type: it narrows an optional field and meets typed declarations.
from __future__ import annotations


class Lazy:
    def __init__(self, payload: bytes, text: str | None = None) -> None:
        self._payload: bytes = payload
        self._text: str | None = text

    def text(self) -> str:
        if self._text is None:
            self._text = str(self._payload, "utf-8", "strict")
        return self._text

    def raw(self) -> bytes:
        return bytes(self._payload)


class MyStr(str):
    pass


class Weird:
    def __str__(self) -> str:
        return MyStr("weird")


def convert(n: int, data: bytes) -> list[str]:
    s: str = str(data, encoding="latin-1")
    h: str = hex(n)
    o: str = oct(n)
    b: str = bin(n)
    f: str = format(n, "08d")
    r: str = repr(data)
    return [s, h, o, b, f, r, str(Weird())]


def sized(n: int) -> bytes:
    z: bytes = bytes(n)
    return z + bytes("ab", "ascii")


def bad(data: bytes) -> str:
    return str(data, "no-such-codec")
