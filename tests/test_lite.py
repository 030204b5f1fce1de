"""The static site: built offline, served by a plain static file server, played in Chromium.

``cardkit lite build --offline`` builds the JupyterLite site (downloads cached in ~/.cache/cardkit/lite,
so a second run is quick); ``python -m http.server`` serves it on a free loopback port; for every game
of the registry, Chromium opens its play notebook, runs it (Pyodide starts, cardkit is installed from
the site's own wheels), clicks something clickable on the board and checks the board changed. Every
request the pages make is watched: one to another host fails the test (and is refused).
"""

from __future__ import annotations

import importlib.util
import json
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

import nbformat
import pytest

from cardkit import games
from conftest import _missing

pytestmark = pytest.mark.browser

LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
TIMEOUT = 240_000  # ms: Pyodide starts and installs cardkit in the page, on a small shared machine
FIRST_PROMPT = "document.querySelector('.jp-Notebook .jp-Cell .jp-InputPrompt')?.textContent || ''"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def site(tmp_path_factory, chromium) -> Path:
    if importlib.util.find_spec("jupyterlite_core") is None:  # skipped, or a failure under CI=true
        _missing("the lite extra is not installed: pip install 'cardkit[lite]'")
    from cardkit.lite import build

    out = tmp_path_factory.mktemp("lite") / "site"
    start = time.perf_counter()
    build(out, offline=True)
    print(f"\noffline site built in {time.perf_counter() - start:.1f} s")
    return out


@pytest.fixture(scope="module")
def served(site):
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(site)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"{url}/jupyter-lite.json", timeout=2):
                    break
            except OSError:
                time.sleep(0.1)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_the_site_holds_every_notebook_and_pyodide_itself(site):
    contents = {p.relative_to(site / "files").as_posix() for p in (site / "files").rglob("*.ipynb")}
    root = Path(__file__).resolve().parent.parent
    tutorials = {
        f"tutorials/{p.relative_to(root / 'tutorials').as_posix()}" for p in (root / "tutorials").rglob("*.ipynb")
    }
    assert tutorials <= contents and any(p.startswith("tutorials/fr/") for p in tutorials)
    assert {f"play/{g}.ipynb" for g in games.names()} <= contents and "dashboard.ipynb" in contents
    assert {
        f"explorations/{p.name}" for p in (root / "notebooks").glob("*.ipynb") if p.name != "dashboard.ipynb"
    } <= contents
    play = nbformat.read(site / "files" / "play" / "rummy500.ipynb", as_version=4)
    assert play.cells[0].source == "%pip install cardkit" and "cardkit.rummy500.play(" in play.cells[-1].source
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs" and kernel["disablePyPIFallback"] is True
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    for entry in lock["packages"].values():  # every package of the lock is beside it, with its hash
        assert (site / "static" / "pyodide" / entry["file_name"]).exists()
    assert (site / "pypi" / "all.json").exists() and list((site / "pypi").glob("cardkit-*.whl"))
    assert (site / ".nojekyll").exists()


@pytest.mark.parametrize("game", games.names())
def test_each_game_plays_in_the_offline_site_with_no_request_to_another_host(chromium, served, game):
    from playwright.sync_api import TimeoutError as PlaywrightTimeout, sync_playwright

    host = urlparse(served).netloc
    elsewhere, errors, asked = [], [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=LAUNCH_ARGS)
        try:
            # The site's service worker stays on (the kernel syncs its files through it): requests are
            # watched at the context, which sees the page's, the service worker's and Pyodide's worker's.
            context = browser.new_context()

            def watch(request) -> None:
                asked.append(request.url)
                if urlparse(request.url).netloc != host and not request.url.startswith(("data:", "blob:")):
                    elsewhere.append(request.url)

            context.on("request", watch)
            page = context.new_page()
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.set_default_timeout(TIMEOUT)
            start = time.perf_counter()
            page.goto(f"{served}/notebooks/index.html?path=play/{game}.ipynb")
            # Install cardkit, and only once it is installed (the cell's prompt shows its number, as a person
            # waits for it) run the introduction and the game: a kernel still starting under load could
            # otherwise run the game before the install. A Shift+Enter pressed while the page is still
            # starting may be lost (the prompt shows neither [*] nor a number): a person presses it again.
            for _ in range(6):
                page.locator(".jp-Notebook .jp-Cell .cm-content").first.click()
                page.keyboard.press("Shift+Enter")
                try:
                    page.wait_for_function(f"() => /\\[(\\*|\\d+)\\]/.test({FIRST_PROMPT})", timeout=20_000)
                    break
                except PlaywrightTimeout:
                    print(f"{game}: the first cell did not start: Shift+Enter again", file=sys.stderr)
            page.wait_for_function(f"() => /\\[\\d+\\]/.test({FIRST_PROMPT})")
            for _ in range(2):
                page.keyboard.press("Shift+Enter")
            try:
                page.wait_for_selector(".ck-root .ck-board .ck-clickable", state="attached")
            except Exception:  # noqa: BLE001  (a timeout or a closed page: the failure says what the page shows)
                outputs = page.locator(".jp-OutputArea").all_inner_texts()
                kernel = page.locator(".jp-Notebook-ExecutionIndicator, .jp-KernelStatus").all_inner_texts()
                pytest.fail(
                    f"no board after {time.perf_counter() - start:.0f} s; outputs {outputs!r}; "
                    f"kernel {kernel!r}; page errors {errors!r}"
                )
            shown = time.perf_counter() - start
            board = page.locator(".ck-root .ck-board")
            before, reply = board.inner_html(), page.locator(".ck-root").get_attribute("data-reply")
            page.locator(".ck-root .ck-board .ck-clickable:visible").first.click()  # a card, the stock...
            page.wait_for_function(
                "r => document.querySelector('.ck-root').getAttribute('data-reply') !== r", arg=reply
            )
            assert board.inner_html() != before
            assert page.locator(".ck-root .ck-error").count() == 0 or not page.locator(".ck-error").inner_text()
            print(
                f"\n{game}: board shown {shown:.1f} s after opening the page, a click answered "
                f"{time.perf_counter() - start - shown:.1f} s later"
            )
        finally:
            browser.close()
    assert not errors
    # Pyodide's worker fetched the interpreter and cardkit's wheel from the site: the watch saw them.
    assert any(u.endswith("/static/pyodide/pyodide.asm.wasm") for u in asked)
    assert any("/pypi/cardkit-" in u for u in asked)
    assert not elsewhere, f"the offline site asked another host for {elsewhere[:3]}"
