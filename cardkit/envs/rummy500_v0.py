"""Rummy 500 (as played on JoyPip) as a PettingZoo AEC environment: ``env(players=2, target=500, ...)``.

The observation encodes one seat's ``RummyView``; seats are counted from the observer ("relative seat"
k is the k-th seat after it), cards by the engine's numbers (``suit * 13 + rank``, clubs Ace = 0).
docs/envs.md gives every field and the action space: 0 ``Draw``, 1-52 ``Take(index)``, 53-421 ``Meld``
(every meld of the deck, by its cards' mask in increasing order), 422-1305 ``LayOff(card, meld)``
(index ``422 + 17 * card + meld``), 1306-1357 ``Discard(card)``, 1358 ``EndHand``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from cardkit.envs.aec import ActionSpace, EnvGame, Field, Layout
from cardkit.rummy500.cards import mask_of
from cardkit.rummy500.rules import (
    DISCARDS,
    DRAW,
    END_HAND,
    LAYOFFS,
    MAX_MELDS,
    MELD_ACTIONS,
    TAKES,
    Meld,
    RummyView,
)

SEATS = 4  # the most players: every observation has room for them
CARDS = 52
PHASES = ("draw", "play", "over")
ENDINGS = ("out", "stock", "limit")
NO_LIMIT = 2**31 - 1  # turns and the turn limit have no bound of their own
MOST_POINTS = 396  # every card of the deck put down

LAYOUT = Layout(
    Field("seat", 1, 0, SEATS - 1),
    Field("players", 1, 2, SEATS),
    Field("dealer", 1, 0, SEATS - 1),
    Field("turn_limit", 1, 0, NO_LIMIT),
    Field("phase", len(PHASES), 0, 1),
    Field("to_move", SEATS, 0, 1),
    Field("turn", 1, 0, NO_LIMIT),
    Field("stock_size", 1, 0, CARDS),
    Field("hand_sizes", SEATS, 0, CARDS),
    Field("points", SEATS, 0, MOST_POINTS),
    Field("hand", CARDS, 0, 1),
    Field("known", SEATS * CARDS, 0, 1),
    Field("shown_hands", SEATS * CARDS, 0, 1),
    Field("discard_place", CARDS, 0, CARDS),
    Field("discard_from", CARDS, 0, SEATS),
    Field("meld", CARDS, 0, MAX_MELDS),
    Field("meld_owner", MAX_MELDS, 0, SEATS),
    Field("meld_kind", MAX_MELDS, 0, 2),
    Field("meld_ace_high", MAX_MELDS, 0, 1),
    Field("laid_off_by", CARDS, 0, SEATS),
    Field("laid_off_place", CARDS, 0, 13),
    Field("must_use", 1, 0, CARDS),
    Field("no_discard", 1, 0, CARDS),
    Field("ended", len(ENDINGS), 0, 1),
    Field("ended_by", SEATS, 0, 1),
)
_AT = {name: s.start for name, s in LAYOUT.slices.items()}


def encode(view: RummyView, out: np.ndarray) -> None:
    """Fill ``out`` (zeros) with what ``view``'s seat sees."""
    p, me = view.players, view.seat
    out[_AT["seat"]] = me
    out[_AT["players"]] = p
    out[_AT["dealer"]] = (view.dealer - me) % p
    out[_AT["turn_limit"]] = view.turn_limit
    out[_AT["phase"] + PHASES.index(view.phase)] = 1
    if view.to_move is not None:
        out[_AT["to_move"] + (view.to_move - me) % p] = 1
    out[_AT["turn"]] = view.turn
    out[_AT["stock_size"]] = view.stock_size
    for seat in range(p):
        k = (seat - me) % p
        out[_AT["hand_sizes"] + k] = view.hand_sizes[seat]
        out[_AT["points"] + k] = view.points[seat]
        for card in view.known[seat]:
            out[_AT["known"] + CARDS * k + card.index] = 1
        if view.shown_hands:
            for card in view.shown_hands[seat]:
                out[_AT["shown_hands"] + CARDS * k + card.index] = 1
    for card in view.hand:
        out[_AT["hand"] + card.index] = 1
    for place, (card, seat) in enumerate(zip(view.discard, view.discard_from), start=1):
        out[_AT["discard_place"] + card.index] = place
        out[_AT["discard_from"] + card.index] = 0 if seat < 0 else (seat - me) % p + 1
    for number, meld in enumerate(view.melds):
        out[_AT["meld_owner"] + number] = (meld.owner - me) % p + 1
        out[_AT["meld_kind"] + number] = 1 if meld.kind == "set" else 2
        out[_AT["meld_ace_high"] + number] = meld.kind == "run" and meld.cards[-1].rank == 1
        for card in meld.cards:
            out[_AT["meld"] + card.index] = number + 1
        for place, (card, seat) in enumerate(meld.laid_off, start=1):
            out[_AT["laid_off_by"] + card.index] = (seat - me) % p + 1
            out[_AT["laid_off_place"] + card.index] = place
    out[_AT["must_use"]] = 0 if view.must_use is None else view.must_use.index + 1
    out[_AT["no_discard"]] = 0 if view.no_discard is None else view.no_discard.index + 1
    if view.ended and view.ended_by is not None:
        out[_AT["ended"] + ENDINGS.index(view.ended)] = 1
        out[_AT["ended_by"] + (view.ended_by - me) % p] = 1


def _listed(action: Any) -> Any:
    """A meld's cards in another order are the same move: the listed spelling of it."""
    if (
        type(action) is Meld
        and all(type(c) is int and 0 <= c < CARDS for c in action.cards)
        and len(set(action.cards)) == len(action.cards)
    ):
        return MELD_ACTIONS.get(mask_of(action.cards))
    return None


SPACE = ActionSpace(
    "rummy500",
    "rummy500_v0",
    [
        DRAW,
        *TAKES,
        *(MELD_ACTIONS[mask] for mask in sorted(MELD_ACTIONS)),
        *(a for card in LAYOFFS for a in card),
        *DISCARDS,
        END_HAND,
    ],
    spelling=_listed,
)
GAME = EnvGame("rummy500", "rummy500_v0", LAYOUT, encode, SPACE)
action_of = SPACE.action_of
index_of = SPACE.index_of
observe = GAME.observe
raw_env = GAME.raw_env
env = GAME.env
