"""Rooms through the dashboard: several browsers at one room, as the browser tests and the benchmark drive them.

    python -m benchmarks.rooms_browser [--redis] [--rooms 20] [--moves 30]

Prints the time from one player's click to the other player's board showing the move (median, p95;
goals: <= 150 ms with SQLite, <= 100 ms with Redis), then ``--rooms`` rooms of 2 to 4 players
playing at once (the same latency, the kernels' memory and the store's). ``benchmarks/rooms.py``
calls :func:`measure_latency` and :func:`measure_rooms` as its dashboard parts. Figures are printed,
never asserted.

The helpers (a room made from the form, a seat taken from its link, a game clicked through by every
browser, the websocket frames each page receives, a page's kernel killed) are the browser tests'
too (``tests/test_rooms_browser.py``).
"""
from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator

import psutil

from benchmarks.reliability.browser import LAUNCH_ARGS, NEXT_CLICK, free_port, reply, serve, stop, wait_reply

TIMEOUT = 60_000  # ms
CHROMIUM = "/usr/bin/chromium"

# It is this page's turn: a card or a choice to click, and no score sheet yet.
LIVE = ("() => !!document.querySelector('.ck-root .ck-clickable, .ck-root .ck-choice:not([disabled])')"
        " && !document.querySelector('.ck-root .ck-sheet')")


class Frames(list):
    """Every websocket frame a page receives from its kernel (text), and the kernel's id."""

    kernel: str | None = None


def watched(context: Any, errors: list[str]) -> tuple[Any, Frames]:
    """A new page of ``context`` that adds page errors to ``errors`` and keeps every frame it receives."""
    page = context.new_page()
    page.set_default_timeout(TIMEOUT)
    frames = Frames()
    page.on("pageerror", lambda e: errors.append(str(e)))

    def socket_opened(ws: Any) -> None:
        if "/api/kernels/" in ws.url:
            frames.kernel = ws.url.split("/api/kernels/")[1].split("/")[0]
        ws.on("framereceived", lambda payload: frames.append(
            payload if isinstance(payload, str) else payload.decode("utf-8", "ignore")))
    page.on("websocket", socket_opened)
    return page, frames


def room_code(page: Any) -> str:
    """The room's code, from the page's address (``#room=CODE``)."""
    return page.url.split("#room=")[1]


def host_room(page: Any, base: str, players: int, humans: int, names: tuple[str, ...] = ()) -> str:
    """From the dashboard's form: Ipso, a single game for ``players``, the first ``humans`` seats for people
    (the others bots: Beginner), "Play with friends"; returns the room's link."""
    page.goto(base)
    page.wait_for_selector("button.ckd-friends")
    page.click(f".ckd-players button:text-is('{players}')")
    page.wait_for_selector(f".ckd-players button.mod-active:text-is('{players}')")
    # The button shows itself pressed at once; the kernel then draws the form again for that many seats.
    page.wait_for_selector(f".ckd-who-{players} select")
    page.wait_for_function("(n) => !document.querySelector(`.ckd-who-${n + 1} select`)", arg=players)
    for seat in range(1, players + 1):
        page.select_option(f".ckd-who-{seat} select", "A person at this screen" if seat <= humans else "Bot: Beginner")
        if seat <= len(names):
            page.fill(f".ckd-name-{seat} input", names[seat - 1])
    page.click("button.ckd-friends")
    page.wait_for_selector(".ckd-room-link input")
    return page.input_value(".ckd-room-link input")


def take_seat(page: Any, link: str, seat: int, name: str) -> None:
    """Open the room's link (unless the page is there) and take ``seat`` (from 1) under ``name``."""
    if page.url != link:
        page.goto(link)
    page.wait_for_selector(f"button.ckd-take-{seat}")
    page.fill(".ckd-room-name input", name)
    page.click(f"button.ckd-take-{seat}")
    page.wait_for_selector(".ckd-room-host-wait, .ck-root .ck-board")  # the host starts the game


def start_room(host: Any, seated: int) -> None:
    """The host starts the game once ``seated`` people show on its join screen."""
    host.wait_for_function("(n) => document.querySelectorAll('.ckd-room-seats strong, .ckd-room-seats td:nth-child(2)')"
                           ".length && [...document.querySelectorAll('.ckd-room-seats td:nth-child(2)')]"
                           ".filter((td) => !td.querySelector('em')).length >= n", arg=seated)
    host.click("button.ckd-room-start")
    host.wait_for_selector(".ck-root .ck-board")


# One click of the plain policy if it is this page's turn, answered, in one round trip: "over" (the score
# sheet is shown), "wait" (not this page's turn), "moved", or "error: ..." (the board's message).
PLAY_TURN = """async (game) => {
  const root = document.querySelector('.ck-root');
  if (!root || root.querySelector('.ck-sheet')) return 'over';
  if (!root.querySelector('.ck-clickable, .ck-choice:not([disabled])')) return 'wait';
  const id = (%s)(game);
  if (id === null) return 'wait';
  const before = root.getAttribute('data-reply');
  root.querySelector(`[data-id="${id}"]`).click();
  await new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (root.getAttribute('data-reply') !== before) { watch.disconnect(); resolve(); }
    });
    watch.observe(root, { attributes: true });
    setTimeout(() => { watch.disconnect(); resolve(); }, 30000);
  });
  const error = root.querySelector('.ck-error');
  return error ? `error: ${error.innerText}` : 'moved';
}""" % NEXT_CLICK


def click_once(page: Any, game: str = "ipso") -> bool:
    """If it is this page's turn, one click of the plain policy, answered; False when not its turn."""
    outcome = page.evaluate(PLAY_TURN, game)
    if outcome.startswith("error"):
        raise AssertionError(f"the board said: {outcome}")
    return outcome == "moved"


def play_out(pages: list[Any], game: str = "ipso", limit: float = 240) -> int:
    """Every page plays its turns until each shows the score sheet; returns the clicks."""
    clicks = 0
    deadline = time.monotonic() + limit
    while True:
        outcomes = []
        for page in pages:
            outcome = page.evaluate(PLAY_TURN, game)
            if outcome.startswith("error"):
                raise AssertionError(f"the board said: {outcome}")
            clicks += outcome == "moved"
            outcomes.append(outcome)
        if all(outcome == "over" for outcome in outcomes):
            return clicks
        if "moved" not in outcomes:
            if time.monotonic() > deadline:
                raise AssertionError("the game did not end")
            time.sleep(0.03)


def kill_kernel(server: subprocess.Popen, kernel: str) -> None:
    """Kill the kernel process with this id, as a crash would (no shutdown through the server)."""
    for child in psutil.Process(server.pid).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if any(f"kernel-{kernel}.json" in part for part in child.cmdline()):
                child.send_signal(signal.SIGKILL)
                child.wait(10)
                return
    raise AssertionError(f"no kernel {kernel} to kill")


def dashboard(root: Path, rooms: str, port: int | None = None, away: float = 2.0) -> tuple[subprocess.Popen, str]:
    """``cardkit dashboard`` with bots at once and the rooms in ``rooms``; (process, base address)."""
    port = port or free_port()
    process = serve([sys.executable, "-m", "cardkit.cli", "dashboard", f"--port={port}", "--bot-delay=0",
                     f"--rooms={rooms}", "--cull-idle-timeout=20", "--cull-interval=2", "--max-sessions=0"],
                    root, port, env={"CARDKIT_AWAY_AFTER": str(away)})
    return process, f"http://127.0.0.1:{port}/"


# ==================================================================================== the benchmark
def _p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


# The time from a click on this page to the other page's board showing a new move (ms): the clicking
# page watches nothing; the watching page reports through a promise set up before the click.
WATCH_MOVE = """() => new Promise((resolve) => {
  // The board's root may be drawn anew (the dashboard redraws the page when a player comes or goes): watch
  // the whole page. Null after 20 s without a change (not counted).
  const move = () => { const r = document.querySelector('.ck-root'); return r ? r.getAttribute('data-move') : null; };
  const before = move();
  const watch = new MutationObserver(() => {
    if (move() !== before) { watch.disconnect(); resolve(performance.timeOrigin + performance.now()); }
  });
  watch.observe(document.body, { attributes: true, subtree: true, childList: true });
  setTimeout(() => { watch.disconnect(); resolve(null); }, 20000);
})"""


def seated_pages(browser: Any, base: str, players: int | list[int], rooms: int = 1) -> list[list[Any]]:
    """``rooms`` started rooms of Ipso for ``players`` people (an int, or one per room), each made from the
    form of its first player's browser and joined from its link by the others (one context each)."""
    counts = [players] * rooms if isinstance(players, int) else list(players)
    opened = []
    for count in counts:
        errors: list[str] = []
        pages = [watched(browser.new_context(), errors)[0] for _ in range(count)]
        link = host_room(pages[0], base, count, count)
        for seat, page in enumerate(pages[1:], start=2):
            take_seat(page, link, seat, f"P{seat}")
        start_room(pages[0], count)
        for page in pages[1:]:
            page.wait_for_selector(".ck-root .ck-board")
        opened.append(pages)
    return opened


def measure_latency(store: str = "sqlite", moves: int = 60) -> dict:
    """Click -> the other browser's board, over ``moves`` moves of a room of two people."""
    from playwright.sync_api import sync_playwright

    with _store(store) as url, tempfile.TemporaryDirectory(prefix="cardkit-rooms-bench-") as tmp:
        process, base = dashboard(Path(tmp), url)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
                times: list[float] = []
                while len(times) < moves:
                    [pages] = seated_pages(browser, base, 2)
                    while len(times) < moves and not pages[0].locator(".ck-root .ck-sheet").count():
                        times += _one_move(pages)
                    for page in pages:
                        page.context.close()
                browser.close()
        finally:
            stop(process)
    return {"store": store, "moves": len(times), "median_ms": round(statistics.median(times), 1),
            "p95_ms": round(_p95(times), 1)}


def measure_rooms(store: str = "sqlite", rooms: int = 20, moves: int = 10) -> dict:
    """``rooms`` rooms of 2 to 4 people (one browser context each) playing at once: click -> other
    boards (ms), the kernels' memory (RSS, MiB) and the store's (the SQLite file, or Redis's used memory)."""
    from playwright.sync_api import sync_playwright

    people = [2 + r % 3 for r in range(rooms)]
    with _store(store) as url, tempfile.TemporaryDirectory(prefix="cardkit-rooms-bench-") as tmp:
        process, base = dashboard(Path(tmp), url)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
                tables = seated_pages(browser, base, people, rooms)
                times: list[float] = []
                # Round robin: each room plays its next move in turn, so all the rooms are under way at once.
                for _ in range(moves):
                    for pages in tables:
                        times += _one_move(pages)
                kernels = [c.memory_info().rss / 2 ** 20 for c in psutil.Process(process.pid).children(recursive=True)
                           if "ipykernel" in " ".join(c.cmdline())]
                store_mb = _store_size(url)
                browser.close()
        finally:
            stop(process)
    return {"store": store, "rooms": rooms, "people": sum(people), "moves": len(times),
            "median_ms": round(statistics.median(times), 1), "p95_ms": round(_p95(times), 1), "kernels": len(kernels),
            "kernel_mb_median": round(statistics.median(kernels), 1), "kernels_mb_total": round(sum(kernels)),
            "store_mb": round(store_mb, 2)}


def _one_move(pages: list[Any]) -> list[float]:
    """The player to move in this room makes one whole move (every click of it); the time from the click
    that makes it to each other page's board showing it, in ms."""
    mover = None
    for _ in range(200):
        mover = next((p for p in pages if p.evaluate(LIVE)), None)
        if mover is not None:
            break
        time.sleep(0.02)
    if mover is None:
        return []
    others = [p for p in pages if p is not mover]
    for _ in range(5):  # the clicks before the last one change this screen only
        waits = [p.evaluate_handle(WATCH_MOVE) for p in others]
        start = mover.evaluate("() => performance.timeOrigin + performance.now()")
        if mover.evaluate(PLAY_TURN, "ipso") != "moved":
            return []
        if not mover.evaluate(LIVE):  # that click made the move: the others' boards follow
            ends = [handle.evaluate("(p) => p") for handle in waits]
            return [end - start for end in ends if end is not None]
    return []


@contextlib.contextmanager
def _store(kind: str) -> Iterator[str]:
    """A fresh store: a SQLite file in a temporary folder, or a redis-server of its own on a free port."""
    with tempfile.TemporaryDirectory(prefix="cardkit-rooms-store-") as folder:
        if kind == "sqlite":
            yield f"sqlite:///{folder}/rooms.db"
            return
        server = shutil.which("redis-server")
        if server is None:
            raise SystemExit("the Redis part needs redis-server (apt-get install redis-server)")
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        redis = subprocess.Popen([server, "--port", str(port), "--bind", "127.0.0.1", "--dir", folder,
                                  "--appendonly", "yes", "--save", ""], stdout=subprocess.DEVNULL)
        try:
            time.sleep(0.5)
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            redis.terminate()
            redis.wait(10)


def _store_size(url: str) -> float:
    """The store's size in MiB: the SQLite file (with its write-ahead log), or Redis's used memory."""
    if url.startswith("sqlite:///"):
        path = Path("/" + url[len("sqlite:///"):].lstrip("/"))
        return sum(p.stat().st_size for p in path.parent.glob(path.name + "*")) / 2 ** 20
    import redis

    return redis.Redis.from_url(url).info("memory")["used_memory"] / 2 ** 20


PARTS = {"dashboard latency": measure_latency, "dashboard rooms at once": measure_rooms}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--redis", action="store_true", help="measure with a Redis store too")
    parser.add_argument("--rooms", type=int, default=20)
    parser.add_argument("--moves", type=int, default=10, help="moves per room in the rooms-at-once part")
    args = parser.parse_args(argv)
    for store in ("sqlite", "redis") if args.redis else ("sqlite",):
        print(json.dumps(measure_latency(store)), flush=True)
        print(json.dumps(measure_rooms(store, args.rooms, args.moves)), flush=True)


if __name__ == "__main__":
    main()
