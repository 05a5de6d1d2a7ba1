# Runs one benchmark once inside a fresh interpreter; stdout is the program's checksum output only.
#
# Usage: python child.py MODULE_DIR MODULE TIMING_JSON (program [ARG] | micro FUNC ARG REPEAT)
# Timing goes to TIMING_JSON so that stdout carries nothing but what the benchmark printed.
import json
import sys
import time
import timeit


def main(argv: list[str]) -> int:
    module_dir, module_name, timing_path, mode = argv[:4]
    rest = argv[4:]
    # Only the built module's directory may supply the module: drop this script's own folder,
    # which holds the benchmark sources themselves.
    sys.path[:] = [module_dir] + [p for p in sys.path[1:] if p]
    t0 = time.perf_counter()
    module = __import__(module_name)
    import_s = time.perf_counter() - t0
    origin = getattr(module, "__file__", "") or ""
    result: dict[str, object] = {"import_s": import_s, "origin": origin}
    if mode == "program":
        t0 = time.perf_counter()
        if rest:
            module.main(int(rest[0]))
        else:
            module.main()
        result["seconds"] = time.perf_counter() - t0
    elif mode == "micro":
        func = getattr(module, rest[0])
        arg = int(rest[1])
        repeat = int(rest[2])
        print(func(arg))
        sys.stdout.flush()
        if repeat > 0:
            # The statement calls through a global, as Python code calling the function would.
            timer = timeit.Timer(f"f({arg})", globals={"f": func})
            number, _ = timer.autorange()
            per_call = [t / number for t in timer.repeat(repeat=repeat, number=number)]
            result["seconds"] = min(per_call)
            result["number"] = number
            result["repeats"] = per_call
        else:
            t0 = time.perf_counter()
            func(arg)
            result["seconds"] = time.perf_counter() - t0
    else:
        print(f"unknown mode {mode!r}", file=sys.stderr)
        return 2
    sys.stdout.flush()
    with open(timing_path, "w") as f:
        json.dump(result, f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
