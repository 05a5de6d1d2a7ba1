from math_log_untyped import log_any, logs

print(logs())
print(round(log_any(10**30), 6))
