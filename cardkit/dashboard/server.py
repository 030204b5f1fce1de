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
- **Culling a silent websocket**: a kernel whose websockets never spoke the widget protocol (a
  ``comm_open`` or ``comm_msg``; a ``kernel_info_request`` is not a page) is culled when idle like a
  kernel with no websocket (``DashboardKernelManager``); a page that loaded its widgets keeps its
  kernel while its player thinks.
- **One client is one client**: at most ``max_sessions_per_client`` pages hold a kernel for one
  address (beyond: a 429 page saying so), at most ``max_websockets_per_kernel`` websockets reach one
  kernel and ``max_websockets_per_client`` come from one address (beyond: 429 before the upgrade);
  an inbound websocket message over ``MAX_MESSAGE`` bytes closes its connection (tornado's
  ``websocket_max_message_size``); the soft open-files limit is raised at start, as jupyter-server's
  ``min_open_files_limit`` does. The address is the connection's own (``remote_ip``): behind a
  reverse proxy every visitor has the proxy's, so set the per-client limits to 0 there.
- **Routes a visitor may not use**: a kernel's REST entry answers GET only (the page reads its
  kernel's model; shutting it down, ``DELETE``, is refused); ``/voila/api/shutdown/<id>``, which the
  page sends when it closes, shuts a kernel down only for the address its page was served to; the
  page's ``?template=`` and ``?theme=`` are ignored (the dashboard has one of each, and they made
  Voila skip the preheated kernel); every error is a short page of its own, never a 500 from
  Jupyter's error template (which this server cannot render).

The per-kernel memory limit lives in the kernel manager (``cardkit/dashboard/kernels.py``).
Imported by the server only, never by a kernel.
"""

from __future__ import annotations

import html
import ipaddress
import json
import os
import resource
from collections import Counter
from typing import Any
from urllib.parse import urlparse

import tornado.web
from jupyter_core.utils import ensure_async
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.services.kernels.connection.base import (
    deserialize_binary_message,
    deserialize_msg_from_ws_v1,
    serialize_msg_to_ws_v1,
)
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from jupyter_server.services.kernels.handlers import KernelHandler
from traitlets import Integer, List, Unicode
from voila.app import Voila
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.static_file_handler import TemplateStaticFileHandler
from voila.tornado.handler import TornadoVoilaHandler

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")

# What the page may send its kernel: the widget protocol, less shutdown_request (Voila allows it).
PAGE_MESSAGES = ("comm_open", "comm_close", "comm_msg", "comm_info_request", "kernel_info_request")
# The one comm the page opens itself: ipywidgets' manager asks the kernel for its widgets' states.
PAGE_COMM_TARGETS = ("jupyter.widget.control",)
# The messages that show a page is there (its widget manager), not a script keeping a slot.
WIDGET_MESSAGES = ("comm_open", "comm_msg")
# The largest message a page may send its kernel. The board's own are far smaller (docs/reliability.md);
# with tornado's default, 10 MiB, one client slowed every other visitor's kernel down.
MAX_MESSAGE = 64 * 1024
# Raised to this at start (capped by the hard limit): the usual soft limit, 1,024, was filled by one client's
# websockets (docs/reliability.md, section 6).
OPEN_FILES = 4096
# The page's query parameters Voila reads itself; the dashboard has one template and one theme.
IGNORED_ARGUMENTS = ("template", "theme")

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

YOURS_FULL_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>cardkit: too many games open</title>
<style>body{font-family:system-ui,sans-serif;max-width:32em;margin:4em auto;padding:0 1em;line-height:1.5}</style>
</head><body>
<h1>Too many games open</h1>
<p>Your address already holds as many games as this dashboard gives one visitor: close a tab, or try
again in a minute (a closed page's game is let go within a minute or two).</p>
<h1 lang="fr">Trop de parties ouvertes</h1>
<p lang="fr">Votre adresse tient déjà autant de parties que ce tableau de bord en donne à un visiteur :
fermez un onglet, ou réessayez dans une minute.</p>
</body></html>
"""

ERROR_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>cardkit: {status}</title></head><body>
<h1>{status} {reason}</h1>
<p><a href="{home}">Back to the dashboard</a></p>
</body></html>
"""

LOGGED_OUT_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>cardkit: logged out</title></head><body>
<h1>You are logged out</h1>
<p><a href="{home}">Back to the dashboard</a></p>
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
        return host[1 : host.find("]")] if "]" in host else host
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
        return (theirs.scheme, theirs.hostname, theirs.port or DEFAULT_PORTS.get(theirs.scheme)) == (
            ours.scheme,
            ours.hostname,
            ours.port or DEFAULT_PORTS.get(ours.scheme),
        ) and theirs.hostname is not None
    except ValueError:  # a port that is not a number
        return False


def raise_open_files_limit(wanted: int) -> None:
    """The soft limit on open files raised to ``wanted`` (at most the hard limit), never lowered."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY:
        wanted = min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


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


class ShortErrors:
    """Every error as a short page of the dashboard's own: Jupyter's error template needs settings this
    server does not have, so its 404s and 403s turned into 500s."""

    def write_error(self, status_code: int, **kwargs) -> None:
        handler: Any = self  # a tornado RequestHandler: short_errors mixes this class into one
        handler.set_header("Content-Type", "text/html; charset=utf-8")
        handler.set_header("Cache-Control", "no-store")
        home = html.escape(handler.settings.get("base_url", "/"))
        handler.finish(ERROR_PAGE.format(status=status_code, reason=html.escape(handler._reason), home=home))


def short_errors(handler: type) -> type:
    """``handler`` answering its errors with :class:`ShortErrors`' page."""
    return handler if issubclass(handler, ShortErrors) else type(handler.__name__, (ShortErrors, handler), {})


class TemplateFiles(TemplateStaticFileHandler):
    """Voila's template files, answering 404 (not 500) for a path that names no template's file."""

    def parse_url_path(self, path: str) -> str:
        parts = os.path.normpath(path).split(os.path.sep, 2)  # what Voila's handler reads: template/static/file
        if len(parts) < 3 or parts[1] != "static" or ".." in parts[0]:
            raise tornado.web.HTTPError(404)
        return super().parse_url_path(path)


class KernelModel(KernelHandler):
    """A kernel's REST entry, GET only: the page reads its kernel's model (id, state); nobody deletes it."""

    SUPPORTED_METHODS = ("GET",)


class LogoutPage(JupyterHandler):
    """``/logout``: the login cookie cleared (with ``--token``), and a short page."""

    def get(self) -> None:
        identity = self.settings.get("identity_provider")
        if identity is not None:
            identity.clear_login_cookie(self)
        self.set_header("Cache-Control", "no-store")
        self.finish(LOGGED_OUT_PAGE.format(home=html.escape(self.settings.get("base_url", "/"))))


class OwnShutdown(VoilaShutdownKernelHandler):
    """``POST /voila/api/shutdown/<id>``, which the page sends with ``sendBeacon`` when it closes: the
    kernel is shut down only if its page was served to the address asking (Voila's own handler shut
    any kernel down for whoever sent a home-made ``_xsrf`` cookie and field). The beacon's ``_xsrf``
    is not checked: the page never got that cookie, the owner check stands in for it, and a request
    from another site's page is refused for its Origin before any handler runs."""

    def check_xsrf_cookie(self) -> None:
        return None

    async def post(self, kernel_id: str) -> None:
        sessions: SessionCount = self.settings["cardkit_sessions"]
        if sessions.owner(kernel_id) != self.request.remote_ip:
            self.log.warning(
                "Refused to shut down kernel %s for %s: not its page", kernel_id[:8], self.request.remote_ip
            )
            raise tornado.web.HTTPError(403, reason="Only a game's own page may end it")
        await ensure_async(self.kernel_manager.shutdown_kernel(kernel_id))
        self.set_status(204)
        self.finish()


class HandingOut:
    """The kernel manager as a page handler sees it, noting which kernel the page is handed (a
    preheated one or one started for it), so that the page's address can be counted as holding it."""

    def __init__(self, manager, page: DashboardPageHandler) -> None:
        self._manager = manager
        self._page = page

    def __getattr__(self, name: str):
        return getattr(self._manager, name)

    async def get_rendered_notebook(self, *args, **kwargs):
        found = await self._manager.get_rendered_notebook(*args, **kwargs)
        self._page.kernel_id = found[2]  # (render task, rendered cells, kernel id)
        return found

    async def start_kernel(self, *args, **kwargs) -> str:
        kernel_id: str = await ensure_async(self._manager.start_kernel(*args, **kwargs))
        self._page.kernel_id = kernel_id
        return kernel_id


class DashboardPageHandler(TornadoVoilaHandler):
    """The dashboard's page: every new page takes a kernel, so at most ``max_sessions`` at once, and
    ``max_sessions_per_client`` for one address."""

    admitted = False
    kernel_id: str | None = None

    @property
    def kernel_manager(self):
        return HandingOut(self.settings["kernel_manager"], self)

    async def prepare(self) -> None:
        sessions: SessionCount = self.settings["cardkit_sessions"]
        for name in IGNORED_ARGUMENTS:  # else Voila renders the page afresh on a new kernel, skipping the pool
            self.request.arguments.pop(name, None)
            self.request.query_arguments.pop(name, None)
        if self.request.method == "GET":
            address = self.request.remote_ip
            if sessions.full() or sessions.full_for(address):
                yours = not sessions.full()
                self.log.warning(
                    "Refused a new page for %s: %s",
                    address,
                    "its address holds its share" if yours else f"the table is full ({sessions.limit})",
                )
                self.set_status(429 if yours else 503)
                self.set_header("Retry-After", "60")
                self.set_header("Content-Type", "text/html; charset=utf-8")
                self.set_header("Cache-Control", "no-store")
                self.finish(YOURS_FULL_PAGE if yours else FULL_PAGE)
                return
            sessions.admit(address)  # counted at once: concurrent requests cannot all slip under the cap
            self.admitted = True
        await super().prepare()

    def on_finish(self) -> None:
        if self.admitted:
            self.settings["cardkit_sessions"].served(self.request.remote_ip, self.kernel_id)
        super().on_finish()


class SessionCount:
    """How many pages hold a kernel: the server's kernels less the preheated ones in Voila's pool, plus
    the pages being served now (their kernel may still be starting, so concurrent requests cannot all
    slip under the cap). A page being served whose kernel is already running is counted twice for
    that second, and a pool kernel that is still starting is not yet among the kernels: the count can
    be one off for a second or two, never more. Per address: the live kernels its pages were handed,
    plus its pages being served."""

    def __init__(self, kernel_manager, limit: int, per_client: int = 0) -> None:
        self.kernel_manager = kernel_manager
        self.limit = limit
        self.per_client = per_client
        self.being_served: Counter[str] = Counter()
        self.handed: dict[str, str] = {}  # kernel id -> the address its page was served to

    def count(self) -> int:
        pools = getattr(self.kernel_manager, "_pools", {})  # Voila's preheated kernels (none without preheat)
        in_pool = sum(len(pool) for pool in pools.values())
        return max(0, len(self.kernel_manager.list_kernel_ids()) - in_pool) + sum(self.being_served.values())

    def full(self) -> bool:
        return self.limit > 0 and self.count() >= self.limit

    def held_by(self, address: str) -> int:
        live = set(self.kernel_manager.list_kernel_ids())
        for kernel in [k for k in self.handed if k not in live]:  # shut down or culled since
            del self.handed[kernel]
        return sum(a == address for a in self.handed.values()) + self.being_served[address]

    def full_for(self, address: str) -> bool:
        return self.per_client > 0 and self.held_by(address) >= self.per_client

    def owner(self, kernel_id: str) -> str | None:
        return self.handed.get(kernel_id)

    def admit(self, address: str) -> None:
        self.being_served[address] += 1

    def served(self, address: str, kernel_id: str | None) -> None:
        self.being_served[address] -= 1
        if not self.being_served[address]:
            del self.being_served[address]
        if kernel_id is not None:
            self.handed[kernel_id] = address


class WebsocketCount:
    """The websockets open (or being opened) to each kernel and from each address."""

    def __init__(self, per_kernel: int, per_client: int) -> None:
        self.per_kernel = per_kernel
        self.per_client = per_client
        self.kernels: Counter[str] = Counter()
        self.clients: Counter[str] = Counter()

    def refusal(self, kernel_id: str, address: str) -> str | None:
        if self.per_kernel > 0 and self.kernels[kernel_id] >= self.per_kernel:
            return "This game already has as many connections as it may"
        if self.per_client > 0 and self.clients[address] >= self.per_client:
            return "Your address already has as many connections as it may"
        return None

    def add(self, kernel_id: str, address: str, n: int = 1) -> None:
        self.kernels[kernel_id] += n
        self.clients[address] += n
        for counter, key in ((self.kernels, kernel_id), (self.clients, address)):
            if counter[key] <= 0:
                del counter[key]


class DashboardConnection(ZMQChannelsWebsocketConnection):
    """The page's websocket to its kernel, passing on the widget protocol only (see the module's doc)."""

    counted = False  # whether this connection is among WebsocketCount's
    speaks_widgets = False  # whether the message refusal() read last was a widget message

    async def prepare(self) -> None:
        websockets: WebsocketCount = self.websocket_handler.settings["cardkit_websockets"]
        address: str = self.websocket_handler.request.remote_ip  # type: ignore[assignment]  # set on every request
        refusal = websockets.refusal(self.kernel_id, address)
        if refusal:
            self.log.warning("Refused a websocket to kernel %s from %s: %s", self.kernel_id[:8], address, refusal)
            raise tornado.web.HTTPError(429, reason=refusal)
        websockets.add(self.kernel_id, address)  # counted from now: a burst of upgrades cannot all slip under
        self.counted = True
        try:
            await super().prepare()
        except BaseException:
            self.uncount()
            raise

    def disconnect(self) -> None:  # type: ignore[override]  # jupyter-server calls it without awaiting
        self.uncount()
        super().disconnect()

    def uncount(self) -> None:
        if self.counted:
            self.counted = False
            self.websocket_handler.settings["cardkit_websockets"].add(
                self.kernel_id, self.websocket_handler.request.remote_ip, -1
            )

    def handle_incoming_message(self, incoming_msg) -> None:
        refusal = self.refusal(incoming_msg)
        if refusal is None:
            mark = getattr(self.multi_kernel_manager, "page_spoke", None)
            if mark is not None and self.speaks_widgets:
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
        self.speaks_widgets = kind in WIDGET_MESSAGES
        if kind not in PAGE_MESSAGES:
            return f"{str(kind)[:40]!r} is not a widget message", channel, header, None
        if kind == "comm_open":
            content = content() if callable(content) else content
            target = content.get("target_name") if isinstance(content, dict) else None
            if target not in PAGE_COMM_TARGETS:
                comm_id = content.get("comm_id") if isinstance(content, dict) else None
                return (
                    f"the page may not open a {str(target)[:40]!r} comm",
                    channel,
                    header,
                    comm_id if isinstance(comm_id, str) else None,
                )
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
        msg = self.session.msg(
            "comm_close", {"comm_id": comm_id, "data": {}}, parent=parent if isinstance(parent, dict) else {}
        )
        if self.subprotocol == "v1.kernel.websocket.jupyter.org":
            self.write_message(serialize_msg_to_ws_v1(msg, "iopub", self.session.pack), binary=True)
        else:
            msg["channel"] = "iopub"
            self.write_message(json.dumps(msg, default=str))


class DashboardVoila(Voila):
    """Voila with the checks above; ``cardkit dashboard`` launches it."""

    max_sessions = Integer(20, config=True, help="pages holding a kernel at once; 0 for no limit")
    max_sessions_per_client = Integer(4, config=True, help="pages holding a kernel for one address; 0 for no limit")
    max_websockets_per_kernel = Integer(4, config=True, help="websockets to one kernel; 0 for no limit")
    max_websockets_per_client = Integer(16, config=True, help="websockets from one address; 0 for no limit")
    allowed_hosts = List(
        Unicode(), list(LOOPBACK_NAMES), config=True, help="the host names this server answers to (the Host of its URL)"
    )

    def init_settings(self) -> dict:
        settings = super().init_settings()
        # Voila passes shutdown_request on: the page must not kill its own kernel.
        self.kernel_manager.allowed_message_types = list(PAGE_MESSAGES)
        settings["kernel_websocket_connection_class"] = DashboardConnection
        settings["cardkit_sessions"] = SessionCount(
            self.kernel_manager, self.max_sessions, self.max_sessions_per_client
        )
        settings["cardkit_websockets"] = WebsocketCount(self.max_websockets_per_kernel, self.max_websockets_per_client)
        settings["websocket_max_message_size"] = MAX_MESSAGE
        return settings

    def init_handlers(self) -> list:
        ours = {
            TornadoVoilaHandler: DashboardPageHandler,
            TemplateStaticFileHandler: TemplateFiles,
            KernelHandler: KernelModel,
            VoilaShutdownKernelHandler: OwnShutdown,
        }
        handlers = []
        for route, handler, *rest in super().init_handlers():
            if route.endswith("/logout"):
                handler = LogoutPage  # the identity provider's renders a template this server lacks: a 500
            handlers.append((route, short_errors(ours.get(handler, handler)), *rest))
        return handlers

    def start(self) -> None:
        # Voila.start, with the Host- and Origin-checking application.
        import tempfile

        raise_open_files_limit(OPEN_FILES)

        self.connection_dir = tempfile.mkdtemp(prefix="voila_", dir=self.connection_dir_root)
        settings = self.init_settings()
        self.app = DashboardApplication(frozenset(host_name(h) for h in self.allowed_hosts), **settings)
        self.app.settings.update(self.tornado_settings)
        self.app.add_handlers(".*$", self.init_handlers())
        self.listen()
