# Pickling and copying compiled instances whose class writes its own __getstate__ and/or
# __setstate__ (every protocol, 0 and 1 included), and Python subclasses of an open class that
# add __slots__ (their slot values travel with the fields).
from typing import Any, Dict, List, Optional

from mypy_extensions import mypyc_attr


class Conn:
    def __init__(self, host: str, port: int = 80) -> None:
        self.host = host
        self.port = port
        self.sock: Optional[str] = "open"

    def __getstate__(self) -> Dict[str, Any]:
        return {"host": self.host, "port": self.port}

    def __setstate__(self, st: Dict[str, Any]) -> None:
        self.host = st["host"]
        self.port = st["port"]
        self.sock = "reopened"


class TlsConn(Conn):
    def __init__(self, host: str, cert: str) -> None:
        super().__init__(host, 443)
        self.cert = cert

    def __getstate__(self) -> Dict[str, Any]:
        st = super().__getstate__()
        st["cert"] = self.cert.upper()
        return st

    def __setstate__(self, st: Dict[str, Any]) -> None:
        super().__setstate__(st)
        self.cert = st["cert"]


class Snapshot:
    def __init__(self, values: List[int]) -> None:
        self.values = values
        self.cache: Optional[int] = sum(values)

    def __getstate__(self) -> Dict[str, Any]:
        return {"values": self.values, "cache": None}


class Upgraded:
    def __init__(self, name: str) -> None:
        self.name = name
        self.version = 2

    def __setstate__(self, st: Dict[str, Any]) -> None:
        self.name = st["name"] + " (restored)"
        self.version = st.get("version", 1) + 10


@mypyc_attr(allow_interpreted_subclasses=True)
class Record:
    def __init__(self, xs: List[int]) -> None:
        self.xs = xs
        self.total = sum(xs)


def describe(c: Conn) -> str:
    return f"{type(c).__name__} {c.host}:{c.port} {c.sock}"
