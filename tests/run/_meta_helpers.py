"""A Python metaclass for the cls_class_keywords run test (imported by both variants)."""


class Registering(type):
    made: list = []

    def __new__(mcs, name, bases, ns, **kw):
        cls = super().__new__(mcs, name, bases, ns)
        cls.options = dict(kw)
        Registering.made.append(name)
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)

    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        d = {"prepared_with": sorted(kw)}
        return d
