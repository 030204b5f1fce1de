"""A dashboard server and a page in headless Chromium, as the browser tests and the sessions part drive them."""

from __future__ import annotations

import itertools
import os
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

# The next click of the human at the screen: the same plain policy as test_dashboard.next_click.
NEXT_CLICK = """(game) => {
  const root = document.querySelector('.ck-root');
  if (!root || root.querySelector('.ck-sheet')) return null;
  for (const id of ["keep", "discard_drawn", "end_hand", "discard", "last:market"]) {
    if (root.querySelector(`[data-id="choice:${id}"]:not([disabled])`)) return `choice:${id}`;
  }
  const mine = [...root.querySelectorAll('.ck-area.ck-mine .ck-card')];
  const selected = root.querySelector('.ck-card.ck-selected');
  if (game === 'ipso') return selected ? mine.find((c) => c.classList.contains('ck-legal')).dataset.id : 'centre:0';
  if (game === 'rummy500' && root.querySelector('[data-id="stock"].ck-clickable')) return 'stock';
  return mine.find((c) => c.dataset.id.startsWith('hand:') && c.classList.contains('ck-clickable')
                   && !c.classList.contains('ck-selected')).dataset.id;
}"""


# A file ``cardkit dashboard`` serves without starting a kernel: the server is up, and no kernel left over
# from the probe competes with the first page for the cores until the culler takes it.
DASHBOARD_PROBE = "/voila/static/voila.js"


PORTS = 2000  # a block of ports per test worker
_tried = itertools.count(os.getpid())  # where this process starts in its block, then the next ports in turn


def free_port() -> int:
    """A free port for a server no other test process picks: from a block of its own per pytest-xdist
    worker (PYTEST_XDIST_WORKER), below the ephemeral range (32768 up) where a port asked of the system
    (and each kernel's five) comes from. A port from the system, freed and then bound by the server,
    could be handed meanwhile to another worker's server, whose page then answered this one's probe."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw")
    first = 20_000 + PORTS * (int(worker) % 6 if worker.isdigit() else 0)
    for _ in range(PORTS):
        port = first + next(_tried) % PORTS
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {first}-{first + PORTS - 1}")


def serve(command: list[str], root: Path, port: int, env: dict | None = None, probe: str = "/") -> subprocess.Popen:
    """Start a dashboard server and wait until it answers ``probe`` (a path); its output goes to
    root/server.log. The dashboard's page ("/") starts a kernel (and, with ``--seed``, claims a session
    number) that lives until culled; DASHBOARD_PROBE starts none."""
    inherited = {k: v for k, v in os.environ.items() if not k.startswith("CARDKIT_")}  # settings come from flags
    env = {
        **inherited,
        "JUPYTER_RUNTIME_DIR": str(root / ".runtime"),
        "JUPYTER_CONFIG_DIR": str(root / ".config"),
        "JUPYTER_DATA_DIR": str(root / ".data"),
        **(env or {}),
    }
    log = open(root / "server.log", "w")
    server = subprocess.Popen(command, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT)
    for _ in range(480):
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}{probe}", timeout=5) as response:
                if response.status == 200:
                    return server
        except OSError:
            if server.poll() is not None:
                break
            time.sleep(0.25)
    stop(server)
    pytest.fail("the dashboard server did not start:\n" + (root / "server.log").read_text()[-3000:])


def stop(server: subprocess.Popen) -> None:
    server.terminate()
    try:
        server.wait(timeout=20)
    except subprocess.TimeoutExpired:
        server.kill()


def kernels(server: subprocess.Popen) -> int:
    """The server's running kernels (one per open page, plus the preheated one)."""
    import psutil

    count = 0
    for child in psutil.Process(server.pid).children(recursive=True):
        try:
            count += "ipykernel" in " ".join(child.cmdline())
        except psutil.Error:
            pass
    return count


def wait_for_kernels(server: subprocess.Popen, expected: int, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while kernels(server) != expected:
        if time.monotonic() > deadline:
            raise AssertionError(f"{kernels(server)} kernels running, expected {expected}")
        time.sleep(0.5)


def start(page) -> None:
    page.click("button.ckd-start")
    page.wait_for_selector(".ck-root .ck-board")


def wait_reply(page, before: str) -> None:
    page.wait_for_function("r => document.querySelector('.ck-root').getAttribute('data-reply') !== r", arg=before)


def reply(page) -> str:
    return page.locator(".ck-root").get_attribute("data-reply")


def land(page) -> None:
    """Bring the cards gliding to their places (the board's motion, 380 ms) to where they land: Playwright's
    click waits for its target to stop moving, so a played-out game otherwise waits ~0.4 s a click."""
    page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")


def watched_page(browser, base: str, errors: list[str], elsewhere: list[str]):
    """A new page (60 s timeouts) that adds its page errors to ``errors`` and the address of every
    request to a host other than ``base`` (the server's address) to ``elsewhere``."""
    page = browser.new_page()
    page.set_default_timeout(60_000)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: None if r.url.removeprefix("blob:").startswith(base) else elsewhere.append(r.url))
    return page
