"""The undo rule, the same wherever a game is held (the kernel's memory, a room's store).

A person playing alone against bots may take back their last move of the deal, with the bots' moves
after it -- unless a move since showed them a card they had not seen (a stock draw, a card turned
up, a card an opponent put down): the deal is replayed from its seed, so going back there would let
them play again knowing the card. The test is generic: the cards the seat's view shows (its board's
``seen``); any new one closes every move made before it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardkit.core.game import IllegalAction
from cardkit.core.seats import HUMAN


def undoer(seats: Sequence[str]) -> int | None:
    """The seat that may undo: the one person at a table of bots (None at any other table)."""
    people = [seat for seat, kind in enumerate(seats) if kind == HUMAN]
    return people[0] if len(people) == 1 and len(people) < len(seats) else None


def undo_keep(
    seen: Callable[[Any], set[str]], seat: int, views: Sequence[Any], actors: Sequence[int], over: bool
) -> int:
    """How many moves of the deal an undo by ``seat`` keeps (it goes back to before that seat's last
    move). ``views[i]``: the seat's view after ``i`` moves (``views[0]`` at the deal's start);
    ``actors[i]``: who made move ``i``; ``seen``: the board's cards shown by a view. Refuses, saying
    why, when nothing can be undone."""
    if over:
        raise IllegalAction("undo.over")
    mine = [i for i, actor in enumerate(actors) if actor == seat]
    if not mine:
        raise IllegalAction("undo.nothing")
    shown: set[str] = set()
    barrier = 0
    for i, view in enumerate(views):
        cards = seen(view)
        if not cards <= shown:
            shown |= cards
            barrier = i
    if mine[-1] < barrier:
        raise IllegalAction("undo.seen")
    return mine[-1]
