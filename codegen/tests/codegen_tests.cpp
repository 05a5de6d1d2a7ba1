// Tests of generated C++: key snippets, byte stability, compilation, and (with the runtime
// library) importing and running the generated extension module.
#include <gtest/gtest.h>

#include <stdexcept>

#include "compile_check.h"
#include "demo_module.h"
#include "hintc/codegen/codegen.h"
#include "hintc/ir/verifier.h"
#include "ir_builder.h"

using namespace hintc;
using namespace hintc::codegen;
using namespace hintc::codegen::test;

namespace {

const std::string& demo_cpp() {
  static const std::string cpp = generate_module(*make_demo_module("pkg.demo"));
  return cpp;
}

// The text of native function `symbol`'s definition, from its signature to the closing brace.
std::string function_text(const std::string& cpp, const std::string& signature) {
  size_t start = cpp.find(signature + " {\n");
  if (start == std::string::npos) return "";
  return cpp.substr(start, cpp.find("\n}\n", start) + 3 - start);
}

#define EXPECT_HAS(text, snippet) EXPECT_NE((text).find(snippet), std::string::npos) << (snippet)

}  // namespace

TEST(DemoModule, IsWellFormedIr) {
  auto m = make_demo_module("pkg.demo");
  auto problems = ir::verify_module(*m);
  EXPECT_TRUE(problems.empty()) << problems.front();
}

TEST(Codegen, RecursiveFunctionIsForwardDeclaredAndChecksErrors) {
  const std::string& cpp = demo_cpp();
  EXPECT_HAS(cpp, "static HInt hn_fib(HInt, int);\n");
  std::string fib = function_text(cpp, "static HInt hn_fib(HInt v0, int hdepth)");
  ASSERT_FALSE(fib.empty()) << cpp;
  EXPECT_HAS(fib, "  int hline = 3;\n");
  // Its traceback entries share code and frame objects through one static site.
  EXPECT_HAS(fib, "  static HintcTbSite hsite = {\"fib\", \"demo.py\", {}};\n");
  EXPECT_HAS(fib, " = hint_from_small(2);");
  EXPECT_HAS(fib, " = hint_lt(v0, v");
  // The recursive calls check the int error value and leave with the op's line.
  // fib is recursive: it checks its depth budget and passes on one less.
  EXPECT_HAS(fib,
             "  if (HINTC_UNLIKELY(hm_depth_exhausted(hdepth))) { hm_raise_recursion(); return "
             "HINT_ERROR; }\n");
  EXPECT_HAS(fib, " = hn_fib(v7, hdepth - 1);\n");
  EXPECT_HAS(fib, " == HINT_ERROR)) { hline = 5; goto L4; }");
  EXPECT_HAS(fib,
             "L3:\n  hintc_add_traceback(&hsite, hline);\n  return HINT_ERROR;\n");
  // The true branch target is the next block: only the false edge is a goto.
  EXPECT_HAS(fib, "  v2 = hint_lt(v0, v1);\n  if (!v2) goto L2;\n  hint_incref(v0);\n");
  EXPECT_EQ(fib.find("goto L1;"), std::string::npos);
  // Labels no jump names are left out (the entry block's, the fall-through block's).
  EXPECT_EQ(fib.find("L0:"), std::string::npos);
  EXPECT_EQ(fib.find("L1:"), std::string::npos);
  EXPECT_HAS(fib, "\nL2:\n");
}

TEST(Codegen, FloatLoopDeclaresAllLocalsUpFront) {
  std::string f = function_text(demo_cpp(), "static double hn_integrate(HInt v0, double v1, int)");
  ASSERT_FALSE(f.empty()) << demo_cpp();
  EXPECT_HAS(f, "  double v2 = 0.0;  // total\n");
  EXPECT_HAS(f, "  HInt v3 = 0;  // i\n");
  EXPECT_HAS(f, " = 0.5;\n");
  EXPECT_HAS(f, " = hint_to_double_fast(v3);\n");
  EXPECT_HAS(f, " == HFLOAT_ERROR && PyErr_Occurred())) { hline = 12; goto L7; }");
  EXPECT_HAS(f, "  v2 = v");
  EXPECT_HAS(f, "  hint_decref(v3);\n");
  EXPECT_HAS(f, "  return HFLOAT_ERROR;\n");
  // All declarations precede the first label, so no goto crosses an initialisation.
  size_t first_label = f.find("\nL");
  size_t last_decl = f.rfind(" = 0;");
  EXPECT_LT(last_decl, first_label);
}

TEST(Codegen, GlobalsDefaultsAndWrapper) {
  const std::string& cpp = demo_cpp();
  EXPECT_HAS(cpp, "static HInt hg_SCALE = 0;  // SCALE: int\nstatic char hgset_SCALE = 0;\n");
  EXPECT_HAS(cpp, "static HInt hgz_scaleZx00002ek = 0;  // scale.k: int (internal)\n");
  std::string scale = function_text(cpp, "static HInt hn_scale(HInt v0, HInt v1, int)");
  EXPECT_HAS(scale, "if (HINTC_UNLIKELY(!hgset_SCALE)) { hintc_raise_name_error(\"SCALE\"); "
                    "hline = 22; goto L");
  EXPECT_HAS(scale, " = hg_SCALE; hint_incref(v");
  // Wrapper: spec, fast path, default from the internal global, unboxing, boxing.
  EXPECT_HAS(cpp, "static const char* const hsn_scale[] = {\"x\", \"k\"};\n");
  EXPECT_HAS(cpp, "static const HintcArgSpec hs_scale = {\"scale\", hsn_scale, 2, 1};\n");
  EXPECT_HAS(cpp, "static PyObject* hw_scale(PyObject* self, PyObject* const* args, "
                  "Py_ssize_t nargs, PyObject* kwnames) {\n");
  EXPECT_HAS(cpp, "  if (HINTC_UNLIKELY(kwnames != NULL || nargs != 2)) {\n");
  EXPECT_HAS(cpp, "    p1 = hgz_scaleZx00002ek; hint_incref(p1);\n");
  EXPECT_HAS(cpp, "  p0 = hintc_arg_int(a[0], &hs_scale, 0);\n");
  EXPECT_HAS(cpp, "  hr = hn_scale(p0, p1, hdepth);\n  hint_decref(p0);\n  hint_decref(p1);\n");
  EXPECT_HAS(cpp, "  return hint_box_steal(hr);\n");
  EXPECT_HAS(cpp, "{\"scale\", (PyCFunction)(void (*)(void))hw_scale, METH_FASTCALL | "
                  "METH_KEYWORDS, \"scale($module, x, k=2)\\n--\\n\\n\"},");
}

TEST(Codegen, StoreGlobalMirrorsPublicGlobalsOnly) {
  std::string body = function_text(demo_cpp(), "static char hm_body(void)");
  ASSERT_FALSE(body.empty());
  EXPECT_HAS(body, "  hg_SCALE = v");
  EXPECT_HAS(body, "  if (hwas) hint_decref(hold);\n");
  EXPECT_HAS(body, "  PyObject* hbox = hint_box(hg_SCALE);\n");
  EXPECT_HAS(body, "  int hrc = hm_mirror(&hgkey_SCALE, \"SCALE\", hbox);\n");
  EXPECT_EQ(body.find("\"scale.k\""), std::string::npos);
  EXPECT_HAS(body, "hm_mirror(&hgkey_FLAG, \"FLAG\", hg_FLAG ? Py_True : Py_False) < 0");
  EXPECT_HAS(body, "hm_mirror(&hgkey_NOTHING, \"NOTHING\", Py_None) < 0");
  EXPECT_HAS(body, "  if (hwas) Py_XDECREF(hold);\n");
  EXPECT_HAS(body, "hintc_add_traceback(&hsite, hline);\n  return 2;\n");
}

TEST(Codegen, ModuleClassKeepsNativeSlotsInStepWithOutsideAssignments) {
  const std::string& cpp = demo_cpp();
  // Compiled stores mirror into the dict without re-entering the hook.
  EXPECT_HAS(cpp, "static inline int hm_mirror(PyObject** key, const char* name, PyObject* value) {\n");
  EXPECT_HAS(cpp, "  hm_mirroring = 1;\n  int rc = hintc_module_set_key(hm_module, *key, value);\n");
  std::string hook = function_text(
      cpp, "static int hm_setattro(PyObject* self, PyObject* name, PyObject* value)");
  ASSERT_FALSE(hook.empty()) << cpp;
  EXPECT_HAS(hook, "  if (strcmp(s, \"SCALE\") == 0) {\n    HInt nv = 0;\n");
  EXPECT_HAS(hook, "if (!PyLong_Check(value)) { hintc_raise_type_mismatch(\"int\", value, "
                   "\"module global 'SCALE'\"); return -1; }\n");
  EXPECT_HAS(hook, "    hg_SCALE = nv;\n    hgset_SCALE = value != NULL;\n"
                   "    if (was) hint_decref(old);\n");
  // Internal globals (default values) are not module attributes.
  EXPECT_EQ(hook.find("scale.k"), std::string::npos);
  EXPECT_HAS(cpp, "  hm_module = m;\n  if (hm_set_module_class(m) < 0) {");
}

TEST(Codegen, ConstantPoolAndLiterals) {
  const std::string& cpp = demo_cpp();
  EXPECT_HAS(cpp, " = hint_from_decimal(\"123456789012345678901234567890\");\n");
  EXPECT_HAS(cpp, " = PyUnicode_DecodeUTF8(\"h\\303\\251llo \\\"w\\\"\\n\\?\\?/\", 14, \"surrogatepass\");\n");
  EXPECT_HAS(cpp, " = PyUnicode_DecodeUTF8(\", \", 2, \"surrogatepass\");\n");
  EXPECT_HAS(cpp, " = -0.0;\n");
  EXPECT_HAS(cpp, " = HUGE_VAL;\n");
  EXPECT_HAS(cpp, " = (-HUGE_VAL);\n");
  EXPECT_HAS(cpp, " = NAN;\n");
  EXPECT_HAS(cpp, " = 0.10000000000000001;\n");
  EXPECT_HAS(cpp, "; hint_incref(v");
  EXPECT_HAS(cpp, "; Py_INCREF(v");
}

TEST(Codegen, PrintBoxUnboxAndUnbound) {
  const std::string& cpp = demo_cpp();
  std::string greet = function_text(cpp, "static char hn_greet(PyObject* v0, HInt v1, int)");
  ASSERT_FALSE(greet.empty());
  EXPECT_HAS(greet, " = hint_box(v1);\n");
  EXPECT_HAS(greet, "  PyObject* hargs[] = {v0, v");
  EXPECT_HAS(greet, "  if (HINTC_UNLIKELY(hintc_print(hargs, 2, hc_");
  EXPECT_HAS(cpp, "PyErr_Format(PyExc_TypeError, \"%s() argument '%s' must be %s, not %.200s\", "
                  "\"greet\", \"name\", \"str\", Py_TYPE(a[0])->tp_name);");
  EXPECT_HAS(cpp, " = hintc_unbox_int(v0, \"return value\");\n");
  EXPECT_HAS(cpp, "else { hintc_raise_type_mismatch(\"None\", v0, \"return value\"); ");
  EXPECT_HAS(cpp, "{ hintc_raise_unbound_local(\"y\"); hline = 43; goto L");
  EXPECT_HAS(cpp, "__builtin_unreachable();");
  EXPECT_HAS(cpp, " = hmath_sqrt(v0);\n");
  EXPECT_HAS(cpp, " = ((char)!(v0));\n");
}

TEST(Codegen, ModuleInit) {
  const std::string& cpp = demo_cpp();
  EXPECT_EQ(cpp.find("#include"), cpp.find("#include \"hintc/runtime.h\""));
  EXPECT_EQ(cpp.find("#include", cpp.find("#include") + 1), std::string::npos);
  // Multi-phase init: the import system sets the spec's attributes before the body runs.
  EXPECT_HAS(cpp, "PyModuleDef_HEAD_INIT, \"pkg.demo\", NULL, 0, hm_methods, hm_slots,");
  EXPECT_HAS(cpp, "PyMODINIT_FUNC PyInit_demo(void) {\n  return PyModuleDef_Init(&hm_def);\n}\n");
  // In sys.modules while the body runs, taken out again if it fails.
  EXPECT_HAS(cpp, "  if (hintc_module_enter(m) < 0) return -1;\n");
  EXPECT_HAS(cpp,
             "  hm_reset_globals();\n"
             "  if (hm_body() == 2) { hm_module = NULL; hintc_module_failed(m); return -1; }\n");
  EXPECT_HAS(cpp, "  if (hgset_BIG) hint_decref(hg_BIG);\n  hg_BIG = 0;\n  hgset_BIG = 0;\n");
  EXPECT_HAS(cpp, "  if (hgset_GREETING) Py_XDECREF(hg_GREETING);\n");
  EXPECT_HAS(cpp, "  hg_FLAG = 0;\n  hgset_FLAG = 0;\n");
  // Everything but the init function has internal linkage.
  size_t pos = 0;
  while ((pos = cpp.find("\n", pos)) != std::string::npos) {
    ++pos;
    std::string rest = cpp.substr(pos, 16);
    bool top_level_decl = !rest.empty() && rest[0] != ' ' && rest[0] != '/' && rest[0] != '}' &&
                          rest[0] != '#' && rest[0] != '\n' && rest[0] != 'L' && rest[0] != 'h';
    if (top_level_decl && rest.rfind("PyMODINIT_FUNC", 0) != 0) {
      EXPECT_EQ(rest.rfind("static", 0), 0u) << cpp.substr(pos, cpp.find('\n', pos) - pos);
    }
  }
}

TEST(Codegen, FastCloneIsTriedFirstByTheWrapper) {
  const std::string& cpp = demo_cpp();
  std::string clone = function_text(cpp, "static int64_t hnf_square(int64_t v0, int)");
  ASSERT_FALSE(clone.empty()) << cpp;
  EXPECT_HAS(clone, " = hi64_mul(v0, v0);\n");
  EXPECT_HAS(clone, " == HI64_ERROR && PyErr_Occurred())) { goto L1; }");
  // No traceback entry and no line tracking: a clone's error only means "use the exact version".
  EXPECT_HAS(clone, "L1:\n  return HI64_ERROR;\n}");
  EXPECT_EQ(clone.find("hline"), std::string::npos);
  EXPECT_HAS(cpp, "static HInt hn_square(HInt v0, int) {");
  EXPECT_HAS(cpp, "  if (hint_is_small(p0)) {\n"
                  "    int64_t hq = hnf_square(hint_small_value(p0), hdepth);\n"
                  "    if (HINTC_LIKELY(!(hq == HI64_ERROR && PyErr_Occurred()))) {\n"
                  "      return PyLong_FromLongLong(hq);\n"
                  "    }\n    if (hm_signalled) {\n      hm_signalled = 0;\n      return NULL;\n    }\n"
                      "    PyErr_Clear();\n  }\n  hr = hn_square(p0, hdepth);\n");
  // Only the exact version is a module attribute.
  EXPECT_HAS(cpp, "{\"square\", (PyCFunction)(void (*)(void))hw_square,");
  EXPECT_EQ(cpp.find("hw_square", cpp.find("hw_square,") + 1), std::string::npos);
}

TEST(Codegen, NonAsciiNamesAreMangledAndKeptAsUtf8Text) {
  const std::string& cpp = demo_cpp();
  EXPECT_HAS(cpp, "static PyObject* hnz_grZx0000f6Zx0000dfe(PyObject* v0, int) {");
  EXPECT_HAS(cpp, "static const char* const hsnz_grZx0000f6Zx0000dfe[] = {\"ma\\303\\237\"};");
  EXPECT_HAS(cpp, "{\"gr\\303\\266\\303\\237e\", (PyCFunction)(void (*)(void))"
                  "hwz_grZx0000f6Zx0000dfe,");
}

TEST(Codegen, OnlyFunctionsOnCallCyclesCheckTheDepthBudget) {
  const std::string& cpp = demo_cpp();
  const std::string check =
      "  if (HINTC_UNLIKELY(hm_depth_exhausted(hdepth))) { hm_raise_recursion(); return ";
  // Mutual recursion: both ends check, and pass the decremented budget on.
  for (const char* sig : {"static HInt hn_ping(HInt v0, int hdepth)",
                          "static HInt hn_pong(HInt v0, int hdepth)"}) {
    std::string f = function_text(cpp, sig);
    ASSERT_FALSE(f.empty()) << sig;
    EXPECT_HAS(f, check + "HINT_ERROR; }\n");
    EXPECT_HAS(f, "(v3, hdepth - 1);\n");
  }
  std::string clone = function_text(cpp, "static int64_t hnf_forever(int64_t v0, int hdepth)");
  EXPECT_HAS(clone, check + "HI64_ERROR; }\n");
  EXPECT_HAS(clone, " = hnf_forever(v3, hdepth - 1);\n");
  // A function that calls nothing ignores its (unnamed) budget.
  std::string div = function_text(cpp, "static HInt hn_div(HInt v0, HInt v1, int)");
  ASSERT_FALSE(div.empty());
  EXPECT_EQ(div.find("hdepth"), std::string::npos);
  // Entry points start from the interpreter's recursion limit; the real stack bounds it: the
  // entry point tests it, and the recursive functions every 16 levels.
  EXPECT_HAS(cpp, "static inline int hm_depth_budget(void) { return Py_GetRecursionLimit(); }\n");
  EXPECT_HAS(cpp, "  return depth <= 0 || ((depth & 15) == 0 && hintc_stack_exhausted());\n");
  EXPECT_HAS(cpp,
             "  if (HINTC_UNLIKELY(hintc_stack_exhausted())) return hintc_raise_recursion();\n");
  EXPECT_HAS(cpp,
             "  const int hdepth = hm_depth_budget();\n  p0 = hintc_arg_int(a[0], &hs_ping, 0);\n");
  EXPECT_HAS(cpp, "  hr = hn_ping(p0, hdepth);\n");
}

TEST(Codegen, OutputIsByteStable) {
  std::string a = generate_module(*make_demo_module("pkg.demo"));
  std::string b = generate_module(*make_demo_module("pkg.demo"));
  EXPECT_EQ(a, b);
}

TEST(Codegen, FailingOpWithoutErrorTargetIsRejected) {
  ir::Module m;
  m.name = "bad";
  ir::Function* f = add_function(m, "f", ir::Type::int_(), {{"a", ir::Type::int_()}}, 1);
  FnBuilder b(*f);
  b.at(b.block());
  b.ret(b.prim(ir::PrimId::IntFloorDiv, {f->params[0].reg, f->params[0].reg}));
  EXPECT_THROW(generate_module(m), std::invalid_argument);
}

TEST(Compile, GeneratedModuleCompilesWithoutWarnings) {
  ToolResult r = syntax_check(demo_cpp());
  EXPECT_EQ(r.status, 0) << r.output;
}

TEST(Compile, EmptyModuleCompiles) {
  ir::Module m;
  m.name = "empty";
  m.filename = "empty.py";
  std::string cpp = generate_module(m);
  EXPECT_HAS(cpp, "PyMODINIT_FUNC PyInit_empty(void)");
  ToolResult r = syntax_check(cpp);
  EXPECT_EQ(r.status, 0) << r.output << cpp;
}

TEST(Codegen, EmptyLabelledBlockGetsAStatementAndLinesAreAnnotated) {
  // def spin(c: bool) -> None   -- a loop whose latch block prints nothing (goto to the next block)
  ir::Module m;
  m.name = "spin";
  m.filename = "spin.py";
  ir::Function* f = add_function(m, "spin", ir::Type::none(), {{"c", ir::Type::bool_()}}, 1);
  FnBuilder b(*f);
  auto* entry = b.block();
  auto* latch = b.block();
  auto* test = b.block();
  auto* done = b.block();
  b.at(entry);
  b.line(2);
  b.goto_(test);
  b.at(latch);
  b.goto_(test);
  b.at(test);
  b.line(3);
  auto* none = b.load_none();
  b.branch(f->params[0].reg, latch, done);
  b.at(done);
  b.ret(none);
  ASSERT_TRUE(ir::verify_module(m).empty());
  std::string cpp = generate_module(m);
  EXPECT_HAS(cpp, "  // line 2\n  goto L2;\nL1:\n  ;\nL2:\n"
                  "  // line 3\n  v3 = 1;\n  if (v0) goto L1;\n");
  // No unwind exit: the function keeps no line variable.
  EXPECT_EQ(cpp.find("hline"), std::string::npos);
  ToolResult r = syntax_check(cpp);
  EXPECT_EQ(r.status, 0) << r.output << cpp;
}
