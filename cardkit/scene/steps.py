"""What changed from one step of a stepper to the next (the tutorial stepper, a game's review).

It imports no widget library: the static review page (``cardkit/coach/html.py``) marks changes too.
"""

from __future__ import annotations

from collections.abc import Iterator

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
