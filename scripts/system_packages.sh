#!/usr/bin/env bash
# The system packages hintc's tests need (Debian/Ubuntu names), checked before anything builds.
#   required: gtest (C++ unit tests: CMake stops without it), FileCheck (golden IR tests), c++
#   optional: the tests using them skip without them (and fail under CI=true)
# Missing ones are installed with apt-get when run as root (as CI runs); otherwise the script
# names them and the command that installs them, and exits 1 when a required one is missing.
#   --check    never install, only report
# HINTC_SYSROOT (tests only) is prepended to every file path probed.
set -uo pipefail
ROOT="${HINTC_SYSROOT:-}"

have() { command -v "$1" >/dev/null 2>&1; }
exists() { # any of the glob patterns matches a file under $ROOT
  local pattern
  for pattern in "$@"; do
    compgen -G "$ROOT$pattern" >/dev/null && return 0
  done
  return 1
}
have_gtest() { exists /usr/include/gtest/gtest.h /usr/local/include/gtest/gtest.h; }
have_filecheck() { have FileCheck || have FileCheck-14 || exists /usr/lib/llvm-14/bin/FileCheck; }
have_cxx() { have c++ || have g++ || have clang++; }
have_clang() { have clang++; }
have_fuzzer_rt() { exists "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a"; }
have_chromium() { have chromium || have chromium-browser; }
have_fonts() { exists "/usr/share/fonts/truetype/liberation*"; }

# package | probe | what needs it
REQUIRED=(
  "libgtest-dev|have_gtest|the C++ unit tests (CMake's find_package(GTest))"
  "llvm-14-tools|have_filecheck|FileCheck, for the golden IR tests"
  "g++|have_cxx|a C++ compiler"
)
OPTIONAL=(
  "clang|have_clang|clang++, the second compiler tests build with"
  "libclang-rt-14-dev|have_fuzzer_rt|libFuzzer and the sanitizer runtimes (fuzz smoke test)"
  "chromium|have_chromium|rendering the annotate report in tests"
  "fonts-liberation|have_fonts|the fonts of that rendering"
)

missing_required=()
missing_optional=()
report() { # kind entries...
  local kind=$1 entry pkg probe what
  shift
  for entry in "$@"; do
    IFS='|' read -r pkg probe what <<<"$entry"
    if ! "$probe"; then
      echo "   missing ($kind) $pkg: $what"
      if [ "$kind" = required ]; then missing_required+=("$pkg"); else missing_optional+=("$pkg"); fi
    fi
  done
}
report required "${REQUIRED[@]}"
report optional "${OPTIONAL[@]}"
missing=("${missing_required[@]}" "${missing_optional[@]}")
if ((${#missing[@]} == 0)); then
  echo "== system packages present"
  exit 0
fi

if [ "${1:-}" != "--check" ] && [ "$EUID" = 0 ] && have apt-get; then
  echo "== installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit $?
fi

echo "Install them with:"
echo "    sudo apt-get install ${missing[*]}"
if ((${#missing_required[@]})); then
  echo "error: the tests cannot build without: ${missing_required[*]}" >&2
  exit 1
fi
echo "== continuing: the tests needing ${missing_optional[*]} will be skipped"
