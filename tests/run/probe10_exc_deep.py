"""A job runner exercising exception classes and flow: custom exceptions without super().__init__,
raising classes, finally overriding, generators receiving exceptions, sys.exc_info."""
from __future__ import annotations

import sys
from typing import Generator, Iterator, Optional


class JobError(Exception):
    code = 1

    def __init__(self, job: str, attempt: int = 0) -> None:
        self.job = job
        self.attempt = attempt


class Timeout(JobError):
    code = 2

    def __str__(self) -> str:
        return f"{self.job} timed out (attempt {self.attempt})"


class Fatal(JobError):
    code = 3

    def __repr__(self) -> str:
        return f"<Fatal {self.job}>"


class Retry(Exception):
    pass


class Halt(BaseException):
    pass


def run_job(name: str, attempt: int) -> str:
    if name.startswith("slow") and attempt < 2:
        raise Timeout(name, attempt)
    if name == "bad":
        raise Fatal(name)
    if name == "halt":
        raise Halt
    if name == "retry":
        raise Retry
    return f"{name}#{attempt}"


def with_retries(name: str, limit: int = 3) -> str:
    last: Optional[JobError] = None
    for attempt in range(limit):
        try:
            return run_job(name, attempt)
        except Timeout as e:
            last = e
            continue
        except JobError as e:
            return f"fatal code={e.code} args={e.args} str={str(e)!r} repr={e!r}"
    assert last is not None
    return f"gave up: {last} code={last.code} args={last.args}"


def finally_wins(name: str) -> str:
    try:
        run_job(name, 0)
        return "body"
    finally:
        if name == "bad":
            return "finally"


def describe_current() -> str:
    et, ev, tb = sys.exc_info()
    return f"{et.__name__ if et else None}:{ev!r}:{tb is not None}:{sys.exception()!r}"


def nested_handlers(name: str) -> list[str]:
    out: list[str] = []
    try:
        try:
            run_job(name, 0)
        except JobError:
            out.append("inner " + describe_current())
            try:
                raise KeyError(name)
            except KeyError:
                out.append("innermost " + describe_current())
            out.append("back " + describe_current())
            raise
        finally:
            out.append("finally " + describe_current())
    except (Timeout, Fatal) as e:
        out.append(f"outer {type(e).__name__} ctx={e.__context__!r}")
    except Retry:
        out.append("retry")
    out.append("after " + describe_current())
    return out


def worker() -> Generator[str, Optional[str], int]:
    done = 0
    while True:
        try:
            job = yield f"ready({done})"
        except Timeout as e:
            yield f"caught {e}"
            continue
        except GeneratorExit:
            raise
        if job is None:
            return done
        done += 1


def drive(jobs: list[str]) -> list[str]:
    out: list[str] = []
    g = worker()
    out.append(next(g))
    for j in jobs:
        if j == "throw":
            out.append(g.throw(Timeout("gen", 9)))
            out.append(next(g))
        else:
            out.append(g.send(j))
    try:
        g.send(None)
    except StopIteration as e:
        out.append(f"stop {e.value} {e.args}")
    return out


def chain(names: Iterator[str]) -> list[str]:
    results: list[str] = []
    for n in names:
        try:
            results.append(run_job(n, 5))
        except Halt:
            results.append("halted")
            break
        except Exception as e:
            results.append(type(e).__name__)
    else:
        results.append("all done")
    return results


def raise_class_or_instance(flag: int) -> str:
    try:
        if flag == 0:
            raise Retry
        if flag == 1:
            raise Retry("with message")
        if flag == 2:
            raise Timeout("t", 1) from Retry("why")
        raise Fatal("f") from None
    except Exception as e:
        c = e.__cause__
        return f"{type(e).__name__} {e.args} cause={c!r} sup={e.__suppress_context__} tb={e.__traceback__ is not None}"
