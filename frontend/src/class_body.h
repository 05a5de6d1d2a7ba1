// The statements of a class body, decorated definitions split into decorators and definition.
#pragma once
#include <vector>

#include "hintc/frontend/parse.h"

namespace hintc::frontend {

struct BodyItem {
  TSNode node;  // the statement (a decorated def's definition)
  std::vector<TSNode> decorators;
};

// The decorator expressions of a decorated_definition ("staticmethod", "x.setter", ...).
std::vector<TSNode> decorators(TSNode decorated);
std::vector<BodyItem> body_items(TSNode body);

}  // namespace hintc::frontend
