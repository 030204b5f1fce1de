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
- ``websocket_caps``: one client opening websockets to its kernel until refused: 429 beyond four per
  kernel and beyond its share per address, the server's open-files limit raised, others keep playing.
- ``huge_messages``: messages over the inbound cap (64 KiB) close their connection; the kernel lives.
- ``slot_hog``: one address loading pages until refused (429, its share of ``--max-sessions``) while
  another still gets one; websockets that only ever send ``kernel_info_request`` don't keep them.
- ``routes``: kernel-control routes (``DELETE /api/kernels/<id>``, ``/api/kernels``, ``/api/sessions``,
  another page's ``/voila/api/shutdown/<id>``) refused; ``?template=``/``?theme=`` still served by the
  preheated kernel; Voila's odd routes answer a short 4xx page, never a 500.

The attacker's requests come from their own loopback addresses (127.0.0.2 and up), the seated
visitor's from 127.0.0.1: the server's per-address limits see two clients, as they would on a network.
"""

from __future__ import annotations

import concurrent.futures
import http.client
import json
import re
import socket
import sys
import time
import urllib.parse
import uuid
from pathlib import Path
from typing import Any

import psutil
import websocket  # websocket-client, installed with jupyter_server

from benchmarks.reliability.browser import free_port, kernels, serve, stop, wait_for_kernels

FULL = "The table is full"
YOURS_FULL = "Too many games open"
VISITOR = "127.0.0.1"
ATTACKER = "127.0.0.2"  # the attacks' own address; later attacks take 127.0.0.4-9 each, the flood 127.0.0.10 and up


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


def get(
    url: str, headers: dict | None = None, source: str = ATTACKER, method: str = "GET", body: bytes | None = None
) -> tuple[int, str]:
    """(status, body) of a request from the loopback address ``source``, errors included; a GET follows
    redirects as a browser would."""
    for _ in range(5):
        address = urllib.parse.urlsplit(url)
        connection = http.client.HTTPConnection(address.hostname, address.port, timeout=60, source_address=(source, 0))
        try:
            connection.request(
                method,
                address.path + (f"?{address.query}" if address.query else ""),
                body=body,
                headers={"Host": address.netloc, **(headers or {})},
            )
            response = connection.getresponse()
            status, text = response.status, response.read().decode("utf-8", "replace")
            location = response.getheader("Location")
        finally:
            connection.close()
        if method != "GET" or status not in (301, 302, 303, 307, 308) or not location:
            return status, text
        url = urllib.parse.urljoin(url, location)
    return status, text


def kernel_id(page: str) -> str:
    found = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', page)
    if found is None:
        raise RuntimeError("the page holds no kernel: " + (FULL if FULL in page else page[:200]))
    return found.group(1)


def message(kind: str, content: dict, channel: str = "shell", session: str = "attack") -> dict:
    """A kernel message as the page's JavaScript sends it (the websocket's JSON protocol)."""
    header = {
        "msg_id": uuid.uuid4().hex,
        "msg_type": kind,
        "session": session,
        "username": "page",
        "version": "5.3",
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    return {
        "header": header,
        "parent_header": {},
        "metadata": {},
        "content": content,
        "channel": channel,
        "buffers": [],
    }


def ws_url(base: str, kernel: str) -> str:
    return base.replace("http://", "ws://", 1) + f"api/kernels/{kernel}/channels?session_id={uuid.uuid4().hex}"


def connect(
    base: str, kernel: str, host: str | None = None, origin: str | None = None, source: str = ATTACKER
) -> websocket.WebSocket:
    """The page's websocket to its kernel from ``source`` (same Host and Origin as the page unless told
    otherwise)."""
    served = base.split("//", 1)[1].rstrip("/")
    address = urllib.parse.urlsplit(base)
    sock = socket.create_connection((address.hostname, address.port), timeout=30, source_address=(source, 0))
    try:
        return websocket.create_connection(
            ws_url(base, kernel),
            timeout=30,
            host=host or served,
            socket=sock,
            origin=origin or f"http://{served}",
            suppress_origin=False,
        )
    except BaseException:
        sock.close()
        raise


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
            if reply.get("parent_header", {}).get("msg_id") == sent["header"]["msg_id"] and reply["header"][
                "msg_type"
            ].endswith("_reply"):
                return reply
    return None


def widgets(ws: websocket.WebSocket) -> None:
    """Open the widget manager's control comm, as a page's first word to its kernel is."""
    ws.send(
        json.dumps(
            message("comm_open", {"comm_id": uuid.uuid4().hex, "target_name": "jupyter.widget.control", "data": {}})
        )
    )


class Visitor:
    """A seated visitor: a page loaded and its kernel's websocket open, as the page holds it. ``rtt()``
    times a round trip to its kernel (what a click waits for, less the widget's own work)."""

    def __init__(self, base: str) -> None:
        status, page = get(base, source=VISITOR)
        if status != 200:
            raise RuntimeError(f"the visitor could not sit down: HTTP {status}")
        self.kernel = kernel_id(page)
        self.ws = connect(base, self.kernel, source=VISITOR)
        self.times: list[float] = []
        if ask(self.ws, "kernel_info_request") is None:
            raise RuntimeError("the visitor's kernel does not answer")
        widgets(self.ws)

    def rtt(self) -> float | None:
        start = time.perf_counter()
        reply = ask(self.ws, "comm_info_request", {"target_name": "jupyter.widget"})
        if reply is None:
            return None
        self.times.append(time.perf_counter() - start)
        return self.times[-1]

    def summary(self) -> str:
        """The round trips since the last summary (one attack's), which it then forgets."""
        if not self.times:
            return "the visitor's kernel never answered"
        ms = sorted(t * 1000 for t in self.times)
        self.times = []
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

    def load(i) -> tuple[int, str]:
        return get(base, source=f"127.0.0.{10 + i}")  # many clients: the cap on pages, not the one per address

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
    for host, origin in (
        (f"attacker.example:{port}", f"http://attacker.example:{port}"),
        (None, f"http://attacker.example:{port}"),
        (None, "null"),
    ):
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


def page_messages(base: str, marker: Path, visitor: Visitor | None = None, model_kb: int = 32) -> dict:
    """From a page's own websocket: shutdown and interrupt (shell and control), code, and comms of its
    own (a text model of ``model_kb`` KiB, under the inbound cap; an unknown target). Each is dropped or closed, the kernel
    stays alive, the code never runs (``marker`` is never written) and no comm it asked for exists."""
    result = counts("page messages")
    status, page = get(base)
    kernel = kernel_id(page)
    ws = connect(base, kernel)
    ask(ws, "kernel_info_request")
    code = f"open({str(marker)!r}, 'w').write('ran')"
    attacks = [
        message("shutdown_request", {"restart": False}),
        message("shutdown_request", {"restart": True}, "control"),
        message("interrupt_request", {}, "control"),
        message("execute_request", {"code": code, "silent": False}),
        message("execute_request", {"code": code}, "control"),
    ]
    opened = []
    for target, state in (
        (
            "jupyter.widget",
            {
                "_model_name": "TextModel",
                "_model_module": "@jupyter-widgets/controls",
                "_model_module_version": "2.0.0",
                "value": "x" * (model_kb << 10),
            },
        ),
        ("cardkit.anything", {}),
        ("comm", {}),
    ):
        comm_id = uuid.uuid4().hex
        opened.append(comm_id)
        attacks.append(
            message(
                "comm_open", {"comm_id": comm_id, "target_name": target, "data": {"state": state, "buffer_paths": []}}
            )
        )
    for sent in attacks:
        ws.send(json.dumps(sent))
        result["tried"] += 1
    heard = replies(ws, 3)
    closed = {m["content"].get("comm_id") for m in heard if m["header"]["msg_type"] == "comm_close"}
    for comm_id in opened:
        if comm_id not in closed:
            violation(result, f"a comm the page opened ({comm_id[:8]}) was not closed")
    answered = [
        m["header"]["msg_type"]
        for m in heard
        if m["header"]["msg_type"] in ("shutdown_reply", "interrupt_reply", "execute_reply", "execute_input")
    ]
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
    ws = connect(base, kernel)
    result["tried"] = 1
    started = time.monotonic()
    deadline = started + 3 * cull_seconds + 10  # the timeout, the cull interval, a kernel's shutdown
    while alive(base, kernel) and time.monotonic() < deadline:
        if visitor:
            visitor.rtt()
        time.sleep(0.5)
    if alive(base, kernel):
        violation(
            result,
            f"the silent websocket kept its kernel {time.monotonic() - started:.0f} s (cull timeout {cull_seconds} s)",
        )
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


def open_files(server) -> tuple[int, int]:
    """The server's (soft, hard) limits on open files."""
    return psutil.Process(server.pid).rlimit(psutil.RLIMIT_NOFILE)


def websocket_caps(
    base: str,
    server,
    per_kernel: int,
    per_client: int,
    visitor: Visitor | None = None,
    tries: int = 60,
    source: str = "127.0.0.5",
) -> dict:
    """One client opening up to ``tries`` websockets to its kernel, then to the visitor's kernel: beyond
    ``per_kernel`` to one kernel and ``per_client`` from one address each is refused with 429 before the
    upgrade, the server's soft open-files limit is at least 4,096 (or its hard limit), and the visitor's
    own websocket keeps working (a new one from the visitor's address is still accepted)."""
    result = counts("websocket caps")
    soft, hard = open_files(server)
    result["open files limit"] = soft
    if soft < min(4096, hard):
        violation(result, f"the server's soft open-files limit is {soft}")
    pages = [kernel_id(get(base, source=source)[1]) for _ in range(2)]
    held = []
    for kernel in pages + ([visitor.kernel] if visitor else []):
        accepted = 0
        for _ in range(tries // 3):
            result["tried"] += 1
            try:
                held.append(connect(base, kernel, source=source))
                accepted += 1
            except websocket.WebSocketBadStatusException as e:
                if e.status_code == 429:
                    result["refused"] += 1
                else:
                    violation(result, f"a websocket beyond the caps answered {e.status_code}, not 429")
            if visitor:
                visitor.rtt()
        if accepted > per_kernel:
            violation(result, f"{accepted} websockets to one kernel for a cap of {per_kernel}")
    if len(held) > per_client:
        violation(result, f"{len(held)} websockets from one address for a cap of {per_client}")
    result["accepted"] = len(held)
    for ws in held:
        ws.close()
    if visitor:
        try:
            connect(base, visitor.kernel, source=VISITOR).close()
        except websocket.WebSocketException as e:
            violation(result, f"the visitor's own new websocket was refused: {e}")
        keeps_playing(result, visitor)
    return report(result)


def huge_messages(
    base: str,
    visitor: Visitor | None = None,
    sizes: tuple[int, ...] = (65 << 10, 1 << 20, 9 << 20),
    rounds: int = 3,
    source: str = "127.0.0.6",
) -> dict:
    """``comm_msg`` messages (the widget protocol's own type) of ``sizes`` bytes, ``rounds`` times each:
    each closes its connection at once, the kernel keeps answering a new one; the visitor's round trips
    are timed during the attack (printed)."""
    result = counts("huge messages")
    kernel = kernel_id(get(base, source=source)[1])
    for size in sizes:
        for _ in range(rounds):
            ws = connect(base, kernel, source=source)
            widgets(ws)  # a page's first word, so that its kernel is not culled as silent meanwhile
            result["tried"] += 1
            sent = message(
                "comm_msg", {"comm_id": uuid.uuid4().hex, "data": {"method": "update", "state": {"value": "x" * size}}}
            )
            try:
                ws.send(json.dumps(sent))
                ws.settimeout(10)
                while True:
                    ws.recv()  # whatever the kernel said before the close
            except (websocket.WebSocketConnectionClosedException, ConnectionError, OSError):
                result["refused"] += 1
            except websocket.WebSocketTimeoutException:
                violation(result, f"a {size >> 10} KiB message left its connection open")
            finally:
                ws.close()
            if visitor:
                visitor.rtt()
    ws = connect(base, kernel, source=source)
    if ask(ws, "kernel_info_request") is None:
        violation(result, "the kernel no longer answers after the huge messages")
    ws.close()
    if visitor:
        keeps_playing(result, visitor)
    return report(result)


def slot_hog(
    base: str,
    cull_seconds: float,
    per_client: int,
    visitor: Visitor | None = None,
    requests: int = 8,
    source: str = "127.0.0.7",
) -> dict:
    """One address loads ``requests`` pages and keeps a websocket on each it got, saying only
    ``kernel_info_request`` every second: beyond ``per_client`` it is told so (429) while another address
    still gets a page, and its kernels are culled like silent ones."""
    result = counts("slot hog")
    got, chatty = [], []
    for _ in range(requests):
        result["tried"] += 1
        status, page = get(base, source=source)
        if status == 200:
            got.append(kernel_id(page))
            chatty.append(connect(base, got[-1], source=source))  # at once, as a page would (else culled first)
        elif status == 429 and YOURS_FULL in page and "Trop de parties ouvertes" in page:
            result["refused"] += 1
        else:
            violation(result, f"a page load beyond the address's share answered {status}")
    if len(got) > per_client:
        violation(result, f"one address got {len(got)} pages for a share of {per_client}")
    status, _ = get(base, source="127.0.0.8")  # the bystander's page never connects: culled in its time
    if status != 200:
        violation(result, f"another address was refused a page ({status}) while one address hogged its share")
    started = time.monotonic()
    deadline = started + 3 * cull_seconds + 10
    while any(alive(base, k) for k in got) and time.monotonic() < deadline:
        for ws in chatty:
            try:
                ws.send(json.dumps(message("kernel_info_request", {})))
            except websocket.WebSocketException:
                pass
        if visitor:
            visitor.rtt()
        time.sleep(1)
    kept = [k for k in got if alive(base, k)]
    if kept:
        violation(result, f"{len(kept)} kernels kept by websockets that never spoke the widget protocol")
    else:
        result["reclaimed after s"] = round(time.monotonic() - started, 1)
    for ws in chatty:
        ws.close()
    if visitor:
        keeps_playing(result, visitor)
    return report(result)


# Voila's routes a visitor can reach that answered 500 (its error template needs settings it lacks).
ODD_ROUTES = (
    "voila/templates/cardkit/",
    "voila/templates/x",
    "voila/templates/cardkit/static/",
    "voila/templates/cardkit/x/y",
    "voila/templates/../static/x",
    "logout",
    "voila/api/themes/",
    "voila/static/",
    "voila/labextensions/",
    "voila/files/x",
    "api/kernels",
    "api/sessions",
    "api/kernels/00000000-0000-0000-0000-000000000000",
    "voila/query/00000000-0000-0000-0000-000000000000",
    "favicon.ico",
    "voila/render/x",
)


def routes(base: str, server, visitor: Visitor, source: str = "127.0.0.9") -> dict:
    """Kernel control over HTTP and Voila's odd routes: never a 500, never a kernel shut down by
    anyone but its page's own address, and ``?template=``/``?theme=`` served by the preheated kernel."""
    result = counts("routes")
    for path in ODD_ROUTES:
        result["tried"] += 1
        status, _ = get(base + path, source=source)
        if status >= 500:
            violation(result, f"GET /{path} answered {status}")
        else:
            result["refused"] += 1
    xsrf = {
        "Cookie": "_xsrf=home-made",
        "X-XSRFToken": "home-made",
        "Content-Type": "application/x-www-form-urlencoded",
    }
    for method, path in (
        ("DELETE", f"api/kernels/{visitor.kernel}"),
        ("POST", f"api/kernels/{visitor.kernel}"),
        ("POST", f"api/kernels/{visitor.kernel}/restart"),
        ("POST", f"api/kernels/{visitor.kernel}/interrupt"),
        ("POST", f"voila/api/shutdown/{visitor.kernel}"),
        ("POST", "api/sessions"),
        ("POST", "api/kernels"),
    ):
        result["tried"] += 1
        status, _ = get(base + path, xsrf, method=method, body=b"_xsrf=home-made", source=source)
        if status in (200, 201, 204) or status >= 500:
            violation(result, f"{method} /{path} from another address answered {status}")
        else:
            result["refused"] += 1
    if not alive(base, visitor.kernel):
        violation(result, "another address shut the visitor's kernel down")
    before = set(kernel_ids(server))
    status, page = get(base + "?template=lab&theme=dark&anything=1", source="127.0.0.4")
    result["tried"] += 1
    if status != 200 or kernel_id(page) not in before:
        violation(result, "a page asked with ?template= and ?theme= did not get the preheated kernel")
    else:
        result["refused"] += 1
        own = kernel_id(page)
        status, _ = get(base + f"voila/api/shutdown/{own}", method="POST", body=b"", source="127.0.0.4")
        if status != 204 or alive(base, own):
            violation(result, f"a page's own shutdown when it closes answered {status}")
    keeps_playing(result, visitor)
    return report(result)


def kernel_ids(server) -> list[str]:
    """The server's kernels' ids (from their connection files' names, kernel-<id>.json)."""
    found = []
    for child in psutil.Process(server.pid).children(recursive=True):
        try:
            named = re.search(r"kernel-([0-9a-f-]{36})\.json", " ".join(child.cmdline()))
        except psutil.Error:
            continue
        if named:
            found.append(named.group(1))
    return found


def serve_dashboard(root: Path, seats: int, per_client: int, cull: int, memory: int):
    """A ``cardkit dashboard`` for the attacks, and its address."""
    port = free_port()
    server = serve(
        [
            sys.executable,
            "-m",
            "cardkit.cli",
            "dashboard",
            f"--port={port}",
            "--bot-delay=0",
            f"--cull-idle-timeout={cull}",
            "--cull-interval=1",
            f"--max-sessions={seats}",
            f"--max-sessions-per-client={per_client}",
            f"--kernel-memory={memory}",
        ],
        root,
        port,
    )
    return server, f"http://127.0.0.1:{port}/"


def run(seats: int = 20, per_client: int = 4, flood: int = 40, cull: int = 10, memory: int = 1024) -> list[dict]:
    """Every attack on a fresh server (``seats`` pages at most, ``per_client`` for one address, a
    ``cull``-second idle timeout); returns their counts.
    ``python -m benchmarks.reliability.attacks_server [--small]``."""
    import tempfile

    from cardkit.cli import WEBSOCKETS_PER_KERNEL

    results = []
    with tempfile.TemporaryDirectory(prefix="cardkit-attacks-") as folder:
        root = Path(folder)
        server, base = serve_dashboard(root, seats, per_client, cull, memory)
        visitor = None
        try:
            wait_for_kernels(server, 1, seconds=3 * cull + 20)
            visitor = Visitor(base)
            attacks = (
                lambda: rebinding(base, visitor),
                lambda: page_messages(base, root / "ran.txt", visitor),
                lambda: silent_websocket(base, cull, visitor),
                lambda: memory_limit(server, memory),
                lambda: kernel_flood(base, server, seats, requests=flood, visitor=visitor),
                lambda: websocket_caps(
                    base, server, WEBSOCKETS_PER_KERNEL, WEBSOCKETS_PER_KERNEL * per_client, visitor
                ),
                lambda: huge_messages(base, visitor),
                lambda: slot_hog(base, cull, per_client, visitor),
                lambda: routes(base, server, visitor),
            )
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
    run(seats=4, per_client=2, flood=8, cull=4) if small else run()
