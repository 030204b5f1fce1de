"""Binder's environment, built from binder/ alone (benchmarks/reliability/binder.py: a fresh venv, ``pip
install -r binder/requirements.txt``, ``binder/postBuild``); then the dashboard served by that venv, by Voila and
on Binder's own route (jupyter-server with the Voila extension, the badge's urlpath). pip uses this
machine's package mirrors (and its cache). Browser helpers: tests/test_dashboard_browser.py."""

from __future__ import annotations

import json
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from benchmarks.reliability import binder
from benchmarks.reliability.browser import LAUNCH_ARGS, free_port, serve, stop, watched_page

pytestmark = [pytest.mark.slow, pytest.mark.browser]

ROOT = Path(__file__).resolve().parent.parent
BADGE_PATH = "voila/render/notebooks/dashboard.ipynb"  # the README badge's urlpath (tests/test_packaging.py)
CULL = 12  # seconds: the test server's idle timeout (120 in binder/jupyter_server_config.json): a page
# still loading keeps its kernel this long before it connects, and pages load slowly on this shared machine


@pytest.fixture(scope="session")
def binder_venv(tmp_path_factory) -> binder.BinderVenv:
    """Binder's environment, built once: by `make test` beside the suite's first step, or here."""
    return binder.prebuilt() or binder.build(tmp_path_factory.mktemp("binder") / "venv")


def test_binder_environment_serves_the_dashboard(tmp_path, chromium, binder_venv):
    bin_dir, env = binder_venv.bin, binder_venv.env
    installed = subprocess.run(
        [str(bin_dir / "python"), "-c", "import cardkit.dashboard as d; print(d.__file__)"],
        check=True,
        env=env,
        capture_output=True,
        text=True,
        cwd=tmp_path,
    ).stdout
    assert installed.startswith(str(binder_venv.prefix))  # the venv's own copy, not this checkout

    port = free_port()
    # plain Voila, no template named: the notebook asks for cardkit's, installed as data files
    server = serve(
        [
            str(bin_dir / "voila"),
            str(ROOT / "notebooks" / "dashboard.ipynb"),
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
        ],
        tmp_path,
        port,
        {"PATH": env["PATH"], "PYTHONPATH": ""},
    )
    try:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, headless=True, args=LAUNCH_ARGS)
            errors: list[str] = []
            elsewhere: list[str] = []
            page = watched_page(browser, f"http://127.0.0.1:{port}/", errors, elsewhere)
            page.goto(f"http://127.0.0.1:{port}/")
            page.click("button.ckd-start")
            page.wait_for_selector(".ck-root .ck-board")
            assert page.locator(".ck-title").inner_text() == "Ipso"
            browser.close()
        assert errors == [] and elsewhere == []  # cardkit's template: no CDN stylesheet
    finally:
        stop(server)


def api(url: str, token: str, method: str = "GET"):
    request = urllib.request.Request(url, method=method, headers={"Authorization": f"token {token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        body = response.read()
        return json.loads(body) if body else None


def test_binders_route_culls_the_kernels_of_six_visits_preheats_and_stays_on_its_host(tmp_path, chromium, binder_venv):
    """jupyter-server as Binder runs it (the settings postBuild wrote, the badge's urlpath), only the
    cull timeout shortened on the command line so that the test does not wait two minutes."""
    bin_dir, env = binder_venv.bin, binder_venv.env
    port, token = free_port(), "binder-route-test"
    base = f"http://127.0.0.1:{port}/"
    server_env = {k: v for k, v in env.items() if not k.startswith("CARDKIT_")}
    server_env |= {
        "JUPYTER_RUNTIME_DIR": str(tmp_path / ".runtime"),
        "JUPYTER_CONFIG_DIR": str(tmp_path / ".config"),
        "JUPYTER_DATA_DIR": str(tmp_path / ".data"),
        "CARDKIT_BOT_DELAY": "0",
    }
    log = open(tmp_path / "server.log", "w")
    server = subprocess.Popen(
        [
            str(bin_dir / "jupyter"),
            "server",
            "--no-browser",
            f"--port={port}",
            "--ServerApp.ip=127.0.0.1",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={ROOT}",
            "--allow-root",
            f"--MappingKernelManager.cull_idle_timeout={CULL}",
            "--MappingKernelManager.cull_interval=1",
        ],
        cwd=tmp_path,
        env=server_env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    started = time.monotonic()

    def running() -> int:
        for _ in range(20):
            try:
                return len(api(f"{base}api/kernels", token))
            except urllib.error.HTTPError as e:  # jupyter-server 2 lists a kernel still starting with a 500
                if e.code != 500:
                    raise
                time.sleep(0.25)
        raise AssertionError("the server's kernel list kept failing")

    def wait_for(expected: int, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while (count := running()) != expected:
            assert time.monotonic() < deadline, f"{count} kernels running, expected {expected}"
            time.sleep(0.5)

    try:
        for _ in range(240):
            try:
                api(f"{base}api/status", token)
                break
            except OSError:
                assert server.poll() is None, (tmp_path / "server.log").read_text()[-3000:]
                time.sleep(0.25)
        wait_for(1, 60)  # the floor: one kernel preheated for the dashboard
        ready = time.monotonic() - started
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, headless=True, args=LAUNCH_ARGS)
            errors: list[str] = []
            elsewhere: list[str] = []
            loads = []
            for visit in range(6):
                page = watched_page(browser, base, errors, elsewhere)
                clock = time.monotonic()
                page.goto(f"{base}{BADGE_PATH}?token={token}")
                page.wait_for_selector("button.ckd-start")
                loads.append(time.monotonic() - clock)
                if visit % 2 == 0:  # every other visitor plays a move
                    page.click("button.ckd-start")
                    page.wait_for_selector('.ck-root [data-id="centre:0"]')
                page.close()
            peak = running()
            browser.close()
        assert errors == [] and elsewhere == []
        wait_for(1, CULL + 30)  # every visitor's kernel culled; the preheated one waits for the next
        assert "Using pre-heated kernel" in (tmp_path / "server.log").read_text()
        print(
            f"\nBinder's route: server up and preheated in {ready:.0f} s; page loads "
            f"{', '.join(f'{s:.1f}' for s in loads)} s; {peak} kernels after six visits, back to 1"
        )
    finally:
        stop(server)
        log.close()
