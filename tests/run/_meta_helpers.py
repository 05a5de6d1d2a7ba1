"""Python metaclasses for the cls_class_keywords and cls_enum_body_reads run tests (imported by both variants)."""


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


class _RecordingNs(dict):
    def __setitem__(self, k, v):
        RecordingMeta.log.append(k)
        super().__setitem__(k, v)


class RecordingMeta(type):
    """Its __prepare__ namespace logs each store (cls_enum_body_reads)."""

    log: list = []

    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        RecordingMeta.log.append("prepare " + name)
        return _RecordingNs()
