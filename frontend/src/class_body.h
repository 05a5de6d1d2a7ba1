// The statements of a class body, decorated definitions split into decorators and definition.
#pragma once
#include <string>
#include <vector>

#include "hintc/frontend/parse.h"
#include "hintc/ir/classes.h"

namespace hintc::frontend {

struct BodyItem {
  TSNode node;  // the statement (a decorated def's definition)
  std::vector<TSNode> decorators;
};

// The decorator expressions of a decorated_definition ("staticmethod", "x.setter", ...).
std::vector<TSNode> decorators(TSNode decorated);
std::vector<BodyItem> body_items(TSNode body);

// An annotation making a class-body assignment a class attribute (ClassVar[...], bare Final).
bool class_var_annotation(const std::string& annotation);
// lower_class_ns.cpp: a class-body statement other than a def, class, docstring, `pass` or a
// plain `NAME[: T] = V` assignment (if/for/try/with, calls, augmented assignments, ...).
bool class_body_statement(TSNode s);
// A def inside such a statement of a module-level class body (`if X: def f(self): ...`), or a
// method of a class statement there.
bool def_in_class_statement(TSNode def);
// A class statement inside such a statement of a module-level class body (made when it runs).
bool class_in_class_statement(TSNode cls);
// The class a def is a method of (directly in its body), or null.
TSNode method_class(TSNode def);
// The hidden variable holding the class a class statement made, which super() in its methods
// reads (CPython's __class__ cell).
std::string class_cell_name(TSNode cls);
// The class statements from the outermost one below a def (or the module) down to cls.
std::vector<TSNode> class_path(TSNode cls);

// lower_class_keywords.cpp: a keyword (or **splat) among a class statement's bases; the dunders
// type.__new__ makes classmethods of.
bool class_keyword(TSNode b);
bool implicit_classmethod(const std::string& name);

// Property setters and deleters share the getter's name: their function keys add this.
inline std::string accessor_suffix(ir::MethodKind k) {
  return k == ir::MethodKind::Setter ? ".setter" : k == ir::MethodKind::Deleter ? ".deleter" : "";
}

}  // namespace hintc::frontend
