"""``python -m benchmarks.reliability``: every part, its table, and the violations found."""

import sys

from benchmarks.reliability.run import main

sys.exit(main())
