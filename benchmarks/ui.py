"""The dashboard's speed as a player feels it, measured through Voila and headless Chromium.

    python -m benchmarks.ui [--sessions 10] [--no-preheat]

Prints: request -> dashboard usable (the form's Play button on screen: in a new browser, as a
first visit in a browser already open, and as a return visit); click -> board updated
(median, p95, at human pace); each kernel's memory (RSS) once a game is on; then ``--sessions``
pages playing at once (latency and the memory of all their kernels). Goals: usable <= 1 s,
kernel <= 80 MiB. Figures are printed, never asserted.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

import psutil

LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--no-first-run"]

# Clicks a centre card (select, then unselect) ``n`` times at human pace; returns each round trip in ms.
CLICKS = """async (n) => {
  const root = document.querySelector('.ck-root');
  const times = [];
  for (let i = 0; i < n; i++) {
    const before = root.getAttribute('data-reply');
    const start = performance.now();
    root.querySelector('[data-id="centre:0"]').click();
    await new Promise((resolve) => {
      const watch = new MutationObserver(() => {
        if (root.getAttribute('data-reply') !== before) { watch.disconnect(); resolve(); }
      });
      watch.observe(root, { attributes: true });
    });
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 100));
  }
  return times;
}"""


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def kernel_rss(server: subprocess.Popen) -> list[float]:
    """The RSS of each kernel the server runs, in MiB."""
    sizes = []
    for child in psutil.Process(server.pid).children(recursive=True):
        try:
            if "ipykernel" in " ".join(child.cmdline()):
                sizes.append(child.memory_info().rss / 2 ** 20)
        except psutil.Error:
            pass
    return sizes


async def open_game(browser, url: str):
    page = await browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(90_000)
    await page.goto(url)
    await page.click("button.ckd-start")
    await page.wait_for_selector(".ck-root .ck-board")
    return page


async def measure(url: str, server: subprocess.Popen, sessions: int) -> None:
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=LAUNCH_ARGS)
        # Three ways a page is met: in a browser just started (a new browser context, whose set-up
        # Chromium counts in the load), as a first visit in a browser already open (cache cleared), and
        # as a return visit with everything cached.
        open_browser = await browser.new_context()
        ways = {"new browser": [], "first visit, browser open": [], "visit again, cache warm": []}
        for _ in range(8):
            for way, times in ways.items():
                if way == "new browser":
                    page = await browser.new_page()
                else:
                    page = await open_browser.new_page()
                    if way != "visit again, cache warm":
                        cdp = await open_browser.new_cdp_session(page)
                        await cdp.send("Network.clearBrowserCache")
                start = time.perf_counter()
                await page.goto(url, wait_until="commit")  # timed from the request, not from a page event
                await page.wait_for_selector("button.ckd-start")
                times.append(time.perf_counter() - start)
                await page.close()
                await asyncio.sleep(2.5)  # the preheated kernel is replaced (Voila waits 1 s, then starts one)
        for way, times in ways.items():
            print(f"request -> dashboard usable ({way}): median {statistics.median(times):.2f} s, "
                  f"p95 {p95(times):.2f} s over {len(times)} page loads")
        await open_browser.close()

        page = await open_game(browser, url)
        clicks = await page.evaluate(CLICKS, 40)
        print(f"click -> board updated (one session): median {statistics.median(clicks):.1f} ms, "
              f"p95 {p95(clicks):.1f} ms over {len(clicks)} clicks")
        sizes = kernel_rss(server)
        print(f"kernel RSS: {max(sizes):.0f} MiB for the session playing "
              f"(every kernel: {', '.join(f'{s:.0f}' for s in sorted(sizes))} MiB, the preheated one included)")
        await page.close()

        pages = [await open_game(browser, url) for _ in range(sessions)]
        start = time.perf_counter()
        results = await asyncio.gather(*(page.evaluate(CLICKS, 30) for page in pages))
        elapsed = time.perf_counter() - start
        together = [ms for times in results for ms in times]
        sizes = kernel_rss(server)
        server_rss = psutil.Process(server.pid).memory_info().rss / 2 ** 20
        print(f"{sessions} sessions clicking at once ({len(together)} clicks in {elapsed:.1f} s): median "
              f"{statistics.median(together):.1f} ms, p95 {p95(together):.1f} ms, max {max(together):.0f} ms")
        print(f"memory with {sessions} sessions: {len(sizes)} kernels (the page loads above leave theirs until culled), {sum(sizes):.0f} MiB in all "
              f"({statistics.median(sizes):.0f} MiB median each), the Voila server {server_rss:.0f} MiB")
        await browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=10)
    parser.add_argument("--no-preheat", action="store_true")
    args = parser.parse_args()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    root = tempfile.mkdtemp(prefix="cardkit-ui-")
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": f"{root}/runtime", "JUPYTER_CONFIG_DIR": f"{root}/config"}
    command = [sys.executable, "-m", "cardkit.cli", "dashboard", f"--port={port}", "--bot-delay=0"]
    server = subprocess.Popen(command + (["--no-preheat"] if args.no_preheat else []), env=env, cwd=root,
                              stdout=subprocess.DEVNULL, stderr=open(f"{root}/server.log", "w"))
    url = f"http://127.0.0.1:{port}/"
    try:
        for _ in range(240):
            try:
                urllib.request.urlopen(url, timeout=5).close()
                break
            except OSError:
                time.sleep(0.25)
        time.sleep(3)  # the first preheated kernel
        print(f"cardkit dashboard through Voila, {'no preheated kernel' if args.no_preheat else 'preheated kernels'},"
              f" {os.cpu_count()} cores")
        asyncio.run(measure(url, server, args.sessions))
    finally:
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
