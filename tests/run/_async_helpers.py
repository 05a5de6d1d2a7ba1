"""Shared by the async run drivers: runs a coroutine under asyncio.run and prints its result or
its exception."""
import asyncio


def run(label, coro):
    try:
        r = asyncio.run(coro)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
    else:
        print(label, "->", repr(r))
