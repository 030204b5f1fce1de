"""A stepper's steps and their scenes (:class:`Step`, :class:`Partial`, :func:`build_scenes`: the tutorial
stepper, ``cardkit.widgets.stepper``) and what changed from one step to the next (the stepper, a game's review).

It imports no widget library: the static review page (``cardkit/coach/html.py``) marks changes too, and the
static play page (``cardkit.litepage``) replays a kept game with these scenes.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardkit import games, scene as sc
from cardkit.i18n import t


def cards(scene: dict) -> Iterator[dict]:
    """Every card of a scene, zone by zone."""
    for a in scene.get("areas", []):
        for z in a["zones"]:
            for r in z["rows"]:
                yield from r["cards"]


def _signature(item: dict) -> tuple:
    return item.get("face"), item.get("card"), item.get("rank"), item.get("pip")


def mark_changes(before: dict | None, after: dict, language: str = "en") -> int:
    """Flag the cards of ``after`` that are new or different since ``before``; returns how many."""
    if before is None:
        return 0
    old = {item["id"]: _signature(item) for item in cards(before)}
    changed = 0
    for item in cards(after):
        if item.get("face") == "slot" and item["id"] in old:
            continue
        if old.get(item["id"]) != _signature(item):
            item["changed"] = True
            item["label"] += t("scene.changed_label", language)
            changed += 1
    return changed


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
