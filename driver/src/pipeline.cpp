// The compiler pipeline, top to bottom: parse, lower, verify, (IR passes), generate C++.
#include <algorithm>
#include <chrono>
#include <exception>

#include "hintc/codegen/codegen.h"
#include "hintc/driver.h"
#include "hintc/frontend/interface.h"
#include "hintc/frontend/lower.h"
#include "hintc/frontend/parse.h"
#include "hintc/ir/printer.h"
#include "hintc/ir/verifier.h"
#include "hintc/transform/borrow_reads.h"
#include "hintc/transform/constant_tables.h"
#include "hintc/transform/fast_clone.h"
#include "hintc/transform/inline_hints.h"
#include "hintc/transform/move_returns.h"
#include "hintc/transform/shared_cleanups.h"

namespace hintc {
namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void collect(const frontend::Diagnostics& diags, CompileResult& r) {
  r.diagnostics_text = diags.format();
  for (const auto& d : diags.all()) r.diagnostics.push_back({d.line, d.col, d.message});
  std::sort(r.diagnostics.begin(), r.diagnostics.end(),
            [](const Diagnostic& a, const Diagnostic& b) {
              return a.line != b.line ? a.line < b.line : a.col < b.col;
            });
}

// The other modules' interfaces of a build (texts that do not parse are left out).
std::vector<frontend::ModuleInterface> parse_interfaces(const CompileOptions& options) {
  std::vector<frontend::ModuleInterface> build;
  for (const std::string& text : options.interfaces) {
    if (auto mi = frontend::parse_interface(text)) build.push_back(std::move(*mi));
  }
  return build;
}

CompileResult run_pipeline(std::string_view source, const CompileOptions& options) {
  CompileResult r;
  frontend::SourceFile src(options.filename, std::string(source));
  src.set_unicode_names(options.unicode_names);
  frontend::Diagnostics diags(src);

  auto t0 = std::chrono::steady_clock::now();
  auto tree = frontend::parse_source(src, diags);
  r.parse_seconds = seconds_since(t0);
  if (!tree) {
    collect(diags, r);
    return r;
  }

  t0 = std::chrono::steady_clock::now();
  std::vector<frontend::ModuleInterface> build = parse_interfaces(options);
  auto module = frontend::lower_module(*tree, src, diags, options.module_name, build,
                                     options.profile, options.python_version);
  r.lower_seconds = seconds_since(t0);
  if (diags.has_errors()) {
    collect(diags, r);
    return r;
  }
  // The verifier runs after lowering and after every IR pass; a problem is a compiler bug,
  // reported as an internal error rather than emitted as bad C++.
  auto verified = [&](const char* after) {
    auto problems = ir::verify_module(*module);
    if (problems.empty()) return true;
    std::string all;
    for (const auto& p : problems) all += "\n  " + p;
    diags.error(0, std::string("internal compiler error: IR verification failed after ") + after +
                       ":" + all);
    collect(diags, r);
    r.ir = ir::print_module(*module);
    return false;
  };
  if (!verified("lowering")) return r;
  module->export_api = options.export_api;
  for (const auto& f : module->functions) {
    if (options.export_api && f->in_module_api()) {
      module->api_hashes.push_back(
          frontend::interface_hash(frontend::format_function_interface(*f)));
    }
  }
  // IR passes, in order. Constant tables and shared cleanups at every level: they keep the
  // C++ linear in the source.
  transform::fold_constant_tables(*module);
  if (!verified("constant tables")) return r;
  transform::share_cleanups(*module);
  if (!verified("shared cleanups")) return r;
  if (options.opt_level >= 1 && !options.profile) {
    transform::add_fast_clones(*module);
    if (!verified("fast clones")) return r;
    transform::borrow_reads(*module);
    if (!verified("borrowed reads")) return r;
    transform::mark_inline_hints(*module);
    transform::move_returns(*module);
    if (!verified("moved returns")) return r;
  }
  r.ir = ir::print_module(*module);

  t0 = std::chrono::steady_clock::now();
  r.cpp = codegen::generate_module(*module);
  r.codegen_seconds = seconds_since(t0);
  r.names = module->exported;
  r.api_imports = frontend::used_imports(*module);
  for (const auto& n : module->notes) r.notes.push_back({n.line, n.col, n.kind, n.reason});
  r.ok = true;
  return r;
}

}  // namespace

CompileResult compile_module(std::string_view source, const CompileOptions& options) {
  try {
    return run_pipeline(source, options);
  } catch (const std::exception& e) {
    // Out of memory or a compiler bug: never crash the host process.
    CompileResult r;
    r.diagnostics_text =
        options.filename + ":1:1: error: internal compiler error: " + e.what() + "\n";
    r.diagnostics.push_back({1, 1, std::string("internal compiler error: ") + e.what()});
    return r;
  }
}

InterfaceResult extract_interface(std::string_view source, const CompileOptions& options) {
  InterfaceResult r;
  try {
    frontend::SourceFile src(options.filename, std::string(source));
    frontend::Diagnostics diags(src);
    auto tree = frontend::parse_source(src, diags);
    if (tree) {
      r.text = frontend::collect_interface(*tree, src, diags, options.module_name,
                                           options.python_version, parse_interfaces(options));
    }
    r.diagnostics_text = diags.format();
    r.ok = tree != nullptr && !diags.has_errors();
    if (!r.ok) r.text.clear();
  } catch (const std::exception& e) {
    r = InterfaceResult{};
    r.diagnostics_text =
        options.filename + ":1:1: error: internal compiler error: " + e.what() + "\n";
  }
  return r;
}

}  // namespace hintc
