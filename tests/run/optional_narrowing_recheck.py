# After a narrowing, a call may store None into the narrowed field or global (mypy keeps the
# narrowing): testing it again with `is None`, `is not None` or its truth reads the value as it
# is now, as CPython does (the test answers; no TypeError from the narrowed read).
from typing import Optional


class Conn:
    def __init__(self) -> None:
        self.sock: Optional[list[str]] = ["open"]
        self.name: Optional[str] = "db"

    def close(self) -> None:
        self.sock = None
        self.name = None

    def send(self, msg: str) -> str:
        if self.sock is None:
            return "closed"
        self.sock.append(msg)
        if msg == "bye":
            self.close()
        if self.sock is None:
            return "closed after " + msg
        if not self.name:
            return "no name"
        return f"{self.name}: {len(self.sock)}"

    def drain(self) -> list[str]:
        out: list[str] = []
        if self.sock is not None:
            out.append(str(len(self.sock)))
            self.close()
            out.append("none" if self.sock is None else "some")
            out.append("named" if self.name else "anonymous")
            out.append("still" if (self.sock is not None) else "gone")
        return out


state: Optional[dict[str, int]] = {"n": 1}


def reset() -> None:
    global state
    state = None


def use_state() -> str:
    if state is None:
        return "no state"
    n = state["n"]
    reset()
    if state is None:
        return f"reset after {n}"
    return "kept"


def loop_until_closed(c: Conn) -> list[str]:
    out = []
    while c.sock is not None:
        out.append(c.send("bye" if len(c.sock) > 2 else "hi"))
    return out
