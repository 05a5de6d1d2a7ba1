import lcg_montecarlo as m

state = 42
for _ in range(5):
    state = m.next_state(state)
    print(state, repr(m.to_unit(state)))
for seed in (0, 1, 2 ** 64 - 1, -5, 2 ** 100 + 3):
    print("pi", seed, repr(m.estimate_pi(seed, 2000)))
    print("walk", seed, m.random_walk(seed, 3000))
    print("gauss", seed, repr(m.gaussian_mean(seed, 1000)))
try:
    m.estimate_pi(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
