// Tests of the line profiler's generated code: tables, frame entry/exit, registration, none of it
// in normal builds, and (with the runtime library) the counters a built module reports.
#include <gtest/gtest.h>

#include <memory>

#include "compile_check.h"
#include "hintc/codegen/codegen.h"
#include "hintc/ir/verifier.h"
#include "ir_builder.h"

using namespace hintc;
using namespace hintc::codegen;
using namespace hintc::codegen::test;

namespace {

#define EXPECT_HAS(text, snippet) EXPECT_NE((text).find(snippet), std::string::npos) << (snippet)

void line_event(FnBuilder& b, int line) {
  b.line(line);
  b.op(ir::OpKind::LineEvent, ir::Type::none(), {}, false)->imm = line;
}

// def div(a: int, b: int) -> int:      line 1
//     q = a // b                        line 2 (ZeroDivisionError leaves by the error exit)
//     return q                          line 3
std::unique_ptr<ir::Module> div_module(bool profile) {
  auto m = std::make_unique<ir::Module>();
  m->name = "profdiv";
  m->filename = "profdiv.py";
  m->profile = profile;
  ir::Function* f = add_function(*m, "div", ir::Type::int_(),
                                 {{"a", ir::Type::int_()}, {"b", ir::Type::int_()}}, 1);
  m->exported.push_back("div");
  FnBuilder b(*f);
  auto* entry = b.block();
  auto* err = b.block();
  b.at(entry);
  line_event(b, 2);
  auto* q = b.prim(ir::PrimId::IntFloorDiv, {f->params[0].reg, f->params[1].reg}, err);
  line_event(b, 3);
  b.ret(q);
  b.at(err);
  b.unwind();
  return m;
}

}  // namespace

TEST(Profile, InstrumentedFunctionHasTablesEntryLinesAndExits) {
  auto m = div_module(true);
  ASSERT_TRUE(ir::verify_module(*m).empty());
  const std::string cpp = generate_module(*m);
  EXPECT_HAS(cpp, "static const int hpl_div[2] = {2, 3};\n");
  EXPECT_HAS(cpp, "static HintcProfCounter hpc_div[2];\n");
  EXPECT_HAS(
      cpp, "static HintcProfFunc hpf_div = {\"div\", 1, 2, hpl_div, hpc_div, 0, 0, NULL, NULL};\n");
  EXPECT_HAS(cpp,
             "static HintcProfModule hm_profile = {\"profdiv\", \"profdiv.py\", 1, "
             "hm_profile_functions, NULL};\n");
  // The time before the first line event is charged to the first line (counter 0).
  EXPECT_HAS(cpp,
             "  HintcProfFrame hprof;\n  if (HINTC_UNLIKELY(hintc_prof_enter(&hprof, &hpf_div, 0) "
             "< 0)) return HINT_ERROR;\n");
  EXPECT_HAS(cpp, "  hintc_prof_line(&hprof, hpc_div + 0);\n");
  EXPECT_HAS(cpp, "  hintc_prof_line(&hprof, hpc_div + 1);\n");
  // Both the return and the error exit close the frame.
  EXPECT_HAS(cpp, "  hintc_prof_exit(&hprof);\n  return v");
  EXPECT_HAS(cpp, "hline);\n  hintc_prof_exit(&hprof);\n  return HINT_ERROR;\n");
  EXPECT_HAS(cpp, "  if (hintc_prof_register(m, &hm_profile) < 0) ");
  ToolResult r = syntax_check(cpp);
  EXPECT_EQ(r.status, 0) << r.output << cpp;
}

TEST(Profile, NormalBuildContainsNoInstrumentation) {
  const std::string cpp = generate_module(*div_module(false));
  for (const char* marker : {"hintc_prof", "HintcProf", "hprof", "hpc_", "hpl_", "hm_profile"}) {
    EXPECT_EQ(cpp.find(marker), std::string::npos) << marker;
  }
}

TEST(Profile, BuiltModuleReportsCountersAndCProfileSeesIt) {
  if (!runtime_library_available()) GTEST_SKIP() << "runtime library not built";
  TempDir tmp;
  ToolResult built = build_extension(generate_module(*div_module(true)), "profdiv", tmp.path());
  ASSERT_EQ(built.status, 0) << built.output;
  const char* script = R"PY(
import cProfile, pstats, profdiv
assert profdiv.div(7, 2) == 3
try:
    profdiv.div(1, 0)
except ZeroDivisionError:
    pass
raw = profdiv.__hintc_profile_stats__()
[f] = raw["functions"]
assert (f["name"], f["line"], f["calls"]) == ("div", 1, 2), f
assert [(line, hits) for line, hits, _ in f["lines"]] == [(2, 2), (3, 1)], f
assert sum(ticks for _, _, ticks in f["lines"]) == f["ticks"] > 0
assert raw["seconds_per_tick"] > 0 and raw["filename"] == "profdiv.py"
profdiv.__hintc_profile_reset__()
f = profdiv.__hintc_profile_stats__()["functions"][0]
assert f["calls"] == 0 and f["ticks"] == 0 and all(h == t == 0 for _, h, t in f["lines"])
p = cProfile.Profile()
p.runcall(profdiv.div, 9, 3)
assert ("profdiv.py", 1, "div") in pstats.Stats(p).stats
print("OK")
)PY";
  ToolResult ran = run_python(script, tmp.path());
  EXPECT_EQ(ran.status, 0) << ran.output;
  EXPECT_EQ(ran.output, "OK\n");
}
