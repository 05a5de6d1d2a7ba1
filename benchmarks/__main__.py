# Entry point for `python -m benchmarks`.
import sys

from benchmarks.cli import main

sys.exit(main())
