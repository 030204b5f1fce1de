"""Scenes: what a board looks like, as plain data, and its static SVG diagram.

A scene is a JSON-able dict built by a game's board (its ``Board``, declared in its ``GameSpec``)
from one seat's ``view`` (never from the state), so it can only hold what that seat may see. This
package holds everything that draws a scene and knows no game:

- here, the format's building blocks and the :class:`Board` protocol each game implements;
- ``svg.py``, :func:`to_svg`: the same scene as a static SVG, for notebooks (``image/svg+xml``) and saved
  notebooks; ``text.py``: the same scene as text;
- ``renderer.js`` and ``cardkit.css``: the one front end the widgets load to draw it in the browser.

It imports no widget library: engines and diagrams work headless and in Pyodide.

The format (``docs/widgets.md`` has the whole protocol):

- ``areas``: ``{"id", "label", "current", "mine", "zones": [zone]}``, a player's side of the table
  or the table itself.
- zone: ``{"id", "label", "layout", "rows": [{"label", "cards": [card]}], "note"}``; ``layout`` is
  "row", "pyramid" (rows centred, top row first), "groups" (labelled rows, e.g. one per suit) or
  "stack" (a pile: its cards overlap, ``note`` gives the count). A row with ``"aside": true`` is drawn
  beside the row after it (at its left) instead of on a line of its own (Ipso's Star card).
- card: ``{"id", "face": "up" | "down" | "slot", "label", "rank", "pip", "tone", "stars", "card",
  "send", "selected", "hint", "legal", "drops", "badge", "last"}``. ``label`` is the aria label; ``card`` the
  card's identity (face-up cards only); ``send`` the message a click sends (absent: not clickable);
  ``drops`` the messages dropping the (face-up) card sends, by target: a card's id, ``row:<id>`` or
  ``zone:<id>`` (the same messages its clicks would send); ``badge`` a mark drawn on the card
  (``{"kind", "text"}``, e.g. the Rummy card that must be used this turn); ``last`` (added by
  the table) says whose last move moved it ("moved by Ana's last move").
- A zone with ``"arrange": true`` is the seat's own hand of two cards or more, which its player may sort
  and rearrange (the table's ``arrange`` command, see ``cardkit/scene/arrange.py``); a row may have an ``id``.
- An area whose id is ``seat:N`` and that is not ``mine`` is another player's: the browser draws it
  compact (small cards, face-down cards in a row as one fanned back with a count badge).
- ``choices``: ``[{"id", "label", "send", "hint"}]``, moves that are not a card (keep the Star...).
- ``prompt``: what the seat at the screen is asked to do.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from cardkit import games, i18n
from cardkit.core import action_to_json
from cardkit.core.game import draw_with
from cardkit.i18n import t
from cardkit.scene.svg import steps_svg as steps_svg, to_svg  # steps_svg: for the stepper (sc.steps_svg)
from cardkit.scene.text import scene_text

SCENE_VERSION = 1

# The browser's side, loaded by every widget: one ES module and its stylesheet.
RENDERER = Path(__file__).with_name("renderer.js")
STYLESHEET = Path(__file__).with_name("cardkit.css")
# The board's looks (cardkit.css; renderer.js knows the same names). "auto": the page's theme
# (JupyterLab's, else the system's light or dark) or the one this browser last chose.
THEMES = ("auto", "light", "dark", "contrast")
CARD_BACKS = ("auto", "blue", "red", "green")  # "auto": the one this browser last chose, else blue


# ------------------------------------------------------------------------------ building blocks


def card(
    id: str,
    label: str,
    *,
    face: str = "up",
    rank: str = "",
    pip: str = "",
    tone: str = "",
    stars: int = 0,
    ident: str | None = None,
    send: dict | None = None,
    selected: bool = False,
    hint: bool = False,
    legal: bool = False,
    note: str = "",
    drops: dict | None = None,
    badge: dict | None = None,
) -> dict:
    """A card (or an empty place, ``face="slot"``) as the renderers draw it.

    A face-down card carries nothing but its place: no rank, pip, tone or identity. ``note`` is a
    public fact about the card ("discarded by Ana"): it ends the label and shows on hover and focus.
    """
    if note:
        label = f"{label}, {note}"
    item: dict[str, Any] = {"id": id, "face": face, "label": label}
    if note:
        item["note"] = note
    if face == "up":
        item.update(rank=rank, pip=pip, tone=tone)
        if stars:
            item["stars"] = stars
        if ident is not None:
            item["card"] = ident
    elif face == "slot" and pip:
        item["pip"] = pip  # a place to click, e.g. "+" to lay a card off on a meld
    if face == "up":  # a face-down card is never dragged, and a mark would tell what it is
        if drops:
            item["drops"] = dict(drops)
        if badge:
            item["badge"] = dict(badge)
    if send is not None:
        item["send"] = send
    for flag, on in (("selected", selected), ("hint", hint), ("legal", legal)):
        if on:
            item[flag] = True
    return item


def row(cards: Sequence[dict], label: str = "", id: str = "") -> dict:
    item = {"label": label, "cards": list(cards)}
    if id:
        item["id"] = id  # a drop target: ``row:<id>`` in a card's ``drops``
    return item


def zone(
    id: str, label: str, rows: Sequence[dict], *, layout: str = "row", note: str = "", arrange: bool = False
) -> dict:
    item: dict[str, Any] = {"id": id, "label": label, "layout": layout, "rows": list(rows), "note": note}
    if arrange and sum(len(r["cards"]) for r in rows) > 1:
        item["arrange"] = True  # the seat's own hand: its player may sort and rearrange it (two cards or more)
    return item


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
    """ ", your pyramid, row of 4, 2nd from the left" -- the tail of an aria label."""
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
    order: Any = None  # how the seat arranged its hand: "suit", "rank" or card ids (scene/arrange.py)

    def name(self, seat: int) -> str:
        return self.names[seat]


class Board(Protocol):
    """A game's scene builder (one instance per game, in its package, named by its ``GameSpec``)."""

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
        """The score sheet of a finished game from its last view: ``{"intro", "columns", "seats": [{"lines",
        "total", "cells"}]}``: every seat has the same ``columns`` (one of ``cells``' points each, the
        same for every player: rows of a pyramid, suits, what was put down...), ``lines`` explain them."""

    def card(self, id: str, value: Any, where: str, language: str) -> dict:
        """One card drawn as the game draws it, outside any position (the stepper's partial positions).

        ``value`` is a card in any form the game accepts (its card number, its ``Card``, its text),
        or None for a face-down card; ``where`` ends its aria label (see :func:`where`).
        """

    def places(self, view: Any) -> dict[str, str]:
        """Where every card of ``view``'s scene (built not live, with no selection) is: {card key: zone id},
        a card known by its identity (``card``) when face up, else by its ``id``: what
        ``cardkit.session.frames.card_places`` reads from the whole scene, without building it (the
        table's last-move marks read it for every move)."""

    # What the tests and the reliability audit (``cardkit.testing``) need to know of the board.
    def seen(self, view: Any) -> set[str]:
        """The identities, as scenes write them (``card`` of a face-up card, e.g. "ipso:45"), of every
        card ``view`` shows its seat."""

    def mentions(self, text: str) -> set[str]:
        """The identities of every card ``text`` names, in every way the kit writes one of this game's
        cards: its identity, its short and its full name in every language, a move's JSON."""

    def next_click(self, action: Any, selected: set[str]) -> str:
        """For a move built by several clicks, the id of the element to click next, given the ids of
        the elements selected so far. Raises ValueError for a move the board offers as one element."""


def default_names(players: int, language: str) -> list[str]:
    return [t("scene.player", language, n=seat + 1) for seat in range(players)]


def static_scene(
    board: Board, view: Any, language: str = "en", names: Sequence[str] | None = None, caption: str = ""
) -> dict:
    """The scene of ``view`` with nothing clickable, for diagrams."""
    players = board.players(view)
    names = list(names) if names else default_names(players, language)
    scene = board.build(view, Context(names, language))
    scene["title"] = caption
    if view.to_move is None:
        # A finished game's last view shows every card, so it fixes the result exactly.
        scene["sheet"] = name_sheet(board.sheet(view, language, names), names, language)
        scene["sheet"]["result"] = result_text(view.resample(random.Random(0)).winners(), names, language)
    return scene


def name_sheet(sheet: dict, names: Sequence[str], language: str) -> dict:
    """``sheet`` (a board's :meth:`Board.sheet`) with its words for the board to draw: each row's player
    (``name``) and the title of how they scored (``details``), the players' column (``labels``)."""
    for row in sheet["seats"]:
        row["name"] = names[row["seat"]]
        row["details"] = t("scene.sheet.details", language, name=row["name"])
    sheet["labels"] = {"player": t("scene.sheet.player", language)}
    return sheet


def result_text(winners: Sequence[int], names: Sequence[str], language: str) -> str:
    """ "Winner: Ana" / "Shared win: Ana and Bob"."""
    who = t("scene.and", language).join(names[s] for s in winners)
    return t("scene.winner" if len(winners) == 1 else "scene.shared_win", language, names=who)


class Diagram:
    """A board drawn as SVG, and as text; ``str()`` is the SVG.

    Notebooks show the SVG as ``image/svg+xml``, with the text board as ``text/plain``, and no
    ``text/html``: the viewers that sanitize HTML (nbconvert's ``--sanitize-html``, nbviewer, GitHub)
    prefer ``text/html`` and would escape an inline SVG into text, while they all draw an SVG image.
    """

    def __init__(self, svg: str, text: str = "") -> None:
        self.svg = svg
        self.text = text

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        return {"image/svg+xml": self.svg, "text/plain": self.text or "cardkit diagram"}

    def _repr_svg_(self) -> str:
        return self.svg

    def __str__(self) -> str:
        return self.svg


def scene_diagram(scene: dict, names: Sequence[str] = (), language: str = "en") -> Diagram:
    """The diagram of a scene: its SVG and its text board."""
    return Diagram(to_svg(scene), scene_text(scene, names, language))


def diagram(position: Any, language: str = "en", names: Sequence[str] | None = None) -> Diagram:
    """The diagram of a game's State or View, in ``language``, with players' ``names``.

    A view is drawn as its seat sees it; a state as the seat to move sees it (seat 0 once the game
    is over), so a diagram never shows a card no player could see.
    """
    try:
        board = games.spec_of(position).board
    except TypeError:
        raise TypeError(f"no diagram for {type(position).__name__}: give a game's State or View") from None
    view = position
    if not hasattr(position, "legal"):  # a State: the view of the seat to move
        mover = position.to_move()
        view = position.view(0 if mover is None else mover)
    names = list(names) if names else default_names(board.players(view), language)
    caption = t("scene.seen_by", language, name=names[view.seat])
    return scene_diagram(static_scene(board, view, language, names, caption), names, language)


STRINGS_EN = {
    "scene.player": "Player {n}",
    "scene.seen_by": "As seen by {name}",
    "scene.you": "{name} (you)",
    "scene.changed_label": ", changed in this step",
    # a stepper's controls (the tutorials' stepper, a game's review)
    "stepper.position": "Step {n} of {count}",
    "stepper.slider": "Step",
    "stepper.prev": "◀ Previous",
    "stepper.next": "Next ▶",
    "stepper.plain": "{title}: {count} {count|step|steps}",
    "scene.points": "points",
    "scene.sheet.player": "Player",  # the score sheet's first column
    "scene.sheet.details": "How {name} scored",
    "scene.to_play": "{name}, to play",
    "scene.score_sheet": "Score sheet",
    "scene.total": "total",
    "scene.cards": "{n} {n|card|cards}",
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
    "scene.last_move": "moved by {name}'s last move",
    # the static picture a saved notebook (or a front end without the widget manager) shows instead
    "scene.picture": "A picture of the board: run the cell to play.",
    # the board's looks (a widget's ``theme`` and ``card_back``, the dashboard's menus)
    "scene.theme": "Theme",
    "scene.theme.auto": "Like the page",
    "scene.theme.light": "Light",
    "scene.theme.dark": "Dark",
    "scene.theme.contrast": "High contrast",
    "scene.card_back": "Card backs",
    "scene.card_back.auto": "As before",
    "scene.card_back.blue": "Blue",
    "scene.card_back.red": "Red",
    "scene.card_back.green": "Green",
    "scene.bad_theme": "There is no theme called {value}. Choose one of: {choices}.",
    "scene.bad_card_back": "There is no card back called {value}. Choose one of: {choices}.",
}
STRINGS_FR = {
    "scene.player": "Joueur {n}",
    "scene.seen_by": "Vu par {name}",
    "scene.you": "{name} (vous)",
    "scene.changed_label": ", modifiée à cette étape",
    # a stepper's controls (the tutorials' stepper, a game's review)
    "stepper.position": "Étape {n} sur {count}",
    "stepper.slider": "Étape",
    "stepper.prev": "◀ Précédente",
    "stepper.next": "Suivante ▶",
    "stepper.plain": "{title} : {count} {count|étape|étapes}",
    "scene.points": "points",
    "scene.sheet.player": "Joueur",
    "scene.sheet.details": "Le détail pour {name}",
    "scene.to_play": "{name}, à jouer",
    "scene.score_sheet": "Feuille de score",
    "scene.total": "total",
    "scene.cards": "{n} {n|carte|cartes}",
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
    "scene.winner": "Gagnant : {names}",
    "scene.shared_win": "Victoire partagée : {names}",
    "scene.over": "La partie est terminée.",
    "scene.waiting": "{name} joue.",
    "scene.bad_target": "Il n'y a rien qui s'appelle {target} à choisir sur le plateau maintenant.",
    "scene.last_move": "déplacée par le dernier coup de {name}",
    "scene.picture": "Une image du plateau\u00a0: exécutez la cellule pour jouer.",
    "scene.theme": "Thème",
    "scene.theme.auto": "Comme la page",
    "scene.theme.light": "Clair",
    "scene.theme.dark": "Sombre",
    "scene.theme.contrast": "Contraste élevé",
    "scene.card_back": "Dos des cartes",
    "scene.card_back.auto": "Comme avant",
    "scene.card_back.blue": "Bleu",
    "scene.card_back.red": "Rouge",
    "scene.card_back.green": "Vert",
    "scene.bad_theme": "Il n'y a pas de thème appelé {value}. Choisissez parmi\u00a0: {choices}.",
    "scene.bad_card_back": "Il n'y a pas de dos de cartes appelé {value}. Choisissez parmi\u00a0: {choices}.",
}
CATALOGS = {"en": STRINGS_EN, "fr": STRINGS_FR}
i18n.add_catalogs(CATALOGS)
draw_with(diagram)  # notebooks draw states and views with it (cardkit.core.game)


def count_text(n: int, language: str) -> str:
    if n == 0:
        return t("scene.no_card", language)
    return t("scene.one_card", language) if n == 1 else t("scene.cards", language, n=n)
