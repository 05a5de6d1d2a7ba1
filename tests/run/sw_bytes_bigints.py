# bytes/bytearray slicing and methods, int.to_bytes/from_bytes, big ints in containers.
import struct


def frame(payload: bytes) -> bytes:
    header = struct.pack(">HB", len(payload), 1)
    return header + payload + bytes([sum(payload) % 256])


def unframe(data: bytes) -> tuple[int, int, bytes, bool]:
    n, kind = struct.unpack(">HB", data[:3])
    body = data[3:3 + n]
    check = data[3 + n] if len(data) > 3 + n else -1
    return n, kind, body, check == sum(body) % 256


def bytes_ops(b: bytes) -> list[object]:
    return [b[::2], b[::-1], b[1:-1], b[-3:], b[5:2], b.upper(), b.split(b","), b.replace(b"a", b"AA", 1),
            b.hex(":"), b.find(b"b"), b.rfind(b"a"), b.count(b"a"), b.startswith((b"x", b"a")),
            bytes.fromhex("61 62"), b.center(12, b"*"), b.partition(b","), b.strip(b"a"), list(b[:3]),
            b.isalpha(), b"".join([b, b"!"]), b.decode("ascii", errors="replace"), b * 2, b"a" in b, 97 in b]


def mutate(b: bytes) -> list[object]:
    ba = bytearray(b)
    ba[0] = 0x41
    ba[1:3] = b"XYZ"
    del ba[-1:]
    ba.extend(b"!!")
    ba.append(33)
    ba.insert(0, 60)
    popped = ba.pop()
    ba.reverse()
    ba += b"?"
    ba2 = ba.copy()
    ba2.remove(ord("!"))
    return [bytes(ba), popped, ba.hex(), bytes(ba2), ba.rstrip(b"?"), len(ba), ba[2], ba[-2:],
            bytearray(3), bytearray(b"ab") * 2, ba.find(b"Z"), ba == bytearray(bytes(ba))]


def bad_mutation(b: bytes, v: int) -> bytes:
    ba = bytearray(b)
    ba[0] = v
    return bytes(ba)


def int_bytes(n: int) -> list[object]:
    length = max(1, (n.bit_length() + 8) // 8)
    raw = n.to_bytes(length, "big", signed=True)
    back = int.from_bytes(raw, "big", signed=True)
    little = n.to_bytes(length, byteorder="little", signed=True)
    return [raw.hex(), back == n, int.from_bytes(little, "little", signed=True), len(raw)]


def big_containers(k: int) -> list[object]:
    powers = [2 ** i for i in range(0, k, 16)]
    by_size = {p.bit_length(): p for p in powers}
    s = {p % 1000003 for p in powers}
    total = sum(powers)
    t = tuple(p - 1 for p in powers[-2:])
    nested = [[p, -p] for p in powers[-2:]]
    return [powers[-1], by_size[max(by_size)], sorted(s)[:3], total, t, nested, max(powers) // min(powers),
            sorted(powers, key=lambda p: -p)[0] == powers[-1], str(powers[-1])[:10], hex(total)[:12],
            divmod(-powers[-1], 7), powers.index(powers[-1]), powers[-1] in s, (powers[-1] * 3) % 97]


def bytes_index(b: bytes, i: int) -> int:
    return b[i]


def to_bytes_bad(n: int) -> bytes:
    return n.to_bytes(1, "big")
