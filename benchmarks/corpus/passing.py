# The committed list of corpus cases that pass (passing.txt): `--check` fails when one of them
# fails, `--update` only adds to it unless asked to drop.
from __future__ import annotations

from pathlib import Path

from benchmarks.corpus.common import Case

PASSING = Path(__file__).resolve().parent / "passing.txt"
HEADER = ("# Corpus cases that passed (suite:case), one a line; written by\n"
          "# `python -m benchmarks.corpus --update` and checked by --check. Sorted.\n")


def load() -> set[str]:
    if not PASSING.exists():
        return set()
    lines = PASSING.read_text(encoding="utf-8").splitlines()
    return {ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")}


def check(listed: set[str], cases: list[Case]) -> list[Case]:
    """Listed cases that ran this time and did not pass (cases not run, e.g. outside --quick's
    subset or skipped on this Python, are not judged)."""
    return [c for c in cases if c.key in listed and c.status not in ("pass", "skipped")]


def update(cases: list[Case], allow_drop: bool) -> tuple[int, int]:
    listed = load()
    passing = {c.key for c in cases if c.status == "pass"}
    dropped = {c.key for c in check(listed, cases)} if allow_drop else set()
    new = (listed | passing) - dropped
    PASSING.write_text(HEADER + "".join(k + "\n" for k in sorted(new)), encoding="utf-8")
    return len(new - listed), len(dropped)
