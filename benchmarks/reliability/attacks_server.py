"""Attacks on the dashboard's server, as someone who can reach its port would push (issue 17).

Each attack takes a running ``cardkit dashboard`` (started with ``serve`` below, the browser tests'
own helper) and returns its counts: what was tried, what was refused, and the violations (each must
be 0), with the first violation described. A seated visitor (``Visitor``: a page's kernel reached
over its websocket, as the page does) is timed before and during each attack, to show the others
keep playing; the times are printed, never asserted. ``tests/test_dashboard_security.py`` runs every
attack at a small size; the reliability benchmark runs them bigger.

- ``kernel_flood``: many concurrent page loads; beyond ``--max-sessions`` each gets the "table is
  full" page (503), and the kernels stay within the cap.
- ``rebinding``: a request for another host name (DNS rebinding), a websocket from another site,
  and one both: 403 each, while the page's own websocket is accepted.
- ``page_messages``: what a page may not send its kernel (shutdown, interrupt, code, comms of its
  own): dropped, the comms closed, the kernel alive and unchanged.
- ``silent_websocket``: a websocket opened and kept silent does not keep its kernel past the cull.
- ``memory_limit``: every kernel runs under the configured address-space limit.
"""
from __future__ import annotations

import concurrent.futures
import http.cookiejar
import json
import re
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path
from typing import Any

import psutil
import websocket  # websocket-client, installed with jupyter_server

from benchmarks.reliability.browser import free_port, kernels, serve, stop, wait_for_kernels

FULL = "The table is full"


def counts(attack: str) -> dict[str, Any]:
    return {"attack": attack, "tried": 0, "refused": 0, "violations": 0}


def violation(result: dict, what: str) -> None:
    result["violations"] += 1
    result.setdefault("first violation", what)


def report(result: dict) -> dict:
    """Print what was tried and what went wrong (the benchmark's output and the tests' log)."""
    figures = ", ".join(f"{k} {v}" for k, v in result.items() if k not in ("attack", "first violation"))
    print(f"{result['attack']}: {figures}" + (f"; first: {result['first violation']}" if result["violations"] else ""))
    return result


def get(url: str, headers: dict | None = None, opener=None) -> tuple[int, str]:
    """(status, body) of a GET, errors included."""
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with (opener or urllib.request.build_opener()).open(request, timeout=60) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8", "replace")


def kernel_id(page: str) -> str:
    found = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', page)
    if found is None:
        raise RuntimeError("the page holds no kernel: " + (FULL if FULL in page else page[:200]))
    return found.group(1)


def message(kind: str, content: dict, channel: str = "shell", session: str = "attack") -> dict:
    """A kernel message as the page's JavaScript sends it (the websocket's JSON protocol)."""
    header = {"msg_id": uuid.uuid4().hex, "msg_type": kind, "session": session, "username": "page",
              "version": "5.3", "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    return {"header": header, "parent_header": {}, "metadata": {}, "content": content, "channel": channel,
            "buffers": []}


def ws_url(base: str, kernel: str) -> str:
    return base.replace("http://", "ws://", 1) + f"api/kernels/{kernel}/channels?session_id={uuid.uuid4().hex}"


def connect(base: str, kernel: str, host: str | None = None, origin: str | None = None) -> websocket.WebSocket:
    """The page's websocket to its kernel (same Host and Origin as the page unless told otherwise)."""
    served = base.split("//", 1)[1].rstrip("/")
    return websocket.create_connection(ws_url(base, kernel), timeout=30, host=host or served,
                                       origin=origin or f"http://{served}", suppress_origin=False)


def replies(ws: websocket.WebSocket, seconds: float) -> list[dict]:
    """Every JSON message the kernel sends in the next ``seconds``."""
    found, deadline = [], time.monotonic() + seconds
    while time.monotonic() < deadline:
        ws.settimeout(max(0.05, deadline - time.monotonic()))
        try:
            frame = ws.recv()
        except websocket.WebSocketTimeoutException:
            break
        if isinstance(frame, str):
            found.append(json.loads(frame))
    return found


def ask(ws: websocket.WebSocket, kind: str, content: dict | None = None, seconds: float = 30) -> dict | None:
    """Send a request and wait for its reply (None if none came)."""
    sent = message(kind, content or {})
    ws.send(json.dumps(sent))
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        ws.settimeout(max(0.05, deadline - time.monotonic()))
        try:
            frame = ws.recv()
        except websocket.WebSocketTimeoutException:
            return None
        if isinstance(frame, str):
            reply = json.loads(frame)
            if reply.get("parent_header", {}).get("msg_id") == sent["header"]["msg_id"] \
                    and reply["header"]["msg_type"].endswith("_reply"):
                return reply
    return None


class Visitor:
    """A seated visitor: a page loaded and its kernel's websocket open, as the page holds it. ``rtt()``
    times a round trip to its kernel (what a click waits for, less the widget's own work)."""

    def __init__(self, base: str) -> None:
        status, page = get(base)
        if status != 200:
            raise RuntimeError(f"the visitor could not sit down: HTTP {status}")
        self.kernel = kernel_id(page)
        self.ws = connect(base, self.kernel)
        self.times: list[float] = []
        if ask(self.ws, "kernel_info_request") is None:
            raise RuntimeError("the visitor's kernel does not answer")

    def rtt(self) -> float | None:
        start = time.perf_counter()
        reply = ask(self.ws, "comm_info_request", {"target_name": "jupyter.widget"})
        if reply is None:
            return None
        self.times.append(time.perf_counter() - start)
        return self.times[-1]

    def summary(self) -> str:
        if not self.times:
            return "the visitor's kernel never answered"
        ms = sorted(t * 1000 for t in self.times)
        return f"{len(ms)} round trips, median {ms[len(ms) // 2]:.0f} ms, max {ms[-1]:.0f} ms"

    def close(self) -> None:
        self.ws.close()


def keeps_playing(result: dict, visitor: Visitor) -> None:
    if visitor.rtt() is None:
        violation(result, "the seated visitor's kernel stopped answering")
    result["seated visitor"] = visitor.summary()


def kernel_flood(base: str, server, max_sessions: int, requests: int = 12, visitor: Visitor | None = None) -> dict:
    """``requests`` concurrent page loads on a server capped at ``max_sessions`` (the visitor holds a
    seat): every answer is a page (200) or the "table is full" page (503), and the kernels never pass
    the cap (plus the preheated one, and one off for a second: see dashboard_server.SessionCount)."""
    result = counts("kernel flood")
    most = 0

    def load(_) -> tuple[int, str]:
        return get(base)

    with concurrent.futures.ThreadPoolExecutor(max_workers=min(requests, 10)) as pool:
        futures = [pool.submit(load, i) for i in range(requests)]
        while not all(f.done() for f in futures):
            most = max(most, kernels(server))
            if visitor:
                visitor.rtt()
            time.sleep(0.2)
    for future in futures:
        status, page = future.result()
        result["tried"] += 1
        if status == 503:
            result["refused"] += 1
            if FULL not in page or "La table est complète" not in page:
                violation(result, "a 503 without the table-is-full page")
        elif status != 200:
            violation(result, f"a page load answered {status}")
    most = max(most, kernels(server))
    result["most kernels"] = most
    if most > max_sessions + 2:
        violation(result, f"{most} kernels for a cap of {max_sessions} pages")
    if result["refused"] == 0 and requests > max_sessions:
        violation(result, f"{requests} page loads and none told the table is full")
    if visitor:
        keeps_playing(result, visitor)
    return report(result)


def rebinding(base: str, visitor: Visitor | None = None) -> dict:
    """DNS rebinding and cross-site websockets: refused with 403; the page's own websocket accepted."""
    result = counts("rebinding")
    port = base.rstrip("/").rsplit(":", 1)[1]
    status, page = get(base)
    kernel = kernel_id(page) if status == 200 else "00000000-0000-0000-0000-000000000000"
    for path in ("", "voila/static/voila.js", f"api/kernels/{kernel}"):
        result["tried"] += 1
        status, _ = get(base + path, {"Host": f"attacker.example:{port}"})
        if status == 403:
            result["refused"] += 1
        else:
            violation(result, f"GET /{path} with Host attacker.example answered {status}")
    for host, origin in ((f"attacker.example:{port}", f"http://attacker.example:{port}"),
                         (None, f"http://attacker.example:{port}"), (None, "null")):
        result["tried"] += 1
        try:
            connect(base, kernel, host=host, origin=origin).close()
            violation(result, f"a websocket with Host {host or 'the server'} and Origin {origin} was accepted")
        except websocket.WebSocketBadStatusException as e:
            if e.status_code == 403:
                result["refused"] += 1
            else:
                violation(result, f"a foreign websocket answered {e.status_code}, not 403")
    try:
        own = connect(base, kernel)
        if ask(own, "kernel_info_request") is None:
            violation(result, "the page's own websocket got no answer")
        own.close()
    except websocket.WebSocketException as e:
        violation(result, f"the page's own websocket was refused: {e}")
    if visitor:
        keeps_playing(result, visitor)
    return report(result)


def page_messages(base: str, marker: Path, visitor: Visitor | None = None, model_mb: int = 2) -> dict:
    """From a page's own websocket: shutdown and interrupt (shell and control), code, and comms of its
    own (a text model of ``model_mb`` MB, an unknown target). Each is dropped or closed, the kernel
    stays alive, the code never runs (``marker`` is never written) and no comm it asked for exists."""
    result = counts("page messages")
    status, page = get(base)
    kernel = kernel_id(page)
    ws = connect(base, kernel)
    ask(ws, "kernel_info_request")
    code = f"open({str(marker)!r}, 'w').write('ran')"
    attacks = [message("shutdown_request", {"restart": False}), message("shutdown_request", {"restart": True}, "control"),
               message("interrupt_request", {}, "control"), message("execute_request", {"code": code, "silent": False}),
               message("execute_request", {"code": code}, "control")]
    opened = []
    for target, state in (("jupyter.widget", {"_model_name": "TextModel", "_model_module": "@jupyter-widgets/controls",
                                              "_model_module_version": "2.0.0", "value": "x" * (model_mb << 20)}),
                          ("cardkit.anything", {}), ("comm", {})):
        comm_id = uuid.uuid4().hex
        opened.append(comm_id)
        attacks.append(message("comm_open", {"comm_id": comm_id, "target_name": target,
                                             "data": {"state": state, "buffer_paths": []}}))
    for sent in attacks:
        ws.send(json.dumps(sent))
        result["tried"] += 1
    heard = replies(ws, 3)
    closed = {m["content"].get("comm_id") for m in heard if m["header"]["msg_type"] == "comm_close"}
    for comm_id in opened:
        if comm_id not in closed:
            violation(result, f"a comm the page opened ({comm_id[:8]}) was not closed")
    answered = [m["header"]["msg_type"] for m in heard if m["header"]["msg_type"] in
                ("shutdown_reply", "interrupt_reply", "execute_reply", "execute_input")]
    if answered:
        violation(result, f"the kernel answered {answered[0]}: the page's request reached it")
    reply = ask(ws, "comm_info_request", {})
    if reply is None:
        violation(result, "the kernel no longer answers after the attack")
    else:
        known = set(reply["content"].get("comms", {}))
        if known & set(opened):
            violation(result, "a comm the page opened exists in the kernel")
    if marker.exists():
        violation(result, "code sent by the page ran in the kernel")
    result["refused"] = result["tried"] - result["violations"]
    ws.close()
    if visitor:
        keeps_playing(result, visitor)
    return report(result)


def alive(base: str, kernel: str) -> bool:
    """Whether the server still runs this kernel (its REST entry, which Voila serves)."""
    return get(base + f"api/kernels/{kernel}")[0] == 200


def silent_websocket(base: str, cull_seconds: float, visitor: Visitor | None = None) -> dict:
    """A page loaded, its websocket opened and kept silent: its kernel is culled like any idle one."""
    result = counts("silent websocket")
    status, page = get(base)
    kernel = kernel_id(page)
    ws = websocket.create_connection(ws_url(base, kernel), timeout=30, origin=base.rstrip("/"), suppress_origin=False)
    result["tried"] = 1
    started = time.monotonic()
    deadline = started + 3 * cull_seconds + 10  # the timeout, the cull interval, a kernel's shutdown
    while alive(base, kernel) and time.monotonic() < deadline:
        if visitor:
            visitor.rtt()
        time.sleep(0.5)
    if alive(base, kernel):
        violation(result, f"the silent websocket kept its kernel {time.monotonic() - started:.0f} s "
                          f"(cull timeout {cull_seconds} s)")
    else:
        result["refused"] = 1
        result["culled after s"] = round(time.monotonic() - started, 1)
    ws.close()
    if visitor:
        keeps_playing(result, visitor)
    return report(result)


def memory_limit(server, megabytes: int) -> dict:
    """Every kernel of the server runs with ``megabytes`` of address space at most."""
    result = counts("memory limit")
    for child in psutil.Process(server.pid).children(recursive=True):
        try:
            if "ipykernel" not in " ".join(child.cmdline()):
                continue
            soft, hard = child.rlimit(psutil.RLIMIT_AS)
        except psutil.Error:
            continue
        result["tried"] += 1
        if soft != megabytes << 20:
            violation(result, f"a kernel runs with an address-space limit of {soft}, not {megabytes} MB")
        else:
            result["refused"] += 1
    if result["tried"] == 0:
        violation(result, "no kernel found to check")
    return report(result)


def run(seats: int = 20, flood: int = 40, cull: int = 10, memory: int = 1024) -> list[dict]:
    """Every attack on a fresh server (``seats`` pages at most, a ``cull``-second idle timeout);
    returns their counts. ``python -m benchmarks.reliability.attacks_server [--small]``."""
    import tempfile

    results = []
    with tempfile.TemporaryDirectory(prefix="cardkit-attacks-") as folder:
        root, port = Path(folder), free_port()
        server = serve([sys.executable, "-m", "cardkit.cli", "dashboard", f"--port={port}", "--bot-delay=0",
                        f"--cull-idle-timeout={cull}", "--cull-interval=1", f"--max-sessions={seats}",
                        f"--kernel-memory={memory}"], root, port)
        base = f"http://127.0.0.1:{port}/"
        visitor = None
        try:
            wait_for_kernels(server, 1, seconds=3 * cull + 20)
            visitor = Visitor(base)
            attacks = (lambda: rebinding(base, visitor), lambda: page_messages(base, root / "ran.txt", visitor),
                       lambda: silent_websocket(base, cull, visitor), lambda: memory_limit(server, memory),
                       lambda: kernel_flood(base, server, seats, requests=flood, visitor=visitor))
            for attack in attacks:
                wait_for_kernels(server, 2, seconds=3 * cull + 20)  # the last attack's kernels culled
                results.append(attack())
        finally:
            if visitor:
                visitor.close()
            stop(server)
    print(f"server attacks: {sum(r['violations'] for r in results)} violations")
    return results


if __name__ == "__main__":
    small = "--small" in sys.argv[1:]
    run(seats=3, flood=8, cull=4) if small else run()
