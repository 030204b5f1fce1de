"""``python -m cardkit``: the ``cardkit`` command (``cardkit --help``)."""

from cardkit.cli import main

raise SystemExit(main())
