# Compiled instances as dict keys and set members (__hash__/__eq__), ordering through
# functools.total_ordering-free __lt__, and pickle / copy.deepcopy round trips of instances
# holding nested containers and other instances (shared references kept by deepcopy).
import copy
import pickle
from typing import Dict, List, Optional, Set, Tuple


class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y

    def key(self) -> Tuple[int, int]:
        return (self.x, self.y)

    def __hash__(self) -> int:
        return hash(self.key())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Point) and self.key() == other.key()

    def __lt__(self, other: "Point") -> bool:
        return (self.x, self.y) < (other.x, other.y)

    def __repr__(self) -> str:
        return f"P({self.x},{self.y})"


class Graph:
    def __init__(self, name: str) -> None:
        self.name = name
        self.edges: Dict[Point, List[Point]] = {}
        self.labels: Dict[str, Tuple[int, ...]] = {}
        self.parent: Optional["Graph"] = None
        self.weight = 1.5

    def connect(self, a: Point, b: Point) -> None:
        self.edges.setdefault(a, []).append(b)
        self.edges.setdefault(b, [])

    def reachable(self, start: Point) -> Set[Point]:
        seen: Set[Point] = set()
        todo = [start]
        while todo:
            p = todo.pop()
            if p in seen:
                continue
            seen.add(p)
            todo.extend(self.edges.get(p, []))
        return seen


def build(n: int) -> Graph:
    g = Graph("g" + str(n))
    for i in range(n):
        g.connect(Point(i, i), Point(i + 1, i + 1))
    g.connect(Point(0, 0), Point(5, 0))
    g.labels["sizes"] = (n, len(g.edges))
    return g


def keys_demo(n: int) -> List[str]:
    g = build(n)
    counts: Dict[Point, int] = {}
    for p in [Point(1, 1), Point(1, 1), Point(2, 2), Point(1, 1)]:
        counts[p] = counts.get(p, 0) + 1
    out = [str(counts), str(sorted(g.reachable(Point(0, 0)))), str(Point(3, 3) in g.edges)]
    out.append(str(Point(1, 2) == Point(1, 2)) + str(Point(1, 2) != Point(2, 1)) + str(Point(1, 1) == 5))
    out.append(str(sorted({Point(2, 1), Point(1, 2), Point(2, 1)})))
    return out


def copy_demo(n: int) -> List[str]:
    g = build(n)
    child = Graph("child")
    child.parent = g
    child.edges[Point(9, 9)] = [Point(9, 9)]
    dup = copy.deepcopy(child)
    out = [str(dup.parent is not None and dup.parent is not g), str(dup.edges), dup.name]
    if dup.parent is not None:
        out.append(str(sorted(dup.parent.edges)) + " " + str(dup.parent.labels))
    shallow = copy.copy(child)
    out.append(str(shallow.parent is g) + " " + str(shallow.edges is child.edges))
    data = pickle.dumps(child)
    back: Graph = pickle.loads(data)
    out.append(f"{back.name} {back.weight} {back.edges} {back.parent.name if back.parent else None}")
    shared = [Point(1, 1)] * 2
    twins = copy.deepcopy(shared)
    out.append(f"{twins} {twins[0] is twins[1]} {twins[0] is shared[0]}")
    return out
