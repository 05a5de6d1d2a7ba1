# Exception classes with bodies on builtin bases that have instance structs of their own
# (OSError and its subclasses, ImportError, StopIteration, SystemExit, SyntaxError,
# UnicodeError, AttributeError): fields, methods, __str__, and the base's own attributes set by
# super().__init__ (errno, strerror, filename, name, value, code).
from typing import List, Optional


class StoreError(OSError):
    def __init__(self, path: str, code: int) -> None:
        super().__init__(code, "store failed", path)
        self.path = path
        self.retries = 0

    def describe(self) -> str:
        return f"{self.path}: errno {self.errno} ({self.strerror}) after {self.retries}"


class Missing(FileNotFoundError):
    kind: str = "missing"

    def __str__(self) -> str:
        return "missing " + str(self.filename)


class Plain(OSError):
    note: Optional[str] = None


class Bad(ConnectionResetError):
    def __init__(self, host: str) -> None:
        self.host = host


class NoPlugin(ImportError):
    def __init__(self, plugin: str) -> None:
        super().__init__("no plugin " + plugin)
        self.plugin = plugin


class Done(StopIteration):
    def __init__(self, result: int) -> None:
        super().__init__(result)
        self.result = result


class Quit(SystemExit):
    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class BadSyntax(SyntaxError):
    where: int = 0


class BadText(UnicodeError):
    def __init__(self, text: str) -> None:
        super().__init__("bad text", text)
        self.text = text


class NoAttr(AttributeError):
    def __init__(self, what: str) -> None:
        super().__init__("no " + what)
        self.what = what


def fail(kind: int) -> None:
    if kind == 0:
        e = StoreError("/tmp/x", 5)
        e.retries = 3
        raise e
    if kind == 1:
        raise Missing(2, "No such file", "a.txt")
    if kind == 2:
        raise Plain(13, "denied")
    if kind == 3:
        raise Bad("example.org")
    if kind == 4:
        raise NoPlugin("zip")
    if kind == 5:
        raise Done(42)
    if kind == 6:
        raise Quit(3)
    if kind == 7:
        raise BadSyntax("bad", ("f.py", 1, 2, "x = (", 1, 3))
    if kind == 8:
        raise BadText("caf\xe9")
    raise NoAttr("colour")


def catch_all() -> List[str]:
    out: List[str] = []
    for k in range(10):
        try:
            fail(k)
        except StoreError as e:
            out.append(e.describe() + " " + str(e) + " " + repr(e.args))
        except Missing as e:
            out.append(str(e) + f" {e.errno} {e.strerror} {e.kind} {isinstance(e, OSError)}")
        except OSError as e:
            out.append(f"{type(e).__name__} {e.errno} {e.strerror} {e.args} {str(e)}")
        except NoPlugin as e:
            out.append(f"{e.plugin} {e.msg} {e.name} {str(e)}")
        except Done as e:
            out.append(f"{e.value} {e.result} {e.args}")
        except Quit as e:
            out.append(f"{e.code} {e.status}")
        except BadSyntax as e:
            out.append(f"{e.msg} {e.filename} {e.lineno} {e.offset} {e.where}")
        except UnicodeError as e:
            out.append(f"{type(e).__name__} {e.args}")
        except NoAttr as e:
            out.append(f"{e.what} {e}")
    return out


def errno_of(path: str) -> int:
    try:
        raise StoreError(path, 17)
    except OSError as e:
        return e.errno if e.errno is not None else -1
