// Compile error message texts, in one place (mypy's wording where mypy reports the same error).
#pragma once
#include <string>

namespace hintc::frontend::msg {

inline std::string unsupported(const std::string& what) {
  return "hintc does not support " + what + " yet";
}
inline const char* kGeneratorReturnType =
    "The return type of a generator function should be \"Generator\" or one of its supertypes";
inline const char* kAsyncGeneratorReturnType =
    "The return type of an async generator function should be \"AsyncGenerator\" or one of its "
    "supertypes";
inline const char* kYieldOutsideFunction = "'yield' outside function";
inline std::string undefined_name(const std::string& n) {
  return "Name \"" + n + "\" is not defined";
}
inline std::string incompatible_assignment(const std::string& expr, const std::string& var) {
  return std::string("Incompatible types in assignment (expression has type \"") + expr +
         "\", variable has type \"" + var + "\")";
}
inline std::string incompatible_return(const std::string& got, const std::string& expected) {
  return std::string("Incompatible return value type (got \"") + got + "\", expected \"" +
         expected + "\")";
}
inline std::string incompatible_argument(int index, const std::string& fn, const std::string& got,
                                         const std::string& expected) {
  return "Argument " + std::to_string(index) + " to \"" + fn + "\" has incompatible type \"" + got +
         "\"; expected \"" + expected + "\"";
}
inline std::string incompatible_argument(const std::string& label, const std::string& fn,
                                         const std::string& got, const std::string& expected) {
  return "Argument " + label + " to \"" + fn + "\" has incompatible type \"" + got +
         "\"; expected \"" + expected + "\"";
}
inline std::string unsupported_operands(const std::string& op, const std::string& l, const std::string& r) {
  return "Unsupported operand types for " + op + " (\"" + l + "\" and \"" + r + "\")";
}
inline std::string unsupported_operand(const std::string& op, const std::string& t) {
  return "Unsupported operand type for " + op + " (\"" + t + "\")";
}
inline std::string too_many_args(const std::string& fn) {
  return "Too many arguments for \"" + fn + "\"";
}
inline std::string too_many_positional(const std::string& fn) {
  return "Too many positional arguments for \"" + fn + "\"";
}
inline std::string missing_named_arg(const std::string& p, const std::string& fn) {
  return "Missing named argument \"" + p + "\" for \"" + fn + "\"";
}
inline std::string missing_arg(const std::string& p, const std::string& fn) {
  return "Missing positional argument \"" + p + "\" in call to \"" + fn + "\"";
}
inline std::string unexpected_kwarg(const std::string& k, const std::string& fn) {
  return "Unexpected keyword argument \"" + k + "\" for \"" + fn + "\"";
}
inline std::string multiple_values(const std::string& p, const std::string& fn) {
  return "\"" + fn + "\" gets multiple values for keyword argument \"" + p + "\"";
}
inline std::string not_callable(const std::string& t) { return std::string("\"") + t + "\" not callable"; }
inline const char* kMissingReturn = "Missing return statement";
inline const char* kReturnValueExpected = "Return value expected";
inline const char* kNoReturnValue = "No return value expected";
inline const char* kBreakOutsideLoop = "\"break\" outside loop";
inline const char* kContinueOutsideLoop = "\"continue\" not properly in loop";
inline const char* kReturnOutsideFunction = "\"return\" outside function";
inline const char* kRaiseNotException = "Exception must be derived from BaseException";
inline const char* kExceptNotException =
    "Exception type must be derived from BaseException (or be a tuple of exception classes)";
inline std::string no_attribute(const std::string& type, const std::string& attr) {
  return "\"" + type + "\" has no attribute \"" + attr + "\"";
}
inline const char* kTooDeep = "too deeply nested expression";
inline const char* kTooManyIndents = "too many levels of indentation";

}  // namespace hintc::frontend::msg
