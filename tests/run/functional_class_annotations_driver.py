from functional_class_annotations import NT, larger, run

print(run(), larger(NT(x=9, y=1)))
