"""The browser's side of a room: which room the page was opened for, and this browser's seat token.

Voila starts a page's kernel before the page asks for it (a preheated kernel does not even see the
address), so the kernel cannot read ``#room=CODE`` from the URL: :class:`RoomLink`'s front end reads
it, with the seat token this browser keeps for that room (``localStorage``, keyed by the room's
code), and sends both to the kernel in its first message. The kernel answers with what the browser
should keep: a new token after joining a seat (never put in the page's address, which people copy
and share), and the room's address once a game is in a room, so a reload comes back to it.

:class:`RoomWatcher` is a thread that waits for a room's changes in its store and hands each one to
the kernel's event loop, where the play widget draws it (one update per change).
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget

from cardkit.widgets.page import guard

log = logging.getLogger("cardkit.widgets")

# A room code as the store writes it: letters, digits, '-' and '_' (anything else is not a code).
CODE_LIMIT = 64

LINK_ESM = (Path(__file__).parent / "link.js").read_text(encoding="utf-8")


class RoomLink(anywidget.AnyWidget):
    """An invisible widget: its front end tells the kernel the room in the page's address and this
    browser's token for it (``on_hello``), and keeps what the kernel asks it to."""

    guards_itself = True
    _esm = LINK_ESM

    def __init__(self, on_hello: Callable[[str, str, str], None]) -> None:
        super().__init__()
        self._on_hello = on_hello
        self._greeted = False
        self.player: str | None = None  # this browser's player id (cardkit.records), from its hello
        guard(self, writes=(), checks_clicks=True)  # the page sends its hello only: no trait to write
        self.on_msg(self._message)

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if self._greeted or not isinstance(content, dict) or content.get("kind") != "hello":
            return  # one hello per page (a front end drawn twice says it again)
        room, token, base = (content.get(k) for k in ("room", "token", "base"))
        if not (isinstance(room, str) and isinstance(token, str) and isinstance(base, str)):
            return
        if max(len(room), len(token), len(base)) > 2000:
            return
        self._greeted = True
        player = content.get("player")
        self.player = player if isinstance(player, str) and 0 < len(player) <= 200 else None
        try:
            self._on_hello(room[:CODE_LIMIT], token[:200], base)
        except Exception as e:  # noqa: BLE001 - the app shows its own errors; nothing reaches ipywidgets
            log.error("cardkit: the room's hello failed", exc_info=e)

    def keep(self, room: str, token: str) -> None:
        """This browser keeps ``token`` for ``room`` (a reload or a new tab gets its seat back)."""
        self.send({"kind": "keep", "room": room, "token": token})

    def forget(self, room: str) -> None:
        self.send({"kind": "forget", "room": room})

    def download(self, name: str, text: str) -> None:
        """The browser saves ``text`` as the file ``name`` (what the player asked to download)."""
        self.send({"kind": "download", "name": name, "text": text})

    def address(self, room: str) -> None:
        """The page's address becomes the room's (``#room=CODE``; "" goes back to the bare address)."""
        self.send({"kind": "address", "room": room})


class RoomWatcher(threading.Thread):
    """Waits for the changes of room ``code`` in ``store`` (``store.watch``) and calls ``changed`` on the
    kernel's event loop after each change, and each ``every`` seconds without one (the players' "away"
    marks change without a move). ``heartbeat`` (this seat's ``store.touch``) is called each ``every``
    seconds too, so the others know this page is still here. ``stop()`` ends it within one wait."""

    def __init__(
        self,
        store: Any,
        code: str,
        since: int,
        changed: Callable[[], None],
        *,
        heartbeat: Callable[[], Any] | None = None,
        every: float = 5.0,
    ) -> None:
        super().__init__(name=f"cardkit-room-{code[:6]}", daemon=True)
        self.store, self.code, self.since, self.changed = store, code, since, changed
        self.heartbeat, self.every = heartbeat, every
        self._stop = threading.Event()
        try:
            self.loop: asyncio.AbstractEventLoop | None = asyncio.get_event_loop_policy().get_event_loop()
        except RuntimeError:
            self.loop = None

    def stop(self) -> None:
        self._stop.set()

    def run(self) -> None:
        failures = 0
        beat = 0.0
        while not self._stop.is_set():
            try:
                if self.heartbeat is not None and time.monotonic() - beat >= self.every:
                    beat = time.monotonic()
                    self.heartbeat()
                now = self.store.watch(self.code, self.since, timeout=self.every)
                failures = 0
            except Exception as e:  # noqa: BLE001 - the store unreachable for a moment: try again, slower
                failures += 1
                log.warning("cardkit: watching room %s failed (%s)", self.code[:6], type(e).__name__)
                self._hand_over()  # the page says what is wrong (the room gone, the store unreachable)
                self._stop.wait(min(5.0, 0.2 * 2 ** min(failures, 5)))
                continue
            if self._stop.is_set():
                return
            if isinstance(now, int):
                self.since = now
            self._hand_over()

    def _hand_over(self) -> None:
        loop = self.loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(self._call)
        else:
            self._call()

    def _call(self) -> None:
        if self._stop.is_set():
            return
        try:
            self.changed()
        except Exception as e:  # noqa: BLE001 - logged; the next change tries again
            log.error("cardkit: drawing a room's change failed", exc_info=e)


__all__ = ["RoomLink", "RoomWatcher"]
