"""Binder's files: its Python pinned (binder/runtime.txt), pins that satisfy pyproject.toml and that
pip resolves for that Python, with wheels only (repo2docker installs them with that Python's pip)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the same parser, from PyPI (the test extra)
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"


def binder_python() -> str:
    """The Python version binder/runtime.txt asks repo2docker for: ``python-3.11`` -> ``3.11``."""
    text = (BINDER / "runtime.txt").read_text().strip()
    assert re.fullmatch(r"python-3\.\d+", text), f"binder/runtime.txt should read python-3.X, not {text!r}"
    return text.removeprefix("python-")


def pins() -> dict[str, str]:
    """binder/requirements.txt's pins, by normalized name."""
    found = {}
    for line in (BINDER / "requirements.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            requirement = Requirement(line)
            [spec] = requirement.specifier  # one exact pin per line
            assert spec.operator == "==", line
            found[normalize(requirement.name)] = spec.version
    return found


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def unservable(python: str) -> str | None:
    """Why pip cannot install binder/requirements.txt on ``python`` from wheels, in one sentence (None: it can)."""
    with tempfile.TemporaryDirectory() as target:  # --python-version needs --target; --dry-run writes nothing
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "install",
                "--dry-run",
                "--quiet",
                "--ignore-installed",
                "--python-version",
                python,
                "--only-binary=:all:",
                "--target",
                target,
                "-r",
                str(BINDER / "requirements.txt"),
            ],
            capture_output=True,
            text=True,
            timeout=600,
        )
    if result.returncode == 0:
        return None
    wanted = re.search(r"satisfies the requirement (\S+)", result.stderr)
    what = wanted.group(1) if wanted else result.stderr.strip().splitlines()[-1]
    return (
        f"binder/requirements.txt cannot be installed on Python {python} (binder/runtime.txt): pip finds no "
        f"wheel of {what} for it; change runtime.txt's Python or that pin"
    )


def test_binders_python_is_pinned_to_one_that_pyproject_accepts():
    python = binder_python()
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    assert python == "3.11" and f"{python}.0" in SpecifierSet(requires)


def test_binders_pins_are_the_packages_dependencies_and_extras_and_satisfy_them():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    needed = [Requirement(r) for r in project["dependencies"] + extras["dashboard"] + extras["explore"]]
    pinned = pins()
    assert {normalize(r.name) for r in needed} == set(pinned)  # nothing missing, nothing else
    for requirement in needed:
        assert pinned[normalize(requirement.name)] in requirement.specifier, (requirement, pinned)


@pytest.mark.slow
def test_pip_resolves_the_pins_for_binders_python_from_wheels_and_names_a_pin_another_python_cannot_serve():
    started = time.monotonic()
    assert unservable(binder_python()) is None
    # repo2docker's default Python, which the Binder build used: the pins need 3.11.
    refusal = unservable("3.10")
    assert re.fullmatch(
        r"binder/requirements.txt cannot be installed on Python 3\.10 \(binder/runtime.txt\): pip "
        r"finds no wheel of [\w-]+==[\d.]+ for it; change runtime.txt's Python or that pin",
        refusal,
    )
    print(f"\n{refusal}\nresolving binder/requirements.txt for 3.11 and 3.10: {time.monotonic() - started:.1f} s")


def test_binders_server_settings_are_the_dashboards():
    """Binder's route reads binder/jupyter_server_config.json, not ``cardkit dashboard``'s flags: the
    settings both need agree (the cull timings are the CLI's defaults, Voila's wait for the app's output is
    the same constant)."""
    from cardkit.cli import IOPUB_TIMEOUT, dashboard_arguments

    config = json.loads((BINDER / "jupyter_server_config.json").read_text())
    flags = dashboard_arguments(Path("dashboard.ipynb"))
    assert f"--VoilaExecutor.iopub_timeout={config['VoilaExecutor']['iopub_timeout']}" in flags
    assert config["VoilaExecutor"]["iopub_timeout"] == IOPUB_TIMEOUT
    for name, value in config["MappingKernelManager"].items():
        assert f"--MappingKernelManager.{name}={value}" in flags
