// pybind11 module hintc._core: hands Python source to the compiler core and returns its results.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <map>
#include <string>

#include "hintc/driver.h"

namespace py = pybind11;

namespace {

// Generated text may quote undecodable source bytes (in diagnostics); never fail on them.
py::str text(const std::string& s) {
  PyObject* obj = PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "replace");
  if (obj == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::str>(obj);
}

std::string source_bytes(const py::object& source) {
  if (py::isinstance<py::str>(source)) {
    return source.attr("encode")("utf-8").cast<std::string>();
  }
  // bytes, bytearray, memoryview: anything exposing contiguous bytes.
  if (PyObject_CheckBuffer(source.ptr())) {
    Py_buffer view;
    if (PyObject_GetBuffer(source.ptr(), &view, PyBUF_SIMPLE) != 0) throw py::error_already_set();
    std::string bytes(static_cast<const char*>(view.buf), static_cast<size_t>(view.len));
    PyBuffer_Release(&view);
    return bytes;
  }
  throw py::type_error("translate() source must be bytes or str, not " +
                       std::string(Py_TYPE(source.ptr())->tp_name));
}

// The code points of the names in the source's `\N{NAME}` escapes, from Python's Unicode
// database (the core has none); names that are not one character (unknown, or a named sequence,
// which \N does not accept) are left out.
std::map<std::string, uint32_t> unicode_names(const std::string& src) {
  std::map<std::string, uint32_t> names;
  py::object lookup;
  for (const std::string& name : hintc::unicode_escape_names(src)) {
    if (!lookup) lookup = py::module_::import("unicodedata").attr("lookup");
    try {
      py::str ch = lookup(text(name));
      if (PyUnicode_GetLength(ch.ptr()) == 1) names[name] = PyUnicode_ReadChar(ch.ptr(), 0);
    } catch (py::error_already_set& e) {
      if (!e.matches(PyExc_KeyError)) throw;
    }
  }
  return names;
}

// Runs a compiler-core entry point on the source's bytes. The core touches no Python objects, so
// other threads may run meanwhile.
template <typename Result>
Result run_core(Result (*entry)(std::string_view, const hintc::CompileOptions&),
                const py::object& source, const hintc::CompileOptions& options) {
  const std::string src = source_bytes(source);
  py::gil_scoped_release release;
  return entry(src, options);
}

py::dict translate(const py::object& source, const std::string& filename,
                   const std::string& module_name, int opt_level,
                   const std::vector<std::string>& interfaces, bool export_api, bool profile) {
  if (opt_level < 0 || opt_level > 3) {
    throw py::value_error("opt_level must be between 0 and 3, got " + std::to_string(opt_level));
  }
  hintc::CompileOptions options;
  options.filename = filename;
  options.module_name = module_name;
  options.opt_level = opt_level;
  options.profile = profile;
  options.interfaces = interfaces;
  options.export_api = export_api;
  options.python_version = {PY_MAJOR_VERSION, PY_MINOR_VERSION, PY_MICRO_VERSION};
  options.unicode_names = unicode_names(source_bytes(source));
  hintc::CompileResult result = run_core(hintc::compile_module, source, options);

  py::list errors;
  for (const hintc::Diagnostic& d : result.diagnostics) {
    errors.append(py::make_tuple(d.line, d.col, text(d.message)));
  }
  py::list names;
  for (const std::string& name : result.names) names.append(text(name));
  py::list notes;
  for (const auto& n : result.notes) {
    notes.append(py::make_tuple(n.line, n.col, text(n.kind), text(n.reason)));
  }
  py::dict timings;
  timings["parse"] = result.parse_seconds;
  timings["lower"] = result.lower_seconds;
  timings["codegen"] = result.codegen_seconds;

  py::dict out;
  out["ok"] = result.ok;
  out["cpp"] = text(result.cpp);
  out["ir"] = text(result.ir);
  out["diagnostics"] = text(result.diagnostics_text);
  out["errors"] = errors;
  out["timings"] = timings;
  out["names"] = names;
  py::list api_imports;
  for (const std::string& name : result.api_imports) api_imports.append(text(name));
  out["api_imports"] = api_imports;  // "module:function" called natively
  out["notes"] = notes;  // annotate report: (line, col, kind, reason)
  return out;
}

py::dict interface(const py::object& source, const std::string& filename,
                   const std::string& module_name, const std::vector<std::string>& interfaces) {
  hintc::CompileOptions options;
  options.filename = filename;
  options.module_name = module_name;
  options.interfaces = interfaces;
  options.python_version = {PY_MAJOR_VERSION, PY_MINOR_VERSION, PY_MICRO_VERSION};
  hintc::InterfaceResult result = run_core(hintc::extract_interface, source, options);
  py::dict out;
  out["ok"] = result.ok;
  out["text"] = text(result.text);
  out["diagnostics"] = text(result.diagnostics_text);
  return out;
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "hintc compiler core: typed Python source to C++ extension source";
  m.def("translate", &translate, py::arg("source"), py::arg("filename"), py::arg("module_name"),
        py::arg("opt_level") = 2, py::arg("interfaces") = std::vector<std::string>{},
        py::arg("export_api") = false, py::kw_only(), py::arg("profile") = false,
        "Compile one module's source. `interfaces`: interface texts of the other compiled modules "
        "of the build (their functions are called natively); `export_api`: publish this "
        "module's API table for them; profile=True: line profiler instrumentation. Returns a "
        "dict with keys ok, cpp, ir, diagnostics, errors [(line, col, message)], timings "
        "{parse, lower, codegen} and names.");
  m.def("interface", &interface, py::arg("source"), py::arg("filename"), py::arg("module_name"),
        py::arg("interfaces") = std::vector<std::string>{},
        "A module's interface (its compiled functions' signatures and type aliases) from its defs "
        "alone; `interfaces`: the other modules' of the build, whose type aliases its signatures "
        "may name. Returns a dict with keys ok, text and diagnostics.");
}
