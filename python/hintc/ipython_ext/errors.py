"""Compile errors of a %%compile cell, rendered against the cell's own line numbers."""
from __future__ import annotations

from typing import Iterable, Optional, Sequence, Tuple


def _compile_error_base() -> type:
    # Subclassing hintc.CompileError lets `except hintc.CompileError` catch cell errors too; the
    # extension must still import if the compiler package is half-installed, hence the fallback.
    try:
        from hintc import CompileError
    except ImportError:
        return Exception
    return CompileError if isinstance(CompileError, type) else Exception


def caret_line(source_line: str, col: int) -> str:
    """A caret under 1-based character column `col`, keeping the line's tabs so it lines up."""
    prefix = source_line[: max(col - 1, 0)]
    pad = "".join(ch if ch == "\t" else " " for ch in prefix)
    return pad + "^"


def error_location(name: Optional[str], line: int, col: int) -> str:
    """`NAME:LINE:COL` for a cell named with `-n NAME`, like a file; `cell LINE:COL` otherwise."""
    return f"{name}:{line}:{col}" if name else f"cell {line}:{col}"


def render_cell_errors(errors: Iterable[Tuple[int, int, str]], cell_lines: Sequence[str],
                       name: Optional[str] = None) -> str:
    """`LOCATION: error: MESSAGE` (see error_location), the cell's source line and a caret, per
    error."""
    blocks = []
    for line, col, message in errors:
        block = [f"{error_location(name, line, col)}: error: {message}"]
        if 1 <= line <= len(cell_lines):
            text = cell_lines[line - 1].rstrip("\r\n")
            block.append("    " + text)
            block.append("    " + caret_line(text, col))
        blocks.append("\n".join(block))
    return "\n".join(blocks)


class CellCompileError(_compile_error_base()):  # type: ignore[misc]
    """Raised by %%compile when hintc rejects the cell; shown without an internal stack."""

    def __init__(self, message: str, errors: Sequence[Tuple[int, int, str]],
                 name: Optional[str] = None):
        # The base class may take different constructor arguments; this exception carries its own.
        Exception.__init__(self, message)
        self.diagnostics = message
        self.errors = list(errors)
        self.cell_name = name

    def __str__(self) -> str:
        return self.diagnostics

    def _render_traceback_(self) -> list:
        # IPython calls this instead of formatting the stack, so the cell shows only the
        # diagnostics rather than frames from the magic machinery.
        what = f"cell {self.cell_name}" if self.cell_name else "the cell"
        return [f"{type(self).__name__}: hintc could not compile {what}", *self.diagnostics.splitlines()]

    @classmethod
    def from_compiler(cls, exc: BaseException, cell_lines: Sequence[str], display_filename: str,
                      name: Optional[str] = None) -> "CellCompileError":
        errors = [(int(l), int(c), str(m)) for l, c, m in getattr(exc, "errors", None) or ()]
        if errors:
            message = render_cell_errors(errors, cell_lines, name)
        else:
            # No structured errors: reuse the compiler's text with the generated name swapped out.
            text = str(getattr(exc, "diagnostics", "") or exc)
            message = text.replace(display_filename + ":", f"{name}:" if name else "cell ")
        return cls(message, errors, name)
