# Binary trees: allocates and walks many complete binary trees (allocation and pointer chasing).


class Node:
    def __init__(self, left: "Node | None", right: "Node | None") -> None:
        self.left = left
        self.right = right


def make(depth: int) -> Node:
    if depth == 0:
        return Node(None, None)
    return Node(make(depth - 1), make(depth - 1))


def check(node: Node) -> int:
    left = node.left
    right = node.right
    if left is None or right is None:
        return 1
    return 1 + check(left) + check(right)


def main(n: int = 14) -> None:
    min_depth: int = 4
    max_depth: int = max(min_depth + 2, n)
    print(check(make(max_depth + 1)))
    long_lived: Node = make(max_depth)
    total: int = 0
    for depth in range(min_depth, max_depth + 1, 2):
        iterations: int = 1 << (max_depth - depth + min_depth)
        for i in range(iterations):
            total += check(make(depth))
        print(total)
    print(check(long_lived))
