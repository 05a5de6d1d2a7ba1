#!/usr/bin/env bash
# Runs the run-test corpus (tests/run) with the runtime and every generated extension built with
# AddressSanitizer + UndefinedBehaviorSanitizer; any sanitizer report or output difference fails.
#
#   scripts/sanitizers.sh [NAME...]          (default: every tests/run program)
#   scripts/sanitizers.sh --generated N       (also N generated modules from tests/gen, seeds 1..N)
#
# The runtime is configured alone in build/asan (g++, -fsanitize=address,undefined); each program
# is translated by the installed hintc, compiled with the same flags against that runtime, and
# its driver runs in a CPython that preloads libasan (CPython itself is not instrumented; its
# exit-time leaks are not ours, hence detect_leaks=0). Needs `pip install .` first.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
JOBS="${JOBS:-2}"
BUILD="${HINTC_ASAN_BUILD:-build/asan}"
CXX_BIN="${HINTC_ASAN_CXX:-g++}"
SAN_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g"

echo "== building the runtime with sanitizers in $BUILD"
if [ ! -f "$BUILD/build.ninja" ]; then
  CXX="$CXX_BIN" cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DHINTC_BUILD_TESTS=OFF -DHINTC_BUILD_PYTHON=OFF -DCMAKE_CXX_FLAGS="$SAN_FLAGS" \
    -DPython_EXECUTABLE="$("$PYTHON" -c 'import sys; print(sys.executable)')" >/dev/null
fi
cmake --build "$BUILD" -j "$JOBS" --target hintc_rt
RUNTIME_LIB="$(find "$BUILD" -name libhintc_rt.a -print -quit)"
[ -n "$RUNTIME_LIB" ] || { echo "libhintc_rt.a not found under $BUILD" >&2; exit 1; }

LIBASAN="$("$CXX_BIN" -print-file-name=libasan.so)"
[ -f "$LIBASAN" ] || { echo "cannot find libasan.so for $CXX_BIN" >&2; exit 1; }

export HINTC_SAN_FLAGS="$SAN_FLAGS" HINTC_SAN_CXX="$CXX_BIN" HINTC_SAN_RUNTIME="$RUNTIME_LIB"
export HINTC_SAN_LIBASAN="$LIBASAN" HINTC_SAN_OUT="$BUILD/programs" HINTC_SAN_JOBS="$JOBS"
exec "$PYTHON" - "$@" <<'PY'
# Builds each program with the sanitizer flags, runs its driver both ways, and compares.
import os, shlex, shutil, subprocess, sys, sysconfig
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from hintc import toolchain
from hintc.build import CompileError, translate

ROOT = Path.cwd()
RUN_DIR = ROOT / "tests" / "run"
OUT = Path(os.environ["HINTC_SAN_OUT"]).resolve()
FLAGS = shlex.split(os.environ["HINTC_SAN_FLAGS"])
CXX = shlex.split(os.environ["HINTC_SAN_CXX"])
RUNTIME = Path(os.environ["HINTC_SAN_RUNTIME"]).resolve()
REPORT_MARKERS = ("ERROR: AddressSanitizer", "runtime error:", "ERROR: LeakSanitizer", "SUMMARY: ")

args = sys.argv[1:]
generated = 0
if "--generated" in args:
    i = args.index("--generated")
    generated = int(args[i + 1])
    del args[i:i + 2]
names = args or sorted(
    p.stem for p in RUN_DIR.glob("*.py") if not p.stem.endswith("_driver") and not p.stem.startswith("_"))
# name -> (module source, driver script)
programs = {n: (RUN_DIR / f"{n}.py", RUN_DIR / f"{n}_driver.py") for n in names}
if generated:
    sys.path.insert(0, str(ROOT / "tests"))
    from gen.generator import generate_driver, generate_module
    gen_dir = OUT / "_generated"
    gen_dir.mkdir(parents=True, exist_ok=True)
    for seed in range(1, generated + 1):
        name = f"gen_{seed}"
        source, funcs = generate_module(seed)
        (gen_dir / f"{name}.py").write_text(source)
        (gen_dir / f"{name}_driver.py").write_text(generate_driver(name, funcs, seed))
        programs[name] = (gen_dir / f"{name}.py", gen_dir / f"{name}_driver.py")
names = list(programs)
sysconfig.get_config_vars()  # fill the cache before threads read it
suffix = toolchain.extension_suffix()


def tool(cmd):
    proc = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    if proc.returncode:
        raise RuntimeError(f"$ {shlex.join(cmd)}\n{proc.stdout}{proc.stderr}")


def build(name):
    work = OUT / name
    shutil.rmtree(work, ignore_errors=True)
    (work / "interp").mkdir(parents=True)
    (work / "compiled").mkdir()
    src = programs[name][0]
    shutil.copy(src, work / "interp" / src.name)
    result = translate(src.read_bytes(), str(src), name, 1)
    cpp = work / f"{name}.cpp"
    cpp.write_text(result["cpp"])
    obj = work / f"{name}.o"
    includes = [f"-I{d}" for d in toolchain.python_include_dirs()] + [f"-I{ROOT / 'runtime' / 'include'}"]
    tool(CXX + ["-std=c++17", "-fPIC", "-O1", "-fvisibility=hidden", *includes, *FLAGS,
                "-c", str(cpp), "-o", str(obj)])
    tool(CXX + ["-shared", *FLAGS, str(obj), str(RUNTIME), "-o", str(work / "compiled" / (name + suffix))])
    return work


def run(name, folder, sanitized):
    env = dict(os.environ, PYTHONPATH=str(folder), PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8")
    if sanitized:
        env["LD_PRELOAD"] = os.environ["HINTC_SAN_LIBASAN"]
        env["ASAN_OPTIONS"] = "detect_leaks=0:abort_on_error=0"
        env["UBSAN_OPTIONS"] = "halt_on_error=1:print_stacktrace=1"
    return subprocess.run([sys.executable, "-P", str(programs[name][1])], cwd=folder,
                          env=env, capture_output=True, text=True, errors="replace", timeout=900)


def last_line(text):
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return lines[-1] if lines else ""


def check(name):
    try:
        work = build(name)
    except (CompileError, RuntimeError) as exc:
        return f"{name}: build failed\n{exc}"
    plain = run(name, work / "interp", False)
    san = run(name, work / "compiled", True)
    problems = []
    reports = [m for m in REPORT_MARKERS if m in san.stderr]
    if reports:
        problems.append(f"sanitizer report:\n{san.stderr[-6000:]}")
    if san.stdout != plain.stdout:
        problems.append("stdout differs from CPython's")
    if last_line(san.stderr) != last_line(plain.stderr) or san.returncode != plain.returncode:
        problems.append(f"ending differs: CPython rc={plain.returncode} {last_line(plain.stderr)!r}, "
                        f"sanitized rc={san.returncode} {last_line(san.stderr)!r}")
    if problems:
        return f"{name}: " + "\n".join(problems)
    return None


failures = []
with ThreadPoolExecutor(max_workers=int(os.environ["HINTC_SAN_JOBS"])) as pool:
    for name, problem in zip(names, pool.map(check, names)):
        print(f"{'FAIL' if problem else 'ok  '} {name}", flush=True)
        if problem:
            failures.append(problem)
for f in failures:
    print("\n" + f)
print(f"\n{len(names) - len(failures)}/{len(names)} programs clean under ASan+UBSan")
sys.exit(1 if failures else 0)
PY
