// End-to-end: link the generated demo module against the runtime library, import it in Python
// and check results, exceptions, tracebacks and signatures against CPython's behaviour.
#include <gtest/gtest.h>

#include "compile_check.h"
#include "demo_module.h"
#include "hintc/codegen/codegen.h"
#include "ir_builder.h"

using namespace hintc::codegen;
using namespace hintc::codegen::test;

namespace {

// Python reference implementations sit next to the compiled ones; every check compares them.
const char* kScript = R"PY(
import contextlib, inspect, io, math, sys, traceback
import demo

def py_fib(n):
    return n if n < 2 else py_fib(n - 1) + py_fib(n - 2)

def py_integrate(n, dx):
    total = 0.0
    i = 0
    while i < n:
        x = i * dx
        if x > 0.5:
            total += x
        else:
            total -= x
        i += 1
    return total

def raises(exc_type, message, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc_type as e:
        assert str(e) == message, (str(e), message)
        return e
    raise AssertionError(f"{fn.__name__}{args} did not raise {exc_type.__name__}")

# Multi-phase init: the name comes from the import spec (built as "pkg.demo", imported as demo).
assert demo.__name__ == "demo", demo.__name__
for n in range(25):
    assert demo.fib(n) == py_fib(n), n
assert demo.fib(n=10) == 55
assert demo.fib(True) == 1
for n, dx in [(0, 0.1), (10, 0.1), (1000, 0.001), (7, -2.5)]:
    assert demo.integrate(n, dx) == py_integrate(n, dx), (n, dx)
assert demo.integrate(3, 1) == py_integrate(3, 1.0)

assert demo.SCALE == 3 and demo.scale(5) == 13 and demo.scale(5, k=10) == 53
assert demo.scale(k=1, x=1) == 4
big = 10**30
assert demo.scale(big) == big * 2 + 3 and demo.scale(big, big) == big * big + 3
assert demo.BIG == 123456789012345678901234567890
assert demo.GREETING == 'h\u00e9llo "w"\n??/', repr(demo.GREETING)
assert math.copysign(1.0, demo.NEGZERO) == -1.0 and demo.FLAG is True and demo.NOTHING is None

# Assigning a public global from outside updates what compiled code reads; deleting it unbinds it.
assert isinstance(demo, type(math)) and type(demo) is not type(math)
demo.SCALE = 10
assert demo.scale(5) == 20 and demo.SCALE == 10
demo.SCALE = big
assert demo.scale(1) == 2 + big
raises(TypeError, "module global 'SCALE': expected int, got str", setattr, demo, "SCALE", "x")
assert demo.SCALE == big and demo.scale(1) == 2 + big
del demo.SCALE
raises(NameError, "name 'SCALE' is not defined", demo.scale, 5)
raises(AttributeError, "'module' object has no attribute 'SCALE'", delattr, demo, "SCALE")
demo.SCALE = 3
assert demo.scale(5) == 13
demo.unrelated = "ok"
assert demo.unrelated == "ok"

assert demo.div(7, -2) == 7 // -2 and demo.div(big, 7) == big // 7
e = raises(ZeroDivisionError, "integer division or modulo by zero", demo.div, 1, 0)
last = traceback.extract_tb(e.__traceback__)[-1]
assert (last.filename, last.lineno, last.name) == ("demo.py", 36, "div"), last

raises(TypeError, "fib() argument 'n' must be int, not str", demo.fib, "x")
raises(TypeError, "fib() takes 1 positional argument but 2 were given", demo.fib, 1, 2)
raises(TypeError, "scale() missing 1 required positional argument: 'x'", demo.scale)
raises(TypeError, "greet() argument 'name' must be str, not int", demo.greet, 1, 2)

out = io.StringIO()
with contextlib.redirect_stdout(out):
    assert demo.greet("bob", big) is None
assert out.getvalue() == f"bob, {big}!\n", repr(out.getvalue())
out = io.StringIO()
with contextlib.redirect_stdout(out):
    assert demo.show_none() is None
assert out.getvalue() == "None\n", repr(out.getvalue())

assert demo.unbound(True) == 5
e = raises(UnboundLocalError,
           "cannot access local variable 'y' where it is not associated with a value",
           demo.unbound, False)
assert traceback.extract_tb(e.__traceback__)[-1].lineno == 43

assert demo.root() == math.sqrt(2.0) and demo.root(4) == 2.0 and type(demo.root(4)) is float
raises(ValueError, "math domain error", demo.root, -1.0)
assert demo.to_int(7) == 7 and demo.to_int(big) == big
raises(TypeError, "return value: expected int, got str", demo.to_int, "a")
assert demo.check_none(None) is None
raises(TypeError, "return value: expected None, got int", demo.check_none, 3)
assert demo.to_float(3) == 3.0 and type(demo.to_float(3)) is float and demo.to_float(2.5) == 2.5
raises(TypeError, "return value: expected float, got str", demo.to_float, "x")
raises(OverflowError, "int too large to convert to float", demo.to_float, 10**400)
assert demo.to_bool(True) is True and demo.to_bool(False) is False
raises(TypeError, "return value: expected bool, got int", demo.to_bool, 1)
assert demo.label() == "hi" and demo.label("x") == "x" and demo.label(s="y") == "y"
raises(TypeError, "label() argument 's' must be str, not int", demo.label, 5)
assert demo.negate(True) is False and demo.negate(False) is True
assert demo.specials(0) == math.inf and demo.specials(1) == -math.inf
assert math.isnan(demo.specials(2)) and math.copysign(1.0, demo.specials(3)) == -1.0
assert demo.specials(9) == 0.1

# square: the int64 clone answers small cases; overflow and big ints fall back to the exact code.
for n in [0, 7, -3, 2**31, 3037000499, 3037000500, -2**40, 2**62 - 1, -2**62, 2**62, 10**30]:
    assert demo.square(n) == n * n, n
assert sys.exc_info() == (None, None, None)
raises(TypeError, "square() argument 'n' must be int, not float", demo.square, 1.5)

g = getattr(demo, "gr\u00f6\u00dfe")
assert g("x") == "x" and g(**{"ma\u00df": "y"}) == "y" and g.__name__ == "gr\u00f6\u00dfe"
raises(TypeError, "gr\u00f6\u00dfe() argument 'ma\u00df' must be str, not int", g, 1)

# Runaway native recursion ends in RecursionError (never a crash), also through the int64 clone
# and mutual recursion; the budget follows sys.getrecursionlimit().
for fn, arg in [(demo.forever, 0), (demo.forever, 2**70), (demo.ping, 0), (demo.forever, 0)]:
    try:
        fn(arg)
    except RecursionError:
        pass
    else:
        raise AssertionError(f"{fn.__name__}({arg}) returned")
assert demo.depth(500) == 500 and demo.fib(15) == 610
limit = sys.getrecursionlimit()
sys.setrecursionlimit(100)
try:
    demo.depth(500)
except RecursionError as e:
    assert str(e) == "maximum recursion depth exceeded", str(e)
else:
    raise AssertionError("depth(500) returned under a limit of 100")
finally:
    sys.setrecursionlimit(limit)
assert demo.depth(500) == 500

assert str(inspect.signature(demo.scale)) == "(x, k=2)"
assert str(inspect.signature(demo.root)) == "(x=2.0)"
assert str(inspect.signature(demo.label)) == "(s='hi')"
print("OK")
)PY";

// 1: X = 1
// 3: Y = 1 // 0
std::unique_ptr<hintc::ir::Module> make_failing_module(const std::string& name) {
  using hintc::ir::Type;
  auto m = std::make_unique<hintc::ir::Module>();
  m->name = name;
  m->filename = "fail.py";
  hintc::ir::Function* body = add_body(*m);
  FnBuilder b(*body);
  auto* entry = b.block();
  auto* err = b.block();
  b.at(entry);
  b.line(1);
  b.store_global(m->new_global("X", Type::int_()), b.load_int(1), err);
  b.line(3);
  auto* q = b.prim(hintc::ir::PrimId::IntFloorDiv, {b.load_int(1), b.load_int(0)}, err);
  b.store_global(m->new_global("Y", Type::int_()), q, err);
  b.ret(b.load_none());
  b.at(err);
  b.unwind();
  return m;
}

// Builds `cpp` as extension `module` in a fresh directory and runs `script` there.
void build_and_run(const std::string& cpp, const std::string& module, const std::string& script) {
  TempDir tmp;
  ToolResult built = build_extension(cpp, module, tmp.path());
  ASSERT_EQ(built.status, 0) << built.output;
  ToolResult ran = run_python(script, tmp.path());
  EXPECT_EQ(ran.status, 0) << ran.output;
  EXPECT_EQ(ran.output, "OK\n");
}

// Import fails with the body's exception and traceback entry, and fails the same way again.
std::string failing_import_script(const std::string& module) {
  return "import sys, traceback\n"
         "for attempt in range(2):\n"
         "    try:\n"
         "        import " + module + "\n"
         "    except ZeroDivisionError as e:\n"
         "        last = traceback.extract_tb(e.__traceback__)[-1]\n"
         "        where = (last.filename, last.lineno, last.name)\n"
         "        assert where == ('fail.py', 3, '<module>'), where\n"
         "    else:\n"
         "        raise AssertionError('import succeeded')\n"
         "    assert '" + module + "' not in sys.modules\n"
         "print('OK')\n";
}

}  // namespace

TEST(EndToEnd, FailingModuleBodyFailsTheImport) {
  if (!runtime_library_available()) GTEST_SKIP() << "hintc_rt is not part of this build";
  build_and_run(generate_module(*make_failing_module("failmod")), "failmod",
                failing_import_script("failmod"));
}

TEST(EndToEnd, NonAsciiModuleNameUsesMultiPhaseInit) {
  if (!runtime_library_available()) GTEST_SKIP() << "hintc_rt is not part of this build";
  const std::string name = "d\xc3\xa9mo";
  std::string cpp = generate_module(*make_demo_module("pkg." + name));
  EXPECT_NE(cpp.find("PyMODINIT_FUNC PyInitU_dmo_bma(void) {\n"), std::string::npos);
  EXPECT_NE(cpp.find("{Py_mod_exec, (void*)hm_exec},"), std::string::npos);
  build_and_run(cpp, name,
                // Multi-phase modules take their name from the import spec, not the def.
                "import " + name + " as m\n"
                "assert m.__name__ == '" + name + "', m.__name__\n"
                "assert m.fib(20) == 6765 and m.SCALE == 3\n"
                "assert m.scale(2) == 7 and m.label() == 'hi'\n"
                "print('OK')\n");
  build_and_run(generate_module(*make_failing_module("f\xc3\xa4il")), "f\xc3\xa4il",
                failing_import_script("f\xc3\xa4il"));
}

TEST(EndToEnd, DemoModuleImportsAndBehavesLikePython) {
  if (!runtime_library_available()) GTEST_SKIP() << "hintc_rt is not part of this build";
  TempDir tmp;
  const std::string& dir = tmp.path();
  std::string cpp = generate_module(*make_demo_module("pkg.demo"));
  ToolResult built = build_extension(cpp, "demo", dir);
  ASSERT_EQ(built.status, 0) << built.output;
  ToolResult ran = run_python(kScript, dir);
  EXPECT_EQ(ran.status, 0) << ran.output;
  EXPECT_EQ(ran.output, "OK\n");
}
