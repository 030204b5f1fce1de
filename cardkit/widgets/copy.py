"""A button that copies a text to the clipboard (the room's link in the dashboard's lobby), in the page's
words; its front end (``copy.js``) does it all and sends nothing."""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

from cardkit.widgets.page import guard

COPY_ESM = (Path(__file__).parent / "copy.js").read_text(encoding="utf-8")


class CopyButton(anywidget.AnyWidget):
    """Copies ``text``; the button reads ``label``, then says ``done`` (or ``failed`` where the browser
    refuses, with how to copy by hand)."""

    guards_itself = True
    _esm = COPY_ESM
    text = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    done = traitlets.Unicode("").tag(sync=True)
    failed = traitlets.Unicode("").tag(sync=True)

    def __init__(self, text: str, label: str, done: str, failed: str) -> None:
        super().__init__(text=text, label=label, done=done, failed=failed)
        guard(self, writes=())
