"""Builds generated modules with hintc, runs their drivers under CPython and compiled, compares.

Command line (longer local runs, see docs/RELIABILITY.md):
  python tests/gen/differential.py --seeds 1000-1099 --funcs 20 --out /tmp/hintc-diff
prints one line per module and, for every mismatch, the differing lines and the files to look at.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import sysconfig
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

_HERE = Path(__file__).resolve().parent
if str(_HERE.parent) not in sys.path:
    sys.path.insert(0, str(_HERE.parent))

from gen.generator import generate_driver, generate_module  # noqa: E402


@dataclass
class Outcome:
    seed: int
    module: str
    workdir: Path
    compile_error: str | None = None
    mismatches: list[tuple[str, str]] = field(default_factory=list)  # (cpython line, hintc line)
    calls: int = 0

    @property
    def ok(self) -> bool:
        return self.compile_error is None and not self.mismatches


def _env(path_dir: Path) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(path_dir)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONIOENCODING"] = "utf-8"
    env.pop("PYTHONSTARTUP", None)
    return env


def run_driver(driver: Path, path_dir: Path, timeout: float = 300) -> str:
    """stdout of the driver, then its exit status and the last stderr line when it failed
    (a crash or an uncaught exception must show up as a difference)."""
    try:
        proc = subprocess.run(
            [sys.executable, "-P", str(driver)],
            cwd=str(path_dir), env=_env(path_dir), capture_output=True, text=True, timeout=timeout,
        )
    except subprocess.TimeoutExpired as exc:
        partial = exc.stdout.decode(errors="replace") if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        return partial + f"<timed out after {timeout}s>\n"
    out = proc.stdout
    if proc.returncode != 0:
        tail = proc.stderr.strip().splitlines()[-1:] or [""]
        out += f"<exit status {proc.returncode}: {tail[0]}>\n"
    return out


def compare_outputs(expected: str, actual: str) -> list[tuple[str, str]]:
    exp_lines, act_lines = expected.splitlines(), actual.splitlines()
    diffs = [(e, a) for e, a in zip(exp_lines, act_lines) if e != a]
    for extra in exp_lines[len(act_lines):]:
        diffs.append((extra, "<missing>"))
    for extra in act_lines[len(exp_lines):]:
        diffs.append(("<missing>", extra))
    return diffs


def build(src: Path, out_dir: Path, module_name: str, opt_level: int) -> Path:
    import hintc

    result = hintc.build_module(str(src), out_dir=str(out_dir), module_name=module_name,
                                opt_level=opt_level)
    return Path(result.path)


def check_source(source: str, driver_source: str, module: str, workdir: Path,
                 opt_level: int = 1, seed: int = -1) -> Outcome:
    """Runs one module + driver both ways inside workdir/{interp,compiled}."""
    import hintc

    outcome = Outcome(seed=seed, module=module, workdir=workdir)
    interp, compiled = workdir / "interp", workdir / "compiled"
    for d in (interp, compiled):
        d.mkdir(parents=True, exist_ok=True)
    (interp / f"{module}.py").write_text(source)
    driver = workdir / f"{module}_driver.py"
    driver.write_text(driver_source)
    outcome.calls = driver_source.count("\nshow(")
    try:
        build(interp / f"{module}.py", compiled, module, opt_level)
    except hintc.CompileError as exc:
        outcome.compile_error = str(exc)
        return outcome
    expected = run_driver(driver, interp)
    actual = run_driver(driver, compiled)
    outcome.mismatches = compare_outputs(expected, actual)
    return outcome


def check_seed(seed: int, root: Path, n_funcs: int = 20, opt_level: int = 1) -> Outcome:
    module = f"gen_{seed}"
    source, funcs = generate_module(seed, n_funcs)
    driver_source = generate_driver(module, funcs, seed)
    return check_source(source, driver_source, module, root / module, opt_level, seed)


def check_seeds(seeds, root: Path, n_funcs: int = 20, opt_level: int = 1, jobs: int = 2):
    """Yields outcomes in seed order; builds run `jobs` at a time."""
    # sysconfig fills its cache lazily and not thread-safely; fill it before threads start.
    sysconfig.get_config_vars()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(check_seed, s, root, n_funcs, opt_level) for s in seeds]
        for f in futures:
            yield f.result()


def check_generated(seeds, generate_module, generate_driver, prefix: str, root: Path,
                    jobs: int = 2) -> dict[int, Outcome]:
    """Builds and compares the modules of another generator (tests/gen/containers.py, classes.py:
    `generate_module(seed) -> (source, names)`, `generate_driver(module, names, seed)`), named
    `{prefix}_{seed}`, `jobs` at a time; outcomes by seed."""
    sysconfig.get_config_vars()  # filled before the build threads start (not thread-safe)

    def one(seed):
        source, names = generate_module(seed)
        module = f"{prefix}_{seed}"
        driver = generate_driver(module, names, seed)
        return check_source(source, driver, module, root / module, 1, seed)

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return dict(zip(seeds, pool.map(one, seeds)))


def generated_main(argv, generate_module, generate_driver, prefix: str, what: str) -> int:
    """Command line of a generator module: --seeds A-B [--out DIR] [--jobs N]."""
    ap = argparse.ArgumentParser(description=f"differential runs of generated {what} programs")
    ap.add_argument("--seeds", default="1-20")
    ap.add_argument("--out", default=f"/tmp/hintc-{prefix}")
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    root = Path(args.out)
    shutil.rmtree(root, ignore_errors=True)
    seeds = _parse_seeds(args.seeds)
    bad = 0
    for seed, outcome in check_generated(seeds, generate_module, generate_driver, prefix, root,
                                         args.jobs).items():
        print(f"seed {seed}: ok" if outcome.ok else describe(outcome), flush=True)
        bad += not outcome.ok
    print(f"{len(seeds)} modules, {bad} with differences")
    return 1 if bad else 0


def describe(outcome: Outcome, limit: int = 10) -> str:
    head = f"seed {outcome.seed} ({outcome.workdir})"
    if outcome.compile_error is not None:
        return f"{head}: generated module does not compile:\n{outcome.compile_error}"
    lines = [f"{head}: {len(outcome.mismatches)} differing line(s)"]
    for exp, act in outcome.mismatches[:limit]:
        lines.append(f"  cpython: {exp}\n  hintc:   {act}")
    return "\n".join(lines)


def _parse_seeds(text: str) -> list[int]:
    seeds: list[int] = []
    for part in text.split(","):
        if "-" in part.strip()[1:]:
            lo, hi = part.split("-", 1)
            seeds.extend(range(int(lo), int(hi) + 1))
        else:
            seeds.append(int(part))
    return seeds


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="1-20", help="e.g. 1-100 or 5,9,12 (default 1-20)")
    ap.add_argument("--funcs", type=int, default=20, help="functions per module (default 20)")
    ap.add_argument("--opt-level", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="/tmp/hintc-diff", help="work folder (kept for inspection)")
    args = ap.parse_args(argv)
    root = Path(args.out)
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    bad = total_calls = 0
    seeds = _parse_seeds(args.seeds)
    for outcome in check_seeds(seeds, root, args.funcs, args.opt_level, args.jobs):
        total_calls += outcome.calls
        if outcome.ok:
            print(f"seed {outcome.seed}: ok ({outcome.calls} calls)", flush=True)
        else:
            bad += 1
            print(describe(outcome), flush=True)
    print(f"{len(seeds)} modules, {len(seeds) * args.funcs} functions, {total_calls} calls, "
          f"{bad} module(s) with differences")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
