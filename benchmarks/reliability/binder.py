"""Binder's environment, built from binder/ alone: a fresh venv, ``pip install -r binder/requirements.txt``,
``binder/postBuild``. tests/test_dashboard_binder.py serves the dashboard from it. ``make test`` builds it
in the background while the suite's first step runs (``python -m benchmarks.reliability.binder DIR``), so
the serial step finds it ready (``CARDKIT_TEST_BINDER_VENV``); without one the test builds its own."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILT = ".binder-built"  # written last: a venv without it was interrupted and is not used


@dataclass(frozen=True)
class BinderVenv:
    prefix: Path
    bin: Path
    env: dict[str, str]


def environment(prefix: Path) -> BinderVenv:
    """The venv at ``prefix`` and the environment its commands run in: only what Binder's files install counts."""
    bin_dir = prefix / "bin"
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "VIRTUAL_ENV": str(prefix)}
    for name in ("PYTHONPATH", "JUPYTER_PATH", "JUPYTER_CONFIG_PATH"):
        env.pop(name, None)
    return BinderVenv(prefix, bin_dir, env)


def build(prefix: Path) -> BinderVenv:
    """Binder's environment at ``prefix`` (made anew), built as mybinder builds it from this checkout."""
    started = time.monotonic()
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(prefix)], check=True)
    venv = environment(prefix)
    requirements = ROOT / "binder" / "requirements.txt"
    pip = [str(venv.bin / "python"), "-m", "pip", "install", "--quiet", "-r", str(requirements)]
    subprocess.run(pip, check=True, env=venv.env, timeout=900)
    subprocess.run([str(ROOT / "binder" / "postBuild")], check=True, env=venv.env, cwd=ROOT, timeout=600)
    (prefix / BUILT).write_text("")
    print(f"Binder's environment built from binder/ in {time.monotonic() - started:.0f} s")
    return venv


def prebuilt() -> BinderVenv | None:
    """The environment ``make test`` built beside the suite's first step, if it is there and complete."""
    prefix = os.environ.get("CARDKIT_TEST_BINDER_VENV")
    return environment(Path(prefix).resolve()) if prefix and Path(prefix, BUILT).exists() else None


if __name__ == "__main__":
    build(Path(sys.argv[1]).resolve())
