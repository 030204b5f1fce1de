"""5. Dashboard sessions (slow; needs Chromium and the dashboard), the dashboard served for real.

Concurrent sessions in separate Playwright contexts play separate, correct games; many sequential page
loads leave no kernel or memory growth behind; the front end cannot execute code in the kernel.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.reliability.browser import (
    DASHBOARD_PROBE,
    LAUNCH_ARGS,
    NEXT_CLICK,
    free_port,
    kernels,
    land,
    reply,
    serve,
    start,
    stop,
    wait_for_kernels,
    wait_reply,
)

# seconds: the measuring server's idle-kernel timeout (the dashboard's default is 120). A kernel handed to a
# page that has not connected yet is culled after it, so it must outlast a page load on a loaded machine: at
# 4 s and at 10 s a page never drew its form (at 10 s, load average 11: the page's websocket opened 10.6 s
# after its kernel was handed out, 0.1 s after the cull). Nothing here waits for the culler: pages close as a
# tab closes (the page's shutdown beacon), and the server is probed on a path that starts no kernel; culling
# a closed tab's kernel is test_dashboard_browser.py's. On a failure the server's log is printed.
CULL = 60

# From the page, with the page's own kernel id: a kernel_info_request (allowed, so the channel is
# shown to work) and an execute_request that would write a file. Returns the reply types received.
TRY_EXECUTE = """async ([marker, wait]) => {
  const config = JSON.parse(document.getElementById('jupyter-config-data').textContent);
  const url = `ws://${location.host}${config.baseUrl}api/kernels/${config.kernelId}/channels?session_id=probe`;
  const ws = new WebSocket(url);
  const got = [];
  ws.onmessage = (e) => { try { got.push(JSON.parse(e.data).header.msg_type); } catch (err) { got.push('?'); } };
  await new Promise((ok, no) => { ws.onopen = ok; ws.onerror = () => no(new Error('no websocket')); });
  const send = (type, content) => ws.send(JSON.stringify({
    header: {msg_id: crypto.randomUUID(), msg_type: type, session: 'probe', username: 'probe', version: '5.3',
             date: new Date().toISOString()},
    parent_header: {}, metadata: {}, content, channel: 'shell', buffers: []}));
  send('kernel_info_request', {});
  send('execute_request', {code: `open(${JSON.stringify(marker)}, "w").write("executed")`, silent: false,
                           store_history: false, user_expressions: {}, allow_stdin: false, stop_on_error: true});
  await new Promise((ok) => setTimeout(ok, wait));
  ws.close();
  return got;
}"""


def _rss_mb(pid: int) -> float:
    import psutil

    return psutil.Process(pid).memory_info().rss / 2**20


def close_tab(page: Any) -> None:
    """Close a page as its player closes the tab: its beforeunload handler sends the shutdown beacon."""
    with page.expect_event("close"):
        page.close(run_before_unload=True)


def _wait_kernels(server: Any, expected: int, seconds: float) -> bool:
    """Whether the server's kernel count reaches ``expected`` within ``seconds`` (the tests' wait)."""
    try:
        wait_for_kernels(server, expected, seconds)
    except AssertionError:
        return False
    return True


def measure_sessions(concurrent: int = 20, reloads: int = 200, progress: bool = True) -> dict:
    """The dashboard served for real (``cardkit dashboard``), driven by headless Chromium."""

    from playwright.sync_api import sync_playwright

    report: dict[str, Any] = {"violations": 0, "problems": []}

    def problem(text: str) -> None:
        report["violations"] += 1
        report["problems"].append(text)
        if progress:
            print(f"  !! {text}", flush=True)

    def say(text: str) -> None:
        if progress:
            print(f"[sessions] {text}", flush=True)

    root = Path(tempfile.mkdtemp(prefix="cardkit-sessions-"))
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    server = serve(
        [
            sys.executable,
            "-m",
            "cardkit.cli",
            "dashboard",
            f"--port={port}",
            "--bot-delay=0",
            f"--cull-idle-timeout={CULL}",
            "--cull-interval=1",
            "--max-sessions-per-client=0",
        ],
        root,
        port,
        probe=DASHBOARD_PROBE,
    )  # every visitor here is at 127.0.0.1
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=LAUNCH_ARGS)
            _wait_kernels(server, 1, 60)  # the preheated kernel alone (the probe started none)
            base_kernels = kernels(server)
            # ---- concurrent sessions: each its own browser context (cookies, storage), its own game
            start_time = time.perf_counter()
            sessions = []
            for i in range(concurrent):
                context = browser.new_context()
                page = context.new_page()
                page.set_default_timeout(180_000)
                errors: list[str] = []
                page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
                page.goto(url)
                page.wait_for_selector("button.ckd-start")
                page.fill(".ckd-name-1 input", f"Player{i:02d}")
                sessions.append(
                    {
                        "context": context,
                        "page": page,
                        "errors": errors,
                        "name": f"Player{i:02d}",
                        "clicks": 0,
                        "done": False,
                    }
                )
            for session in sessions:  # every page started before any is played: all kernels live at once
                start(session["page"])
                session["opening"] = session["page"].evaluate(  # the deal as this player sees it
                    "() => [...document.querySelectorAll('.ck-root .ck-card')].map(c => c.getAttribute('aria-label'))"
                    ".join('|')"
                )
            # The preheated pool refills in the background while pages take its kernels, so the count
            # settles a moment after the last page opened rather than at once.
            settled = _wait_kernels(server, base_kernels + concurrent, 60)
            report["kernels with all sessions open"] = kernels(server)
            if not settled:
                problem(f"{kernels(server)} kernels for {concurrent} sessions (expected {base_kernels + concurrent})")
            say(f"{concurrent} sessions open, {kernels(server)} kernels")
            separate_checks = 0
            while not all(s["done"] for s in sessions):
                for i, session in enumerate(sessions):
                    if session["done"]:
                        continue
                    page = session["page"]
                    target = page.evaluate(NEXT_CLICK, "ipso")
                    if target is None:
                        session["done"] = True
                        sheet = page.locator(".ck-sheet").inner_text()
                        others = [s["name"] for s in sessions if s is not session and s["name"] in sheet]
                        if session["name"] not in sheet or others:
                            problem(f"session {i}: its score sheet does not name its own player alone")
                        rows = page.evaluate(
                            "() => [...document.querySelectorAll('.ckd-scores tr')].map("
                            "(tr) => [...tr.children].map((td) => td.innerText.trim()))"
                        )
                        if not rows or rows[1][1:] != rows[-1][1:]:
                            problem(f"session {i}: the scoreboard does not add up: {rows}")
                        continue
                    check_others = session["clicks"] % 3 == 0
                    before_all = [reply(s["page"]) for s in sessions] if check_others else None
                    before = reply(page)
                    land(page)
                    page.click(f'.ck-root [data-id="{target}"]')
                    wait_reply(page, before)
                    session["clicks"] += 1
                    if page.locator(".ck-error").count():
                        problem(f"session {i}: an error on the board: {page.locator('.ck-error').inner_text()}")
                    if check_others:
                        after_all = [reply(s["page"]) for s in sessions]
                        changed = [j for j in range(len(sessions)) if j != i and after_all[j] != before_all[j]]
                        separate_checks += 1
                        if changed:
                            problem(f"a click in session {i} changed sessions {changed}")
            report["concurrent sessions"] = concurrent
            report["clicks played"] = sum(s["clicks"] for s in sessions)
            report["separation checks"] = separate_checks
            report["distinct openings"] = len({s["opening"] for s in sessions})
            if report["distinct openings"] != concurrent:  # unseeded deals: a shared game would repeat one
                problem(f"{concurrent} sessions showed only {report['distinct openings']} different deals")
            report["concurrent seconds"] = round(time.perf_counter() - start_time, 1)
            for i, session in enumerate(sessions):
                if session["errors"]:
                    problem(f"session {i}: page errors {session['errors'][:2]}")
            # ---- the front end cannot execute code in the kernel
            marker = root / "executed.txt"
            got = sessions[0]["page"].evaluate(TRY_EXECUTE, [str(marker), 3000])
            report["kernel_info replies (the channel works)"] = got.count("kernel_info_reply")
            report["code executed from the page"] = (
                int(marker.exists()) + got.count("execute_reply") + got.count("execute_input")
            )
            if not report["kernel_info replies (the channel works)"]:
                problem(f"the execution probe got no answer at all ({got}): it proves nothing")
            if report["code executed from the page"]:
                problem("the page could execute code in its kernel")
            for session in sessions:  # as a tab closes: the page's beacon shuts its kernel down
                close_tab(session["page"])
            if not _wait_kernels(server, base_kernels, 60):
                problem(f"{kernels(server)} kernels left after the sessions closed (expected {base_kernels})")
            for session in sessions:
                session["context"].close()
            say(f"sessions played and closed in {report['concurrent seconds']} s; probing reloads")
            # ---- sequential page loads: no kernel or memory left behind
            context = browser.new_context()
            page = context.new_page()
            page.set_default_timeout(180_000)
            errors = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(url)
            page.wait_for_selector("button.ckd-start")
            rss_before = _rss_mb(server.pid)
            start_time = time.perf_counter()
            for n in range(1, reloads + 1):
                page.reload()
                page.wait_for_selector("button.ckd-start")
                if n % 50 == 0:
                    say(f"{n} reloads, {kernels(server)} kernels, server {_rss_mb(server.pid):.0f} MB")
            report["page loads"] = reloads
            report["reload seconds"] = round(time.perf_counter() - start_time, 1)
            close_tab(page)
            _wait_kernels(server, base_kernels, 60)
            report["kernels left after the loads"] = kernels(server)
            context.close()
            if report["kernels left after the loads"] != base_kernels:
                problem(
                    f"{report['kernels left after the loads']} kernels after {reloads} loads (expected {base_kernels})"
                )
            report["server memory before (MB)"] = round(rss_before)
            report["server memory after (MB)"] = round(_rss_mb(server.pid))
            if report["server memory after (MB)"] - rss_before > 100:
                problem(f"the server grew from {rss_before:.0f} to {report['server memory after (MB)']} MB")
            if errors:
                problem(f"page errors during the loads: {errors[:2]}")
            browser.close()
    except Exception:
        # What the server saw (a kernel culled or dead before its page connected) is the clue a timeout lacks.
        print("[sessions] the server's log:\n" + (root / "server.log").read_text()[-6000:], flush=True)
        raise
    finally:
        stop(server)
        shutil.rmtree(root, ignore_errors=True)
    return report


def sessions_table(report: dict) -> str:
    lines = ["", "5. dashboard sessions (Voila, headless Chromium)"]
    for key, value in report.items():
        if key not in ("violations", "problems"):
            lines.append(f"  {key:44}{value:>12}")
    lines.append(f"  {'violations':44}{report['violations']:>12}")
    lines += [f"  !! {p}" for p in report["problems"][:5]]
    return "\n".join(lines)
