# Fetches the pinned tree-sitter core and Python grammar sdists from PyPI (via pip) and builds them.
#
# The sources are never committed: they are downloaded once into ${HINTC_DEPS_DIR} (ignored by
# git) and reused by every later configure, so rebuilds need no network.

set(HINTC_TREE_SITTER_VERSION "0.24.0")
set(HINTC_TREE_SITTER_PYTHON_VERSION "0.23.6")
# Relative to this file, not CMAKE_SOURCE_DIR, so a project that add_subdirectory()s the
# repository (fuzz/) shares the same download.
get_filename_component(_hintc_repo_root "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
set(HINTC_DEPS_DIR "${_hintc_repo_root}/.deps" CACHE PATH "Where third-party sdists are kept")

set(_ts_core_sdist "${HINTC_DEPS_DIR}/tree-sitter-${HINTC_TREE_SITTER_VERSION}.tar.gz")
set(_ts_py_sdist "${HINTC_DEPS_DIR}/tree_sitter_python-${HINTC_TREE_SITTER_PYTHON_VERSION}.tar.gz")

# pip is run with PYTHONPATH unset because an isolated PEP 517 build environment (pip install .)
# hides the interpreter's own site-packages, and with them pip itself.
function(_hintc_pip_download)
  set(_pip_cmd "${CMAKE_COMMAND}" -E env --unset=PYTHONPATH --unset=PYTHONNOUSERSITE
      "${Python_EXECUTABLE}" -m pip download --quiet --no-deps --no-binary :all:
      "tree-sitter==${HINTC_TREE_SITTER_VERSION}"
      "tree-sitter-python==${HINTC_TREE_SITTER_PYTHON_VERSION}"
      -d "${HINTC_DEPS_DIR}")
  message(STATUS "Downloading tree-sitter ${HINTC_TREE_SITTER_VERSION} and "
                 "tree-sitter-python ${HINTC_TREE_SITTER_PYTHON_VERSION} sdists with pip")
  # --no-build-isolation avoids fetching setuptools for metadata preparation; if the interpreter
  # lacks setuptools, retry with isolation.
  execute_process(COMMAND ${_pip_cmd} --no-build-isolation
                  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    execute_process(COMMAND ${_pip_cmd}
                    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  endif()
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "pip download of the tree-sitter sdists failed:\n${_out}\n${_err}")
  endif()
endfunction()

if(NOT EXISTS "${_ts_core_sdist}" OR NOT EXISTS "${_ts_py_sdist}")
  file(MAKE_DIRECTORY "${HINTC_DEPS_DIR}")
  _hintc_pip_download()
endif()
foreach(_sdist IN ITEMS "${_ts_core_sdist}" "${_ts_py_sdist}")
  if(NOT EXISTS "${_sdist}")
    message(FATAL_ERROR "expected ${_sdist} after pip download")
  endif()
endforeach()

# Extracted per build tree, so several build trees (wheel, tests) never race on one folder.
set(_ts_extract "${CMAKE_CURRENT_BINARY_DIR}/_deps/tree-sitter")
set(_ts_core_dir "${_ts_extract}/tree-sitter-${HINTC_TREE_SITTER_VERSION}/tree_sitter/core/lib")
set(_ts_py_dir "${_ts_extract}/tree_sitter_python-${HINTC_TREE_SITTER_PYTHON_VERSION}")
if(NOT EXISTS "${_ts_core_dir}/src/lib.c")
  file(ARCHIVE_EXTRACT INPUT "${_ts_core_sdist}" DESTINATION "${_ts_extract}")
endif()
if(NOT EXISTS "${_ts_py_dir}/src/parser.c")
  file(ARCHIVE_EXTRACT INPUT "${_ts_py_sdist}" DESTINATION "${_ts_extract}")
endif()

# The grammar's parser.c includes "tree_sitter/parser.h" (and array.h, alloc.h from scanner.c),
# which the grammar sdist does not ship; they are the core's own lib/src headers (array.h
# in turn includes ts_assert.h).
set(_ts_gen_include "${_ts_extract}/include")
foreach(_hdr IN ITEMS parser.h array.h alloc.h ts_assert.h)
  configure_file("${_ts_core_dir}/src/${_hdr}" "${_ts_gen_include}/tree_sitter/${_hdr}" COPYONLY)
endforeach()

# lib.c is the core's amalgamation: it #includes every other .c file of lib/src.
add_library(tree_sitter_core STATIC "${_ts_core_dir}/src/lib.c")
target_include_directories(tree_sitter_core
  PUBLIC "${_ts_core_dir}/include"
  PRIVATE "${_ts_core_dir}/src")
set_target_properties(tree_sitter_core PROPERTIES
  C_STANDARD 11 POSITION_INDEPENDENT_CODE ON C_VISIBILITY_PRESET hidden)
# Third-party code: build it quietly and never with our -Werror.
target_compile_options(tree_sitter_core PRIVATE -w)
target_compile_definitions(tree_sitter_core PRIVATE _POSIX_C_SOURCE=200112L _DEFAULT_SOURCE)

add_library(tree_sitter_python STATIC "${_ts_py_dir}/src/parser.c" "${_ts_py_dir}/src/scanner.c")
target_include_directories(tree_sitter_python PRIVATE "${_ts_gen_include}" "${_ts_py_dir}/src")
target_link_libraries(tree_sitter_python PUBLIC tree_sitter_core)
# The grammar sdist ships no C header, so we provide the one declaration users need.
set(_ts_py_public "${_ts_extract}/public")
file(CONFIGURE OUTPUT "${_ts_py_public}/tree_sitter/tree-sitter-python.h" CONTENT
"// Declares the Python grammar entry point built from the tree-sitter-python sdist.
#pragma once
#include <tree_sitter/api.h>
#ifdef __cplusplus
extern \"C\" {
#endif
const TSLanguage *tree_sitter_python(void);
#ifdef __cplusplus
}
#endif
" @ONLY)
target_include_directories(tree_sitter_python PUBLIC "${_ts_py_public}")
set_target_properties(tree_sitter_python PROPERTIES
  C_STANDARD 11 POSITION_INDEPENDENT_CODE ON C_VISIBILITY_PRESET hidden)
target_compile_options(tree_sitter_python PRIVATE -w)
