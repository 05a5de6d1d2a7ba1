# `a, b, c = s.partition(sep)` makes no tuple for an exact str (str.partition_at, then one
# str.part_piece per name); a str subclass takes the call and generic unpacking.


def split_line(line: str) -> int:
    head, _, tail = line.partition(";")
    key, sep, value = head.rpartition("=")
    return len(head) + len(tail) + len(key) + len(sep) + len(value) + len(_)
