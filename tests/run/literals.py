# Numeric literal forms: hex, octal, binary, underscores, huge ints, float spellings.


def int_literals() -> None:
    print(0x10, 0o17, 0b1011, 1_000_000, 0xFFFF_FFFF, 0X7f, 0B1, 0O7, 00, 0)
    print(0xFFFFFFFFFFFFFFFF, 0x8000000000000000, 0x7FFFFFFFFFFFFFFF, 0b1 << 64)
    print(123456789012345678901234567890, -9223372036854775808, -(-9223372036854775808))
    print(1_2_3, 0x_ff, 0b_1010)


def float_literals() -> None:
    print(1.0, .5, 5., 1e3, 1E-3, 1_000.5, 1e1_0, 0.1e-1, 1e308, 1e309, 2e-324, 3e-324)
    print(0.0, -0.0, 4.9e-324, 1.7976931348623157e308, 123456789.123456789, 1e16, 1e-5)


def big_constant_math(x: int) -> int:
    return x * 0xDEADBEEFCAFEBABE1234 + 0o777777777777777777777777 - 0b1111111111111111111111111111111111111111111111111111111111111111111
