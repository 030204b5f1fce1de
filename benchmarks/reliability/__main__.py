import sys

from benchmarks.reliability import main

sys.exit(main())
