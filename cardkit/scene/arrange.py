"""A hand its player arranges: sorted by suit or by rank, or in an order of their own by dragging.

The arrangement is the table's (``Table`` keeps one per seat; the ``arrange`` command sets it), so it
survives every redraw, every turn and a reload of the page on the same kernel (JupyterLab), and it
is the same in every front end. It is ``"suit"`` or ``"rank"`` (the hand stays sorted as cards come
and go) or the card ids of the hand in the player's order (cards new to the hand go to the right).
A board applies it with :func:`arranged` when it lays out the seat's own hand, so the positions in
the cards' labels ("2nd from the left") follow it. An arrangement only permutes the seat's own
cards: the table refuses anything else, and it tells no one anything.

The texts of the drag-and-drop and sorting controls live here too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from cardkit import i18n

T = TypeVar("T")
SORTS = ("suit", "rank")


def arranged(
    cards: Iterable[T], order: Any, ident: Callable[[T], str], keys: Callable[[T], tuple[Any, Any]]
) -> list[T]:
    """``cards`` in the seat's ``order``: ``keys(card)`` is (its key by suit, its key by rank); ``ident``
    its id in the scene. Cards an id list does not name keep their own order, after the others."""
    cards = list(cards)
    if order in SORTS:
        which = SORTS.index(order)
        return sorted(cards, key=lambda c: keys(c)[which])
    if isinstance(order, (tuple, list)):
        place = {id: i for i, id in enumerate(order)}
        known = sorted((c for c in cards if ident(c) in place), key=lambda c: place[ident(c)])
        return known + [c for c in cards if ident(c) not in place]
    return cards


def hand_zone(scene: dict) -> dict | None:
    """The zone of the seat's own hand that its player may arrange, if the scene has one."""
    for area in scene.get("areas") or ():
        if area.get("mine"):
            for zone in area.get("zones") or ():
                if zone.get("arrange"):
                    return zone
    return None


def zone_ids(zone: dict) -> list[str]:
    return [card["id"] for row in zone["rows"] for card in row["cards"]]


def check_order(value: Any, ids: Sequence[str]) -> Any:
    """The arrangement ``value`` asks for, or ValueError: "suit", "rank", or exactly the ids ``ids``."""
    if isinstance(value, str):
        if value not in SORTS:
            raise ValueError(f"sort by {', '.join(SORTS)}, not {value[:20]!r}")
        return value
    if not isinstance(value, list) or not all(isinstance(id, str) for id in value):
        raise ValueError("an arrangement is a list of the hand's card ids")
    if len(value) != len(ids) or set(value) != set(ids):
        raise ValueError("an arrangement lists each card of your hand once, and nothing else")
    return tuple(value)


STRINGS_EN = {
    "arrange.sort_suit": "Sort by suit",
    "arrange.sort_rank": "Sort by rank",
    "arrange.tools": "Arrange your hand",
    "arrange.no_hand": "There is no hand of yours to arrange now.",
    "arrange.bad": "That arrangement was refused ({reason}); your hand is unchanged.",
    "arrange.drop_nowhere": "That card cannot go there now; nothing was played.",
    "arrange.not_draggable": "That card cannot be moved now; nothing was played.",
}
STRINGS_FR = {
    "arrange.sort_suit": "Trier par couleur",
    "arrange.sort_rank": "Trier par rang",
    "arrange.tools": "Ranger votre main",
    "arrange.no_hand": "Vous n'avez pas de main à ranger maintenant.",
    "arrange.bad": "Ce rangement a été refusé ({reason})\u00a0; votre main n'a pas changé.",
    "arrange.drop_nowhere": "Cette carte ne peut pas aller là maintenant\u00a0; rien n'a été joué.",
    "arrange.not_draggable": "Cette carte ne peut pas être déplacée maintenant\u00a0; rien n'a été joué.",
}
i18n.add_catalogs({"en": STRINGS_EN, "fr": STRINGS_FR})
