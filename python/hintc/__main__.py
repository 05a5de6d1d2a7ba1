"""``python -m hintc``: same as the ``hintc`` command."""

import sys

from hintc.cli import main

sys.exit(main())
