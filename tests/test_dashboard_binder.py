"""Binder's environment, built here from binder/ alone: a fresh venv, ``pip install -r
binder/requirements.txt``, ``binder/postBuild``, then Voila from that venv serves the dashboard and
the page renders it. pip uses this machine's package mirrors (and its cache)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.reliability.browser import LAUNCH_ARGS, free_port, serve, stop

pytestmark = [pytest.mark.slow, pytest.mark.browser]

ROOT = Path(__file__).resolve().parent.parent


def test_binder_environment_serves_the_dashboard(tmp_path, chromium):
    venv = tmp_path / "binder-venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    bin_dir = venv / "bin"
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "VIRTUAL_ENV": str(venv)}
    env.pop("PYTHONPATH", None)
    subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", "-r",
                    str(ROOT / "binder" / "requirements.txt")], check=True, env=env, timeout=600)
    subprocess.run([str(ROOT / "binder" / "postBuild")], check=True, env=env, cwd=ROOT, timeout=600)
    installed = subprocess.run([str(bin_dir / "python"), "-c", "import cardkit.dashboard as d; print(d.__file__)"],
                               check=True, env=env, capture_output=True, text=True, cwd=tmp_path).stdout
    assert installed.startswith(str(venv))  # the venv's own copy, not this checkout

    port = free_port()
    server = serve([str(bin_dir / "voila"), str(ROOT / "notebooks" / "dashboard.ipynb"), "--no-browser",
                    f"--port={port}", "--Voila.ip=127.0.0.1"], tmp_path, port, {"PATH": env["PATH"]})
    try:
        from playwright.sync_api import sync_playwright
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, headless=True, args=LAUNCH_ARGS)
            page = browser.new_page()
            page.set_default_timeout(60_000)
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(f"http://127.0.0.1:{port}/")
            page.click("button.ckd-start")
            page.wait_for_selector(".ck-root .ck-board")
            assert page.locator(".ck-title").inner_text() == "Ipso"
            browser.close()
        assert errors == []
    finally:
        stop(server)
