# A large dict display of computed values (more than 15 pairs) adds its pairs as CPython
# does: chunks of 17 pairs added as they come, a last chunk under 16 evaluated first. Same
# values, order, duplicate keys, and which error a display with two of them raises.
from __future__ import annotations


def trace(log: list[str], tag: str, v: object) -> object:
    log.append(tag)
    return v


def ranges() -> dict[str, range]:
    return {
        "r0": range(0, 5),
        "r1": range(7, 12),
        "r2": range(14, 19),
        "r3": range(21, 26),
        "r4": range(28, 33),
        "r5": range(35, 40),
        "r6": range(42, 47),
        "r7": range(49, 54),
        "r8": range(56, 61),
        "r9": range(63, 68),
        "r10": range(70, 75),
        "r11": range(77, 82),
        "r12": range(84, 89),
        "r13": range(91, 96),
        "r14": range(98, 103),
        "r15": range(105, 110),
        "r16": range(112, 117),
        "r17": range(119, 124),
        "r18": range(126, 131),
        "r19": range(133, 138),
        "r20": range(140, 145),
        "r21": range(147, 152),
        "r22": range(154, 159),
        "r23": range(161, 166),
        "r24": range(168, 173),
        "r25": range(175, 180),
        "r26": range(182, 187),
        "r27": range(189, 194),
        "r28": range(196, 201),
        "r29": range(203, 208),
        "r30": range(210, 215),
        "r31": range(217, 222),
        "r32": range(224, 229),
        "r33": range(231, 236),
        "r34": range(238, 243),
        "r35": range(245, 250),
        "r36": range(252, 257),
        "r37": range(259, 264),
        "r38": range(266, 271),
        "r39": range(273, 278),
        "r3": range(1),  # a duplicate key: first place, last value
    }


def traced15(log: list[str], bad: int) -> dict[object, object]:
    return {
        trace(log, "k15_0", 0 if 0 != bad - 1 else []): trace(log, "v15_0", 15 / (0 - bad)),
        trace(log, "k15_1", 1 if 1 != bad - 1 else []): trace(log, "v15_1", 15 / (1 - bad)),
        trace(log, "k15_2", 2 if 2 != bad - 1 else []): trace(log, "v15_2", 15 / (2 - bad)),
        trace(log, "k15_3", 3 if 3 != bad - 1 else []): trace(log, "v15_3", 15 / (3 - bad)),
        trace(log, "k15_4", 4 if 4 != bad - 1 else []): trace(log, "v15_4", 15 / (4 - bad)),
        trace(log, "k15_5", 5 if 5 != bad - 1 else []): trace(log, "v15_5", 15 / (5 - bad)),
        trace(log, "k15_6", 6 if 6 != bad - 1 else []): trace(log, "v15_6", 15 / (6 - bad)),
        trace(log, "k15_7", 7 if 7 != bad - 1 else []): trace(log, "v15_7", 15 / (7 - bad)),
        trace(log, "k15_8", 8 if 8 != bad - 1 else []): trace(log, "v15_8", 15 / (8 - bad)),
        trace(log, "k15_9", 9 if 9 != bad - 1 else []): trace(log, "v15_9", 15 / (9 - bad)),
        trace(log, "k15_10", 10 if 10 != bad - 1 else []): trace(log, "v15_10", 15 / (10 - bad)),
        trace(log, "k15_11", 11 if 11 != bad - 1 else []): trace(log, "v15_11", 15 / (11 - bad)),
        trace(log, "k15_12", 12 if 12 != bad - 1 else []): trace(log, "v15_12", 15 / (12 - bad)),
        trace(log, "k15_13", 13 if 13 != bad - 1 else []): trace(log, "v15_13", 15 / (13 - bad)),
        trace(log, "k15_14", 14 if 14 != bad - 1 else []): trace(log, "v15_14", 15 / (14 - bad)),
    }


def traced16(log: list[str], bad: int) -> dict[object, object]:
    return {
        trace(log, "k16_0", 0 if 0 != bad - 1 else []): trace(log, "v16_0", 16 / (0 - bad)),
        trace(log, "k16_1", 1 if 1 != bad - 1 else []): trace(log, "v16_1", 16 / (1 - bad)),
        trace(log, "k16_2", 2 if 2 != bad - 1 else []): trace(log, "v16_2", 16 / (2 - bad)),
        trace(log, "k16_3", 3 if 3 != bad - 1 else []): trace(log, "v16_3", 16 / (3 - bad)),
        trace(log, "k16_4", 4 if 4 != bad - 1 else []): trace(log, "v16_4", 16 / (4 - bad)),
        trace(log, "k16_5", 5 if 5 != bad - 1 else []): trace(log, "v16_5", 16 / (5 - bad)),
        trace(log, "k16_6", 6 if 6 != bad - 1 else []): trace(log, "v16_6", 16 / (6 - bad)),
        trace(log, "k16_7", 7 if 7 != bad - 1 else []): trace(log, "v16_7", 16 / (7 - bad)),
        trace(log, "k16_8", 8 if 8 != bad - 1 else []): trace(log, "v16_8", 16 / (8 - bad)),
        trace(log, "k16_9", 9 if 9 != bad - 1 else []): trace(log, "v16_9", 16 / (9 - bad)),
        trace(log, "k16_10", 10 if 10 != bad - 1 else []): trace(log, "v16_10", 16 / (10 - bad)),
        trace(log, "k16_11", 11 if 11 != bad - 1 else []): trace(log, "v16_11", 16 / (11 - bad)),
        trace(log, "k16_12", 12 if 12 != bad - 1 else []): trace(log, "v16_12", 16 / (12 - bad)),
        trace(log, "k16_13", 13 if 13 != bad - 1 else []): trace(log, "v16_13", 16 / (13 - bad)),
        trace(log, "k16_14", 14 if 14 != bad - 1 else []): trace(log, "v16_14", 16 / (14 - bad)),
        trace(log, "k16_15", 15 if 15 != bad - 1 else []): trace(log, "v16_15", 16 / (15 - bad)),
    }


def traced20(log: list[str], bad: int) -> dict[object, object]:
    return {
        trace(log, "k20_0", 0 if 0 != bad - 1 else []): trace(log, "v20_0", 20 / (0 - bad)),
        trace(log, "k20_1", 1 if 1 != bad - 1 else []): trace(log, "v20_1", 20 / (1 - bad)),
        trace(log, "k20_2", 2 if 2 != bad - 1 else []): trace(log, "v20_2", 20 / (2 - bad)),
        trace(log, "k20_3", 3 if 3 != bad - 1 else []): trace(log, "v20_3", 20 / (3 - bad)),
        trace(log, "k20_4", 4 if 4 != bad - 1 else []): trace(log, "v20_4", 20 / (4 - bad)),
        trace(log, "k20_5", 5 if 5 != bad - 1 else []): trace(log, "v20_5", 20 / (5 - bad)),
        trace(log, "k20_6", 6 if 6 != bad - 1 else []): trace(log, "v20_6", 20 / (6 - bad)),
        trace(log, "k20_7", 7 if 7 != bad - 1 else []): trace(log, "v20_7", 20 / (7 - bad)),
        trace(log, "k20_8", 8 if 8 != bad - 1 else []): trace(log, "v20_8", 20 / (8 - bad)),
        trace(log, "k20_9", 9 if 9 != bad - 1 else []): trace(log, "v20_9", 20 / (9 - bad)),
        trace(log, "k20_10", 10 if 10 != bad - 1 else []): trace(log, "v20_10", 20 / (10 - bad)),
        trace(log, "k20_11", 11 if 11 != bad - 1 else []): trace(log, "v20_11", 20 / (11 - bad)),
        trace(log, "k20_12", 12 if 12 != bad - 1 else []): trace(log, "v20_12", 20 / (12 - bad)),
        trace(log, "k20_13", 13 if 13 != bad - 1 else []): trace(log, "v20_13", 20 / (13 - bad)),
        trace(log, "k20_14", 14 if 14 != bad - 1 else []): trace(log, "v20_14", 20 / (14 - bad)),
        trace(log, "k20_15", 15 if 15 != bad - 1 else []): trace(log, "v20_15", 20 / (15 - bad)),
        trace(log, "k20_16", 16 if 16 != bad - 1 else []): trace(log, "v20_16", 20 / (16 - bad)),
        trace(log, "k20_17", 17 if 17 != bad - 1 else []): trace(log, "v20_17", 20 / (17 - bad)),
        trace(log, "k20_18", 18 if 18 != bad - 1 else []): trace(log, "v20_18", 20 / (18 - bad)),
        trace(log, "k20_19", 19 if 19 != bad - 1 else []): trace(log, "v20_19", 20 / (19 - bad)),
    }


def traced34(log: list[str], bad: int) -> dict[object, object]:
    return {
        trace(log, "k34_0", 0 if 0 != bad - 1 else []): trace(log, "v34_0", 34 / (0 - bad)),
        trace(log, "k34_1", 1 if 1 != bad - 1 else []): trace(log, "v34_1", 34 / (1 - bad)),
        trace(log, "k34_2", 2 if 2 != bad - 1 else []): trace(log, "v34_2", 34 / (2 - bad)),
        trace(log, "k34_3", 3 if 3 != bad - 1 else []): trace(log, "v34_3", 34 / (3 - bad)),
        trace(log, "k34_4", 4 if 4 != bad - 1 else []): trace(log, "v34_4", 34 / (4 - bad)),
        trace(log, "k34_5", 5 if 5 != bad - 1 else []): trace(log, "v34_5", 34 / (5 - bad)),
        trace(log, "k34_6", 6 if 6 != bad - 1 else []): trace(log, "v34_6", 34 / (6 - bad)),
        trace(log, "k34_7", 7 if 7 != bad - 1 else []): trace(log, "v34_7", 34 / (7 - bad)),
        trace(log, "k34_8", 8 if 8 != bad - 1 else []): trace(log, "v34_8", 34 / (8 - bad)),
        trace(log, "k34_9", 9 if 9 != bad - 1 else []): trace(log, "v34_9", 34 / (9 - bad)),
        trace(log, "k34_10", 10 if 10 != bad - 1 else []): trace(log, "v34_10", 34 / (10 - bad)),
        trace(log, "k34_11", 11 if 11 != bad - 1 else []): trace(log, "v34_11", 34 / (11 - bad)),
        trace(log, "k34_12", 12 if 12 != bad - 1 else []): trace(log, "v34_12", 34 / (12 - bad)),
        trace(log, "k34_13", 13 if 13 != bad - 1 else []): trace(log, "v34_13", 34 / (13 - bad)),
        trace(log, "k34_14", 14 if 14 != bad - 1 else []): trace(log, "v34_14", 34 / (14 - bad)),
        trace(log, "k34_15", 15 if 15 != bad - 1 else []): trace(log, "v34_15", 34 / (15 - bad)),
        trace(log, "k34_16", 16 if 16 != bad - 1 else []): trace(log, "v34_16", 34 / (16 - bad)),
        trace(log, "k34_17", 17 if 17 != bad - 1 else []): trace(log, "v34_17", 34 / (17 - bad)),
        trace(log, "k34_18", 18 if 18 != bad - 1 else []): trace(log, "v34_18", 34 / (18 - bad)),
        trace(log, "k34_19", 19 if 19 != bad - 1 else []): trace(log, "v34_19", 34 / (19 - bad)),
        trace(log, "k34_20", 20 if 20 != bad - 1 else []): trace(log, "v34_20", 34 / (20 - bad)),
        trace(log, "k34_21", 21 if 21 != bad - 1 else []): trace(log, "v34_21", 34 / (21 - bad)),
        trace(log, "k34_22", 22 if 22 != bad - 1 else []): trace(log, "v34_22", 34 / (22 - bad)),
        trace(log, "k34_23", 23 if 23 != bad - 1 else []): trace(log, "v34_23", 34 / (23 - bad)),
        trace(log, "k34_24", 24 if 24 != bad - 1 else []): trace(log, "v34_24", 34 / (24 - bad)),
        trace(log, "k34_25", 25 if 25 != bad - 1 else []): trace(log, "v34_25", 34 / (25 - bad)),
        trace(log, "k34_26", 26 if 26 != bad - 1 else []): trace(log, "v34_26", 34 / (26 - bad)),
        trace(log, "k34_27", 27 if 27 != bad - 1 else []): trace(log, "v34_27", 34 / (27 - bad)),
        trace(log, "k34_28", 28 if 28 != bad - 1 else []): trace(log, "v34_28", 34 / (28 - bad)),
        trace(log, "k34_29", 29 if 29 != bad - 1 else []): trace(log, "v34_29", 34 / (29 - bad)),
        trace(log, "k34_30", 30 if 30 != bad - 1 else []): trace(log, "v34_30", 34 / (30 - bad)),
        trace(log, "k34_31", 31 if 31 != bad - 1 else []): trace(log, "v34_31", 34 / (31 - bad)),
        trace(log, "k34_32", 32 if 32 != bad - 1 else []): trace(log, "v34_32", 34 / (32 - bad)),
        trace(log, "k34_33", 33 if 33 != bad - 1 else []): trace(log, "v34_33", 34 / (33 - bad)),
    }


def traced36(log: list[str], bad: int) -> dict[object, object]:
    return {
        trace(log, "k36_0", 0 if 0 != bad - 1 else []): trace(log, "v36_0", 36 / (0 - bad)),
        trace(log, "k36_1", 1 if 1 != bad - 1 else []): trace(log, "v36_1", 36 / (1 - bad)),
        trace(log, "k36_2", 2 if 2 != bad - 1 else []): trace(log, "v36_2", 36 / (2 - bad)),
        trace(log, "k36_3", 3 if 3 != bad - 1 else []): trace(log, "v36_3", 36 / (3 - bad)),
        trace(log, "k36_4", 4 if 4 != bad - 1 else []): trace(log, "v36_4", 36 / (4 - bad)),
        trace(log, "k36_5", 5 if 5 != bad - 1 else []): trace(log, "v36_5", 36 / (5 - bad)),
        trace(log, "k36_6", 6 if 6 != bad - 1 else []): trace(log, "v36_6", 36 / (6 - bad)),
        trace(log, "k36_7", 7 if 7 != bad - 1 else []): trace(log, "v36_7", 36 / (7 - bad)),
        trace(log, "k36_8", 8 if 8 != bad - 1 else []): trace(log, "v36_8", 36 / (8 - bad)),
        trace(log, "k36_9", 9 if 9 != bad - 1 else []): trace(log, "v36_9", 36 / (9 - bad)),
        trace(log, "k36_10", 10 if 10 != bad - 1 else []): trace(log, "v36_10", 36 / (10 - bad)),
        trace(log, "k36_11", 11 if 11 != bad - 1 else []): trace(log, "v36_11", 36 / (11 - bad)),
        trace(log, "k36_12", 12 if 12 != bad - 1 else []): trace(log, "v36_12", 36 / (12 - bad)),
        trace(log, "k36_13", 13 if 13 != bad - 1 else []): trace(log, "v36_13", 36 / (13 - bad)),
        trace(log, "k36_14", 14 if 14 != bad - 1 else []): trace(log, "v36_14", 36 / (14 - bad)),
        trace(log, "k36_15", 15 if 15 != bad - 1 else []): trace(log, "v36_15", 36 / (15 - bad)),
        trace(log, "k36_16", 16 if 16 != bad - 1 else []): trace(log, "v36_16", 36 / (16 - bad)),
        trace(log, "k36_17", 17 if 17 != bad - 1 else []): trace(log, "v36_17", 36 / (17 - bad)),
        trace(log, "k36_18", 18 if 18 != bad - 1 else []): trace(log, "v36_18", 36 / (18 - bad)),
        trace(log, "k36_19", 19 if 19 != bad - 1 else []): trace(log, "v36_19", 36 / (19 - bad)),
        trace(log, "k36_20", 20 if 20 != bad - 1 else []): trace(log, "v36_20", 36 / (20 - bad)),
        trace(log, "k36_21", 21 if 21 != bad - 1 else []): trace(log, "v36_21", 36 / (21 - bad)),
        trace(log, "k36_22", 22 if 22 != bad - 1 else []): trace(log, "v36_22", 36 / (22 - bad)),
        trace(log, "k36_23", 23 if 23 != bad - 1 else []): trace(log, "v36_23", 36 / (23 - bad)),
        trace(log, "k36_24", 24 if 24 != bad - 1 else []): trace(log, "v36_24", 36 / (24 - bad)),
        trace(log, "k36_25", 25 if 25 != bad - 1 else []): trace(log, "v36_25", 36 / (25 - bad)),
        trace(log, "k36_26", 26 if 26 != bad - 1 else []): trace(log, "v36_26", 36 / (26 - bad)),
        trace(log, "k36_27", 27 if 27 != bad - 1 else []): trace(log, "v36_27", 36 / (27 - bad)),
        trace(log, "k36_28", 28 if 28 != bad - 1 else []): trace(log, "v36_28", 36 / (28 - bad)),
        trace(log, "k36_29", 29 if 29 != bad - 1 else []): trace(log, "v36_29", 36 / (29 - bad)),
        trace(log, "k36_30", 30 if 30 != bad - 1 else []): trace(log, "v36_30", 36 / (30 - bad)),
        trace(log, "k36_31", 31 if 31 != bad - 1 else []): trace(log, "v36_31", 36 / (31 - bad)),
        trace(log, "k36_32", 32 if 32 != bad - 1 else []): trace(log, "v36_32", 36 / (32 - bad)),
        trace(log, "k36_33", 33 if 33 != bad - 1 else []): trace(log, "v36_33", 36 / (33 - bad)),
        trace(log, "k36_34", 34 if 34 != bad - 1 else []): trace(log, "v36_34", 36 / (34 - bad)),
        trace(log, "k36_35", 35 if 35 != bad - 1 else []): trace(log, "v36_35", 36 / (35 - bad)),
    }


TABLE: dict[str, int] = {
    "t0": len("") * 2,
    "t1": len("x") * 2,
    "t2": len("xx") * 2,
    "t3": len("xxx") * 2,
    "t4": len("xxxx") * 2,
    "t5": len("xxxxx") * 2,
    "t6": len("xxxxxx") * 2,
    "t7": len("xxxxxxx") * 2,
    "t8": len("xxxxxxxx") * 2,
    "t9": len("xxxxxxxxx") * 2,
    "t10": len("xxxxxxxxxx") * 2,
    "t11": len("xxxxxxxxxxx") * 2,
    "t12": len("xxxxxxxxxxxx") * 2,
    "t13": len("xxxxxxxxxxxxx") * 2,
    "t14": len("xxxxxxxxxxxxxx") * 2,
    "t15": len("xxxxxxxxxxxxxxx") * 2,
    "t16": len("xxxxxxxxxxxxxxxx") * 2,
    "t17": len("xxxxxxxxxxxxxxxxx") * 2,
}
