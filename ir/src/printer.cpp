// Prints IR functions as text: one op per line, registers by name, op results as %N.
#include "hintc/ir/printer.h"

#include <cstdio>
#include <sstream>

namespace hintc::ir {
namespace {

std::string value_name(const Value* v) {
  if (v->is_register()) return static_cast<const Register*>(v)->name;
  return "%" + std::to_string(v->id);
}

std::string quote(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string format_double(double d) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", d);
  return buf;
}

std::string label(const Block* b) { return "L" + std::to_string(b->id); }

void print_op(std::ostringstream& os, const Op& op) {
  os << "    ";
  if (op.has_result) os << value_name(&op) << ": " << op.type.name() << " = ";
  os << op_info(op.kind).name;
  std::vector<std::string> parts;
  switch (op.kind) {
    case OpKind::LoadInt:
    case OpKind::LoadBool:
    case OpKind::SetLine:
    case OpKind::LineEvent: parts.push_back(std::to_string(op.imm)); break;
    case OpKind::LoadFloat: parts.push_back(format_double(op.fimm)); break;
    case OpKind::LoadBigInt:
    case OpKind::LoadStr:
    case OpKind::LoadBytes:
    case OpKind::RaiseUnbound: parts.push_back(quote(op.text)); break;
    case OpKind::Assign: parts.push_back(op.dest->name); break;
    case OpKind::LoadGlobal:
    case OpKind::StoreGlobal: parts.push_back("@" + op.global->name); break;
    case OpKind::PrimCall: parts.push_back(prim_info(op.prim).name); break;
    case OpKind::Call:
      parts.push_back(op.callee->name + (op.callee->is_fast_clone ? ".i64" : "") +
                      (op.callee->native_list_of ? ".nl" : ""));
      break;
    case OpKind::MakeFunction: parts.push_back(op.callee->name); break;
    case OpKind::Unbox:
    case OpKind::MakeClass: parts.push_back(quote(op.text)); break;
    case OpKind::NewObject:
    case OpKind::LoadClass:
    case OpKind::IsInstance: parts.push_back(op.text); break;
    case OpKind::GetField:
    case OpKind::SetField: parts.push_back("." + op.text); break;
    case OpKind::CallVirtual:
      parts.push_back(op.callee->name + "[vt " + std::to_string(op.imm) + "]");
      break;
    case OpKind::MakeMethod: parts.push_back(op.callee->owner->name + "." + op.callee->name); break;
    case OpKind::CallMethod: parts.push_back("." + op.text); break;
    case OpKind::EnvNew:
    case OpKind::MakeClosure: parts.push_back(op.callee->name); break;
    case OpKind::EnvGet:
    case OpKind::EnvSet:
    case OpKind::EnvDel:
      parts.push_back(op.callee->name + "." + op.text + (op.imm ? " free" : ""));
      break;
    case OpKind::Build: parts.push_back(build_kind_name(op.imm)); break;
    case OpKind::ExcEndHandler:
    case OpKind::WithExit:
    case OpKind::Clear: parts.push_back(op.dest->name); break;
    case OpKind::DelGlobal: parts.push_back("@" + op.global->name); break;
    case OpKind::Raise:
      if (op.imm) parts.push_back("from");
      break;
    case OpKind::Unwind:
      if (op.imm) parts.push_back("reraise");
      break;
    case OpKind::CallImported: parts.push_back(quote(op.text) + "." + op.callee->name); break;
    case OpKind::ApiLive:
      parts.push_back(quote(op.text) + "." + op.callee->name);
      parts.push_back("@" + op.global->name);
      break;
    case OpKind::BindApi: parts.push_back(quote(op.text)); break;
    default: break;
  }
  for (const Value* v : op.operands) parts.push_back(value_name(v));
  if (op.borrowed) parts.push_back("borrowed");
  if (op.kind == OpKind::Goto || op.kind == OpKind::Yield || op.kind == OpKind::YieldFrom) {
    parts.push_back(label(op.targets[0]));
  }
  if (op.kind == OpKind::Branch || op.kind == OpKind::IterNext) {
    parts.push_back(label(op.targets[0]));
    parts.push_back(label(op.targets[1]));
  }
  if (op.kind == OpKind::CallObject) {
    for (const std::string& k : op.kwnames) parts.push_back("kw=" + quote(k));
  }
  if (op.kind == OpKind::Print) {
    if (op.has_sep) parts.push_back("sep=" + quote(op.sep));
    if (op.has_end) parts.push_back("end=" + quote(op.end));
  }
  for (size_t i = 0; i < parts.size(); ++i) os << (i == 0 ? " " : ", ") << parts[i];
  if (op.error_target != nullptr) os << " ! " << label(op.error_target);
  if (op.span.line > 0) os << "  # line " << op.span.line;
  os << "\n";
}

}  // namespace

std::string print_function(const Function& f) {
  std::ostringstream os;
  os << "def " << f.name << (f.is_fast_clone ? ".i64" : "") << (f.native_list_of ? ".nl" : "")
     << "(";
  for (size_t i = 0; i < f.params.size(); ++i) {
    const Param& p = f.params[i];
    static const char* const kMark[] = {"/", "", "*", "kw ", "**"};
    os << (i ? ", " : "") << kMark[static_cast<int>(p.kind)] << p.reg->name << ": "
       << p.reg->type.name();
    if (p.default_value != nullptr) os << " = @" << p.default_value->name;
    if (p.closure_default) os << " = (closure default)";
  }
  os << ") -> " << f.return_type.name();
  if (f.is_generator) {
    os << (f.is_async_gen ? ", async_generator[" : ", generator[") << f.gen_yield.name() << ", " << f.gen_send.name() << ", "
       << f.gen_return.name() << "]";
  }
  if (f.inline_hint) os << " [inline]";
  os << ":\n";
  bool any_local = false;
  for (const auto& r : f.registers) {
    if (r->is_param) continue;
    os << (any_local ? ", " : "  locals: ") << r->name << ": " << r->type.name();
    any_local = true;
  }
  if (any_local) os << "\n";
  for (const auto& b : f.blocks) {
    os << "  " << label(b.get()) << ":\n";
    for (const auto& op : b->ops) print_op(os, *op);
  }
  return os.str();
}

std::string print_module(const Module& m) {
  std::ostringstream os;
  os << "module " << m.name << "\n";
  for (const auto& g : m.globals) {
    os << "global @" << g->name << ": " << g->type.name() << (g->is_public ? "" : " (internal)")
       << "\n";
  }
  for (const auto& f : m.functions) os << "\n" << print_function(*f);
  if (m.body) os << "\n" << print_function(*m.body);
  return os.str();
}

}  // namespace hintc::ir
