"""%%compile in a real Jupyter kernel: the example notebook and "Run all" stopping at a compile error."""
import json
import re
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "fib_notebook.ipynb"
KERNEL_NAME = "hintc-test-python"


@pytest.fixture
def kernel_env(tmp_path, monkeypatch):
    """A kernel spec running this interpreter, a private IPython cache and an empty working dir."""
    spec_dir = tmp_path / "jupyter" / "kernels" / KERNEL_NAME
    spec_dir.mkdir(parents=True)
    spec = {
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "hintc tests",
        "language": "python",
    }
    (spec_dir / "kernel.json").write_text(json.dumps(spec))
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "jupyter"))
    (tmp_path / "xdg").mkdir()
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("IPYTHONDIR", str(tmp_path / "ipython-profile"))
    workdir = tmp_path / "work"
    workdir.mkdir()
    return workdir


def execute(nb, workdir):
    client = NotebookClient(
        nb, kernel_name=KERNEL_NAME, timeout=600, startup_timeout=120,
        resources={"metadata": {"path": str(workdir)}},
    )
    client.execute()
    return nb


def text_of(cell):
    parts = []
    for output in cell.get("outputs", []):
        if output["output_type"] == "stream":
            parts.append(output["text"])
        elif output["output_type"] in ("execute_result", "display_data"):
            parts.append(output["data"].get("text/plain", ""))
        elif output["output_type"] == "error":
            parts.append("\n".join(output["traceback"]))
    return "".join(parts)


def find_cell(nb, needle):
    return next(c for c in nb.cells if c.cell_type == "code" and needle in c.source)


def test_example_notebook_runs_in_a_kernel(kernel_env, tmp_path):
    nb = execute(nbformat.read(EXAMPLE, as_version=4), kernel_env)
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.execution_count is not None for c in code_cells)
    assert not [o for c in code_cells for o in c.outputs if o["output_type"] == "error"]
    # The compile cell is silent on success.
    assert text_of(find_cell(nb, "%%compile")) == ""
    assert "fib(24) = 46368" in text_of(find_cell(nb, "assert fib(N)"))
    for needle in ("%timeit -o fib(N)", "%timeit -o fib_py(N)"):
        assert re.search(r"per loop \(mean ± std\. dev\. of \d+ runs?, [\d,]+ loops? each\)",
                         text_of(find_cell(nb, needle))), needle
    # The example says the level it builds at.
    assert re.search(r"hintc -O3 speed-up over CPython: \d+(\.\d)?x", text_of(find_cell(nb, "speed-up")))
    assert "%%compile -n fib -O3" in find_cell(nb, "%%compile").source
    # Builds go to IPython's cache dir, never next to the notebook.
    assert list(kernel_env.iterdir()) == []
    assert list((tmp_path / "xdg" / "ipython" / "hintc").rglob("*.json"))


def test_compile_error_fails_the_cell_and_stops_run_all(kernel_env):
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell("%load_ext hintc"),
        nbformat.v4.new_code_cell("%%compile\ndef f(n: int) -> int:\n    return n + missing\n"),
        nbformat.v4.new_code_cell("print('ran after the error')"),
    ])
    with pytest.raises(CellExecutionError) as info:
        execute(nb, kernel_env)
    assert info.value.ename == "CellCompileError"
    assert info.value.evalue.startswith("cell 3:16: error: ")
    failed = nb.cells[1]
    errors = [o for o in failed.outputs if o["output_type"] == "error"]
    assert len(errors) == 1
    shown = "\n".join(errors[0]["traceback"])
    assert "return n + missing" in shown
    # Short display: the diagnostics only, none of the magic's internal frames.
    assert "magics.py" not in shown and len(errors[0]["traceback"]) <= 6
    assert nb.cells[2].execution_count is None and nb.cells[2].outputs == []
