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
from dataclasses import dataclass, field
from typing import Any

import anywidget
import traitlets

from cardkit import games, i18n, scene as sc
from cardkit.i18n import t
from cardkit.scene.steps import (
    cards as _cards,  # noqa: F401  (the tests read a scene's cards with it)
    mark_changes,
)


@dataclass(frozen=True)
class Partial:
    """A partial position: a few labelled zones of cards, nothing else on the table.

    ``zones`` are ``(label, cards)`` or ``(label, cards, layout)`` ("row", "stack", "pyramid" with
    ``cards`` a list of rows); a card is anything its game's board draws (``Board.card``: a card
    number, the game's ``Card``, a text like "7S"...) or None for a face-down card. ``game`` is a
    registered game's name (``cardkit.games.names()``).
    """

    game: str
    zones: Sequence[tuple]
    label: str = ""
    language: str = "en"  # the language of the cards' labels when shown on its own

    def scene(self, language: str = "en") -> dict:
        board = games.spec(self.game).board
        zones = []
        for i, spec in enumerate(self.zones):
            label, cards = spec[0], spec[1]
            layout = spec[2] if len(spec) > 2 else "row"
            rows = cards if layout == "pyramid" else [cards]
            drawn = []
            for r, row in enumerate(rows):
                items = []
                for j, c in enumerate(row):
                    if c is None:
                        items.append(board.card(f"z{i}:down{r}.{j}", None, sc.where(label), language))
                    else:
                        item = board.card("", c, sc.where(label), language)
                        # Named by its zone and the card it shows (identity "<game>:45" -> "z0:45"): a card
                        # that stays is the same element from step to step, one that arrives is marked changed.
                        item["id"] = f"z{i}:{item['card'].rpartition(':')[2]}"
                        items.append(item)
                drawn.append(sc.row(items))
            note = sc.count_text(sum(len(r) for r in rows), language) if layout == "stack" else ""
            zones.append(sc.zone(f"z{i}", label, drawn, layout=layout, note=note))
        return {"areas": [sc.area("partial", self.label, zones)], "choices": [], "prompt": ""}

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        return sc.scene_diagram(self.scene(self.language), (), self.language)._repr_mimebundle_()


@dataclass(frozen=True)
class Step:
    """One step: ``position`` (a State, a View or a :class:`Partial`) and its ``caption``.

    A State is drawn as ``seat`` sees it (by default the seat to move, seat 0 once it is over), so
    a step never shows a card no player could see. ``names`` names the players.
    """

    position: Any
    caption: str
    seat: int | None = None
    names: Sequence[str] | None = field(default=None)


def step_scene(step: Step, language: str = "en") -> dict:
    """The scene of one step, with nothing clickable."""
    position = step.position
    if isinstance(position, Partial):
        scene = position.scene(language)
    elif isinstance(position, dict):
        scene = dict(position)
    else:
        try:
            board = games.spec_of(position).board
        except TypeError:
            raise TypeError(
                f"a step shows a game's State or View or a Partial, not {type(position).__name__}"
            ) from None
        view = position
        if not hasattr(position, "legal"):  # a State: drawn as one seat sees it
            mover = position.to_move()
            seat = step.seat if step.seat is not None else 0 if mover is None else mover
            view = position.view(seat)
        names = list(step.names) if step.names else sc.default_names(board.players(view), language)
        scene = sc.static_scene(board, view, language, names)
    scene["prompt"] = step.caption
    return scene


def build_scenes(steps: Sequence[Step], title: str, language: str = "en") -> list[dict]:
    """Every step's scene, its changes marked, with the stepper's controls."""
    if not steps:
        raise ValueError("a stepper needs at least one step")
    scenes: list[dict] = []
    previous = None
    for i, step in enumerate(steps):
        scene = step_scene(step, language)
        mark_changes(previous, scene, language)
        previous = scene
        scene.update(
            {
                "v": sc.SCENE_VERSION,
                "game": "",
                "lang": language,
                "move": i,
                "reply": 0,
                "seat": 0,
                "title": title,
                "subtitle": t("stepper.position", language, n=i + 1, count=len(steps)),
                "totals": "",
                "error": "",
                "notice": "",
                "pass": None,
                "log": [],
                "buttons": [],
                "labels": {"board": title, "points": t("scene.points", language)},
                "steps": {
                    "index": i,
                    "count": len(steps),
                    "label": t("stepper.slider", language),
                    "prev": t("stepper.prev", language),
                    "next": t("stepper.next", language),
                },
            }
        )
        scene.setdefault("sheet", None)
        scenes.append(scene)
    return scenes


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
