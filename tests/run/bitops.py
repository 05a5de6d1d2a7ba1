# Bitwise operators on ints of every size, including negatives (two's complement semantics).

MASK32 = 0xFFFFFFFF
MASK64 = (1 << 64) - 1


def band(a: int, b: int) -> int:
    return a & b


def bor(a: int, b: int) -> int:
    return a | b


def bxor(a: int, b: int) -> int:
    return a ^ b


def binv(a: int) -> int:
    return ~a


def popcount(x: int) -> int:
    x &= MASK64
    count = 0
    while x:
        x &= x - 1
        count += 1
    return count


def reverse_bits32(x: int) -> int:
    result = 0
    for _ in range(32):
        result = (result << 1) | (x & 1)
        x >>= 1
    return result


def rotl64(x: int, k: int) -> int:
    x &= MASK64
    k %= 64
    return ((x << k) | (x >> (64 - k))) & MASK64


def xorshift64(state: int, rounds: int) -> int:
    for _ in range(rounds):
        state ^= (state << 13) & MASK64
        state ^= state >> 7
        state ^= (state << 17) & MASK64
    return state


def fnv1a_digits(n: int) -> int:
    # FNV-1a over the decimal digits of n, kept to 64 bits with a mask.
    h = 0xCBF29CE484222325
    while True:
        h ^= n % 10 + 48
        h = (h * 0x100000001B3) & MASK64
        n //= 10
        if n == 0:
            break
    return h


def sign_extend(value: int, bits: int) -> int:
    sign_bit = 1 << (bits - 1)
    return (value & (sign_bit - 1)) - (value & sign_bit)


def lowest_set_bit(x: int) -> int:
    return x & -x


def bit_length_loop(x: int) -> int:
    x = abs(x)
    n = 0
    while x:
        x >>= 1
        n += 1
    return n


def bool_bits(a: bool, b: bool) -> int:
    return (a & b) + (a | b) * 2 + (a ^ b) * 4 + (~a) * 8
