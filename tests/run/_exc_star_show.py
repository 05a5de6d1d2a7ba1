"""run(label, fn, *args) for the exc_star_* run-test drivers: prints the result, or the exception
with its context, cause, notes and the traceback entries in the program's file, and, for a group,
each of its exceptions the same way."""
import os
import traceback


def frames(e, program):
    return [(os.path.basename(f.filename), f.name, f.lineno) for f in traceback.extract_tb(e.__traceback__)
            if f.filename.endswith(program)]


def describe(e, program, indent="  "):
    print(indent + repr(e), "| context:", repr(e.__context__), "| cause:", repr(e.__cause__),
          "| notes:", getattr(e, "__notes__", None), "| tb:", frames(e, program))
    if isinstance(e, BaseExceptionGroup):
        for sub in e.exceptions:
            describe(sub, program, indent + "  ")


def runner(program):
    def run(label, fn, *args):
        try:
            r = fn(*args)
        except BaseException as e:
            print(label, "raised", type(e).__name__)
            describe(e, program)
        else:
            print(label, "->", repr(r))
    return run
