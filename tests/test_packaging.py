"""cardkit as PyPI serves it: metadata, a README that reads on PyPI (absolute links from the one
repository address), the extras, and the built wheel installed into a fresh venv and used from
outside the repository: `cardkit play`, then `cardkit dashboard` played in Chromium."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from packaging.requirements import Requirement

import cardkit
from cardkit import cli

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the same parser, from PyPI (the test extra)
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
REPOSITORY = PROJECT["urls"]["Repository"]
README = (ROOT / "README.md").read_text(encoding="utf-8")
MISSING_EXTRA = (
    "cardkit: cardkit dashboard needs Voila and ipykernel, which the dashboard extra installs: "
    'pip install "cardkit[dashboard]"'
)


def names(requirements: list[str]) -> set[str]:
    return {Requirement(r).name.lower() for r in requirements}


def test_the_repository_address_is_declared_once_and_every_project_url_uses_it():
    assert re.fullmatch(r"https://github\.com/[\w.-]+/[\w.-]+", REPOSITORY)
    owner, name = REPOSITORY.removeprefix("https://github.com/").split("/")
    # The docs site is published under docs/ of the repository's GitHub Pages site (CONTRIBUTING.md, "Docs").
    assert PROJECT["urls"]["Documentation"] == f"https://{owner}.github.io/{name}/docs/"
    assert all(url.startswith(REPOSITORY) for key, url in PROJECT["urls"].items() if key != "Documentation")


def test_the_readme_links_and_its_image_are_absolute_and_built_from_the_repository_address():
    links = re.findall(r"\]\(([^)\s]+)\)", README) + re.findall(r"""(?:src|href)=["']([^"']+)""", README)
    assert len(links) > 10
    assert [link for link in links if not link.startswith("https://")] == []  # nothing relative left for PyPI
    owner_repo = REPOSITORY.removeprefix("https://github.com/")
    for link in links:
        if "github.com/" in link or "githubusercontent.com/" in link:
            prefix, kind, path = re.fullmatch(r"(.*?)/(blob|tree|HEAD)/(?:HEAD/)?(.*)", link).groups()
            assert prefix in (REPOSITORY, f"https://raw.githubusercontent.com/{owner_repo}"), link
            path, _, anchor = path.partition("#")
            assert (ROOT / path).exists(), f"{link} names {path}, which is not in the repository"
            if anchor:  # a section of a page: one of its headings, as GitHub makes their anchors
                headings = re.findall(r"^#+ (.+)$", (ROOT / path).read_text(encoding="utf-8"), re.M)
                slugs = {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in headings}
                assert anchor in slugs, f"{link}: {path} has no heading {anchor!r}"
    badge = f"https://mybinder.org/v2/gh/{owner_repo}/HEAD?urlpath=voila%2Frender%2Fnotebooks%2Fdashboard.ipynb"
    assert f"[![Binder](https://mybinder.org/badge_logo.svg)]({badge})" in README
    from test_dashboard_binder import BADGE_PATH  # the route the Binder test serves is the badge's

    assert badge.endswith(BADGE_PATH.replace("/", "%2F"))


def test_the_readme_says_how_to_pip_install_and_what_each_extra_gives():
    section = README[README.index("## Install") : README.index("## Two commands")]
    for extra in ("dashboard", "explore", "all"):
        assert f'pip install "cardkit[{extra}]"' in section
    assert "pip install cardkit " in section
    docs = (ROOT / "docs" / "installing.md").read_text(encoding="utf-8")
    for extra in PROJECT["optional-dependencies"]:
        assert f".[{extra}]" in docs or f"cardkit[{extra}]" in docs, extra


def test_license_classifiers_keywords_and_version():
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
    # PEP 639: an SPDX expression and the file it names; a license classifier beside it is refused by the backends
    assert PROJECT["license"] == "MIT" and PROJECT["license-files"] == ["LICENSE"]
    assert not [c for c in PROJECT["classifiers"] if c.startswith("License ::")]
    assert "Framework :: Jupyter" in PROJECT["classifiers"] and len(PROJECT["keywords"]) >= 5
    assert PROJECT["dynamic"] == ["version"] and re.fullmatch(r"\d+\.\d+\.\d+", cardkit.__version__)


def test_cardkit_version(capsys):
    with pytest.raises(SystemExit) as stopped:
        cli.main(["--version"])
    assert stopped.value.code == 0 and capsys.readouterr().out == f"cardkit {cardkit.__version__}\n"


def notebook_imports(path: Path) -> set[str]:
    found = set()
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            for node in ast.walk(ast.parse("".join(cell["source"]))):
                if isinstance(node, ast.Import):
                    found |= {alias.name.split(".")[0] for alias in node.names}
                elif isinstance(node, ast.ImportFrom) and node.level == 0:
                    found.add(node.module.split(".")[0])
    return found


def test_the_extras_fit_their_uses():
    extras = PROJECT["optional-dependencies"]
    assert names(PROJECT["dependencies"]) == {"anywidget", "ipywidgets", "traitlets", "tqdm"}
    assert names(extras["dashboard"]) == {"voila", "ipykernel"}
    assert (
        extras["all"] == ["cardkit[dashboard,explore]"]
        and "cardkit[dashboard,explore,lite,rooms-redis]" in extras["test"]
    )
    assert names(extras["rooms-redis"]) == {"redis"}  # the SQLite store needs nothing
    assert names(extras["envs"]) == {"pettingzoo", "gymnasium", "numpy"} and "cardkit[envs]" in extras["test"]
    assert names(extras["lite"]) == {"jupyterlite-core", "jupyterlite-pyodide-kernel"}
    # the exploration notebooks import nothing that neither cardkit nor its explore extra installs
    third_party = set().union(*(notebook_imports(p) for p in (ROOT / "notebooks").glob("*.ipynb")))
    third_party -= set(sys.stdlib_module_names) | {"cardkit"}
    assert third_party <= names(PROJECT["dependencies"]) | names(extras["explore"]), third_party
    assert names(extras["explore"]) == {"matplotlib", "numpy"}


# The release: built, checked, installed from the wheel into a fresh venv ------------------------------


@pytest.fixture(scope="session")
def dist(tmp_path_factory) -> dict[str, Path]:
    """The wheel and sdist, built once for the session with ``python -m build``."""
    out = tmp_path_factory.mktemp("dist")
    started = time.monotonic()
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], check=True, capture_output=True, timeout=600
    )
    print(f"\npython -m build: {time.monotonic() - started:.0f} s")
    [wheel], [sdist] = out.glob("*.whl"), out.glob("*.tar.gz")
    return {"wheel": wheel, "sdist": sdist}


@pytest.mark.slow
def test_the_wheel_and_sdist_pass_twine_check_strict_and_carry_the_template_and_license(dist):
    result = subprocess.run(
        [sys.executable, "-m", "twine", "check", "--strict", str(dist["wheel"]), str(dist["sdist"])],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0 and result.stdout.count("PASSED") == 2, result.stdout + result.stderr
    import zipfile

    files = zipfile.ZipFile(dist["wheel"]).namelist()
    version = cardkit.__version__
    assert f"cardkit-{version}.data/data/share/jupyter/voila/templates/cardkit/index.html.j2" in files
    assert f"cardkit-{version}.dist-info/licenses/LICENSE" in files
    metadata = zipfile.ZipFile(dist["wheel"]).read(f"cardkit-{version}.dist-info/METADATA").decode()
    assert "License-Expression: MIT\n" in metadata and "License-File: LICENSE\n" in metadata


def venv_environment(venv: Path) -> dict:
    env = {**os.environ, "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}", "VIRTUAL_ENV": str(venv)}
    for name in ("PYTHONPATH", "JUPYTER_PATH", "JUPYTER_CONFIG_PATH"):  # only what the wheel installs counts
        env.pop(name, None)
    return env


@pytest.mark.slow
@pytest.mark.browser
def test_the_wheel_alone_plays_then_with_the_dashboard_extra_serves_a_page_chromium_plays(dist, tmp_path, chromium):
    from benchmarks.reliability.browser import (
        LAUNCH_ARGS,
        NEXT_CLICK,
        free_port,
        reply,
        serve,
        start,
        stop,
        wait_reply,
        watched_page,
    )
    from test_dashboard_browser import toggle

    venv, elsewhere_dir = tmp_path / "venv", tmp_path / "user"
    elsewhere_dir.mkdir()  # a folder outside the repository: no notebooks/ beside it
    env = venv_environment(venv)
    started = time.monotonic()
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet"]
    subprocess.run(pip + [str(dist["wheel"])], check=True, env=env, timeout=600)
    plain = time.monotonic() - started
    site = Path(
        subprocess.run(
            [str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )
    installed = json.loads(
        subprocess.run(pip[:-2] + ["list", "--format=json"], env=env, capture_output=True, text=True, check=True).stdout
    )
    size = sum(f.stat().st_size for f in site.rglob("*") if f.is_file()) / 2**20
    assert {"voila", "matplotlib", "jupyter-server", "jupyter_server"}.isdisjoint(
        {p["name"].lower() for p in installed}
    )

    def cardkit_command(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(venv / "bin" / "cardkit"), *args],
            cwd=elsewhere_dir,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )

    assert cardkit_command("--version").stdout == f"cardkit {cardkit.__version__}\n"
    played = cardkit_command("play", "rummy500", "--seed", "3")
    assert played.returncode == 0 and "Match winner: Player" in played.stdout, played.stderr
    refused = cardkit_command("dashboard")
    assert (refused.returncode, refused.stderr, refused.stdout) == (1, MISSING_EXTRA + "\n", "")  # no traceback

    subprocess.run(pip + [f"{dist['wheel']}[dashboard]"], check=True, env=env, timeout=900)
    print(
        f"\nfresh venv: cardkit alone {plain:.0f} s ({len(installed)} packages, {size:.0f} MiB), "
        f"then the dashboard extra {time.monotonic() - started - plain:.0f} s"
    )
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    port = free_port()
    server = serve(
        [str(venv / "bin" / "cardkit"), "dashboard", f"--port={port}", "--bot-delay=0", "--seed=1"],
        elsewhere_dir,
        port,
        {"PATH": env["PATH"], "PYTHONPATH": "", "TMPDIR": str(temporary)},
    )
    try:
        [folder] = temporary.glob("cardkit-[!s]*")  # the packaged notebook, written out
        [sessions] = temporary.glob("cardkit-sessions-*")  # --seed: the run's session numbers
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, headless=True, args=LAUNCH_ARGS)
            errors: list[str] = []
            elsewhere: list[str] = []
            page = watched_page(browser, f"http://127.0.0.1:{port}/", errors, elsewhere)
            page.goto(f"http://127.0.0.1:{port}/")
            page.wait_for_selector("button.ckd-start")
            toggle(page, "ckd-games", "Rummy 500")
            start(page)
            assert page.locator(".ck-title").inner_text() == "Rummy 500"
            before = reply(page)
            page.click('.ck-root [data-id="stock"]')  # the move: draw from the stock
            wait_reply(page, before)
            assert page.locator(".ck-error").count() == 0 and page.evaluate(NEXT_CLICK, "rummy500") != "stock"
            browser.close()
        assert errors == [] and elsewhere == []
    finally:
        stop(server)
    assert not folder.exists() and not sessions.exists()  # cardkit dashboard removed the folders it created
