# A 64-bit linear congruential generator driving Monte Carlo estimates; all state is int math with
# masks, so results are reproducible bit for bit.
import math

MASK = (1 << 64) - 1
MULT = 6364136223846793005
INC = 1442695040888963407


def next_state(state: int) -> int:
    return (state * MULT + INC) & MASK


def to_unit(state: int) -> float:
    return (state >> 11) / 9007199254740992.0


def estimate_pi(seed: int, samples: int) -> float:
    state = seed & MASK
    inside = 0
    for _ in range(samples):
        state = next_state(state)
        x = to_unit(state)
        state = next_state(state)
        y = to_unit(state)
        if x * x + y * y < 1.0:
            inside += 1
    return 4.0 * inside / samples


def random_walk(seed: int, steps: int) -> int:
    state = seed
    position = 0
    farthest = 0
    for _ in range(steps):
        state = next_state(state)
        if state >> 63:
            position += 1
        else:
            position -= 1
        farthest = max(farthest, abs(position))
    return farthest * 1000000 + (position % 1000)


def gaussian_mean(seed: int, samples: int) -> float:
    # Box-Muller transform; averages should approach zero.
    state = seed
    total = 0.0
    for _ in range(samples):
        state = next_state(state)
        u1 = to_unit(state) or 1e-12
        state = next_state(state)
        u2 = to_unit(state)
        total += math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)
    return total / samples
