// Closures in the IR: the environment of captured variables a function activation allocates.
#pragma once
#include <string>
#include <vector>

#include "hintc/ir/types.h"

namespace hintc::ir {

// One captured variable (a cell, in CPython's terms) as a typed native slot of the environment.
// "$up" is the enclosing function's environment, the one the owner itself received.
struct EnvField {
  std::string name;
  Type type;
};

// The captured variables of one function: every activation of the function allocates one
// environment (env_new); its nested functions receive it as their hidden first parameter.
struct EnvDef {
  std::vector<EnvField> fields;
  const EnvField* find(const std::string& n) const {
    for (const EnvField& f : fields) {
      if (f.name == n) return &f;
    }
    return nullptr;
  }
};

}  // namespace hintc::ir
