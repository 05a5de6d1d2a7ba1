// GoogleTest entry point that starts an embedded CPython interpreter before running the tests.
#include <gtest/gtest.h>

#include "hintc/runtime.h"

int main(int argc, char** argv) {
  Py_Initialize();
  ::testing::InitGoogleTest(&argc, argv);
  int rc = RUN_ALL_TESTS();
  Py_Finalize();
  return rc;
}
