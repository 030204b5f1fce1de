"""The dashboard server's kernel managers: idle culling that spares a page still opening, and
preheating on jupyter-server's /voila/render/ route (Binder's).

Voila 0.5 keeps preheated kernels out of the culler's reach only while they wait in the pool. Once
a page takes one, the culler judges it by its last activity, which is the preheating itself: a
kernel that waited in the pool longer than the idle timeout is shut down in the second or two
before the page's websocket connects, and that page hangs on "Loading widget..." for good. So a
kernel that has never had a connection gets the whole idle timeout counted from the first time the
culler sees it outside the pool (a page that never connects is still culled, one timeout later).
``cardkit dashboard`` uses :class:`DashboardKernelManager` (Voila adds its pool to it); Binder's
server uses :class:`ServerKernelManager` (binder/jupyter_server_config.json). Imported by the
server only, never by a kernel.
"""
from __future__ import annotations

import os
import time

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

# The notebook Binder's badge opens (its urlpath), relative to the server's root directory.
DASHBOARD = "notebooks/dashboard.ipynb"


class DashboardKernelManager(AsyncMappingKernelManager):
    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._connected_once: set[str] = set()
        self._handed_out: dict[str, float] = {}

    def notify_connect(self, kernel_id: str) -> None:
        self._connected_once.add(kernel_id)
        super().notify_connect(kernel_id)

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        if kernel_id not in self._connected_once:
            first_seen = self._handed_out.setdefault(kernel_id, time.monotonic())
            if time.monotonic() - first_seen <= self.cull_idle_timeout:
                return
        await super().cull_kernel_if_idle(kernel_id)

    async def shutdown_kernel(self, kernel_id: str, *args, **kwargs) -> None:
        self._connected_once.discard(kernel_id)
        self._handed_out.pop(kernel_id, None)
        await super().shutdown_kernel(kernel_id, *args, **kwargs)


def _preheating(base: type) -> type:
    from voila.voila_kernel_manager import voila_kernel_manager_factory

    return voila_kernel_manager_factory(base, True, 1)


class ServerKernelManager(_preheating(DashboardKernelManager)):
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
        page_config = get_page_config(base_url=server.base_url, settings=settings, log=server.log,
                                      voila_configuration=voila)
        return NotebookRenderer(
            voila_configuration=voila, traitlet_config=server.config, notebook_path=notebook_path,
            template_paths=collect_template_paths(["voila", "nbconvert"], voila.template),
            config_manager=settings["config_manager"], contents_manager=server.contents_manager,
            base_url=server.base_url, kernel_spec_manager=server.kernel_spec_manager, page_config=page_config,
            mathjax_config=settings.get("mathjax_config"), mathjax_url=settings.get("mathjax_url"))
