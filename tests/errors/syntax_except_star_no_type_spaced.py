# except* needs a type, also written with blanks around the star (CPython's error, at the colon).
try:
    pass
except  *  :
    pass
# error: 4:12: expected one or more exception types
