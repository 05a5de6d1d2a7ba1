# s.encode(...) / b.decode(...) call the codec directly for an exact str / bytes receiver, typed
# or not; subclasses (which may override the methods), other receivers and unusual encodings
# take the method call, with CPython's results and errors either way.
from typing import Any


def enc(s: Any) -> Any:
    return s.encode()


def enc_ascii(s: Any) -> Any:
    return s.encode("ascii")


def enc_with(s: Any, e: Any) -> Any:
    return s.encode(e)


def dec(b: Any) -> Any:
    return b.decode()


def dec_ascii(b: Any) -> Any:
    return b.decode("ascii")


def dec_with(b: Any, e: Any) -> Any:
    return b.decode(e)


def typed_roundtrip(s: str) -> str:
    b = s.encode("utf8")
    return b.decode("utf-8")


def typed_latin1(s: str) -> bytes:
    return s.encode("latin-1")


def loop(items: list[Any]) -> int:
    n = 0
    for s in items:
        b = s.encode("ascii")
        if b.decode("ascii") == s:
            n += 1
    return n
