"""A file the player chooses in the page, sent to the kernel: the Import of the dashboard's "My games".

The dashboard's server closes a websocket whose message passes 64 KiB (``cardkit/dashboard/server.py``),
and a file of kept games can be far larger. The front end (``upload.js``) cuts the file's text into
parts of at most :data:`PART` characters; :class:`FileImport` joins them again, in order, and hands the
whole text on. A part out of order, of another file, malformed or past the size limit drops the file
(and any later part of it) with one reason; nothing is handed on from a file that did not arrive whole.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from cardkit.core.record import MAX_SAVE_BYTES
from cardkit.widgets.page import guard

log = logging.getLogger(__name__)

UPLOAD_ESM = (Path(__file__).parent / "upload.js").read_text(encoding="utf-8")
PART = 8000  # characters a part at most (upload.js's PART)
# Why a file was dropped, as FileImport's owner is told: the file passed the limit; the browser could not
# read it; its parts did not arrive whole, in order (a hostile or damaged page, or a second file meanwhile).
TOO_LARGE, UNREADABLE, BROKEN = "too_large", "unreadable", "broken"


@dataclass
class _Arriving:
    id: str
    parts: int
    texts: list[str] = field(default_factory=list)
    size: int = 0


class FileImport(anywidget.AnyWidget):
    """A button that opens the browser's file chooser; the chosen file's text goes to ``on_file``, or
    the reason it could not arrive (:data:`TOO_LARGE`, :data:`UNREADABLE`, :data:`BROKEN`) to ``on_refused``."""

    guards_itself = True
    _esm = UPLOAD_ESM
    label = traitlets.Unicode("").tag(sync=True)
    limit = traitlets.Int(MAX_SAVE_BYTES).tag(sync=True)  # characters: a larger file is refused unread

    def __init__(
        self,
        label: str,
        on_file: Callable[[str], None],
        on_refused: Callable[[str], None],
        limit: int = MAX_SAVE_BYTES,
    ) -> None:
        super().__init__(label=label, limit=limit)
        self._on_file, self._on_refused = on_file, on_refused
        self._arriving: _Arriving | None = None
        self._dropped = ""  # the id of the file last dropped: its later parts are ignored, not refused again
        guard(self, writes=(), checks_clicks=True)  # the page writes no trait: it only sends the parts
        self.on_msg(self._message)

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("kind")
        if kind in ("too-large", "unreadable"):
            self._arriving = None
            self._hand(self._on_refused, TOO_LARGE if kind == "too-large" else UNREADABLE)
        elif kind == "file":
            self._part(content)

    def _part(self, content: dict[str, Any]) -> None:
        id: Any = content.get("id")
        part: Any = content.get("part")
        parts: Any = content.get("parts")
        text: Any = content.get("text")
        if isinstance(id, str) and id and id == self._dropped:
            return
        well_formed = (
            isinstance(id, str)
            and 0 < len(id) <= 40
            and type(part) is int
            and type(parts) is int
            and 0 < parts <= self.limit // (PART // 2) + 1
            and isinstance(text, str)
            and len(text) <= PART
        )
        if well_formed and part == 0:  # a new file (one still arriving is given up)
            self._arriving = _Arriving(id, parts)
        arriving = self._arriving
        if (
            not well_formed
            or arriving is None
            or (id, parts, part) != (arriving.id, arriving.parts, len(arriving.texts))
        ):
            self._drop(id if isinstance(id, str) else "", BROKEN)
            return
        arriving.texts.append(text)
        arriving.size += len(text)
        if arriving.size > self.limit:
            self._drop(arriving.id, TOO_LARGE)
        elif len(arriving.texts) == arriving.parts:
            self._arriving = None
            self._hand(self._on_file, "".join(arriving.texts))

    def _drop(self, id: str, reason: str) -> None:
        self._arriving, self._dropped = None, id[:40]
        self._hand(self._on_refused, reason)

    def _hand(self, to: Callable[[str], None], value: str) -> None:
        try:
            to(value)
        except Exception as e:  # noqa: BLE001 - the owner shows its own errors; nothing reaches ipywidgets
            log.error("cardkit: an imported file could not be handled", exc_info=e)
