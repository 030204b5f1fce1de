"""House of Suits as a PettingZoo AEC environment: ``env(games=4, suits=4, dealer=0)``.

The observation encodes one seat's ``HouseOfSuitsView``, the observer first ("relative seat" 0, its
opponent 1), with a place per card of the 60-card deck whatever the suit count. docs/envs.md gives
every field and the action space: 0-59 ``SetAside(card)``, 60-3659 ``Place(market, investment)``
(index ``60 + 60 * market + investment``; the same card twice is never legal), 3660-3779
``PlaceLast(card, where)`` (index ``3660 + 2 * card``, + 1 for "investment").
"""

from __future__ import annotations

import numpy as np

from cardkit.envs.aec import ActionSpace, EnvGame, Field, Layout
from cardkit.house_of_suits.deck import hand_size, pile_size
from cardkit.house_of_suits.rules import PLACE, PLACE_LAST, SET_ASIDE, HouseOfSuitsView, game_length

CARDS = 60  # the six-suit deck: every observation has room for it
PHASES = ("set_aside", "play", "final", "over")
# Where a card is, as the observer sees it (the field "where").
UNSEEN, HAND, MY_SET_ASIDE, THEIR_SET_ASIDE, MY_MARKET, THEIR_MARKET, MY_INVESTMENT, THEIR_INVESTMENT = range(8)

LAYOUT = Layout(
    Field("seat", 1, 0, 1),
    Field("to_move", 2, 0, 1),
    Field("phase", len(PHASES), 0, 1),
    Field("suits", 1, 4, 6),
    Field("dealer", 1, 0, 1),
    Field("moves", 1, 0, game_length(6)),
    Field("hand_sizes", 2, 0, hand_size(6)),
    Field("pile_size", 1, 0, pile_size(6)),
    Field("has_set_aside", 2, 0, 1),
    Field("where", CARDS, 0, THEIR_INVESTMENT),
    Field("row_place", CARDS, 0, 12),
)
_AT = LAYOUT.slices
_WHERE, _PLACE = _AT["where"].start, _AT["row_place"].start


def encode(view: HouseOfSuitsView, out: np.ndarray) -> None:
    """Fill ``out`` (zeros) with what ``view``'s seat sees."""
    me = view.seat
    out[_AT["seat"]] = me
    if view.to_move is not None:
        out[_AT["to_move"].start + (view.to_move != me)] = 1
    out[_AT["phase"].start + PHASES.index(view.phase)] = 1
    out[_AT["suits"]] = view.suits
    out[_AT["dealer"]] = view.dealer != me
    out[_AT["moves"]] = view.moves
    out[_AT["hand_sizes"]] = view.hand_sizes[me], view.hand_sizes[1 - me]
    out[_AT["pile_size"]] = view.pile_size
    out[_AT["has_set_aside"]] = view.has_set_aside[me], view.has_set_aside[1 - me]
    for card in view.hand:
        out[_WHERE + card] = HAND
    if view.set_aside is not None:
        out[_WHERE + view.set_aside] = MY_SET_ASIDE
    if view.revealed is not None:
        out[_WHERE + view.revealed[1 - me]] = THEIR_SET_ASIDE
    for cards, seats in zip(view.market, view.market_from):
        for place, (card, seat) in enumerate(zip(cards, seats), start=1):
            out[_WHERE + card] = MY_MARKET if seat == me else THEIR_MARKET
            out[_PLACE + card] = place
    for seat, where in ((me, MY_INVESTMENT), (1 - me, THEIR_INVESTMENT)):
        for cards in view.investments[seat]:
            for place, card in enumerate(cards, start=1):
                out[_WHERE + card] = where
                out[_PLACE + card] = place


SPACE = ActionSpace(
    "house_of_suits",
    "house_of_suits_v0",
    [*SET_ASIDE, *(a for row in PLACE for a in row), *(a for pair in PLACE_LAST for a in pair)],
)
GAME = EnvGame("house_of_suits", "house_of_suits_v0", LAYOUT, encode, SPACE)
action_of = SPACE.action_of
index_of = SPACE.index_of
observe = GAME.observe
raw_env = GAME.raw_env
env = GAME.env
