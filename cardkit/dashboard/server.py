"""The dashboard's web server: Voila, with the limits a server anyone can reach needs.

``cardkit dashboard`` serves Voila with no login (Voila's default), so whoever reaches the port is a
visitor. What this module adds to Voila:

- **Host and Origin**: a request whose ``Host`` is not one of the served names (``--allowed-hosts``,
  default the loopback names) gets 403 before any handler runs, and so does a request (a websocket
  above all) whose ``Origin`` is another site. Voila sets ``allow_remote_access=True`` and has no
  token, so without this a DNS-rebinding page (``attacker.example`` resolving to 127.0.0.1) could
  open the dashboard and its kernels from the visitor's browser.
- **A cap on pages**: at most ``max_sessions`` pages hold a kernel at once; beyond it a page that
  would start one gets a short "the table is full, try again in a minute" page (503) instead.
- **What the page may send its kernel**: the widget protocol only. Voila already drops
  ``execute_request`` and the like; ``shutdown_request`` (which Voila lets through: the page could
  kill its own kernel and hang on "Cannot send") is dropped too, and a ``comm_open`` may only open
  the widget manager's control channel (``jupyter.widget.control``): the page cannot create widget
  models of its own (40 text models of 2 MB each were held by the kernel as long as the socket was).
  A refused ``comm_open`` is answered with a ``comm_close``, so the page's end is closed too.
- **Culling a silent websocket**: a kernel whose websockets never sent anything is culled when idle
  like a kernel with no websocket (``DashboardKernelManager``); a page that loaded its widgets keeps
  its kernel while its player thinks.

The per-kernel memory limit lives in the kernel manager (``cardkit/dashboard/kernels.py``).
Imported by the server only, never by a kernel.
"""
from __future__ import annotations

import ipaddress
import json
from urllib.parse import urlparse

import tornado.web
from jupyter_server.services.kernels.connection.base import (
    deserialize_binary_message,
    deserialize_msg_from_ws_v1,
    serialize_msg_to_ws_v1,
)
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from traitlets import Integer, List, Unicode
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")

# What the page may send its kernel: the widget protocol, less shutdown_request (Voila allows it).
PAGE_MESSAGES = ("comm_open", "comm_close", "comm_msg", "comm_info_request", "kernel_info_request")
# The one comm the page opens itself: ipywidgets' manager asks the kernel for its widgets' states.
PAGE_COMM_TARGETS = ("jupyter.widget.control",)

FULL_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>cardkit: the table is full</title>
<style>body{font-family:system-ui,sans-serif;max-width:32em;margin:4em auto;padding:0 1em;line-height:1.5}</style>
</head><body>
<h1>The table is full</h1>
<p>Every seat at this dashboard is taken: try again in a minute.</p>
<h1 lang="fr">La table est complète</h1>
<p lang="fr">Toutes les places de ce tableau de bord sont prises : réessayez dans une minute.</p>
</body></html>
"""

FORBIDDEN_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>cardkit: not served here</title></head><body>
<h1>This address is not served here</h1>
<p>This dashboard answers only to the names it was started for (cardkit dashboard --allowed-hosts).</p>
</body></html>
"""


def host_name(host: str) -> str:
    """``example.org:8866`` -> ``example.org``; ``[::1]:8866`` -> ``::1``; lower case."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:host.find("]")] if "]" in host else host
    if host.count(":") == 1:
        host = host.split(":")[0]
    return host


def is_allowed(name: str, allowed: frozenset[str]) -> bool:
    """A served name, or any loopback address (an address typed in the browser cannot be rebound)."""
    if name in allowed:
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


DEFAULT_PORTS = {"http": 80, "https": 443}


def same_origin(origin: str, scheme: str, host: str) -> bool:
    """Is ``origin`` (a browser's Origin header) this server's own origin, ``scheme://host``: the same
    scheme, host name and port (another port or scheme of the same name is another site)?"""
    try:
        theirs = urlparse(origin.strip().lower())
        ours = urlparse(f"{scheme.lower()}://{host.strip().lower()}")
        return (theirs.scheme, theirs.hostname, theirs.port or DEFAULT_PORTS.get(theirs.scheme)) == \
            (ours.scheme, ours.hostname, ours.port or DEFAULT_PORTS.get(ours.scheme)) and theirs.hostname is not None
    except ValueError:  # a port that is not a number
        return False


class ForbiddenHandler(tornado.web.RequestHandler):
    """403 for a request to a name this server does not serve, or from another site's page."""

    def initialize(self, reason: str) -> None:
        self.reason = reason  # logged by DashboardApplication; the page says no more than it must

    def prepare(self) -> None:
        self.set_status(403, "Forbidden")
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(FORBIDDEN_PAGE)


class DashboardApplication(tornado.web.Application):
    """Tornado's application, checking every request's Host and Origin before routing it."""

    def __init__(self, allowed_hosts: frozenset[str], **settings) -> None:
        super().__init__(**settings)
        self.allowed_hosts = allowed_hosts

    def find_handler(self, request, **kwargs):
        refusal = self.refusal(request)
        if refusal:
            self.settings["voila"].log.warning("Refused %s %s: %s", request.method, request.uri, refusal)
            return self.get_handler_delegate(request, ForbiddenHandler, {"reason": refusal})
        return super().find_handler(request, **kwargs)

    def refusal(self, request) -> str | None:
        if not is_allowed(host_name(request.host or ""), self.allowed_hosts):
            return f"Host {request.host!r} is not served"
        origin = request.headers.get("Origin")
        if origin is not None and not same_origin(origin, request.protocol, request.host or ""):
            return f"Origin {origin!r} is another site"
        return None


class DashboardPageHandler(TornadoVoilaHandler):
    """The dashboard's page: every new page takes a kernel, so at most ``max_sessions`` at once."""

    admitted = False

    async def prepare(self) -> None:
        sessions: SessionCount = self.settings["cardkit_sessions"]
        if self.request.method == "GET":
            if sessions.full():
                self.log.warning("The table is full (%d sessions): refused a new page", sessions.limit)
                self.set_status(503)
                self.set_header("Retry-After", "60")
                self.set_header("Content-Type", "text/html; charset=utf-8")
                self.set_header("Cache-Control", "no-store")
                self.finish(FULL_PAGE)
                return
            sessions.admit()  # counted at once: concurrent requests cannot all slip under the cap
            self.admitted = True
        await super().prepare()

    def on_finish(self) -> None:
        if self.admitted:
            self.settings["cardkit_sessions"].served()
        super().on_finish()


class SessionCount:
    """How many pages hold a kernel: the server's kernels less the preheated ones in Voila's pool, plus
    the pages being served now (their kernel may still be starting, so concurrent requests cannot all
    slip under the cap). A page being served whose kernel is already running is counted twice for
    that second, and a pool kernel that is still starting is not yet among the kernels: the count can
    be one off for a second or two, never more."""

    def __init__(self, kernel_manager, limit: int) -> None:
        self.kernel_manager = kernel_manager
        self.limit = limit
        self.being_served = 0

    def count(self) -> int:
        pools = getattr(self.kernel_manager, "_pools", {})  # Voila's preheated kernels (none without preheat)
        in_pool = sum(len(pool) for pool in pools.values())
        return max(0, len(self.kernel_manager.list_kernel_ids()) - in_pool) + self.being_served

    def full(self) -> bool:
        return self.limit > 0 and self.count() >= self.limit

    def admit(self) -> None:
        self.being_served += 1

    def served(self) -> None:
        self.being_served -= 1


class DashboardConnection(ZMQChannelsWebsocketConnection):
    """The page's websocket to its kernel, passing on the widget protocol only (see the module's doc)."""

    def handle_incoming_message(self, incoming_msg) -> None:
        refusal = self.refusal(incoming_msg)
        if refusal is None:
            mark = getattr(self.multi_kernel_manager, "page_spoke", None)
            if mark is not None:
                mark(self.kernel_id)
            super().handle_incoming_message(incoming_msg)
            return
        reason, channel, header, comm_id = refusal
        self.log.warning("Refused a message from the page of kernel %s: %s", self.kernel_id, reason)
        if comm_id is not None:
            self.close_comm(comm_id, header)

    def refusal(self, incoming_msg) -> tuple | None:
        """None for a message the page may send; else (why, channel, header, comm id to close)."""
        try:
            channel, header, content = self.parts(incoming_msg)
        except Exception:  # noqa: BLE001  (anything unreadable is refused, whatever broke)
            return "an unreadable message", None, {}, None
        kind = header.get("msg_type") if isinstance(header, dict) else None
        if kind not in PAGE_MESSAGES:
            return f"{str(kind)[:40]!r} is not a widget message", channel, header, None
        if kind == "comm_open":
            content = content() if callable(content) else content
            target = content.get("target_name") if isinstance(content, dict) else None
            if target not in PAGE_COMM_TARGETS:
                comm_id = content.get("comm_id") if isinstance(content, dict) else None
                return (f"the page may not open a {str(target)[:40]!r} comm", channel, header,
                        comm_id if isinstance(comm_id, str) else None)
        return None

    def parts(self, incoming_msg):
        """(channel, header, content) of a message from the page; content is read only when asked,
        since only a comm_open needs it."""
        if self.subprotocol == "v1.kernel.websocket.jupyter.org":
            channel, msg_list = deserialize_msg_from_ws_v1(incoming_msg)
            return channel, self.session.unpack(msg_list[0]), lambda: self.session.unpack(msg_list[3])
        if isinstance(incoming_msg, bytes):
            msg = deserialize_binary_message(incoming_msg)
        else:
            msg = json.loads(incoming_msg)
        return msg.get("channel"), msg.get("header"), msg.get("content")

    def close_comm(self, comm_id: str, parent: dict) -> None:
        """Tell the page its comm is closed, as the kernel would for a target it does not know."""
        msg = self.session.msg("comm_close", {"comm_id": comm_id, "data": {}},
                               parent=parent if isinstance(parent, dict) else {})
        if self.subprotocol == "v1.kernel.websocket.jupyter.org":
            self.write_message(serialize_msg_to_ws_v1(msg, "iopub", self.session.pack), binary=True)
        else:
            msg["channel"] = "iopub"
            self.write_message(json.dumps(msg, default=str))


class DashboardVoila(Voila):
    """Voila with the checks above; ``cardkit dashboard`` launches it."""

    max_sessions = Integer(20, config=True, help="pages holding a kernel at once; 0 for no limit")
    allowed_hosts = List(Unicode(), list(LOOPBACK_NAMES), config=True,
                         help="the host names this server answers to (the Host of its URL)")

    def init_settings(self) -> dict:
        settings = super().init_settings()
        # Voila passes shutdown_request on: the page must not kill its own kernel.
        self.kernel_manager.allowed_message_types = list(PAGE_MESSAGES)
        settings["kernel_websocket_connection_class"] = DashboardConnection
        settings["cardkit_sessions"] = SessionCount(self.kernel_manager, self.max_sessions)
        return settings

    def init_handlers(self) -> list:
        return [(route, DashboardPageHandler, *rest) if handler is TornadoVoilaHandler else (route, handler, *rest)
                for route, handler, *rest in super().init_handlers()]

    def start(self) -> None:
        # Voila.start, with the Host- and Origin-checking application.
        import tempfile

        self.connection_dir = tempfile.mkdtemp(prefix="voila_", dir=self.connection_dir_root)
        settings = self.init_settings()
        self.app = DashboardApplication(frozenset(host_name(h) for h in self.allowed_hosts), **settings)
        self.app.settings.update(self.tornado_settings)
        self.app.add_handlers(".*$", self.init_handlers())
        self.listen()
