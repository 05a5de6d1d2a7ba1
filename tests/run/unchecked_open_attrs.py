# Unannotated code storing attributes a class does not declare (`node.extra = v` outside the
# class's own `self`): the instance keeps them as CPython's would, in its __dict__.
import random


class TreeNode:
    def __init__(self):
        self.wins = 0
        self.children = []

    def grow(self, n):
        for i in range(n):
            child = TreeNode()
            child.label = "c%d" % i  # declared nowhere in the class
            child.parent = self
            self.children.append(child)
        return [c.label for c in self.children]

    def depth(self):
        d = 0
        node = self
        while getattr(node, "parent", None) is not None:
            node = node.parent
            d += 1
        return d


class Leaf(TreeNode):
    def __init__(self, v):
        TreeNode.__init__(self)
        self.v = v


def build():
    root = TreeNode()
    root.moves = [1, 2, 3]  # set from outside the class
    labels = root.grow(3)
    grand = root.children[0]
    grand.grow(1)
    return labels, root.moves, grand.children[0].depth(), sorted(vars(root.children[1]))


def leaf(v):
    x = Leaf(v)
    x.note = "n"
    return x.v, x.note, x.wins, isinstance(x, TreeNode)


def missing():
    return TreeNode().label


def shuffled(seed):
    r = random.Random(seed)
    nodes = [TreeNode() for _ in range(4)]
    for n in nodes:
        n.score = r.randrange(100)
    return [n.score for n in sorted(nodes, key=lambda n: n.score)]
