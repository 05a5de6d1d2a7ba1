#!/usr/bin/env bash
# Demo: builds and installs hintc, compiles benchmarks/fib.py at -O3 and compares its speed with
# CPython, and with mypyc and Cython when they are installed (or asked for).
#   --with-mypyc    install mypy (for mypyc) first
#   --with-cython   install Cython first
#   --all           both
# Installs only hintc and the tools that build it (scikit-build-core, pybind11, cmake, ninja),
# at the versions in requirements-dev.txt; $PYTHON (default python3) chooses the interpreter.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"

extras=()
for arg in "$@"; do
  case "$arg" in
    --with-mypyc) extras+=(mypy) ;;
    --with-cython) extras+=(cython) ;;
    --all) extras+=(mypy cython) ;;
    -h | --help)
      sed -n '2,8p' "$0" | cut -c3-
      exit 0
      ;;
    *)
      echo "demo.sh: unknown option $arg (see --help)" >&2
      exit 2
      ;;
  esac
done

pinned() { # the requirements-dev.txt lines of the named packages
  local name
  for name in "$@"; do
    grep -i -E "^${name}==" requirements-dev.txt
  done
}
pip_install() { "$PYTHON" -m pip install -q --disable-pip-version-check "$@"; }

start=$SECONDS
echo "== installing hintc's build tools: $(pinned scikit-build-core pybind11 cmake ninja | tr '\n' ' ')"
# shellcheck disable=SC2046  # one argument per line of pinned
pip_install $(pinned scikit-build-core pybind11 cmake ninja)
echo "== building and installing hintc (pip install --no-build-isolation .; incremental in build/)"
pip_install --no-build-isolation .
if ((${#extras[@]})); then
  echo "== installing $(pinned "${extras[@]}" | tr '\n' ' ')"
  # shellcheck disable=SC2046
  pip_install $(pinned "${extras[@]}")
fi
echo "== compiling and timing benchmarks/fib.py"
"$PYTHON" benchmarks/demo_fib.py
echo "== demo finished in $((SECONDS - start)) s"
