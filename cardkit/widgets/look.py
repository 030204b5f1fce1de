"""The dashboard's page in the boards' theme: an invisible widget whose front end (``look.js``) sets
``data-theme`` on the dashboard's root, from its ``theme`` (the dashboard's Theme menu), else the choice this
browser remembers (the boards write it), else the system's ``prefers-color-scheme``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets

from cardkit.i18n import t
from cardkit.scene import THEMES
from cardkit.widgets.page import guard

LOOK_ESM = (Path(__file__).parent / "look.js").read_text(encoding="utf-8")


class PageLook(anywidget.AnyWidget):
    """The page's theme: ``"auto"`` or one of :data:`cardkit.scene.THEMES`; the page writes nothing."""

    guards_itself = True
    _esm = LOOK_ESM
    theme = traitlets.Unicode("auto").tag(sync=True)

    def __init__(self, language: str = "en") -> None:
        super().__init__()
        self.language = language  # of a refusal's words: the dashboard's, which keeps it current
        guard(self, writes=())

    @traitlets.validate("theme")
    def _valid_theme(self, proposal: Any) -> str:
        value = proposal["value"]
        if value not in THEMES:
            raise traitlets.TraitError(
                t("scene.bad_theme", self.language, value=repr(value), choices=", ".join(THEMES))
            )
        return value
