# Generators and the cycle collector: generators in reference cycles (started, unstarted,
# suspended with temporaries held across the yield) are freed, `finally` runs, and a generator
# ignoring GeneratorExit still releases its locals.
from typing import Iterator, List


class Box:
    def __init__(self) -> None:
        self.gen: object = None


def holder(box: Box, log: List[str]) -> Iterator[int]:
    try:
        yield 1
        yield 2
    finally:
        log.append("finally")


def self_ref(log: List[str]) -> Iterator[object]:
    me = yield 0
    try:
        yield me
    finally:
        log.append("self_ref finally")


def stubborn(box: Box, log: List[str]) -> Iterator[int]:
    while True:
        try:
            yield 1
        except GeneratorExit:
            log.append("ignored")


def pending(xs: List[int], box: Box) -> Iterator[int]:
    for x in xs:
        yield x + len(str(box))


def temps(box: Box, log: List[str]) -> Iterator[object]:
    # `[box, ...]` is built after the yield: the str made before it is held across the yield.
    got = [str(len(log)), (yield box), (yield from holder(box, log))]
    log.append(repr(got))
