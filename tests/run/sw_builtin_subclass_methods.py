# Builtin subclasses with decorated methods (property, classmethod, staticmethod), __new__, operator
# overrides and list methods overridden by the subclass (typed list code calls the override).
from typing import Dict, List, Optional, Any, Tuple


class Registry(dict):
    def __missing__(self, key: str) -> List[str]:
        v: List[str] = []
        self[key] = v
        return v

    def register(self, kind: str, name: str) -> "Registry":
        self[kind].append(name)
        return self

    def kinds(self) -> List[str]:
        return sorted(self.keys())

    def __repr__(self) -> str:
        return "Registry(" + ", ".join(f"{k}={v}" for k, v in sorted(self.items())) + ")"


class Matrix(list):
    @classmethod
    def zeros(cls, n: int, m: int) -> "Matrix":
        return cls([[0] * m for _ in range(n)])

    @staticmethod
    def ident(n: int) -> "Matrix":
        mm = Matrix.zeros(n, n)
        for i in range(n):
            mm[i][i] = 1
        return mm

    @property
    def shape(self) -> Tuple[int, int]:
        return (len(self), len(self[0]) if self else 0)

    def __mul__(self, other: "Matrix") -> "Matrix":  # type: ignore[override]
        n, m = self.shape
        out = Matrix.zeros(n, other.shape[1])
        for i in range(n):
            for j in range(other.shape[1]):
                out[i][j] = sum(self[i][k] * other[k][j] for k in range(m))
        return out


class Path(str):
    sep = "/"

    def __truediv__(self, other: str) -> "Path":
        return Path(self.rstrip(self.sep) + self.sep + other)

    @property
    def parts(self) -> List[str]:
        return [p for p in self.split(self.sep) if p]

    @property
    def name(self) -> str:
        return self.parts[-1] if self.parts else ""


class Version(tuple):
    def __new__(cls, text: str) -> "Version":
        return super().__new__(cls, (int(p) for p in text.split(".")))

    def __str__(self) -> str:
        return ".".join(map(str, self))

    def bump(self) -> "Version":
        return Version(".".join(map(str, self[:-1] + (self[-1] + 1,))))


class Flags(int):
    names = ["r", "w", "x"]

    def __str__(self) -> str:
        return "".join(n if self & (1 << i) else "-" for i, n in enumerate(self.names))


class Tags(set):
    def __init__(self, text: str = "") -> None:
        super().__init__(t.strip() for t in text.split(",") if t.strip())

    def render(self) -> str:
        return "#" + " #".join(sorted(self))


def use_registry() -> str:
    r = Registry()
    r.register("fruit", "apple").register("veg", "kale").register("fruit", "fig")
    return repr(r) + str(r.kinds()) + str(r["none"]) + str(len(r))


def use_matrix() -> List[Any]:
    a = Matrix([[1, 2], [3, 4]])
    b = Matrix.ident(2)
    c = a * b
    return [c, c.shape, type(c).__name__, a * a, Matrix.zeros(1, 3)]


def use_path() -> List[Any]:
    p = Path("/usr/") / "lib" / "python3"
    return [p, p.parts, p.name, isinstance(p, str), p.upper(), type(p / "x").__name__, Path("").name]


def use_version() -> List[Any]:
    v = Version("1.2.9")
    return [str(v), str(v.bump()), v > Version("1.2.10"), v < Version("1.10"), len(v), v[0]]


def use_flags() -> List[str]:
    return [str(Flags(5)), str(Flags(7)), str(Flags(0)), repr(Flags(3))]


def use_tags() -> List[Any]:
    t = Tags("b, a,, c ,a")
    t.add("z")
    return [t.render(), len(t), "a" in t, sorted(t | {"q"})]


class Shifted(list):
    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, int):
            return super().__getitem__(i) + 100
        return super().__getitem__(i)

    def __len__(self) -> int:
        return super().__len__() * 2

    def __contains__(self, x: object) -> bool:
        return True

    def append(self, x: int) -> None:
        super().append(x * 10)


def list_ops(xs: List[int]) -> List[Any]:
    xs.append(5)
    return [xs[0], xs[-1], len(xs), 7 in xs, xs[0:2], [x for x in xs], sum(xs), xs.count(1), bool(xs)]


def shifted() -> List[Any]:
    return list_ops(Shifted([1, 2, 3]))


def plain() -> List[Any]:
    return list_ops([1, 2, 3])


class Inventory(dict):
    def describe(self) -> str:
        return f"{len(self)} kinds"


class Warehouse(Inventory):
    def describe(self) -> str:
        return "warehouse: " + super().describe()

    def restock(self, item: str, n: int) -> int:
        self[item] = self.get(item, 0) + n
        return self[item]


def warehouse() -> List[Any]:
    w = Warehouse(nails=3)
    return [w.restock("nails", 2), w.restock("bolts", 1), w.describe(), isinstance(w, Inventory),
            [c.__name__ for c in Warehouse.__mro__]]
