#!/usr/bin/env bash
# Tests hintc on another CPython minor version (docs/VERSIONS.md): a venv from pyenv's newest
# X.Y, the pinned requirements and hintc installed there, then the per-version suites.
# Usage: scripts/test_version.sh 3.12 [pytest args...]
set -euo pipefail
cd "$(dirname "$0")/.."
minor="$1"
shift
root="$(pyenv root 2>/dev/null || echo "$HOME/.pyenv")"
base="$(ls -d "$root/versions/$minor".* 2>/dev/null | grep -E "/$minor\.[0-9]+$" | sort -V | tail -1 || true)"
if [ -z "$base" ] || [ ! -x "$base/bin/python" ]; then
  echo "no CPython $minor under $root/versions (pyenv install $minor)" >&2
  exit 1
fi
venv="${VENV_ROOT:-.venvs}/py$minor"
[ -x "$venv/bin/python" ] || "$base/bin/python" -m venv "$venv"
PY="$venv/bin/python"
echo "== CPython $("$PY" -c 'import platform; print(platform.python_version())') in $venv"
"$PY" -m pip install -q --disable-pip-version-check -r requirements-dev.txt
"$PY" -m pip install -q --disable-pip-version-check --no-build-isolation .

# The suites run on every version besides 3.11's full one; one command per line.
"$PY" -m pytest -q --timeout=900 tests/test_run.py tests/test_magic.py tests/test_setuptools.py \
  tests/test_multimodule.py tests/test_classes.py tests/test_generators.py tests/test_traceback.py "$@"
"$PY" -m benchmarks.corpus --quick --check --skip-missing  # corpus regressions: docs/CORPUS.md
