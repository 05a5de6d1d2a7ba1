"""Differential tests on generated class and exception programs (tests/gen/classes.py): random
modules over compiled classes (fields, inheritance, super(), properties, dataclasses, context
managers) and exceptions (handlers, tuples, else/finally, raise from, re-raise, assert) run under
CPython and compiled by hintc must print the same lines, uncaught exceptions included."""
from __future__ import annotations

import pytest

from gen.classes import generate_driver, generate_module
from gen.differential import check_generated, describe

# 8 modules x 10 functions x 6 calls per CI run; `python tests/gen/classes.py --seeds A-B` runs more.
CI_SEEDS = list(range(1, 9))


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory):
    root = tmp_path_factory.mktemp("kgen")
    return check_generated(CI_SEEDS, generate_module, generate_driver, "kg", root)


@pytest.mark.parametrize("seed", CI_SEEDS)
def test_generated_class_module(outcomes, seed):
    outcome = outcomes[seed]
    assert outcome.calls >= 10 * 6
    assert outcome.ok, describe(outcome)


def test_class_generator_is_deterministic_and_valid():
    first = generate_module(77)
    assert first == generate_module(77)
    assert first[0] != generate_module(78)[0]
    for seed in range(40):
        compile(generate_module(seed)[0], f"kg_{seed}.py", "exec")
