"""The tutorial stepper: a list of steps, each a (partial) position with a caption.

Select a step (buttons, slider, or the arrow keys) to see it; the cards that changed since the
previous step are highlighted (a thick outline, and "changed in this step" in their aria label, so
the highlight is not told by colour alone). It reuses the play widget's renderer (``renderer.js``)
and scene format: a step is drawn from a game's State or View by that game's board, exactly as in
play, or from a :class:`Partial` position (only a discard pile and a hand, say).

Saved notebooks show every step, one under the other with its caption, in one static SVG image
(``image/svg+xml``), so a tutorial reads on GitHub, nbviewer and nbconvert (even with
``--sanitize-html``) without a kernel.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import anywidget
import traitlets

from cardkit import i18n, scene as sc
from cardkit.i18n import t
from cardkit.scene.steps import (  # the steps and their scenes: no widget there (the static page replays too)
    Partial as Partial,
    Step as Step,
    build_scenes,
    cards as _cards,  # noqa: F401  (the tests read a scene's cards with it)
    step_scene as step_scene,
)


class Stepper(anywidget.AnyWidget):
    """A step-by-step tutorial diagram: ``Stepper(steps, title="...", language="en")``.

    ``steps`` are :class:`Step` values. ``index`` is the step shown; set it from Python or with the
    widget's buttons, slider or arrow keys.
    """

    _esm = sc.RENDERER
    _css = sc.STYLESHEET
    scene = traitlets.Dict().tag(sync=True)
    rules = traitlets.Dict().tag(sync=True)

    def __init__(self, steps: Sequence[Step], title: str = "", language: str = "en") -> None:
        i18n.check_language(language)
        self.title = title
        self.language = language
        self.scenes = build_scenes(list(steps), title, language)
        self._index = 0
        super().__init__(scene=self.scenes[0], rules={})
        self.on_msg(self._on_message)

    @property
    def index(self) -> int:
        return self._index

    @index.setter
    def index(self, value: int) -> None:
        if type(value) is not int or not 0 <= value < len(self.scenes):
            raise ValueError(f"a step from 0 to {len(self.scenes) - 1}, not {value!r}")
        self._index = value
        self.scene = self.scenes[value]

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        # {"kind": "command", "name": "step", "value": n, "move": shown step, "seat": 0}; anything
        # else, or a click from a step no longer shown, is ignored (the scene is sent again).
        ok = (
            isinstance(content, dict)
            and content.get("kind") == "command"
            and content.get("name") == "step"
            and content.get("move") == self._index
            and type(content.get("value")) is int
            and 0 <= content["value"] < len(self.scenes)
        )
        if ok:
            self.index = content["value"]
        else:
            self.scene = {**self.scenes[self._index], "reply": self.scene.get("reply", 0) + 1}

    def _repr_mimebundle_(self, **kwargs: Any):
        bundle = super()._repr_mimebundle_(**kwargs)
        if not bundle:
            return bundle
        data, metadata = bundle
        text = t("stepper.plain", self.language, title=self.title, count=len(self.scenes))
        # Every step in one SVG image for notebooks read without a kernel (no text/html: see sc.Diagram).
        return {**data, "text/plain": text, "image/svg+xml": sc.steps_svg(self.scenes, self.title)}, metadata

    def __repr__(self) -> str:
        return t("stepper.plain", self.language, title=self.title, count=len(self.scenes))


def stepper(steps: Sequence[Step], title: str = "", language: str = "en") -> Stepper:
    return Stepper(steps, title, language)
