import copy
import pickle

import sw_keys_copy as m

for line in m.keys_demo(3) + m.copy_demo(2):
    print(line)
p = m.Point(4, 5)
print({p: 1}[m.Point(4, 5)], hash(p) == hash((4, 5)), pickle.loads(pickle.dumps(p)))
g = m.build(1)
g2 = copy.deepcopy(g)
print(g2.name, sorted(g2.edges), g2.labels, g2.parent)
print(sorted([m.Point(3, 1), m.Point(1, 3)]))
{m.Point(0, 0): 1}[m.Point(0, 9)]
