"""The static site's page against its floor, interleaved in one run (issue 30; figures in docs/benchmarks.md).

Builds the offline site (``cardkit lite build --offline``, downloads cached), serves it under ``/cardkit/``
with ``python -m http.server`` and, round after round, in Chromium, times from opening to the first board
(``.ck-root .ck-board`` in the page):

- ``floor``: benchmarks/lite_floor.js, the same Pyodide and cardkit wheel drawing one board, nothing else;
- ``first <game>``: ``play/?game=<game>`` in a new browser context (an empty cache);
- ``second <game>``: the same page opened again in that context, once the first visit has kept Python's memory
  (the service worker's cache, Python started from the first visit's memory snapshot);
- ``dashboard``: ``play/``, the form, then Play (a new context), to the board.

It also prints where the floor's time goes (Pyodide's start, the wheel, cardkit's imports, the first frame,
the drawing) and the modules Python imports for the first board: the import set the page pays for.

The order inside a round is shuffled. Goals: first visit <= 1.3x the floor, second <= 0.4x the first, met
when the bound of the 95% bootstrap interval of the ratio of medians reaches them.

    PYTHONPATH=. .venv/bin/python -m benchmarks.lite [--rounds 5] [--games rummy500,ipso,house_of_suits] [--mbps 20]

``--mbps`` emulates a visitor's connection (Chrome's network emulation, 40 ms of latency): on loopback the
downloads cost nothing, so the cache of a second visit can only show its worth on a real connection.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.ui import interval, ratio_interval
from cardkit import games
from cardkit.lite import PAGE, build

HERE = Path(__file__).parent
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]
ARGS += ["--disable-sync", "--no-first-run"]
BOARD = ".ck-root .ck-board"  # the first board drawn (on the page, bots may then move at their pace)
TIMEOUT = 300_000
# The first visit has kept Python's memory for the next (python.js, a worker the page starts after its first board).
KEPT = "() => document.documentElement.dataset.kept"
# The floor page's phases (benchmarks/lite_floor.js's marks): where its time to the first board goes.
PHASES = {
    "Pyodide started": ("opened", "python"),
    "cardkit's wheel installed": ("python", "wheel"),
    "cardkit.session imported": ("wheel", "imported"),
    "first frame made": ("imported", "frame"),
    "board drawn": ("frame", "drawn"),
}


def floor_page(site: Path, game: str) -> None:
    """floor.html beside the page, with the page's own facts (where Pyodide and the wheel are)."""
    page = site / PAGE
    facts = json.loads(
        re.search(r'id="ck-site" type="application/json">(.*?)</script>', (page / "index.html").read_text()).group(1)
    )
    facts["floorGame"] = game
    shutil.copy2(HERE / "lite_floor.js", page / "floor.js")
    html = (HERE / "lite_floor.html").read_text(encoding="utf-8")
    (page / "floor.html").write_text(html.replace("__SITE__", json.dumps(facts)), encoding="utf-8")


def timed(page, url: str, then=None) -> float:
    start = time.perf_counter()
    page.goto(url)
    if then:
        then(page)
    page.wait_for_selector(BOARD, state="attached", timeout=TIMEOUT)
    return time.perf_counter() - start


def throttled(page, mbps: float) -> None:
    """A visitor's connection instead of loopback's (Chrome's network emulation; 40 ms of latency): what a
    cache saves shows only where downloading costs time."""
    if mbps:
        cdp = page.context.new_cdp_session(page)
        rate = mbps * 1_000_000 / 8
        cdp.send(
            "Network.emulateNetworkConditions",
            {"offline": False, "latency": 40, "downloadThroughput": rate, "uploadThroughput": rate / 4},
        )


def play_from_form(page) -> None:
    page.locator("button.ckd-start").click(timeout=TIMEOUT)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", default="rummy500")
    parser.add_argument("--site", type=Path, help="an offline site built before (default: build one)")
    parser.add_argument("--mbps", type=float, default=0, help="the visitor's connection (default: loopback's)")
    args = parser.parse_args()
    names = args.games.split(",")
    assert all(n in games.names() for n in names), f"games: {', '.join(games.names())}"
    from playwright.sync_api import sync_playwright

    tmp = Path(tempfile.mkdtemp(prefix="cardkit-bench-lite-"))
    site = args.site or build(tmp / "site", offline=True, log=lambda _: None)
    floor_page(site, names[0])
    (tmp / "root").mkdir()
    (tmp / "root" / "cardkit").symlink_to(site)
    port = 8000 + random.Random().randrange(1000, 9000)
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(tmp / "root")],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}/cardkit/{PAGE}/"
    times: dict[str, list[float]] = {}
    phases: dict[str, list[float]] = {}
    imported: list[str] = []
    loads = []
    # How the second visits' Python started: "kept" (from the first visit's memory) or "started".
    started: collections.Counter[str] = collections.Counter()
    try:
        time.sleep(1)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=ARGS)
            for round_ in range(args.rounds):
                kinds = ["floor", "dashboard", *names]
                random.shuffle(kinds)
                for kind in kinds:
                    loads.append(os.getloadavg()[0])
                    context = browser.new_context()
                    page = context.new_page()
                    throttled(page, args.mbps)
                    if kind == "floor":
                        times.setdefault("floor", []).append(timed(page, f"{base}floor.html"))
                        page.wait_for_function("() => window.ckFloor", timeout=TIMEOUT)
                        floor = page.evaluate("() => window.ckFloor")
                        marks = floor["marks"]
                        for phase, (start, end) in PHASES.items():
                            phases.setdefault(phase, []).append((marks[end] - marks[start]) / 1000)
                        imported = floor["modules"]
                    elif kind == "dashboard":
                        times.setdefault("dashboard", []).append(timed(page, f"{base}?lang=en", play_from_form))
                    else:
                        url = f"{base}?game={kind}&lang=en"
                        times.setdefault(f"first {kind}", []).append(timed(page, url))
                        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=TIMEOUT)
                        page.wait_for_function(KEPT, timeout=TIMEOUT)  # a visitor comes back later
                        page.close()
                        page = context.new_page()
                        throttled(page, args.mbps)
                        times.setdefault(f"second {kind}", []).append(timed(page, url))
                        started[page.evaluate("document.documentElement.dataset.python")] += 1
                    context.close()
                print(f"round {round_ + 1}: " + ", ".join(f"{k} {v[-1]:.1f} s" for k, v in times.items()), flush=True)
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
    connection = f"{args.mbps:g} Mbit/s and 40 ms emulated" if args.mbps else "loopback"
    print(
        f"\n{args.rounds} rounds ({connection}), load average (1 min) {min(loads):.1f}-{max(loads):.1f}, {os.cpu_count()} cores"
    )
    print(f"second visits: {dict(started)} (kept: from the first visit's Python memory)")
    for kind, values in times.items():
        low, high = interval(values, statistics.median)
        print(f"{kind:>22}: median {statistics.median(values):5.1f} s (95% {low:.1f}-{high:.1f})")
    print("the floor's phases (from opening the page):")
    for phase, values in phases.items():
        low, high = interval(values, statistics.median)
        print(f"{phase:>26}: median {statistics.median(values):5.2f} s (95% {low:.2f}-{high:.2f})")
    ours = sorted(name for name in imported if name.split(".")[0] == "cardkit")
    others = sorted({name.split(".")[0] for name in imported} - {"cardkit"})
    print(f"imported for the first board: {len(imported)} modules, {len(ours)} of cardkit ({', '.join(ours)});")
    print(f"  besides cardkit: {', '.join(others)}")
    med = statistics.median
    for name in [*names, "dashboard"]:
        first = times[f"first {name}"] if name != "dashboard" else times["dashboard"]
        low, high = ratio_interval(first, times["floor"], med)
        print(f"first {name} / floor: {med(first) / med(times['floor']):.2f} (95% {low:.2f}-{high:.2f}; goal <= 1.3)")
        if name != "dashboard":
            second = times[f"second {name}"]
            low, high = ratio_interval(second, first, med)
            print(f"second / first {name}: {med(second) / med(first):.2f} (95% {low:.2f}-{high:.2f}; goal <= 0.4)")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
