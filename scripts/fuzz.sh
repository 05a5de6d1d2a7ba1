#!/usr/bin/env bash
# Builds the libFuzzer target (clang, ASan+UBSan) in build/fuzz and fuzzes compile_module.
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]   (default 60 s, the CI budget)
#
# First replays every fuzz/regressions/* input (each once: a fixed bug must stay fixed), then
# fuzzes for SECONDS from a corpus seeded with the repository's Python programs. Any crash,
# sanitizer report, leak, timeout (-timeout=10 s per input) or out-of-memory exits non-zero and
# leaves the input in build/fuzz/artifacts/. Longer runs: docs/RELIABILITY.md.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_BUDGET="${1:-60}"
shift || true
BUILD="${HINTC_FUZZ_BUILD:-build/fuzz}"
JOBS="${JOBS:-2}"
CC_BIN="${HINTC_FUZZ_CC:-clang}"
CXX_BIN="${HINTC_FUZZ_CXX:-clang++}"
PYTHON="${PYTHON:-python3}"

echo "== building the fuzz target in $BUILD"
if [ ! -f "$BUILD/build.ninja" ]; then
  CC="$CC_BIN" CXX="$CXX_BIN" cmake -S fuzz -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DPython_EXECUTABLE="$("$PYTHON" -c 'import sys; print(sys.executable)')" >/dev/null
fi
cmake --build "$BUILD" -j "$JOBS" --target hintc_fuzz_compile
# Fuzz a private copy: another build into $BUILD (a second fuzz.sh, the smoke test) must not
# swap the binary under a long run whose -fork jobs start it again and again.
FUZZER="$(mktemp "$BUILD/hintc_fuzz_compile.run.XXXXXX")"
trap 'rm -f "$FUZZER"' EXIT
cp "$BUILD/hintc_fuzz_compile" "$FUZZER"
chmod +x "$FUZZER"

# The leak check is on (libFuzzer reports a leak as a failure); UB already aborts (built with
# -fno-sanitize-recover).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
COMMON=(-max_len=4096 -timeout=10 -rss_limit_mb=2048 -dict=fuzz/python.dict)

shopt -s nullglob globstar
regressions=(fuzz/regressions/*.input)
if ((${#regressions[@]})); then
  echo "== replaying ${#regressions[@]} regression input(s)"
  "$FUZZER" "${COMMON[@]}" "${regressions[@]}"
fi

# Seeds: read-only folders of copies (libFuzzer writes new inputs into the first folder only).
SEEDS="$BUILD/seeds"
CORPUS="$BUILD/corpus"
ARTIFACTS="$BUILD/artifacts"
rm -rf "$SEEDS"
mkdir -p "$SEEDS" "$CORPUS" "$ARTIFACTS"
n=0
for f in tests/run/*.py tests/errors/*.py tests/golden/*.py benchmarks/**/*.py; do
  cp "$f" "$SEEDS/$(echo "$f" | tr '/' '_')"
  n=$((n + 1))
done
# Plus small generated modules (tests/gen): deep, valid programs that reach lowering and codegen.
if "$PYTHON" - "$SEEDS" <<'PY'
import sys
from pathlib import Path
sys.path.insert(0, "tests")
from gen.generator import generate_module
for seed in range(1, 41):
    source, _ = generate_module(seed, 3)
    if len(source) <= 4096:
        Path(sys.argv[1], f"generated_{seed}.py").write_text(source)
PY
then n=$(ls "$SEEDS" | wc -l); fi
echo "== fuzzing for ${SECONDS_BUDGET}s ($n seed files, corpus in $CORPUS)"
"$FUZZER" "${COMMON[@]}" -max_total_time="$SECONDS_BUDGET" -print_final_stats=1 \
  -artifact_prefix="$ARTIFACTS/" "$@" "$CORPUS" "$SEEDS"
