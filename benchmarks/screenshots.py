"""Retake the screenshots of the README and docs/: every game on a laptop (1366x768) and a phone (390x844).

    .venv/bin/python -m benchmarks.screenshots              # docs/screenshots/<game>-<laptop|phone>.png
    .venv/bin/python -m benchmarks.screenshots --dashboard  # and docs/dashboard.png, from `cardkit dashboard`

The boards are drawn by the widget's own front end in a plain page (``benchmarks/board_page.py``), at a
seeded position in the middle of a deal, on the person's turn: what the screen shows, without
scrolling. ``--dashboard`` starts the dashboard (Voila) on a free port, plays a few moves of Rummy 500
through its form and board, and stops it. Needs Playwright and Chromium (``CARDKIT_CHROMIUM``, by
default /usr/bin/chromium).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

from benchmarks.board_page import open_page, position, show
from benchmarks.reliability.browser import LAUNCH_ARGS, NEXT_CLICK, free_port, reply, serve, start, stop, wait_reply

DOCS = Path(__file__).resolve().parent.parent / "docs"
SIZES = {"laptop": (1366, 768), "phone": (390, 844)}
# (game, players, moves into the deal, seed): positions with something on the table and moves to follow.
SHOTS = [("ipso", 4, 14, 1), ("rummy500", 3, 16, 1), ("house_of_suits", 2, 14, 1)]


def boards(browser, out: Path) -> list[Path]:
    written = []
    for size, (width, height) in SIZES.items():
        errors: list[str] = []
        page = open_page(browser, width, height, errors, reduced_motion="reduce")
        for game, players, moves, seed in SHOTS:
            show(page, position(game, players, moves, seed).frame())
            path = out / f"{game}-{size}.png"
            page.screenshot(path=str(path))  # the viewport: what the screen shows without scrolling
            written.append(path)
        page.close()
        if errors:
            raise SystemExit(f"the page failed: {errors}")
    return written


def dashboard(browser, out: Path) -> Path:
    root = Path(tempfile.mkdtemp(prefix="cardkit-shots-"))
    port = free_port()
    server = serve(
        [sys.executable, "-m", "cardkit.cli", "dashboard", f"--port={port}", "--bot-delay=0", "--seed=7"], root, port
    )
    try:
        page = browser.new_page(viewport={"width": 1366, "height": 768}, reduced_motion="reduce")
        page.set_default_timeout(60_000)
        page.goto(f"http://127.0.0.1:{port}/")
        page.wait_for_selector("button.ckd-start")
        page.click(".ckd-games button:text-is('Rummy 500')")
        page.wait_for_selector(".ckd-target")
        start(page)
        for _ in range(6):
            target = page.evaluate(NEXT_CLICK, "rummy500")
            if target is None:
                break
            before = reply(page)
            page.click(f'.ck-root [data-id="{target}"]')
            wait_reply(page, before)
        path = out / "dashboard.png"
        page.screenshot(path=str(path))
        page.close()
        return path
    finally:
        stop(server)
        shutil.rmtree(root, ignore_errors=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dashboard", action="store_true", help="also retake docs/dashboard.png through Voila")
    parser.add_argument("--out", type=Path, default=DOCS / "screenshots", help="where the board screenshots go")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=os.environ.get("CARDKIT_CHROMIUM", "/usr/bin/chromium"), headless=True, args=LAUNCH_ARGS
        )
        try:
            written = boards(browser, args.out)
            if args.dashboard:
                written.append(dashboard(browser, DOCS))
        finally:
            browser.close()
    for path in written:
        print(path)


if __name__ == "__main__":
    main()
