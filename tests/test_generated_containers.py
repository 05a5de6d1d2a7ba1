"""Differential tests on generated container/string programs (tests/gen/containers.py): random
well-typed modules over list/dict/set/tuple/str/Optional run under CPython and compiled by hintc
must print the same lines, exceptions included."""
from __future__ import annotations

import pytest

from gen.containers import generate_driver, generate_module
from gen.differential import check_generated, describe

# 12 modules x 12 functions x 6 calls per CI run; `python tests/gen/containers.py --seeds A-B`
# runs more.
CI_SEEDS = list(range(1, 13))


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory):
    root = tmp_path_factory.mktemp("cgen")
    return check_generated(CI_SEEDS, generate_module, generate_driver, "cg", root)


@pytest.mark.parametrize("seed", CI_SEEDS)
def test_generated_container_module(outcomes, seed):
    outcome = outcomes[seed]
    assert outcome.calls >= 12 * 6
    assert outcome.ok, describe(outcome)


def test_container_generator_is_deterministic_and_valid():
    first = generate_module(77)
    assert first == generate_module(77)
    assert first[0] != generate_module(78)[0]
    for seed in range(40):
        compile(generate_module(seed)[0], f"cg_{seed}.py", "exec")
