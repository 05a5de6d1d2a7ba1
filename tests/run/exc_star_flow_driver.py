import asyncio
import exc_star_flow as m
from _exc_star_show import runner


run = runner("exc_star_flow.py")


print("module results:", m.results)
run("inner(1)", m.inner, 1)
run("middle(2)", m.middle, 2)
run("outer(3)", m.outer, 3)
run("raising_chain(4)", m.raising_chain, 4)
run("gen(5)", lambda n: list(m.gen(n)), 5)


def close_early(n):
    # GeneratorExit thrown into an except* handler is recorded and comes out in a group, so the
    # generator goes on to its next yield.
    g = m.gen(n)
    print(next(g))
    try:
        g.close()
    finally:
        print("rest:", list(g))


run("close_early(6)", close_early, 6)
run("coro(7)", lambda n: asyncio.run(m.coro(n)), 7)
run("subclass_split(8)", m.subclass_split, 8)
run("subclass_reraise(9)", m.subclass_reraise, 9)
run("with_notes(10)", m.with_notes, 10)
run("count", m.count, ExceptionGroup("c", [ValueError(), ExceptionGroup("d", [KeyError(), KeyError()])]))
run("count(bad)", m.count, ValueError())
run("typed_methods(11)", m.typed_methods, 11)
run("nested_reraise(12)", m.nested_reraise, 12)
run("plain_inside_star(13)", m.plain_inside_star, 13)
run("star_inside_plain(14)", m.star_inside_plain, 14)
run("with_in_handler(15)", m.with_in_handler, 15)
run("Service(5).run(3)", m.Service(5).run, 3)
run("Service(1).run(3)", m.Service(1).run, 3)
run("finally_runs(16)", m.finally_runs, 16)
run("predicates(2)", m.predicates, 2)
run("predicates(0)", m.predicates, 0)
m.outer(17)
