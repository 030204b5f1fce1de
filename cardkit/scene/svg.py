"""The static SVG renderer: a scene drawn as one self-contained SVG document.

Every style is an attribute and every card has a ``<title>``, so a diagram survives the HTML
sanitizers of nbconvert and GitHub and reads aloud in a screen reader. It draws what the browser's
``renderer.js`` draws, from the same scene (the format is described in ``cardkit/scene/__init__.py``).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

CARD_W, CARD_H, GAP, PAD, LINE = 44, 62, 6, 12, 18
SMALL = 0.7
MAX_PER_LINE = 13
MAX_WIDTH = 980
FONT = 'font-family="DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"'

# Ink of each tone a card may name (the same names as the ck-tone-* classes of cardkit.css).
TONES = {
    "magenta": "#b0126f",
    "yellow": "#8a6d00",
    "green": "#2e7d32",
    "blue": "#1556a8",
    "orange": "#c25400",
    "red": "#c62828",
    "black": "#1b1b1b",
    "spades": "#1b1b1b",
    "hearts": "#c62828",
    "diamonds": "#c25400",
    "clubs": "#2e7d32",
    "stars": "#6a1b9a",
    "moons": "#1556a8",
    "star": "#8a6d00",
}

# Cards printed in their colour (Ipso's): the face's fill and the ink that reads on it (at least 4.5:1),
# the same as the ck-tone-* rules of cardkit.css for face-up cards.
FILLS = {
    "magenta": ("#b0126f", "#ffffff"),
    "orange": ("#b85000", "#ffffff"),
    "yellow": ("#f5c518", "#1b1b1b"),
    "green": ("#2e7d32", "#ffffff"),
    "blue": ("#1556a8", "#ffffff"),
}


def _esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _text(
    x: float, y: float, text: str, *, size: int = 12, weight: str = "normal", fill: str = "#222", anchor: str = "start"
) -> str:
    if not text:
        return ""
    return (
        f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" font-weight="{weight}" fill="{fill}" '
        f'text-anchor="{anchor}" {FONT}>{_esc(text)}</text>'
    )


def _text_width(text: str, size: int) -> int:
    return int(len(text) * size * 0.58)


def _card_svg(x: float, y: float, item: dict, small: bool = False) -> str:
    if small:  # the cards of a suit group: a smaller copy of the same drawing
        return f'<g transform="translate({x:.0f} {y:.0f}) scale({SMALL})">{_card_svg(0, 0, item)}</g>'
    parts = [f"<g><title>{_esc(item.get('label', ''))}</title>"]
    face = item.get("face")
    if face == "slot":
        parts.append(
            f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="none" '
            f'stroke="#999" stroke-dasharray="4 3"/>'
        )
        parts.append(_text(x + CARD_W / 2, y + 40, item.get("pip", ""), size=20, fill="#777", anchor="middle"))
    elif face == "down":
        parts.append(
            f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="#2f4f8f" '
            f'stroke="#1d3360"/><rect x="{x + 4:.0f}" y="{y + 4:.0f}" width="{CARD_W - 8}" '
            f'height="{CARD_H - 8}" rx="3" fill="none" stroke="#c9d6f0" stroke-width="1"/>'
        )
    else:
        ink = TONES.get(item.get("tone", ""), "#222")
        fill, stroke = "#fff", ink
        if item.get("tone") in FILLS:
            fill, ink = FILLS[item["tone"]]
            stroke = "#1b1b1b"
        width = 3 if item.get("selected") or item.get("hint") else 1.5
        parts.append(
            f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{width}"/>'
        )
        parts.append(_text(x + 4, y + 15, item.get("rank", ""), size=13, weight="bold", fill=ink))
        parts.append(_text(x + CARD_W / 2, y + 43, item.get("pip", ""), size=20, fill=ink, anchor="middle"))
        if item.get("stars"):
            parts.append(_text(x + CARD_W / 2, y + CARD_H - 4, "★" * item["stars"], size=10, fill=ink, anchor="middle"))
    if item.get("changed"):  # the tutorial stepper: changed in this step (its <title> says so too)
        parts.append(
            f'<rect x="{x - 3:.0f}" y="{y - 3:.0f}" width="{CARD_W + 6}" height="{CARD_H + 6}" rx="7" '
            f'fill="none" stroke="#e65100" stroke-width="3"/>'
            f'<circle cx="{x + CARD_W:.0f}" cy="{y:.0f}" r="5" fill="#e65100"/>'
        )
    if item.get("hint"):  # the move suggested (a hint, the Expert's move in a review): a gold outline
        parts.append(
            f'<rect x="{x - 5:.0f}" y="{y - 5:.0f}" width="{CARD_W + 10}" height="{CARD_H + 10}" rx="8" '
            f'fill="none" stroke="#e0a800" stroke-width="3" stroke-dasharray="5 3"/>'
        )
    parts.append("</g>")
    return "".join(parts)


class _Box:
    """Something measured before it is drawn: ``draw(x, y)`` returns its SVG at that corner."""

    def __init__(self, width: float, height: float, draw: Callable[[float, float], str]) -> None:
        self.width, self.height, self.draw = width, height, draw


def _cards_box(cards: Sequence[dict], overlap: bool = False, small: bool = False) -> _Box:
    w, h = (CARD_W * SMALL, CARD_H * SMALL) if small else (CARD_W, CARD_H)
    step = 12 if overlap else w + GAP
    width = (len(cards) - 1) * step + w if cards else w

    def draw(x: float, y: float) -> str:
        return "".join(_card_svg(x + i * step, y, item, small) for i, item in enumerate(cards))

    return _Box(width, h, draw)


def _column(boxes: Sequence[_Box], gap: float = GAP, centre: bool = False) -> _Box:
    width = max((b.width for b in boxes), default=0)
    height = sum(b.height for b in boxes) + gap * max(len(boxes) - 1, 0)

    def draw(x: float, y: float) -> str:
        out = []
        for b in boxes:
            out.append(b.draw(x + ((width - b.width) / 2 if centre else 0), y))
            y += b.height + gap
        return "".join(out)

    return _Box(width, height, draw)


def _flow(boxes: Sequence[_Box], max_width: float, gap: float) -> _Box:
    """Boxes left to right, wrapping onto a new line past ``max_width``."""
    lines: list[list[_Box]] = [[]]
    used = 0.0
    for b in boxes:
        if lines[-1] and used + gap + b.width > max_width:
            lines.append([])
            used = 0.0
        used += (gap if lines[-1] else 0) + b.width
        lines[-1].append(b)
    rows = []
    for line in lines:
        width = sum(b.width for b in line) + gap * max(len(line) - 1, 0)
        height = max((b.height for b in line), default=0)

        def draw(x: float, y: float, line: list[_Box] = line) -> str:
            out = []
            for b in line:
                out.append(b.draw(x, y))
                x += b.width + gap
            return "".join(out)

        rows.append(_Box(width, height, draw))
    return _column(rows, gap)


def _label_box(text: str, size: int = 11, weight: str = "normal", fill: str = "#555") -> _Box:
    return _Box(
        _text_width(text, size), LINE, lambda x, y: _text(x, y + LINE - 5, text, size=size, weight=weight, fill=fill)
    )


def _zone_box(z: dict) -> _Box:
    label = z["label"] + (f" ({z['note']})" if z.get("note") else "")
    layout = z.get("layout", "row")
    rows = z["rows"]
    if layout == "pyramid":
        body = _column([_cards_box(r["cards"]) for r in rows], centre=True)
    elif layout == "groups":
        label_w = max([_text_width(r.get("label", ""), 11) + 10 for r in rows] + [60])
        lines = []
        for r in rows:
            cards = _cards_box(r["cards"], small=True) if r["cards"] else _Box(0, LINE, lambda x, y: "")
            text = r.get("label", "")

            def draw(x: float, y: float, cards: _Box = cards, text: str = text) -> str:
                return _text(x, y + min(cards.height, LINE) - 5, text, size=11) + cards.draw(x + label_w, y)

            lines.append(_Box(label_w + cards.width, cards.height, draw))
        body = _column(lines)
    else:
        chunks = [
            r["cards"][i : i + MAX_PER_LINE] for r in rows for i in range(0, max(len(r["cards"]), 1), MAX_PER_LINE)
        ]
        body = _column(
            [_cards_box(c, overlap=layout == "stack") if c else _Box(CARD_W, CARD_H, lambda x, y: "") for c in chunks]
        )
    head = _label_box(label)
    return _column([head, body], gap=2)


def _area_box(a: dict) -> _Box:
    head = _label_box(a["label"], size=13, weight="bold", fill="#0b3d91" if a.get("current") else "#222")
    zones = _flow([_zone_box(z) for z in a["zones"]], MAX_WIDTH - 4 * PAD, 3 * GAP)
    inner = _column([head, zones], gap=2)
    width, height = inner.width + 2 * GAP, inner.height + 2 * GAP
    stroke = "#2e7d32" if a.get("current") else "#c5d1c0"

    def draw(x: float, y: float) -> str:
        return (
            f'<rect x="{x:.0f}" y="{y:.0f}" width="{width:.0f}" height="{height:.0f}" rx="8" '
            f'fill="#f8fbf6" stroke="{stroke}" stroke-width="{2 if a.get("current") else 1}"/>'
            + inner.draw(x + GAP, y + GAP)
        )

    return _Box(width, height, draw)


def _paragraph_box(text: str, size: int = 12, weight: str = "normal", fill: str = "#222") -> _Box:
    """A text wrapped at word boundaries to fit the diagram's width (captions can be long)."""
    lines: list[str] = []
    for word in text.split():
        if lines and _text_width(f"{lines[-1]} {word}", size) <= MAX_WIDTH:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return _column([_label_box(line, size, weight, fill) for line in lines], gap=0)


def _scene_box(scene: dict, note: str = "") -> _Box:
    parts: list[_Box] = []
    heading = " — ".join(x for x in (scene.get("title", ""), scene.get("subtitle", "")) if x)
    for text, size, weight in (
        (heading, 14, "bold"),
        (note, 12, "bold"),
        (scene.get("totals", ""), 12, "bold"),
        (scene.get("prompt", ""), 12, "normal"),
    ):
        if text:
            parts.append(_paragraph_box(text, size, weight))
    if scene.get("pass"):
        parts.append(_paragraph_box(scene["pass"].get("text", ""), 13))
    if scene.get("areas"):
        parts.append(_flow([_area_box(a) for a in scene["areas"]], MAX_WIDTH, 2 * GAP))
    sheet = scene.get("sheet")
    if sheet:
        lines = [_label_box(sheet.get("title", ""), 13, "bold", "#222")]
        lines += [_label_box(text, 11, "normal", "#222") for text in sheet.get("intro", [])]
        for seat in sheet.get("seats", []):
            lines.append(_label_box(f"{seat.get('name', '')}: {seat['total']}", 12, "bold", "#222"))
            for label, points in seat["lines"]:
                lines.append(
                    _label_box(f"    {label}" + ("" if points is None else f"  {points:+d}"), 11, "normal", "#222")
                )
        for key in ("result", "match"):
            if sheet.get(key):
                lines.append(_label_box(sheet[key], 12, "bold", "#222"))
        parts.append(_column(lines, gap=0))
    return _column(parts, gap=GAP)


def _document(body: _Box, label: str) -> str:
    width, height = int(max(body.width, 300) + 2 * PAD), int(body.height + 2 * PAD)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{_esc(label or "cardkit")}">'
        f'<rect width="100%" height="100%" fill="#eef3ea"/>{body.draw(PAD, PAD)}</svg>'
    )


def to_svg(scene: dict, note: str = "") -> str:
    """A scene as a standalone SVG document: every style is an attribute, so it survives the HTML
    sanitizers of nbconvert and GitHub, and every card has a <title> for screen readers. ``note``: a
    line under the heading, also in the picture's name (the play widget's: it is a picture, not the board)."""
    heading = " — ".join(x for x in (scene.get("title", ""), scene.get("subtitle", ""), note) if x)
    return _document(_scene_box(scene, note), heading)


def steps_svg(scenes: Sequence[dict], title: str = "") -> str:
    """Several scenes one under the other in one SVG document, each with its heading and caption
    (a tutorial stepper's steps, for notebooks read without a kernel)."""
    rule = _Box(
        MAX_WIDTH,
        2 * GAP,
        lambda x, y: f'<rect x="{x:.0f}" y="{y + GAP - 1:.0f}" width="{MAX_WIDTH}" height="1" fill="#b8c4b2"/>',
    )
    parts: list[_Box] = []
    for i, scene in enumerate(scenes):
        if i:
            parts.append(rule)
        parts.append(_scene_box({**scene, "title": ""} if i else scene))
    return _document(_column(parts, gap=GAP), title)
