import exc_star_basic as m
from _exc_star_show import runner


run = runner("exc_star_basic.py")


run("split_all(7)", m.split_all, 7)
run("split_all(1)", m.split_all, 1)
run("leftover(5)", m.leftover, 5)
run("leftover(2)", m.leftover, 2)
run("naked(3)", m.naked, 3)
run("naked(0)", m.naked, 0)
run("naked_reraise(4)", m.naked_reraise, 4)
run("raise_in_handler(5)", m.raise_in_handler, 5)
run("raise_in_handler(1)", m.raise_in_handler, 1)
run("raise_one_only(2)", m.raise_one_only, 2)
for which in range(4):
    run("reraise_parts(6, %d)" % which, m.reraise_parts, 6, which)
run("reraise_parts(2, 3)", m.reraise_parts, 2, 3)
run("explicit_raise(4)", m.explicit_raise, 4)
run("explicit_raise(1)", m.explicit_raise, 1)
run("tuple_classes(8)", m.tuple_classes, 8)
run("tuple_classes(2)", m.tuple_classes, 2)
run("nested(1)", m.nested, 1)
run("once_each(1)", m.once_each, 1)
for x in range(3):
    run("else_finally(%d)" % x, m.else_finally, x)
run("name_cleared(1)", m.name_cleared, 1)
run("catch_group_type(1)", m.catch_group_type, 1)
run("catch_not_class(1)", m.catch_not_class, 1)
run("group_class_later(1)", m.group_class_later, 1)
run("class_expr_fails(0)", m.class_expr_fails, 0)
run("class_expr_fails(1)", m.class_expr_fails, 1)
run("space_star(5)", m.space_star, 5)
run("no_exception(4)", m.no_exception, 4)
run("loops_in_handler(6)", m.loops_in_handler, 6)
run("base_group(1)", m.base_group, 1)
run("rest_is_none_later(1)", m.rest_is_none_later, 1)
run("match_everything(1)", m.match_everything, 1)
m.raise_in_handler(4)
