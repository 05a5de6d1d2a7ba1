# Coroutines under asyncio: awaits of compiled and Python coroutines, futures, tasks, gather,
# typed results, exceptions through awaits, methods and nested coroutines.
import asyncio
from typing import Any, Awaitable, Callable, List


async def add(a: int, b: int) -> int:
    await asyncio.sleep(0)
    return a + b


async def total(n: int) -> int:
    s = 0
    for i in range(n):
        s += await add(i, 1)
    return s


async def worker(name: str, n: int, log: List[str]) -> str:
    for i in range(n):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
    return name.upper()


async def fails(x: int) -> int:
    await asyncio.sleep(0)
    if x > 2:
        raise ValueError(f"too big: {x}")
    return x


async def catches(x: int) -> str:
    try:
        return str(await fails(x))
    except ValueError as e:
        return "caught " + str(e)


class Counter:
    def __init__(self, start: int) -> None:
        self.value = start

    async def bump(self, by: int) -> int:
        await asyncio.sleep(0)
        self.value += by
        return self.value


def make_adder(k: int) -> Callable[[int], Awaitable[int]]:
    async def inner(x: int) -> int:
        await asyncio.sleep(0)
        return x + k
    return inner


async def nested(k: int) -> int:
    async def twice(x: int) -> int:
        return 2 * await add(x, k)
    return await twice(3) + await make_adder(k)(10)


class Waitable:
    def __await__(self) -> Any:
        yield None
        return 42


async def awaits_objects(fut_value: str) -> List[object]:
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, fut_value)
    got: List[object] = [await fut, await Waitable()]
    task = asyncio.create_task(add(20, 22))
    got.append(await task)
    return got


async def gather_all(log: List[str]) -> List[object]:
    res = await asyncio.gather(worker("a", 3, log), worker("b", 2, log), add(1, 2))
    return list(res)


async def gather_errors() -> List[object]:
    return list(await asyncio.gather(fails(1), fails(5), return_exceptions=True))


async def sleeper(log: List[str]) -> None:
    try:
        log.append("sleeping")
        await asyncio.sleep(10)
        log.append("woke")
    finally:
        log.append("finally")


async def cancel_it(log: List[str]) -> str:
    t = asyncio.create_task(sleeper(log))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        return "cancelled"
    return "not cancelled"


async def no_await(x: int) -> int:
    return x * 2


def run_main(n: int) -> int:
    return asyncio.run(total(n))
