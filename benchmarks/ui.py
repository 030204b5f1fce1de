"""The dashboard's speed as a player feels it, measured through Voila and headless Chromium.

    python -m benchmarks.ui [--sessions 10] [--no-preheat] [--board-only] [--slices 12]

Prints: request -> dashboard usable (the form's Play button on screen: in a new browser, as a
first visit in a browser already open, and as a return visit); click -> board updated
(median, p95, at human pace); each kernel's memory (RSS) once a game is on; then ``--sessions``
pages playing at once (latency and the memory of all their kernels). Goals: usable <= 1 s,
kernel <= 80 MiB.

Then the board against the floor of any widget round trip (``--board-only``: this part alone): a
bare ipywidgets button whose click updates a label, served by the same Voila set-up in the same
run, and each game's board in the dashboard, measured in alternating short slices. For each game and
kind of click (a select; a move answered by a bot) it prints click -> board redrawn (the next frame
after the board's update) and the main-thread time per click (Chrome's ``Performance.getMetrics``
TaskDuration from the click to the board at rest), each against the bare button's, with 95%
intervals (bootstrap), and how many glides and fades a click starts (median). Goals: <= 1.5x the bare
round trip (median and p95) and <= 35 ms of main-thread time per click; a goal is met only when its
interval's bound reaches it. Figures are printed, never asserted.

``--trace FOLDER`` (with ``--game``, ``--trace-clicks 5``): instead, Chrome traces of single clicks (a select,
a move answered by a bot, the bare button), each from the click to the page at rest, and where the main
thread's time went: its CPU time per click (the trace's thread time, which the machine's load does not
inflate as it does the wall-clock counters), split into the click's parts (its own task, the update's task, the
frame that draws it, the frames up to 300 ms, and from 300 ms: where the glides end), the self time of each kind
of event (style, layout, paint, script) and of each JavaScript function the sampling profiler saw.

``--split N`` (with ``--game``): where a click's round trip goes, N clicks of each kind, the board (a play
widget without bot delay) and the bare button in one page of the same Voila set-up: the page's part before
sending, the kernel's (the comm message handed to the widget -> the update sent: the move, the bots, the
scene built, ipywidgets' and the session's serialising and signing; timed inside the kernel), the way there
and back (the server, zmq, the kernel's IOPub thread) and the page's part after the answer arrived (the
widget manager, then the board's drawing up to ``data-reply``); medians, with the update's size.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import psutil

from cardkit.cli import TEMPLATES
from cardkit.games import names as game_names

LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

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
                sizes.append(child.memory_info().rss / 2**20)
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
            print(
                f"request -> dashboard usable ({way}): median {statistics.median(times):.2f} s, "
                f"p95 {p95(times):.2f} s over {len(times)} page loads"
            )
        await open_browser.close()

        page = await open_game(browser, url)
        clicks = await page.evaluate(CLICKS, 40)
        print(
            f"click -> board updated (one session): median {statistics.median(clicks):.1f} ms, "
            f"p95 {p95(clicks):.1f} ms over {len(clicks)} clicks"
        )
        sizes = kernel_rss(server)
        print(
            f"kernel RSS: {max(sizes):.0f} MiB for the session playing "
            f"(every kernel: {', '.join(f'{s:.0f}' for s in sorted(sizes))} MiB, the preheated one included)"
        )
        await page.close()

        pages = [await open_game(browser, url) for _ in range(sessions)]
        start = time.perf_counter()
        results = await asyncio.gather(*(page.evaluate(CLICKS, 30) for page in pages))
        elapsed = time.perf_counter() - start
        together = [ms for times in results for ms in times]
        sizes = kernel_rss(server)
        server_rss = psutil.Process(server.pid).memory_info().rss / 2**20
        print(
            f"{sessions} sessions clicking at once ({len(together)} clicks in {elapsed:.1f} s): median "
            f"{statistics.median(together):.1f} ms, p95 {p95(together):.1f} ms, max {max(together):.0f} ms"
        )
        print(
            f"memory with {sessions} sessions: {len(sizes)} kernels (the page loads above leave theirs until culled), {sum(sizes):.0f} MiB in all "
            f"({statistics.median(sizes):.0f} MiB median each), the Voila server {server_rss:.0f} MiB"
        )
        await browser.close()


# ------------------------------------------------------------------------------ the board against a bare button
# The floor: an ipywidgets button whose click updates a label, in a notebook served like the dashboard.
BARE_NOTEBOOK = {
    "cells": [
        {
            "cell_type": "code",
            "execution_count": None,
            "id": "bare",
            "metadata": {},
            "outputs": [],
            "source": "import ipywidgets as w\n"
            "button, label = w.Button(description='bare'), w.Label('0')\n"
            "button.add_class('bare-button')\nlabel.add_class('bare-label')\n"
            "button.on_click(lambda _: setattr(label, 'value', str(int(label.value) + 1)))\n"
            "w.VBox([button, label])",
        }
    ],
    "metadata": {
        "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
        "voila": {"template": "cardkit"},
    },
    "nbformat": 4,
    "nbformat_minor": 5,
}

# Resolves once the next frame after the page's answer is painted: a rendering step, then a task.
PAINTED = "() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))"

BARE_CLICK = (
    """async () => {
  const label = document.querySelector('.bare-label');
  const before = label.innerText;
  const start = performance.now();
  document.querySelector('.bare-button').click();
  await new Promise((resolve) => {
    const watch = new MutationObserver(() => { if (label.innerText !== before) { watch.disconnect(); resolve(); } });
    watch.observe(label, { subtree: true, childList: true, characterData: true });
  });
  await (%s)();
  return { ms: performance.now() - start };
}"""
    % PAINTED
)

# The human's next click (benchmarks.reliability.browser.NEXT_CLICK's policy), made and timed to the
# board's next painted frame; says whether it was a select (the move counter unchanged) or a move, and
# whether a bot answered it (the seat's turn again after more than its own move).
BOARD_CLICK = """async (game) => {
  const root = document.querySelector('.ck-root');
  const pick = %s;
  const id = pick(game);
  if (!id) return null;
  document.getAnimations().forEach((a) => a.finish());
  const target = root.querySelector(`[data-id="${CSS.escape(id)}"]`);
  const move = Number(root.getAttribute('data-move'));
  const before = root.getAttribute('data-reply');
  const start = performance.now();
  target.click();
  await new Promise((resolve) => {
    const watch = new MutationObserver(() => { if (root.getAttribute('data-reply') !== before) { watch.disconnect(); resolve(); } });
    watch.observe(root, { attributes: true, attributeFilter: ['data-reply'] });
  });
  await (%s)();
  const ms = performance.now() - start;
  const glides = document.getAnimations().length;
  // A scene's move is the game's change counter times 1000 plus the screen's own changes (a selection).
  const moved = Math.floor(Number(root.getAttribute('data-move')) / 1000) - Math.floor(move / 1000);
  const mine = !!root.querySelector('.ck-area.ck-mine.ck-current');
  return { ms, glides, kind: moved === 0 ? 'select' : moved > 1 && mine ? 'answered' : 'move' };
}"""


def interval(samples: list[float], statistic, rounds: int = 2000, seed: int = 1) -> tuple[float, float]:
    """The 95% bootstrap interval of ``statistic`` over ``samples``."""
    rng = random.Random(seed)
    values = sorted(statistic(rng.choices(samples, k=len(samples))) for _ in range(rounds))
    return values[int(0.025 * rounds)], values[int(0.975 * rounds) - 1]


def ratio_interval(a: list[float], b: list[float], statistic, rounds: int = 2000, seed: int = 1) -> tuple[float, float]:
    """The 95% bootstrap interval of statistic(a) / statistic(b), each resampled on its own."""
    rng = random.Random(seed)
    values = sorted(statistic(rng.choices(a, k=len(a))) / statistic(rng.choices(b, k=len(b))) for _ in range(rounds))
    return values[int(0.025 * rounds)], values[int(0.975 * rounds) - 1]


# Chrome's counters of main-thread time: all of it, and the script, style and layout parts of it.
COUNTERS = ("TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration")


async def counters(cdp) -> dict[str, float]:
    metrics = {m["name"]: m["value"] for m in (await cdp.send("Performance.getMetrics"))["metrics"]}
    return {name: metrics[name] * 1000 for name in COUNTERS}


async def timed(page, cdp, script: str, arg=None) -> dict | None:
    """One click: its round trip and the main-thread time from the click to the page at rest (the
    board's glides over: 380 ms), then a human's pause."""
    before = await counters(cdp)
    result = await page.evaluate(script, arg)
    if result is not None:
        await asyncio.sleep(0.45)
        after = await counters(cdp)
        result.update({name: after[name] - before[name] for name in COUNTERS})
        result["main"] = result["TaskDuration"]
    await asyncio.sleep(0.1 + random.random() * 0.1)
    return result


async def next_deal(page) -> None:
    """At the score sheet: the next game of the match, else a new game (asked first)."""
    for name in ("next_game", "new_game", "confirm_new_game"):
        button = page.locator(f'.ck-root [data-id="button:{name}"]:not([disabled])')
        if await button.count():
            before = await page.locator(".ck-root").get_attribute("data-reply")
            await button.click()
            await page.wait_for_function(
                "r => document.querySelector('.ck-root').getAttribute('data-reply') !== r", arg=before
            )


async def measure_board(board_url: str, bare_url: str, slices: int, per_slice: int, names: list[str]) -> None:
    from playwright.async_api import async_playwright

    from benchmarks.reliability.browser import NEXT_CLICK
    from cardkit import games

    board_click = BOARD_CLICK % (NEXT_CLICK, PAINTED)
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=LAUNCH_ARGS)
        context = await browser.new_context(viewport={"width": 1280, "height": 900})
        errors: list[str] = []
        bare = await context.new_page()
        bare.on("pageerror", lambda e: errors.append(str(e)))
        await bare.goto(bare_url)
        await bare.wait_for_selector(".bare-button")
        bare_cdp = await context.new_cdp_session(bare)
        await bare_cdp.send("Performance.enable")
        for name in names:
            page = await context.new_page()
            page.set_default_timeout(90_000)
            page.on("pageerror", lambda e: errors.append(str(e)))
            await page.goto(board_url)
            await page.click(f".ckd-games button:text-is('{games.spec(name).title()}')")
            await page.wait_for_selector(f".ckd-games button.mod-active:text-is('{games.spec(name).title()}')")
            await page.click("button.ckd-start")
            await page.wait_for_selector(".ck-root .ck-board")
            cdp = await context.new_cdp_session(page)
            await cdp.send("Performance.enable")
            await asyncio.sleep(1)
            board: dict[str, list[dict]] = {"select": [], "answered": [], "move": []}
            floor: list[dict] = []
            for _ in range(slices):  # alternating slices: the board's clicks, then the bare button's
                await page.bring_to_front()  # a page in the background draws no frames
                for _ in range(per_slice):
                    result = await timed(page, cdp, board_click, name)
                    if result is None:
                        await next_deal(page)
                        continue
                    board[result["kind"]].append(result)
                await bare.bring_to_front()
                for _ in range(per_slice):
                    floor.append(await timed(bare, bare_cdp, BARE_CLICK))
            await page.close()
            bare_ms = [r["ms"] for r in floor]
            bare_main = [r["main"] for r in floor]
            print(
                f"{name}: bare button {len(floor)} clicks: round trip median {statistics.median(bare_ms):.1f} ms, "
                f"p95 {p95(bare_ms):.1f} ms; main thread median {statistics.median(bare_main):.1f} ms"
            )
            for kind in ("select", "answered", "move"):
                results = board[kind]
                if len(results) < 5:
                    print(f"  {kind}: {len(results)} clicks, too few to say")
                    continue
                ms = [r["ms"] for r in results]
                main = [r["main"] for r in results]
                lo, hi = ratio_interval(ms, bare_ms, statistics.median)
                plo, phi = ratio_interval(ms, bare_ms, p95)
                mlo, mhi = interval(main, statistics.median)
                goal = (
                    ""
                    if kind == "move"
                    else (
                        f"  [goals: median {'met' if hi <= 1.5 else 'not met'}, p95 {'met' if phi <= 1.5 else 'not met'},"
                        f" main thread {'met' if mhi <= 35 else 'not met'}]"
                    )
                )
                print(
                    f"  {kind} ({len(results)} clicks): click -> board redrawn median {statistics.median(ms):.1f} ms "
                    f"({statistics.median(ms) / statistics.median(bare_ms):.2f}x bare, 95% {lo:.2f}-{hi:.2f}), "
                    f"p95 {p95(ms):.1f} ms ({p95(ms) / p95(bare_ms):.2f}x, 95% {plo:.2f}-{phi:.2f}); "
                    f"main thread median {statistics.median(main):.1f} ms (95% {mlo:.1f}-{mhi:.1f}), "
                    f"p95 {p95(main):.1f} ms (of which script, style, layout: "
                    f"{', '.join(f'{statistics.median(r[n] for r in results):.1f}' for n in COUNTERS[1:])} ms); "
                    f"glides and fades median {statistics.median(r['glides'] for r in results):g}{goal}"
                )
        if errors:
            print("page errors:", *errors, sep="\n  ")
        await browser.close()


# ------------------------------------------------------------------------------ a trace of one click
# Chrome's trace categories: the main thread's tasks (script, style, layout, paint), the page's own
# marks (where a click starts and ends) and the sampling profiler's samples (which function the
# script's time is in).
TRACE_CATEGORIES = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8.execute",
    "blink.user_timing",
    "disabled-by-default-v8.cpu_profiler",
]


def _event_name(event: dict) -> str:
    if event["name"] != "FunctionCall":
        return event["name"]
    data = event.get("args", {}).get("data", {})
    return f"FunctionCall {Path(data.get('url') or '?').name}:{data.get('functionName') or '?'}"


def read_trace(path: Path) -> dict[str, dict[str, float]]:
    """Where the page's main thread spent the time between its marks ``ck-click-start`` and
    ``ck-click-end``: the self time of each kind of event (``events``) and, by the profiler's samples, of
    each JavaScript function (``functions``: file:function), in ms; ``wall``: the marks' distance (``ms``)
    and the main thread's CPU time in its tasks (``cpu``)."""
    events = json.loads(path.read_text())
    events = events.get("traceEvents", []) if isinstance(events, dict) else events
    marks = {e["name"]: e for e in events if e.get("name") in ("ck-click-start", "ck-click-end")}
    start, end = marks["ck-click-start"], marks["ck-click-end"]
    thread = (start["pid"], start["tid"])  # the marks are made on the page's main thread
    lo, hi = start["ts"], end["ts"]
    spans = sorted(
        (
            e
            for e in events
            if (e.get("pid"), e.get("tid")) == thread and e.get("ph") == "X" and "dur" in e and lo <= e["ts"] <= hi
        ),
        key=lambda e: (e["ts"], -e["dur"]),
    )
    own: list[float] = []
    stack: list[int] = []  # indexes into spans of the events still open
    cpu = 0.0  # the thread's CPU time in the outermost events (``tdur``): what the load does not inflate
    tasks: list[dict] = []  # the outermost events: the main thread's tasks
    for i, e in enumerate(spans):
        while stack and e["ts"] >= spans[stack[-1]]["ts"] + spans[stack[-1]]["dur"]:
            stack.pop()
        if stack:
            own[stack[-1]] -= e["dur"]  # a parent's self time is its time less its children's
        else:
            cpu += e.get("tdur", e["dur"]) / 1000
            tasks.append(e)
        own.append(float(e["dur"]))
        stack.append(i)
    kinds: dict[str, float] = {}
    for e, us in zip(spans, own):
        kinds[_event_name(e)] = kinds.get(_event_name(e), 0.0) + us / 1000
    # The profiler's samples: each sample's innermost frame is charged the time to the next sample.
    functions: dict[str, float] = {}
    frames: dict[tuple, str] = {}
    clocks = {
        e["id"]: e["args"]["data"]["startTime"]
        for e in events
        if e.get("name") == "Profile" and e.get("pid") == thread[0]
    }
    for chunk in sorted(
        (e for e in events if e.get("name") == "ProfileChunk" and e.get("id") in clocks), key=lambda e: e["ts"]
    ):
        data = chunk["args"]["data"]
        profile = data.get("cpuProfile", {})
        for node in profile.get("nodes", []):
            frame = node.get("callFrame", {})
            frames[(chunk["id"], node["id"])] = (
                f"{Path(frame.get('url') or '').name}:{frame.get('functionName') or '(anonymous)'}"
            )
        for sample, delta in zip(profile.get("samples", []), data.get("timeDeltas", [])):
            clocks[chunk["id"]] += delta
            if lo <= clocks[chunk["id"]] <= hi:
                name = frames.get((chunk["id"], sample), "?")
                functions[name] = functions.get(name, 0.0) + max(0, delta) / 1000
    return {
        "events": kinds,
        "functions": functions,
        "wall": {"ms": (hi - lo) / 1000, "cpu": cpu},
        "parts": click_parts(tasks, lo),
    }


# The parts of a click on the main thread, in the order they come; a glide lasts 380 ms from its start.
PARTS = ("click", "update", "first frame", "until 300 ms", "from 300 ms")


def click_parts(tasks: list[dict], start: float) -> dict[str, float]:
    """The CPU time (ms) of the main thread's ``tasks`` (trace events, in order) in the parts of a click made
    at ``start`` (µs): the click's own tasks, the update's (the longest task in the first 100 ms: the answer's
    message and the board's drawing), the task after it (the frame that draws the update), the rest up to 300 ms
    after the click (a glide's first frames), and from 300 ms (a glide's last frames, where each ends)."""
    parts = dict.fromkeys(PARTS, 0.0)
    early = [e for e in tasks if e["ts"] - start < 100_000]
    if not early:
        return parts
    update = max(early, key=lambda e: e["dur"])
    after = [e for e in tasks if e["ts"] > update["ts"]]
    for e in tasks:
        if e["ts"] < update["ts"]:
            part = "click"
        elif e is update:
            part = "update"
        elif after and e is after[0]:
            part = "first frame"
        elif e["ts"] - start < 300_000:
            part = "until 300 ms"
        else:
            part = "from 300 ms"
        parts[part] += e.get("tdur", e["dur"]) / 1000
    return parts


async def trace_clicks(board_url: str, bare_url: str, names: list[str], folder: Path, clicks: int) -> None:
    """Chrome traces of ``clicks`` selects and moves answered by a bot in each game, and of as many clicks
    of the bare button, each from the click to the page at rest; prints per click the main thread's CPU
    time (median, 95% interval) and where its time went (the mean self time of each kind of event and of
    each JavaScript function sampled)."""
    from playwright.async_api import async_playwright

    from benchmarks.reliability.browser import NEXT_CLICK
    from cardkit import games

    board_click = BOARD_CLICK % (NEXT_CLICK, PAINTED)
    folder.mkdir(parents=True, exist_ok=True)

    async def traced(browser, page, script: str, arg, path: Path) -> dict | None:
        await browser.start_tracing(page=page, path=str(path), categories=TRACE_CATEGORIES)
        await page.evaluate("performance.mark('ck-click-start')")
        result = await page.evaluate(script, arg)
        await asyncio.sleep(0.45)  # the glides over
        await page.evaluate("performance.mark('ck-click-end')")
        await browser.stop_tracing()
        await asyncio.sleep(0.2)
        return result

    def show(label: str, paths: list[Path]) -> None:
        if not paths:
            print(f"{label}: no click of this kind")
            return
        spent = [read_trace(path) for path in paths]
        cpu = [s["wall"]["cpu"] for s in spent]
        lo, hi = interval(cpu, statistics.median)
        print(
            f"{label} ({len(paths)} clicks): main thread CPU time median {statistics.median(cpu):.1f} ms (95% {lo:.1f}-{hi:.1f})"
        )
        print(
            "  parts (median CPU time):",
            ", ".join(f"{part} {statistics.median(s['parts'][part] for s in spent):.1f}" for part in PARTS),
        )
        for part in ("events", "functions"):
            mean: dict[str, float] = {}
            for s in spent:
                for name, ms in s[part].items():
                    mean[name] = mean.get(name, 0.0) + ms / len(spent)
            top = sorted(mean.items(), key=lambda kv: -kv[1])[:16]
            print(f"  {part} (mean self time):", ", ".join(f"{name} {ms:.1f}" for name, ms in top if ms >= 0.2))

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=LAUNCH_ARGS)
        context = await browser.new_context(viewport={"width": 1280, "height": 900})
        bare = await context.new_page()
        await bare.goto(bare_url)
        await bare.wait_for_selector(".bare-button")
        for _ in range(3):  # the first clicks warm the page's code up
            await bare.evaluate(BARE_CLICK)
            await asyncio.sleep(0.2)
        paths = []
        for i in range(clicks):
            paths.append(folder / f"bare-{i}.json")
            await traced(browser, bare, BARE_CLICK, None, paths[-1])
        show("bare button", paths)
        await bare.close()
        for name in names:
            page = await context.new_page()
            page.set_default_timeout(90_000)
            await page.goto(board_url)
            await page.click(f".ckd-games button:text-is('{games.spec(name).title()}')")
            await page.wait_for_selector(f".ckd-games button.mod-active:text-is('{games.spec(name).title()}')")
            await page.click("button.ckd-start")
            await page.wait_for_selector(".ck-root .ck-board")
            await asyncio.sleep(1)
            found: dict[str, list[Path]] = {"select": [], "answered": []}
            for i in range(12 * clicks):
                if min(len(paths) for paths in found.values()) >= clicks:
                    break
                path = folder / f"{name}-{i}.json"
                result = await traced(browser, page, board_click, name, path)
                if result is None:
                    await next_deal(page)
                elif i >= 2 and result["kind"] in found and len(found[result["kind"]]) < clicks:
                    found[result["kind"]].append(path)  # the first two clicks warm the page's code up
            for kind, paths in found.items():
                show(f"{name} {kind}", paths)
            await page.close()
        await browser.close()


# ------------------------------------------------------------------------------ a click's round trip, split
# A page holding the bare button and a play widget; the kernel writes when a comm message reaches the comm
# manager and when each update leaves (after the session's signing and sending), one JSON line each.
SPLIT_SOURCE = """
import json, time, ipywidgets as w
from ipykernel.kernelbase import Kernel
from cardkit.widgets.play import PlayWidget
_log = open(%(log)r, "a", buffering=1)
_kernel = Kernel.instance()
_send = _kernel.session.send
def _sent(stream, message, content=None, *args, **kwargs):
    sent = _send(stream, message, content, *args, **kwargs)
    if isinstance(sent, dict) and sent["header"]["msg_type"] == "comm_msg":
        _log.write(json.dumps({"event": "sent", "t": time.time()}) + "\\n")
    return sent
_kernel.session.send = _sent
_comm_msg = _kernel.comm_manager.comm_msg
def _arrived(stream, ident, msg):
    _log.write(json.dumps({"event": "in", "t": time.time()}) + "\\n")
    return _comm_msg(stream, ident, msg)
_kernel.shell_handlers["comm_msg"] = _arrived
button, label = w.Button(description="bare"), w.Label("0")
button.add_class("bare-button"); label.add_class("bare-label")
button.on_click(lambda _: setattr(label, "value", str(int(label.value) + 1)))
board = PlayWidget(%(game)r, bot_delay=0, seed=5)
w.VBox([button, label, board])
"""

# The page's websocket messages: when each was sent and received, and its size.
SPLIT_HOOK = """(() => {
  const seen = (window.ckSockets = []);
  const Socket = window.WebSocket;
  const send = Socket.prototype.send;
  const size = (data) => typeof data === "string" ? data.length : (data.byteLength ?? data.size);
  Socket.prototype.send = function (data) { seen.push(["out", performance.now(), size(data)]); return send.call(this, data); };
  window.WebSocket = class extends Socket {
    constructor(...args) { super(...args); this.addEventListener("message", (e) => seen.push(["in", performance.now(), size(e.data)])); }
  };
})()"""

# One click of the bare button (``game`` null) or of the board's next click; when its answer is drawn.
SPLIT_CLICK = """async (game) => {
  window.ckSockets.length = 0;
  const root = document.querySelector('.ck-root');
  const watched = game ? root : document.querySelector('.bare-label');
  const now = () => game ? watched.getAttribute('data-reply') : watched.innerText;
  const id = game ? (%s)(game) : null;
  if (game && !id) return null;
  const target = game ? root.querySelector(`[data-id="${CSS.escape(id)}"]`) : document.querySelector('.bare-button');
  const before = now(), move = Number(root.getAttribute('data-move'));
  const drawn = new Promise((resolve) => {
    const watch = new MutationObserver(() => { if (now() !== before) { watch.disconnect(); resolve(performance.now()); } });
    watch.observe(watched, { attributes: true, subtree: true, childList: true, characterData: true });
  });
  const start = performance.now();
  target.click();
  const end = await drawn;
  const moved = Math.floor(Number(root.getAttribute('data-move')) / 1000) - Math.floor(move / 1000);
  return { start, end, sockets: [...window.ckSockets], kind: !game ? 'bare' : moved === 0 ? 'select' : 'move' };
}"""


async def split_clicks(names: list[str], root: str, clicks: int) -> None:
    """For each game, ``clicks`` clicks of the board and of the bare button, alternated; prints where each
    kind of click's round trip went (medians)."""
    from playwright.async_api import async_playwright

    from benchmarks.reliability.browser import NEXT_CLICK

    script = SPLIT_CLICK % NEXT_CLICK
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=LAUNCH_ARGS)
        for name in names:
            log = Path(root) / f"split-{name}.jsonl"
            notebook = Path(root) / f"split-{name}.ipynb"
            cell = {**BARE_NOTEBOOK["cells"][0], "source": SPLIT_SOURCE % {"log": str(log), "game": name}}
            notebook.write_text(json.dumps({**BARE_NOTEBOOK, "cells": [cell]}), encoding="utf-8")
            port = free_port()
            server = serve(notebook, port, root, False)
            try:
                page = await browser.new_page(viewport={"width": 1280, "height": 900})
                page.set_default_timeout(90_000)
                await page.add_init_script(SPLIT_HOOK)
                await page.goto(f"http://127.0.0.1:{port}/")
                await page.wait_for_selector(".ck-root .ck-board")
                await asyncio.sleep(1)
                found: dict[str, list[dict]] = {"bare": [], "select": [], "move": []}
                for i in range(2 * clicks + 4):
                    log.write_text("")
                    result = await page.evaluate(script, name if i % 2 == 0 else None)
                    await asyncio.sleep(0.45 + random.random() * 0.1)  # the glides over, a human's pause
                    if result is None:
                        break
                    kernel = [json.loads(line) for line in log.read_text().splitlines()]
                    arrived = [e["t"] for e in kernel if e["event"] == "in"]
                    sent = [e["t"] for e in kernel if e["event"] == "sent"]
                    out = [s for s in result["sockets"] if s[0] == "out"]
                    back = [s for s in result["sockets"] if s[0] == "in" and s[1] <= result["end"]]
                    if i < 4 or not (arrived and sent and out and back):
                        continue  # the first clicks warm the page and the kernel up
                    answer = max(back, key=lambda s: s[2])  # the update: the largest message before the drawing
                    in_kernel = (sent[-1] - arrived[0]) * 1000
                    found[result["kind"]].append(
                        {
                            "round trip": result["end"] - result["start"],
                            "page, to sending": out[0][1] - result["start"],
                            "kernel": in_kernel,
                            "there and back": answer[1] - out[0][1] - in_kernel,
                            "page, answer to drawn": result["end"] - answer[1],
                            "update bytes": answer[2],
                        }
                    )
                for kind, rows in found.items():
                    if len(rows) < 3:
                        print(f"{name} {kind}: {len(rows)} clicks, too few to say")
                        continue
                    parts = ", ".join(f"{part} {statistics.median(r[part] for r in rows):.1f}" for part in rows[0])
                    print(f"{name} {kind} ({len(rows)} clicks), medians (ms; bytes): {parts}")
                await page.close()
            finally:
                server.terminate()
                server.wait(timeout=30)
        await browser.close()


def serve(notebook: Path | None, port: int, root: str, no_preheat: bool) -> subprocess.Popen:
    """A dashboard server (or, given ``notebook``, the same Voila set-up serving that notebook)."""
    env = {
        **os.environ,
        "JUPYTER_RUNTIME_DIR": f"{root}/runtime",
        "JUPYTER_CONFIG_DIR": f"{root}/config",
        "XDG_DATA_HOME": f"{root}/data",
    }
    if notebook is None:
        command = [sys.executable, "-m", "cardkit.cli", "dashboard", f"--port={port}", "--bot-delay=0"]
        command += ["--no-preheat"] if no_preheat else []
    else:
        env["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(TEMPLATES), os.environ.get("JUPYTER_PATH")]))
        command = [
            sys.executable,
            "-c",
            "import sys; from cardkit.cli import dashboard_arguments; "
            "from cardkit.dashboard.server import DashboardVoila; "
            "DashboardVoila.launch_instance(argv=dashboard_arguments(sys.argv[1], int(sys.argv[2])))",
            str(notebook),
            str(port),
        ]
    server = subprocess.Popen(
        command, env=env, cwd=root, stdout=subprocess.DEVNULL, stderr=open(f"{root}/server-{port}.log", "w")
    )
    for _ in range(240):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5).close()
            break
        except OSError:
            time.sleep(0.25)
    return server


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=10)
    parser.add_argument("--no-preheat", action="store_true")
    parser.add_argument("--board-only", action="store_true", help="only the board against the bare button")
    parser.add_argument("--slices", type=int, default=12, help="alternating slices per game (board, bare)")
    parser.add_argument("--per-slice", type=int, default=6, help="clicks per slice")
    parser.add_argument("--game", action="append", choices=game_names(), help="only this game (repeatable)")
    parser.add_argument(
        "--trace", type=Path, help="record Chrome traces of single clicks into this folder, and say where the time goes"
    )
    parser.add_argument("--trace-clicks", type=int, default=5, help="traced clicks of each kind (with --trace)")
    parser.add_argument("--split", type=int, metavar="N", help="split N clicks' round trips: page, kernel, the way")
    args = parser.parse_args()
    root = tempfile.mkdtemp(prefix="cardkit-ui-")
    if args.split:
        print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
        asyncio.run(split_clicks(args.game or list(game_names()), root, args.split))
        print(f"load average at the end {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
        return
    bare_notebook = Path(root) / "bare.ipynb"
    bare_notebook.write_text(json.dumps(BARE_NOTEBOOK), encoding="utf-8")
    port, bare_port = free_port(), free_port()
    server = serve(None, port, root, args.no_preheat)
    bare = serve(bare_notebook, bare_port, root, args.no_preheat)
    url = f"http://127.0.0.1:{port}/"
    try:
        time.sleep(3)  # the first preheated kernels
        print(
            f"cardkit dashboard through Voila, {'no preheated kernel' if args.no_preheat else 'preheated kernels'},"
            f" {os.cpu_count()} cores, load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}"
        )
        names = args.game or list(game_names())
        if args.trace:
            asyncio.run(trace_clicks(url, f"http://127.0.0.1:{bare_port}/", names, args.trace, args.trace_clicks))
            return
        if not args.board_only:
            asyncio.run(measure(url, server, args.sessions))
        asyncio.run(measure_board(url, f"http://127.0.0.1:{bare_port}/", args.slices, args.per_slice, names))
        print(f"load average at the end {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    finally:
        for process in (server, bare):
            process.terminate()
            process.wait(timeout=30)


if __name__ == "__main__":
    main()
