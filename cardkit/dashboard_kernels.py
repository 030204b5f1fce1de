"""The dashboard server's kernel manager: idle culling that spares a page still opening.

Voila 0.5 keeps preheated kernels out of the culler's reach only while they wait in the pool. Once
a page takes one, the culler judges it by its last activity, which is the preheating itself: a
kernel that waited in the pool longer than the idle timeout is shut down in the second or two
before the page's websocket connects, and that page hangs on "Loading widget..." for good. So a
kernel that has never had a connection gets the whole idle timeout counted from the first time the
culler sees it outside the pool (a page that never connects is still culled, one timeout later).
Used by ``cardkit dashboard`` (``--VoilaConfiguration.multi_kernel_manager_class``); imported by
the server only, never by a kernel.
"""
from __future__ import annotations

import time

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager


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
