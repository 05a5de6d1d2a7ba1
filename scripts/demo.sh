#!/usr/bin/env bash
# Demo: installs hintc, compiles the Fibonacci benchmark and compares its speed with CPython.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"

"$PYTHON" -m pip install -q --disable-pip-version-check -r requirements-dev.txt
"$PYTHON" -m pip install -q --disable-pip-version-check --no-build-isolation .
"$PYTHON" benchmarks/demo_fib.py "$@"
