"""The syntax of the Python version hintc compiles for: its own parser is the judge.

hintc's parser (tree-sitter) is version-neutral: it accepts syntax that the target version
rejects (a backslash in an f-string expression before 3.12, a keyword as an argument name), and
where it rejects a program it cannot say what CPython would say. An extension module is always
built by the interpreter that will import it, so that interpreter judges the source: before the
compiler core runs, its parser (a program it rejects is reported with its message, line and
column, as ``python file.py`` reports it); after the core accepted a program, its compiler (for
the errors CPython raises past parsing, which the core reports itself where it knows them, with
all of a file's errors at once). The core's own syntax checks remain for what tree-sitter alone
refuses and for builds without an interpreter (``hintc-translate``).
"""

from __future__ import annotations

import ast
import warnings

# A rejected source: the diagnostics text and the (line, col, message) of its error.
Rejection = tuple[str, tuple[int, int, str]]


def _line_text(source: str, lineno: int) -> str:
    lines = source.splitlines()
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ""


def _shown(line: str) -> str:
    """The source line as the compiler core prints it: tabs as spaces, control characters as '?'."""
    return "".join(" " if c == "\t" else ("?" if ord(c) < 0x20 else c) for c in line)


def format_diagnostic(filename: str, lineno: int, col: int, message: str, line: str) -> str:
    """One diagnostic in the compiler core's format: header, source line, caret."""
    caret = " " * max(0, col - 1) + "^"
    return f"{filename}:{lineno}:{col}: error: {message}\n    {_shown(line)}\n    {caret}\n"


def _rejection(exc: SyntaxError, source: str | bytes, filename: str) -> Rejection:
    text = source.decode("utf-8", "replace") if isinstance(source, bytes) else source
    lineno = exc.lineno or 1
    # CPython's offset counts characters from 1 (it may point one past the line's end).
    col = exc.offset if exc.offset and exc.offset > 0 else 1
    message = str(exc.msg)
    line = _line_text(text, lineno)
    return format_diagnostic(filename, lineno, col, message, line), (lineno, col, message)

# What CPython cannot even read (undecodable bytes, null bytes before 3.12) or exhausts its
# limits on is left to the compiler core, which reports it in its own words.
_NOT_SYNTAX = (ValueError, RecursionError, MemoryError, UnicodeError, OverflowError)


def parse(source: str | bytes, filename: str) -> tuple[ast.Module | None, Rejection | None]:
    """The running interpreter's parser on ``source``: its tree, or the diagnostics text and
    ``(line, col, message)`` of its SyntaxError (tokenizer and grammar errors, CPython's first).
    Neither when CPython cannot read the source at all, nor for binary input (null bytes,
    invalid UTF-8), which the compiler core reports without echoing it."""
    raw = source.encode("utf-8", "surrogateescape") if isinstance(source, str) else source
    if b"\0" in raw:
        return None, None
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return None, None
    try:
        tree = compile(source, filename, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except SyntaxError as exc:
        return None, _rejection(exc, source, filename)
    except _NOT_SYNTAX:
        return None, None
    return tree, None


def compile_check(tree: ast.Module, source: str | bytes, filename: str) -> Rejection | None:
    """The errors CPython's compiler (not its parser) raises for a parsed module: ``'return'
    outside function``, a misplaced ``from __future__`` import, and the like. Run on programs
    the compiler core accepted, so that none CPython rejects at import compiles. Warnings it
    raises (invalid escape sequences, ...) are CPython's business at import and not repeated."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(tree, filename, "exec", dont_inherit=True)
    except SyntaxError as exc:
        return _rejection(exc, source, filename)
    except _NOT_SYNTAX:
        return None
    return None


__all__ = ["compile_check", "format_diagnostic", "parse"]
