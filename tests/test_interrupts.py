"""Compiled loops answer Ctrl-C and signal handlers, and let other threads run.

No timing assertion: the loops are unbounded (or far longer than any timeout), so finishing at
all proves the interrupt was seen; the observed latency is printed for the record.
"""

import signal
import subprocess
import sys
import textwrap
import time

import pytest

from helpers import _env, compile_module

SOURCE = textwrap.dedent(
    """
    def spin_int(n: int) -> int:
        # pure and typed: runs as the int64 fast clone
        s = 0
        i = 0
        while i < n:
            s = (s + i * i) % 1000003
            i += 1
        return s

    def spin_range(n: int) -> float:
        x = 0.0
        for i in range(n):
            x = x * 0.5 + i
        return x

    def spin_untyped(n):
        s = 0
        for i in range(n):
            s = (s + i) % 7
        return s

    def spin_list(n: int) -> int:
        # a list loop whose body calls no compiled code and has no loop of its own: only the
        # list loop's back-edge polls. insert(0, x) keeps the item at the next index the same,
        # so the loop never ends, and memmove makes it slow enough that memory stays small.
        xs: list[int] = [1, 2, 3]
        s = 0
        for x in xs:
            xs.insert(0, x)
            s += x
            if s == n:
                break
        return s

    def spin_noisy(n: int) -> int:
        # not pure (prints): the exact version runs
        i = 0
        while True:
            i += 1
            if i == n:
                print("never")
        return i
    """
)


@pytest.fixture(scope="module")
def spin_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("spin")
    src = d / "spinmod.py"
    src.write_text(SOURCE)
    compile_module(src, d / "out", opt_level=2)
    return d / "out"


@pytest.mark.parametrize("func", ["spin_int", "spin_range", "spin_untyped", "spin_noisy",
                                  "spin_list"])
def test_ctrl_c_interrupts_a_compiled_loop(spin_dir, func):
    code = textwrap.dedent(
        f"""
        import sys, time, spinmod
        print("ready", flush=True)
        t0 = time.perf_counter()
        try:
            spinmod.{func}(10**15)
        except KeyboardInterrupt:
            print("interrupted", flush=True)
        """
    )
    proc = subprocess.Popen([sys.executable, "-c", code], env=_env([spin_dir]),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "ready"
    time.sleep(0.3)  # let the loop start
    sent = time.perf_counter()
    proc.send_signal(signal.SIGINT)
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail(f"{func} ignored SIGINT")
    print(f"{func}: KeyboardInterrupt {1e3 * (time.perf_counter() - sent):.0f} ms after SIGINT")
    assert "interrupted" in out, err


def test_signal_handler_exception_propagates(spin_dir):
    code = textwrap.dedent(
        """
        import signal, spinmod
        class Stop(Exception):
            pass
        def handler(signum, frame):
            raise Stop("from handler")
        signal.signal(signal.SIGALRM, handler)
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        try:
            spinmod.spin_int(10**15)
        except Stop as e:
            print("caught", e)
        # the module still works afterwards, on both paths
        print(spinmod.spin_int(1000), spinmod.spin_untyped(100))
        """
    )
    r = subprocess.run([sys.executable, "-c", code], env=_env([spin_dir]), capture_output=True,
                       text=True, timeout=60)
    expected = f"{sum(i * i for i in range(1000)) % 1000003} {sum(range(100)) % 7}"
    assert r.stdout.split("\n")[:2] == ["caught from handler", expected], r.stderr


def test_other_threads_run_during_a_compiled_loop(spin_dir):
    code = textwrap.dedent(
        """
        import threading, spinmod
        ticks = 0
        done = False
        def worker():
            global ticks
            while not done:
                ticks += 1
        t = threading.Thread(target=worker)
        t.start()
        spinmod.spin_int(300_000_000)
        done = True
        t.join()
        print("worker ran" if ticks > 0 else "worker starved")
        """
    )
    r = subprocess.run([sys.executable, "-c", code], env=_env([spin_dir]), capture_output=True,
                       text=True, timeout=300)
    assert r.stdout.strip() == "worker ran", r.stderr
