"""Ipso as a PettingZoo AEC environment: ``env(players=2, tournament=False, odd_even=False, ...)``.

The observation encodes one seat's ``IpsoView``; seats are counted from the observer ("relative seat"
k is the k-th seat after it in seat order). docs/envs.md gives every field and the action space:
0-27 ``Replace(centre, slot)`` (index ``14 * centre + slot``), 28 ``KeepStar``, 29 ``SpendStar``,
30-43 ``Swap(slot)``, 44 ``DiscardDrawn``.
"""

from __future__ import annotations

import numpy as np

from cardkit.envs.aec import ActionSpace, EnvGame, Field, Layout
from cardkit.ipso.rules import DISCARD, KEEP, REPLACE, SLOTS, SPEND, STAR_KEPT, STAR_SPENT, SWAPS, IpsoView

SEATS = 6  # the most players: every observation has room for them
PHASES = ("play", "final", "over")

LAYOUT = Layout(
    Field("seat", 1, 0, SEATS - 1),
    Field("players", 1, 2, SEATS),
    Field("to_move", SEATS, 0, 1),
    Field("turn_place", SEATS, 0, SEATS - 1),
    Field("direction", 1, -1, 1),
    Field("phase", len(PHASES), 0, 1),
    Field("odd_even", 1, 0, 1),
    Field("odd_even_all_rows", 1, 0, 1),
    Field("pyramids", SEATS * SLOTS, 0, 90),
    Field("centre", 2, 0, 90),
    Field("pile_size", 1, 0, 90),
    Field("pile_bottom", 2, 0, 90),
    Field("discards", SEATS, 0, 90),
    Field("stars", SEATS, 0, 3),
    Field("drawn_pending", 1, 0, 1),
    Field("drawn", 1, 0, 90),
)
_AT = LAYOUT.slices
_PYRAMIDS = _AT["pyramids"].start
_STARS = {"unused": 1, STAR_KEPT: 2, STAR_SPENT: 3}


def encode(view: IpsoView, out: np.ndarray) -> None:
    """Fill ``out`` (zeros) with what ``view``'s seat sees."""
    p, me = view.players, view.seat
    out[_AT["seat"]] = me
    out[_AT["players"]] = p
    if view.to_move is not None:
        out[_AT["to_move"].start + (view.to_move - me) % p] = 1
    turn_place, pyramids, stars = _AT["turn_place"].start, _PYRAMIDS, _AT["stars"].start
    for place, seat in enumerate(view.order):
        out[turn_place + (seat - me) % p] = place
    out[_AT["direction"]] = view.direction
    out[_AT["phase"].start + PHASES.index(view.phase)] = 1
    out[_AT["odd_even"]] = view.odd_even
    out[_AT["odd_even_all_rows"]] = view.odd_even_all_rows
    for seat in range(p):
        k = (seat - me) % p
        at = pyramids + SLOTS * k
        for slot, card in enumerate(view.pyramids[seat]):
            if card is not None:
                out[at + slot] = card
        out[stars + k] = _STARS[view.stars[seat]]
    out[_AT["centre"].start : _AT["centre"].start + len(view.centre)] = view.centre
    out[_AT["pile_size"]] = view.pile_size
    out[_AT["pile_bottom"].start : _AT["pile_bottom"].start + len(view.pile_bottom)] = view.pile_bottom
    out[_AT["discards"].start : _AT["discards"].start + len(view.discards)] = view.discards
    out[_AT["drawn_pending"]] = view.drawn_pending
    out[_AT["drawn"]] = view.drawn or 0


SPACE = ActionSpace("ipso", "ipso_v0", [*REPLACE[0], *REPLACE[1], KEEP, SPEND, *SWAPS, DISCARD])
GAME = EnvGame("ipso", "ipso_v0", LAYOUT, encode, SPACE)
action_of = SPACE.action_of
index_of = SPACE.index_of
observe = GAME.observe
raw_env = GAME.raw_env
env = GAME.env
