from cls_underscore_defs import A, B, calls

print(calls(), A._.__name__, B._.__qualname__)
