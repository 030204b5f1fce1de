"""Rooms through the dashboard: several browsers at one room, as the browser tests and the benchmark drive them.

    python -m benchmarks.rooms_browser [--redis] [--latency-moves 60] [--rooms 20] [--moves 10] [--pace 3]
                                       [--limit 1800]

(``python -m benchmarks.rooms --parts browser,rooms`` runs the same, with SQLite and Redis.) Prints the
time from one player's click to the other player's board showing the move (median, p95; goals: <= 150 ms
with SQLite, <= 100 ms with Redis), then ``--rooms`` rooms of 2 to 4 players playing at once, at a
player's pace and all at the same instant (the same latency, the kernels' memory and the store's, the
CPU of the kernels, the server and the browsers). Every person is a browser context of their own with
their own page and kernel. The click is stamped in the mover's page and the board's change in each
other page (a MutationObserver), both as ``performance.timeOrigin + performance.now()``. Every wait is
bounded (60 s) and a part fails with a message at its first step after ``--limit`` seconds. Figures are
printed, never asserted.

The helpers (a room made from the form, a seat taken from its link, a game clicked through by every
browser, the websocket frames each page receives, a page's kernel killed) are the browser tests'
too (``tests/test_rooms_browser.py``).
"""

from __future__ import annotations

import argparse
import contextlib
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil

from benchmarks.reliability.browser import DASHBOARD_PROBE, LAUNCH_ARGS, NEXT_CLICK, free_port, serve, stop

TIMEOUT = 60_000  # ms
CHROMIUM = "/usr/bin/chromium"

# It is this page's turn: a card or a choice to click, and no score sheet yet.
LIVE = (
    "() => !!document.querySelector('.ck-root .ck-clickable, .ck-root .ck-choice:not([disabled])')"
    " && !document.querySelector('.ck-root .ck-sheet')"
)


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
        ws.on(
            "framereceived",
            lambda payload: frames.append(payload if isinstance(payload, str) else payload.decode("utf-8", "ignore")),
        )

    page.on("websocket", socket_opened)
    return page, frames


def room_code(page: Any) -> str:
    """The room's code, from the page's address (``#room=CODE``)."""
    return page.url.split("#room=")[1]


TITLES = {"ipso": "Ipso", "rummy500": "Rummy 500", "house_of_suits": "House of Suits"}
FORM_OF = {"rummy500": ".ckd-target", "house_of_suits": ".ckd-match"}  # a control only that game's form has


def host_room(page: Any, base: str, players: int, humans: int, names: tuple[str, ...] = (), game: str = "ipso") -> str:
    """From the dashboard's form: ``game`` (Ipso: a single game) for ``players``, the first ``humans`` seats
    for people (the others bots: Beginner), "Play with friends"; returns the room's link."""
    page.goto(base)
    page.wait_for_selector("button.ckd-friends")
    if game != "ipso":
        page.click(f".ckd-games button:text-is('{TITLES[game]}')")
        page.wait_for_selector(f".ckd-games button.mod-active:text-is('{TITLES[game]}')")
        page.wait_for_selector(FORM_OF[game])  # the form drawn again for that game: not the old one's controls
    if page.locator(".ckd-players").count():  # (House of Suits is for two: it asks nothing)
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
    host.wait_for_function(
        "(n) => document.querySelectorAll('.ckd-room-seats strong, .ckd-room-seats td:nth-child(2)')"
        ".length && [...document.querySelectorAll('.ckd-room-seats td:nth-child(2)')]"
        ".filter((td) => !td.querySelector('em')).length >= n",
        arg=seated,
    )
    host.click("button.ckd-room-start")
    host.wait_for_selector(".ck-root .ck-board")


# One click of the plain policy if it is this page's turn, answered, in one round trip: "over" (the score
# sheet is shown), "wait" (not this page's turn), "moved", or "error: ..." (the board's message).
PLAY_TURN = (
    """async (game) => {
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
}"""
    % NEXT_CLICK
)


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


def dashboard(
    root: Path, rooms: str, port: int | None = None, away: float = 2.0, flags: tuple[str, ...] = ()
) -> tuple[subprocess.Popen, str]:
    """``cardkit dashboard`` with bots at once and the rooms in ``rooms`` (and ``flags``); (process, base address)."""
    port = port or free_port()
    process = serve(
        [
            sys.executable,
            "-m",
            "cardkit.cli",
            "dashboard",
            f"--port={port}",
            "--bot-delay=0",
            f"--rooms={rooms}",
            "--cull-idle-timeout=20",
            "--cull-interval=2",
            "--max-sessions=0",
            "--max-sessions-per-client=0",
            *flags,
        ],  # every person here is at 127.0.0.1
        root,
        port,
        env={"CARDKIT_AWAY_AFTER": str(away)},
        probe=DASHBOARD_PROBE,
    )
    return process, f"http://127.0.0.1:{port}/"


# ==================================================================================== the benchmark
def _p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


# Each time is taken in its own page as performance.timeOrigin + performance.now(): the same clock (the
# machine's) in every page of one browser, whichever its context.
NOW = "performance.timeOrigin + performance.now()"

# A watching page (not the mover): note the time its board first shows a move counter other than the one
# it shows now (the room's moves: data-move // 1000; this page's own clicks change only the rest). The
# whole page is watched: the dashboard may draw the board's root anew when a player comes or goes.
ARM = (
    """() => {
  const counter = () => { const r = document.querySelector('.ck-root');
                          return r ? Math.floor(Number(r.getAttribute('data-move')) / 1000) : null; };
  if (window.__ckWatch) window.__ckWatch.disconnect();
  const before = counter();
  window.__ckSeen = null;
  const watch = new MutationObserver(() => {
    if (counter() !== before) { watch.disconnect(); window.__ckSeen = %s; }
  });
  watch.observe(document.body, { attributes: true, subtree: true, childList: true });
  window.__ckWatch = watch;
  return before;
}"""
    % NOW
)

# The mover's page: click through one whole move by the plain policy (a selection, then the card), each
# click answered before the next, started and left running (the call returns at once, so that many rooms
# move at the same time); window.__ckMoved then holds {at: the time of the click that made the move} or
# {over: true} or {error: the board's message}. Bounded: 8 clicks, 20 s for each answer.
PLAY_MOVE = """(game) => {
  const root = () => document.querySelector('.ck-root');
  const counter = () => Math.floor(Number(root().getAttribute('data-move')) / 1000);
  const reply = () => { const r = root(); return r ? r.getAttribute('data-reply') : null; };
  const answered = (before) => new Promise((resolve) => {
    const watch = new MutationObserver(() => { if (reply() !== before) { watch.disconnect(); resolve(true); } });
    watch.observe(document.body, { attributes: true, subtree: true, childList: true });
    setTimeout(() => { watch.disconnect(); resolve(false); }, 20000);
  });
  window.__ckMoved = null;
  (async () => {
    const start = counter();
    for (let i = 0; i < 8; i++) {
      const r = root();
      if (!r || r.querySelector('.ck-sheet')) return (window.__ckMoved = { over: true });
      const id = (%s)(game);
      const target = id === null ? null : r.querySelector(`[data-id="${id}"]`);
      if (!target) return (window.__ckMoved = { error: `nothing to click (${id})` });
      const before = reply();
      const at = %s;
      target.click();
      if (!(await answered(before))) return (window.__ckMoved = { error: 'no answer to a click in 20 s' });
      const error = root().querySelector('.ck-error');
      if (error) return (window.__ckMoved = { error: error.innerText });
      if (counter() !== start) return (window.__ckMoved = { at });
    }
    window.__ckMoved = { error: 'no move after 8 clicks' };
  })();
}""" % (NEXT_CLICK, NOW)


class Budget:
    """A part's time limit: ``check`` fails with a clear message once ``seconds`` have passed."""

    def __init__(self, part: str, seconds: float) -> None:
        self.part, self.seconds, self.end = part, seconds, time.monotonic() + seconds

    def check(self, doing: str) -> None:
        if time.monotonic() > self.end:
            raise TimeoutError(
                f"{self.part}: not finished within {self.seconds:.0f} s (while {doing}); "
                "the machine may be overloaded: try smaller --rooms/--moves or a larger --limit"
            )


def seated_pages(
    browser: Any,
    base: str,
    players: int | list[int],
    rooms: int = 1,
    errors: list[str] | None = None,
    budget: Budget | None = None,
) -> list[list[Any]]:
    """``rooms`` started rooms of Ipso for ``players`` people (an int, or one per room), each made from the
    form of its first player's browser and joined from its link by the others (one context each, their
    pages loaded together); the page errors go to ``errors``."""
    counts = [players] * rooms if isinstance(players, int) else list(players)
    errors = [] if errors is None else errors
    opened = []
    for number, count in enumerate(counts, start=1):
        if budget:
            budget.check(f"opening room {number} of {len(counts)}")
        pages = [watched(browser.new_context(), errors)[0] for _ in range(count)]
        for page in pages:  # pages loading together on a loaded machine: each step may take longer
            page.set_default_timeout(2 * TIMEOUT)
        try:
            link = host_room(pages[0], base, count, count)
            for page in pages[1:]:  # the guests' kernels start together
                page.goto(link, wait_until="commit")
            for seat, page in enumerate(pages[1:], start=2):
                take_seat(page, link, seat, f"P{seat}")
            start_room(pages[0], count)
            for page in pages[1:]:
                page.wait_for_selector(".ck-root .ck-board")
        except Exception as e:  # noqa: BLE001 - Playwright's timeout, said with where it happened
            raise RuntimeError(
                f"opening room {number} of {len(counts)} ({count} people) failed: {str(e).splitlines()[0]}"
            ) from e
        opened.append(pages)
    return opened


def _fire(pages: list[Any]) -> tuple[Any, list[Any]] | None:
    """The room's player to move starts their whole move, each other page watching for it; (mover, the
    others), or None if no page has the turn within 10 s (the game is over)."""
    deadline = time.monotonic() + 10
    while True:
        mover = next((p for p in pages if p.evaluate(LIVE)), None)
        if mover is not None:
            break
        if time.monotonic() > deadline or any(p.locator(".ck-root .ck-sheet").count() for p in pages):
            return None
        time.sleep(0.02)
    others = [p for p in pages if p is not mover]
    for page in others:
        page.evaluate(ARM)
    mover.evaluate(PLAY_MOVE, "ipso")
    return mover, others


def _collect(mover: Any, others: list[Any], missed: list[int]) -> list[float]:
    """The times (ms) from the mover's click to each other board showing the move; a board that did not
    show it within 20 s counts in ``missed``."""
    mover.wait_for_function("() => window.__ckMoved !== null", timeout=60_000)
    outcome = mover.evaluate("() => window.__ckMoved")
    if "error" in outcome:
        raise AssertionError(f"the mover's board said: {outcome['error']}")
    if outcome.get("over"):
        return []
    times = []
    for page in others:
        try:
            page.wait_for_function("() => window.__ckSeen !== null", timeout=20_000)
        except Exception:  # noqa: BLE001 - Playwright's TimeoutError: counted, and the run goes on
            missed[0] += 1
            continue
        times.append(page.evaluate("() => window.__ckSeen") - outcome["at"])
    return times


def _kernels(server: subprocess.Popen) -> list[float]:
    """The RSS (MiB) of each of the server's kernels."""
    sizes = []
    for child in psutil.Process(server.pid).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if "ipykernel" in " ".join(child.cmdline()):
                sizes.append(child.memory_info().rss / 2**20)
    return sizes


def _cpu(server: subprocess.Popen) -> dict[str, float]:
    """CPU seconds used so far by the kernels, the dashboard server itself and this run's Chromium (the
    players' browsers, here on the same two cores as the server)."""
    used = {"kernels": 0.0, "server": 0.0, "browsers": 0.0}
    groups = [
        ("server", [psutil.Process(server.pid)]),
        ("kernels", psutil.Process(server.pid).children(recursive=True)),
        ("browsers", [c for c in psutil.Process().children(recursive=True) if "chrom" in c.name().lower()]),
    ]
    for group, processes in groups:
        for process in processes:
            with contextlib.suppress(psutil.Error):
                times = process.cpu_times()
                used[group] += times.user + times.system
    return used


def _settle(server: subprocess.Popen, pages: int, budget: Budget) -> None:
    """Wait until every page's kernel and the one preheated after them are up, and the server's processes
    are quiet (under half a core for a second), so that the moves are timed, not the start-ups."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        budget.check("waiting for the kernels to settle")
        processes = [psutil.Process(server.pid), *psutil.Process(server.pid).children(recursive=True)]
        for process in processes:
            with contextlib.suppress(psutil.Error):
                process.cpu_percent(None)
        time.sleep(1)
        busy = 0.0
        for process in processes:
            with contextlib.suppress(psutil.Error):
                busy += process.cpu_percent(None)
        if len(_kernels(server)) >= pages and busy < 50:
            return


def _summary(times: list[float]) -> dict:
    if not times:
        raise AssertionError("no move was timed")
    return {
        "median_ms": round(statistics.median(times), 1),
        "p95_ms": round(_p95(times), 1),
        "max_ms": round(max(times), 1),
    }


def measure_latency(store: str = "sqlite", moves: int = 60, limit: float = 600) -> dict:
    """Click -> the other browser's board, over ``moves`` moves of rooms of two people, one move at a time."""
    from playwright.sync_api import sync_playwright

    budget = Budget(f"the {store} latency part", limit)
    errors: list[str] = []
    missed = [0]
    with _store(store) as url, tempfile.TemporaryDirectory(prefix="cardkit-rooms-bench-") as tmp:
        process, base = dashboard(Path(tmp), url, away=15.0)  # the real heartbeat (every 5 s), not the tests' 2 s
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
                try:
                    times: list[float] = []
                    while len(times) < moves:
                        [pages] = seated_pages(browser, base, 2, errors=errors, budget=budget)
                        _settle(process, 2, budget)
                        while len(times) < moves:
                            budget.check(f"timing move {len(times) + 1} of {moves}")
                            fired = _fire(pages)
                            if fired is None:
                                break
                            times += _collect(*fired, missed)
                        for page in pages:
                            page.context.close()
                finally:
                    browser.close()
        finally:
            stop(process)
    return {
        "part": "latency",
        "store": store,
        "moves": len(times),
        **_summary(times),
        "missed": missed[0],
        "page_errors": len(errors),
    }


def measure_rooms(
    store: str = "sqlite", rooms: int = 20, moves: int = 10, pace: float = 3.0, limit: float = 1800
) -> dict:
    """``rooms`` rooms of 2, 3 and 4 people (each person a browser context of their own, with their own
    page and kernel) playing at once, ``moves`` rounds twice: first at a player's pace (in each round
    every room's player to move starts a move, the rooms' moves spread evenly over ``pace`` seconds),
    then all the rooms' moves started at the same instant (the worst case). The time from each click to
    the other boards showing it (ms), for each; at the end the kernels' memory (RSS, MiB) and the store's
    (the SQLite file, or Redis's used memory)."""
    from playwright.sync_api import sync_playwright

    budget = Budget(f"the {store} rooms-at-once part", limit)
    people = [2 + r % 3 for r in range(rooms)]
    errors: list[str] = []
    missed = [0]
    with _store(store) as url, tempfile.TemporaryDirectory(prefix="cardkit-rooms-bench-") as tmp:
        process, base = dashboard(Path(tmp), url, away=15.0)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS)
                try:
                    began = time.monotonic()
                    tables = seated_pages(browser, base, people, errors=errors, budget=budget)
                    setup = time.monotonic() - began
                    _settle(process, sum(people), budget)
                    timed: dict[str, list[float]] = {"paced": [], "burst": []}
                    began, cpu = time.monotonic(), _cpu(process)
                    for kind, spread in (("paced", pace), ("burst", 0.0)):
                        for round_ in range(moves):
                            budget.check(f"{kind} round {round_ + 1} of {moves}")
                            start, fired = time.monotonic(), []
                            for number, pages in enumerate(tables):  # room n's move starts n/rooms into the round
                                time.sleep(max(0.0, start + spread * number / rooms - time.monotonic()))
                                fired.append(_fire(pages))
                            for move in fired:
                                if move is not None:
                                    timed[kind] += _collect(*move, missed)
                            time.sleep(max(0.0, start + spread - time.monotonic()))
                    playing = time.monotonic() - began
                    cpu = {k: v - cpu[k] for k, v in _cpu(process).items()}
                    kernels = _kernels(process)
                    store_mb = _store_size(url)
                finally:
                    browser.close()
        finally:
            stop(process)
    burst = {f"burst_{k}": v for k, v in _summary(timed["burst"]).items()}
    return {
        "part": "rooms at once",
        "store": store,
        "rooms": rooms,
        "people": sum(people),
        "pace_s": pace,
        "moves": len(timed["paced"]),
        **_summary(timed["paced"]),
        "burst_moves": len(timed["burst"]),
        **burst,
        "missed": missed[0],
        "kernels": len(kernels),
        "kernel_mb_median": round(statistics.median(kernels), 1),
        "kernels_mb_total": round(sum(kernels)),
        "store_mb": round(store_mb, 2),
        "setup_s": round(setup),
        "playing_s": round(playing),
        **{
            f"cpu_ms_per_board_{k}": round(1000 * v / max(1, len(timed["paced"]) + len(timed["burst"])), 1)
            for k, v in cpu.items()
        },
        "cpu_cores_used": round(sum(cpu.values()) / playing, 2),
        "page_errors": len(errors),
    }


@contextlib.contextmanager
def _store(kind: str) -> Iterator[str]:
    """A fresh store: a SQLite file in a temporary folder, or a redis-server of its own on a free port
    (persistence on, every write on disk before it is answered, as tests/test_rooms.py runs it)."""
    with tempfile.TemporaryDirectory(prefix="cardkit-rooms-store-") as folder:
        if kind == "sqlite":
            yield f"sqlite:///{folder}/rooms.db"
            return
        server = shutil.which("redis-server")
        if server is None:
            raise SystemExit("the Redis part needs redis-server (apt-get install redis-server)")
        port = free_port()
        redis = subprocess.Popen(
            [
                server,
                "--port",
                str(port),
                "--bind",
                "127.0.0.1",
                "--dir",
                folder,
                "--appendonly",
                "yes",
                "--appendfsync",
                "always",
                "--save",
                "",
                "--logfile",
                str(Path(folder, "redis.log")),
            ],
            stdout=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + 10
            while True:
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                    break
                except OSError:
                    if time.monotonic() > deadline or redis.poll() is not None:
                        raise RuntimeError("redis-server did not start") from None
                    time.sleep(0.02)
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            redis.terminate()
            redis.wait(10)


def _store_size(url: str) -> float:
    """The store's size in MiB: the SQLite file (with its write-ahead log), or Redis's used memory."""
    if url.startswith("sqlite:///"):
        path = Path("/" + url[len("sqlite:///") :].lstrip("/"))
        return sum(p.stat().st_size for p in path.parent.glob(path.name + "*")) / 2**20
    import redis

    return redis.Redis.from_url(url).info("memory")["used_memory"] / 2**20


def describe(result: dict) -> str:
    """One line of figures, in words."""
    store = "SQLite" if result["store"] == "sqlite" else "Redis"
    line = (
        f"{store}, click -> the other browser's board: median {result['median_ms']} ms, "
        f"p95 {result['p95_ms']} ms, max {result['max_ms']} ms over {result['moves']} boards"
    )
    if result["part"] == "rooms at once":
        line = (
            f"{store}, {result['rooms']} rooms ({result['people']} people, each a browser page with its own "
            f"kernel) playing at once, each room a move every {result['pace_s']:g} s: {line.split(': ', 1)[1]}; "
            f"all the rooms' moves at the same instant: median {result['burst_median_ms']} ms, "
            f"p95 {result['burst_p95_ms']} ms, max {result['burst_max_ms']} ms over {result['burst_moves']} "
            f"boards; {result['kernels']} kernels "
            f"(with the preheated one), {result['kernel_mb_median']} MiB RSS each (median), "
            f"{result['kernels_mb_total']} MiB in all; store {result['store_mb']} MiB; "
            f"set up in {result['setup_s']} s, played in {result['playing_s']} s; CPU per board updated: "
            f"kernels {result['cpu_ms_per_board_kernels']} ms, server {result['cpu_ms_per_board_server']} ms, "
            f"browsers {result['cpu_ms_per_board_browsers']} ms ({result['cpu_cores_used']} cores busy "
            f"while playing)"
        )
    if result["missed"] or result["page_errors"]:
        line += f"; {result['missed']} boards missed a move (20 s), {result['page_errors']} page errors"
    return line


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--redis", action="store_true", help="measure with a Redis store too")
    parser.add_argument("--latency-moves", type=int, default=60, help="moves timed in the latency part")
    parser.add_argument("--rooms", type=int, default=20)
    parser.add_argument("--moves", type=int, default=10, help="moves per room in the rooms-at-once part")
    parser.add_argument("--pace", type=float, default=3.0, help="seconds between two moves of a room (at once part)")
    parser.add_argument("--limit", type=float, default=1800, help="seconds a part may take before it fails")
    args = parser.parse_args(argv)
    for store in ("sqlite", "redis") if args.redis else ("sqlite",):
        print(describe(measure_latency(store, args.latency_moves, args.limit)), flush=True)
        print(describe(measure_rooms(store, args.rooms, args.moves, args.pace, args.limit)), flush=True)


if __name__ == "__main__":
    main()
