import cls_class_keywords as m
from _meta_helpers import Registering

print(m.movies())
print(m.tagged())
print(m.abstract_error())
print(m.local_keywords(1), m.local_keywords(2))
print(m.local_typeddict_bad())
print(Registering.made)
