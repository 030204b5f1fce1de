"""The dashboard server's kernel managers: idle culling that spares a page still opening but not a
silent websocket, a memory limit per kernel, and preheating on jupyter-server's /voila/render/ route
(Binder's).

Voila 0.5 keeps preheated kernels out of the culler's reach only while they wait in the pool. Once
a page takes one, the culler judges it by its last activity, which is the preheating itself: a
kernel that waited in the pool longer than the idle timeout is shut down in the second or two
before the page's websocket connects, and that page hangs on "Loading widget..." for good. So a
kernel that has never had a connection gets the whole idle timeout counted from the first time the
culler sees it outside the pool (a page that never connects is still culled, one timeout later).
The culler also sees a kernel in the moment between its start and Voila's pool taking it in (one
turn of the event loop, which the culler, overdue after the kernel's launch held the loop, often
takes): at each pass the kernels waiting in the pool are forgotten, so that moment does not start
the clock, and a page handed such a kernel after a long wait in the pool keeps it.

Jupyter's culler spares every kernel with a websocket open (``cull_connected`` is off, so that a
page left open keeps its kernel however long its player thinks). A script can open that websocket
and say nothing, and kept a kernel 240 s past the 120 s timeout, as long as it liked. A page always
speaks at once (its widget manager asks for the kernel's widgets), so a kernel whose websockets
have never carried a message from the page is culled when idle as if nothing were connected. The
websocket reports what it hears through ``page_spoke`` (``cardkit/dashboard/server.py``).

``memory_limit`` (``cardkit dashboard --kernel-memory``) caps each kernel's address space
(``RLIMIT_AS``, set by a two-line wrapper before the kernel's own command runs): a page that makes
its kernel grow gets a MemoryError in that kernel, not a machine out of memory.
``cardkit dashboard`` uses :class:`DashboardKernelManager` (Voila adds its pool to it); Binder's
server uses :class:`ServerKernelManager` (binder/jupyter_server_config.json). Imported by the
server only, never by a kernel.
"""

from __future__ import annotations

import os
import sys
import time

from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Bool, Integer

# Run before the kernel's command, in the kernel's process: set the limit, then become the kernel.
# Two malloc arenas, not glibc's one per thread: a kernel then maps ~230 MB instead of ~800 MB for the
# same ~60 MB in memory, so the limit bounds what a kernel holds, not what its threads reserve.
LIMIT_CODE = (
    "import os, resource, sys; n = int(sys.argv[1]); resource.setrlimit(resource.RLIMIT_AS, (n, n)); "
    "os.environ.setdefault('MALLOC_ARENA_MAX', '2'); os.execv(sys.argv[2], sys.argv[2:])"
)


def limited_command(argv: list[str], megabytes: int) -> list[str]:
    """A kernel's command line, run with at most ``megabytes`` of address space."""
    command = list(argv)
    if command and command[0] in ("python", "python3", f"python3.{sys.version_info[1]}"):
        command[0] = sys.executable  # as jupyter_client would: the server's own Python
    return [sys.executable, "-c", LIMIT_CODE, str(megabytes * 1024 * 1024), *command]


# The notebook Binder's badge opens (its urlpath), relative to the server's root directory.
DASHBOARD = "notebooks/dashboard.ipynb"


class DashboardKernelManager(AsyncMappingKernelManager):
    memory_limit = Integer(0, config=True, help="megabytes of address space per kernel (0: no limit)")
    # Only ``cardkit dashboard``'s websockets report a page speaking (``page_spoke``); on Binder's route the
    # stock websocket never does, and every connected kernel would look silent.
    cull_silent = Bool(False, config=True, help="cull a kernel whose websockets never spoke the widget protocol")

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._connected_once: dict[str, float] = {}  # kernel id -> when a websocket last connected
        self._handed_out: dict[str, float] = {}
        self._heard_from: set[str] = set()

    def pre_start_kernel(self, kernel_name, kwargs):
        km, kernel_name, kernel_id = super().pre_start_kernel(kernel_name, kwargs)
        if self.memory_limit > 0:
            km.kernel_spec.argv = limited_command(km.kernel_spec.argv, self.memory_limit)  # type: ignore[union-attr]
        return km, kernel_name, kernel_id

    def notify_connect(self, kernel_id: str) -> None:
        self._connected_once[kernel_id] = time.monotonic()
        super().notify_connect(kernel_id)

    def page_spoke(self, kernel_id: str) -> None:
        """A message from a page reached this kernel: a page is there, not a silent websocket."""
        self._heard_from.add(kernel_id)

    async def cull_kernels(self) -> None:
        for kernel_id in self._waiting_in_pool():
            self._handed_out.pop(kernel_id, None)  # its clock starts when a page takes it
        await super().cull_kernels()

    def _waiting_in_pool(self) -> set[str]:
        """The kernels preheated and waiting in Voila's pool (none without preheating)."""
        waiting = set()
        for pool in getattr(self, "_pools", {}).values():
            for task in pool:
                if task.done() and not task.cancelled() and task.exception() is None:
                    waiting.add(task.result()["kernel_id"])
        return waiting

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        if kernel_id not in self._connected_once:
            first_seen = self._handed_out.setdefault(kernel_id, time.monotonic())
            if time.monotonic() - first_seen <= self.cull_idle_timeout:
                return
        elif self.cull_silent and kernel_id not in self._heard_from and await self._cull_silent(kernel_id):
            return
        await super().cull_kernel_if_idle(kernel_id)

    async def _cull_silent(self, kernel_id: str) -> bool:
        """Jupyter's rule (idle long enough and not busy) for a kernel whose websockets never spoke,
        whether or not they are still open. Idle counts from the kernel's last activity or the last
        websocket's connection, whichever came later: a kernel that waited in the pool longer than the
        timeout is not culled in the moment between its page's websocket opening and its first word."""
        kernel = self._kernels.get(kernel_id)
        if kernel is None or not hasattr(kernel, "last_activity"):
            return False
        idle = min(
            (utcnow() - kernel.last_activity).total_seconds(),
            time.monotonic() - self._connected_once.get(kernel_id, 0.0),
        )
        if idle <= self.cull_idle_timeout or getattr(kernel, "execution_state", None) == "busy":
            return False
        self.log.warning(
            "Culling kernel %s: %d connections that never sent a message, %d s idle",
            kernel_id,
            self._kernel_connections.get(kernel_id, 0),
            idle,
        )
        await self.shutdown_kernel(kernel_id)
        return True

    async def shutdown_kernel(self, kernel_id: str, *args, **kwargs) -> None:  # type: ignore[override]
        self._connected_once.pop(kernel_id, None)
        self._handed_out.pop(kernel_id, None)
        self._heard_from.discard(kernel_id)
        await super().shutdown_kernel(kernel_id, *args, **kwargs)


def _preheating(base: type) -> type:
    from voila.voila_kernel_manager import voila_kernel_manager_factory

    return voila_kernel_manager_factory(base, True, 1)


class ServerKernelManager(_preheating(DashboardKernelManager)):  # type: ignore[misc]  # Voila's class factory
    """jupyter-server's kernel manager with one kernel preheated for the dashboard notebook.

    Voila preheats only under its own app: on jupyter-server's /voila/render/ route its page handler
    asks the server's kernel manager for a pool, and the stock one has none. This is Voila's pool
    (``VoilaKernelManager``) reading from jupyter-server what it would read from the Voila app. Other
    notebooks are rendered as usual, each on a kernel started on request.
    """

    def __init__(self, **kwargs) -> None:
        DashboardKernelManager.__init__(self, **kwargs)  # not the pool's: it reads a Voila app's settings
        self._wait_at_startup = True
        self.notebook_data: dict = {}
        self._pools: dict = {}
        self.root_dir = self.parent.root_dir
        self.notebook_path = DASHBOARD
        # Voila's pool names the address of the Voila app in the kernels' environment; here, the server's.
        self.parent.server_url = self.parent.base_url
        if os.path.exists(os.path.join(self.root_dir, DASHBOARD)):
            self.fill_if_needed(delay=0, notebook_name=DASHBOARD)

    def _notebook_renderer_factory(self, notebook_path: str | None = None):
        from voila.configuration import VoilaConfiguration
        from voila.notebook_renderer import NotebookRenderer
        from voila.paths import collect_template_paths
        from voila.server_extension import load_config_file
        from voila.utils import get_page_config

        server = self.parent
        settings = server.web_app.settings
        voila = VoilaConfiguration(parent=server)  # what the server extension configures, the same way
        local = load_config_file()
        if local is not None:
            voila.update_config(local)
        page_config = get_page_config(
            base_url=server.base_url, settings=settings, log=server.log, voila_configuration=voila
        )
        return NotebookRenderer(
            voila_configuration=voila,
            traitlet_config=server.config,
            notebook_path=notebook_path,
            template_paths=collect_template_paths(["voila", "nbconvert"], voila.template),
            config_manager=settings["config_manager"],
            contents_manager=server.contents_manager,
            base_url=server.base_url,
            kernel_spec_manager=server.kernel_spec_manager,
            page_config=page_config,
            mathjax_config=settings.get("mathjax_config"),
            mathjax_url=settings.get("mathjax_url"),
        )
