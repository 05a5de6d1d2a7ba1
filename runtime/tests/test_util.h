// Shared helpers for the runtime tests: Python evaluation, outcome capture, value grids.
#pragma once
#include <string>
#include <vector>

#include "hintc/runtime.h"

namespace rt_test {

// Evaluates a Python expression (with `math` and `sys` available); aborts the test on error.
PyObject* eval(const std::string& expr);

// Fetches and clears the pending exception as "TypeName: message".
std::string take_error();

// What an operation produced: either a repr of the value (with its exact type name) or the
// exception, so CPython's and the runtime's results compare as strings.
std::string outcome_of_object(PyObject* stolen);
std::string outcome_of_hint(HInt stolen);
std::string outcome_of_double(double d);  // checks the HFLOAT_ERROR convention

// Exact text for a double: distinguishes -0.0 and nan, and prints all 17 digits.
std::string describe_double(double d);

// The int grid: boundaries (0, +-1, +-2**31, +-2**53, +-2**62 and neighbours, +-2**63, +-2**64,
// 10**30) plus fixed-seed random values of several widths. New references.
std::vector<PyObject*> int_grid();
// Small shift counts and exponents, each as Python ints.
std::vector<PyObject*> ints_from(const std::vector<std::string>& exprs);
// The float grid: zeros, +-1, halves, denormals, huge, inf, nan, random values.
std::vector<double> float_grid();

void release(std::vector<PyObject*>& v);

// True when a normalised HInt is small exactly when its value fits the small range.
bool is_normalised(HInt h);

}  // namespace rt_test
