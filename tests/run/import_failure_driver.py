import sys

for attempt in range(3):
    try:
        import import_failure  # noqa: F401
    except ZeroDivisionError as e:
        print("attempt", attempt, type(e).__name__, e, "| in sys.modules:", "import_failure" in sys.modules)
print("giving up; the next import is not caught")
import import_failure  # noqa: E402,F401,F811
