import gc
import sys

import closures_churn as cc

print(cc.churn(100000), cc.cycles(100000), cc.counters(100000))
print([f() for f in cc.keep(3)], len(cc.keep(1000)))
gc.collect()
before = sys.getallocatedblocks()
for _ in range(3):
    cc.churn(30000)
    cc.cycles(30000)
    cc.keep(30000)
    cc.counters(30000)
gc.collect()
print("flat" if sys.getallocatedblocks() - before < 1000 else "grows")
