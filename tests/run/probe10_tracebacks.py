"""A small config loader whose failures are reported through traceback formatting."""
from __future__ import annotations

import functools
import traceback
import warnings
from typing import Callable, Iterator, TypeVar

T = TypeVar("T")


class ConfigError(Exception):
    def __init__(self, key: str, reason: str) -> None:
        super().__init__(f"{key}: {reason}")
        self.key = key


def logged(fn: Callable[..., T]) -> Callable[..., T]:
    @functools.wraps(fn)
    def wrapper(*args: object) -> T:
        return fn(*args)
    return wrapper


def parse_int(text: str) -> int:
    return int(text)


@logged
def parse_entry(line: str) -> tuple[str, int]:
    key, sep, value = line.partition("=")
    if not sep:
        raise ConfigError(line, "missing '='")
    return key.strip(), parse_int(value.strip())


class Config:
    def __init__(self, lines: list[str]) -> None:
        self.values: dict[str, int] = {}
        for line in lines:
            k, v = parse_entry(line)
            self.values[k] = v

    def __getitem__(self, key: str) -> int:
        try:
            return self.values[key]
        except KeyError:
            raise ConfigError(key, "not set")

    @property
    def ratio(self) -> float:
        return self["num"] / self["den"]

    @staticmethod
    def checked(value: int) -> int:
        if value < 0:
            raise ValueError(f"negative: {value}")
        return value

    def entries(self) -> Iterator[int]:
        for k in sorted(self.values):
            yield self.checked(self.values[k])


def load(lines: list[str]) -> Config:
    try:
        return Config(lines)
    except ValueError as e:
        raise ConfigError("<load>", "bad number") from e


def ratio_of(lines: list[str]) -> float:
    cfg = load(lines)
    return cfg.ratio


def total(lines: list[str]) -> int:
    cfg = load(lines)
    return sum(cfg.entries())


def apply(fn: Callable[[int], int], values: list[int]) -> list[int]:
    out: list[int] = []
    for v in values:
        out.append(fn(v))
    return out


def scaled(lines: list[str], factor: int) -> list[int]:
    cfg = load(lines)

    def scale(v: int) -> int:
        return 100 // (v * factor)
    return apply(scale, list(cfg.values.values()))


def cleanup_fails(lines: list[str]) -> int:
    try:
        return total(lines)
    finally:
        Config(["broken"])


def noted(lines: list[str]) -> int:
    try:
        return total(lines)
    except ValueError as e:
        e.add_note(f"while totalling {len(lines)} lines")
        raise


def quiet(lines: list[str]) -> float:
    try:
        return ratio_of(lines)
    except ZeroDivisionError:
        raise ConfigError("den", "zero") from None


def report(fn: Callable[[list[str]], object], lines: list[str]) -> str:
    try:
        fn(lines)
    except Exception:
        return traceback.format_exc()
    return "ok"


def deprecated_total(lines: list[str]) -> int:
    warnings.warn("deprecated_total is deprecated", DeprecationWarning, stacklevel=2)
    return total(lines)


def warn_here(n: int) -> int:
    warnings.warn(f"n is {n}", UserWarning)
    return n


def group_failures(batches: list[list[str]]) -> int:
    errors: list[Exception] = []
    count = 0
    for b in batches:
        try:
            count += total(b)
        except (ConfigError, ValueError) as e:
            errors.append(e)
    if errors:
        raise ExceptionGroup("batch failures", errors)
    return count


def catch_groups(batches: list[list[str]]) -> list[str]:
    out: list[str] = []
    try:
        group_failures(batches)
    except* ConfigError as g:
        out.append(f"config: {[str(e) for e in g.exceptions]}")
    except* ValueError as g:
        out.append(f"value: {[str(e) for e in g.exceptions]}")
    return out
