"""The reliability benchmark as a package (``attacks_app.py``: attacks on the app from its page).

Until the benchmark's parts move into this package, ``benchmarks/reliability.py`` (which this package
now hides from ``import``) is loaded from its file and re-exported here, so ``import
benchmarks.reliability`` and ``python -m benchmarks.reliability`` work as before.
"""
import importlib.util as _util
from pathlib import Path as _Path

_spec = _util.spec_from_file_location("benchmarks._reliability", _Path(__file__).resolve().parent.parent / "reliability.py")
_module = _util.module_from_spec(_spec)
_spec.loader.exec_module(_module)
globals().update({k: v for k, v in vars(_module).items() if not k.startswith("__")})
