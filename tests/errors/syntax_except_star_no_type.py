# except* needs a type (CPython's parser error, at the colon).
try:
    pass
except* ValueError:
    pass
except*:
    pass
# error: 6:8: expected one or more exception types
