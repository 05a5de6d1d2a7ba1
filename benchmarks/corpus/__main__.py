# Entry point for `python -m benchmarks.corpus`.
import sys

from benchmarks.corpus.cli import main

sys.exit(main())
