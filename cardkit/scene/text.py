"""Scenes as plain text, for the terminal (``cardkit play``).

Any game's scene (``cardkit.scene``'s format) prints the same way: its title, each area with its
zones and their cards by rank and pip (``[7♣]``, ``[??]`` face down), and, once the game is over,
the score sheet with the result. Like the SVG diagram, it draws only what the scene holds, so it
shows no card the scene's seat cannot see.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardkit import i18n
from cardkit.i18n import t

EN = {
    "scene_text.zone": "{zone}: {cards}",
    "scene_text.total": "Total: {points}",
}
FR = {
    "scene_text.zone": "{zone} : {cards}",
    "scene_text.total": "Total : {points}",
}
CATALOGS = {"en": EN, "fr": FR}
i18n.add_catalogs(CATALOGS)

INDENT = "  "


def card_text(item: dict) -> str:
    """One card: ``[7♣]``, ``[63■*]`` (a star per ``*``), ``[??]`` face down, ``[  ]`` an empty place."""
    if item["face"] == "down":
        return "[??]"
    if item["face"] == "slot":
        return f"[{item.get('pip') or '  '}]"
    rank, pip = item.get("rank", ""), item.get("pip", "")
    text = rank if pip in ("", rank) else f"{rank}{pip}"  # the Star card's rank is its pip
    return f"[{text}{'*' * item.get('stars', 0)}]"


def cards_text(cards: Sequence[dict]) -> str:
    return " ".join(card_text(c) for c in cards)


def zone_lines(zone: dict, language: str) -> list[str]:
    """A zone on one line when it is one unlabelled row, else a line per row under its label."""
    note = f" ({zone['note']})" if zone.get("note") else ""
    rows = zone["rows"]
    if zone["layout"] == "stack":  # a pile: its top card stands for it, the note gives the count
        shown = [c for r in rows for c in r["cards"]][-1:]
    elif len(rows) == 1 and not rows[0]["label"]:
        shown = rows[0]["cards"]
    else:
        width = max((len(r["label"]) for r in rows), default=0)
        lines = [zone["label"] + note]
        return lines + [(INDENT + r["label"].ljust(width) + INDENT + cards_text(r["cards"])).rstrip() for r in rows]
    return [t("scene_text.zone", language, zone=zone["label"], cards=cards_text(shown)).rstrip() + note]


def sheet_lines(sheet: dict, names: Sequence[str], language: str) -> list[str]:
    """The score sheet: its introduction, each seat's lines (points first) and total, the result."""
    lines = [sheet.get("title", "")] + [INDENT + line for line in sheet.get("intro", ())]
    for seat in sheet["seats"]:
        lines.append(names[seat["seat"]])
        width = max((len(f"{p:+d}") for _, p in seat["lines"] if p is not None), default=0)
        for text, points in seat["lines"]:
            column = f"{points:+d}".rjust(width) if points is not None else " " * width
            lines.append((INDENT + (column + INDENT if width else "") + text).rstrip())
        lines.append(INDENT + t("scene_text.total", language, points=seat["total"]))
    if sheet.get("result"):
        lines.append(sheet["result"])
    return [line for line in lines if line]


def scene_text(scene: dict, names: Sequence[str], language: str = "en") -> str:
    """A scene (e.g. ``cardkit.scene.static_scene(board, view, language, names)``) as text."""
    lines = [scene["title"]] if scene.get("title") else []
    for area in scene["areas"]:
        lines.append(area["label"])
        for zone in area["zones"]:
            lines += [INDENT + line for line in zone_lines(zone, language)]
    if scene.get("sheet"):
        lines += [""] + sheet_lines(scene["sheet"], names, language)
    return "\n".join(lines)
