# A try statement cannot mix except and except* clauses (CPython's parser error, at the first
# clause of the other kind).
def f(x: int) -> int:
    try:
        return 1 // x
    except* ZeroDivisionError:
        pass
    except *OverflowError:
        pass
    except ValueError:
        return 2
    return 0
# error: 10:5: cannot have both 'except' and 'except*' on the same 'try'
