"""Tracebacks through compiled code name the .py file, each compiled function and the line that
raised or made the call, and traceback.format_exc() shows the source lines."""
from __future__ import annotations

import sys
import traceback

import pytest

from helpers import import_compiled, run_python

SOURCE = '''\
# A three-deep call chain that fails at the bottom.


def bottom(x: int) -> int:
    y = x - 1
    return 100 // y


def middle(x: int) -> int:
    total = 0
    total += bottom(x) * 2
    return total


def top(x: int) -> int:
    if x > 5:
        return 0
    return middle(x) + 1


def math_failure(x: float) -> float:
    import_free = x * 2.0
    return import_free / (x - x)
'''

MODULE_NAME = "hintc_traceback_mod"


def _line_of(text: str) -> int:
    for number, line in enumerate(SOURCE.splitlines(), 1):
        if text in line:
            return number
    raise AssertionError(text)


# Every optimisation level: inlining or fast clones must not lose or misnumber frames.
@pytest.fixture(scope="module", params=[0, 1, 2, 3], ids=lambda o: f"O{o}")
def compiled(request, tmp_path_factory):
    name = f"{MODULE_NAME}_o{request.param}"
    src = tmp_path_factory.mktemp("tb") / f"{name}.py"
    src.write_text(SOURCE)
    module = import_compiled(src, src.parent / "out", opt_level=request.param, module_name=name)
    yield module, src
    sys.modules.pop(name, None)


def _compiled_frames(exc: BaseException):
    return [f for f in traceback.extract_tb(exc.__traceback__) if f.filename != __file__]


def test_three_deep_entries(compiled):
    module, src = compiled
    with pytest.raises(ZeroDivisionError) as info:
        module.top(1)
    frames = _compiled_frames(info.value)
    assert [(f.filename, f.name, f.lineno) for f in frames] == [
        (str(src), "top", _line_of("return middle(x) + 1")),
        (str(src), "middle", _line_of("total += bottom(x) * 2")),
        (str(src), "bottom", _line_of("return 100 // y")),
    ]


def test_format_exc_shows_source_lines(compiled):
    module, src = compiled
    try:
        module.top(1)
    except ZeroDivisionError:
        text = traceback.format_exc()
    else:
        pytest.fail("no exception")
    for needle in (
        f'File "{src}", line {_line_of("return 100 // y")}, in bottom',
        "return 100 // y",
        "total += bottom(x) * 2",
        "return middle(x) + 1",
        "ZeroDivisionError: integer division or modulo by zero",
    ):
        assert needle in text, text


def test_single_frame_float_error(compiled):
    module, src = compiled
    with pytest.raises(ZeroDivisionError) as info:
        module.math_failure(2.0)
    frames = _compiled_frames(info.value)
    assert [(f.filename, f.name, f.lineno) for f in frames] == [
        (str(src), "math_failure", _line_of("return import_free / (x - x)")),
    ]


def test_boundary_type_error_has_no_compiled_frame_inside(compiled):
    # Argument checking fails before the function body runs: CPython reports no frame of the
    # callee for a TypeError in binding, so at most the function's own entry may appear.
    module, _ = compiled
    with pytest.raises(TypeError):
        module.top("x")


def test_module_level_error_traceback(tmp_path):
    src = tmp_path / "hintc_tb_toplevel.py"
    src.write_text(
        "def f(x: int) -> int:\n"
        "    return x // 0\n"
        "\n"
        "\n"
        "print('before')\n"
        "VALUE = f(3)\n"
    )
    from helpers import compile_module

    out = tmp_path / "out"
    compile_module(src, out, module_name="hintc_tb_toplevel")
    proc = run_python(
        "import traceback\n"
        "try:\n"
        "    import hintc_tb_toplevel\n"
        "except ZeroDivisionError as e:\n"
        "    for f in traceback.extract_tb(e.__traceback__)[1:]:\n"
        "        print(f.filename, f.name, f.lineno, f.line)\n",
        [out],
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    lines = [ln for ln in proc.stdout.splitlines() if ln]
    assert lines[0] == "before"
    # importlib's own frames sit between the import statement and the module's frames.
    frames = [ln for ln in lines[1:] if ln.startswith(str(src))]
    assert frames == [
        f"{src} <module> 6 VALUE = f(3)",
        f"{src} f 2 return x // 0",
    ], proc.stdout


# --- exceptions handled inside compiled code: CPython's own tracebacks are the oracle ---------

EXC_SOURCE = '''\
# Raising, catching and re-raising inside compiled code.


def bottom(x: int) -> int:
    if x > 0:
        raise ValueError(x)
    return 100 // x


def bare_reraise(x: int) -> int:
    try:
        return bottom(x)
    except ValueError:
        print("handling")
        raise


def reraise_caught(x: int) -> int:
    try:
        return bottom(x)
    except ValueError as e:
        err = e
    raise err


def no_match(x: int) -> int:
    try:
        return bottom(x)
    except KeyError:
        return -1


def through_finally(x: int) -> int:
    total = 0
    try:
        total = bottom(x)
    finally:
        total += 1
    return total


def raise_in_finally(x: int) -> int:
    try:
        return x
    finally:
        bottom(x)


def in_handler(x: int) -> int:
    try:
        bottom(x)
    except ValueError:
        bottom(x + 1)
    return 0


def caused(x: int) -> int:
    try:
        bottom(x)
    except ValueError as e:
        raise KeyError(x) from e
    return 0


def through_with(cm: object, x: int) -> int:
    with cm:
        bottom(x)
    return 0


def failed_assert(x: int) -> int:
    assert x < 0, "must be negative"
    return x


def dict_missing(x: int) -> int:
    d: dict[int, int] = {1: 2}
    total = d[1]
    total += d.pop(1) + \
        d[x]
    return total


def dict_changed(x: int) -> int:
    d: dict[int, int] = {i: i for i in range(x)}
    for k in d:
        d[k + x] = k
    return len(d)
'''

EXC_CASES = [
    ("bare_reraise", (1,)),
    ("bare_reraise", (0,)),
    ("reraise_caught", (2,)),
    ("no_match", (3,)),
    ("through_finally", (4,)),
    ("raise_in_finally", (5,)),
    ("in_handler", (6,)),
    ("caused", (7,)),
    ("through_with", ("cm", 8)),
    ("through_with", ("failing_exit", -8)),
    ("through_with", ("failing_exit", 8)),
    ("failed_assert", (9,)),
    ("dict_missing", (10,)),
    ("dict_changed", (3,)),
]


class _Manager:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


class _FailingExit(_Manager):
    def __exit__(self, *exc):
        raise OSError("exit failed")


def _entries(exc, path):
    """(function, line) of the module's frames, for the exception and each linked one."""
    chain = []
    while exc is not None:
        chain.append([(f.name, f.lineno) for f in traceback.extract_tb(exc.__traceback__)
                      if f.filename == str(path)])
        exc = exc.__cause__ or exc.__context__
    return chain


@pytest.fixture(scope="module", params=[0, 2], ids=lambda o: f"O{o}")
def exc_modules(request, tmp_path_factory):
    import importlib.util

    root = tmp_path_factory.mktemp("tbexc")
    name = f"hintc_tb_exc_o{request.param}"
    src = root / f"{name}.py"
    src.write_text(EXC_SOURCE)
    compiled = import_compiled(src, root / "out", opt_level=request.param, module_name=name)
    spec = importlib.util.spec_from_file_location(name + "_py", src)
    interpreted = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(interpreted)
    yield compiled, interpreted, src
    sys.modules.pop(name, None)


@pytest.mark.parametrize("fn,args", EXC_CASES, ids=[f"{c[0]}{c[1][-1]}" for c in EXC_CASES])
def test_handled_exception_tracebacks_match_cpython(exc_modules, fn, args, capsys):
    compiled, interpreted, src = exc_modules
    makers = {"cm": _Manager, "failing_exit": _FailingExit}
    args = tuple(makers[a]() if isinstance(a, str) else a for a in args)
    results = []
    for module in (interpreted, compiled):
        with pytest.raises(Exception) as info:
            getattr(module, fn)(*args)
        results.append((type(info.value), str(info.value), _entries(info.value, src)))
    assert results[1] == results[0]
    assert results[0][2][0], "the oracle shows frames of the module"


FRAMELESS_SOURCE = '''\
import sys
import warnings
from dataclasses import dataclass


def warn_default() -> None:
    warnings.warn("default level", UserWarning)


def warn_caller() -> None:
    warnings.warn("caller level", DeprecationWarning, stacklevel=2)


def caller_name() -> str:
    return sys._getframe().f_code.co_name


@dataclass
class Temperature:
    celsius: float

    def __post_init__(self) -> None:
        if self.celsius < -273.15:
            raise ValueError("below absolute zero")
'''


def test_compiled_functions_have_no_frame_of_their_own(tmp_path):
    # Documented difference: code inspecting the stack sees the nearest Python frame. A warning
    # from a compiled function is attributed to its Python caller (CPython: the compiled line),
    # stacklevel=2 one Python frame further out, sys._getframe() is the caller's frame; and a
    # compiled dataclass's generated __init__ is an entry at the class statement (CPython's is
    # in "<string>").
    src = tmp_path / "hintc_frameless_mod.py"
    src.write_text(FRAMELESS_SOURCE)
    import warnings

    module = import_compiled(src, tmp_path / "out", module_name="hintc_frameless_mod")

    def call_from_here(fn):
        return fn()

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        call_from_here(module.warn_default)
        module.warn_caller()
    assert (caught[0].filename, caught[0].lineno) == (__file__, call_from_here.__code__.co_firstlineno + 1)
    assert caught[1].filename not in (__file__, str(src))  # the test's own caller
    assert module.caller_name() == "test_compiled_functions_have_no_frame_of_their_own"
    with pytest.raises(ValueError) as info:
        module.Temperature(-300.0)
    entries = [(f.name, f.lineno) for f in traceback.extract_tb(info.value.__traceback__)
               if f.filename == str(src)]
    assert entries == [("__init__", FRAMELESS_SOURCE.splitlines().index("class Temperature:") + 1),
                       ("__post_init__", FRAMELESS_SOURCE.splitlines().index(
                           '            raise ValueError("below absolute zero")') + 1)]
