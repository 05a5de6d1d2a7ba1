from narrow_isinstance_fields import Holder, Leaf, Node, Tree, describe

n = Node(5, Leaf(2), Leaf(3))
print(Holder(n, None).depth_sum(), Holder(Leaf(4), Leaf(1)).depth_sum(),
      Holder(Tree(), n).depth_sum())
print(Holder(n, Leaf(7)).extra_value(), Holder(n, None).extra_value(), Holder(n, n).extra_value())
print(Holder(n, None).swap_then_read(), describe(n), n.left.v, n.right.v)
print(Holder(Node(1, n, n), None).depth_sum())
