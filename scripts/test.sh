#!/usr/bin/env bash
# Runs every hintc test from a fresh clone: installs, builds, then C++ unit tests and pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
JOBS="${JOBS:-2}"

echo "== system packages (scripts/system_packages.sh)"
bash scripts/system_packages.sh
echo "== installing test requirements"
"$PYTHON" -m pip install -q --disable-pip-version-check -r requirements-dev.txt
echo "== pip install . (incremental build in build/)"
# Without build isolation the build tree in build/<wheel tag> stays valid between runs.
"$PYTHON" -m pip install -q --disable-pip-version-check --no-build-isolation .

echo "== C++ unit tests"
cmake -S . -B build/tests -G Ninja -DHINTC_BUILD_TESTS=ON \
  -DPython_EXECUTABLE="$("$PYTHON" -c 'import sys; print(sys.executable)')"
cmake --build build/tests -j "$JOBS"
# A hung test fails on its own instead of using up CI's time limit.
ctest --test-dir build/tests --output-on-failure -j "$JOBS" --timeout 300

echo "== Python tests"
# Run from the repository root: there is no hintc/ folder here (the package source lives in
# python/), so `import hintc` gets the installed package with its compiled core.
"$PYTHON" -m pytest -q --timeout=900 tests "$@"
