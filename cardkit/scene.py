"""Scenes: what a board looks like, as plain data, and its static SVG diagram.

A scene is a JSON-able dict built by a game's ``scene.py`` from one seat's ``view`` (never from the
state), so it can only hold what that seat may see. The widget's ES module draws it in the browser;
:func:`to_svg` draws the same scene as a static SVG, for ``_repr_html_`` and saved notebooks.
This module imports no widget library: engines and diagrams work headless and in Pyodide.

The format (``docs/widgets.md`` has the whole protocol):

- ``areas``: ``{"id", "label", "current", "mine", "zones": [zone]}``, a player's side of the table
  or the table itself.
- zone: ``{"id", "label", "layout", "rows": [{"label", "cards": [card]}], "note"}``; ``layout`` is
  "row", "pyramid" (rows centred, top row first), "groups" (labelled rows, e.g. one per suit) or
  "stack" (a pile: its cards overlap, ``note`` gives the count).
- card: ``{"id", "face": "up" | "down" | "slot", "label", "rank", "pip", "tone", "stars", "card",
  "send", "selected", "hint", "legal"}``. ``label`` is the aria label; ``card`` the card's identity
  (face-up cards only); ``send`` the message a click sends (absent: not clickable).
- ``choices``: ``[{"id", "label", "send", "hint"}]``, moves that are not a card (keep the Star...).
- ``prompt``: what the seat at the screen is asked to do.
"""
from __future__ import annotations

import html
import random
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from cardkit import i18n
from cardkit.core import action_to_json
from cardkit.i18n import t

SCENE_VERSION = 1


# ------------------------------------------------------------------------------ building blocks

def card(id: str, label: str, *, face: str = "up", rank: str = "", pip: str = "", tone: str = "",
         stars: int = 0, ident: str | None = None, send: dict | None = None, selected: bool = False,
         hint: bool = False, legal: bool = False) -> dict:
    """A card (or an empty place, ``face="slot"``) as the renderers draw it.

    A face-down card carries nothing but its place: no rank, pip, tone or identity.
    """
    item: dict[str, Any] = {"id": id, "face": face, "label": label}
    if face == "up":
        item.update(rank=rank, pip=pip, tone=tone)
        if stars:
            item["stars"] = stars
        if ident is not None:
            item["card"] = ident
    elif face == "slot" and pip:
        item["pip"] = pip  # a place to click, e.g. "+" to lay a card off on a meld
    if send is not None:
        item["send"] = send
    for flag, on in (("selected", selected), ("hint", hint), ("legal", legal)):
        if on:
            item[flag] = True
    return item


def row(cards: Sequence[dict], label: str = "") -> dict:
    return {"label": label, "cards": list(cards)}


def zone(id: str, label: str, rows: Sequence[dict], *, layout: str = "row", note: str = "") -> dict:
    return {"id": id, "label": label, "layout": layout, "rows": list(rows), "note": note}


def area(id: str, label: str, zones: Sequence[dict], *, current: bool = False, mine: bool = False) -> dict:
    return {"id": id, "label": label, "current": current, "mine": mine, "zones": list(zones)}


def choice(id: str, label: str, send: dict | None, *, hint: bool = False) -> dict:
    item: dict[str, Any] = {"id": id, "label": label}
    if send is not None:
        item["send"] = send
    if hint:
        item["hint"] = True
    return item


def act(action: Any) -> dict:
    """The message a click sends to play ``action`` (the widget adds the move counter and seat)."""
    return {"kind": "act", "action": action_to_json(action)}


def pick(target: str) -> dict:
    """The message a click sends to select ``target``, one step of a move built by several clicks."""
    return {"kind": "select", "target": target}


def ordinal(n: int, language: str) -> str:
    """1st, 2nd, 3rd, 11th, 21st... / 1re, 2e, 3e... (cards are feminine in French). The form is
    picked by English's rule; a language that needs fewer forms gives several the same text."""
    if n == 1:
        form = "first"
    elif 10 <= n % 100 <= 20:
        form = "other"
    else:
        form = {1: "one", 2: "two", 3: "few"}.get(n % 10, "other")
    return t(f"scene.nth.{form}", language, n=n)


def where(zone_label: str, position: str = "") -> str:
    """", your pyramid, row of 4, 2nd from the left" -- the tail of an aria label."""
    return f", {zone_label}" + (f", {position}" if position else "")


# ------------------------------------------------------------------------------ the game's side

@dataclass
class Context:
    """What a scene is built with besides the view."""

    names: Sequence[str]
    language: str = "en"
    selection: Any = None  # the game's partial move (e.g. the centre card picked first)
    hint: Any = None  # an action to highlight
    live: bool = False  # the seat at the screen may act now: clickable elements get their ``send``

    def name(self, seat: int) -> str:
        return self.names[seat]


class Board(Protocol):
    """A game's scene builder (one instance per game, in ``cardkit/<game>/scene.py``)."""

    game: str

    def players(self, view: Any) -> int:
        """How many seats the game of ``view`` has."""

    def match_title(self, match_options: Any, index: int, options: Any, language: str) -> str:
        """Which game of the match this is ("Game 2 of 4, 5 suits"), from the options."""

    def build(self, view: Any, ctx: Context) -> dict:
        """``{"areas", "choices", "prompt"}`` for ``view`` (``view.seat`` is the seat at the screen)."""

    def click(self, view: Any, selection: Any, target: str) -> tuple[Any, Any]:
        """A select message: (the new selection, an action to play now or None). Raises CardkitError."""

    def describe(self, action: Any, actor: int, before: Any, after: Any) -> Callable[[str, Sequence[str]], str]:
        """A log line for ``action``, naming only cards that are public once it is played."""

    def sheet(self, view: Any, language: str, names: Sequence[str]) -> dict:
        """The score sheet of a finished game from its last view: ``{"intro", "seats": [{"lines", "total"}]}``."""


def default_names(players: int, language: str) -> list[str]:
    return [t("scene.player", language, n=seat + 1) for seat in range(players)]


def static_scene(board: Board, view: Any, language: str = "en", names: Sequence[str] | None = None,
                 caption: str = "") -> dict:
    """The scene of ``view`` with nothing clickable, for diagrams."""
    players = board.players(view)
    names = list(names) if names else default_names(players, language)
    scene = board.build(view, Context(names, language))
    scene["title"] = caption
    if view.to_move is None:
        # A finished game's last view shows every card, so it fixes the result exactly.
        scene["sheet"] = board.sheet(view, language, names)
        scene["sheet"]["result"] = result_text(view.resample(random.Random(0)).winners(), names, language)
    return scene


def result_text(winners: Sequence[int], names: Sequence[str], language: str) -> str:
    """"Winner: Ana" / "Shared win: Ana and Bob"."""
    who = t("scene.and", language).join(names[s] for s in winners)
    return t("scene.winner" if len(winners) == 1 else "scene.shared_win", language, names=who)


_BOARDS: dict[type, Board] = {}


class Diagram:
    """A board drawn as SVG; notebooks show it (``_repr_html_``, ``_repr_svg_``), ``str()`` is the SVG."""

    def __init__(self, svg: str) -> None:
        self.svg = svg

    def _repr_svg_(self) -> str:
        return self.svg

    def _repr_html_(self) -> str:
        return _inline(self.svg)

    def __str__(self) -> str:
        return self.svg


def diagram(position: Any, language: str = "en", names: Sequence[str] | None = None) -> Diagram:
    """The diagram of a game's State or View, in ``language``, with players' ``names``.

    A view is drawn as its seat sees it; a state as the seat to move sees it (seat 0 once the game
    is over), so a diagram never shows a card no player could see.
    """
    board = _BOARDS.get(type(position))
    if board is None:
        raise TypeError(f"no diagram for {type(position).__name__}: give a game's State or View")
    view = position
    if not hasattr(position, "legal"):  # a State: the view of the seat to move
        mover = position.to_move()
        view = position.view(0 if mover is None else mover)
    names = list(names) if names else default_names(board.players(view), language)
    caption = t("scene.seen_by", language, name=names[view.seat])
    return Diagram(to_svg(static_scene(board, view, language, names, caption)))


def attach(board: Board, state_cls: type, view_cls: type) -> None:
    """Give a game's State and View classes their notebook diagrams (``_repr_html_``, ``_repr_svg_``)."""
    _BOARDS[state_cls] = _BOARDS[view_cls] = board
    for cls in (state_cls, view_cls):
        cls._repr_svg_ = lambda position: diagram(position).svg
        cls._repr_html_ = lambda position: diagram(position)._repr_html_()


def _inline(svg: str) -> str:
    return f'<div class="cardkit-diagram" style="overflow-x:auto">{svg}</div>'


# ------------------------------------------------------------------------------ static SVG

CARD_W, CARD_H, GAP, PAD, LINE = 44, 62, 6, 12, 18
SMALL = 0.7
MAX_PER_LINE = 13
MAX_WIDTH = 980
FONT = 'font-family="DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"'

# Ink of each tone (the same names as the CSS classes of the widget).
TONES = {
    "magenta": "#b0126f", "yellow": "#8a6d00", "green": "#2e7d32", "blue": "#1556a8", "orange": "#c25400",
    "red": "#c62828", "black": "#1b1b1b",
    "spades": "#1b1b1b", "hearts": "#c62828", "diamonds": "#c25400", "clubs": "#2e7d32",
    "stars": "#6a1b9a", "moons": "#1556a8", "star": "#8a6d00",
}


def _esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _text(x: float, y: float, text: str, *, size: int = 12, weight: str = "normal", fill: str = "#222",
          anchor: str = "start") -> str:
    if not text:
        return ""
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" font-weight="{weight}" fill="{fill}" '
            f'text-anchor="{anchor}" {FONT}>{_esc(text)}</text>')


def _text_width(text: str, size: int) -> int:
    return int(len(text) * size * 0.58)


def _card_svg(x: float, y: float, item: dict, small: bool = False) -> str:
    if small:  # the cards of a suit group: a smaller copy of the same drawing
        return (f'<g transform="translate({x:.0f} {y:.0f}) scale({SMALL})">{_card_svg(0, 0, item)}</g>')
    parts = [f'<g><title>{_esc(item.get("label", ""))}</title>']
    face = item.get("face")
    if face == "slot":
        parts.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="none" '
                     f'stroke="#999" stroke-dasharray="4 3"/>')
        parts.append(_text(x + CARD_W / 2, y + 40, item.get("pip", ""), size=20, fill="#777", anchor="middle"))
    elif face == "down":
        parts.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="#2f4f8f" '
                     f'stroke="#1d3360"/><rect x="{x + 4:.0f}" y="{y + 4:.0f}" width="{CARD_W - 8}" '
                     f'height="{CARD_H - 8}" rx="3" fill="none" stroke="#c9d6f0" stroke-width="1"/>')
    else:
        ink = TONES.get(item.get("tone", ""), "#222")
        width = 3 if item.get("selected") or item.get("hint") else 1.5
        parts.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="#fff" '
                     f'stroke="{ink}" stroke-width="{width}"/>')
        parts.append(_text(x + 4, y + 15, item.get("rank", ""), size=13, weight="bold", fill=ink))
        parts.append(_text(x + CARD_W / 2, y + 43, item.get("pip", ""), size=20, fill=ink, anchor="middle"))
        if item.get("stars"):
            parts.append(_text(x + CARD_W / 2, y + CARD_H - 4, "★" * item["stars"], size=10, fill="#b8860b",
                               anchor="middle"))
    if item.get("changed"):  # the tutorial stepper: changed in this step (its <title> says so too)
        parts.append(f'<rect x="{x - 3:.0f}" y="{y - 3:.0f}" width="{CARD_W + 6}" height="{CARD_H + 6}" rx="7" '
                     f'fill="none" stroke="#e65100" stroke-width="3"/>'
                     f'<circle cx="{x + CARD_W:.0f}" cy="{y:.0f}" r="5" fill="#e65100"/>')
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
    return _Box(_text_width(text, size), LINE, lambda x, y: _text(x, y + LINE - 5, text, size=size, weight=weight,
                                                                   fill=fill))


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
        chunks = [r["cards"][i:i + MAX_PER_LINE] for r in rows for i in range(0, max(len(r["cards"]), 1), MAX_PER_LINE)]
        body = _column([_cards_box(c, overlap=layout == "stack") if c else _Box(CARD_W, CARD_H, lambda x, y: "")
                        for c in chunks])
    head = _label_box(label)
    return _column([head, body], gap=2)


def _area_box(a: dict) -> _Box:
    head = _label_box(a["label"], size=13, weight="bold", fill="#0b3d91" if a.get("current") else "#222")
    zones = _flow([_zone_box(z) for z in a["zones"]], MAX_WIDTH - 4 * PAD, 3 * GAP)
    inner = _column([head, zones], gap=2)
    width, height = inner.width + 2 * GAP, inner.height + 2 * GAP
    stroke = "#2e7d32" if a.get("current") else "#c5d1c0"

    def draw(x: float, y: float) -> str:
        return (f'<rect x="{x:.0f}" y="{y:.0f}" width="{width:.0f}" height="{height:.0f}" rx="8" '
                f'fill="#f8fbf6" stroke="{stroke}" stroke-width="{2 if a.get("current") else 1}"/>'
                + inner.draw(x + GAP, y + GAP))
    return _Box(width, height, draw)


def to_svg(scene: dict) -> str:
    """A scene as a standalone SVG document: every style is an attribute, so it survives the HTML
    sanitizers of nbconvert and GitHub, and every card has a <title> for screen readers."""
    parts: list[_Box] = []
    heading = " — ".join(x for x in (scene.get("title", ""), scene.get("subtitle", "")) if x)
    for text, size, weight in ((heading, 14, "bold"), (scene.get("totals", ""), 12, "bold"),
                               (scene.get("prompt", ""), 12, "normal")):
        if text:
            parts.append(_label_box(text, size, weight, "#222"))
    if scene.get("pass"):
        parts.append(_label_box(scene["pass"].get("text", ""), 13, "normal", "#222"))
    if scene.get("areas"):
        parts.append(_flow([_area_box(a) for a in scene["areas"]], MAX_WIDTH, 2 * GAP))
    sheet = scene.get("sheet")
    if sheet:
        lines = [_label_box(sheet.get("title", ""), 13, "bold", "#222")]
        lines += [_label_box(text, 11, "normal", "#222") for text in sheet.get("intro", [])]
        for seat in sheet.get("seats", []):
            lines.append(_label_box(f"{seat.get('name', '')}: {seat['total']}", 12, "bold", "#222"))
            for label, points in seat["lines"]:
                lines.append(_label_box(f"    {label}" + ("" if points is None else f"  {points:+d}"), 11, "normal",
                                        "#222"))
        for key in ("result", "match"):
            if sheet.get(key):
                lines.append(_label_box(sheet[key], 12, "bold", "#222"))
        parts.append(_column(lines, gap=0))
    body = _column(parts, gap=GAP)
    width, height = int(max(body.width, 300) + 2 * PAD), int(body.height + 2 * PAD)
    label = _esc(heading or "cardkit")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" aria-label="{label}">'
            f'<rect width="100%" height="100%" fill="#eef3ea"/>{body.draw(PAD, PAD)}</svg>')


STRINGS_EN = {
    "scene.player": "Player {n}",
    "scene.seen_by": "As seen by {name}",
    "scene.you": "{name} (you)",
    "scene.to_play": "{name}, to play",
    "scene.score_sheet": "Score sheet",
    "scene.total": "total",
    "scene.cards": "{n} cards",
    "scene.one_card": "1 card",
    "scene.no_card": "no card",
    "scene.from_top": "{nth} from the top",
    "scene.from_left": "{nth} from the left",
    "scene.nth.first": "{n}st",
    "scene.nth.one": "{n}st",
    "scene.nth.two": "{n}nd",
    "scene.nth.few": "{n}rd",
    "scene.nth.other": "{n}th",
    "scene.face_down": "face-down card",
    "scene.and": " and ",
    "scene.winner": "Winner: {names}",
    "scene.shared_win": "Shared win: {names}",
    "scene.over": "The game is over.",
    "scene.waiting": "{name} is playing.",
    "scene.bad_target": "There is nothing called {target} to choose on the board now.",
}
STRINGS_FR = {
    "scene.player": "Joueur {n}",
    "scene.seen_by": "Vu par {name}",
    "scene.you": "{name} (vous)",
    "scene.to_play": "{name}, à jouer",
    "scene.score_sheet": "Feuille de score",
    "scene.total": "total",
    "scene.cards": "{n} cartes",
    "scene.one_card": "1 carte",
    "scene.no_card": "aucune carte",
    "scene.from_top": "{nth} en partant du dessus",
    "scene.from_left": "{nth} en partant de la gauche",
    "scene.nth.first": "{n}re",
    "scene.nth.one": "{n}e",
    "scene.nth.two": "{n}e",
    "scene.nth.few": "{n}e",
    "scene.nth.other": "{n}e",
    "scene.face_down": "carte face cachée",
    "scene.and": " et ",
    "scene.winner": "Gagnant : {names}",
    "scene.shared_win": "Victoire partagée : {names}",
    "scene.over": "La partie est terminée.",
    "scene.waiting": "{name} joue.",
    "scene.bad_target": "Il n'y a rien qui s'appelle {target} à choisir sur le plateau maintenant.",
}
CATALOGS = {"en": STRINGS_EN, "fr": STRINGS_FR}
i18n.add_catalogs(CATALOGS)


def count_text(n: int, language: str) -> str:
    if n == 0:
        return t("scene.no_card", language)
    return t("scene.one_card", language) if n == 1 else t("scene.cards", language, n=n)
