"""What the table's frames are made of, beside the game's own board: the score sheet and the marks that
let a player follow the last moves, each built from one seat's own view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardkit import i18n
from cardkit.i18n import t
from cardkit.scene import Context, default_names, name_sheet, result_text


def deal_text(game: str, key: str, language: str, **params: Any) -> str:
    """The table's text ``key`` about a deal in ``game``'s own words where its catalog has them
    (``rummy500.table.deal_over``: a hand, a donne), else the table's (a game, a partie)."""
    own = f"{game}.{key}"
    return t(own if own in i18n.catalog("en") else key, language, **params)


def score_sheet(
    sheet: dict,
    buttons: list[dict],
    language: str,
    names: Sequence[str],
    running: Sequence[int] | None,
    won: Sequence[int],
    match_winners: Sequence[int] | None,
    game: str = "",
) -> dict:
    """The board's score sheet as one table (the local table's and a room's): a row per player, the
    board's columns, the game's total and, in a match of several deals (``running``: its totals so far,
    None for a match of one game), the running total. ``won``: the game's winners as its engine decides
    them; ``match_winners``: the match's once it is over, else None. "Winner" is said of the match only:
    a finished hand of an undecided match names who scored most in it."""
    lang = language
    multi = running is not None
    name_sheet(sheet, names, lang)
    for row in sheet["seats"]:
        if running is not None:
            row["match"] = running[row["seat"]]
    sheet["labels"].update(
        total=deal_text(game, "table.sheet.total", lang), match=t("table.sheet.match", lang) if multi else ""
    )
    if multi:
        sheet["result"] = deal_text(
            game, "table.sheet.game_best", lang, names=t("scene.and", lang).join(names[s] for s in won)
        )
        sheet["match"] = (
            t("table.match_over", lang, result=result_text(tuple(match_winners), names, lang))
            if match_winners is not None
            else t("table.sheet.goes_on", lang)
        )
    else:
        sheet["result"] = result_text(tuple(won), names, lang)
    # The button that goes on from here, drawn again beside the sheet (next game, else a new one).
    sheet["next"] = next(
        (b for b in buttons if b["id"] == "next_game"), next((b for b in buttons if b["id"] == "new_game"), None)
    )
    return sheet


def _card_key(item: dict) -> str:
    """A card as the last-move highlight follows it: its identity when face up, else its place."""
    return item.get("card") or item["id"]


def _places(scene: dict) -> dict[str, str]:
    """Where every card of a scene is: {card key: zone id}."""
    return {
        _card_key(item): zone["id"]
        for area in scene["areas"]
        for zone in area["zones"]
        for row in zone["rows"]
        for item in row["cards"]
    }


def card_places(board: Any, view: Any, language: str) -> dict[str, str]:
    """Where every card of ``view``'s scene is: {card key: zone id}, a card known by its identity when
    it is face up, by its place when it is face down. Built from that seat's own view, so it names
    only what the seat may see. The table's last-move marks read the same from the board's ``places``,
    which finds them without building the scene (tests/test_frames_unchanged.py checks they agree)."""
    names = default_names(board.players(view), language)  # labels are not compared: any names do
    return _places(board.build(view, Context(names, language)))


def moved_cards(before: dict[str, str], after: dict[str, str]) -> frozenset:
    """The cards a move moved, as one seat saw them: those somewhere new in its scene (:func:`card_places`)."""
    return frozenset(key for key, zone in after.items() if before.get(key) != zone)


def mark_moves(scene: dict, moved: dict, names: Sequence[str], language: str) -> None:
    """Highlight in a seat's scene the cards each player's last move moved (``moved``: actor -> (move
    number, card keys), as that seat saw them), until that player moves again: the card's ``last`` says
    whose move it was ("moved by Ana's last move"); the browser adds it to the card's aria label."""
    latest = sorted(moved.items(), key=lambda item: item[1][0])  # a card moved twice: the later move wins
    for area in scene["areas"]:
        for zone in area["zones"]:
            for row in zone["rows"]:
                for item in row["cards"]:
                    key = _card_key(item)
                    for actor, (_, keys) in latest:
                        if key in keys:
                            item["last"] = t("scene.last_move", language, name=names[actor])


def targets(scene: dict) -> set[str]:
    """The select targets clickable in a scene: a select message must name one of them."""
    found = set()
    for area in scene["areas"]:
        for zone in area["zones"]:
            for row in zone["rows"]:
                for item in row["cards"]:
                    for send in (item.get("send"), *item.get("drops", {}).values()):
                        if send and send["kind"] == "select":
                            found.add(send["target"])
    for item in scene["choices"]:
        send = item.get("send")
        if send and send["kind"] == "select":
            found.add(send["target"])
    return found
