"""Tests of the annotate report: scores and reasons, the C++ line map, diffs, CLI, magic, Chromium."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hintc.annotate import (
    SCHEMA,
    VERSION,
    annotate_source,
    build_report,
    diff_reports,
    load_report,
    render_html,
    write_report,
)
from hintc.annotate.cppmap import map_cpp

MIXED = textwrap.dedent(
    """\
    def typed(n: int) -> float:
        s: float = 0.0
        for i in range(n):
            s += i * 0.5
        return s


    def untyped(x, y):
        z = x + y
        w = z * 2
        print(w)
        return w


    def power(a: float, b: float) -> float:
        z = a ** b
        return z + 1.0
    """
)
TYPED_LINES = (2, 3, 4, 5)
GENERIC_LINES = (9, 10, 11, 16, 17)


@pytest.fixture(scope="module")
def mixed_report():
    return annotate_source(MIXED, "mixed.py", "mixed", 2)


def _row(report, line):
    return report["lines"][line - 1]


def _reasons(report, line):
    return [r["reason"] for r in _row(report, line)["reasons"]]


def test_scores_separate_typed_and_untyped_lines(mixed_report):
    for line in TYPED_LINES:
        row = _row(mixed_report, line)
        assert row["score"] == 0.0 and row["level"] == 0, row
        assert row["native"] > 0 and not row["calls"] and not row["reasons"], row
    for line in GENERIC_LINES:
        row = _row(mixed_report, line)
        assert row["score"] >= 0.5 and row["level"] >= 3, row
        assert row["reasons"], row
    assert max(_row(mixed_report, n)["score"] for n in TYPED_LINES) < min(
        _row(mixed_report, n)["score"] for n in GENERIC_LINES
    )


def test_reasons_are_the_compilers_words(mixed_report):
    assert _reasons(mixed_report, 9) == ["`x` has no annotation, so `x + y` is a generic add"]
    assert _reasons(mixed_report, 10) == ["`z` was assigned an untyped value, so `z * 2` is a generic multiplication"]
    assert _reasons(mixed_report, 11) == ["print() calls Python's builtins.print, boxing its arguments"]
    assert any(r.startswith("`**` with a float exponent takes the generic path") for r in _reasons(mixed_report, 16))
    kinds = [r["kind"] for r in _row(mixed_report, 17)["reasons"]]
    assert kinds == ["generic", "check"]
    assert "checked to be float at run time" in _reasons(mixed_report, 17)[1]


def test_line_cpp_and_calls(mixed_report):
    assert _row(mixed_report, 9)["calls"] == {"hintc_num": 1}
    assert _row(mixed_report, 10)["calls"] == {"hintc_num": 1, "hint_box": 1}
    assert "PyFloat_FromDouble" in _row(mixed_report, 17)["calls"]
    sections = [p["section"] for p in _row(mixed_report, 4)["cpp"]]
    assert sections == ["typed", "typed (int64 fast clone)"]
    def_pieces = {p["section"]: p for p in _row(mixed_report, 1)["cpp"]}
    entry = def_pieces["typed (Python entry point)"]
    assert not entry["scored"] and "hintc_arg_int" in entry["code"]


def test_function_and_module_summary(mixed_report):
    by_name = {f["name"]: f for f in mixed_report["functions"]}
    assert by_name["typed"]["score"] == 0.0 and by_name["typed"]["shaded_lines"] == 0
    assert (by_name["typed"]["line"], by_name["typed"]["end_line"]) == (1, 5)
    assert (by_name["untyped"]["line"], by_name["untyped"]["end_line"]) == (8, 12)
    assert by_name["untyped"]["score"] > 0.4 and by_name["untyped"]["shaded_lines"] == 3
    assert by_name["power"]["shaded_lines"] == 2
    assert 0 < mixed_report["score"] < by_name["untyped"]["score"]
    assert mixed_report["shaded_lines"] == len(GENERIC_LINES)


def test_json_schema_round_trip(mixed_report, tmp_path):
    html_path, json_path = write_report(mixed_report, tmp_path / "mixed")
    assert html_path.name == "mixed.html" and json_path.name == "mixed.annotate.json"
    loaded = load_report(json_path)
    assert loaded == json.loads(json.dumps(mixed_report))
    assert loaded["schema"] == SCHEMA and loaded["version"] == VERSION
    row = loaded["lines"][8]
    assert set(row) >= {"line", "source", "function", "score", "level", "reasons", "calls", "native", "cpp"}
    newer = dict(loaded, version=VERSION + 1)
    (tmp_path / "newer.json").write_text(json.dumps(newer))
    with pytest.raises(ValueError, match="version"):
        load_report(tmp_path / "newer.json")
    (tmp_path / "other.json").write_text('{"lines": []}')
    with pytest.raises(ValueError, match="not a hintc annotate report"):
        load_report(tmp_path / "other.json")


HAND_CPP = """\
// def f (line 1)
static PyObject* hn_f(PyObject* v0, int) {
  PyObject* v1 = NULL;
  int hline = 1;
  // line 2
  v1 = PyNumber_Add(v0, v0);
  if (HINTC_UNLIKELY(v1 == NULL)) { hline = 2; goto L1; }
  Py_XDECREF(v0);
  // line 3
  v2 = (v3 * v4);
  hint_decref(v5);
L1:
  hintc_add_traceback("f", "f.py", hline);
  return NULL;
}

// Python entry point of f()
static PyObject* hw_f(PyObject* self, PyObject* const* args) {
  return PyFloat_FromDouble(1.0);
}
"""


def test_cpp_map_counts_object_calls_not_refcounts():
    lines = map_cpp(HAND_CPP)
    assert dict(lines[2].calls) == {"PyNumber_Add": 1} and lines[2].native == 0
    # The multiply is native; the decref, label and error return are not counted at all.
    assert not lines[3].calls and lines[3].native == 1
    assert [p.section for p in lines[1].pieces] == ["f", "f (Python entry point)"]
    assert not lines[1].calls  # signature, locals and the entry point are shown, not scored
    assert all(not text.startswith("}") for p in lines[3].pieces for text in p.lines)


def test_reasons_derived_from_cpp_when_no_note():
    source = "def f(x):\n    y = x + x\n    z = y\n"
    report = build_report(source, HAND_CPP, [], module_name="m", filename="f.py", opt_level=2)
    row = report["lines"][1]
    assert row["score"] == 1.0
    assert row["reasons"] == [
        {"kind": "generic", "col": 0, "reason": "arithmetic on objects: it runs as generic Python code; "
         "precise annotations (no `object`, `Any` or unannotated values) let hintc compile it natively"}
    ]
    assert report["lines"][2]["score"] == 0.0


OLD_SRC = "def f(x, y):\n    z = x * y\n    return z\n"
NEW_SRC = "# typed now\ndef f(x: float, y: float) -> float:\n    z = x * y\n    return z\n"


def test_diff_matches_moved_lines_and_classifies():
    old = annotate_source(OLD_SRC, "f.py", "f", 2)
    new = annotate_source(NEW_SRC, "f.py", "f", 2)
    diff = diff_reports(old, new)
    improved = {e["line"]: e for e in diff["improved"]}
    assert 3 in improved, diff  # `z = x * y` moved from line 2 to 3
    entry = improved[3]
    assert entry["old_line"] == 2 and entry["new_score"] == 0.0 < entry["old_score"]
    assert entry["removed_reasons"] == ["`x` has no annotation, so `x * y` is a generic multiplication"]
    assert entry["call_changes"] == {"hintc_num": -1}
    assert not diff["regressed"]
    back = diff_reports(new, old)
    assert [e["line"] for e in back["regressed"]] == [2]
    assert diff_reports(new, new) == dict(diff_reports(new, new), improved=[], regressed=[], changed=[])
    page = render_html(new, diff=diff)
    assert 'data-diff="improved"' in page and 'data-diff="regressed"' not in page


def test_html_is_self_contained_and_scoped(mixed_report):
    page = render_html(mixed_report)
    assert not re.search(r"""(?:src|href)\s*=\s*["'](?:https?:)?//""", page)
    assert "@import" not in page and "<link" not in page
    fragment = render_html(mixed_report, full_page=False)
    assert "<body" not in fragment and "<html" not in fragment
    css = fragment[fragment.index("<style>") + 7 : fragment.index("</style>")]
    css = re.sub(r"/\*.*?\*/", "", re.sub(r"@media[^{]*\{", "", css), flags=re.S)
    selectors = [s.strip() for group in re.findall(r"([^{}]+)\{", css) for s in group.split(",")]
    assert len(selectors) > 40
    for selector in selectors:
        assert re.search(r"\.hintc-annotate-v1\b", selector), selector


def _run_hintc(*args, cwd):
    return subprocess.run([sys.executable, "-m", "hintc", *args], cwd=cwd, capture_output=True, text=True)


def test_cli_annotate_and_diff(tmp_path):
    src = tmp_path / "mixed.py"
    src.write_text(MIXED)
    out = tmp_path / "out"
    proc = _run_hintc("build", str(src), "-O1", "-o", str(out), "--annotate", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    report = load_report(out / "mixed.annotate.json")
    assert report["module"] == "mixed" and report["opt_level"] == 1
    assert [r["line"] for r in report["lines"] if r["level"]] == list(GENERIC_LINES)
    assert "mixed.html" in proc.stderr and (out / "mixed.html").read_text().startswith("<!DOCTYPE html>")
    saved = tmp_path / "old.json"
    shutil.copy(out / "mixed.annotate.json", saved)

    src.write_text(MIXED.replace("def untyped(x, y):", "def untyped(x: int, y: int) -> int:"))
    proc = _run_hintc("build", str(src), "-O1", "-o", str(out), "--annotate-diff", str(saved), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    page = (out / "mixed.html").read_text()
    assert 'data-diff="improved"' in page
    new = load_report(out / "mixed.annotate.json")
    assert _row(new, 9)["score"] == 0.0

    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    proc = _run_hintc("build", str(src), "-o", str(out), "--annotate-diff", str(bad), cwd=tmp_path)
    assert proc.returncode == 1 and "not a hintc annotate report" in proc.stderr


def test_magic_shows_report_inline(tmp_path, monkeypatch):
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    monkeypatch.setenv("IPYTHONDIR", str(tmp_path / "ipython"))
    (tmp_path / "xdg").mkdir()
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    ip = InteractiveShell.instance()
    ip.run_line_magic("load_ext", "hintc")
    magics = ip.magics_manager.registry["HintcMagics"]
    monkeypatch.setattr(magics, "precompiled_header", False)
    cell = "def g(x):\n    return x + 1\n"
    with capture_output() as cap:
        ip.run_cell_magic("compile", "-a -O0 -n annot", cell)
    html = [o.data["text/html"] for o in cap.outputs if "text/html" in o.data]
    assert len(html) == 1
    assert "hintc-annotate-v1" in html[0] and "<body" not in html[0]
    assert "%%compile -a -O0 -n annot" in html[0]  # line 1 is the magic line, as in the notebook
    assert re.search(r'data-line="3" data-score="0\.[1-9]', html[0])
    assert "`x` has no annotation, so `x + 1` is a generic add" in html[0]
    assert ip.user_ns["g"](2) == 3
    # The same name again, now typed: the report shows what changed since the last one.
    with capture_output() as cap:
        ip.run_cell_magic("compile", "-a -O0 -n annot", "def g(x: int) -> int:\n    return x + 1\n")
    html = [o.data["text/html"] for o in cap.outputs if "text/html" in o.data]
    assert 'data-diff="improved"' in html[0]


# --- headless Chromium: the page renders, has the rows, and reads well in light and dark ---


def _chromium() -> str:
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    message = "chromium is not installed (Debian: apt-get install chromium)"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


def _dump_dom(page: Path, *flags: str) -> str:
    proc = subprocess.run(
        [_chromium(), "--headless", "--disable-gpu", "--no-sandbox", "--user-data-dir=" + str(page.parent / "profile"),
         *flags, "--dump-dom", page.as_uri()],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


# Runs after the report has rendered and writes what the browser computed into the DOM, so
# --dump-dom carries it out: the colours of every coloured element, and the row count.
_PROBE = """
<script>
(function () {
  function rgb(s) { var m = s.match(/[\\d.]+/g); return m ? m.slice(0, 3).map(Number) : null; }
  function lum(c) {
    var v = c.map(function (x) { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
  }
  function bg(el) {
    for (; el; el = el.parentElement) {
      var s = getComputedStyle(el).backgroundColor;
      if (s && s !== 'rgba(0, 0, 0, 0)' && s !== 'transparent') return rgb(s);
    }
    return [255, 255, 255];
  }
  var root = document.querySelector('.hintc-annotate-v1');
  var worst = 99, where = '';
  root.querySelectorAll('details').forEach(function (d) { d.open = true; });
  root.querySelectorAll('*').forEach(function (el) {
    var own = Array.prototype.some.call(el.childNodes, function (n) { return n.nodeType === 3 && n.data.trim(); });
    if (!own || el.offsetParent === null) return;
    var a = lum(rgb(getComputedStyle(el).color)), b = lum(bg(el));
    var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < worst) { worst = ratio; where = el.className + ': ' + el.textContent.slice(0, 40); }
  });
  var out = document.createElement('pre');
  out.id = 'probe';
  out.textContent = JSON.stringify({bg: getComputedStyle(root).backgroundColor, worst: worst, where: where});
  document.body.appendChild(out);
})();
</script>
"""

# Stand-in for a notebook host: rules of the kind JupyterLab applies to rendered HTML output
# (striped rows, its own pre colours), plus its dark-theme marker on an ancestor.
_HOST = """<style>
.host pre { background: #000000; color: #00ff00; }
.host div { background: #222244; color: #9999ff; }
.host span, .host li { color: #777777; }
.host ul { list-style: disc; margin-top: 1em; }
.host a:link { color: #0000ee; }
</style><div class="host" data-jp-theme-light="{light}">{fragment}</div>"""


def _probe(dom: str) -> dict:
    match = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    assert match, dom[-2000:]
    return json.loads(match.group(1).replace("&quot;", '"').replace("&amp;", "&"))


@pytest.fixture(scope="module")
def rendered(mixed_report, tmp_path_factory):
    _chromium()
    folder = tmp_path_factory.mktemp("chromium")
    # Against a build where `untyped` was typed, so the page also has a diff section to check.
    typed_before = annotate_source(MIXED.replace("def untyped(x, y):", "def untyped(x: int, y: int) -> int:"),
                                   "mixed.py", "mixed", 2)
    html_path, _ = write_report(mixed_report, folder / "mixed", old=typed_before)
    return html_path


def test_chromium_renders_rows(rendered, mixed_report):
    dom = _dump_dom(rendered)
    rows = re.findall(r'class="ha-row ha-l(\d)"[^>]*data-line="(\d+)"', dom)
    assert [int(n) for _, n in rows] == list(range(1, len(MIXED.splitlines()) + 1))
    shaded = [int(n) for level, n in rows if level != "0"]
    assert shaded == list(GENERIC_LINES)
    assert dom.count("<details") == sum(1 for r in mixed_report["lines"] if r["cpp"] or r["reasons"])
    assert "`x` has no annotation, so `x + y` is a generic add" in dom
    assert re.search(r'data-function="untyped" data-score="0\.\d+"', dom)
    regressed = re.search(r'data-diff="regressed">(.*?)</div></div>', dom, re.S)
    assert regressed and re.findall(r">line (\d+)<", regressed.group(1)) == ["9", "10"], dom


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_chromium_contrast_and_screenshot(rendered, mode):
    probe_page = rendered.with_name(f"probe-{mode}.html")
    probe_page.write_text(rendered.read_text().replace("</body>", _PROBE + "</body>"))
    flags = ["--force-dark-mode"] if mode == "dark" else []
    result = _probe(_dump_dom(probe_page, *flags))
    expected_bg = "rgb(28, 28, 28)" if mode == "dark" else "rgb(255, 255, 255)"
    assert result["bg"] == expected_bg, result
    # WCAG AA for body text, over every element that shows text, with all C++ expanded.
    assert result["worst"] >= 4.5, result
    shot = rendered.with_name(f"mixed-{mode}.png")
    proc = subprocess.run(
        [_chromium(), "--headless", "--disable-gpu", "--no-sandbox", *flags, "--window-size=1100,900",
         "--user-data-dir=" + str(rendered.parent / "profile"), f"--screenshot={shot}", rendered.as_uri()],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0 and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", proc.stderr[-2000:]


@pytest.mark.parametrize("light", ["true", "false"])
def test_chromium_inside_notebook_host_styles(rendered, mixed_report, light):
    fragment = render_html(mixed_report, full_page=False)
    page = rendered.with_name(f"host-{light}.html")
    host = _HOST.replace("{light}", light).replace("{fragment}", fragment)
    page.write_text(f"<!DOCTYPE html><html><head><meta charset='utf-8'></head><body>{host}{_PROBE}</body></html>")
    # The system preference is the opposite of the notebook theme: the theme must win.
    result = _probe(_dump_dom(page, *(["--force-dark-mode"] if light == "true" else [])))
    assert result["bg"] == ("rgb(255, 255, 255)" if light == "true" else "rgb(28, 28, 28)"), result
    assert result["worst"] >= 4.5, result


# ---------------------------------------------------------------- a report in Python terms

ACC_SOURCE = textwrap.dedent(
    """\
    import math


    class Acc:
        \"\"\"Sums.\"\"\"

        def __init__(self) -> None:
            self.total = 0

        @property
        def doubled(self) -> int:
            return 2 * self.total

        def add(self, xs: list[int]) -> int:
            for x in xs:
                self.total += x
            return self.total


    def norm(xs: list[float]) -> float:
        s = 0.0
        for x in xs:
            s += x * x
        return math.sqrt(s)
    """
)


def test_methods_are_in_the_function_table_under_their_class():
    report = annotate_source(ACC_SOURCE, "acc.py", "acc", 2)
    spans = [(f["name"], f["line"], f["end_line"]) for f in report["functions"]]
    assert spans == [("Acc.__init__", 7, 8), ("Acc.doubled", 11, 12), ("Acc.add", 14, 17),
                     ("norm", 20, 24), ("<module>", None, None)]
    assert report["lines"][15]["function"] == "Acc.add"
    assert report["lines"][9]["function"] == "<module>"  # the decorator runs with the class


def test_reasons_are_python_terms_and_import_is_not_shaded():
    report = annotate_source(ACC_SOURCE, "acc.py", "acc", 2)
    rows = report["lines"]
    assert rows[0]["source"] == "import math" and rows[0]["level"] == 0
    for row in rows:
        for reason in row["reasons"]:
            assert not re.search(r"\b(Py[A-Z][A-Za-z]*_[A-Za-z]+|hintc?_\w+|hfloat_\w+)", reason["reason"]), reason
    # A loop over a list[float] is native for an exact list; the iterator protocol serves
    # subclasses of list only, which the reason says instead of naming C functions.
    loop = rows[21]
    assert loop["source"].strip() == "for x in xs:"
    assert any("subclass of `list`" in r["reason"] and "nothing needs to change" in r["reason"]
               for r in loop["reasons"]), loop["reasons"]
